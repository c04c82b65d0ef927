"""The mapping lab page: a three-step chain built from the menus, written through along
with its twins, the badges and the law report, the identity comparison after an edit, the
permalink opened in a second tab, and a viewer following the presenter's lab in share mode.
"""
import os
import shutil
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import REPO
from playground_page import another_window
from readability import low_contrast_texts

pytestmark = pytest.mark.usefixtures("console")

TIMEOUT = 10
THREE_STEPS = "$value[convert: .to(Double.self)][convert: .clamped(to: 0.0...1.0)].animation(.easeInOut(duration: 0.35))"


class LabPage:
    def __init__(self, driver):
        self.driver = driver

    def open(self, url):
        self.driver.get("about:blank")
        self.driver.get(url)
        self.wait_ready()
        return self

    def wait_ready(self):
        self.wait_until(lambda d: "ready" in d.find_element(By.TAG_NAME, "body").get_attribute("class"), "the lab never got ready")
        self.wait_until(lambda d: d.find_element(By.ID, "live-status").text == "live", "the event stream never went live")

    def wait_until(self, condition, message=""):
        return WebDriverWait(self.driver, TIMEOUT, poll_frequency=0.1).until(condition, message)

    def expression(self):
        return self.driver.find_element(By.ID, "lab-expression").text

    def lab_id(self):
        return self.driver.find_element(By.TAG_NAME, "body").get_attribute("data-lab")

    def wait_for_expression(self, expression):
        self.wait_until(lambda d: self.expression() == expression, f"the chain never became {expression!r}: {self.expression()!r}")

    def steps(self):
        return self.driver.find_elements(By.CSS_SELECTOR, "#lab-steps > li")

    def add(self, step):
        Select(self.driver.find_element(By.ID, "lab-add-step")).select_by_value(step)
        self.driver.find_element(By.ID, "lab-add").click()

    def remove(self, position):
        self.driver.find_element(By.CSS_SELECTOR, f'#lab-steps > li[data-position="{position}"] button[aria-label^="Remove"]').click()

    def parameter(self, position, name):
        step = self.driver.find_element(By.CSS_SELECTOR, f'#lab-steps > li[data-position="{position}"]')
        return step.find_element(By.CSS_SELECTOR, f'[aria-label="step {position} ({step.get_attribute("data-step")}): {name}"]')

    def write(self, binding_id, text):
        field = self.driver.find_element(By.ID, f"control-{binding_id}")
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(text, Keys.ENTER)

    def badge(self, binding_id):
        return self.driver.find_element(By.CSS_SELECTOR, f'li.binding[data-binding="{binding_id}"] .badge').text

    def wait_for_badge(self, binding_id, words):
        self.wait_until(lambda d: words in self.badge(binding_id), f"the badge of {binding_id} never said {words!r}: {self.badge(binding_id)!r}")


def save_full_page(driver, screenshot):
    """The whole lab at 1600 px wide in build/screenshots; with PLAYGROUND_DOCS_SCREENSHOT=1 also docs/lab.png."""
    size = driver.get_window_size()
    driver.set_window_size(1600, 1000)
    height, frame = driver.execute_script("return [document.documentElement.scrollHeight, window.outerHeight - window.innerHeight]")
    driver.set_window_size(1600, height + frame)
    driver.execute_script("window.scrollTo(0, 0); document.activeElement.blur()")
    path = screenshot("lab")
    driver.set_window_size(size["width"], size["height"])
    if os.environ.get("PLAYGROUND_DOCS_SCREENSHOT") == "1":
        shutil.copyfile(path, REPO / "docs" / "lab.png")
    assert path.stat().st_size > 10_000


def build_three_steps(lab):
    """From the page's first chain, builds The Lab article's three-step chain with the menus."""
    lab.wait_for_expression("$value[convert: .to(Double.self)]")
    lab.remove(1)
    lab.wait_for_expression("$value")
    assert Select(lab.driver.find_element(By.ID, "lab-root-type")).first_selected_option.text == "Float"
    lab.add("to")
    lab.wait_for_expression("$value[convert: .to(Double.self)]")
    lab.add("clamped")
    lab.wait_for_expression("$value[convert: .to(Double.self)][convert: .clamped(to: 0.0...1.0)]")
    lab.add("animation")
    lab.wait_for_expression(THREE_STEPS)
    assert len(lab.steps()) == 3


