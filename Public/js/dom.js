// Small DOM helpers. Everything is built with createElement so the page never needs
// innerHTML or inline style attributes, both of which the server's CSP forbids.

/**
 * Creates an element.
 * @param {string} tag
 * @param {Object<string, *>} [props] `class`, `text`, `dataset`, `on` (event map), DOM properties
 *   (`hidden`, `spellcheck`, ...) and attributes (`aria-*`, ...); `null` values are skipped, and so
 *   is `false` for an attribute; `true` sets an empty attribute.
 * @param {...(Node|string|null)} children
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined) continue;
    const isProperty = key in node && !key.includes("-");
    if (value === false && !isProperty) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key === "on") for (const [type, handler] of Object.entries(value)) node.addEventListener(type, handler);
    else if (isProperty) node[key] = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  node.append(...children.filter((child) => child !== null && child !== undefined));
  return node;
}

/** Replaces every child of `node` with `children`. */
export function replaceChildren(node, ...children) {
  node.replaceChildren(...children.filter((child) => child !== null && child !== undefined));
}

/** Adds (or removes) `id` among the elements that describe `node` for assistive technology. */
export function describedBy(node, id, present = true) {
  const ids = new Set((node.getAttribute("aria-describedby") || "").split(" ").filter(Boolean));
  if (present) ids.add(id);
  else ids.delete(id);
  if (ids.size) node.setAttribute("aria-describedby", [...ids].join(" "));
  else node.removeAttribute("aria-describedby");
}

/** Restarts a CSS animation class (used for flashes) even when it is already applied. */
export function flash(node, className = "flash") {
  node.classList.remove(className);
  void node.offsetWidth; // forces a style flush so the animation starts again
  node.classList.add(className);
}

/**
 * A button that copies the text returned by `textOf()` to the clipboard and says so.
 * Falls back to selecting the text when the Clipboard API is unavailable.
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
      if (selectable) window.getSelection().selectAllChildren(selectable);
      button.textContent = "Selected";
    }
    setTimeout(() => { button.textContent = "Copy"; }, 1500);
  });
  return button;
}
