// @ts-check
// Recordings: download the log and the roots as JSON (a Recording, the OpenAPI document's
// schema) or as a Markdown transcript for lesson notes, and open a file: a recording is
// replayed into this server as new writes (from the roots it started with), a lesson file is
// added to the server's lessons and started. A recording carries the definitions of the lab
// bindings its entries wrote through, so a server that never had them builds them again, and
// the writes the log does not hold (refused, or trapped in a child process) where they were
// made, as the server kept them: whichever page sent them, the replay sends them again and
// says whether they were refused or trapped as recorded.

import { api } from "./api.js";
import { el } from "./dom.js";
import { download } from "./download.js";
import { swiftTestExport } from "./swift-test-export.js";
import { markWrites } from "./access.js";
import { scenesOf } from "./store.js";
import { labAPI } from "./lab/lab-api.js";
import { transcript } from "./transcript.js";
import { parseJSON, stringifyJSON } from "./json.js";
import { isUnloggedWrite, placeUnlogged } from "./unlogged-write.js";

/** @typedef {import("./types.js").LogEntry} LogEntry */
/** @typedef {import("./types.js").Recording} Recording */
/** @typedef {import("./types.js").LabDefinition} LabDefinition */
/** @typedef {import("./types.js").RecordingEntry} RecordingEntry */
/** @typedef {import("./types.js").UnloggedWrite} UnloggedWrite */
/** @typedef {import("./store.js").Store} Store */
/** @typedef {{start: (id: string) => Promise<void>, resync: () => Promise<void>}} LessonStarter */

export const RECORDING_FORMAT = "keypath-playground/recording";
const LESSON_FORMAT = "keypath-playground/lesson";
const PAGE_LIMIT = 1000;
/** The most entries the server replays in one exported test (its default export limit). */
const EXPORT_ENTRIES = 1000;

/** Whether a scene id names a lab binding (`lab-3`) rather than a playground scene. */
const isLab = (/** @type {string} */ scene) => scene.startsWith("lab-");

/** The log after `since` up to `until`, page by page (a page may be cut short by its byte budget). */
async function entriesBetween(/** @type {number} */ since, /** @type {number} */ until) {
  /** @type {LogEntry[]} */
  const entries = [];
  let after = since;
  while (after < until) {
    const answer = await api.transactions(after, PAGE_LIMIT);
    if (!answer.ok) throw new Error(`GET /api/transactions answered ${answer.status}`);
    const page = answer.body.entries.filter((entry) => entry.sequence <= until);
    if (!page.length) break;
    entries.push(...page);
    after = page[page.length - 1].sequence;
  }
  return entries;
}

/** The roots before `entries`, found from the roots after them by undoing each, newest first. */
function rootsBefore(/** @type {LogEntry[]} */ entries, /** @type {Object<string, any>} */ rootsAfter) {
  const roots = { ...rootsAfter };
  for (const entry of [...entries].reverse()) {
    if (entry.entry === undefined) roots[entry.scene] = entry.root.before;
    else Object.assign(roots, entry.roots.before);
  }
  return roots;
}

/**
 * The definitions of the lab bindings `entries` wrote through: as the page saw them built, or
 * as the server still has them.
 * @param {RecordingEntry[]} entries
 * @param {Store} store
 * @returns {Promise<Object<string, LabDefinition>>}
 */
async function labDefinitions(entries, store) {
  const ids = new Set(entries.flatMap(scenesOf).filter(isLab));
  /** @type {Object<string, LabDefinition>} */
  const labs = {};
  for (const id of ids) {
    const answer = store.labDefinition(id) ? null : await labAPI.get(id).catch(() => null);
    const definition = store.labDefinition(id) ?? (answer?.ok ? answer.body.definition : null);
    if (definition) labs[id] = definition;
  }
  return labs;
}

