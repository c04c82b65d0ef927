// @ts-check
// "Render again": asks the server to re-evaluate every binding and shows which identities
// survived (key-path bindings) and which are new every time (closure bindings).

import { el, replaceChildren } from "./dom.js";
import { markWrites } from "./access.js";

/**
 * Builds the panel.
 * @param {() => Promise<unknown>} renderAgain posts the render request; the report arrives via `show`.
 */
export function createIdentityPanel(renderAgain) {
  const button = markWrites(el("button", { type: "button", class: "primary", text: "Render again",
    on: { click: () => renderAgain() } }));
  const heading = el("p", { class: "render-count", "aria-live": "polite", text: "Not rendered again yet." });
  const table = el("table", { class: "identity-table" });
  const details = el("details", { class: "identity-details", hidden: true },
    el("summary", { text: "Identity of every binding" }), table);
  const comparisons = el("ul", { class: "comparisons" });
  const node = el("section", { class: "identity-panel", "aria-label": "Render again" },
    el("div", { class: "identity-actions" }, button, heading), comparisons, details);

  /** The bindings a lesson step marks: the comparisons between two of them are marked too. @type {Set<string>} */
  let marked = new Set();
  function markComparisons() {
    for (const item of /** @type {HTMLElement[]} */ ([...comparisons.children])) {
      item.classList.toggle("lesson-highlight", marked.has(item.dataset.left ?? "") && marked.has(item.dataset.right ?? ""));
    }
  }
  // The card the panel belongs to: the identity scene's.
  /** @type {HTMLElement | null} */
  let home = null;

  return {
    node,
    /** Puts the panel at the end of its own scene's `card`. */
    placeIn(/** @type {HTMLElement} */ card) {
      home = card;
      card.append(node);
    },
    /** Marks the comparisons between two of `bindings` (those a lesson step marks). */
    mark(/** @type {string[]} */ bindings) {
      marked = new Set(bindings);
      markComparisons();
    },
    /**
     * Shows the panel at the end of `card` (a lesson step that renders another scene reads its
     * comparisons there), or back in its own card when null.
     */
    showIn(/** @type {HTMLElement | null} */ card) {
      const target = card ?? home;
      if (target && node.parentElement !== target) target.append(node);
    },
    /** Shows a RenderReport. */
    show(/** @type {import("./types.js").RenderReport} */ report) {
      heading.textContent = `Render #${report.render}: ${report.bindings.filter((b) => b.stable).length} of ${report.bindings.length} bindings kept their identity.`;
      replaceChildren(comparisons, ...report.comparisons.map((c) => el("li", { class: c.equal ? "equal" : "different", dataset: { left: c.left, right: c.right } },
        el("code", { text: c.left }), c.equal ? " == " : " != ", el("code", { text: c.right }),
        el("span", { class: "why", text: ` (${c.why})` }))));
      markComparisons();
      const head = el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "binding" }), el("th", { scope: "col", text: "identity after this render" })));
      const body = el("tbody", {}, ...report.bindings.map((b) => el("tr", { class: b.stable ? "stable" : "new" },
        el("th", { scope: "row" }, el("code", { text: b.id })),
        el("td", { text: b.stable ? "stable (equal to the previous render)" : "new" }))));
      replaceChildren(table, head, body);
      details.hidden = false;
    },
  };
}