def test_a_three_step_chain_its_twins_its_laws_and_its_permalink(driver, base_url, api, screenshot):
    lab = LabPage(driver).open(base_url + "lab.html")
    # The menu offers only what a Float takes.
    offered = [option.get_attribute("value") for option in Select(driver.find_element(By.ID, "lab-add-step")).options]
    assert "to" in offered and "clamped" in offered and "safeIndex" not in offered and "hex" not in offered
    build_three_steps(lab)
    lab_id = lab.lab_id()

    lab.write(f"{lab_id}.chain", "0.75")
    lab.wait_for_badge(f"{lab_id}.chain", "✓ animation preserved")
    lab.write(f"{lab_id}.closure", "0.5")
    lab.wait_for_badge(f"{lab_id}.closure", "✗ animation lost")
    lab.write(f"{lab_id}.converted", "0.25")
    lab.wait_for_badge(f"{lab_id}.converted", "✗ animation lost")
    lab.wait_until(lambda d: d.find_element(By.ID, "lab-root").text == "0.25")
    assert len(driver.find_elements(By.CSS_SELECTOR, "#lab-log .entry")) == 3
    assert [entry["binding"] for entry in api.get("/api/transactions?limit=1000")["entries"][-3:]] == \
        [f"{lab_id}.chain", f"{lab_id}.closure", f"{lab_id}.converted"]

    save_full_page(driver, screenshot)
    assert low_contrast_texts(driver) == []

    laws = driver.find_element(By.ID, "lab-laws").text
    assert "the whole chain" in laws and "step 1: [convert: .to(Double.self)]" in laws
    assert "✗ fails" in laws and "put-get fails for root 0.25: writing 0.1 then reading gives 0.10000000149011612" in laws
    assert "step 2: [convert: .clamped(to: 0.0...1.0)]" in laws

    # Moving the transaction step up changes the code, not the binding: identity ignores transactions.
    lab.driver.find_element(By.CSS_SELECTOR, '#lab-steps > li[data-position="3"] button[aria-label^="Move up"]').click()
    lab.wait_for_expression("$value[convert: .to(Double.self)].animation(.easeInOut(duration: 0.35))[convert: .clamped(to: 0.0...1.0)]")
    lab.wait_until(lambda d: "the same binding" in d.find_element(By.ID, "lab-comparison").text)
    lab.driver.find_element(By.CSS_SELECTOR, '#lab-steps > li[data-position="2"] button[aria-label^="Move down"]').click()
    lab.wait_for_expression(THREE_STEPS)

    # One parameter changed: another binding, and the page says which step.
    upper = lab.parameter(2, "upper")
    upper.send_keys(Keys.CONTROL, "a")
    upper.send_keys("2", Keys.ENTER)
    lab.wait_for_expression(THREE_STEPS.replace("1.0)]", "2.0)]"))
    lab.wait_until(lambda d: "step 2" in d.find_element(By.ID, "lab-comparison").text)
    comparison = driver.find_element(By.ID, "lab-comparison").text
    assert "!=" in comparison and "[convert: .clamped(to: 0.0...2.0)]" in comparison
    screenshot("lab-compared")

    # The permalink rebuilds the same chain in another tab: the same binding, by identity.
    permalink = driver.find_element(By.ID, "lab-permalink").get_attribute("href")
    assert "#def=" in permalink
    definition = urllib.parse.parse_qs(urllib.parse.urlparse(permalink).fragment)["def"][0]
    assert '"upper":2' in definition.replace(" ", "")
    first_id = lab.lab_id()
    with another_window(driver, permalink) as (_, show):
        second = LabPage(driver)
        second.wait_for_expression(THREE_STEPS.replace("1.0)]", "2.0)]"))
        second_id = second.lab_id()
        assert second_id != first_id
        assert [step.get_attribute("data-step") for step in second.steps()] == ["to", "clamped", "animation"]
        assert api.get(f"/api/lab/compare?left={first_id}&right={second_id}")["equal"] is True
        second.write(f"{second_id}.chain", "0.5")
        second.wait_for_badge(f"{second_id}.chain", "✓ animation preserved")


def test_a_viewer_follows_the_presenters_lab(driver, shared_server, screenshot):
    presenter_url = shared_server["presenter"].replace("/#token=", "/lab.html#token=")
    viewer_url = shared_server["viewer"].rstrip("/") + "/lab.html"
    with another_window(driver, presenter_url) as (_, show_presenter):
        presenter = LabPage(driver)
        presenter.wait_for_expression("$value[convert: .to(Double.self)]")
        with another_window(driver, viewer_url) as (_, show_viewer):
            viewer = LabPage(driver)
            viewer.wait_for_expression("$value[convert: .to(Double.self)]")
            writes = driver.find_elements(By.CSS_SELECTOR, "[data-writes]")
            assert len(writes) > 8 and not any(control.is_enabled() for control in writes)
            assert "only the presenter" in driver.find_element(By.ID, "access-note").text
            show_presenter()
            presenter.add("clamped")
            presenter.wait_for_expression("$value[convert: .to(Double.self)][convert: .clamped(to: 0.0...1.0)]")
            presenter_id = presenter.lab_id()
            presenter.write(f"{presenter_id}.chain", "0.5")
            presenter.wait_for_badge(f"{presenter_id}.chain", "no animation")
            show_viewer()
            viewer.wait_for_expression("$value[convert: .to(Double.self)][convert: .clamped(to: 0.0...1.0)]")
            viewer.wait_for_badge(f"{presenter_id}.chain", "no animation")
            assert viewer.lab_id() == presenter_id
            assert not driver.find_element(By.ID, f"control-{presenter_id}.chain").is_enabled()
            screenshot("lab-viewer")
            show_presenter()


@pytest.mark.parametrize("width,height", [(1366, 900), (1920, 1080), (390, 844)])
def test_the_recording_menu_opens_inside_the_viewport(driver, base_url, viewport, width, height):
    with viewport(width, height, mobile=width < 640):
        lab = LabPage(driver).open(base_url + "lab.html")
        menu = driver.find_element(By.ID, "recording-menu")
        menu.find_element(By.TAG_NAME, "summary").click()
        lab.wait_until(lambda d: menu.get_attribute("open") is not None, "the menu never opened")
        box = driver.execute_script("""
            const box = arguments[0].querySelector(".recording-actions").getBoundingClientRect();
            return {left: box.left, right: box.right, width: document.documentElement.clientWidth};
        """, menu)
        assert box["left"] >= 0 and box["right"] <= box["width"], f"at {width}x{height} the menu spans {box}"
