"""Focus mode for a projector (1280x720) and the phone layout (390x844).

Both show one scene at a time; focus mode puts the scene's own log beside it in type of at least
20 px, the phone keeps the scenes in a menu and the log one tap away. Screenshots of both land in
build/screenshots/.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import PlaygroundAPI
from readability import low_contrast_texts, overflowing_cards, page_overflows_horizontally, texts_smaller_than

pytestmark = pytest.mark.usefixtures("console")


def scene_count(page):
    """How many scenes the server lists: every one has a card."""
    return len(PlaygroundAPI(page.base_url).get("/api/scenes")["scenes"])


def fragment(driver):
    return driver.execute_script("return location.hash")


def shown_log_scenes(driver):
    return {e.get_attribute("data-scene") for e in driver.find_elements(By.CSS_SELECTOR, "#log .entry[data-scene]") if e.is_displayed()}


def box(driver, element):
    return driver.execute_script("const r = arguments[0].getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}", element)


def test_focus_mode_shows_one_scene_in_large_type_with_its_own_log(page, driver, api, viewport, screenshot):
    with viewport(1280, 720):
        page.press("haptics.mapped", Keys.END)
        page.wait_for_badge("haptics.mapped", "no animation")
        page.press("progress.mapped", Keys.ARROW_RIGHT)
        page.wait_for_badge("progress.mapped", "preserved")
        button = driver.find_element(By.ID, "focus-mode")
        button.click()
        assert button.get_attribute("aria-pressed") == "true"
        assert page.visible_cards() == ["progress"]
        assert fragment(driver) == "#scene=progress&focus=1"
        card, log = page.card("progress"), driver.find_element(By.ID, "log-panel")
        assert box(driver, log)["left"] >= box(driver, card)["right"] and box(driver, log)["top"] < 720
        assert shown_log_scenes(driver) == {"progress"}
        assert driver.execute_script("return document.documentElement.scrollHeight") <= 720
        assert texts_smaller_than(driver, 20) == []
        assert low_contrast_texts(driver) == []
        assert overflowing_cards(driver) == [] and not page_overflows_horizontally(driver)
        screenshot("10-focus-mode-1280x720")

        # Arrow keys (or a remote's page keys) move between scenes unless a control takes them.
        driver.execute_script("document.activeElement.blur()")
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        page.wait_until(lambda d: page.visible_cards() == ["haptics"])
        assert f"Scene 2 of {scene_count(page)}: Haptics" in driver.find_element(By.ID, "scene-position").text
        assert shown_log_scenes(driver) == {"haptics"}
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.PAGE_UP)
        page.wait_until(lambda d: page.visible_cards() == ["progress"])
        assert driver.find_element(By.ID, "scene-previous").get_attribute("disabled") == "true"
        page.press("progress.mapped", Keys.ARROW_RIGHT)  # the slider keeps its arrows
        page.wait_until(lambda d: api.roots()["progress"] == pytest.approx(0.27, abs=1e-6))
        assert page.visible_cards() == ["progress"]
        driver.find_element(By.ID, "scene-next").click()
        driver.find_element(By.ID, "scene-next").click()
        page.wait_until(lambda d: page.visible_cards() == ["number"])
        assert fragment(driver) == "#scene=number&focus=1"

        button.click()
        assert len(page.visible_cards()) == scene_count(page) and fragment(driver) == "#scene=number"


def test_a_deep_link_opens_a_scene_in_focus_mode(page, driver, viewport):
    with viewport(1280, 720):
        page.open("#scene=color&focus=1")
        assert page.visible_cards() == ["color"]
        assert driver.find_element(By.ID, "focus-mode").get_attribute("aria-pressed") == "true"
        assert f"Scene 4 of {scene_count(page)}: Color" in driver.find_element(By.ID, "scene-position").text
        # The menu lists every scene as a link that is itself a deep link.
        driver.find_element(By.ID, "scene-menu-button").click()
        links = driver.find_elements(By.CSS_SELECTOR, "#scene-menu a")
        assert len(links) == scene_count(page) and links[3].get_attribute("aria-current") == "true"
        assert links[5].get_attribute("href").endswith("#scene=collection")
        links[5].click()
        page.wait_until(lambda d: page.visible_cards() == ["collection"])
        assert driver.switch_to.active_element.get_attribute("id") == "scene-collection-title"
        assert driver.find_element(By.ID, "scene-menu").is_displayed() is False

    # Without focus=1 the link scrolls the full page to the scene.
    page.open("#scene=membership")
    assert len(page.visible_cards()) == scene_count(page)
    top = box(driver, page.card("membership"))["top"]
    assert -1 <= top < 100


def test_phone_layout_keeps_scenes_in_a_menu_and_the_log_one_tap_away(page, driver, viewport, screenshot):
    with viewport(390, 844, mobile=True):
        page.open()
        assert page.visible_cards() == ["progress"]
        assert driver.execute_script("return document.documentElement.scrollHeight") < 3000
        assert not page_overflows_horizontally(driver)
        assert low_contrast_texts(driver) == [] and overflowing_cards(driver) == []
        page.press("progress.rebuilt", Keys.ARROW_RIGHT)
        page.wait_for_badge("progress.rebuilt", "lost")
        screenshot("11-phone-390x844")

        menu = driver.find_element(By.ID, "scene-menu-button")
        assert box(driver, menu)["top"] < 844
        menu.click()
        driver.find_element(By.LINK_TEXT, "4. Color").click()
        page.wait_until(lambda d: page.visible_cards() == ["color"])
        assert 0 <= box(driver, page.card("color"))["top"] < 844 / 2

        show_log = driver.find_element(By.ID, "show-log")
        assert show_log.is_displayed() and 0 <= box(driver, show_log)["top"] < 844
        show_log.click()
        log = driver.find_element(By.ID, "log-panel")
        assert log.is_displayed() and page.visible_cards() == []
        assert 0 <= box(driver, log)["top"] < 844
        assert "progress.rebuilt" in log.text
        screenshot("12-phone-log-390x844")
        show_log.click()
        assert page.visible_cards() == ["color"] and not log.is_displayed()
