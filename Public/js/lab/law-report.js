// The round-trip laws the server checked (KeyPathMappingTesting.checkRoundTrip) for the whole
// chain and for each step: which hold on every sample, and for each that fails, its concrete
// counterexamples in the library's own words.

import { el, replaceChildren } from "../dom.js";
import { showValue } from "../swift-values.js";

const lawWords = {
  "get-put": "writing back what was read leaves the root unchanged",
  "put-get": "reading after a write gives what was written",
  "put-put": "a second write makes the first irrelevant",
};

/** One check: its subject, the samples, and a line per law. */
function checkView(check, rootType, memberType) {
  const head = el("h3", { class: "law-subject", text: check.subject });
  if (!check.applies) {
    return el("section", { class: "law-check not-applicable" }, head, el("p", { class: "law-reason", text: `– ${check.reason}` }));
  }
  const verdict = check.lawful ? "✓ lawful on every sample" : "✗ not lawful: a counterexample below";
  const laws = check.laws.map((law) => {
    const words = `${law.law}: ${lawWords[law.law] ?? ""}`;
    if (law.holds) return el("li", { class: "law holds" }, el("span", { class: "law-mark", text: "✓ holds" }), " ", words);
    const shown = law.counterexamples.map((example) => el("li", { class: "counterexample", text: example.description }));
    const more = law.failures > law.counterexamples.length ? el("li", { class: "more", text: `and ${law.failures - law.counterexamples.length} more` }) : null;
    return el("li", { class: "law fails", dataset: { law: law.law } },
      el("span", { class: "law-mark", text: `✗ fails (${law.failures})` }), " ", words, el("ul", { class: "counterexamples" }, ...shown, more));
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
    show(lab) {
      const stepTypes = new Map(lab.steps.map((step) => [step.position, step]));
      replaceChildren(body,
        checkView(lab.laws.chain, lab.rootType, lab.memberType),
        ...lab.laws.steps.map((check) => checkView(check, stepTypes.get(check.step)?.input, stepTypes.get(check.step)?.output)));
    },
  };
}
