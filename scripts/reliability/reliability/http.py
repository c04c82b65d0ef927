"""A strict HTTP/1.1 client over raw sockets (127.0.0.1 only).

Strict on purpose: the fuzzing check uses the same reader to decide whether an answer is a
well-formed HTTP response, so anything a lenient client would paper over (a bad status line, a
header without a colon, a body shorter than its Content-Length, broken chunk framing) raises
ProtocolError here.
"""

import json
import re
import socket

HOST = "127.0.0.1"
STATUS_LINE = re.compile(rb"HTTP/1\.[01] ([1-5][0-9][0-9]) [\x20-\x7e\t]*")
HEADER_LINE = re.compile(rb"([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\x20-\x7e\t\x80-\xff]*?)[ \t]*")
MAX_HEAD = 64 * 1024


class ProtocolError(Exception):
    """The server sent something that is not a well-formed HTTP/1.1 response."""


class Closed(Exception):
    """The server closed the connection before a response began."""


class Response:
    def __init__(self, status, headers, body):
        self.status = status
        self.headers = headers  # list of (lower-case name, value)
        self.body = body

    def header(self, name):
        values = [value for key, value in self.headers if key == name.lower()]
        return values[-1] if values else None

    def json(self):
        """The body as strict JSON: NaN and Infinity are not JSON and raise ValueError."""
        return json.loads(self.body, parse_constant=reject_constant)

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")


class Connection:
    """One keep-alive connection; every read waits at most `timeout` seconds."""

    def __init__(self, port, timeout=10.0):
        self.port = port
        self.sock = socket.create_connection((HOST, port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def close(self):
        self.sock.close()

    def request(self, method, path, body=None, headers=None):
        """Sends one request (JSON bodies get Content-Type application/json) and reads the answer."""
        self.send(serialize(method, path, self.port, body, headers))
        return self.read_response(method)

    def send(self, data):
        self.sock.sendall(data)

    def read_response(self, method="GET"):
        head = self._read_head()
        lines = head.split(b"\r\n")
        match = STATUS_LINE.fullmatch(lines[0])
        if not match:
            raise ProtocolError(f"bad status line {lines[0][:80]!r}")
        status = int(match.group(1))
        headers = []
        for line in lines[1:]:
            field = HEADER_LINE.fullmatch(line)
            if not field:
                raise ProtocolError(f"bad header line {line[:80]!r}")
            headers.append((field.group(1).decode().lower(), field.group(2).decode("latin-1")))
        response = Response(status, headers, b"")
        response.body = self._read_body(response, method)
        return response

    def read_to_end(self):
        """Reads until the peer closes; returns what was left unread."""
        data = self.buffer
        self.buffer = b""
        while True:
            chunk = self.sock.recv(65536)
            if not chunk:
                return data
            data += chunk

    def _fill(self):
        chunk = self.sock.recv(65536)
        if not chunk:
            raise Closed("connection closed")
        self.buffer += chunk

    def _read_head(self):
        while b"\r\n\r\n" not in self.buffer:
            if len(self.buffer) > MAX_HEAD:
                raise ProtocolError("response head larger than 64 KiB")
            try:
                self._fill()
            except Closed:
                if self.buffer:
                    raise ProtocolError(f"connection closed inside a response head: {self.buffer[:80]!r}")
                raise
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        return head

    def _read_exactly(self, count):
        while len(self.buffer) < count:
            try:
                self._fill()
            except Closed:
                raise ProtocolError(f"body ended after {len(self.buffer)} of {count} bytes")
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _read_line(self):
        while b"\r\n" not in self.buffer:
            try:
                self._fill()
            except Closed:
                raise ProtocolError("connection closed inside chunk framing")
        line, self.buffer = self.buffer.split(b"\r\n", 1)
        return line

    def _read_body(self, response, method):
        if method == "HEAD" or response.status in (204, 304) or response.status < 200:
            return b""
        encoding = response.header("transfer-encoding")
        if encoding is not None:
            if encoding.lower() != "chunked":
                raise ProtocolError(f"unexpected Transfer-Encoding {encoding!r}")
            return self._read_chunked()
        lengths = {value for key, value in response.headers if key == "content-length"}
        if len(lengths) > 1:
            raise ProtocolError(f"conflicting Content-Length values {lengths}")
        if lengths:
            length = lengths.pop()
            if not length.isdigit():
                raise ProtocolError(f"bad Content-Length {length!r}")
            return self._read_exactly(int(length))
        return self.read_to_end()

    def _read_chunked(self):
        body = b""
        while True:
            size_line = self._read_line().split(b";", 1)[0].strip()
            if not re.fullmatch(rb"[0-9A-Fa-f]{1,16}", size_line):
                raise ProtocolError(f"bad chunk size {size_line[:40]!r}")
            size = int(size_line, 16)
            if size == 0:
                while self._read_line() != b"":  # trailers
                    pass
                return body
            body += self._read_exactly(size)
            if self._read_exactly(2) != b"\r\n":
                raise ProtocolError("chunk not followed by CRLF")


def reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def serialize(method, path, port, body=None, headers=None):
    """The bytes of a request; a dict or list body is sent as JSON."""
    fields = {"Host": f"{HOST}:{port}"}
    if isinstance(body, (dict, list)):
        body = json.dumps(body).encode()
        fields["Content-Type"] = "application/json"
    elif isinstance(body, str):
        body = body.encode()
    fields.update(headers or {})
    if body is not None:
        fields["Content-Length"] = str(len(body))
    head = f"{method} {path} HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in fields.items()) + "\r\n"
    return head.encode("latin-1") + (body or b"")


def request(port, method, path, body=None, headers=None, timeout=10.0):
    """One request on a fresh connection."""
    connection = Connection(port, timeout)
    try:
        return connection.request(method, path, body, headers)
    finally:
        connection.close()


def get_json(port, path):
    response = request(port, "GET", path)
    if response.status != 200:
        raise AssertionError(f"GET {path}: {response.status} {response.text[:200]}")
    return response.json()
