// @ts-check
// Which scenes the page shows (all, one in focus mode, one on a phone), and how one moves between them.
//
// Three views, one mechanism: "all" (every card, the log beside them), "focus" (for a
// projector: one scene at a time in large type, its own log beside it) and "phone" (narrow
// screens: one scene at a time, the log one tap away). Focus and phone move between scenes with
// the previous/next buttons, the scenes menu, the arrow keys (or a presenter remote's page
// keys) and deep links (`#scene=color&focus=1`). Lessons and replay (phase B) follow or drive
// the current scene through `show` and `onChange`. While a lesson step is about a cost card
// (`showCard`), the bar names that card and its scene buttons are disabled: the lesson's own
// Back and Next move on.

import { el, byId } from "./dom.js";
import { remembered } from "./preferences.js";
import { deepLink, readDeepLink, showDeepLink } from "./deep-link.js";

const PHONE = "(max-width: 640px)";
const VIEWS = ["view-all", "view-focus", "view-phone"];
/** @type {Object<string, number>} */
const NAVIGATION_KEYS = { ArrowLeft: -1, ArrowRight: 1, PageUp: -1, PageDown: 1 };

/** Whether a key press belongs to the element it was pressed in (a slider, a text field, a menu). */
function keyBelongsToTarget(/** @type {KeyboardEvent} */ event) {
  const target = event.target;
  return target instanceof HTMLElement && (target.matches("input, select, textarea, [contenteditable]") || target.closest(".scene-menu-list"));
}

/**
 * Sets up the navigation for `cards` (Map scene id → card) and the transaction `log`.
 * @param {Map<string, {title: string, node: HTMLElement}>} cards
 * @param {{showScene: (id: string | null) => void}} log
 * @returns {{show: (id: string, options?: {focusHeading?: boolean}) => void, current: () => string,
 *   view: () => string, onChange: (listener: (id: string, view: string) => void) => void,
 *   showCard: (title: string | null) => void}}
 */
