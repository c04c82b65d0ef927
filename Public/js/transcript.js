// @ts-check
// A recording as a Markdown transcript for lesson notes: one line per entry, values printed as
// Swift prints them, each write's outcome in the badge's words and a lossy round trip's reason;
// a refused or trapped write in its place, after the entry it followed, with what it did.

import { outcomeBadgeText, transactionOutcome } from "./transaction-outcome.js";
import { PRECISION_NOTE, explainRoundTrip, isPrecisionLoss } from "./round-trip.js";
import { lateWriteVerdict } from "./late-write.js";
import { isRootChange, rootChangeText } from "./root-change.js";
import { showValue } from "./swift-values.js";
import { bindingType, rootType, sceneTitle } from "./value-types.js";
import { isUnloggedWrite, unloggedWriteParts } from "./unlogged-write.js";

/**
 * @typedef {import("./types.js").WriteRecord} WriteRecord
 * @typedef {import("./types.js").LogEntry} LogEntry
 */

/**
 * Text inside a Markdown list item: the characters that start markup there are escaped.
 * @param {unknown} text
 */
function plain(text) {
  return String(text).replace(/[\\`*_<]/g, (character) => `\\${character}`);
}

/** @param {Record<string, unknown>} values roots by scene id */
function roots(values) {
  return Object.entries(values).map(([scene, value]) => `${plain(sceneTitle(scene))} = \`${showValue(value, rootType(scene))}\``).join(", ");
}

/**
 * A write's round trip in a clause (or, for a late write in a stale-write scene, whether it
 * kept the dismissed state); a Float's precision refers to the note at the end.
 * @param {WriteRecord} record
 */
function roundTripClause(record) {
  const late = lateWriteVerdict(record);
  if (late) return `${late.text}: ${plain(late.detail)}`;
  if (record.roundTrip.verdict === "exact") return "round trip exact";
  if (isPrecisionLoss(record)) return "≈ stored as the nearest Float (see Float precision below)";
  return `round trip lossy: ${plain(explainRoundTrip(record))}`;
}

/** @param {WriteRecord} record */
function writeLine(record) {
  const type = rootType(record.scene);
  const clauses = [
    `${plain(sceneTitle(record.scene))} \`${showValue(record.root.before, type)}\` → \`${showValue(record.root.after, type)}\``,
    plain(outcomeBadgeText(transactionOutcome(record))),
    roundTripClause(record),
  ];
  if (record.noOp) clauses.push("no-op: the root did not change");
  if (record.hooks.length) clauses.push(`hooks: ${record.hooks.map((hook) => `\`${hook.name}\``).join(", ")}`);
  return `- **#${record.sequence}** \`${record.binding}\` wrote \`${showValue(record.value.written, bindingType(record.binding))}\`: ${clauses.join("; ")}`;
}

/**
 * A write the log does not hold: "after #3, `number.mapped` refused `"twelve"`: …; nothing
 * was written, Number stayed 17".
 * @param {import("./types.js").UnloggedWrite} write
 */
function unloggedLine(write) {
  const { binding, value, did, reason, stayed } = unloggedWriteParts(write);
  const action = did === "refused" ? `\`${binding}\` **refused** \`${value}\`` : `\`${binding}\` wrote \`${value}\` and **crashed the app**`;
  return `- after **#${write.after ?? "?"}** ${action}: ${plain(reason)}; nothing was written, ${plain(stayed)}`;
}

/** One entry's line. */
function entryLine(/** @type {import("./types.js").RecordingEntry} */ entry) {
  if (isUnloggedWrite(entry)) return unloggedLine(entry);
  return isRootChange(entry) ? `- **#${entry.sequence}** ${plain(rootChangeText(entry))}` : writeLine(entry);
}

/**
 * The transcript of a Recording.
 * @param {import("./types.js").Recording} recording
 */
export function transcript(recording) {
  const lines = [
    "# Binding playground session",
    "",
    `Recorded ${recording.recordedAt}: entries #${recording.start.sequence + 1} to #${recording.end.sequence}.`,
    "",
    `Roots at the start: ${roots(recording.start.roots)}.`,
    "",
    ...recording.entries.map(entryLine),
    "",
    `Roots at the end: ${roots(recording.end.roots)}.`,
    "",
  ];
  if (recording.entries.some((entry) => entry.entry === undefined && isPrecisionLoss(entry))) {
    lines.push(`**Float precision.** ${plain(PRECISION_NOTE)}`, "");
  }
  return lines.join("\n");
}
