"""A person's own games and algorithms on the command line: --import, plugins installed
as entry points, module:Class and path/to/file.py:Class; each mistake one line, exit 2,
and no file left behind; messages in the command line's words, not Python's."""

import json
import textwrap

import pytest

from gamesearch.cli import build_parser
from gamesearch.errors import NO_VALUE, argument, speaking
from gamesearch.search.algorithms import all_options
from tests.cli.command import run

OK, USAGE = 0, 2

#: A plugin as a person writes it: a game (Nim, with no evaluate: searched only to the end)
#: and an algorithm with an option of its own, both registered when it is imported.
PLUGIN = '''
from dataclasses import dataclass

from gamesearch.games import Game, register_game
from gamesearch.search import register_algorithm
from gamesearch.search.algorithms import Algorithm
from gamesearch.search.minimax import negamax
from gamesearch.search.options import AlgorithmOptions, option


class Nim(Game):
    """Take 1, 2 or 3 of 7 sticks; whoever takes the last wins."""

    score_range = (-1, 1)

    def initial_state(self, start=None):
        self.start_name(start)
        return (7, 0)

    def to_move(self, state):
        return state[1]

    def legal_moves(self, state):
        return tuple(take for take in (1, 2, 3) if take <= state[0])

    def apply(self, state, move):
        return (state[0] - move, 1 - state[1])

    def score(self, state):
        return -1  # the player to move has nothing left: the other took the last


register_game("plugin-nim", Nim)


@dataclass(frozen=True)
class ScaledOptions(AlgorithmOptions):
    scale: int = option(1, "plugin-negamax: multiplies the value (a plugin's own option)")


def _run(ctx, state, depth, window, options):
    return negamax(ctx, state, depth) * options.scale


register_algorithm(Algorithm("plugin-negamax", "negamax from a plugin", _run, ScaledOptions))
'''

#: Games that are not, or that fail: each must be one line, exit 2.
BUGS = '''
class Board:
    """Not a game."""


def make_board(size):
    """A factory that needs an argument the command line cannot give."""
'''


@pytest.fixture
def folder(tmp_path):
    """A student's folder: the plugin, a package of mistakes, a module that fails."""
    (tmp_path / "nimplugin.py").write_text(textwrap.dedent(PLUGIN))
    (tmp_path / "mygames").mkdir()
    (tmp_path / "mygames" / "__init__.py").write_text("")
    (tmp_path / "mygames" / "bugs.py").write_text(textwrap.dedent(BUGS))
    (tmp_path / "mygames" / "nim.py").write_text(textwrap.dedent(PLUGIN))
    (tmp_path / "crashes.py").write_text("1 / 0\n")
    return tmp_path


MISTAKES = [
    (
        ["solve", "mygames.bugs:Board"],
        "gamesearch solve: error: mygames.bugs:Board is the class Board, which is not a game",
    ),
    (
        ["trace", "mygames.bugs:Board", "--out", "t.json"],
        "gamesearch trace: error: mygames.bugs:Board is the class Board, which is not a game",
    ),
    (
        ["solve", "mygames.bugs:make_board"],
        "making the game mygames.bugs:make_board failed: TypeError",
    ),
    (["solve", "mygames/dab.py:DotsAndBoxes"], "no file mygames/dab.py to import"),
    (
        ["solve", "mygames.dab:DotsAndBoxes"],
        "no module mygames.dab to import: run from the folder that holds mygames/dab.py, "
        "give the file's path, or install its package",
    ),
    (["solve", "nosuch:Thing"], "no module nosuch to import"),
    (["solve", "mygames/bugs.py"], "mygames/bugs.py is a file: name the game in it too, as "),
    (["--import", "nosuch", "solve", "kalah"], "gamesearch: error: no module nosuch to import"),
    (["solve", "kalah", "--import", "crashes"], "importing crashes failed: ZeroDivisionError"),
    (
        ["trace", "kalah", "--out", "t.json", "--import", "crashes.py"],
        "importing crashes.py failed: ZeroDivisionError",
    ),
]


@pytest.mark.parametrize(("argv", "message"), MISTAKES, ids=lambda a: " ".join(map(str, a)))
def test_each_mistake_naming_a_game_or_module_is_one_line_and_leaves_no_file(argv, message, folder):
    before = sorted(folder.rglob("*"))
    done = run(*argv, cwd=folder)
    assert done.returncode == USAGE, done.stderr
    assert message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and done.stdout == ""
    assert sorted(p for p in folder.rglob("*") if "__pycache__" not in p.parts) == before


@pytest.mark.parametrize(
    "game", ["mygames.nim:Nim", "mygames/nim.py:Nim", "nimplugin.py:Nim", "./nimplugin.py:Nim"]
)
def test_a_game_may_be_named_by_its_module_or_by_its_file(game, folder):
    done = run("solve", game, "--json", cwd=folder)
    assert done.returncode == OK, done.stderr
    result = json.loads(done.stdout)
    assert result["game"] == "nim" and result["value"] == 1  # 7 sticks: the first player wins


