"""Rejected writes (bad value, failable conversion, oversized body, ...) change nothing and
appear in no log: roots, the latest sequence and the newest log entry stay as they were, and an
event-stream subscriber receives no commit. Each case is sent REPEAT times."""

from ..events import Hub, Subscriber
from ..http import request

JSON = {"Content-Type": "application/json"}
# (binding or path, raw body, extra headers, expected status, expects a `rejection` member)
CASES = [
    ("progress.mapped", b'{"value": "0.5"}', JSON, 422, False),
    ("progress.mapped", b'{"value": 1e400}', JSON, 422, False),
    ("progress.mapped", b'{"value": NaN}', JSON, 422, False),
    ("progress.mapped", b'{"value": "NaN"}', JSON, 422, False),
    ("progress.mapped", b'{"transaction": null}', JSON, 422, False),
    ("progress.mapped", b'{"value": 0.5', JSON, 400, False),
    ("progress.mapped", b'{"value": 0.5, "pad": "' + b"x" * 70_000 + b'"}', JSON, 413, False),
    ("progress.mapped", b'{"value": 0.5}', {"Content-Type": "text/plain"}, 415, False),
    ("progress.mapped", b'{"value": 0.5}', {**JSON, "Origin": "http://evil.example"}, 403, False),
    ("progress.mapped", b'{"value": 0.5, "transaction": {"animation": {"curve": "bouncy"}}}', JSON, 422, False),
    ("number.mapped", b'{"value": "12a"}', JSON, 422, True),
    ("number.mapped", b'{"value": "NaN"}', JSON, 422, True),
    ("color.mapped", b'{"value": "#zzzzzz"}', JSON, 422, True),
    ("collection.first", b'{"value": 1.5}', JSON, 422, False),
    ("collection.first", b'{"value": 123456789012345678901234567890}', JSON, 422, False),
    ("haptics.mapped", b'{"value": 1e39}', JSON, 422, False),
    ("membership.web", b'{"value": -0}', JSON, 422, False),
    ("nowhere", b'{"value": 1}', JSON, 404, False),
]
SIZES = {"full": 20, "ci": 3}


def run(check, target, mode):
    hub = Hub()
    hub.add(Subscriber(target.port))
    check.expect(hub.wait_for_snapshots(), "the subscriber got no snapshot")
    roots = target.state()["roots"]
    sequence = target.latest_sequence()
    newest = target.log_since(max(0, sequence - 1), 1)
    sent = 0
    for _ in range(SIZES[mode]):
        for binding, body, headers, status, rejection in CASES:
            response = request(target.port, "POST", f"/api/bindings/{binding}", body, headers)
            sent += 1
            label = f"{binding} {body[:40]!r}"
            check.expect(response.status == status, f"{label}: {response.status}, expected {status}")
            answer = response.json()
            check.expect(answer.get("error", {}).get("status") == status, f"{label}: no JSON error body")
            if rejection:
                check.expect(answer.get("rejection", {}).get("root") == roots[binding.split(".")[0]],
                             f"{label}: rejection does not report the unchanged root")
    hub.pump(1.0)
    check.expect(target.state()["roots"] == roots, "a rejected write changed the roots")
    check.expect(target.latest_sequence() == sequence, "a rejected write was logged")
    check.expect(target.log_since(max(0, sequence - 1), 1) == newest, "the newest log entry changed")
    check.expect(not hub.subscribers[0].commits, "a rejected write was published as a commit")
    check.figure("rejected_writes", sent)
    check.figure("cases", len(CASES))
    hub.close_all()
