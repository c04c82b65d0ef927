"""What a learner must see right, slow motion, and both at once.

Each test drives the real page against the real server and checks what the page shows; the
server's answers (through the API, as curl would) say what really happened.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

pytestmark = pytest.mark.usefixtures("console")


def sequence(api):
    return api.get("/api/state")["sequence"]


def test_ambient_badge_says_where_the_animation_came_from_and_that_the_binding_dropped_its_own(page, driver):
    """withAnimation rescues the rebuilt binding's write; its own .animation was still lost."""
    driver.find_element(By.ID, "ambient").click()
    page.press("progress.rebuilt", Keys.ARROW_RIGHT)
    badge = page.wait_for_badge("progress.rebuilt", "withAnimation only")
    assert "preserved" not in badge
    assert "from withAnimation" in badge and "the binding's own easeInOut 0.35 s was dropped" in badge

    page.wait_for_value("progress.mapped", float(page.control("progress.rebuilt").get_attribute("value")))
    page.press("progress.mapped", Keys.ARROW_RIGHT)
    badge = page.wait_for_badge("progress.mapped", "preserved")
    assert "from the binding's own .animation and withAnimation" in badge and "dropped" not in badge

    driver.find_element(By.ID, "ambient").click()
    page.press("progress.mapped", Keys.ARROW_RIGHT)
    page.wait_until(lambda d: page.badge("progress.mapped").text.endswith("from the binding's own .animation"))
    page.wait_for_value("progress.rebuilt", float(page.control("progress.mapped").get_attribute("value")))
    page.press("progress.rebuilt", Keys.ARROW_RIGHT)
    assert "the binding's own easeInOut 0.35 s was dropped" in page.wait_for_badge("progress.rebuilt", "lost")
    motion = page.card("progress").find_element(By.CSS_SELECTOR, ".motion").text
    assert "jumped" in motion and "dropped" in motion


@pytest.mark.parametrize("text", ["1e", "abc"])
def test_invalid_number_text_is_refused_and_never_written_as_nil(page, api, console, text):
    """Invalid text reaches the server as text (a type=number field would report it as empty, and empty is nil for an Int?)."""
    console.expect(r"/api/bindings/collection\.first .*\b422\b")
    before = sequence(api)
    page.replace_text("collection.first", text)
    page.wait_until(lambda d: page.rejection("collection.first").is_displayed())
    assert "Int" in page.rejection("collection.first").text  # the server's own reason
    assert sequence(api) == before and api.roots()["collection"] == [3, 5, 8]
    field = page.control("collection.first")
    assert field.get_attribute("value") == text
    assert field.get_attribute("aria-invalid") == "true"
    assert "rejected" in page.badge("collection.first").text


def test_a_rejection_gives_way_once_the_state_changes(page, api, console):
    """"The state is unchanged" goes once the twin stores 0; a row never shows a success and a rejection together."""
    console.expect(r"/api/bindings/number\.mapped .*\b422\b")
    console.expect(r"/api/bindings/color\.mapped .*\b422\b")
    page.replace_text("number.mapped", "12a")
    page.wait_until(lambda d: "the state is unchanged" in page.rejection("number.mapped").text)
    page.replace_text("number.converted", "12a")
    page.wait_until(lambda d: api.roots()["number"] == 0)
    page.wait_until(lambda d: "Since then" in page.rejection("number.mapped").text)
    rejection = page.rejection("number.mapped").text
    assert "unchanged" not in rejection and "number.converted changed the root to 0" in rejection
    assert "rejected" not in page.row("number.mapped").get_attribute("class").split()
    page.wait_until(lambda d: page.control("number.mapped").get_attribute("value") == "0")

    page.replace_text("color.mapped", "#ff0000", part="hex")
    page.wait_for_badge("color.mapped", "preserved")
    page.replace_text("color.mapped", "#zzz", part="hex")
    page.wait_until(lambda d: page.rejection("color.mapped").is_displayed())
    row = page.row("color.mapped").text
    assert "preserved" not in row and "round trip" not in row and "write rejected" in page.badge("color.mapped").text

    page.replace_text("color.mapped", "#00ff00", part="hex")
    page.wait_for_badge("color.mapped", "preserved")
    assert not page.rejection("color.mapped").is_displayed()


DRAG_SCRIPT = r"""
const done = arguments[arguments.length - 1];
const slider = document.getElementById("control-progress.mapped");
const twin = document.getElementById("control-progress.rebuilt");
const root = document.querySelector("#scene-progress .root-value");
slider.focus();
slider.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
let value = 0.3;
const samples = [];
const timer = setInterval(() => {
  value = Math.round((value + 0.01) * 100) / 100;
  slider.value = value;
  slider.dispatchEvent(new Event("input", { bubbles: true }));
  samples.push({ dragged: Number(slider.value), twin: Number(twin.value), root: root.textContent });
  if (value >= 0.9) {
    clearInterval(timer);
    window.dispatchEvent(new PointerEvent("pointerup", { bubbles: true }));
    slider.dispatchEvent(new Event("change", { bubbles: true }));
    done(samples);
  }
}, 25);
"""


