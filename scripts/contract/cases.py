"""The fixed sequence of requests the corpus records, in groups. Each group runs against a fresh
server (state matters: a write's sequence number, a lab binding's id, an uploaded lesson), the
`share` group against one started with `--share`. Within a group the order is the order sent.

A case is {"name", "request": {"method", "target", "headers": [[name, value]], body…}} plus,
for the event stream, "stream": {"events": N, "trigger": request}. `{port}` and `{token}` in a
request stand for the run's port and presenter token (see harness.request_bytes).
"""

import json

JSON_TYPE = ["Content-Type", "application/json"]
AUTH = ["Authorization", "Bearer {token}"]

SCENES = ["progress", "haptics", "number", "color", "optional", "collection", "membership", "identity"]
BINDINGS = [
    "progress.mapped", "progress.rebuilt", "progress.computed", "haptics.mapped", "haptics.rebuilt",
    "number.mapped", "number.converted", "color.mapped", "color.converted", "optional.root",
    "optional.gentle", "optional.aggressive", "collection.first", "collection.outOfRange",
    "collection.chain", "membership.swift", "membership.linux", "membership.web",
    "identity.inlineA", "identity.inlineB", "identity.explicitA", "identity.explicitB", "identity.rebuilt",
]
LESSONS = ["slider-animation", "setter-hook", "silent-zero", "identity", "round-trips"]


def request(method, target, body=None, headers=None, **raw):
    """A request; `body` is a Python value sent as JSON, or a str sent as it is."""
    result = {"method": method, "target": target, "headers": headers if headers is not None else []}
    if body is not None:
        result["body"] = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)
        if headers is None:
            result["headers"] = [JSON_TYPE]
    result.update(raw)
    return result


def case(name, req, **extra):
    return {"name": name, "request": req, **extra}


def get(target, **kw):
    return request("GET", target, **kw)


def post(target, body, **kw):
    return request("POST", target, body, **kw)


def nested(depth, open_="[", close="]", inner="0"):
    """A body repeated rather than spelled out: `depth` levels of nesting around `inner`."""
    return {"prefix": "", "unit": open_, "times": depth, "suffix": inner + close * depth}


def reads():
    cases = [
        case("health", get("/healthz")),
        case("session", get("/api/session")),
        case("scenes", get("/api/scenes")),
        *[case(f"scene values {s}", get(f"/api/scenes/{s}/values")) for s in SCENES],
        case("scene values unknown", get("/api/scenes/nope/values")),
        case("scene values empty id", get("/api/scenes//values")),
        case("scene values traversal", get("/api/scenes/%2e%2e/values")),
        case("scene values upper case", get("/api/scenes/Progress/values")),
        case("state", get("/api/state")),
        case("state trailing slash", get("/api/state/")),
        case("state upper case path", get("/API/STATE")),
        case("state double slash", get("//api/state")),
        case("state with query", get("/api/state?x=1")),
        *[case(f"binding {b}", get(f"/api/bindings/{b}")) for b in BINDINGS],
        case("binding unknown", get("/api/bindings/nope")),
        case("binding scene only", get("/api/bindings/progress")),
        case("binding long id", get("/api/bindings/" + "a" * 4000)),
        case("binding NUL in id", get("/api/bindings/progress.mapped%00")),
        case("binding emoji id", get("/api/bindings/%F0%9F%98%80")),
        case("binding invalid UTF-8 id", get("/api/bindings/%FF%FE")),
        case("binding traversal", get("/api/bindings/..%2f..%2fPackage.swift")),
        case("binding with extra segment", get("/api/bindings/progress.mapped/extra")),
        case("transactions", get("/api/transactions")),
        case("unlogged writes", get("/api/transactions/unlogged")),
        case("transactions since 0", get("/api/transactions?since=0")),
        case("transactions limit 0", get("/api/transactions?limit=0")),
        case("transactions limit 1000", get("/api/transactions?limit=1000")),
        case("transactions limit 1001", get("/api/transactions?limit=1001")),
        case("transactions since -1", get("/api/transactions?since=-1")),
        case("transactions since max", get("/api/transactions?since=9223372036854775807")),
        case("transactions since max+1", get("/api/transactions?since=9223372036854775808")),
        case("transactions since huge", get("/api/transactions?since=" + "9" * 400)),
        case("transactions since text", get("/api/transactions?since=abc")),
        case("transactions since empty", get("/api/transactions?since=")),
        case("transactions limit fraction", get("/api/transactions?limit=1.5")),
        case("transactions limit plus", get("/api/transactions?limit=%2B5")),
        case("transactions unknown parameter", get("/api/transactions?unknown=1")),
        case("transactions repeated parameter", get("/api/transactions?since=1&since=2")),
        case("transactions NUL parameter", get("/api/transactions?since=1%00")),
        case("openapi", get("/api/openapi.json")),
        case("lessons", get("/api/lessons")),
        *[case(f"lesson {l}", get(f"/api/lessons/{l}")) for l in LESSONS],
        case("lesson unknown", get("/api/lessons/nope")),
        case("lesson traversal", get("/api/lessons/..%2f..%2fLessons%2f01-slider-animation.json")),
        case("lesson long id", get("/api/lessons/" + "x" * 4000)),
        case("presentation", get("/api/lesson")),
        case("lab catalogue", get("/api/lab/catalogue")),
        case("lab bindings", get("/api/lab/bindings")),
        case("lab binding unknown", get("/api/lab/bindings/lab-1")),
        case("lab binding odd id", get("/api/lab/bindings/lab-0x1")),
        case("lab compare without parameters", get("/api/lab/compare")),
        case("lab compare unknown", get("/api/lab/compare?left=lab-1&right=lab-2")),
        case("lab compare left only", get("/api/lab/compare?left=lab-1")),
        case("lab compare scene bindings", get("/api/lab/compare?left=progress.mapped&right=progress.computed")),
        case("HEAD state", request("HEAD", "/api/state")),
        case("HEAD health", request("HEAD", "/healthz")),
        case("OPTIONS state", request("OPTIONS", "/api/state")),
        case("unknown method", request("BREW", "/api/state")),
        case("PUT state", request("PUT", "/api/state", {})),
        case("PATCH binding", request("PATCH", "/api/bindings/progress.mapped", {"value": 0.5})),
        case("DELETE binding", request("DELETE", "/api/bindings/progress.mapped")),
        case("POST health", post("/healthz", {})),
        case("POST session", post("/api/session", {})),
        case("POST scenes", post("/api/scenes", {})),
        case("POST scene values", post("/api/scenes/progress/values", {})),
        case("POST transactions", post("/api/transactions", {})),
        case("POST openapi", post("/api/openapi.json", {})),
        case("DELETE lessons", request("DELETE", "/api/lessons")),
        case("POST lesson by id", post("/api/lessons/identity", {})),
        case("POST lab catalogue", post("/api/lab/catalogue", {})),
        case("POST lab compare", post("/api/lab/compare", {})),
        case("POST lab binding by id", post("/api/lab/bindings/lab-1", {})),
        case("GET render", get("/api/render")),
        case("GET reset", get("/api/reset")),
        case("GET restore", get("/api/restore")),
        case("unknown API path", get("/api/nope")),
        case("page", get("/"), recordBody=False),
        case("page index", get("/index.html"), recordBody=False),
        case("page lab", get("/lab.html"), recordBody=False),
        case("page script", get("/app.js"), recordBody=False),
        case("page style", get("/style.css"), recordBody=False),
        case("page icon", get("/favicon.svg"), recordBody=False),
        case("static missing", get("/nope.js")),
        case("static traversal", get("/../Package.swift")),
        case("static encoded traversal", get("/%2e%2e/%2e%2e/etc/passwd")),
        case("static encoded slash traversal", get("/..%2fPackage.swift")),
        case("static dot file", get("/.git/config")),
        case("static NUL", get("/index.html%00.js")),
        case("static backslash traversal", get("/..%5c..%5cPackage.swift")),
        case("static absolute target", get("http://127.0.0.1:{port}/api/state")),
        case("wrong Host", get("/api/state", headers=[["Host", "evil.example"]])),
        case("Host without port", get("/api/state", headers=[["Host", "127.0.0.1"]])),
        case("Host localhost", get("/api/state", headers=[["Host", "localhost:{port}"]])),
        case("health after reads", get("/healthz")),
    ]
    return cases


