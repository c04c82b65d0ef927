// @ts-check
// The teaching tools: a reset button per scene, lessons the presenter steps through and every
// page follows, and replay of the log (the shell adds recordings).
// The toolbar's "Teaching tools" group holds the page-wide ones.

import { api } from "./api.js";
import { addSceneReset } from "./scene-reset.js";
import { createLessons } from "./lessons.js";
import { createReplay } from "./replay.js";
import { dockPanels } from "./dock.js";

/**
 * Sets the tools up once the cards and the navigator exist.
 * @param {import("./lessons.js").LessonPage & {cards: Map<string, any>, log: any}} page the page's cards, rows, log and navigator
 * @param {Omit<import("./lessons.js").LessonActions, "reset" | "restore"> & {entry: (entry: import("./types.js").LogEntry) => void, resync: () => Promise<number>}} actions
 * @returns {{lessons: ReturnType<typeof createLessons>, replay: ReturnType<typeof createReplay>, resync: () => Promise<void>}}
 */
export function setUpTeaching(page, actions) {
  const tools = /** @type {HTMLElement} */ (document.getElementById("teaching-tools"));
  /**
   * Resets `scenes` (every scene when omitted) and shows the entry; resolves whether it did.
   * @param {string[]} [scenes]
   */
  const reset = async (scenes) => {
    const answer = await api.reset(scenes).catch(() => null);
    if (answer?.ok) actions.entry(answer.body);
    return { accepted: Boolean(answer?.ok), reason: answer && !answer.ok ? answer.body.error?.message : undefined };
  };
  /**
   * Sets the roots a lesson step gives, as a restore does, and shows the entry.
   * @param {Record<string, unknown>} roots
   */
  const restore = async (roots) => {
    const answer = await api.restore({ roots }).catch(() => null);
    if (answer?.ok) actions.entry(answer.body);
    return { accepted: Boolean(answer?.ok) };
  };
  for (const card of page.cards.values()) addSceneReset(card, reset);
  const lessons = createLessons(page, { ...actions, reset, restore }, tools);
  const replay = createReplay(page, actions, tools);
  const panel = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  dockPanels({ "--lesson-height": panel("lesson-slot"), "--replay-height": panel("replay-bar") });
  return {
    lessons,
    replay,
    /** After a (re)connection: the lesson list and the step shown may have changed. */
    resync: () => lessons.resync().catch(() => {}),
  };
}
