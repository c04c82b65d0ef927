// @ts-check
// Entries that set roots outside any binding: a reset (back to the initial roots, of every
// scene or some) or a restore (the roots after an earlier entry, or roots a recording started
// from). They share the log's sequence with the writes, and say in words what they changed.

import { showValue } from "./swift-values.js";
import { rootType, sceneCount, sceneTitle } from "./value-types.js";

/** @typedef {import("./types.js").LogEntry} LogEntry */
/** @typedef {import("./types.js").RootChange} RootChange */

/** Whether a log entry is a ResetRecord or a RestoreRecord (a WriteRecord has no `entry`). */
/** @returns {entry is RootChange} */
export function isRootChange(/** @type {LogEntry} */ entry) {
  return entry.entry === "reset" || entry.entry === "restore";
}

/** "Progress 0.9 → 0.25" per scene the entry set, printed by each root's type. */
function changes(/** @type {RootChange} */ entry) {
  return entry.scenes.map((scene) =>
    `${sceneTitle(scene)} ${showValue(entry.roots.before[scene], rootType(scene))} → ${showValue(entry.roots.after[scene], rootType(scene))}`);
}

/** The entry in words, e.g. "↺ state reset (every scene)" or "⟲ restored to #7: Progress 0.25 → 0.9". */
export function rootChangeText(/** @type {RootChange} */ entry) {
  if (entry.entry === "reset") {
    if (entry.scenes.length === sceneCount()) return "↺ state reset (every scene)";
    return `↺ reset ${changes(entry).join("; ")}`;
  }
  const target = (entry.restoredTo ?? null) === null ? "roots set" : `restored to #${entry.restoredTo}`;
  return `⟲ ${target}: ${entry.scenes.length ? changes(entry).join("; ") : "nothing to change"}`;
}

/** The one scene the entry is about, or null when it set several (or none). */
export function soleScene(/** @type {RootChange} */ entry) {
  return entry.scenes.length === 1 ? entry.scenes[0] : null;
}
