"""One registry of games: register_game feeds get_game, the command line, the widgets and the
trace loader; a game can also be named module:Class, as ASGI servers name an app."""

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gamesearch.errors import (
    GameContractError,
    InvalidArgumentError,
    InvalidSearchError,
    InvalidTraceError,
    UnknownNameError,
)
from gamesearch.games import game_names, get_game, register_game
from gamesearch.search import solve
from gamesearch.trace import load_trace, save_trace
from tests.games.nim import Nim
from tests.games.small_games import Subtract

SHIPPED = ["tictactoe", "kalah", "kalah-hiroi", "reversi-4x4", "reversi-4x6", "reversi-6x6"]

MYGAME = textwrap.dedent(
    '''
    """A student's Nim, in a file of its own."""
    from gamesearch.games import Game


    class Nim(Game):
        heaps = (1, 3, 5)
        score_range = (-1, 1)

        def initial_state(self, start=None):
            return (self.heaps, 0)

        def to_move(self, state):
            return state[1]

        def legal_moves(self, state):
            return tuple((i, k) for i, h in enumerate(state[0]) for k in range(1, h + 1))

        def apply(self, state, move):
            heaps, player = state
            i, k = move
            return (heaps[:i] + (heaps[i] - k,) + heaps[i + 1:], 1 - player)

        def score(self, state):
            return -1


    def small():
        game = Nim()
        game.heaps = (1, 2)
        return game
    '''
)


def test_the_shipped_games_and_the_example_trees_are_registered():
    names = game_names()
    assert [n for n in names if n in SHIPPED] == SHIPPED
    assert {"reversi-8x8", "hiroi-8", "pi-27"} <= set(names)
    assert get_game("pi-27").name == "pi-27"


def test_a_registered_game_is_found_by_name(fresh_registry):
    register_game("subtract", Subtract)
    game = get_game("subtract")
    assert isinstance(game, Subtract) and get_game("subtract") is game  # made once
    assert "subtract" in game_names()
    register_game("subtract", lambda: Nim((2, 2)))  # again: replaced
    assert get_game("subtract") == Nim((2, 2))
    assert get_game("subtract", heaps=(1, 1)) == Nim((1, 1))


@pytest.mark.parametrize(
    ("name", "factory", "error", "words"),
    [
        ("my nim", Nim, InvalidSearchError, "letters, digits and _.+-"),
        ("a:b", Nim, InvalidSearchError, "not 'a:b'"),
        ("nim", Nim(), InvalidSearchError, "takes a Game subclass or a function"),
    ],
)
def test_a_bad_registration_is_refused(fresh_registry, name, factory, error, words):
    with pytest.raises(error, match=words):
        register_game(name, factory)


def test_a_factory_that_makes_no_game_is_named(fresh_registry):
    register_game("broken", lambda: "nim")
    with pytest.raises(InvalidSearchError, match="the factory of 'broken' gave 'nim', not a game"):
        get_game("broken")


def test_an_unknown_name_lists_the_registered_ones():
    with pytest.raises(UnknownNameError, match=r"unknown game 'nmi'; valid games: .*kalah"):
        get_game("nmi")


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """A folder holding mygame.py, importable as the current folder is from a notebook."""
    (tmp_path / "mygame.py").write_text(MYGAME)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.chdir(tmp_path)
    yield tmp_path
    sys.modules.pop("mygame", None)


def test_module_colon_class_or_function(folder):
    assert get_game("mygame:Nim").heaps == (1, 3, 5)
    assert get_game("mygame:small").heaps == (1, 2)
    assert solve("mygame:Nim", algorithm="negascout").value == 1


@pytest.mark.parametrize(
    ("reference", "words"),
    [
        (
            "nomodule:Nim",
            "no module nomodule to import: run from the folder that holds nomodule.py",
        ),
        ("mygame:Nmi", "the module mygame has no 'Nmi'; its games: Nim .*did you mean 'Nim'"),
        ("mygame:textwrap", "the module mygame has no 'textwrap'"),
    ],
)
def test_a_bad_reference_says_what_is_missing(folder, reference, words):
    with pytest.raises((InvalidSearchError, InvalidArgumentError), match=words):
        get_game(reference)


def test_a_reference_to_the_base_class_says_what_a_game_writes(folder):
    with pytest.raises(GameContractError, match="Game does not write initial_state"):
        get_game("mygame:Game")


