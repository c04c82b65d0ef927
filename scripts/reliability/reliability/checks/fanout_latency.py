"""Fanout latency for a room: a presenter's slider drag reaching a lecture hall of open pages.

1,000 /api/events subscribers (500 in ci) on 127.0.0.1, split across reader processes (room.py),
while one keep-alive writer drags the progress slider (drag.py): 60 writes a second for 10 s (5 s
in ci) through progress.mapped, each a step along the bar. Each delivery is timed from the moment
its write was sent (just before the request's first byte) to the kernel's receive time, at the
subscriber, of the bytes that completed the event, matched by the event id, which is the write's
sequence.

Figures: p50, p99 and max over every delivery; the same for each write's last subscriber (when
the whole room had it); the p99 by the readers' own read time (the gap to the kernel's is what the
measuring side adds); drops (streams the server ended, commits never received); the writes' round
trip; the processor time of the server and of the readers during the drag, and the busiest
reader's share of a core (a reader near a whole core falls behind its streams and competes with
the server for the machine); the machine's CPU pressure after the drag (the share of time some
task waited for a processor: other work there delays deliveries, and a shared machine has plenty);
and the server's open-file limit, which must fit the room.

Target: p99 < 20 ms and nothing dropped. The ci mode (5 s, on a machine shared with builds)
enforces only that nothing is dropped; it prints the latency figures, and the full mode enforces
the target. The server runs as `run` starts it, with its defaults and without --share: 1,000
subscribers, 4,096 connections, no per-address limit (share mode allows 32 connections per
address, and a room on one loopback address is one address). The full room takes the whole
subscriber cap, so the check first waits for the subscribers of earlier checks to leave.
"""

from ..drag import deliveries, drag, milliseconds
from ..report import percentile
from ..room import Room

SIZES = {"full": {"subscribers": 1000, "seconds": 10}, "ci": {"subscribers": 500, "seconds": 5}}
RATE = 60
READER_PROCESSES = 4
TARGET_P99_MS = 20


def run(check, target, mode):
    size = SIZES[mode]
    check.expect(target.settle_subscribers(), "subscribers left over from earlier checks")
    room = Room(target.port, size["subscribers"], READER_PROCESSES)
    if not check.expect(room.wait_until_connected(), "not every subscriber connected and got its snapshot"):
        room.finish(0, timeout=0)
        return
    check.figure("subscribers", target.health()["subscribers"])
    check.figure("server_open_file_limit", target.open_file_limit())

    cpu_before = target.cpu_seconds()
    sent, round_trips, failures, seconds = drag(target.port, RATE * size["seconds"], RATE)
    check.figure("server_cpu_seconds_drag", round(target.cpu_seconds() - cpu_before, 2))
    check.figure("cpu_pressure_percent", target.cpu_pressure())
    pages, reader_seconds = room.finish(max(sent, default=0))
    kernel, read, whole_room, missing = deliveries(pages, sent)
    ended = sum(1 for page in pages if page["ended"])
    absent = size["subscribers"] - len(pages)
    p99 = percentile(kernel, 0.99)

    check.figure("writes", len(sent))
    check.figure("writes_per_second", round(len(sent) / seconds, 1))
    check.figure("deliveries", len(kernel))
    check.figure("delivery_ms_p50_p99_max", milliseconds(kernel))
    check.figure("whole_room_ms_p50_p99_max", milliseconds(whole_room))
    check.figure("read_ms_p50_p99_max", milliseconds(read))
    check.figure("write_round_trip_ms_p50_p99_max", milliseconds(round_trips))
    check.figure("dropped_subscribers", ended + absent)
    check.figure("missing_events", missing)
    check.figure("reader_cpu_seconds", round(reader_seconds, 2))
    check.figure("busiest_reader_cpu_percent", round(100 * max(room.process_seconds, default=0) / seconds, 1))

    check.expect(not failures, f"{len(failures)} writes failed, first: {failures[:1]}")
    check.expect(ended + absent == 0, f"{ended} streams ended by the server, {absent} subscribers never reported")
    check.expect(missing == 0, f"{missing} commits never reached their subscriber")
    check.expect_timing(p99 < TARGET_P99_MS, f"delivery p99 {p99:.2f} ms, target < {TARGET_P99_MS} ms")
    check.expect(target.settle_subscribers(), "subscribers still counted after the room left")
