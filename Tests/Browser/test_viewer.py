"""Presenter mode: a viewer window follows the presenter's writes with its controls disabled.

Uses its own `keypath-playground --share` (the `shared_server` fixture) and opens the presenter URL
it prints in one window and a viewer URL in another.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import PlaygroundAPI
from playground_page import another_window

pytestmark = pytest.mark.usefixtures("console")


def write_controls(driver):
    return driver.find_elements(By.CSS_SELECTOR, "[data-writes]")


def test_viewer_follows_the_presenter_with_controls_disabled(driver, shared_server, screenshot):
    token = shared_server["token"]
    with another_window(driver, shared_server["presenter"]) as (presenter, show_presenter):
        # The token left the address bar and the page, and this window may write.
        assert "token" not in driver.current_url
        assert token not in driver.page_source
        assert all(control.is_enabled() for control in write_controls(driver))
        assert not driver.find_element(By.ID, "access-note").is_displayed()

        with another_window(driver, shared_server["viewer"]) as (viewer, show_viewer):
            controls = write_controls(driver)
            assert len(controls) > 20 and not any(control.is_enabled() for control in controls)
            note = driver.find_element(By.ID, "access-note")
            assert note.is_displayed() and "only the presenter" in note.text
            assert "read-only" in driver.find_element(By.TAG_NAME, "body").get_attribute("class")

            show_presenter()
            presenter.press("haptics.mapped", Keys.END)
            presenter.wait_for_badge("haptics.mapped", "no animation")
            presenter.replace_text("number.mapped", "17")
            presenter.wait_until(lambda d: presenter.root_text("number") == "17")

            show_viewer()
            viewer.wait_until(lambda d: viewer.root_text("haptics") == "1.0")
            viewer.wait_until(lambda d: viewer.root_text("number") == "17")
            viewer.wait_until(lambda d: "haptics.impact()" in viewer.card("haptics").text)
            viewer.wait_for_badge("haptics.mapped", "no animation")
            assert {"haptics.mapped", "number.mapped"} <= set(viewer.log_bindings())
            assert viewer.control("number.mapped").get_attribute("value") == "17"
            assert not viewer.control("haptics.rebuilt").is_enabled()
            assert not driver.find_element(By.ID, "ambient").is_enabled()  # it only shapes writes
            screenshot("08-viewer")
            show_presenter()
        assert token not in driver.page_source
        screenshot("07-presenter")


def test_viewer_shows_a_refusal_the_presenter_met(driver, shared_server):
    """A refused write is answered to the presenter alone; the `rejected` event shows it on every page."""
    presenter_api = PlaygroundAPI(shared_server["viewer"], token=shared_server["token"])
    with another_window(driver, shared_server["viewer"]) as (viewer, _):
        status, body = presenter_api.post("/api/bindings/color.mapped", {"value": "#zzz"})
        assert status == 422
        reason = body["rejection"]["reason"]
        viewer.wait_until(lambda d: viewer.rejection("color.mapped").is_displayed()
                          and "Write rejected" in viewer.rejection("color.mapped").text)
        assert reason in viewer.rejection("color.mapped").text

        # The other twin stores what the mapped one refused: the viewer's Both at once says what the presenter's says.
        status, record = presenter_api.post("/api/bindings/color.converted", {"value": "#zzz"})
        assert status == 200
        both = viewer.card("color").find_element(By.CSS_SELECTOR, ".both-status")
        viewer.wait_until(lambda d: f"color.converted wrote it (#{record['sequence']})" in both.text)
        assert both.text.startswith("color.mapped refused")
        assert "No ghosts to compare: the refused write committed nothing." in both.text
