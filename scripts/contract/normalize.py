"""What an answer is, for the contract: the status, the headers clients act on, and the body
with what differs from run to run replaced by stable names; and how two answers compare.

What differs from run to run, and how it is normalized (written once, here):
- Identities' serial numbers: `State#47`, `Closure#60`, `Constant#3` count every root and
  closure the process has made, so they move whenever the code makes one more or one fewer (and
  closures' numbers differ between runs of one binary). Each becomes `State#s1`, `Closure#s2`, …
  numbered in order of first appearance within one answer (JSON walked with members sorted by
  name), so that "these two bindings share a root" survives and the numbers themselves do not.
- Key-path hashes: a key path with a subscript is labelled `\\Float.[subscript -> Double]#8e08b9`,
  six hex digits of the key path's hash, which Swift seeds anew in every process. Each becomes
  `#h1`, `#h2`, … the same way. A colour such as `"#3366cc"` is not touched: a hash always follows
  a key path's last character, a colour starts its string.
- The port: every run listens on a fresh one; `127.0.0.1:<port>` becomes `127.0.0.1:{port}`.
- The presenter token (share mode) is new at every launch; it becomes `{token}` wherever an
  answer repeats it.
- HTTP dates: the `Date` header is not recorded, and a `Date:` line inside a text body (the raw
  answer libmicrohttpd writes itself for a request it cannot frame) becomes `Date: {date}`.
- A page file's ETag follows the file, which the page's own work changes; like the file's body,
  it is not recorded (its presence is: `{etag of the file}`).
No JSON answer carries a time or a duration measured by a clock, so there is nothing else to hide.
"""

import json
import re

# The response headers a client acts on. Date changes every second and Content-Length follows
# the body, which is compared on its own; the rest are recorded, so a header added or dropped
# shows as a difference.
IGNORED_HEADERS = {"date", "content-length"}

SERIAL = re.compile(r"\b(State|Closure|Constant)#(\d+)\b")
HTTP_DATE = re.compile(r"Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT")
KEY_PATH_HASH = re.compile(r"(?<=[^\s\"'#(])#([0-9a-f]{6})(?![0-9A-Za-z])")


class Names:
    """Stable names for one answer's serial numbers and hashes, by first appearance."""

    def __init__(self, server):
        self.serials = {}
        self.hashes = {}
        self.port = str(server.port)
        self.token = server.token

    def text(self, text):
        if self.token:
            text = text.replace(self.token, "{token}")
        text = text.replace(f"127.0.0.1:{self.port}", "127.0.0.1:{port}")
        text = HTTP_DATE.sub("Date: {date}", text)
        text = SERIAL.sub(lambda m: f"{m.group(1)}#s{self.serials.setdefault(m.group(0), len(self.serials) + 1)}", text)
        return KEY_PATH_HASH.sub(lambda m: f"#h{self.hashes.setdefault(m.group(1), len(self.hashes) + 1)}", text)

    def json(self, value):
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list):
            return [self.json(item) for item in value]
        if isinstance(value, dict):
            return {self.text(key): self.json(value[key]) for key in sorted(value)}
        return value


def answer(server, status, headers, body, record_body=True):
    """The recorded form of an answer: status, headers (name lower-cased, in order), and the body
    as `json` when it parses as JSON, else as `text` (or `bodyBytes` when it is not UTF-8)."""
    names = Names(server)
    kept = [[name.lower(), names.text(value)] for name, value in headers
            if name.lower() not in IGNORED_HEADERS]
    result = {"status": status, "headers": kept}
    if not record_body:
        kept = [[name, "{etag of the file}" if name == "etag" else value] for name, value in kept]
        result["headers"] = kept
        result["bodyNotRecorded"] = "static page file: its content belongs to the page, not the API"
        return result
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        result["bodyBytes"] = len(body)
        return result
    try:
        result["json"] = names.json(json.loads(text))
    except ValueError:
        result["text"] = names.text(text)
    return result


def same_json(a, b):
    """JSON equality as clients read it: objects regardless of member order, integers exactly
    (Python parses them without rounding), other numbers by value, true/false never equal to 1/0."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def differences(recorded, observed):
    """What differs between two recorded answers, as short lines."""
    lines = []
    if recorded.get("status") != observed.get("status"):
        lines.append(f"status {recorded.get('status')} -> {observed.get('status')}")
    before = dict(recorded.get("headers", []))
    after = dict(observed.get("headers", []))
    for name in sorted(set(before) | set(after)):
        if before.get(name) != after.get(name):
            lines.append(f"header {name}: {before.get(name)!r} -> {after.get(name)!r}")
    for key in ("trigger", "failure", "crashed"):
        if recorded.get(key) != observed.get(key):
            lines.append(f"{key} {recorded.get(key)} -> {observed.get(key)}")
    body_keys = ("json", "events", "text", "bodyBytes", "bodyNotRecorded")
    kind_before = next((k for k in body_keys if k in recorded), None)
    kind_after = next((k for k in body_keys if k in observed), None)
    if kind_before != kind_after:
        lines.append(f"body {kind_before}: {short(recorded.get(kind_before))} -> {kind_after}: {short(observed.get(kind_after))}")
    elif kind_before in ("json", "events"):
        lines += json_differences(recorded[kind_before], observed[kind_before], kind_before)
    elif recorded.get(kind_before) != observed.get(kind_after):
        lines.append(f"body: {short(recorded.get(kind_before))} -> {short(observed.get(kind_after))}")
    return lines


def json_differences(a, b, where):
    """The paths where two JSON values differ, descending into objects and equal-length arrays."""
    if same_json(a, b):
        return []
    if isinstance(a, dict) and isinstance(b, dict):
        lines = []
        for key in sorted(set(a) | set(b)):
            if key not in b:
                lines.append(f"{where}.{key}: {short(a[key])} -> (absent)")
            elif key not in a:
                lines.append(f"{where}.{key}: (absent) -> {short(b[key])}")
            else:
                lines += json_differences(a[key], b[key], f"{where}.{key}")
        return lines
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        lines = []
        for index, (x, y) in enumerate(zip(a, b)):
            lines += json_differences(x, y, f"{where}[{index}]")
        return lines
    return [f"{where}: {short(a)} -> {short(b)}"]


def short(value, limit=160):
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= limit else text[:limit] + f"… ({len(text)} chars)"
