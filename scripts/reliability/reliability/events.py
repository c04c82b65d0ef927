"""Many /api/events subscribers read by one thread with selectors.

Each Subscriber de-chunks its stream and splits it into events as bytes arrive; the Hub polls
all of them. Commit events are kept as (id, data) so checks can compare what every subscriber saw.
A stamped subscriber also keeps, per commit, when the kernel received the bytes that completed it
and when this process read them (both CLOCK_REALTIME nanoseconds, comparable across processes).
A deferred one only reads and stamps, and parses when asked (catch_up): a room that measures
latency then spends as little of the machine as it can while the server delivers.
"""

import json
import re
import selectors
import socket
import struct
import time

from .http import HOST, Connection

EVENT_FIELD = re.compile(rb"^(event|id|data): ?(.*)$", re.M)
# Linux's SO_TIMESTAMPNS (<asm-generic/socket.h>), which Python's socket module does not name:
# every recvmsg then carries the kernel's receive time of its data as a struct timespec.
SO_TIMESTAMPNS = 35
TIMESPEC = struct.Struct("qq")
# Bytes asked for per read: under glibc's mmap threshold (128 KiB), so a read's buffer comes from
# the heap instead of a fresh mapping that page-faults in and is unmapped again, which was a large
# share of a busy reader's time (perf).
READ_SIZE = 65536


class Subscriber:
    def __init__(self, port, keep_data=False, stamped=False):
        self.connection = Connection(port, timeout=10.0)
        self.stamped = stamped
        self.arrivals = []  # stamped only: (id, kernel ns, read ns) per commit
        self.stamp = (0, 0)
        if stamped:
            self.connection.sock.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
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
        # While deferred, reads are kept as (bytes, stamp) until catch_up parses them.
        self.deferred = False
        self.unparsed = []
        self.sock = self.connection.sock
        self.sock.setblocking(False)
        self._parse()

    def close(self, abort=False):
        if abort:  # RST instead of FIN, as a crashed browser tab would
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
        self.sock.close()

    def on_readable(self):
        try:
            if self.stamped:
                chunk, ancillary, _, _ = self.sock.recvmsg(READ_SIZE, socket.CMSG_SPACE(TIMESPEC.size))
                self.stamp = (kernel_time(ancillary), time.time_ns())
            else:
                chunk = self.sock.recv(READ_SIZE)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            chunk = b""
        if not chunk:
            self.ended = True
            return
        if self.deferred:
            self.unparsed.append((chunk, self.stamp))
            return
        self.raw += chunk
        self._parse()

    def catch_up(self):
        """Parses what a deferred subscriber has read, each read with its own stamp."""
        for chunk, self.stamp in self.unparsed:
            self.raw += chunk
            self._parse()
        self.unparsed = []

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
                if self.stamped:
                    self.arrivals.append((number, *self.stamp))
            elif name == b"snapshot":
                self.snapshot = json.loads(fields[b"data"])
            elif name is not None:
                self.other.append(name.decode())


def kernel_time(ancillary):
    """The receive time SO_TIMESTAMPNS attached to a recvmsg, in nanoseconds; now if none."""
    for level, kind, data in ancillary:
        if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS:
            seconds, nanoseconds = TIMESPEC.unpack(data[:TIMESPEC.size])
            return seconds * 1_000_000_000 + nanoseconds
    return time.time_ns()


class Hub:
    def __init__(self):
        self.selector = selectors.DefaultSelector()
        self.subscribers = []

    def add(self, subscriber):
        self.subscribers.append(subscriber)
        self.selector.register(subscriber.sock, selectors.EVENT_READ, subscriber)

    def watch(self, reader):
        """Reads another socket in the same rounds: `reader` has `sock` and `on_readable()`."""
        self.selector.register(reader.sock, selectors.EVENT_READ, reader)

    def unwatch(self, reader):
        self.selector.unregister(reader.sock)

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
            self.read_ready(min(remaining, 0.1))

    def read_ready(self, timeout):
        """Waits up to `timeout` seconds for any subscriber to be readable, then reads every one that is."""
        for key, _ in self.selector.select(timeout):
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
