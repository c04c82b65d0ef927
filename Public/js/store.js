// @ts-check
// What a page knows of the server: the log entries it has seen, how far each scene's root and
// values are shown, the lab bindings, the lesson shown, and whether this page may write. Every
// answer and every event goes through here (sync.js feeds it), and the one sequence check lives
// here: an entry is news once, and a scene shows nothing older than what it already shows.
// Views subscribe and render what the store tells them.

import { isUnloggedWrite, unloggedScene } from "./unlogged-write.js";
import { stringifyJSON } from "./json.js";

/** @typedef {import("./types.js").LogEntry} LogEntry */
/** @typedef {import("./types.js").RenderReport} RenderReport */
/** @typedef {import("./types.js").LabBinding} LabBinding */
/** @typedef {import("./types.js").LabDefinition} LabDefinition */
/** @typedef {import("./types.js").Presentation} Presentation */
/** @typedef {import("./types.js").WhoWinsRecord} WhoWinsRecord */
/** @typedef {import("./types.js").Redraws} Redraws */
/** @typedef {import("./types.js").TrappedWrite} TrappedWrite */
/** @typedef {{writable: boolean, shared: boolean, reason: string}} Access */
/** @typedef {import("./types.js").RejectedWrite} RejectedWrite */
/**
 * @typedef {{bindingId: string, reason: string, status: number, body: Object<string, any>, after?: number}} Rejection
 *   `body`: the write's request body; `after`: the log entry the refused write followed, when known (a `rejected` event's)
 */

const REMEMBERED_ENTRIES = 2000;
/** How long a refusal shown from one of its two copies (answer, event) waits for the other. */
const REFUSAL_ECHO_MS = 10_000;

/**
 * A `rejected` event as the page's answer path would have told it (write.js).
 * @param {RejectedWrite} record
 * @returns {Rejection}
 */
export function rejectionOf(record) {
  /** @type {{value: any, transaction?: any}} */
  const body = { value: record.value.written };
  if (record.transaction.ambient) body.transaction = record.transaction.ambient;
  return { bindingId: record.binding, reason: `${record.reason} (HTTP 422)`, status: 422, body, after: record.after };
}

/**
 * @template T
 * @returns {{add: (listener: (value: T) => void) => void, emit: (value: T) => void}}
 */
function channel() {
  /** @type {((value: T) => void)[]} */
  const listeners = [];
  return {
    add: (listener) => { listeners.push(listener); },
    emit: (value) => { for (const listener of listeners) listener(value); },
  };
}

/**
 * The scenes an entry is about: a write's one scene, those a reset or restore set, or the one a
 * refused or trapped write left as it was.
 */
export function scenesOf(/** @type {import("./types.js").RecordingEntry} */ entry) {
  if (entry.entry === undefined) return [entry.scene];
  return isUnloggedWrite(entry) ? [unloggedScene(entry)] : entry.scenes;
}

