"""The JSON codec is called only with what the contract (gamesearch.games.base) says each
method is given: a trace's root has no move, so the loader never reads null as one, and a
damaged file's data that a game's own codec refuses is an invalid trace, never a traceback."""

import json

import pytest

from gamesearch.errors import InvalidTraceError
from gamesearch.games import check_game, register_game
from gamesearch.search import solve
from gamesearch.trace import load_trace, save_trace
from gamesearch.trace.jsonio import trace_to_json
from tests.games.frozen_moves import TakeNamed


class RecordingTake(TakeNamed):
    """TakeNamed that keeps every value its move codec is given, and a state codec of its own
    (an object, read by key)."""

    given: list = []  # noqa: RUF012 (shared on purpose: the tests read it)

    def move_to_json(self, move):
        self.given.append(("move_to_json", move))
        return super().move_to_json(move)

    def move_from_json(self, data):
        self.given.append(("move_from_json", data))
        return super().move_from_json(data)

    def state_to_json(self, state):
        return {"left": list(state[0]), "player": state[1]}

    def state_from_json(self, data):
        return (tuple(data["left"]), data["player"])


@pytest.fixture
def saved(tmp_path, fresh_registry):
    register_game("take", TakeNamed)
    register_game("take-recorded", RecordingTake)
    result = solve(TakeNamed(), algorithm="negascout", trace=True)
    path = tmp_path / "take.json"
    save_trace(result.trace, path)
    return result.trace, path


def test_the_frozenset_codec_game_keeps_the_contract():
    report = check_game(TakeNamed(), games=20)
    assert report.unchecked == "" and report.compared > 0


def test_a_trace_of_frozenset_moves_round_trips(saved):
    trace, path = saved
    loaded = load_trace(path)
    assert len(loaded) == len(trace) > 10
    assert [n.move for n in loaded.nodes] == [n.move for n in trace.nodes]
    assert isinstance(loaded.nodes[1].move, frozenset)
    assert trace_to_json(loaded) == trace_to_json(trace)


def test_the_codec_is_never_given_none(tmp_path, fresh_registry):
    register_game("take-recorded", RecordingTake)
    RecordingTake.given.clear()
    result = solve(RecordingTake(), algorithm="alphabeta", trace=True)
    save_trace(result.trace, tmp_path / "t.json")
    written = len(RecordingTake.given)
    load_trace(tmp_path / "t.json")
    read = RecordingTake.given[written:]
    assert written > 0 and read, "both directions went through the game's codec"
    assert all(method == "move_to_json" for method, _ in RecordingTake.given[:written])
    assert all(method == "move_from_json" for method, _ in read)
    assert all(value is not None for _, value in RecordingTake.given)


@pytest.mark.parametrize("bad", [5, {"x": 1}, "zz", [["a"]]])
def test_a_damaged_move_the_codec_cannot_read_is_an_invalid_trace(saved, bad):
    _, path = saved
    data = json.loads(path.read_text())
    data["nodes"][1]["move"] = bad
    path.write_text(json.dumps(data))
    with pytest.raises(InvalidTraceError, match=r"node 1: .* is not a legal move at its parent 0"):
        load_trace(path)


@pytest.mark.parametrize("bad", [[], 3, {"left": 1, "player": 0}])
def test_a_damaged_root_a_game_codec_cannot_read_is_an_invalid_trace(tmp_path, fresh_registry, bad):
    register_game("take-recorded", RecordingTake)
    result = solve(RecordingTake(), algorithm="alphabeta", trace=True)
    data = trace_to_json(result.trace)
    data["root"] = bad
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data))
    with pytest.raises(InvalidTraceError, match=r"root: .* is not a recordingtake position"):
        load_trace(path)
