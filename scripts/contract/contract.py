"""The playground's HTTP contract as clients see it: a corpus of requests and the answers the
server gave, recorded once from a known-good binary and checked against any other.

The corpus (Tests/Contract/corpus.json) holds, for every case of cases.py, the request as sent
and the answer: status, the headers a client acts on, and the body (parsed JSON where it is
JSON, with run-to-run noise normalized as normalize.py explains). It covers every operation of
the OpenAPI document with good, bad and hostile requests; `check` fails if the document grows an
operation the corpus does not exercise.

Each group of cases runs against a fresh server on port 0 (the `share` group with `--share`,
for the presenter-token cases), given this checkout's Public/ and Lessons/.

Check a build (exit 1 on a difference not listed in Tests/Contract/intended-changes.json, on an
uncovered operation, or when cases.py and the corpus disagree):
    scripts/contract/check .build/debug/keypath-playground
Each difference prints as the case, its request, and `recorded -> observed` per member.

After an intended change:
1. List every case whose answer changes on purpose in Tests/Contract/intended-changes.json,
   with the request as `METHOD target` and a one-line reason (and say so in the README and the
   commit); `check` then reports those as intended and passes:
       [{"group": "writes", "case": "write unknown member",
         "request": "POST /api/bindings/progress.mapped", "reason": "the error names the member"}]
2. Once the change is on main, re-record from a build of it, read `git diff Tests/Contract`,
   and empty the list again:
       scripts/contract/record .build/debug/keypath-playground
To add cases, edit cases.py and re-record from a build whose answers are known good.
"""

import json
import os
import re
import sys

import cases as case_list
import harness
import normalize

CORPUS = os.path.join(harness.ROOT, "Tests", "Contract", "corpus.json")
INTENDED = os.path.join(harness.ROOT, "Tests", "Contract", "intended-changes.json")


def run_case(server, case):
    """The recorded answer to one case; a server that does not answer in time, or refuses the
    connection, gives an answer with no status and says so."""
    try:
        return answer_case(server, case)
    except OSError as error:  # socket.timeout is an OSError
        return {"status": None, "failure": f"{type(error).__name__}: no answer"}


def answer_case(server, case):
    request = case["request"]
    if "stream" in case:
        spec = case["stream"]
        status, headers, payload, trigger = harness.stream(server, request, spec.get("trigger"), spec["events"])
        result = normalize.answer(server, status, headers, b"", record_body=True)
        result.pop("text", None)
        result.pop("json", None)
        result["events"] = stream_lines(server, payload, spec["events"])
        if "trigger" in spec:
            result["trigger"] = trigger
        return result
    status, headers, body = harness.exchange(server, request)
    return normalize.answer(server, status, headers, body, record_body=case.get("recordBody", True))


def stream_lines(server, payload, count):
    """The stream up to its `count`-th event, line by line; a `data:` line that holds JSON is
    kept parsed (and normalized) so that member order does not matter there either."""
    text = payload.decode("utf-8", "replace")
    blocks = text.split("\n\n")
    kept, events = [], 0
    for block in blocks[:-1]:
        if events >= count:
            break
        kept.append(block)
        if "data:" in block:
            events += 1
    names = normalize.Names(server)
    lines = []
    for block in kept:
        for line in block.split("\n"):
            if line.startswith("data:"):
                try:
                    lines.append({"data": names.json(json.loads(line[5:]))})
                    continue
                except ValueError:
                    pass
            lines.append(names.text(line))
        lines.append("")
    return lines


def run(binary, groups, progress=None):
    """Runs every group against a fresh server; returns the groups with an answer per case."""
    recorded = []
    for group in groups:
        with harness.Server(binary, share=group["share"]) as server:
            answered = []
            for case in group["cases"]:
                if server.crashed():
                    result = {"status": None, "crashed": True}
                else:
                    result = run_case(server, case)
                answered.append({**case, "answer": result})
                if progress:
                    progress(group, case, result)
            alive = not server.crashed()
        recorded.append({**group, "cases": answered, "serverAlive": alive})
    return recorded


def operations(document):
    """(METHOD, regex) for every operation of an OpenAPI document."""
    found = []
    for path, item in document.get("paths", {}).items():
        pattern = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(path)) + "(\\?.*)?$"
        for method in item:
            if method in ("get", "post", "put", "delete", "patch", "head", "options"):
                found.append((method.upper(), path, re.compile(pattern), item[method].get("operationId")))
    return found


def uncovered(document, groups):
    """The document's operations that no case of the corpus exercises with an answer other
    than 404/405 (so a case that only reaches the wrong route does not count)."""
    missing = []
    for method, path, pattern, operation_id in operations(document):
        hit = any(c["request"]["method"] == method and pattern.match(c["request"]["target"])
                  and c["answer"].get("status") not in (None, 404, 405)
                  for g in groups for c in g["cases"])
        if not hit:
            missing.append(f"{method} {path} ({operation_id})")
    return missing


def openapi_document(groups):
    for group in groups:
        for c in group["cases"]:
            if c["request"]["target"] == "/api/openapi.json" and c["request"]["method"] == "GET" \
                    and c["answer"].get("status") == 200:
                return c["answer"]["json"]
    return {}


