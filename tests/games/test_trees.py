"""Explicit trees: textbook labels, values, random trees, bad input."""

import pytest

from gamesearch.errors import MoveNotationError, UnsupportedBoardError
from gamesearch.games.trees import HIROI_TREE, PI_TREE, TreeGame
from gamesearch.search import solve


def test_hiroi_tree_labels_and_value():
    game = HIROI_TREE
    root = game.initial_state()
    assert game.label(root) == "R"
    leaves = []
    frontier = [root]
    while frontier:
        state = frontier.pop(0)
        moves = game.legal_moves(state)
        frontier += [game.apply(state, m) for m in moves]
        if not moves:
            leaves.append((game.label(state), game.node(state)))
    assert leaves == list(zip("GHIJKLMN", [1, 3, 4, 2, 2, 1, 3, 5], strict=True))
    assert solve(game, algorithm="minimax").value == 3


def test_default_labels_are_breadth_first_letters():
    game = TreeGame([[1, 3], [4, 2]])
    a = game.initial_state()
    assert [game.label(game.apply(a, m)) for m in (0, 1)] == ["B", "C"]
    assert game.label(game.apply(game.apply(a, 1), 1)) == "G"


def test_scores_follow_the_player_to_move():
    game = TreeGame([[1, 3], [4, 2]])
    leaf = game.apply(game.apply(game.initial_state(), 0), 1)  # MAX to move at depth 2
    assert game.score(leaf) == 3
    one_level = TreeGame([7, -2])
    assert one_level.score(one_level.apply(one_level.initial_state(), 0)) == -7  # MIN to move


def test_pi_tree_is_uniform_ternary_of_height_three():
    assert len(PI_TREE.leaves()) == 27
    assert "".join(map(str, PI_TREE.leaves())) == "314159265358979323846264338"


def test_random_trees_are_reproducible_from_their_seed():
    a = TreeGame.random(3, 4, low=-5, high=5, seed=42)
    b = TreeGame.random(3, 4, low=-5, high=5, seed=42)
    c = TreeGame.random(3, 4, low=-5, high=5, seed=43)
    assert a.leaves() == b.leaves() != c.leaves()
    assert len(a.leaves()) == 81 and all(-5 <= v <= 5 for v in a.leaves())


@pytest.mark.parametrize("tree", [[], "abc", [[1], []], [1, [2, None]]])
def test_malformed_trees_are_refused(tree):
    with pytest.raises(UnsupportedBoardError, match="a tree is a number"):
        TreeGame(tree)


def test_bad_random_tree_settings_are_refused():
    with pytest.raises(UnsupportedBoardError):
        TreeGame.random(0, 3)


def test_moves_are_written_from_one():
    game = HIROI_TREE
    root = game.initial_state()
    assert game.format_move(0) == "1" and game.parse_move(root, "2") == 1
    with pytest.raises(MoveNotationError):
        game.parse_move(root, "B")


def test_a_trees_integer_scores_come_from_its_leaves():
    assert TreeGame([[1, 3], [4, 2]]).traits.integer_scores
    assert TreeGame([[1.0, 3], [-4.0, 2]]).traits.integer_scores  # whole, written as floats
    assert not TreeGame([[1, 3], [4, 2.5]]).traits.integer_scores
    assert not TreeGame(0.25).traits.integer_scores
    traits = TreeGame([[1, 3], [4, 2]]).traits
    assert traits.evaluation and not traits.extra_turns and not traits.symmetries
