// The single switch between "this page may write" and "read-only viewer" (issue 7).
// Every control that changes server state carries `data-writes`; flipping the switch
// disables all of them at once and points them at one short explanation.

import { describedBy } from "./dom.js";

const NOTE_ID = "access-note";
let access = { writable: true, reason: "" };
/** Controls that are also disabled for a reason of their own (a lesson's Back on its first step). */
const conditions = new WeakMap();

/** Whether write controls are currently enabled. */
export function isWritable() {
  return access.writable;
}

/**
 * Marks `node` as a control that writes, and applies the current access to it.
 * @param {HTMLElement} node
 * @param {() => boolean} [enabledWhen] a condition of the control's own, re-read by `refreshWrites`
 */
export function markWrites(node, enabledWhen) {
  node.dataset.writes = "";
  if (enabledWhen) conditions.set(node, enabledWhen);
  applyTo(node);
  return node;
}

/** Applies the access and the control's own condition to `node` again. */
export function refreshWrites(node) {
  applyTo(node);
}

/**
 * Enables or disables every write control.
 * @param {boolean} writable
 * @param {string} [reason] shown once on the page, e.g. "Viewers cannot change the state."
 */
export function setWritable(writable, reason = "") {
  access = { writable, reason };
  document.querySelectorAll("[data-writes]").forEach(applyTo);
  const note = document.getElementById(NOTE_ID);
  if (note) {
    note.textContent = writable ? "" : reason;
    note.hidden = writable;
  }
  document.body.classList.toggle("read-only", !writable);
}

function applyTo(node) {
  node.disabled = !access.writable || conditions.get(node)?.() === false;
  describedBy(node, NOTE_ID, !access.writable);
}