# A good write for each binding: a value of its type, in range, and now and then a transaction.
GOOD_WRITES = [
    ("progress.mapped", {"value": 0.9, "transaction": {"animation": {"curve": "easeInOut", "duration": 0.35}}}),
    ("progress.rebuilt", {"value": 0.4, "transaction": {"animation": {"curve": "spring", "response": 0.5, "dampingFraction": 0.8}}}),
    ("progress.computed", {"value": 0.1, "transaction": {"disablesAnimations": True}}),
    ("progress.mapped", {"value": 0.1}),
    ("progress.mapped", {"value": 0.5, "transaction": None}),
    ("progress.mapped", {"value": 0.5, "transaction": {"animation": None}}),
    ("progress.mapped", {"value": 0.3, "transaction": {"animation": {"curve": "linear", "duration": 1, "delay": 0.2, "speed": 2}}}),
    ("haptics.mapped", {"value": 0.9}),
    ("haptics.rebuilt", {"value": 0.2, "transaction": {"animation": {"curve": "default"}}}),
    ("number.mapped", {"value": "17"}),
    ("number.mapped", {"value": "12a"}),
    ("number.converted", {"value": "12a"}),
    ("number.converted", {"value": "-5"}),
    ("color.mapped", {"value": "#ff0000"}),
    ("color.mapped", {"value": "red"}),
    ("color.converted", {"value": "#00FF00"}),
    ("color.converted", {"value": "#12"}),
    ("optional.root", {"value": "hello"}),
    ("optional.root", {"value": None}),
    ("optional.gentle", {"value": "gentle"}),
    ("optional.gentle", {"value": ""}),
    ("optional.aggressive", {"value": "aggressive"}),
    ("optional.aggressive", {"value": ""}),
    ("collection.first", {"value": 13}),
    ("collection.first", {"value": None}),
    ("collection.outOfRange", {"value": 99}),
    ("collection.outOfRange", {"value": None}),
    ("collection.chain", {"value": 2.5}),
    ("membership.swift", {"value": False}),
    ("membership.linux", {"value": True}),
    ("membership.web", {"value": True}),
    ("membership.web", {"value": True}),
    ("identity.inlineA", {"value": 2}),
    ("identity.inlineB", {"value": 3}),
    ("identity.explicitA", {"value": 4}),
    ("identity.explicitB", {"value": 5}),
    ("identity.rebuilt", {"value": 6.5}),
]

B = "/api/bindings/progress.mapped"


