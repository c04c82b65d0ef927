// Turns contract JSON (values, transactions, animations) into text and CSS for the page.

/** Shows a JSON value the way Swift would print it to a learner. */
export function showValue(value) {
  if (value === null || value === undefined) return "nil";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(9)));
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(showValue).join(", ")}]`;
  return JSON.stringify(value);
}

/** One of "preserved", "lost" or "none" for a WriteRecord's transaction. */
export function animationOutcome(transaction) {
  if (!transaction.animationRequested) return "none";
  return transaction.animationPreserved ? "preserved" : "lost";
}

/** Badge text per outcome; the symbol keeps the meaning without colour. */
export const outcomeText = {
  preserved: "✓ animation preserved",
  lost: "✗ animation lost",
  none: "– no animation requested",
};

const cssCurves = {
  linear: "linear",
  easeIn: "cubic-bezier(0.42, 0, 1, 1)",
  easeOut: "cubic-bezier(0, 0, 0.58, 1)",
  easeInOut: "cubic-bezier(0.42, 0, 0.58, 1)",
  default: "cubic-bezier(0.25, 0.1, 0.25, 1)",
  // A spring overshoots its target; this curve overshoots once, which is close enough to see.
  spring: "cubic-bezier(0.34, 1.4, 0.64, 1)",
};

/**
 * CSS transition timing for a committed Animation (null when nothing was committed, so the
 * element jumps). `property` is the CSS property that animates.
 */
export function cssTransition(animation, property) {
  if (!animation) return "none";
  const speed = animation.speed > 0 ? animation.speed : 1;
  const duration = (animation.curve === "spring" && animation.response) || animation.duration || 0.35;
  const curve = cssCurves[animation.curve] ?? cssCurves.default;
  return `${property} ${(duration / speed).toFixed(3)}s ${curve} ${((animation.delay || 0) / speed).toFixed(3)}s`;
}

/** A short description of an Animation, e.g. "easeInOut 0.35 s". */
export function describeAnimation(animation) {
  if (!animation) return "none";
  const extra = animation.delay ? `, delay ${animation.delay} s` : "";
  const speed = animation.speed && animation.speed !== 1 ? `, speed ${animation.speed}×` : "";
  return `${animation.curve} ${animation.duration ?? animation.response ?? ""} s${extra}${speed}`;
}

/** A root value as a fraction 0...1 for a bar, or null when the root is not a unit value. */
export function unitFraction(value) {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  return Math.min(1, Math.max(0, value));
}
