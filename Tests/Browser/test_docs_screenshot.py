"""The full-page screenshot for build/screenshots (and, on request, docs/playground.png)."""
import os
import shutil

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import REPO

pytestmark = pytest.mark.usefixtures("console")


def test_full_page_screenshot(page, driver, console, screenshot):
    """Saves the whole page after a few writes; with PLAYGROUND_DOCS_SCREENSHOT=1 also docs/playground.png."""
    console.expect(r"/api/bindings/number\.mapped .*\b422\b")
    page.press("progress.mapped", *[Keys.ARROW_RIGHT] * 20)
    page.wait_for_badge("progress.mapped", "preserved")
    page.press("progress.rebuilt", *[Keys.ARROW_RIGHT] * 10)
    page.wait_for_badge("progress.rebuilt", "lost")
    page.press("haptics.mapped", Keys.END)
    page.wait_until(lambda d: "haptics.impact()" in page.card("haptics").text)
    page.replace_text("number.mapped", "12a")
    page.wait_until(lambda d: page.rejection("number.mapped").is_displayed())
    page.replace_text("number.converted", "7x")
    page.wait_for_badge("number.converted", "no animation")
    page.control("membership.linux").click()
    page.wait_for_badge("membership.linux", "no animation")
    page.render_again()
    page.render_again()
    # A lesson step, docked at the bottom of the page, as a teacher would show it.
    page.choose_lesson("slider-animation")
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: "Done: wrote 0.9" in page.lesson_panel().text)
    size = driver.get_window_size()
    driver.set_window_size(1920, 1080)
    # The window size includes the browser's own frame: add it so the whole document fits.
    height, frame = driver.execute_script(
        "return [document.documentElement.scrollHeight, window.outerHeight - window.innerHeight]")
    driver.set_window_size(1920, height + frame)
    driver.execute_script("window.scrollTo(0, 0); document.activeElement.blur()")
    path = screenshot("05-full-page")
    driver.set_window_size(size["width"], size["height"])
    if os.environ.get("PLAYGROUND_DOCS_SCREENSHOT") == "1":
        (REPO / "docs").mkdir(exist_ok=True)
        shutil.copyfile(path, REPO / "docs" / "playground.png")
    assert path.stat().st_size > 10_000


@pytest.mark.parametrize("name, width, height, address, mobile", [
    ("playground-1366x900", 1366, 900, "#scene=progress", False),
    ("playground-focus-1920x1080", 1920, 1080, "#scene=progress&focus=1", False),
    ("playground-phone-390x844", 390, 844, "#scene=progress", True),
])
def test_viewport_screenshots(page, driver, viewport, screenshot, name, width, height, address, mobile):
    """The page as a learner, a teacher on a projector and a phone see it during the first lesson,
    for build/screenshots; with PLAYGROUND_DOCS_SCREENSHOT=1 also docs/NAME.png, which the README shows."""
    with viewport(width, height, mobile=mobile):
        page.open(address)
        page.choose_lesson("slider-animation")
        page.lesson_button("Do it").click()
        page.wait_until(lambda d: "Done: wrote 0.9" in page.lesson_panel().text)
        page.wait_for_badge("progress.mapped", "preserved")
        driver.execute_script("document.activeElement.blur()")
        path = screenshot(name)
        assert driver.execute_script("return [window.innerWidth, window.innerHeight]") == [width, height]
        if os.environ.get("PLAYGROUND_DOCS_SCREENSHOT") == "1":
            shutil.copyfile(path, REPO / "docs" / f"{name}.png")
    assert path.stat().st_size > 10_000


def test_stale_writes_screenshot(page, driver, api, viewport, screenshot):
    """The Stale writes lesson's last step on a laptop in focus mode: the row deleted, the closure
    field's late write, and the crash the card shows; with PLAYGROUND_DOCS_SCREENSHOT=1 also
    docs/stale-writes-1366x900.png, which the Stale Writes article shows."""
    with viewport(1366, 900):
        page.open("#scene=rows&focus=1")
        steps = len(api.get("/api/lessons/stale-writes")["steps"])
        for step in (steps - 3, steps - 1):
            assert api.post("/api/lesson", {"lesson": "stale-writes", "step": step})[0] == 200
            page.wait_until(lambda d: page.lesson_position().startswith(f"Step {step + 1} of"))
            page.lesson_button("Do it").click()
            page.wait_until(lambda d: "Done" in page.lesson_panel().text)
        panel = page.card("rows").find_element(By.CSS_SELECTOR, "section.trap")
        page.wait_until(lambda d: "Fatal error: Index out of range" in panel.text)
        page.wait_until(lambda d: d.execute_script("return document.getAnimations().length === 0"), "the flash never ended")
        driver.execute_script("document.activeElement.blur()")
        path = screenshot("stale-writes-1366x900")
        if os.environ.get("PLAYGROUND_DOCS_SCREENSHOT") == "1":
            shutil.copyfile(path, REPO / "docs" / "stale-writes-1366x900.png")
    assert path.stat().st_size > 10_000


def test_lesson_screenshots_in_focus_mode(page, driver, api, viewport, screenshot, console):
    """Each lesson's first step after its Do it, in focus mode on a 1280x720 laptop, for
    build/screenshots; with PLAYGROUND_DOCS_SCREENSHOT=1 also docs/teaching-ID-1280x720.png, which
    the Teaching article shows."""
    console.expect(r"/api/bindings/\S+ - Failed to load resource: the server responded with a status of 422")  # the lessons' refusals
    with viewport(1280, 720):
        page.open("#focus=1")
        for entry in api.get("/api/lessons")["lessons"]:
            lesson = api.get(f"/api/lessons/{entry['id']}")
            assert api.post("/api/reset", {})[0] == 200
            assert api.post("/api/lesson", {"lesson": lesson["id"], "step": 0})[0] == 200
            page.wait_until(lambda d: page.lesson_position().startswith(f"Step 1 of {len(lesson['steps'])}"))
            if lesson["steps"][0].get("perform"):
                page.lesson_button("Do it").click()
                page.wait_until(lambda d: page.lesson_panel().find_element(By.CSS_SELECTOR, ".lesson-status").text != "")
            page.wait_until(lambda d: d.execute_script("return document.getAnimations().length === 0"), "the animations never ended")
            driver.execute_script("document.activeElement.blur()")
            name = f"teaching-{lesson['id']}-1280x720"
            path = screenshot(name)
            assert path.stat().st_size > 10_000
            if os.environ.get("PLAYGROUND_DOCS_SCREENSHOT") == "1":
                shutil.copyfile(path, REPO / "docs" / f"{name}.png")
