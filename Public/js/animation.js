// @ts-check
// Committed animations (the contract's `Animation`) as CSS transitions and as words, played at
// the page's slow-motion rate.

/**
 * The contract's `Animation`.
 * @typedef {{curve: string, duration?: number, response?: number, delay?: number, speed?: number, [member: string]: unknown}} Animation
 */

/** @type {Record<string, string>} */
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
 * How long an Animation runs in seconds, as SwiftUI times it (speed divides, delay excluded).
 * @param {Animation} animation
 */
export function animationSeconds(animation) {
  const speed = animation.speed && animation.speed > 0 ? animation.speed : 1;
  const duration = (animation.curve === "spring" && animation.response) || animation.duration || 0.35;
  return duration / speed;
}

/**
 * CSS transition timing for a committed Animation (`none` when nothing was committed, so the
 * element jumps). `property` is the CSS property that animates; `rate` is the slow-motion
 * factor (1 real time, 0.1 ten times slower), which stretches duration and delay alike.
 * @param {Animation|null|undefined} animation
 * @param {string} property
 * @param {number} [rate]
 */
export function cssTransition(animation, property, rate = 1) {
  if (!animation) return "none";
  const speed = animation.speed && animation.speed > 0 ? animation.speed : 1;
  const curve = cssCurves[animation.curve] ?? cssCurves.default;
  const delay = (animation.delay || 0) / speed / rate;
  return `${property} ${(animationSeconds(animation) / rate).toFixed(3)}s ${curve} ${delay.toFixed(3)}s`;
}

/**
 * A short description of an Animation, e.g. "easeInOut 0.35 s".
 * @param {Animation|null|undefined} animation
 */
export function describeAnimation(animation) {
  if (!animation) return "none";
  const extra = animation.delay ? `, delay ${animation.delay} s` : "";
  const speed = animation.speed && animation.speed !== 1 ? `, speed ${animation.speed}×` : "";
  return `${animation.curve} ${animation.duration ?? animation.response ?? ""} s${extra}${speed}`;
}

/**
 * Whether two Animations are the same (as the server compares them: every member).
 * @param {Animation|null|undefined} a
 * @param {Animation|null|undefined} b
 */
export function sameAnimation(a, b) {
  if (!a || !b) return !a && !b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * "shown at 0.25× (1.4 s)" when slow motion stretches `animation`, else "".
 * @param {Animation|null|undefined} animation
 * @param {number} rate
 */
export function slowMotionNote(animation, rate) {
  if (!animation || rate >= 1) return "";
  return `, shown at ${rate}× (${(animationSeconds(animation) / rate).toFixed(1)} s)`;
}
