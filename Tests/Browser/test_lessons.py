"""Lessons. A step says what to do and what to look for, marks the bindings to
watch, performs its own writes, and every open page (every viewer in share mode) follows the step
the presenter shows, through the event stream.
"""
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from playground_page import another_window
from readability import low_contrast_texts, overflowing_cards, page_overflows_horizontally, texts_smaller_than

pytestmark = pytest.mark.usefixtures("console")


def test_a_lesson_step_says_what_to_do_marks_what_to_watch_and_does_it(page, api, driver, base_url):
    page.choose_lesson("slider-animation")
    assert page.lesson_position() == "Step 1 of 5: A key path keeps the animation"
    panel = page.lesson_panel().text
    assert "Do: Drag the slider of progress.mapped" in panel and "Look for: The bar glides" in panel
    assert page.highlighted_bindings() == ["progress.mapped"]
    assert api.get("/api/lesson")["lesson"] == "slider-animation"

    before = api.get("/api/state")["sequence"]
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: "Done: wrote 0.9 through progress.mapped" in page.lesson_panel().text)
    page.wait_for_badge("progress.mapped", "preserved")
    entries = api.get(f"/api/transactions?since={before}")["entries"]
    assert [(e["binding"], e["value"]["written"]) for e in entries] == [("progress.mapped", 0.9)]

    with another_window(driver, base_url) as (second, show_second):
        # A page opened during the lesson shows the step the presenter shows.
        assert second.lesson_position() == "Step 1 of 5: A key path keeps the animation"
        driver.switch_to.window(driver.window_handles[0])
        page.lesson_button("Next lesson step").click()
        page.wait_until(lambda d: page.lesson_position().startswith("Step 2 of 5"))
        assert page.highlighted_bindings() == ["progress.rebuilt"]
        # A presenter remote's page keys step through the lesson.
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.PAGE_DOWN)
        page.wait_until(lambda d: page.lesson_position() == "Step 3 of 5: A computed property is a key path too")
        show_second()
        second.wait_until(lambda d: second.lesson_position() == "Step 3 of 5: A computed property is a key path too")
        assert second.highlighted_bindings() == ["progress.computed"]

        driver.switch_to.window(driver.window_handles[0])
        page.lesson_button("Next lesson step").click()
        page.wait_until(lambda d: page.lesson_position().startswith("Step 4 of 5"))
        page.lesson_button("Do it").click()  # the step's own withAnimation, whatever the toolbar says
        badge = page.wait_for_badge("progress.rebuilt", "withAnimation only")
        assert "the binding's own easeInOut 0.35 s was dropped" in badge

        page.lesson_button("End the lesson on every page").click()
        page.wait_until(lambda d: not page.lesson_panel().is_displayed())
        assert page.highlighted_bindings() == []
        show_second()
        second.wait_until(lambda d: not second.lesson_panel().is_displayed())
    assert api.get("/api/lesson")["lesson"] is None


def test_a_refusal_the_step_plans_says_so_in_the_console(page, console):
    # No console.expect: the browser's "Failed to load resource" line for the 422 is accepted
    # only because the page announced the refusal as the step's plan.
    page.choose_lesson("silent-zero")
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: page.rejection("number.mapped").is_displayed())
    page.wait_until(lambda d: console.planned(), "the page never said the refusal was planned")
    assert console.planned() == {("/api/bindings/number.mapped", "422")}
    failed = [e for e in console.read() if "Failed to load resource" in e["message"]]
    assert failed and all("number.mapped" in e["message"] for e in failed)


def test_a_lesson_in_focus_mode_at_1280x720_is_readable_and_shows_its_scene(page, driver, console, viewport, screenshot):
    console.expect(r"/api/bindings/number\.mapped .*\b422\b")
    with viewport(1280, 720):
        page.open("#scene=progress&focus=1")
        page.choose_lesson("silent-zero")
        page.wait_until(lambda d: page.visible_cards() == ["number"])  # the step's scene
        page.lesson_button("Do it").click()
        page.wait_until(lambda d: page.rejection("number.mapped").is_displayed())
        assert page.highlighted_bindings() == ["number.mapped"]
        row = page.row("number.mapped")
        assert driver.execute_script("const r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.top < 720", row)
        assert driver.execute_script("return document.documentElement.scrollHeight") <= 720
        assert texts_smaller_than(driver, 20) == []
        assert low_contrast_texts(driver) == []
        assert overflowing_cards(driver) == [] and not page_overflows_horizontally(driver)
        screenshot("13-lesson-step-focus-1280x720")


