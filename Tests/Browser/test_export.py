"""Export as Swift test: the Recording menu saves the log (with the refused writes the page saw)
as a Swift Testing file, the lab saves a lab binding's chain with its writes, and a viewer in
share mode exports too. Each file is the server's export, downloaded by the browser.
"""
import json
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from conftest import PlaygroundAPI
from playground_page import PlaygroundPage, another_window
from test_lab import LabPage
from test_recording import open_menu

pytestmark = pytest.mark.usefixtures("console")

WITH_ANIMATION = {"animation": {"curve": "easeInOut"}}


def status_text(page, selector, prefix):
    element = page.driver.find_element(By.CSS_SELECTOR, selector)
    page.wait_until(lambda d: element.text.startswith(prefix), f"{selector} never said {prefix!r}: {element.text!r}")
    return element.text


def server_export(url, path):
    with urllib.request.urlopen(url.split("#", 1)[0].rstrip("/") + path, timeout=10) as response:
        return response.read().decode("utf-8")


def test_the_recording_menu_exports_the_log_with_a_refused_write_another_client_made(driver, private_servers, downloads, screenshot):
    url = private_servers()
    api = PlaygroundAPI(url)
    assert api.post("/api/bindings/progress.mapped", {"value": 0.5, "transaction": WITH_ANIMATION})[0] == 200
    assert api.post("/api/bindings/number.mapped", {"value": "twelve"})[0] == 422  # as curl would: no page saw it
    assert api.post("/api/bindings/haptics.mapped", {"value": 0.95})[0] == 200
    with another_window(driver, url) as (page, _):
        menu = open_menu(driver)
        menu.find_element(By.ID, "export-swift-test").click()
        text = status_text(page, ".recording-status", "Saved")
        assert text == "Saved PlaygroundLog.swift: the log #1–#2 and 1 refused or trapped write among it as a Swift test."
        screenshot("export-recording-menu")
        source = downloads("PlaygroundLog.swift").read_text()
    assert source.startswith("// A test exported from the KeyPath playground: the log #1–#2")
    assert source == server_export(url, "/api/transactions/swift-test?since=0&until=2")
    assert "struct PlaygroundLog {" in source
    assert "withAnimation(.easeInOut) {" in source
    assert '#expect(context.rejection?.reason == "\\"twelve\\" is not a valid Int")' in source
    assert "haptics.impact()" in source


def test_without_refusals_the_menu_saves_the_servers_export_of_the_log(driver, private_servers, downloads):
    url = private_servers()
    api = PlaygroundAPI(url)
    assert api.post("/api/bindings/progress.mapped", {"value": 0.75})[0] == 200
    with another_window(driver, url) as (page, _):
        open_menu(driver).find_element(By.ID, "export-swift-test").click()
        assert status_text(page, ".recording-status", "Saved") == "Saved PlaygroundLog.swift: the log #1–#1 as a Swift test."
        source = downloads("PlaygroundLog.swift").read_text()
    assert source == server_export(url, "/api/transactions/swift-test?since=0&until=1")


def test_the_lab_exports_its_chain_with_its_writes(driver, private_servers, downloads, screenshot):
    url = private_servers()
    definition = {"root": {"type": "Int", "value": 7}, "steps": [{"step": "parsed"}]}
    lab = LabPage(driver).open(url + "lab.html#" + urllib.parse.urlencode({"def": json.dumps(definition)}))
    lab.wait_until(lambda d: lab.lab_id(), "the lab never built the chain")
    lab_id = lab.lab_id()
    assert PlaygroundAPI(url).post(f"/api/bindings/{lab_id}.chain", {"value": "12"})[0] == 200
    driver.find_element(By.ID, "lab-export-swift-test").click()
    name = "".join(part.capitalize() for part in lab_id.split("-")) + ".swift"
    text = status_text(lab, "#lab-export-status", "Saved")
    assert text == f"Saved {name}: {lab_id}'s chain and its writes as a Swift test."
    screenshot("export-lab")
    source = downloads(name).read_text()
    assert source == server_export(url, f"/api/lab/bindings/{lab_id}/swift-test")
    assert "@State var value: Int = 7" in source and 'chain().wrappedValue = "12"' in source


