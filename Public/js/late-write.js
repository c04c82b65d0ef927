// @ts-check
// The verdict on a late write in a stale-write scene: a write through a field whose part of the
// root was already gone (the item dismissed, the row deleted, the state moved to another case).
// There the question is not the round trip but the pitfall: did the binding ignore the late
// write and keep the dismissed state (the fix), or bring the dismissed value back (the bug)?
// Each scene says when its part is gone (`partGoneWhen` in GET /api/scenes); this page learns it.

import { showValue } from "./swift-values.js";
import { rootType } from "./value-types.js";

/** @typedef {import("./types.js").GonePart} GonePart */

/** @type {Map<string, GonePart>} by scene id: when the part its fields edit is gone */
const goneParts = new Map();

/**
 * Remembers when each stale-write scene's part is gone (the `scenes` of GET /api/scenes).
 * @param {{id: string, partGoneWhen?: GonePart}[]} scenes
 */
export function learnGoneParts(scenes) {
  for (const scene of scenes) if (scene.partGoneWhen) goneParts.set(scene.id, scene.partGoneWhen);
}

/**
 * Whether `root` lacks the part `gone` describes.
 * @param {GonePart} gone
 * @param {any} root
 */
function isGone(gone, root) {
  switch (gone.kind) {
    case "nil": return root === null;
    case "shorterThan": return Array.isArray(root) && root.length < (gone.count ?? 0);
    case "otherCase": return !(root !== null && typeof root === "object" && (gone.case ?? "") in root);
    default: return false;
  }
}

/**
 * The pitfall verdict of a committed write, or null when it is not a late write in a
 * stale-write scene (a root write, another scene, or a write while the part was there).
 * @param {import("./types.js").WriteRecord} record
 * @returns {{kind: "ignored"|"brought-back", text: string, mark: string, detail: string}|null}
 */
export function lateWriteVerdict(record) {
  const gone = goneParts.get(record.scene);
  if (!gone || record.kind === "root" || !isGone(gone, record.root.before)) return null;
  const type = rootType(record.scene);
  const before = showValue(record.root.before, type);
  if (record.noOp || JSON.stringify(record.root.before) === JSON.stringify(record.root.after)) {
    return { kind: "ignored", text: "✓ ignored the late write: kept dismissed", mark: "ignored late write",
      detail: `The part this field edits was already gone; the root stayed ${before}, as the app needs.` };
  }
  return { kind: "brought-back", text: "✗ brought the dismissed value back", mark: "brought back",
    detail: `The late write changed the root from ${before} to ${showValue(record.root.after, type)}: what was dismissed is back.` };
}
