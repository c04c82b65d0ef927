"""Readability audits run inside the page: WCAG contrast and size of every visible text, and cards that fit."""

# The text runs on screen, with the element around each, skipping those inside `skipped` (a selector).
VISIBLE_TEXTS = r"""
function* visibleTexts(skipped) {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const node = text.parentElement;
    if (!text.textContent.trim() || !node || node.closest(skipped)) continue;
    const rect = node.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) yield { text, node };
  }
}
"""

# Walks the DOM in the browser; returns the text runs whose contrast is below WCAG AA
# (4.5:1, or 3:1 for large text). Backgrounds are composed from the element up to the root.
AUDIT_SCRIPT = VISIBLE_TEXTS + r"""
const parse = (css) => {
  const m = css.match(/rgba?\(([^)]+)\)/);
  if (!m) return [0, 0, 0, 0];
  const parts = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
  return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
};
const over = (top, bottom) => {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1);
};
const background = (node) => {
  const layers = [];
  for (let n = node; n && n.nodeType === 1; n = n.parentElement) layers.push(parse(getComputedStyle(n).backgroundColor));
  return layers.reverse().reduce((below, layer) => over(layer, below), [255, 255, 255, 1]);
};
const luminance = (rgb) => {
  const c = rgb.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
};
const failures = [];
for (const { text, node } of visibleTexts("[hidden], :disabled, .skip-link, noscript")) {
  const style = getComputedStyle(node);
  const bg = background(node);
  const fg = over(parse(style.color), bg);
  const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  const ratio = (l1 + 0.05) / (l2 + 0.05);
  const size = parseFloat(style.fontSize);
  const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  if (ratio < (large ? 3 : 4.5)) failures.push(`${ratio.toFixed(2)}: "${text.textContent.trim().slice(0, 40)}" in <${node.tagName.toLowerCase()} class="${node.className}">`);
}
return failures;
"""


def low_contrast_texts(driver):
    """The texts on the current page that fail WCAG AA contrast."""
    return driver.execute_script(AUDIT_SCRIPT)


# Cards must stay inside their column: neither wider than the space left of the log nor
# overflowing themselves (long code once pushed a card under the log panel).
OVERFLOW_SCRIPT = r"""
const panel = document.querySelector(".log-panel");
const log = panel.getBoundingClientRect();
const shown = [...document.querySelectorAll(".card")].filter((card) => card.offsetParent !== null);
const sideBySide = panel.offsetParent !== null && shown.length > 0 && log.top < shown[0].getBoundingClientRect().bottom;
return shown.filter((card) => {
  const box = card.getBoundingClientRect();
  return card.scrollWidth > card.clientWidth + 1 || (sideBySide && box.right > log.left + 1);
}).map((card) => card.id);
"""


def overflowing_cards(driver):
    """The ids of scene cards that spill over their column or their own border."""
    return driver.execute_script(OVERFLOW_SCRIPT)


# Visible texts smaller than a minimum, for focus mode ("readable from the back of a room").
SMALL_TEXT_SCRIPT = VISIBLE_TEXTS + r"""
const minimum = arguments[0];
const small = [];
for (const { text, node } of visibleTexts("[hidden], .skip-link, noscript")) {
  const size = parseFloat(getComputedStyle(node).fontSize);
  if (size < minimum) small.push(`${size}px: "${text.textContent.trim().slice(0, 40)}" in <${node.tagName.toLowerCase()} class="${node.className}">`);
}
return small;
"""


def texts_smaller_than(driver, pixels):
    """The visible texts on the page whose font size is below `pixels`."""
    return driver.execute_script(SMALL_TEXT_SCRIPT, pixels)


def page_overflows_horizontally(driver):
    """Whether the document is wider than the viewport (a phone would scroll sideways)."""
    return driver.execute_script("return document.documentElement.scrollWidth > window.innerWidth")
