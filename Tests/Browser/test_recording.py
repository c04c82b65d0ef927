"""Recordings: download a recording (the log and the roots, as JSON) and a Markdown
transcript, and import the recording into a fresh server, which replays it as new writes.
"""
import json
from contextlib import contextmanager

import pytest
from selenium.webdriver.common.by import By

from conftest import PlaygroundAPI
from playground_page import PlaygroundPage, another_window

pytestmark = pytest.mark.usefixtures("console")

WITH_ANIMATION = {"animation": {"curve": "easeInOut", "duration": 0.35}, "disablesAnimations": False}


def open_menu(driver):
    menu = driver.find_element(By.ID, "recording-menu")
    if menu.get_attribute("open") is None:
        menu.find_element(By.TAG_NAME, "summary").click()
    return menu


@contextmanager
def replay_in(driver, url, recording, folder):
    """Opens `recording` (saved in `folder`) with the Recording menu of a page of the server at
    `url`, waits for the replay to end, and yields that page and the replay's status text."""
    path = folder / "recording.json"
    path.write_text(json.dumps(recording))
    with another_window(driver, url) as (page, _):
        open_menu(driver)
        driver.find_element(By.ID, "open-file").send_keys(str(path))
        status = driver.find_element(By.CSS_SELECTOR, ".recording-status")
        page.wait_until(lambda d: status.text.startswith("Replayed"), "the replay never finished")
        yield page, status.text


def test_a_recording_downloads_and_replays_into_a_fresh_server(driver, private_servers, downloads, console):
    console.expect(r"/api/bindings/number\.mapped .*\b422\b")
    source_url = private_servers()
    source = PlaygroundAPI(source_url)
    for binding, value, transaction in [("progress.rebuilt", 0.6, WITH_ANIMATION), ("number.converted", "12a", None),
                                        ("haptics.mapped", 0.95, None), ("membership.linux", True, None),
                                        ("identity.inlineA", 1e308, None)]:
        body = {"value": value} if transaction is None else {"value": value, "transaction": transaction}
        assert source.post(f"/api/bindings/{binding}", body)[0] == 200
    assert source.post("/api/reset", {"scenes": ["haptics"]})[0] == 200
    assert source.post("/api/bindings/progress.mapped", {"value": 0.25})[0] == 200
    assert source.post("/api/restore", {"sequence": 2})[0] == 200

    with another_window(driver, source_url) as (page, _):
        menu = open_menu(driver)
        menu.find_element(By.ID, "download-recording").click()
        recording = json.loads(downloads("playground-recording-*.json").read_text())
        menu.find_element(By.ID, "download-transcript").click()
        transcript = downloads("playground-transcript-*.md").read_text()

    log = source.get("/api/transactions?limit=1000")["entries"]
    state = source.get("/api/state")
    assert recording["format"] == "keypath-playground/recording" and recording["version"] == 1
    assert recording["entries"] == log
    assert recording["start"] == {"sequence": 0, "roots": PlaygroundAPI(private_servers()).roots()}
    assert recording["end"] == {"sequence": state["sequence"], "roots": state["roots"]}

    assert transcript.startswith("# Binding playground session\n")
    assert "**#1** `progress.rebuilt` wrote `0.6`: Progress `0.25` → `0.6`;" in transcript
    assert "animated by withAnimation only · from withAnimation · the binding's own easeInOut 0.35 s was dropped" in transcript
    assert "**#2** `number.converted` wrote `\"12a\"`" in transcript
    assert "hooks: `haptics.impact()`" in transcript
    assert "- **#6** ↺ reset Haptics 0.95 → 0.5\n" in transcript
    assert "round trip exact; hooks: `haptics.impact()`" in transcript
    assert "**#8** ⟲ restored to #2:" in transcript

    # A fresh server replays the file as new writes, from the roots the recording started with.
    fresh_url = private_servers()
    fresh = PlaygroundAPI(fresh_url)
    with replay_in(driver, fresh_url, recording, downloads.folder) as (page, status):
        assert status == "Replayed 8 entries of the recording as #1–#8; every root matched the recording."
        page.wait_until(lambda d: page.root_text("number") == "0")
        assert len(page.log_sequences()) == 8
    assert fresh.roots() == state["roots"]
    replayed = fresh.get("/api/transactions?limit=1000")["entries"]
    def essence(entry):
        if "entry" in entry:
            return (entry["entry"], entry["scenes"], entry["roots"])
        return (entry["binding"], entry["value"], entry["root"], entry["transaction"]["ambient"], entry["hooks"])
    assert [essence(e) for e in replayed[:7]] == [essence(e) for e in log[:7]]
    # The restore is replayed as the roots it set, from the file alone.
    assert replayed[7]["entry"] == "restore" and replayed[7]["restoredTo"] is None
    assert replayed[7]["roots"]["after"] == log[7]["roots"]["after"]


