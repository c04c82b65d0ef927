// @ts-check
// The event stream (`GET /api/events`). EventSource retries by itself after network errors;
// when the browser gives up (the server answered something else while restarting) this
// reconnects with a growing delay. Every (re)connection starts with a snapshot. Every event the
// server sends has its handler here, so a page cannot miss one (the shell gives them all).

/** @typedef {import("./types.js").Snapshot} Snapshot */
/** @typedef {import("./types.js").LogEntry} LogEntry */
/** @typedef {import("./types.js").RenderReport} RenderReport */
/** @typedef {import("./types.js").Presentation} Presentation */
/** @typedef {import("./types.js").LabEvent} LabEvent */
/** @typedef {import("./types.js").WhoWinsRecord} WhoWinsRecord */
/** @typedef {import("./types.js").Redraws} Redraws */
/** @typedef {import("./types.js").TrappedWrite} TrappedWrite */
/** @typedef {import("./types.js").RejectedWrite} RejectedWrite */
/**
 * @typedef {{
 *   status: (text: string, live: boolean) => void,
 *   snapshot: (snapshot: Snapshot) => void,
 *   entry: (entry: LogEntry) => void,
 *   render: (report: RenderReport) => void,
 *   lesson: (presentation: Presentation) => void,
 *   lab: (event: LabEvent) => void,
 *   whoWins: (record: WhoWinsRecord) => void,
 *   redraws: (tree: Redraws) => void,
 *   trap: (record: TrappedWrite) => void,
 *   rejected: (record: RejectedWrite) => void,
 * }} LiveHandlers `entry` takes commits, resets and restores alike
 */

import { parseJSON } from "./json.js";

const MAX_DELAY_MS = 10_000;

/**
 * Connects and keeps connecting.
 * @param {LiveHandlers} handlers
 */
export function connectLive(handlers) {
  let delay = 500;
  /** @type {EventSource | null} */
  let source = null;

  /**
   * @param {EventSource} events
   * @param {string} name
   * @param {(data: any) => void} handler
   */
  function listen(events, name, handler) {
    events.addEventListener(name, (event) => handler(parseJSON(/** @type {MessageEvent} */ (event).data)));
  }

  function open() {
    const events = new EventSource("/api/events");
    source = events;
    handlers.status("connecting…", false);
    events.addEventListener("open", () => { delay = 500; handlers.status("live", true); });
    listen(events, "snapshot", handlers.snapshot);
    for (const name of ["commit", "reset", "restore"]) listen(events, name, handlers.entry);
    listen(events, "render", handlers.render);
    listen(events, "lesson", handlers.lesson);
    listen(events, "lab", handlers.lab);
    listen(events, "whoWins", handlers.whoWins);
    listen(events, "redraws", handlers.redraws);
    listen(events, "trap", handlers.trap);
    listen(events, "rejected", handlers.rejected);
    events.addEventListener("error", () => {
      if (events.readyState === EventSource.CLOSED) {
        handlers.status(`disconnected, retrying in ${Math.round(delay / 1000)} s`, false);
        setTimeout(open, delay);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      } else {
        handlers.status("reconnecting…", false);
      }
    });
  }

  open();
  window.addEventListener("pagehide", () => source?.close());
}
