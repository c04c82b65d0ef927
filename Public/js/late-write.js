// @ts-check
// The verdict on a late write in a stale-write scene: a write through a field whose part of the
// root was already gone (the item dismissed, the row deleted, the state moved to another case).
// There the question is not the round trip but the pitfall: did the binding ignore the late
// write and keep the dismissed state (the fix), or bring the dismissed value back (the bug)?

import { showValue } from "./swift-values.js";
import { rootType } from "./value-types.js";

/**
 * Each stale-write scene and when the part its fields edit is gone from the root.
 * @type {Record<string, (root: any) => boolean>}
 */
const DISMISSED = {
  lateWrite: (root) => root === null,
  rows: (root) => Array.isArray(root) && root.length < 3,
  staleCase: (root) => !(root !== null && typeof root === "object" && "edit" in root),
};

/**
 * The pitfall verdict of a committed write, or null when it is not a late write in a
 * stale-write scene (a root write, another scene, or a write while the part was there).
 * @param {import("./types.js").WriteRecord} record
 * @returns {{kind: "ignored"|"brought-back", text: string, mark: string, detail: string}|null}
 */
export function lateWriteVerdict(record) {
  const dismissed = DISMISSED[record.scene];
  if (!dismissed || record.kind === "root" || !dismissed(record.root.before)) return null;
  const type = rootType(record.scene);
  const before = showValue(record.root.before, type);
  if (record.noOp || JSON.stringify(record.root.before) === JSON.stringify(record.root.after)) {
    return { kind: "ignored", text: "✓ ignored the late write: kept dismissed", mark: "ignored late write",
      detail: `The part this field edits was already gone; the root stayed ${before}, as the app needs.` };
  }
  return { kind: "brought-back", text: "✗ brought the dismissed value back", mark: "brought back",
    detail: `The late write changed the root from ${before} to ${showValue(record.root.after, type)}: what was dismissed is back.` };
}