def test_twins_and_root_follow_a_dragged_slider_live(page, driver):
    """The twins follow a drag while it lasts, not only when it ends."""
    driver.set_script_timeout(20)
    samples = driver.execute_async_script(DRAG_SCRIPT)
    during = samples[len(samples) // 2:]  # still dragging: no change event yet
    assert max(sample["twin"] for sample in during) > 0.5, "the twin slider did not follow the drag"
    assert max(float(sample["root"]) for sample in during) > 0.5, "the root did not follow the drag"
    page.wait_until(lambda d: float(page.control("progress.rebuilt").get_attribute("value")) == pytest.approx(0.9))


def test_values_show_the_loss_as_swift_prints_it_and_say_why(page, api):
    """A Double read back from a Float shows all its digits: 0.10000000149011612, not 0.100000001."""
    status, _ = api.post("/api/bindings/progress.mapped", {"value": 0.1})
    assert status == 200
    page.wait_for_badge("progress.mapped", "preserved")
    row = page.row("progress.mapped")
    values = row.find_element(By.CSS_SELECTOR, ".verdict-values").get_attribute("textContent")
    assert values == "wrote 0.1 → stored 0.1 → read back 0.10000000149011612"
    why = row.find_element(By.CSS_SELECTOR, ".verdict-why").get_attribute("textContent")
    assert "no exact Float" in why and "0.10000000149011612" in why
    assert page.root_text("progress") == "0.1"  # the root is a Float
    assert row.find_element(By.CSS_SELECTOR, ".slider-value").text == "0.10000000149011612"  # the binding is a Double
    entry = page.driver.find_element(By.CSS_SELECTOR, '#log .entry[data-binding="progress.mapped"]')
    assert "0.25 → 0.1" in entry.text
    page.wait_until(lambda d: page.control("identity.inlineA").get_attribute("value") == "1.0")


def test_non_finite_values_are_never_shown_as_nil(page, api):
    """1e308 through a Double -> Float conversion is a Float inf."""
    status, _ = api.post("/api/bindings/identity.inlineA", {"value": 1e308})
    assert status == 200
    page.wait_until(lambda d: page.root_text("identity") != "1.0")
    # The server sends "inf" (or, before the JSON rewrite, null, which a Float cannot be).
    assert page.root_text("identity") in ("inf", "non-finite")
    row = page.row("identity.inlineA")
    assert "nil" not in row.text and "beyond a Float's range" in row.text


def test_the_hook_log_names_the_binding_that_fired_it(page):
    """A hook line says which binding's write fired it."""
    page.press("haptics.rebuilt", Keys.END)
    page.wait_until(lambda d: "haptics.impact()" in page.card("haptics").text)
    hook = page.card("haptics").find_element(By.CSS_SELECTOR, ".hook-log li")
    assert "fired through haptics.rebuilt" in hook.text
    assert hook.get_attribute("data-binding") == "haptics.rebuilt"


def test_slow_motion_stretches_committed_animations_and_is_remembered(page, driver):
    """Slow motion: 0.1x makes the 0.35 s glide last 3.5 s, visible from the back of a room."""
    rate = driver.find_element(By.ID, "slow-motion")
    rate.send_keys(Keys.HOME)
    assert "0.1×" in driver.find_element(By.ID, "slow-motion-value").text
    page.press("progress.mapped", Keys.ARROW_RIGHT)
    page.wait_for_badge("progress.mapped", "preserved")
    bar = driver.find_element(By.CSS_SELECTOR, "#scene-progress .bar-fill")
    assert bar.value_of_css_property("transition-duration") == "3.5s"
    assert "shown at 0.1× (3.5 s)" in page.card("progress").find_element(By.CSS_SELECTOR, ".motion").text

    page.open()
    assert driver.find_element(By.ID, "slow-motion").get_attribute("value") == "0.1"
    driver.find_element(By.ID, "slow-motion").send_keys(Keys.END)
    page.press("progress.mapped", Keys.ARROW_RIGHT)
    page.wait_until(lambda d: bar_duration(d) == "0.35s")


def bar_duration(driver):
    return driver.find_element(By.CSS_SELECTOR, "#scene-progress .bar-fill").value_of_css_property("transition-duration")


def test_both_at_once_writes_through_both_twins_and_ghosts_them_side_by_side(page, api, driver, screenshot):
    """Both at once: one action, the same value through the mapped then the rebuilt twin, a ghost each."""
    card = page.card("progress")
    before = sequence(api)
    field = driver.find_element(By.ID, "both-progress")
    assert field.get_attribute("value") == "0.9"  # the preset far from the root (0.25)
    card.find_element(By.CSS_SELECTOR, ".both-run").click()
    page.wait_until(lambda d: len(card.find_elements(By.CSS_SELECTOR, ".ghost-outcome")) == 2
                    and all(g.text for g in card.find_elements(By.CSS_SELECTOR, ".ghost-outcome")))
    entries = api.get(f"/api/transactions?since={before}&limit=10")["entries"]
    assert [(e["binding"], e["value"]["written"]) for e in entries] == [("progress.mapped", 0.9), ("progress.rebuilt", 0.9)]
    mapped, rebuilt = card.find_elements(By.CSS_SELECTOR, ".ghost-row")
    assert "progress.mapped" in mapped.text and "glides with easeInOut 0.35 s" in mapped.text
    assert "progress.rebuilt" in rebuilt.text and "jumps" in rebuilt.text
    fills = card.find_elements(By.CSS_SELECTOR, ".ghost-row .bar-fill")
    assert fills[0].value_of_css_property("transition-duration") == "0.35s"
    assert fills[1].value_of_css_property("transition-duration") == "0s"
    page.wait_until(lambda d: field.get_attribute("value") == "0.1")  # the next press goes back
    screenshot("09-both-at-once")
