// The event stream (`GET /api/events`). EventSource retries by itself after network errors;
// when the browser gives up (the server answered something else while restarting) this
// reconnects with a growing delay. Every (re)connection starts with a snapshot.

import { parseJSON } from "./json.js";

const MAX_DELAY_MS = 10_000;

/**
 * Connects and keeps connecting.
 * @param {{snapshot, commit, reset, restore, render, lesson, status, lab?}} handlers `status(text, live)`
 *   describes the connection; `lab` (optional) gets the lab's events.
 */
export function connectLive(handlers) {
  let delay = 500;
  let source = null;

  function open() {
    source = new EventSource("/api/events");
    handlers.status("connecting…", false);
    source.addEventListener("open", () => { delay = 500; handlers.status("live", true); });
    source.addEventListener("snapshot", (event) => handlers.snapshot(parseJSON(event.data)));
    source.addEventListener("commit", (event) => handlers.commit(parseJSON(event.data)));
    source.addEventListener("reset", (event) => handlers.reset(parseJSON(event.data)));
    source.addEventListener("restore", (event) => handlers.restore(parseJSON(event.data)));
    source.addEventListener("render", (event) => handlers.render(parseJSON(event.data)));
    source.addEventListener("lesson", (event) => handlers.lesson(parseJSON(event.data)));
    if (handlers.lab) source.addEventListener("lab", (event) => handlers.lab(parseJSON(event.data)));
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) {
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
