// @ts-check
// The round-trip laws the server checked (KeyPathMappingTesting.checkRoundTrip) for the whole
// chain and for each step: which hold on every sample, and for each that fails, its concrete
// counterexamples in the library's own words. The first few are listed; the rest open from
// "and N more", so every counterexample the server sent can be read.

import { el, replaceChildren } from "../dom.js";
import { showValue } from "../swift-values.js";

const lawWords = {
  "get-put": "writing back what was read leaves the root unchanged",
  "put-get": "reading after a write gives what was written",
  "put-put": "a second write makes the first irrelevant",
};

/** Counterexamples listed before the rest fold into "and N more". */
const SHOWN_FIRST = 3;

/**
 * A LawCheck of a LabBinding, as the page reads it.
 * @typedef {{subject: string, step: number|null, applies: boolean, reason: string|null, lawful: boolean|null,
 *   roots: unknown[], members: unknown[],
 *   laws: {law: string, holds: boolean, failures: number, counterexamples: {description: string}[]}[]}} LawCheck
 */

/**
 * The counterexamples of a failing law: the first few, then the rest behind "and N more"
 * (with a word on those the server counted but did not send).
 * @param {LawCheck["laws"][number]} law
 */
function counterexampleList(law) {
  const item = (/** @type {{description: string}} */ example) => el("li", { class: "counterexample", text: example.description });
  const first = law.counterexamples.slice(0, SHOWN_FIRST).map(item);
  const rest = law.counterexamples.slice(SHOWN_FIRST).map(item);
  const unsent = law.failures - law.counterexamples.length;
  const hidden = law.failures - first.length;
  const more = hidden > 0 ? el("li", { class: "more" }, el("details", {},
    el("summary", { text: `and ${hidden} more` }),
    rest.length ? el("ul", { class: "counterexamples" }, ...rest) : null,
    unsent > 0 ? el("p", { class: "law-unsent", text: `The server counted ${unsent} more failure${unsent === 1 ? "" : "s"} of ${law.law} than it sent.` }) : null)) : null;
  return el("ul", { class: "counterexamples" }, ...first, more);
}

/**
 * One check: its subject, the samples, and a line per law.
 * @param {LawCheck} check
 * @param {string} [rootType]
 * @param {string} [memberType]
 */
function checkView(check, rootType, memberType) {
  const head = el("h3", { class: "law-subject", text: check.subject });
  if (!check.applies) {
    return el("section", { class: "law-check not-applicable" }, head, el("p", { class: "law-reason", text: `– ${check.reason}` }));
  }
  const verdict = check.lawful ? "✓ lawful on every sample" : "✗ not lawful: a counterexample below";
  const laws = check.laws.map((law) => {
    const words = `${law.law}: ${lawWords[/** @type {keyof typeof lawWords} */ (law.law)] ?? ""}`;
    if (law.holds) return el("li", { class: "law holds" }, el("span", { class: "law-mark", text: "✓ holds" }), " ", words);
    return el("li", { class: "law fails", dataset: { law: law.law } },
      el("span", { class: "law-mark", text: `✗ fails (${law.failures})` }), " ", words, counterexampleList(law));
  });
  const samples = `roots ${check.roots.map((value) => showValue(value, rootType)).join(", ")}; members ${check.members.map((value) => showValue(value, memberType)).join(", ")}`;
  return el("section", { class: `law-check ${check.lawful ? "lawful" : "unlawful"}` },
    head, el("p", { class: `law-verdict ${check.lawful ? "lawful" : "unlawful"}`, text: verdict }),
    el("ul", { class: "laws" }, ...laws), el("p", { class: "law-samples", text: samples }));
}

/** Builds the panel into which `show` puts a LabBinding's law report. */
export function createLawReport() {
  const body = el("div", { class: "law-body" });
  const node = el("section", { class: "card lab-laws", id: "lab-laws", "aria-labelledby": "lab-laws-title" },
    el("h2", { id: "lab-laws-title", text: "Round-trip laws" }),
    el("p", { class: "hint", text: "Checked by KeyPathMappingTesting.checkRoundTrip over each type's sample values and your starting value, for the whole chain and for each step." }),
    body);
  return {
    node,
    /** @param {{rootType: string, memberType: string, steps: {position: number, input: string, output: string}[], laws: {chain: LawCheck, steps: LawCheck[]}}} lab */
    show(lab) {
      const stepTypes = new Map(lab.steps.map((step) => [step.position, step]));
      replaceChildren(body,
        checkView(lab.laws.chain, lab.rootType, lab.memberType),
        ...lab.laws.steps.map((check) => checkView(check, stepTypes.get(check.step ?? 0)?.input, stepTypes.get(check.step ?? 0)?.output)));
    },
  };
}