export function createSceneNavigator(cards, log) {
  const ids = [...cards.keys()];
  const root = document.documentElement;
  const phone = window.matchMedia(PHONE);
  const focusSetting = remembered("playground.focus", "off");
  const link = readDeepLink();
  /** The card of scene `id`, one of `ids`. */
  const card = (/** @type {string} */ id) => /** @type {{title: string, node: HTMLElement}} */ (cards.get(id));
  const state = {
    scene: link.scene !== null && ids.includes(link.scene) ? link.scene : ids[0],
    focus: link.focus ?? focusSetting.get() === "on",
    logOpen: false,
    /** @type {string | null} the cost card a lesson step is about, by title, or null */
    card: null,
  };
  /** @type {((id: string, view: string) => void)[]} */
  const listeners = [];
  const nodes = {
    focusButton: byId("focus-mode", HTMLButtonElement),
    previous: byId("scene-previous", HTMLButtonElement),
    next: byId("scene-next", HTMLButtonElement),
    menuButton: byId("scene-menu-button", HTMLButtonElement),
    menu: byId("scene-menu", HTMLUListElement),
    position: byId("scene-position", HTMLParagraphElement),
    showLog: byId("show-log", HTMLButtonElement),
    logPanel: byId("log-panel", HTMLElement),
    logHint: byId("log-hint", HTMLParagraphElement),
  };
  const allLogHint = nodes.logHint.textContent;
  const menuLinks = new Map(ids.map((id, index) => [id, el("a", { href: deepLink(id), text: `${index + 1}. ${card(id).title}`,
    on: { click: (/** @type {Event} */ event) => { event.preventDefault(); closeMenu(); show(id, { focusHeading: true }); } } })]));
  nodes.menu.replaceChildren(...[...menuLinks.values()].map((item) => el("li", {}, item)));

  const view = () => (phone.matches ? "phone" : state.focus ? "focus" : "all");

  function apply() {
    const current = view();
    root.classList.remove(...VIEWS);
    root.classList.add(`view-${current}`);
    const single = current !== "all";
    const logInstead = current === "phone" && state.logOpen;
    for (const [id, card] of cards) card.node.hidden = single && (id !== state.scene || logInstead);
    nodes.logPanel.hidden = current === "phone" && !state.logOpen;
    log.showScene(current === "focus" ? state.scene : null);
    const title = card(state.scene).title;
    nodes.logHint.textContent = current === "focus" ? `Writes to ${title}, newest first; leave focus mode to see every scene's.` : allLogHint;
    const index = ids.indexOf(state.scene);
    const onCard = state.card !== null;
    if (onCard) nodes.position.replaceChildren(`Cost card: ${state.card}`,
      el("span", { class: "scene-position-detail", text: " (this lesson step; Back and Next in the lesson move on)" }));
    else nodes.position.textContent = `Scene ${index + 1} of ${ids.length}: ${title}`;
    nodes.previous.disabled = onCard || index === 0;
    nodes.next.disabled = onCard || index === ids.length - 1;
    nodes.menuButton.disabled = onCard;
    if (onCard) closeMenu();
    nodes.focusButton.setAttribute("aria-pressed", String(state.focus));
    nodes.showLog.setAttribute("aria-pressed", String(state.logOpen));
    nodes.showLog.textContent = state.logOpen ? "Back to the scene" : "Log";
    for (const [id, item] of menuLinks) {
      if (id === state.scene) item.setAttribute("aria-current", "true");
      else item.removeAttribute("aria-current");
    }
    if (single) showDeepLink(state.scene, current === "focus");
    for (const listener of listeners) listener(state.scene, current);
  }

  /** Shows scene `id` (the one card in focus and phone views) and scrolls to its top. */
  function show(/** @type {string} */ id, { focusHeading = false } = {}) {
    if (!cards.has(id)) return;
    state.scene = id;
    state.logOpen = false;
    apply();
    const node = card(id).node;
    node.scrollIntoView({ block: "start" });
    if (focusHeading) node.querySelector("h2")?.focus({ preventScroll: true });
  }

  function step(/** @type {number} */ delta) {
    if (state.card !== null) return;
    const index = ids.indexOf(state.scene) + delta;
    if (index >= 0 && index < ids.length) show(ids[index]);
  }

  function closeMenu() {
    nodes.menu.hidden = true;
    nodes.menuButton.setAttribute("aria-expanded", "false");
  }

  nodes.previous.addEventListener("click", () => step(-1));
  nodes.next.addEventListener("click", () => step(1));
  nodes.menuButton.addEventListener("click", () => {
    const open = nodes.menu.hidden;
    nodes.menu.hidden = !open;
    nodes.menuButton.setAttribute("aria-expanded", String(open));
    if (open) menuLinks.get(state.scene)?.focus();
  });
  nodes.focusButton.addEventListener("click", () => {
    state.focus = !state.focus;
    focusSetting.set(state.focus ? "on" : "off");
    apply();
    if (!state.focus) {
      showDeepLink(state.scene, false);
      card(state.scene).node.scrollIntoView({ block: "start" });
    }
  });
  nodes.showLog.addEventListener("click", () => {
    state.logOpen = !state.logOpen;
    apply();
    (state.logOpen ? document.getElementById("log-title") : card(state.scene).node.querySelector("h2"))?.focus();
  });
  document.querySelector(".skip-link")?.addEventListener("click", () => {
    if (nodes.logPanel.hidden) { state.logOpen = true; apply(); }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !nodes.menu.hidden) { closeMenu(); nodes.menuButton.focus(); return; }
    const delta = NAVIGATION_KEYS[event.key];
    if (!delta || view() === "all" || event.altKey || event.ctrlKey || event.metaKey || keyBelongsToTarget(event)) return;
    event.preventDefault();
    step(delta);
  });
  document.addEventListener("click", (event) => {
    if (!nodes.menu.hidden && !(event.target instanceof Element && event.target.closest(".scene-menu"))) closeMenu();
  });
  window.addEventListener("hashchange", () => {
    const asked = readDeepLink();
    if (asked.focus !== null) state.focus = asked.focus;
    if (asked.scene !== null && ids.includes(asked.scene)) show(asked.scene);
    else apply();
  });
  phone.addEventListener("change", apply);

  apply();
  if (link.scene && cards.has(link.scene)) card(link.scene).node.scrollIntoView({ block: "start" });

  return {
    show,
    current: () => state.scene,
    view,
    onChange(listener) { listeners.push(listener); },
    /** Names the cost card a lesson step is about (null: back to the scenes) and disables the scene buttons meanwhile. */
    showCard(title) {
      if (state.card === title) return;
      state.card = title;
      apply();
    },
  };
}
