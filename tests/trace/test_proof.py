"""Solution trees read from traces, against strategies computed from the game alone.

The independent strategy (:func:`strategy`) knows nothing of the trace but where the table
answered: it walks the game from the root with the plain minimax values
(:func:`~gamesearch.trace.annotate.exact_value`), and keeps, at the prover's nodes, the first
child in search order whose true value proves the claim, at the other side's nodes every
child. A null-window test (γ − 1, γ) searches every node with the same question, so its
solution tree must be exactly that strategy (for MTD(f) passes, cut where the table answered,
since an answer stands for a subtree proved earlier).
"""

from __future__ import annotations

from collections.abc import Hashable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamesearch.errors import InvalidArgumentError, NoSolutionTreeError
from gamesearch.games import get_game
from gamesearch.games.minimal_tree import minimal_tree, ordered
from gamesearch.games.trees import HIROI_TREE, PI_TREE, TreeGame
from gamesearch.search import solve
from gamesearch.trace.annotate import annotate, exact_value
from gamesearch.trace.proof import SolutionTree, pass_solution_trees, solution_tree

Path = tuple

TICTACTOE = get_game("tictactoe")


def strategy(game, state, depth, prover, at_least, stop=frozenset(), memo=None):
    """The move paths of the strategy for ``prover`` that keeps its value ≥ ``at_least``:
    at the prover's nodes the first child (in the game's move order) whose minimax value,
    for the prover, is at least ``at_least``; at the opponent's nodes every child. A branch
    ends at a leaf (game over or depth 0) and at the paths in ``stop``."""
    memo = {} if memo is None else memo
    paths: set[Path] = set()
    frontier = [((), state, depth)]
    while frontier:
        path, state, depth = frontier.pop()
        paths.add(path)
        moves = game.legal_moves(state)
        if path in stop or depth == 0 or not moves:
            continue
        mover = game.to_move(state)
        children = []
        for move in moves:
            child = game.apply(state, move)
            same = game.to_move(child) == mover
            children.append((move, child, depth if same or depth is None else depth - 1))
        if mover == prover:
            children = [next(c for c in children if _for(game, c, prover, memo) >= at_least)]
        frontier.extend(((*path, move), child, d) for move, child, d in children)
    return paths


def _for(game, child, prover, memo: dict[tuple[Hashable, int | None], float]) -> float:
    """The minimax value of a (move, child, depth) for ``prover``."""
    _, state, depth = child
    value = exact_value(game, state, depth, memo)
    return value if game.to_move(state) == prover else -value


def exhibited(trace, tree: SolutionTree, gamma):
    """The independent strategy a null-window test at ``gamma`` exhibits from ``tree``'s
    root: a fail-high for the player to move (value ≥ γ), a fail-low for the opponent
    (value ≤ γ − 1, at least 1 − γ for the opponent)."""
    mover = trace.to_move[tree.root]
    if tree.bound == "lower":
        return mover, gamma
    return 1 - mover, 1 - gamma


def paths(trace, node_ids):
    """The move paths, from their pass's root, of the given trace nodes."""
    return {tuple(trace.moves_to(k)) for k in node_ids}


def table_answers(trace, root):
    """The paths where the table answered inside the pass (or search) rooted at ``root``."""
    below = trace.children_map()
    stack, hits = [root], set()
    while stack:
        k = stack.pop()
        if trace.nodes[k].tt == "hit":
            hits.add(k)
        stack.extend(below.get(k, []))
    return paths(trace, hits)


def assert_is_strategy(trace, tree, gamma, depth=None):
    prover, at_least = exhibited(trace, tree, gamma)
    stop = table_answers(trace, tree.root)
    expected = strategy(trace.game, trace.state(tree.root), depth, prover, at_least, stop)
    assert paths(trace, tree.nodes) == expected


def nws(game, gamma, state=None, **options):
    options.setdefault("ordering", "natural")
    return solve(game, state, "nws", gamma=gamma, trace=True, tt=False, **options).trace


# -- the examples the course shows -------------------------------------------------------------
def test_hiroi_tree_tests_prove_three_with_a_strategy_for_each_side():
    yes, no = nws(HIROI_TREE, 3), nws(HIROI_TREE, 4)
    for trace, kind, prover in ((yes, "min solution tree", 0), (no, "max solution tree", 1)):
        tree = solution_tree(trace)
        assert (tree.kind, tree.prover, tree.value) == (kind, prover, 3)
    labels = lambda t: {HIROI_TREE.label(t.trace.state(k)) for k in t.nodes}  # noqa: E731
    assert labels(solution_tree(yes)) == set("RACDHI")  # A's C and D, one leaf each
    assert labels(solution_tree(no)) == set("RABCEGHKL")  # every MAX move, one MIN reply


@pytest.mark.parametrize("gamma", [0, 1])
def test_tictactoe_empty_board_tests_are_the_strategies_of_x_and_of_o(gamma):
    trace = nws(TICTACTOE, gamma)
    tree = solution_tree(trace)
    assert tree.bound == ("lower" if gamma == 0 else "upper")  # the value is 0
    assert tree.prover == (0 if gamma == 0 else 1)  # X proves ≥ 0, O proves ≤ 0
    assert_is_strategy(trace, tree, gamma)


