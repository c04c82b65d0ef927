"""Starting a playground server and talking raw HTTP/1.1 to it.

The client writes its requests byte by byte (no library adds or reorders headers), so the
corpus holds exactly what was sent, including requests no well-behaved client would send.
"""

import os
import re
import signal
import socket
import subprocess
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
READ_TIMEOUT = 5.0  # seconds; every answer in the corpus comes well within it
STREAM_TIMEOUT = 1.0  # seconds to wait for the next event on the event stream


class Server:
    """One `keypath-playground` process on a free port, with the page and shipped lessons of
    this checkout passed explicitly so that a binary anywhere serves the same content."""

    def __init__(self, binary, share=False):
        self.binary = binary
        self.share = share
        self.port = None
        self.token = None
        self.process = None

    def __enter__(self):
        arguments = [self.binary, "--port", "0", "--public", os.path.join(ROOT, "Public"),
                     "--lessons", os.path.join(ROOT, "Lessons")]
        if self.share:
            arguments += ["--share", "--host", "127.0.0.1"]
        self.output = tempfile.TemporaryFile()
        self.process = subprocess.Popen(arguments, stdout=self.output, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            self.output.seek(0)
            text = self.output.read().decode("utf-8", "replace")
            pattern = r"presenter: http://127\.0\.0\.1:(\d+)/#token=([0-9a-f]+)" if self.share \
                else r"http://127\.0\.0\.1:(\d+)/"
            match = re.search(pattern, text)
            if match:
                self.port = int(match.group(1))
                self.token = match.group(2) if self.share else None
                return self
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        self.__exit__(None, None, None)
        raise RuntimeError(f"{self.binary} did not print its URL:\n{text}")

    def __exit__(self, *exc):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.output.close()

    def crashed(self):
        return self.process.poll() is not None


def request_bytes(request, server):
    """The bytes of a corpus request. `{port}` and `{token}` in the target and header values
    stand for this run's port and presenter token; `Host` is added unless the request sets it."""

    def fill(text):
        return text.replace("{port}", str(server.port)).replace("{token}", server.token or "")

    body = request_body(request)
    lines = [f"{request['method']} {fill(request['target'])} HTTP/1.1"]
    headers = [(name, fill(value)) for name, value in request.get("headers", [])]
    names = {name.lower() for name, _ in headers}
    if "host" not in names:
        lines.append(f"Host: 127.0.0.1:{server.port}")
    lines += [f"{name}: {value}" for name, value in headers]
    if body is not None and "content-length" not in names and "transfer-encoding" not in names:
        lines.append(f"Content-Length: {len(body)}")
    lines.append("Connection: close")
    head = ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8")
    return head + (body or b"")


def request_body(request):
    """A body is text (`body`), raw bytes as hex (`bodyHex`), or text repeated (`bodyRepeat`:
    prefix, unit, times, suffix) so that oversized and deeply nested bodies stay short in the
    corpus."""
    if "body" in request:
        return request["body"].encode("utf-8")
    if "bodyHex" in request:
        return bytes.fromhex(request["bodyHex"])
    if "bodyRepeat" in request:
        spec = request["bodyRepeat"]
        text = spec.get("prefix", "") + spec["unit"] * spec["times"] + spec.get("suffix", "")
        return text.encode("utf-8")
    return None


def exchange(server, request):
    """Sends one request on a new connection and reads the whole answer (until the server
    closes, since every request says `Connection: close`). Returns (status, headers, body) with
    headers as (name, value) pairs, or (None, [], b"") when the server closed without answering."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=READ_TIMEOUT) as sock:
        try:
            sock.sendall(request_bytes(request, server))
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server may answer and close before reading an oversized body
        data = b""
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                data += chunk
        except ConnectionResetError:
            pass
    return parse_answer(data)


def parse_answer(data):
    head, separator, body = data.partition(b"\r\n\r\n")
    if not separator:
        return None, [], b""
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = []
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers.append((name.strip(), value.strip()))
    if any(n.lower() == "transfer-encoding" and "chunked" in v.lower() for n, v in headers):
        body = dechunk(body)
    return status, headers, body


def dechunk(data):
    """The payload of a chunked body, as far as it has arrived."""
    out = b""
    while data:
        size_line, separator, rest = data.partition(b"\r\n")
        if not separator:
            break
        size = int(size_line.split(b";")[0], 16)
        if size == 0:
            break
        out += rest[:size]
        data = rest[size + 2:]
    return out


def complete_events(text):
    """The events (blocks with a `data:` line) that have fully arrived."""
    blocks = text.split(b"\n\n")[:-1]  # the last piece is not yet terminated
    return [block for block in blocks if b"data:" in block]


def stream(server, request, trigger, events):
    """Opens the event stream and reads until `events` events have arrived (or the stream goes
    quiet for STREAM_TIMEOUT), sending `trigger` (a request on its own connection) once the
    first event is in. Returns (status, headers, payload read, the trigger's status)."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=READ_TIMEOUT) as sock:
        sock.sendall(request_bytes(request, server))
        data = b""
        trigger_status = None
        sock.settimeout(STREAM_TIMEOUT)
        while True:
            status, headers, payload = parse_answer(data)
            arrived = len(complete_events(payload)) if status is not None else 0
            if trigger is not None and trigger_status is None and arrived >= 1:
                trigger_status = exchange(server, trigger)[0]
            if arrived >= events:
                break
            try:
                chunk = sock.recv(65536)
            except socket.timeout:
                break
            if not chunk:
                break
            data += chunk
    status, headers, payload = parse_answer(data)
    return status, headers, payload, trigger_status
