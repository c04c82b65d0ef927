// @ts-check
// The lab's catalogue (GET /api/lab/catalogue): its types, the steps each type takes with their
// parameters and outputs, and the limits. The menus offer only what it lists, so a chain built
// here only fails on the server for a reason only the server can know (an .unsafeIndex out of
// range for the starting array, a bad parameter value).

/** @typedef {import("../types.js").LabStep} LabStep */
/**
 * @typedef {{name: string, kind: string, choices?: string[], valueType?: string, default: any, summary?: string,
 *   appliesWhen: {parameter: string, oneOf: any[]} | null}} CatalogueParameter
 * @typedef {{step: string, output: {type?: string, parameter?: string}, parameters: CatalogueParameter[]}} CatalogueChoice
 * @typedef {{name: string, start: any, steps: CatalogueChoice[]}} CatalogueType
 * @typedef {{types: CatalogueType[], steps: {name: string, summary: string, conversion?: boolean}[],
 *   forms: {name: string, readOnly: boolean}[], limits: {steps: number}}} CatalogueBody
 */

/** Wraps the catalogue's JSON with the questions the editor asks of it. */
export function createCatalogue(/** @type {CatalogueBody} */ body) {
  const types = new Map(body.types.map((type) => [type.name, type]));
  const steps = new Map(body.steps.map((step) => [step.name, step]));
  const readOnlyForms = new Set(body.forms.filter((form) => form.readOnly).map((form) => form.name));
  const conversions = body.steps.filter((step) => step.conversion).map((step) => step.name);

  /** The catalogue's entry for step `name` on type `typeName`, or null when the type does not take it. */
  function choice(/** @type {string} */ typeName, /** @type {string} */ name) {
    return types.get(typeName)?.steps.find((entry) => entry.step === name) ?? null;
  }

  /**
   * The member type after `step` (a definition's step object) on `input`, or null when invalid.
   * @param {LabStep} step
   * @param {string} input
   * @returns {string | null}
   */
  function outputOf(step, input) {
    const entry = choice(input, step.step);
    if (!entry) return null;
    if (entry.output.type) return entry.output.type;
    if (entry.output.parameter === "stages") {
      let member = input;
      for (const stage of step.stages ?? []) {
        const next = conversions.includes(stage.step) ? outputOf(stage, member) : null;
        if (!next) return null;
        member = next;
      }
      return member;
    }
    const name = entry.output.parameter ?? "";
    const parameter = entry.parameters.find((p) => p.name === name);
    const value = step[name] ?? parameter?.default;
    return types.has(value) ? value : null;
  }

  /** Whether `parameter` of a step applies, given the step's other parameters (`appliesWhen`). */
  function applies(/** @type {CatalogueChoice} */ entry, /** @type {CatalogueParameter} */ parameter, /** @type {LabStep} */ step) {
    const condition = parameter.appliesWhen;
    if (!condition) return true;
    const controller = step[condition.parameter] ?? entry.parameters.find((p) => p.name === condition.parameter)?.default;
    return condition.oneOf.includes(controller);
  }

  /** `step` without the parameters that do not apply to it (the server refuses those). */
  function pruned(/** @type {LabStep} */ step, /** @type {string} */ input) {
    const entry = choice(input, step.step);
    const next = { ...step };
    if (!entry) return next;
    for (const parameter of entry.parameters) if (!applies(entry, parameter, next)) delete next[parameter.name];
    return next;
  }

  /** A step object for `name` on `input`, every parameter that applies at its default. */
  /** @returns {LabStep} */
  function defaultStep(/** @type {string} */ name, /** @type {string} */ input) {
    const entry = choice(input, name);
    /** @type {LabStep} */
    const step = { step: name };
    for (const parameter of entry?.parameters ?? []) {
      if (parameter.default !== null && parameter.kind !== "stages") step[parameter.name] = parameter.default;
    }
    if (name === "concat") step.stages = defaultStages(input);
    return pruned(step, input);
  }

  /** Two conversions that follow one another from `input`: a lift then an unwrap where they fit. */
  function defaultStages(/** @type {string} */ input) {
    const pick = (/** @type {string} */ type, /** @type {string} */ preferred) => [preferred, ...conversions].find((name) => choice(type, name)) ?? preferred;
    const first = defaultStep(pick(input, "optional"), input);
    const middle = outputOf(first, input) ?? input;
    return [first, defaultStep(pick(middle, "unwrapped"), middle)];
  }

  return {
    limits: body.limits,
    typeNames: body.types.map((type) => type.name),
    type: (/** @type {string} */ name) => types.get(name) ?? null,
    summary: (/** @type {string} */ name) => steps.get(name)?.summary ?? "",
    /** The names of the steps `typeName` takes, in the catalogue's order. */
    stepsFor: (/** @type {string} */ typeName) => (types.get(typeName)?.steps ?? []).map((entry) => entry.step),
    choice,
    outputOf,
    applies,
    pruned,
    defaultStep,
    /** Whether a step object reads only ([map:] or [getter:]), which ends a chain. */
    isReadOnly: (/** @type {LabStep} */ step) => readOnlyForms.has(step.form),
  };
}
