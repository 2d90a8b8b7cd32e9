"""A student's own game, end to end (issue 31's "done when"): written from the contract alone,
checked, searched by every algorithm the package offers, stepped in the player from a whole
and a cut trace, saved, loaded and shown from the command line. Each step either works or
says in the student's terms what to change: no traceback, no wrong value, no run to a limit.

Dots and Boxes has extra turns (a completed box moves again); Domineering has none. Both are
small enough here to search to the end with every algorithm."""

from __future__ import annotations

import functools
import shutil
from pathlib import Path
from typing import Any

import pytest
from student_games import Domineering, DotsAndBoxes

from gamesearch.errors import InvalidSearchError
from gamesearch.games import Game, check_game
from gamesearch.search import ALGORITHMS, solve
from gamesearch.trace import load_trace, save_trace
from gamesearch.widgets.stepper_model import StepperModel
from tests.cli.command import run

GAMES = {"dab": DotsAndBoxes(rows=1, cols=2), "dom": Domineering(rows=3, cols=3)}
#: The test value a null-window test is given.
GAMMA = 1
#: More nodes than any whole search here takes: a search that runs on would reach it.
BUDGET = 200_000


def minimax(game: Game[Any, Any], state: Any) -> float:
    """The value for the player to move, by plain negamax over the rules (extra turns: the
    same player moves again, so the value is not negated)."""
    moves = game.legal_moves(state)
    if not moves:
        return game.score(state)
    me = game.to_move(state)
    values = []
    for move in moves:
        child = game.apply(state, move)
        value = minimax(game, child)
        values.append(value if game.to_move(child) == me else -value)
    return max(values)


@functools.cache
def true_value(key: str) -> float:
    """The value of ``GAMES[key]``'s start, by :func:`minimax` (once per game: it takes a
    second on Dots and Boxes, and every algorithm's test compares with it)."""
    game = GAMES[key]
    return minimax(game, game.initial_state())


def search_options(name: str) -> dict[str, Any]:
    spec = ALGORITHMS[name]
    options: dict[str, Any] = {"depth": None, "node_budget": BUDGET}
    if spec.needs_depth:  # iterative deepening: deep enough to reach every end
        options["depth"] = 12
    if name == "nws":
        options["gamma"] = GAMMA
    return options


@pytest.mark.parametrize("key", GAMES)
def test_the_contract_holds(key):
    check = check_game(GAMES[key])  # raises GameContractError naming a broken rule
    assert check.compared and not check.unchecked, str(check)


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("name", sorted(ALGORITHMS))
def test_every_algorithm_finds_the_value_or_says_what_it_needs(key, name):
    game, truth = GAMES[key], true_value(key)
    options = search_options(name)
    try:
        result = solve(game, algorithm=name, trace=True, **options)
    except InvalidSearchError as refused:  # before any search: what the game lacks
        assert "needs" in str(refused), str(refused)
        return
    assert result.complete, result.message
    if name == "nws":
        value = result.value
        assert truth >= value if value >= GAMMA else truth <= value
    else:
        assert result.value == truth
    whole = result.trace
    StepperModel(whole).go(len(whole.codes))
    # the same search's trace cut halfway: the player takes it, and says where it stops
    cut = solve(game, algorithm=name, trace=True, trace_limit=len(whole) // 2, **options)
    assert cut.trace.truncated
    model = StepperModel(cut.trace)
    said = [model.sentence_at(cursor) for cursor in range(len(cut.trace.codes) + 1)]
    assert "The trace stops here" in said[-1]
    assert not any("The trace stops here" in s for s in said[:-1])


def test_a_search_whose_algorithm_lacks_what_the_game_needs_says_so_in_one_line():
    with pytest.raises(InvalidSearchError, match="evaluate"):
        solve(GAMES["dom"], algorithm="id-alphabeta", depth=3)


@pytest.fixture
def plugin(tmp_path: Path) -> Path:
    """The games as a student's module registering them, as the command line imports it."""
    shutil.copy(Path(__file__).with_name("student_games.py"), tmp_path / "student_games.py")
    module = tmp_path / "mygames.py"
    module.write_text(
        "from gamesearch.games import register_game\n"
        "from student_games import DotsAndBoxes, Domineering\n"
        "register_game('dab', lambda: DotsAndBoxes(rows=1, cols=2))\n"
        "register_game('dom', lambda: Domineering(rows=3, cols=3))\n"
    )
    return module


@pytest.mark.parametrize("key", GAMES)
def test_a_trace_is_saved_loaded_and_shown_by_the_command_line(
    key, plugin, tmp_path, fresh_registry
):
    made = run(
        "--import", plugin.name, "trace", key, "--algorithm", "negascout", "--depth", "end",
        "--out", "whole.json", cwd=tmp_path,
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    shown = run("--import", plugin.name, "show", "whole.json", cwd=tmp_path)
    assert shown.returncode == 0, shown.stderr
    game = GAMES[key]
    assert key in shown.stdout
    assert str(true_value(key)) in shown.stdout

    fresh_registry.register_game(key, lambda: game)  # as the student's module does
    result = solve(key, algorithm="mtdf", depth=None, trace=True, trace_limit=10)
    path = tmp_path / "cut.json"
    save_trace(result.trace, path)
    loaded = load_trace(path)
    assert list(loaded.nodes) == list(result.trace.nodes)
    assert list(loaded.codes) == list(result.trace.codes)
    StepperModel(loaded)  # the loaded cut trace opens in the player too
    shown = run("--import", plugin.name, "show", "cut.json", "--quiet", cwd=tmp_path)
    assert shown.returncode == 0, shown.stderr


def test_show_names_what_to_import_when_the_game_is_not_known(plugin, tmp_path):
    made = run(
        "--import", plugin.name, "trace", "dom", "--depth", "end", "--out", "t.json",
        cwd=tmp_path,
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    shown = run("show", "t.json", cwd=tmp_path)
    assert shown.returncode == 2
    assert len(shown.stderr.strip().splitlines()) <= 2, shown.stderr
    assert "Traceback" not in shown.stderr
