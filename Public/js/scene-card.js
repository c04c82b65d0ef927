// @ts-check
// One card per scene: the shared root, a picture that moves with the committed animation,
// the bindings, both at once, the hook log and a curl command for the last write. What the root
// and the rows show of the log goes through the record view the lab's binding shares.

import { el, copyButton, flash } from "./dom.js";
import { createBindingRow } from "./binding-row.js";
import { createVisual, visualKind } from "./visual.js";
import { createBothAtOnce, twinsOf } from "./both-at-once.js";
import { showValue } from "./swift-values.js";
import { bindingType } from "./value-types.js";
import { curlForWrite } from "./api.js";
import { createRecordView } from "./record-view.js";
import { createSequences } from "./scene-sequences.js";
import { createTrapPanel } from "./trap-panel.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").WriteRecord} WriteRecord */
/** @typedef {import("./types.js").RootChange} RootChange */
/** @typedef {import("./write.js").Write} Write */
/** @typedef {import("./types.js").TrappedWrite} TrappedWrite */

const HOOK_LOG_LENGTH = 8;

/**
 * Builds the card of one Scene.
 * @param {Scene} scene Scene from GET /api/scenes
 * @param {Write} write
 * @param {(entry: import("./types.js").LogEntry) => void} accept takes the record of a root its sequences set
 */
