// @ts-check
// The table of a redraw model's children, shared by the "Why your view re-renders" card
// (js/redraws.js) and a lab binding's redraws (js/lab/lab-redraws.js): a row per child with the
// binding it holds, its body runs, and why it ran (or was skipped) on the newest render.

import { el } from "./dom.js";

/** @typedef {import("./types.js").RedrawReason} RedrawReason */

/**
 * The table, its rows in `body` (a `tbody` the caller fills with `redrawRow`).
 * @param {{id: string, caption: string, childHeading: string, renderHeading: string, body: HTMLElement}} parts
 */
export function redrawTable({ id, caption, childHeading, renderHeading, body }) {
  return el("div", { class: "table-scroll" },
    el("table", { class: "redraws-children", id },
      el("caption", { text: caption }),
      el("thead", {}, el("tr", {},
        el("th", { scope: "col", text: childHeading }),
        el("th", { scope: "col", text: "Body runs" }), el("th", { scope: "col", text: renderHeading }))),
      body));
}

/**
 * One child's row.
 * @param {{name: string, expression: string, bodyRuns: number, ran: boolean, reason: RedrawReason}} child
 * @param {Record<string, string>} dataset what the row carries (`data-child`, `data-part`, …)
 * @param {string} [className] the row's class
 */
export function redrawRow(child, dataset, className = "") {
  return el("tr", { class: className, dataset: { ...dataset, ran: String(child.ran) } },
    el("th", { scope: "row" }, el("span", { class: "child-name", text: child.name }), el("code", { text: child.expression })),
    el("td", { class: "runs", text: String(child.bodyRuns) }),
    el("td", { class: `reason ${child.reason.kind}`, text: child.ran && child.reason.kind !== "firstRender" ? `body ran: ${child.reason.text}` : child.reason.text }));
}
