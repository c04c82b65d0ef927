// @ts-check
// What a write's transactions did: whether an animation reached the
// root, where the committed one came from (the binding's own `.animation`, the ambient
// `withAnimation`, or both), and whether the binding's own was dropped on the way.
//
// A WriteRecord reports the binding's own transaction, the ambient one, the one that arrived at
// the root from the binding (before the ambient one was applied) and the one the root committed.
// The binding's own animation was dropped when what arrived does not carry it: a closure setter
// (`Binding(get:set:)`) takes no transaction, so an empty one arrives, whatever withAnimation
// then commits over it.

import { describeAnimation, sameAnimation } from "./animation.js";

/**
 * @typedef {import("./animation.js").Animation} Animation
 * @typedef {{animation?: Animation|null}|null|undefined} TransactionPart
 * @typedef {{binding?: TransactionPart, ambient?: TransactionPart, arrived?: TransactionPart, committed?: TransactionPart,
 *   animationRequested?: boolean}} WriteTransaction
 * @typedef {"preserved"|"ambient-only"|"lost"|"none"} OutcomeKind
 * @typedef {"binding"|"ambient"|"both"|"other"} OutcomeSource
 * @typedef {{kind: OutcomeKind, source: OutcomeSource|null, committed: Animation|null, own: Animation|null,
 *   ownDropped: boolean, ownOverridden: boolean}} Outcome
 */

/**
 * The outcome of one WriteRecord.
 * @param {{transaction: WriteTransaction}} record
 * @returns {Outcome}
 */
export function transactionOutcome(record) {
  const transaction = record.transaction;
  const own = transaction.binding?.animation ?? null;
  const ambient = transaction.ambient?.animation ?? null;
  const committed = transaction.committed?.animation ?? null;
  const arrived = transaction.arrived?.animation ?? null;
  const ownDropped = own !== null && !sameAnimation(arrived, own);
  const fromOwn = own !== null && !ownDropped && sameAnimation(committed, own);
  const fromAmbient = ambient !== null && sameAnimation(committed, ambient);
  /** @type {OutcomeSource|null} */
  let source = null;
  if (committed) source = fromOwn && fromAmbient ? "both" : fromOwn ? "binding" : fromAmbient ? "ambient" : "other";
  /** @type {OutcomeKind} */
  let kind = "none";
  if (own || ambient) kind = !committed ? "lost" : ownDropped ? "ambient-only" : "preserved";
  return { kind, source, committed, own, ownDropped, ownOverridden: own !== null && !ownDropped && source === "ambient" };
}

/** Badge words per outcome kind; the symbol keeps the meaning without colour. @type {Record<OutcomeKind, string>} */
const badgeWords = {
  preserved: "✓ animation preserved",
  "ambient-only": "⚠ animated by withAnimation only",
  lost: "✗ animation lost",
  none: "– no animation requested",
};

/** @type {Record<OutcomeSource, string>} */
const sourceWords = {
  binding: "from the binding's own .animation",
  ambient: "from withAnimation",
  both: "from the binding's own .animation and withAnimation (the same animation)",
  other: "from neither the binding nor withAnimation",
};

/**
 * The badge text: the outcome, where the committed animation came from, what was dropped.
 * @param {Outcome} outcome
 */
export function outcomeBadgeText(outcome) {
  const parts = [badgeWords[outcome.kind]];
  if (outcome.source) parts.push(sourceWords[outcome.source]);
  if (outcome.ownDropped) parts.push(`the binding's own ${describeAnimation(outcome.own)} was dropped`);
  if (outcome.ownOverridden) parts.push(`it overrides the binding's own ${describeAnimation(outcome.own)}`);
  return parts.join(" · ");
}

/** The short badge of a log line. @type {Record<OutcomeKind, string>} */
export const outcomeShortText = {
  preserved: "✓ preserved",
  "ambient-only": "⚠ withAnimation only",
  lost: "✗ lost",
  none: "– none",
};

/**
 * How a scene's visual moved for a commit, in words. A no-op moved nothing: the picture goes on
 * with the motion before it, so the words do not claim a jump.
 * @param {{sequence: number, noOp?: boolean}} record
 * @param {Outcome} outcome
 */
export function describeMotion(record, outcome) {
  if (record.noOp) return `#${record.sequence}: no change (the root already held that value), so nothing moved`;
  if (!outcome.committed) {
    const dropped = outcome.ownDropped ? `: the binding's own ${describeAnimation(outcome.own)} was dropped` : "";
    return `#${record.sequence}: jumped (no animation reached the root${dropped})`;
  }
  return `#${record.sequence}: animated with ${describeAnimation(outcome.committed)} ${outcome.source ? sourceWords[outcome.source] : ""}`;
}
