// @ts-check
// An embedded lab chain: the definition comes from the lab's permalink fragment (`#def=…`),
// and the embed shows the chain and its twins as the lab's binding view does. Many readers open
// the same course page, so the embed reuses the newest lab binding built from that definition,
// and builds one only when there is none (the lab keeps its newest 256). In share mode it cannot
// build: it shows the chain once the presenter has built it.

import { untilAnswered } from "./api.js";
import { isWritable } from "./access.js";
import { createSync } from "./sync.js";
import { createWrite } from "./write.js";
import { labAPI } from "./lab/lab-api.js";
import { createLabView } from "./lab/lab-view.js";
import { definitionFromAddress } from "./lab/permalink.js";
import { el } from "./dom.js";
import { explain, openLink } from "./embed-frame.js";

/** @typedef {import("./types.js").LabBinding} LabBinding */
/** @typedef {import("./types.js").LabDefinition} LabDefinition */

const WAITING = "The presenter has not built this chain yet: it shows here as soon as they do.";

/** JSON text of `value` with every object's members in name order, so equal definitions read alike. */
function canonical(/** @type {unknown} */ value) {
  return JSON.stringify(value, (_key, member) => {
    if (typeof member === "bigint") return `${member}n`;
    if (member === null || typeof member !== "object" || Array.isArray(member)) return member;
    return Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/**
 * Shows the lab chain the address defines, and follows it.
 * @param {import("./embed-frame.js").EmbedContext} context
 */
export async function embedLab(context) {
  const { store, shell, main, withLog } = context;
  const fromAddress = /** @type {LabDefinition | null} */ (definitionFromAddress());
  if (!fromAddress) {
    explain(context, "No lab chain in this address", [
      { label: "Build one in the lab, then use its permalink's #def=… after /embed/lab", href: "/lab.html" },
    ]);
    return;
  }
  const definition = fromAddress;
  const wanted = canonical(definition);
  const isWanted = (/** @type {LabDefinition} */ other) => canonical(other) === wanted;
  document.title = "Lab chain · Binding playground";
  /** @type {HTMLElement} */ (document.getElementById("embed-title")).textContent = "A lab chain of the binding playground";
  openLink(`/lab.html${window.location.hash}`);  // the lab rebuilds the chain from the same fragment

  const sync = createSync(store, null);
  const write = createWrite(store, sync);
  const view = createLabView(write);
  const note = el("p", { class: "embed-note", role: "status" });
  main.replaceChildren(note, view.node);
  view.node.classList.toggle("without-log", !withLog);
  /** The id of the lab binding shown, or null while there is none (not built yet, or gone). */
  let shown = /** @type {string | null} */ (null);
  /** Whether this page is looking for or building the chain (its own creation's event is no news). */
  let looking = false;

  function show(/** @type {LabBinding} */ binding) {
    shown = binding.id;
    note.textContent = "";
    view.show(binding);
    document.body.dataset.lab = binding.id;
  }

  /** The newest lab binding built from the definition, read now, or null. */
  async function existing() {
    const list = await labAPI.list().catch(() => null);
    if (!list?.ok) return null;
    const summaries = /** @type {{id: string, definition: LabDefinition}[]} */ (list.body.bindings);
    const found = [...summaries].reverse().find((summary) => isWanted(summary.definition));
    if (!found) return null;
    const answer = await labAPI.get(found.id).catch(() => null);
    return answer?.ok ? answer.body : null;
  }

  /** Shows the definition's lab binding: an existing one, else a new one when this page may build. */
  async function showChain() {
    looking = true;
    try {
      const found = await existing();
      if (found) {
        store.lab(found);
        show(found);
      } else if (!isWritable()) {
        view.empty(WAITING);
        if (shown) note.textContent = `${shown} is gone: ${WAITING}`;
        shown = null;
      } else {
        const built = await labAPI.create(definition).catch(() => null);
        if (built?.ok) {
          store.lab(built.body);
          show(built.body);
        } else {
          note.textContent = `✗ Not built: ${built?.body?.error?.message ?? "the server cannot be reached"}`;
        }
      }
    } finally {
      looking = false;
    }
  }

  store.on.entry(({ entry, live }) => {
    if (entry.entry === undefined) view.record(entry, live(entry.scene));
  });
  store.on.rejection(({ bindingId, reason, status }) => {
    if (!shown || !bindingId.startsWith(`${shown}.`)) return;
    if (status === 404) showChain();  // evicted, deleted, or the server restarted
    else view.rejection(bindingId, reason, store.shownAt(shown));
  });
  store.on.lab((event) => {
    if (event.action === "created" && !shown && !looking && event.binding && isWanted(event.binding.definition)) {
      show(event.binding);
    } else if (event.action === "deleted" && event.id === shown) {
      showChain();
    }
  });

  await untilAnswered(labAPI.list, () => shell.status("the playground server does not answer; retrying…"));
  await shell.refreshAccess();
  await showChain();
  shell.connect({
    sync,
    // After a (re)connection: the chain shown may be gone (a restarted server).
    catchUp: async () => {
      if (!shown || !(await labAPI.get(shown).catch(() => null))?.ok) await showChain();
    },
  });
}
