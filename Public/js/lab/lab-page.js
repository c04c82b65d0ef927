// Entry point of the mapping lab page: builds its sections from the catalogue, builds the chain
// on the server whenever the definition changes, writes through the chain and its twins,
// follows the event stream, and keeps the definition in the address (a permalink).

import { api, untilAnswered } from "../api.js";
import { el, copyButton, replaceChildren } from "../dom.js";
import { isWritable } from "../access.js";
import { applySessionAccess } from "../session.js";
import { connectLive } from "../live.js";
import { labAPI } from "./lab-api.js";
import { createCatalogue } from "./catalogue.js";
import { createDefinitionEditor } from "./definition-editor.js";
import { createLabView } from "./lab-view.js";
import { createLawReport } from "./law-report.js";
import { createIdentityComparison } from "./identity-comparison.js";
import { definitionFromAddress, permalink, showInAddress } from "./permalink.js";

/** What a new lab page starts with: a Float edited as a Double. */
const FIRST_DEFINITION = { root: { type: "Float", value: 0.25 }, steps: [{ step: "to", type: "Double" }] };
const BUILD_DELAY_MS = 250;

const statusNode = document.getElementById("live-status");
function showStatus(text, live = false) {
  statusNode.textContent = text;
  statusNode.classList.toggle("live", live);
}

const problem = el("p", { class: "lab-problem", id: "lab-problem", role: "alert", hidden: true });
const notes = el("ul", { class: "lab-notes", id: "lab-notes", "aria-live": "polite" });
const link = el("a", { id: "lab-permalink", href: "#", text: "Permalink to this chain" });
const view = createLabView(write);
const laws = createLawReport();
const identity = createIdentityComparison((other) => compare(other));
let editor = null;
let buildTimer = null;
let buildSerial = 0;
/** The lab bindings this page created, and its creations still on their way. */
const ownIDs = new Set();
const creations = new Set();

/** A line under the permalink: an eviction, another page's chain, a lost connection. */
function note(text, action = null) {
  notes.prepend(el("li", {}, text, action ? " " : null, action));
  while (notes.children.length > 5) notes.lastElementChild.remove();
}

/** Builds `definition` on the server a moment after the last edit, and shows it. */
function scheduleBuild(definition, delay = BUILD_DELAY_MS) {
  clearTimeout(buildTimer);
  buildTimer = setTimeout(() => build(definition), delay);
}

async function build(definition) {
  const serial = ++buildSerial;
  const creation = labAPI.create(definition).catch(() => null);
  creations.add(creation);
  const answer = await creation;
  creations.delete(creation);
  if (answer?.ok) ownIDs.add(answer.body.id);
  if (serial !== buildSerial) return; // a newer edit is on its way
  if (!answer?.ok) {
    problem.textContent = `✗ Not built: ${answer?.body?.error?.message ?? "the server cannot be reached"}`;
    problem.hidden = false;
    return;
  }
  problem.hidden = true;
  const previous = view.current();
  show(answer.body);
  for (const id of answer.body.evicted) note(`${id} was evicted: the lab keeps the newest 256 lab bindings of every page.`);
  if (previous) await compare(previous.id);
  else identity.note("Edit a step: the chain built next is compared with this one.");
}

/** Shows a LabBinding: the binding, its laws, and its definition in the editor and the address. */
function show(lab) {
  view.show(lab);
  laws.show(lab);
  editor.show(lab.definition, lab.steps.map((step) => step.code));
  showInAddress(lab.definition);
  link.href = permalink(lab.definition);
  document.body.dataset.lab = lab.id;
}

async function compare(other) {
  const current = view.current();
  if (!current) return;
  const answer = await labAPI.compare(other, current.id).catch(() => null);
  if (answer?.ok) identity.show(answer.body);
  else identity.note(`No comparison with ${other}: ${answer?.body?.error?.message ?? "the server cannot be reached"}.`);
}

/** Sends one write through a binding of the lab binding shown. */
async function write(bindingId, value) {
  let answer;
  try {
    answer = await api.write(bindingId, { value });
  } catch {
    view.rejection(bindingId, "the server cannot be reached");
    return { accepted: false };
  }
  if (answer.ok) {
    view.record(answer.body);
    return { accepted: true, readBack: answer.body.value.readBack, record: answer.body };
  }
  if (answer.status === 404 && isWritable()) {
    note(`${view.current()?.id} is gone (evicted, deleted, or the server restarted): building the chain again.`);
    scheduleBuild(editor.definition(), 0);
    return { accepted: false };
  }
  const reason = answer.body?.rejection?.reason ?? answer.body?.error?.message ?? "no reason given";
  view.rejection(bindingId, `${reason} (HTTP ${answer.status})`);
  return { accepted: false };
}

/** A viewer follows the newest lab binding (the presenter's); a writing page builds its own. */
async function showNewest() {
  const list = await labAPI.list().catch(() => null);
  const newest = list?.ok ? list.body.bindings.at(-1) : null;
  if (!newest) {
    identity.note("The presenter has not built a chain yet: it shows here as soon as they do.");
    return;
  }
  const answer = await labAPI.get(newest.id);
  if (answer.ok) show(answer.body);
}

async function labEvent(event) {
  // The event of this page's own creation can come before the answer to it.
  await Promise.allSettled([...creations]);
  if (event.action === "created" && !ownIDs.has(event.id) && event.id !== view.current()?.id) {
    if (!isWritable()) {
      show(event.binding);
      return;
    }
    const showIt = el("button", { type: "button", class: "secondary small", text: "Show it", on: { click: () => show(event.binding) } });
    note(`${event.id} was built on another page: ${event.binding.expression}`, showIt);
  } else if (event.action === "deleted" && event.id === view.current()?.id) {
    note(`${event.id}, shown here, was deleted.`);
  }
}

async function start() {
  const answer = await untilAnswered(labAPI.catalogue, () => showStatus("the playground server does not answer; retrying…"));
  const catalogue = createCatalogue(answer.body);
  await applySessionAccess();
  editor = createDefinitionEditor(catalogue, (definition) => scheduleBuild(definition));
  const share = el("section", { class: "card lab-share", "aria-label": "Permalink and notes" },
    el("div", { class: "permalink" }, link, copyButton("Copy the permalink", () => link.href, link)),
    problem, notes);
  replaceChildren(document.getElementById("lab"),
    el("div", { class: "lab-column" }, editor.node, share, identity.node),
    el("div", { class: "lab-column" }, view.node, laws.node));
  const fromAddress = definitionFromAddress();
  if (isWritable()) await build(fromAddress ?? FIRST_DEFINITION);
  else await showNewest();
  connectLive({
    status: showStatus,
    snapshot: async () => {
      await applySessionAccess();
      const current = view.current();
      if (current && !(await labAPI.get(current.id).catch(() => null))?.ok && isWritable()) await build(editor.definition());
      // Ready: the chain is built and the page follows the stream (tests wait for this).
      document.body.classList.add("ready");
    },
    commit: (record) => view.record(record),
    reset: () => {},
    render: () => {},
    lab: labEvent,
  });
}

start();
