// A built lab binding: the chain's expression and identity, the root (with a bar or a swatch
// that glides or jumps with each commit), the chain and its two twins side by side, each with
// its control and the badges of its latest write, and the log of this lab binding's writes.

import { el, copyButton, replaceChildren } from "../dom.js";
import { createBindingRow } from "../binding-row.js";
import { createVisual } from "../visual.js";
import { logEntryView } from "../log-entry.js";
import { describeMotion, transactionOutcome } from "../transaction-outcome.js";
import { slowMotionNote } from "../animation.js";
import { playbackRate } from "../preferences.js";
import { numberFrom, showValue } from "../swift-values.js";
import { learnTypes } from "../value-types.js";
import { swiftCodeNodes } from "../swift-code.js";

const MAX_RECORDS = 50;

const partWords = {
  chain: "your chain, through key paths",
  closure: "its Binding(get:set:) twin",
  converted: "its converted(forward:backward:) twin",
};

/** The picture for a root: a bar for a Float or Double in 0...1, a swatch for a colour. */
function visualFor(lab) {
  const number = numberFrom(lab.root.value);
  if (["Float", "Double"].includes(lab.rootType) && number !== null && number >= 0 && number <= 1) return "bar";
  return lab.rootType === "RGB" ? "swatch" : null;
}

/**
 * @param {(id: string, value: *) => Promise<{accepted: boolean, readBack?: *}>} write
 */
export function createLabView(write) {
  const expression = el("code", { class: "swift lab-expression", id: "lab-expression" });
  const summary = el("p", { class: "lab-summary", id: "lab-summary" });
  const identity = el("p", { class: "lab-identity", id: "lab-identity" });
  const rootValue = el("output", { class: "root-value", id: "lab-root" });
  const rootType = el("code", { class: "root-type" });
  const stage = el("div", { class: "stage" });
  const motion = el("p", { class: "motion" });
  const rows = el("ul", { class: "bindings lab-bindings" });
  const log = el("ol", { class: "log lab-log", id: "lab-log", "aria-live": "off" });
  const node = el("section", { class: "card lab-result", "aria-labelledby": "lab-result-title" },
    el("h2", { id: "lab-result-title", text: "The binding" }),
    el("div", { class: "expression" }, expression, copyButton("Copy the Swift expression of the chain", () => expression.textContent, expression)),
    summary, identity,
    el("div", { class: "root" }, el("span", { class: "root-label", text: "root " }), rootType, " = ", rootValue),
    stage, motion, rows,
    el("h3", { text: "Writes through this lab binding" }), log);

  let current = null;
  let rowsById = new Map();
  let visual = null;
  let latestSequence = -1;

  function showRoot(value, animation) {
    rootValue.textContent = showValue(value, current.rootType);
    visual?.show(value, animation);
  }

  return {
    node,
    /** The lab binding shown now, or null. */
    current: () => current,
    /** Shows a LabBinding (new, rebuilt or a viewer following the presenter's). */
    show(lab) {
      current = lab;
      latestSequence = -1;
      learnTypes([{ id: lab.id, root: { type: lab.rootType }, bindings: lab.bindings }]);
      replaceChildren(expression, ...swiftCodeNodes(lab.expression));
      const stepCount = `${lab.steps.length} step${lab.steps.length === 1 ? "" : "s"}`;
      summary.textContent = `${lab.id}: a ${lab.rootType} root, ${stepCount}, member ${lab.memberType}${lab.readOnly ? " (read-only)" : ""}.`;
      const chain = lab.bindings[0];
      identity.textContent = `Identity of the chain: ${chain.identity}` +
        (chain.stableIdentity ? " (built again, it is the same binding)" : "");
      rootType.textContent = lab.rootType;
      visual = createVisual(visualFor(lab), `${lab.id} root as a ${visualFor(lab) === "bar" ? "bar" : "colour"}`);
      replaceChildren(stage, visual?.node ?? null);
      motion.textContent = "";
      showRoot(lab.root.value, null);
      rowsById = new Map();
      replaceChildren(rows, ...lab.bindings.map((info) => {
        if (!info.writable) {
          return el("li", { class: "binding kind-mapped read-only", dataset: { binding: info.id } },
            el("code", { class: "swift", text: info.expression }),
            el("p", { class: "read-value", text: `reads ${showValue(info.value, info.valueType)}: a read-only step has no setter, so nothing is written through it` }));
        }
        const row = createBindingRow(info, write);
        row.node.prepend(el("p", { class: "lab-part", text: partWords[info.part] ?? info.part }));
        row.showValue(info.value);
        row.showIdentity({ stable: info.stableIdentity, identity: info.identity, previousIdentity: null });
        rowsById.set(info.id, row);
        return row.node;
      }));
      replaceChildren(log);
    },
    /** A committed WriteRecord through one of this lab binding's bindings. */
    record(record) {
      if (!current || record.scene !== current.id) return false;
      if (record.sequence > latestSequence) {
        latestSequence = record.sequence;
        const outcome = transactionOutcome(record);
        showRoot(record.root.after, outcome.committed);
        motion.textContent = describeMotion(record, outcome) + slowMotionNote(outcome.committed, playbackRate());
        for (const row of rowsById.values()) row.showValue(record.value.readBack);
      }
      rowsById.get(record.binding)?.showRecord(record);
      if (!record.noOp) {
        for (const [id, row] of rowsById) if (id !== record.binding) row.sceneChanged(record.sequence, `#${record.sequence} through ${record.binding} changed the root to ${showValue(record.root.after, current.rootType)}`);
      }
      if (!log.querySelector(`[data-sequence="${record.sequence}"]`)) {
        const entry = logEntryView(record);
        const before = [...log.children].find((child) => Number(child.dataset.sequence) < record.sequence);
        log.insertBefore(entry, before ?? null);
        while (log.children.length > MAX_RECORDS) log.lastElementChild.remove();
      }
      return true;
    },
    /** Shows why the server refused a write through `bindingId`. */
    rejection(bindingId, reason) {
      rowsById.get(bindingId)?.showRejection(reason, latestSequence);
    },
  };
}