def test_a_lesson_on_a_phone_stays_in_view(page, driver, viewport, screenshot):
    with viewport(390, 844, mobile=True):
        page.open()
        page.choose_lesson("round-trips")
        page.lesson_button("Do it").click()
        page.wait_for_badge("progress.mapped", "preserved")
        panel = page.lesson_panel()
        top, bottom = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom]", panel)
        assert 0 < top < bottom <= 844
        assert not page_overflows_horizontally(driver)
        assert low_contrast_texts(driver) == []
        screenshot("14-lesson-phone-390x844")


def test_in_share_mode_the_presenter_drives_and_every_viewer_follows(driver, shared_server):
    with another_window(driver, shared_server["presenter"]) as (presenter, show_presenter):
        with another_window(driver, shared_server["viewer"]) as (viewer, show_viewer):
            assert not driver.find_element(By.ID, "lesson-select").is_enabled()
            show_presenter()
            presenter.choose_lesson("identity")
            presenter.lesson_button("Next lesson step").click()
            presenter.wait_until(lambda d: presenter.lesson_position() == "Step 2 of 4: Two places, two identities")

            show_viewer()
            viewer.wait_until(lambda d: viewer.lesson_position() == "Step 2 of 4: Two places, two identities")
            assert viewer.highlighted_bindings() == ["identity.inlineA", "identity.inlineB"]
            for label in ("Do it", "Previous lesson step", "Next lesson step", "End the lesson on every page"):
                assert not viewer.lesson_button(label).is_enabled(), label
            # The viewer's page keys do not move the room.
            driver.find_element(By.TAG_NAME, "body").send_keys(Keys.PAGE_DOWN)

            show_presenter()
            presenter.lesson_button("Next lesson step").click()
            show_viewer()
            viewer.wait_until(lambda d: viewer.lesson_position().startswith("Step 3 of 4"))
            show_presenter()


def test_a_teachers_own_lesson_file_is_added_and_started(page, api, tmp_path):
    lesson = {
        "format": "keypath-playground/lesson", "version": 1, "id": "teachers-own", "title": "My membership lesson",
        "summary": "Tags as Bool bindings.",
        "steps": [{"title": "Add linux", "scene": "membership", "instruction": "Tick linux.",
                   "lookFor": "The set gains \"linux\".", "highlight": ["membership.linux"],
                   "perform": [{"write": "membership.linux", "value": True}]}],
    }
    path = tmp_path / "lesson.json"
    path.write_text(json.dumps(lesson))
    page.driver.find_element(By.ID, "open-file").send_keys(str(path))
    page.wait_until(lambda d: page.lesson_panel().is_displayed() and "Add linux" in page.lesson_position())
    assert page.highlighted_bindings() == ["membership.linux"]
    listed = {entry["id"]: entry for entry in api.get("/api/lessons")["lessons"]}
    assert listed["teachers-own"]["origin"] == "uploaded" and listed["teachers-own"]["steps"] == 1
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: api.roots()["membership"] == ["linux", "swift"])


def test_both_at_once_writes_the_closure_twin_when_the_mapped_one_refuses(page, driver, api, console, screenshot):
    """Silent zero's colour step: color.mapped refuses #zzz and keeps the colour, color.converted
    stores black. Do it runs Both at once, which goes on to the second twin after the first
    refuses, since that difference is what the step asks the room to read."""
    page.open()
    assert api.post("/api/reset", {})[0] == 200
    assert api.post("/api/lesson", {"lesson": "silent-zero", "step": 3})[0] == 200
    page.wait_until(lambda d: page.lesson_position().startswith("Step 4 of"))
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: api.get("/api/state")["roots"]["color"] == "#000000", "color.converted never stored black")
    status = driver.find_element(By.CSS_SELECTOR, "#scene-color .both-status")
    page.wait_until(lambda d: "color.converted wrote it" in status.text)
    assert "color.mapped refused" in status.text and status.is_displayed(), status.text
    screenshot("both-at-once-one-twin-refuses")
    assert console.planned() == {("/api/bindings/color.mapped", "422")}
