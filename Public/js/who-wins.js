// @ts-check
// The "Who wins" card: for every transaction source (rows) and every way of making the binding
// (columns), the transaction the root commits, as the server computed it by running the write.
// A cell is a button: it performs that write on the grid's root, and the bar glides when the
// committed transaction carries an animation, or jumps. The cell whose write the bar shows is
// pressed (aria-pressed), on every page. Every page follows the write through the
// store (a `whoWins` event).

import { request } from "./api.js";
import { markWrites } from "./access.js";
import { el, replaceChildren } from "./dom.js";
import { describeAnimation, slowMotionNote } from "./animation.js";
import { createVisual } from "./visual.js";
import { playbackRate } from "./preferences.js";
import { costsCard } from "./costs-card.js";

/** @typedef {import("./types.js").Transaction} Transaction */
/** @typedef {import("./types.js").WhoWinsGrid} WhoWinsGrid */
/** @typedef {import("./types.js").WhoWinsCell} WhoWinsCell */
/** @typedef {import("./types.js").WhoWinsRecord} WhoWinsRecord */

/** The columns' headings: short, the full expression in the cell's code. */
const columnNames = /** @type {Record<string, string>} */ ({
  mapped: "$progress[convert: .to(Double.self)]",
  getSet: "Binding(get:set:), set: { v in … }",
  getSetTransaction: "Binding(get:set:), set: { v, t in … }",
  converted: "converted(forward:backward:)",
});

/** A transaction in words: its animation (or none) and whether it disables animations. */
export function transactionText(/** @type {Transaction | null} */ transaction) {
  if (!transaction) return "no commit";
  const animation = transaction.animation ? describeAnimation(transaction.animation) : "no animation";
  return transaction.disablesAnimations ? `${animation}, disablesAnimations` : animation;
}

/**
 * A row's heading, one line a part (`binding.animation(.easeIn)`, `inside`, `withAnimation(.linear)`),
 * each part free to wrap after a `.` or a `(`, never inside a name.
 */
