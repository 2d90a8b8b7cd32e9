"""An algorithm and its options are declared once: a registered algorithm, its options'
fields and their annotations drive solve's checks, the command line's flags and Compare,
and a mistake in a declaration is refused when the algorithm is registered."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

import pytest

from gamesearch import cli
from gamesearch.errors import InvalidDeclarationError, InvalidSearchError, UnknownNameError
from gamesearch.games import get_game
from gamesearch.games.tictactoe import TicTacToe
from gamesearch.search import (
    ALGORITHMS,
    Algorithm,
    AlgorithmOptions,
    get_algorithm,
    option,
    preset,
    register_algorithm,
    solve,
)
from gamesearch.search.alphabeta import alphabeta
from gamesearch.search.context import SearchContext
from gamesearch.search.options import AlphaBetaOptions, EtcOptions, MtdStepOptions
from gamesearch.widgets.compare_model import CompareModel
from gamesearch.widgets.play_model import PlayModel


@dataclass(frozen=True)
class ShuffleOptions(AlgorithmOptions):
    """The seed of the shuffle."""

    seed: int = option(0, "shuffled: the seed of the random order of the children")


def shuffled_alphabeta(
    ctx: SearchContext, state: Any, depth: Any, window: Any, o: ShuffleOptions
) -> float:
    """Fail-soft alpha-beta searching the children in a random order (seeded): the runner
    orders them itself, so the algorithm turns the context's ordering off."""
    rng, expand = random.Random(o.seed), ctx.expand

    def shuffled(state: Any, hint: Any = None) -> list[Any] | None:
        moves = expand(state, hint)
        return None if moves is None else rng.sample(list(moves), len(moves))

    ctx.expand = shuffled  # type: ignore[method-assign]
    return alphabeta(ctx, state, depth, *window)


SHUFFLED = Algorithm(
    "shuffled",
    "fail-soft alpha-beta, the children in a random order",
    shuffled_alphabeta,
    ShuffleOptions,
    window=True,
    ordering="natural",
)


@pytest.fixture
def registered() -> Iterator[list[str]]:
    """Names registered by the test, taken out of the registry again after it."""
    names: list[str] = []
    yield names
    for name in names:
        ALGORITHMS.pop(name, None)


@pytest.fixture
def shuffled(registered: list[str]) -> Algorithm[Any]:
    registered.append("shuffled")
    return register_algorithm(SHUFFLED)


# -- the declaration ----------------------------------------------------------------------
def test_an_option_is_one_field_whose_annotation_gives_its_kind() -> None:
    kinds = {o.name: (o.kind, o.default, o.positive) for o in MtdStepOptions.declared()}
    assert kinds == {
        "etc": ("flag", False, False),
        "first_guess": ("number", 0, False),
        "step": ("number", 8, True),
    }
    cut = next(o for o in AlphaBetaOptions.declared() if o.name == "zero_width_cut")
    assert (cut.kind, cut.choices, cut.variant) == ("choice", ("strict", "usual"), True)
    assert [(o.name, o.kind) for o in ShuffleOptions.declared()] == [("seed", "integer")]
    assert "random order" in ShuffleOptions.declared()[0].help


def test_an_option_several_algorithms_take_is_declared_once() -> None:
    """``etc`` is EtcOptions' field, inherited by every class that takes it."""
    for spec in ALGORITHMS.values():
        if "etc" in spec.options:
            assert issubclass(spec.options_type, EtcOptions), spec.name


def test_an_integer_option_refuses_a_fraction_and_a_flag(shuffled: Algorithm[Any]) -> None:
    for bad in (0.5, True, "3"):
        with pytest.raises(InvalidSearchError, match="seed must be a whole number"):
            solve("tictactoe", algorithm="shuffled", seed=bad)
    assert solve("tictactoe", algorithm="shuffled", seed=3).options["seed"] == 3


def test_the_command_line_refuses_seed_0_5(
    shuffled: Algorithm[Any], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["solve", "tictactoe", "--algorithm", "shuffled", "--seed", "0.5"])
    assert stop.value.code == cli.USAGE
    assert "--seed: expected a whole number, not '0.5'" in capsys.readouterr().err


# -- registering --------------------------------------------------------------------------
def test_a_registered_algorithm_finds_the_value(shuffled: Algorithm[Any]) -> None:
    game = get_game("tictactoe")
    for moves in ("", "a1", "b2 a1", "a1 b2 c3"):
        truth = solve(game, algorithm="negamax", moves=moves).value
        for seed in range(3):
            result = solve(game, algorithm="shuffled", moves=moves, seed=seed)
            assert result.value == truth


