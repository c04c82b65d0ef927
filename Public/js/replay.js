// @ts-check
// Replay: step back and forward through the log, each step running its
// entry's motion again on the scene's picture, from the root before to the root after, with the
// animation that entry committed (a reset or restore jumps, as it did). "Restore to here" sets
// the roots to their values after the entry shown, as a new logged entry: history is never
// rewritten and the sequence stays gapless. Replaying changes nothing on the server; only the
// restore does, so viewers may replay on their own page but not restore.

import { api } from "./api.js";
import { el, byId } from "./dom.js";
import { markWrites } from "./access.js";
import { logEntryView } from "./log-entry.js";
import { describeMotion, transactionOutcome } from "./transaction-outcome.js";
import { isRootChange, rootChangeText } from "./root-change.js";

const MARK = "replaying";

/**
 * Builds the Replay toggle (in the toolbar group `tools`) and the replay bar.
 * @param {{
 *   cards: Map<string, {visual: ReturnType<typeof import("./visual.js").createVisual>, currentRoot: () => any}>,
 *   rowsById: Map<string, {node: HTMLElement}>,
 *   log: {records: () => import("./types.js").LogEntry[]},
 *   navigator: {show: (id: string) => void},
 * }} page the page's cards, rows, log and navigator
 * @param {{entry: (entry: import("./types.js").LogEntry) => void}} actions
 * @param {HTMLElement} tools
 */
export function createReplay(page, actions, tools) {
  const toggle = el("button", { type: "button", id: "replay-toggle", class: "secondary", "aria-pressed": "false",
    "aria-controls": "replay-bar", text: "Replay" });
  tools.append(toggle);
  const position = el("p", { class: "replay-position", role: "status" });
  const shownEntry = el("ol", { class: "log replay-entry", "aria-label": "The entry replayed" });
  const motion = el("p", { class: "replay-motion" });
  const status = el("p", { class: "replay-status", role: "status" });
  const button = (/** @type {string} */ text, /** @type {string} */ label, /** @type {() => void} */ onClick) => el("button", { type: "button", class: "secondary", text, "aria-label": label, on: { click: onClick } });
  const earlier = button("◀ Earlier", "Replay the previous entry", () => step(-1));
  const later = button("Later ▶", "Replay the next entry", () => step(1));
  const again = button("Again", "Replay this entry again", () => play());
  const restore = markWrites(button("Restore to here", "Set the roots to their values after this entry, as a new entry", () => restoreHere()));
  const stop = button("Done", "Leave replay", () => close());
  const bar = el("section", { id: "replay-bar", class: "replay-bar", "aria-label": "Replay", hidden: true },
    el("div", { class: "replay-head" }, el("h2", { text: "Replay" }), position,
      el("div", { class: "replay-nav" }, earlier, later, again, restore, stop)),
    shownEntry, motion, status);
  byId("lesson-slot", HTMLElement).after(bar);

  /** @type {number | null} the entry replayed */
  let sequence = null;

  const entries = () => page.log.records();
  const index = () => entries().findIndex((entry) => entry.sequence === sequence);

  function unmark() {
    for (const node of document.querySelectorAll(`.${MARK}`)) node.classList.remove(MARK);
  }

  /** Runs the entry's motion again and says what it was. */
  function play() {
    const all = entries();
    const at = index();
    const entry = all[at];
    if (!entry) return;
    unmark();
    position.textContent = `#${entry.sequence}: entry ${at + 1} of ${all.length} in the log`;
    shownEntry.replaceChildren(logEntryView(entry));
    earlier.disabled = at === 0;
    later.disabled = at === all.length - 1;
    document.querySelector(`#log [data-sequence="${entry.sequence}"]`)?.classList.add(MARK);
    if (isRootChange(entry)) {
      if (entry.scenes.length) page.navigator.show(entry.scenes[0]);
      for (const scene of entry.scenes) page.cards.get(scene)?.visual?.play(entry.roots.before[scene], entry.roots.after[scene], null);
      motion.textContent = `${rootChangeText(entry)}: the roots jump, as no binding wrote them.`;
    } else {
      page.navigator.show(entry.scene);
      page.rowsById.get(entry.binding)?.node.classList.add(MARK);
      const outcome = transactionOutcome(entry);
      // On the next frame, after the scene is shown, so the motion is seen from its start.
      requestAnimationFrame(() => page.cards.get(entry.scene)?.visual?.play(entry.root.before, entry.root.after, outcome.committed));
      motion.textContent = describeMotion(entry, outcome);
    }
  }

  function step(/** @type {number} */ delta) {
    const all = entries();
    const next = all[index() + delta];
    if (!next) return;
    sequence = next.sequence;
    status.textContent = "";
    play();
  }

  function open() {
    const all = entries();
    if (!all.length) {
      status.textContent = "";
      toggle.setAttribute("aria-pressed", "false");
      return;
    }
    sequence = all[all.length - 1].sequence;
    bar.hidden = false;
    toggle.setAttribute("aria-pressed", "true");
    status.textContent = "The pictures replay the entry; values and badges stay as they are now.";
    play();
  }

  /** Leaves replay: the pictures show the roots as they are now. */
  function close() {
    bar.hidden = true;
    sequence = null;
    unmark();
    toggle.setAttribute("aria-pressed", "false");
    for (const card of page.cards.values()) card.visual?.show(card.currentRoot(), null);
  }

  async function restoreHere() {
    const target = sequence;
    if (target === null) return;
    const answer = await api.restore({ sequence: target }).catch(() => null);
    if (!answer?.ok) {
      status.textContent = `Could not restore: ${answer?.body?.error?.message ?? "the server did not answer"}.`;
      return;
    }
    actions.entry(answer.body);
    sequence = answer.body.sequence;
    play();
    status.textContent = `Restored the roots after #${target} as a new entry, #${answer.body.sequence}; the entries between are kept.`;
  }

  toggle.addEventListener("click", () => (bar.hidden ? open() : close()));
  return { open, close, step, current: () => sequence };
}
