"""Explicit game trees for lectures: nested lists of leaf values, and seeded random trees.

A tree is written as nested lists, leaves being numbers seen from the root player
(MAX, player 0), as textbooks print them: ``[[1, 3], [4, 2]]`` is a MAX root with two MIN
children. A leaf may be fractional (``2.5``): such a tree lacks the trait
``integer_scores``, and the searches that need it refuse it. Players alternate by level.
Nodes are labelled in breadth-first order, ``A``, ``B``, ``C``… by default, or with the
labels you give (``names="RABCDEFG"``).
Moves are written ``1``, ``2``, … (the child's position, left to right).
"""

from __future__ import annotations

import html
import math
import random
from collections import namedtuple
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import product
from string import ascii_uppercase
from typing import Union

from gamesearch.errors import MoveNotationError, UnsupportedBoardError, quote
from gamesearch.games.base import GameInStates, StateMixin, is_count

#: A tree after freezing: a leaf's value, or the tuple of its children's subtrees.
Tree = Union[float, tuple["Tree", ...]]  # noqa: UP007 (a recursive alias needs Union)
#: A tree as given: nested lists or tuples of leaf values (frozen into a :data:`Tree`).
Nested = Union[float, Sequence["Nested"]]  # noqa: UP007


class TreeState(namedtuple("TreeState", "path game"), StateMixin):
    """A node of an explicit tree: the child indices from the root."""

    __slots__ = ()


#: The deepest tree accepted: deeper than any lecture needs, well within Python's recursion.
MAX_TREE_DEPTH = 100
#: The most leaves :meth:`TreeGame.random` grows.
MAX_RANDOM_LEAVES = 1_000_000


def _freeze(tree: Nested, level: int = 0) -> Tree:
    """The tree as nested tuples; UnsupportedBoardError for anything that is not one."""
    if isinstance(tree, (int, float)) and not isinstance(tree, bool):
        if not math.isfinite(tree):
            raise UnsupportedBoardError(f"a leaf is a finite number, not {tree!r}")
        return tree
    if level >= MAX_TREE_DEPTH:
        raise UnsupportedBoardError(f"a tree may be at most {MAX_TREE_DEPTH} levels deep")
    if isinstance(tree, Sequence) and not isinstance(tree, str) and len(tree) > 0:
        return tuple(_freeze(child, level + 1) for child in tree)
    raise UnsupportedBoardError(
        f"a tree is a number (a leaf) or a non-empty list of trees, not {quote(tree)}"
    )


def _default_labels() -> Iterator[str]:
    for length in range(1, 4):
        for letters in product(ascii_uppercase, repeat=length):
            yield "".join(letters)


