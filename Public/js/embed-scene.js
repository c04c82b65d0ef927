// @ts-check
// An embedded scene: its card (root, picture, bindings, controls, badges, both at once, hooks,
// the widgets its scene declares, its reset), built and kept live from the store exactly as on
// the main page, and the scene's own log when the address asks for it. An unknown name gets a
// message listing the scenes there are.

import { api, untilAnswered } from "./api.js";
import { el } from "./dom.js";
import { createSync } from "./sync.js";
import { createWrite } from "./write.js";
import { createSceneCard } from "./scene-card.js";
import { addSceneWidgets } from "./scene-widgets.js";
import { addSceneReset } from "./scene-reset.js";
import { learnGoneParts } from "./late-write.js";
import { createIdentityPanel } from "./identity-panel.js";
import { createTransactionLog } from "./transaction-log.js";
import { learnTypes } from "./value-types.js";
import { deepLink } from "./deep-link.js";
import { explain, openLink } from "./embed-frame.js";

/**
 * Shows scene `name` in the frame and follows it.
 * @param {string} name
 * @param {import("./embed-frame.js").EmbedContext} context
 */
export async function embedScene(name, context) {
  const { store, shell, main, withLog } = context;
  const answer = await untilAnswered(api.scenes, () => shell.status("the playground server does not answer; retrying…"));
  const scenes = answer.body.scenes;
  const scene = scenes.find((candidate) => candidate.id === name);
  if (!scene) {
    explain(context, `No scene named “${name}”`, [
      ...scenes.map((other) => ({ label: `${other.title} (/embed/${other.id})`, href: `/embed/${encodeURIComponent(other.id)}` })),
      { label: "a lab chain (/embed/lab#def=…, from the lab's permalink)", href: "/lab.html" },
    ]);
    return;
  }
  document.title = `${scene.title} · Binding playground`;
  /** @type {HTMLElement} */ (document.getElementById("embed-title")).textContent = `${scene.title}: a scene of the binding playground`;
  openLink(`/${deepLink(scene.id)}`);
  await shell.refreshAccess();
  learnTypes(scenes);
  learnGoneParts(scenes);
  const sync = createSync(store, { scene: (state, rootToo) => { if (state.id === scene.id) card.showState(state, rootToo); } });
  const write = createWrite(store, sync);
  const card = createSceneCard(scene, write, sync.entry);
  main.replaceChildren(card.node);
  // Every render (from any page) shows the identities on the rows; a scene that declares the
  // identity panel gets the main page's "Render again".
  /** @type {ReturnType<typeof createIdentityPanel> | null} */
  let identity = null;
  addSceneWidgets(scene, card, { accept: sync.entry, status: shell.status, identityPanel: () => {
    identity ??= createIdentityPanel(async () => {
      const rendered = await api.render().catch(() => null);
      if (rendered?.ok) store.render(rendered.body);
    });
    return identity;
  } });
  // The reset brings the scene back from whatever was written or deleted here.
  addSceneReset(card, async (ids) => {
    const answer = await api.reset(ids).catch(() => null);
    if (answer?.ok) sync.entry(answer.body);
    else shell.status("the reset failed: the server did not answer");
    return { accepted: Boolean(answer?.ok) };
  });

  const list = el("ol", { class: "log", "aria-live": "off" });
  if (withLog) {
    main.append(el("section", { class: "card embed-log", "aria-labelledby": "embed-log-title" },
      el("h2", { id: "embed-log-title", text: `${scene.title} log` }), list));
  }
  // Made once the list is in the page: the log puts its note on rounding before it.
  const log = withLog ? createTransactionLog(list) : null;
  log?.showScene(scene.id);

  store.on.render((report) => {
    identity?.show(report);
    for (const binding of report.bindings) card.rows.get(binding.id)?.showIdentity(binding);
  });

  store.on.entry(({ entry, live }) => {
    if (entry.entry === undefined) {
      if (entry.scene !== scene.id) return;
      card.showRecord(entry, live(scene.id));
    } else {
      card.showRootChange(entry, live(scene.id));
    }
    log?.addRecord(entry);
  });
  store.on.restart(() => {
    log?.clear();
    card.forgetSequence();
  });
  store.on.trap((record) => { if (record.scene === scene.id) card.showTrap(record); });
  store.on.rejection(({ bindingId, reason, body, after }) => {
    if (bindingId.startsWith(`${scene.id}.`)) card.showRejection(bindingId, reason, body, store.shownAt(scene.id), after);
  });
  await sync.resync();
  shell.connect({ sync });
}
