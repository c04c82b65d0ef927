// Lessons (feature 1 of issue 17): a guided tour, step by step. The lesson panel (the page's
// lesson slot, above the scenes) says what to do and what to look for, marks the bindings whose
// control and badge to watch, and "Do it" performs the step's writes itself. The step shown is
// the server's (`GET /api/lesson`): moving it posts the new step, and every open page follows
// through the `lesson` event, so in share mode the presenter drives and the room follows.

import { api } from "./api.js";
import { el } from "./dom.js";
import { isWritable, markWrites, refreshWrites } from "./access.js";
import { showValue } from "./swift-values.js";
import { bindingType } from "./value-types.js";

const HIGHLIGHT = "lesson-highlight";
/** On the page's root while the lesson shown is about round trips: rows explain every loss in full. */
const ABOUT_ROUND_TRIPS = "lesson-about-round-trips";
const STEP_KEYS = { PageUp: -1, PageDown: 1 };

/**
 * Builds the lesson choice (in the toolbar group `tools`) and the lesson panel.
 * @param {Object} page the page's cards, rows and navigator
 * @param {{write: Function, renderAgain: () => Promise<boolean>, reset: (scenes: string[]) => Promise<{accepted: boolean}>}} actions
 * @param {HTMLElement} tools
 */
export function createLessons(page, actions, tools) {
  const slot = document.getElementById("lesson-slot");
  const documents = new Map();
  let presented = { lesson: null, step: 0, revision: -1 };
  let shown = { lesson: null, step: -1 };
  let busy = false;
  const stepCount = () => documents.get(shown.lesson)?.steps.length ?? 0;
  const select = markWrites(el("select", { id: "lesson-select", class: "lesson-select", "aria-label": "Lesson" },
    el("option", { value: "", text: "No lesson" })));
  tools.prepend(el("label", { class: "lesson-choice", for: "lesson-select" }, el("span", { text: "Lesson" }), select));

  const title = el("h2", { id: "lesson-title", class: "lesson-title", tabindex: "-1" });
  const position = el("p", { class: "lesson-position", role: "status" });
  const instruction = el("span", { class: "lesson-text" });
  const lookFor = el("span", { class: "lesson-text" });
  const status = el("p", { class: "lesson-status", role: "status" });
  // On a phone the arrows stand alone (style.css hides .nav-word there), as in the scene bar.
  // Back and Next are disabled at the lesson's ends (and, like every write control, for viewers).
  const button = (label, onClick, enabledWhen, ...content) =>
    markWrites(el("button", { type: "button", class: "secondary", "aria-label": label, on: { click: onClick } }, ...content), enabledWhen);
  const back = button("Previous lesson step", () => move(-1), () => shown.lesson === null || shown.step > 0, "◀ ", el("span", { class: "nav-word", text: "Back" }));
  const next = button("Next lesson step", () => move(1), () => shown.lesson === null || shown.step < stepCount() - 1, el("span", { class: "nav-word", text: "Next" }), " ▶");
  const end = button("End the lesson on every page", () => present(null, 0), undefined, "End lesson");
  const doIt = markWrites(el("button", { type: "button", class: "primary lesson-do", text: "Do it", on: { click: () => perform() } }));
  slot.setAttribute("aria-labelledby", "lesson-title");
  slot.replaceChildren(
    el("div", { class: "lesson-head" }, title, position, el("div", { class: "lesson-nav" }, doIt, back, next, end)),
    el("p", { class: "lesson-do-text" }, el("strong", { text: "Do: " }), instruction),
    el("p", { class: "lesson-look" }, el("strong", { text: "Look for: " }), lookFor),
    status);


  async function lessonDocument(id) {
    if (!documents.has(id)) {
      const answer = await api.lesson(id).catch(() => null);
      if (!answer?.ok) return null;
      documents.set(id, answer.body);
    }
    return documents.get(id);
  }

  async function loadList() {
    const answer = await api.lessons().catch(() => null);
    if (!answer?.ok) return;
    documents.clear();  // an added lesson may have replaced one
    select.replaceChildren(el("option", { value: "", text: "No lesson" }),
      ...answer.body.lessons.map((lesson) => el("option", { value: lesson.id, text: `${lesson.title} (${lesson.steps} steps)` })));
    select.value = presented.lesson ?? "";
  }

  function clearHighlights() {
    for (const node of document.querySelectorAll(`.${HIGHLIGHT}`)) node.classList.remove(HIGHLIGHT);
  }

  /** Shows the presented step (or hides the panel), moving to its scene when the step changed. */
  async function show() {
    const { lesson: id, step: index } = presented;
    const lesson = id ? await lessonDocument(id) : null;
    if (presented.lesson !== id || presented.step !== index) return;  // a newer step arrived meanwhile
    clearHighlights();
    select.value = lesson ? id : "";
    document.documentElement.classList.toggle(ABOUT_ROUND_TRIPS, Boolean(lesson && /round trip/i.test(`${lesson.title} ${lesson.summary}`)));
    if (!lesson) {
      slot.hidden = true;
      shown = { lesson: null, step: -1 };
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
    const marked = (step.highlight ?? []).map((binding) => page.rowsById.get(binding)?.node).filter(Boolean);
    for (const node of marked) node.classList.add(HIGHLIGHT);
    if (moved) {
      page.navigator.show(step.scene);
      // On a projector the scene scrolls inside its panel: bring the first binding to watch into view.
      if (page.navigator.view() === "focus") marked[0]?.scrollIntoView({ block: "nearest" });
    }
  }

  /** Follows a Presentation from the server (an answer, the stream, a resync); older ones are ignored. */
  function follow(presentation) {
    if (presentation.revision <= presented.revision) return;
    presented = presentation;
    return show();
  }

  async function present(lesson, step) {
    if (!isWritable()) return;
    const answer = await api.present(lesson, step).catch(() => null);
    if (answer?.ok) await follow(answer.body);
    else status.textContent = `The step could not be shown: ${answer?.body?.error?.message ?? "the server did not answer"}.`;
  }

  function move(delta) {
    if (shown.lesson === null) return;
    const lesson = documents.get(shown.lesson);
    const step = shown.step + delta;
    if (lesson && step >= 0 && step < lesson.steps.length) present(shown.lesson, step);
  }

  /** Performs the step's actions in order, as a learner would, and says what happened. */
  async function perform() {
    const lesson = documents.get(shown.lesson);
    const step = lesson?.steps[shown.step];
    if (!step?.perform || busy) return;
    busy = true;
    doIt.setAttribute("aria-busy", "true");
    const done = [];
    try {
      for (const action of step.perform) {
        if (action.write !== undefined) {
          const type = bindingType(action.write);
          const result = await actions.write(action.write, action.value, { transaction: action.transaction ?? null });
          done.push(result.accepted
            ? `wrote ${showValue(action.value, type)} through ${action.write} (#${result.record.sequence})`
            : `${action.write} refused ${showValue(action.value, type)}: see its row`);
        } else if (action.render) {
          done.push(await actions.renderAgain() ? "rendered every scene again" : "could not render again");
        } else if (action.reset) {
          const result = await actions.reset(action.reset);
          done.push(result.accepted ? `reset ${action.reset.join(", ")}` : `could not reset ${action.reset.join(", ")}`);
        }
      }
      status.textContent = `Done: ${done.join("; ")}.`;
    } finally {
      busy = false;
      doIt.removeAttribute("aria-busy");
    }
  }

  select.addEventListener("change", () => present(select.value || null, 0));
  // A presenter remote's page keys step through the lesson while one is shown (the arrow keys
  // still move between scenes); captured before the scene navigator sees them.
  window.addEventListener("keydown", (event) => {
    const delta = STEP_KEYS[event.key];
    if (!delta || shown.lesson === null || !isWritable() || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof HTMLElement && event.target.matches("input, select, textarea")) return;
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
    /** Shows lesson `id` from its first step on every page. */
    start: (id) => present(id, 0),
    /** The step shown: `{lesson, step}` (lesson null when none). */
    shown: () => ({ ...shown }),
  };
}
