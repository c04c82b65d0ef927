// @ts-check
// What every page of the playground has, set up once here: the event stream feeding the store,
// the connection status, the presenter's rights (share mode's token, kept across the
// presenter's pages and taken again when the presenter URL is opened in a tab), a notice where
// the teacher looks, and the Recording menu. A page builds its own views, subscribes them to the
// store, and calls `connect`; a new page gets all of this by doing the same.

import { connectLive } from "./live.js";
import { rejectionOf } from "./store.js";
import { setWritable } from "./access.js";
import { readAccess, watchAddressForToken } from "./session.js";
import { createRecordingTools } from "./recording.js";
import { el } from "./dom.js";

/** @typedef {import("./store.js").Store} Store */
/** @typedef {import("./sync.js").Sync} Sync */
/** @typedef {import("./recording.js").LessonStarter} LessonStarter */

/**
 * Sets up the shell of the page whose knowledge is `store`.
 * @param {Store} store
 */
export function createShell(store) {
  const statusNode = /** @type {HTMLElement} */ (document.getElementById("live-status"));
  const noticeText = el("span", { class: "page-notice-text" });
  const noticeNode = el("p", { id: "page-notice", class: "access-note page-notice", role: "alert", hidden: true },
    noticeText, " ",
    el("button", { type: "button", class: "secondary small", text: "Dismiss", on: { click: () => { noticeNode.hidden = true; } } }));
  document.querySelector("header.top")?.append(noticeNode);
  store.on.access((access) => setWritable(access.writable, access.reason, access.shared));

  /** Asks the server whether this page may write; resolves whether it answered. */
  async function refreshAccess() {
    const access = await readAccess();
    if (access) store.setAccess(access);
    return access !== null;
  }
  watchAddressForToken(() => { refreshAccess(); });

  /** Shows `text` below the toolbar, where the teacher looks, until it is dismissed or replaced. */
  function notice(/** @type {string} */ text) {
    noticeText.textContent = text;
    noticeNode.hidden = false;
  }

  /** Says how the event stream is. */
  function status(/** @type {string} */ text, live = false) {
    statusNode.textContent = text;
    statusNode.classList.toggle("live", live);
  }

  return {
    status,
    refreshAccess,
    notice,
    /**
     * Adds the Recording menu to the page's teaching tools (when it has them) and follows the event stream: each
     * (re)connection refreshes the access, catches up with the log and runs the page's own
     * `catchUp`; then the page is ready (tests wait for the body's `ready` class).
     * @param {{sync: Sync, catchUp?: () => Promise<void>, lessons?: () => LessonStarter | null}} page
     */
    connect({ sync, catchUp = async () => {}, lessons = () => null }) {
      // A page without teaching tools (an embed) has no Recording menu.
      const tools = document.getElementById("teaching-tools");
      if (tools) createRecordingTools({ store, accept: sync.entry, notice, lessons }, tools);
      connectLive({
        status,
        snapshot: async (snapshot) => {
          await Promise.all([
            refreshAccess(),  // a restarted server may have a new token, or none
            sync.snapshot(snapshot).catch(() => status("resynchronising failed; waiting for the next event")),
            catchUp(),
          ]);
          document.body.classList.add("ready");
        },
        entry: sync.entry,
        render: store.render,
        lesson: store.presentation,
        whoWins: store.whoWins,
        redraws: store.redraws,
        trap: store.trap,
        rejected: (record) => store.rejection(rejectionOf(record)),
        lab: (event) => {
          if (event.action === "created" && event.binding) store.lab(event.binding);
          else if (event.action === "deleted") store.labDeleted(event.id);
        },
      });
    },
  };
}
