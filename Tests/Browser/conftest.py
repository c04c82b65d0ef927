"""Fixtures for the real-browser test of the playground page.

The server is started by scripts/test.d/40-browser, which passes its address in PLAYGROUND_URL.
Chromium runs headless through Debian's chromium-driver.
"""
import json
import os
import re
import shutil
import subprocess
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from playground_page import PlaygroundPage
from server_process import ServerProcess

REPO = Path(__file__).resolve().parents[2]
SCREENSHOTS = REPO / "build" / "screenshots"


class PlaygroundAPI:
    """Talks to the server directly, the way `curl` would, to check what the page did."""

    def __init__(self, base_url, token=None):
        """`token`: the presenter's, sent with every request (a server in share mode)."""
        self.base_url = base_url.rstrip("/")
        self.token = token

    def _send(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base_url + path, data=data, method=method)
        if self.token:
            request.add_header("Authorization", f"Bearer {self.token}")
        if body is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, json.load(response)
        except urllib.error.HTTPError as error:
            return error.code, json.load(error)

    def get(self, path):
        status, body = self._send("GET", path)
        assert status == 200, f"GET {path} answered {status}: {body}"
        return body

    def post(self, path, body):
        return self._send("POST", path, body)

    def roots(self):
        return self.get("/api/state")["roots"]


class BrowserConsole:
    """Collects the browser log; a test fails on any warning or error it did not announce.

    A refusal a lesson step plans (a write the binding refuses, or the trap's rate limit) is
    announced by the page itself: it says so at info level (`Planned by the lesson step …:
    POST /api/bindings/<id> answered <status>`), and the browser's own "Failed to load resource"
    line for that answer is then no problem.
    """

    PLANNED = re.compile(r"Planned by the lesson step .*?: POST (/api/bindings/\S+) answered (\d+)")
    FAILED_LOAD = re.compile(r"(/api/bindings/\S+) - Failed to load resource: the server responded with a status of (\d+)")

    def __init__(self, driver):
        self.driver = driver
        self.expected = []
        self.entries = []

    def expect(self, pattern):
        """Allows log entries matching `pattern` (e.g. the network line of a deliberate 422)."""
        self.expected.append(re.compile(pattern))

    def read(self):
        """Every log entry so far, in order."""
        self.entries += self.driver.get_log("browser")
        return self.entries

    def planned(self):
        """The (path, status) of each refusal the page announced as planned by a lesson step."""
        return {match.groups() for entry in self.read() if entry["level"] == "INFO"
                for match in [self.PLANNED.search(entry["message"])] if match}

    def problems(self):
        planned = self.planned()
        serious = [e for e in self.entries if e["level"] in ("SEVERE", "WARNING")]

        def announced(entry):
            failed = self.FAILED_LOAD.search(entry["message"])
            return failed is not None and failed.groups() in planned

        return [e for e in serious
                if not announced(e) and not any(p.search(e["message"]) for p in self.expected)]


@pytest.fixture(scope="session")
def base_url():
    url = os.environ.get("PLAYGROUND_URL")
    if not url:
        pytest.fail("PLAYGROUND_URL is not set: run scripts/test.d/40-browser, which starts the server")
    return url.rstrip("/") + "/"


@pytest.fixture(scope="session")
def api(base_url):
    return PlaygroundAPI(base_url)


@pytest.fixture(scope="session")
def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,1000",
                     "--disable-background-timer-throttling", "--disable-renderer-backgrounding"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    chrome = webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"))
    yield chrome
    chrome.quit()


@pytest.fixture(autouse=True)
def console(driver):
    """Fails every test in which a page logged a warning or an error nobody expected."""
    driver.get_log("browser")  # drop what earlier tests left behind
    watcher = BrowserConsole(driver)
    yield watcher
    problems = watcher.problems()
    assert not problems, f"browser console: {problems}"


@pytest.fixture()
def screenshot(driver):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    def save(name):
        path = SCREENSHOTS / f"{name}.png"
        driver.save_screenshot(str(path))
        return path

    return save


@pytest.fixture()
def page(driver, base_url):
    """The playground page, loaded and connected to the event stream."""
    return PlaygroundPage(driver, base_url).open()


