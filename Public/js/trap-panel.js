// @ts-check
// What a card shows when a write would have crashed the app: the server did not run it itself,
// a child process of the server ran it (a TrappedWrite, from this page's answer or another
// page's `trap` event), and the runtime stopped that child. The panel says so plainly: the
// signal, the runtime's message, the code that ran, and that the root did not change. Showing
// the same trap twice changes nothing, so the answer and the event may both arrive.

import { el, flash } from "./dom.js";
import { showValue } from "./swift-values.js";
import { bindingType } from "./value-types.js";

/** @typedef {import("./types.js").TrappedWrite} TrappedWrite */

/**
 * The panel of one scene card, hidden until a trap.
 * @param {string} title the scene's title, for the panel's label
 */
export function createTrapPanel(title) {
  const heading = el("h3", { text: "The app would have crashed" });
  const what = el("p", { class: "trap-what" });
  // An alert: its text changes once per trap, whichever of the answer and the event shows it first.
  const message = el("pre", { class: "trap-message", role: "alert" });
  const after = el("p", { class: "trap-after" });
  const output = el("pre", { class: "trap-output" });
  const node = el("section", { class: "trap", hidden: true, "aria-label": `${title}: the app would have crashed` },
    heading, what, message, after,
    el("details", {}, el("summary", { text: "The child process's standard error" }), output));
  let shown = "";

  return {
    node,
    /** Shows `record`, the newest trap of this scene. */
    show(/** @type {TrappedWrite} */ record) {
      const key = JSON.stringify([record.binding, record.value.written, record.root.before, record.trap.milliseconds]);
      if (key === shown) return;
      shown = key;
      const { trap } = record;
      what.replaceChildren(
        `Writing ${showValue(record.value.written, bindingType(record.binding))} through `,
        el("code", { text: record.binding }), " runs ", el("code", { text: record.expression }),
        `. The server did not run it itself: a child process ran it, and the runtime stopped that child with ${trap.signal} (signal ${trap.signalNumber}):`);
      message.textContent = trap.message
        || "(The runtime printed no message: the child stopped without a failed check's text.)";
      after.textContent = `The child crashed, not the server: the root is unchanged, ${showValue(record.root.after, "")}.`;
      output.textContent = trap.errorOutput;
      node.hidden = false;
      flash(node);
    },
    /** Hides the panel (a reset). */
    clear() {
      node.hidden = true;
      shown = "";
    },
  };
}
