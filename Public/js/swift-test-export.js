// @ts-check
// "Export as Swift test": the server turns a span of its log (with the refused and trapped
// writes it kept among it) or a lab binding's chain into a Swift Testing file (GET
// /api/transactions/swift-test, GET /api/lab/bindings/{id}/swift-test), which the page saves
// under the name the server gives. Exports change nothing, so a viewer in share mode may export too.

import { download } from "./download.js";
import { parseJSON } from "./json.js";

/** @typedef {{saved: true, filename: string} | {saved: false, status: number, message: string}} ExportOutcome */

/** The file name of a `Content-Disposition: attachment; filename="X.swift"` header. */
function filenameOf(/** @type {string | null} */ disposition) {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? "PlaygroundTest.swift";
}

/**
 * Fetches an export and saves it; resolves to the file's name, or to the server's refusal.
 * @param {string} path
 * @returns {Promise<ExportOutcome>}
 */
async function exportFile(path) {
  const response = await fetch(path, { cache: "no-store" });
  const text = await response.text();
  if (!response.ok) {
    let message = response.statusText || "the server refused the export";
    try { message = parseJSON(text)?.error?.message ?? message; } catch { /* not JSON: keep the status text */ }
    return { saved: false, status: response.status, message };
  }
  const filename = filenameOf(response.headers.get("Content-Disposition"));
  download(filename, response.headers.get("Content-Type") ?? "text/x-swift", text);
  return { saved: true, filename };
}

export const swiftTestExport = {
  /** The log's entries after `since` up to `until`. */
  log: (/** @type {number} */ since, /** @type {number} */ until) =>
    exportFile(`/api/transactions/swift-test?since=${since}&until=${until}`),
  /** A lab binding's chain with its logged writes. */
  lab: (/** @type {string} */ id) => exportFile(`/api/lab/bindings/${encodeURIComponent(id)}/swift-test`),
};
