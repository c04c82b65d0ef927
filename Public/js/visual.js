// @ts-check
// The picture of a scene's root: a bar for values in 0...1, a swatch for colours. It moves the
// way the root's commit says (the committed animation as a CSS transition, at the page's
// slow-motion rate) or jumps when nothing was committed. Ghosts (both at once) and replay use
// `play`, which runs one commit's motion from a given start.

import { el } from "./dom.js";
import { cssTransition } from "./animation.js";
import { playbackRate } from "./preferences.js";
import { numberFrom } from "./swift-values.js";
import { stringifyJSON } from "./json.js";

/** @typedef {import("./animation.js").Animation} Animation */

/**
 * A root value as a fraction 0...1 for a bar, or null when it is not a finite number.
 * @param {unknown} value
 */
function unitFraction(value) {
  const number = numberFrom(value);
  if (number === null || !Number.isFinite(number)) return null;
  return Math.min(1, Math.max(0, number));
}

/**
 * Whether a scene's root gets a picture, and which: the scene declares it among its widgets.
 * @param {{widgets?: {kind: string}[]}} scene
 * @returns {"bar"|"swatch"|null}
 */
export function visualKind(scene) {
  for (const widget of scene.widgets ?? []) if (widget.kind === "bar" || widget.kind === "swatch") return widget.kind;
  return null;
}

/**
 * Builds the picture for `kind` ("bar" or "swatch"), or null for none.
 * @param {string|null} kind
 * @param {string} label what the picture shows, for assistive technology
 * @param {string} [extraClass] e.g. "ghost"
 * @returns {{node: HTMLElement, show: (value: unknown, animation: Animation|null|undefined) => void,
 *   play: (from: unknown, to: unknown, animation: Animation|null|undefined) => void}|null}
 */
export function createVisual(kind, label, extraClass = "") {
  if (!kind) return null;
  /** @type {HTMLElement} */ let node;
  /** @type {HTMLElement} */ let target;
  /** @type {string} */ let property;
  /** @type {(value: unknown) => void} */ let apply;
  if (kind === "bar") {
    const fill = target = el("div", { class: "bar-fill" });
    node = el("div", { class: `bar-track ${extraClass}`.trim(), role: "img", "aria-label": label }, target);
    property = "transform";
    apply = (value) => { fill.style.transform = `scaleX(${unitFraction(value) ?? 0})`; };
  } else {
    const swatch = target = node = el("div", { class: `swatch ${extraClass}`.trim(), role: "img", "aria-label": label });
    property = "background-color";
    apply = (value) => { if (typeof value === "string") swatch.style.backgroundColor = value; };
  }
  /** @type {string|undefined} */
  let shown;
  return {
    node,
    /** Moves to `value` with `animation` (null: jump). The same value again changes nothing. */
    show(value, animation) {
      // Re-applying the value would cancel a transition that is still running.
      const key = stringifyJSON(value);
      if (key === shown) return;
      shown = key;
      target.style.transition = cssTransition(animation, property, playbackRate());
      apply(value);
    },
    /** Jumps to `from`, then moves to `to` with `animation`, the way that commit moved the root. */
    play(from, to, animation) {
      target.style.transition = "none";
      apply(from);
      void target.offsetWidth; // commits the start, so the transition runs from it
      shown = stringifyJSON(to);
      target.style.transition = cssTransition(animation, property, playbackRate());
      apply(to);
    },
  };
}
