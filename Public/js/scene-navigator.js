// Which scenes the page shows, and how one moves between them (features 4 and 8 of issue 17).
//
// Three views, one mechanism: "all" (every card, the log beside them), "focus" (for a
// projector: one scene at a time in large type, its own log beside it) and "phone" (narrow
// screens: one scene at a time, the log one tap away). Focus and phone move between scenes with
// the previous/next buttons, the scenes menu, the arrow keys (or a presenter remote's page
// keys) and deep links (`#scene=color&focus=1`). Lessons and replay (phase B) follow or drive
// the current scene through `show` and `onChange`.

import { el } from "./dom.js";
import { remembered } from "./preferences.js";
import { deepLink, readDeepLink, showDeepLink } from "./deep-link.js";

const PHONE = "(max-width: 640px)";
const VIEWS = ["view-all", "view-focus", "view-phone"];
const NAVIGATION_KEYS = { ArrowLeft: -1, ArrowRight: 1, PageUp: -1, PageDown: 1 };

/** Whether a key press belongs to the element it was pressed in (a slider, a text field, a menu). */
function keyBelongsToTarget(event) {
  const target = event.target;
  return target instanceof HTMLElement && (target.matches("input, select, textarea, [contenteditable]") || target.closest(".scene-menu-list"));
}

/**
 * Sets up the navigation for `cards` (Map scene id → card) and the transaction `log`.
 * @returns {{show: (id: string, options?: {focusHeading?: boolean}) => void, current: () => string,
 *   view: () => string, onChange: (listener: (id: string, view: string) => void) => void}}
 */
export function createSceneNavigator(cards, log) {
  const ids = [...cards.keys()];
  const root = document.documentElement;
  const phone = window.matchMedia(PHONE);
  const focusSetting = remembered("playground.focus", "off");
  const link = readDeepLink();
  const state = {
    scene: ids.includes(link.scene) ? link.scene : ids[0],
    focus: link.focus ?? focusSetting.get() === "on",
    logOpen: false,
  };
  const listeners = [];
  const nodes = {
    focusButton: document.getElementById("focus-mode"),
    previous: document.getElementById("scene-previous"),
    next: document.getElementById("scene-next"),
    menuButton: document.getElementById("scene-menu-button"),
    menu: document.getElementById("scene-menu"),
    position: document.getElementById("scene-position"),
    showLog: document.getElementById("show-log"),
    logPanel: document.getElementById("log-panel"),
    logHint: document.getElementById("log-hint"),
  };
  const allLogHint = nodes.logHint.textContent;
  const menuLinks = new Map(ids.map((id, index) => [id, el("a", { href: deepLink(id), text: `${index + 1}. ${cards.get(id).title}`,
    on: { click: (event) => { event.preventDefault(); closeMenu(); show(id, { focusHeading: true }); } } })]));
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
    const title = cards.get(state.scene).title;
    nodes.logHint.textContent = current === "focus" ? `Writes to ${title}, newest first; leave focus mode to see every scene's.` : allLogHint;
    const index = ids.indexOf(state.scene);
    nodes.position.textContent = `Scene ${index + 1} of ${ids.length}: ${title}`;
    nodes.previous.disabled = index === 0;
    nodes.next.disabled = index === ids.length - 1;
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
  function show(id, { focusHeading = false } = {}) {
    if (!cards.has(id)) return;
    state.scene = id;
    state.logOpen = false;
    apply();
    const card = cards.get(id).node;
    card.scrollIntoView({ block: "start" });
    if (focusHeading) card.querySelector("h2")?.focus({ preventScroll: true });
  }

  function step(delta) {
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
    if (open) menuLinks.get(state.scene).focus();
  });
  nodes.focusButton.addEventListener("click", () => {
    state.focus = !state.focus;
    focusSetting.set(state.focus ? "on" : "off");
    apply();
    if (!state.focus) {
      showDeepLink(state.scene, false);
      cards.get(state.scene).node.scrollIntoView({ block: "start" });
    }
  });
  nodes.showLog.addEventListener("click", () => {
    state.logOpen = !state.logOpen;
    apply();
    (state.logOpen ? document.getElementById("log-title") : cards.get(state.scene).node.querySelector("h2"))?.focus();
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
    if (!nodes.menu.hidden && !event.target.closest(".scene-menu")) closeMenu();
  });
  window.addEventListener("hashchange", () => {
    const asked = readDeepLink();
    if (asked.focus !== null) state.focus = asked.focus;
    if (ids.includes(asked.scene)) show(asked.scene);
    else apply();
  });
  phone.addEventListener("change", apply);

  apply();
  if (link.scene && cards.has(link.scene)) cards.get(link.scene).node.scrollIntoView({ block: "start" });

  return {
    show,
    current: () => state.scene,
    view,
    onChange(listener) { listeners.push(listener); },
  };
}
