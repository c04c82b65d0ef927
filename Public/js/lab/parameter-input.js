// @ts-check
// One input per step parameter, chosen by the parameter's kind (and, for values, by their Swift
// type), turning what the learner typed into the JSON the definition carries. Text that is not
// a valid value is sent as it is, for the server to refuse with its reason.

import { el } from "../dom.js";
import { parseJSON, stringifyJSON } from "../json.js";
import { markWrites } from "../access.js";
import { isFloatingType, numberFieldText, numberFromText, showValue } from "../swift-values.js";

const NUMERIC = /^(Float|Double|Int|Int8|UInt8)\??$/;
const CURVES = ["linear", "easeIn", "easeOut", "easeInOut", "spring"];

/**
 * JSON text parsed, or the text itself when it is not JSON (the server names what is wrong).
 * @param {string} text
 */
function jsonOrText(text) {
  try { return parseJSON(text); } catch { return text; }
}

/**
 * An input for a value of Swift type `type`.
 * @param {string} type e.g. `Float`, `String?`, `[Int]`
 * @param {unknown} value the current JSON value
 * @param {(value: unknown) => void} changed
 * @param {string} label accessible name
 * @returns {HTMLElement}
 */
export function valueInput(type, value, changed, label) {
  /** @type {HTMLInputElement} */
  let input;
  const field = (/** @type {Object<string, any>} */ props) => /** @type {HTMLInputElement} */ (el("input", props));
  if (type === "Bool") {
    input = field({ type: "checkbox", checked: Boolean(value), on: { change: () => changed(input.checked) } });
  } else if (type === "RGB") {
    input = field({ type: "color", value: typeof value === "string" ? value : "#000000", on: { change: () => changed(input.value) } });
  } else if (NUMERIC.test(type)) {
    input = field({ type: "text", class: "number", inputMode: /^Int|^UInt/.test(type) ? "numeric" : "decimal",
      value: numberFieldText(value, type), placeholder: type.endsWith("?") ? "nil" : "", autocomplete: "off", spellcheck: false,
      on: { change: () => changed(numberFromText(input.value, type)) } });
    input.title = `a ${type}${isFloatingType(type) ? " (inf, -inf and nan too)" : ""}`;
  } else if (type === "String") {
    input = field({ type: "text", value: value ?? "", autocomplete: "off", spellcheck: false,
      on: { change: () => changed(input.value) } });
  } else {
    input = field({ type: "text", class: "json", value: stringifyJSON(value ?? null), autocomplete: "off", spellcheck: false,
      on: { change: () => changed(jsonOrText(input.value)) } });
    input.title = `a ${type} as JSON, such as ${showValue(value, type)}`;
  }
  input.setAttribute("aria-label", label);
  return markWrites(input);
}

/**
 * A select of `choices`, with an optional first entry that means "left out".
 * @param {string[]} choices
 * @param {string|undefined} value
 * @param {(value: string|undefined) => void} changed
 * @param {string} label
 * @param {string|null} [unset]
 */
function select(choices, value, changed, label, unset) {
  const options = (unset ? [el("option", { value: "", text: unset })] : [])
    .concat(choices.map((choice) => el("option", { value: choice, text: choice })));
  /** @type {HTMLSelectElement} */
  const node = /** @type {HTMLSelectElement} */ (el("select", { "aria-label": label, on: { change: () => changed(node.value === "" ? undefined : node.value) } }, ...options));
  node.value = value ?? "";
  return /** @type {HTMLSelectElement} */ (markWrites(node));
}

/**
 * An animation's curve and duration (or spring response), `null` for none.
 * @param {{curve: string, duration?: number, response?: number}|null|undefined} value
 * @param {(value: unknown) => void} changed
 * @param {string} label
 * @param {boolean} canBeUnset
 */
function animationInput(value, changed, label, canBeUnset) {
  const curve = select(["none", ...CURVES], value === undefined ? undefined : value === null ? "none" : value.curve,
    (name) => update(name), `${label}: curve`, canBeUnset ? "not set" : null);
  const seconds = /** @type {HTMLInputElement} */ (markWrites(el("input", { type: "text", class: "number seconds", inputMode: "decimal", autocomplete: "off",
    "aria-label": `${label}: seconds`, value: value?.duration ?? value?.response ?? 0.35, on: { change: () => update(curve.value) } })));
  /** @param {string|undefined} name */
  function update(name) {
    if (name === undefined || name === "") return changed(undefined);
    if (name === "none") return changed(null);
    const number = numberFromText(seconds.value, "Double");
    changed(name === "spring" ? { curve: name, response: number } : { curve: name, duration: number });
  }
  seconds.hidden = value === null || value === undefined;
  return el("span", { class: "animation-input" }, curve, " ", seconds, el("span", { class: "unit", text: " s", hidden: seconds.hidden }));
}

/**
 * The input of one parameter.
 * @param {{name: string, kind: string, choices?: string[], valueType?: string, default: any, summary?: string}} parameter from the catalogue
 * @param {any} value the step's current value, undefined when left out
 * @param {(value: unknown) => void} changed undefined removes the parameter
 * @param {string} owner e.g. "step 2 (clamped)", for accessible names
 */
export function parameterInput(parameter, value, changed, owner) {
  const label = `${owner}: ${parameter.name}`;
  const current = value === undefined ? parameter.default : value;
  /** @type {HTMLElement} */
  let input;
  /** @type {(props: Object<string, any>) => HTMLInputElement} */
  const field = (props) => /** @type {HTMLInputElement} */ (markWrites(el("input", props)));
  switch (parameter.kind) {
    case "type":
    case "choice":
      input = select(parameter.choices ?? [], current, changed, label);
      break;
    case "index": {
      const index = input = field({ type: "text", class: "number index", inputMode: "numeric", value: current ?? 0,
        autocomplete: "off", "aria-label": label, on: { change: () => changed(jsonOrText(index.value.trim())) } });
      break;
    }
    case "boolean":
      input = parameter.default === null
        ? select(["true", "false"], value === undefined ? undefined : String(value), (word) => changed(word === undefined ? undefined : word === "true"), label, "not set")
        : field({ type: "checkbox", checked: Boolean(current), "aria-label": label, on: { change: (/** @type {Event} */ event) => changed(/** @type {HTMLInputElement} */ (event.target).checked) } });
      break;
    case "animation":
      input = animationInput(value === undefined && parameter.default === null ? undefined : current, changed, label, parameter.default === null);
      break;
    case "stages": {
      const stages = input = /** @type {HTMLTextAreaElement} */ (markWrites(el("textarea", { class: "stages", rows: 3, spellcheck: false, "aria-label": label,
        value: stringifyJSON(current ?? []), on: { change: () => changed(jsonOrText(stages.value)) } })));
      break;
    }
    default:
      input = valueInput(parameter.valueType ?? "", current, changed, label);
  }
  return el("label", { class: `parameter parameter-${parameter.kind}`, title: parameter.summary },
    el("span", { class: "parameter-name", text: parameter.name }), " ", input);
}
