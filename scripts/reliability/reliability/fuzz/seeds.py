"""Valid requests for the structure-aware fuzzer to mutate, gathered before it starts.

- the request examples of the OpenAPI document (with the path each one's curl command names);
- a value built from each body schema that has no example (`operations.instance`);
- a write of its current value to every binding the scenes list, and the scenes' sequences;
- a lab definition for every step of every type the lab's catalogue lists, its parameters at
  their defaults;
- the shipped lessons (Lessons/*.json), under ids of their own so that an upload is valid, and
  a presentation of each of their steps;
- recordings made by driving the API as a page does: writes (animated, refused, through a lab
  binding, one that traps in a child), a reset and two restores, downloaded from the log as
  `collectRecording` in Public/js/recording.js builds them, with the refused and trapped writes
  and a lesson's cost-card steps among the entries.

Path and query parameters get their valid values from the same state: scene, binding, lesson and
lab binding ids, sequences in and around the log.
"""

import glob
import json
import os
from urllib.parse import urlencode

from ..http import request
from . import operations as api

RECORDING_FORMAT = "keypath-playground/recording"


class Seeds:
    """Valid bodies by operation id as (path or None, query pairs, body); valid path parameter
    values by operation id; valid query values by parameter name."""

    def __init__(self, operations):
        self.operations = {operation.id: operation for operation in operations}
        self.bodies = {}
        self.path_values = {}
        self.query_values = {}
        self.refused = []  # (operation, path, status, message): a seed the server refused
        self.accepted = set()  # (operation id, index): a seed the server accepted as it is
        self.scene_ids = []
        self.binding_ids = []

    def refresh(self, target):
        """Path and query values from the server's state now: lab bindings and lessons come and
        go, and the log grows."""
        lab_ids = [binding["id"] for binding in call(target, "GET", "/api/lab/bindings")[1]["bindings"]]
        lesson_ids = [lesson["id"] for lesson in call(target, "GET", "/api/lessons")[1]["lessons"]]
        latest = target.latest_sequence()
        for operation in self.operations.values():
            if operation.path.startswith("/api/scenes/"):
                self.path_values[operation.id] = self.scene_ids
            elif operation.path.startswith("/api/bindings/"):
                self.path_values[operation.id] = self.binding_ids + [f"{lab}.chain" for lab in lab_ids[-3:]]
            elif operation.path.startswith("/api/lessons/"):
                self.path_values[operation.id] = lesson_ids
            elif operation.path.startswith("/api/lab/bindings/"):
                self.path_values[operation.id] = lab_ids[-8:] or ["lab-1"]
        self.query_values = {
            "since": [0, max(0, latest - 20), max(0, latest - 1), latest], "until": [latest], "limit": [0, 1, 100, 1000],
            "ticks": [1, 10, 100], "name": ["Example", "slider animation"], "left": lab_ids[-2:] or ["lab-1"],
            "right": lab_ids[-1:] or ["lab-2"],
        }

    def body(self, operation_id, body, path=None, query=()):
        self.bodies.setdefault(operation_id, []).append((path, list(query), body))

    def accepted_first(self, operation_id):
        """The operation's seeds, those the server accepted as they are first."""
        seeds = self.bodies.get(operation_id, [])
        order = sorted(range(len(seeds)), key=lambda index: (operation_id, index) not in self.accepted)
        return [seeds[index] for index in order]

    def donors(self):
        return [body for seeds in self.bodies.values() for _, _, body in seeds]


def call(target, method, path, body=None):
    response = request(target.port, method, path, body)
    try:
        return response.status, response.json()
    except ValueError:
        return response.status, None


