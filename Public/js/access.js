// @ts-check
// The single switch between "this page may write" and "read-only viewer". Every control that
// changes server state carries `data-writes`; flipping the switch disables all of them at once
// and points them at one short explanation. The shell flips it from the store's access.

import { describedBy } from "./dom.js";

const NOTE_ID = "access-note";
let access = { writable: true, reason: "", shared: false };
/** @type {WeakMap<HTMLElement, () => boolean>} controls also disabled for a reason of their own (a lesson's Back on its first step) */
const conditions = new WeakMap();

/** Whether write controls are currently enabled. */
export function isWritable() {
  return access.writable;
}

/** Whether the server is shared with a room (known once the shell has read the session). */
export function isShared() {
  return access.shared;
}

/**
 * Marks `node` as a control that writes, and applies the current access to it.
 * @template {HTMLElement} T
 * @param {T} node
 * @param {() => boolean} [enabledWhen] a condition of the control's own, re-read by `refreshWrites`
 * @returns {T}
 */
export function markWrites(node, enabledWhen) {
  node.dataset.writes = "";
  if (enabledWhen) conditions.set(node, enabledWhen);
  applyTo(node);
  return node;
}

/** Applies the access and the control's own condition to `node` again. */
export function refreshWrites(/** @type {HTMLElement} */ node) {
  applyTo(node);
}

/**
 * Enables or disables every write control.
 * @param {boolean} writable
 * @param {string} [reason] shown once on the page, e.g. "Viewers cannot change the state."
 * @param {boolean} [shared] whether the server is shared with a room
 */
export function setWritable(writable, reason = "", shared = access.shared) {
  access = { writable, reason, shared };
  document.querySelectorAll("[data-writes]").forEach((node) => applyTo(/** @type {HTMLElement} */ (node)));
  const note = document.getElementById(NOTE_ID);
  if (note) {
    note.textContent = writable ? "" : reason;
    note.hidden = writable;
  }
  document.body.classList.toggle("read-only", !writable);
}

function applyTo(/** @type {HTMLElement} */ node) {
  const disabled = !access.writable || conditions.get(node)?.() === false;
  if (node instanceof HTMLButtonElement || node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement) node.disabled = disabled;
  describedBy(node, NOTE_ID, !access.writable);
}
