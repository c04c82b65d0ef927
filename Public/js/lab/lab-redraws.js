// @ts-check
// Redraws of a lab binding: how often a child view holding the chain, and one holding each
// closure-built twin, would run its body while the parent re-renders on ticks of a state none
// of them reads. The server builds the chain again on every render and compares each child's
// binding with the last render's by its location identity (the redraw model of the "Why your
// view re-renders" card); this shows the counts and why each child ran on the last render.
// Asking changes nothing, so a viewer in share mode may ask too.

import { el, replaceChildren } from "../dom.js";
import { labAPI } from "./lab-api.js";
import { redrawTable, redrawRow } from "../redraw-table.js";

/** The tick counts offered; the first is asked for when a lab binding is shown. */
const TICK_CHOICES = [10, 30, 100];

/** @type {Object<string, string>} */
const childWords = {
  chain: "a child holding your chain",
  closure: "a child holding its Binding(get:set:) twin",
  converted: "a child holding its converted twin",
};

export function createLabRedraws() {
  const disclaimer = el("p", { class: "disclaimer", id: "lab-redraws-disclaimer" });
  const status = el("p", { class: "lab-redraws-status", id: "lab-redraws-status", role: "status" });
  const body = el("tbody");
  const choices = TICK_CHOICES.map((ticks) => el("button", { type: "button", class: "secondary small", dataset: { ticks: String(ticks) },
    "aria-pressed": "false", text: `${ticks} ticks`, on: { click: () => load(ticks) } }));
  const node = el("section", { class: "lab-redraws", id: "lab-redraws", "aria-labelledby": "lab-redraws-title" },
    el("h3", { id: "lab-redraws-title", text: "Redraws: how often a child holding each binding runs its body" }),
    el("p", { class: "hint", text: "A parent re-renders on every tick of a state none of its children reads, building your chain and its twins again each time. A child's body runs again only when its binding is a different location from the last render's." }),
    disclaimer,
    el("div", { class: "lab-redraws-ticks", role: "group", "aria-label": "Ticks of the parent's unrelated state" }, ...choices),
    status,
    redrawTable({ id: "lab-redraws-children", caption: "Each child's body runs over the ticks, and why it ran on the last render",
      childHeading: "Child and the binding it holds", renderHeading: "Last render", body }));
  /** @type {string | null} */
  let shown = null;

  /** Asks for the counts of the shown lab binding over `ticks` ticks. */
  async function load(/** @type {number} */ ticks) {
    const id = shown;
    if (!id) return;
    for (const choice of choices) choice.setAttribute("aria-pressed", String(choice.dataset.ticks === String(ticks)));
    const answer = await labAPI.redraws(id, ticks).catch(() => null);
    if (shown !== id) return;  // another lab binding was shown meanwhile
    if (!answer?.ok) {
      status.textContent = `No counts: ${answer?.body?.error?.message ?? "the server cannot be reached"}.`;
      replaceChildren(body);
      return;
    }
    const counts = answer.body;
    disclaimer.textContent = counts.disclaimer;
    status.textContent = `${counts.ticks} ticks: the parent's body ran ${counts.parentBodyRuns} times.`;
    replaceChildren(body, ...counts.children.map((child) =>
      redrawRow({ ...child, name: childWords[child.part] ?? child.part }, { part: child.part })));
  }

  return {
    node,
    /** Shows the counts of lab binding `id` (none for a read-only chain, which holds no binding). */
    show(/** @type {import("../types.js").LabBinding} */ lab) {
      shown = lab.readOnly ? null : lab.id;
      node.hidden = lab.readOnly;
      if (shown) load(TICK_CHOICES[0]);
    },
  };
}
