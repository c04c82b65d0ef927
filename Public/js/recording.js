// Recordings (feature 7 of issue 17): download the log and the roots as JSON (a Recording, the
// OpenAPI document's schema) or as a Markdown transcript for lesson notes, and open a file: a
// recording is replayed into this server as new writes (from the roots it started with), a
// lesson file is added to the server's lessons and started.

import { api } from "./api.js";
import { el } from "./dom.js";
import { markWrites } from "./access.js";
import { isRootChange } from "./root-change.js";
import { transcript } from "./transcript.js";
import { parseJSON, stringifyJSON } from "./json.js";

export const RECORDING_FORMAT = "keypath-playground/recording";
const LESSON_FORMAT = "keypath-playground/lesson";
const PAGE_LIMIT = 1000;

/** The log after `since` up to `until`, page by page (a page may be cut short by its byte budget). */
async function entriesBetween(since, until) {
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
function rootsBefore(entries, rootsAfter) {
  const roots = { ...rootsAfter };
  for (const entry of [...entries].reverse()) {
    if (isRootChange(entry)) Object.assign(roots, entry.roots.before);
    else roots[entry.scene] = entry.root.before;
  }
  return roots;
}

/** The whole log the server keeps, and the roots before and after it, as a Recording. */
export async function collectRecording() {
  const state = await api.state();
  if (!state.ok) throw new Error(`GET /api/state answered ${state.status}`);
  const end = { sequence: state.body.sequence, roots: state.body.roots };
  const entries = await entriesBetween(0, end.sequence);
  const start = { sequence: entries.length ? entries[0].sequence - 1 : end.sequence, roots: rootsBefore(entries, end.roots) };
  return { format: RECORDING_FORMAT, version: 1, recordedAt: new Date().toISOString(), start, end, entries };
}

function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = el("a", { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const sameJSON = (a, b) => stringifyJSON(a) === stringifyJSON(b);

/**
 * Replays `recording` into this server as new entries: first the roots it started with (one
 * restore, when they differ from the roots now), then each entry as the request that made it.
 * @returns {Promise<string>} what happened, in words
 */
async function replayRecording(recording, actions, progress) {
  const state = await api.state();
  const differing = Object.entries(recording.start.roots).filter(([scene, value]) => !sameJSON(state.body.roots[scene], value));
  const first = state.body.sequence + 1;
  if (differing.length) {
    const answer = await api.restore({ roots: Object.fromEntries(differing) });
    if (!answer.ok) return `The recording's starting roots were refused: ${answer.body?.error?.message}.`;
    actions.entry(answer.body);
  }
  const mismatched = [];
  let replayed = 0;
  let last = state.body.sequence;
  for (const entry of recording.entries) {
    progress(`Replaying ${replayed + 1} of ${recording.entries.length}…`);
    let answer;
    if (entry.entry === "reset") {
      answer = await api.reset(entry.scenes);
    } else if (entry.entry === "restore") {
      if (!entry.scenes.length) continue;
      answer = await api.restore({ roots: Object.fromEntries(entry.scenes.map((scene) => [scene, entry.roots.after[scene]])) });
    } else {
      const body = { value: entry.value.written };
      if (entry.transaction.ambient) body.transaction = entry.transaction.ambient;
      answer = await api.write(entry.binding, body);
    }
    if (!answer.ok) {
      return `Stopped at the recording's #${entry.sequence} after replaying ${replayed}: ${answer.body?.rejection?.reason ?? answer.body?.error?.message}.`;
    }
    actions.entry(answer.body);
    replayed += 1;
    last = answer.body.sequence;
    const after = isRootChange(entry) ? entry.roots.after : entry.root.after;
    const now = isRootChange(answer.body) ? answer.body.roots.after : answer.body.root.after;
    if (!sameJSON(after, now)) mismatched.push(`#${entry.sequence} (now #${answer.body.sequence})`);
  }
  const range = replayed ? ` as #${first}–#${last}` : "";
  const verdict = mismatched.length ? `${mismatched.length} ended differently: ${mismatched.join(", ")}` : "every root matched the recording";
  return `Replayed ${replayed} entries of the recording${range}; ${verdict}.`;
}

/**
 * Builds the Recording menu in the toolbar group `tools`.
 * @param {{entry: (entry: Object) => void}} actions
 * @param {{start: (id: string) => Promise<void>, resync: () => Promise<void>}} lessons
 * @param {HTMLElement} tools
 */
export function createRecordingTools(actions, lessons, tools) {
  const status = el("p", { class: "recording-status", role: "status" });
  const stamp = () => new Date().toISOString().slice(0, 19).replaceAll(":", "-");
  async function save(kind) {
    status.textContent = "Collecting the log…";
    try {
      const recording = await collectRecording();
      if (kind === "json") download(`playground-recording-${stamp()}.json`, "application/json", `${stringifyJSON(recording, 2)}\n`);
      else download(`playground-transcript-${stamp()}.md`, "text/markdown", transcript(recording));
      status.textContent = `Saved ${recording.entries.length} entries (#${recording.start.sequence + 1}–#${recording.end.sequence}).`;
    } catch (error) {
      status.textContent = `Could not collect the log: ${error.message}.`;
    }
  }
  const file = markWrites(el("input", { type: "file", id: "open-file", class: "visually-hidden", accept: ".json,application/json",
    "aria-label": "A lesson or recording file to open" }));
  const open = markWrites(el("button", { type: "button", class: "secondary", id: "open-button", text: "Open a lesson or recording…",
    on: { click: () => file.click() } }));
  file.addEventListener("change", async () => {
    const chosen = file.files[0];
    file.value = "";
    if (!chosen) return;
    let opened;
    try {
      opened = parseJSON(await chosen.text());
    } catch {
      status.textContent = `${chosen.name} is not JSON.`;
      return;
    }
    if (opened?.format === LESSON_FORMAT) {
      const answer = await api.addLesson(opened).catch(() => null);
      if (!answer?.ok) {
        status.textContent = `${chosen.name} is not a lesson this playground can play: ${answer?.body?.error?.message ?? "the server did not answer"}`;
        return;
      }
      await lessons.resync();
      await lessons.start(answer.body.id);
      status.textContent = `Added the lesson "${answer.body.title}" (${answer.body.steps} steps) and started it.`;
    } else if (opened?.format === RECORDING_FORMAT && opened.version === 1 && Array.isArray(opened.entries)) {
      status.textContent = await replayRecording(opened, actions, (text) => { status.textContent = text; })
        .catch((error) => `The replay failed: ${error.message}.`);
    } else {
      status.textContent = `${chosen.name} is neither a lesson ("format": "${LESSON_FORMAT}") nor a recording ("format": "${RECORDING_FORMAT}", version 1).`;
    }
  });
  const menu = el("details", { class: "recording-menu", id: "recording-menu" },
    el("summary", { text: "Recording" }),
    el("div", { class: "recording-actions" },
      el("button", { type: "button", class: "secondary", id: "download-recording", text: "Download recording (JSON)", on: { click: () => save("json") } }),
      el("button", { type: "button", class: "secondary", id: "download-transcript", text: "Download transcript (Markdown)", on: { click: () => save("markdown") } }),
      open, file, status));
  tools.append(menu);
}
