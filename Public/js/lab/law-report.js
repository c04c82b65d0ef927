// @ts-check
// The round-trip laws the server checked (KeyPathMappingTesting.checkRoundTrip) for the whole
// chain and for each step: which hold on every sample, and for each that fails, its concrete
// counterexamples in the library's own words. The first few are listed; the rest open from
// "and N more": those the lab binding carries at once, and the others fetched when opened
// (GET /api/lab/bindings/{id}/laws), so every counterexample can be read.

import { el, replaceChildren } from "../dom.js";
import { showValue } from "../swift-values.js";
import { labAPI } from "./lab-api.js";

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

/** @typedef {{description: string}} Counterexample */

/**
 * The counterexamples of a failing law: the first few, then the rest behind "and N more". Those
 * the lab binding did not carry are fetched (`fetchAll`) the first time the rest is opened.
 * @param {LawCheck["laws"][number]} law
 * @param {() => Promise<Counterexample[] | null>} fetchAll every counterexample of this law, or null
 */
function counterexampleList(law, fetchAll) {
  const item = (/** @type {Counterexample} */ example) => el("li", { class: "counterexample", text: example.description });
  const first = law.counterexamples.slice(0, SHOWN_FIRST).map(item);
  const hidden = law.failures - first.length;
  if (hidden <= 0) return el("ul", { class: "counterexamples" }, ...first);
  const rest = el("ul", { class: "counterexamples" }, ...law.counterexamples.slice(SHOWN_FIRST).map(item));
  const unsent = law.failures - law.counterexamples.length;
  const note = el("p", { class: "law-unsent", role: "status", text: unsent > 0 ? "Loading the rest…" : "" });
  note.hidden = unsent <= 0;
  const details = el("details", {}, el("summary", { text: `and ${hidden} more` }), rest, note);
  let loaded = unsent <= 0;
  details.addEventListener("toggle", async () => {
    if (!details.open || loaded) return;
    loaded = true;
    const all = await fetchAll();
    if (!all) {
      note.textContent = `${unsent} more failure${unsent === 1 ? "" : "s"} of ${law.law} could not be loaded.`;
      loaded = false;
      return;
    }
    replaceChildren(rest, ...all.slice(SHOWN_FIRST).map(item));
    note.hidden = true;
  });
  return el("ul", { class: "counterexamples" }, ...first, el("li", { class: "more" }, details));
}

/**
 * One check: its subject, the samples, and a line per law.
 * @param {LawCheck} check
 * @param {(law: string) => Promise<Counterexample[] | null>} fetchAll every counterexample of one of its laws
 * @param {string} [rootType]
 * @param {string} [memberType]
 */
function checkView(check, fetchAll, rootType, memberType) {
  const head = el("h3", { class: "law-subject", text: check.subject });
  if (!check.applies) {
    return el("section", { class: "law-check not-applicable" }, head, el("p", { class: "law-reason", text: `– ${check.reason}` }));
  }
  const verdict = check.lawful ? "✓ lawful on every sample" : "✗ not lawful: a counterexample below";
  const laws = check.laws.map((law) => {
    const words = `${law.law}: ${lawWords[/** @type {keyof typeof lawWords} */ (law.law)] ?? ""}`;
    if (law.holds) return el("li", { class: "law holds" }, el("span", { class: "law-mark", text: "✓ holds" }), " ", words);
    return el("li", { class: "law fails", dataset: { law: law.law } },
      el("span", { class: "law-mark", text: `✗ fails (${law.failures})` }), " ", words, counterexampleList(law, () => fetchAll(law.law)));
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
    /** @param {{id: string, rootType: string, memberType: string, steps: {position: number, input: string, output: string}[], laws: {chain: LawCheck, steps: LawCheck[]}}} lab */
    show(lab) {
      const stepTypes = new Map(lab.steps.map((step) => [step.position, step]));
      /** @type {Promise<{chain: LawCheck, steps: LawCheck[]} | null> | null} */
      let everyLaw = null;
      /** Every counterexample of `law` in the check of `step` (null: the whole chain's), fetched once per lab binding. */
      const fetchAll = (/** @type {number | null} */ step) => async (/** @type {string} */ law) => {
        everyLaw ??= labAPI.laws(lab.id).then((answer) => (answer.ok ? answer.body : null)).catch(() => null);
        const all = await everyLaw;
        const check = step === null ? all?.chain : all?.steps.find((candidate) => candidate.step === step);
        return check?.laws.find((candidate) => candidate.law === law)?.counterexamples ?? null;
      };
      replaceChildren(body,
        checkView(lab.laws.chain, fetchAll(null), lab.rootType, lab.memberType),
        ...lab.laws.steps.map((check) => checkView(check, fetchAll(check.step), stepTypes.get(check.step ?? 0)?.input, stepTypes.get(check.step ?? 0)?.output)));
    },
  };
}
