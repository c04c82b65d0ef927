"""A room of open pages: /api/events subscribers read by several processes, each commit's
arrival stamped, each page optionally following commits with reads as the page does.

One Python thread cannot read hundreds of busy streams without falling behind them, and a reader
that falls behind would be measured as the server's delay. So the pages are split across reader
processes, each a Hub of stamped Subscribers (events.py): every commit carries the kernel's
receive time of the bytes that completed it and the time its process read them. The two agree
when the readers keep up; the gap between them is what the measuring side itself adds. With a
follow protocol, each page also has a Follower (follower.py) that re-reads values after commits;
without one, a page only reads and stamps until the drag is over, and parses afterwards, so the
measuring side leaves the machine's processors to the server it measures.
"""

import multiprocessing
import os
import time

from .events import Hub, Subscriber
from .follower import Follower

# Between two rounds of reads a reader process sleeps this long, so one wake-up reads every stream
# that has news instead of one each. A stream gets an event every 16.7 ms at 60 writes a second,
# so each read still holds one event and the kernel's stamp is that event's (a reader that falls
# further behind reads two at once and stamps the first one late, never early).
BATCH_SECONDS = 0.005


class Room:
    def __init__(self, port, pages, processes, protocol=None):
        """Starts `processes` reader processes that open `pages` pages between them; with a
        `protocol` (follower.PROTOCOLS) every page also follows commits with reads."""
        self.processes = []
        context = multiprocessing.get_context("fork")
        for index in range(processes):
            count = pages // processes + (1 if index < pages % processes else 0)
            parent, child = context.Pipe()
            process = context.Process(target=_read, args=(port, count, protocol, child), daemon=True)
            process.start()
            child.close()
            self.processes.append((process, parent))

    def wait_until_connected(self, timeout=60):
        """Whether every page connected and got its snapshot (each process says once)."""
        return all(pipe.poll(timeout) and pipe.recv() for _, pipe in self.processes)

    def finish(self, last_sequence, timeout=30):
        """Waits up to `timeout` seconds for every page to receive `last_sequence` (and, when
        following, to finish its last round of reads), then closes the room.

        Returns (pages, reader_seconds): per page a dict with `arrivals`, its commits as
        (id, kernel ns, read ns); `ended`, whether the server ended its stream; when following,
        `shown`, each answer as (arrival ns, sequence), `requests` and `failures`; and the
        processor seconds the reader processes used in all while the room was told nothing (from
        the moment every page was connected until this call: the drag), each process's in
        `process_seconds`. A process that did not answer contributes
        no pages, which the caller sees as missing ones.
        """
        pages, reader_seconds = [], 0.0
        self.process_seconds = []
        for process, pipe in self.processes:
            try:
                pipe.send((last_sequence, timeout))
            except OSError:  # the process is gone (it could not connect)
                pass
        for process, pipe in self.processes:
            try:
                if pipe.poll(timeout + 30):
                    process_pages, seconds = pipe.recv()
                    pages += process_pages
                    reader_seconds += seconds
                    self.process_seconds.append(seconds)
            except (EOFError, OSError):
                pass
            process.join(10)
            if process.is_alive():
                process.kill()
        return pages, reader_seconds


class _Page:
    def __init__(self, port, protocol):
        self.stream = Subscriber(port, keep_data=protocol is not None, stamped=True)
        self.follower = Follower(port, protocol) if protocol else None
        self.heard = 0  # commits handed to the follower

    def follow(self, now):
        for _, data in self.stream.commits[self.heard:]:
            self.follower.on_commit(data)
        self.heard = len(self.stream.commits)
        self.follower.tick(now)

    def settled(self, last_sequence):
        self.stream.catch_up()
        commits = self.stream.commits
        received = self.stream.ended or (commits and _sequence(commits[-1]) >= last_sequence)
        return received and (self.follower is None or not (self.follower.reading or self.follower.due))

    def result(self):
        self.stream.catch_up()
        result = {"arrivals": self.stream.arrivals, "ended": self.stream.ended}
        if self.follower:
            result.update(shown=self.follower.shown, requests=self.follower.requests,
                          failures=self.follower.failures)
        return result


def _sequence(commit):
    return commit[0] if isinstance(commit, tuple) else commit


def _read(port, count, protocol, pipe):
    """One reader process: opens `count` pages, reads (and follows) until told the last sequence."""
    hub, pages = Hub(), []
    try:
        for _ in range(count):
            page = _Page(port, protocol)
            hub.add(page.stream)
            if page.follower:
                hub.watch(page.follower)
            pages.append(page)
        pipe.send(hub.wait_for_snapshots(timeout=30))
        for page in pages:  # pages that only listen parse after the drag (events.py)
            page.stream.deferred = page.follower is None
        connected = _cpu_seconds()
    except Exception:  # the parent reports a room that could not connect
        pipe.send(False)
        raise

    def read_and_follow():
        hub.read_ready(0.01 if protocol else 0.05)  # a follower's timers are due within 10 ms
        time.sleep(BATCH_SECONDS)
        if protocol:
            now = time.monotonic()
            for page in pages:
                page.follow(now)

    while not pipe.poll():
        read_and_follow()
    last_sequence, timeout = pipe.recv()
    drag_seconds = _cpu_seconds() - connected
    deadline = time.monotonic() + timeout
    while not all(page.settled(last_sequence) for page in pages) and time.monotonic() < deadline:
        read_and_follow()
    pipe.send(([page.result() for page in pages], drag_seconds))
    for page in pages:
        if page.follower:
            hub.unwatch(page.follower)
            page.follower.close()
    hub.close_all()


def _cpu_seconds():
    times = os.times()
    return times.user + times.system