def writes():
    cases = [case(f"write {i + 1:02} {binding}", post(f"/api/bindings/{binding}", body))
             for i, (binding, body) in enumerate(GOOD_WRITES)]
    bad = [
        ("malformed JSON", request("POST", B, "{\"value\": ")),
        ("not JSON", request("POST", B, "value=0.5")),
        ("empty body", request("POST", B, "")),
        ("no body", request("POST", B, headers=[JSON_TYPE])),
        ("body is an array", post(B, [0.5])),
        ("body is a number", post(B, 0.5)),
        ("body is null", post(B, "null")),
        ("trailing garbage", request("POST", B, "{\"value\": 0.5} x")),
        ("two documents", request("POST", B, "{\"value\": 0.5}{\"value\": 0.6}")),
        ("missing value", post(B, {})),
        ("unknown member", post(B, {"value": 0.5, "extra": 1})),
        ("duplicate member", request("POST", B, "{\"value\": 0.5, \"value\": 0.6}")),
        ("value wrong type string", post(B, {"value": "0.5"})),
        ("value wrong type bool", post(B, {"value": True})),
        ("value wrong type object", post(B, {"value": {"x": 1}})),
        ("value null on non-optional", post(B, {"value": None})),
        ("value above range", post(B, {"value": 1.5})),
        ("value below range", post(B, {"value": -0.5})),
        ("value huge", post(B, {"value": 1e308})),
        ("value overflowing double", request("POST", B, "{\"value\": 1e999}")),
        ("value NaN", request("POST", B, "{\"value\": NaN}")),
        ("value Infinity", request("POST", B, "{\"value\": Infinity}")),
        ("value huge integer", request("POST", B, "{\"value\": " + "9" * 400 + "}")),
        ("value negative zero", request("POST", B, "{\"value\": -0}")),
        ("value leading zeros", request("POST", B, "{\"value\": 00.5}")),
        ("integer binding fraction", post("/api/bindings/collection.first", {"value": 1.5})),
        ("integer binding huge", request("POST", "/api/bindings/collection.first", "{\"value\": 9223372036854775808}")),
        ("integer binding max", request("POST", "/api/bindings/collection.first", "{\"value\": 9223372036854775807}")),
        ("integer binding min", request("POST", "/api/bindings/collection.first", "{\"value\": -9223372036854775808}")),
        ("float binding beyond Float", post("/api/bindings/haptics.mapped", {"value": 1e39})),
        ("bool binding number", post("/api/bindings/membership.swift", {"value": 1})),
        ("string binding number", post("/api/bindings/number.mapped", {"value": 17})),
        ("string binding NUL", post("/api/bindings/optional.gentle", {"value": "a\u0000b"})),
        ("string binding odd Unicode", post("/api/bindings/optional.gentle", {"value": "e\u0301\u202e\ufeff\U0001f600\u2028"})),
        ("string binding lone surrogate", request("POST", "/api/bindings/optional.gentle", "{\"value\": \"\\ud800\"}")),
        ("string binding invalid UTF-8", request("POST", "/api/bindings/optional.gentle", headers=[JSON_TYPE], bodyHex="7b2276616c7565223a2022ff227d")),
        ("string binding long", request("POST", "/api/bindings/optional.gentle", headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"value\": \"", "unit": "a", "times": 10000, "suffix": "\"}"})),
        ("number binding long text", request("POST", "/api/bindings/number.mapped", headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"value\": \"", "unit": "9", "times": 5000, "suffix": "\"}"})),
        ("color binding NUL", post("/api/bindings/color.mapped", {"value": "#ff0000\u0000"})),
        ("deep nesting value", request("POST", B, headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"value\": ", "unit": "[", "times": 5000, "suffix": "0" + "]" * 5000 + "}"})),
        ("deep nesting body", request("POST", B, headers=[JSON_TYPE], bodyRepeat=nested(20000))),
        ("deep nesting objects", request("POST", B, headers=[JSON_TYPE], bodyRepeat={"prefix": "", "unit": "{\"a\":", "times": 3000, "suffix": "0" + "}" * 3000})),
        ("transaction unknown member", post(B, {"value": 0.5, "transaction": {"speed": 2}})),
        ("transaction wrong type", post(B, {"value": 0.5, "transaction": "fast"})),
        ("animation unknown curve", post(B, {"value": 0.5, "transaction": {"animation": {"curve": "bounce"}}})),
        ("animation missing curve", post(B, {"value": 0.5, "transaction": {"animation": {"duration": 1}}})),
        ("animation negative duration", post(B, {"value": 0.5, "transaction": {"animation": {"curve": "linear", "duration": -1}}})),
        ("animation zero speed", post(B, {"value": 0.5, "transaction": {"animation": {"curve": "linear", "speed": 0}}})),
        ("animation huge duration", post(B, {"value": 0.5, "transaction": {"animation": {"curve": "linear", "duration": 1e300}}})),
        ("animation unknown member", post(B, {"value": 0.5, "transaction": {"animation": {"curve": "linear", "bounce": 1}}})),
        ("disablesAnimations wrong type", post(B, {"value": 0.5, "transaction": {"disablesAnimations": "yes"}})),
        ("unknown binding", post("/api/bindings/nope", {"value": 0.5})),
        ("long binding id", post("/api/bindings/" + "b" * 4000, {"value": 0.5})),
        ("traversal binding id", post("/api/bindings/..%2fstate", {"value": 0.5})),
        ("no content type", request("POST", B, json.dumps({"value": 0.5}), headers=[])),
        ("text content type", request("POST", B, json.dumps({"value": 0.5}), headers=[["Content-Type", "text/plain"]])),
        ("form content type", request("POST", B, "value=0.5", headers=[["Content-Type", "application/x-www-form-urlencoded"]])),
        ("content type with charset", request("POST", B, json.dumps({"value": 0.55}), headers=[["Content-Type", "application/json; charset=utf-8"]])),
        ("content type upper case", request("POST", B, json.dumps({"value": 0.56}), headers=[["Content-Type", "APPLICATION/JSON"]])),
        ("content type json-ish", request("POST", B, json.dumps({"value": 0.5}), headers=[["Content-Type", "application/jsonx"]])),
        ("oversized body", request("POST", B, headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"value\": 0.5, \"pad\": \"", "unit": "x", "times": 70000, "suffix": "\"}"})),
        ("oversized declared length", request("POST", B, headers=[JSON_TYPE, ["Content-Length", "100000000"]])),
        ("cross-origin", post(B, {"value": 0.5}, headers=[JSON_TYPE, ["Origin", "http://evil.example"]])),
        ("same origin", post(B, {"value": 0.57}, headers=[JSON_TYPE, ["Origin", "http://127.0.0.1:{port}"]])),
        ("null origin", post(B, {"value": 0.5}, headers=[JSON_TYPE, ["Origin", "null"]])),
        ("chunked body", request("POST", B, headers=[JSON_TYPE, ["Transfer-Encoding", "chunked"]], body="10\r\n{\"value\": 0.58} \r\n0\r\n\r\n")),
    ]
    cases += [case(f"write {name}", req) for name, req in bad]
    cases += [
        case("state after writes", get("/api/state")),
        case("scenes after writes", get("/api/scenes")),
        case("identity values after writes", get("/api/scenes/identity/values")),
        case("transactions after writes", get("/api/transactions")),
        case("transactions since 30", get("/api/transactions?since=30")),
        case("transactions limit 2", get("/api/transactions?limit=2")),
        case("transactions since 3 limit 1", get("/api/transactions?since=3&limit=1")),
        case("transactions since future", get("/api/transactions?since=1000")),
        case("unlogged writes after writes", get("/api/transactions/unlogged")),
        case("health after writes", get("/healthz")),
    ]
    return cases


