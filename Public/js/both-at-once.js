// "Both at once" (feature 3 of issue 17): one action writes the same value through a scene's
// mapped binding and then its rebuilt twin, and one ghost picture per twin replays its own
// commit from the same start, side by side: the mapped ghost glides, the rebuilt one jumps.

import { el } from "./dom.js";
import { markWrites } from "./access.js";
import { createVisual } from "./visual.js";
import { transactionOutcome } from "./transaction-outcome.js";
import { describeAnimation } from "./animation.js";
import { isFloatingType, numberFromText, scalarType, showValue } from "./swift-values.js";

const presets = {
  bar: { values: ["0.9", "0.1"], far: (root) => (Number(root) < 0.5 ? 0 : 1) },
  swatch: { values: ["#cc3366", "#3366cc"], far: (root) => (root === "#cc3366" ? 1 : 0) },
};

/** The mapped and rebuilt twins of a scene, or null when it has no such pair. */
export function twinsOf(scene) {
  const mapped = scene.bindings.find((binding) => binding.kind === "mapped");
  const rebuilt = scene.bindings.find((binding) => binding.kind === "rebuilt");
  return mapped && rebuilt ? { mapped, rebuilt } : null;
}

function ghostOutcomeText(record) {
  const outcome = transactionOutcome(record);
  if (!outcome.committed) return `#${record.sequence}: jumps, no animation reached the root`;
  return `#${record.sequence}: glides with ${describeAnimation(outcome.committed)}`;
}

/**
 * Builds the section.
 * @param {Object} scene the Scene
 * @param {string} kind the scene's picture ("bar" or "swatch")
 * @param {{mapped: Object, rebuilt: Object}} twins
 * @param {(id: string, value: *) => Promise<{accepted: boolean, record?: Object}>} write
 * @param {() => *} currentRoot the root value the card shows now
 */
export function createBothAtOnce(scene, kind, twins, write, currentRoot) {
  const valueType = twins.mapped.valueType;
  const fieldId = `both-${scene.id}`;
  const preset = presets[kind];
  const field = markWrites(el("input", { type: "text", id: fieldId, class: "text both-value", autocomplete: "off", spellcheck: false,
    inputMode: isFloatingType(valueType) || scalarType(valueType) === "Int" ? "decimal" : "text" }));
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
    const picture = createVisual(kind, `Ghost of ${twin.id}: its last both-at-once commit, replayed`, "ghost");
    return { twin, outcome, picture,
      node: el("div", { class: "ghost-row" }, el("code", { class: "ghost-name", text: twin.id }), picture.node, outcome) };
  });
  const ghostList = el("div", { class: "ghosts", hidden: true }, ...ghosts.map((ghost) => ghost.node));
  const node = el("section", { class: "both", "aria-labelledby": `${fieldId}-title` },
    el("h3", { id: `${fieldId}-title`, text: "Both at once" }),
    el("p", { class: "hint", text: `The same value through both twins in turn; each ghost replays its own commit from the same start.` }),
    el("div", { class: "both-form" }, el("label", { for: fieldId, text: `Value (${valueType})` }), field, button),
    status, ghostList);

  let running = false;
  async function run() {
    if (running) return;
    running = true;
    node.setAttribute("aria-busy", "true");
    const value = scalarType(valueType) === "String" ? field.value : numberFromText(field.value, valueType);
    try {
      const records = [];
      for (const twin of [twins.mapped, twins.rebuilt]) {
        const answer = await write(twin.id, value);
        if (!answer.accepted) {
          status.textContent = `${twin.id} refused ${showValue(value, valueType)}: see its row. Nothing more was written.`;
          return;
        }
        records.push(answer.record);
      }
      const start = records[0].root.before;
      status.textContent = `Wrote ${showValue(value, valueType)} through both (#${records[0].sequence}, #${records[1].sequence}); the ghosts start from the same root.`;
      ghostList.hidden = false;
      requestAnimationFrame(() => ghosts.forEach((ghost, index) => {
        const record = records[index];
        ghost.picture.play(start, record.root.after, transactionOutcome(record).committed);
        ghost.outcome.textContent = ghostOutcomeText(record);
      }));
      suggest();
    } finally {
      running = false;
      node.removeAttribute("aria-busy");
    }
  }
  button.addEventListener("click", run);
  field.addEventListener("keydown", (event) => { if (event.key === "Enter") run(); });
  /** Forgets the last run (the scene was reset). */
  function clear() {
    ghostList.hidden = true;
    status.textContent = "";
    suggest();
  }
  return { node, suggest, clear };
}
