// @ts-check
// Keeps the heights of the docked teaching panels (the lesson panel, the replay bar) in CSS
// variables, so the page leaves room for them at the bottom (teaching.css): --lesson-height,
// --replay-height and their sum plus gaps, --dock-height; 0 for a hidden panel.

const GAP = 16;

/** Watches `panels` (variable name → element) for their size and whether they are shown. */
export function dockPanels(/** @type {Object<string, HTMLElement>} */ panels) {
  const root = document.documentElement;
  const update = () => {
    let total = 0;
    for (const [name, node] of Object.entries(panels)) {
      const height = node.hidden ? 0 : node.offsetHeight;
      root.style.setProperty(name, `${height}px`);
      if (height) total += height + GAP;
    }
    root.style.setProperty("--dock-height", `${total}px`);
  };
  const sizes = new ResizeObserver(update);
  const shown = new MutationObserver(update);
  for (const node of Object.values(panels)) {
    sizes.observe(node);
    shown.observe(node, { attributes: true, attributeFilter: ["hidden"] });
  }
  update();
}