def render_reset_restore():
    return [
        case("render", post("/api/render", {})),
        case("render again", post("/api/render", {})),
        case("identity values after renders", get("/api/scenes/identity/values")),
        case("render unknown member", post("/api/render", {"scene": "identity"})),
        case("render array", post("/api/render", [])),
        case("render malformed", request("POST", "/api/render", "{")),
        case("render no content type", request("POST", "/api/render", "{}", headers=[])),
        case("render oversized", request("POST", "/api/render", headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"p\": \"", "unit": "x", "times": 70000, "suffix": "\"}"})),
        case("write before reset", post("/api/bindings/number.mapped", {"value": "7"})),
        case("write 2 before reset", post("/api/bindings/progress.mapped", {"value": 0.8})),
        case("reset one scene", post("/api/reset", {"scenes": ["number"]})),
        case("state after one reset", get("/api/state")),
        case("reset all", post("/api/reset", {})),
        case("reset every scene named", post("/api/reset", {"scenes": SCENES})),
        case("reset empty list", post("/api/reset", {"scenes": []})),
        case("reset unknown scene", post("/api/reset", {"scenes": ["nope"]})),
        case("reset scene wrong type", post("/api/reset", {"scenes": "number"})),
        case("reset scene number", post("/api/reset", {"scenes": [1]})),
        case("reset duplicate scenes", post("/api/reset", {"scenes": ["number", "number"]})),
        case("reset unknown member", post("/api/reset", {"all": True})),
        case("reset NUL scene", post("/api/reset", {"scenes": ["number\u0000"]})),
        case("reset long scene list", request("POST", "/api/reset", headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"scenes\": [", "unit": "\"number\",", "times": 5000, "suffix": "\"number\"]}"})),
        case("transactions after resets", get("/api/transactions")),
        case("restore sequence 2", post("/api/restore", {"sequence": 2})),
        case("state after restore 2", get("/api/state")),
        case("restore sequence 0", post("/api/restore", {"sequence": 0})),
        case("restore future sequence", post("/api/restore", {"sequence": 999})),
        case("restore negative sequence", post("/api/restore", {"sequence": -1})),
        case("restore fractional sequence", post("/api/restore", {"sequence": 1.5})),
        case("restore huge sequence", request("POST", "/api/restore", "{\"sequence\": 99999999999999999999999}")),
        case("restore sequence as text", post("/api/restore", {"sequence": "1"})),
        case("restore roots", post("/api/restore", {"roots": {"number": 7, "color": "#00ff00", "membership": ["web", "linux"]}})),
        case("state after restore roots", get("/api/state")),
        case("restore every root", post("/api/restore", {"roots": {"progress": 0.5, "haptics": 0.25, "number": 1, "color": "#000000", "optional": "x", "collection": [1, 2], "membership": [], "identity": 2}})),
        case("restore roots empty", post("/api/restore", {"roots": {}})),
        case("restore unknown root", post("/api/restore", {"roots": {"nope": 1}})),
        case("restore root wrong type", post("/api/restore", {"roots": {"number": "seven"}})),
        case("restore root out of range", post("/api/restore", {"roots": {"progress": 7}})),
        case("restore number root fraction", post("/api/restore", {"roots": {"number": 1.5}})),
        case("restore number root huge", request("POST", "/api/restore", "{\"roots\": {\"number\": 1e300}}")),
        case("restore bad colour", post("/api/restore", {"roots": {"color": "#zzzzzz"}})),
        case("restore collection of strings", post("/api/restore", {"roots": {"collection": ["a"]}})),
        case("restore long collection", request("POST", "/api/restore", headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"roots\": {\"collection\": [", "unit": "1,", "times": 20000, "suffix": "1]}}"})),
        case("restore deep collection", request("POST", "/api/restore", headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"roots\": {\"collection\": ", "unit": "[", "times": 2000, "suffix": "1" + "]" * 2000 + "}}"})),
        case("restore both forms", post("/api/restore", {"sequence": 0, "roots": {"number": 1}})),
        case("restore neither", post("/api/restore", {})),
        case("restore unknown member", post("/api/restore", {"sequence": 0, "x": 1})),
        case("restore roots null", post("/api/restore", {"roots": None})),
        case("restore NUL membership", post("/api/restore", {"roots": {"membership": ["sw\u0000ift"]}})),
        case("restore odd Unicode optional", post("/api/restore", {"roots": {"optional": "\u202e\U0001f600\ufeff"}})),
        case("state after restores", get("/api/state")),
        case("transactions after restores", get("/api/transactions")),
    ]


LESSON = {
    "format": "keypath-playground/lesson", "version": 1, "id": "my-lesson", "title": "My lesson",
    "summary": "A lesson of my own.",
    "steps": [
        {"title": "First", "scene": "progress", "instruction": "Press Do it.", "lookFor": "The bar moves.",
         "highlight": ["progress.mapped"],
         "perform": [{"write": "progress.mapped", "value": 0.9, "transaction": {"animation": {"curve": "easeInOut"}}}]},
        {"title": "Second", "scene": "identity", "instruction": "Render.", "lookFor": "Identities.",
         "perform": [{"render": True}, {"reset": ["progress"]}]},
    ],
}


def lesson_with(**changes):
    lesson = json.loads(json.dumps(LESSON))
    for key, value in changes.items():
        if value is None:
            lesson.pop(key, None)
        else:
            lesson[key] = value
    return lesson


def step_with(**changes):
    step = dict(LESSON["steps"][0])
    step.update(changes)
    return lesson_with(id="bad-step", steps=[step])


