"""The HTTP layer's part of the fuzz check: raw-socket cases.

Each case is sent on its own connection (in pieces where the pieces matter); every answer must
be a well-formed HTTP/1.1 response (strict reader) or a clean close, never a 500/502/503/504
(501 and 505 are correct answers to unknown encodings and versions). A complete request is
answered, or its connection closed, at once: only the cases in INCOMPLETE (a request still
missing bytes) may leave the connection waiting. Cases in EXPECTED must get exactly those
statuses. After every case the server must still answer /healthz; after all of them roots and
the latest sequence are unchanged. Cases run several times in full mode.

Known libmicrohttpd 0.9.75 defect (the C floor shows it too, so it is not this server's code): for
an unparsable Content-Length value (negative, not a number, too large) libmicrohttpd's own 400/413
answer repeats its status line and headers at the start of its body, then closes the connection.
Those cases (KNOWN_DEFECT) must show exactly that, and are counted separately.
"""

import random
import socket
import time

from ..http import Closed, Connection, ProtocolError, request

SIZES = {"full": 3, "ci": 1}
ACCEPTED_5XX = {501, 505}
KNOWN_DEFECT = {"Content-Length negative", "Content-Length not a number", "Content-Length overflow"}
# Requests still missing bytes: the server waits for them (the request deadline ends the wait).
INCOMPLETE = {
    "empty line", "TLS hello", "chunk shorter than size", "huge chunk size", "no final chunk",
    "Content-Length longer than body",
}
# Statuses the server itself must give: the JSON error answers of the HTTP layer, not libmicrohttpd's.
EXPECTED = {
    "260 query arguments": [414],
    "20 KB target": [414],
    "encoded slash in the path": [400],
    "NUL in request line": [400],
    "double spaces": [400],
    "bare LF": [400],
    "space before the colon": [400],
    "space in header name": [400],
    "obs-fold": [400],
    "NUL in a header value": [400],
    "CR in a header value": [400],
    "no Host": [400],
    "two Hosts": [400],
    "foreign Host": [421],
    "200 header fields": [431],
    "chunked and Content-Length": [400],
    "gzip, chunked": [501],
    "gzip alone": [501],
    "HEAD /api/events, then GET": [200, 200],
    "HEAD /api/state, then GET": [200, 200],
}
# Per-answer methods where a case pipelines requests of different methods.
METHODS = {"HEAD /api/events, then GET": ["HEAD", "GET"], "HEAD /api/state, then GET": ["HEAD", "GET"]}


def post(path, body, extra=b"", length=None):
    """A JSON POST; `length` overrides the Content-Length value (a lie)."""
    head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body) if length is None else length}\r\n").encode()
    return head + extra + b"\r\n" + body


def write(binding, body, extra=b"", length=None):
    return post(f"/api/bindings/{binding}", body, extra, length)


def chunked(path, chunks, extra=b""):
    return (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            "Transfer-Encoding: chunked\r\n").encode() + extra + b"\r\n" + chunks


GET = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
garbage = random.Random(6)


def cases(port):
    """(name, [pieces]); pieces are sent 50 ms apart. `Host: 127.0.0.1` gets the real port."""
    host = f"Host: 127.0.0.1:{port}\r\n".encode()
    for name, pieces in raw_cases():
        yield name, [piece.replace(b"Host: 127.0.0.1\r\n", host) for piece in pieces]
    yield "request split in 1-byte pieces", [bytes([byte]) for byte in GET.replace(b"Host: 127.0.0.1\r\n", host)]


