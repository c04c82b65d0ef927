"""Presenter mode (issue 7): a viewer window follows the presenter's writes with its controls disabled.

Starts its own `keypath-playground --share` (PLAYGROUND_BINARY, set by scripts/test.d/40-browser) and
opens the presenter URL it prints in one window and a viewer URL in another.
"""
import os
import re
import subprocess
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import REPO
from playground_page import another_window

pytestmark = pytest.mark.usefixtures("console")


@pytest.fixture()
def shared_server():
    binary = os.environ.get("PLAYGROUND_BINARY")
    if not binary:
        pytest.skip("PLAYGROUND_BINARY is not set (scripts/test.d/40-browser sets it)")
    process = subprocess.Popen([binary, "--share", "--port", "0", "--public", str(REPO / "Public")],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        viewers, presenter = [], None
        deadline = time.monotonic() + 20
        while presenter is None and time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                raise RuntimeError(f"{binary} --share exited without printing a presenter URL")
            if match := re.search(r"viewers:\s+(http://\S+)", line):
                viewers.append(match.group(1))
            if match := re.search(r"presenter:\s+(http://\S+)", line):
                presenter = match.group(1)
        assert presenter, "no presenter URL within 20 s"
        token = presenter.split("#token=", 1)[1]
        # A viewer on another machine would use a network address; without one, loopback without the token.
        viewer = viewers[0] if viewers else presenter.split("#", 1)[0]
        yield {"presenter": presenter, "viewer": viewer, "token": token}
    finally:
        process.terminate()
        process.wait(timeout=10)
        process.stdout.close()


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
            assert not driver.find_element(By.ID, "ambient").is_enabled()  # defect 8 of issue 17
            screenshot("08-viewer")
            show_presenter()
        assert token not in driver.page_source
        screenshot("07-presenter")
