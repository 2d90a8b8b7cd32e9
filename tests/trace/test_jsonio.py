"""Traces round-trip through standard JSON."""

import json
import tracemalloc

import pytest

from gamesearch.errors import InvalidTraceError
from gamesearch.games import get_game
from gamesearch.games.reversi import Reversi
from gamesearch.games.trees import HIROI_TREE
from gamesearch.search import solve
from gamesearch.trace import annotate, load_trace, save_trace, trace_from_json, trace_to_json


@pytest.mark.parametrize(
    ("game", "moves", "algorithm", "options"),
    [
        (HIROI_TREE, "", "negascout", {"scout_first": True}),
        (get_game("tictactoe"), "b2 a1 c1", "mtdf", {}),
        (get_game("kalah-hiroi"), "1", "alphabeta", {"depth": 2}),
        (Reversi(4, 6, order="hiroi"), "", "negascout", {"tt": True, "depth": 3}),
        (get_game("reversi-4x4"), "b1 a1 a2 c1", "scout", {}),
    ],
)
def test_trace_round_trips_through_json(tmp_path, game, moves, algorithm, options):
    result = solve(game, algorithm=algorithm, moves=moves, trace=True, **options)
    annotate(result.trace)
    data = trace_to_json(result.trace)
    text = json.dumps(data, allow_nan=False)  # standard JSON: no Infinity, no NaN
    assert "Infinity" not in text and "NaN" not in text
    path = tmp_path / "trace.json"
    save_trace(result.trace, path)
    loaded = load_trace(path)
    assert trace_to_json(loaded) == data
    assert loaded.root == result.trace.root and len(loaded) == len(result.trace)
    assert loaded.state(len(loaded) - 1) == result.trace.state(len(loaded) - 1)


def test_every_node_carries_the_documented_fields():
    result = solve(get_game("tictactoe"), algorithm="alphabeta", moves="b2 a1 c3", trace=True)
    data = trace_to_json(result.trace)
    for node in data["nodes"]:
        for key in ("id", "parent", "path", "to_move", "depth", "alpha", "beta", "value", "bound"):
            assert key in node
    root = data["nodes"][0]
    assert root["parent"] is None and root["path"] == [] and root["alpha"] is None
    deep = data["nodes"][-1]
    assert len(deep["path"]) >= 1 and all(isinstance(m, str) for m in deep["path"])


def test_unbounded_ends_are_null():
    data = trace_to_json(solve(HIROI_TREE, algorithm="minimax", trace=True).trace)
    assert all(n["alpha"] is None and n["beta"] is None for n in data["nodes"])


def test_a_file_that_is_not_a_trace_is_refused():
    with pytest.raises(InvalidTraceError, match="not a gamesearch trace"):
        trace_from_json({"format": "something else"})


# -- hostile and malformed input: one clear InvalidTraceError, never a hang ---------------------
def small_trace_data():
    result = solve(get_game("tictactoe"), algorithm="negascout", moves="b2 a1 c3", trace=True)
    return trace_to_json(result.trace)


def broken(change):
    data = small_trace_data()
    change(data)
    return data


def set_node(index, key, value):
    return lambda d: d["nodes"][index].__setitem__(key, value)


