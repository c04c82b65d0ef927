"""A small page object: how the tests find and drive the playground's elements."""
from contextlib import contextmanager

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

TIMEOUT = 10


class PlaygroundPage:
    def __init__(self, driver, base_url):
        self.driver = driver
        self.base_url = base_url

    def open(self, fragment=""):
        """Loads the page (with `fragment`, e.g. "#scene=color&focus=1", as a fresh load)."""
        if fragment:
            self.driver.get("about:blank")
        self.driver.get(self.base_url + fragment)
        self.wait_until(lambda d: "ready" in d.find_element(By.TAG_NAME, "body").get_attribute("class"))
        self.wait_until(lambda d: d.find_element(By.ID, "live-status").text == "live")
        return self

    def wait_until(self, condition, message=""):
        return WebDriverWait(self.driver, TIMEOUT, poll_frequency=0.1).until(condition, message)

    def control(self, binding_id, part=""):
        """The binding's input; `part="hex"` names the colour control's hex text twin."""
        return self.driver.find_element(By.ID, f"control-{binding_id}" + (f"-{part}" if part else ""))

    def row(self, binding_id):
        return self.driver.find_element(By.CSS_SELECTOR, f'li.binding[data-binding="{binding_id}"]')

    def card(self, scene_id):
        return self.driver.find_element(By.ID, f"scene-{scene_id}")

    def badge(self, binding_id):
        return self.row(binding_id).find_element(By.CSS_SELECTOR, ".badge")

    def rejection(self, binding_id):
        return self.driver.find_element(By.ID, f"rejection-{binding_id}")

    def root_text(self, scene_id):
        return self.card(scene_id).find_element(By.CSS_SELECTOR, ".root-value").text

    def press(self, binding_id, *keys):
        self.control(binding_id).send_keys(*keys)

    def wait_for_value(self, binding_id, value):
        """Waits until the binding's slider shows `value`: the page follows a write made through a
        twin a moment later, and an arrow key pressed before that steps from the older value."""
        self.wait_until(lambda d: abs(float(self.control(binding_id).get_attribute("value")) - value) < 1e-6,
                        f"{binding_id} never showed {value}")

    def replace_text(self, binding_id, text, part=""):
        """Selects the field's text and types over it, then commits with Enter (one write)."""
        field = self.control(binding_id, part)
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(text, Keys.ENTER)

    def wait_for_badge(self, binding_id, word):
        self.wait_until(lambda d: word in self.badge(binding_id).text,
                        f"badge of {binding_id} never said {word!r}")
        return self.badge(binding_id).text

    def visible_cards(self):
        return [card.get_attribute("data-scene") for card in self.driver.find_elements(By.CSS_SELECTOR, "section.card") if card.is_displayed()]

    def log_bindings(self):
        return [e.get_attribute("data-binding") for e in self.driver.find_elements(By.CSS_SELECTOR, "#log .entry[data-binding]")]

    def log_sequences(self):
        """The sequences the log shows, newest first (writes, resets and restores)."""
        return [int(e.get_attribute("data-sequence")) for e in self.driver.find_elements(By.CSS_SELECTOR, "#log .entry[data-sequence]")]

    def log_line(self, sequence):
        return self.driver.find_element(By.CSS_SELECTOR, f'#log .entry[data-sequence="{sequence}"]')

    def choose_lesson(self, lesson_id):
        """Picks a lesson in the toolbar (every page then shows its first step)."""
        Select(self.driver.find_element(By.ID, "lesson-select")).select_by_value(lesson_id)
        self.wait_until(lambda d: self.lesson_panel().is_displayed(), f"lesson {lesson_id} never showed")

    def lesson_panel(self):
        return self.driver.find_element(By.ID, "lesson-slot")

    def lesson_position(self):
        return self.lesson_panel().find_element(By.CSS_SELECTOR, ".lesson-position").text

    def lesson_button(self, label):
        """A lesson panel button by its accessible name or its text ("Do it")."""
        for button in self.lesson_panel().find_elements(By.TAG_NAME, "button"):
            if label in (button.get_attribute("aria-label"), button.get_attribute("textContent")):
                return button
        raise AssertionError(f"no lesson button {label!r}")

    def highlighted_bindings(self):
        return [e.get_attribute("data-binding") for e in self.driver.find_elements(By.CSS_SELECTOR, "li.binding.lesson-highlight")]

    def render_again(self):
        """Clicks "Render again" and waits until the page shows the new report."""
        count = self.driver.find_element(By.CSS_SELECTOR, ".render-count")
        before = count.text
        self.driver.find_element(By.CSS_SELECTOR, ".identity-panel button").click()
        self.wait_until(lambda d: count.text != before and "Render #" in count.text, "no render report shown")
        return count.text


@contextmanager
def another_window(driver, base_url):
    """Opens the page in a new browser window; closes it and returns to the first one afterwards.

    Yields `(page, show)`: `show()` brings that window to the front again.
    """
    first = driver.current_window_handle
    driver.switch_to.new_window("window")
    window = driver.current_window_handle
    try:
        yield PlaygroundPage(driver, base_url).open(), lambda: driver.switch_to.window(window)
    finally:
        driver.switch_to.window(window)
        driver.close()
        driver.switch_to.window(first)
