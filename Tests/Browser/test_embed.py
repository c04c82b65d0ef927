"""Embeds: `/embed/{scene}` and `/embed/lab#def=…` inside an iframe of a course page.

The course page comes from a second small static server on loopback (Python's http.server on
another port, so another origin). A playground started with `--embed-origin <that origin>` lets
the page frame its embeds and they follow the room live; one started without the flag (the
session's server), or with another origin, is refused by the browser, which logs the
Content-Security-Policy refusal. The embedded lab chain, the share-mode viewer, the unknown
scene and the frame sizes a course author picks are checked too, with axe on every embed.
"""
import json
import os
import threading
import urllib.error
import urllib.parse
import urllib.request
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, SCREENSHOTS, PlaygroundAPI, leave_pages_of
from server_process import ServerProcess
from test_axe import audit

TIMEOUT = 10
# What Chromium logs when a frame's page is refused by its policy.
REFUSED = "violates the following Content Security Policy directive"
REFUSAL = r"Framing 'http://127\.0\.0\.1:\d+/' " + REFUSED + r": \"frame-ancestors [^\"]*\"\. The request has been blocked\."
LAB_DEFINITION = {"root": {"type": "Float", "value": 0.25}, "steps": [{"step": "to", "type": "Double"}]}


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


class CoursePages:
    """A static server on loopback standing for a course site: `page(name, body)` writes a page
    and returns its URL, on an origin other than any playground's."""

    def __init__(self, folder):
        self.folder = folder
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), partial(QuietHandler, directory=str(folder)))
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def page(self, name, body):
        (self.folder / name).write_text(
            "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>A course page</title>"
            "<link rel='icon' href='data:,'><style>body{font-family:sans-serif;margin:1rem}"
            "iframe{border:1px solid #999;vertical-align:top;margin:0 1rem 1rem 0}</style></head>"
            "<body><h1>Unit 3: bindings</h1><p>Move the slider in the playground below.</p>" + body + "</body></html>")
        return f"{self.origin}/{name}"

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def iframe(src, width=640, height=400, frame_id="embed"):
    return (f"<iframe id='{frame_id}' title='Binding playground: the progress scene' src='{src}' "
            f"width='{width}' height='{height}'></iframe>")


@pytest.fixture(scope="module")
def course(tmp_path_factory):
    pages = CoursePages(tmp_path_factory.mktemp("course"))
    yield pages
    pages.stop()


@pytest.fixture(scope="module")
def embedding_playground(course, driver):
    """A playground of its own, started with `--embed-origin` for the course's origin."""
    binary = os.environ.get("PLAYGROUND_BINARY")
    if not binary:
        pytest.skip("PLAYGROUND_BINARY is not set (scripts/test.d/40-browser sets it)")
    server = ServerProcess(binary, REPO / "Public", ["--embed-origin", course.origin])
    url = server.start()
    yield url
    leave_pages_of(driver, url)
    server.stop()


def wait(driver, condition, message=""):
    return WebDriverWait(driver, TIMEOUT, poll_frequency=0.1).until(condition, message)


def wait_ready(driver):
    """Waits until the embed shown (the page, or the frame switched to) follows the stream."""
    wait(driver, lambda d: "ready" in d.find_element(By.TAG_NAME, "body").get_attribute("class"), "the embed never got ready")
    wait(driver, lambda d: d.find_element(By.ID, "live-status").text == "live", "the embed never went live")


def open_embed(driver, url):
    driver.get("about:blank")
    driver.get(url)
    wait_ready(driver)


def root_text(driver, scene):
    return driver.find_element(By.CSS_SELECTOR, f"#scene-{scene} .root-value").text


def badge_text(driver, binding):
    return driver.find_element(By.CSS_SELECTOR, f'li.binding[data-binding="{binding}"] .badge').text


@contextmanager
def inside(driver, frame_id):
    driver.switch_to.frame(driver.find_element(By.ID, frame_id))
    try:
        yield
    finally:
        driver.switch_to.default_content()


def has_no_horizontal_scroll(driver):
    return driver.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def response_to(url):
    """The status and headers of a GET of `url`, whatever the status."""
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.headers


