"""Nothing lost: 16 concurrent keep-alive clients, 500 writes each (100 in ci).

Every other write of client c goes to the shared progress.mapped, the rest to OWN[c], a binding
of its own; several own bindings share a root with the shared binding or with each other
(progress.*, haptics.*, number.*, color.*, optional.*, collection.*, membership.*, identity.*),
so writes to one root race from many clients. Afterwards:
- every answered write appears exactly once in /api/transactions, with its binding and value;
- sequences are gapless and increasing;
- per scene, each entry's root.before is the previous entry's root.after (no update lost or
  reordered) and the final /api/state root is the last root.after;
- every event-stream subscriber saw exactly the logged commits, in order, with the same JSON.
"""

import json
import threading

from ..events import Hub, Subscriber
from ..http import Connection

SIZES = {"full": {"clients": 16, "writes": 500, "subscribers": 8},
         "ci": {"clients": 16, "writes": 100, "subscribers": 4}}
SHARED = "progress.mapped"
OWN = ["progress.rebuilt", "progress.computed", "haptics.mapped", "haptics.rebuilt", "number.mapped",
       "number.converted", "color.mapped", "color.converted", "optional.root", "optional.gentle",
       "collection.first", "collection.chain", "membership.linux", "membership.web", "identity.inlineB",
       "identity.explicitA"]


def value_for(binding, client, write):
    """A value of the binding's type, unique to (client, write) where the type allows it."""
    unique = client * 1000 + write
    if binding.startswith("number."):
        return str(unique)
    if binding.startswith("color."):
        return f"#{client:02x}{write % 256:02x}{write // 256:02x}"
    if binding.startswith("optional."):
        if write % 7 == 0:
            return None if binding == "optional.root" else ""
        return f"n{unique}"
    if binding == "collection.first":
        return unique
    if binding.startswith("membership."):
        return write % 4 == 1
    return unique / 16000


def run(check, target, mode):
    size = SIZES[mode]
    hub = Hub()
    for _ in range(size["subscribers"]):
        hub.add(Subscriber(target.port, keep_data=True))
    check.expect(hub.wait_for_snapshots(), "not every subscriber got its snapshot")
    start = target.latest_sequence()
    roots_before = target.state()["roots"]
    total = size["clients"] * size["writes"]
    answered, errors = {}, []

    def client(index):
        connection = Connection(target.port)
        for write in range(size["writes"]):
            binding = SHARED if write % 2 == 0 else OWN[index]
            value = value_for(binding, index, write)
            response = connection.request("POST", f"/api/bindings/{binding}", {"value": value})
            if response.status != 200:
                errors.append(f"{binding} {value!r}: {response.status} {response.text[:100]}")
                continue
            sequence = response.json()["sequence"]
            if sequence in answered:
                errors.append(f"sequence {sequence} answered twice")
            answered[sequence] = (binding, value)
        connection.close()

    threads = [threading.Thread(target=client, args=(index,)) for index in range(size["clients"])]
    for thread in threads:
        thread.start()
    while any(thread.is_alive() for thread in threads):
        hub.pump(0.05)
    hub.pump_until(lambda: all(len(s.commits) >= total for s in hub.subscribers), timeout=60)

    expected = list(range(start + 1, start + total + 1))
    check.expect(not errors, f"{len(errors)} writes failed, first: {errors[:1]}")
    check.expect(sorted(answered) == expected, "answered sequences are not gapless from the start sequence")
    log = target.log_since(start, total)
    check.expect([entry["sequence"] for entry in log] == expected, "log sequences are not exactly the answered ones")
    mismatched = [entry["sequence"] for entry in log
                  if answered.get(entry["sequence"]) != (entry["binding"], entry["value"]["written"])]
    check.expect(not mismatched, f"{len(mismatched)} log entries differ from their answer, first {mismatched[:3]}")

    latest = dict(roots_before)
    broken = []
    for entry in log:
        if entry["root"]["before"] != latest[entry["scene"]]:
            broken.append(entry["sequence"])
        latest[entry["scene"]] = entry["root"]["after"]
    check.expect(not broken, f"{len(broken)} entries whose root.before is not the previous root.after: {broken[:3]}")
    check.expect(target.state()["roots"] == latest, "final state is not the last write per root")

    logged = [(entry["sequence"], entry) for entry in log]
    agreeing = sum(1 for s in hub.subscribers
                   if [(number, json.loads(data)) for number, data in s.commits] == logged)
    check.expect(agreeing == len(hub.subscribers), f"{len(hub.subscribers) - agreeing} subscribers saw another sequence")
    check.figure("clients", size["clients"])
    check.figure("writes_answered", len(answered))
    check.figure("log_entries", len(log))
    check.figure("subscribers_agreeing", agreeing)
    hub.close_all()
    check.expect(target.settle_subscribers(), "subscribers still counted after every client left")
