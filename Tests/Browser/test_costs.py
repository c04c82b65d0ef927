"""What it costs an app, on the page: the "Who wins" grid performs a cell and its bar glides or
jumps as the committed transaction says; "Why your view re-renders" ticks the modelled tree and
every page follows its counts and reasons. Both are accessible and fit a phone."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from playground_page import another_window
from test_axe import audit


def cell_button(driver, source, column):
    return driver.find_element(By.CSS_SELECTOR, f'#who-wins-grid td[data-source="{source}"][data-column="{column}"] button')


def bar_transition(driver):
    return driver.execute_script("return document.querySelector('#who-wins .bar-fill').style.transition")


def wait_for_cell(page, driver, source, column):
    page.wait_until(lambda d: d.find_element(By.ID, "who-wins-result").get_attribute("data-cell") == f"{source}/{column}",
                    f"the result does not show {source}/{column}")
    return driver.find_element(By.ID, "who-wins-result")


def test_a_cell_shows_what_it_committed_and_the_bar_glides_or_jumps(page, driver, api):
    grid = api.get("/api/costs/who-wins")
    cells = {(cell["source"], cell["column"]): cell for row in grid["rows"] for cell in row["cells"]}
    page.wait_until(lambda d: d.find_elements(By.CSS_SELECTOR, "#who-wins-grid td button"), "no grid")
    # The table has its headers: a column header per binding and a row header per source.
    assert len(driver.find_elements(By.CSS_SELECTOR, "#who-wins-grid thead th[scope=col]")) == 1 + len(grid["columns"])
    assert len(driver.find_elements(By.CSS_SELECTOR, "#who-wins-grid tbody th[scope=row]")) == len(grid["rows"])

    # The binding's animation through the mapped binding: committed, so the bar glides.
    cell_button(driver, "animation", "mapped").click()
    result = wait_for_cell(page, driver, "animation", "mapped")
    assert result.get_attribute("data-motion") == "glide"
    assert "easeIn" in result.text and "glides" in result.text
    assert bar_transition(driver).startswith("transform")

    # The same animation through Binding(get:set:): dropped by the setter, so the bar jumps.
    button = cell_button(driver, "animation", "getSet")
    assert "no animation" in button.text
    button.send_keys(Keys.ENTER)
    result = wait_for_cell(page, driver, "animation", "getSet")
    assert result.get_attribute("data-motion") == "jump"
    assert "jumps" in result.text
    assert bar_transition(driver) == "none"
    assert cells[("animation", "getSet")]["animates"] is False

    # A conflict where swift-navigation's UIBinding rule differs says so, in the grid and after a press.
    conflict = driver.find_element(By.CSS_SELECTOR, '#who-wins-grid td[data-source="animation+withTransaction"][data-column="mapped"]')
    assert "UIBinding" in conflict.text
    conflict.find_element(By.TAG_NAME, "button").click()
    wait_for_cell(page, driver, "animation+withTransaction", "mapped")
    assert "replaces the binding's whole" in driver.find_element(By.ID, "who-wins-uibinding").text
    note = driver.find_element(By.ID, "who-wins-note").text
    assert ".transaction { $0.disablesAnimations = true }" in note and "view modifier" in note


def test_a_cell_performed_elsewhere_moves_this_page_too(page, driver, api):
    page.wait_until(lambda d: d.find_elements(By.CSS_SELECTOR, "#who-wins-grid td button"), "no grid")
    status, record = api.post("/api/costs/who-wins/cells", {"source": "withAnimation", "column": "getSet", "value": 0.6})
    assert status == 200 and record["cell"]["animates"] is True
    result = wait_for_cell(page, driver, "withAnimation", "getSet")
    assert result.get_attribute("data-motion") == "glide"


def runs(driver):
    """Each child's body runs as the table shows them, read at once (the rows are rebuilt on every render)."""
    return driver.execute_script("""
        return Object.fromEntries([...document.querySelectorAll("#redraws-children tbody tr")]
          .map((row) => [row.dataset.child, Number(row.querySelector("td.runs").textContent)]));
    """)


def reason(driver, child):
    return driver.execute_script(
        "return document.querySelector(`#redraws-children tr[data-child='${arguments[0]}'] td.reason`).textContent", child)


def test_ticking_updates_the_counts_and_reasons_on_a_second_page_too(page, driver, api, base_url):
    status, _ = api.post("/api/costs/redraws/reset", {})
    assert status == 200
    page.open()
    page.wait_until(lambda d: runs(d) == {"mapped": 1, "inline": 1, "getSet": 1, "converted": 1, "freshID": 1}, "no tree")
    assert "it is not SwiftUI" in driver.find_element(By.ID, "redraws-disclaimer").text
    driver.find_element(By.ID, "redraws-tick").click()
    page.wait_until(lambda d: runs(d)["getSet"] == 2, "a tick did not run the closure child")
    assert runs(driver)["mapped"] == 1
    assert reason(driver, "mapped") == "inputs equal: skipped"
    get_set_reason = reason(driver, "getSet")
    assert "Closure#" in get_set_reason and "!=" in get_set_reason
    assert "Self._printChanges()" in driver.find_element(By.CSS_SELECTOR, "#redraws details summary").text

    with another_window(driver, base_url) as (second, show):
        second.wait_until(lambda d: runs(d)["getSet"] == 2, "the second page does not show the tree")
        status, _ = api.post("/api/costs/redraws/tick", {"ticks": 3})
        assert status == 200
        second.wait_until(lambda d: runs(d) == {"mapped": 1, "inline": 1, "getSet": 5, "converted": 5, "freshID": 5},
                          "the second page did not follow the ticks")
        assert "Counter 4" in driver.find_element(By.ID, "redraws-status").text

    driver.find_element(By.ID, "redraws-run").click()
    page.wait_until(lambda d: runs(d)["getSet"] >= 35, "the timed run did not make 30 ticks")
    assert runs(driver)["inline"] == 1


def test_the_costs_cards_are_accessible_and_fit_a_phone(page, driver, viewport, screenshot):
    page.wait_until(lambda d: d.find_elements(By.CSS_SELECTOR, "#who-wins-grid td button"), "no grid")
    driver.find_element(By.ID, "who-wins").location_once_scrolled_into_view
    screenshot("costs-who-wins-1366")
    driver.find_element(By.ID, "redraws").location_once_scrolled_into_view
    screenshot("costs-redraws-1366")
    audit(driver, "playground with the costs cards")
    with viewport(390, 844, mobile=True):
        page.open()
        page.wait_until(lambda d: d.find_elements(By.CSS_SELECTOR, "#who-wins-grid td button"), "no grid")
        # On a phone the cards start folded, so the scene and the log stay near; Show opens them.
        for card in ["who-wins", "redraws"]:
            toggle = driver.find_element(By.ID, f"{card}-toggle")
            assert toggle.get_attribute("aria-expanded") == "false"
            toggle.click()
            assert driver.find_element(By.ID, f"{card}-body").is_displayed()
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"the page scrolls sideways by {overflow} px on a phone"
        driver.find_element(By.ID, "who-wins").location_once_scrolled_into_view
        screenshot("costs-who-wins-phone")
        driver.find_element(By.ID, "redraws").location_once_scrolled_into_view
        screenshot("costs-redraws-phone")
        audit(driver, "phone with the costs cards")
