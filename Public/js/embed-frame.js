// @ts-check
// What every embed shows around its scene or chain: the frame's message when there is nothing
// to show, and the bar's link to the full page.

import { el, replaceChildren } from "./dom.js";

/**
 * What an embed works with: the page's store and shell, the element the embed fills, and whether
 * the address asked for the log (`?log`).
 * @typedef {{store: import("./store.js").Store, shell: ReturnType<typeof import("./shell.js").createShell>, main: HTMLElement, withLog: boolean}} EmbedContext
 */

/**
 * Says in the frame that there is nothing to show, and why; `choices` link to what there is.
 * @param {EmbedContext} context
 * @param {string} text
 * @param {{label: string, href: string}[]} [choices]
 */
export function explain({ main, shell }, text, choices = []) {
  const title = /** @type {HTMLElement} */ (document.getElementById("embed-title"));
  title.textContent = text;
  title.classList.remove("visually-hidden");
  replaceChildren(main, choices.length ? el("section", { class: "embed-problem", "aria-label": "What this playground embeds" },
    el("p", { text: "This playground embeds:" }),
    el("ul", { class: "embed-choices" }, ...choices.map(({ label, href }) => el("li", {}, el("a", { href, text: label }))))) : null);
  shell.status("nothing to follow");
  document.body.classList.add("ready");
}

/** Points the bar's link at the full page for what the embed shows. */
export function openLink(/** @type {string} */ href) {
  /** @type {HTMLAnchorElement} */ (document.getElementById("embed-open")).href = href;
}