def presenter_post(shared_server, path, body):
    """A state change the presenter makes from a script, with the token; returns the answer."""
    origin = shared_server["presenter"].split("#", 1)[0]
    request = urllib.request.Request(origin + path, data=json.dumps(body).encode(), method="POST", headers={
        "Content-Type": "application/json", "Authorization": f"Bearer {shared_server['token']}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def logged(driver, console, text):
    """Waits for a browser log line holding `text` (kept for the console fixture's check) and returns it."""
    def found(d):
        console.entries += d.get_log("browser")
        return next((entry["message"] for entry in console.entries if text in entry["message"]), None)
    return wait(driver, found, f"the browser never logged {text!r}")


def test_an_embed_in_a_page_of_another_origin_follows_a_write(driver, course, embedding_playground, screenshot):
    status, headers = response_to(embedding_playground + "embed/progress")
    assert status == 200
    assert headers["Content-Security-Policy"].endswith(f"frame-ancestors 'self' {course.origin}")
    for page in ("", "lab.html"):  # the main page and the lab keep refusing every frame
        assert response_to(embedding_playground + page)[1]["Content-Security-Policy"].endswith("frame-ancestors 'none'")

    driver.get(course.page("progress.html", iframe(embedding_playground + "embed/progress")))
    with inside(driver, "embed"):
        wait_ready(driver)
        # One scene's card; no toolbar, lesson bar or log panel.
        assert [card.get_attribute("data-scene") for card in driver.find_elements(By.CSS_SELECTOR, "section.card")] == ["progress"]
        for absent in ("teaching-tools", "ambient", "reset", "lesson-slot", "log-panel", "log"):
            assert not driver.find_elements(By.ID, absent), f"#{absent} should not be in an embed"
        assert driver.find_element(By.ID, "control-progress.mapped").is_enabled()  # loopback, not shared: it writes
        assert not driver.find_element(By.ID, "embed-viewer").is_displayed()
        assert has_no_horizontal_scroll(driver)
        before = root_text(driver, "progress")

        status, record = PlaygroundAPI(embedding_playground).post("/api/bindings/progress.mapped", {"value": 0.625})
        assert status == 200, record
        wait(driver, lambda d: root_text(d, "progress") == "0.625", f"the embed stayed at {before}")
        wait(driver, lambda d: "preserved" in badge_text(d, "progress.mapped"))
    screenshot("embed-in-another-origin")


@pytest.mark.parametrize("allowed", [None, "http://127.0.0.1:1"], ids=["without-the-flag", "another-origin"])
def test_framing_from_an_origin_not_allowed_is_refused(driver, course, console, base_url, private_servers, allowed):
    playground = private_servers(["--embed-origin", allowed]) if allowed else base_url
    console.expect(REFUSAL)
    policy = "frame-ancestors 'none'" if allowed is None else f"frame-ancestors 'self' {allowed}"
    driver.get(course.page(f"refused-{len(policy)}.html", iframe(playground + "embed/progress")))
    refusal = logged(driver, console, f'{REFUSED}: "{policy}". The request has been blocked.')
    assert f"Framing '{playground}'" in refusal, refusal
    with inside(driver, "embed"):
        # The frame holds the browser's error page, not the playground.
        assert driver.execute_script("return location.href").startswith("chrome-error://")
        assert not driver.find_elements(By.ID, "scene-progress")
        assert not driver.find_elements(By.ID, "live-status")


def test_a_course_author_frames_it_at_640_by_400_and_360_by_600(driver, course, embedding_playground, screenshot):
    lab = "lab#" + urllib.parse.urlencode({"def": json.dumps(LAB_DEFINITION)})
    frames = {"wide": (640, 400, "progress"), "narrow": (360, 600, "color"), "narrowest": (320, 500, "number"),
              "lab": (360, 600, lab)}
    driver.get(course.page("sizes.html", "".join(
        iframe(f"{embedding_playground}embed/{shown}", width, height, name) for name, (width, height, shown) in frames.items())))
    for name, (width, _, shown) in frames.items():
        with inside(driver, name):
            wait_ready(driver)
            assert driver.execute_script("return document.documentElement.clientWidth") <= width
            assert has_no_horizontal_scroll(driver), f"{shown} scrolls sideways in a {width} px frame"
            assert driver.find_element(By.CSS_SELECTOR, "#lab-expression" if name == "lab" else f"#scene-{shown}").is_displayed()
        frame = driver.find_element(By.ID, name)
        driver.execute_script("arguments[0].scrollIntoView()", frame)
        frame.screenshot(str(SCREENSHOTS / f"embed-{name}-{width}.png"))
    driver.execute_script("window.scrollTo(0, 0)")
    screenshot("embed-course-page-sizes")


def test_embeds_are_usable_by_keyboard_and_pass_axe(driver, base_url, api, console):
    open_embed(driver, base_url + "embed/progress")
    assert driver.title == "Progress · Binding playground"
    # Tab reaches the first binding's slider, and the arrow keys write through it.
    visited = []
    for _ in range(8):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        visited.append(driver.switch_to.active_element.get_attribute("id") or driver.switch_to.active_element.tag_name)
        if visited[-1] == "control-progress.mapped":
            break
    assert visited[-1] == "control-progress.mapped", f"Tab went through {visited}"
    driver.switch_to.active_element.send_keys(Keys.END)
    wait(driver, lambda d: root_text(d, "progress") == "1.0")
    assert api.roots()["progress"] == 1.0
    audit(driver, "embedded scene")

    open_embed(driver, base_url + "embed/identity?log")
    driver.find_element(By.CSS_SELECTOR, "#scene-identity .identity-panel button").send_keys(Keys.ENTER)
    wait(driver, lambda d: "Render #" in d.find_element(By.CSS_SELECTOR, ".render-count").text)
    assert driver.find_element(By.ID, "embed-log-title").is_displayed()
    audit(driver, "embedded scene with its log")


def test_an_unknown_scene_is_a_404_that_says_so(driver, base_url, console, screenshot):
    status, headers = response_to(base_url + "embed/nope")
    assert status == 404
    assert headers["Content-Type"] == "text/html; charset=utf-8"
    console.expect(r"embed/nope - Failed to load resource: the server responded with a status of 404")
    driver.get(base_url + "embed/nope")
    wait(driver, lambda d: "ready" in d.find_element(By.TAG_NAME, "body").get_attribute("class"))
    assert driver.find_element(By.CSS_SELECTOR, "main h1").text == "No scene named “nope”"
    links = [link.get_attribute("href") for link in driver.find_elements(By.CSS_SELECTOR, ".embed-choices a")]
    assert base_url + "embed/progress" in links and base_url + "lab.html" in links
    audit(driver, "unknown scene")
    screenshot("embed-unknown-scene")


def test_an_embedded_lab_chain_reuses_its_binding_and_follows_writes(driver, base_url, api):
    fragment = urllib.parse.urlencode({"def": json.dumps(LAB_DEFINITION)})
    url = f"{base_url}embed/lab#{fragment}"
    open_embed(driver, url)
    lab = driver.find_element(By.TAG_NAME, "body").get_attribute("data-lab")
    assert lab and driver.find_element(By.ID, "lab-expression").text == "$value[convert: .to(Double.self)]"
    assert [row.get_attribute("data-binding") for row in driver.find_elements(By.CSS_SELECTOR, "li.binding")] == [
        f"{lab}.chain", f"{lab}.closure", f"{lab}.converted"]
    assert not driver.find_element(By.ID, "lab-log").is_displayed()  # no log unless ?log
    count = len(api.get("/api/lab/bindings")["bindings"])

    # Another reader of the course page: the same lab binding, not a new one.
    open_embed(driver, url)
    assert driver.find_element(By.TAG_NAME, "body").get_attribute("data-lab") == lab
    assert len(api.get("/api/lab/bindings")["bindings"]) == count

    status, record = api.post(f"/api/bindings/{lab}.closure", {"value": 0.5})
    assert status == 200, record
    wait(driver, lambda d: d.find_element(By.ID, "lab-root").text == "0.5")
    wait(driver, lambda d: "no animation" in badge_text(d, f"{lab}.closure"))
    audit(driver, "embedded lab chain")


def test_in_share_mode_an_embed_is_a_viewer_even_in_the_presenters_tab(driver, shared_server, screenshot):
    presenter = shared_server["presenter"]
    origin = presenter.split("#", 1)[0]
    token = shared_server["token"]
    driver.get("about:blank")
    driver.get(presenter)  # this tab now holds the presenter's token
    wait_ready(driver)
    assert driver.execute_script("return sessionStorage.getItem('playground.presenterToken')") == token

    open_embed(driver, origin + f"embed/haptics#token={token}")
    assert "token" not in driver.current_url
    assert not driver.find_element(By.ID, "control-haptics.mapped").is_enabled()
    viewer = driver.find_element(By.ID, "embed-viewer")
    assert viewer.is_displayed() and viewer.text == "Following the presenter"
    assert "only the presenter" in driver.find_element(By.ID, "access-note").get_attribute("textContent")

    presenter_post(shared_server, "api/bindings/haptics.mapped", {"value": 1.0})
    wait(driver, lambda d: root_text(d, "haptics") == "1.0")
    wait(driver, lambda d: "haptics.impact()" in d.find_element(By.ID, "scene-haptics").text)
    assert PlaygroundAPI(origin).roots()["haptics"] == 1.0
    audit(driver, "embed in share mode")
    screenshot("embed-share-mode-viewer")


def test_in_share_mode_an_embedded_lab_chain_waits_for_the_presenter_to_build_it(driver, shared_server):
    origin = shared_server["presenter"].split("#", 1)[0]
    open_embed(driver, origin + "embed/lab#" + urllib.parse.urlencode({"def": json.dumps(LAB_DEFINITION)}))
    assert driver.find_element(By.CSS_SELECTOR, ".lab-empty").text.startswith("The presenter has not built this chain yet")
    assert PlaygroundAPI(origin).get("/api/lab/bindings")["bindings"] == []  # a viewer builds nothing

    lab = presenter_post(shared_server, "api/lab/bindings", LAB_DEFINITION)["id"]
    wait(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-lab") == lab, "the embed never showed the presenter's chain")
    assert not driver.find_element(By.ID, f"control-{lab}.chain").is_enabled()
    presenter_post(shared_server, f"api/bindings/{lab}.chain", {"value": 0.75})
    wait(driver, lambda d: d.find_element(By.ID, "lab-root").text == "0.75")
