// One card per scene: the shared root, a visual that moves with the committed animation,
// the bindings, the hook log and a curl command for the last write.

import { el, copyButton, flash } from "./dom.js";
import { createBindingRow } from "./binding-row.js";
import { cssTransition, describeAnimation, showValue, unitFraction } from "./format.js";
import { curlForWrite } from "./api.js";

const HOOK_LOG_LENGTH = 8;

/** The visual for a root: a bar for values in 0...1, a swatch for colours, nothing otherwise. */
function createVisual(scene) {
  if (unitFraction(scene.root.value) !== null && scene.root.type === "Float" && scene.id !== "identity") {
    const fill = el("div", { class: "bar-fill" });
    const track = el("div", { class: "bar-track", role: "img", "aria-label": `${scene.title} root as a bar` }, fill);
    return { node: track, target: fill, property: "transform", apply: (value) => { fill.style.transform = `scaleX(${unitFraction(value) ?? 0})`; } };
  }
  if (scene.root.type === "RGB") {
    const swatch = el("div", { class: "swatch", role: "img", "aria-label": `${scene.title} root colour` });
    return { node: swatch, target: swatch, property: "background-color", apply: (value) => { swatch.style.backgroundColor = value; } };
  }
  return null;
}

/** Says how the visual moved for a commit, and where its animation came from. */
function describeMotion(record, animation) {
  if (!animation) return `#${record.sequence}: jumped (no animation reached the root)`;
  const source = record.transaction.ambient?.animation ? "withAnimation" : "the binding's .animation";
  return `#${record.sequence}: animated with ${describeAnimation(animation)} from ${source}`;
}

/**
 * Builds the card of one Scene.
 * @param {Object} scene Scene from GET /api/scenes
 * @param {(id: string, value: *) => Promise<{accepted: boolean, readBack?: *}>} write
 */
export function createSceneCard(scene, write) {
  const rows = new Map(scene.bindings.map((info) => [info.id, createBindingRow(info, write)]));
  const rootValue = el("output", { class: "root-value" });
  const visual = createVisual(scene);
  const motion = el("p", { class: "motion", text: "" });
  const hookLog = el("ol", { class: "hook-log", "aria-live": "polite", "aria-label": `${scene.title} hook log` });
  const hooks = el("section", { class: "hooks", hidden: scene.id !== "haptics" },
    el("h3", { text: "Hooks fired" }), hookLog);
  const curlCode = el("code", { text: "" });
  const curl = el("section", { class: "curl", hidden: true },
    el("div", { class: "curl-head" }, el("h3", { text: "Reproduce the last write" }),
      copyButton(`Copy the curl command for the last ${scene.title} write`, () => curlCode.textContent, curlCode)),
    el("pre", {}, curlCode));
  const titleId = `scene-${scene.id}-title`;
  const node = el("section", { class: `card scene-${scene.id}`, id: `scene-${scene.id}`, "aria-labelledby": titleId },
    el("header", {}, el("h2", { id: titleId, text: scene.title }), el("p", { class: "summary", text: scene.summary })),
    el("div", { class: "root" }, el("span", { class: "root-label", text: "root " }),
      el("code", { class: "root-type", text: scene.root.type }), " = ", rootValue),
    visual?.node ?? null, visual ? motion : null,
    el("ul", { class: "bindings" }, ...[...rows.values()].map((row) => row.node)),
    hooks, curl);

  let latestSequence = -1;
  let shownRoot;

  function showRoot(value, animation) {
    rootValue.textContent = showValue(value);
    // Re-applying the same value would cancel a transition that is still running.
    const key = JSON.stringify(value);
    if (!visual || key === shownRoot) return;
    shownRoot = key;
    visual.target.style.transition = cssTransition(animation, visual.property);
    visual.apply(value);
  }

  function showCurl(bindingId, body) {
    curlCode.textContent = curlForWrite(bindingId, body);
    curl.hidden = false;
  }

  function showHooks(record) {
    if (!record.hooks.length) return;
    hooks.hidden = false;
    for (const hook of record.hooks) {
      const impact = hook.name.includes("impact");
      const item = el("li", { class: impact ? "hook impact" : "hook" },
        el("code", { text: hook.name }), ` with ${showValue(hook.value)} `, el("span", { class: "hook-seq", text: `#${record.sequence}` }));
      hookLog.prepend(item);
      if (impact) { flash(item); flash(node, "impact-flash"); }
    }
    while (hookLog.children.length > HOOK_LOG_LENGTH) hookLog.lastElementChild.remove();
  }

  return {
    id: scene.id,
    node,
    rows,
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
     * Shows a committed write: root, animated visual, badge, verdict, hooks and curl. A record
     * older than what the card shows (answers and events can cross) leaves the root alone.
     */
    showRecord(record) {
      if (record.sequence > latestSequence) {
        latestSequence = record.sequence;
        const animation = record.transaction.committed?.animation ?? null;
        showRoot(record.root.after, animation);
        motion.textContent = describeMotion(record, animation);
      }
      rows.get(record.binding)?.showRecord(record);
      showHooks(record);
      const body = { value: record.value.written };
      if (record.transaction.ambient) body.transaction = record.transaction.ambient;
      showCurl(record.binding, body);
    },
    /** Forgets what the card has seen (the server restarted and counts from zero again). */
    forgetSequence() {
      latestSequence = -1;
      for (const row of rows.values()) row.forgetSequence();
    },
    /** Shows a refused write; the root did not change. */
    showRejection(bindingId, reason, body) {
      rows.get(bindingId)?.showRejection(reason);
      showCurl(bindingId, body);
    },
  };
}
