// @ts-check
// Page-level settings: the ambient withAnimation toggle (a write setting: viewers cannot use
// it) and slow motion (a viewing setting, remembered per browser like focus mode).

import { markWrites } from "./access.js";

/** The transaction SwiftUI's `withAnimation(.easeInOut)` sets around a write. */
export const EASE_IN_OUT_TRANSACTION = Object.freeze({
  animation: Object.freeze({ curve: "easeInOut", duration: 0.35, delay: 0, speed: 1 }),
  disablesAnimations: false,
});

/** The ambient transaction to send with writes, or null when the toggle is off. */
export function ambientTransaction() {
  const toggle = /** @type {HTMLInputElement | null} */ (document.getElementById("ambient"));
  return toggle?.checked ? EASE_IN_OUT_TRANSACTION : null;
}

/** A setting kept in localStorage under `key`; without storage it lasts as long as the page. */
/**
 * @param {string} key
 * @param {string} fallback
 */
export function remembered(key, fallback) {
  let value = fallback;
  try { value = localStorage.getItem(key) ?? fallback; } catch { /* storage may be disabled */ }
  return {
    get: () => value,
    set(/** @type {string | number} */ next) {
      value = String(next);
      try { localStorage.setItem(key, value); } catch { /* not remembered then */ }
    },
  };
}

const MIN_RATE = 0.1;
const slowMotion = remembered("playground.slowMotion", "1");

/** The slow-motion rate, 0.1 to 1: every committed animation on the page runs 1/rate as long. */
export function playbackRate() {
  const rate = Number(slowMotion.get());
  return Number.isFinite(rate) ? Math.min(1, Math.max(MIN_RATE, rate)) : 1;
}

function rateText(/** @type {number} */ rate) {
  return rate >= 1 ? "1× (real time)" : `${rate}× (${Number((1 / rate).toFixed(1))} times slower)`;
}

/** Wires the toolbar's settings. */
export function setUpPreferences() {
  markWrites(/** @type {HTMLInputElement} */ (document.getElementById("ambient")));
  const input = /** @type {HTMLInputElement} */ (document.getElementById("slow-motion"));
  const output = /** @type {HTMLOutputElement} */ (document.getElementById("slow-motion-value"));
  const show = () => {
    input.value = String(playbackRate());
    output.textContent = rateText(playbackRate());
    input.setAttribute("aria-valuetext", output.textContent);
  };
  show();
  input.addEventListener("input", () => {
    slowMotion.set(Number(input.value));
    show();
  });
}
