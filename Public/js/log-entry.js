// @ts-check
// One line of the transaction log: for a WriteRecord the sequence, binding, root before → after
// (printed by the root's type), the outcome and the hooks that fired, each naming the binding;
// for a reset or a restore what it set. Kept apart from the list so a replay can show the entry
// it stands on the same way.

import { el } from "./dom.js";
import { outcomeShortText, transactionOutcome } from "./transaction-outcome.js";
import { isRootChange, rootChangeText, soleScene } from "./root-change.js";
import { showValue } from "./swift-values.js";
import { rootType } from "./value-types.js";
import { isPrecisionLoss } from "./round-trip.js";
import { lateWriteVerdict } from "./late-write.js";

/** @typedef {import("./types.js").WriteRecord} WriteRecord */

/**
 * The log's mark of a late write in a stale-write scene (ignored, or brought back), else of a
 * lossy round trip: "≈" for a Float's precision only, "lossy" for a real loss.
 * @param {WriteRecord} record
 */
function lossMark(record) {
  const late = lateWriteVerdict(record);
  if (late) return el("span", { class: `verdict late ${late.kind} small`, text: late.mark });
  if (record.roundTrip.verdict !== "lossy") return null;
  if (isPrecisionLoss(record)) return el("span", { class: "verdict precision small", title: "stored as the nearest Float", text: "≈" });
  return el("span", { class: "verdict lossy small", text: "lossy" });
}

/**
 * The `<li>` for a log entry.
 * @param {import("./types.js").LogEntry} entry
 */
export function logEntryView(entry) {
  if (isRootChange(entry)) {
    const change = /** @type {import("./types.js").RootChange} */ (entry);
    const scene = soleScene(change);
    return el("li", { class: `entry marker ${change.entry}`, dataset: { sequence: change.sequence, scenes: change.scenes.join(" "), ...(scene ? { scene } : {}) } },
      el("span", { class: "seq", text: `#${change.sequence}` }), " ", el("span", { class: "change", text: rootChangeText(change) }));
  }
  const record = /** @type {WriteRecord} */ (entry);
  const outcome = transactionOutcome(record);
  const type = rootType(record.scene);
  const hooks = record.hooks.map((hook) => hook.name).join(", ");
  return el("li", { class: `entry ${outcome.kind}`, dataset: { sequence: record.sequence, binding: record.binding, scene: record.scene } },
    el("span", { class: "seq", text: `#${record.sequence}` }), " ",
    el("code", { class: "who", text: record.binding }), " ",
    el("span", { class: "change", text: `${showValue(record.root.before, type)} → ${showValue(record.root.after, type)}` }), " ",
    el("span", { class: `badge small ${outcome.kind}`, text: outcomeShortText[outcome.kind] }),
    lossMark(record),
    hooks ? el("span", { class: "hooks-fired", text: ` hooks (through ${record.binding}): ${hooks}` }) : null);
}
