// @ts-check
// One binding inside a scene card: its Swift expression, its control, and what the latest
// write through it did: the committed write's transaction badge and round trip, or the
// rejection of a refused one. A rejection says "the state is unchanged" only while that is
// true: a later commit in the scene (or a reset) turns it into history.

import { el, copyButton, describedBy, replaceChildren } from "./dom.js";
import { createControl } from "./controls.js";
import { outcomeBadgeText, transactionOutcome } from "./transaction-outcome.js";
import { roundTripNodes } from "./round-trip.js";
import { lateWriteVerdict } from "./late-write.js";
import { describeAnimation } from "./animation.js";
import { swiftCodeNodes } from "./swift-code.js";

const RESET_WORDS = "↺ reset: no write since";

/**
 * @typedef {import("./types.js").BindingInfo} BindingInfo
 * @typedef {import("./types.js").WriteRecord} WriteRecord
 */

/** @type {Record<string, string>} */
const kindText = { root: "root", mapped: "mapped", rebuilt: "rebuilt", computedProperty: "computed property" };

/** @param {BindingInfo} info */
function expressionBlock(info) {
  const code = el("code", { class: "swift" }, ...swiftCodeNodes(info.expression));
  return el("div", { class: "expression" }, code, copyButton(`Copy the Swift expression of ${info.id}`, () => info.expression, code));
}

/**
 * Where the animation went: the binding's, the ambient one, and what the root committed.
 * @param {import("./transaction-outcome.js").WriteTransaction} transaction
 */
function transactionPath(transaction) {
  if (!transaction.animationRequested) return "";
  /** @type {(name: string, value: import("./transaction-outcome.js").TransactionPart) => string} */
  const part = (name, value) => `${name} ${value?.animation ? describeAnimation(value.animation) : "none"}`;
  return `${part("binding", transaction.binding)} · ${part("withAnimation", transaction.ambient)} · ${part("committed", transaction.committed)}`;
}

/**
 * Builds the row for one BindingInfo.
 * @param {BindingInfo} info
 * @param {(id: string, value: unknown) => Promise<{accepted: boolean, readBack?: unknown}>} write
 */
