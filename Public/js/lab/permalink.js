// @ts-check
// The whole definition lives in the address's fragment (`#def=…`), so a copied link rebuilds
// the same chain. The fragment is never sent to the server; share mode's `#token=` beside it is
// taken away by session.js before this runs.

import { parseJSON, stringifyJSON } from "../json.js";

const KEY = "def";

/** The definition in the address, or null when there is none (or it is not JSON). */
export function definitionFromAddress() {
  const text = new URLSearchParams(window.location.hash.slice(1)).get(KEY);
  if (!text) return null;
  try { return parseJSON(text); } catch { return null; }
}

/** The address that rebuilds `definition`. */
export function permalink(/** @type {import("../types.js").LabDefinition} */ definition) {
  const fragment = new URLSearchParams({ [KEY]: stringifyJSON(definition) });
  return `${window.location.origin}${window.location.pathname}#${fragment}`;
}

/** Puts `definition` in the address bar without adding a history entry per edit. */
export function showInAddress(/** @type {import("../types.js").LabDefinition} */ definition) {
  window.history.replaceState(window.history.state, "", permalink(definition));
}
