// @ts-check
// Writes that changed no root, so the log does not hold them: a write a binding refused (422,
// a RejectedWrite) and one that crashed its child process (a TrappedWrite). The server keeps
// each with `after`, the log entry it followed; a recording places it there, its transcript
// and its replay say what it did, and an export expects it.

import { stringifyJSON } from "./json.js";
import { showValue } from "./swift-values.js";
import { rootType, sceneTitle } from "./value-types.js";

/** @typedef {import("./types.js").RecordingEntry} RecordingEntry */
/** @typedef {import("./types.js").UnloggedWrite} UnloggedWrite */

/** @returns {entry is UnloggedWrite} */
export function isUnloggedWrite(/** @type {RecordingEntry} */ entry) {
  return entry.entry === "rejected" || entry.entry === "trapped";
}

/** The scene (or lab binding) a refused or trapped write went to: `number` for `number.mapped`. */
export function unloggedScene(/** @type {UnloggedWrite} */ write) {
  return write.scene ?? write.binding.slice(0, Math.max(0, write.binding.lastIndexOf(".")));
}

/** The root a refused or trapped write found and left. */
const rootFound = (/** @type {UnloggedWrite} */ write) => (write.entry === "rejected" ? write.root : write.root.before);

/**
 * What the write did, in words: "`number.mapped` refused "twelve": … ; nothing was written,
 * Number stayed 17" or "`rows.closure` wrote "Oat milk" and crashed the app (SIGILL: …) …".
 * @param {UnloggedWrite} write
 * @returns {{binding: string, value: string, did: string, reason: string, stayed: string}} the
 *   parts, for a page to mark up: `did` is "refused" or "crashed the app", `reason` why
 */
export function unloggedWriteParts(write) {
  const scene = unloggedScene(write);
  const stayed = `${sceneTitle(scene)} stayed ${showValue(rootFound(write), rootType(scene))}`;
  const value = stringifyJSON(write.value.written);
  if (write.entry === "rejected") return { binding: write.binding, value, did: "refused", reason: write.reason, stayed };
  const reason = [write.trap.signal, write.trap.message].filter(Boolean).join(": ");
  return { binding: write.binding, value, did: "crashed the app", reason: `${reason}, in a child process of the server`, stayed };
}

/**
 * `logged` with each of `unlogged` placed after the entry it followed (before the first when it
 * followed the entry before them), for the span `since` (exclusive) to `until`.
 * @param {import("./types.js").LogEntry[]} logged
 * @param {UnloggedWrite[]} unlogged oldest first
 * @param {number} since
 * @param {number} until
 * @returns {RecordingEntry[]}
 */
export function placeUnlogged(logged, unlogged, since, until) {
  const waiting = unlogged.filter((write) => (write.after ?? -1) >= since && (write.after ?? -1) <= until);
  /** @type {RecordingEntry[]} */
  const entries = [];
  let next = 0;
  for (const entry of logged) {
    while (next < waiting.length && (waiting[next].after ?? 0) < entry.sequence) entries.push(waiting[next++]);
    entries.push(entry);
  }
  entries.push(...waiting.slice(next));
  return entries;
}
