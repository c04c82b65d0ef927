"""Fuzzing, in two parts against the one server.

protocol (fuzz/protocol.py): raw-socket cases of the HTTP layer, malformed requests each on its
own connection; the roots and the latest sequence must be unchanged afterwards.

api (fuzz/structure.py): structure-aware mutations of valid requests to every operation of the
OpenAPI document (bodies, query and path parameters), built from its examples and schemas, the
scenes, the lab's catalogue, the shipped lessons and recordings made by driving the API. Every
answer below 500, the JSON error body with a 4xx, and the server answering throughout.

FUZZ_SEED (default 30) seeds the api part; after its sweep of every number, `--ci` sends 10,000
random requests and `--full` 300,000.
"""

import os

from ..fuzz import protocol, structure

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "..", ".."))


def run(check, target, mode):
    protocol.run(check, target, mode)
    structure.run(check, target, mode, REPOSITORY)
