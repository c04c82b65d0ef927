"""What every page gets from the shell: the event stream without errors, the presenter's rights
kept across the presenter's own pages and taken from a presenter URL opened again, recordings of
lab writes that a fresh server can replay, and the tools that stay reachable in focus mode.
"""
import json
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import PlaygroundAPI
from playground_page import PlaygroundPage, another_window
from test_lab import LabPage

TIMEOUT = 10


def wait(driver, condition, message=""):
    return WebDriverWait(driver, TIMEOUT, poll_frequency=0.1).until(condition, message)


def can_write(driver):
    """Whether the page holds the presenter's rights: no viewer note, the body not read-only."""
    return "read-only" not in (driver.find_element(By.TAG_NAME, "body").get_attribute("class") or "")


def test_the_lab_follows_lesson_steps_and_restores_without_errors(driver, base_url, api, console):
    lab = LabPage(driver).open(base_url + "lab.html")
    lab.wait_for_expression("$value[convert: .to(Double.self)]")
    lesson = api.get("/api/lessons")["lessons"][0]["id"]
    assert api.post("/api/lesson", {"lesson": lesson, "step": 0})[0] == 200
    status, written = api.post("/api/bindings/progress.mapped", {"value": 0.5})
    assert status == 200
    assert api.post("/api/restore", {"sequence": written["sequence"] - 1})[0] == 200
    time.sleep(1)  # the events reach the page within milliseconds
    assert not console.problems()


def test_the_presenter_keeps_the_right_to_write_on_the_lab_and_back(driver, shared_server, screenshot):
    page = PlaygroundPage(driver, shared_server["presenter"].split("#", 1)[0]).open("#" + shared_server["presenter"].split("#", 1)[1])
    assert can_write(driver)
    driver.find_element(By.ID, "lab-link").click()
    lab = LabPage(driver)
    lab.wait_ready()
    lab.wait_for_expression("$value[convert: .to(Double.self)]")
    assert can_write(driver), "the lab opened from the presenter's page is read-only"
    assert driver.find_element(By.ID, "lab-add").is_enabled()
    assert not driver.find_element(By.ID, "access-note").is_displayed()
    assert "token" not in driver.current_url
    screenshot("shell-presenter-lab")
    driver.find_element(By.CSS_SELECTOR, ".page-links a").click()
    page.wait_until(lambda d: "ready" in d.find_element(By.TAG_NAME, "body").get_attribute("class"))
    assert can_write(driver), "back on the playground, the presenter lost the right to write"
    assert driver.find_element(By.ID, "reset").is_enabled()
    driver.back()
    lab.wait_ready()
    assert can_write(driver), "the lab reached with Back is read-only"


def test_a_reload_keeps_the_presenters_right_in_that_tab_only(driver, shared_server):
    """A presenter who reloads mid-talk stays the presenter, without the URL on the projector
    again; another tab, or this one once closed, is a viewer."""
    origin, fragment = shared_server["presenter"].split("#", 1)
    token = shared_server["token"]
    page = PlaygroundPage(driver, origin).open("#" + fragment)
    assert can_write(driver)
    driver.refresh()
    page.wait_until(lambda d: "ready" in d.find_element(By.TAG_NAME, "body").get_attribute("class"))
    page.wait_until(lambda d: d.find_element(By.ID, "live-status").text == "live")
    assert can_write(driver), "a reload took the presenter's right to write"
    assert "token" not in driver.current_url and token not in driver.page_source
    page.replace_text("number.mapped", "42")
    page.wait_until(lambda d: PlaygroundAPI(origin).roots()["number"] == 42, "the reloaded page's write was refused")

    with another_window(driver, origin):
        assert not can_write(driver), "another tab got the presenter's right"
        assert driver.execute_script("return sessionStorage.getItem('playground.presenterToken')") is None
    first = driver.current_window_handle
    driver.switch_to.new_window("tab")
    driver.switch_to.window(first)
    driver.close()  # the presenter's tab, and the token with it
    driver.switch_to.window(driver.window_handles[0])
    PlaygroundPage(driver, origin).open()
    assert not can_write(driver), "the token outlived the presenter's tab"


def test_the_presenter_url_opened_again_in_a_viewer_tab_gives_the_rights_and_leaves_the_address(driver, shared_server):
    viewer_url = shared_server["presenter"].split("#", 1)[0]
    page = PlaygroundPage(driver, viewer_url).open()
    assert not can_write(driver)
    driver.get(shared_server["presenter"])  # only the fragment changes: the same document stays
    page.wait_until(lambda d: "token" not in d.current_url, "the token stayed in the address bar")
    page.wait_until(lambda d: can_write(d), "the presenter URL opened again left the page read-only")
    assert driver.find_element(By.ID, "reset").is_enabled()