def test_the_command_line_takes_an_algorithm_registered_after_it_was_imported(
    shuffled: Algorithm[Any], capsys: pytest.CaptureFixture[str]
) -> None:
    status = cli.main(["solve", "tictactoe", "--algorithm", "shuffled", "--seed", "4", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert status == cli.OK
    assert (out["algorithm"], out["options"]["seed"], out["value"]) == ("shuffled", 4, 0)
    with pytest.raises(SystemExit):
        cli.main(["solve", "--help"])
    help_text = capsys.readouterr().out
    assert "--seed SEED" in help_text and "the seed of the random order" in help_text


def test_compare_and_play_take_a_registered_algorithm(shuffled: Algorithm[Any]) -> None:
    model = CompareModel("tictactoe", None, ("negascout", "shuffled"), seed=2)
    assert "seed" in model.options_for("shuffled") and "seed" not in model.options_for("negascout")
    outcomes = model.run()
    assert [o.error for o in outcomes] == ["", ""]
    assert [o.result.value for o in outcomes if o.result] == [0, 0]
    play = PlayModel("tictactoe", engine="shuffled", depth=2, seed=1)
    assert play.engine == "shuffled"


def test_another_algorithms_option_names_the_algorithm_that_takes_it(
    shuffled: Algorithm[Any],
) -> None:
    with pytest.raises(InvalidSearchError, match="it is an option of shuffled"):
        solve("tictactoe", algorithm="negascout", seed=1)


def test_an_algorithm_may_turn_the_ordering_off(
    shuffled: Algorithm[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The shuffle orders its children itself: no child is built to be sorted first."""
    built: list[Any] = []
    apply = TicTacToe.apply
    monkeypatch.setattr(TicTacToe, "apply", lambda self, s, m: built.append(m) or apply(self, s, m))
    game = get_game("tictactoe")
    assert game.default_ordering == "best"
    result = solve(game, algorithm="shuffled", seed=1)
    assert result.options["ordering"] == "natural"
    assert len(built) <= result.stats.nodes - 1 + len(result.pv)  # one per child entered
    built.clear()
    sorted_first = solve(game, algorithm="shuffled", seed=1, ordering="best")  # the call wins
    assert len(built) > sorted_first.stats.nodes  # the mobility sort built children ahead


def test_a_preset_sets_option_values_that_a_call_may_change(registered: list[str]) -> None:
    registered.append("mtdf-at-5")
    register_algorithm(preset("mtdf", "mtdf-at-5", "MTD(f) guessing 5 first", first_guess=5))
    assert solve("tictactoe", algorithm="mtdf-at-5").options["first_guess"] == 5
    assert solve("tictactoe", algorithm="mtdf-at-5", first_guess=0).options["first_guess"] == 0
    assert get_algorithm("mtdf-at-5").base == "mtdf"


# -- mistakes in a declaration ---------------------------------------------------------
@dataclass(frozen=True)
class PlainField(AlgorithmOptions):
    seed: int = 0


@dataclass(frozen=True)
class ListField(AlgorithmOptions):
    seeds: tuple[int, ...] = option((), "several seeds")


@dataclass(frozen=True)
class NoSuchSwitch(AlgorithmOptions):
    shuffle: bool = option(False, "shuffle the children", variant=True)


@dataclass(frozen=True)
class OtherEtc(AlgorithmOptions):
    etc: bool = option(True, "my own etc")


@dataclass(frozen=True)
class BadDefault(AlgorithmOptions):
    mode: Literal["a", "b"] = option("c", "a mode")


@pytest.mark.parametrize(
    ("options_type", "message"),
    [
        (PlainField, r"PlainField.seed is not an option: declare it as `seed: int = option\("),
        (ListField, "an option is annotated int, float, bool or Literal"),
        (NoSuchSwitch, "variant=True but Variant has no field 'shuffle'"),
        (OtherEtc, "option 'etc' is declared differently from the one alphabeta"),
        (BadDefault, "the default does not suit the option: mode is 'a'"),
        (dict, "options_type is a frozen dataclass deriving from AlgorithmOptions"),
    ],
)
def test_a_declaration_that_cannot_work_is_refused_when_registered(
    options_type: Any, message: str, registered: list[str]
) -> None:
    registered.append("mine")
    with pytest.raises(InvalidDeclarationError, match=message):
        register_algorithm(Algorithm("mine", "mine", shuffled_alphabeta, options_type))
    assert "mine" not in ALGORITHMS


def test_a_taken_name_an_unknown_ordering_or_preset_option_is_refused(
    registered: list[str],
) -> None:
    registered.append("mine")
    with pytest.raises(InvalidDeclarationError, match="name is a new word, not 'negascout'"):
        register_algorithm(preset("negascout", "negascout", "again"))
    with pytest.raises(UnknownNameError, match="unknown ordering 'shuffle'"):
        register_algorithm(
            Algorithm("mine", "m", shuffled_alphabeta, ShuffleOptions, ordering="shuffle")
        )
    with pytest.raises(InvalidDeclarationError, match="sets the option 'gama', which nws does not"):
        register_algorithm(preset("nws", "mine", "m", gama=3))
    with pytest.raises(InvalidSearchError, match="step must be a number > 0"):
        register_algorithm(preset("mtd-step", "mine", "m", step=0))
    assert "mine" not in ALGORITHMS