function sourceParts(/** @type {string} */ title) {
  const code = (/** @type {string} */ part) => el("code", {}, ...part.split(/(?<=[.(])/).flatMap((piece, index) => index > 0 ? [el("wbr"), piece] : [piece]));
  return title.split(" inside ").flatMap((part, index) => [
    ...(index > 0 ? [el("span", { class: "inside", text: "inside" })] : []), code(part)]);
}

/**
 * Builds the card; it loads the grid itself.
 * @param {import("./store.js").Store} store
 */
export function createWhoWinsCard(store) {
  const result = el("p", { class: "who-wins-result", id: "who-wins-result", role: "status", text: "Choose a cell: its write runs on the server and the bar shows what was committed." });
  const uiBinding = el("p", { class: "who-wins-uibinding hint", id: "who-wins-uibinding" });
  const bar = /** @type {NonNullable<ReturnType<typeof createVisual>>} */ (createVisual("bar", "The grid's root, progress, from 0 to 1"));
  const table = el("table", { class: "who-wins-grid", id: "who-wins-grid" });
  const rule = el("p", { class: "hint who-wins-rule" });
  const stage = el("div", { class: "who-wins-stage" }, bar.node, result, uiBinding);
  const node = costsCard("who-wins", "Who wins: the transaction a write commits",
    el("p", { class: "summary" },
      "Rows: where the write's transaction comes from. Columns: how the binding is made. Each cell is what the root committed when the server ran that write through the Bindings module. ",
      "Press a cell to run it again and watch the bar: it glides when an animation was committed and jumps when none was."),
    stage,
    el("div", { class: "table-scroll" }, table),
    rule,
    el("p", { class: "hint who-wins-note", id: "who-wins-note" },
      "The row ", el("code", { text: ".transaction(noAnimations)" }),
      " is the binding's own transaction, set with Binding.transaction(_:): it travels with the write. SwiftUI's ",
      el("code", { text: ".transaction { $0.disablesAnimations = true }" }),
      " is a view modifier instead: it edits the transaction of a view's update, not a binding's, so no binding carries it. ",
      "Cells marked ≠ UIBinding are where swift-navigation's UIBinding rule commits something else."));
  // The grid's headings stick below the stage (costs.css), so they need its height.
  new ResizeObserver(() => node.style.setProperty("--who-wins-stage-height", `${stage.offsetHeight}px`)).observe(stage);
  let progress = 0.25;
  bar.show(progress, null);
  /** The rows a lesson step marks. @type {Set<string>} */
  let marked = new Set();
  /** Each row's source as code, by id (`binding.animation(.easeIn)`). @type {Map<string, string>} */
  let sourceTitles = new Map();

  /** Shows a performed cell: the bar moves as committed, the words say what won. */
  function show(/** @type {WhoWinsRecord} */ record) {
    const { cell } = record;
    const animation = cell.committed?.animation ?? null;
    bar.show(record.progress, animation);
    progress = record.progress;
    const motion = cell.animates ? `it glides (${describeAnimation(animation)}${slowMotionNote(animation, playbackRate())})` : "it jumps";
    replaceChildren(result, el("code", { text: cell.code }), ` committed ${transactionText(cell.committed)}: ${motion}.`);
    result.dataset.motion = cell.animates ? "glide" : "jump";
    result.dataset.cell = `${cell.source}/${cell.column}`;
    for (const button of table.querySelectorAll(".who-wins-cell")) {
      const where = /** @type {HTMLElement} */ (button.parentElement).dataset;
      button.setAttribute("aria-pressed", String(where.source === cell.source && where.column === cell.column));
    }
    uiBinding.textContent = cell.uiBindingDiffers
      ? `UIBinding's rule would commit ${transactionText(cell.uiBindingCommitted)}: a non-empty ambient transaction replaces the binding's whole.`
      : "UIBinding's rule commits the same here.";
  }

  /**
   * Runs one cell's write (to the far side of the bar unless a value is given); the answer comes
   * back through the store, like any page's. Resolves whether the server did it.
   * @param {{source: string, column: string}} cell
   * @param {number} [value]
   */
  async function perform(cell, value = progress < 0.5 ? 0.75 : 0.25) {
    const answer = await request("POST", "/api/costs/who-wins/cells", { source: cell.source, column: cell.column, value }).catch(() => null);
    if (answer?.ok) store.whoWins(answer.body);
    else result.textContent = `The write was refused: ${answer?.body?.error?.message ?? "the server cannot be reached"}.`;
    return Boolean(answer?.ok);
  }

  /** Fills the table from the grid. */
  function build(/** @type {WhoWinsGrid} */ grid) {
    rule.textContent = grid.rule;
    sourceTitles = new Map(grid.rows.map((row) => [row.id, row.title]));
    const head = el("tr", {}, el("th", { scope: "col", text: "Transaction source" }),
      ...grid.columns.map((column) => el("th", { scope: "col", title: column.expression }, el("code", { text: columnNames[column.id] ?? column.id }))));
    const rows = grid.rows.map((row) => el("tr", { class: [row.isConflict ? "conflict" : "", marked.has(row.id) ? "lesson-highlight" : ""].join(" ").trim(), dataset: { source: row.id } },
      el("th", { scope: "row" }, ...sourceParts(row.title)),
      ...row.cells.map((cell) => el("td", { dataset: { source: cell.source, column: cell.column } },
        markWrites(el("button", { type: "button", class: "who-wins-cell", title: cell.code, "aria-pressed": String(result.dataset.cell === `${cell.source}/${cell.column}`),
          on: { click: () => perform(cell) } },
          el("span", { class: cell.animates ? "glide" : "jump", text: transactionText(cell.committed) }))),
        cell.uiBindingDiffers ? el("span", { class: "uibinding-differs", text: `≠ UIBinding: ${transactionText(cell.uiBindingCommitted)}` }) : ""))));
    replaceChildren(table,
      el("caption", { text: "The transaction committed at the root, by source and binding" }),
      el("thead", {}, head), el("tbody", {}, ...rows));
  }

  store.on.whoWins(show);
  return {
    node,
    /** @type {import("./costs-card.js").CostsLessonCard["mark"]} */
    mark(ids) {
      marked = new Set(ids);
      for (const row of table.querySelectorAll("tbody tr")) {
        if (row instanceof HTMLElement) row.classList.toggle("lesson-highlight", marked.has(row.dataset.source ?? ""));
      }
    },
    /** @type {import("./costs-card.js").CostsLessonCard["perform"]} */
    async perform(action) {
      const cell = action.whoWins;
      if (!cell) return "";
      const where = `${columnNames[cell.column] ?? cell.column}, transaction from ${sourceTitles.get(cell.source) ?? cell.source}`;
      return await perform(cell, cell.value) ? `wrote ${cell.value} through ${where}` : `the write through ${where} was refused`;
    },
    /** Loads the grid; resolves whether the server answered. */
    async load() {
      const answer = await request("GET", "/api/costs/who-wins").catch(() => null);
      if (answer?.ok) build(answer.body);
      return Boolean(answer?.ok);
    },
  };
}
