// @ts-check
// A built lab binding: the chain's expression and identity, the root (with a bar or a swatch
// that glides or jumps with each commit), the chain and its two twins side by side, each with
// its control and the badges of its latest write, how often a child holding each would run its
// body over ticks of an unrelated state (lab-redraws.js), and the log of this lab binding's writes.
// The root and the rows show records through the record view the playground's cards share.
// Until a lab binding is shown, the section says why there is none.

import { el, copyButton, replaceChildren } from "../dom.js";
import { createBindingRow } from "../binding-row.js";
import { createVisual } from "../visual.js";
import { logEntryView } from "../log-entry.js";
import { numberFrom, showValue } from "../swift-values.js";
import { learnTypes } from "../value-types.js";
import { createRecordView } from "../record-view.js";
import { swiftCodeNodes } from "../swift-code.js";
import { swiftTestExport } from "../swift-test-export.js";
import { createLabRedraws } from "./lab-redraws.js";

/** @typedef {import("../types.js").LabBinding} LabBinding */
/** @typedef {import("../types.js").WriteRecord} WriteRecord */
/** @typedef {import("../types.js").RootChange} RootChange */
/** @typedef {import("../write.js").Write} Write */
/** @typedef {import("../record-view.js").BindingRow} BindingRow */

const MAX_RECORDS = 50;

/** @type {Object<string, string>} */
const partWords = {
  chain: "your chain, through key paths",
  closure: "its Binding(get:set:) twin",
  converted: "its converted(forward:backward:) twin",
};

/** The picture for a root: a bar for a Float or Double in 0...1, a swatch for a colour. */
function visualFor(/** @type {LabBinding} */ lab) {
  const number = numberFrom(lab.root.value);
  if (["Float", "Double"].includes(lab.rootType) && number !== null && number >= 0 && number <= 1) return "bar";
  return lab.rootType === "RGB" ? "swatch" : null;
}

/**
 * @param {Write} write
 * @param {{exportable?: boolean}} options `exportable`: offer "Export as Swift test" (the lab
 *   page does; an embed does not)
 */