/**
 * The roots now, with the root each lab binding `entries` write through was left at: the state
 * holds the scenes' roots only, and the start holds every root the entries touch.
 */
function rootsAfter(/** @type {LogEntry[]} */ entries, /** @type {Object<string, any>} */ rootsNow) {
  const roots = { ...rootsNow };
  for (const entry of entries) {
    if (entry.entry === undefined && !(entry.scene in rootsNow)) roots[entry.scene] = entry.root.after;
  }
  return roots;
}

/**
 * The whole log the server keeps, with the refused and trapped writes it keeps each after the
 * entry it followed, and the roots before and after it, as a Recording.
 * @param {Store} store
 * @returns {Promise<Recording>}
 */
export async function collectRecording(store) {
  const state = await api.state();
  if (!state.ok) throw new Error(`GET /api/state answered ${state.status}`);
  const logged = await entriesBetween(0, state.body.sequence);
  const unlogged = await api.unlogged();
  if (!unlogged.ok) throw new Error(`GET /api/transactions/unlogged answered ${unlogged.status}`);
  const end = { sequence: state.body.sequence, roots: rootsAfter(logged, state.body.roots) };
  const start = { sequence: logged.length ? logged[0].sequence - 1 : end.sequence, roots: rootsBefore(logged, end.roots) };
  const entries = placeUnlogged(logged, unlogged.body.entries, start.sequence, end.sequence);
  const labs = await labDefinitions(entries, store);
  return { format: RECORDING_FORMAT, version: 1, recordedAt: new Date().toISOString(), start, end, entries,
    ...(Object.keys(labs).length ? { labs } : {}) };
}

/** The log entries of a recording, without the refused and trapped writes. */
const loggedEntries = (/** @type {RecordingEntry[]} */ entries) => /** @type {LogEntry[]} */ (entries.filter((entry) => !isUnloggedWrite(entry)));

/**
 * The span of `recording` an exported test replays: its newest log entries (the server adds
 * the refused and trapped writes among them), and how many of those writes the span holds.
 * @param {Recording} recording
 */
function exportSpan(recording) {
  const kept = loggedEntries(recording.entries).slice(-EXPORT_ENTRIES);
  const since = kept.length ? kept[0].sequence - 1 : recording.end.sequence;
  const unlogged = recording.entries.filter((entry) => isUnloggedWrite(entry) && (entry.after ?? -1) >= since).length;
  return { since, until: recording.end.sequence, unlogged };
}

const sameJSON = (/** @type {unknown} */ a, /** @type {unknown} */ b) => stringifyJSON(a) === stringifyJSON(b);

/** Why an answer was a refusal, in the server's words. */
const refusal = (/** @type {any} */ body) => body?.rejection?.reason ?? body?.error?.message ?? "the server did not answer";

/**
 * Builds the recording's lab bindings again on this server, each from the root it had when the
 * recording started; resolves to the new id of each old one, or to a refusal in words.
 * @param {Recording} recording
 * @param {Store} store
 * @returns {Promise<Map<string, string> | string>}
 */
async function rebuildLabs(recording, store) {
  const labs = recording.labs ?? {};
  const used = new Set([...Object.keys(recording.start.roots), ...recording.entries.flatMap(scenesOf)].filter(isLab));
  /** @type {Map<string, string>} */
  const ids = new Map();
  for (const id of used) {
    const definition = labs[id];
    if (!definition) return `The recording writes through the lab binding ${id} but does not carry its definition.`;
    const start = id in recording.start.roots ? recording.start.roots[id] : definition.root.value;
    const answer = await labAPI.create({ ...definition, root: { ...definition.root, value: start } }).catch(() => null);
    if (!answer?.ok) return `The recording's lab binding ${id} could not be built again: ${refusal(answer?.body)}.`;
    store.lab(answer.body);
    ids.set(id, answer.body.id);
  }
  return ids;
}