def lessons():
    L = "/api/lessons"
    return [
        case("add lesson", post(L, LESSON)),
        case("lessons after add", get(L)),
        case("added lesson", get("/api/lessons/my-lesson")),
        case("add lesson again", post(L, LESSON)),
        case("add lesson replacing shipped id", post(L, lesson_with(id="identity"))),
        case("add lesson wrong format", post(L, lesson_with(format="other"))),
        case("add lesson wrong version", post(L, lesson_with(version=2))),
        case("add lesson version as text", post(L, lesson_with(version="1"))),
        case("add lesson missing id", post(L, lesson_with(id=None))),
        case("add lesson bad id", post(L, lesson_with(id="Bad Id"))),
        case("add lesson traversal id", post(L, lesson_with(id="../../etc"))),
        case("add lesson long id", post(L, lesson_with(id="a" * 65))),
        case("add lesson id of 64", post(L, lesson_with(id="a" * 64))),
        case("add lesson empty title", post(L, lesson_with(id="t1", title=""))),
        case("add lesson long title", post(L, lesson_with(id="t2", title="t" * 121))),
        case("add lesson long summary", post(L, lesson_with(id="t3", summary="s" * 1001))),
        case("add lesson no steps", post(L, lesson_with(id="t4", steps=[]))),
        case("add lesson 41 steps", post(L, lesson_with(id="t5", steps=[LESSON["steps"][1]] * 41))),
        case("add lesson unknown member", post(L, lesson_with(id="t6", extra=True))),
        case("add lesson step unknown scene", post(L, step_with(scene="nope"))),
        case("add lesson step unknown member", post(L, step_with(extra=1))),
        case("add lesson step missing lookFor", post(L, lesson_with(id="t7", steps=[{k: v for k, v in LESSON["steps"][0].items() if k != "lookFor"}]))),
        case("add lesson perform unknown binding", post(L, step_with(perform=[{"write": "nope", "value": 1}]))),
        case("add lesson perform bad value", post(L, step_with(perform=[{"write": "progress.mapped", "value": "x"}]))),
        case("add lesson perform render false", post(L, step_with(perform=[{"render": False}]))),
        case("add lesson perform reset unknown", post(L, step_with(perform=[{"reset": ["nope"]}]))),
        case("add lesson perform two actions", post(L, step_with(perform=[{"render": True, "reset": ["progress"]}]))),
        case("add lesson nine performs", post(L, step_with(perform=[{"render": True}] * 9))),
        case("add lesson nine highlights", post(L, step_with(highlight=["progress.mapped"] * 9))),
        case("add lesson highlight unknown", post(L, step_with(highlight=["nope"]))),
        case("add lesson NUL title", post(L, lesson_with(id="t8", title="a\u0000b"))),
        case("add lesson odd Unicode", post(L, lesson_with(id="t9", title="\u202e\U0001f600 e\u0301"))),
        case("add lesson malformed", request("POST", L, "{\"format\":")),
        case("add lesson array", post(L, [LESSON])),
        case("add lesson no content type", request("POST", L, json.dumps(LESSON), headers=[])),
        case("add lesson deep nesting", request("POST", L, headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"steps\": ", "unit": "[", "times": 5000, "suffix": "]" * 5000 + "}"})),
        case("add lesson oversized", request("POST", L, headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"summary\": \"", "unit": "s", "times": 70000, "suffix": "\"}"})),
        case("lessons after bad adds", get(L)),
        case("lesson t9", get("/api/lessons/t9")),
        case("present lesson", post("/api/lesson", {"lesson": "my-lesson", "step": 0})),
        case("presentation after present", get("/api/lesson")),
        case("state after present", get("/api/state")),
        case("present next step", post("/api/lesson", {"lesson": "my-lesson", "step": 1})),
        case("present step beyond", post("/api/lesson", {"lesson": "my-lesson", "step": 2})),
        case("present huge step", request("POST", "/api/lesson", "{\"lesson\": \"my-lesson\", \"step\": 99999999999999999999}")),
        case("present negative step", post("/api/lesson", {"lesson": "my-lesson", "step": -1})),
        case("present fractional step", post("/api/lesson", {"lesson": "my-lesson", "step": 0.5})),
        case("present unknown lesson", post("/api/lesson", {"lesson": "nope", "step": 0})),
        case("present missing step", post("/api/lesson", {"lesson": "my-lesson"})),
        case("present unknown member", post("/api/lesson", {"lesson": "my-lesson", "step": 0, "x": 1})),
        case("present lesson as number", post("/api/lesson", {"lesson": 1, "step": 0})),
        case("present shipped lesson", post("/api/lesson", {"lesson": "slider-animation", "step": 2})),
        case("presentation of shipped", get("/api/lesson")),
        case("end presentation", post("/api/lesson", {"lesson": None, "step": 0})),
        case("presentation after end", get("/api/lesson")),
        case("present no content type", request("POST", "/api/lesson", json.dumps({"lesson": None, "step": 0}), headers=[])),
        case("transactions after lessons", get("/api/transactions")),
    ]


LAB = "/api/lab/bindings"
LAB_GOOD = [
    {"root": {"type": "Float", "value": 0.5}, "steps": [{"step": "to", "type": "Double"}]},
    {"root": {"type": "Float", "value": 0.5}, "steps": [{"step": "to", "type": "Double"}]},
    {"root": {"type": "Int"}},
    {"root": {"type": "[Int]", "value": [1, 2, 3]}, "steps": [{"step": "safeIndex", "index": 1}]},
    {"root": {"type": "String?", "value": None}, "steps": [{"step": "unwrapped", "default": ""}]},
    {"root": {"type": "Set<String>", "value": ["a"]}, "steps": [{"step": "contains", "element": "a"}]},
    {"root": {"type": "Double", "value": 2}, "steps": [{"step": "clamped", "lower": 0, "upper": 1}, {"step": "onDidSet"}]},
    {"root": {"type": "RGB", "value": "#112233"}, "steps": [{"step": "hex"}]},
    {"root": {"type": "String", "value": "12"}, "steps": [{"step": "parsed"}]},
]


