"""What an open page does after each commit it hears of (Public/js/sync.js), over real sockets.

A commit means the other bindings of its scene read new values, so the page re-reads them,
throttled: the first commit starts an 80 ms timer; commits that arrive while it runs, or while
the read is under way, ask for one more round after it; each round reads what the commits since
the last round touched. How a round reads is the protocol:

- "values": GET /api/scenes/{id}/values for each scene that had a commit (the page now);
- "scenes": GET /api/scenes, every scene rendered and derived (the simplest way to follow,
  kept as the baseline the `following` check compares with).

A browser may send one read per scene at once; this sends them one after another on one
keep-alive connection, as a drag touches one scene. Each answer's sequence is kept with the time
it arrived, so a check can tell how long after a write each page showed values at least that new.
"""

import re
import time

from .http import Connection, serialize

REFRESH_SECONDS = 0.08
PROTOCOLS = ("values", "scenes")
SCENE = re.compile(rb'"scene":"([^"]+)"')
SEQUENCE = re.compile(rb'"sequence":(\d+)')
CONTENT_LENGTH = re.compile(rb"\r\ncontent-length: *(\d+)", re.I)


class Follower:
    def __init__(self, port, protocol):
        if protocol not in PROTOCOLS:
            raise ValueError(f"unknown protocol {protocol!r}")
        self.port = port
        self.protocol = protocol
        self.connection = Connection(port)
        self.sock = self.connection.sock
        self.sock.setblocking(False)
        self.touched = []  # scenes with a commit since the last round, in order
        self.due = None  # monotonic time of the next round, while the timer runs
        self.reading = False
        self.again = False
        self.paths = []  # reads still to send in this round
        self.buffer = b""
        self.shown = []  # (arrival ns, sequence) per answer
        self.requests = 0
        self.failures = []

    def on_commit(self, data):
        """A commit event's data arrived: remember its scene and schedule a round."""
        scene = SCENE.search(data).group(1).decode()
        if scene not in self.touched:
            self.touched.append(scene)
        if self.due is not None or self.reading:
            self.again = True
        else:
            self.due = time.monotonic() + REFRESH_SECONDS

    def tick(self, now):
        """Starts the round whose timer is due."""
        if self.due is None or now < self.due:
            return
        self.due, self.again, self.reading = None, False, True
        scenes, self.touched = self.touched, []
        self.paths = ["/api/scenes"] if self.protocol == "scenes" else [f"/api/scenes/{s}/values" for s in scenes]
        self._send_next()

    def on_readable(self):
        try:
            data = self.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        if not data:
            self.failures.append("the server closed the connection")
            self.reading, self.paths = False, []
            return
        self.buffer += data
        while self._take_answer():
            pass

    def close(self):
        self.connection.close()

    def _send_next(self):
        self.sock.sendall(serialize("GET", self.paths.pop(0), self.port))
        self.requests += 1

    def _take_answer(self):
        """Consumes one complete answer from the buffer; returns whether there was one."""
        head_end = self.buffer.find(b"\r\n\r\n")
        if head_end < 0:
            return False
        length = CONTENT_LENGTH.search(self.buffer, 0, head_end + 2)
        end = head_end + 4 + (int(length.group(1)) if length else 0)
        if len(self.buffer) < end:
            return False
        head, body, self.buffer = self.buffer[:head_end], self.buffer[head_end + 4:end], self.buffer[end:]
        if not head.startswith(b"HTTP/1.1 200"):
            self.failures.append(head.split(b"\r\n", 1)[0].decode("latin-1"))
        else:
            self.shown.append((time.time_ns(), int(SEQUENCE.search(body).group(1))))
        if self.paths:
            self._send_next()
        else:
            self.reading = False
            if self.again:
                self.due = time.monotonic() + REFRESH_SECONDS
        return True