@pytest.mark.parametrize("gamma", [0, 1])
def test_tictactoe_position_of_notebook_03(gamma):
    position = TICTACTOE.play_line(TICTACTOE.initial_state(), "b2 a1 c1 a3 a2")
    trace = nws(TICTACTOE, gamma, position)
    assert_is_strategy(trace, solution_tree(trace), gamma)


def test_every_mtdf_pass_on_the_pi_tree_is_the_strategy_cut_where_the_table_answered():
    trace = solve(PI_TREE, algorithm="mtdf", ordering="natural", trace=True).trace
    trees = pass_solution_trees(trace)
    assert len(trees) == len(trace.passes) == 6
    for record, tree in zip(trace.passes, trees, strict=True):
        assert tree.root == record.root
        assert tree.bound == ("lower" if record.value >= record.gamma else "upper")
        assert_is_strategy(trace, tree, record.gamma)
    assert any(tree.table for tree in trees)  # later passes stop at earlier passes' entries


# -- random trees ------------------------------------------------------------------------------
def uneven_trees():
    """Random trees of uneven shape, 1-3 children a node, up to 30 leaves."""
    nested = st.recursive(
        st.integers(-9, 9), lambda kids: st.lists(kids, min_size=1, max_size=3), max_leaves=30
    )
    return nested.filter(lambda tree: isinstance(tree, list)).map(TreeGame)


@settings(max_examples=60, deadline=None)
@given(game=uneven_trees(), gamma=st.integers(-9, 10))
def test_a_null_window_test_exhibits_the_strategy_of_its_answer(game, gamma):
    trace = nws(game, gamma)
    assert_is_strategy(trace, solution_tree(trace), gamma)


@settings(max_examples=60, deadline=None)
@given(
    game=uneven_trees(),
    driver=st.sampled_from(["mtdf", "sss", "dual", "mtd-bi"]),
    leaves=st.sampled_from(["exact", "by-window"]),
)
def test_each_pass_of_an_mt_driver_is_the_strategy_cut_where_the_table_answered(
    game, driver, leaves
):
    from gamesearch.search.ttable import TranspositionTable

    table = TranspositionTable(leaves=leaves)
    trace = solve(game, algorithm=driver, ordering="natural", tt=table, trace=True).trace
    trees = pass_solution_trees(trace)
    assert len(trees) == len(trace.passes)
    for record, tree in zip(trace.passes, trees, strict=True):
        assert_is_strategy(trace, tree, record.gamma)


@settings(max_examples=30, deadline=None)
@given(
    w=st.integers(2, 4),
    d=st.integers(1, 4),
    seed=st.integers(0, 10_000),
    algorithm=st.sampled_from(["alphabeta", "alphabeta-failsoft"]),
)
def test_perfect_ordering_proves_the_value_with_the_minimal_tree(w, d, seed, algorithm):
    """With the best move first, the two solution trees of alpha-beta's exact root value
    are Knuth & Moore's minimal tree, the min and the max solution tree of
    :func:`~gamesearch.games.minimal_tree.minimal_tree` computed from the tree alone."""
    game = ordered(TreeGame.random(w, d, low=-99, high=99, seed=seed))
    trace = solve(game, algorithm=algorithm, ordering="natural", trace=True).trace
    lower, upper = solution_tree(trace, bound="lower"), solution_tree(trace, bound="upper")
    expected = minimal_tree(game)
    assert paths(trace, lower.leaves) == expected.min_solution
    assert paths(trace, upper.leaves) == expected.max_solution
    assert paths(trace, lower.leaves | upper.leaves) == expected.leaves


# -- every algorithm: a sound proof --------------------------------------------------------------
SEARCHES = [
    ("alphabeta", {}),
    ("alphabeta-failsoft", {}),
    ("alphabeta-failsoft", {"tt": True}),
    ("alphabeta", {"tt": True}),
    ("negascout", {}),
    ("negascout", {"tt": True}),
    ("negascout-hiroi", {"tt": True}),
    ("pvs", {"tt": True}),
    ("nega-alpha-limit", {}),
    ("mtdf", {}),
    ("id-alphabeta", {}),
    ("id-mtdf", {}),
]


def assert_sound(trace, tree):
    """``tree`` proves its claim from the game's own rules and true values: one child at
    the prover's nodes, every legal move at the other side's, and at each end (a leaf or a
    table answer) a true value that keeps the claim."""
    game, values = trace.game, trace.true_values or annotate(trace)
    below = {}
    for k in tree.nodes:
        if k != tree.root:
            below.setdefault(trace.nodes[k].parent, []).append(k)
    claim = {tree.root: (trace.to_move[tree.root], tree.bound, tree.value)}
    stack = [tree.root]
    while stack:
        k = stack.pop()
        _, side, t = claim[k]
        kids = below.get(k, [])
        if k in tree.leaves or k in tree.table:
            assert not kids
            assert values[k] >= t if side == "lower" else values[k] <= t
            continue
        if side == "lower":
            assert len(kids) == 1, k
        else:
            legal = game.legal_moves(trace.state(k))
            assert sorted(map(repr, {trace.move[c] for c in kids})) == sorted(map(repr, legal))
            assert len(kids) == len(legal), k
        for c in kids:
            same = trace.to_move[c] == trace.to_move[k]
            flipped = {"lower": "upper", "upper": "lower"}[side]
            claim[c] = (trace.to_move[c], side, t) if same else (trace.to_move[c], flipped, -t)
            stack.append(c)


