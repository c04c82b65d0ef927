// @ts-check
// Deep links into the page: `#scene=color` opens a scene, `#scene=color&focus=1` opens it in
// focus mode. The address keeps other fragment parameters (session.js has already taken a
// presenter's `#token=` out before this runs).

/** The scene and focus setting the address asks for: `{scene: string|null, focus: boolean|null}`. */
export function readDeepLink() {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const focus = fragment.get("focus");
  return {
    scene: fragment.get("scene"),
    focus: focus === null ? null : !["0", "off", "false"].includes(focus),
  };
}

/** The fragment of a link to `scene` (in focus mode when `focus`). */
export function deepLink(/** @type {string} */ scene, focus = false) {
  const fragment = new URLSearchParams({ scene });
  if (focus) fragment.set("focus", "1");
  return `#${fragment}`;
}

/** Puts a link to `scene` in the address bar without adding a history entry. */
export function showDeepLink(/** @type {string} */ scene, /** @type {boolean} */ focus) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${deepLink(scene, focus)}`);
}