def collect(target, document, repository):
    """Seeds for every operation of `document`, gathered from `target` and `repository`."""
    every = api.operations(document)
    seeds = Seeds(every)
    by_path = {(operation.method, operation.path): operation for operation in every}
    for operation in every:
        for path, query, body in operation.examples:
            seeds.body(operation.id, body, path, query)
        if operation.body_schema is not None and not operation.examples:
            seeds.body(operation.id, api.instance(operation.body_schema, document))
    write = by_path[("POST", "/api/bindings/{id}")].id
    scenes = call(target, "GET", "/api/scenes")[1]["scenes"]
    binding_ids = []
    for scene in scenes:
        for binding in scene["bindings"]:
            binding_ids.append(binding["id"])
            if not binding.get("wouldTrap"):
                seeds.body(write, {"value": binding["value"]}, f"/api/bindings/{binding['id']}")
        for sequence in scene.get("sequences", []):
            for step in sequence["writes"]:
                if "root" in step:  # a step that sets the scene's root, as a restore of that root does
                    seeds.body(by_path[("POST", "/api/restore")].id, {"roots": {scene["id"]: step["root"]}})
                else:
                    seeds.body(write, {"value": step["value"]}, f"/api/bindings/{step['binding']}")
    seeds.body(write, {"value": 0.5, "transaction": {"animation": {"curve": "spring", "response": 0.5,
                                                                   "dampingFraction": 0.8}}},
               "/api/bindings/progress.mapped")
    seeds.body(write, {"value": 0.25, "transaction": {"disablesAnimations": True, "animation": None}},
               "/api/bindings/progress.mapped")
    seeds.body(by_path[("POST", "/api/reset")].id, {"scenes": ["progress", "rows"]})
    labs = lab_definitions(call(target, "GET", "/api/lab/catalogue")[1])
    create_lab = by_path[("POST", "/api/lab/bindings")].id
    for definition in labs:
        seeds.body(create_lab, definition)
    lessons = shipped_lessons(repository)
    add_lesson = by_path[("POST", "/api/lessons")].id
    present = by_path[("POST", "/api/lesson")].id
    for lesson in lessons:
        seeds.body(add_lesson, dict(lesson, id="fuzz-" + lesson["id"]))
        for step in range(len(lesson["steps"])):
            seeds.body(present, {"lesson": lesson["id"], "step": step})
    seeds.body(present, {"lesson": None, "step": 0})
    export = by_path[("POST", "/api/export/swift-test")].id
    for recording in recordings(target, labs[:3], lessons):
        seeds.body(export, recording, "/api/export/swift-test", [("name", "Fuzz")])
    seeds.scene_ids = [scene["id"] for scene in scenes]
    seeds.binding_ids = binding_ids
    seeds.refresh(target)
    check_seeds(target, seeds)
    return seeds


def lab_definitions(catalogue):
    """One definition per step of every type the catalogue lists, with each step's parameters
    at their defaults, plus the type's root alone."""
    definitions = []
    for kind in catalogue["types"]:
        root = {"type": kind["name"], "value": kind["start"]}
        definitions.append({"root": root, "steps": []})
        steps = {step["step"]: step for step in kind["steps"]}
        for step in kind["steps"]:
            arguments = {parameter["name"]: parameter["default"] for parameter in step["parameters"]
                         if parameter.get("appliesWhen") is None and parameter["default"] is not None}
            if step["step"] == "concat":
                if "to" not in steps:
                    continue
                there = next(parameter["default"] for parameter in steps["to"]["parameters"] if parameter["name"] == "type")
                arguments["stages"] = [{"step": "to", "type": there}, {"step": "to", "type": kind["name"]}]
            definitions.append({"root": root, "steps": [dict({"step": step["step"]}, **arguments)]})
    return definitions


def shipped_lessons(repository):
    lessons = []
    for name in sorted(glob.glob(os.path.join(repository, "Lessons", "*.json"))):
        with open(name, encoding="utf-8") as file:
            lessons.append(json.load(file))
    return lessons


