"""The trace file's JSON Schema, part by part, and its errors said in the loader's words.

The loader (:mod:`gamesearch.trace.loader`) reads a file piece by piece (the header's parts,
then each node, event and MTD(f) pass) and checks each piece against its schema here, compiled
once by ``fastjsonschema`` (pure Python, so it runs under Pyodide too). The schema checks
shapes: types, ranges, known names and fields. What a schema cannot say (ids in order,
parents on the open line, moves legal where they are played, a test's answer against its
bound) the loader checks itself, replaying the moves.

Every description is the phrase a message puts after "expected": a schema error becomes one
line such as ``node 3: alpha: expected a number or null, found '-inf'``, or ``node 1: unknown
field 'valeu' (did you mean 'value'?)``. :data:`TRACE` assembles the parts into one schema of
a whole file, for readers outside Python.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import fastjsonschema

from gamesearch.bounds import BOUNDS, TEST_RELATIONS
from gamesearch.errors import InvalidTraceError, quote, suggestion
from gamesearch.trace.model import EVENT_KINDS, LEAVES, TT_OUTCOMES, WHY_CODES

#: The largest node id, pass number or remaining depth (the trace stores them as 32-bit ints).
MAX_COUNT = 1 << 30

NUMBER = {"type": "number", "description": "a number"}
NUMBER_OR_NULL = {"type": ["number", "null"], "description": "a number or null"}
COUNT = {"type": "integer", "minimum": 0, "maximum": MAX_COUNT, "description": "a node id"}
COUNT_OR_NULL = {
    "type": ["integer", "null"],
    "minimum": 0,
    "maximum": MAX_COUNT,
    "description": "a whole number >= 0 or null",
}
INTERVAL = {
    "type": "array",
    "items": NUMBER_OR_NULL,
    "minItems": 2,
    "maxItems": 2,
    "description": "[lower, upper]",
}
WORDS = {"type": "array", "items": {"type": "string"}, "description": "a list of moves in notation"}


def _text(longest: int | None = None) -> dict[str, Any]:
    if longest is None:
        return {"type": "string", "description": "text"}
    return {
        "type": "string",
        "maxLength": longest,
        "description": f"text of at most {longest} characters",
    }


def _choice(names: tuple[str, ...], null: bool = True) -> dict[str, Any]:
    listed = ", ".join(names) + (" or null" if null else "")
    return {"enum": [*names, None] if null else list(names), "description": f"one of {listed}"}


def _object(properties: dict[str, Any], required: tuple[str, ...] = ()) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": properties,
        "required": list(required),
        "additionalProperties": False,
        "description": "an object",
    }


_SCALAR = {"type": ["number", "string", "boolean", "null"]}
#: An option or a statistic: a number, text, true/false, null, or a flat list of those (or
#: of pairs, for MTD(f)'s passes).
SETTINGS = {
    "type": "object",
    "propertyNames": {"maxLength": 100},
    "additionalProperties": {
        "anyOf": [_SCALAR, {"type": "array", "items": {"anyOf": [_SCALAR, INTERVAL]}}],
        "description": "a number, text, true/false, null or a flat list of those",
    },
    "description": "an object",
}

GAME = _object(
    {"name": _text(), "module": _text(), "class": _text(), "config": {"type": "object"}},
    ("class", "config"),
)

TEST = _object(
    {
        "relation": _choice(TEST_RELATIONS, null=False),
        "v": {"type": "number", "description": "a number v"},
        "answer": {"type": ["boolean", "null"], "description": "true, false or null"},
    },
    ("relation", "v"),
)

NODE = _object(
    {
        "id": COUNT,
        "parent": COUNT_OR_NULL,
        "path": WORDS,
        "move": {},  # the game's own codec reads it
        "to_move": {"enum": [0, 1], "description": "0 or 1"},
        "depth": COUNT_OR_NULL,
        "alpha": NUMBER_OR_NULL,
        "beta": NUMBER_OR_NULL,
        "why": _choice(WHY_CODES, null=False),
        "value": NUMBER_OR_NULL,
        "bound": _choice(BOUNDS),
        "leaf": _choice(LEAVES),
        "tt": _choice(TT_OUTCOMES),
        "true_value": NUMBER_OR_NULL,
        "tt_window": INTERVAL,
        "tt_entry": INTERVAL,
        "stored": INTERVAL,
        "cutoff_child": COUNT,
        "best_child": COUNT,
        "cutoff": _text(100),
        "cutoff_raw": {},
        "pruned": WORDS,
        "pruned_raw": {"type": "array", "description": "a list of moves"},
        "test": TEST,
    },
    ("id", "parent", "move", "to_move", "depth", "alpha", "beta", "why", "value"),
)

EVENT = {
    "type": "array",
    "items": [
        {
            "enum": list(EVENT_KINDS),
            "title": "kind",
            "description": f"one of {', '.join(EVENT_KINDS)}",
        },
        {**COUNT, "title": "id", "description": "a node or pass number"},
    ],
    "minItems": 2,
    "maxItems": 2,
    "description": "[kind, id]",
}

PASS = _object(
    {
        "number": COUNT,
        "gamma": NUMBER,
        "value": NUMBER_OR_NULL,
        "lower": NUMBER_OR_NULL,
        "upper": NUMBER_OR_NULL,
        "root": {
            "type": "integer",
            "minimum": -1,
            "maximum": MAX_COUNT,
            "description": "a node id or -1",
        },
    },
    ("number", "gamma", "value", "lower", "upper", "root"),
)

#: Each part the loader checks on its own, by name.
PARTS: dict[str, dict[str, Any]] = {
    "game": GAME,
    "algorithm": _text(100),
    "options": SETTINGS,
    "stats": SETTINGS,
    "truncated": _text(),
    "stopped": _text(),
    "node": NODE,
    "event": EVENT,
    "passes": {"type": "array", "items": PASS, "description": "a list"},
}

#: A whole trace file (what :func:`gamesearch.trace.save_trace` writes), for other readers.
TRACE = _object(
    {
        "format": {"const": "gamesearch-trace"},
        "version": {"enum": [1, 2]},
        "game": GAME,
        "root": {},  # the game's own codec reads it
        "algorithm": PARTS["algorithm"],
        "options": SETTINGS,
        "stats": SETTINGS,
        "truncated": PARTS["truncated"],
        "stopped": PARTS["stopped"],
        "nodes": {"type": "array", "items": NODE, "minItems": 1},
        "events": {"type": "array", "items": EVENT},
        "passes": PARTS["passes"],
    },
    ("format", "version", "game", "root", "nodes", "events"),
)


@cache
def _validator(part: str) -> Callable[[Any], Any]:
    validate: Callable[[Any], Any] = fastjsonschema.compile(PARTS[part])
    return validate


def check(part: str, value: Any, where: str) -> None:
    """Check ``value`` against the schema of ``part``; InvalidTraceError says, in one line,
    what is wrong at ``where`` (``"node 3"``) if it does not fit."""
    try:
        _validator(part)(value)
    except fastjsonschema.JsonSchemaValueException as error:
        raise InvalidTraceError(
            f"not a valid gamesearch trace: {where}: {_problem(error)}"
        ) from None


def _problem(error: fastjsonschema.JsonSchemaValueException) -> str:
    """What the schema error means, in the loader's words: the field (its path inside the
    part), what was expected and what was found."""
    definition = error.definition or {}
    path = [str(step) for step in (error.path or [])[1:]]  # the first step is "data"
    if path and "title" in definition:  # an item of a fixed-length array, named
        path[-1] = definition["title"]
    field = ".".join(path) + ": " if path else ""
    value = error.value
    if error.rule == "additionalProperties" and isinstance(value, dict):
        known = definition.get("properties", {})
        extra = next(str(key) for key in value if key not in known)
        return f"{field}unknown field {quote(extra)}{suggestion(extra, known)}"
    if error.rule == "required" and isinstance(value, dict):
        missing = next(key for key in definition["required"] if key not in value)
        return f"{field}the field {missing!r} is missing"
    if error.rule == "propertyNames":
        return f"{field}a name is {_text(100)['description']}"
    expected = definition.get("description") or error.message.removeprefix(error.name or "")
    near = suggestion(value, map(str, definition["enum"])) if error.rule == "enum" else ""
    return f"{field}expected {expected}, found {quote(value)}{near}"
