// @ts-check
// One input per binding, chosen by the contract's `control.type`. A control turns what the
// user did into a JSON value of the binding's value type and hands it to `write`; it shows
// values coming back from the server without fighting a user who is still typing or dragging.

import { describedBy, el } from "./dom.js";
import { parseJSON, stringifyJSON } from "./json.js";
import { markWrites } from "./access.js";
import { numberFieldText, numberFrom, numberFromText, showValue } from "./swift-values.js";

/**
 * @typedef {import("./types.js").BindingInfo} BindingInfo
 * @typedef {((value: unknown) => Promise<void>) & {busy: () => boolean}} Send
 * @typedef {(info: BindingInfo, input: HTMLInputElement, send: Send) => {extra: HTMLElement[], show: (value: any) => void}} Builder
 */

/**
 * Sends the latest value only, one request at a time, so a dragged slider cannot reorder.
 * `busy()` says whether a value is still on its way (in flight or waiting).
 * @param {(value: unknown) => Promise<void>} write
 * @returns {Send}
 */
function latestWins(write) {
  let inFlight = false;
  /** @type {unknown} */
  let pending;
  const hasPending = () => pending !== undefined;
  /** @param {unknown} value */
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
  send.busy = () => inFlight || hasPending();
  return send;
}

/** The controls that write as they move; every other one has text written when it is committed. */
const IMMEDIATE_CONTROLS = new Set(["slider", "checkbox"]);

/** @type {Record<string, Builder>} */
const builders = {
  slider(info, input, send) {
    const { min = 0, max = 1, step = 0.01 } = info.control;
    Object.assign(input, { type: "range", min, max, step });
    const output = el("output", { for: input.id, class: "slider-value" });
    input.addEventListener("input", () => {
      output.textContent = showValue(Number(input.value), info.valueType);
      send(Number(input.value));
    });
    return {
      extra: [output],
      show: (value) => {
        const number = numberFrom(value);
        if (number !== null && Number.isFinite(number)) input.value = String(number);
        output.textContent = showValue(value, info.valueType);
      },
    };
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
    // A text field, not type=number: that one reports invalid text ("1e", "abc") as empty,
    // which for an optional would write nil. The text is sent as typed instead (see numberFromText).
    Object.assign(input, { type: "text", autocomplete: "off", spellcheck: false });
    input.inputMode = /^Int/.test(info.valueType) ? "numeric" : "decimal";
    input.addEventListener("change", () => send(numberFromText(input.value, info.valueType)));
    return {
      extra: [],
      show: (value) => {
        input.value = numberFieldText(value, info.valueType);
        input.placeholder = value === null ? "nil" : "";
      },
    };
  },
  /** Any other value (an array, a set, an optional Bool or colour) as JSON text. */
  json(info, input, send) {
    Object.assign(input, { type: "text", autocomplete: "off", spellcheck: false });
    input.addEventListener("change", () => {
      let value = input.value;
      try { value = parseJSON(input.value); } catch { /* sent as text, for the server to refuse with its reason */ }
      send(value);
    });
    return { extra: [], show: (value) => { input.value = stringifyJSON(value ?? null); } };
  },
  /**
   * An enum value ({"edit": "Draft"}): a choice of case beside a text field for its payload.
   * Choosing a case writes it with the payload in the field; Enter in the field writes the
   * payload in the chosen case.
   */
  cases(info, input, send) {
    Object.assign(input, { type: "text", autocomplete: "off", spellcheck: false });
    const names = info.control.options ?? [];
    const choice = /** @type {HTMLSelectElement} */ (markWrites(el("select", { id: `${input.id}-case`, class: "case-choice",
      "aria-label": `Case of ${info.id}` }, ...names.map((name) => el("option", { value: name, text: `.${name}` })))));
    input.setAttribute("aria-label", `Payload of ${info.id}`);
    const value = () => ({ [choice.value]: input.value });
    choice.addEventListener("change", () => send(value()));
    input.addEventListener("change", () => send(value()));
    return {
      extra: [choice],
      show: (shown) => {
        const [name, payload] = Object.entries(shown ?? {})[0] ?? [];
        if (name !== undefined && names.includes(name)) choice.value = name;
        input.value = typeof payload === "string" ? payload : "";
      },
    };
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
    const hex = /** @type {HTMLInputElement} */ (el("input", { type: "text", id: `${input.id}-hex`, class: "hex", autocomplete: "off",
      spellcheck: false, "aria-label": `Hex text through ${info.id}`, on: { change: () => send(hex.value) } }));
    markWrites(hex);
    return { extra: [hex], show: (value) => { if (/^#[0-9a-f]{6}$/i.test(value)) input.value = value; hex.value = value; } };
  },
};

/**
 * Builds the control for a BindingInfo.
 * @param {BindingInfo} info BindingInfo from the API.
 * @param {(value: unknown) => Promise<{accepted: boolean, readBack?: unknown}>} write sends one value and
 *   resolves with the server's verdict.
 * @returns {{node: HTMLElement, input: HTMLInputElement, show: (value: *) => void, markInvalid: (invalid: boolean) => void}}
 *   `show` displays a server value unless the user is editing or dragging that control.
 */
export function createControl(info, write) {
  const input = /** @type {HTMLInputElement} */ (markWrites(el("input", { id: `control-${info.id}`, name: info.id, class: `control ${info.control.type}` })));
  const builder = builders[info.control.type] ?? builders.text;
  let editing = false;
  let held = false;
  input.addEventListener("input", () => { editing = true; });
  input.addEventListener("pointerdown", () => { held = true; });
  window.addEventListener("pointerup", () => { held = false; });
  const send = latestWins(async (value) => {
    const answer = await write(value);
    if (!answer.accepted) return; // keep the rejected text in the field, next to its reason
    editing = false;
    // Show what the binding reads back (e.g. "0" for "12a"); a dragged thumb is left alone.
    if (info.control.type !== "slider") show(answer.readBack);
  });
  const { extra, show } = builder(info, input, send);
  // A text field writes on Enter (or when focus leaves it), not on each key: the row says so.
  const typed = !IMMEDIATE_CONTROLS.has(info.control.type) ? el("span", { class: "control-hint", id: `${input.id}-hint`, text: "Enter writes",
    title: "Enter, or leaving the field, writes the text through the binding" }) : null;
  if (typed) {
    describedBy(input, typed.id);
    for (const node of extra) if (node instanceof HTMLInputElement && node.type === "text") describedBy(node, typed.id);
  }
  const label = el("label", { for: input.id, class: "control-label" },
    el("span", { class: "binding-id", text: info.id }), " ", el("span", { class: "value-type", text: info.valueType }));
  const node = el("div", { class: "control-row" }, label, el("div", { class: "control-input" }, input, ...extra, typed));
  const userOwns = () => document.activeElement === input && (editing || held || send.busy());
  return {
    node,
    input,
    /** @param {unknown} value */
    show(value) {
      // While the user types, drags or waits for their own write, the field shows their value.
      if (userOwns()) return;
      editing = false;
      show(value);
    },
    /** @param {boolean} invalid */
    markInvalid(invalid) {
      if (invalid) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    },
  };
}
