"""What a lossy round trip says, and where. A Float's precision (0.77 reads back as
0.7699999809265137 through a Double) is a quiet mark in the row and the log, explained once on
the page; the values and the words show in the row where the lesson is about round trips. A loss
made by a step of the chain names that step, not the root's type.
"""
import json
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from test_lab import LabPage

pytestmark = pytest.mark.usefixtures("console")


def test_a_floats_precision_is_a_quiet_mark_explained_once(page, driver, api):
    for value in (0.77, 0.33):
        status, _ = api.post("/api/bindings/progress.mapped", {"value": value})
        assert status == 200
    page.wait_until(lambda d: page.root_text("progress") == "0.33")
    page.wait_for_badge("progress.mapped", "preserved")
    row = page.row("progress.mapped")
    assert "round trip lossy" not in row.text and "significant bits" not in row.text
    assert "≈ stored as the nearest Float" in row.text
    # The row's outcome fits on two short lines: the badge stays the first thing read.
    outcome = row.find_element(By.CSS_SELECTOR, ".outcome")
    assert outcome.size["height"] < 80, f"the outcome takes {outcome.size['height']} px"
    for sequence in page.log_sequences()[:2]:
        line = page.log_line(sequence).text
        assert "lossy" not in line and "≈" in line
    notes = driver.find_elements(By.CSS_SELECTOR, "details.precision-note")
    assert len(notes) == 1 and notes[0].is_displayed() and notes[0].get_attribute("open") is None
    notes[0].find_element(By.TAG_NAME, "summary").click()
    assert "24 significant bits" in notes[0].text


def test_the_round_trips_lesson_shows_the_loss_in_full(page, api):
    page.choose_lesson("round-trips")
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: "wrote 0.1 → stored 0.1 → read back 0.10000000149011612" in page.row("progress.mapped").text)
    why = page.row("progress.mapped").find_element(By.CSS_SELECTOR, ".verdict-why").text
    assert "no exact Float" in why and "0.10000000149011612" in why


def test_a_loss_made_by_a_clamp_names_the_clamp(driver, base_url):
    definition = {"root": {"type": "Float", "value": 0.25},
                  "steps": [{"step": "to", "type": "Double"}, {"step": "clamped", "lower": 0, "upper": 1}]}
    lab = LabPage(driver).open(base_url + "lab.html#" + urllib.parse.urlencode({"def": json.dumps(definition)}))
    lab.wait_for_expression("$value[convert: .to(Double.self)][convert: .clamped(to: 0.0...1.0)]")
    chain = f"{lab.lab_id()}.chain"
    lab.write(chain, "1.5")
    lab.wait_until(lambda d: "round trip lossy" in d.find_element(By.CSS_SELECTOR, f'li.binding[data-binding="{chain}"]').text)
    why = driver.find_element(By.CSS_SELECTOR, f'li.binding[data-binding="{chain}"] .verdict-why').text
    assert ".clamped(to: 0.0...1.0)" in why and "1.5" in why, why
    assert "cannot hold" not in why, why


TRANSCRIPT = """
const [entries, roots, done] = arguments;
import("/js/transcript.js").then(({ transcript }) => done(transcript({
  recordedAt: "now", start: { sequence: entries[0].sequence - 1, roots }, end: { sequence: entries.at(-1).sequence, roots }, entries })));
"""


def test_the_transcript_marks_a_floats_precision_and_explains_it_once(page, driver, api):
    before = api.get("/api/state")["sequence"]
    for value in (0.77, 0.33):
        status, _ = api.post("/api/bindings/progress.mapped", {"value": value})
        assert status == 200
    entries = api.get(f"/api/transactions?since={before}")["entries"]
    text = driver.execute_async_script(TRANSCRIPT, entries, api.roots())
    lines = [line for line in text.splitlines() if "progress.mapped" in line]
    assert len(lines) == 2 and all("≈ stored as the nearest Float" in line and "significant bits" not in line for line in lines), text
    assert text.count("24 significant bits") == 1, text
