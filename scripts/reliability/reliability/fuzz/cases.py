"""The requests of the fuzz check's API part, built from valid seeds (seeds.py).

`Generator.sweep` puts every number at every place a seed holds one to each of SWEEP_NUMBERS,
and every integer query parameter to each of them as text. A place is found once per operation,
path (the binding a write goes to), member path (array positions taken as one) and kinds along it
(KINDS: an Int8 lab root is another place than a Float one, a reset entry than a write). `Generator.case` draws a request at random: an
operation (the bodies with the most structure more often), a valid seed of it, and one mutation
of its body, of a query parameter or of a path parameter.
"""

from urllib.parse import quote

from .mutation import INT_MAX, INT_MIN, NUMBERS, PIECES, Mutator, Raw, dumps, is_number, nodes, replaced

# What the sweep puts every number to: Int's bounds and one beyond, -1 and 0, the first integer a
# double cannot hold, the largest double, a negative zero, and an exponent beyond Double's range.
SWEEP_NUMBERS = [INT_MAX, INT_MIN, INT_MAX + 1, -1, 0, 2**53 + 1, 1e308, Raw("-0"), Raw("1e99999")]

# Members that say what kind of thing an object is.
KINDS = ("type", "step", "entry", "card", "binding", "scene", "when", "source", "column", "curve")

# Query values beyond the integers NUMBERS lists: what Int(text) must refuse, or nearly accepts.
QUERY_TEXT = ["9223372036854775808", "-9223372036854775809", "99999999999999999999999", "+1", " 1", "1 ", "01", "1e3",
              "0x10", "1.0", "1.5", "", "NaN", "inf", "-0", "\uff11", "\u0663", "1_000", "--1", "0" * 300 + "1"]
# The bodies with the most structure get more of the requests.
BODY_WEIGHTS = {"/api/export/swift-test": 10, "/api/lessons": 6, "/api/lab/bindings": 6, "/api/bindings/{id}": 6}
# The largest body a mutation may make, in characters of JSON: four times the server's limit.
LARGEST_BODY = 256 * 1024
# Where a request's one mutation goes: its body, a query parameter, a path parameter.
PARTS = ["body", "query", "path"]


class Case:
    def __init__(self, operation, path, query, body, mutated):
        self.operation = operation
        self.path = path
        self.query = query  # [(name, text)]
        self.body = body  # bytes or None
        self.mutated = mutated  # what was mutated, in words

    @property
    def target(self):
        if not self.query:
            return self.path
        return self.path + "?" + "&".join(f"{quote(name, safe='')}={quote(value, safe='')}" for name, value in self.query)

    def curl(self, port):
        command = f"curl -s -X {self.operation.method} 'http://127.0.0.1:{port}{self.target}'"
        if self.body is not None:
            text = self.body.decode("utf-8", "replace")
            shown = text if len(text) <= 600 else text[:600] + "…"
            command += " -H 'Content-Type: application/json' --data-binary " + "'" + shown.replace("'", "'\\''") + "'"
        return command