/**
 * Replays `recording` into this server as new entries: first its lab bindings, then the roots
 * it started with (one restore, when they differ from the roots now), then each entry as the
 * request that made it, through the lab bindings built for it.
 * @param {Recording} recording
 * @param {Store} store
 * @param {(entry: LogEntry) => void} accept shows an entry the replay made
 * @param {(text: string) => void} progress
 * @returns {Promise<string>} what happened, in words
 */
async function replayRecording(recording, store, accept, progress) {
  const labIds = await rebuildLabs(recording, store);
  if (typeof labIds === "string") return labIds;
  const scene = (/** @type {string} */ id) => labIds.get(id) ?? id;
  const binding = (/** @type {string} */ id) => { const [owner, ...rest] = id.split("."); return [scene(owner), ...rest].join("."); };
  /** @param {Object<string, any>} roots */
  const renamed = (roots) => Object.fromEntries(Object.entries(roots).map(([id, value]) => [scene(id), value]));
  const state = await api.state();
  if (!state.ok) return `The server's state could not be read: ${refusal(state.body)}.`;
  const differing = Object.entries(recording.start.roots).filter(([id, value]) => !isLab(id) && !sameJSON(state.body.roots[id], value));
  const first = state.body.sequence + 1;
  if (differing.length) {
    const answer = await api.restore({ roots: Object.fromEntries(differing) });
    if (!answer.ok) return `The recording's starting roots were refused: ${refusal(answer.body)}.`;
    accept(answer.body);
  }
  const mismatched = [];
  const asRecorded = { refused: 0, trapped: 0 };
  let replayed = 0;
  let last = state.body.sequence;
  for (const [index, entry] of recording.entries.entries()) {
    progress(`Replaying ${index + 1} of ${recording.entries.length}…`);
    if (isUnloggedWrite(entry)) {
      // Sent again as it was sent; the server should refuse it, or trap, as it did.
      /** @type {{value: any, transaction?: any}} */
      const body = { value: entry.value.written };
      if (entry.entry === "rejected" && entry.transaction?.ambient) body.transaction = entry.transaction.ambient;
      const answer = await api.write(binding(entry.binding), body);
      const outcome = repeatedOutcome(entry, answer, store);
      if (outcome === "refused" || outcome === "trapped") {
        asRecorded[outcome] += 1;
        continue;
      }
      if (outcome) {
        mismatched.push(outcome);
        continue;
      }
      const record = /** @type {import("./types.js").WriteRecord} */ (answer.body);
      accept(record);
      replayed += 1;
      last = record.sequence;
      const what = entry.entry === "rejected" ? `the write ${entry.binding} refused` : `the write through ${entry.binding} that trapped`;
      mismatched.push(`${what} after the recording's #${entry.after ?? "?"} committed instead (now #${record.sequence})`);
      continue;
    }
    let answer;
    if (entry.entry === undefined) {
      /** @type {{value: any, transaction?: any}} */
      const body = { value: entry.value.written };
      if (entry.transaction.ambient) body.transaction = entry.transaction.ambient;
      answer = await api.write(binding(entry.binding), body);
    } else if (entry.entry === "reset") {
      answer = await api.reset(entry.scenes.map(scene));
    } else {
      if (!entry.scenes.length) continue;
      const roots = entry.roots.after;
      answer = await api.restore({ roots: renamed(Object.fromEntries(entry.scenes.map((id) => [id, roots[id]]))) });
    }
    if (!answer.ok) return `Stopped at the recording's #${entry.sequence} after replaying ${replayed}: ${refusal(answer.body)}.`;
    if (answer.body.entry === "trapped") {
      // The write found a root on which it traps (in a child process of the server; nothing changed).
      return `Stopped at the recording's #${entry.sequence} after replaying ${replayed}: the write would have crashed the app (${answer.body.trap.message}).`;
    }
    accept(answer.body);
    replayed += 1;
    last = answer.body.sequence;
    const now = answer.body;
    const after = entry.entry === undefined ? entry.root.after : renamed(entry.roots.after);
    const nowAfter = now.entry === undefined ? now.root.after : now.roots.after;
    if (!sameJSON(after, nowAfter)) mismatched.push(`#${entry.sequence} (now #${now.sequence})`);
  }
  const range = replayed ? ` as #${first}–#${last}` : "";
  const rebuilt = labIds.size ? ` (lab bindings built again: ${[...labIds].map(([old, now]) => `${old} as ${now}`).join(", ")})` : "";
  const verdict = mismatched.length ? `${mismatched.length} ended differently: ${mismatched.join(", ")}` : "every root matched the recording";
  const repeated = [
    asRecorded.refused ? `${plural(asRecorded.refused, "refused write")} refused again as recorded` : "",
    asRecorded.trapped ? `${plural(asRecorded.trapped, "write")} that crashed the app trapped again as recorded` : "",
  ].filter(Boolean).map((text) => `; ${text}`).join("");
  return `Replayed ${replayed} entries of the recording${range}${rebuilt}; ${verdict}${repeated}.`;
}