export function createStore() {
  /** Sequences of the entries seen, so one that arrives twice (answer and event) is news once. */
  const seen = new Set();
  let latest = 0;
  /** By scene id: the sequence of the root and values shown. */
  const shown = new Map();
  let lastRender = 0;
  /** @type {Map<string, LabBinding>} every lab binding this page has seen, deleted ones too (a recording needs their definitions) */
  const labs = new Map();
  /** @type {Presentation} */
  let lesson = { lesson: null, step: 0, revision: 0 };
  /** @type {Access} */
  let access = { writable: true, shared: false, reason: "" };
  /**
   * Refusals shown from the answer or the event, whichever came first, waiting for the other
   * copy of the same refusal so the page shows it once.
   * @type {{key: string, fromEvent: boolean, at: number}[]}
   */
  let refusalsAwaitingEcho = [];

  const channels = {
    /** @type {ReturnType<typeof channel<{entry: LogEntry, live: (scene: string) => boolean}>>} */
    entry: channel(),
    /** @type {ReturnType<typeof channel<void>>} */
    restart: channel(),
    /** @type {ReturnType<typeof channel<RenderReport>>} */
    render: channel(),
    /** @type {ReturnType<typeof channel<Rejection>>} */
    rejection: channel(),
    /** @type {ReturnType<typeof channel<{action: "created" | "deleted", id: string, binding: LabBinding | null}>>} */
    lab: channel(),
    /** @type {ReturnType<typeof channel<Presentation>>} */
    lesson: channel(),
    /** @type {ReturnType<typeof channel<Access>>} */
    access: channel(),
    /** @type {ReturnType<typeof channel<WhoWinsRecord>>} */
    whoWins: channel(),
    /** @type {ReturnType<typeof channel<Redraws>>} */
    redraws: channel(),
    /** @type {ReturnType<typeof channel<TrappedWrite>>} */
    trap: channel(),
  };

  /**
   * The one sequence check: whether news about `scene` as of `sequence` is newer than what the
   * page shows of it (a state read at that sequence may also be as new); if so, the scene shows
   * it from now on.
   * @param {string} scene
   * @param {number} sequence
   * @param {"entry" | "state"} news an entry moves the root once; a state may be read again
   */
  function advance(scene, sequence, news = "state") {
    const current = shown.get(scene) ?? -1;
    if (news === "entry" ? sequence <= current : sequence < current) return false;
    shown.set(scene, sequence);
    return true;
  }

  return {
    advance,
    /** The sequence a scene's root and values are shown as of (-1 before any). */
    shownAt: (/** @type {string} */ scene) => shown.get(scene) ?? -1,
    /** The newest sequence the page has seen. */
    latest: () => latest,
    /**
     * A log entry from an answer, the stream or the backlog. Returns false when it was seen
     * before; otherwise listeners learn it with `live(scene)`: whether it is the newest news of
     * that scene (the root moves) or history (only the log and the badges take it).
     */
    receive(/** @type {LogEntry} */ entry) {
      if (seen.has(entry.sequence)) return false;
      seen.add(entry.sequence);
      if (seen.size > REMEMBERED_ENTRIES) seen.delete(seen.values().next().value);
      latest = Math.max(latest, entry.sequence);
      const live = new Map(scenesOf(entry).map((scene) => [scene, advance(scene, entry.sequence, "entry")]));
      channels.entry.emit({ entry, live: (scene) => live.get(scene) ?? false });
      return true;
    },
    /** The server counts from zero again (it restarted): forget every sequence. */
    restart() {
      seen.clear();
      shown.clear();
      latest = 0;
      lastRender = 0;
      channels.restart.emit();
    },
    /** A RenderReport; each render is news once. */
    render(/** @type {RenderReport} */ report) {
      if (report.render === lastRender) return;
      lastRender = report.render;
      channels.render.emit(report);
    },
    /**
     * A write the server refused (or could not be sent). A binding's refusal (422) comes twice
     * to the page that wrote: as its answer and as the `rejected` event; the second is dropped.
     */
    rejection(/** @type {Rejection} */ rejection) {
      if (rejection.status === 422) {
        const key = stringifyJSON([rejection.bindingId, rejection.reason, rejection.body?.value ?? null]);
        const fromEvent = rejection.after !== undefined;
        const now = Date.now();
        refusalsAwaitingEcho = refusalsAwaitingEcho.filter((waiting) => now - waiting.at < REFUSAL_ECHO_MS);
        const echo = refusalsAwaitingEcho.findIndex((waiting) => waiting.key === key && waiting.fromEvent !== fromEvent);
        if (echo >= 0) {
          refusalsAwaitingEcho.splice(echo, 1);
          return;
        }
        refusalsAwaitingEcho.push({ key, fromEvent, at: now });
      }
      channels.rejection.emit(rejection);
    },
    /** A lab binding built or shown (an answer, or an event with the binding). */
    lab(/** @type {LabBinding} */ binding) {
      const known = labs.has(binding.id);
      labs.set(binding.id, binding);
      if (!known) channels.lab.emit({ action: "created", id: binding.id, binding });
    },
    /** A lab binding was deleted (its definition stays known, for recordings). */
    labDeleted(/** @type {string} */ id) {
      channels.lab.emit({ action: "deleted", id, binding: labs.get(id) ?? null });
    },
    /** The definition of lab binding `id`, if this page has seen it. */
    labDefinition: (/** @type {string} */ id) => labs.get(id)?.definition ?? null,
    /** The lesson step the presenter shows. */
    presentation(/** @type {Presentation} */ next) {
      lesson = next;
      channels.lesson.emit(next);
    },
    lesson: () => lesson,
    /** Whether this page may write, and why not. */
    setAccess(/** @type {Access} */ next) {
      access = next;
      channels.access.emit(next);
    },
    access: () => access,
    /** A who-wins cell performed (this page's answer or another page's event). */
    whoWins(/** @type {WhoWinsRecord} */ record) {
      channels.whoWins.emit(record);
    },
    /** The redraw tree's newest render (an answer or an event). */
    redraws(/** @type {Redraws} */ tree) {
      channels.redraws.emit(tree);
    },
    /** A write that would have crashed the app, run in a child process (this page's answer or a `trap` event). */
    trap(/** @type {TrappedWrite} */ record) {
      channels.trap.emit(record);
    },
    on: {
      entry: channels.entry.add,
      restart: channels.restart.add,
      render: channels.render.add,
      rejection: channels.rejection.add,
      lab: channels.lab.add,
      lesson: channels.lesson.add,
      access: channels.access.add,
      whoWins: channels.whoWins.add,
      redraws: channels.redraws.add,
      trap: channels.trap.add,
    },
  };
}

/** @typedef {ReturnType<typeof createStore>} Store */
