"""The gamesearch command as a person meets it: clear one-line errors, documented exit
statuses, no traceback and no silent long work, whatever is typed."""

import json
import re

import pytest

from gamesearch.cli import algorithm_options, build_parser
from gamesearch.search import ALGORITHMS
from tests.cli.command import run

OK, STOPPED, USAGE = 0, 1, 2


BAD_COMMANDS = [
    (["solve", "go"], "unknown game 'go'; valid games:"),
    (["solve", "tictactoe", "--algorithm", "alphabetta"], "did you mean 'alphabeta'"),
    (["solve", "tictactoe", "--moves", "b2 b2"], "illegal move 'b2'; legal moves: a1"),
    (["solve", "tictactoe", "--moves", "z9"], "'z9' is not a move in this game's notation"),
    (["solve", "tictactoe", "--start", "sideways"], "unknown start 'sideways'"),
    (["solve", "tictactoe", "--depth", "-1"], "--depth: expected a whole number >= 0"),
    (["solve", "tictactoe", "--depth", "x"], "--depth: expected a whole number >= 0, or 'end'"),
    (["solve", "tictactoe", "--depth", "1e9"], "--depth: expected a whole number"),
    (["solve", "tictactoe", "--depth", "99999"], "depth must be a whole number from 0 to 1000"),
    (["solve", "tictactoe", "--node-budget", "0"], "--node-budget: expected a whole number >= 1"),
    (["solve", "tictactoe", "--node-budget", "nan"], "--node-budget: expected a whole number"),
    (["solve", "tictactoe", "--node-budget", "5.5"], "--node-budget: expected a whole number"),
    (["solve", "tictactoe", "--time-limit", "-1"], "--time-limit: expected a number of seconds"),
    (["solve", "tictactoe", "--time-limit", "nan"], "--time-limit: expected a number of seconds"),
    (["solve", "tictactoe", "--time-limit", "0"], "--time-limit: expected a number of seconds"),
    (["solve", "tictactoe", "--time-limit", "inf"], "--time-limit: expected a number of seconds"),
    (["solve", "tictactoe", "--algorithm", "alphabeta", "--window", "1", "0"], "impossible window"),
    (
        ["solve", "tictactoe", "--algorithm", "alphabeta", "--window", "-5", "nan"],
        "--window: expected two numbers",
    ),
    (
        ["solve", "tictactoe", "--algorithm", "alphabeta", "--window", "nan", "1"],
        "--window: expected two numbers",
    ),
    (
        ["solve", "tictactoe", "--algorithm", "alphabeta", "--window", "1"],
        "--window: expected two numbers",
    ),
    (
        ["solve", "tictactoe", "--algorithm", "alphabeta", "--window=a,b"],
        "--window: expected two numbers",
    ),
    (
        ["solve", "tictactoe", "--algorithm", "alphabeta", "--window", "0", "0"],
        "a window of width 0 needs",
    ),
    (
        ["solve", "tictactoe", "--algorithm", "mtdf", "--window", "0", "1"],
        "mtdf does not take a --window",
    ),
    (
        ["solve", "tictactoe", "--algorithm", "mtdf", "--first-guess", "nan"],
        "--first-guess: expected a number",
    ),
    (
        ["solve", "tictactoe", "--algorithm", "mtdf", "--first-guess", "x"],
        "--first-guess: expected a number",
    ),
    (["solve", "tictactoe", "--algorithm", "nws"], "nws needs gamma"),
    (["solve", "tictactoe", "--algorithm", "nws", "--gamma", "inf"], "--gamma: expected a number"),
    (["solve", "tictactoe", "--algorithm", "alphabeta", "--gamma", "1"], "it is an option of nws"),
    (
        ["solve", "tictactoe", "--algorithm", "minimax", "--tt"],
        "does not use a transposition table",
    ),
    (["solve", "tictactoe", "--ordering", "+"], "unknown ordering '+'"),
    (["solve", "tictactoe", "--ordering", "tt+magic"], "unknown ordering 'magic'"),
    (
        ["solve", "tictactoe", "--algorithm", "id-alphabeta", "--depth", "3", "--aspiration", "0"],
        "aspiration must be a number > 0",
    ),
    (["solve", "tictactoe", "--algorithm", "id-mtdf"], "give it a depth"),
    (["solve", "tictactoe", "--extra-turn", "sometimes"], "invalid choice: 'sometimes'"),
    (["solve", "tictactoe", "--tt", "--no-tt"], "not allowed with argument"),
    (["solve"], "the following arguments are required: game"),
    (["solve", "tictactoe", "--bogus"], "unrecognized arguments: --bogus"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    ([], "the following arguments are required: COMMAND"),
    (["trace", "tictactoe"], "the following arguments are required: --out"),
    (
        ["trace", "tictactoe", "--out", "/nonexistent/dir/t.json"],
        "the folder /nonexistent/dir does not exist",
    ),
    (["trace", "tictactoe", "--out", "/tmp"], "is a folder; give a file name"),
    (
        ["trace", "tictactoe", "--out", "t.json", "--limit", "0"],
        "--limit: expected a whole number >= 1",
    ),
    (
        ["match", "kalah", "--first", "negascout:x", "--second", "negascout:2"],
        "an engine is written ALGORITHM:DEPTH",
    ),
    (
        ["match", "kalah", "--first", "negascout:-1", "--second", "negascout:2"],
        "an engine is written ALGORITHM:DEPTH",
    ),
    (
        ["match", "kalah", "--first", "negascout:0", "--second", "negascout:2"],
        "depth is a whole number from 1",
    ),
    (
        ["match", "kalah", "--first", "negascout:", "--second", "negascout:2"],
        "an engine is written ALGORITHM:DEPTH",
    ),
    (
        ["match", "kalah", "--first", "negascut:2", "--second", "negascout:2"],
        "did you mean 'negascout'",
    ),
    (
        ["match", "kalah", "--first", "negascout:2"],
        "the following arguments are required: --second",
    ),
    (
        ["match", "kalah", "--first", "negascout:2", "--second", "mtdf:2", "--gamma", "1"],
        "--gamma is an option of neither negascout nor mtdf",
    ),
    (["match", "chess", "--first", "negascout:2", "--second", "mtdf:2"], "unknown game 'chess'"),
    (["table", "chess-nodes"], "unknown table 'chess-nodes'; valid tables:"),
    (["solve", "tictactoe", "--algorithm", "fsat"], "unknown algorithm 'fsat'; valid algorithms"),
    (
        ["table", "tictactoe-nodes", "--time-limit", "x"],
        "--time-limit: expected a number of seconds",
    ),
    (["table", "tictactoe-nodes", "--node-budget", "5"], "unrecognized arguments: --node-budget"),
]


@pytest.mark.parametrize(("argv", "message"), BAD_COMMANDS, ids=lambda a: " ".join(map(str, a)))
def test_a_mistake_is_one_clear_message_and_status_2(argv, message, tmp_path):
    done = run(*argv)
    assert done.returncode == USAGE, done.stderr
    assert message in done.stderr
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) <= 3  # usage line, error line (argparse)


