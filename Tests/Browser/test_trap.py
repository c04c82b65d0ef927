"""The rows scene: a field bound to row 2 writes after that row was deleted.

The closure binding's write traps, in a child process of the server: the runtime's message
reaches the writer's card, another page's card and an embed, while the root stays as it was and
the server keeps answering. The mapped twin ignores the same late write. A server started with a
tiny time limit or a rate limit of one says so on the card.
"""
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from playground_page import PlaygroundPage, another_window

SHORT = ["Milk", "Eggs"]


def trap_panel(page):
    return page.card("rows").find_element(By.CSS_SELECTOR, "section.trap")


def delete_row_by_keyboard(page, api):
    """Deletes row 2 with the card's button, reached and pressed from the keyboard."""
    button = page.card("rows").find_element(By.CSS_SELECTOR, "button.row-delete")
    page.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    page.driver.execute_script("arguments[0].focus()", button)
    button.send_keys(Keys.ENTER)
    page.wait_until(lambda d: api.roots()["rows"] == SHORT, "the row was never deleted")
    page.wait_until(lambda d: "Bread" not in page.root_text("rows"), "the card still shows the deleted row")


def test_the_runtime_message_reaches_every_page(page, api, driver, base_url, screenshot):
    delete_row_by_keyboard(page, api)
    with another_window(driver, base_url) as (other, show_other):
        driver.switch_to.window(driver.window_handles[0])
        page.replace_text("rows.closure", "Oat milk")
        panel = trap_panel(page)
        page.wait_until(lambda d: panel.is_displayed(), "the trap was never shown")
        assert "The app would have crashed" in panel.text
        assert "Fatal error: Index out of range" in panel.text
        assert re.search(r"SIG(ILL|TRAP) \(signal [45]\)", panel.text), panel.text
        assert 'the root is unchanged, ["Milk", "Eggs"]' in panel.text
        assert "What goes wrong" in page.card("rows").text
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", panel)
        screenshot("trap-rows")
        show_other()
        other_panel = trap_panel(other)
        other.wait_until(lambda d: other_panel.is_displayed(), "another page never saw the trap")
        assert "Fatal error: Index out of range" in other_panel.text
    assert api.roots()["rows"] == SHORT
    assert api.get("/healthz")["status"] == "ok"

    # The mapped twin takes the same late write and ignores it: a logged write that changed nothing.
    before = api.get("/api/transactions?limit=0")["latestSequence"]
    page.replace_text("rows.field", "Oat milk")
    page.wait_until(lambda d: api.get("/api/transactions?limit=0")["latestSequence"] == before + 1)
    assert api.roots()["rows"] == SHORT


def test_phone_width(page, api, driver, viewport, screenshot):
    with viewport(390, 844, mobile=True):
        page.open("#scene=rows")
        delete_row_by_keyboard(page, api)
        page.replace_text("rows.closure", "Oat milk")
        panel = trap_panel(page)
        page.wait_until(lambda d: panel.is_displayed(), "the trap was never shown")
        driver.execute_script("arguments[0].scrollIntoView()", panel)
        assert driver.execute_script("return document.documentElement.scrollWidth") <= 390
        assert panel.rect["x"] >= 0 and panel.rect["x"] + panel.rect["width"] <= 390
        screenshot("trap-rows-phone")


def test_embed_shows_the_trap(page, api, driver, base_url):
    driver.get(base_url + "embed/rows")
    page.wait_until(lambda d: "ready" in d.find_element(By.TAG_NAME, "body").get_attribute("class"))
    page.wait_until(lambda d: d.find_element(By.ID, "live-status").text == "live")
    assert api.post("/api/restore", {"roots": {"rows": SHORT}})[0] == 200
    status, answer = api.post("/api/bindings/rows.closure", {"value": "Oat milk"})
    assert status == 200 and answer["trap"]["message"] == "Fatal error: Index out of range"
    panel = page.card("rows").find_element(By.CSS_SELECTOR, "section.trap")
    page.wait_until(lambda d: panel.is_displayed(), "the embed never showed the trap")
    assert "Fatal error: Index out of range" in panel.text