def raw_cases():
    deep_array = b"[" * 30_000 + b"]" * 30_000
    deep_object = b'{"a":' * 10_000 + b"1" + b"}" * 10_000
    yield from [
        # malformed request lines
        ("empty line", [b"\r\n\r\n"]),
        ("method only", [b"GET\r\n\r\n"]),
        ("HTTP/0.9", [b"GET /\r\n\r\n"]),
        ("HTTP/9.9", [b"GET /healthz HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("HTTP/1.1x", [b"GET /healthz HTTP/1.1x\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("bad method token", [b"G@T /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("lower-case method", [b"get /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("unknown method", [b"BREW /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("double spaces", [b"GET  /healthz  HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("bare LF", [b"GET /healthz HTTP/1.1\nHost: 127.0.0.1\n\n"]),
        ("NUL in request line", [b"GET /he\x00althz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("absolute-form URI", [b"GET http://evil.example/api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("asterisk-form", [b"OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("CONNECT", [b"CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n"]),
        ("TRACE", [b"TRACE /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("HEAD", [b"HEAD /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("HEAD /api/events, then GET", [b"HEAD /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" + GET]),
        ("HEAD /api/state, then GET", [b"HEAD /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" + GET]),
        ("100 KB URI", [b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("20 KB target", [b"GET /" + b"a" * 20_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("260 query arguments", [b"GET /healthz?" + b"&".join([b"a=1"] * 260) + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("encoded slash in the path", [b"GET /api%2fstate HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("binary garbage", [bytes(garbage.getrandbits(8) for _ in range(2048))]),
        ("TLS hello", [bytes.fromhex("16030100a5010000a10303") + bytes(160)]),
        # oversized, malformed and duplicated headers
        ("40 KB header", [b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"b" * 40_000 + b"\r\n\r\n"]),
        ("3000 headers", [b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-A: 1\r\n" * 3000 + b"\r\n"]),
        ("header without colon", [b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nNoColon\r\n\r\n"]),
        ("200 header fields", [b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-A: 1\r\n" * 200 + b"\r\n"]),
        ("space in header name", [b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Name: 1\r\n\r\n"]),
        ("space before the colon", [b"GET /healthz HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n"]),
        ("NUL in a header value", [b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Nul: a\x00b\r\n\r\n"]),
        ("CR in a header value", [b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-CR: a\rb\r\n\r\n"]),
        ("obs-fold", [b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Fold: a\r\n b\r\n\r\n"]),
        ("no Host", [b"GET /healthz HTTP/1.1\r\n\r\n"]),
        ("two Hosts", [b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n"]),
        ("foreign Host", [b"GET /api/state HTTP/1.1\r\nHost: evil.example\r\n\r\n"]),
        ("two Content-Lengths", [write("progress.mapped", b'{"value": 0.5}', b"Content-Length: 3\r\n")]),
        ("two Content-Types", [write("progress.mapped", b'{"value": "x"}', b"Content-Type: text/plain\r\n")]),
        ("two Origins", [write("progress.mapped", b'{"value": "x"}', b"Origin: http://127.0.0.1\r\nOrigin: http://evil\r\n")]),
        # invalid UTF-8 and odd escapes in paths and bodies
        ("raw bytes in path", [b"GET /api/bindings/\xff\xfe HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("escaped bytes in path", [b"GET /api/bindings/%ff%fe%c0%ae HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("overlong dots", [b"GET /%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("NUL escape in path", [b"GET /api/bindings/progress.mapped%00.x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("traversal", [b"GET /../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("bad query escapes", [b"GET /api/transactions?since=%zz&limit=%ff HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]),
        ("invalid UTF-8 value", [write("number.mapped", b'{"value": "\xff\xfe"}')]),
        ("invalid UTF-8 key", [write("number.mapped", b'{"\xc3\x28": 1}')]),
        ("lone surrogate escape", [write("number.mapped", b'{"value": "\\ud800"}')]),
        ("UTF-8 BOM", [write("progress.mapped", b'\xef\xbb\xbf{"value": "x"}')]),
        # bad chunked encoding
        ("chunk size not hex", [chunked("/api/bindings/progress.mapped", b"zz\r\n{}\r\n0\r\n\r\n")]),
        ("chunk shorter than size", [chunked("/api/bindings/progress.mapped", b"ff\r\n{}\r\n0\r\n\r\n")]),
        ("negative chunk size", [chunked("/api/bindings/progress.mapped", b"-5\r\n{}\r\n0\r\n\r\n")]),
        ("huge chunk size", [chunked("/api/bindings/progress.mapped", b"ffffffffffffffff\r\n{}\r\n")]),
        ("chunk extension garbage", [chunked("/api/render", b"2;\x01\x02=\xff\r\n{}\r\n0\r\n\r\n")]),
        ("no final chunk", [chunked("/api/render", b"2\r\n{}\r\n")]),
        ("chunked and Content-Length", [chunked("/api/render", b"2\r\n{}\r\n0\r\n\r\n", b"Content-Length: 50\r\n")]),
        ("gzip, chunked", [chunked("/api/render", b"2\r\n{}\r\n0\r\n\r\n").replace(b"chunked", b"gzip, chunked")]),
        ("gzip alone", [chunked("/api/render", b"2\r\n{}\r\n0\r\n\r\n").replace(b"chunked", b"gzip")]),
        ("70 KB in chunks", [chunked("/api/bindings/progress.mapped", (b"1000\r\n" + b" " * 4096 + b"\r\n") * 18 + b"0\r\n\r\n")]),
        # Content-Length lies
        ("Content-Length longer than body", [write("progress.mapped", b'{"value": 0.5}', length=100)]),
        ("Content-Length shorter than body", [write("progress.mapped", b'{"value": 0.5}', length=5)]),
        ("Content-Length negative", [write("progress.mapped", b'{"value": 0.5}', length=-1)]),
        ("Content-Length not a number", [write("progress.mapped", b'{"value": 0.5}', length="1e1")]),
        ("Content-Length overflow", [write("progress.mapped", b"{}", length=99999999999999999999999)]),
        ("Content-Length on GET", [b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello"]),
        # pipelining
        ("pipelined garbage", [GET + b"\x00\x01garbage\r\n\r\n" + GET]),
        ("pipelined 50 GETs", [GET * 50]),
        ("pipelined write then garbage", [write("progress.mapped", b'{"value": "x"}') + b"NOT HTTP\r\n\r\n"]),
        # JSON the parser must refuse without crashing
        ("deep array", [write("progress.mapped", b'{"value": ' + deep_array + b"}")]),
        ("deep object", [write("progress.mapped", b'{"value": ' + deep_object + b"}")]),
        ("deep render body", [post("/api/render", deep_array)]),
        ("1e400", [write("progress.mapped", b'{"value": 1e400}')]),
        ("-1e400", [write("identity.inlineA", b'{"value": -1e400}')]),
        ("1e-400 as a string", [write("number.mapped", b'{"value": 1e-400}')]),
        ("-0 to a String binding", [write("number.mapped", b'{"value": -0}')]),
        ("-0 to a Bool binding", [write("membership.web", b'{"value": -0}')]),
        ("\"NaN\" string", [write("progress.mapped", b'{"value": "NaN"}')]),
        ("\"NaN\" to a parsing binding", [write("number.mapped", b'{"value": "NaN"}')]),
        ("\"Infinity\" to a parsing binding", [write("number.mapped", b'{"value": "-Infinity"}')]),
        ("bare NaN", [write("progress.mapped", b'{"value": NaN}')]),
        ("bare Infinity", [write("progress.mapped", b'{"value": -Infinity}')]),
        ("hex number", [write("progress.mapped", b'{"value": 0x10}')]),
        ("leading zero", [write("collection.first", b'{"value": 01}')]),
        ("huge integer", [write("collection.first", b'{"value": 123456789012345678901234567890}')]),
        ("duplicate keys", [write("progress.mapped", b'{"value": 0.5, "value": "x"}')]),
        ("trailing text", [write("progress.mapped", b'{"value": "x"} {}')]),
        ("NaN duration", [write("progress.mapped", b'{"value": "x", "transaction": {"animation": {"curve": "linear", "duration": NaN}}}')]),
    ]


def duplicated_error_head(port, pieces):
    """Whether the answer is libmicrohttpd's 400/413 with its head repeated in the body, then a close."""
    connection = Connection(port, timeout=2.0)
    try:
        connection.send(pieces[0])
        raw = connection.read_to_end()
    finally:
        connection.close()
    status_line = raw.split(b"\r\n", 1)[0]
    return status_line in (b"HTTP/1.1 400 Bad Request", b"HTTP/1.1 413 Content Too Large") and raw.count(status_line) == 2


def exchange(port, pieces, methods=None):
    """Sends the pieces and reads answers until a close, 2 s of silence, or 0.3 s after an answer;
    `methods` names each answer's request method (default: the first request's).

    Returns (statuses, ending) with ending "closed", "reset" or "waiting"; raises ProtocolError.
    """
    connection = Connection(port, timeout=2.0)
    first = pieces[0].split(b" ", 1)[0].decode("latin-1")
    statuses = []
    try:
        for index, piece in enumerate(pieces):
            if index:
                time.sleep(0.05 if len(pieces) < 10 else 0.002)
            connection.send(piece)
        while True:
            method = methods[len(statuses)] if methods and len(statuses) < len(methods) else first
            statuses.append(connection.read_response(method).status)
            connection.sock.settimeout(0.3)  # a keep-alive connection stays open: stop soon
    except Closed:
        return statuses, "closed"
    except (ConnectionResetError, BrokenPipeError):
        return statuses, "reset"
    except socket.timeout:
        return statuses, "waiting"
    finally:
        connection.close()


def run(check, target, mode):
    """Sends every case SIZES[mode] times; figures are prefixed `protocol_`."""
    roots = target.state()["roots"]
    sequence = target.latest_sequence()
    every_case = list(cases(target.port))
    answers, closes, sent, known = 0, 0, 0, 0
    statuses = {}
    for _ in range(SIZES[mode]):
        for name, pieces in every_case:
            sent += 1
            if name in KNOWN_DEFECT:
                known += 1
                check.expect(duplicated_error_head(target.port, pieces), f"{name}: not the known libmicrohttpd answer")
                continue
            try:
                got, ending = exchange(target.port, pieces, METHODS.get(name))
            except ProtocolError as error:
                check.expect(False, f"{name}: malformed answer: {error}")
                continue
            answers += len(got)
            closes += ending != "waiting"
            statuses[name] = got
            for status in got:
                check.expect(status < 500 or status in ACCEPTED_5XX, f"{name}: answered {status}")
            if name not in INCOMPLETE:
                check.expect(bool(got) or ending != "waiting", f"{name}: neither answered nor closed within 2 s")
            if name in EXPECTED:
                check.expect(got == EXPECTED[name], f"{name}: answered {got}, expected {EXPECTED[name]}")
            check.expect(request(target.port, "GET", "/healthz").status == 200, f"{name}: server down afterwards")
    check.expect(target.state()["roots"] == roots, "the roots changed")
    check.expect(target.latest_sequence() == sequence, "something was logged")
    check.figure("protocol_cases", len(every_case))
    check.figure("protocol_connections", sent)
    check.figure("protocol_answers", answers)
    check.figure("protocol_closed_by_server", closes)
    check.figure("protocol_known_libmicrohttpd_defect", known)
    check.log("protocol statuses per case: " + "; ".join(f"{name}={got}" for name, got in statuses.items()))
