"""What an algorithm needs from a game (its ``needs``) is checked before the search: on a game
that lacks it, one message says what the algorithm needs, why, and what to do instead; on any
other game it searches and finds the value. Nothing runs until a limit stops it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_correctness import trees, true_value

from gamesearch.errors import InvalidDeclarationError, InvalidSearchError, speaking
from gamesearch.games.base import TRAITS
from gamesearch.games.trees import TreeGame
from gamesearch.search import ALGORITHMS, solve
from gamesearch.search.algorithms import Algorithm, preset, register_algorithm
from gamesearch.search.options import EtcOptions
from gamesearch.search.ttable import classify
from tests.games.nim import Nim

#: Leaves with two decimals, as in the issue: -6.00 to 6.00 (some whole, most not).
FRACTIONAL = st.integers(-600, 600).map(lambda n: n / 100)
#: Far more nodes than any of these trees (at most 121 nodes) needs in any algorithm, even one
#: pass per distinct leaf value: a search that cycles reaches it within a second.
BUDGET = 200_000


def height(game: TreeGame) -> int:
    def walk(node: Any) -> int:
        return 1 + max(map(walk, node)) if isinstance(node, tuple) else 0

    return walk(game.frozen)


def lacks(name: str, game: TreeGame) -> list[str]:
    return [t for t in ALGORITHMS[name].needs if not game.traits.has(t)]


@settings(max_examples=40, deadline=None)
@given(game=trees(leaves=FRACTIONAL), gamma=FRACTIONAL)
def test_on_fractional_scores_every_algorithm_finds_the_value_or_refuses_at_once(game, gamma):
    truth = true_value(game)
    for name, spec in ALGORITHMS.items():
        for tt in [None] if spec.tt is False else [False, True]:
            extra: dict[str, Any] = {"gamma": gamma} if name == "nws" else {}
            depth = height(game) if spec.needs_depth else None  # the whole tree: exact
            call = dict(algorithm=name, tt=tt, depth=depth, node_budget=BUDGET, **extra)
            if lacks(name, game):
                with pytest.raises(InvalidSearchError, match="needs integer scores") as refused:
                    solve(game, **call)
                assert "algorithm='negascout'" in str(refused.value)
                continue
            result = solve(game, **call)
            assert result.complete, (name, tt, result.message)
            if name == "nws":  # a test's answer: a bound on the value, or the value itself
                v = result.value
                proves = {"exact": truth == v, "upper": truth <= v, "lower": truth >= v}
                assert proves[classify(v, gamma - 1, gamma)], (gamma, v, truth)
            else:
                assert (result.value, result.bound) == (truth, "exact"), (name, tt)


@pytest.mark.parametrize("name", ["bisect", "dual", "mtd-bi", "mtd-step"])
def test_the_drivers_that_step_by_one_refuse_fractional_scores_naming_what_would_do(name):
    game = TreeGame([[1.5, 2], [0.25, 3]])
    assert not game.traits.integer_scores
    with pytest.raises(InvalidSearchError) as refused:
        solve(game, algorithm=name)
    message = str(refused.value)
    assert message.startswith(f"{name} needs integer scores (")
    assert "use algorithm='negascout' or another that does not need them: mtdf, sss" in message
    assert "integer_scores = True" in message  # how a game whose scores are whole says so
    for instead in ("negascout", "mtdf", "sss"):
        assert solve(game, algorithm=instead).value == 1.5


def test_a_whole_number_written_as_a_float_is_an_integer_score():
    game = TreeGame([[1.0, 2], [0, 3.0]])
    assert game.traits.integer_scores
    assert solve(game, algorithm="dual").value == 1


@pytest.mark.parametrize("name", ["id-alphabeta", "id-mtdf"])
@pytest.mark.parametrize("depth", [None, 8])
def test_deepening_without_evaluate_is_one_message_with_both_ways_out(name, depth):
    with pytest.raises(InvalidSearchError) as refused:
        solve(Nim(), algorithm=name, depth=depth)
    message = str(refused.value)
    assert message.startswith(f"{name} needs evaluate(state) (it deepens to a depth limit")
    assert "write evaluate(state)" in message
    assert "algorithm='negascout', depth=None" in message
    assert "give it a depth" not in message and "(not 8)" not in message
    assert solve(Nim(), algorithm="negascout", depth=None).value == 1  # the way out works


def test_a_depth_limit_without_evaluate_names_both_ways_out():
    with pytest.raises(InvalidSearchError) as refused:
        solve(Nim(), algorithm="alphabeta", depth=8)
    message = str(refused.value)
    assert "nim has no evaluate(state), so alphabeta cannot stop at depth 8" in message
    assert "pass depth=None" in message and "write evaluate(state)" in message


def test_the_messages_name_arguments_as_the_caller_spells_them():
    with speaking(lambda name, value: f"--{name} {'end' if value is None else value}"):
        with pytest.raises(InvalidSearchError) as refused:
            solve(Nim(), algorithm="id-alphabeta")
        assert "--algorithm negascout, --depth end" in str(refused.value)
        with pytest.raises(InvalidSearchError, match="pass --depth end to search"):
            solve(Nim(), algorithm="alphabeta", depth=3)
        with pytest.raises(InvalidSearchError, match="use --algorithm negascout"):
            solve(TreeGame([0.5, [1, 2]]), algorithm="dual")
        with pytest.raises(InvalidSearchError, match=r"e\.g\. --depth 6"):
            solve("tictactoe", algorithm="id-mtdf", depth=None)
        with pytest.raises(InvalidSearchError, match="pass --tt False"):
            solve("tictactoe", algorithm="minimax", tt=True)


def test_each_declared_need_is_a_trait_with_a_reason_and_a_preset_inherits_it():
    for spec in ALGORITHMS.values():
        assert all(t in TRAITS and why for t, why in spec.needs.items()), spec.name
        if spec.base is not None:
            assert spec.needs == ALGORITHMS[spec.base].needs, spec.name
    needing = {name for name, spec in ALGORITHMS.items() if "integer_scores" in spec.needs}
    assert needing == {"bisect", "dual", "mtd-step", "mtd-bi"}
    mine = preset("dual", "dual-etc", "DUAL* with ETC", etc=True)
    assert mine.needs == ALGORITHMS["dual"].needs


def test_a_need_that_is_no_trait_is_refused_when_registered():
    strange = Algorithm(
        "needs-luck",
        "m",
        ALGORITHMS["negascout"].run,
        EtcOptions,
        needs={"luck": "it guesses"},  # type: ignore[dict-item]
    )
    with pytest.raises(InvalidDeclarationError, match="needs 'luck': needs maps a game's trait"):
        register_algorithm(strange)
    assert "needs-luck" not in ALGORITHMS


class Misdeclared(TreeGame):
    """A game that declares integer scores and returns fractions: what check_game names,
    searched without running check_game first."""

    integer_scores = True


def random_tree(rng: random.Random, depth: int) -> Any:
    if depth == 0:
        return round(rng.uniform(-6, 6), 2)
    return [random_tree(rng, depth - 1) for _ in range(rng.randint(2, 3))]


def test_a_driver_misled_by_a_wrong_declaration_stops_naming_it_instead_of_running_on():
    rng, stopped = random.Random(1), 0
    for _ in range(30):  # three plies deep: most of these trees made the drivers cycle
        game = Misdeclared(random_tree(rng, 3))
        truth = true_value(game)
        for name in ("bisect", "dual", "mtd-bi", "mtd-step"):
            try:
                result = solve(game, algorithm=name, node_budget=BUDGET)
            except InvalidSearchError as error:
                assert "declares integer scores" in str(error), name
                assert "integer_scores = False" in str(error), name
                stopped += 1
            else:
                assert result.complete, (name, result.message)
                assert result.value == truth, name
    assert stopped  # the trees are ones where the declaration misleads them
