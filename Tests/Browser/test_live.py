"""Live updates: other pages follow through the event stream, and a page survives a restart."""
import os

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import REPO, PlaygroundAPI
from playground_page import another_window
from server_process import ServerProcess

pytestmark = pytest.mark.usefixtures("console")


def test_a_second_window_follows_through_the_event_stream(page, api, driver, base_url, screenshot):
    first = driver.current_window_handle
    with another_window(driver, base_url) as (second, show_second):
        driver.switch_to.window(first)
        page.press("haptics.mapped", Keys.END)
        page.wait_for_badge("haptics.mapped", "no animation")
        status, _ = api.post("/api/bindings/progress.mapped", {"value": 0.75})  # as curl would
        assert status == 200

        show_second()
        second.wait_until(lambda d: second.root_text("haptics") == "1.0")
        second.wait_until(lambda d: second.root_text("progress") == "0.75")
        second.wait_for_badge("progress.mapped", "preserved")
        second.wait_until(lambda d: "haptics.impact()" in second.card("haptics").text)
        assert {"haptics.mapped", "progress.mapped"} <= set(second.log_bindings())
        assert float(second.control("haptics.rebuilt").get_attribute("value")) == 1
        screenshot("04-second-window")


def test_page_reconnects_after_the_server_restarts(driver, console, screenshot):
    binary = os.environ.get("PLAYGROUND_BINARY")
    if not binary:
        pytest.skip("PLAYGROUND_BINARY is not set (scripts/test.d/40-browser sets it)")
    # The page reports the refused connections while the server is down: that is expected.
    console.expect(r"/api/events .*ERR_CONNECTION_REFUSED")
    server = ServerProcess(binary, REPO / "Public")
    try:
        url = server.start()
        # The window closes before the server stops for good, so no late error leaks into the next test.
        with another_window(driver, url) as (private, _):
            port = server.port
            server.stop()
            private.wait_until(lambda d: d.find_element(By.ID, "live-status").text != "live")
            server.start(port=port)
            private.wait_until(lambda d: d.find_element(By.ID, "live-status").text == "live")
            PlaygroundAPI(url).post("/api/bindings/progress.mapped", {"value": 0.5})
            private.wait_until(lambda d: private.root_text("progress") == "0.5")
            private.wait_for_badge("progress.mapped", "preserved")
            screenshot("06-reconnected")
    finally:
        server.stop()
