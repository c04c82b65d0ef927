"""The twin sliders of a scene line up: at the same root value every thumb is at the same place,
whatever text (0.77 or 0.7699999809265137) each slider shows beside it, on a laptop and a phone.
"""
import pytest
from selenium.webdriver.common.by import By

pytestmark = pytest.mark.usefixtures("console")

TWINS = ["progress.mapped", "progress.rebuilt", "progress.computed"]

# Moves the mapped slider as a drag does: its value, then an input event.
DRAG_TO = """
const input = document.getElementById("control-progress.mapped");
input.focus();
input.value = arguments[0];
input.dispatchEvent(new Event("input", {bubbles: true}));
"""


def thumb_centres(driver):
    """Where each twin's thumb sits: the track's left edge plus its value's share of the track."""
    return driver.execute_script("""
      return arguments[0].map((id) => {
        const input = document.getElementById(`control-${id}`);
        const box = input.getBoundingClientRect();
        const share = (Number(input.value) - Number(input.min)) / (Number(input.max) - Number(input.min));
        return {id, left: box.left, width: box.width, centre: box.left + share * box.width, value: input.value};
      });""", TWINS)


@pytest.mark.parametrize("size", [(1366, 900, False), (390, 844, True)], ids=["laptop", "phone"])
def test_twin_thumbs_line_up_at_the_same_root_value(page, driver, viewport, screenshot, size):
    width, height, mobile = size
    with viewport(width, height, mobile=mobile):
        page.open("#scene=progress")
        driver.execute_script(DRAG_TO, "0.77")
        texts = lambda: [page.row(id).find_element(By.CSS_SELECTOR, ".slider-value").text for id in TWINS]
        page.wait_until(lambda d: texts()[1] == "0.7699999809265137", f"the twins never followed: {texts()}")
        page.wait_until(lambda d: len(set(texts())) == 1, f"the twins read differently: {texts()}")
        page.row("progress.mapped").location_once_scrolled_into_view
        thumbs = thumb_centres(driver)
        assert {thumb["value"] for thumb in thumbs} == {"0.77"}
        centres = [thumb["centre"] for thumb in thumbs]
        assert max(centres) - min(centres) <= 1, thumbs
        screenshot(f"twin-sliders-{width}x{height}")
