// @ts-check
// Share mode. The presenter URL ends in `#token=…`: this module takes the token before anything
// else reads the address (when the page loads, and when that URL is opened again in a tab that
// already shows a page), and removes it from the address bar at once so a projected screen or a
// copied link does not show it. The token stays in this tab's sessionStorage, never in a URL or
// in storage other tabs share, so the presenter keeps the right to write across a reload and on
// every page of the playground they move to in this tab (the lab and back): a presenter who
// reloads mid-talk never has to show the URL on the projector again. Closing the tab drops it.
// The server says at /api/session whether the playground is shared and whether this page may
// write.

import { parseJSON } from "./json.js";

/** @typedef {import("./types.js").Session} Session */
/** @typedef {import("./store.js").Access} Access */

const STORAGE_KEY = "playground.presenterToken";
const VIEWER_NOTE =
  "You are following the presenter: values, hooks and the log update live, but only the presenter can change them.";
const STALE_NOTE =
  "This presenter link does not match the running server (it was restarted?): you are watching read-only. Open the presenter URL it printed last.";

/** A page that only ever watches (an embed, `<html data-watch-only>`) never keeps or sends a token. */
const WATCH_ONLY = document.documentElement.hasAttribute("data-watch-only");
/** @type {string | null} */
let token = WATCH_ONLY ? null : storedToken();
takeTokenFromAddress();

function storedToken() {
  try { return sessionStorage.getItem(STORAGE_KEY); } catch { return null; }
}

/** Takes a `token=` out of the address's fragment; returns whether there was one. */
function takeTokenFromAddress() {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const found = fragment.get("token");
  if (found === null) return false;
  fragment.delete("token");
  const rest = fragment.toString();
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${rest ? `#${rest}` : ""}`);
  if (WATCH_ONLY) return true;  // out of the address, and never kept
  token = found || null;
  try {
    if (token) sessionStorage.setItem(STORAGE_KEY, token);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch { /* without storage the token lasts as long as the page */ }
  return true;
}

/**
 * Calls `taken` whenever the address's fragment brings a token (the presenter URL opened again).
 * @param {() => void} taken
 */
export function watchAddressForToken(taken) {
  window.addEventListener("hashchange", () => { if (takeTokenFromAddress()) taken(); });
}

/** The `Authorization` header for state-changing requests, when this page holds a token. */
export function authorizationHeaders() {
  /** @type {Record<string, string>} */
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Asks the server whether this page may write.
 * @returns {Promise<Access | null>} null when the server did not answer
 */
export async function readAccess() {
  /** @type {Session} */
  let session;
  try {
    const response = await fetch("/api/session", { headers: { Accept: "application/json", ...authorizationHeaders() }, cache: "no-store" });
    if (!response.ok) return null;
    session = parseJSON(await response.text());
  } catch {
    return null;
  }
  const shared = session.share === true;
  if (session.canWrite) return { writable: true, shared, reason: "" };
  return { writable: false, shared, reason: token ? STALE_NOTE : VIEWER_NOTE };
}
