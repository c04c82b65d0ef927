// What a write's transactions did (defect 1 of issue 17): whether an animation reached the
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
 * The outcome of one WriteRecord.
 * @returns {{kind: "preserved"|"ambient-only"|"lost"|"none", source: "binding"|"ambient"|"both"|"other"|null,
 *   committed: Object|null, own: Object|null, ownDropped: boolean, ownOverridden: boolean}}
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
  let source = null;
  if (committed) source = fromOwn && fromAmbient ? "both" : fromOwn ? "binding" : fromAmbient ? "ambient" : "other";
  let kind = "none";
  if (own || ambient) kind = !committed ? "lost" : ownDropped ? "ambient-only" : "preserved";
  return { kind, source, committed, own, ownDropped, ownOverridden: own !== null && !ownDropped && source === "ambient" };
}

/** Badge words per outcome kind; the symbol keeps the meaning without colour. */
const badgeWords = {
  preserved: "✓ animation preserved",
  "ambient-only": "⚠ animated by withAnimation only",
  lost: "✗ animation lost",
  none: "– no animation requested",
};

const sourceWords = {
  binding: "from the binding's own .animation",
  ambient: "from withAnimation",
  both: "from the binding's own .animation and withAnimation (the same animation)",
  other: "from neither the binding nor withAnimation",
};

/** The badge text: the outcome, where the committed animation came from, what was dropped. */
export function outcomeBadgeText(outcome) {
  const parts = [badgeWords[outcome.kind]];
  if (outcome.source) parts.push(sourceWords[outcome.source]);
  if (outcome.ownDropped) parts.push(`the binding's own ${describeAnimation(outcome.own)} was dropped`);
  if (outcome.ownOverridden) parts.push(`it overrides the binding's own ${describeAnimation(outcome.own)}`);
  return parts.join(" · ");
}

/** The short badge of a log line. */
export const outcomeShortText = {
  preserved: "✓ preserved",
  "ambient-only": "⚠ withAnimation only",
  lost: "✗ lost",
  none: "– none",
};

/** How a scene's visual moved for a commit, in words. */
export function describeMotion(record, outcome) {
  if (!outcome.committed) {
    const dropped = outcome.ownDropped ? `: the binding's own ${describeAnimation(outcome.own)} was dropped` : "";
    return `#${record.sequence}: jumped (no animation reached the root${dropped})`;
  }
  return `#${record.sequence}: animated with ${describeAnimation(outcome.committed)} ${sourceWords[outcome.source]}`;
}
