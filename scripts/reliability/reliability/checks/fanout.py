"""200 event-stream subscribers while writes run: each receives every commit, in sequence order.

Four writer threads write through four bindings; the subscribers are read by one thread. Writers
pause while the slowest subscriber is more than MAX_LAG commits behind, as a page that is being
read keeps up; the server would otherwise drop a subscriber holding over 1 MiB unread, by design.
"""

import threading

from ..events import Hub, Subscriber
from ..http import Connection

SIZES = {"full": {"subscribers": 200, "writes": 5000}, "ci": {"subscribers": 200, "writes": 1000}}
WRITERS = ["progress.mapped", "haptics.rebuilt", "identity.inlineA", "collection.chain"]
MAX_LAG = 300


def run(check, target, mode):
    size = SIZES[mode]
    hub = Hub()
    for _ in range(size["subscribers"]):
        hub.add(Subscriber(target.port))
    check.expect(hub.wait_for_snapshots(), "not every subscriber got its snapshot")
    check.figure("subscribers", target.health()["subscribers"])
    start = target.latest_sequence()
    total = size["writes"]
    answered, errors = [], []
    progress = {"slowest": 0}

    def writer(index):
        connection = Connection(target.port)
        for number in range(total // len(WRITERS)):
            while len(answered) - progress["slowest"] > MAX_LAG:
                threading.Event().wait(0.002)
            value = ((number * 7 + index) % 100) / 100
            response = connection.request("POST", f"/api/bindings/{WRITERS[index]}", {"value": value})
            if response.status == 200:
                answered.append(response.json()["sequence"])
            else:
                errors.append(f"{response.status} {response.text[:100]}")
        connection.close()

    threads = [threading.Thread(target=writer, args=(index,)) for index in range(len(WRITERS))]
    for thread in threads:
        thread.start()
    while any(thread.is_alive() for thread in threads):
        hub.pump(0.05)
        progress["slowest"] = min(len(s.commits) for s in hub.subscribers)
    expected = list(range(start + 1, start + total + 1))
    hub.pump_until(lambda: all(len(s.commits) >= total for s in hub.subscribers), timeout=60)

    check.expect(not errors, f"{len(errors)} writes failed, first: {errors[:1]}")
    check.expect(sorted(answered) == expected, "answered sequences are not exactly the written ones")
    complete = sum(1 for s in hub.subscribers if s.commits == expected)
    check.expect(complete == len(hub.subscribers),
                 f"{len(hub.subscribers) - complete} subscribers missed or reordered commits")
    check.figure("writes", len(answered))
    check.figure("events_delivered", sum(len(s.commits) for s in hub.subscribers))
    check.figure("subscribers_complete_in_order", complete)
    hub.close_all()
    check.expect(target.settle_subscribers(), "subscribers still counted after every client left")
