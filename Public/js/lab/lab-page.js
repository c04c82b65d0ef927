// @ts-check
// Entry point of the mapping lab page: builds its sections from the catalogue, builds the chain
// on the server whenever the definition changes, writes through the chain and its twins with
// the page's one write, and keeps the definition in the address (a permalink). The shell
// follows the server; the store tells the views what happened.
//
// A writing page keeps one lab binding of its own: a reload shows it again (its id stays in this
// tab's sessionStorage), and an edit builds the new chain and deletes the one it replaces.

import { stringifyJSON } from "../json.js";
import { untilAnswered } from "../api.js";
import { el, copyButton, replaceChildren } from "../dom.js";
import { isWritable } from "../access.js";
import { createStore } from "../store.js";
import { createShell } from "../shell.js";
import { createSync } from "../sync.js";
import { createWrite } from "../write.js";
import { labAPI } from "./lab-api.js";
import { createCatalogue } from "./catalogue.js";
import { createDefinitionEditor } from "./definition-editor.js";
import { createLabView } from "./lab-view.js";
import { createLawReport } from "./law-report.js";
import { createIdentityComparison } from "./identity-comparison.js";
import { definitionFromAddress, permalink, showInAddress } from "./permalink.js";

/** @typedef {import("../types.js").LabBinding} LabBinding */
/** @typedef {import("../types.js").LabDefinition} LabDefinition */

/** What a new lab page starts with: a Float edited as a Double. */
const FIRST_DEFINITION = { root: { type: "Float", value: 0.25 }, steps: [{ step: "to", type: "Double" }] };
const BUILD_DELAY_MS = 250;
const OWN_BINDING_KEY = "lab.ownBinding";
const VIEWER_EMPTY = "The presenter has not built a chain yet: it shows here as soon as they do.";

const store = createStore();
const shell = createShell(store);
const sync = createSync(store, null);
const write = createWrite(store, sync);
const problem = el("p", { class: "lab-problem", id: "lab-problem", role: "alert", hidden: true });
const notes = el("ul", { class: "lab-notes", id: "lab-notes", "aria-live": "polite" });
const link = el("a", { id: "lab-permalink", href: "#", text: "Permalink to this chain" });
/** The permalink and its Copy button, shown once there is a chain to link to. */
const permalinkBox = el("div", { class: "permalink", hidden: true }, link, copyButton("Copy the permalink", () => link.href, link));
const view = createLabView(write, { exportable: true });
const laws = createLawReport();
const identity = createIdentityComparison((other) => compare(other));
/** @type {ReturnType<typeof createDefinitionEditor> | null} */
let editor = null;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let buildTimer;
let buildSerial = 0;
/** @type {Set<string>} the lab bindings this page created */
const ownIDs = new Set();
/** @type {Set<Promise<unknown>>} this page's creations still on their way */
const creations = new Set();

/** The id of this tab's own lab binding, kept across reloads. */
const ownBinding = {
  get() { try { return sessionStorage.getItem(OWN_BINDING_KEY); } catch { return null; } },
  set(/** @type {string} */ id) { try { sessionStorage.setItem(OWN_BINDING_KEY, id); } catch { /* not kept then */ } },
};

/** A line under the permalink: an eviction, another page's chain, a lost connection. */
function note(/** @type {string} */ text, /** @type {HTMLElement | null} */ action = null) {
  notes.prepend(el("li", {}, text, action ? " " : null, action));
  while (notes.children.length > 5) notes.lastElementChild?.remove();
}

/** Builds `definition` on the server a moment after the last edit, and shows it. */
function scheduleBuild(/** @type {LabDefinition} */ definition, delay = BUILD_DELAY_MS) {
  clearTimeout(buildTimer);
  buildTimer = setTimeout(() => build(definition), delay);
}

/** Builds `definition`, shows it, and deletes the page's lab binding it replaces. */
async function build(/** @type {LabDefinition} */ definition) {
  const serial = ++buildSerial;
  const creation = labAPI.create(definition).catch(() => null);
  creations.add(creation);
  const answer = await creation;
  creations.delete(creation);
  if (answer?.ok) {
    ownIDs.add(answer.body.id);
    store.lab(answer.body);
  }
  if (serial !== buildSerial) {  // a newer edit is on its way: this chain is superseded already
    if (answer?.ok) labAPI.remove(answer.body.id).catch(() => null);
    return;
  }
  if (!answer?.ok) {
    problem.textContent = `✗ Not built: ${answer?.body?.error?.message ?? "the server cannot be reached"}`;
    problem.hidden = false;
    return;
  }
  problem.hidden = true;
  const previous = view.current();
  show(answer.body);
  ownBinding.set(answer.body.id);
  for (const id of answer.body.evicted) note(`${id} was evicted: the lab keeps the newest 256 lab bindings of every page.`);
  if (previous) {
    await compare(previous.id);
    if (ownIDs.has(previous.id) && previous.id !== answer.body.id) await labAPI.remove(previous.id).catch(() => null);
  } else {
    identity.note("Edit a step: the chain built next is compared with this one.");
  }
}