export function createSceneCard(scene, write, accept) {
  const rows = new Map(scene.bindings.map((info) => [info.id, createBindingRow(info, write)]));
  const rootValue = el("output", { class: "root-value" });
  const kind = visualKind(scene);
  const visual = createVisual(kind, `${scene.title} root as a ${kind === "bar" ? "bar" : "colour"}`);
  const motion = el("p", { class: "motion", text: "" });
  const view = createRecordView({ scene: scene.id, rootType: scene.root.type, rows, visual, rootValue, motion, root: scene.root.value });
  const twins = kind ? twinsOf(scene) : null;
  const both = kind && twins ? createBothAtOnce(scene, kind, twins, write, view.currentRoot) : null;
  // A scene whose bindings can fire hooks shows where they will be listed before one fires.
  const declaresHooks = Boolean(scene.hooks?.length);
  const hookLog = el("ol", { class: "hook-log", "aria-live": "polite", "aria-label": `${scene.title} hook log`,
    dataset: { empty: declaresHooks ? `None yet: ${scene.hooks?.join(", ")} will be listed here when it runs.` : "None yet." } });
  const hooks = el("section", { class: "hooks", hidden: !declaresHooks },
    el("h3", { text: "Hooks fired" }), hookLog);
  const sequences = createSequences(scene, write, accept);
  const trap = createTrapPanel(scene.title);
  const curlCode = el("code", { text: "" });
  const curl = el("section", { class: "curl", hidden: true },
    el("div", { class: "curl-head" }, el("h3", { text: "Reproduce the last write" }),
      copyButton(`Copy the curl command for the last ${scene.title} write`, () => curlCode.textContent ?? "", curlCode)),
    el("pre", {}, curlCode));
  const titleId = `scene-${scene.id}-title`;
  // The card's own actions (its reset) join "both at once" in this header slot.
  const actions = el("div", { class: "card-actions" });
  const node = el("section", { class: `card scene-${scene.id}`, id: `scene-${scene.id}`, "aria-labelledby": titleId, dataset: { scene: scene.id } },
    el("header", {}, el("h2", { id: titleId, tabindex: "-1", text: scene.title }), el("p", { class: "summary", text: scene.summary }),
      scene.pitfall ? el("p", { class: "pitfall" }, el("strong", { text: "What goes wrong: " }), scene.pitfall) : null, actions),
    // The stage (root, picture, motion) stays in view in focus mode while the rows scroll.
    el("div", { class: "stage" },
      el("div", { class: "root" }, el("span", { class: "root-label", text: "root " }),
        el("code", { class: "root-type", text: scene.root.type }), " = ", rootValue),
      visual?.node ?? null, visual ? motion : null),
    el("ul", { class: "bindings" }, ...[...rows.values()].map((row) => row.node)),
    both?.node ?? null, sequences?.node ?? null, trap.node, hooks, curl);

  function showCurl(/** @type {string} */ bindingId, /** @type {unknown} */ body) {
    curlCode.textContent = curlForWrite(bindingId, body);
    curl.hidden = false;
  }

  function showHooks(/** @type {WriteRecord} */ record, /** @type {boolean} */ live) {
    if (!record.hooks.length) return;
    hooks.hidden = false;
    for (const hook of record.hooks) {
      const impact = hook.name.includes("impact");
      const item = el("li", { class: impact ? "hook impact" : "hook", dataset: { binding: record.binding } },
        el("code", { text: hook.name }), ` with ${showValue(hook.value, bindingType(record.binding))}, fired through `,
        el("code", { class: "hook-binding", text: record.binding }), " ", el("span", { class: "hook-seq", text: `#${record.sequence}` }));
      hookLog.prepend(item);
      if (impact && live) { flash(item); flash(node, "impact-flash"); }
    }
    while (hookLog.children.length > HOOK_LOG_LENGTH) hookLog.lastElementChild?.remove();
  }

  /** Forgets the scene's hooks, last write and ghosts (a reset). */
  function clearHistory() {
    hookLog.replaceChildren();
    hooks.hidden = !declaresHooks;
    curl.hidden = true;
    sequences?.clear();
    both?.clear();
    trap.clear();
  }

  both?.suggest();
  return {
    id: scene.id,
    title: scene.title,
    node,
    rows,
    actions,
    visual,
    /** Shows the scene's state as the store let it through: the values, and the root when `rootToo`. */
    showState(/** @type {{bindings: {id: string, value: any}[], root?: {value: any}}} */ state, /** @type {boolean} */ rootToo) {
      view.showState(rootToo ? state : { bindings: state.bindings });
    },
    /** Shows a committed write: root, animated picture, badge, verdict, hooks and curl. */
    showRecord(/** @type {WriteRecord} */ record, /** @type {boolean} */ live) {
      view.showRecord(record, live);
      showHooks(record, live);
      both?.follow(record, live);
      /** @type {{value: any, transaction?: any}} */
      const body = { value: record.value.written };
      if (record.transaction.ambient) body.transaction = record.transaction.ambient;
      showCurl(record.binding, body);
    },
    /** Shows a reset or restore of this scene's root; a reset also clears the hooks, the curl and the ghosts. */
    showRootChange(/** @type {RootChange} */ entry, /** @type {boolean} */ live) {
      if (!entry.scenes.includes(scene.id)) return;
      view.showRootChange(entry, live);
      if (entry.entry === "reset") clearHistory();
    },
    /** Forgets what the rows have seen (the server restarted and counts from zero again). */
    forgetSequence: view.forgetSequence,
    /** The root value the card shows now. */
    currentRoot: view.currentRoot,
    /** Shows a write that would have crashed the app, run in a child process; the root did not change. */
    showTrap(/** @type {TrappedWrite} */ record) {
      trap.show(record);
      showCurl(record.binding, { value: record.value.written });
      // The crash is what the learner watching this card came to see: bring it into view, even
      // when the card scrolls in its own box (focus mode). A card out of view is left alone.
      const box = node.getBoundingClientRect();
      if (box.bottom > 0 && box.top < window.innerHeight && box.width > 0) trap.node.scrollIntoView({ block: "nearest" });
    },
    /**
     * Shows a refused write made after the scene's entry `after`; the root did not change.
     * `refusedAfter`: the log entry the write followed, when an event told it (Both at once follows it).
     */
    showRejection(/** @type {string} */ bindingId, /** @type {string} */ reason, /** @type {any} */ body, /** @type {number} */ after,
      /** @type {number | undefined} */ refusedAfter) {
      view.showRejection(bindingId, reason, after);
      if (refusedAfter !== undefined) both?.followRefusal(bindingId, body?.value, refusedAfter);
      showCurl(bindingId, body);
    },
  };
}

/** @typedef {ReturnType<typeof createSceneCard>} SceneCard */