def test_a_module_that_fails_to_import_says_so(folder):
    (folder / "broken.py").write_text("import not_a_module_anywhere\n")
    with pytest.raises(InvalidArgumentError, match=r"importing broken failed: ModuleNotFound"):
        get_game("broken:Nim")
    sys.modules.pop("broken", None)


def gamesearch(folder, *args):
    """The installed command, run in ``folder`` as from a shell there."""
    script = Path(sys.executable).with_name("gamesearch")
    assert script.exists(), "the gamesearch command is installed with the package"
    return subprocess.run(
        [str(script), *args], cwd=folder, capture_output=True, text=True, timeout=120, check=False
    )


def test_the_command_line_solves_a_game_from_the_current_folder(tmp_path):
    (tmp_path / "mygame.py").write_text(MYGAME)
    done = gamesearch(tmp_path, "solve", "mygame:Nim", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["value"] == 1 and result["game"] == "nim"
    nim = Nim()  # the same game as the file's: its line is legal here too
    assert nim.play_line(nim.initial_state(), result["pv"]) is not None
    done = gamesearch(tmp_path, "solve", "mygame:Nmi")
    assert done.returncode == 2 and "did you mean 'Nim'" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_trace_names_its_game_and_module(tmp_path, fresh_registry):
    (tmp_path / "mygame.py").write_text(MYGAME)
    out = tmp_path / "nim.json"
    done = gamesearch(tmp_path, "trace", "mygame:Nim", "--out", str(out), "--quiet")
    assert done.returncode == 0, done.stderr
    game = json.loads(out.read_text())["game"]
    assert game == {"name": "nim", "module": "mygame", "class": "Nim", "config": {}}
    with pytest.raises(
        InvalidTraceError, match=r"mygame.Nim, which is not registered here; import mygame"
    ):
        load_trace(out)
    sys.path.insert(0, str(tmp_path))
    try:
        import mygame

        register_game("nim", mygame.Nim)
        loaded = load_trace(out)
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("mygame", None)
    assert type(loaded.game).__name__ == "Nim" and loaded.root == ((1, 3, 5), 0)
    assert len(loaded) > 10


def test_a_saved_dataclass_game_is_rebuilt_from_its_settings(tmp_path, fresh_registry):
    register_game("nim", Nim)
    result = solve(Nim((2, 3)), algorithm="mtdf", trace=True)
    save_trace(result.trace, tmp_path / "t.json")
    loaded = load_trace(tmp_path / "t.json")
    assert loaded.game == Nim((2, 3)) and loaded.root == ((2, 3), 0)


class Dompic(Nim):
    """A subclass, registered under a name of its own."""


def test_a_subclass_has_its_own_default_name():
    assert Dompic().name == "dompic" and Nim().name == "nim"
    assert type("SortedNim", (Nim,), {})().name == "sortednim"


def test_the_registered_name_is_the_games_name_everywhere(tmp_path, fresh_registry):
    register_game("my-nim", Dompic)
    game = get_game("my-nim")
    assert game.name == "my-nim" and game == Dompic()
    result = solve("my-nim", trace=True)
    save_trace(result.trace, tmp_path / "t.json")
    header = json.loads((tmp_path / "t.json").read_text())["game"]
    assert header["name"] == "my-nim" and header["class"] == "Dompic"
    assert load_trace(tmp_path / "t.json").game.name == "my-nim"


def test_a_shared_game_is_renamed_in_a_copy(fresh_registry):
    shared = Nim((2, 2))
    register_game("nim-a", lambda: shared)
    register_game("nim-b", lambda: shared)
    assert (get_game("nim-a").name, get_game("nim-b").name, shared.name) == (
        "nim-a",
        "nim-b",
        "nim",
    )


def test_the_command_line_shows_the_registered_name(tmp_path):
    script = textwrap.dedent(
        """
        import sys
        from gamesearch.cli import main
        from gamesearch.games import register_game
        from tests.games.test_registry import Dompic

        register_game("my-nim", Dompic)
        sys.exit(main(sys.argv[1:]))
        """
    )
    root = Path(__file__).resolve().parents[2]
    for args, shown in ((["--json"], '"game": "my-nim"'), ([], "my-nim")):
        done = subprocess.run(
            [sys.executable, "-c", script, "solve", "my-nim", *args],
            cwd=root,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert shown in done.stdout and "dompic" not in done.stdout