export function createLabView(write, { exportable = false } = {}) {
  const expression = el("code", { class: "swift lab-expression", id: "lab-expression" });
  const summary = el("p", { class: "lab-summary", id: "lab-summary" });
  const identity = el("p", { class: "lab-identity", id: "lab-identity" });
  const rootValue = el("output", { class: "root-value", id: "lab-root" });
  const rootType = el("code", { class: "root-type" });
  const stage = el("div", { class: "stage" });
  const motion = el("p", { class: "motion" });
  const rows = el("ul", { class: "bindings lab-bindings" });
  const log = el("ol", { class: "log lab-log", id: "lab-log", "aria-live": "off" });
  const empty = el("p", { class: "hint lab-empty", text: "Building the chain…" });
  const redraws = createLabRedraws();
  const exportStatus = el("p", { class: "lab-export-status", id: "lab-export-status", role: "status" });
  /** Saves the shown lab binding's chain and its logged writes as a Swift test. */
  async function exportTest() {
    if (!current) return;
    const id = current.id;
    exportStatus.textContent = "Making the Swift test…";
    const outcome = await swiftTestExport.lab(id).catch((error) => ({ saved: /** @type {const} */ (false), status: 0, message: String(error) }));
    exportStatus.textContent = outcome.saved ? `Saved ${outcome.filename}: ${id}'s chain and its writes as a Swift test.`
      : `${id} could not be exported as a Swift test: ${outcome.message}`;
  }
  const exportPart = el("div", { class: "lab-export" },
    el("button", { type: "button", class: "secondary", id: "lab-export-swift-test", text: "Export as Swift test", on: { click: exportTest } }),
    exportStatus);
  /** What shows a lab binding, hidden until there is one. */
  const parts = [
    el("div", { class: "expression" }, expression, copyButton("Copy the Swift expression of the chain", () => expression.textContent ?? "", expression)),
    ...(exportable ? [exportPart] : []),
    summary, identity,
    el("div", { class: "root" }, el("span", { class: "root-label", text: "root " }), rootType, " = ", rootValue),
    stage, motion, rows, redraws.node,
    el("h3", { text: "Writes through this lab binding" }), log];
  for (const part of parts) part.hidden = true;
  const node = el("section", { class: "card lab-result", "aria-labelledby": "lab-result-title" },
    el("h2", { id: "lab-result-title", text: "The binding" }), empty, ...parts);

  /** @type {LabBinding | null} */
  let current = null;
  /** @type {Map<string, BindingRow>} */
  let rowsById = new Map();
  /** @type {ReturnType<typeof createRecordView> | null} */
  let view = null;

  return {
    node,
    /** The lab binding shown now, or null. */
    current: () => current,
    /** Says why no lab binding is shown (yet). */
    empty(/** @type {string} */ text) {
      empty.textContent = text;
    },
    /** Shows a LabBinding (new, rebuilt or a viewer following the presenter's). */
    show(/** @type {LabBinding} */ lab) {
      current = lab;
      empty.hidden = true;
      for (const part of parts) part.hidden = false;
      learnTypes([{ id: lab.id, root: { type: lab.rootType }, bindings: lab.bindings }]);
      replaceChildren(expression, ...swiftCodeNodes(lab.expression));
      const stepCount = `${lab.steps.length} step${lab.steps.length === 1 ? "" : "s"}`;
      summary.textContent = `${lab.id}: a ${lab.rootType} root, ${stepCount}, member ${lab.memberType}${lab.readOnly ? " (read-only)" : ""}.`;
      const chain = lab.bindings[0];
      identity.textContent = `Identity of the chain: ${chain.identity}` +
        (chain.stableIdentity ? " (built again, it is the same binding)" : "");
      rootType.textContent = lab.rootType;
      const kind = visualFor(lab);
      const visual = createVisual(kind, `${lab.id} root as a ${kind === "bar" ? "bar" : "colour"}`);
      replaceChildren(stage, visual?.node ?? null);
      motion.textContent = "";
      rowsById = new Map();
      replaceChildren(rows, ...lab.bindings.map((info) => {
        if (!info.writable) {
          return el("li", { class: "binding kind-mapped read-only", dataset: { binding: info.id } },
            el("code", { class: "swift", text: info.expression }),
            el("p", { class: "read-value", text: `reads ${showValue(info.value, info.valueType)}: a read-only step has no setter, so nothing is written through it` }));
        }
        const row = createBindingRow(info, write);
        row.node.prepend(el("p", { class: "lab-part", text: (info.part && partWords[info.part]) ?? info.part ?? "" }));
        row.showValue(info.value);
        row.showIdentity({ stable: info.stableIdentity ?? false, identity: info.identity, previousIdentity: null });
        rowsById.set(info.id, row);
        return row.node;
      }));
      redraws.show(lab);
      view = createRecordView({ scene: lab.id, rootType: lab.rootType, rows: rowsById, visual, rootValue, motion, root: lab.root.value });
      replaceChildren(log);
    },
    /** A committed WriteRecord through one of this lab binding's bindings; `live` when it is the newest news. */
    record(/** @type {WriteRecord} */ record, /** @type {boolean} */ live) {
      if (!current || !view || record.scene !== current.id) return;
      view.showRecord(record, live);
      // The chain and its twins read the same root through the same steps.
      if (live) for (const row of rowsById.values()) row.showValue(record.value.readBack);
      if (!log.querySelector(`[data-sequence="${record.sequence}"]`)) {
        const entry = logEntryView(record);
        const before = [...log.children].find((child) => Number(/** @type {HTMLElement} */ (child).dataset.sequence) < record.sequence);
        log.insertBefore(entry, before ?? null);
        while (log.children.length > MAX_RECORDS) log.lastElementChild?.remove();
      }
    },
    /** Shows why the server refused a write through `bindingId`, made after entry `after`. */
    rejection(/** @type {string} */ bindingId, /** @type {string} */ reason, /** @type {number} */ after) {
      view?.showRejection(bindingId, reason, after);
    },
  };
}