@pytest.mark.parametrize(("algorithm", "options"), SEARCHES)
@pytest.mark.parametrize("game, depth", [("kalah", 4), ("reversi-4x4", 4), ("tictactoe", 9)])
def test_every_algorithm_proves_its_root_value_soundly(algorithm, options, game, depth):
    trace = solve(game, algorithm=algorithm, depth=depth, trace=True, **options).trace
    roots = [k for k in range(len(trace)) if trace.nodes[k].parent < 0]
    for root in roots:
        for bound in ("lower", "upper"):
            try:
                tree = solution_tree(trace, root, bound)
            except NoSolutionTreeError:
                assert trace.nodes[root].bound == {"lower": "upper", "upper": "lower"}[bound]
                continue
            assert_sound(trace, tree)


def height(tree):
    return 1 + max(map(height, tree)) if isinstance(tree, tuple) else 0


@settings(max_examples=40, deadline=None)
@given(game=uneven_trees(), search=st.sampled_from(SEARCHES))
def test_every_finished_node_of_a_random_tree_has_a_sound_proof(game, search):
    algorithm, options = search
    deepening = algorithm in ("id-alphabeta", "id-mtdf")
    depth = height(game.frozen) if deepening else None  # the whole tree
    trace = solve(
        game, algorithm=algorithm, depth=depth, ordering="natural", trace=True, **options
    ).trace
    for k in range(len(trace)):
        for bound in ("lower", "upper"):
            try:
                tree = solution_tree(trace, k, bound)
            except NoSolutionTreeError:
                continue
            assert_sound(trace, tree)
    # a node's own bound is always proved
    for k in range(len(trace)):
        if trace.nodes[k].bound in ("lower", "upper") and trace.nodes[k].leaf is None:
            assert_sound(trace, solution_tree(trace, k, trace.nodes[k].bound))


# -- bad requests --------------------------------------------------------------------------------
def test_an_exact_value_asks_which_of_its_two_solution_trees():
    trace = solve(HIROI_TREE, algorithm="alphabeta", ordering="natural", trace=True).trace
    with pytest.raises(NoSolutionTreeError, match=r"bound='lower'.*bound='upper'"):
        solution_tree(trace)


@pytest.mark.parametrize("node", [-1, 99, "0", True, None])
def test_a_node_that_is_not_in_the_trace(node):
    trace = nws(HIROI_TREE, 3)
    with pytest.raises(InvalidArgumentError, match="no node"):
        solution_tree(trace, node)


def test_a_bound_that_does_not_exist():
    with pytest.raises(InvalidArgumentError, match=r"'lower'.*'upper'"):
        solution_tree(nws(HIROI_TREE, 3), bound="exact")


def test_a_bound_the_node_did_not_prove():
    trace = nws(HIROI_TREE, 3)  # fails high: a lower bound only
    with pytest.raises(NoSolutionTreeError, match="does not prove ≤ 3"):
        solution_tree(trace, bound="upper")


def test_a_truncated_trace_holds_no_proof():
    trace = solve(TICTACTOE, algorithm="nws", gamma=1, trace=True, trace_limit=50).trace
    with pytest.raises(NoSolutionTreeError, match="trace_limit"):
        solution_tree(trace, 0)
    passes = solve(TICTACTOE, algorithm="mtdf", trace=True, trace_limit=50).trace
    with pytest.raises(NoSolutionTreeError, match="trace_limit"):
        pass_solution_trees(passes)


def test_a_stopped_mtdf_search_has_the_proofs_of_the_passes_it_finished():
    result = solve(PI_TREE, algorithm="mtdf", ordering="natural", trace=True, node_budget=40)
    finished = [p for p in result.trace.passes if result.trace.value[p.root] is not None]
    assert 0 < len(finished) < len(result.trace.passes)
    trees = pass_solution_trees(result.trace)
    assert [tree.root for tree in trees] == [p.root for p in finished]


def test_a_stopped_search_proves_nothing_at_its_root():
    result = solve(TICTACTOE, algorithm="nws", gamma=1, trace=True, node_budget=40)
    with pytest.raises(NoSolutionTreeError, match="did not finish"):
        solution_tree(result.trace, 0)


def test_str_names_the_strategy():
    text = str(solution_tree(nws(HIROI_TREE, 3)))
    assert text == (
        "a strategy for MAX (min solution tree) proving node 0 ≥ 3 for MAX: 6 nodes, 2 leaves"
    )
