// @ts-check
// What a scene's card has beyond its root and bindings, as the scene declares it (`widgets` in
// GET /api/scenes): the identity panel, a row's delete button. The bar and the swatch are the
// card's own picture (visual.js). The main page and an embedded scene add them the same way.

import { addRowDelete } from "./row-delete.js";

/**
 * Adds `scene`'s widgets to its card.
 * @param {import("./types.js").Scene} scene
 * @param {import("./scene-card.js").SceneCard} card
 * @param {{accept: (entry: import("./types.js").LogEntry) => void, status: (text: string) => void,
 *   identityPanel: () => {placeIn: (card: HTMLElement) => void}}} page `accept` takes a root change's record,
 *   `status` tells the reader something, `identityPanel` gives the render report's panel
 */
export function addSceneWidgets(scene, card, { accept, status, identityPanel }) {
  for (const widget of scene.widgets ?? []) {
    if (widget.kind === "identityPanel") identityPanel().placeIn(card.node);
    else if (widget.kind === "deleteRow") addRowDelete(card, widget.position ?? 0, accept, status);
  }
}