def test_a_lab_binding_with_no_write_says_there_is_nothing_to_test(driver, private_servers, tmp_path, downloads, console):
    console.expect(r"/swift-test .*\b422\b")
    url = private_servers()
    definition = {"root": {"type": "Int", "value": 7}, "steps": [{"step": "parsed"}]}
    lab = LabPage(driver).open(url + "lab.html#" + urllib.parse.urlencode({"def": json.dumps(definition)}))
    lab.wait_until(lambda d: lab.lab_id(), "the lab never built the chain")
    lab_id = lab.lab_id()
    driver.find_element(By.ID, "lab-export-swift-test").click()
    text = status_text(lab, "#lab-export-status", f"{lab_id} could not be exported")
    assert f"no write through lab binding {lab_id}, so there is nothing to test" in text, text
    assert not [path for path in tmp_path.iterdir() if path.suffix == ".swift"]


def test_a_viewer_in_share_mode_exports_the_log_and_the_lab(driver, shared_server, downloads):
    token = shared_server["token"]
    presenter = PlaygroundAPI(shared_server["presenter"].split("#", 1)[0].rstrip("/"))

    def as_presenter(method, path, body):
        request = urllib.request.Request(presenter.base_url + path, data=json.dumps(body).encode(), method=method,
                                         headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.load(response)

    as_presenter("POST", "/api/bindings/progress.mapped", {"value": 0.5})
    lab_id = as_presenter("POST", "/api/lab/bindings", {"root": {"type": "Double", "value": 0.25}, "steps": []})["id"]
    as_presenter("POST", f"/api/bindings/{lab_id}.chain", {"value": 0.75})

    viewer = shared_server["viewer"]
    with another_window(driver, viewer) as (page, _):
        open_menu(driver).find_element(By.ID, "export-swift-test").click()
        assert status_text(page, ".recording-status", "Saved").startswith("Saved PlaygroundLog.swift: the log #1–#2")
        assert "progress.mapped = 0.5" in downloads("PlaygroundLog.swift").read_text()
    lab = LabPage(driver).open(viewer.rstrip("/") + "/lab.html")
    lab.wait_until(lambda d: lab.lab_id() == lab_id, "the viewer never followed the presenter's lab binding")
    driver.find_element(By.ID, "lab-export-swift-test").click()
    status_text(lab, "#lab-export-status", "Saved")
    name = "".join(part.capitalize() for part in lab_id.split("-")) + ".swift"
    assert "chain().wrappedValue = 0.75" in downloads(name).read_text()


def test_a_log_longer_than_a_request_body_is_exported_with_its_refusals(driver, private_servers, downloads, console):
    console.expect(r"/api/bindings/number\.mapped .*\b422\b")
    url = private_servers()
    api = PlaygroundAPI(url)
    status, lab = api.post("/api/lab/bindings", {"root": {"type": "String", "value": ""}, "steps": []})
    assert status == 200
    for letter in "ab":  # each record repeats its 7,000-character value: together more than a request body holds
        assert api.post(f"/api/bindings/{lab['id']}.chain", {"value": letter * 7000})[0] == 200
    with another_window(driver, url) as (page, _):
        page.replace_text("number.mapped", "twelve")
        page.wait_until(lambda d: page.rejection("number.mapped").is_displayed())
        open_menu(driver).find_element(By.ID, "export-swift-test").click()
        text = status_text(page, ".recording-status", "Saved")
        assert text == "Saved PlaygroundLog.swift: the log #1–#2 and 1 refused or trapped write among it as a Swift test."
        source = downloads("PlaygroundLog.swift").read_text()
    assert source == server_export(url, "/api/transactions/swift-test?since=0&until=2")
    assert '#expect(context.rejection?.reason == "\\"twelve\\" is not a valid Int")' in source
