// @ts-check
// Identity: whether the chain just built is the same binding as the one before (or any lab
// binding named), by the library's rule, and if not which step makes the difference.

import { el, replaceChildren } from "../dom.js";

/**
 * @param {(other: string) => void} compareWith asks the server to compare the chain shown with `other`
 */
export function createIdentityComparison(compareWith) {
  const result = el("div", { class: "comparison-result", id: "lab-comparison", "aria-live": "polite" },
    el("p", { class: "hint", text: "Change a parameter and the chain is built again: this says whether the new chain is the same binding as the previous one." }));
  const other = el("input", { type: "text", class: "text", id: "lab-compare-with", placeholder: "lab-1", autocomplete: "off",
    spellcheck: false, "aria-label": "Lab binding to compare with" });
  const form = el("form", { class: "comparison-form", on: { submit: (/** @type {Event} */ event) => { event.preventDefault(); if (other.value.trim()) compareWith(other.value.trim()); } } },
    el("label", { for: other.id, text: "Compare with " }), other, el("button", { type: "submit", class: "secondary", text: "Compare" }));
  const node = el("section", { class: "card lab-identity-card", "aria-labelledby": "lab-identity-title" },
    el("h2", { id: "lab-identity-title", text: "Identity" }), result, form);

  return {
    node,
    /** Shows a LabComparison. */
    show(/** @type {{left: string, right: string, equal: boolean, explanation: string, difference: (null | Object<string, {step: number, code: string} | null>)}} */ comparison) {
      const verdict = comparison.equal
        ? el("p", { class: "comparison equal", text: `✓ ${comparison.right} == ${comparison.left}: the same binding` })
        : el("p", { class: "comparison different", text: `✗ ${comparison.right} != ${comparison.left}` });
      const steps = comparison.difference;
      const difference = steps
        ? el("p", { class: "comparison-step", text: `First difference: ${[["left", comparison.left], ["right", comparison.right]].map(([side, id]) => {
          const step = steps[side];
          return step ? `${id} step ${step.step} ${step.code}` : `${id} has no such step`;
        }).join(" · ")}` })
        : null;
      replaceChildren(result, verdict, difference, el("p", { class: "comparison-why", text: comparison.explanation }));
    },
    /** Says why no comparison is shown. */
    note(/** @type {string} */ text) {
      replaceChildren(result, el("p", { class: "hint", text }));
    },
  };
}
