"""A search the browser's time limit cuts says so, and the course's measurements keep only
finished rows (issue 34): GAMESEARCH_BROWSER_TIME_LIMIT, Limits.tell, the experiments."""

import os
import subprocess
import sys

import pytest

from gamesearch.games import get_game
from gamesearch.games.trees import PI_TREE
from gamesearch.search import limits as search_limits
from gamesearch.search import solve
from gamesearch.search.experiments import (
    MT_DRIVERS,
    deepen,
    etc_rows,
    granularity_rows,
    id_pvs,
    minimal_graph_leaves,
    mt_family_rows,
)

READ = "from gamesearch.search import limits; print(limits.BROWSER_TIME_LIMIT, limits.EVERYWHERE)"


def python_with(value: str | None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != search_limits.VARIABLE}
    if value is not None:
        env[search_limits.VARIABLE] = value
    command = [sys.executable, "-c", READ]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)


def test_the_environment_variable_sets_the_limit_and_applies_it_outside_the_browser():
    assert python_with(None).stdout.split() == ["30.0", "False"]
    assert python_with("0.5").stdout.split() == ["0.5", "True"]


@pytest.mark.parametrize("value", ["abc", "0", "-1", "inf", "nan", ""])
def test_a_value_that_is_no_number_of_seconds_is_named(value):
    run = python_with(value)
    assert run.returncode != 0 and "InvalidArgumentError" in run.stderr
    assert f"{search_limits.VARIABLE}={value!r} is not a number of seconds" in run.stderr


@pytest.fixture
def cut_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The browser's time limit, set as the variable does, so short that every search is cut
    at its first node."""
    monkeypatch.setattr(search_limits, "EVERYWHERE", True)
    monkeypatch.setattr(search_limits, "BROWSER_TIME_LIMIT", 1e-9)


@pytest.mark.usefixtures("cut_at_once")
def test_a_search_the_browsers_limit_cuts_prints_why_and_one_cut_by_its_own_limit_does_not(
    capsys: pytest.CaptureFixture[str],
):
    cut = solve(PI_TREE, algorithm="mtdf")
    assert not cut.complete and cut.value is None
    assert capsys.readouterr().out == cut.message + "\n"
    assert "the browser's time limit of 1e-09 s reached" in cut.message
    own = solve(PI_TREE, algorithm="mtdf", time_limit=1e-9)
    assert not own.complete and capsys.readouterr().out == ""


@pytest.mark.usefixtures("cut_at_once")
def test_measurements_cut_keep_only_finished_rows_and_say_how_many(
    capsys: pytest.CaptureFixture[str],
):
    kalah = get_game("kalah")
    assert deepen(PI_TREE, "mtdf", 3) is None
    assert id_pvs(kalah, kalah.initial_state(), 3)[0] is None
    assert minimal_graph_leaves(kalah, None, 3) is None
    capsys.readouterr()
    total = 1 + len(MT_DRIVERS)
    for measure, of in [
        (lambda: mt_family_rows([(kalah, 3)]), total),
        (lambda: etc_rows([("kalah", None, 3)], [("MTD(f)", "mtdf", {})]), 2),
        (lambda: granularity_rows("reversi-4x4", (1, 2), depth=3, start=None), 2),
    ]:
        assert measure() == []
        printed = capsys.readouterr().out
        assert f"The measurement stopped after 0 of {of} rows" in printed
        assert "the table shows the rows that finished" in printed
