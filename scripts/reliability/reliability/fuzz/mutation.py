"""Structural mutations of JSON values, deterministic for a given random.Random.

A mutation picks one node of a valid value (the whole value, a member, an element) and drops it,
adds a sibling, duplicates it (an object member twice, under the same name), changes its type,
puts a number at a limit, writes escapes and delimiters into a string or a member name, nests it
deep, makes it long, or puts in its place a node of another valid value. Values are Python's
JSON types plus `Raw` (JSON text written as is: `-0`, `1e99999`, a lone surrogate) and `Pairs`
(an object whose member names may repeat); `dumps` writes them.
"""

import json
import math

# Integers and numbers at the limits of Int, Double, the integers a double holds exactly, and
# the narrow types the lab converts to; and spellings only JSON text can carry.
INT_MAX = 2**63 - 1
INT_MIN = -(2**63)
NUMBERS = [
    INT_MAX, INT_MIN, INT_MAX + 1, INT_MIN - 1, -1, 0, 1, 2, 2**53, 2**53 + 1, -(2**53 + 1), 2**31 - 1, 2**31, 2**32,
    127, 128, -128, -129, 255, 256, 999, 1000, 1001, 10000, 1_000_000, 1_000_001, 0.5, 1.5, -0.5, 0.1,
    1e308, -1e308, 1.7976931348623157e308, 5e-324, 2.2250738585072014e-308, 3.4028235e38, 3.5e38, 1e-7,
]
RAW_NUMBERS = ["-0", "-0.0", "0e0", "1e99999", "-1e99999", "1e-99999", "1E+400", "123456789012345678901234567890",
               "-123456789012345678901234567890", "9223372036854775807.0", "0.000000000000000000000000000001",
               "1" + "0" * 400, "9223372036854775807e0"]
# Escapes, delimiters and control characters: what ends a Swift comment or literal, a JSON or
# JavaScript string, a line, or reorders text on screen.
PIECES = [
    "\n", "\r", "\r\n", "\t", "\x00", "\x01", "\x08", "\x0b", "\x0c", "\x1b", "\x7f", "\x85", "\u2028", "\u2029",
    "\u202e", "\u200b", "\ufeff", "\ufffd", "*/", "/*", "//", '"""', '#"', '"#', "\\(", "\\(1)", "\\", '"', "'",
    "`", "${", "$0", '"\u0301', "\\\u0301", "\u0301", '"""#', '#"""', "\\u{0}", "\\n", "%00", "%2F", "../", "</script>",
    "<!--", "\U0001F600", "e\u0301", "\u0000\u0301", "\n#if false\n", "\n}\n", '")\n', '"); system("true") //',
    "\\\\(", "\\#(", "lab-1.chain", "progress.mapped", "0", "-1", "9223372036854775807", "nan", "inf", "-inf", "",
]
MEMBER_NAMES = ["", " ", "__proto__", "constructor", "value\u0000", "\u202evalue", "a\nb", "*/", '"', "\\(x)", "x" * 300]
DEPTHS = [32, 64, 100, 128, 500, 2000, 10000]
LENGTHS = [257, 1025, 4097, 8193, 8200, 16385, 70000]
COUNTS = [2, 3, 16, 40, 41, 100, 257, 1001]
SCALARS = [None, True, False, 0, -1, "", "x", [], {}, [None], {"": None}]


class Raw:
    """JSON text written as is."""

    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return f"Raw({self.text[:40]!r})"


class Pairs(list):
    """An object as (name, value) pairs: the same name may come twice."""


def dumps(value, ascii_only=True):
    """The JSON text of `value`; `ascii_only` writes every non-ASCII character as `\\u` escapes."""
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, (dict, Pairs)):
        members = value.items() if isinstance(value, dict) else value
        return "{" + ",".join(f"{json.dumps(str(k), ensure_ascii=ascii_only)}:{dumps(v, ascii_only)}" for k, v in members) + "}"
    if isinstance(value, list):
        return "[" + ",".join(dumps(item, ascii_only) for item in value) + "]"
    if isinstance(value, float) and not math.isfinite(value):
        return "1e99999" if value > 0 else "-1e99999" if value < 0 else "0"
    return json.dumps(value, ensure_ascii=ascii_only)


def nodes(value, path=()):
    """(path, node) for `value` and everything inside it; a path holds member names or indices."""
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from nodes(item, path + (key,))
    elif isinstance(value, (list, Pairs)):
        for index, item in enumerate(value):
            inner = item[1] if isinstance(value, Pairs) else item
            yield from nodes(inner, path + (index,))