def test_a_bad_output_path_is_refused_before_searching():
    done = run("trace", "reversi-4x6", "--out", "/nonexistent/dir/t.json")
    assert done.returncode == USAGE and "does not exist" in done.stderr


@pytest.mark.parametrize(
    "window",
    [["--window", "-inf", "inf"], ["--window=-1,1"], ["--window", "-1,1"], ["--window", "-1", "1"]],
)
def test_windows_may_be_written_several_ways(window):
    done = run("solve", "tictactoe", "--algorithm", "alphabeta-failsoft", *window, "--json")
    assert done.returncode == OK, done.stderr
    assert json.loads(done.stdout)["value"] == 0


def test_a_node_budget_stops_the_search_with_status_1_and_says_so():
    done = run("solve", "tictactoe", "--algorithm", "alphabeta", "--node-budget", "10")
    assert done.returncode == STOPPED
    assert "node budget of 10 nodes reached" in done.stdout


def test_trace_with_a_node_budget_says_the_search_stopped(tmp_path):
    out = tmp_path / "t.json"
    done = run("trace", "tictactoe", "--node-budget", "10", "--out", str(out))
    assert done.returncode == STOPPED
    assert "search stopped: node budget of 10 nodes reached" in done.stdout
    assert out.exists()


def test_a_time_limit_stops_a_long_search_quickly():
    done = run("solve", "reversi-6x6", "--depth", "end", "--time-limit", "0.5", "--json")
    data = json.loads(done.stdout)
    assert done.returncode == STOPPED and not data["complete"]
    assert "time limit" in data["message"]


def test_games_a_laptop_cannot_solve_get_a_default_depth_said_in_the_output():
    done = run("solve", "kalah")
    assert done.returncode == OK
    assert "depth 6 is the default for kalah" in done.stdout
    done = run("match", "kalah", "--first", "negascout", "--second", "mtdf:2")
    assert done.returncode == OK
    assert "South searches depth 6, the default for kalah" in done.stdout


