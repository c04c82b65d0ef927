// @ts-check
// The rule a lesson step keeps: what it watches, and the result it asks the room to read, are in
// the viewport together, and nothing fixed or sticky lies over them. `showTogether` scrolls the
// box the targets scroll in (a focus-mode scene, a cost card, or the window) just enough for that,
// leaving room for what stays put over it: the sticky picture of a scene, the phone's scene bar,
// the docked lesson panel and replay bar, projector view's lesson panel. Targets that already stay
// put (inside one of those) are not scrolled for. When they cannot all fit, the last one (the
// step's result) wins.

/** Scrolls at once ("instant", which the type-checker's DOM types do not list yet). */
const INSTANT = /** @type {ScrollBehavior} */ (/** @type {string} */ ("instant"));

/** What may lie over the page while it scrolls: sticky or fixed in some view. */
const COVERS = ".stage, .scene-nav, #lesson-slot, #replay-bar, .who-wins-stage, .who-wins-grid thead th, .redraws-status";

/** Whether `node` is laid out on screen. */
const shown = (/** @type {Element} */ node) => node.getClientRects().length > 0;

/** @param {Element} node */
function pinned(node) {
  const position = getComputedStyle(node).position;
  return position === "fixed" || position === "sticky";
}

/**
 * The box `node` scrolls in: its nearest ancestor that scrolls vertically; else, where the
 * window stays still (focus mode), its nearest box that could (a scene that fits: nothing to
 * scroll); else the window's.
 * @param {Element} node
 * @returns {Element}
 */
function scroller(node) {
  /** @type {Element | null} */
  let could = null;
  for (let parent = node.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    if (!/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) continue;
    if (parent.scrollHeight > parent.clientHeight + 1) return parent;
    could ??= parent;
  }
  const windowStill = getComputedStyle(document.body).overflowY === "hidden";
  return (windowStill ? could : null) ?? document.scrollingElement ?? document.documentElement;
}

/**
 * Scrolls sideways every box that cuts `node` off on the left or right (a wide table).
 * @param {Element} node
 */
function revealAcross(node) {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    if (!/(auto|scroll)/.test(getComputedStyle(parent).overflowX) || parent.scrollWidth <= parent.clientWidth) continue;
    const box = node.getBoundingClientRect();
    const clip = parent.getBoundingClientRect();
    if (box.right > clip.right) parent.scrollLeft += Math.min(box.right - clip.right, box.left - clip.left);
    else if (box.left < clip.left) parent.scrollLeft -= clip.left - box.left;
  }
}

/**
 * Brings `targets` into view together (see the file's comment); the last one is the result.
 * @param {Element[]} targets
 */
export function showTogether(targets) {
  const present = targets.filter(shown);
  const covers = [...document.querySelectorAll(COVERS)].filter((node) => shown(node) && pinned(node));
  const moving = present.filter((node) => !covers.some((cover) => cover.contains(node)));
  for (const node of moving) revealAcross(node);
  if (!moving.length) return;
  const box = scroller(moving[0]);
  const isWindow = box === document.scrollingElement || box === document.documentElement;
  const rects = moving.map((node) => node.getBoundingClientRect());
  const union = {
    top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)),
    left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)),
  };
  const frame = isWindow ? { top: 0, bottom: innerHeight } : box.getBoundingClientRect();
  let top = Math.max(frame.top, 0);
  let bottom = Math.min(frame.bottom, innerHeight);
  for (const cover of covers) {
    if (moving.some((node) => node.contains(cover))) continue;
    const area = cover.getBoundingClientRect();
    if (area.right <= union.left || area.left >= union.right || area.bottom <= top || area.top >= bottom) continue;
    // What stays at the top of the box pushes the room down; what is docked at the bottom, up.
    if (area.top - top < bottom - area.bottom) top = Math.max(top, area.bottom);
    else bottom = Math.min(bottom, area.top);
  }
  const margin = 6;
  let delta = 0;
  if (union.bottom - union.top > bottom - top - 2 * margin) delta = rects[rects.length - 1].bottom - (bottom - margin);
  else if (union.top < top + margin) delta = union.top - (top + margin);
  else if (union.bottom > bottom - margin) delta = union.bottom - (bottom - margin);
  if (delta) (isWindow ? window : box).scrollBy({ top: delta, behavior: INSTANT });
}
