"""A scene added in one file and one line: the added-scene fixture runs the playground with the
shelf scene after its own (Tests/Fixtures/AddedScene).

The page shows the shelf's card with the widget the scene declares; its delete button removes
the slot the field edits, and the field's late write traps in a child process of that program:
the card shows the crash, and the root stays as it was.
"""
import re

from selenium.webdriver.common.by import By

from conftest import PlaygroundAPI
from playground_page import PlaygroundPage


def test_the_page_serves_the_added_scene_and_its_trap(driver, added_scene, screenshot):
    api = PlaygroundAPI(added_scene)
    page = PlaygroundPage(driver, added_scene).open()
    card = page.card("shelf")
    assert "Shelf" in card.text
    assert "Jam" in page.root_text("shelf") and "Tea" in page.root_text("shelf")

    button = card.find_element(By.CSS_SELECTOR, "button.row-delete")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    page.wait_until(lambda d: api.roots()["shelf"] == ["Jam"], "the slot was never deleted")
    page.wait_until(lambda d: "Tea" not in page.root_text("shelf"), "the card still shows the deleted slot")

    page.replace_text("shelf.closure", "Oats")
    panel = card.find_element(By.CSS_SELECTOR, "section.trap")
    page.wait_until(lambda d: panel.is_displayed(), "the trap was never shown")
    assert "The app would have crashed" in panel.text
    assert "Fatal error: Index out of range" in panel.text
    assert re.search(r"SIG(ILL|TRAP) \(signal [45]\)", panel.text), panel.text
    assert 'the root is unchanged, ["Jam"]' in panel.text
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", panel)
    screenshot("added-scene-trap")
    assert api.roots()["shelf"] == ["Jam"]
    assert api.get("/healthz")["status"] == "ok"