@pytest.fixture(autouse=True)
def fresh_state(api):
    """Every test starts from the initial roots with no lesson shown (the log keeps what came before)."""
    status, _ = api.post("/api/reset", {})
    assert status == 200
    status, _ = api.post("/api/lesson", {"lesson": None, "step": 0})
    assert status == 200


@pytest.fixture(autouse=True)
def fresh_preferences(driver, base_url):
    """Settings the page remembers (focus mode, slow motion, the tab's lab binding) do not leak into the next test."""
    yield
    if driver.current_url.startswith(base_url):
        driver.execute_script("localStorage.clear(); sessionStorage.clear()")


def leave_pages_of(driver, url):
    """Moves every window showing a page of the server at `url` away, before that server stops
    (a page left open would log its reconnection attempts into the next test)."""
    origin = url.split("#", 1)[0].rstrip("/")
    current = driver.current_window_handle
    for handle in driver.window_handles:
        driver.switch_to.window(handle)
        if driver.current_url.startswith(origin):
            driver.get("about:blank")
    driver.switch_to.window(current)


@pytest.fixture()
def viewport(driver):
    """`with viewport(390, 844, mobile=True):` lays the page out in exactly that viewport."""

    @contextmanager
    def emulate(width, height, mobile=False):
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
        try:
            yield
        finally:
            driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    return emulate


@pytest.fixture()
def shared_server(driver):
    binary = os.environ.get("PLAYGROUND_BINARY")
    if not binary:
        pytest.skip("PLAYGROUND_BINARY is not set (scripts/test.d/40-browser sets it)")
    process = subprocess.Popen([binary, "--share", "--port", "0", "--public", str(REPO / "Public")],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        viewers, presenter = [], None
        deadline = time.monotonic() + 20
        while presenter is None and time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                raise RuntimeError(f"{binary} --share exited without printing a presenter URL")
            if match := re.search(r"viewers:\s+(http://\S+)", line):
                viewers.append(match.group(1))
            if match := re.search(r"presenter:\s+(http://\S+)", line):
                presenter = match.group(1)
        assert presenter, "no presenter URL within 20 s"
        token = presenter.split("#token=", 1)[1]
        # A viewer on another machine would use a network address; without one, loopback without the token.
        viewer = viewers[0] if viewers else presenter.split("#", 1)[0]
        yield {"presenter": presenter, "viewer": viewer, "token": token}
        leave_pages_of(driver, presenter)
        leave_pages_of(driver, viewer)
    finally:
        process.terminate()
        process.wait(timeout=10)
        process.stdout.close()


@pytest.fixture()
def private_servers(driver):
    """`start()` starts a fresh playground of its own (PLAYGROUND_BINARY, or another program that
    runs the playground), with more flags if given (`start(["--embed-origin", origin])`), and
    returns its URL; all stop afterwards."""
    playground = os.environ.get("PLAYGROUND_BINARY")
    if not playground:
        pytest.skip("PLAYGROUND_BINARY is not set (scripts/test.d/40-browser sets it)")
    servers = []

    def start(arguments=(), binary=playground):
        server = ServerProcess(binary, REPO / "Public", arguments)
        servers.append(server)
        return server.start()

    yield start
    for server in servers:
        if server.url:
            leave_pages_of(driver, server.url)
        server.stop()


@pytest.fixture()
def added_scene(private_servers):
    """The URL of a playground of its own run by the added-scene fixture (ADDED_SCENE_BINARY): the
    playground's scenes and the shelf, added in one file and one line (Tests/Fixtures/AddedScene)."""
    binary = os.environ.get("ADDED_SCENE_BINARY")
    if not binary:
        pytest.skip("ADDED_SCENE_BINARY is not set (scripts/test.d/40-browser sets it)")
    return private_servers(binary=binary)


@pytest.fixture()
def downloads(driver, tmp_path):
    """The folder the browser saves downloads to; `wait(pattern)` returns the path of a finished one."""
    driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})

    def wait(pattern, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = [path for path in tmp_path.glob(pattern) if not path.name.endswith(".crdownload")]
            if found:
                return found[0]
            time.sleep(0.1)
        raise AssertionError(f"no download matching {pattern} in {tmp_path}: {list(tmp_path.iterdir())}")

    wait.folder = tmp_path
    return wait