BAD_TRACES = {
    "a list": ([], "expected a JSON object"),
    "null": (None, "expected a JSON object"),
    "a number": (3, "expected a JSON object"),
    "another format": ({"format": "x"}, "not a gamesearch trace"),
    "unknown version": (broken(lambda d: d.update(version=99)), "version 99 .* unknown"),
    "version as text": (broken(lambda d: d.update(version="1")), "version '1' .* unknown"),
    "unknown game class": (
        broken(lambda d: d["game"].update({"class": "Chess"})),
        "unknown game class 'Chess'",
    ),
    "unknown game setting": (
        broken(lambda d: d["game"]["config"].update(scorng="win-loss")),
        "unknown field 'scorng' .*did you mean 'scoring'",
    ),
    "bad game setting": (
        broken(lambda d: d["game"]["config"].update(scoring="x")),
        "unknown scoring 'x'",
    ),
    "root as strings": (broken(lambda d: d.update(root=["a", "b", "c"])), "root: not a tictactoe"),
    "short root": (broken(lambda d: d.update(root=[0])), "root: expected a list of 3 fields"),
    "node 0 its own parent": (
        broken(set_node(0, "parent", 0)),
        "node 0: parent 0 is not an earlier",
    ),
    "dangling parent": (broken(set_node(3, "parent", 999)), "node 3: parent 999"),
    "cycle through a later node": (broken(set_node(1, "parent", 2)), "node 1: parent 2"),
    "huge move": (broken(set_node(1, "move", 8589934592)), "8589934592 is not a legal move"),
    "illegal move": (broken(set_node(1, "move", 4)), "4 is not a legal move"),
    "float move": (broken(set_node(1, "move", 0.0)), "0.0 is not a legal move"),
    "id out of order": (broken(set_node(2, "id", 7)), "node 2: its id is 7"),
    "wrong player": (broken(set_node(1, "to_move", 1)), "to_move 1 is not the player"),
    "negative depth": (
        broken(set_node(1, "depth", -3)),
        "depth: expected a whole number >= 0 or null, found -3",
    ),
    "alpha above beta": (
        broken(lambda d: d["nodes"][1].update(alpha=5, beta=1)),
        r"window \(5, 1\) has alpha above beta",
    ),
    "window as text": (broken(set_node(1, "alpha", "-inf")), "alpha: expected a number or null"),
    "unknown why": (broken(set_node(1, "why", "hunch")), "why: expected one of root, child"),
    "unknown bound": (broken(set_node(1, "bound", "maybe")), "bound: expected one of exact"),
    "unknown node field": (broken(set_node(1, "valeu", 3)), "unknown field 'valeu'.*'value'"),
    "missing node field": (broken(lambda d: d["nodes"][1].pop("why")), "'why' is missing"),
    "dangling best child": (broken(set_node(0, "best_child", 10**6)), "best_child 1000000"),
    "best child not a child": (broken(set_node(1, "best_child", 3)), "not one of its children"),
    "dangling event": (broken(lambda d: d["events"].append(["exit", 10**6])), "node 1000000"),
    "unknown event": (
        broken(lambda d: d["events"].append(["jump", 0])),
        "kind: expected one of enter, .* found 'jump'",
    ),
    "event not a pair": (
        broken(lambda d: d["events"].append("enter 0")),
        "expected \\[kind, id\\]",
    ),
    "nodes not a list": (broken(lambda d: d.update(nodes={})), "nodes: expected a list"),
    "no nodes": (broken(lambda d: d.update(nodes=[], events=[])), "at least its root"),
    "unknown top field": (broken(lambda d: d.update(extra=1)), "unknown field 'extra'"),
    "options nested": (
        broken(lambda d: d.update(options={"a": {"b": 1}})),
        "options: a: expected a number, text",
    ),
    "huge format string": ({"format": "x" * 10**8}, "not a gamesearch trace"),
}


@pytest.mark.parametrize("case", BAD_TRACES, ids=str)
def test_a_malformed_trace_is_refused_in_one_line(case, tmp_path):
    data, message = BAD_TRACES[case]
    with pytest.raises(InvalidTraceError, match=message) as error:
        trace_from_json(data)
    assert "\n" not in str(error.value) and len(str(error.value)) < 400
    if isinstance(data, dict) and case != "huge format string":
        # The file reader says the same: it checks the same way, streaming.
        path = tmp_path / "trace.json"
        path.write_text(json.dumps(data))
        with pytest.raises(InvalidTraceError, match=message):
            load_trace(path)


