"""Traces as standard JSON (no NaN or Infinity), readable outside Python.

Schema (``format: "gamesearch-trace"``, ``version: 2``, or ``1`` for a trace without SCOUT
tests, which older readers take too)::

    {
      "format": "gamesearch-trace", "version": 2,
      "game": {"name": "reversi-4x6", "module": "gamesearch.games.reversi",
               "class": "Reversi", "config": {...}},
      "root": [...],                 # the root state, through the game's JSON codec
      "algorithm": "negascout", "options": {...},
      "stats": {...}, "truncated": "", "stopped": "",
      "nodes": [
        {"id": 0, "parent": null, "path": [], "move": null, "to_move": 0,
         "depth": null, "alpha": null, "beta": null, "why": "root",
         "value": 16, "bound": "exact", "leaf": null, "tt": "miss",
         "true_value": 16,                                      # only if annotated
         "tt_window": [a, b], "tt_entry": [lower, upper], "stored": [lower, upper],
         "cutoff": "c1", "cutoff_child": 7, "pruned": ["d1", "e1"],
         "best_child": 3,                                      # only when they happened
         "test": {"relation": "<", "v": -3, "answer": true}}   # only at a SCOUT test
      ],
      "events": [["enter", 0], ["probe", 0], ...],
      "passes": [{"number": 1, "gamma": 0, "value": 16, "lower": 16, "upper": null, "root": 0}]
    }

Numbers are from the point of view of the player to move at that node. ``path`` lists the
moves from the root in the game's notation; ``move`` (and ``cutoff_raw``, ``pruned_raw``) is
the move itself through the game's JSON codec (:meth:`~gamesearch.games.base.Game.move_to_json`:
an int, a string, or a tuple written as a list). The game is found again by its module and
class among the registered games (:mod:`gamesearch.games.registry`); the file's schema is
:data:`gamesearch.trace.schema.TRACE`. :func:`save_trace` writes the file as it goes, node by
node, in bounded memory. ``depth`` is the remaining depth, ``null`` when searching to the end
of the game.
**Unbounded ends are written ``null``**: a null alpha or lower bound means -infinity, a null
beta or upper bound means +infinity. That is the rule of :mod:`gamesearch.jsonnum`, which
writes and reads every number here: every other number is finite (a whole float written as an
integer), and a null ``value`` (or ``true_value``) means the node never returned. In
``options`` and ``stats`` a pair of numbers is an interval by the same rule (a ``window`` of
``[null, 5]`` is (−∞, 5)).

``test`` (version 2) is SCOUT's yes/no question at a test node, "is the value ``relation``
v?", from the player to move there like every number (``>``, ``≥``, ``<`` or ``≤``: at a
MIN node MAX's "> 3?" is "< −3?"); ``answer`` is null until the node returned. Version 1
wrote no ``test``: reading such a file, the loader rebuilds each test from who asked it
(:mod:`gamesearch.trace.loader`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any

from gamesearch.errors import InvalidArgumentError, quote
from gamesearch.games.base import Game, Move, State
from gamesearch.jsonnum import (
    Number,
    end_to_json,
    interval_to_json,
    number_to_json,
    settings_to_json,
)
from gamesearch.trace.loader import FORMAT, TESTS_VERSION, VERSION, load_trace, trace_from_json
from gamesearch.trace.model import Trace, unpack_event

__all__ = ["FORMAT", "VERSION", "load_trace", "save_trace", "trace_from_json", "trace_to_json"]


def _optional(x: float | None) -> Number | None:
    """A value that may be missing (a node that never returned): null then."""
    return None if x is None else number_to_json(x)


def game_to_json(game: Game[State, Move]) -> dict[str, Any]:
    """The game as a trace names it: its name, the module and class it comes from (the
    loader finds it among the registered games by these) and its settings, if a dataclass."""
    config: dict[str, Any] = {}
    if is_dataclass(game):
        config = {f.name: _setting(game, f.name) for f in fields(game) if f.init}
    kind = type(game)
    return {
        "name": game.name,
        "module": kind.__module__,
        "class": kind.__qualname__,
        "config": config,
    }


def _setting(game: Game[State, Move], name: str) -> Any:
    """A setting of a dataclass game as JSON, or InvalidArgumentError naming it."""
    value = settings_to_json(getattr(game, name))
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError):
        raise InvalidArgumentError(
            f"{game.name}'s setting {name} = {quote(getattr(game, name))} cannot be written "
            "to a trace file, which keeps a game's settings as JSON (numbers, text, true/false, "
            "lists and objects of these): make it one of those, or not a dataclass field "
            "(a property or a class attribute)"
        ) from None
    return value


def _header(trace: Trace) -> dict[str, Any]:
    """Everything before the nodes (the loader needs the game and root first)."""
    return {
        "format": FORMAT,
        "version": TESTS_VERSION if trace.tests else 1,  # version 1 readers take the rest
        "game": game_to_json(trace.game),
        "root": trace.game.state_to_json(trace.root),
        "algorithm": trace.algorithm,
        "options": {k: settings_to_json(v) for k, v in trace.options.items() if _jsonable(v)},
        "stats": settings_to_json(trace.stats),
        "truncated": trace.truncated,
        "stopped": trace.stopped,
    }


def _nodes(trace: Trace) -> Iterator[dict[str, Any]]:
    """Each node as a JSON-ready dictionary, one at a time (a search enters a node's parent
    before it and keeps it on the open line until it is done, so only that line's moves in
    notation are kept, not every node's path)."""
    game = trace.game
    fmt, move_json = game.format_move, game.move_to_json
    line: list[tuple[int, list[str]]] = []  # (node id, its path), the open line
    for i, n in trace.walk():
        while line and line[-1][0] != n.parent:
            line.pop()
        path = [*line[-1][1], fmt(n.move)] if line else []
        line.append((i, path))
        item: dict[str, Any] = {
            "id": i,
            "parent": None if n.parent < 0 else n.parent,
            "path": path,
            "move": None if n.parent < 0 else move_json(n.move),
            "to_move": n.to_move,
            "depth": n.depth,
            "alpha": end_to_json(n.alpha, "lower"),
            "beta": end_to_json(n.beta, "upper"),
            "why": n.why,
            "value": _optional(n.value),
            "bound": n.bound,
            "leaf": n.leaf,
            "tt": n.tt,
        }
        if trace.true_values is not None:
            item["true_value"] = _optional(trace.true_values[i])
        for key in ("tt_window", "tt_entry", "stored"):
            if n.get(key) is not None:
                item[key] = interval_to_json(n.get(key))
        for key in ("cutoff_child", "best_child"):
            if n.get(key) is not None:
                item[key] = n.get(key)
        if n.test is not None:
            item["test"] = {
                "relation": n.test.relation,
                "v": number_to_json(n.test.v),
                "answer": n.answer,
            }
        if n.get("cutoff_move") is not None:
            item["cutoff"] = fmt(n.get("cutoff_move"))
            item["cutoff_raw"] = move_json(n.get("cutoff_move"))
            item["pruned"] = [fmt(m) for m in n.get("pruned", ())]
            item["pruned_raw"] = [move_json(m) for m in n.get("pruned", ())]
        yield item


def _passes(trace: Trace) -> list[dict[str, Any]]:
    return [
        {
            "number": p.number,
            "gamma": number_to_json(p.gamma),
            "value": _optional(p.value),
            "lower": end_to_json(p.lower, "lower"),
            "upper": end_to_json(p.upper, "upper"),
            "root": p.root,
        }
        for p in trace.passes
    ]


def trace_to_json(trace: Trace) -> dict[str, Any]:
    """The trace as a JSON-ready dictionary (see the module docstring)."""
    return {
        **_header(trace),
        "nodes": list(_nodes(trace)),
        "events": [list(e) for e in trace.events],
        "passes": _passes(trace),
    }


def _jsonable(value: Any) -> bool:
    """Whether an option can be written (one that cannot, such as a function, is left out)."""
    try:
        json.dumps(settings_to_json(value), allow_nan=False)
    except (TypeError, ValueError):
        return False
    return True


def save_trace(trace: Trace, path: str | Path) -> None:
    """Write the trace as JSON to ``path``, as it goes: the header, then each node and each
    event as it is made, so that memory stays bounded whatever the trace's size (the same
    document :func:`trace_to_json` builds whole)."""
    dumps = json.JSONEncoder(allow_nan=False, ensure_ascii=False).encode
    header = dumps(_header(trace))  # before the file is opened: a refused game writes none
    with Path(path).open("w", encoding="utf-8") as out:
        out.write(header[:-1])  # the header object, still open
        events = (list(unpack_event(code)) for code in trace.codes)
        for key, items in (("nodes", _nodes(trace)), ("events", events)):
            out.write(f', "{key}": [')
            for n, item in enumerate(items):
                out.write(("," if n else "") + dumps(item))
            out.write("]")
        out.write(f', "passes": {dumps(_passes(trace))}}}')
