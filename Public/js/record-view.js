// @ts-check
// What a root and the rows of its bindings show of the log: a committed write moves the root
// (the picture glides with the committed animation or jumps) and says why, the row it went
// through shows its badge, and the other rows learn that a refusal of theirs is history; a
// reset or restore sets the root outside any binding. A scene card and the lab's binding show
// their records through this one view.

import { describeMotion, transactionOutcome } from "./transaction-outcome.js";
import { slowMotionNote } from "./animation.js";
import { playbackRate } from "./preferences.js";
import { showValue } from "./swift-values.js";
import { rootChangeText } from "./root-change.js";

/** @typedef {import("./types.js").WriteRecord} WriteRecord */
/** @typedef {import("./types.js").RootChange} RootChange */
/** @typedef {ReturnType<typeof import("./binding-row.js").createBindingRow>} BindingRow */
/** @typedef {ReturnType<typeof import("./visual.js").createVisual>} Visual */

/**
 * @param {{scene: string, rootType: string, rows: Map<string, BindingRow>, visual: Visual, rootValue: HTMLElement,
 *   motion: HTMLElement, root: any}} parts `root` is the value the root starts with
 */
export function createRecordView({ scene, rootType, rows, visual, rootValue, motion, root }) {
  let currentRoot = root;

  function showRoot(/** @type {any} */ value, /** @type {any} */ animation) {
    currentRoot = value;
    rootValue.textContent = showValue(value, rootType);
    visual?.show(value, animation);
  }

  /** Rows whose refusal predates `sequence` learn that the state has changed since. */
  function tellRows(/** @type {number} */ sequence, /** @type {string} */ change, /** @type {string | null} */ except) {
    for (const [id, row] of rows) if (id !== except) row.sceneChanged(sequence, change);
  }

  showRoot(root, null);
  return {
    showRoot,
    /** The root value shown now. */
    currentRoot: () => currentRoot,
    /** Shows the values the bindings read now (and the root, when given), without animating. */
    showState(/** @type {{bindings: {id: string, value: any}[], root?: {value: any}}} */ state) {
      if (state.root) showRoot(state.root.value, null);
      for (const info of state.bindings) rows.get(info.id)?.showValue(info.value);
    },
    /**
     * Shows a committed write: when it is the scene's newest news (`live`) the root moves and the
     * motion says why; the row shows its badge either way (a record from the backlog is history).
     */
    showRecord(/** @type {WriteRecord} */ record, /** @type {boolean} */ live) {
      if (live) {
        const outcome = transactionOutcome(record);
        showRoot(record.root.after, outcome.committed);
        motion.textContent = describeMotion(record, outcome) + slowMotionNote(outcome.committed, playbackRate());
      }
      rows.get(record.binding)?.showRecord(record, live);
      if (!record.noOp) tellRows(record.sequence, `#${record.sequence} through ${record.binding} changed the root to ${showValue(record.root.after, rootType)}`, record.binding);
    },
    /**
     * Shows a reset or restore of this root: it jumps, as no binding wrote it. A reset clears the
     * rows' badges and refusals; after a restore a reset badge says what set the root, and
     * refusals say what changed it.
     */
    showRootChange(/** @type {RootChange} */ entry, /** @type {boolean} */ live) {
      const after = entry.roots.after[scene];
      if (live) {
        showRoot(after, null);
        motion.textContent = `#${entry.sequence}: ${rootChangeText(entry)} (it jumps: no binding wrote it)`;
      }
      if (entry.entry === "reset") {
        for (const row of rows.values()) row.reset(entry.sequence);
      } else {
        const change = `#${entry.sequence} restored the root to ${showValue(after, rootType)}`;
        tellRows(entry.sequence, change, null);
        for (const row of rows.values()) row.restored(entry.sequence, `⟲ restored: no write since`);
      }
    },
    /** Shows a refused write through `bindingId`, made after the scene's entry `after`. */
    showRejection(/** @type {string} */ bindingId, /** @type {string} */ reason, /** @type {number} */ after) {
      rows.get(bindingId)?.showRejection(reason, after);
    },
    /** Forgets what the rows have seen (the server restarted and counts from zero again). */
    forgetSequence() {
      for (const row of rows.values()) row.forgetSequence();
    },
  };
}
