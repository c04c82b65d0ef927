"""The playground page in a real headless Chromium, against the real playground server."""
import json
import os
import re
import shutil
import subprocess

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import REPO, PlaygroundAPI
from readability import low_contrast_texts, overflowing_cards
from playground_page import PlaygroundPage
from server_process import ServerProcess

pytestmark = pytest.mark.usefixtures("console")


@pytest.fixture()
def page(driver, base_url):
    return PlaygroundPage(driver, base_url).open()


def test_every_binding_has_a_labelled_control_in_its_scene_card(page, api, driver, screenshot):
    scenes = api.get("/api/scenes")["scenes"]
    assert len(driver.find_elements(By.CSS_SELECTOR, "section.card")) == len(scenes)
    for scene in scenes:
        card = page.card(scene["id"])
        for binding in scene["bindings"]:
            control = page.control(binding["id"])
            label = driver.find_element(By.CSS_SELECTOR, f'label[for="{control.get_attribute("id")}"]')
            assert binding["id"] in label.text
            assert binding["expression"] in card.text.replace("\n", " ") or binding["expression"][:40] in card.text
    screenshot("01-loaded")


def test_keyboard_focus_is_visible(page, driver):
    control = page.control("progress.mapped")
    driver.execute_script("arguments[0].focus()", control)
    control.send_keys(Keys.TAB)
    focused = driver.switch_to.active_element
    assert focused.get_attribute("id") != "control-progress.mapped"
    outline = driver.execute_script("return getComputedStyle(arguments[0]).outlineStyle", focused)
    assert outline not in ("", "none")


def test_mapped_slider_keeps_the_animation_and_the_rebuilt_one_loses_it(page, api, driver, screenshot):
    step = float(page.control("progress.mapped").get_attribute("step"))
    start = api.roots()["progress"]
    page.press("progress.mapped", *[Keys.ARROW_RIGHT] * 5)
    assert "preserved" in page.wait_for_badge("progress.mapped", "preserved")
    page.wait_until(lambda d: api.roots()["progress"] == pytest.approx(start + 5 * step, abs=1e-6))
    bar = driver.find_element(By.CSS_SELECTOR, "#scene-progress .bar-fill")
    assert "0.350s" in bar.value_of_css_property("transition") or "0.35s" in bar.value_of_css_property("transition")

    page.press("progress.rebuilt", *[Keys.ARROW_RIGHT] * 5)
    assert "lost" in page.wait_for_badge("progress.rebuilt", "lost")
    expected = start + 10 * step
    page.wait_until(lambda d: api.roots()["progress"] == pytest.approx(expected, abs=1e-6))
    assert bar.value_of_css_property("transition-duration") == "0s"
    # The page follows the root: every slider of the scene now reads the rebuilt write.
    page.wait_until(lambda d: float(page.control("progress.mapped").get_attribute("value")) == pytest.approx(expected, abs=1e-6))
    screenshot("02-progress-preserved-vs-lost")