def test_solve_names_the_algorithm_and_every_option_in_force():
    done = run("solve", "tictactoe", "--moves", "b2 a1")
    out = done.stdout
    for words in (
        "game",
        "tictactoe",
        "position",
        "standard start, after b2 a1",
        "algorithm",
        "negascout: Reinefeld's NegaScout",
        "scout first",
        "window",
        "ordering",
        "table",
        "node budget",
        "time limit",
    ):
        assert words in out
    nodes = next(line for line in out.splitlines() if line.startswith("nodes"))
    evaluations = next(line for line in out.splitlines() if line.startswith("evaluations"))
    assert len(nodes) == len(evaluations)  # numbers aligned on the right


def test_match_says_who_played_which_side_and_who_won():
    done = run(
        "match",
        "kalah-hiroi",
        "--first",
        "nega-alpha-improved:2",
        "--second",
        "nega-alpha-improved:2",
        "--ordering",
        "natural",
    )
    out = done.stdout
    assert done.returncode == OK
    assert "South (nega-alpha-improved:2) wins by 10 (stores: South 41, North 31)" in out
    assert "South  nega-alpha-improved:2" in out and "North  nega-alpha-improved:2" in out
    assert "[" not in out  # no Python lists


@pytest.mark.parametrize(
    ("command", "line"),
    [
        (["solve", "tictactoe", "--moves", "b2 a1"], r"value \d+ \(exact\), best move [a-c][1-3]"),
        (
            ["solve", "kalah", "--node-budget", "50"],
            r"value none: .*, best move -; search stopped: node budget of 50 nodes .*",
        ),
        (
            ["match", "kalah-hiroi", "--first", "alphabeta:1", "--second", "alphabeta:1"],
            r"(South|North) \(alphabeta:1\) wins by \d+ \(stores: South \d+, North \d+\)",
        ),
        (["table", "tictactoe-nodes"], r"tictactoe-nodes: 4 of 4 rows reproduce exactly\."),
    ],
    ids=["solve", "stopped", "match", "table"],
)
def test_quiet_prints_the_result_in_one_line(command, line, tmp_path):
    done = run(*command, "--quiet")
    assert re.fullmatch(line, done.stdout.strip()), done.stdout
    assert done.stdout.count("\n") == 1 and done.stderr == ""


def test_version():
    done = run("--version")
    assert done.returncode == OK and done.stdout.startswith("gamesearch ")


SUBCOMMAND_OPTIONS = {
    "solve": [
        "--start",
        "--moves",
        "--algorithm",
        "--depth",
        "--tt",
        "--no-tt",
        "--ordering",
        "--window",
        "--node-budget",
        "--time-limit",
        "--json",
        "--quiet",
    ],
    "trace": [
        "--out",
        "--limit",
        "--algorithm",
        "--depth",
        "--node-budget",
        "--time-limit",
        "--json",
        "--quiet",
    ],
    "match": [
        "--first",
        "--second",
        "--start",
        "--moves",
        "--ordering",
        "--tt",
        "--window",
        "--node-budget",
        "--time-limit",
        "--json",
        "--quiet",
    ],
    "table": ["--slow", "--time-limit", "--json", "--quiet"],
}


@pytest.mark.parametrize("command", SUBCOMMAND_OPTIONS)
def test_every_subcommand_help_lists_its_options(command):
    done = run(command, "--help")
    assert done.returncode == OK
    for option in SUBCOMMAND_OPTIONS[command]:
        assert option in done.stdout, option
    if command != "table":
        for name in algorithm_options():
            assert "--" + name.replace("_", "-") in done.stdout


def test_every_algorithm_option_has_a_command_line_form():
    taken = {name for spec in ALGORITHMS.values() for name in spec.options}
    assert set(algorithm_options()) == taken


def test_the_parser_builds():
    assert build_parser().prog == "gamesearch"


def test_the_fast_preset_is_an_algorithm_name_and_finds_the_same_value():
    fast = json.loads(run("solve", "reversi-4x4", "--algorithm", "fast", "--json").stdout)
    plain = json.loads(run("solve", "reversi-4x4", "--json").stdout)
    assert fast["algorithm"] == "fast"
    assert fast["options"]["ordering"] == "tt+mobility+squares"
    assert fast["value"] == plain["value"] and fast["nodes"] < plain["nodes"]
