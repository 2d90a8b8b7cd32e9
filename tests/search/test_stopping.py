"""Searches a student can stop: solve follows the game's default depth as the command line
does, a search in the browser stops by itself at a time limit, and an interrupt stops a
search as a limit does, with its partial result and one short line."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import textwrap
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

from gamesearch import cli
from gamesearch.errors import SearchInterrupted
from gamesearch.games import get_game
from gamesearch.games.reversi import Reversi
from gamesearch.search import DefaultDepth, solve
from gamesearch.search import context as search_context
from gamesearch.search import limits as search_limits


# -- the depth ----------------------------------------------------------------------------
def test_solve_follows_the_games_default_depth_unless_told_none() -> None:
    result = solve("reversi-6x6")
    assert result.options["depth"] == get_game("reversi-6x6").default_depth == 6
    assert "depth 6 is the default for reversi-6x6" in result.note
    assert "depth=None to search to the end" in repr(result)
    to_end = solve("kalah", depth=None, node_budget=2_000)
    assert to_end.options["depth"] is None and to_end.note == ""
    chosen = solve("kalah", depth=2)
    assert chosen.options["depth"] == 2 and chosen.note == ""
    solved = solve("tictactoe")  # a game a laptop solves: to the end, nothing to say
    assert solved.options["depth"] is None and solved.note == ""
    assert solve("tictactoe", depth=DefaultDepth.GAME).stats == solved.stats


def test_solve_and_the_command_line_search_the_same_default_depth(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main(["solve", "kalah", "--json"]) == cli.OK
    printed = json.loads(capsys.readouterr().out)
    result = solve("kalah")
    assert printed["options"]["depth"] == result.options["depth"] == 6
    assert (printed["value"], printed["nodes"]) == (result.value, result.stats.nodes)
    assert printed["algorithm"] == result.algorithm  # one default algorithm too


# -- the browser's time limit ---------------------------------------------------------------
@pytest.fixture
def in_the_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    """Python as Pyodide reports itself, with a browser time limit short enough to test."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(search_limits, "BROWSER_TIME_LIMIT", 0.2)


@pytest.mark.usefixtures("in_the_browser")
def test_in_the_browser_a_search_stops_at_the_time_limit_and_says_how_to_go_further() -> None:
    result = solve("reversi-6x6", depth=None)
    assert not result.complete and result.options["time_limit"] == 0.2
    assert result.message.startswith("search stopped: the browser's time limit of 0.2 s reached")
    assert "pass time_limit=SECONDS to search longer" in result.message
    # and what reaches the searches a call does not make itself (a checker's, say)
    assert "set gamesearch.search.limits.BROWSER_TIME_LIMIT = SECONDS for every search" in (
        result.message
    )
    deepening = solve("reversi-6x6", algorithm="id-mtdf", depth=30)
    assert not deepening.complete and deepening.value is not None  # the last completed depth's
    assert "was the last completed" in deepening.message


@pytest.mark.usefixtures("in_the_browser")
def test_in_the_browser_the_calls_own_limits_win(monkeypatch: pytest.MonkeyPatch) -> None:
    own = solve("reversi-6x6", depth=None, time_limit=0.1)
    assert own.options["time_limit"] == 0.1 and "browser" not in own.message
    assert "Raise the limit" in own.message
    monkeypatch.setattr(search_limits, "BROWSER_TIME_LIMIT", None)  # the setting turned off
    unlimited = solve("reversi-6x6", depth=None, node_budget=3_000)
    assert unlimited.options["time_limit"] is None
    assert "node budget of 3000 nodes reached" in unlimited.message


def test_outside_the_browser_no_time_limit_is_added() -> None:
    assert solve("reversi-6x6", depth=None, node_budget=500).options["time_limit"] is None


# -- interrupts ---------------------------------------------------------------------------
@pytest.fixture
def interrupt_after(monkeypatch: pytest.MonkeyPatch) -> Any:
    """``interrupt_after(n)``: Reversi's move generator raises KeyboardInterrupt at its n-th
    call, as Ctrl-C (JupyterLab's Interrupt) does while a search runs."""

    def arm(calls: int) -> None:
        legal_moves, count = Reversi.legal_moves, [0]

        def interrupting(self: Reversi, state: Any) -> Any:
            count[0] += 1
            if count[0] == calls:
                raise KeyboardInterrupt
            return legal_moves(self, state)

        monkeypatch.setattr(Reversi, "legal_moves", interrupting)

    return arm


