// One binding inside a scene card: its Swift expression, its control, and what the last
// write through it did (transaction badge, round-trip verdict, rejection, identity).

import { el, copyButton, describedBy, replaceChildren } from "./dom.js";
import { createControl } from "./controls.js";
import { animationOutcome, outcomeText, showValue, describeAnimation } from "./format.js";

const kindText = { root: "root", mapped: "mapped", rebuilt: "rebuilt", computedProperty: "computed property" };

function expressionBlock(info) {
  const code = el("code", { class: "swift", text: info.expression });
  return el("div", { class: "expression" }, code, copyButton(`Copy the Swift expression of ${info.id}`, () => info.expression, code));
}

/** Where the animation went: the binding's, the ambient one, and what the root committed. */
function transactionPath(transaction) {
  if (!transaction.animationRequested) return "";
  const part = (name, value) => `${name} ${value?.animation ? describeAnimation(value.animation) : "none"}`;
  return `${part("binding", transaction.binding)} · ${part("withAnimation", transaction.ambient)} · ${part("committed", transaction.committed)}`;
}

function verdictNodes(roundTrip) {
  if (roundTrip.verdict === "exact") return [el("span", { class: "verdict exact", text: "round trip exact" })];
  return [
    el("span", { class: "verdict lossy", text: "round trip lossy" }), " ",
    el("span", { class: "verdict-values",
      text: `wrote ${showValue(roundTrip.written)} → stored ${showValue(roundTrip.stored)} → read back ${showValue(roundTrip.readBack)}` }),
  ];
}

/**
 * Builds the row for one BindingInfo.
 * @param {Object} info BindingInfo
 * @param {(id: string, value: *) => Promise<{accepted: boolean, readBack?: *}>} write
 */
export function createBindingRow(info, write) {
  const control = createControl(info, (value) => write(info.id, value));
  let shownSequence = -1;
  const badge = el("span", { class: "badge idle", text: "no write yet" });
  const path = el("span", { class: "transaction-path" });
  const verdict = el("span", { class: "verdict-slot" });
  const noOp = el("span", { class: "no-op", text: "no-op: the root did not change", hidden: true });
  const identity = el("span", { class: "identity-state", hidden: true });
  const rejection = el("p", { class: "rejection", id: `rejection-${info.id}`, role: "status", hidden: true });
  const outcome = el("div", { class: "outcome", "aria-live": "polite" }, badge, path, verdict, noOp, identity);
  describedBy(control.input, rejection.id);
  const node = el("li", { class: `binding kind-${info.kind}`, dataset: { binding: info.id } },
    el("div", { class: "binding-head" }, el("span", { class: `kind ${info.kind}`, text: kindText[info.kind] ?? info.kind }), expressionBlock(info)),
    control.node, outcome, rejection);

  return {
    id: info.id,
    node,
    control,
    /** Shows the value the binding currently reads. */
    showValue(value) {
      control.show(value);
    },
    /** Shows what a committed WriteRecord through this binding did, unless a newer one is shown. */
    showRecord(record) {
      if (record.sequence <= shownSequence) return;
      shownSequence = record.sequence;
      control.show(record.value.readBack);
      const outcomeKind = animationOutcome(record.transaction);
      badge.className = `badge ${outcomeKind}`;
      badge.textContent = outcomeText[outcomeKind];
      path.textContent = transactionPath(record.transaction);
      replaceChildren(verdict, ...verdictNodes(record.roundTrip));
      noOp.hidden = !record.noOp;
      rejection.hidden = true;
      rejection.textContent = "";
      node.classList.remove("rejected");
    },
    /** Forgets the last record (the server restarted and counts from zero again). */
    forgetSequence() {
      shownSequence = -1;
    },
    /** Shows why the server refused a write (the state did not change). */
    showRejection(reason) {
      rejection.textContent = `Last write rejected: ${reason}`;
      rejection.hidden = false;
      node.classList.add("rejected");
    },
    /** Shows whether this binding's identity survived the last render. */
    showIdentity(report) {
      identity.hidden = false;
      identity.className = `identity-state ${report.stable ? "stable" : "new"}`;
      identity.textContent = report.stable ? "identity stable" : "new identity";
      identity.title = `now: ${report.identity}\nbefore: ${report.previousIdentity ?? "(first render)"}`;
    },
  };
}
