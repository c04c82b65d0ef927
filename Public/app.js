// Entry point of the binding playground page: builds one card per scene from the API,
// sends writes, follows the server's event stream, and sets up the views (all scenes, focus
// mode, phone) and the page settings.

import { api, untilAnswered } from "./js/api.js";
import { markWrites } from "./js/access.js";
import { applySessionAccess } from "./js/session.js";
import { createSceneCard } from "./js/scene-card.js";
import { createIdentityPanel } from "./js/identity-panel.js";
import { createTransactionLog } from "./js/transaction-log.js";
import { createSceneNavigator } from "./js/scene-navigator.js";
import { connectLive } from "./js/live.js";
import { createSync } from "./js/sync.js";
import { learnTypes } from "./js/value-types.js";
import { ambientTransaction, setUpPreferences } from "./js/preferences.js";
import { setUpTeaching } from "./js/teaching.js";

const statusNode = document.getElementById("live-status");
function showStatus(text, live = false) {
  statusNode.textContent = text;
  statusNode.classList.toggle("live", live);
}

const page = {
  cards: new Map(),
  rowsById: new Map(),
  log: createTransactionLog(document.getElementById("log")),
  identity: createIdentityPanel(() => renderAgain()),
  navigator: null,
  teaching: null,
};
const sync = createSync(page);

/** Asks the server to render every scene again and shows the report; resolves whether it did. */
async function renderAgain() {
  const answer = await api.render().catch(() => null);
  if (answer?.ok) sync.render(answer.body);
  else showStatus("render failed: the server did not answer", false);
  return Boolean(answer?.ok);
}

/**
 * Sends one write; shows the commit or the rejection.
 * @param {{transaction?: Object|null}} [options] the ambient transaction (a lesson's own);
 *   by default the toolbar's withAnimation setting decides.
 * @returns {Promise<{accepted: boolean, readBack?: *, record?: Object, reason?: string}>}
 */
async function write(bindingId, value, { transaction } = {}) {
  const body = { value };
  const ambient = transaction === undefined ? ambientTransaction() : transaction;
  if (ambient) body.transaction = ambient;
  const card = page.cards.get(bindingId.split(".")[0]);
  let answer;
  try {
    answer = await api.write(bindingId, body);
  } catch {
    card?.showRejection(bindingId, "the server cannot be reached", body);
    return { accepted: false };
  }
  if (answer.ok) {
    sync.entry(answer.body);
    return { accepted: true, readBack: answer.body.value.readBack, record: answer.body };
  }
  const reason = answer.body?.rejection?.reason ?? answer.body?.error?.message ?? "no reason given";
  card?.showRejection(bindingId, `${reason} (HTTP ${answer.status})`, body);
  return { accepted: false, reason };
}

function buildCards(scenes) {
  learnTypes(scenes);
  const container = document.getElementById("scenes");
  for (const scene of scenes) {
    const card = createSceneCard(scene, write);
    page.cards.set(scene.id, card);
    for (const [id, row] of card.rows) page.rowsById.set(id, row);
    if (scene.id === "identity") card.node.append(page.identity.node);
    container.append(card.node);
  }
}

async function start() {
  setUpPreferences();
  const reset = markWrites(document.getElementById("reset"));
  reset.addEventListener("click", async () => {
    const answer = await api.reset().catch(() => null);
    if (answer?.ok) sync.entry(answer.body);
  });
  const answer = await untilAnswered(api.scenes, () => showStatus("the playground server does not answer; retrying…"));
  await applySessionAccess();
  buildCards(answer.body.scenes);
  page.navigator = createSceneNavigator(page.cards, page.log);
  page.teaching = setUpTeaching(page, { write, renderAgain, entry: sync.entry, resync: sync.resync });
  await sync.resync();
  connectLive({
    status: showStatus,
    snapshot: async (snapshot) => {
      await Promise.all([
        applySessionAccess(),  // a restarted server may have a new token, or none
        sync.snapshot(snapshot).catch(() => showStatus("resynchronising failed; waiting for the next event")),
        page.teaching.resync(),  // the lessons, and the step the presenter shows
      ]);
      // Ready: in step with the server and its access rules (tests wait for this).
      document.body.classList.add("ready");
    },
    commit: (record) => sync.entry(record),
    reset: (entry) => sync.entry(entry),
    restore: (entry) => sync.entry(entry),
    render: (report) => sync.render(report),
    lesson: (presentation) => page.teaching.lessons.follow(presentation),
  });
}

start();