const plural = (/** @type {number} */ count, /** @type {string} */ noun) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/**
 * How a refused or trapped write of a recording went when sent again: `"refused"` or
 * `"trapped"` as recorded, `null` when it committed (the caller shows it), else what happened
 * instead, in words. A refusal and a trap are shown where the page shows them.
 * @param {UnloggedWrite} entry
 * @param {import("./types.js").Answer<any>} answer
 * @param {Store} store
 * @returns {"refused" | "trapped" | string | null}
 */
function repeatedOutcome(entry, answer, store) {
  const after = `after the recording's #${entry.after ?? "?"}`;
  const recorded = entry.entry === "rejected" ? `the write ${entry.binding} refused ${after}` : `the write through ${entry.binding} that trapped ${after}`;
  if (answer.ok && answer.body.entry === "trapped") {
    store.trap(answer.body);
    return entry.entry === "trapped" ? "trapped" : `${recorded} crashed the app instead`;
  }
  if (answer.ok) return null;
  const reason = refusal(answer.body);
  if (answer.status === 422 && answer.body?.rejection) {
    store.rejection({ bindingId: entry.binding, reason: `${reason} (HTTP 422)`, status: 422, body: { value: entry.value.written } });
    if (entry.entry === "trapped") return `${recorded} was refused instead: ${reason}`;
    return reason === entry.reason ? "refused" : `${recorded} was refused for another reason: ${reason}`;
  }
  return `${recorded} could not be sent again: ${reason} (HTTP ${answer.status})`;
}

/**
 * Builds the Recording menu into `tools`.
 * @param {{store: Store, accept: (entry: LogEntry) => void, notice: (text: string) => void,
 *   lessons: () => LessonStarter | null}} parts `notice` shows the outcome of opening a file where
 *   the teacher looks; `lessons` starts an opened lesson (null on a page without lessons)
 * @param {HTMLElement} tools
 */
