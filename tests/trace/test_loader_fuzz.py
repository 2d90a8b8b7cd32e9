"""The trace loader trusts nothing: real trace files, damaged at every place in every way a
file can be (a field deleted, retyped, truncated, reordered, a number out of range), are
either refused with InvalidTraceError, saying where, or read as a trace that every part of
the package can use (narrated event by event, node by node, annotated, written again).

The damage is a systematic walk, not random: every path of each document (of a long list,
the first two items, the last, and a node of each set of fields and an event of each kind),
each with every change below. No other exception may escape the loader.
"""

from __future__ import annotations

import copy
import json
import math
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from gamesearch.errors import InvalidTraceError
from gamesearch.games import get_game
from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.trace import annotate, load_trace, save_trace, trace_from_json, trace_to_json
from gamesearch.trace.model import Trace
from gamesearch.trace.narrate import describe_event, describe_node, describe_start

#: Searches whose traces use every part of the format: a table (probes, narrowed windows,
#: stored bounds), SCOUT's tests (version 2), MTD(f)'s passes, a window given by the caller,
#: true values, and a trace cut short by its limit.
SEARCHES: dict[str, Callable[[], Trace]] = {
    "table": lambda: solve(PI_TREE, algorithm="negascout", tt=True, trace=True).trace,
    "scout-tests": lambda: solve(HIROI_TREE, algorithm="scout", trace=True).trace,
    "mtdf-passes": lambda: solve(HIROI_TREE, algorithm="mtdf", trace=True).trace,
    "window-annotated": lambda: _annotated(
        solve(PI_TREE, algorithm="alphabeta", window=(-math.inf, 5), trace=True).trace
    ),
    "cut": lambda: (
        solve(  # a board game's moves through its codec, and a trace cut short
            get_game("tictactoe"),
            algorithm="negascout",
            moves="b2 a1 c3 a3",
            tt=True,
            trace=True,
            trace_limit=15,
        ).trace
    ),
}


def _annotated(trace: Trace) -> Trace:
    annotate(trace)
    return trace


@pytest.fixture(scope="module", params=SEARCHES)
def saved(request, tmp_path_factory) -> dict[str, Any]:
    """A trace file as save_trace writes it, read as plain JSON."""
    path = tmp_path_factory.mktemp("fuzz") / f"{request.param}.json"
    save_trace(SEARCHES[request.param](), path)
    return json.loads(path.read_text(encoding="utf-8"))


# -- the damage ---------------------------------------------------------------------------------
Path_ = tuple[str | int, ...]

#: What any value may be replaced by: every JSON type, and numbers a float cannot be (Python's
#: json reads 1e400 as inf; a dictionary handed to trace_from_json may hold NaN).
ANY = (None, True, -1, 2.5, 10**400, math.inf, math.nan, "3", [], {})
#: Parts that belong to the game's own codec and checks: damaged down to their items only.
OPAQUE = (("game", "config"), ("root",))


def _sample(items: list[Any], at: Path_) -> list[int]:
    """The indices of a list the walk damages: the first two and the last, and for the nodes
    and events the first of each kind (a node of each set of fields and table outcome, an
    event of each kind), so every field is damaged somewhere."""
    chosen = {0, 1, len(items) - 1}
    if at in (("nodes",), ("events",)):
        kinds = [
            (tuple(item), item.get("tt")) if isinstance(item, dict) else item[0] for item in items
        ]
        chosen |= {kinds.index(kind) for kind in kinds}
    return sorted(i for i in chosen if 0 <= i < len(items))


def paths(value: Any, at: Path_ = ()) -> Iterator[Path_]:
    """Every path inside ``value`` (long lists sampled, the game's parts not deep)."""
    yield at
    if at[:-1] in OPAQUE:
        return
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*at, key))
    elif isinstance(value, list):
        for i in _sample(value, at):
            yield from paths(value[i], (*at, i))


