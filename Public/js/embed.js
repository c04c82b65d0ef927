// @ts-check
// Entry point of an embed page, for an iframe in a course page: `/embed/{scene}` shows one
// scene's card, `/embed/lab#def=…` (the lab's permalink fragment) one lab chain and its twins.
// No toolbar, no lesson bar, no log unless the address asks for it (`?log`). The shell follows
// the room as on every page; the page never presents (html[data-watch-only]), so in share mode
// it is a viewer and says so in its bar.

import { createStore } from "./store.js";
import { createShell } from "./shell.js";
import { embedScene } from "./embed-scene.js";
import { embedLab } from "./embed-lab.js";

const LAB = "lab";

const store = createStore();
const shell = createShell(store);
const viewer = /** @type {HTMLElement} */ (document.getElementById("embed-viewer"));
store.on.access((access) => { viewer.hidden = access.writable || !access.shared; });

/** The name after `/embed/`: a scene's id, or `lab`. */
function nameFromAddress() {
  const last = window.location.pathname.split("/").filter(Boolean).at(-1) ?? "";
  try { return decodeURIComponent(last); } catch { return last; }
}

/** @type {import("./embed-frame.js").EmbedContext} */
const context = {
  store, shell,
  main: /** @type {HTMLElement} */ (document.getElementById("embed")),
  withLog: new URLSearchParams(window.location.search).has("log"),
};
document.body.classList.toggle("with-log", context.withLog);
const name = nameFromAddress();
if (name === LAB) embedLab(context);
else embedScene(name, context);
