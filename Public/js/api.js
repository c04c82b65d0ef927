// @ts-check
// The playground's JSON API, as the contract describes it. Every call resolves to
// `{ok, status, body}` so callers can show rejections (422) instead of throwing.

import { authorizationHeaders } from "./session.js";
import { isShared } from "./access.js";
import { parseJSON, stringifyJSON } from "./json.js";

/** @typedef {import("./types.js").ScenesAnswer} ScenesAnswer */
/** @typedef {import("./types.js").SceneValues} SceneValues */
/** @typedef {import("./types.js").StateAnswer} StateAnswer */
/** @typedef {import("./types.js").TransactionsAnswer} TransactionsAnswer */
/** @typedef {import("./types.js").TrappedWrite} TrappedWrite */
/** @typedef {import("./types.js").WriteRecord} WriteRecord */
/** @typedef {import("./types.js").RootChange} RootChange */
/** @typedef {import("./types.js").RenderReport} RenderReport */
/** @typedef {import("./types.js").Presentation} Presentation */
/**
 * @template T
 * @typedef {import("./types.js").Answer<T>} Answer
 */

/**
 * One API request; resolves to `{ok, status, body}`. Writes carry this page's token, if any.
 * The body's type is the caller's word for what the endpoint answers (see types.js).
 * @template [T=any]
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<Answer<T>>}
 */
export async function request(method, path, body) {
  /** @type {Record<string, string>} */
  const headers = { Accept: "application/json" };
  if (method !== "GET") Object.assign(headers, authorizationHeaders());
  /** @type {RequestInit} */
  const init = { method, headers, cache: "no-store" };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = stringifyJSON(body);
  }
  const response = await fetch(path, init);
  let parsed = null;
  try {
    parsed = parseJSON(await response.text());
  } catch {
    parsed = { error: { status: response.status, message: response.statusText || "not JSON" } };
  }
  return { ok: response.ok, status: response.status, body: parsed };
}

/**
 * Calls `call` until the server answers it with a success, every 2 s, telling `onRetry` each
 * time it does not (the page was opened before the server started, or the server restarts).
 * @template T
 * @param {() => Promise<Answer<T>>} call
 * @param {() => void} onRetry
 * @returns {Promise<{ok: true, status: number, body: T}>}
 */
export async function untilAnswered(call, onRetry) {
  for (;;) {
    const answer = await call().catch(() => null);
    if (answer?.ok) return answer;
    onRetry();
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** The API endpoints used by the page. */
export const api = {
  /** @returns {Promise<Answer<ScenesAnswer>>} */
  scenes: () => request("GET", "/api/scenes"),
  /** @returns {Promise<Answer<SceneValues>>} */
  sceneValues: (/** @type {string} */ id) => request("GET", `/api/scenes/${encodeURIComponent(id)}/values`),
  /** @returns {Promise<Answer<StateAnswer>>} */
  state: () => request("GET", "/api/state"),
  /** @returns {Promise<Answer<TransactionsAnswer>>} */
  transactions: (/** @type {number} */ since, /** @type {number} */ limit) => request("GET", `/api/transactions?since=${since}&limit=${limit}`),
  /** @returns {Promise<Answer<{entries: import("./types.js").UnloggedWrite[]}>>} the refused and trapped writes the server keeps */
  unlogged: () => request("GET", "/api/transactions/unlogged"),
  /** @returns {Promise<Answer<WriteRecord | TrappedWrite>>} a TrappedWrite for a write that would have crashed the app */
  write: (/** @type {string} */ id, /** @type {unknown} */ body) => request("POST", bindingPath(id), body),
  /** @returns {Promise<Answer<RenderReport>>} */
  render: () => request("POST", "/api/render", {}),
  /**
   * Resets every scene, or those named in `scenes`.
   * @param {string[]} [scenes]
   * @returns {Promise<Answer<RootChange>>}
   */
  reset: (scenes) => request("POST", "/api/reset", scenes ? { scenes } : {}),
  /**
   * `{sequence: N}` (the roots after entry N) or `{roots: {...}}`.
   * @param {{sequence: number} | {roots: Object<string, any>}} body
   * @returns {Promise<Answer<RootChange>>}
   */
  restore: (body) => request("POST", "/api/restore", body),
  lessons: () => request("GET", "/api/lessons"),
  lesson: (/** @type {string} */ id) => request("GET", `/api/lessons/${encodeURIComponent(id)}`),
  addLesson: (/** @type {unknown} */ lesson) => request("POST", "/api/lessons", lesson),
  /** @returns {Promise<Answer<Presentation>>} */
  presentation: () => request("GET", "/api/lesson"),
  present: (/** @type {string | null} */ lesson, /** @type {number} */ step) => request("POST", "/api/lesson", { lesson, step }),
};

/** The path of one binding's resource. */
export function bindingPath(/** @type {string} */ id) {
  return `/api/bindings/${encodeURIComponent(id)}`;
}

/** Wraps text in single quotes for a POSIX shell. */
function shellQuote(/** @type {string} */ text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A `curl` command that reproduces a write to binding `id` with request body `body`. */
export function curlForWrite(/** @type {string} */ id, /** @type {unknown} */ body) {
  const url = new URL(bindingPath(id), window.location.origin).href;
  return [
    `curl -sS -X POST ${shellQuote(url)}`,
    `  -H 'Content-Type: application/json'`,
    // Shared: name the token, never show it (the page may be on a projector).
    ...(isShared() ? [`  -H "Authorization: Bearer $PLAYGROUND_TOKEN"`] : []),
    `  -d ${shellQuote(stringifyJSON(body))}`,
  ].join(" \\\n");
}
