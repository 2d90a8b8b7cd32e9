"""The compiled core (gamesearch/compiled.py, built by bench/compile_core.py for make bench):
the same source compiled by mypyc finds what the Python source finds, node for node.

The comparison builds the core (about 20 s) and is a slow test (``make test-slow``)."""

import json
import sys
import sysconfig

import pytest

from bench import compile_core
from gamesearch.games.trees import TreeGame
from gamesearch.search import solve
from gamesearch.search.zobrist import ZobristTable

#: (game, algorithm, solve's keywords): every compiled page, with and without a table.
CASES = [
    ("tictactoe", "alphabeta", {"tt": False}),
    ("tictactoe", "alphabeta-failsoft", {"tt": True}),
    ("tictactoe", "negascout", {"tt": True}),
    ("reversi-4x4", "mtdf", {}),
    ("reversi-4x4", "fast", {"etc": True}),
    ("reversi-4x4", "negascout", {"zobrist_slots": 64}),
    ("kalah", "negascout", {"depth": 5}),
    *(("tree", algorithm, {"seed": seed}) for seed in range(4) for algorithm in ("mtdf", "sss")),
]


def summary(game: str, algorithm: str, options: dict) -> dict:
    """What a traced search found, as JSON: value, line, counts and the trace's columns."""
    options = dict(options)
    if game == "tree":
        game = TreeGame.random(3, 4, seed=options.pop("seed"))
    if "zobrist_slots" in options:
        options["tt"] = ZobristTable(slots=options.pop("zobrist_slots"))
    result = solve(game, algorithm=algorithm, trace=True, **options)
    trace = result.trace
    return {
        "value": result.value,
        "line": [result.game.format_move(m) for m in result.pv],
        "counts": [result.stats.nodes, result.stats.evaluations, result.stats.tt_hits],
        "parents": list(trace.parent),
        "values": trace.value,
        "bounds": list(trace.bound),
        "events": list(trace.codes),
        "pruned": [None if p is None else [str(m) for m in p] for p in trace.pruned],
    }


def summaries() -> str:
    return json.dumps([summary(*case) for case in CASES])


@pytest.mark.slow
def test_the_compiled_core_finds_what_the_source_finds():
    reason = compile_core.unavailable()
    if reason:
        pytest.skip(f"no compiled core on this machine: {reason}")
    code = (
        "import gamesearch.games.reversi as r\n"
        "assert not r.__file__.endswith('.py')\n"
        "from tests.test_compiled_core import summaries\n"
        "print(summaries())"
    )
    compiled = json.loads(compile_core.run_on(compile_core.build(), code))
    for case, python, theirs in zip(CASES, json.loads(summaries()), compiled, strict=True):
        assert theirs == python, case


def test_the_build_names_a_missing_compiler(monkeypatch):
    monkeypatch.setattr(sysconfig, "get_config_var", lambda name: "no-such-cc -pthread")
    assert "no C compiler ('no-such-cc'" in compile_core.unavailable()
    with pytest.raises(RuntimeError, match="cannot build the compiled core: no C compiler"):
        compile_core.build()


def test_the_build_names_missing_python_headers(monkeypatch, tmp_path):
    monkeypatch.setattr(sysconfig, "get_config_var", lambda name: sys.executable)
    monkeypatch.setattr(sysconfig, "get_paths", lambda: {"include": str(tmp_path)})
    assert "no Python headers" in compile_core.unavailable()