@pytest.mark.parametrize("where", ["before", "after"])
def test_import_lists_a_plugins_game_algorithm_and_option_in_help(where, folder):
    words = ["solve", "--help"]
    argv = (
        ["--import", "nimplugin", *words]
        if where == "before"
        else [*words, "--import", "nimplugin"]
    )
    done = run(*argv, cwd=folder)
    assert done.returncode == OK, done.stderr
    assert "plugin-nim" in done.stdout and "plugin-negamax" in done.stdout
    assert "--scale SCALE" in done.stdout and "multiplies the value" in done.stdout
    assert "--import MODULE" in done.stdout
    plain = run("solve", "--help", cwd=folder)
    assert "plugin-nim" not in plain.stdout and "--scale" not in plain.stdout


def test_import_makes_a_plugins_game_and_algorithm_usable_by_name(folder):
    args = ["solve", "plugin-nim", "--algorithm", "plugin-negamax", "--json"]
    plain = json.loads(run(*args, "--import", "nimplugin", cwd=folder).stdout)
    scaled = run("--import", "nimplugin.py", *args, "--scale", "3", cwd=folder)
    assert scaled.returncode == OK, scaled.stderr
    assert (plain["game"], plain["algorithm"], plain["value"]) == (
        "plugin-nim",
        "plugin-negamax",
        1,
    )
    assert json.loads(scaled.stdout)["value"] == 3  # the option reached the plugin's runner


def _install(site, name, entry):
    """A package installed in ``site`` declaring ``entry`` in gamesearch.plugins."""
    info = site / f"{name}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[gamesearch.plugins]\n{name} = {entry}\n")


def test_an_installed_plugin_is_loaded_by_every_command(tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "nimplugin.py").write_text(textwrap.dedent(PLUGIN))
    _install(site, "nimplugin", "nimplugin")
    env = {"PYTHONPATH": str(site)}
    assert "plugin-negamax" in run("solve", "--help", env=env).stdout
    done = run("solve", "plugin-nim", "--algorithm", "plugin-negamax", "--quiet", env=env)
    assert done.returncode == OK and done.stdout.startswith("value 1 (exact)"), done.stderr


def test_a_broken_plugin_is_a_warning_and_other_commands_still_work(tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "broken.py").write_text("raise RuntimeError('half written')\n")
    _install(site, "broken", "broken")
    done = run("solve", "tictactoe", "--quiet", env={"PYTHONPATH": str(site)})
    assert done.returncode == OK and done.stdout.startswith("value 0 (exact)")
    assert done.stderr.strip() == (
        "gamesearch: warning: the plugin broken of broken (broken) failed to load, so its games "
        "and algorithms are missing: RuntimeError: half written"
    )


# -- messages in the command line's words ------------------------------------------------
def test_a_depth_message_names_the_flags(folder):
    done = run("solve", "plugin-nim", "--import", "nimplugin", "--depth", "3", cwd=folder)
    assert done.returncode == USAGE
    assert "--depth end" in done.stderr and "depth=None" not in done.stderr
    note = run("solve", "kalah", "--depth", "2", "--quiet")  # chosen depth: no note
    assert note.returncode == OK and "depth" not in note.stdout
    default = run("solve", "kalah")
    assert "--depth N, or --depth end" in default.stdout and "depth=None" not in default.stdout


def test_a_message_names_an_option_by_its_flag():
    done = run("solve", "tictactoe", "--algorithm", "alphabeta", "--no-tt", "--etc")
    assert done.returncode == USAGE
    assert "--tt" in done.stderr and "tt=True" not in done.stderr


def _spell(*argv):
    """The spelling the command ``argv`` speaks in."""
    return build_parser().parse_args(argv).spell


def test_the_spelling_is_read_from_each_subcommands_flags():
    solve = _spell("solve", "kalah")
    inf = float("inf")
    assert solve("depth", None) == "--depth end"
    assert solve("depth", 3) == "--depth 3"
    assert solve("window", (-inf, inf)) == "--window -inf inf"
    assert solve("window", (-1, 0.5)) == "--window -1 0.5"
    assert (solve("tt", True), solve("tt", False)) == ("--tt", "--no-tt")
    assert (solve("etc", True), solve("etc", False)) == ("--etc", "--no-etc")
    assert solve("extra_turn", "simplified") == "--extra-turn simplified"
    assert solve("time_limit", 2.5) == "--time-limit 2.5"
    assert solve("node_budget", None) == "no --node-budget"
    assert solve("moves", "b2 a1") == "--moves 'b2 a1'"
    assert solve("state", 7) == "state=7"  # no flag gives a position: Python's spelling
    assert _spell("trace", "kalah", "--out", "t.json")("trace_limit", 5) == "--limit 5"
    assert _spell("match", "kalah", "--first", "a", "--second", "b")("depth", 3) == "depth=3"
    for name, declared in all_options().items():
        flag = "--" + name.replace("_", "-")
        assert solve(name, NO_VALUE) == flag
        if declared.kind in ("integer", "number"):
            assert solve(name, 2) == f"{flag} 2"


def test_errors_argument_speaks_the_commands_spelling_only_inside_it():
    spell = _spell("solve", "kalah")
    with speaking(spell):
        assert argument("depth", None) == "--depth end"
    assert argument("depth", None) == "depth=None"


def test_the_extra_turn_option_is_not_said_to_be_kalahs_alone():
    help_text = all_options()["extra_turn"].help
    assert not help_text.startswith("Kalah") and "games with extra turns" in help_text
