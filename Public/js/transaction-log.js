// @ts-check
// The live transaction log: one line per entry (a committed write from any open page or curl,
// a reset, a restore), plus render markers, newest first. It keeps the entries it shows, in
// sequence order, for whoever steps through them (replay, export), and can show one scene's only.

import { el } from "./dom.js";
import { logEntryView } from "./log-entry.js";
import { precisionNote } from "./round-trip.js";

const MAX_ENTRIES = 200;

/**
 * Builds the log bound to the `<ol>` element `list`.
 * @param {HTMLElement} list
 */
export function createTransactionLog(list) {
  /** @type {Map<number, import("./types.js").LogEntry>} */
  const records = new Map();
  // The one explanation of the "≈" marks, before the entries, once one is shown.
  const note = precisionNote();
  note.hidden = true;
  list.before(note);
  /** @type {string|null} */
  let scene = null;

  // A reset or restore lists its scenes; a render marker names none and shows everywhere.
  const matches = (/** @type {HTMLElement} */ item) => {
    if (scene === null) return true;
    if (item.dataset.scenes !== undefined) return item.dataset.scenes === "" || item.dataset.scenes.split(" ").includes(scene);
    return !item.dataset.scene || item.dataset.scene === scene;
  };

  // Answers to this page's own writes and events from the stream can arrive in either
  // order; records are kept sorted by sequence, markers stay where they were added.
  /**
   * @param {HTMLElement} item
   * @param {number} [sequence]
   */
  function add(item, sequence) {
    const before = sequence === undefined ? list.firstElementChild
      : [.../** @type {HTMLCollectionOf<HTMLElement>} */ (list.children)].find((child) => !child.dataset.sequence || Number(child.dataset.sequence) < sequence);
    item.hidden = !matches(item);
    list.insertBefore(item, before ?? null);
    for (let last = /** @type {HTMLElement|null} */ (list.lastElementChild); last && list.children.length > MAX_ENTRIES;
      last = /** @type {HTMLElement|null} */ (list.lastElementChild)) {
      records.delete(Number(last.dataset.sequence));
      last.remove();
    }
  }
  return {
    /**
     * Adds a log entry: a committed WriteRecord, a ResetRecord or a RestoreRecord.
     * @param {import("./types.js").LogEntry} record
     */
    addRecord(record) {
      records.set(record.sequence, record);
      const view = logEntryView(record);
      add(view, record.sequence);
      if (view.querySelector(".verdict.precision")) note.hidden = false;
    },
    /**
     * Adds a marker line that is no entry of the log, e.g. "render #2".
     * @param {string} text
     */
    addMarker(text) {
      add(el("li", { class: "entry marker", text }));
    },
    /** Removes every line (the server restarted with a fresh log). */
    clear() {
      records.clear();
      list.replaceChildren();
    },
    /**
     * Shows only scene `id`'s writes (and the markers), or every write for null.
     * @param {string|null} id
     */
    showScene(id) {
      scene = id;
      for (const item of /** @type {HTMLCollectionOf<HTMLElement>} */ (list.children)) item.hidden = !matches(item);
    },
    /** The entries shown, oldest first. */
    records() {
      return [...records.values()].sort((a, b) => a.sequence - b.sequence);
    },
  };
}