def request_line(request):
    target = request["target"]
    if len(target) > 80:
        target = target[:60] + f"…({len(target)} chars)"
    return f"{request['method']} {target}"


def record(binary):
    groups = run(binary, case_list.groups())
    missing = uncovered(openapi_document(groups), groups)
    dead = [g["name"] for g in groups if not g["serverAlive"]]
    corpus = {
        "about": "The playground's HTTP contract: requests and the answers clients get. "
                 "Recorded by scripts/contract/record, checked by scripts/contract/check; see scripts/contract/contract.py.",
        "recordedFrom": os.path.basename(binary),
        "groups": [{"name": g["name"], "share": g["share"],
                    "cases": [{k: v for k, v in c.items()} for c in g["cases"]]} for g in groups],
    }
    os.makedirs(os.path.dirname(CORPUS), exist_ok=True)
    with open(CORPUS, "w", encoding="utf-8") as file:
        file.write(readable(corpus) + "\n")
    count = sum(len(g["cases"]) for g in groups)
    print(f"recorded {count} cases in {len(groups)} groups to {os.path.relpath(CORPUS)}")
    for operation in missing:
        print(f"warning: no case exercises {operation}")
    for name in dead:
        print(f"warning: the server of group '{name}' died")
    return 1 if missing or dead else 0


def readable(value, indent=""):
    """JSON with one member or element a line, except that an object or array whose compact
    form is short, and an array of numbers, stays on one line: a reader scrolls less, and
    `git diff` still shows which answer changed."""
    compact = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    numbers = isinstance(value, list) and all(isinstance(v, (int, float)) for v in value)
    if not isinstance(value, (dict, list)) or not value or numbers or len(indent) + len(compact) <= 100:
        return compact
    inner = indent + " "
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {readable(v, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    items = [inner + readable(v, inner) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + indent + "]"


def load_intended():
    if not os.path.exists(INTENDED):
        return {}
    with open(INTENDED, encoding="utf-8") as file:
        entries = json.load(file)
    return {(e["group"], e["case"]): e for e in entries}


def check(binary):
    with open(CORPUS, encoding="utf-8") as file:
        corpus = json.load(file)
    intended = load_intended()
    failures = 0
    requests = {(g["name"], c["name"]): c["request"] for g in corpus["groups"] for c in g["cases"]}
    for key, entry in intended.items():
        request = requests.get(key)
        if request is None or entry.get("request") != f"{request['method']} {request['target']}":
            print(f"intended-changes entry matches no case of the corpus: [{key[0]}] {key[1]}: {entry.get('request')}")
            failures += 1
    stale = stale_cases(corpus)
    for line in stale:
        print(f"corpus out of date with cases.py: {line}")
    failures += len(stale)
    groups = [{"name": g["name"], "share": g["share"],
               "cases": [{k: v for k, v in c.items() if k != "answer"} for c in g["cases"]]}
              for g in corpus["groups"]]
    observed = run(binary, groups)
    differing = intended_seen = 0
    seen = set()
    for recorded_group, observed_group in zip(corpus["groups"], observed):
        for recorded_case, observed_case in zip(recorded_group["cases"], observed_group["cases"]):
            lines = normalize.differences(recorded_case["answer"], observed_case["answer"])
            if not lines:
                continue
            key = (recorded_group["name"], recorded_case["name"])
            entry = intended.get(key)
            label = "intended" if entry else "DIFFERENT"
            if entry:
                intended_seen += 1
                seen.add(key)
            else:
                differing += 1
            print(f"{label}: [{key[0]}] {key[1]}: {request_line(recorded_case['request'])}")
            for line in lines:
                print(f"    {line}")
            if entry:
                print(f"    reason: {entry['reason']}")
        if not observed_group["serverAlive"]:
            print(f"DIFFERENT: [{observed_group['name']}] the server died")
            differing += 1
    missing = uncovered(openapi_document(observed), observed)
    for operation in missing:
        print(f"UNCOVERED: the OpenAPI document has {operation}, which no case exercises; add cases and re-record")
    count = sum(len(g["cases"]) for g in corpus["groups"])
    print(f"{count} cases: {differing} unexpected differences, {intended_seen} intended, "
          f"{len(missing)} operations uncovered, {failures} problems with the corpus or the list")
    unseen = set(intended) - seen
    for group, name in sorted(unseen):
        print(f"note: the intended change of [{group}] {name} did not show; its entry can go")
    return 1 if differing or missing or failures else 0


def stale_cases(corpus):
    """Cases whose definition in cases.py differs from the corpus (added, removed or changed
    since recording): the corpus must be re-recorded for them to count."""
    def key(group, c):
        return group["name"], c["name"], json.dumps({k: v for k, v in c.items() if k != "answer"}, sort_keys=True)
    defined = {key(g, c) for g in case_list.groups() for c in g["cases"]}
    stored = {key(g, c) for g in corpus["groups"] for c in g["cases"]}
    return [f"[{g}] {n}" for g, n in sorted({(g, n) for g, n, _ in defined ^ stored})]


def main(mode):
    if len(sys.argv) != 2:
        print(f"usage: scripts/contract/{mode} PATH-TO-keypath-playground", file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    return record(binary) if mode == "record" else check(binary)
