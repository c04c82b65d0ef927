"""The API's part of the fuzz check: structure-aware mutations of valid requests.

Every operation of GET /api/openapi.json but the event stream gets requests built from its valid
seeds (seeds.py): first the sweep, every number a seed body holds and every integer query
parameter at each of SWEEP_NUMBERS (cases.py); then SIZES[mode] requests drawn at random, each
a seed with one part mutated (mutation.py): the body, a query parameter (an integer at a limit,
near-integers, escapes, empty, repeated, unknown) or a path parameter. The requests are a
function of the seed (FUZZ_SEED, default 30) and of the seeds gathered from the server.

Every answer must come within 10 s with a status below 500: a 4xx with the JSON error body
(`{"error": {"message", "status"}}`, the same status), a 2xx JSON answer strict JSON; and within
SLOWEST_SECONDS, a timing target enforced with --full. After every batch the server must still
answer /healthz. Findings are grouped by operation, status and problem; each group's first
requests go, whole, to `fuzz-findings-<mode>.jsonl` beside the results, and the check names the
group with a curl command that repeats its first request.
"""

import itertools
import json
import os
import random
import socket
import time

from ..http import Closed, Connection, ProtocolError, request, serialize
from ..report import percentile
from . import operations as api
from .cases import Generator
from .seeds import collect

SIZES = {"full": 300_000, "ci": 10_000}
BATCH = 50
TIMEOUT = 10.0
# Every answer within 2 s: a timing target, enforced with --full (Check.expect_timing). On two
# cores shared with other work the slowest of 300,000 ordinary answers took 1.1 s.
SLOWEST_SECONDS = 2.0


def problem(response):
    """What is wrong with an answer, or None."""
    if response.status >= 500:
        return f"{response.status} {response.text[:160]}"
    kind = (response.header("content-type") or "").split(";")[0]
    if 400 <= response.status < 500:
        try:
            error = response.json()["error"]
            if error["status"] != response.status or not isinstance(error["message"], str):
                return f"{response.status} with an error body for {error['status']}"
        except (ValueError, KeyError, TypeError):
            return f"{response.status} without the JSON error body: {response.text[:120]!r}"
        return None if kind == "application/json" else f"{response.status} as {kind}"
    if kind == "application/json":
        try:
            response.json()
        except ValueError as error:
            return f"{response.status} whose JSON does not parse: {error}"
    return None


class Tally:
    """What the answers were: statuses overall and per operation, the slowest answer, and the
    findings grouped by operation, status and problem, the first three of each group written
    whole to `path`."""

    def __init__(self, path):
        self.path = path
        self.file = open(path, "w")
        self.statuses, self.per_operation, self.groups = {}, {}, {}
        self.sent = 0
        self.slowest = (0.0, None)
        self.seconds = []

    def count(self, case, status, outcome, seconds):
        self.sent += 1
        self.seconds.append(seconds)
        self.slowest = max(self.slowest, (seconds, case), key=lambda pair: pair[0])
        self.statuses[status] = self.statuses.get(status, 0) + 1
        counts = self.per_operation.setdefault(case.operation.id, {})
        counts[status] = counts.get(status, 0) + 1
        if not outcome:
            return
        group = self.groups.setdefault((case.operation.id, str(status), outcome[:60]),
                                       {"count": 0, "first": case, "outcome": outcome})
        group["count"] += 1
        if group["count"] <= 3:
            self.file.write(json.dumps({"operation": case.operation.id, "method": case.operation.method,
                                        "target": case.target, "mutated": case.mutated, "outcome": outcome,
                                        "body": case.body.decode("utf-8", "replace") if case.body else None}) + "\n")
            self.file.flush()

    def report(self, check, port):
        self.file.close()
        for group in sorted(self.groups.values(), key=lambda group: -group["count"]):
            check.expect(False, f"{group['first'].operation.id}: {group['outcome']} ({group['count']} times; "
                                f"first: {group['first'].curl(port)})")
        check.figure("api_requests", self.sent)
        check.figure("api_statuses", ",".join(f"{status}:{count}"
                                              for status, count in sorted(self.statuses.items(), key=str)))
        check.figure("api_findings", sum(group["count"] for group in self.groups.values()))
        check.figure("api_p99_ms", round(percentile(self.seconds, 0.99) * 1000, 1))
        check.figure("api_slowest_ms", round(self.slowest[0] * 1000, 1))
        if self.slowest[1] is not None:
            check.log(f"slowest answer, {self.slowest[0] * 1000:.1f} ms: {self.slowest[1].curl(port)[:300]}")
            check.expect_timing(self.slowest[0] <= SLOWEST_SECONDS,
                                f"an answer took {self.slowest[0]:.2f} s, more than {SLOWEST_SECONDS:.0f} s: "
                                f"{self.slowest[1].curl(port)[:300]}")
        check.log("statuses per operation: " + "; ".join(
            f"{operation}={dict(sorted(counts.items(), key=str))}" for operation, counts in self.per_operation.items()))
        check.log(f"findings, whole requests: {self.path}")


