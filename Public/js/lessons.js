// @ts-check
// Lessons: a guided tour, step by step. The lesson panel (the page's lesson slot: docked at the
// bottom of the window, or beside the scene in focus mode) says what to do and what to look for, marks what to watch (the bindings, or the
// scene's Both at once section for a step that writes one value through its twins), and
// "Do it" performs the step itself. The step shown is the server's (`GET /api/lesson`): moving
// it posts the new step, and every open page follows through the `lesson` event, so in share
// mode the presenter drives and the room follows.
//
// Projector view (a toggle in the panel, or the P key; Escape leaves it) shows the step's
// instruction and what to look for in large type with only what the step watches: the scene's
// root and picture, the marked bindings or Both at once, nothing else.
//
// A step may be about a cost card (`"card": "redraws"` or `"whoWins"`) instead of a scene: the
// page opens that card, scrolls to it and marks its children or rows, and "Do it" ticks the
// tree or performs a cell through the card itself, so every page follows its event.

import { stringifyJSON } from "./json.js";
import { api } from "./api.js";
import { el } from "./dom.js";
import { isWritable, markWrites, refreshWrites } from "./access.js";
import { showValue } from "./swift-values.js";
import { bindingType } from "./value-types.js";
import { bothAtOnceFor } from "./both-at-once.js";
import { showCostsBody } from "./costs-card.js";
import { showTogether } from "./in-view.js";

const HIGHLIGHT = "lesson-highlight";
/** On the card of the scene the step is about; `lesson-marked` when the step marks something in it. */
const LESSON_SCENE = "lesson-scene";
const LESSON_MARKED = "lesson-marked";
/** On the page's root while the lesson shown is about round trips: rows explain every loss in full. */
const ABOUT_ROUND_TRIPS = "lesson-about-round-trips";
/** On the page's root in projector view. */
const PROJECTOR = "projector";
/** On the page's root while the step shown is about a cost card: focus and projector views show that card. */
const ABOUT_CARD = "lesson-on-card";

/** Whether `node` is an element (a query that found nothing gives null or undefined). */
const isElement = /** @type {(node: Element | null | undefined) => node is Element} */ ((node) => node !== null && node !== undefined);
const STEP_KEYS = { PageUp: -1, PageDown: 1 };

/**
 * A lesson as `GET /api/lessons/{id}` sends it.
 * @typedef {{write?: string, value?: unknown, transaction?: import("./types.js").Transaction|null, render?: boolean, reset?: string[], restore?: Record<string, unknown>,
 *   tick?: number, resetRedraws?: boolean, whoWins?: {source: string, column: string, value: number}}} LessonAction
 * @typedef {{title: string, scene?: string, card?: string, instruction: string, lookFor: string, highlight?: string[], perform?: LessonAction[]}} LessonStep
 * @typedef {{id: string, title: string, summary: string, steps: LessonStep[]}} Lesson
 * @typedef {import("./types.js").Presentation} Presentation
 * @typedef {{cards: Map<string, {id: string, title: string, node: HTMLElement, actions: HTMLElement}>, rowsById: Map<string, {node: HTMLElement}>,
 *   navigator: {show: (id: string) => void, view: () => string, showCard: (title: string | null) => void},
 *   costs: Map<string, import("./costs-card.js").CostsLessonCard>, identity: {showIn: (card: HTMLElement | null) => void, mark: (bindings: string[]) => void}}} LessonPage
 * @typedef {{write: import("./write.js").Write,
 *   renderAgain: () => Promise<boolean>, reset: (scenes: string[]) => Promise<{accepted: boolean}>,
 *   restore: (roots: Record<string, unknown>) => Promise<{accepted: boolean}>}} LessonActions
 */

/**
 * A count with its noun: "1 step", "5 steps".
 * @param {number} count
 * @param {string} noun
 */
