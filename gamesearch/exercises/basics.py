"""Checkers for notebooks 01–02: minimax, negamax and alpha-beta on trees."""

from __future__ import annotations

from collections.abc import Callable

from gamesearch.exercises.checker import KnuthMooreF2, Report, check
from gamesearch.exercises.nodes import Node
from gamesearch.games.trees import HIROI_TREE, PI_TREE, TreeGame

INF = float("inf")


def exercise_trees() -> list[Node]:
    """The trees every checker uses: two textbook trees, uneven and random ones."""
    games = [
        HIROI_TREE,
        PI_TREE,
        TreeGame([[3, [5, 1]], [[2, 7], 4, 6], 0], title="uneven"),
        *(
            TreeGame.random(b, d, low=-9, high=9, seed=s)
            for b, d, s in [(2, 4, 1), (3, 3, 2), (4, 3, 3)]
        ),
    ]
    return [Node.root(g) for g in games]


def check_minimax(minimax: Callable[[Node], float]) -> Report:
    """``minimax(node)``: the value for MAX, max/min form, every node visited."""
    return check("minimax", minimax, exercise_trees(), "minimax", max_view=True, windows=False)


def check_negamax(negamax: Callable[[Node], float]) -> Report:
    """``negamax(node)``: the value for the player to move, one sign flip per level."""
    return check("negamax", negamax, exercise_trees(), "negamax", windows=False)


def check_alphabeta(alphabeta: Callable[[Node, float, float], float]) -> Report:
    """``alphabeta(node, alpha, beta)``: fail-hard nega-alpha, called with (-inf, inf).

    Two fail-hard searches are right answers: the course's, which clamps every value, a
    leaf's too, into its window [α, β], and Knuth & Moore's F2, which returns α when a node
    fails low but leaves and cutoffs unclamped (:class:`KnuthMooreF2`). Values are compared
    exactly with the one the function comes closer to; a report that agrees with F2 says so,
    and one judged by F2 names it (``fail-hard alpha-beta, as Knuth & Moore's F2``). A
    fail-soft solution, which returns values below α too, is neither: it fails at the first
    value (in return order) it returns outside its window, named as such."""
    return check(
        "fail-hard alpha-beta",
        alphabeta,
        exercise_trees(),
        "alphabeta",
        args=lambda n: (-INF, INF),
        fail_hard=True,
        also=(KnuthMooreF2(),),
    )


def check_alphabeta_failsoft(alphabeta: Callable[[Node, float, float], float]) -> Report:
    """``alphabeta(node, alpha, beta)``: fail-soft nega-alpha, called with (-inf, inf).

    Values are compared exactly, so a fail-hard solution fails where its clamped value
    differs from the best value found."""
    return check(
        "fail-soft alpha-beta",
        alphabeta,
        exercise_trees(),
        "alphabeta-failsoft",
        args=lambda n: (-INF, INF),
    )
