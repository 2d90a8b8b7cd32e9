"""check_game catches what changes between processes: it replays its seeded positions in a
second Python process under another hash seed, and names the method that answers otherwise
there (a set's order in legal_moves, hash() of a string in key or evaluate); a game that no
second process can import is not compared, and the result says so."""

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gamesearch.errors import GameContractError
from gamesearch.games import check_game
from gamesearch.games import second_process as second
from gamesearch.games.check import COMPARED_POSITIONS
from tests.games.nim import Nim
from tests.games.process_games import FailsElsewhere, SortedSetNim

ROOT = Path(__file__).resolve().parents[2]


def check_under_seed(game_class: str, seed: str = "1") -> str:
    """What ``print(check_game(Game()))`` (or its error) says in a Python whose hash seed is
    fixed: the same every run, whatever this process's seed."""
    script = textwrap.dedent(
        f"""
        from gamesearch.errors import GameContractError
        from gamesearch.games import check_game
        from tests.games.process_games import {game_class}
        try:
            print(check_game({game_class}(), games=30))
        except GameContractError as error:
            print("GameContractError:", error)
        """
    )
    env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
    env.pop(second.SECOND, None)
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_moves_returned_from_a_set_are_named_as_a_different_order():
    said = check_under_seed("SetOrderedNim")
    assert said.startswith(
        "GameContractError: setorderednim.legal_moves returned the same moves in another "
        "order in a second Python process (another hash seed): "
    )
    assert "at this position (start 'standard'" in said
    assert "a set's order depends on the hash seed: return the moves sorted" in said


def test_a_key_built_from_hash_of_a_string_is_named():
    said = check_under_seed("HashKeyNim")
    assert said.startswith("GameContractError: hashkeynim.key gave ")
    assert "in a second Python process (another hash seed)" in said
    assert "never of hash()" in said


def test_an_evaluation_built_from_hash_is_named():
    said = check_under_seed("HashEvaluationNim")
    assert said.startswith("GameContractError: hashevaluationnim.evaluate gave ")


@pytest.mark.parametrize("game_class", ["SortedSetNim", "HashKeyNim"])
def test_the_same_seed_in_both_processes_would_see_nothing(game_class):
    """The comparison finds these games only because the second process's seed differs:
    given this process's seed, it would pass them (so the tests above test the seed)."""
    script = textwrap.dedent(
        f"""
        from gamesearch.games import check_game, second_process
        from tests.games.process_games import {game_class}
        second_process.other_seed = lambda: "1"
        print(check_game({game_class}(), games=30))
        """
    )
    env = {**os.environ, "PYTHONHASHSEED": "1", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert (
        done.stdout.startswith("✔ ") and "replayed alike in a second Python process" in done.stdout
    )


def test_well_behaved_games_pass_and_say_how_much_was_compared():
    for game in (Nim(), SortedSetNim()):
        report = check_game(game, games=30)
        assert report.unchecked == "" and 0 < report.compared <= report.positions
        assert report.compared <= COMPARED_POSITIONS + 100  # whole games, about that many
        assert "positions replayed alike in a second Python process" in str(report)


def test_the_second_process_runs_under_another_seed(monkeypatch):
    monkeypatch.setenv("PYTHONHASHSEED", "7")
    assert second.other_seed() == "8"
    monkeypatch.setenv("PYTHONHASHSEED", "0")  # no salt at all
    assert second.other_seed() == "1"
    monkeypatch.setenv("PYTHONHASHSEED", "4294967295")  # the largest seed
    assert second.other_seed() == "0"
    monkeypatch.delenv("PYTHONHASHSEED")  # a random seed
    assert second.other_seed() == "1"


def test_a_method_that_fails_only_in_the_second_process_is_named():
    with pytest.raises(GameContractError, match=r"failselsewhere\.key raised RuntimeError: not in"):
        check_game(FailsElsewhere(), games=5)


def test_a_game_no_second_process_can_import_is_not_compared_and_says_so():
    class Local(Nim):  # defined in a function: pickle cannot name its class
        pass

    report = check_game(Local(), games=5)
    assert report.compared == 0 and "a second process cannot rebuild the game" in report.unchecked
    assert "every rule checked holds.\nNot checked: whether local's methods answer the same" in (
        str(report)
    )


def test_a_game_of_a_notebook_cell_is_not_compared_and_says_why():
    script = textwrap.dedent(
        """
        from tests.games.nim import Nim
        from gamesearch.games import check_game

        class CellNim(Nim):
            pass

        print(check_game(CellNim(), games=5))
        """
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop(second.SECOND, None)
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "every rule checked holds." in done.stdout
    assert "its class CellNim is defined in __main__ (a notebook cell" in done.stdout.replace(
        "\n", " "
    )


def test_the_second_process_starts_no_third(monkeypatch):
    monkeypatch.setenv(second.SECOND, "1")
    report = check_game(Nim(), games=5)
    assert report.compared == 0 and "already the second process" in report.unchecked
