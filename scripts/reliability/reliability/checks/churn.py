"""Event-stream churn: connect, read the snapshot, leave; 1,000 times (300 in ci), eight at a time.

Every other client leaves abruptly (RST, as a crashed tab) and the rest close normally; nothing
is published meanwhile, so the server must notice departures by itself. Afterwards /healthz must
report 0 subscribers within 10 s and the server's open fds must be back to the number before the
churn or below it: a connection of an earlier check that was still closing when the churn began
is counted at the start and gone at the end, while a leak can only leave more. The peak
subscriber count shows how many departed streams were still held at any time.
"""

from ..events import Hub, Subscriber

SIZES = {"full": 1000, "ci": 300}
AT_ONCE = 8


def run(check, target, mode):
    cycles = SIZES[mode]
    check.expect(target.settle_subscribers(), "subscribers left over from earlier checks")
    fds_before = target.settle_fds(target.fds())
    check.figure("fds_at_start", fds_before)
    done, peak = 0, 0
    while done < cycles:
        hub = Hub()
        batch = min(AT_ONCE, cycles - done)
        for _ in range(batch):
            hub.add(Subscriber(target.port))
        check.expect(hub.wait_for_snapshots(), "a subscriber got no snapshot")
        peak = max(peak, target.health()["subscribers"])
        for number, subscriber in enumerate(list(hub.subscribers)):
            hub.remove(subscriber, abort=number % 2 == 0)
        hub.close_all()
        done += batch
    check.figure("cycles", done)
    check.figure("peak_subscribers", peak)
    check.expect(target.settle_subscribers(), "subscribers are still counted after the churn")
    check.figure("subscribers_after", target.health()["subscribers"])
    fds_after = target.settle_fds(fds_before)
    check.figure("fds_at_end", fds_after)
    check.expect(fds_after <= fds_before, f"server fds {fds_after} after the churn, {fds_before} before")
