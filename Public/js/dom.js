// @ts-check
// Small DOM helpers. Everything is built with createElement so the page never needs
// innerHTML or inline style attributes, both of which the server's CSP forbids.

/** @typedef {Node | string | null | undefined} Child */

/**
 * Creates an element.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Object<string, any>} [props] `class`, `text`, `dataset`, `on` (event map), DOM properties
 *   (`hidden`, `spellcheck`, ...) and attributes (`aria-*`, ...); `null` values are skipped, and so
 *   is `false` for an attribute; `true` sets an empty attribute.
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  /** @type {Record<string, any>} the element's properties, set by name */
  const properties = node;
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined) continue;
    const isProperty = key in node && !key.includes("-");
    if (value === false && !isProperty) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key === "on") for (const [type, handler] of Object.entries(value)) node.addEventListener(type, handler);
    else if (isProperty) properties[key] = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  node.append(...present(children));
  return node;
}

/** The children that are there (not null or undefined). */
function present(/** @type {Child[]} */ children) {
  return children.filter(/** @returns {child is Node | string} */ (child) => child !== null && child !== undefined);
}

/** Replaces every child of `node` with `children`. */
export function replaceChildren(/** @type {Element} */ node, /** @type {Child[]} */ ...children) {
  node.replaceChildren(...present(children));
}

/** Adds (or removes) `id` among the elements that describe `node` for assistive technology. */
export function describedBy(/** @type {Element} */ node, /** @type {string} */ id, add = true) {
  const ids = new Set((node.getAttribute("aria-describedby") || "").split(" ").filter(Boolean));
  if (add) ids.add(id);
  else ids.delete(id);
  if (ids.size) node.setAttribute("aria-describedby", [...ids].join(" "));
  else node.removeAttribute("aria-describedby");
}

/** Restarts a CSS animation class (used for flashes) even when it is already applied. */
export function flash(/** @type {HTMLElement} */ node, className = "flash") {
  node.classList.remove(className);
  void node.offsetWidth; // forces a style flush so the animation starts again
  node.classList.add(className);
}

/**
 * A button that copies the text returned by `textOf()` to the clipboard and says so.
 * Falls back to selecting the text when the Clipboard API is unavailable.
 * @param {string} label
 * @param {() => string} textOf
 * @param {Node} [selectable]
 */
export function copyButton(label, textOf, selectable) {
  const button = el("button", { type: "button", class: "copy", "aria-label": label, text: "Copy" });
  button.addEventListener("click", async () => {
    const text = textOf();
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = "Copied";
    } catch {
      if (selectable) window.getSelection()?.selectAllChildren(selectable);
      button.textContent = "Selected";
    }
    setTimeout(() => { button.textContent = "Copy"; }, 1500);
  });
  return button;
}

/**
 * The element with `id` that the page's markup has, of the kind the caller needs; a missing one
 * is a mistake in the markup, thrown at once.
 * @template {HTMLElement} T
 * @param {string} id
 * @param {{new (): T, prototype: T}} kind e.g. HTMLButtonElement
 * @returns {T}
 */
export function byId(id, kind) {
  const node = document.getElementById(id);
  if (!(node instanceof kind)) throw new Error(`the page has no ${kind.name} #${id}`);
  return node;
}
