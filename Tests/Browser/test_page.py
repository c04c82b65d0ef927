"""The scenes in a real headless Chromium, against the real playground server: every control
writes through its binding, and the page shows what the server committed or refused."""
import json
import re
import shutil
import subprocess

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

pytestmark = pytest.mark.usefixtures("console")


def test_every_binding_has_a_labelled_control_in_its_scene_card(page, api, driver, screenshot):
    scenes = api.get("/api/scenes")["scenes"]
    assert len(driver.find_elements(By.CSS_SELECTOR, "section.card")) == len(scenes)
    for scene in scenes:
        card = page.card(scene["id"])
        for binding in scene["bindings"]:
            control = page.control(binding["id"])
            label = driver.find_element(By.CSS_SELECTOR, f'label[for="{control.get_attribute("id")}"]')
            assert binding["id"] in label.text
            expression = page.row(binding["id"]).find_element(By.CSS_SELECTOR, ".expression code")
            assert expression.get_attribute("textContent") == binding["expression"]
            assert expression.find_element(By.XPATH, "ancestor::section[contains(@class, 'card')]") == card
    screenshot("01-loaded")


def test_mapped_slider_keeps_the_animation_and_the_rebuilt_one_loses_it(page, api, driver, screenshot):
    step = float(page.control("progress.mapped").get_attribute("step"))
    start = api.roots()["progress"]
    page.press("progress.mapped", *[Keys.ARROW_RIGHT] * 5)
    assert "preserved" in page.wait_for_badge("progress.mapped", "preserved")
    page.wait_until(lambda d: api.roots()["progress"] == pytest.approx(start + 5 * step, abs=1e-6))
    bar = driver.find_element(By.CSS_SELECTOR, "#scene-progress .bar-fill")
    assert "0.350s" in bar.value_of_css_property("transition") or "0.35s" in bar.value_of_css_property("transition")

    page.wait_for_value("progress.rebuilt", start + 5 * step)
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
    page.wait_for_badge("progress.rebuilt", "withAnimation only")
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


def test_the_curl_command_reproduces_the_last_write(page, api, driver):
    if not shutil.which("curl"):
        pytest.skip("curl is not installed")
    driver.find_element(By.ID, "ambient").click()
    page.press("progress.rebuilt", *[Keys.ARROW_RIGHT] * 3)
    page.wait_for_badge("progress.rebuilt", "withAnimation only")
    command = page.card("progress").find_element(By.CSS_SELECTOR, ".curl code").text
    written = api.roots()["progress"]
    api.post("/api/reset", {})
    answer = subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=20, check=True)
    record = json.loads(answer.stdout)
    assert record["binding"] == "progress.rebuilt"
    assert record["transaction"]["animationPreserved"] is True
    assert api.roots()["progress"] == pytest.approx(written)


def test_color_hex_text_is_rejected_by_the_mapped_binding_and_blackened_by_the_converted_one(page, api, console):
    console.expect(r"/api/bindings/color\.mapped .*\b422\b")
    page.replace_text("color.mapped", "#zzz", part="hex")
    page.wait_until(lambda d: page.rejection("color.mapped").is_displayed())
    assert api.roots()["color"] == "#3366cc"

    page.replace_text("color.converted", "#zzz", part="hex")
    page.wait_until(lambda d: api.roots()["color"] == "#000000")
    page.wait_until(lambda d: page.control("color.mapped").get_attribute("value") == "#000000")
    assert "lossy" in page.row("color.converted").text


def test_optional_writes_into_nil_are_ignored_gently_and_applied_aggressively(page, api):
    page.replace_text("optional.gentle", "Ada")
    page.wait_until(lambda d: "no-op" in page.row("optional.gentle").text)
    assert api.roots()["optional"] is None
    assert page.control("optional.gentle").get_attribute("value") == ""

    page.replace_text("optional.aggressive", "Ada")
    page.wait_until(lambda d: api.roots()["optional"] == "Ada")
    page.wait_until(lambda d: page.control("optional.root").get_attribute("value") == "Ada")

    page.row("optional.root").find_element(By.CSS_SELECTOR, "button.secondary").click()
    page.wait_until(lambda d: api.roots()["optional"] is None)
    page.wait_until(lambda d: page.root_text("optional") == "nil")


def test_safe_index_ignores_writes_out_of_range_and_the_chain_writes_through(page, api):
    page.replace_text("collection.outOfRange", "9")
    page.wait_until(lambda d: "no-op" in page.row("collection.outOfRange").text)
    assert api.roots()["collection"] == [3, 5, 8]

    page.replace_text("collection.first", "4")
    page.wait_until(lambda d: api.roots()["collection"] == [4, 5, 8])
    page.wait_until(lambda d: page.control("collection.chain").get_attribute("value") == "4.0")  # a Float, as Swift prints it

    page.replace_text("collection.chain", "7")
    page.wait_until(lambda d: api.roots()["collection"] == [7, 5, 8])
    page.wait_until(lambda d: page.root_text("collection") == "[7, 5, 8]")
