"""Following a drag: what a room of open pages costs the server while a slider moves.

Every open page hears each commit on /api/events and then re-reads the values of the bindings
the commit changed, throttled to one round per 80 ms (follower.py mirrors Public/js/sync.js).
100 pages (50 in ci) on 127.0.0.1, in reader processes (room.py), follow a presenter's drag
(drag.py: 60 writes a second through progress.mapped for 10 s, 5 s in ci), three ways in turn,
alternating within each of three rounds (one in ci):

- listening: the pages hear the commits and read nothing (what the stream alone costs);
- values: the pages follow as the page does now, GET /api/scenes/{id}/values per touched scene;
- scenes: the pages follow the simplest way, GET /api/scenes (every scene rendered and its 23
  bindings derived) per round: the baseline that shows what reading only the touched scene saves.

Figures per way (medians over rounds): the server's processor seconds during the drag, and for
the two ways that follow, their excess over listening; the reads the pages made; the presenter's
write round trip p99; commit delivery p99; the reader processes' processor seconds (the
measuring side's own cost); the machine's CPU pressure after the drag (see fanout_latency.py);
and the follow lag, from a write's send until each page showed values at least that new.

Targets: following the page's way at most doubles what the room costs the server during the
drag (its excess over listening is at most 100 % of listening's processor time), every page
catches up with the last write and no read fails. The ci mode (50 pages, 5 s, one round, on a
machine shared with builds) enforces the last two and prints the cost. The latencies are figures,
not targets: on a shared machine they follow its load more than the room (fanout-latency holds
the latency target).
"""

import statistics

from ..drag import deliveries, drag, follow_lags, milliseconds
from ..report import percentile
from ..room import Room

SIZES = {"full": {"pages": 100, "seconds": 10, "rounds": 3}, "ci": {"pages": 50, "seconds": 5, "rounds": 1}}
WAYS = {"listening": None, "values": "values", "scenes": "scenes"}
RATE = 60
READER_PROCESSES = 4
TARGET_EXCESS = 1.0


def measure(target, pages, writes, protocol):
    """One drag with a room following by `protocol`; returns its figures and failures."""
    room = Room(target.port, pages, READER_PROCESSES, protocol)
    if not room.wait_until_connected():
        room.finish(0, timeout=0)
        return None, ["not every page connected and got its snapshot"]
    cpu_before = target.cpu_seconds()
    sent, round_trips, failures, _ = drag(target.port, writes, RATE)
    cpu = target.cpu_seconds() - cpu_before
    pressure = target.cpu_pressure()
    opened, reader_seconds = room.finish(max(sent, default=0))
    kernel, _, _, missing = deliveries(opened, sent)
    figures = {"cpu": cpu, "pressure": pressure or 0.0, "reader_cpu": reader_seconds, "write_p99": percentile(round_trips, 0.99),
               "delivery_p99": percentile(kernel, 0.99)}
    failures += [f"{pages - len(opened)} pages never reported"] if len(opened) < pages else []
    failures += [f"{missing} commits never reached their page"] if missing else []
    if protocol:
        lags, behind = follow_lags(opened, sent)
        figures.update(reads=sum(page["requests"] for page in opened), lags=lags, behind=behind)
        failures += [failure for page in opened for failure in page["failures"]][:5]
    return figures, failures


def run(check, target, mode):
    size = SIZES[mode]
    writes = RATE * size["seconds"]
    results = {way: [] for way in WAYS}
    check.expect(target.settle_subscribers(), "subscribers left over from earlier checks")
    for _ in range(size["rounds"]):
        for way, protocol in WAYS.items():
            figures, failures = measure(target, size["pages"], writes, protocol)
            for failure in failures:
                check.expect(False, f"{way}: {failure}")
            if figures:
                results[way].append(figures)
            check.expect(target.settle_subscribers(), f"{way}: pages still counted after the room left")
    if not all(results.values()):
        return

    def median(way, key):
        return statistics.median(figures[key] for figures in results[way])

    listening = median("listening", "cpu")
    check.figure("pages", size["pages"])
    check.figure("writes", writes)
    for way in WAYS:
        check.figure(f"{way}_server_cpu_seconds", round(median(way, "cpu"), 2))
        check.figure(f"{way}_reader_cpu_seconds", round(median(way, "reader_cpu"), 2))
        check.figure(f"{way}_cpu_pressure_percent", round(median(way, "pressure"), 1))
        check.figure(f"{way}_write_p99_ms", round(median(way, "write_p99"), 2))
        check.figure(f"{way}_delivery_p99_ms", round(median(way, "delivery_p99"), 2))
        if WAYS[way]:
            lags = [lag for figures in results[way] for lag in figures["lags"]]
            check.figure(f"{way}_excess_over_listening", f"{(median(way, 'cpu') - listening) / listening:.0%}")
            check.figure(f"{way}_reads_per_page_second", round(median(way, "reads") / size["pages"] / size["seconds"], 1))
            check.figure(f"{way}_follow_lag_ms_p50_p99_max", milliseconds(lags))
            check.expect(all(figures["behind"] == 0 for figures in results[way]),
                         f"{way}: some pages never showed values as new as the last write")

    excess = median("values", "cpu") - listening
    message = f"following cost {excess:.2f} s over listening's {listening:.2f} s (target <= {TARGET_EXCESS:.0%})"
    check.expect_timing(excess <= TARGET_EXCESS * listening, message)