def lab():
    cases = [case(f"lab create {i + 1}", post(LAB, body)) for i, body in enumerate(LAB_GOOD)]
    bad = [
        ("empty", {}),
        ("unknown root type", {"root": {"type": "Decimal"}}),
        ("root type wrong type", {"root": {"type": 1}}),
        ("root value wrong type", {"root": {"type": "Int", "value": "x"}}),
        ("root value fraction for Int", {"root": {"type": "Int", "value": 1.5}}),
        ("root value out of UInt8", {"root": {"type": "UInt8", "value": 300}}),
        ("root value huge", {"root": {"type": "Double", "value": 1e308}}),
        ("root unknown member", {"root": {"type": "Int", "x": 1}}),
        ("unknown member", {"root": {"type": "Int"}, "x": 1}),
        ("unknown step", {"root": {"type": "Int"}, "steps": [{"step": "teleport"}]}),
        ("step missing name", {"root": {"type": "Int"}, "steps": [{}]}),
        ("step not applicable", {"root": {"type": "Bool"}, "steps": [{"step": "safeIndex", "index": 0}]}),
        ("step unknown parameter", {"root": {"type": "Float"}, "steps": [{"step": "to", "type": "Double", "x": 1}]}),
        ("step bad parameter", {"root": {"type": "Float"}, "steps": [{"step": "to", "type": "Quaternion"}]}),
        ("step huge index", {"root": {"type": "[Int]", "value": [1]}, "steps": [{"step": "safeIndex", "index": 1e300}]}),
        ("step negative index", {"root": {"type": "[Int]", "value": [1]}, "steps": [{"step": "unsafeIndex", "index": -1}]}),
        ("17 steps", {"root": {"type": "Double"}, "steps": [{"step": "onDidSet"}] * 17}),
        ("steps not an array", {"root": {"type": "Double"}, "steps": {"step": "onDidSet"}}),
        ("NUL in string root", {"root": {"type": "String", "value": "a\u0000b"}}),
        ("odd Unicode in string root", {"root": {"type": "String", "value": "\u202e\U0001f600e\u0301"}}),
    ]
    cases += [case(f"lab create {name}", post(LAB, body)) for name, body in bad]
    cases += [
        case("lab create malformed", request("POST", LAB, "{\"root\":")),
        case("lab create no content type", request("POST", LAB, json.dumps(LAB_GOOD[0]), headers=[])),
        case("lab create deep nesting", request("POST", LAB, headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"root\": {\"type\": \"[Int]\", \"value\": ", "unit": "[", "times": 3000, "suffix": "]" * 3000 + "}}"})),
        case("lab create oversized", request("POST", LAB, headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"root\": {\"type\": \"String\", \"value\": \"", "unit": "x", "times": 70000, "suffix": "\"}}"})),
        case("lab bindings", get(LAB)),
        *[case(f"lab binding lab-{i}", get(f"{LAB}/lab-{i}")) for i in range(1, len(LAB_GOOD) + 1)],
        case("lab binding unknown", get(f"{LAB}/lab-99")),
        case("lab binding long id", get(f"{LAB}/" + "l" * 4000)),
        case("lab laws", get(f"{LAB}/lab-1/laws")),
        case("lab laws unknown", get(f"{LAB}/lab-99/laws")),
        case("lab laws long id", get(f"{LAB}/" + "l" * 4000 + "/laws")),
        case("lab laws POST", post(f"{LAB}/lab-1/laws", {})),
        case("lab redraws", get(f"{LAB}/lab-1/redraws")),
        case("lab redraws 30 ticks", get(f"{LAB}/lab-1/redraws?ticks=30")),
        case("lab redraws 0 ticks", get(f"{LAB}/lab-1/redraws?ticks=0")),
        case("lab redraws 101 ticks", get(f"{LAB}/lab-1/redraws?ticks=101")),
        case("lab redraws ticks not a number", get(f"{LAB}/lab-1/redraws?ticks=ten")),
        case("lab redraws unknown", get(f"{LAB}/lab-99/redraws")),
        case("lab redraws POST", post(f"{LAB}/lab-1/redraws", {})),
        case("lab compare equal", get("/api/lab/compare?left=lab-1&right=lab-2")),
        case("lab compare different", get("/api/lab/compare?left=lab-1&right=lab-3")),
        case("lab compare parts", get("/api/lab/compare?left=lab-1.chain&right=lab-1.closure")),
        case("lab compare self", get("/api/lab/compare?left=lab-1&right=lab-1")),
        case("lab compare unknown right", get("/api/lab/compare?left=lab-1&right=lab-99")),
        case("lab compare NUL", get("/api/lab/compare?left=lab-1%00&right=lab-1")),
        case("lab write chain", post("/api/bindings/lab-1.chain", {"value": 0.75})),
        case("lab write closure", post("/api/bindings/lab-1.closure", {"value": 0.25})),
        case("lab write hooked", post("/api/bindings/lab-7.chain", {"value": 5})),
        case("lab write bad value", post("/api/bindings/lab-1.chain", {"value": "x"})),
        case("lab binding after writes", get(f"{LAB}/lab-1")),
        case("lab read binding", get("/api/bindings/lab-1.chain")),
        case("lab delete", request("DELETE", f"{LAB}/lab-2")),
        case("lab delete again", request("DELETE", f"{LAB}/lab-2")),
        case("lab delete with body", request("DELETE", f"{LAB}/lab-3", {})),
        case("lab delete with text body", request("DELETE", f"{LAB}/lab-4", "x", headers=[["Content-Type", "text/plain"]])),
        case("lab delete unknown", request("DELETE", f"{LAB}/nope")),
        case("lab delete long id", request("DELETE", f"{LAB}/" + "d" * 4000)),
        case("lab delete list", request("DELETE", LAB)),
        case("lab PUT binding", request("PUT", f"{LAB}/lab-1", {})),
        case("lab bindings after deletes", get(LAB)),
        case("lab create after deletes", post(LAB, LAB_GOOD[2])),
        case("lab compare deleted", get("/api/lab/compare?left=lab-1&right=lab-2")),
        case("transactions after lab", get("/api/transactions")),
        # Last, so that the listings above stay short: a root of 5,000 elements (10 kB as JSON).
        case("lab create long array", request("POST", LAB, headers=[JSON_TYPE], bodyRepeat={"prefix": "{\"root\": {\"type\": \"[Int]\", \"value\": [", "unit": "1,", "times": 4999, "suffix": "1]}}"})),
    ]
    return cases


def events():
    E = "/api/events"
    return [
        case("events first event", get(E), stream={"events": 1}),
        case("events after a write", get(E), stream={"events": 2, "trigger": post("/api/bindings/progress.mapped", {"value": 0.6})}),
        case("events after a reset", get(E), stream={"events": 2, "trigger": post("/api/reset", {"scenes": ["progress"]})}),
        case("events after a render", get(E), stream={"events": 2, "trigger": post("/api/render", {})}),
        case("events after a restore", get(E), stream={"events": 2, "trigger": post("/api/restore", {"roots": {"number": 3}})}),
        case("events after a lesson", get(E), stream={"events": 2, "trigger": post("/api/lesson", {"lesson": "identity", "step": 1})}),
        case("events after a lab create", get(E), stream={"events": 2, "trigger": post(LAB, LAB_GOOD[0])}),
        case("events after a lab delete", get(E), stream={"events": 2, "trigger": request("DELETE", f"{LAB}/lab-1")}),
        case("events after a refused write", get(E), stream={"events": 2, "trigger": post("/api/bindings/progress.mapped", {"value": 7})}),
        case("events with query", get(E + "?since=1"), stream={"events": 1}),
        case("events asking for JSON", get(E, headers=[["Accept", "application/json"]]), stream={"events": 1}),
        case("events with Last-Event-ID", get(E, headers=[["Last-Event-ID", "1"]]), stream={"events": 1}),
        case("POST events", post(E, {})),
        case("DELETE events", request("DELETE", E)),
    ]


