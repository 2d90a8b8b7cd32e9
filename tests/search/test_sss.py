"""Stockman's SSS* and the MT drivers: SSS* is MTD(+∞) (Plaat, Schaeffer, Pijls & de Bruin 1996).

The theorem: on a tree searched to a fixed depth, MT driven from +∞ (each pass tests
"value >= the upper bound so far?") evaluates exactly the leaves Stockman's SSS* evaluates,
in the same order, and returns the same value, provided

* the transposition table keeps every node of every pass (no replacement, no size limit,
  no entry lost to a collision), the only memory SSS*'s OPEN list needs;
* the children are searched in the same fixed left-to-right order in every pass (no
  reordering by the table's move, killers or history: ``ordering="natural"``), and SSS*
  breaks ties in OPEN leftmost first;
* MT is fail-soft, and an entry answers only a probe of its own depth (true of a fixed-depth
  tree, where each node has one remaining depth).

How a leaf is stored matters only for how *often* it is evaluated: stored as exact (the
table's ``leaves="exact"``), each leaf is evaluated once, as in SSS*; stored by the window,
a leaf that failed low is kept as an upper bound (its value, fail-soft) and is evaluated
again when a later pass tests below it — the same leaves, more evaluations. Without a table
MT re-searches each pass from scratch and its leaves differ.
"""

from hypothesis import given, settings
from hypothesis import strategies as st
from test_correctness import leaf_values, trees

from gamesearch.games.trees import HIROI_TREE, PI_TREE, TreeGame
from gamesearch.search import TranspositionTable, solve
from gamesearch.search.sss import stockman_sss
from gamesearch.trace.annotate import exact_value


class Recording(TreeGame):
    """A tree that notes the path of every leaf it scores."""

    def score(self, state):
        self.scored.append(tuple(state.path))
        return super().score(state)


def mt_leaves(tree, **options):
    """(value, distinct leaves in first-evaluation order, evaluations) of MTD(+∞) on ``tree``."""
    game = Recording(tree)
    game.scored = []
    result = solve(game, algorithm="sss", ordering="natural", **options)
    return result.value, list(dict.fromkeys(game.scored)), len(game.scored)


@st.composite
def fixed_depth_trees(draw):
    """Uniform-depth trees of 1-3 children a node, 1-4 levels, small integer leaves (ties)."""
    depth = draw(st.integers(1, 4))

    def grow(level):
        if level == depth:
            return draw(leaf_values())
        return [grow(level + 1) for _ in range(draw(st.integers(1, 3)))]

    return TreeGame(grow(0))


def exact_leaf_table():
    """A fresh table storing leaves as exact, if this table can be told to."""
    try:
        return TranspositionTable(leaves="exact")
    except TypeError:  # a table without the setting stores leaves by the window
        return None


def test_stockman_on_the_textbook_trees():
    for game in (PI_TREE, HIROI_TREE):
        result = stockman_sss(game)
        assert result.value == exact_value(game, game.initial_state(), None, {})
        assert len(set(result.leaves)) == len(result.leaves)  # each leaf evaluated once


@settings(max_examples=150, deadline=None)
@given(game=fixed_depth_trees())
def test_mtd_plus_infinity_evaluates_exactly_stockmans_leaves(game):
    reference = stockman_sss(game)
    value, leaves, _ = mt_leaves(game.tree, tt=True)
    assert value == reference.value == exact_value(game, game.initial_state(), None, {})
    assert leaves == reference.leaves


@settings(max_examples=60, deadline=None)
@given(game=trees())
def test_the_equivalence_holds_on_uneven_trees_too(game):
    value, leaves, _ = mt_leaves(game.tree, tt=True)
    reference = stockman_sss(game)
    assert (value, leaves) == (reference.value, reference.leaves)


@settings(max_examples=60, deadline=None)
@given(game=fixed_depth_trees())
def test_leaves_stored_as_exact_are_evaluated_once(game):
    table = exact_leaf_table()
    if table is None:
        return
    _, leaves, evaluations = mt_leaves(game.tree, tt=table)
    assert evaluations == len(leaves) == len(stockman_sss(game).leaves)


def test_without_a_table_mtd_plus_infinity_is_not_sss():
    """The table is a condition: without it a later pass searches leaves SSS* never sees."""
    tree = [[[[0, 3, -4], [5]], [[-5]]]]
    game = TreeGame(tree)
    assert set(mt_leaves(tree, tt=False)[1]) > set(stockman_sss(game).leaves)
