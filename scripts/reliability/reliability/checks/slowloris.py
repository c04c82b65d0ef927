"""Slowloris: connections that send a request head and then one more header byte a second.

The playground has no command-line option for its connection timeout, so the default applies:
15 s, counted from the connection's start (HTTPServer's request deadline; libmicrohttpd's own
timeout alone would never fire, since the connections are never silent). Every slow connection
must be cut off between 15 s and CUT_OFF_BY s, while four normal keep-alive clients (reads and
writes) keep their p99 latency under 10 ms and see no error. Afterwards the server's fds are
back to where they started.
"""

import socket
import threading
import time

from ..http import HOST, Connection
from ..report import percentile

SIZES = {"full": 500, "ci": 200}
TIMEOUT = 15
CUT_OFF_BY = 20
NORMAL_CLIENTS = 4
P99_TARGET_MS = 10


def normal_client(port, index, stop, latencies, errors):
    connection = Connection(port, timeout=5)
    number = 0
    while not stop.is_set():
        number += 1
        started = time.perf_counter()
        if number % 2:
            response = connection.request("GET", "/api/state")
        else:
            response = connection.request("POST", "/api/bindings/identity.explicitB", {"value": (number % 50) / 10})
        latencies.append((time.perf_counter() - started) * 1000)
        if response.status != 200:
            errors.append(response.status)
        time.sleep(0.005)
    connection.close()


def run(check, target, mode):
    count = SIZES[mode]
    fds_before = target.fds()
    slow = []
    for index in range(count):
        sock = socket.create_connection((HOST, target.port))
        sock.sendall(f"GET /api/state HTTP/1.1\r\nHost: {HOST}:{target.port}\r\nX-Slow-{index}: ".encode())
        sock.setblocking(False)
        slow.append(sock)
    opened = time.monotonic()
    check.log(f"{count} slow connections open; server fds {target.fds()}")

    stop = threading.Event()
    latencies, errors = [], []
    clients = [threading.Thread(target=normal_client, args=(target.port, index, stop, latencies, errors))
               for index in range(NORMAL_CLIENTS)]
    for client in clients:
        client.start()

    cut_after = {}
    while len(cut_after) < count and time.monotonic() - opened < CUT_OFF_BY + 5:
        for index, sock in enumerate(slow):
            if index in cut_after:
                continue
            try:
                if sock.recv(1, socket.MSG_PEEK) == b"":
                    cut_after[index] = time.monotonic() - opened
                    continue
            except BlockingIOError:
                pass
            except OSError:
                cut_after[index] = time.monotonic() - opened
                continue
            try:
                sock.send(b"a")
            except OSError:
                cut_after[index] = time.monotonic() - opened
        time.sleep(1)
    stop.set()
    for client in clients:
        client.join()
    for sock in slow:
        sock.close()

    times = sorted(cut_after.values())
    check.expect(len(cut_after) == count, f"{count - len(cut_after)} slow connections still open after {CUT_OFF_BY + 5} s")
    check.expect(not times or times[0] >= TIMEOUT - 1, f"a slow connection was cut after {times[0]:.1f} s, before the timeout" if times else "")
    check.expect(not times or times[-1] <= CUT_OFF_BY, f"the last slow connection was cut after {times[-1]:.1f} s" if times else "")
    p99 = percentile(latencies, 0.99)
    check.expect(not errors, f"normal clients got {len(errors)} errors: {sorted(set(errors))}")
    check.expect(p99 < P99_TARGET_MS, f"normal clients' p99 {p99:.2f} ms is not under {P99_TARGET_MS} ms")
    check.figure("slow_connections", count)
    check.figure("cut_off", len(cut_after))
    check.figure("cut_off_after_s", f"{times[0]:.1f}-{times[-1]:.1f}" if times else "none")
    check.figure("normal_requests", len(latencies))
    check.figure("normal_errors", len(errors))
    check.figure("normal_p99_ms", round(p99, 2))
    check.figure("fds_settled", target.settle_fds(fds_before))
    check.expect(check.figures["fds_settled"] <= fds_before, f"fds {check.figures['fds_settled']}, started at {fds_before}")
