// The live transaction log: one line per committed write (from any open page or curl),
// plus reset and render markers, newest first.

import { el } from "./dom.js";
import { animationOutcome, outcomeText, showValue } from "./format.js";

const MAX_ENTRIES = 200;

/** Builds the log bound to the `<ol>` element `list`. */
export function createTransactionLog(list) {
  // Answers to this page's own writes and events from the stream can arrive in either
  // order; records are kept sorted by sequence, markers stay where they were added.
  function add(item, sequence) {
    const before = sequence === undefined ? list.firstElementChild
      : [...list.children].find((child) => !child.dataset.sequence || Number(child.dataset.sequence) < sequence);
    list.insertBefore(item, before ?? null);
    while (list.children.length > MAX_ENTRIES) list.lastElementChild.remove();
  }
  return {
    /** Adds a committed WriteRecord. */
    addRecord(record) {
      const outcome = animationOutcome(record.transaction);
      const hooks = record.hooks.map((hook) => hook.name).join(", ");
      add(el("li", { class: `entry ${outcome}`, dataset: { sequence: record.sequence, binding: record.binding } },
        el("span", { class: "seq", text: `#${record.sequence}` }), " ",
        el("code", { class: "who", text: record.binding }), " ",
        el("span", { class: "change", text: `${showValue(record.root.before)} → ${showValue(record.root.after)}` }), " ",
        el("span", { class: `badge small ${outcome}`, text: outcomeText[outcome] }),
        record.roundTrip.verdict === "lossy" ? el("span", { class: "verdict lossy small", text: "lossy" }) : null,
        hooks ? el("span", { class: "hooks-fired", text: ` hooks: ${hooks}` }) : null), record.sequence);
    },
    /** Adds a marker line, e.g. "state reset". */
    addMarker(text) {
      add(el("li", { class: "entry marker", text }));
    },
    /** Removes every line (the server restarted with a fresh log). */
    clear() {
      list.replaceChildren();
    },
  };
}