def recordings(target, labs, lessons):
    """Recordings of a session driven here: the whole of it, and each of its entries alone."""
    call(target, "POST", "/api/reset", {})
    state = call(target, "GET", "/api/state")[1]
    since = state["sequence"]
    lab_ids = {}
    for definition in labs:
        status, created = call(target, "POST", "/api/lab/bindings", definition)
        if status == 200:
            lab_ids[created["id"]] = definition
    writes = [
        ("progress.mapped", 0.75, {"animation": {"curve": "easeInOut", "duration": 0.35}}),
        ("number.mapped", "42", None), ("number.mapped", "12a", None), ("color.mapped", "#336699", None),
        ("collection.first", 3, None), ("membership.web", True, None), ("identity.rebuilt", 0.3, None),
        ("lateWrite.root", None, None), ("lateWrite.rebuilt", "Draft, edited", None),
        ("staleCase.root", {"alert": "Delete the draft?"}, None), ("staleCase.mapped", "Draft, edited", None),
        ("haptics.mapped", 0.9, {"disablesAnimations": True}),
    ] + [(f"{lab}.chain", definition["root"]["value"], None) for lab, definition in lab_ids.items()]
    for binding, value, ambient in writes:
        body = {"value": value} if ambient is None else {"value": value, "transaction": ambient}
        call(target, "POST", f"/api/bindings/{binding}", body)
    call(target, "POST", "/api/restore", {"roots": {"rows": ["Milk", "Eggs"]}})
    call(target, "POST", "/api/bindings/rows.closure", {"value": "Oat milk"})
    call(target, "POST", "/api/reset", {"scenes": ["progress", "rows"]})
    # The refused and trapped writes as the page's recording holds them: as the server kept them.
    status, unlogged = call(target, "GET", "/api/transactions/unlogged")
    kept = unlogged.get("entries", []) if status == 200 and isinstance(unlogged, dict) else []
    refused = [(entry["after"], entry) for entry in kept if entry.get("after", -1) >= since]
    call(target, "POST", "/api/restore", {"sequence": since + 1})
    costs = [{"entry": "costs", "card": step["card"], "action": action}
             for lesson in lessons for step in lesson["steps"] if "card" in step for action in step.get("perform", [])]
    end = call(target, "GET", "/api/state")[1]
    entries = target.log_since(since, end["sequence"] - since)
    whole = recording(entries, end, refused, costs[:2], lab_ids)
    singles = [recording([entry], end_after(entry, end), [], [], lab_ids) for entry in entries[:6]]
    return [whole] + singles


def recording(entries, end, refused, costs, labs):
    """A recording of `entries` ending at `end`, the refused writes after the entries they followed."""
    roots = dict(end["roots"])
    for entry in reversed(entries):
        if "entry" not in entry:
            roots[entry["scene"]] = entry["root"]["before"]
        else:
            roots.update(entry["roots"]["before"])
    start = entries[0]["sequence"] - 1 if entries else end["sequence"]
    merged = [entry for after, entry in refused if after == start]
    for entry in entries:
        merged.append(entry)
        merged += [refusal for after, refusal in refused if after == entry["sequence"]]
    used = {entry.get("scene") for entry in entries}
    result = {"format": RECORDING_FORMAT, "version": 1, "recordedAt": "2026-01-01T00:00:00.000Z",
              "start": {"sequence": start, "roots": roots}, "end": {"sequence": end["sequence"], "roots": end["roots"]},
              "entries": merged + costs}
    definitions = {lab: definition for lab, definition in labs.items() if lab in used}
    if definitions:
        result["labs"] = definitions
    return result


def end_after(entry, end):
    """The end of a recording of `entry` alone: its sequence, and the roots the log shows now."""
    return {"sequence": entry["sequence"], "roots": end["roots"]}


def check_seeds(target, seeds):
    """Sends every body seed of an operation without path parameters, or with the path its
    example names, once as it is; those refused are noted (not failures: whether a seed is
    accepted can depend on the state the ones before it leave)."""
    for operation_id, bodies in seeds.bodies.items():
        operation = seeds.operations[operation_id]
        for index, (path, query, body) in enumerate(bodies):
            path = path or (operation.path if "{" not in operation.path else None)
            if path is None:
                continue
            status, answer = call(target, operation.method, path + ("?" + urlencode(query) if query else ""), body)
            if status < 300:
                seeds.accepted.add((operation_id, index))
            else:
                message = answer.get("error", {}).get("message", "") if isinstance(answer, dict) else ""
                seeds.refused.append((operation_id, path, status, message[:160]))
