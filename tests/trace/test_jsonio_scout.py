"""SCOUT's tests in JSON: written as questions (format version 2), read back, and rebuilt
from the structure of a version 1 file, which wrote them as the window (v, v)."""

import json

import pytest

from gamesearch.errors import InvalidTraceError
from gamesearch.games import get_game
from gamesearch.games.trees import HIROI_TREE
from gamesearch.search import solve
from gamesearch.trace import load_trace, save_trace, trace_from_json, trace_to_json


def scout_trace(game=HIROI_TREE, **options):
    return solve(game, algorithm="scout", trace=True, **options).trace


def as_version_1(data):
    """The file an earlier gamesearch wrote: no tests, version 1."""
    data = json.loads(json.dumps(data))
    for node in data["nodes"]:
        node.pop("test", None)
    data["version"] = 1
    return data


def test_tests_round_trip_with_their_answers(tmp_path):
    trace = scout_trace()
    save_trace(trace, tmp_path / "scout.json")
    data = json.loads((tmp_path / "scout.json").read_text())
    assert data["version"] == 2
    written = [n["test"] for n in data["nodes"] if "test" in n]
    assert len(written) == len(trace.tests) > 0
    assert {"relation": "<", "v": -3, "answer": False} in written  # B: MIN's "< −3?", no
    loaded = load_trace(tmp_path / "scout.json")
    assert loaded.tests == trace.tests
    assert [n.answer for n in loaded.nodes] == [n.answer for n in trace.nodes]
    assert trace_to_json(loaded) == data


def test_a_trace_without_tests_stays_version_1():
    data = trace_to_json(solve(HIROI_TREE, algorithm="negascout", trace=True).trace)
    assert data["version"] == 1 and all("test" not in n for n in data["nodes"])


@pytest.mark.parametrize(
    ("game", "options"),
    [(HIROI_TREE, {}), (HIROI_TREE, {"ordering": "natural"}), (get_game("reversi-4x4"), {})],
)
def test_a_version_1_file_gets_its_tests_rebuilt(game, options):
    options.setdefault("moves", "b1 a1 a2 c1" if game is not HIROI_TREE else "")
    trace = scout_trace(game, **options)
    old = trace_from_json(as_version_1(trace_to_json(trace)))
    assert old.tests == trace.tests


BAD_TESTS = {
    "a test in a version 1 file": (
        lambda d: d.update(version=1),
        "a test needs version 2",
    ),
    "an unknown relation": (
        lambda d: first_test(d).update(relation="="),
        "expected one of >, ≥, <, ≤",
    ),
    "no number": (lambda d: first_test(d).update(v="3"), "test.v: expected a number v, found '3'"),
    "an answer that is not true or false": (
        lambda d: first_test(d).update(answer="yes"),
        "true, false or null",
    ),
    "an answer against the bound": (
        lambda d: first_test(d).update(answer=not first_test(d)["answer"]),
        "disagrees with its bound",
    ),
    "an unknown field": (lambda d: first_test(d).update(strict=True), "unknown field 'strict'"),
}


def first_test(data):
    return next(n["test"] for n in data["nodes"] if "test" in n)


@pytest.mark.parametrize("name", BAD_TESTS)
def test_a_bad_test_is_refused_with_a_clear_message(name):
    change, message = BAD_TESTS[name]
    data = trace_to_json(scout_trace())
    change(data)
    with pytest.raises(InvalidTraceError, match=message):
        trace_from_json(data)