EXPORT = "/api/export/swift-test"
RECORDING_WRITE = {
    "sequence": 1, "binding": "progress.mapped", "scene": "progress",
    "value": {"written": 0.5, "readBack": 0.5}, "root": {"before": 0.25, "after": 0.5},
    "transaction": {"ambient": {"animation": {"curve": "easeInOut"}}, "binding": {"animation": {"curve": "easeInOut"}},
                    "committed": {"animation": {"curve": "easeInOut"}}, "animationRequested": True,
                    "animationPreserved": True},
    "hooks": [],
}
RECORDING_REJECTED = {
    "entry": "rejected", "binding": "number.mapped", "value": {"written": "twelve"},
    "transaction": {"ambient": None}, "reason": "\"twelve\" is not a valid Int", "root": 42,
}


def recording(*entries, **members):
    return {"format": "keypath-playground/recording", "version": 1, "recordedAt": "2026-01-01T00:00:00Z",
            "start": {"sequence": 0, "roots": {"progress": 0.25}}, "entries": list(entries), **members}


def export():
    log = "/api/transactions/swift-test"
    return [
        case("export empty log", get(log)),
        case("write for export", post("/api/bindings/progress.mapped",
                                      {"value": 0.5, "transaction": {"animation": {"curve": "easeInOut"}}})),
        case("lab create for export", post(LAB, {"root": {"type": "Int", "value": 7}, "steps": [{"step": "parsed"}]})),
        case("lab write for export", post("/api/bindings/lab-1.chain", {"value": "12"})),
        case("reset for export", post("/api/reset", {"scenes": ["progress"]})),
        case("export log", get(log)),
        case("export log span named", get(f"{log}?since=1&until=2&name=span%20of%20two")),
        case("export log empty span", get(f"{log}?since=3&until=3")),
        case("export log since ahead", get(f"{log}?since=99")),
        case("export log until ahead", get(f"{log}?until=99")),
        case("export log until before since", get(f"{log}?since=2&until=1")),
        case("export log negative since", get(f"{log}?since=-1")),
        case("export log until not a number", get(f"{log}?until=x")),
        case("export lab", get("/api/lab/bindings/lab-1/swift-test")),
        case("export lab named", get("/api/lab/bindings/lab-1/swift-test?name=parsed")),
        case("export lab unknown", get("/api/lab/bindings/lab-9/swift-test")),
        case("export recording", post(f"{EXPORT}?name=slider", recording(RECORDING_WRITE))),
        case("export recording with a refused write", post(EXPORT, recording(RECORDING_WRITE, RECORDING_REJECTED))),
        case("export recording with a lab binding", post(EXPORT, recording(
            {**RECORDING_WRITE, "binding": "lab-4.chain", "scene": "lab-4", "value": {"written": 2, "readBack": 2},
             "root": {"before": 1, "after": 2}, "transaction": {"ambient": None, "binding": None, "committed": {},
                                                                 "animationRequested": False, "animationPreserved": False}},
            labs={"lab-4": {"root": {"type": "Int", "value": 1}, "steps": []}}))),
        case("export recording malformed", request("POST", EXPORT, "{")),
        case("export recording wrong format", post(EXPORT, {"format": "keypath-playground/lesson"})),
        case("export recording without roots", post(EXPORT, {"format": "keypath-playground/recording", "entries": []})),
        case("export recording unknown entry", post(EXPORT, recording({"entry": "undo"}))),
        case("export recording unknown scene", post(EXPORT, recording({**RECORDING_WRITE, "binding": "nope.x"}))),
        case("export recording lab without definition", post(EXPORT, recording({**RECORDING_WRITE, "binding": "lab-4.chain"}))),
        case("export recording not JSON content type", request("POST", EXPORT, "{}", headers=[["Content-Type", "text/plain"]])),
        case("export recording array", post(EXPORT, [])),
        case("export method not allowed", request("DELETE", EXPORT)),
    ]


def share():
    S = "/api/bindings/progress.mapped"
    return [
        case("session without token", get("/api/session")),
        case("session with token", get("/api/session", headers=[AUTH])),
        case("session wrong token", get("/api/session", headers=[["Authorization", "Bearer 00"]])),
        case("session lower-case scheme", get("/api/session", headers=[["Authorization", "bearer {token}"]])),
        case("session basic scheme", get("/api/session", headers=[["Authorization", "Basic {token}"]])),
        case("session token without scheme", get("/api/session", headers=[["Authorization", "{token}"]])),
        case("state for a viewer", get("/api/state")),
        case("scenes for a viewer", get("/api/scenes")),
        case("write without token", post(S, {"value": 0.5})),
        case("write wrong token", post(S, {"value": 0.5}, headers=[JSON_TYPE, ["Authorization", "Bearer nope"]])),
        case("write token with NUL", post(S, {"value": 0.5}, headers=[JSON_TYPE, ["Authorization", "Bearer {token}%00"]])),
        case("write long token", post(S, {"value": 0.5}, headers=[JSON_TYPE, ["Authorization", "Bearer " + "f" * 8000]])),
        case("write with token", post(S, {"value": 0.5}, headers=[JSON_TYPE, AUTH])),
        case("bad write with token", post(S, {"value": "x"}, headers=[JSON_TYPE, AUTH])),
        case("bad write without token", post(S, {"value": "x"})),
        case("malformed write without token", request("POST", S, "{")),
        case("write without token or content type", request("POST", S, "{}", headers=[])),
        case("render without token", post("/api/render", {})),
        case("render with token", post("/api/render", {}, headers=[JSON_TYPE, AUTH])),
        case("reset without token", post("/api/reset", {})),
        case("reset with token", post("/api/reset", {}, headers=[JSON_TYPE, AUTH])),
        case("restore without token", post("/api/restore", {"sequence": 0})),
        case("restore with token", post("/api/restore", {"sequence": 0}, headers=[JSON_TYPE, AUTH])),
        case("add lesson without token", post("/api/lessons", LESSON)),
        case("add lesson with token", post("/api/lessons", LESSON, headers=[JSON_TYPE, AUTH])),
        case("present without token", post("/api/lesson", {"lesson": "identity", "step": 0})),
        case("present with token", post("/api/lesson", {"lesson": "identity", "step": 0}, headers=[JSON_TYPE, AUTH])),
        case("lab create without token", post(LAB, LAB_GOOD[0])),
        case("lab create with token", post(LAB, LAB_GOOD[0], headers=[JSON_TYPE, AUTH])),
        case("lab delete without token", request("DELETE", f"{LAB}/lab-1")),
        case("lab delete with token", request("DELETE", f"{LAB}/lab-1", headers=[AUTH])),
        case("cross-origin with token", post(S, {"value": 0.5}, headers=[JSON_TYPE, AUTH, ["Origin", "http://evil.example"]])),
        case("same origin with token", post(S, {"value": 0.6}, headers=[JSON_TYPE, AUTH, ["Origin", "http://127.0.0.1:{port}"]])),
        case("wrong Host", get("/api/state", headers=[["Host", "evil.example"]])),
        case("wrong method without token", request("PUT", "/api/state")),
        case("unknown route without token", post("/api/nope", {})),
        case("transactions for a viewer", get("/api/transactions")),
        case("export log for a viewer", get("/api/transactions/swift-test")),
        case("export recording for a viewer", post(EXPORT, recording(RECORDING_WRITE))),
        case("export recording cross-origin", post(EXPORT, recording(), headers=[JSON_TYPE, ["Origin", "http://evil.example"]])),
        case("health for a viewer", get("/healthz")),
        # Last: once a stream closes, the subscriber count in /healthz lags by a moment.
        case("events for a viewer", get("/api/events"), stream={"events": 1}),
    ]


