// @ts-check
// Saving text the page made or fetched as a file: one hidden link, clicked once.

import { el } from "./dom.js";

/** Offers `text` as a download named `name` of media type `type`. */
export function download(/** @type {string} */ name, /** @type {string} */ type, /** @type {string} */ text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = el("a", { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
