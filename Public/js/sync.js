// @ts-check
// Feeds the store from the server: this page's own answers, the event stream, a
// resynchronisation (the scenes as they are), and the backlog of entries missed while away.
// The log's entries are writes, resets and restores in one sequence.

import { api } from "./api.js";
import { scenesOf } from "./store.js";

/** @typedef {import("./store.js").Store} Store */
/** @typedef {import("./types.js").LogEntry} LogEntry */
/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Snapshot} Snapshot */
/** @typedef {{id: string, bindings: {id: string, value: any}[], root?: {type: string, value: any}}} SceneState */

// A commit changes its scene's root, so the scene's other bindings may read new values. The page
// re-reads the values of the scenes that had commits at most this often while writes keep coming
// (a dragged slider's twins follow the root live), and once more after the last write. Each read
// is one scene's values alone (GET /api/scenes/{id}/values): every open page of a room does this
// during a drag, and re-reading every scene made such a room the server's heaviest load
// (RELIABILITY.md, "following").
const REFRESH_INTERVAL_MS = 80;
const BACKLOG = 100;

/**
 * @param {Store} store
 * @param {{scene: (state: SceneState, rootToo: boolean) => void} | null} show draws a scene's state
 *   once the store has checked it is not older than what the page shows; null on a page without
 *   the playground's scenes (the lab), which then reads only the log
 */
export function createSync(store, show) {
  /** @type {ReturnType<typeof setTimeout> | null} */
  let refreshTimer = null;
  let refreshAgain = false;
  /** @type {Set<string>} scenes with a commit since the last refresh */
  const touched = new Set();

  async function refresh() {
    const scenes = [...touched];
    touched.clear();
    await Promise.all(scenes.map(async (id) => {
      const answer = await api.sceneValues(id).catch(() => null);
      if (answer?.ok && store.advance(id, answer.body.sequence)) show?.scene(answer.body, false);
    }));
  }

  /**
   * Re-reads the values of the scenes an entry changed, throttled: one read per scene and
   * interval however many entries arrive, and one after the last of them.
   */
  function scheduleRefresh(/** @type {string[]} */ scenes) {
    if (!show) return;
    for (const scene of scenes) if (!scene.startsWith("lab-")) touched.add(scene);
    if (!touched.size) return;
    if (refreshTimer !== null) { refreshAgain = true; return; }
    const tick = async () => {
      refreshAgain = false;
      await refresh();
      refreshTimer = refreshAgain ? setTimeout(tick, REFRESH_INTERVAL_MS) : null;
    };
    refreshTimer = setTimeout(tick, REFRESH_INTERVAL_MS);
  }

  /** Shows every scene as it is now; resolves to the sequence it is as of. */
  async function resync() {
    if (!show) return store.latest();
    const answer = await api.scenes();
    if (!answer.ok) throw new Error(`GET /api/scenes answered ${answer.status}`);
    for (const scene of answer.body.scenes) if (store.advance(scene.id, answer.body.sequence)) show.scene(scene, true);
    return answer.body.sequence;
  }

  /** The entries after `since`, oldest first, shown as they happened (the roots are already current). */
  async function loadBacklog(/** @type {number} */ since) {
    const answer = await api.transactions(since, BACKLOG);
    if (!answer.ok) return;
    for (const entry of answer.body.entries) store.receive(entry);
  }

  return {
    /** A log entry (a committed write, a reset, a restore), from an answer or the stream. */
    entry(/** @type {LogEntry} */ entry) {
      if (store.receive(entry)) scheduleRefresh(scenesOf(entry));
    },
    /** The stream (re)connected: catch up with everything missed while away. */
    async snapshot(/** @type {Snapshot} */ snapshot) {
      if (snapshot.sequence < store.latest()) store.restart();  // a restarted server counts from zero
      // The newest entries missed while away (or before this page opened), at most BACKLOG.
      const since = Math.max(store.latest(), snapshot.sequence - BACKLOG, 0);
      await resync();
      await loadBacklog(since);
    },
    resync,
  };
}

/** @typedef {ReturnType<typeof createSync>} Sync */