@dataclass(frozen=True)
class TreeGame(GameInStates[TreeState, int]):
    """A game played on an explicit tree; see the module docstring for conventions."""

    tree: Nested  # frozen into a Tree by __post_init__
    names: Sequence[str] | str | None = None
    title: str = "tree"
    player_names = ("MAX", "MIN")
    default_ordering = "natural"  # textbook trees are searched left to right
    notation = "the child's position from the left, 1, 2, 3, …"
    _labels: dict[tuple[int, ...], str] = field(init=False, repr=False, compare=False, hash=False)
    _whole: bool = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "tree", _freeze(self.tree))
        if not isinstance(self.title, str):
            raise UnsupportedBoardError(f"a tree's title is text, not {quote(self.title)}")
        names = self.names
        if names is not None and not (
            isinstance(names, (str, list, tuple)) and all(isinstance(n, str) for n in names)
        ):
            raise UnsupportedBoardError(
                f"names are a string of one-letter labels or a list of labels, not {quote(names)}"
            )
        labels: dict[tuple[int, ...], str] = {}
        source = iter(self.names) if self.names is not None else _default_labels()
        level: list[tuple[tuple[int, ...], Tree]] = [((), self.frozen)]
        while level:
            for path, _ in level:
                labels[path] = next(source, None) or "·".join(str(i + 1) for i in path)
            level = [
                ((*path, i), child)
                for path, node in level
                if isinstance(node, tuple)
                for i, child in enumerate(node)
            ]
        object.__setattr__(self, "_labels", labels)
        object.__setattr__(self, "_whole", all(float(v).is_integer() for v in self.leaves()))
        object.__setattr__(self, "names", None if self.names is None else tuple(self.names))
        object.__setattr__(self, "name", self.title)  # Game's name, for this tree

    @classmethod
    def random(
        cls, branching: int, depth: int, low: int = 0, high: int = 9, seed: int = 0
    ) -> TreeGame:
        """A uniform tree: every interior node has ``branching`` children, leaves at ``depth``,
        leaf values drawn uniformly from ``low..high`` by a generator seeded with ``seed``."""
        if not (
            all(type(n) is int for n in (branching, depth, low, high, seed))
            and branching >= 1
            and depth >= 0
            and low <= high
        ):
            raise UnsupportedBoardError(
                "a random tree needs whole numbers: branching >= 1, depth >= 0, low <= high "
                "and a seed"
            )
        if branching**depth > MAX_RANDOM_LEAVES:
            raise UnsupportedBoardError(
                f"a random tree of {branching}**{depth} leaves is too big to build: "
                f"at most {MAX_RANDOM_LEAVES:,} leaves"
            )
        rng = random.Random(seed)

        def grow(level: int) -> Nested:
            if level == depth:
                return rng.randint(low, high)
            return [grow(level + 1) for _ in range(branching)]

        return cls(grow(0), title=f"random-b{branching}-d{depth}-s{seed}")

    # -- structure -------------------------------------------------------------------
    def node(self, state: TreeState) -> Tree:
        """The subtree at ``state``."""
        node = self.frozen
        for index in state.path:
            node = node[index]  # type: ignore[index]  # a path leads through tuples
        return node

    @property
    def frozen(self) -> Tree:
        """The tree as nested tuples (``tree`` after ``__post_init__``)."""
        return self.tree  # type: ignore[return-value]  # frozen in __post_init__

    def key(self, state: TreeState) -> tuple[int, ...]:
        """The node's path: a tree has no transpositions, and hashing a state would hash
        the whole tree it belongs to."""
        path: tuple[int, ...] = state.path
        return path

    def label(self, state: TreeState) -> str:
        """The textbook label of the node (``A``, ``B``, …)."""
        return self._labels[state.path]

    node_label = label

    def leaves(self) -> list[float]:
        """The leaf values, left to right."""
        out: list[float] = []

        def walk(node: Tree) -> None:
            if isinstance(node, tuple):
                for child in node:
                    walk(child)
            else:
                out.append(node)

        walk(self.frozen)
        return out

    # -- the game contract -------------------------------------------------------------
    def initial_state(self, start: str | None = None) -> TreeState:
        self.start_name(start)
        return TreeState((), self)

    def to_move(self, state: TreeState) -> int:
        return len(state.path) % 2

    def legal_moves(self, state: TreeState) -> tuple[int, ...]:
        node = self.node(state)
        return tuple(range(len(node))) if isinstance(node, tuple) else ()

    def apply(self, state: TreeState, move: int) -> TreeState:
        return TreeState((*state.path, move), self)

    def is_terminal(self, state: TreeState) -> bool:
        return not isinstance(self.node(state), tuple)

    def score(self, state: TreeState) -> float:
        value = self.node(state)
        assert not isinstance(value, tuple)  # scored only at a leaf
        return value if len(state.path) % 2 == 0 else -value

    def evaluate(self, state: TreeState) -> float:
        """A leaf's value; an inner node, which a depth-limited search stops at, scores 0."""
        return self.score(state) if self.is_terminal(state) else 0

    @property
    def integer_scores(self) -> bool:
        """Whether every leaf is a whole number (``3`` or ``3.0``; inner nodes evaluate to 0):
        a tree's trait comes from its leaves, whatever type they are written in."""
        return self._whole

    @property
    def score_range(self) -> tuple[float, float]:
        bound = max(abs(v) for v in self.leaves())
        return (-bound, bound)

    def format_move(self, move: int) -> str:
        if not is_count(move):
            raise MoveNotationError(move, "moves are the ints 0, 1, 2, … (the child's index)")
        return str(move + 1)

    def parse_move(self, state: TreeState, text: str) -> int:
        word = self._notation_word(text)
        if not (word.isdigit() and word.isascii() and len(word) < 10 and int(word) >= 1):
            raise MoveNotationError(text, self.notation)
        return int(word) - 1

    def state_problem(self, state: TreeState) -> str:
        node = self.tree
        path = state.path
        if not isinstance(path, tuple):
            return "a node's path is a tuple of child indices"
        for index in path:
            if not (isinstance(node, tuple) and is_count(index, 0, len(node) - 1)):
                return f"the path {quote(path)} leaves the tree"
            node = node[index]
        return ""

    def render_text(self, state: TreeState) -> str:
        node = self.node(state)
        side = self.player_names[self.to_move(state)]
        if isinstance(node, tuple):
            return f"{self.label(state)} ({side} to move, {len(node)} children)"
        return f"{self.label(state)} (leaf {node})"

    def render_svg(self, state: TreeState, size: int = 60) -> str:
        text = html.escape(self.render_text(state))
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{size * 4}" height="{size // 2}">'
            f'<text x="4" y="{size // 3}" font-family="sans-serif" font-size="14">{text}</text>'
            "</svg>"
        )


PI_DIGITS = "314159265358979323846264338"

#: The 8-leaf example of Hiroi's alpha-beta page: root R (MAX), A and B (MIN),
#: C, D, E, F (MAX), leaves G…N = 1 3 4 2 2 1 3 5. Its minimax value is 3.
HIROI_TREE = TreeGame(
    [[[1, 3], [4, 2]], [[2, 1], [3, 5]]], names="RABCDEFGHIJKLMN", title="hiroi-8"
)

#: A uniform ternary tree of height 3 whose 27 leaves are the first digits of π,
#: in the style of the example of Knuth & Moore (1975).
PI_TREE = TreeGame(
    [[[int(d) for d in PI_DIGITS[i : i + 3]] for i in range(j, j + 9, 3)] for j in range(0, 27, 9)],
    title="pi-27",
)

EXAMPLE_TREES: dict[str, TreeGame] = {"hiroi-8": HIROI_TREE, "pi-27": PI_TREE}