def test_dragging_a_slider_with_the_mouse_writes_what_it_shows(page, api, driver):
    slider = page.control("progress.computed")
    ActionChains(driver).click_and_hold(slider).move_by_offset(slider.size["width"] // 4, 0).release().perform()
    page.wait_for_badge("progress.computed", "preserved")
    shown = float(slider.get_attribute("value"))
    assert shown > 0.5
    page.wait_until(lambda d: api.roots()["progress"] == pytest.approx(shown, abs=1e-6))


def test_ambient_with_animation_survives_the_rebuilt_binding(page, api, driver):
    driver.find_element(By.ID, "ambient").click()
    page.press("progress.rebuilt", Keys.ARROW_LEFT)
    page.wait_for_badge("progress.rebuilt", "preserved")
    entries = api.get("/api/transactions?since=0&limit=1000")["entries"]
    last = entries[-1]
    assert last["binding"] == "progress.rebuilt"
    assert last["transaction"]["ambient"]["animation"]["curve"] == "easeInOut"


def test_failable_number_field_rejects_text_and_the_converted_one_turns_it_into_zero(page, api, console, screenshot):
    console.expect(r"/api/bindings/number\.mapped .*\b422\b")
    page.replace_text("number.mapped", "12a")
    page.wait_until(lambda d: page.rejection("number.mapped").is_displayed())
    status, refusal = api.post("/api/bindings/number.mapped", {"value": "12a"})  # the same write, as curl
    assert status == 422
    assert refusal["rejection"]["reason"] in page.rejection("number.mapped").text
    assert api.roots()["number"] == 42
    assert page.control("number.mapped").get_attribute("value") == "12a"
    assert page.root_text("number") == "42"

    page.replace_text("number.converted", "12a")
    page.wait_until(lambda d: api.roots()["number"] == 0)
    page.wait_until(lambda d: page.control("number.converted").get_attribute("value") == "0")
    assert "lossy" in page.row("number.converted").text
    assert not page.rejection("number.converted").is_displayed()
    curl = page.card("number").find_element(By.CSS_SELECTOR, ".curl code").text
    assert "-H 'Content-Type: application/json'" in curl and '"12a"' in curl
    screenshot("03-number-reject-vs-zero")


def test_membership_checkbox_writes_the_set(page, api):
    page.control("membership.linux").click()
    page.wait_until(lambda d: api.roots()["membership"] == ["linux", "swift"])
    page.control("membership.swift").send_keys(Keys.SPACE)
    page.wait_until(lambda d: api.roots()["membership"] == ["linux"])
    assert page.control("membership.linux").is_selected()
    assert not page.control("membership.swift").is_selected()


def test_a_second_window_follows_through_the_event_stream(page, api, driver, base_url, screenshot):
    first = driver.current_window_handle
    driver.switch_to.new_window("window")
    second = PlaygroundPage(driver, base_url).open()
    driver.switch_to.window(first)

    page.press("haptics.mapped", Keys.END)
    page.wait_for_badge("haptics.mapped", "no animation")
    status, record = api.post("/api/bindings/progress.mapped", {"value": 0.75})  # as curl would
    assert status == 200

    driver.switch_to.window([h for h in driver.window_handles if h != first][0])
    second.wait_until(lambda d: second.root_text("haptics") == "1")
    second.wait_until(lambda d: second.root_text("progress") == "0.75")
    second.wait_for_badge("progress.mapped", "preserved")
    second.wait_until(lambda d: "haptics.impact()" in second.card("haptics").text)
    assert {"haptics.mapped", "progress.mapped"} <= set(second.log_bindings())
    assert float(second.control("haptics.rebuilt").get_attribute("value")) == 1
    screenshot("04-second-window")
    driver.close()
    driver.switch_to.window(first)


def test_render_again_shows_which_identities_survive(page, driver):
    page.render_again()
    page.render_again()
    assert "identity stable" in page.row("progress.mapped").text
    assert "new identity" in page.row("progress.rebuilt").text
    assert "new identity" in page.row("identity.rebuilt").text
    comparisons = driver.find_element(By.CSS_SELECTOR, ".comparisons").text
    assert re.search(r"identity\.inlineA != identity\.inlineB", comparisons)


def test_reset_button_restores_the_initial_state(page, api, driver):
    page.press("progress.mapped", Keys.END)
    page.wait_until(lambda d: api.roots()["progress"] == 1)
    driver.find_element(By.ID, "reset").click()
    page.wait_until(lambda d: api.roots()["progress"] == pytest.approx(0.25))
    page.wait_until(lambda d: page.root_text("progress") == "0.25")
    page.wait_until(lambda d: "state reset" in d.find_element(By.ID, "log").text)
    page.wait_until(lambda d: float(page.control("progress.mapped").get_attribute("value")) == pytest.approx(0.25))


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
    size = driver.get_window_size()
    driver.set_window_size(1920, 1080)
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.set_window_size(1920, height)
    driver.execute_script("window.scrollTo(0, 0); document.activeElement.blur()")
    path = screenshot("05-full-page")
    driver.set_window_size(size["width"], size["height"])
    if os.environ.get("PLAYGROUND_DOCS_SCREENSHOT") == "1":
        (REPO / "docs").mkdir(exist_ok=True)
        shutil.copyfile(path, REPO / "docs" / "playground.png")
    assert path.stat().st_size > 10_000


def test_viewer_switch_disables_every_write_control_with_one_explanation(page, driver):
    driver.execute_script(
        "return import('/js/access.js').then((access) => access.setWritable(false, 'Viewers watch; only the presenter writes.'))")
    note = driver.find_element(By.ID, "access-note")
    page.wait_until(lambda d: note.is_displayed())
    writes = driver.find_elements(By.CSS_SELECTOR, "[data-writes]")
    assert len(writes) > 23 and all(not element.is_enabled() for element in writes)
    assert all("access-note" in element.get_attribute("aria-describedby") for element in writes)
    assert note.text == "Viewers watch; only the presenter writes."
    driver.execute_script("return import('/js/access.js').then((access) => access.setWritable(true))")
    assert all(element.is_enabled() for element in writes) and not note.is_displayed()


def test_page_reconnects_after_the_server_restarts(driver, console, screenshot):
    binary = os.environ.get("PLAYGROUND_BINARY")
    if not binary:
        pytest.skip("PLAYGROUND_BINARY is not set (scripts/test.d/40-browser sets it)")
    # The page reports the refused connections while the server is down: that is expected.
    console.expect(r"/api/events .*ERR_CONNECTION_REFUSED")
    server = ServerProcess(binary, REPO / "Public")
    first_window = driver.current_window_handle
    try:
        url = server.start()
        driver.switch_to.new_window("window")
        private = PlaygroundPage(driver, url).open()
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
        if driver.current_window_handle != first_window:
            driver.close()
        driver.switch_to.window(first_window)


def test_page_is_readable_on_a_laptop_and_in_projector_mode(page, driver, api, console, screenshot):
    console.expect(r"/api/bindings/number\.mapped .*\b422\b")
    page.press("progress.mapped", Keys.ARROW_RIGHT)
    page.wait_for_badge("progress.mapped", "preserved")
    page.press("progress.rebuilt", Keys.ARROW_RIGHT)
    page.wait_for_badge("progress.rebuilt", "lost")
    page.replace_text("number.mapped", "x")
    page.wait_until(lambda d: page.rejection("number.mapped").is_displayed())
    page.render_again()
    assert low_contrast_texts(driver) == []
    assert overflowing_cards(driver) == []

    projector = driver.find_element(By.ID, "projector")
    small = driver.execute_script("return parseFloat(getComputedStyle(document.documentElement).fontSize)")
    projector.click()
    try:
        assert projector.get_attribute("aria-pressed") == "true"
        large = driver.execute_script("return parseFloat(getComputedStyle(document.documentElement).fontSize)")
        assert large >= small * 1.25
        assert low_contrast_texts(driver) == []
        assert overflowing_cards(driver) == []
        screenshot("07-projector")
    finally:
        projector.click()  # the setting is remembered: leave the default for the other tests


def test_the_curl_command_reproduces_the_last_write(page, api, driver):
    if not shutil.which("curl"):
        pytest.skip("curl is not installed")
    driver.find_element(By.ID, "ambient").click()
    page.press("progress.rebuilt", *[Keys.ARROW_RIGHT] * 3)
    page.wait_for_badge("progress.rebuilt", "preserved")
    command = page.card("progress").find_element(By.CSS_SELECTOR, ".curl code").text
    written = api.roots()["progress"]
    api.post("/api/reset", {})
    answer = subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=20, check=True)
    record = json.loads(answer.stdout)
    assert record["binding"] == "progress.rebuilt"
    assert record["transaction"]["animationPreserved"] is True
    assert api.roots()["progress"] == pytest.approx(written)