def replaced(value, path, new):
    """A copy of `value` with the node at `path` replaced by `new` (`REMOVE` drops it)."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    copy = dict(value) if isinstance(value, dict) else Pairs(value) if isinstance(value, Pairs) else list(value)
    inner = replaced(copy[head][1] if isinstance(copy, Pairs) else copy[head], rest, new)
    if inner is REMOVE:
        del copy[head]
    else:
        copy[head] = (copy[head][0], inner) if isinstance(copy, Pairs) else inner
    return copy


REMOVE = object()


def any_node(node):
    return True


def is_number(node):
    return isinstance(node, (int, float)) and not isinstance(node, bool)


def is_container(node):
    return isinstance(node, (dict, list))


def is_array(node):
    return isinstance(node, list) and not isinstance(node, Pairs)


# The nodes each operator is meant for; it gets one of them four times in five, when there is one.
SUITS = {
    "limit": is_number, "text": lambda node: isinstance(node, str), "rename": lambda node: isinstance(node, dict),
    "add": is_container, "duplicate": is_container, "repeat": is_array,
}


class Mutator:
    """Mutations drawn from `rng`; `names` are member names to add (the document's), `donors`
    are other valid values whose nodes may stand in for a node."""

    def __init__(self, rng, names, donors):
        self.rng = rng
        self.names = list(names) + MEMBER_NAMES
        self.donors = donors
        self.operators = [
            (self.drop, 3), (self.add, 3), (self.duplicate, 2), (self.retype, 3), (self.limit, 6), (self.text, 6),
            (self.rename, 2), (self.nest, 1), (self.lengthen, 2), (self.repeat, 1), (self.splice, 3),
        ]
        self.weights = [weight for _, weight in self.operators]

    def mutate(self, value, times=None):
        """`value` with 1 to 3 mutations (or `times`); returns (value, [operator names])."""
        applied = []
        for _ in range(times or self.rng.choice([1, 1, 1, 2, 2, 3])):
            operator = self.rng.choices([op for op, _ in self.operators], self.weights)[0]
            everything = list(nodes(value))
            suited = [(path, node) for path, node in everything if SUITS.get(operator.__name__, any_node)(node)]
            path, node = self.rng.choice(suited if suited and self.rng.random() < 0.8 else everything)
            new = operator(node, path)
            if new is None:
                continue
            value = replaced(value, path, new)
            applied.append(operator.__name__)
        return value, applied

    # Each operator returns the node's replacement, REMOVE, or None to leave it.

    def drop(self, node, path):
        if isinstance(node, (dict, Pairs)) and node:
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            key = self.rng.choice(keys)
            return replaced(node, (key,), REMOVE)
        if is_array(node) and node:
            return replaced(node, (self.rng.randrange(len(node)),), REMOVE)
        return REMOVE if path else None

    def add(self, node, path):
        value = self.any_value()
        if isinstance(node, dict):
            copy = dict(node)
            copy[self.rng.choice(self.names)] = value
            return copy
        if isinstance(node, Pairs):
            return Pairs(list(node) + [(self.rng.choice(self.names), value)])
        if is_array(node):
            copy = list(node)
            copy.insert(self.rng.randrange(len(copy) + 1), value)
            return copy
        return None

    def duplicate(self, node, path):
        if isinstance(node, dict) and node:
            pairs = Pairs(node.items())
            name, value = self.rng.choice(pairs)
            return Pairs(list(pairs) + [(name, self.rng.choice([value, self.any_value()]))])
        if isinstance(node, Pairs) and node:
            return Pairs(list(node) + [self.rng.choice(node)])
        if is_array(node) and node:
            copy = list(node)
            index = self.rng.randrange(len(copy))
            copy.insert(index, copy[index])
            return copy
        return None

    def retype(self, node, path):
        others = [value for value in SCALARS if type(value) is not type(node)]
        choice = self.rng.choice(others + [str(node)[:50] if not isinstance(node, str) else 1])
        return json.loads(json.dumps(choice)) if not isinstance(choice, Raw) else choice

    def limit(self, node, path):
        if self.rng.random() < 0.3:
            return Raw(self.rng.choice(RAW_NUMBERS))
        number = self.rng.choice(NUMBERS)
        if isinstance(node, int) and not isinstance(node, bool) and self.rng.random() < 0.3:
            number = self.rng.choice([node + 1, node - 1, -node, node * 2**32])
        return number

    def text(self, node, path):
        piece = "".join(self.rng.choice(PIECES) for _ in range(self.rng.choice([1, 1, 2, 3])))
        if self.rng.random() < 0.1:
            return Raw('"' + self.rng.choice(["\\ud800", "\\udfff", "x\\ud83d", "\\u0000\\u0301", "\\uDBFF\\uDFFF"]) + '"')
        base = node if isinstance(node, str) else ""
        where = self.rng.choice(["start", "middle", "end", "alone"])
        if where == "alone":
            return piece
        at = {"start": 0, "middle": len(base) // 2, "end": len(base)}[where]
        return base[:at] + piece + base[at:]

    def rename(self, node, path):
        if isinstance(node, dict) and node:
            key = self.rng.choice(list(node))
            name = self.text(key, path) if self.rng.random() < 0.7 else self.rng.choice(self.names)
            return Pairs((name if k == key else k, v) for k, v in node.items())
        return None

    def nest(self, node, path):
        depth = self.rng.choice(DEPTHS)
        if self.rng.random() < 0.5:
            return Raw("[" * depth + dumps(node) + "]" * depth)
        return Raw('{"value":' * depth + dumps(node) + "}" * depth)

    def lengthen(self, node, path):
        length = self.rng.choice(LENGTHS)
        fill = self.rng.choice(["x", "é", "\n", "\\", '"', "\u2028", "\U0001F600"])
        return (node if isinstance(node, str) else "") + fill * length

    def repeat(self, node, path):
        count = self.rng.choice(COUNTS)
        if is_array(node) and node:
            return (node * (count // len(node) + 1))[:count]
        return [node] * count

    def splice(self, node, path):
        donor = self.rng.choice(self.donors)
        _, part = self.rng.choice(list(nodes(donor)))
        return part

    def any_value(self):
        kind = self.rng.random()
        if kind < 0.3:
            return self.rng.choice(NUMBERS)
        if kind < 0.5:
            return self.text("", ())
        if kind < 0.7:
            return self.splice(None, ())
        return json.loads(json.dumps(self.rng.choice(SCALARS)))
