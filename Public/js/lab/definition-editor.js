// @ts-check
// The chain being built: the root's type and starting value, then the steps, each with its
// parameters, to remove or move up and down, and a menu of the steps the current member type
// takes. Every change hands the whole definition to `changed`, which builds it on the server.

import { el, replaceChildren } from "../dom.js";
import { isWritable, markWrites } from "../access.js";
import { parameterInput, valueInput } from "./parameter-input.js";
import { swiftCodeNodes } from "../swift-code.js";

/**
 * A lab definition as the API takes it: the root, then the steps with their parameters.
 * @typedef {{step: string, [parameter: string]: any}} StepDefinition
 * @typedef {{root: {type: string, value?: unknown}, steps: StepDefinition[]}} Definition
 */

/**
 * @param {ReturnType<typeof import("./catalogue.js").createCatalogue>} catalogue from createCatalogue
 * @param {(definition: Definition) => void} changed
 */
export function createDefinitionEditor(catalogue, changed) {
  /** @type {Definition} */
  let definition = { root: { type: "Float", value: 0.25 }, steps: [] };
  /** @type {string[]} */
  let codes = [];
  /** @type {(node: HTMLElement) => HTMLSelectElement} */
  const asSelect = (node) => /** @type {HTMLSelectElement} */ (node);
  const rootType = asSelect(markWrites(el("select", { id: "lab-root-type", "aria-label": "Root type",
    on: { change: () => update({ root: { type: rootType.value, value: catalogue.type(rootType.value)?.start ?? null }, steps: definition.steps }) } },
    ...catalogue.typeNames.map((/** @type {string} */ name) => el("option", { value: name, text: name })))));
  const rootValue = el("span", { class: "root-value-input" });
  const list = el("ol", { id: "lab-steps", class: "lab-steps" });
  const menu = asSelect(markWrites(el("select", { id: "lab-add-step", "aria-label": "Step to add" })));
  const add = /** @type {HTMLButtonElement} */ (markWrites(el("button", { type: "button", id: "lab-add", text: "Add step", on: { click: () => addStep(menu.value) } })));
  const addNote = el("p", { class: "hint add-note" });
  const node = el("section", { class: "card lab-editor", "aria-labelledby": "lab-editor-title" },
    el("h2", { id: "lab-editor-title", text: "Your chain" }),
    el("div", { class: "lab-root" }, el("span", { class: "root-label", text: "@State var value: " }), rootType, " = ", rootValue),
    list,
    addNote,
    el("div", { class: "lab-add" }, menu, add));

  /** @param {Definition} next */
  function update(next) {
    definition = next;
    render();
    changed(structuredClone(definition));
  }

  /**
   * @param {number} index
   * @param {StepDefinition|null} step null removes it
   */
  function setStep(index, step) {
    const steps = [...definition.steps];
    if (step === null) steps.splice(index, 1);
    else steps[index] = step;
    update({ ...definition, steps });
  }

  /**
   * @param {number} index
   * @param {number} offset
   */
  function move(index, offset) {
    const steps = [...definition.steps];
    const [step] = steps.splice(index, 1);
    steps.splice(index + offset, 0, step);
    update({ ...definition, steps });
  }

  /** @param {string} name */
  function addStep(name) {
    const input = memberAfter(definition.steps.length);
    if (!name || !input) return;
    update({ ...definition, steps: [...definition.steps, catalogue.defaultStep(name, input)] });
    menu.focus();
  }

  /**
   * The member type after the first `count` steps, or null once one is invalid.
   * @param {number} count
   * @returns {string|null}
   */
  function memberAfter(count) {
    /** @type {string|null} */
    let member = definition.root.type;
    for (const step of definition.steps.slice(0, count)) {
      member = member && catalogue.outputOf(step, member);
    }
    return member;
  }

  /**
   * @param {StepDefinition} step
   * @param {number} index
   */
  function stepView(step, index) {
    const input = memberAfter(index);
    const entry = input ? catalogue.choice(input, step.step) : null;
    const position = `step ${index + 1} (${step.step})`;
    const readOnlyBefore = definition.steps.slice(0, index).some(catalogue.isReadOnly);
    const problem = readOnlyBefore ? "follows a read-only step, which ends the chain"
      : !input ? "follows a step that is not valid"
      : !entry ? `not valid for a ${input}` : "";
    const parameters = (entry?.parameters ?? []).map((/** @type {any} */ parameter) => {
      if (!entry || !input || !catalogue.applies(entry, parameter, step)) return null;
      return parameterInput(parameter, step[parameter.name], (value) => {
        const next = { ...step };
        if (value === undefined) delete next[parameter.name];
        else next[parameter.name] = value;
        setStep(index, catalogue.pruned(next, input));
      }, position);
    });
    /** @type {(text: string, label: string, action: () => void, disabled?: boolean) => HTMLElement} */
    const button = (text, label, action, disabled = false) => markWrites(el("button", { type: "button", class: "secondary small",
      text, "aria-label": `${label} ${position}`, disabled, on: { click: action } }));
    return el("li", { class: `lab-step${problem ? " invalid" : ""}`, dataset: { step: step.step, position: index + 1 } },
      el("div", { class: "lab-step-head" },
        el("span", { class: "lab-step-name", text: `${index + 1}. ${step.step}` }),
        el("code", { class: "lab-step-code" }, ...swiftCodeNodes(codes[index] ?? "")),
        el("span", { class: "lab-step-type", text: input && entry ? `${input} → ${catalogue.outputOf(step, input)}` : "" }),
        el("span", { class: "lab-step-buttons" },
          button("↑", "Move up", () => move(index, -1), index === 0),
          button("↓", "Move down", () => move(index, 1), index === definition.steps.length - 1),
          button("✕", "Remove", () => setStep(index, null)))),
      problem ? el("p", { class: "lab-step-problem", role: "status", text: `✗ ${problem}` }) : null,
      el("div", { class: "lab-parameters" }, ...parameters));
  }

  function render() {
    rootType.value = definition.root.type;
    replaceChildren(rootValue, valueInput(definition.root.type, definition.root.value,
      (value) => update({ ...definition, root: { ...definition.root, value } }), "Root value"));
    replaceChildren(list, ...definition.steps.map(stepView));
    const member = memberAfter(definition.steps.length);
    const ended = definition.steps.some(catalogue.isReadOnly);
    const full = definition.steps.length >= catalogue.limits.steps;
    const names = member && !ended && !full ? catalogue.stepsFor(member) : [];
    replaceChildren(menu, ...names.map((/** @type {string} */ name) => el("option", { value: name, text: `${name}: ${catalogue.summary(name)}` })));
    menu.disabled = add.disabled = names.length === 0 || !isWritable();
    addNote.textContent = ended ? "A read-only step ([map:] or [getter:]) ends the chain: nothing can be derived through it."
      : full ? `A chain has at most ${catalogue.limits.steps} steps.`
      : member ? `Steps that take a ${member}:` : "Fix the step marked ✗ to add more.";
  }

  render();
  return {
    node,
    /**
     * Shows `next` without building it (a permalink, or the presenter's chain on a viewer's page).
     * @param {Definition} next
     * @param {string[]} [stepCodes]
     */
    show(next, stepCodes = []) {
      definition = structuredClone(next);
      definition.steps ??= [];
      codes = stepCodes;
      render();
    },
    /**
     * Shows the code of each step, as the server built it.
     * @param {string[]} stepCodes
     */
    showCodes(stepCodes) {
      codes = stepCodes;
      render();
    },
    definition: () => structuredClone(definition),
  };
}
