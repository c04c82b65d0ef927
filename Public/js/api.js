// The playground's JSON API, as the contract describes it. Every call resolves to
// `{ok, status, body}` so callers can show rejections (422) instead of throwing.

import { authorizationHeaders, isShared } from "./session.js";
import { parseJSON, stringifyJSON } from "./json.js";

/** One API request; resolves to `{ok, status, body}`. Writes carry this page's token, if any. */
export async function request(method, path, body) {
  const init = { method, headers: { Accept: "application/json" }, cache: "no-store" };
  if (method !== "GET") Object.assign(init.headers, authorizationHeaders());
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
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
  scenes: () => request("GET", "/api/scenes"),
  sceneValues: (id) => request("GET", `/api/scenes/${encodeURIComponent(id)}/values`),
  state: () => request("GET", "/api/state"),
  transactions: (since, limit) => request("GET", `/api/transactions?since=${since}&limit=${limit}`),
  write: (id, body) => request("POST", bindingPath(id), body),
  render: () => request("POST", "/api/render", {}),
  /** Resets every scene, or those named in `scenes`. */
  reset: (scenes) => request("POST", "/api/reset", scenes ? { scenes } : {}),
  /** `{sequence: N}` (the roots after entry N) or `{roots: {...}}`. */
  restore: (body) => request("POST", "/api/restore", body),
  lessons: () => request("GET", "/api/lessons"),
  lesson: (id) => request("GET", `/api/lessons/${encodeURIComponent(id)}`),
  addLesson: (lesson) => request("POST", "/api/lessons", lesson),
  presentation: () => request("GET", "/api/lesson"),
  present: (lesson, step) => request("POST", "/api/lesson", { lesson, step }),
};

/** The path of one binding's resource. */
export function bindingPath(id) {
  return `/api/bindings/${encodeURIComponent(id)}`;
}

/** Wraps text in single quotes for a POSIX shell. */
function shellQuote(text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A `curl` command that reproduces a write to binding `id` with request body `body`. */
export function curlForWrite(id, body) {
  const url = new URL(bindingPath(id), window.location.origin).href;
  return [
    `curl -sS -X POST ${shellQuote(url)}`,
    `  -H 'Content-Type: application/json'`,
    // Shared: name the token, never show it (the page may be on a projector).
    ...(isShared() ? [`  -H "Authorization: Bearer $PLAYGROUND_TOKEN"`] : []),
    `  -d ${shellQuote(stringifyJSON(body))}`,
  ].join(" \\\n");
}