export function createRecordingTools({ store, accept, notice, lessons }, tools) {
  const status = el("p", { class: "recording-status", role: "status" });
  const stamp = () => new Date().toISOString().slice(0, 19).replaceAll(":", "-");
  /** The outcome of opening a file: in the menu, and where the teacher looks. */
  const tell = (/** @type {string} */ text) => { status.textContent = text; notice(text); };
  async function save(/** @type {"json" | "markdown"} */ kind) {
    status.textContent = "Collecting the log…";
    try {
      const recording = await collectRecording(store);
      if (kind === "json") download(`playground-recording-${stamp()}.json`, "application/json", `${stringifyJSON(recording, 2)}\n`);
      else download(`playground-transcript-${stamp()}.md`, "text/markdown", transcript(recording));
      status.textContent = `Saved ${recording.entries.length} entries (#${recording.start.sequence + 1}–#${recording.end.sequence}).`;
    } catch (error) {
      status.textContent = `Could not collect the log: ${error instanceof Error ? error.message : error}.`;
    }
  }
  /**
   * Saves the log (its newest entries) as a Swift test, with the refused and trapped writes the
   * server kept among them, whichever page sent them.
   */
  async function exportTest() {
    status.textContent = "Making the Swift test…";
    try {
      const { since, until, unlogged } = exportSpan(await collectRecording(store));
      const span = `#${since + 1}–#${until}`;
      const note = unlogged ? ` and ${plural(unlogged, "refused or trapped write")} among it` : "";
      const outcome = await swiftTestExport.log(since, until);
      status.textContent = outcome.saved ? `Saved ${outcome.filename}: the log ${span}${note} as a Swift test.`
        : `The log could not be exported as a Swift test: ${outcome.message}`;
    } catch (error) {
      status.textContent = `Could not export the log: ${error instanceof Error ? error.message : error}.`;
    }
  }
  const file = markWrites(el("input", { type: "file", id: "open-file", class: "visually-hidden", accept: ".json,application/json",
    "aria-label": "A lesson or recording file to open" }));
  const open = markWrites(el("button", { type: "button", class: "secondary", id: "open-button", text: "Open a lesson or recording…",
    on: { click: () => file.click() } }));

  /** Opens a lesson or recording file; resolves to what happened, in words. */
  async function openFile(/** @type {File} */ chosen) {
    let opened;
    try {
      opened = parseJSON(await chosen.text());
    } catch {
      return `${chosen.name} is not JSON.`;
    }
    if (opened?.format === LESSON_FORMAT) {
      const starter = lessons();
      const answer = await api.addLesson(opened).catch(() => null);
      if (!answer?.ok) return `${chosen.name} is not a lesson this playground can play: ${refusal(answer?.body)}`;
      if (!starter) return `Added the lesson "${answer.body.title}": choose it on the playground page.`;
      await starter.resync();
      await starter.start(answer.body.id);
      return `Added the lesson "${answer.body.title}" (${answer.body.steps} steps) and started it.`;
    }
    if (opened?.format === RECORDING_FORMAT && opened.version === 1 && Array.isArray(opened.entries)) {
      return replayRecording(opened, store, accept, (text) => { status.textContent = text; })
        .catch((error) => `The replay failed: ${error instanceof Error ? error.message : error}.`);
    }
    return `${chosen.name} is neither a lesson ("format": "${LESSON_FORMAT}") nor a recording ("format": "${RECORDING_FORMAT}", version 1).`;
  }

  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    file.value = "";
    if (chosen) tell(await openFile(chosen));
  });
  const menu = el("details", { class: "recording-menu", id: "recording-menu" },
    el("summary", { text: "Recording" }),
    el("div", { class: "recording-actions" },
      el("button", { type: "button", class: "secondary", id: "download-recording", text: "Download recording (JSON)", on: { click: () => save("json") } }),
      el("button", { type: "button", class: "secondary", id: "download-transcript", text: "Download transcript (Markdown)", on: { click: () => save("markdown") } }),
      el("button", { type: "button", class: "secondary", id: "export-swift-test", text: "Export as Swift test", on: { click: exportTest } }),
      open, file, status));
  menu.addEventListener("toggle", () => { if (menu.open) keepInsideViewport(/** @type {HTMLElement} */ (menu.lastElementChild)); });
  tools.append(menu);
}

/**
 * Keeps an open menu's box inside the viewport: it hangs to the left of its button's right edge
 * (the toolbar's end), or, where that would leave the viewport, from the button's left edge.
 * @param {HTMLElement} box
 */
function keepInsideViewport(box) {
  box.style.left = "";
  box.style.right = "";
  if (box.getBoundingClientRect().left < 0) {
    box.style.left = "0";
    box.style.right = "auto";
  }
}
