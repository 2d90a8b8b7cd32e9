"""The progress display: shown on a terminal only, never with --json or --quiet, never in
a pipe; and tables read well."""

import io
import sys

from gamesearch.search import solve
from gamesearch.terminal import Progress
from gamesearch.text import number, table


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_is_off_when_standard_error_is_not_a_terminal(monkeypatch):
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    with Progress(True, "test") as progress:
        assert not progress.shown
        solve("tictactoe", algorithm="alphabeta", observe=progress.observe)
    assert sys.stderr.getvalue() == ""


def test_progress_is_off_when_turned_off_even_on_a_terminal(monkeypatch):
    monkeypatch.setattr(sys, "stderr", Terminal())
    with Progress(False, "test") as progress:
        assert not progress.shown
    assert sys.stderr.getvalue() == ""


def test_progress_shows_the_nodes_on_a_terminal(monkeypatch):
    monkeypatch.setattr(sys, "stderr", Terminal())
    monkeypatch.setattr("gamesearch.terminal.PROGRESS_DELAY", 0)
    with Progress(True, "minimax on tictactoe") as progress:
        assert progress.shown
        solve("tictactoe", algorithm="minimax", observe=progress.observe)
        progress._poll_once()
    shown = sys.stderr.getvalue()
    assert "minimax on tictactoe" in shown and "nodes" in shown


def test_a_piped_command_prints_no_progress(tmp_path):
    import subprocess

    done = subprocess.run(
        [sys.executable, "-m", "gamesearch", "solve", "tictactoe", "--algorithm", "minimax"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0 and done.stderr == ""


def test_numbers_have_thousands_separators_and_align_right():
    assert number(1234567) == "1,234,567" and number(float("-inf")) == "-inf"
    assert number(None) == "-" and number((41, 31)) == "41, 31"
    lines = table([["nodes", 12345], ["cutoffs", 7]]).splitlines()
    assert lines == ["nodes    12,345", "cutoffs       7"]