def test_a_file_that_is_neither_a_lesson_nor_a_recording_is_refused_in_words(page, api, driver, tmp_path):
    before = api.get("/api/state")
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"format": "something-else"}))
    open_menu(driver)
    driver.find_element(By.ID, "open-file").send_keys(str(path))
    status = driver.find_element(By.CSS_SELECTOR, ".recording-status")
    page.wait_until(lambda d: "neither a lesson" in status.text)
    assert api.get("/api/state") == before


def test_the_transcript_ends_with_the_lab_roots_it_started_with(driver, private_servers, downloads):
    url = private_servers()
    api = PlaygroundAPI(url)
    lab_id = api.post("/api/lab/bindings", {"root": {"type": "Double", "value": 0.25}, "steps": []})[1]["id"]
    assert api.post(f"/api/bindings/{lab_id}.chain", {"value": 0.75})[0] == 200
    with another_window(driver, url) as (page, _):
        open_menu(driver).find_element(By.ID, "download-transcript").click()
        transcript = downloads("playground-transcript-*.md").read_text()
    start = next(line for line in transcript.splitlines() if line.startswith("Roots at the start:"))
    end = next(line for line in transcript.splitlines() if line.startswith("Roots at the end:"))
    assert f"{lab_id} = `0.25`" in start, start
    assert f"{lab_id} = `0.75`" in end, end


def test_a_recording_holds_the_refused_and_trapped_writes_any_client_made(driver, private_servers, downloads, console):
    console.expect(r"/api/bindings/number\.mapped .*\b422\b")  # the replay sends the refused write again
    source_url = private_servers()
    source = PlaygroundAPI(source_url)
    # Made as curl would: the page that records them opens afterwards, like a viewer who joined late.
    assert source.post("/api/bindings/number.mapped", {"value": "17"})[0] == 200
    assert source.post("/api/bindings/number.mapped", {"value": "twelve"})[0] == 422
    assert source.post("/api/restore", {"roots": {"rows": ["Milk", "Eggs"]}})[0] == 200
    status, trapped = source.post("/api/bindings/rows.closure", {"value": "Oat milk"})
    assert status == 200 and trapped["entry"] == "trapped"
    assert source.post("/api/bindings/number.mapped", {"value": "18"})[0] == 200

    with another_window(driver, source_url) as (page, _):
        menu = open_menu(driver)
        menu.find_element(By.ID, "download-recording").click()
        recording = json.loads(downloads("playground-recording-*.json").read_text())
        menu.find_element(By.ID, "download-transcript").click()
        transcript = downloads("playground-transcript-*.md").read_text()

    kinds = [(e.get("entry"), e.get("sequence"), e.get("after")) for e in recording["entries"]]
    assert kinds == [(None, 1, None), ("rejected", None, 1), ("restore", 2, None), ("trapped", None, 2), (None, 3, None)]
    assert recording["entries"][1]["value"] == {"written": "twelve"} and recording["entries"][1]["root"] == 17
    lines = transcript.splitlines()
    refused = next(line for line in lines if line.startswith("- after **#1**"))
    assert refused.startswith('- after **#1** `number.mapped` **refused** `"twelve"`: "twelve" is not a valid Int; nothing was written,')
    assert refused.endswith("stayed 17"), refused
    crashed = next(line for line in lines if line.startswith("- after **#2**"))
    assert crashed.startswith('- after **#2** `rows.closure` wrote `"Oat milk"` and **crashed the app**: SIG'), crashed
    assert "Fatal error: Index out of range, in a child process of the server; nothing was written," in crashed
    assert lines.index(refused) < next(i for i, line in enumerate(lines) if line.startswith("- **#2**")) < lines.index(crashed)

    # A fresh server is sent the same writes: it refuses and traps them as recorded, and says so.
    fresh_url = private_servers()
    fresh = PlaygroundAPI(fresh_url)
    with replay_in(driver, fresh_url, recording, downloads.folder) as (page, status):
        assert status == ("Replayed 3 entries of the recording as #1–#3; every root matched the recording; "
                               "1 refused write refused again as recorded; "
                               "1 write that crashed the app trapped again as recorded.")
    replayed = fresh.get("/api/transactions/unlogged")["entries"]
    assert [(e["entry"], e["after"]) for e in replayed] == [("rejected", 1), ("trapped", 2)]


def test_a_recorded_refusal_that_commits_on_replay_is_reported(driver, private_servers, tmp_path):
    url = private_servers()
    recording = {"format": "keypath-playground/recording", "version": 1, "recordedAt": "2026-12-01T14:00:00.000Z",
                 "start": {"sequence": 0, "roots": {}}, "end": {"sequence": 0, "roots": {}},
                 "entries": [{"entry": "rejected", "after": 0, "binding": "number.mapped", "value": {"written": "19"},
                              "transaction": {"ambient": None}, "reason": "made up", "root": 42}]}
    with replay_in(driver, url, recording, tmp_path) as (page, status):
        assert status == ("Replayed 1 entries of the recording as #1–#1; 1 ended differently: "
                               "the write number.mapped refused after the recording's #0 committed instead (now #1).")
