"""Many /api/events subscribers read by one thread with selectors.

Each Subscriber de-chunks its stream and splits it into events as bytes arrive; the Hub polls
all of them. Commit events are kept as (id, data) so checks can compare what every subscriber saw.
"""

import json
import re
import selectors
import socket
import time

from .http import HOST, Connection

EVENT_FIELD = re.compile(rb"^(event|id|data): ?(.*)$", re.M)


class Subscriber:
    def __init__(self, port, keep_data=False):
        self.connection = Connection(port, timeout=10.0)
        self.connection.send(
            f"GET /api/events HTTP/1.1\r\nHost: {HOST}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
        head = self.connection._read_head()
        if not head.startswith(b"HTTP/1.1 200"):
            raise AssertionError(f"event stream refused: {head[:80]!r}")
        if b"transfer-encoding: chunked" not in head.lower():
            raise AssertionError("event stream is not chunked")
        self.raw = self.connection.buffer
        self.connection.buffer = b""
        self.text = b""
        self.keep_data = keep_data
        self.snapshot = None
        self.commits = []  # ids, or (id, data) with keep_data
        self.other = []  # names of other events (reset, render)
        self.ended = False
        self.sock = self.connection.sock
        self.sock.setblocking(False)
        self._parse()

    def close(self, abort=False):
        if abort:  # RST instead of FIN, as a crashed browser tab would
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
        self.sock.close()

    def on_readable(self):
        try:
            chunk = self.sock.recv(262144)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            chunk = b""
        if not chunk:
            self.ended = True
            return
        self.raw += chunk
        self._parse()

    def _parse(self):
        while True:  # de-chunk
            line_end = self.raw.find(b"\r\n")
            if line_end < 0:
                break
            size = int(self.raw[:line_end].split(b";")[0], 16)
            if size == 0:
                self.ended = True
                break
            if len(self.raw) < line_end + 2 + size + 2:
                break
            self.text += self.raw[line_end + 2:line_end + 2 + size]
            self.raw = self.raw[line_end + 2 + size + 2:]
        *blocks, self.text = self.text.split(b"\n\n")
        for block in blocks:
            fields = dict((name, value) for name, value in EVENT_FIELD.findall(block))
            name = fields.get(b"event")
            if name == b"commit":
                number = int(fields[b"id"])
                self.commits.append((number, fields[b"data"]) if self.keep_data else number)
            elif name == b"snapshot":
                self.snapshot = json.loads(fields[b"data"])
            elif name is not None:
                self.other.append(name.decode())


class Hub:
    def __init__(self):
        self.selector = selectors.DefaultSelector()
        self.subscribers = []

    def add(self, subscriber):
        self.subscribers.append(subscriber)
        self.selector.register(subscriber.sock, selectors.EVENT_READ, subscriber)

    def remove(self, subscriber, abort=False):
        self.selector.unregister(subscriber.sock)
        self.subscribers.remove(subscriber)
        subscriber.close(abort)

    def close_all(self):
        for subscriber in list(self.subscribers):
            self.remove(subscriber)
        self.selector.close()

    def pump(self, seconds):
        """Reads whatever arrives for up to `seconds`."""
        deadline = time.monotonic() + seconds
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            for key, _ in self.selector.select(min(remaining, 0.1)):
                key.data.on_readable()

    def pump_until(self, condition, timeout):
        """Pumps until condition() holds or `timeout` seconds pass; returns whether it held."""
        deadline = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > deadline:
                return False
            self.pump(0.05)
        return True

    def wait_for_snapshots(self, timeout=10):
        return self.pump_until(lambda: all(s.snapshot is not None for s in self.subscribers), timeout)
