"""Slowloris: connections that send a request head and then one more header byte a second.

The playground has no command-line option for its connection timeout, so the default applies:
15 s, counted from the connection's start (HTTPServer's request deadline; libmicrohttpd's own
timeout alone would never fire, since the connections are never silent). Every slow connection
must be cut off between 15 s and CUT_OFF_BY s, while four normal keep-alive clients (reads and
writes) see no error and keep their p99 latency under 10 ms. Afterwards the server's fds are
back to where they started.

The same four clients first run for CONTROL_SECONDS with no slow connection open, so the figures
show the machine's own latency beside the one under attack. The p99 target is a timing target:
the ci mode prints it, the full mode enforces it (see `Check.expect_timing`).
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
CONTROL_SECONDS = 3


def normal_client(port, stop, latencies, errors):
    """Alternates reads and writes on one keep-alive connection until `stop`; a request that
    fails (a timeout, a closed connection) is an error, and the client opens a new connection."""
    connection = None
    number = 0
    while not stop.is_set():
        number += 1
        started = time.perf_counter()
        try:
            connection = connection or Connection(port, timeout=5)
            if number % 2:
                response = connection.request("GET", "/api/state")
            else:
                response = connection.request("POST", "/api/bindings/identity.explicitB", {"value": (number % 50) / 10})
        except Exception as error:  # noqa: BLE001 - every failure is counted, none ends the client
            errors.append(type(error).__name__)
            if connection:
                connection.close()
            connection = None
            time.sleep(0.005)
            continue
        latencies.append((time.perf_counter() - started) * 1000)
        if response.status != 200:
            errors.append(response.status)
        time.sleep(0.005)
    if connection:
        connection.close()


class NormalClients:
    """NORMAL_CLIENTS threads running `normal_client` from `__init__` until `stop()`."""

    def __init__(self, port):
        self.latencies, self.errors = [], []
        self.stopping = threading.Event()
        self.threads = [threading.Thread(target=normal_client, args=(port, self.stopping, self.latencies, self.errors))
                        for _ in range(NORMAL_CLIENTS)]
        for thread in self.threads:
            thread.start()

    def stop(self):
        self.stopping.set()
        for thread in self.threads:
            thread.join()


def run(check, target, mode):
    count = SIZES[mode]
    fds_before = target.fds()
    control = NormalClients(target.port)
    time.sleep(CONTROL_SECONDS)
    control.stop()

    slow = []
    for index in range(count):
        sock = socket.create_connection((HOST, target.port))
        sock.sendall(f"GET /api/state HTTP/1.1\r\nHost: {HOST}:{target.port}\r\nX-Slow-{index}: ".encode())
        sock.setblocking(False)
        slow.append(sock)
    opened = time.monotonic()
    check.log(f"{count} slow connections open; server fds {target.fds()}")

    clients = NormalClients(target.port)

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
    clients.stop()
    for sock in slow:
        sock.close()

    times = sorted(cut_after.values())
    check.expect(len(cut_after) == count, f"{count - len(cut_after)} slow connections still open after {CUT_OFF_BY + 5} s")
    check.expect(not times or times[0] >= TIMEOUT - 1, f"a slow connection was cut after {times[0]:.1f} s, before the timeout" if times else "")
    check.expect(not times or times[-1] <= CUT_OFF_BY, f"the last slow connection was cut after {times[-1]:.1f} s" if times else "")
    p99 = percentile(clients.latencies, 0.99)
    control_p99 = percentile(control.latencies, 0.99)
    errors = control.errors + clients.errors
    check.expect(not errors, f"normal clients got {len(errors)} errors: {sorted(set(map(str, errors)))}")
    check.expect(clients.latencies, "normal clients got no answer while the slow connections were open")
    check.expect_timing(p99 < P99_TARGET_MS, f"normal clients' p99 {p99:.2f} ms (without slow connections "
                                             f"{control_p99:.2f} ms), target < {P99_TARGET_MS} ms")
    check.figure("slow_connections", count)
    check.figure("cut_off", len(cut_after))
    check.figure("cut_off_after_s", f"{times[0]:.1f}-{times[-1]:.1f}" if times else "none")
    check.figure("normal_requests", len(clients.latencies))
    check.figure("normal_errors", len(errors))
    check.figure("normal_p99_ms", round(p99, 2))
    check.figure("control_requests", len(control.latencies))
    check.figure("control_p99_ms", round(control_p99, 2))
    check.figure("fds_settled", target.settle_fds(fds_before))
    check.expect(check.figures["fds_settled"] <= fds_before, f"fds {check.figures['fds_settled']}, started at {fds_before}")
