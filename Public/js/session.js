// Share mode (issue 7). The presenter URL ends in `#token=…`: this module takes the token
// before anything else runs, keeps it in memory only (never storage, never a URL), and removes
// it from the address bar so a projected screen or a copied link does not show it. The server
// says at /api/session whether the playground is shared and whether this page may write.

import { setWritable } from "./access.js";

const VIEWER_NOTE =
  "You are following the presenter: values, hooks and the log update live, but only the presenter can change them.";
const STALE_NOTE =
  "This presenter link does not match the running server (it was restarted?): you are watching read-only. Open the presenter URL it printed last.";

const token = takeTokenFromAddress();
let shared = false;

function takeTokenFromAddress() {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const found = fragment.get("token");
  if (found === null) return null;
  fragment.delete("token");
  const rest = fragment.toString();
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${rest ? `#${rest}` : ""}`);
  return found || null;
}

/** The `Authorization` header for state-changing requests, when this page holds a token. */
export function authorizationHeaders() {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Whether the server is shared with a room (known after `applySessionAccess`). */
export function isShared() {
  return shared;
}

/**
 * Asks the server whether this page may write, and disables the write controls if not.
 * @returns {Promise<boolean>} whether the answer arrived.
 */
export async function applySessionAccess() {
  let session;
  try {
    const response = await fetch("/api/session", { headers: { Accept: "application/json", ...authorizationHeaders() }, cache: "no-store" });
    if (!response.ok) return false;
    session = await response.json();
  } catch {
    return false;
  }
  shared = session.share === true;
  if (session.canWrite) setWritable(true);
  else setWritable(false, token ? STALE_NOTE : VIEWER_NOTE);
  return true;
}