function counted(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/**
 * The value a step writes through its scene's twins, mapped first, when that is all it does:
 * such a step is Both at once, and its "Do it" runs that section.
 * @param {LessonStep} step
 * @returns {{value: unknown}|null}
 */
function bothAtOnceWrite(step) {
  if (step.scene === undefined) return null;
  const both = bothAtOnceFor(step.scene);
  const actions = step.perform ?? [];
  if (!both || actions.length !== 2 || actions.some((action) => action.transaction)) return null;
  const [first, second] = actions;
  const same = stringifyJSON(first.value) === stringifyJSON(second.value);
  return same && first.write === both.twins.mapped.id && second.write === both.twins.rebuilt.id ? { value: first.value } : null;
}

/**
 * Builds the lesson choice (in the toolbar group `tools`) and the lesson panel.
 * @param {LessonPage} page the page's cards, rows and navigator
 * @param {LessonActions} actions
 * @param {HTMLElement} tools
 */
export function createLessons(page, actions, tools) {
  const slot = /** @type {HTMLElement} */ (document.getElementById("lesson-slot"));
  const root = document.documentElement;
  /** @type {Map<string, Lesson>} */
  const documents = new Map();
  /** @type {Presentation} */
  let presented = { lesson: null, step: 0, revision: -1 };
  /** @type {{lesson: string|null, step: number}} */
  let shown = { lesson: null, step: -1 };
  let busy = false;
  const stepCount = () => (shown.lesson && documents.get(shown.lesson)?.steps.length) || 0;
  const select = /** @type {HTMLSelectElement} */ (markWrites(el("select", { id: "lesson-select", class: "lesson-select", "aria-label": "Lesson" },
    el("option", { value: "", text: "No lesson" }))));
  tools.prepend(el("label", { class: "lesson-choice", for: "lesson-select" }, el("span", { text: "Lesson" }), select));

  const title = el("h2", { id: "lesson-title", class: "lesson-title", tabindex: "-1" });
  const position = el("p", { class: "lesson-position", role: "status" });
  const instruction = el("span", { class: "lesson-text" });
  const lookFor = el("span", { class: "lesson-text" });
  const status = el("p", { class: "lesson-status", role: "status" });
  // On a phone the arrows stand alone (style.css hides .nav-word there), as in the scene bar.
  // Back and Next are disabled at the lesson's ends (and, like every write control, for viewers).
  /**
   * @param {string} label
   * @param {() => void} onClick
   * @param {(() => boolean)|undefined} enabledWhen
   * @param {...(Node|string)} content
   */
  const button = (label, onClick, enabledWhen, ...content) =>
    markWrites(el("button", { type: "button", class: "secondary", "aria-label": label, on: { click: onClick } }, ...content), enabledWhen);
  const back = button("Previous lesson step", () => move(-1), () => shown.lesson === null || shown.step > 0, "◀ ", el("span", { class: "nav-word", text: "Back" }));
  const next = button("Next lesson step", () => move(1), () => shown.lesson === null || shown.step < stepCount() - 1, el("span", { class: "nav-word", text: "Next" }), " ▶");
  const end = button("End the lesson on every page", () => present(null, 0), undefined, "End lesson");
  const doIt = markWrites(el("button", { type: "button", class: "primary lesson-do", text: "Do it", on: { click: () => perform() } }));
  // Every page may choose it, viewers included: it changes only how this page shows the step.
  const projector = el("button", { type: "button", id: "projector-view", class: "secondary projector-toggle", "aria-pressed": "false",
    title: "Only the step and what it watches, in large type (P; Escape leaves)", on: { click: () => setProjector(!root.classList.contains(PROJECTOR)) } },
  "Projector view");
  slot.setAttribute("aria-labelledby", "lesson-title");
  slot.replaceChildren(
    el("div", { class: "lesson-head" }, title, position, el("div", { class: "lesson-nav" }, doIt, back, next, end, projector)),
    el("p", { class: "lesson-do-text" }, el("strong", { text: "Do: " }), instruction),
    el("p", { class: "lesson-look" }, el("strong", { text: "Look for: " }), lookFor),
    status);

  /**
   * Shows (or leaves) projector view.
   * @param {boolean} on
   */
  function setProjector(on) {
    root.classList.toggle(PROJECTOR, on && !slot.hidden);
    projector.setAttribute("aria-pressed", String(root.classList.contains(PROJECTOR)));
    if (on) bringIntoView();
  }

  /** @param {string} id */
  async function lessonDocument(id) {
    if (!documents.has(id)) {
      const answer = await api.lesson(id).catch(() => null);
      if (!answer?.ok) return null;
      documents.set(id, answer.body);
    }
    return documents.get(id) ?? null;
  }

  async function loadList() {
    const answer = await api.lessons().catch(() => null);
    if (!answer?.ok) return;
    documents.clear();  // an added lesson may have replaced one
    /** @type {{id: string, title: string, steps: number}[]} */
    const lessons = answer.body.lessons;
    select.replaceChildren(el("option", { value: "", text: "No lesson" }),
      ...lessons.map((lesson) => el("option", { value: lesson.id, title: lesson.title, text: `${lesson.title} (${counted(lesson.steps, "step")})` })));
    select.value = presented.lesson ?? "";
  }

  function clearMarks() {
    for (const card of page.costs.values()) card.mark([]);
    page.identity.mark([]);
    for (const node of document.querySelectorAll(`.${HIGHLIGHT}, .${LESSON_SCENE}, .${LESSON_MARKED}`)) {
      node.classList.remove(HIGHLIGHT, LESSON_SCENE, LESSON_MARKED);
    }
  }

  /** What the shown step watches: its Both at once section, its bindings' rows, or its card's marked rows (the card when none is). */
  function watched() {
    const step = currentStep();
    if (!step) return [];
    if (step.card !== undefined) {
      const card = page.costs.get(step.card)?.node;
      if (!card) return [];
      // In the step's order, so the row it names first (the one its Do it performs) comes into view.
      const order = step.highlight ?? [];
      const rank = (/** @type {HTMLElement} */ row) => order.indexOf(row.dataset.source ?? row.dataset.child ?? "");
      const rows = /** @type {HTMLElement[]} */ ([...card.querySelectorAll(`tr.${HIGHLIGHT}`)]).sort((a, b) => rank(a) - rank(b));
      return rows.length ? rows : [card];
    }
    if (bothAtOnceWrite(step)) return [/** @type {HTMLElement} */ (bothAtOnceFor(step.scene ?? "")?.node)];
    return (step.highlight ?? []).flatMap((binding) => {
      const node = page.rowsById.get(binding)?.node;
      return node ? [node] : [];
    });
  }

  /**
   * What the shown step asks the room to read, after what it watches: a cost card's bar, result
   * sentence and the performed cell's column (the who-wins grid), the sentence or the Xcode check
   * a redraws step without marked children is about; a scene's Both at once ghosts, its Hooks
   * fired when the watched bindings fired one, its crash panel, its Render again comparisons.
   * @returns {Element[]}
   */
  function results() {
    const step = currentStep();
    if (!step) return [];
    const costs = step.card !== undefined ? page.costs.get(step.card)?.node : undefined;
    if (costs) {
      const cell = step.perform?.find((action) => action.whoWins)?.whoWins;
      const performed = cell ? [cell.source, cell.column] : null;
      if (performed) {
        const node = costs.querySelector(`td[data-source="${performed[0]}"][data-column="${performed[1]}"]`);
        const columns = [...costs.querySelectorAll("tbody tr:first-child td")].map((td) => /** @type {HTMLElement} */ (td).dataset.column);
        const heading = costs.querySelectorAll("thead th")[columns.indexOf(performed[1]) + 1];
        return [heading, node, costs.querySelector(".who-wins-stage")].filter(isElement);
      }
      if (step.card === "whoWins") return [costs.querySelector(".who-wins-stage")].filter(isElement);
      if (step.highlight?.length) return [];
      const check = /** @type {HTMLDetailsElement|null} */ (costs.querySelector(".print-changes"));
      if (step.perform?.length || !check) return [costs.querySelector(".disclaimer")].filter(isElement);
      check.open = true;
      return [check.querySelector("summary") ?? check];
    }
    const card = page.cards.get(step.scene ?? "")?.node;
    if (!card) return [];
    const ghosts = bothAtOnceWrite(step) ? card.querySelector(".both .ghosts:not([hidden])") ?? card.querySelector(".both .both-status:not(:empty)") : null;
    const fired = (step.highlight ?? []).some((binding) => card.querySelector(`.hook-log li[data-binding="${binding}"]`));
    const hooks = fired ? card.querySelector(".hooks") : null;
    const crash = card.querySelector("section.trap:not([hidden]) .trap-message");
    const comparisons = step.perform?.some((action) => action.render) || !step.perform ? card.querySelector(".identity-panel .comparisons:not(:empty)") : null;
    return [ghosts, hooks, crash, comparisons].filter(isElement);
  }

  /**
   * Brings what the step watches and its result into view together (js/in-view.js): a binding's
   * outcome, Both at once's button, a cost card's marked rows, then the result. Once now and once
   * after the page has laid out what arrived (a row grows by its badge, a panel opens).
   */
  function bringIntoView() {
    const targets = () => {
      const step = currentStep();
      // A redraws row whole, with why it ran; a who-wins row whole, or by its heading where the
      // row has no box of its own (a phone lays its cells out as a grid).
      const rows = watched().map((node) => step?.card === "redraws" ? node
        : step?.card !== undefined ? (node.getClientRects().length ? node : node.querySelector("th") ?? node)
        : node.querySelector(".both-run") ?? node.querySelector(".outcome") ?? node);
      // A scene's root (in its picture, which sticks in focus mode) comes first: most steps read it;
      // so does the parent's count after a step ticks the redraws tree (the renders its rows are out of).
      const ticks = step?.card === "redraws" && step.perform?.some((action) => action.tick);
      const root = step?.scene !== undefined ? page.cards.get(step.scene)?.node.querySelector(".root")
        : ticks ? page.costs.get("redraws")?.node.querySelector(".redraws-status") : null;
      return [...(root ? [root] : []), ...rows, ...results()];
    };
    requestAnimationFrame(() => {
      showTogether(targets());
      for (const delay of [150, 600]) setTimeout(() => showTogether(targets()), delay);
    });
  }

  /** @returns {LessonStep|undefined} */
  function currentStep() {
    const lesson = shown.lesson ? documents.get(shown.lesson) : undefined;
    return lesson?.steps[Math.min(shown.step, lesson.steps.length - 1)];
  }

  /** Shows the presented step (or hides the panel), moving to its scene when the step changed. */
  async function show() {
    const { lesson: id, step: index } = presented;
    const lesson = id ? await lessonDocument(id) : null;
    if (presented.lesson !== id || presented.step !== index) return;  // a newer step arrived meanwhile
    clearMarks();
    select.value = lesson ? id ?? "" : "";
    root.classList.toggle(ABOUT_ROUND_TRIPS, Boolean(lesson && /round trip/i.test(`${lesson.title} ${lesson.summary}`)));
    if (!lesson || !id) {
      slot.hidden = true;
      shown = { lesson: null, step: -1 };
      root.classList.remove(ABOUT_CARD);
      page.identity.showIn(null);
      page.navigator.showCard(null);
      setProjector(false);
      return;
    }
    const step = lesson.steps[Math.min(index, lesson.steps.length - 1)];
    const moved = shown.lesson !== id || shown.step !== index;
    shown = { lesson: id, step: index };
    slot.hidden = false;
    title.textContent = lesson.title;
    position.textContent = `Step ${index + 1} of ${lesson.steps.length}: ${step.title}`;
    instruction.textContent = step.instruction;
    lookFor.textContent = step.lookFor;
    if (moved) status.textContent = "";
    doIt.hidden = !(step.perform?.length);
    refreshWrites(back);
    refreshWrites(next);
    root.classList.toggle(ABOUT_CARD, step.card !== undefined);
    if (step.card !== undefined) {
      const costs = page.costs.get(step.card);
      page.identity.showIn(null);
      page.navigator.showCard(costs?.node.querySelector("h2")?.textContent ?? step.card);
      costs?.mark(step.highlight ?? []);
      costs?.node.classList.add(LESSON_SCENE);
      if (step.highlight?.length) costs?.node.classList.add(LESSON_MARKED);
      if (costs) showCostsBody(costs.node);
      if (moved) bringIntoView();
      return;
    }
    page.navigator.showCard(null);
    const scene = step.scene ?? "";
    const marked = watched();
    for (const node of marked) node.classList.add(HIGHLIGHT);
    const card = page.cards.get(scene)?.node;
    // A step that renders reads the Render again comparisons with its scene.
    page.identity.showIn(step.perform?.some((action) => action.render) ? card ?? null : null);
    page.identity.mark(step.highlight ?? []);
    card?.classList.add(LESSON_SCENE);
    if (marked.length) card?.classList.add(LESSON_MARKED);
    if (moved) {
      page.navigator.show(scene);
      bringIntoView();
    }
  }

  /**
   * Follows a Presentation from the server (an answer, the stream, a resync); older ones are ignored.
   * @param {Presentation} presentation
   */
  function follow(presentation) {
    if (presentation.revision <= presented.revision) return;
    presented = presentation;
    return show();
  }

  /**
   * @param {string|null} lesson
   * @param {number} step
   */
  async function present(lesson, step) {
    if (!isWritable()) return;
    const answer = await api.present(lesson, step).catch(() => null);
    if (answer?.ok) await follow(answer.body);
    else status.textContent = `The step could not be shown: ${answer?.body?.error?.message ?? "the server did not answer"}.`;
  }

  /** @param {number} delta */
  function move(delta) {
    if (shown.lesson === null) return;
    const lesson = documents.get(shown.lesson);
    const step = shown.step + delta;
    if (lesson && step >= 0 && step < lesson.steps.length) present(shown.lesson, step);
  }

  /**
   * Says in the console, at info level, that a refusal the browser just logged as "Failed to
   * load resource" was the step's plan: the lesson wrote what the binding refuses (422) or what
   * the trap's rate limit holds back (429), to show it.
   * @param {string} binding
   * @param {number} status
   * @param {LessonStep} step
   */
  function announcePlannedRefusal(binding, status, step) {
    console.info(`Planned by the lesson step "${step.title}": POST /api/bindings/${binding} answered ${status} as the step `
      + "intends; the browser's \"Failed to load resource\" line for it is that answer, not a fault of the page.");
  }

  /**
   * Performs one action as a learner would; says what it did.
   * @param {LessonAction} action
   */
  async function performAction(action, /** @type {LessonStep} */ step) {
    if (step.card !== undefined) return await page.costs.get(step.card)?.perform(action) ?? `no ${step.card} card on this page`;
    if (action.write !== undefined) {
      const type = bindingType(action.write);
      const result = await actions.write(action.write, action.value, { transaction: action.transaction ?? null });
      if (result.status === 422 || result.status === 429) announcePlannedRefusal(action.write, result.status, step);
      if (result.trapped) return `writing ${showValue(action.value, type)} through ${action.write} would have crashed the app: see its card`;
      return result.accepted
        ? `wrote ${showValue(action.value, type)} through ${action.write} (#${result.record?.sequence})`
        : `${action.write} refused ${showValue(action.value, type)}: see its row`;
    }
    if (action.render) return await actions.renderAgain() ? "rendered every scene again" : "could not render again";
    if (action.reset) {
      const result = await actions.reset(action.reset);
      return result.accepted ? `reset ${action.reset.join(", ")}` : `could not reset ${action.reset.join(", ")}`;
    }
    if (action.restore) {
      const scenes = Object.keys(action.restore).join(", ");
      const result = await actions.restore(action.restore);
      return result.accepted ? `set the root of ${scenes}` : `could not set the root of ${scenes}`;
    }
    return "";
  }

  /** Performs the step's actions in order (Both at once for a step that is one) and says what happened. */
  async function perform() {
    const step = currentStep();
    if (!step?.perform || busy) return;
    busy = true;
    doIt.setAttribute("aria-busy", "true");
    try {
      const both = bothAtOnceWrite(step);
      const section = bothAtOnceFor(step.scene ?? "");
      if (both && section) {
        /** @type {import("./both-at-once.js").BothRun} */
        const result = await section.run(both.value);
        for (const refusal of result.refusals) {
          if (refusal.status === 422 || refusal.status === 429) announcePlannedRefusal(refusal.id, refusal.status, step);
        }
        status.textContent = result.accepted
          ? `Done: wrote through ${section.twins.mapped.id}, then ${section.twins.rebuilt.id} (#${result.sequences.join(", #")}); the ghosts replay both.`
          : `Done through Both at once: ${result.refusals.map((refusal) => refusal.id).join(" and ")} refused; see its status.`;
        bringIntoView();
        return;
      }
      const done = [];
      for (const action of step.perform) done.push(await performAction(action, step));
      status.textContent = `Done: ${done.filter(Boolean).join("; ")}.`;
      bringIntoView();  // the rows grew by their badges and verdicts
    } finally {
      busy = false;
      doIt.removeAttribute("aria-busy");
    }
  }

  select.addEventListener("change", () => present(select.value || null, 0));
  // A presenter remote's page keys step through the lesson while one is shown (the arrow keys
  // still move between scenes); captured before the scene navigator sees them. P toggles
  // projector view and Escape leaves it, on every page.
  window.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof HTMLElement && event.target.matches("input, select, textarea")) return;
    if (shown.lesson !== null && (event.key === "p" || event.key === "P")) {
      setProjector(!root.classList.contains(PROJECTOR));
      return;
    }
    if (event.key === "Escape" && root.classList.contains(PROJECTOR)) {
      setProjector(false);
      return;
    }
    const delta = STEP_KEYS[/** @type {keyof typeof STEP_KEYS} */ (event.key)];
    if (!delta || shown.lesson === null || !isWritable()) return;
    event.preventDefault();
    event.stopPropagation();
    move(delta);
  }, true);

  return {
    follow,
    /** Reloads the lesson list and the presented step (after a (re)connection or an added lesson). */
    async resync() {
      await loadList();
      const answer = await api.presentation().catch(() => null);
      if (answer?.ok) {
        // A restarted server counts revisions from zero again.
        if (answer.body.revision < presented.revision) presented = { lesson: null, step: 0, revision: -1 };
        await follow(answer.body);
      }
    },
    /**
     * Shows lesson `id` from its first step on every page.
     * @param {string} id
     */
    start: (id) => present(id, 0),
    /** The step shown: `{lesson, step}` (lesson null when none). */
    shown: () => ({ ...shown }),
    /** Brings what the step shown watches and its result into view (a result arrived from another page). */
    reveal: () => { if (shown.lesson !== null) bringIntoView(); },
  };
}
