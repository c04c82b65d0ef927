// One card per scene: the shared root, a picture that moves with the committed animation,
// the bindings, both at once, the hook log and a curl command for the last write.

import { el, copyButton, flash } from "./dom.js";
import { createBindingRow } from "./binding-row.js";
import { createVisual, visualKind } from "./visual.js";
import { createBothAtOnce, twinsOf } from "./both-at-once.js";
import { describeMotion, transactionOutcome } from "./transaction-outcome.js";
import { slowMotionNote } from "./animation.js";
import { playbackRate } from "./preferences.js";
import { showValue } from "./swift-values.js";
import { bindingType } from "./value-types.js";
import { curlForWrite } from "./api.js";
import { rootChangeText } from "./root-change.js";

const HOOK_LOG_LENGTH = 8;

/**
 * Builds the card of one Scene.
 * @param {Object} scene Scene from GET /api/scenes
 * @param {(id: string, value: *) => Promise<{accepted: boolean, readBack?: *, record?: Object}>} write
 */
export function createSceneCard(scene, write) {
  const rows = new Map(scene.bindings.map((info) => [info.id, createBindingRow(info, write)]));
  const rootValue = el("output", { class: "root-value" });
  const kind = visualKind(scene);
  const visual = createVisual(kind, `${scene.title} root as a ${kind === "bar" ? "bar" : "colour"}`);
  const motion = el("p", { class: "motion", text: "" });
  const twins = kind ? twinsOf(scene) : null;
  let currentRoot = scene.root.value;
  const both = twins ? createBothAtOnce(scene, kind, twins, write, () => currentRoot) : null;
  const hookLog = el("ol", { class: "hook-log", "aria-live": "polite", "aria-label": `${scene.title} hook log` });
  const hooks = el("section", { class: "hooks", hidden: scene.id !== "haptics" },
    el("h3", { text: "Hooks fired" }), hookLog);
  const curlCode = el("code", { text: "" });
  const curl = el("section", { class: "curl", hidden: true },
    el("div", { class: "curl-head" }, el("h3", { text: "Reproduce the last write" }),
      copyButton(`Copy the curl command for the last ${scene.title} write`, () => curlCode.textContent, curlCode)),
    el("pre", {}, curlCode));
  const titleId = `scene-${scene.id}-title`;
  // Phase B's per-scene actions (reset) join "both at once" in this header slot.
  const actions = el("div", { class: "card-actions" });
  const node = el("section", { class: `card scene-${scene.id}`, id: `scene-${scene.id}`, "aria-labelledby": titleId, dataset: { scene: scene.id } },
    el("header", {}, el("h2", { id: titleId, tabindex: "-1", text: scene.title }), el("p", { class: "summary", text: scene.summary }), actions),
    // The stage (root, picture, motion) stays in view in focus mode while the rows scroll.
    el("div", { class: "stage" },
      el("div", { class: "root" }, el("span", { class: "root-label", text: "root " }),
        el("code", { class: "root-type", text: scene.root.type }), " = ", rootValue),
      visual?.node ?? null, visual ? motion : null),
    el("ul", { class: "bindings" }, ...[...rows.values()].map((row) => row.node)),
    both?.node ?? null, hooks, curl);

  let latestSequence = -1;

  function showRoot(value, animation) {
    currentRoot = value;
    rootValue.textContent = showValue(value, scene.root.type);
    visual?.show(value, animation);
  }

  function showCurl(bindingId, body) {
    curlCode.textContent = curlForWrite(bindingId, body);
    curl.hidden = false;
  }

  function showHooks(record, live) {
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
    while (hookLog.children.length > HOOK_LOG_LENGTH) hookLog.lastElementChild.remove();
  }

  /** Forgets the scene's hooks, last write and ghosts (a reset). */
  function clearHistory() {
    hookLog.replaceChildren();
    hooks.hidden = scene.id !== "haptics";
    curl.hidden = true;
    both?.clear();
  }

  /** Rows whose refusal predates `sequence` learn that the state has changed since. */
  function tellRows(sequence, change, except) {
    for (const [id, row] of rows) if (id !== except) row.sceneChanged(sequence, change);
  }

  both?.suggest();
  return {
    id: scene.id,
    title: scene.title,
    node,
    rows,
    actions,
    visual,
    /**
     * Shows a scene's root and values as of `sequence` without animating (first load, reset,
     * reconnection). Older than what the card already shows: ignored.
     */
    showScene(current, sequence) {
      if (sequence < latestSequence) return;
      latestSequence = sequence;
      showRoot(current.root.value, null);
      this.showValues(current);
    },
    /** Shows the value every binding reads now; the root stays driven by commits. */
    showValues(current) {
      for (const info of current.bindings) rows.get(info.id)?.showValue(info.value);
    },
    /**
     * Shows a committed write: root, animated picture, badge, verdict, hooks and curl. A record
     * older than what the card shows (answers and events can cross) leaves the root alone.
     */
    showRecord(record) {
      const live = record.sequence > latestSequence;
      if (live) {
        latestSequence = record.sequence;
        const outcome = transactionOutcome(record);
        showRoot(record.root.after, outcome.committed);
        motion.textContent = describeMotion(record, outcome) + slowMotionNote(outcome.committed, playbackRate());
      }
      rows.get(record.binding)?.showRecord(record, live);
      if (!record.noOp) tellRows(record.sequence, `#${record.sequence} through ${record.binding} changed the root to ${showValue(record.root.after, scene.root.type)}`, record.binding);
      showHooks(record, live);
      const body = { value: record.value.written };
      if (record.transaction.ambient) body.transaction = record.transaction.ambient;
      showCurl(record.binding, body);
    },
    /**
     * Shows a reset or restore of this scene's root (a ResetRecord or RestoreRecord): the root
     * jumps to its new value, as no binding wrote it. A reset also clears the rows' badges and
     * refusals, the hooks and the ghosts; after a restore, refusals say what changed the root.
     */
    showRootChange(entry) {
      if (!entry.scenes.includes(scene.id)) return;
      const after = entry.roots.after[scene.id];
      if (entry.sequence > latestSequence) {
        latestSequence = entry.sequence;
        showRoot(after, null);
        motion.textContent = `#${entry.sequence}: ${rootChangeText(entry)} (it jumps: no binding wrote it)`;
      }
      if (entry.entry === "reset") {
        for (const row of rows.values()) row.reset(entry.sequence);
        clearHistory();
      } else {
        tellRows(entry.sequence, `#${entry.sequence} restored the root to ${showValue(after, scene.root.type)}`);
      }
    },
    /** Forgets what the card has seen (the server restarted and counts from zero again). */
    forgetSequence() {
      latestSequence = -1;
      for (const row of rows.values()) row.forgetSequence();
    },
    /** The latest commit this card has shown (-1 for none yet). */
    latestSequence: () => latestSequence,
    /** The root value the card shows now. */
    currentRoot: () => currentRoot,
    /** Shows a refused write; the root did not change. */
    showRejection(bindingId, reason, body) {
      rows.get(bindingId)?.showRejection(reason, latestSequence);
      showCurl(bindingId, body);
    },
  };
}
