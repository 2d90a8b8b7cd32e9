"""What a type checker knows of a search's result: ``solve(..., trace=True)`` returns a
:class:`TracedResult`, whose trace is a Trace (never None); other calls a SearchResult."""

from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parents[2]

CALLS = """
from typing_extensions import assert_type

from gamesearch.search import SearchResult, TracedResult, solve
from gamesearch.trace.model import Trace

traced = solve("tictactoe", trace=True)
assert_type(traced, TracedResult)
assert_type(traced.trace, Trace)
assert_type(solve("tictactoe", "b2", trace="full"), TracedResult)
assert_type(solve("tictactoe"), SearchResult)
assert_type(solve("tictactoe", trace=False), SearchResult)
flag: bool = True
assert_type(solve("tictactoe", trace=flag), SearchResult)
"""


def mypy(source: str, folder: Path) -> tuple[str, int]:
    """mypy --strict on ``source`` (with the project's settings): its report and status."""
    path = folder / "calls.py"
    path.write_text(source)
    out, err, status = api.run(
        [str(path), "--strict", "--no-incremental", "--config-file", str(ROOT / "pyproject.toml")]
    )
    return out + err, status


def test_a_traced_search_is_typed_as_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # where mypy finds the package
    report, status = mypy(CALLS, tmp_path)
    assert status == 0, report
    wrong = "from gamesearch.search import TracedResult, solve\n"
    wrong += "from typing_extensions import assert_type\n"
    wrong += 'assert_type(solve("tictactoe"), TracedResult)\n'
    report, status = mypy(wrong, tmp_path)
    assert status == 1 and 'Expression is of type "SearchResult", not "TracedResult"' in report


GENERIC = """
from typing_extensions import assert_type

from gamesearch.games.kalah import Kalah, KalahState
from gamesearch.games.tictactoe import TicTacToe
from gamesearch.match import Engine, play_match
from gamesearch.search import solve

kalah = Kalah()
solve(kalah, kalah.initial_state(), moves=(3, "4"))  # moves, or their notation
solve(kalah, TicTacToe().initial_state())  # refused: a state of another game
solve(kalah, moves=[(1, 2)])  # refused: not a Kalah move
solve("kalah", TicTacToe().initial_state())  # a game by name: nothing to check
match = play_match(kalah, Engine("negascout", 2), Engine("negascout", 2))
assert_type(match.final, KalahState)
"""


def test_states_and_moves_are_checked_where_the_game_is_known(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    report, status = mypy(GENERIC, tmp_path)
    lines = GENERIC.splitlines()
    refused = [n for n, line in enumerate(lines, 1) if "# refused" in line]
    errors = [int(line.split(":")[1]) for line in report.splitlines() if ": error:" in line]
    assert status == 1 and sorted(errors) == refused, report
