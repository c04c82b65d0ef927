// @ts-check
// The "Why your view re-renders" card: a modelled parent whose counter ticks, and five children
// each given one binding. The server runs the identity comparison and answers each child's body
// runs and why it ran or was skipped; this card shows them, ticks once or 30 times, and offers
// the `Self._printChanges()` code to check the model in Xcode. Every page follows a tick through
// the store (a `redraws` event).

import { request } from "./api.js";
import { markWrites } from "./access.js";
import { el, copyButton, replaceChildren } from "./dom.js";
import { costsCard } from "./costs-card.js";
import { redrawTable, redrawRow } from "./redraw-table.js";

/** @typedef {import("./types.js").Redraws} Redraws */

/** How many ticks the timed run makes, and the pause between two. */
const RUN_TICKS = 30;
const RUN_PAUSE_MS = 60;

/**
 * Builds the card; it loads the tree itself.
 * @param {import("./store.js").Store} store
 */
export function createRedrawsCard(store) {
  const disclaimer = el("p", { class: "disclaimer", id: "redraws-disclaimer" });
  const status = el("p", { class: "redraws-status", id: "redraws-status", role: "status" });
  const body = el("tbody");
  const code = el("code", { class: "language-swift" });
  const line = el("code");
  const tick = markWrites(el("button", { type: "button", id: "redraws-tick", text: "Tick", on: { click: () => send(1) } }));
  const run = markWrites(el("button", { type: "button", id: "redraws-run", class: "secondary", text: `Run ${RUN_TICKS} ticks`, on: { click: () => timedRun() } }));
  const reset = markWrites(el("button", { type: "button", id: "redraws-reset", class: "secondary", text: "Reset", on: { click: () => post("/api/costs/redraws/reset", {}) } }));
  const pre = el("pre", { class: "snippet" }, code);
  const node = costsCard("redraws", "Why your view re-renders",
    el("p", { class: "summary" },
      "A parent's body runs on every tick of a counter none of its children use. A child's body runs again only when its inputs differ from the last render's, and a binding compares by its location, never by its value: ",
      "a key-path binding is the same location every render; a closure makes a new one each time."),
    disclaimer,
    el("div", { class: "redraws-controls", role: "group", "aria-label": "Parent's counter" }, tick, run, reset),
    status,
    redrawTable({ id: "redraws-children", caption: "Each child's body runs and why it ran on the newest render",
      childHeading: "Child and the binding it is given", renderHeading: "Newest render", body }),
    el("details", { class: "print-changes" },
      el("summary", {}, "Check it in Xcode with ", line),
      el("p", { class: "hint", text: "Paste this into a SwiftUI app target: Xcode's console prints a line each time a body runs." }),
      el("div", { class: "snippet-box" }, pre, copyButton("Copy the SwiftUI code with Self._printChanges()", () => code.textContent ?? "", pre))));

  let running = false;
  /** The children a lesson step marks. @type {Set<string>} */
  let marked = new Set();

  /** Shows a render of the tree. */
  function show(/** @type {Redraws} */ tree) {
    disclaimer.textContent = tree.disclaimer;
    status.textContent = `Counter ${tree.counter}: the parent's body ran ${tree.parentBodyRuns} ${tree.parentBodyRuns === 1 ? "time" : "times"}.`;
    line.textContent = tree.printChanges.line;
    if (code.textContent !== tree.printChanges.code) code.textContent = tree.printChanges.code;
    replaceChildren(body, ...tree.children.map((child) =>
      redrawRow(child, { child: child.name }, marked.has(child.name) ? "lesson-highlight" : "")));
  }

  /** Posts a change of the tree; the answer goes through the store, like another page's event. */
  async function post(/** @type {string} */ path, /** @type {unknown} */ payload) {
    const answer = await request("POST", path, payload).catch(() => null);
    if (answer?.ok) store.redraws(answer.body);
    else status.textContent = `Refused: ${answer?.body?.error?.message ?? "the server cannot be reached"}.`;
    return Boolean(answer?.ok);
  }

  function send(/** @type {number} */ ticks) {
    return post("/api/costs/redraws/tick", { ticks });
  }

  /** Ticks one at a time, so the counts rise where everyone can see them. */
  async function timedRun() {
    if (running) return;
    running = true;
    run.setAttribute("aria-disabled", "true");
    for (let index = 0; index < RUN_TICKS; index += 1) {
      if (!(await send(1))) break;
      await new Promise((resolve) => setTimeout(resolve, RUN_PAUSE_MS));
    }
    run.removeAttribute("aria-disabled");
    running = false;
  }

  store.on.redraws(show);
  return {
    node,
    /** @type {import("./costs-card.js").CostsLessonCard["mark"]} */
    mark(ids) {
      marked = new Set(ids);
      for (const row of body.querySelectorAll("tr")) row.classList.toggle("lesson-highlight", marked.has(row.dataset.child ?? ""));
    },
    /** @type {import("./costs-card.js").CostsLessonCard["perform"]} */
    async perform(action) {
      if (action.tick !== undefined) return await send(action.tick) ? `ticked ${action.tick === 1 ? "once" : `${action.tick} times`}` : "the tick was refused";
      if (action.resetRedraws) return await post("/api/costs/redraws/reset", {}) ? "started the tree again" : "the reset was refused";
      return "";
    },
    /** Loads the tree; resolves whether the server answered. */
    async load() {
      const answer = await request("GET", "/api/costs/redraws").catch(() => null);
      if (answer?.ok) show(answer.body);
      return Boolean(answer?.ok);
    },
  };
}