def test_an_interrupt_stops_a_search_with_its_partial_result(interrupt_after: Any) -> None:
    interrupt_after(5_000)
    with pytest.raises(KeyboardInterrupt) as caught:  # loops and cells around it stop too
        solve("reversi-6x6", depth=None, trace=True, trace_limit=1_000)
    assert isinstance(caught.value, SearchInterrupted)
    result = caught.value.result
    assert not result.complete and result.value is None and result.stats.nodes > 1_000
    assert result.message.startswith(f"search interrupted after {result.stats.nodes:,} nodes")
    assert "give it a time limit or a node budget" in result.message
    assert result.trace is not None and result.trace.stopped == result.message


def test_an_interrupted_deepening_keeps_its_last_completed_depth(interrupt_after: Any) -> None:
    interrupt_after(20_000)
    with pytest.raises(SearchInterrupted) as caught:
        solve("reversi-6x6", algorithm="id-alphabeta", depth=30)
    result = caught.value.result
    assert result.value is not None and "was the last completed" in result.message


def test_a_notebook_shows_an_interrupted_search_in_one_line(
    interrupt_after: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    interrupt_after(2_000)
    shell = InteractiveShell.instance()
    shell.run_cell("from gamesearch.search import solve\nsolve('reversi-6x6', depth=None)")
    shown = [line for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert len(shown) == 1, shown
    assert shown[0].startswith("SearchInterrupted: search interrupted after")


#: Python code that reports "searching" on standard output once a search is under way.
WATCH = """
import json, signal, sys, threading, time

signal.signal(signal.SIGINT, signal.default_int_handler)  # even where a shell ignores it


def watch(stats):
    def wait():
        while stats.nodes < 2_000:
            time.sleep(0.01)
        print("searching", flush=True)
    threading.Thread(target=wait, daemon=True).start()
"""

CHILD = WATCH + textwrap.dedent(
    """
    from gamesearch.errors import SearchInterrupted
    from gamesearch.search import solve

    try:
        solve("reversi-6x6", depth=None, observe=watch)
    except SearchInterrupted as stop:
        r = stop.result
        print(json.dumps({"complete": r.complete, "nodes": r.stats.nodes, "message": r.message}))
    """
)

#: The command line, its progress display watched by WATCH.
CLI_CHILD = WATCH + textwrap.dedent(
    """
    from gamesearch import cli, terminal

    observe = terminal.Progress.observe
    def observed(self, stats):
        observe(self, stats)
        watch(stats)
    terminal.Progress.observe = observed
    sys.exit(cli.main(sys.argv[1:]))
    """
)


def _interrupted(*command: str) -> subprocess.CompletedProcess[str]:
    """Python run with ``command`` until it prints "searching", then sent a real SIGINT,
    as Ctrl-C sends it."""
    child = subprocess.Popen(
        [sys.executable, *command], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    first = child.stdout.readline()
    child.send_signal(signal.SIGINT)
    try:
        out, err = child.communicate(timeout=120)
    finally:
        child.kill()  # if it did not stop, so that it outlives no failed test
    return subprocess.CompletedProcess(command, child.returncode, first + out, err)


def test_a_real_sigint_stops_the_search_with_its_partial_result() -> None:
    done = _interrupted("-c", CHILD)
    lines = done.stdout.splitlines()
    assert lines[0] == "searching" and done.stderr == "", done
    report = json.loads(lines[1])
    assert report["complete"] is False and report["nodes"] >= 2_000
    assert report["message"].startswith("search interrupted after")


def test_ctrl_c_on_the_command_line_prints_what_the_search_found() -> None:
    done = _interrupted("-c", CLI_CHILD, "solve", "reversi-6x6", "--depth", "end", "--quiet")
    assert done.returncode == cli.INTERRUPTED, done
    assert done.stdout.startswith("searching\nvalue none") and done.stderr == "", done
    assert "search interrupted after" in done.stdout


# -- the heartbeat ------------------------------------------------------------------------
@pytest.mark.parametrize("time_limit", [None, 60.0])
def test_a_heartbeat_hears_a_search_before_its_root_and_every_1024_nodes(
    monkeypatch: pytest.MonkeyPatch, time_limit: float | None
) -> None:
    """The course's site shows long cells' progress with it; the result is the same."""
    heard: list[int] = []
    plain = solve("tictactoe", algorithm="alphabeta", time_limit=time_limit)
    monkeypatch.setattr(search_context, "heartbeat", lambda stats: heard.append(stats.nodes))
    beaten = solve("tictactoe", algorithm="alphabeta", time_limit=time_limit)
    assert beaten.value == plain.value and beaten.stats == plain.stats
    assert len(heard) > 2 and heard == list(range(0, plain.stats.nodes, 1024))  # nodes so far
