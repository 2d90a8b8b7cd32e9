"""Traces round-trip through standard JSON."""

import json

import pytest

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
    with pytest.raises(ValueError, match="not a gamesearch trace"):
        trace_from_json({"format": "something else"})
