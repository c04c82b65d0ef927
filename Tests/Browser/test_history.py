"""Resets, restores and replay: resets are entries of the log, with their place in the
sequence, and the rows show what the log says; a scene resets on its own; replay steps through the
log re-running each entry's motion, and "Restore to here" appends the roots of an earlier entry.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from playground_page import PlaygroundPage

pytestmark = pytest.mark.usefixtures("console")


def write(api, binding, value, transaction=None):
    body = {"value": value} if transaction is None else {"value": value, "transaction": transaction}
    status, record = api.post(f"/api/bindings/{binding}", body)
    assert status == 200, record
    return record["sequence"]


def test_a_page_opened_after_a_reset_shows_where_it_happened_and_rows_follow_the_log(driver, api, base_url):
    """A reset is marked in the log, and rows never say "no write yet" beside entries before it."""
    before_reset = write(api, "haptics.mapped", 0.9)
    status, reset = api.post("/api/reset", {})
    assert status == 200 and reset["entry"] == "reset"
    converted = write(api, "number.converted", "12a")
    rebuilt = write(api, "progress.rebuilt", 0.6)
    status, progress_reset = api.post("/api/reset", {"scenes": ["progress"]})
    assert status == 200

    page = PlaygroundPage(driver, base_url).open()
    shown = page.log_sequences()
    expected = [progress_reset["sequence"], rebuilt, converted, reset["sequence"], before_reset]
    assert shown[:5] == expected  # newest first, the resets in their place
    assert "state reset (every scene)" in page.log_line(reset["sequence"]).text
    assert "reset Progress 0.6 → 0.25" in page.log_line(progress_reset["sequence"]).text

    # Each row shows the latest entry that concerns it.
    assert page.row("number.converted").find_element(By.CSS_SELECTOR, ".outcome-sequence").text == f"#{converted}"
    assert "no animation requested" in page.badge("number.converted").text
    assert "round trip lossy" in page.row("number.converted").text
    for binding in ("progress.rebuilt", "progress.mapped", "haptics.mapped", "number.mapped"):
        assert "reset: no write since" in page.badge(binding).text, binding
        assert "no write yet" not in page.row(binding).text
    assert page.root_text("number") == "0" and page.root_text("progress") == "0.25"
    # A backlog record is history: the number field shows the root as it is, not an old read-back.
    assert page.control("number.mapped").get_attribute("value") == "0"


def test_a_scene_resets_alone_and_forgets_its_badges_refusals_and_hooks(page, api, console):
    """A reset per scene, logged like a reset."""
    console.expect(r"/api/bindings/number\.mapped .*\b422\b")
    page.press("progress.rebuilt", Keys.ARROW_RIGHT)
    page.wait_for_badge("progress.rebuilt", "lost")
    page.press("haptics.mapped", Keys.END)
    page.wait_until(lambda d: "haptics.impact()" in page.card("haptics").text)
    page.replace_text("number.mapped", "12a")
    page.wait_until(lambda d: "the state is unchanged" in page.rejection("number.mapped").text)

    page.card("progress").find_element(By.CSS_SELECTOR, ".scene-reset").click()
    page.wait_until(lambda d: page.root_text("progress") == "0.25")
    page.wait_for_badge("progress.rebuilt", "reset")
    assert "lost" not in page.row("progress.rebuilt").text
    entry = api.get("/api/transactions?limit=1000")["entries"][-1]
    assert entry["entry"] == "reset" and entry["scenes"] == ["progress"]
    page.wait_until(lambda d: "reset Progress" in page.log_line(entry["sequence"]).text)
    # The other scenes are untouched.
    assert "the state is unchanged" in page.rejection("number.mapped").text
    assert api.roots()["haptics"] == 1 and "haptics.impact()" in page.card("haptics").text

    page.card("haptics").find_element(By.CSS_SELECTOR, ".scene-reset").click()
    page.wait_until(lambda d: page.root_text("haptics") == "0.5")
    assert page.card("haptics").find_elements(By.CSS_SELECTOR, ".hook-log li") == []
    page.card("number").find_element(By.CSS_SELECTOR, ".scene-reset").click()
    page.wait_until(lambda d: not page.rejection("number.mapped").is_displayed())
    assert "reset" in page.badge("number.mapped").text
    assert page.control("number.mapped").get_attribute("aria-invalid") is None


def bar(driver):
    fill = driver.find_element(By.CSS_SELECTOR, "#scene-progress .bar-fill")
    return fill.value_of_css_property("transition-duration"), driver.execute_script("return arguments[0].style.transform", fill)


def test_replay_reruns_each_entrys_motion_and_restore_appends_an_earlier_state(page, api, driver, screenshot):
    """Replay steps through the log; restoring never rewrites it, the sequence stays gapless."""
    glide = write(api, "progress.mapped", 0.9)
    jump = write(api, "progress.rebuilt", 0.1)
    number = write(api, "number.mapped", "5")
    page.wait_until(lambda d: page.log_sequences()[:3] == [number, jump, glide])

    driver.find_element(By.ID, "replay-toggle").click()
    replay = driver.find_element(By.ID, "replay-bar")
    page.wait_until(lambda d: replay.is_displayed() and replay.find_element(By.CSS_SELECTOR, ".replay-position").text.startswith(f"#{number}:"))
    later = replay.find_element(By.CSS_SELECTOR, "[aria-label='Replay the next entry']")
    assert not later.is_enabled()

    replay.find_element(By.CSS_SELECTOR, "[aria-label='Replay the previous entry']").click()
    page.wait_until(lambda d: bar(d) == ("0s", "scaleX(0.1)"))  # the closure write jumped, and jumps again
    assert "jumped" in replay.text and "progress.rebuilt" in replay.text
    assert "replaying" in page.row("progress.rebuilt").get_attribute("class")
    assert "replaying" in page.log_line(jump).get_attribute("class")

    replay.find_element(By.CSS_SELECTOR, "[aria-label='Replay the previous entry']").click()
    page.wait_until(lambda d: bar(d) == ("0.35s", "scaleX(0.9)"))  # the mapped write glided, and glides again
    assert "animated with easeInOut 0.35 s from the binding's own .animation" in replay.text
    screenshot("15-replay")

    replay.find_element(By.XPATH, ".//button[text()='Restore to here']").click()
    page.wait_until(lambda d: api.roots()["progress"] == pytest.approx(0.9) and api.roots()["number"] == 42)
    entries = api.get(f"/api/transactions?since={glide - 1}")["entries"]
    assert [e["sequence"] for e in entries] == list(range(glide, number + 2))  # nothing removed, one appended
    restore = entries[-1]
    assert restore["entry"] == "restore" and restore["restoredTo"] == glide
    assert restore["scenes"] == ["progress", "number"]
    page.wait_until(lambda d: page.root_text("number") == "42" and page.root_text("progress") == "0.9")
    page.wait_until(lambda d: f"restored to #{glide}" in page.log_line(restore["sequence"]).text)
    assert f"as a new entry, #{restore['sequence']}" in replay.text

    replay.find_element(By.XPATH, ".//button[text()='Done']").click()
    assert not replay.is_displayed() and driver.find_elements(By.CSS_SELECTOR, ".replaying") == []