def protocol():
    S = "/api/bindings/progress.mapped"
    return [
        case("long target", get("/api/bindings/" + "t" * 9000)),
        case("long query", get("/api/transactions?since=" + "1" * 9000)),
        case("big header", get("/api/state", headers=[["X-Pad", "p" * 13000]])),
        case("many headers", get("/api/state", headers=[[f"X-H{i}", "v"] for i in range(200)])),
        case("invalid content length", request("POST", S, headers=[JSON_TYPE, ["Content-Length", "abc"]])),
        case("negative content length", request("POST", S, headers=[JSON_TYPE, ["Content-Length", "-1"]])),
        case("content length and chunked", request("POST", S, headers=[JSON_TYPE, ["Content-Length", "16"], ["Transfer-Encoding", "chunked"]], body="10\r\n{\"value\": 0.58} \r\n0\r\n\r\n")),
        case("GET with body", request("GET", "/api/state", "{\"x\": 1}")),
        case("GET with oversized body", request("GET", "/api/state", headers=[JSON_TYPE], bodyRepeat={"prefix": "", "unit": "x", "times": 70000})),
        case("header with NUL", get("/api/state", headers=[["X-Odd", "a\u0000b"]])),
        case("header name not a token", get("/api/state", headers=[["X Odd", "v"]])),
        case("Host repeated", get("/api/state", headers=[["Host", "127.0.0.1:{port}"], ["Host", "evil.example"]])),
        case("control character in target", get("/api/state%0d%0aX-Injected:%201")),
        case("fragment in target", get("/api/state#frag")),
        case("asterisk target", request("OPTIONS", "*")),
        case("health after protocol abuse", get("/healthz")),
    ]


def groups():
    return [
        {"name": "reads", "share": False, "cases": reads()},
        {"name": "writes", "share": False, "cases": writes()},
        {"name": "render, reset, restore", "share": False, "cases": render_reset_restore()},
        {"name": "lessons", "share": False, "cases": lessons()},
        {"name": "lab", "share": False, "cases": lab()},
        {"name": "events", "share": False, "cases": events()},
        {"name": "export", "share": False, "cases": export()},
        {"name": "share", "share": True, "cases": share()},
        {"name": "protocol", "share": False, "cases": protocol()},
        {"name": "costs", "share": False, "cases": costs()},
        {"name": "costs in share mode", "share": True, "cases": costs_shared()},
    ]


# What it costs an app: the who-wins grid and the redraw tree (/api/costs). Kept apart from the
# groups above so that the corpus can be recorded with them in one step.

WHO_WINS = "/api/costs/who-wins/cells"
TICK = "/api/costs/redraws/tick"


def costs():
    return [
        case("who wins grid", get("/api/costs/who-wins")),
        case("who wins cell", post(WHO_WINS, {"source": "animation+withTransaction", "column": "mapped", "value": 0.75})),
        case("who wins cell dropped", post(WHO_WINS, {"source": "animation", "column": "getSet", "value": 0.25})),
        case("who wins unknown source", post(WHO_WINS, {"source": "nope", "column": "mapped", "value": 0.5})),
        case("who wins unknown column", post(WHO_WINS, {"source": "none", "column": "nope", "value": 0.5})),
        case("who wins value out of range", post(WHO_WINS, {"source": "none", "column": "mapped", "value": 2})),
        case("who wins value not a number", post(WHO_WINS, {"source": "none", "column": "mapped", "value": "0.5"})),
        case("who wins missing member", post(WHO_WINS, {"source": "none", "column": "mapped"})),
        case("who wins unknown member", post(WHO_WINS, {"source": "none", "column": "mapped", "value": 0.5, "x": 1})),
        case("who wins malformed", post(WHO_WINS, "{\"source\"")),
        case("who wins GET cells", get(WHO_WINS)),
        case("redraws", get("/api/costs/redraws")),
        case("redraws tick", post(TICK, {"ticks": 1})),
        case("redraws thirty ticks", post(TICK, {"ticks": 30})),
        case("redraws zero ticks", post(TICK, {"ticks": 0})),
        case("redraws too many ticks", post(TICK, {"ticks": 101})),
        case("redraws ticks not an integer", post(TICK, {"ticks": "3"})),
        case("redraws tick unknown member", post(TICK, {"ticks": 1, "more": True})),
        case("redraws reset", post("/api/costs/redraws/reset", {})),
        case("redraws reset with members", post("/api/costs/redraws/reset", {"ticks": 1})),
        case("redraws after reset", get("/api/costs/redraws")),
        case("redraws event", get("/api/events"), stream={"events": 2, "trigger": post(TICK, {"ticks": 2})}),
    ]


def costs_shared():
    return [
        case("who wins cell for a viewer", post(WHO_WINS, {"source": "none", "column": "mapped", "value": 0.5})),
        case("who wins cell for the presenter", post(WHO_WINS, {"source": "none", "column": "mapped", "value": 0.5}, headers=[JSON_TYPE, AUTH])),
        case("redraws tick for a viewer", post(TICK, {"ticks": 1})),
        case("redraws tick for the presenter", post(TICK, {"ticks": 1}, headers=[JSON_TYPE, AUTH])),
        case("redraws for a viewer", get("/api/costs/redraws")),
    ]
