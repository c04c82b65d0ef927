"""A learner pressing the "Who wins" grid's cells: the pressed cell is marked as the one the bar
shows, the grid fits its card with every column, and a lower row's press leaves the bar and the
result sentence in view."""
from selenium.webdriver.common.by import By

from test_costs import cell_button, wait_for_cell

# Whether `arguments[0]` lies wholly inside the viewport and nothing covers its middle.
READABLE = """
const node = arguments[0];
const box = node.getBoundingClientRect();
if (box.top < -1 || box.bottom > innerHeight + 1 || box.left < -1 || box.right > innerWidth + 1) return false;
const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
return Boolean(hit && (node.contains(hit) || hit.contains(node)));
"""


def open_grid(page, driver):
    page.open("#")
    page.wait_until(lambda d: d.find_elements(By.CSS_SELECTOR, "#who-wins-grid td button"), "no grid")


def test_the_pressed_cell_is_marked_as_the_one_the_bar_shows(page, driver, viewport):
    with viewport(1366, 900):
        open_grid(page, driver)
        cell = cell_button(driver, "animation+withTransaction", "getSet")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", cell)
        cell.click()
        wait_for_cell(page, driver, "animation+withTransaction", "getSet")
        pressed = driver.find_elements(By.CSS_SELECTOR, '#who-wins-grid .who-wins-cell[aria-pressed="true"]')
        assert pressed == [cell]
        assert len(driver.find_elements(By.CSS_SELECTOR, '#who-wins-grid .who-wins-cell[aria-pressed="false"]')) > 0
        other = cell_button(driver, "animation+withTransaction", "mapped")
        look = "const s = getComputedStyle(arguments[0]); return [s.outlineStyle, s.backgroundColor]"
        assert driver.execute_script(look, cell)[0] != "none"
        assert driver.execute_script(look, cell) != driver.execute_script(look, other)


def test_the_grid_fits_its_card_with_every_column(page, driver, viewport):
    for width, height, fragment in [(1366, 900, "#"), (1280, 720, "#focus=1")]:
        with viewport(width, height):
            page.open(fragment)
            page.choose_lesson("who-wins")
            page.wait_until(lambda d: d.find_elements(By.CSS_SELECTOR, "#who-wins-grid td button"), "no grid")
            overflow = driver.execute_script("""
                const card = document.getElementById("who-wins").getBoundingClientRect();
                const table = document.getElementById("who-wins-grid").getBoundingClientRect();
                const last = [...document.querySelectorAll("#who-wins-grid thead th")].pop().getBoundingClientRect();
                return Math.max(table.right, last.right) - card.right;""")
            assert overflow <= 0, f"at {width}x{height} the grid passes its card by {overflow} px"


def test_a_lower_rows_press_keeps_the_bar_and_the_result_in_view(page, driver, viewport):
    with viewport(1366, 900):
        open_grid(page, driver)
        cell = driver.find_elements(By.CSS_SELECTOR, "#who-wins-grid tbody tr:last-child td button")[0]
        driver.execute_script("arguments[0].scrollIntoView({block: 'end'})", cell)
        source, column = driver.execute_script("const td = arguments[0].parentElement; return [td.dataset.source, td.dataset.column]", cell)
        cell.click()
        wait_for_cell(page, driver, source, column)
        for name in ("#who-wins .who-wins-stage .bar-track", "#who-wins-result"):
            assert driver.execute_script(READABLE, driver.find_element(By.CSS_SELECTOR, name)), f"{name} is out of view"