def retyped(value: Any) -> list[Any]:
    """``value`` as another type of JSON (a number as text, a list as an object, ...), out
    of range or shape, and each value of :data:`ANY`."""
    out: list[Any] = list(ANY)
    if isinstance(value, bool):
        out.append(str(value).lower())
    elif isinstance(value, (int, float)):
        out += [str(value), [value], -value - 1, value + 0.5]
    elif isinstance(value, str):
        out += [len(value), [value], value[:-1], "x" * 200]
    elif isinstance(value, list):
        out += [{str(i): v for i, v in enumerate(value)}, value[: len(value) // 2], value[::-1]]
        out += [[*value, value[-1]] if value else [None]]
    elif isinstance(value, dict):
        out += [list(value.values())]
    return out


def _changed(data: Any, at: Path_, change: Callable[[Any, Any], None]) -> Any:
    """A copy of ``data`` with ``change(container, key)`` done at ``at`` (only the containers
    on the way are copied)."""
    top = copy.copy(data)
    holder = top
    for step in at[:-1]:
        holder[step] = holder = copy.copy(holder[step])
    change(holder, at[-1])
    return top


def damaged(data: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(what was done, the damaged document)`` for each change at each path."""
    for at in paths(data):
        if not at:
            continue
        here: Any = data
        for step in at:
            here = here[step]
        yield f"{list(at)} deleted", _changed(data, at, lambda c, k: c.__delitem__(k))
        for value in retyped(here):
            yield (
                f"{list(at)} = {str(value)[:40]}",
                _changed(data, at, lambda c, k, v=value: c.__setitem__(k, v)),
            )
        if isinstance(at[-1], int):
            yield f"{list(at)} swapped with the next", _changed(data, at, _swap)


def _swap(container: list[Any], i: int) -> None:
    j = (i + 1) % len(container)
    container[i], container[j] = container[j], container[i]


# -- what the loader must do with each ----------------------------------------------------------
def usable(trace: Trace) -> None:
    """Use every part of an accepted trace, as the package's views and players do."""
    describe_start(trace)
    for index in range(len(trace.codes)):
        describe_event(trace, index)
    for node_id in range(len(trace)):
        describe_node(trace, node_id)
    again = trace_from_json(json.loads(json.dumps(trace_to_json(trace), allow_nan=False)))
    assert trace_to_json(again) == trace_to_json(trace)
    annotate(trace)


def verdict(load: Callable[[], Trace]) -> str | None:
    """None if ``load`` refuses the document with InvalidTraceError or reads a usable trace;
    else what went wrong."""
    try:
        trace = load()
    except InvalidTraceError:
        return None
    except Exception as error:  # the point: nothing else may escape
        return f"the loader raised {type(error).__name__}: {error}"
    try:
        usable(trace)
    except Exception as error:
        return f"accepted, then {type(error).__name__}: {error}"
    return None


def test_the_documents_load_as_they_are(saved):
    assert verdict(lambda: trace_from_json(copy.deepcopy(saved))) is None
    trace_from_json(copy.deepcopy(saved))  # accepted, not refused


def test_every_damaged_document_is_refused_or_usable(saved):
    wrong = [
        f"{what}: {problem}"
        for what, bad in damaged(saved)
        if (problem := verdict(lambda bad=bad: trace_from_json(bad))) is not None
    ]
    assert not wrong, f"{len(wrong)} documents:\n" + "\n".join(wrong[:30])


def test_a_file_cut_anywhere_or_reordered_is_refused_or_usable(saved, tmp_path: Path):
    text = json.dumps(saved, ensure_ascii=False)
    cuts = sorted({len(text) * k // 40 for k in range(40)} | {len(text) - 1})
    files = {f"cut at {n}": text[:n] for n in cuts}
    keys = list(saved)
    for key in keys:  # each top-level field moved to the front, then to the end
        rest = [k for k in keys if k != key]
        for where, order in (("first", [key, *rest]), ("last", [*rest, key])):
            files[f"{key} moved {where}"] = json.dumps({k: saved[k] for k in order})
    files["a field twice"] = text[:-1] + ', "stats": {}}'
    wrong = []
    for what, content in files.items():
        path = tmp_path / "trace.json"
        path.write_text(content, encoding="utf-8")
        problem = verdict(lambda path=path: load_trace(path))
        if problem is not None:
            wrong.append(f"{what}: {problem}")
    assert not wrong, "\n".join(wrong[:30])
