// @ts-check
// Entry point of the binding playground page: builds one card per scene from the API and
// subscribes the cards, the log and the identity panel to the page's store; the shell follows
// the server, the teaching tools and the scene navigator set up the views and the lessons.

import { api, untilAnswered } from "./js/api.js";
import { isWritable, markWrites } from "./js/access.js";
import { createStore } from "./js/store.js";
import { createShell } from "./js/shell.js";
import { createSync } from "./js/sync.js";
import { createWrite } from "./js/write.js";
import { createSceneCard } from "./js/scene-card.js";
import { addSceneWidgets } from "./js/scene-widgets.js";
import { createIdentityPanel } from "./js/identity-panel.js";
import { createTransactionLog } from "./js/transaction-log.js";
import { createSceneNavigator } from "./js/scene-navigator.js";
import { learnTypes } from "./js/value-types.js";
import { learnGoneParts } from "./js/late-write.js";
import { setUpPreferences } from "./js/preferences.js";
import { setUpTeaching } from "./js/teaching.js";
import { createWhoWinsCard } from "./js/who-wins.js";
import { createRedrawsCard } from "./js/redraws.js";

/** @typedef {import("./js/types.js").Scene} Scene */
/** @typedef {import("./js/scene-card.js").SceneCard} SceneCard */

const store = createStore();
const shell = createShell(store);
/** @type {Map<string, SceneCard>} */
const cards = new Map();
const sync = createSync(store, { scene: (state, rootToo) => cards.get(state.id)?.showState(state, rootToo) });
const write = createWrite(store, sync);
const page = {
  cards,
  /** @type {Map<string, ReturnType<typeof import("./js/binding-row.js").createBindingRow>>} */
  rowsById: new Map(),
  log: createTransactionLog(/** @type {HTMLOListElement} */ (document.getElementById("log"))),
  identity: createIdentityPanel(() => renderAgain()),
  /** @type {ReturnType<typeof createSceneNavigator> | null} */
  navigator: null,
};

/** Asks the server to render every scene again and shows the report; resolves whether it did. */
async function renderAgain() {
  const answer = await api.render().catch(() => null);
  if (answer?.ok) store.render(answer.body);
  else shell.status("render failed: the server did not answer");
  return Boolean(answer?.ok);
}

store.on.entry(({ entry, live }) => {
  if (entry.entry === undefined) cards.get(entry.scene)?.showRecord(entry, live(entry.scene));
  else for (const card of cards.values()) card.showRootChange(entry, live(card.id));
  page.log.addRecord(entry);
});
store.on.restart(() => {
  page.log.clear();
  page.log.addMarker("server restarted");
  for (const card of cards.values()) card.forgetSequence();
});
store.on.render((report) => {
  page.identity.show(report);
  for (const binding of report.bindings) page.rowsById.get(binding.id)?.showIdentity(binding);
  page.log.addMarker(`render #${report.render}`);
});
store.on.trap((record) => cards.get(record.scene)?.showTrap(record));
store.on.rejection(({ bindingId, reason, body, after }) => {
  const scene = bindingId.split(".")[0];
  cards.get(scene)?.showRejection(bindingId, reason, body, store.shownAt(scene), after);
});

function buildCards(/** @type {Scene[]} */ scenes) {
  learnTypes(scenes);
  learnGoneParts(scenes);
  const container = /** @type {HTMLElement} */ (document.getElementById("scenes"));
  for (const scene of scenes) {
    const card = createSceneCard(scene, write, sync.entry);
    cards.set(scene.id, card);
    for (const [id, row] of card.rows) page.rowsById.set(id, row);
    addSceneWidgets(scene, card, { accept: sync.entry, status: shell.status, identityPanel: () => page.identity });
    container.append(card.node);
  }
}

async function start() {
  setUpPreferences();
  const reset = markWrites(/** @type {HTMLButtonElement} */ (document.getElementById("reset")));
  reset.addEventListener("click", async () => {
    const answer = await api.reset().catch(() => null);
    if (answer?.ok) sync.entry(answer.body);
  });
  const answer = await untilAnswered(api.scenes, () => shell.status("the playground server does not answer; retrying…"));
  await shell.refreshAccess();
  buildCards(answer.body.scenes);
  const whoWins = createWhoWinsCard(store);
  const redraws = createRedrawsCard(store);
  const costs = [whoWins, redraws];
  document.getElementById("costs")?.append(...costs.map((card) => card.node));
  const navigator = createSceneNavigator(cards, page.log);
  page.navigator = navigator;
  // A lesson step names a cost card by these ids (`"card": "whoWins"`).
  const costCards = new Map([["whoWins", whoWins], ["redraws", redraws]]);
  const teaching = setUpTeaching({ ...page, navigator, costs: costCards }, { write, renderAgain, entry: sync.entry, resync: sync.resync });
  store.on.lesson((presentation) => teaching.lessons.follow(presentation));
  // A viewer's page (share mode) brings a step's result into view as it arrives from the
  // presenter, as the presenter's page does after its own Do it: once for a burst of events
  // (a dragged slider sends dozens a second).
  let revealing = 0;
  const revealOnViewers = () => {
    if (isWritable() || revealing) return;
    revealing = window.setTimeout(() => { revealing = 0; teaching.lessons.reveal(); }, 100);
  };
  for (const subscribe of [store.on.entry, store.on.render, store.on.trap, store.on.rejection, store.on.whoWins, store.on.redraws]) subscribe(revealOnViewers);
  await sync.resync();
  const catchUp = async () => { await Promise.all([teaching.resync(), ...costs.map((card) => card.load())]); };
  shell.connect({ sync, catchUp, lessons: () => teaching.lessons });
}

start();