def test_time_limit_and_rate_limit_reach_the_card(driver, private_servers, console):
    console.expect(r"status of 504")
    console.expect(r"status of 429")
    for arguments, status in ((["--trap-time-limit", "0.001"], 504), (["--trap-rate-limit", "1"], 429)):
        url = private_servers(arguments)
        page = PlaygroundPage(driver, url).open()
        button = page.card("rows").find_element(By.CSS_SELECTOR, "button.row-delete")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()
        page.wait_until(lambda d: "Bread" not in page.root_text("rows"))
        page.replace_text("rows.closure", "Oat milk")
        if status == 429:
            panel = trap_panel(page)
            page.wait_until(lambda d: panel.is_displayed(), "the first trap was never shown")
            page.replace_text("rows.closure", "Rye")
        rejection = page.rejection("rows.closure")
        page.wait_until(lambda d: f"HTTP {status}" in rejection.text, f"the card never said {status}")
        if status == 504:
            assert "killed" in rejection.text
        else:
            assert "Retry" in rejection.text or "try again" in rejection.text


def test_the_panel_says_one_thing_about_who_ran_the_write(page, api):
    """The server did not run the write itself; a child process ran it and crashed."""
    delete_row_by_keyboard(page, api)
    page.replace_text("rows.closure", "Oat milk")
    panel = trap_panel(page)
    page.wait_until(lambda d: panel.is_displayed(), "the trap was never shown")
    text = panel.text
    assert "The server did not run it itself: a child process ran it" in text, text
    assert "The child crashed, not the server" in text, text
    assert "never ran" not in text, text


def test_the_closure_row_is_marked_would_trap_once_its_row_is_gone(page, api):
    mark = page.row("rows.closure").find_element(By.CSS_SELECTOR, ".would-trap")
    assert not mark.is_displayed()
    delete_row_by_keyboard(page, api)
    page.wait_until(lambda d: mark.is_displayed(), "rows.closure is not marked as a binding that would trap")
    assert "would trap" in mark.text and "next render would crash" in mark.text
    assert not page.row("rows.field").find_elements(By.CSS_SELECTOR, ".would-trap")


def test_the_rows_sequence_deletes_the_row_then_crashes_through_the_closure(page, api):
    page.open("#scene=rows")
    card = page.card("rows")
    buttons = [b for b in card.find_elements(By.CSS_SELECTOR, ".sequences button") if "closure field" in b.text]
    assert len(buttons) == 1
    buttons[0].click()
    summary = card.find_element(By.CSS_SELECTOR, ".sequence-summary")
    page.wait_until(lambda d: "1 crashed the app" in summary.text, "the sequence never reported the crash")
    assert api.roots()["rows"] == SHORT
    assert card.find_element(By.CSS_SELECTOR, ".sequence-write.trapped").is_displayed()
    page.wait_until(lambda d: trap_panel(page).is_displayed(), "the trap was never shown")
    mapped = [b for b in card.find_elements(By.CSS_SELECTOR, ".sequences button") if "mapped field" in b.text]
    mapped[0].click()
    page.wait_until(lambda d: "root now" in summary.text and "mapped" in summary.text)
    assert api.roots()["rows"] == SHORT


def test_an_embedded_rows_scene_is_restarted_by_its_reset(page, api, driver, base_url):
    driver.get(base_url + "embed/rows")
    page.wait_until(lambda d: "ready" in d.find_element(By.TAG_NAME, "body").get_attribute("class"))
    page.wait_until(lambda d: d.find_element(By.ID, "live-status").text == "live")
    card = page.card("rows")
    card.find_element(By.CSS_SELECTOR, "button.row-delete").click()
    page.wait_until(lambda d: api.roots()["rows"] == SHORT, "the embed's delete never reached the server")
    card.find_element(By.CSS_SELECTOR, "button.scene-reset").click()
    page.wait_until(lambda d: api.roots()["rows"] == ["Milk", "Eggs", "Bread"], "the embed's reset never restarted the list")
    page.wait_until(lambda d: "Bread" in card.find_element(By.CSS_SELECTOR, ".root-value").text)
