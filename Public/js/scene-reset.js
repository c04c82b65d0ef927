// @ts-check
// A reset button in each card's header: it puts that scene's root back
// to its initial value as one logged entry, and the card forgets its badges, refusals, hooks
// and ghosts.

import { el } from "./dom.js";
import { markWrites } from "./access.js";

/**
 * Adds the button to `card.actions`.
 * @param {{id: string, title: string, actions: HTMLElement}} card a scene card
 * @param {(scenes: string[]) => Promise<{accepted: boolean}>} reset
 */
export function addSceneReset(card, reset) {
  const button = markWrites(el("button", { type: "button", class: "secondary scene-reset", text: `Reset ${card.title}`,
    "aria-label": `Reset the ${card.title} scene to its initial root`, on: { click: () => reset([card.id]) } }));
  card.actions.append(button);
}
