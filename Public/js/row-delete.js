// @ts-check
// A list scene's "Delete row N" (the `deleteRow` widget its scene declares): removes the row the
// scene's field edits, as an app's list would, by a root write (a restore of the list without
// that row, one logged entry). The field's bindings stay as they were rendered, so their next
// write finds the row gone; the card's reset brings the list back.

import { el } from "./dom.js";
import { api } from "./api.js";
import { markWrites } from "./access.js";

/**
 * Adds the button to the card's header.
 * @param {{id: string, title: string, actions: HTMLElement, currentRoot: () => any}} card a list scene's card
 * @param {number} position the row the scene's field edits (`items[2]`, `.safeIndex(2)`)
 * @param {(entry: import("./types.js").LogEntry) => void} accept takes the restore's record, as the log does
 * @param {(text: string) => void} status tells the reader when the row is already gone
 */
export function addRowDelete(card, position, accept, status) {
  async function remove() {
    const rows = card.currentRoot();
    if (!Array.isArray(rows) || rows.length <= position) {
      status(`row ${position} is already gone; write through the field to see what each binding does`);
      return;
    }
    const answer = await api.restore({ roots: { [card.id]: rows.filter((_, index) => index !== position) } })
      .catch(() => null);
    if (answer?.ok) accept(answer.body);
    else status("deleting the row failed: the server did not answer");
  }
  card.actions.append(markWrites(el("button", { type: "button", class: "secondary row-delete",
    text: `Delete row ${position}`, "aria-label": `Delete row ${position} of the ${card.title} list, the row its field edits`,
    on: { click: remove } })));
}