class Generator:
    """Cases for `operations`, drawn from `rng`."""

    def __init__(self, operations, seeds, rng, names):
        self.operations = operations
        self.seeds = seeds
        self.rng = rng
        self.mutator = Mutator(rng, names, seeds.donors())
        self.weights = [BODY_WEIGHTS.get(operation.path, 4) if operation.body_schema else 2 if operation.parameters else 1
                        for operation in operations]

    def sweep(self):
        """Every number of every seed body, found once per operation and place, put to each of
        SWEEP_NUMBERS; every integer query parameter put to each of them as text."""
        seen = set()
        for operation in self.operations:
            for path, query, body in self.seeds.accepted_first(operation.id):
                for where, node in nodes(body):
                    place = (operation.id, path, tuple("*" if isinstance(step, int) else step for step in where),
                             kinds_along(body, where))
                    if not is_number(node) or place in seen:
                        continue
                    seen.add(place)
                    for number in SWEEP_NUMBERS:
                        yield Case(operation, path or self.fill(operation, {}), query,
                                   dumps(replaced(body, where, number)).encode("utf-8"),
                                   f"body {'.'.join(map(str, where))} = {text_of(number)}")
            for parameter in operation.named("query"):
                if parameter.get("schema", {}).get("type") != "integer":
                    continue
                for number in SWEEP_NUMBERS:
                    path, query, body = self.valid(operation)
                    query = [(name, value) for name, value in query if name != parameter["name"]]
                    encoded = None if body is None else dumps(body).encode("utf-8")
                    yield Case(operation, path, query + [(parameter["name"], text_of(number))], encoded,
                               f"query {parameter['name']} = {text_of(number)}")

    def case(self):
        operation = self.rng.choices(self.operations, self.weights)[0]
        path, query, body = self.valid(operation)
        parts = [part for part in PARTS if (part == "body" and body is not None) or
                 (part == "query" and operation.named("query")) or (part == "path" and operation.named("path"))]
        part = self.rng.choice(parts + (["body"] * 3 if body is not None else []) + ["query"]) if parts else "query"
        mutated = part
        if part == "body":
            valid = body
            for _ in range(5):  # a body far beyond the server's 64 KiB limit only costs sending
                body, applied = self.mutator.mutate(valid)
                if len(dumps(body)) <= LARGEST_BODY:
                    break
            mutated = "body: " + ", ".join(applied)
        elif part == "path":
            parameter = self.rng.choice(operation.named("path"))["name"]
            path = self.fill(operation, {parameter: self.text_value(self.path_value(operation))})
            mutated = f"path {parameter}"
        else:
            query, mutated = self.mutate_query(operation, query)
        encoded = None if body is None else dumps(body, ascii_only=self.rng.random() < 0.5).encode("utf-8")
        return Case(operation, path, query, encoded, mutated)

    def valid(self, operation):
        """A valid (path, query, body) for `operation`."""
        bodies = self.seeds.bodies.get(operation.id, [])
        path, query, body = self.rng.choice(bodies) if bodies else (None, [], None)
        if path is None:
            path = self.fill(operation, {})
        if not query:
            query = [(parameter["name"], str(self.rng.choice(self.seeds.query_values.get(parameter["name"], ["x"]))))
                     for parameter in operation.named("query") if parameter.get("required") or self.rng.random() < 0.8]
        return path, [(name, str(value)) for name, value in query], body

    def path_value(self, operation):
        return str(self.rng.choice(self.seeds.path_values.get(operation.id) or ["x"]))

    def fill(self, operation, given):
        path = operation.path
        for parameter in operation.named("path"):
            value = given.get(parameter["name"], self.path_value(operation))
            path = path.replace("{" + parameter["name"] + "}", quote(value, safe=""))
        return path

    def text_value(self, valid):
        """A mutated path or query value: an integer at a limit, near-integers, escapes."""
        kind = self.rng.random()
        if kind < 0.35:
            number = self.rng.choice([n for n in NUMBERS if isinstance(n, int)])
            return self.rng.choice([str(number), "lab-" + str(number), valid + str(number)])
        if kind < 0.55:
            return self.rng.choice(QUERY_TEXT)
        if kind < 0.9:
            piece = self.rng.choice(PIECES)
            at = self.rng.randrange(len(valid) + 1)
            return valid[:at] + piece + valid[at:]
        return valid * self.rng.choice([2, 50, 300])

    def mutate_query(self, operation, query):
        names = [parameter["name"] for parameter in operation.named("query")]
        kind = self.rng.random()
        if names and kind < 0.7:
            name = self.rng.choice(names)
            valid = str(self.rng.choice(self.seeds.query_values.get(name, ["x"])))
            rest = [(key, value) for key, value in query if key != name]
            return rest + [(name, self.text_value(valid))], f"query {name}"
        if names and kind < 0.85:
            name = self.rng.choice(names)
            return query + [(name, self.text_value("1")), (name, "1")], f"query {name} twice"
        return query + [(self.rng.choice(["since", "limit", "x", "", "ticks", "name"]), self.text_value("1"))], "query added"


def text_of(number):
    """A number as JSON text."""
    return number.text if isinstance(number, Raw) else dumps(number)


def kinds_along(value, where):
    """The KINDS members of every object from `value` down to the node at `where`."""
    found = []
    for step in (None,) + tuple(where):
        if step is not None:
            value = value[step][1] if isinstance(value, list) and value and isinstance(value[0], tuple) else value[step]
        if isinstance(value, dict):
            found += [(name, value[name]) for name in KINDS if isinstance(value.get(name), str)]
    return tuple(found)