export function createBindingRow(info, write) {
  const control = createControl(info, (value) => write(info.id, value));
  const sequenceNote = el("span", { class: "outcome-sequence" });
  const badge = el("span", { class: "badge idle", text: "no write yet" });
  const path = el("span", { class: "transaction-path" });
  const verdict = el("span", { class: "verdict-slot" });
  const noOp = el("span", { class: "no-op", text: "no-op: the root did not change", hidden: true });
  const identity = el("span", { class: "identity-state", hidden: true });
  const rejection = el("p", { class: "rejection", id: `rejection-${info.id}`, role: "status", hidden: true });
  // A binding that can trap reads null while reading it would stop the program (BindingInfo's
  // `wouldTrap`): the row says so, since in an app the next render would already crash.
  const trapMark = info.wouldTrap === undefined ? null : el("p", { class: "would-trap", hidden: !info.wouldTrap,
    text: "⚠ would trap: reading this binding now stops the app. In SwiftUI the next render would crash here, before any late write." });
  const outcome = el("div", { class: "outcome", "aria-live": "polite" }, sequenceNote, badge, path, verdict, noOp, identity);
  describedBy(control.input, rejection.id);
  const node = el("li", { class: `binding kind-${info.kind}`, dataset: { binding: info.id } },
    el("div", { class: "binding-head" }, el("span", { class: `kind ${info.kind}`, text: kindText[info.kind] ?? info.kind }), expressionBlock(info)),
    control.node, outcome, rejection, trapMark);

  // The latest thing that happened through this row: its own committed record, or a refusal
  // made after the scene's commit `after` (and, once the scene moved on, what moved it).
  let shownSequence = -1;
  /** @type {{reason: string, after: number, since: string|null}|null} */
  let refusal = null;

  /** @param {WriteRecord} record */
  function showCommitted(record) {
    const result = transactionOutcome(record);
    sequenceNote.textContent = `#${record.sequence}`;
    badge.className = `badge ${result.kind}`;
    badge.textContent = outcomeBadgeText(result);
    path.textContent = transactionPath(record.transaction);
    path.hidden = false;
    const late = lateWriteVerdict(record);
    replaceChildren(verdict, ...(late
      ? [el("span", { class: `verdict late ${late.kind}`, text: late.text }), el("span", { class: "verdict-why", text: late.detail })]
      : roundTripNodes(record)));
    verdict.hidden = false;
    noOp.hidden = !record.noOp;
  }

  function showRefusal() {
    if (!refusal) return;
    sequenceNote.textContent = "";
    badge.className = "badge lost";
    badge.textContent = "✗ write rejected";
    path.hidden = true;
    verdict.hidden = true;
    noOp.hidden = true;
    rejection.hidden = false;
    if (refusal.since) {
      rejection.textContent = `Rejected earlier: ${refusal.reason}. Since then ${refusal.since}.`;
      rejection.className = "rejection past";
      node.classList.remove("rejected");
      control.markInvalid(false);
    } else {
      rejection.textContent = `Write rejected: ${refusal.reason}. Nothing was written; the state is unchanged.`;
      rejection.className = "rejection";
      node.classList.add("rejected");
      control.markInvalid(true);
    }
  }

  function clearRefusal() {
    refusal = null;
    rejection.hidden = true;
    rejection.textContent = "";
    node.classList.remove("rejected");
    control.markInvalid(false);
  }

  return {
    id: info.id,
    node,
    control,
    /**
     * Shows the value the binding currently reads.
     * @param {unknown} value
     */
    showValue(value) {
      control.show(value);
      if (trapMark) trapMark.hidden = value !== null;
    },
    /**
     * Shows what a committed WriteRecord through this binding did, unless a newer one is shown.
     * Only the scene's newest news (`live`) sets the control: a record from the backlog is
     * history, and the control already shows the value the binding reads now.
     * @param {WriteRecord} record
     */
    showRecord(record, live = true) {
      if (record.sequence <= shownSequence || (refusal && record.sequence <= refusal.after)) return;
      shownSequence = record.sequence;
      clearRefusal();
      if (live) control.show(record.value.readBack);
      showCommitted(record);
    },
    /**
     * Another write of the scene committed (or the state was reset): a refusal shown here no
     * longer describes the state. `change` says what happened, e.g. "#7 through x changed the root to 0".
     * @param {number} sequence
     * @param {string} change
     */
    sceneChanged(sequence, change) {
      if (!refusal || refusal.since || sequence <= refusal.after) return;
      refusal.since = change;
      showRefusal();
    },
    /**
     * The scene was reset in entry `sequence`: the row shows that, and no longer the badge or
     * refusal of a write before it.
     * @param {number} sequence
     */
    reset(sequence) {
      if (sequence <= shownSequence) return;
      shownSequence = sequence;
      clearRefusal();
      sequenceNote.textContent = `#${sequence}`;
      badge.className = "badge idle";
      badge.textContent = RESET_WORDS;
      path.hidden = true;
      verdict.hidden = true;
      noOp.hidden = true;
    },
    /** The root was set outside any binding in entry `sequence` (a restore): a reset badge no longer says what set it. */
    restored(/** @type {number} */ sequence, /** @type {string} */ words) {
      if (sequence <= shownSequence || badge.textContent !== RESET_WORDS) return;
      shownSequence = sequence;
      sequenceNote.textContent = `#${sequence}`;
      badge.textContent = words;
    },
    /** Forgets the last record (the server restarted and counts from zero again). */
    forgetSequence() {
      shownSequence = -1;
      if (refusal) refusal.after = -1;
    },
    /**
     * Shows why the server refused a write made after the scene's commit `after`.
     * @param {string} reason
     * @param {number} after
     */
    showRejection(reason, after) {
      refusal = { reason, after, since: null };
      showRefusal();
    },
    /**
     * Shows whether this binding's identity survived the last render.
     * @param {Omit<import("./types.js").IdentityReport, "id">} report
     */
    showIdentity(report) {
      identity.hidden = false;
      identity.className = `identity-state ${report.stable ? "stable" : "new"}`;
      identity.textContent = report.stable ? "identity stable" : "new identity";
      identity.title = `now: ${report.identity}\nbefore: ${report.previousIdentity ?? "(first render)"}`;
    },
  };
}
