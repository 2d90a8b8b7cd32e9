"""check_game catches what changes between processes: it replays its seeded positions in a
second Python process under another hash seed, and names the method that answers otherwise
there (a set's order in legal_moves, hash() of a string in key or evaluate); a game of a
notebook cell's own class (__main__) or of a function's is sent there by value; a game that
cannot be sent is not compared, and the result says so."""

import os
import subprocess
import sys
import textwrap
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from gamesearch.errors import GameContractError
from gamesearch.games import check_game
from gamesearch.games import second_process as second
from gamesearch.games.check import COMPARED_POSITIONS
from tests.games.nim import Nim
from tests.games.process_games import FailsElsewhere, SortedSetNim

ROOT = Path(__file__).resolve().parents[2]


def run_under_seed(*args: str, seed: str = "1") -> str:
    """What ``python *args`` prints in a Python whose hash seed is ``seed``: the same every
    run, whatever this process's seed."""
    env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
    env.pop(second.SECOND, None)
    done = subprocess.run(
        [sys.executable, *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def check_under_seed(game_class: str, seed: str = "1") -> str:
    """What ``print(check_game(Game()))`` (or its error) says under a fixed hash seed."""
    return run_under_seed(
        "-c",
        textwrap.dedent(
            f"""
        from gamesearch.errors import GameContractError
        from gamesearch.games import check_game
        from tests.games.process_games import {game_class}
        try:
            print(check_game({game_class}(), games=30))
        except GameContractError as error:
            print("GameContractError:", error)
        """
        ),
        seed=seed,
    )


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
    said = run_under_seed(
        "-c",
        textwrap.dedent(
            f"""
            from gamesearch.games import check_game, second_process
            from tests.games.process_games import {game_class}
            second_process.other_seed = lambda: "1"
            print(check_game({game_class}(), games=30))
            """
        ),
    )
    assert said.startswith("✔ ") and "replayed alike in a second Python process" in said


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


def test_a_class_defined_in_a_function_is_sent_by_value():
    class Local(Nim):  # defined in a function: pickle cannot name its class, cloudpickle sends it
        pass

    report = check_game(Local(), games=5)
    assert report.unchecked == "" and report.compared > 0
    assert "positions replayed alike in a second Python process" in str(report)


def test_a_game_that_cannot_be_sent_is_not_compared_and_says_so():
    @dataclass(frozen=True)
    class LockedNim(Nim):
        #: a lock of its own, made with the game: no second process can be sent it
        lock: Any = field(default_factory=threading.Lock, init=False, compare=False)

    report = check_game(LockedNim(), games=5)
    assert report.compared == 0
    assert "the game cannot be sent there (TypeError: " in report.unchecked
    assert "lock" in report.unchecked and "give it settings that can be copied" in report.unchecked
    said = str(report)
    assert "every rule checked holds.\nNot checked: whether lockednim's methods answer" in said


#: A notebook cell's game, as a student writes it: its moves are strings made by a function
#: of the cell, from a constant of the cell, with a module the cell imported; returned from a
#: set, their order changes with the hash seed.
SET_ORDERED_CELL = """
import itertools

from tests.games.nim import Nim

PREFIX = "h"


def move_name(heap, take):
    return f"{PREFIX}{heap}-{take}"


class CellNim(Nim):
    def legal_moves(self, state):
        heaps, _ = state
        pairs = itertools.chain.from_iterable(
            ((i, k) for k in range(1, h + 1)) for i, h in enumerate(heaps)
        )
        return tuple({move_name(i, k) for i, k in pairs})

    def apply(self, state, move):
        heap, take = move[len(PREFIX) :].split("-")
        return super().apply(state, (int(heap), int(take)))
"""

#: The same game written well: its moves are objects of a class of the cell's own (a frozen
#: dataclass), in a fixed order; they come back from the second process as that class's.
WELL_BEHAVED_CELL = """
from dataclasses import dataclass

from tests.games.nim import Nim


@dataclass(frozen=True)
class Take:
    heap: int
    count: int


class CellNim(Nim):
    def legal_moves(self, state):
        return tuple(Take(i, k) for i, k in super().legal_moves(state))

    def apply(self, state, move):
        return super().apply(state, (move.heap, move.count))

    def format_move(self, move):
        return f"{move.heap},{move.count}"

    def move_to_json(self, move):
        return [move.heap, move.count]

    def move_from_json(self, data):
        return Take(*data)
"""

#: How a cell runs: as a script run directly (its module is __main__), or as IPython's
#: kernel runs a cell, by exec in the namespace of a module that stands in for __main__.
RUN_AS = {
    "script": "{cell}\n{check}",
    "kernel": (
        "import sys, types\n"
        "main = types.ModuleType('__main__')\n"
        "sys.modules['__main__'] = main\n"
        "exec({source!r}, main.__dict__)\n"
    ),
}
CHECK = textwrap.dedent(
    """
    from gamesearch.errors import GameContractError
    from gamesearch.games import check_game

    assert CellNim.__module__ == "__main__"
    try:
        print(check_game(CellNim(), games=30))
    except GameContractError as error:
        print("GameContractError:", error)
    """
)


def check_cell(cell: str, run_as: str, folder: Path) -> str:
    """What check_game says of the cell's CellNim, run as ``run_as`` says, in a Python whose
    hash seed is 1 (the second process's is then 2)."""
    source = cell + CHECK
    script = folder / "cell.py"
    script.write_text(RUN_AS[run_as].format(cell=cell, check=CHECK, source=source))
    return run_under_seed(str(script))


@pytest.mark.parametrize("run_as", RUN_AS)
def test_a_notebook_cells_game_is_compared_and_its_set_order_named(run_as, tmp_path):
    said = check_cell(SET_ORDERED_CELL, run_as, tmp_path)
    assert said.startswith(
        "GameContractError: cellnim.legal_moves returned the same moves in another order in a "
        "second Python process (another hash seed): "
    )
    assert "a set's order depends on the hash seed" in said


@pytest.mark.parametrize("run_as", RUN_AS)
def test_a_well_behaved_notebook_cells_game_passes_compared(run_as, tmp_path):
    said = check_cell(WELL_BEHAVED_CELL, run_as, tmp_path)
    assert said.startswith("✔ cellnim: 30 random games"), said
    assert "positions replayed alike in a second Python process" in said
    assert "Not checked" not in said


def test_the_second_process_starts_no_third(monkeypatch):
    monkeypatch.setenv(second.SECOND, "1")
    report = check_game(Nim(), games=5)
    assert report.compared == 0 and "already the second process" in report.unchecked
