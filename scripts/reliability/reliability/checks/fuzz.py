"""Fuzzing of the HTTP layer: raw-socket cases, malformed requests each on its own connection
(fuzz/protocol.py); the roots and the latest sequence must be unchanged afterwards."""

from ..fuzz import protocol


def run(check, target, mode):
    protocol.run(check, target, mode)
