"""A room of /api/events subscribers, read by several processes, each commit's arrival stamped.

One Python thread cannot read hundreds of busy streams without falling behind them, and a reader
that falls behind would be measured as the server's delay. So the subscribers are split across
reader processes, each a Hub of stamped Subscribers (events.py): every commit carries the kernel's
receive time of the bytes that completed it and the time its process read them. The two agree
when the readers keep up; the gap between them is what the measuring side itself adds.
"""

import multiprocessing
import os
import time

from .events import Hub, Subscriber

# Between two rounds of reads a reader process sleeps this long, so one wake-up reads every stream
# that has news instead of one each. A stream gets an event every 16.7 ms at 60 writes a second,
# so each read still holds one event and the kernel's stamp is that event's.
BATCH_SECONDS = 0.005


class Room:
    def __init__(self, port, subscribers, processes):
        self.port = port
        self.processes = []
        context = multiprocessing.get_context("fork")
        for index in range(processes):
            count = subscribers // processes + (1 if index < subscribers % processes else 0)
            parent, child = context.Pipe()
            process = context.Process(target=_read, args=(port, count, child), daemon=True)
            process.start()
            child.close()
            self.processes.append((process, parent))

    def wait_until_connected(self, timeout=60):
        """Whether every subscriber connected and got its snapshot (each process says once)."""
        return all(pipe.poll(timeout) and pipe.recv() for _, pipe in self.processes)

    def finish(self, last_sequence, timeout=30):
        """Waits up to `timeout` seconds for every subscriber to receive `last_sequence`, then
        closes the room.

        Returns (streams, reader_seconds): per subscriber, (arrivals, ended), its commits as
        (id, kernel ns, read ns) and whether the server ended its stream; and the processor
        seconds the reader processes used in all. A process that did not answer contributes no
        streams, which the caller sees as missing subscribers.
        """
        streams, reader_seconds = [], 0.0
        for process, pipe in self.processes:
            try:
                pipe.send((last_sequence, timeout))
            except OSError:  # the process is gone (it could not connect)
                pass
        for process, pipe in self.processes:
            try:
                if pipe.poll(timeout + 30):
                    process_streams, seconds = pipe.recv()
                    streams += process_streams
                    reader_seconds += seconds
            except (EOFError, OSError):
                pass
            process.join(10)
            if process.is_alive():
                process.kill()
        return streams, reader_seconds


def _read(port, count, pipe):
    """One reader process: connects `count` subscribers, reads until told the last sequence."""
    hub = Hub()
    try:
        for _ in range(count):
            hub.add(Subscriber(port, stamped=True))
        pipe.send(hub.wait_for_snapshots(timeout=30))
    except Exception:  # the parent reports a room that could not connect
        pipe.send(False)
        raise
    while not pipe.poll():
        hub.read_ready(0.05)
        time.sleep(BATCH_SECONDS)
    last_sequence, timeout = pipe.recv()
    hub.pump_until(lambda: all(s.ended or (s.commits and s.commits[-1] >= last_sequence)
                               for s in hub.subscribers), timeout)
    times = os.times()
    pipe.send(([(s.arrivals, s.ended) for s in hub.subscribers], times.user + times.system))
    hub.close_all()
