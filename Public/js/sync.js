// Keeps the cards, the log and the identity panel in step with the server, whatever the
// source of news: this page's own answers, the event stream, or a resynchronisation. The log's
// entries are writes, resets and restores in one sequence; the rows show what the log says
// (defect 5 of issue 17), also for a page opened after writes or a reset.

import { api } from "./api.js";
import { isRootChange } from "./root-change.js";

// A commit changes its scene's root, so the scene's other bindings may read new values. The page
// re-reads the values of the scenes that had commits at most this often while writes keep coming
// (a dragged slider's twins follow the root live), and once more after the last write. Each read
// is one scene's values alone (GET /api/scenes/{id}/values): every open page of a room does this
// during a drag, and re-reading every scene made such a room the server's heaviest load
// (RELIABILITY.md, "following").
const REFRESH_INTERVAL_MS = 80;
const BACKLOG = 100;

/**
 * @param {{cards: Map, rowsById: Map, log: Object, identity: Object, status: (text: string) => void}} page
 */
export function createSync(page) {
  const seen = new Set();
  let latestSequence = 0;
  let lastRender = 0;
  let refreshTimer = null;
  let refreshAgain = false;
  /** Scenes with a commit since the last refresh. */
  const touched = new Set();
  /** By scene id, the sequence of the values shown, so a slow answer cannot undo a newer one. */
  const valuesSequence = new Map();

  function remember(sequence) {
    seen.add(sequence);
    if (seen.size > 2000) seen.delete(seen.values().next().value);
    latestSequence = Math.max(latestSequence, sequence);
  }

  function showValues(scene, sequence) {
    if (sequence < (valuesSequence.get(scene.id) ?? -1)) return;
    valuesSequence.set(scene.id, sequence);
    page.cards.get(scene.id)?.showValues(scene);
  }

  async function refresh() {
    const scenes = [...touched];
    touched.clear();
    await Promise.all(scenes.map(async (id) => {
      const answer = await api.sceneValues(id).catch(() => null);
      if (answer?.ok) showValues(answer.body, answer.body.sequence);
    }));
  }

  /** The scenes whose roots an entry changed: a write's one scene, or those a reset or restore set. */
  function scenesOf(entry) {
    return isRootChange(entry) ? entry.scenes : [entry.scene];
  }

  /**
   * Re-reads the values of the scenes an entry changed, throttled: one read per scene and
   * interval however many entries arrive, and one after the last of them.
   */
  function scheduleRefresh(scenes) {
    for (const scene of scenes) touched.add(scene);
    if (refreshTimer !== null) { refreshAgain = true; return; }
    const tick = async () => {
      refreshAgain = false;
      await refresh();
      refreshTimer = refreshAgain ? setTimeout(tick, REFRESH_INTERVAL_MS) : null;
    };
    refreshTimer = setTimeout(tick, REFRESH_INTERVAL_MS);
  }

  async function resync() {
    const answer = await api.scenes();
    if (!answer.ok) throw new Error(`GET /api/scenes answered ${answer.status}`);
    for (const scene of answer.body.scenes) {
      valuesSequence.set(scene.id, answer.body.sequence);
      page.cards.get(scene.id)?.showScene(scene, answer.body.sequence);
    }
    return answer.body.sequence;
  }

  /** Shows one log entry on the cards and in the log, once per sequence. */
  function show(entry) {
    if (seen.has(entry.sequence)) return false;
    remember(entry.sequence);
    if (isRootChange(entry)) {
      for (const card of page.cards.values()) card.showRootChange(entry);
    } else {
      page.cards.get(entry.scene)?.showRecord(entry);
    }
    page.log.addRecord(entry);
    return true;
  }

  /** The entries after `since`, oldest first, shown as they happened (the roots are already current). */
  async function loadBacklog(since) {
    const answer = await api.transactions(since, BACKLOG);
    if (!answer.ok) return;
    for (const entry of answer.body.entries) show(entry);
  }

  return {
    /** A log entry (a committed write, a reset, a restore), from an answer or the stream; each sequence is shown once. */
    entry(entry) {
      if (show(entry)) scheduleRefresh(scenesOf(entry));
    },
    /** The stream (re)connected: catch up with everything missed while away. */
    async snapshot(snapshot) {
      if (snapshot.sequence < latestSequence) {
        // A restarted server counts from zero: start a fresh history.
        seen.clear();
        latestSequence = 0;
        lastRender = 0;
        page.log.clear();
        page.log.addMarker("server restarted");
        for (const card of page.cards.values()) card.forgetSequence();
      }
      // The newest entries missed while away (or before this page opened), at most BACKLOG.
      const since = Math.max(latestSequence, snapshot.sequence - BACKLOG, 0);
      await resync();
      await loadBacklog(since);
      latestSequence = Math.max(latestSequence, snapshot.sequence);
    },
    /** A RenderReport, from an answer or the stream; each render is shown once. */
    render(report) {
      if (report.render === lastRender) return;
      lastRender = report.render;
      page.identity.show(report);
      for (const binding of report.bindings) page.rowsById.get(binding.id)?.showIdentity(binding);
      page.log.addMarker(`render #${report.render}`);
    },
    resync,
  };
}
