"""The operations the server's OpenAPI document lists, as the structure-aware fuzzer sees them.

Each operation keeps what the fuzzer mutates: its path and query parameters with their schemas,
its body schema, and its request examples with the path each example's curl command sends it
to. `instance` builds a value a schema describes, for the bodies the document gives no example.
"""

import re
import shlex
from urllib.parse import parse_qsl, urlsplit

# Streams and documents the fuzzer leaves out: the event stream never ends (fanout and churn
# cover it), and the document is what the fuzzer reads.
LEFT_OUT = {("get", "/api/events"), ("get", "/api/openapi.json")}


class Operation:
    def __init__(self, method, path, spec, document):
        self.method = method.upper()
        self.path = path
        self.id = spec.get("operationId", f"{method} {path}")
        self.parameters = [resolve(parameter, document) for parameter in spec.get("parameters", [])]
        body = spec.get("requestBody", {}).get("content", {}).get("application/json")
        self.body_schema = resolve(body["schema"], document) if body else None
        self.examples = [example_of(value, path) for value in (body or {}).get("examples", {}).values()]

    def named(self, where):
        """The parameters in `where` ("path" or "query")."""
        return [parameter for parameter in self.parameters if parameter.get("in") == where]

    def __repr__(self):
        return f"{self.method} {self.path}"


def operations(document):
    """Every operation of `document` but those LEFT_OUT, in the document's order."""
    found = []
    for path, item in document["paths"].items():
        for method, spec in item.items():
            if method in ("get", "post", "put", "patch", "delete") and (method, path) not in LEFT_OUT:
                found.append(Operation(method, path, spec, document))
    return found


def example_of(example, template):
    """(path, query, body) of a request example: its curl command names the path it is sent to."""
    path, query = None, []
    words = shlex.split(example.get("description", "")) if "curl" in example.get("description", "") else []
    for word in words:
        if word.startswith("http://") or word.startswith("https://"):
            address = urlsplit(word)
            path, query = address.path, parse_qsl(address.query, keep_blank_values=True)
    if path is None or not matches(template, path):
        path = None
    return path, query, example["value"]


def matches(template, path):
    """Whether `path` is one the template `/api/bindings/{id}` stands for."""
    pattern = "^" + re.sub(r"\\\{[^/]+?\\\}", "[^/]+", re.escape(template)) + "$"
    return re.match(pattern, path) is not None


def resolve(schema, document):
    """`schema` with a top-level `$ref` followed."""
    while isinstance(schema, dict) and "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        schema = document["components"]["schemas"][name]
    return schema


def member_names(document):
    """Every property name the document's schemas mention, for members the fuzzer adds."""
    names = set()

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "properties" and isinstance(value, dict):
                    names.update(value)
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(document.get("components", {}))
    return sorted(names)


def instance(schema, document, depth=0):
    """A small value `schema` describes: the first enum value, const, or alternative; every
    required member; the minimum of a number; a one-element array where one is required."""
    schema = resolve(schema, document)
    if depth > 8 or not isinstance(schema, dict):
        return None
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    for alternatives in ("oneOf", "anyOf"):
        if alternatives in schema:
            return instance(schema[alternatives][0], document, depth + 1)
    kind = schema.get("type")
    if kind == "object" or "properties" in schema:
        properties = schema.get("properties", {})
        return {name: instance(properties.get(name, {}), document, depth + 1) for name in schema.get("required", [])}
    if kind == "array":
        count = schema.get("minItems", 0)
        return [instance(schema.get("items", {}), document, depth + 1) for _ in range(count)]
    if kind == "integer":
        return schema.get("minimum", 0)
    if kind == "number":
        return schema.get("minimum", 0)
    if kind == "string":
        return "x" * max(1, schema.get("minLength", 1))
    if kind == "boolean":
        return False
    return None
