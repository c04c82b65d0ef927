// @ts-check
// The frame of a "what it costs" card (js/who-wins.js, js/redraws.js): a section with its
// heading and a Show/Hide button over its body. On a phone the body starts hidden, so the scene
// and the log stay one short scroll away; elsewhere it starts shown. A lesson step about the
// card opens it (`showCostsBody`).

import { el } from "./dom.js";

const PHONE = "(max-width: 640px)";

/**
 * @param {string} id the section's id; its heading is `${id}-title`, its body `${id}-body`
 * @param {string} title
 * @param {...(Node | string)} children the body
 */
export function costsCard(id, title, ...children) {
  const body = el("div", { class: "costs-body", id: `${id}-body` }, ...children);
  const toggle = el("button", { type: "button", class: "secondary small costs-toggle", id: `${id}-toggle`, "aria-controls": body.id });
  function show(/** @type {boolean} */ open) {
    body.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.textContent = open ? "Hide" : "Show";
  }
  toggle.addEventListener("click", () => show(body.hidden));
  show(!window.matchMedia(PHONE).matches);
  const section = el("section", { class: "costs-card", id, "aria-labelledby": `${id}-title` },
    el("div", { class: "costs-head" }, el("h2", { id: `${id}-title`, text: title }), toggle), body);
  opening.set(section, () => show(true));
  return section;
}

/** How each card opens its body, for a lesson step about it. @type {WeakMap<HTMLElement, () => void>} */
const opening = new WeakMap();

/** Opens the body of the card `section` (a lesson step is about it). */
export function showCostsBody(/** @type {HTMLElement} */ section) {
  opening.get(section)?.();
}

/**
 * What a lesson step about a cost card uses: the card, marking some of its rows, and performing
 * one of its actions (resolving to what it did, in words).
 * @typedef {{node: HTMLElement, mark: (ids: string[]) => void,
 *   perform: (action: import("./lessons.js").LessonAction) => Promise<string>}} CostsLessonCard
 */