/** Shows a LabBinding: the binding, its laws, and its definition in the editor and the address. */
function show(/** @type {LabBinding} */ lab) {
  view.show(lab);
  laws.show(lab);
  editor?.show(lab.definition, lab.steps.map((step) => step.code));
  showInAddress(lab.definition);
  link.href = permalink(lab.definition);
  permalinkBox.hidden = false;
  document.body.dataset.lab = lab.id;
}

async function compare(/** @type {string} */ other) {
  const current = view.current();
  if (!current) return;
  const answer = await labAPI.compare(other, current.id).catch(() => null);
  if (answer?.ok) identity.show(answer.body);
  else identity.note(`No comparison with ${other}: ${answer?.body?.error?.message ?? "the server cannot be reached"}.`);
}

/** The page's own lab binding from before a reload, when it still has `definition` (any, when null). */
async function ownBindingStill(/** @type {LabDefinition | null} */ definition) {
  const id = ownBinding.get();
  if (!id) return null;
  const answer = await labAPI.get(id).catch(() => null);
  if (!answer?.ok) return null;
  if (definition && stringifyJSON(answer.body.definition) !== stringifyJSON(definition)) return null;
  return answer.body;
}

/** A viewer follows the newest lab binding (the presenter's); a writing page shows its own. */
async function showNewest() {
  const list = await labAPI.list().catch(() => null);
  const newest = list?.ok ? list.body.bindings.at(-1) : null;
  if (!newest) {
    view.empty(VIEWER_EMPTY);
    identity.note(VIEWER_EMPTY);
    return;
  }
  const answer = await labAPI.get(newest.id);
  if (answer.ok) show(answer.body);
}

store.on.entry(({ entry, live }) => {
  if (entry.entry === undefined) view.record(entry, live(entry.scene));
});
store.on.rejection(({ bindingId, reason, status }) => {
  const current = view.current();
  if (!current || !bindingId.startsWith(`${current.id}.`)) return;
  if (status === 404 && isWritable() && editor) {
    note(`${current.id} is gone (evicted, deleted, or the server restarted): building the chain again.`);
    scheduleBuild(/** @type {LabDefinition} */ (editor.definition()), 0);
    return;
  }
  view.rejection(bindingId, reason, store.shownAt(current.id));
});
store.on.lab(async (event) => {
  // The event of this page's own creation can come before the answer to it.
  await Promise.allSettled([...creations]);
  const binding = event.binding;
  if (event.action === "created" && binding && !ownIDs.has(event.id) && event.id !== view.current()?.id) {
    if (!isWritable()) {
      show(binding);
      return;
    }
    const showIt = el("button", { type: "button", class: "secondary small", text: "Show it", on: { click: () => show(binding) } });
    note(`${event.id} was built on another page: ${binding.expression}`, showIt);
  } else if (event.action === "deleted" && event.id === view.current()?.id) {
    note(`${event.id}, shown here, was deleted.`);
  }
});

/** After a (re)connection: a writing page builds its chain again when the server lost it. */
async function catchUp() {
  const current = view.current();
  if (current && !(await labAPI.get(current.id).catch(() => null))?.ok && isWritable() && editor) await build(/** @type {LabDefinition} */ (editor.definition()));
}

async function start() {
  const answer = await untilAnswered(labAPI.catalogue, () => shell.status("the playground server does not answer; retrying…"));
  const catalogue = createCatalogue(answer.body);
  await shell.refreshAccess();
  const edited = createDefinitionEditor(catalogue, (definition) => scheduleBuild(/** @type {LabDefinition} */ (definition)));
  editor = edited;
  const share = el("section", { class: "card lab-share", "aria-label": "Permalink and notes" },
    permalinkBox, problem, notes);
  replaceChildren(/** @type {HTMLElement} */ (document.getElementById("lab")),
    el("div", { class: "lab-column" }, edited.node, share, identity.node),
    el("div", { class: "lab-column" }, view.node, laws.node));
  const fromAddress = definitionFromAddress();
  if (isWritable()) {
    const own = await ownBindingStill(fromAddress);
    if (own) {
      ownIDs.add(own.id);
      store.lab(own);
      show(own);
      identity.note("Edit a step: the chain built next is compared with this one.");
    } else {
      await build(fromAddress ?? FIRST_DEFINITION);
    }
  } else {
    await showNewest();
  }
  shell.connect({ sync, catchUp });
}

start();
