"""The smaller things a learner and a teacher meet: a text field says that Enter writes; Swift code
wraps between its parts, never inside a word, in narrow cards and on a phone; the lesson menu shows
the whole title of the lesson chosen and counts "1 step"; replay says "entry N of M"; Both at once's
second write (a no-op) does not claim the bar jumped; lesson summaries name no seeds.
"""
import pytest
from selenium.webdriver.common.by import By

pytestmark = pytest.mark.usefixtures("console")

# Each word (a run of characters without spaces inside one text node) of the code elements that
# spans more than one line box: a word broken in the middle.
BROKEN_WORDS = """
const broken = [];
for (const code of document.querySelectorAll(arguments[0])) {
  if (!code.offsetParent) continue;
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.data.matchAll(/\\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (tops.size > 1) broken.push(match[0]);
    }
  }
}
return broken;
"""


def test_a_text_field_says_that_enter_writes(page):
    hint = page.row("number.mapped").find_element(By.CSS_SELECTOR, ".control-hint")
    assert hint.is_displayed() and "Enter" in hint.text
    assert hint.get_attribute("id") in page.control("number.mapped").get_attribute("aria-describedby").split()
    assert page.row("membership.swift").find_elements(By.CSS_SELECTOR, ".control-hint") == []
    assert page.row("progress.mapped").find_elements(By.CSS_SELECTOR, ".control-hint") == []


@pytest.mark.parametrize("size", [(1366, 900, False), (390, 844, True)], ids=["laptop", "phone"])
def test_code_wraps_between_its_parts_never_inside_a_word(page, driver, viewport, screenshot, size):
    width, height, mobile = size
    with viewport(width, height, mobile=mobile):
        page.open()
        broken = []
        for scene in ["progress", "number", "color", "optional", "collection", "identity"]:
            page.open(f"#scene={scene}") if mobile else None
            broken += driver.execute_script(BROKEN_WORDS, ".expression code")
        assert broken == []
        if mobile:
            page.open("#scene=color")
            screenshot("code-wraps-390x844")


def test_the_lesson_menu_shows_the_whole_title_and_counts_one_step(page, driver, api, viewport):
    one_step = {"format": "keypath-playground/lesson", "version": 1, "id": "one-step", "title": "A single step",
                "summary": "One step.", "steps": [{"title": "Tick", "scene": "membership", "instruction": "Tick linux.",
                                                   "lookFor": "The set gains linux.", "highlight": ["membership.linux"]}]}
    status, _ = api.post("/api/lessons", one_step)
    assert status in (200, 201)
    page.open()
    options = {option.get_attribute("value"): option.get_attribute("textContent")
               for option in driver.find_elements(By.CSS_SELECTOR, "#lesson-select option")}
    assert options["one-step"] == "A single step (1 step)"
    assert options["slider-animation"] == "The slider's animation (5 steps)"
    for width, height, fragment in [(1366, 900, "#scene=progress"), (1920, 1080, "#scene=progress&focus=1")]:
        with viewport(width, height):
            page.open(fragment)
            page.choose_lesson("slider-animation")
            select = driver.find_element(By.ID, "lesson-select")
            needed = driver.execute_script("""
              const select = arguments[0];
              const probe = document.createElement("span");
              probe.style.font = getComputedStyle(select).font;
              probe.style.whiteSpace = "pre";
              probe.style.position = "absolute";
              probe.textContent = select.selectedOptions[0].textContent;
              document.body.append(probe);
              const width = probe.getBoundingClientRect().width;
              probe.remove();
              return width;""", select)
            # The text, its padding and the menu's arrow fit inside the select.
            assert needed + 30 <= select.size["width"], f"{width}x{height}: {needed} px of text in a {select.size['width']} px select"
            api.post("/api/lesson", {"lesson": None, "step": 0})


def test_both_at_onces_no_op_write_does_not_claim_a_jump(page, driver):
    card = page.card("progress")
    card.find_element(By.CSS_SELECTOR, ".both-run").click()
    page.wait_until(lambda d: "jumps" in card.find_element(By.CSS_SELECTOR, ".ghosts").text)
    motion = card.find_element(By.CSS_SELECTOR, ".stage .motion").text
    assert "jumped" not in motion and "nothing moved" in motion, motion


def test_lesson_summaries_name_no_seeds(api):
    for lesson in api.get("/api/lessons")["lessons"]:
        summary = api.get(f"/api/lessons/{lesson['id']}")["summary"]
        assert not summary.lower().startswith("seed"), summary
