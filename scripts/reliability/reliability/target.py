"""The playground process under test: its port, its pid, and what /proc says about it."""

import os
import time

from .http import get_json


class Target:
    def __init__(self, port, pid):
        self.port = port
        self.pid = pid

    @classmethod
    def from_environment(cls):
        return cls(int(os.environ["PLAYGROUND_PORT"]), int(os.environ["PLAYGROUND_PID"]))

    def alive(self):
        try:
            with open(f"/proc/{self.pid}/stat") as stat:
                return stat.read().split(") ", 1)[1][0] not in "ZX"
        except (FileNotFoundError, IndexError):
            return False

    def rss_kib(self):
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return -1

    def fds(self):
        return len(os.listdir(f"/proc/{self.pid}/fd"))

    def cpu_seconds(self):
        """Processor time the server has used so far, user and system, from /proc/PID/stat."""
        with open(f"/proc/{self.pid}/stat") as stat:
            fields = stat.read().split(") ", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime

    def open_file_limit(self):
        """The server's soft limit on open files (`Max open files` in /proc/PID/limits): every
        connection it holds is one."""
        with open(f"/proc/{self.pid}/limits") as limits:
            for line in limits:
                if line.startswith("Max open files"):
                    return line.split()[3]
        return None

    @staticmethod
    def cpu_pressure():
        """The share of the last 10 s in which some task of the machine waited for a processor
        (/proc/pressure/cpu, `some avg10`, in percent), or None where the kernel has no PSI: how
        much the rest of the machine competed with a timing."""
        try:
            with open("/proc/pressure/cpu") as pressure:
                return float(pressure.readline().split()[1].split("=")[1])
        except (OSError, IndexError, ValueError):
            return None

    def health(self):
        return get_json(self.port, "/healthz")

    def state(self):
        return get_json(self.port, "/api/state")

    def latest_sequence(self):
        return get_json(self.port, "/api/transactions?limit=0")["latestSequence"]

    def log_since(self, since, count):
        """The `count` log entries after sequence `since`, a page of 1,000 at a time."""
        entries = []
        while len(entries) < count:
            page = get_json(self.port, f"/api/transactions?since={since + len(entries)}&limit=1000")["entries"]
            if not page:
                break
            entries += page
        return entries

    def settle_subscribers(self, timeout=10):
        """Waits until /healthz reports no subscribers; returns whether it did.

        The server notices a departed client of a sleeping stream within about a second (its
        sweep peeks at each suspended socket); nothing is published to help it.
        """
        deadline = time.monotonic() + timeout
        while self.health()["subscribers"] > 0:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.2)
        return True

    def settle_fds(self, expected, timeout=20):
        """Waits until the server holds `expected` fds or fewer; returns the last count."""
        deadline = time.monotonic() + timeout
        while self.fds() > expected and time.monotonic() < deadline:
            time.sleep(0.2)
        return self.fds()
