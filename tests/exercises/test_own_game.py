"""Notebook 09's checker: a game of the student's own, checked three ways."""

import runpy
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from gamesearch.exercises import check_own_game, own_game
from gamesearch.games import Game
from tests.games.nim import Nim

SOLUTION = runpy.run_path(
    str(Path(__file__).resolve().parents[2] / "notebooks/solutions/09_your_own_game.py")
)


def test_the_shipped_connect_three_passes(fresh_registry):
    report = check_own_game(SOLUTION["ConnectThree"])
    assert report.ok, report.message
    assert "agree with minimax at" in report.message


def test_a_stub_is_told_what_to_write():
    class Stub(Game):
        score_range = (-1, 1)

    report = check_own_game(Stub)
    assert not report.ok
    assert "Stub does not write initial_state, to_move, legal_moves, apply, score:" in str(report)


def test_an_algorithm_that_disagrees_with_minimax_is_named(fresh_registry, monkeypatch):
    """A search that answers only a bound (a null window) differs from minimax: the
    comparison can fail, and says where."""
    monkeypatch.setitem(own_game.COMPARED, "alphabeta", {"window": (0, 0.5)})
    report = check_own_game(Nim((2, 2)))
    assert not report.ok
    assert report.message.startswith("alphabeta finds ") and "where minimax finds" in report.message


def test_a_game_with_its_own_move_codec_passes(fresh_registry):
    """Frozenset moves with the codec check_game's advice asks for: the trace's round trip
    never gives the codec the root's missing move (it used to, and crash)."""
    from tests.games.frozen_moves import TakeNamed

    report = check_own_game(TakeNamed())
    assert report.ok, report.message
    assert "its trace saves and loads back" in report.message


def test_what_was_not_compared_is_said(fresh_registry):
    @dataclass(frozen=True)
    class LockedNim(Nim):
        #: a lock of its own, made with the game: no second process can be sent it
        lock: Any = field(default_factory=threading.Lock, init=False, compare=False)

    report = check_own_game(LockedNim())
    assert report.ok, report.message
    assert "Not checked: whether lockednim's methods answer the same in a second" in report.message


def test_a_check_whose_own_searches_are_stopped_says_so_not_that_the_game_is_wrong(
    fresh_registry, monkeypatch
):
    """On a machine too slow for the browser's time limit, the checker's searches stop before
    they find a value: the check says it could not be made, in one line; it is not a ✘ of
    the game, nor the sign that minimax needs more than the budget (which skips a position).
    Here the checker's minimax alone is stopped (a time limit it cannot reach), the searches
    it is compared with are not."""
    from gamesearch.errors import ReferenceStopped
    from gamesearch.search import solve as search

    def solve(*args, **options):
        if "minimax" in args:
            options["time_limit"] = 1e-9
        return search(*args, **options)

    monkeypatch.setattr(own_game, "solve", solve)
    with pytest.raises(ReferenceStopped, match="the check could not be made"):
        check_own_game(Nim((2, 2)))
