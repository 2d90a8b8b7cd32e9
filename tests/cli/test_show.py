"""gamesearch trace writes a file whole or not at all; gamesearch show reads one back,
checked, and says what it holds."""

import json
import textwrap

import pytest

from tests.cli.command import run

OK, USAGE = 0, 2

#: A game whose moves cannot be written to a trace file: the file fails half written.
UNWRITABLE = '''
from gamesearch.errors import InvalidArgumentError
from gamesearch.games import Game


class Unwritable(Game):
    """Take 1 or 2 of 4 sticks; whoever takes the last wins. Its moves have no JSON form."""

    score_range = (-1, 1)

    def initial_state(self, start=None):
        self.start_name(start)
        return (4, 0)

    def to_move(self, state):
        return state[1]

    def legal_moves(self, state):
        return tuple(take for take in (1, 2) if take <= state[0])

    def apply(self, state, move):
        return (state[0] - move, 1 - state[1])

    def score(self, state):
        return -1

    def move_to_json(self, move):
        raise InvalidArgumentError(f"the move {move} has no JSON form")
'''


@pytest.fixture
def unwritable(tmp_path):
    (tmp_path / "unwritable.py").write_text(textwrap.dedent(UNWRITABLE))
    return tmp_path


def test_a_trace_that_fails_to_write_leaves_no_file(unwritable):
    done = run("trace", "unwritable:Unwritable", "--out", "t.json", cwd=unwritable)
    assert done.returncode == USAGE, done.stderr
    assert "the move 1 has no JSON form" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert sorted(p.name for p in unwritable.iterdir() if p.is_file()) == ["unwritable.py"]


def test_a_trace_that_fails_to_write_keeps_the_file_it_would_replace(unwritable):
    (unwritable / "t.json").write_text("the old trace")
    done = run("trace", "unwritable:Unwritable", "--out", "t.json", cwd=unwritable)
    assert done.returncode == USAGE
    assert (unwritable / "t.json").read_text() == "the old trace"
    assert sorted(p.name for p in unwritable.iterdir() if p.is_file()) == [
        "t.json",
        "unwritable.py",
    ]


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A trace written by gamesearch trace --out, and what solve --json says of the search."""
    out = tmp_path_factory.mktemp("show") / "t.json"
    args = ["tictactoe", "--moves", "b2 a1", "--algorithm", "alphabeta", "--tt"]
    done = run("trace", *args, "--out", str(out), "--quiet")
    assert done.returncode == OK, done.stderr
    return out, json.loads(run("solve", *args, "--json").stdout)


def test_show_prints_the_header_the_counts_and_the_principal_variation(saved):
    out, solved = saved
    done = run("show", str(out))
    assert done.returncode == OK, done.stderr
    lines = done.stdout.splitlines()

    def row(label):
        return next(line for line in lines if line.startswith(label + " "))[len(label) :].strip()

    assert row("game") == "tictactoe"
    assert row("algorithm").startswith("alphabeta: ")
    assert row("table") == "on" and row("depth") == "to the end of the game"
    assert row("value") == f"{solved['value']} ({solved['bound']})"
    assert row("line") == " ".join(solved["pv"])
    assert row("cut short").startswith("no")
    assert int(row("nodes recorded").replace(",", "")) == solved["nodes"]
    assert int(row("cutoffs").replace(",", "")) == solved["cutoffs"]
    assert int(row("table hits").replace(",", "")) == solved["tt_hits"]
    assert int(row("re-searches").replace(",", "")) == solved["researches"]


def test_show_json_and_quiet(saved):
    out, solved = saved
    shown = json.loads(run("show", str(out), "--json").stdout)
    assert (shown["game"], shown["algorithm"]) == ("tictactoe", "alphabeta")
    assert (shown["value"], shown["bound"], shown["pv"]) == (
        solved["value"],
        solved["bound"],
        solved["pv"],
    )
    assert shown["nodes"] == solved["nodes"] and shown["stats"]["tt_probes"] == solved["tt_probes"]
    assert shown["complete"] and shown["options"]["tt"] is True
    quiet = run("show", str(out), "--quiet")
    assert quiet.returncode == OK and quiet.stdout.count("\n") == 1
    assert quiet.stdout.startswith(f"tictactoe, alphabeta: {solved['nodes']} nodes, ")
    assert f"line {' '.join(solved['pv'])}" in quiet.stdout


def test_show_says_why_a_trace_was_cut(tmp_path):
    out = tmp_path / "cut.json"
    assert (
        run("trace", "reversi-4x4", "--limit", "50", "--out", str(out), "--quiet").returncode == OK
    )
    shown = run("show", str(out))
    assert shown.returncode == OK
    assert "recording cut  the trace stopped recording at 50 nodes" in shown.stdout
    assert not json.loads(run("show", str(out), "--json").stdout)["complete"]


def _damaged(saved, tmp_path, how):
    text = saved[0].read_bytes()
    damaged = tmp_path / f"{how}.json"
    if how == "truncated":
        damaged.write_bytes(text[: len(text) // 2])
    elif how == "garbled":
        damaged.write_bytes(text.replace(b'"alpha"', b'"alhpa"', 1))
    else:
        damaged.write_bytes(b"\x89PNG not a trace")
    return damaged


@pytest.mark.parametrize("how", ["truncated", "garbled", "binary"])
def test_show_refuses_a_damaged_file_in_one_line(saved, tmp_path, how):
    done = run("show", str(_damaged(saved, tmp_path, how)))
    assert done.returncode == USAGE and done.stdout == ""
    assert done.stderr.startswith("gamesearch show: error: ")
    assert "trace" in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_show_of_a_missing_file_is_one_line(tmp_path):
    done = run("show", str(tmp_path / "none.json"))
    assert done.returncode == USAGE
    assert (
        done.stderr.strip()
        == f"gamesearch show: error: No such file or directory: {tmp_path}/none.json"
    )
