// @ts-check
// A scene's sequences: writes the page performs one after another with one button, re-enacting
// how the scene's pitfall happens in an app (a sheet dismissed, then its field committing late).
// Each goes through the page's one write, so the rows, the log and the hooks show it as any
// write; a step that sets the root itself (a row deleted) is a restore of that root, as the
// card's own button for it does. The list under the buttons says what each write did, and the
// summary counts the hooks.

import { el, replaceChildren } from "./dom.js";
import { api } from "./api.js";
import { markWrites } from "./access.js";
import { showValue } from "./swift-values.js";
import { bindingType } from "./value-types.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").SceneSequence} SceneSequence */
/** @typedef {import("./write.js").Write} Write */

/**
 * How often each hook ran: `onDismiss() ran 2 times`, for every hook the scene declares.
 * @param {string[]} declared
 * @param {Map<string, number>} counts
 */
function hookCountText(declared, counts) {
  const names = [...new Set([...declared, ...counts.keys()])];
  return names.map((name) => {
    const times = counts.get(name) ?? 0;
    return `${name} ran ${times} ${times === 1 ? "time" : "times"}`;
  }).join(", ");
}

/**
 * The buttons of `scene`'s sequences and what the last one did; `null` for a scene without any.
 * @param {Scene} scene
 * @param {Write} write
 * @param {(entry: import("./types.js").LogEntry) => void} accept takes the record of a root a step sets
 */
export function createSequences(scene, write, accept) {
  const sequences = scene.sequences ?? [];
  if (!sequences.length) return null;
  const rootType = scene.root.type;
  const writes = el("ol", { class: "sequence-writes" });
  const summary = el("p", { class: "sequence-summary", role: "status", "aria-live": "polite" });
  let running = false;

  /** @param {SceneSequence} sequence */
  async function run(sequence) {
    if (running) return;
    running = true;
    node.setAttribute("aria-busy", "true");
    replaceChildren(writes);
    summary.textContent = `${sequence.label}: writing…`;
    /** @type {Map<string, number>} */
    const hooks = new Map();
    let refused = 0;
    let crashed = 0;
    /** @type {unknown} */
    let root;
    try {
      for (const step of sequence.writes) {
        if (step.binding === undefined) {
          const what = `root = ${showValue(step.root, rootType)}`;
          const answer = await api.restore({ roots: { [scene.id]: step.root } }).catch(() => null);
          if (answer?.ok) {
            accept(answer.body);
            root = step.root;
            writes.append(el("li", { class: "sequence-write root" }, el("code", { text: what }), ": the root is set, as an app's list deletes a row"));
          } else {
            refused += 1;
            writes.append(el("li", { class: "sequence-write refused" }, el("code", { text: what }), ": ✗ refused; nothing was written"));
          }
          continue;
        }
        const result = await write(step.binding, step.value);
        const what = `${step.binding} = ${showValue(step.value, bindingType(step.binding))}`;
        if (result.accepted && result.record) {
          const record = result.record;
          root = record.root.after;
          for (const hook of record.hooks) hooks.set(hook.name, (hooks.get(hook.name) ?? 0) + 1);
          const fired = record.hooks.length ? `; ran ${record.hooks.map((hook) => hook.name).join(", ")}` : "";
          const change = record.noOp ? `root stays ${showValue(root, rootType)}` : `root ${showValue(record.root.before, rootType)} → ${showValue(root, rootType)}`;
          writes.append(el("li", { class: "sequence-write", dataset: { binding: step.binding } }, el("code", { text: what }), `: ${change}${fired}`));
        } else if (result.trapped) {
          crashed += 1;
          writes.append(el("li", { class: "sequence-write trapped", dataset: { binding: step.binding } }, el("code", { text: what }),
            `: ✗ crashed the app (${result.trapped.trap.signal}); run in a child process, the root stays`));
        } else {
          refused += 1;
          writes.append(el("li", { class: "sequence-write refused", dataset: { binding: step.binding } }, el("code", { text: what }),
            `: ✗ refused, ${result.reason ?? "no reason given"}; nothing was written`));
        }
      }
      const parts = [`${sequence.writes.length} writes`];
      if (scene.hooks?.length || hooks.size) parts.push(hookCountText(scene.hooks ?? [], hooks));
      if (refused) parts.push(`${refused} refused`);
      if (crashed) parts.push(`${crashed} crashed the app`);
      if (root !== undefined) parts.push(`root now ${showValue(root, rootType)}`);
      summary.textContent = `${sequence.label}: ${parts.join("; ")}.`;
    } finally {
      running = false;
      node.removeAttribute("aria-busy");
    }
  }

  const buttons = sequences.map((sequence) => markWrites(el("button", { type: "button", class: "secondary sequence", text: sequence.label,
    on: { click: () => run(sequence) } })));
  const node = el("section", { class: "sequences", "aria-label": `${scene.title}: how it goes wrong, step by step` },
    el("h3", { text: "Make it happen" }), el("div", { class: "sequence-buttons" }, ...buttons), summary, writes);
  return {
    node,
    /** Forgets what the last sequence did (a reset). */
    clear() {
      replaceChildren(writes);
      summary.textContent = "";
    },
  };
}
