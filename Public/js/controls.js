// One input per binding, chosen by the contract's `control.type`. A control turns what the
// user did into a JSON value of the binding's value type and hands it to `write`; it shows
// values coming back from the server without fighting a user who is still typing.

import { el } from "./dom.js";
import { markWrites } from "./access.js";

/** Parses number-field text into the binding's JSON value; bad text is sent as-is (422). */
function numberFromText(text, valueType) {
  const trimmed = text.trim();
  if (trimmed === "") return valueType.endsWith("?") ? null : trimmed;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** Sends the latest value only, one request at a time, so a dragged slider cannot reorder. */
function latestWins(write) {
  let inFlight = false;
  let pending;
  const hasPending = () => pending !== undefined;
  async function send(value) {
    if (inFlight) { pending = value; return; }
    inFlight = true;
    try {
      await write(value);
    } finally {
      inFlight = false;
      if (hasPending()) { const next = pending; pending = undefined; send(next); }
    }
  }
  return send;
}

const builders = {
  slider(info, input, send) {
    const { min = 0, max = 1, step = 0.01 } = info.control;
    Object.assign(input, { type: "range", min, max, step });
    const output = el("output", { for: input.id, class: "slider-value" });
    input.addEventListener("input", () => { output.textContent = input.value; send(Number(input.value)); });
    // The thumb's label rounds to six digits; the exact read-back is in the round-trip verdict.
    return { extra: [output], show: (value) => { input.value = value; output.textContent = String(Number(Number(value).toPrecision(6))); } };
  },
  text(info, input, send) {
    input.type = "text";
    input.autocomplete = "off";
    input.spellcheck = false;
    input.addEventListener("change", () => send(input.value));
    return { extra: [], show: (value) => { input.value = value ?? ""; } };
  },
  optionalText(info, input, send) {
    const shown = builders.text(info, input, send);
    input.placeholder = "nil";
    const setNil = markWrites(el("button", { type: "button", class: "secondary", text: "Set nil",
      "aria-label": `Write nil through ${info.id}`, on: { click: () => send(null) } }));
    return { extra: [setNil], show: shown.show };
  },
  number(info, input, send) {
    Object.assign(input, { type: "number", step: info.control.step ?? "any" });
    if (info.control.min !== undefined) input.min = info.control.min;
    if (info.control.max !== undefined) input.max = info.control.max;
    input.addEventListener("change", () => send(numberFromText(input.value, info.valueType)));
    return { extra: [], show: (value) => { input.value = value ?? ""; input.placeholder = value === null ? "nil" : ""; } };
  },
  checkbox(info, input, send) {
    input.type = "checkbox";
    input.addEventListener("change", () => send(input.checked));
    return { extra: [], show: (value) => { input.checked = Boolean(value); } };
  },
  color(info, input, send) {
    input.type = "color";
    input.addEventListener("change", () => send(input.value));
    // A text twin lets learners write hex the picker cannot produce, such as "#zzz".
    const hex = el("input", { type: "text", id: `${input.id}-hex`, class: "hex", autocomplete: "off",
      spellcheck: false, "aria-label": `Hex text through ${info.id}`, on: { change: () => send(hex.value) } });
    markWrites(hex);
    return { extra: [hex], show: (value) => { if (/^#[0-9a-f]{6}$/i.test(value)) input.value = value; hex.value = value; } };
  },
};

/**
 * Builds the control for a BindingInfo.
 * @param {Object} info BindingInfo from the API.
 * @param {(value: *) => Promise<{accepted: boolean, readBack?: *}>} write sends one value and
 *   resolves with the server's verdict.
 * @returns {{node: HTMLElement, input: HTMLInputElement, show: (value: *) => void}}
 *   `show` displays a server value unless the user is editing that field.
 */
export function createControl(info, write) {
  const input = markWrites(el("input", { id: `control-${info.id}`, name: info.id, class: `control ${info.control.type}` }));
  const builder = builders[info.control.type] ?? builders.text;
  let editing = false;
  input.addEventListener("input", () => { editing = true; });
  const send = latestWins(async (value) => {
    const answer = await write(value);
    if (!answer.accepted) return; // keep the rejected text in the field, next to its reason
    editing = false;
    // Show what the binding reads back (e.g. "0" for "12a"); a dragged thumb is left alone.
    if (info.control.type !== "slider") show(answer.readBack);
  });
  const { extra, show } = builder(info, input, send);
  const label = el("label", { for: input.id, class: "control-label" },
    el("span", { class: "binding-id", text: info.id }), " ", el("span", { class: "value-type", text: info.valueType }));
  const node = el("div", { class: "control-row" }, label, el("div", { class: "control-input" }, input, ...extra));
  return {
    node,
    input,
    show(value) {
      if (editing && document.activeElement === input) return;
      editing = false;
      show(value);
    },
  };
}
