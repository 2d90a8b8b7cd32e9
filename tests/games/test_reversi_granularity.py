"""Reversi's ``granularity``: every value times k, static and final alike, and searches see it."""

import random

import pytest

from gamesearch.errors import InvalidSearchError, UnsupportedBoardError
from gamesearch.games import get_game
from gamesearch.games.reversi import Reversi
from gamesearch.search import solve
from gamesearch.search.experiments import granularity_rows


def random_positions(game, count, seed):
    rng = random.Random(seed)
    positions = []
    while len(positions) < count:
        state = game.initial_state(rng.choice(game.starts))
        for _ in range(rng.randint(1, 12)):
            if game.is_terminal(state):
                break
            state = game.apply(state, rng.choice(game.legal_moves(state)))
        positions.append(state)
    return positions


@pytest.mark.parametrize("k", [4, 16])
@pytest.mark.parametrize("evaluation", ["discs", "positional"])
def test_values_at_depth_2_are_exactly_k_times(k, evaluation):
    """Fails if the scale is ignored anywhere a search looks: depth-2 values (static
    evaluations and final scores) are exactly k times those of the unscaled game."""
    plain = get_game("reversi-4x6", evaluation=evaluation)
    scaled = get_game("reversi-4x6", evaluation=evaluation, granularity=k)
    assert scaled.score_range == (-24 * k, 24 * k)
    nonzero = 0
    for state in random_positions(plain, 25, seed=k):
        image = state._replace(game=scaled)
        assert scaled.evaluate(image) == k * plain.evaluate(state)
        if plain.is_terminal(state):
            assert scaled.score(image) == k * plain.score(state)
        for algorithm in ("negamax", "alphabeta", "pvs"):
            unscaled = solve(plain, state, algorithm, depth=2).value
            assert solve(scaled, image, algorithm, depth=2).value == k * unscaled
            nonzero += unscaled != 0
    assert nonzero > 10


@pytest.mark.parametrize("k", [1, 4, 16])
def test_mtdf_to_the_end_finds_k_times_the_value(k):
    game = get_game("reversi-4x4", granularity=k)
    assert solve(game, algorithm="mtdf").value == k * solve("reversi-4x4", algorithm="mtdf").value
    plain, deep = get_game("reversi-4x6"), get_game("reversi-4x6", granularity=k)
    state = plain.initial_state("parallel")
    for _ in range(3):
        state = plain.apply(state, plain.legal_moves(state)[0])
    unscaled = solve(plain, state, "mtdf")
    state = state._replace(game=deep)
    assert unscaled.value != 0
    assert solve(deep, state, "mtdf").value == k * unscaled.value


def test_the_course_rows_agree_with_the_scale():
    rows = granularity_rows(granularities=(1, 4), depth=6)
    assert [r.granularity for r in rows] == [1, 4]
    assert rows[1].value == 4 * rows[0].value
    assert all(r.mtdf_passes >= 6 and r.pvs_evaluations > 0 for r in rows)


def test_a_bad_granularity_or_setting_is_named():
    with pytest.raises(UnsupportedBoardError, match="granularity is a whole number >= 1"):
        Reversi(granularity=0)
    with pytest.raises(UnsupportedBoardError, match="granularity"):
        get_game("reversi-4x6", granularity=2.5)
    with pytest.raises(InvalidSearchError, match=r"no setting 'grain'.*granularity"):
        get_game("reversi-4x6", grain=4)
    assert get_game("reversi-4x6") is get_game("reversi-4x6")  # the preset is unchanged
    assert get_game("reversi-4x6").granularity == 1
