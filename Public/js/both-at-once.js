// @ts-check
// "Both at once": one action writes the same value through a scene's mapped binding and then its
// rebuilt twin, and one ghost picture per twin replays its own commit from the same start, side
// by side: the mapped ghost glides, the rebuilt one jumps. A lesson step whose "Do it" writes one
// value through the twins in that order runs it here (`bothAtOnceFor`), so its ghosts play too.
// A run made on another page (the presenter's, in share mode) plays here as well: the section
// follows the scene's writes, and the mapped twin's write followed at once by the rebuilt twin's
// of the same value is such a run.

import { el } from "./dom.js";
import { markWrites } from "./access.js";
import { createVisual } from "./visual.js";
import { transactionOutcome } from "./transaction-outcome.js";
import { describeAnimation } from "./animation.js";
import { isFloatingType, numberFromText, scalarType, showValue } from "./swift-values.js";
import { stringifyJSON } from "./json.js";

/**
 * A binding as the contract describes it (what this module reads of it).
 * @typedef {{id: string, kind: string, valueType: string}} TwinInfo
 * @typedef {{mapped: TwinInfo, rebuilt: TwinInfo}} Twins
 * @typedef {{sequence: number, noOp?: boolean, root: {before: unknown, after: unknown}, transaction: Object}} GhostRecord
 * @typedef {(id: string, value: unknown) => Promise<{accepted: boolean, record?: any, status?: number}>} TwinWrite
 * @typedef {{id: string, status?: number}} TwinRefusal a twin that refused the write, with the answer's status
 * @typedef {{accepted: boolean, sequences: number[], refusals: TwinRefusal[]}} BothRun
 *   `accepted` when both twins wrote (the ghosts play); the written ones' sequences, the refusals
 * @typedef {{node: HTMLElement, twins: Twins, suggest: () => void, clear: () => void,
 *   run: (value?: unknown) => Promise<BothRun>,
 *   follow: (record: import("./types.js").WriteRecord, live: boolean) => void,
 *   followRefusal: (bindingId: string, value: unknown, after: number) => void}} BothAtOnce
 */

/** @type {Record<string, {values: string[], far: (root: unknown) => number}>} */
const presets = {
  bar: { values: ["0.9", "0.1"], far: (root) => (Number(root) < 0.5 ? 0 : 1) },
  swatch: { values: ["#cc3366", "#3366cc"], far: (root) => (root === "#cc3366" ? 1 : 0) },
};

/** Each scene's section, by scene id, for the lesson's "Do it". @type {Map<string, BothAtOnce>} */
const sections = new Map();

/**
 * The Both at once section of scene `id`, if it has one.
 * @param {string} id
 */
export function bothAtOnceFor(id) {
  return sections.get(id);
}

/**
 * The mapped and rebuilt twins of a scene, or null when it has no such pair.
 * @param {{bindings: TwinInfo[]}} scene
 * @returns {Twins|null}
 */
export function twinsOf(scene) {
  const mapped = scene.bindings.find((binding) => binding.kind === "mapped");
  const rebuilt = scene.bindings.find((binding) => binding.kind === "rebuilt");
  return mapped && rebuilt ? { mapped, rebuilt } : null;
}

/**
 * What a ghost did, in words.
 * @param {GhostRecord} record
 */
function ghostOutcomeText(record) {
  const outcome = transactionOutcome(record);
  if (!outcome.committed) return `#${record.sequence}: jumps, no animation reached the root`;
  return `#${record.sequence}: glides with ${describeAnimation(outcome.committed)}`;
}

/**
 * What a run of `shown` did when a twin refused it, the same words on the page that ran it and
 * on the pages that followed it.
 * @param {string[]} refused the twins that refused, in the order written
 * @param {{id: string, sequence: number} | null} written the twin that wrote it, if one did
 * @param {string} shown the value, as the page shows it
 */
function refusalStatus(refused, written, shown) {
  return written
    ? `${refused[0]} refused ${shown} (see its row); ${written.id} wrote it (#${written.sequence}). No ghosts to compare: the refused write committed nothing.`
    : `Both refused ${shown}: see their rows.`;
}

/**
 * Builds the section.
 * @param {{id: string}} scene the Scene
 * @param {string} kind the scene's picture ("bar" or "swatch")
 * @param {Twins} twins
 * @param {TwinWrite} write
 * @param {() => unknown} currentRoot the root value the card shows now
 * @returns {BothAtOnce}
 */
