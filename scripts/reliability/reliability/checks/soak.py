"""Soak: moderate, steady load for 10 minutes (60 s in ci).

Four keep-alive clients, each paced to about 50 requests a second, cycle through reads (state,
scenes, one binding, the log, health) and writes to every scene; one request in 40 is a write
that must be rejected (provoked: 422). Ten event-stream subscribers stay connected and are
read throughout. The server's resident memory and open fds are sampled every 5 s; after the
warm-up (a fifth of the run) every sample must stay within 10% of the warm-up sample, and no
answer may differ from the one expected (provoked rejections included).
"""

import threading
import time

from ..events import Hub, Subscriber
from ..http import Connection

SIZES = {"full": 600, "ci": 60}
CLIENTS = 4
PER_CLIENT_RATE = 50
SUBSCRIBERS = 10
TOLERANCE = 0.10
READS = ["/api/state", "/api/scenes", "/api/bindings/color.mapped", "/api/transactions?limit=20", "/healthz"]
WRITES = [("progress.mapped", lambda n: (n % 100) / 100), ("number.mapped", lambda n: str(n)),
          ("color.converted", lambda n: f"#{n % 256:02x}33cc"), ("membership.web", lambda n: n % 2 == 0),
          ("optional.gentle", lambda n: f"soak {n}"), ("collection.chain", lambda n: float(n % 9)),
          ("identity.rebuilt", lambda n: n / 7), ("haptics.mapped", lambda n: (n % 10) / 10)]


def client(port, index, stop, totals, unexpected):
    counts = totals[index]  # one dict per thread: no shared counters
    connection = Connection(port, timeout=10)
    number = 0
    next_at = time.monotonic()
    while not stop.is_set():
        number += 1
        if number % 40 == 0:
            response = connection.request("POST", "/api/bindings/number.mapped", {"value": "not a number"})
            expected = 422
            counts["provoked"] += 1
        elif number % 2 == 0:
            binding, value = WRITES[(number // 2 + index) % len(WRITES)]
            response = connection.request("POST", f"/api/bindings/{binding}", {"value": value(number)})
            expected = 200
        else:
            response = connection.request("GET", READS[(number // 2 + index) % len(READS)])
            expected = 200
        counts["requests"] += 1
        if response.status != expected:
            unexpected.append(f"{response.status} (expected {expected}) {response.text[:80]}")
        next_at += 1 / PER_CLIENT_RATE
        time.sleep(max(0, next_at - time.monotonic()))
    connection.close()


def run(check, target, mode):
    duration = SIZES[mode]
    warm_up = duration / 5
    hub = Hub()
    for _ in range(SUBSCRIBERS):
        hub.add(Subscriber(target.port))
    stop = threading.Event()
    totals = [{"requests": 0, "provoked": 0} for _ in range(CLIENTS)]
    unexpected = []
    threads = [threading.Thread(target=client, args=(target.port, index, stop, totals, unexpected))
               for index in range(CLIENTS)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    samples = []
    while time.monotonic() - started < duration:
        hub.pump(5)
        samples.append((round(time.monotonic() - started), target.rss_kib(), target.fds()))
    stop.set()
    for thread in threads:
        thread.join()
    hub.pump(1)
    counts = {key: sum(total[key] for total in totals) for key in totals[0]}

    baseline = next(sample for sample in samples if sample[0] >= warm_up)
    later = [sample for sample in samples if sample[0] >= baseline[0]]
    rss = [sample[1] for sample in later]
    fds = [sample[2] for sample in later]
    check.figure("seconds_of_load", duration)
    check.figure("requests", counts["requests"])
    check.figure("provoked_rejections", counts["provoked"])
    check.figure("unexpected_answers", len(unexpected))
    check.figure("events_per_subscriber", min(len(s.commits) for s in hub.subscribers))
    check.figure("rss_kib_warm", baseline[1])
    check.figure("rss_kib_min_max", f"{min(rss)}-{max(rss)}")
    check.figure("rss_kib_end", rss[-1])
    check.figure("fds_warm", baseline[2])
    check.figure("fds_min_max", f"{min(fds)}-{max(fds)}")
    check.expect(not unexpected, f"{len(unexpected)} unexpected answers, first: {unexpected[:2]}")
    check.expect(max(rss) <= baseline[1] * (1 + TOLERANCE) and min(rss) >= baseline[1] * (1 - TOLERANCE),
                 f"resident memory left ±10% of {baseline[1]} KiB: {min(rss)}-{max(rss)}")
    check.expect(max(fds) <= baseline[2] * (1 + TOLERANCE) and min(fds) >= baseline[2] * (1 - TOLERANCE),
                 f"open fds left ±10% of {baseline[2]}: {min(fds)}-{max(fds)}")
    check.log("samples (s, rss KiB, fds): " + " ".join(f"{s}:{r}:{f}" for s, r, f in samples))
    hub.close_all()
    check.expect(target.settle_subscribers(), "subscribers still counted after the soak")