BAD_FILES = {
    "binary": (b"\x89PNG\r\n\x1a\n\x00\x00", "not UTF-8 text"),
    "empty": (b"", "starts with nothing"),
    "not json": (b"{format: 1}", "line 1, column 2: expected a field name"),
    "cut short": (b'{"format": "gamesearch-trace"', "line 1, column 30: expected ','"),
    "NaN": (b'{"format": NaN}', "NaN is not standard JSON"),
    "deeply nested arrays": (b'{"root": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested"),
    "deeply nested objects": (b'{"root": ' + b'{"a":' * 100_000 + b"1" + b"}" * 100_001, "nested"),
    "a huge integer": (b'{"version": ' + b"9" * 5000 + b"}", "line 1"),
    "duplicate field": (b'{"format": "gamesearch-trace", "format": "x"}', "appears twice"),
    "trailing text": (b'{"format": "gamesearch-trace"} x', "unexpected text after the trace"),
}


@pytest.mark.parametrize("case", BAD_FILES, ids=str)
def test_a_hostile_file_is_refused_in_one_line(case, tmp_path):
    content, message = BAD_FILES[case]
    path = tmp_path / "trace.json"
    path.write_bytes(content)
    with pytest.raises(InvalidTraceError, match=message) as error:
        load_trace(path)
    assert "\n" not in str(error.value) and len(str(error.value)) < 400


def test_a_file_over_the_size_limit_is_refused_before_reading(tmp_path):
    path = tmp_path / "trace.json"
    path.write_text(json.dumps(small_trace_data()))
    with pytest.raises(InvalidTraceError, match="more than the 100 a trace may have"):
        load_trace(path, max_bytes=100)


def test_a_huge_string_is_never_repeated_whole(tmp_path):
    path = tmp_path / "trace.json"
    path.write_text(json.dumps({"format": "y" * 10_000_000}))
    with pytest.raises(InvalidTraceError) as error:
        load_trace(path)
    assert len(str(error.value)) < 200


def test_loading_takes_memory_of_a_small_multiple_of_the_file(tmp_path):
    result = solve("tictactoe", algorithm="minimax", trace=True, trace_limit=30_000)
    path = tmp_path / "trace.json"
    save_trace(result.trace, path)
    size = path.stat().st_size
    tracemalloc.start()
    try:
        loaded = load_trace(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(loaded) == 30_000
    assert peak < 3 * size, f"peak {peak:,} bytes for a file of {size:,}"


def test_saving_writes_as_it_goes_in_bounded_memory(tmp_path):
    result = solve("tictactoe", algorithm="minimax", trace=True, trace_limit=30_000)
    path = tmp_path / "trace.json"
    assert len(result.trace.codes) > 0  # the trace's events, derived once and kept: its own
    tracemalloc.start()
    try:
        save_trace(result.trace, path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    size = path.stat().st_size
    assert peak < size / 50, f"peak {peak:,} bytes writing a file of {size:,}"
    assert json.loads(path.read_text()) == trace_to_json(result.trace)


def test_a_saved_trace_fits_the_published_schema(tmp_path):
    """The whole-file schema, for readers outside Python, accepts what save_trace writes."""
    import fastjsonschema

    from gamesearch.trace.schema import TRACE

    result = solve(get_game("kalah-hiroi"), algorithm="mtdf", depth=3, trace=True)
    annotate(result.trace)
    save_trace(result.trace, tmp_path / "trace.json")
    fastjsonschema.compile(TRACE)(json.loads((tmp_path / "trace.json").read_text()))


def test_a_game_setting_json_cannot_hold_is_named_not_a_raw_type_error(tmp_path):
    import threading
    from dataclasses import dataclass, field

    from gamesearch.errors import InvalidArgumentError
    from gamesearch.trace import save_trace
    from tests.games.nim import Nim

    @dataclass(frozen=True)
    class LockedNim(Nim):
        lock: object = field(default_factory=threading.Lock)

    result = solve(LockedNim(heaps=(1, 2)), algorithm="negascout", trace=True)
    with pytest.raises(InvalidArgumentError, match=r"setting lock = <.*lock.*> cannot be written"):
        save_trace(result.trace, tmp_path / "t.json")
    assert not (tmp_path / "t.json").exists()
