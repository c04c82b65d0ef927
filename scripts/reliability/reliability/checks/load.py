"""Load: wrk against the playground and, in the same run, the C floor answering equal-sized bodies.

Two workloads: POST /api/bindings/progress.mapped (a mapped scene write, alternating 0.25 and
0.75 so each one changes the root and answers with full metadata) and GET /api/state, each at 32
and 256 keep-alive connections. The C floor (Benchmarks/c-floor, built by `run` into $C_FLOOR) is
started per measurement with a body of the same byte count as the playground's answer and gets
identical requests. Rounds alternate playground and floor; the ratio is the median over rounds of
the ratio within each round, so load from elsewhere that comes and goes hits both sides alike.
Targets: writes >= 50% of the floor's requests/s, reads >= 70%, playground p99 < 10 ms at 32
connections, no socket errors and no non-2xx answers. The ci mode (3 s runs on a shared machine)
enforces only the last; its ratios are printed as figures, and the full mode enforces the targets.
"""

import json
import os
import statistics
import subprocess
import time

from ..http import request

SIZES = {"full": {"seconds": 8, "rounds": 5}, "ci": {"seconds": 3, "rounds": 1}}
WORKLOADS = {"write": ("POST", "/api/bindings/progress.mapped", 0.50), "read": ("GET", "/api/state", 0.70)}
CONNECTIONS = [32, 256]
P99_TARGET_MS = 10
LUA = os.path.join(os.path.dirname(__file__), "..", "..", "wrk", "load.lua")


def wrk(port, method, path, connections, seconds):
    environment = dict(os.environ, LOAD_METHOD=method)
    url = f"http://127.0.0.1:{port}{path}"
    subprocess.run(["wrk", "-t2", "-c4", "-d1s", "-s", LUA, url], env=environment, capture_output=True, timeout=30)
    result = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "-s", LUA, url],
                            env=environment, capture_output=True, text=True, timeout=seconds + 60)
    line = [text for text in result.stdout.splitlines() if text.startswith("{")][-1]
    report = json.loads(line)
    report["rps"] = report["requests"] / (report["duration_us"] / 1e6)
    report["errors"] = sum(report[key] for key in ("connect", "read", "write", "status", "timeout"))
    return report


class Floor:
    """The C floor on a free port, answering `size` bytes to GET and POST /json."""

    def __init__(self, size):
        self.process = subprocess.Popen([os.environ["C_FLOOR"], "0", str(os.cpu_count()), str(size)],
                                        stdout=subprocess.PIPE, text=True)
        self.port = int(self.process.stdout.readline().split()[2])

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def answer_size(port, method, path):
    body = {"value": 0.75} if method == "POST" else None
    request(port, method, path, {"value": 0.25} if body else None)  # so the measured write changes the root
    return len(request(port, method, path, body).body)


def run(check, target, mode):
    size = SIZES[mode]
    rows = []

    for kind, (method, path, target_ratio) in WORKLOADS.items():
        body_bytes = answer_size(target.port, method, path)
        for connections in CONNECTIONS:
            playground, floor = [], []
            for _ in range(size["rounds"]):
                playground.append(wrk(target.port, method, path, connections, size["seconds"]))
                server = Floor(body_bytes)
                try:
                    floor.append(wrk(server.port, method, "/json", connections, size["seconds"]))
                finally:
                    server.stop()
                time.sleep(0.5)
            rps = statistics.median(report["rps"] for report in playground)
            floor_rps = statistics.median(report["rps"] for report in floor)
            p99 = statistics.median(report["p99_us"] for report in playground) / 1000
            floor_p99 = statistics.median(report["p99_us"] for report in floor) / 1000
            errors = sum(report["errors"] for report in playground)
            ratio = statistics.median(mine["rps"] / theirs["rps"] for mine, theirs in zip(playground, floor))
            rows.append((kind, connections, body_bytes, round(rps), round(floor_rps), ratio, p99, floor_p99, errors))
            label = f"{kind}@{connections}"
            check.figure(f"{label}_rps", round(rps))
            check.figure(f"{label}_floor_rps", round(floor_rps))
            check.figure(f"{label}_ratio", f"{ratio:.1%}")
            check.figure(f"{label}_p99_ms", round(p99, 2))
            check.figure(f"{label}_errors", errors)
            check.expect_timing(ratio >= target_ratio, f"{label}: {ratio:.1%} of the C floor, target {target_ratio:.0%}")
            check.expect(errors == 0, f"{label}: {errors} socket errors or non-2xx answers")
            if connections == 32:
                check.expect_timing(p99 < P99_TARGET_MS, f"{label}: p99 {p99:.2f} ms, target < {P99_TARGET_MS} ms")
    print(f"\n| workload | connections | body bytes | playground req/s | C floor req/s | ratio | playground p99 ms "
          f"| C floor p99 ms | errors |\n|---|---|---|---|---|---|---|---|---|")
    for kind, connections, body_bytes, rps, floor_rps, ratio, p99, floor_p99, errors in rows:
        print(f"| {kind} | {connections} | {body_bytes} | {rps} | {floor_rps} | {ratio:.1%} | {p99:.2f} | "
              f"{floor_p99:.2f} | {errors} |")
    print(f"(wrk -t2, {size['seconds']} s per run, median of {size['rounds']} alternating rounds)\n", flush=True)
