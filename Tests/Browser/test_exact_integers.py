"""Integers beyond ±2^53 keep every digit on the page: the server sends Int.max exactly, and the
page reads answers and events with one JSON reader that keeps such integers as BigInts.
"""
import json
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from test_lab import LabPage

pytestmark = pytest.mark.usefixtures("console")

INT_MAX = "9223372036854775807"


def test_a_root_of_int_max_shows_every_digit(page, api):
    status, _ = api.post("/api/bindings/number.mapped", {"value": INT_MAX})
    assert status == 200
    page.wait_until(lambda d: page.root_text("number") == INT_MAX, f"the Int root never read {INT_MAX}: {page.root_text('number')!r}")
    assert page.control("number.mapped").get_attribute("value") == INT_MAX
    assert INT_MAX in page.log_line(max(page.log_sequences())).text


def test_the_law_report_shows_int_max_exactly(driver, base_url):
    definition = {"root": {"type": "Int", "value": int(INT_MAX)}, "steps": [{"step": "to", "type": "Double"}]}
    lab = LabPage(driver).open(base_url + "lab.html#" + urllib.parse.urlencode({"def": json.dumps(definition)}))
    lab.wait_for_expression("$value[convert: .to(Double.self)]")
    lab.wait_until(lambda d: "the whole chain" in d.find_element(By.ID, "lab-laws").text)
    laws = driver.find_element(By.ID, "lab-laws").text
    assert INT_MAX in laws and "9223372036854776000" not in laws
    assert driver.find_element(By.ID, "lab-root").text == INT_MAX


def test_every_counterexample_opens_from_and_n_more(driver, base_url):
    definition = {"root": {"type": "Int", "value": int(INT_MAX)}, "steps": [{"step": "to", "type": "Double"}]}
    lab = LabPage(driver).open(base_url + "lab.html#" + urllib.parse.urlencode({"def": json.dumps(definition)}))
    lab.wait_until(lambda d: "the whole chain" in d.find_element(By.ID, "lab-laws").text)
    law = driver.find_element(By.CSS_SELECTOR, '#lab-laws .law-check .law.fails[data-law="put-get"]')
    failures = int(law.find_element(By.CSS_SELECTOR, ".law-mark").text.split("(")[1].rstrip(")"))
    listed = law.find_elements(By.CSS_SELECTOR, ":scope > .counterexamples > .counterexample")
    assert len(listed) == 3 and failures > 3
    more = law.find_element(By.CSS_SELECTOR, ".more summary")
    assert more.text == f"and {failures - 3} more"
    more.click()
    opened = law.find_element(By.CSS_SELECTOR, ".more details")
    assert opened.get_attribute("open") is not None
    # Every further counterexample is listed: those the lab binding did not carry are fetched
    # (GET /api/lab/bindings/{id}/laws) when the list opens. Each is a different case.
    lab.wait_until(lambda d: len(opened.find_elements(By.CSS_SELECTOR, ".counterexample")) == failures - 3)
    rest = [item.text for item in opened.find_elements(By.CSS_SELECTOR, ".counterexample")]
    assert len(set(rest + [item.text for item in listed])) == failures
    assert not opened.find_element(By.CSS_SELECTOR, ".law-unsent").is_displayed()
