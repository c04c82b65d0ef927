"""Keyboard focus, contrast and layout on a laptop, and the viewer switch (focus mode and phones: test_views.py)."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from readability import low_contrast_texts, overflowing_cards

pytestmark = pytest.mark.usefixtures("console")


def test_keyboard_focus_is_visible(page, driver):
    control = page.control("progress.mapped")
    driver.execute_script("arguments[0].focus()", control)
    control.send_keys(Keys.TAB)
    focused = driver.switch_to.active_element
    assert focused.get_attribute("id") != "control-progress.mapped"
    outline = driver.execute_script("return getComputedStyle(arguments[0]).outlineStyle", focused)
    assert outline not in ("", "none")


def test_page_is_readable_on_a_laptop(page, driver, api, console):
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


def test_viewer_switch_disables_every_write_control_with_one_explanation(page, driver):
    driver.execute_script(
        "return import('/js/access.js').then((access) => access.setWritable(false, 'Viewers watch; only the presenter writes.'))")
    note = driver.find_element(By.ID, "access-note")
    page.wait_until(lambda d: note.is_displayed())
    writes = driver.find_elements(By.CSS_SELECTOR, "[data-writes]")
    assert len(writes) > 23 and all(not element.is_enabled() for element in writes)
    assert all("access-note" in element.get_attribute("aria-describedby") for element in writes)
    # The withAnimation setting only shapes writes, so viewers cannot tick it either.
    assert not driver.find_element(By.ID, "ambient").is_enabled()
    assert note.text == "Viewers watch; only the presenter writes."
    driver.execute_script("return import('/js/access.js').then((access) => access.setWritable(true))")
    assert all(element.is_enabled() for element in writes) and not note.is_displayed()
