"""Starts and stops a private playground server, for the test that restarts one under the page."""
import re
import subprocess
import time
import urllib.request
from pathlib import Path

URL_PATTERN = re.compile(r"http://\S+")


class ServerProcess:
    def __init__(self, binary, public_dir, arguments=()):
        self.binary = binary
        self.public_dir = Path(public_dir)
        self.arguments = list(arguments)  # more flags, e.g. ["--embed-origin", "http://127.0.0.1:8000"]
        self.process = None
        self.url = None

    def start(self, port=0, timeout=20):
        """Starts the server and returns the URL it printed."""
        self.process = subprocess.Popen([self.binary, "--port", str(port), "--public", str(self.public_dir), *self.arguments],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line and self.process.poll() is not None:
                raise RuntimeError(f"{self.binary} exited with {self.process.returncode}")
            match = URL_PATTERN.search(line)
            if match:
                self.url = match.group(0).rstrip("/") + "/"
                self._wait_healthy(deadline)
                return self.url
        raise RuntimeError(f"{self.binary} printed no URL within {timeout} s")

    def _wait_healthy(self, deadline):
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.url + "healthz", timeout=2) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server never answered /healthz")

    @property
    def port(self):
        return int(self.url.rstrip("/").rsplit(":", 1)[1])

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process:
            self.process.stdout.close()
        self.process = None