def run(check, target, mode, repository):
    seed = int(os.environ.get("FUZZ_SEED", "30"))
    document = request(target.port, "GET", "/api/openapi.json").json()
    every = api.operations(document)
    started = time.monotonic()
    seeds = collect(target, document, repository)
    check.figure("api_seed", seed)
    check.figure("api_operations", len(every))
    check.figure("api_valid_seeds", sum(len(bodies) for bodies in seeds.bodies.values()))
    check.figure("api_seeding_seconds", round(time.monotonic() - started, 1))
    refused = {}
    for operation_id, _, status, message in seeds.refused:
        refused[(operation_id, status, message)] = refused.get((operation_id, status, message), 0) + 1
    for (operation_id, status, message), count in refused.items():
        check.log(f"seed refused ({count}): {operation_id} {status} {message}")
    generator = Generator(every, seeds, random.Random(seed), api.member_names(document))
    results = os.environ.get("RELIABILITY_RESULTS")
    tally = Tally(os.path.join(os.path.dirname(results) if results else "/tmp", f"fuzz-findings-{mode}.jsonl"))
    swept = list(generator.sweep())
    check.figure("api_sweep_requests", len(swept))
    cases = itertools.chain(swept, (generator.case() for _ in range(SIZES[mode])))
    up = True
    for index, case in enumerate(cases):
        began = time.monotonic()
        try:
            response = send(target.port, case)
            status, outcome = response.status, problem(response)
        except socket.timeout:
            status, outcome = "timeout", f"no answer within {TIMEOUT:.0f} s"
        except (Closed, ProtocolError, ConnectionError) as error:
            status, outcome = "closed", f"no answer: {type(error).__name__} {error}"
        tally.count(case, status, outcome, time.monotonic() - began)
        if (index + 1) % BATCH == 0 or outcome:
            up = healthy(target)
            if not up:
                check.expect(False, f"the server stopped answering after request {tally.sent}: {case.curl(target.port)}")
                break
            seeds.refresh(target)
    tally.report(check, target.port)
    if up:
        check.expect(healthy(target), "the server does not answer /healthz after the run")
        tidy(target)


def tidy(target):
    """Leaves the state as the checks after this one expect it: the scenes' first roots, no
    lesson shown, the redraw tree at its first render."""
    request(target.port, "POST", "/api/reset", {})
    request(target.port, "POST", "/api/lesson", {"lesson": None, "step": 0})
    request(target.port, "POST", "/api/costs/redraws/reset", {})


def send(port, case):
    """Sends `case` on a connection of its own and reads the answer, also when the server
    answered early (a 413 before the whole body) and closed the connection while it was sent."""
    connection = Connection(port, TIMEOUT)
    try:
        headers = {"Content-Type": "application/json"} if case.body is not None else None
        try:
            connection.send(serialize(case.operation.method, case.target, port, case.body, headers))
        except (BrokenPipeError, ConnectionResetError):
            pass
        return connection.read_response(case.operation.method)
    finally:
        connection.close()


def parses(body):
    try:
        json.loads(body)
        return True
    except (ValueError, RecursionError):
        return False


def healthy(target):
    try:
        return target.alive() and request(target.port, "GET", "/healthz", timeout=TIMEOUT).status == 200
    except (OSError, Closed, ProtocolError):
        return False
