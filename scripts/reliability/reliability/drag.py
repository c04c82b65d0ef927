"""A presenter's slider drag, and when it reached each page of a room (room.py).

The drag writes slider positions through progress.mapped at a fixed rate on one keep-alive
connection, each write scheduled from the start so one slow answer does not delay the rest. Its
send times (CLOCK_REALTIME ns, taken just before each request's first byte) are matched by
sequence with the pages' kernel-stamped commit arrivals and, for following pages, with the
answers that showed them values at least as new.
"""

import time

from .http import Connection
from .report import percentile

BINDING = "progress.mapped"


def drag(port, writes, rate):
    """Writes `writes` positions at `rate` a second; returns (send ns by sequence, round trips
    in ms, failures, seconds taken)."""
    connection = Connection(port)
    sent, round_trips, failures = {}, [], []
    started = time.monotonic()
    for number in range(writes):
        time.sleep(max(0.0, started + number / rate - time.monotonic()))
        value = round(0.1 + 0.8 * number / writes, 4)
        sent_at = time.time_ns()
        response = connection.request("POST", f"/api/bindings/{BINDING}", {"value": value})
        round_trips.append((time.time_ns() - sent_at) / 1e6)
        if response.status == 200:
            sent[response.json()["sequence"]] = sent_at
        else:
            failures.append(f"{response.status} {response.text[:100]}")
    seconds = time.monotonic() - started
    connection.close()
    return sent, round_trips, failures, seconds


def deliveries(pages, sent):
    """Per delivered commit of the drag, ms from send to the kernel's and to the reader's
    receipt; per write, ms until its last page had it; and how many commits never arrived."""
    kernel, read, last_per_write, missing = [], [], {sequence: 0.0 for sequence in sent}, 0
    for page in pages:
        received = 0
        for sequence, kernel_ns, read_ns in page["arrivals"]:
            if sequence not in sent:
                continue
            received += 1
            latency = (kernel_ns - sent[sequence]) / 1e6
            kernel.append(latency)
            read.append((read_ns - sent[sequence]) / 1e6)
            last_per_write[sequence] = max(last_per_write[sequence], latency)
        missing += len(sent) - received
    return kernel, read, list(last_per_write.values()), missing


def follow_lags(pages, sent):
    """Per (page, write), ms from the write's send until the page showed values at least as new
    as it; and how many writes a page never caught up with."""
    lags, behind = [], 0
    writes = sorted(sent.items())
    for page in pages:
        shown, index, newest = page["shown"], 0, -1
        for sequence, sent_at in writes:
            while newest < sequence and index < len(shown):
                arrived_at, newest = shown[index][0], max(newest, shown[index][1])
                index += 1
            if newest < sequence:
                behind += 1
            else:
                lags.append((arrived_at - sent_at) / 1e6)
    return lags, behind


def milliseconds(values):
    """`p50/p99/max` of `values`, rounded to hundredths."""
    return "/".join(str(round(value, 2)) for value in
                    (percentile(values, 0.50), percentile(values, 0.99), max(values, default=0)))