export function createBothAtOnce(scene, kind, twins, write, currentRoot) {
  const valueType = twins.mapped.valueType;
  const fieldId = `both-${scene.id}`;
  const preset = presets[kind];
  const field = /** @type {HTMLInputElement} */ (markWrites(el("input", { type: "text", id: fieldId, class: "text both-value", autocomplete: "off", spellcheck: false,
    inputMode: isFloatingType(valueType) || scalarType(valueType) === "Int" ? "decimal" : "text" })));
  let suggested = "";
  const suggest = () => {
    if (field.value !== suggested && field.value !== "") return; // the user typed their own
    suggested = preset.values[preset.far(currentRoot())];
    field.value = suggested;
  };
  const button = markWrites(el("button", { type: "button", class: "both-run",
    text: `Write through ${twins.mapped.id}, then ${twins.rebuilt.id}` }));
  const status = el("p", { class: "both-status", role: "status" });
  const ghosts = [twins.mapped, twins.rebuilt].map((twin) => {
    const outcome = el("span", { class: "ghost-outcome" });
    const picture = /** @type {NonNullable<ReturnType<typeof createVisual>>} */ (createVisual(kind, `Ghost of ${twin.id}: its last both-at-once commit, replayed`, "ghost"));
    return { twin, outcome, picture,
      node: el("div", { class: "ghost-row" }, el("code", { class: "ghost-name", text: twin.id }), picture.node, outcome) };
  });
  const ghostList = el("div", { class: "ghosts", hidden: true }, ...ghosts.map((ghost) => ghost.node));
  const node = el("section", { class: "both", id: `${fieldId}-section`, "aria-labelledby": `${fieldId}-title` },
    el("h3", { id: `${fieldId}-title`, text: "Both at once" }),
    el("p", { class: "hint", text: `The same value through both twins in turn; each ghost replays its own commit from the same start.` }),
    el("div", { class: "both-form" }, el("label", { for: fieldId, text: `Value (${valueType})` }), field, button),
    status, ghostList);

  let running = false;
  /** The rebuilt twin's sequence in the last run the ghosts play. */
  let playedUpTo = 0;
  // The mapped twin's write, while the scene's next write may be the rebuilt twin's.
  /** @type {import("./types.js").WriteRecord | null} */
  let mappedWrite = null;
  // The mapped twin's refusal (its value and the log entry it followed), while the scene's next
  // write may be the rebuilt twin's.
  /** @type {{value: unknown, after: number} | null} */
  let mappedRefusal = null;

  /**
   * Says what a run of `value` wrote and plays its two ghosts from the same start.
   * @param {unknown} value
   * @param {GhostRecord[]} records the mapped twin's write, then the rebuilt twin's
   */
  function play(value, records) {
    playedUpTo = records[1].sequence;
    const start = records[0].root.before;
    status.textContent = `Wrote ${showValue(value, valueType)} through both (#${records[0].sequence}, #${records[1].sequence}); the ghosts start from the same root.`;
    ghostList.hidden = false;
    requestAnimationFrame(() => ghosts.forEach((ghost, index) => {
      const record = records[index];
      ghost.picture.play(start, record.root.after, transactionOutcome(record).committed);
      ghost.outcome.textContent = ghostOutcomeText(record);
    }));
    suggest();
  }

  /**
   * Follows one of the scene's writes, from any page: plays a run made elsewhere.
   * @param {import("./types.js").WriteRecord} record
   * @param {boolean} live whether it arrived as it happened (not while catching up)
   */
  function follow(record, live) {
    if (running || record.sequence <= playedUpTo) return;
    const first = mappedWrite;
    const refusal = mappedRefusal;
    mappedWrite = record.binding === twins.mapped.id ? record : null;
    mappedRefusal = null;
    if (!live || record.binding !== twins.rebuilt.id) return;
    const written = stringifyJSON(record.value.written);
    if (first && record.sequence === first.sequence + 1 && written === stringifyJSON(first.value.written)) {
      play(record.value.written, [first, record]);
    } else if (refusal && record.sequence === refusal.after + 1 && written === stringifyJSON(refusal.value)) {
      status.textContent = refusalStatus([twins.mapped.id], { id: twins.rebuilt.id, sequence: record.sequence }, showValue(record.value.written, valueType));
    }
  }
  /**
   * Follows a refusal of one of the scene's bindings, from any page (a `rejected` event): the
   * mapped twin's refusal may open a run made elsewhere.
   * @param {string} bindingId
   * @param {unknown} value the value refused
   * @param {number} after the log entry the refused write followed
   */
  function followRefusal(bindingId, value, after) {
    if (running) return;
    mappedWrite = null;
    mappedRefusal = bindingId === twins.mapped.id ? { value, after } : null;
  }
  /**
   * Writes `value` (the field's, when omitted) through both twins and plays the ghosts. A twin
   * that refuses does not stop the other: what one refuses and the other stores is the comparison
   * (a failable mapping keeps the root where a closure stores a fallback).
   * @param {unknown} [value]
   * @returns {Promise<BothRun>}
   */
  async function run(value) {
    if (running) return { accepted: false, sequences: [], refusals: [] };
    running = true;
    node.setAttribute("aria-busy", "true");
    if (value === undefined) value = scalarType(valueType) === "String" ? field.value : numberFromText(field.value, valueType);
    try {
      /** @type {GhostRecord[]} */
      const records = [];
      /** @type {TwinRefusal[]} */
      const refusals = [];
      for (const twin of [twins.mapped, twins.rebuilt]) {
        const answer = await write(twin.id, value);
        if (answer.accepted) records.push(answer.record);
        else refusals.push({ id: twin.id, status: answer.status });
      }
      const sequences = records.map((record) => record.sequence);
      if (refusals.length) {
        const written = [twins.mapped, twins.rebuilt].find((twin) => !refusals.some((refusal) => refusal.id === twin.id));
        status.textContent = refusalStatus(refusals.map((refusal) => refusal.id),
          written ? { id: written.id, sequence: sequences[0] } : null, showValue(value, valueType));
        return { accepted: false, sequences, refusals };
      }
      play(value, records);
      return { accepted: true, sequences, refusals };
    } finally {
      running = false;
      node.removeAttribute("aria-busy");
    }
  }
  button.addEventListener("click", () => run());
  field.addEventListener("keydown", (event) => { if (event.key === "Enter") run(); });
  /** Forgets the last run (the scene was reset). */
  function clear() {
    ghostList.hidden = true;
    status.textContent = "";
    suggest();
  }
  /** @type {BothAtOnce} */
  const section = {
    node,
    twins,
    suggest,
    clear,
    // A value the root already holds would leave both ghosts still: the suggested far one is used.
    run: (value) => run(value === undefined || stringifyJSON(value) === stringifyJSON(currentRoot()) ? undefined : value),
    follow,
    followRefusal,
  };
  sections.set(scene.id, section);
  return section;
}