def test_a_recording_with_lab_writes_replays_into_a_fresh_server(driver, private_servers, downloads):
    source_url = private_servers()
    source = PlaygroundAPI(source_url)
    definition = {"root": {"type": "Float", "value": 0.25}, "steps": [{"step": "to", "type": "Double"},
                                                                        {"step": "clamped", "lower": 0, "upper": 1}]}
    status, built = source.post("/api/lab/bindings", definition)
    assert status == 200, built
    assert source.post("/api/bindings/progress.mapped", {"value": 0.5})[0] == 200
    assert source.post(f"/api/bindings/{built['id']}.chain", {"value": 0.75})[0] == 200
    assert source.post(f"/api/bindings/{built['id']}.closure", {"value": 1.5})[0] == 200
    with another_window(driver, source_url) as (_, _show):
        driver.find_element(By.CSS_SELECTOR, "#recording-menu summary").click()
        driver.find_element(By.ID, "download-recording").click()
        recording = json.loads(downloads("playground-recording-*.json").read_text())

    fresh_url = private_servers()
    fresh = PlaygroundAPI(fresh_url)
    assert fresh.post("/api/lab/bindings", {"root": {"type": "Int", "value": 1}, "steps": []})[0] == 200  # ids differ
    path = downloads.folder / "with-lab.json"
    path.write_text(json.dumps(recording))
    with another_window(driver, fresh_url) as (page, _show):
        driver.find_element(By.ID, "open-file").send_keys(str(path))
        notice = driver.find_element(By.ID, "page-notice")
        page.wait_until(lambda d: notice.is_displayed() and notice.text.startswith("Replayed"), "the replay never said it finished where it is seen")
        assert "every root matched the recording" in notice.text, notice.text
    replayed = fresh.get("/api/transactions?limit=1000")["entries"]
    lab_writes = [entry for entry in replayed if entry.get("scene", "").startswith("lab-")]
    assert [(entry["value"]["written"], entry["root"]["after"]) for entry in lab_writes] == [(0.75, 0.75), (1.5, 1.0)]
    new_id = lab_writes[0]["scene"]
    assert new_id != built["id"]
    assert fresh.get(f"/api/lab/bindings/{new_id}")["definition"]["steps"] == built["definition"]["steps"]


def test_a_refused_recording_is_shown_where_the_teacher_looks(page, driver, tmp_path, console, screenshot):
    console.expect(r"/api/lab/bindings .*\b4\d\d\b")
    console.expect(r"/api/restore .*\b4\d\d\b")
    recording = {"format": "keypath-playground/recording", "version": 1, "recordedAt": "2026-01-01T00:00:00Z",
                 "start": {"sequence": 0, "roots": {"lab-7": 0.5}},
                 "end": {"sequence": 1, "roots": {}},
                 "labs": {"lab-7": {"root": {"type": "NoSuchType", "value": 0}, "steps": []}},
                 "entries": []}
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(recording))
    driver.find_element(By.ID, "open-file").send_keys(str(path))
    notice = driver.find_element(By.ID, "page-notice")
    page.wait_until(lambda d: notice.is_displayed() and "lab-7" in notice.text, "the refusal is not where it can be seen")
    assert driver.find_element(By.ID, "recording-menu").get_attribute("open") is None
    screenshot("shell-refused-recording")


def test_focus_mode_keeps_the_recording_menu_and_the_lab_link(page, driver):
    page.open("#scene=progress&focus=1")
    assert driver.find_element(By.CSS_SELECTOR, "#recording-menu summary").is_displayed()
    assert driver.find_element(By.ID, "lab-link").is_displayed()


def test_the_lab_reuses_its_binding_and_replaces_it_on_an_edit(driver, base_url, api):
    before = {entry["id"] for entry in api.get("/api/lab/bindings")["bindings"]}
    lab = LabPage(driver).open(base_url + "lab.html")
    lab.wait_for_expression("$value[convert: .to(Double.self)]")
    first = lab.lab_id()
    driver.refresh()
    lab.wait_ready()
    lab.wait_for_expression("$value[convert: .to(Double.self)]")
    assert lab.lab_id() == first, "a reload built a new lab binding"
    lab.add("clamped")
    lab.wait_for_expression("$value[convert: .to(Double.self)][convert: .clamped(to: 0.0...1.0)]")
    second = lab.lab_id()
    lab.wait_until(lambda d: {entry["id"] for entry in api.get("/api/lab/bindings")["bindings"]} - before == {second},
                   "the binding an edit replaced was kept on the server")


def test_a_viewers_lab_before_the_presenter_builds_shows_no_empty_binding(driver, shared_server):
    lab = LabPage(driver).open(shared_server["presenter"].split("#", 1)[0] + "lab.html")
    assert not driver.find_element(By.ID, "lab-root").is_displayed()
    copy = driver.find_element(By.CSS_SELECTOR, ".lab-result .expression .copy")
    assert not copy.is_displayed()
    assert "has not built" in driver.find_element(By.ID, "lab").text


def test_after_a_restore_no_row_says_reset(page, api):
    status, written = api.post("/api/bindings/progress.mapped", {"value": 0.9})
    assert status == 200
    assert api.post("/api/reset", {"scenes": ["progress"]})[0] == 200
    page.wait_for_badge("progress.mapped", "reset")
    assert api.post("/api/restore", {"sequence": written["sequence"]})[0] == 200
    page.wait_until(lambda d: page.root_text("progress") == "0.9")
    page.wait_until(lambda d: "reset: no write since" not in page.badge("progress.mapped").text,
                    f"after a restore the row still says {page.badge('progress.mapped').text!r}")
