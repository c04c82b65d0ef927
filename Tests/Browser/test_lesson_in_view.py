"""A lesson step in focus mode on a projector (1920×1080) and a laptop (1366×900): the step's
instruction, its Do it, what it watches and the result it asks to look for are in view together.
The Side by side step runs Both at once from Do it, and its ghost bars land in view. Projector
view shows only the step and what it watches, in large type, and is reachable by keyboard.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import PlaygroundAPI
from readability import texts_smaller_than

pytestmark = pytest.mark.usefixtures("console")

SIZES = [(1920, 1080), (1366, 900)]

# Whether an element is wholly on screen: inside the window and inside every box that scrolls it.
IN_VIEW = """
const node = arguments[0];
const box = node.getBoundingClientRect();
if (box.width === 0 || box.height === 0) return "not shown";
if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth) return `outside the window: ${box.top}..${box.bottom}`;
for (let parent = node.parentElement; parent; parent = parent.parentElement) {
  const style = getComputedStyle(parent);
  if (!/(auto|scroll|hidden)/.test(style.overflowY)) continue;
  const clip = parent.getBoundingClientRect();
  if (box.top < clip.top - 1 || box.bottom > clip.bottom + 1) return `scrolled out of ${parent.className}: ${box.top}..${box.bottom} in ${clip.top}..${clip.bottom}`;
}
// Nothing (such as the sticky picture) covers its middle.
const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 10));
return hit && (node.contains(hit) || hit.contains(node)) ? "" : `covered by ${hit?.className}`;
"""


def not_in_view(driver, elements):
    problems = {}
    for name, element in elements.items():
        problem = driver.execute_script(IN_VIEW, element)
        if problem:
            problems[name] = problem
    return problems


def lesson_parts(page):
    panel = page.lesson_panel()
    return {"instruction": panel.find_element(By.CSS_SELECTOR, ".lesson-do-text"),
            "look for": panel.find_element(By.CSS_SELECTOR, ".lesson-look"),
            "Do it": page.lesson_button("Do it")}


@pytest.mark.parametrize("width,height", SIZES, ids=["1920x1080", "1366x900"])
def test_side_by_side_runs_from_do_it_and_its_ghosts_are_in_view(page, driver, api, viewport, screenshot, width, height):
    with viewport(width, height):
        page.open("#scene=progress&focus=1")
        status, _ = api.post("/api/lesson", {"lesson": "slider-animation", "step": 4})
        assert status == 200
        page.wait_until(lambda d: "Side by side" in page.lesson_position())
        do_it = page.lesson_button("Do it")
        assert do_it.is_displayed()
        before = max(page.log_sequences(), default=0)
        do_it.click()
        section = driver.find_element(By.CSS_SELECTOR, "#scene-progress .both")
        ghosts = section.find_element(By.CSS_SELECTOR, ".ghosts")
        page.wait_until(lambda d: ghosts.is_displayed() and "jumps" in ghosts.text, "the ghosts never played")
        written = [entry for entry in api.get(f"/api/transactions?since={before}")["entries"] if "binding" in entry]
        assert [entry["binding"] for entry in written] == ["progress.mapped", "progress.rebuilt"]
        ghost_rows = section.find_elements(By.CSS_SELECTOR, ".ghost-row .bar-track")
        watched = {**lesson_parts(page), "Both at once's button": section.find_element(By.CSS_SELECTOR, ".both-run"),
                   "the mapped ghost": ghost_rows[0], "the rebuilt ghost": ghost_rows[1]}
        page.wait_until(lambda d: not not_in_view(d, watched), f"not in view together: {not_in_view(driver, watched)}")
        screenshot(f"lesson-side-by-side-{width}x{height}")


@pytest.mark.parametrize("width,height", SIZES, ids=["1920x1080", "1366x900"])
def test_every_step_of_the_slider_lesson_shows_what_it_watches(page, driver, api, viewport, width, height):
    with viewport(width, height):
        page.open("#scene=progress&focus=1")
        for step in range(4):
            api.post("/api/lesson", {"lesson": "slider-animation", "step": step})
            page.wait_until(lambda d: page.lesson_position().startswith(f"Step {step + 1} of 5"))
            page.lesson_button("Do it").click()
            page.wait_until(lambda d: "Done:" in page.lesson_panel().text)
            row = driver.find_element(By.CSS_SELECTOR, "li.binding.lesson-highlight")
            watched = {**lesson_parts(page), "the control": row.find_element(By.CSS_SELECTOR, ".control-input"),
                       "the badge": row.find_element(By.CSS_SELECTOR, ".badge"),
                       "the bar": driver.find_element(By.CSS_SELECTOR, "#scene-progress .stage .bar-track")}
            page.wait_until(lambda d: not not_in_view(d, watched), f"step {step + 1}: not in view together: {not_in_view(driver, watched)}")


def test_projector_view_shows_the_step_and_what_it_watches_in_large_type(page, driver, api, viewport, screenshot):
    with viewport(1920, 1080):
        page.open("#scene=progress")
        api.post("/api/lesson", {"lesson": "slider-animation", "step": 1})
        page.wait_until(lambda d: page.lesson_position().startswith("Step 2 of 5"))
        toggle = driver.find_element(By.ID, "projector-view")
        # Reachable by keyboard: Tab lands on it, Enter turns it on.
        driver.execute_script("arguments[0].previousElementSibling.focus()", toggle)
        driver.switch_to.active_element.send_keys(Keys.TAB)
        assert driver.switch_to.active_element == toggle
        toggle.send_keys(Keys.ENTER)
        page.wait_until(lambda d: toggle.get_attribute("aria-pressed") == "true")
        shown = lambda selector: [e for e in driver.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()]
        assert shown(".top") == [] and shown("#log-panel") == []
        assert page.visible_cards() == ["progress"]
        assert [row.get_attribute("data-binding") for row in shown("li.binding")] == ["progress.rebuilt"]
        assert texts_smaller_than(driver, 22) == []
        instruction = page.lesson_panel().find_element(By.CSS_SELECTOR, ".lesson-do-text")
        assert float(instruction.value_of_css_property("font-size").rstrip("px")) >= 30
        watched = {**lesson_parts(page), "the control": page.row("progress.rebuilt").find_element(By.CSS_SELECTOR, ".control-input"),
                   "the bar": driver.find_element(By.CSS_SELECTOR, "#scene-progress .stage .bar-track")}
        assert not not_in_view(driver, watched), not_in_view(driver, watched)
        screenshot("projector-view-1920x1080")
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        page.wait_until(lambda d: toggle.get_attribute("aria-pressed") == "false")
        assert len(page.visible_cards()) == len(PlaygroundAPI(page.base_url).get("/api/scenes")["scenes"])


@pytest.mark.parametrize("width,height,mobile,fragment", [(1920, 1080, False, "#scene=rows&focus=1"),
                                                      (1366, 900, False, "#scene=rows&focus=1"), (390, 844, True, "#scene=rows")],
                         ids=["focus-1920x1080", "focus-1366x900", "phone-390x844"])
def test_a_lesson_steps_crash_is_in_view_above_the_docked_panel(page, driver, api, viewport, width, height, mobile, fragment):
    """The Stale writes lesson's last step writes through rows.closure after the row's delete: the
    card's "app would have crashed" panel, which the step says to look for, comes into view, in
    the card's own scrolling box in focus mode and above the docked lesson panel on a phone."""
    with viewport(width, height, mobile=mobile):
        page.open(fragment)
        steps = len(api.get("/api/lessons/stale-writes")["steps"])
        assert api.post("/api/lesson", {"lesson": "stale-writes", "step": steps - 3})[0] == 200
        page.wait_until(lambda d: "A row is deleted" in page.lesson_position())
        page.lesson_button("Do it").click()
        page.wait_until(lambda d: api.roots()["rows"] == ["Milk", "Eggs"], "the row was never deleted")
        assert api.post("/api/lesson", {"lesson": "stale-writes", "step": steps - 1})[0] == 200
        page.wait_until(lambda d: "the app crashes" in page.lesson_position())
        page.lesson_button("Do it").click()
        panel = page.card("rows").find_element(By.CSS_SELECTOR, "section.trap")
        page.wait_until(lambda d: panel.is_displayed(), "the trap was never shown")
        message = panel.find_element(By.CSS_SELECTOR, ".trap-message")
        page.wait_until(lambda d: not not_in_view(driver, {"the runtime's message": message}),
                        f"the crash is not in view: {not_in_view(driver, {'the runtime message': message})}")
