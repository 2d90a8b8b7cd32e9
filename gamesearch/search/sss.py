"""Stockman's SSS* (1979), from its OPEN-list formulation: a reference for explicit trees.

SSS* is a best-first search over *solution trees* of MAX: sets of strategies for the root
player. OPEN holds triples (node, status, h): ``live`` (not yet searched) or ``solved``, and
h, an upper bound on the value of the best solution tree through the node (its merit). At
each step the triple of highest merit is taken off OPEN (ties: the leftmost node first) and
Stockman's Γ operator applied:

1. live interior MAX node: its children go onto OPEN, live, with the same merit;
2. live interior MIN node: its first child goes onto OPEN, live, same merit;
3. live leaf: it is evaluated, and goes back solved with merit min(h, its value);
4. solved MIN node (its parent is MAX: MIN to move there): its parent becomes solved with the
   same merit, and every other descendant of the parent leaves OPEN;
5. solved MAX node (its parent is MIN): its next sibling goes onto OPEN, live, same merit;
   if it has none, its parent becomes solved with the same merit;
6. the root solved: h is the minimax value.

Here a node is a path of child indices from the root (a MAX node), leaves are the tree's
numbers seen from MAX, as :class:`~gamesearch.games.trees.TreeGame` holds them. The result
is the value and the leaves evaluated (each once), to compare with SSS* as MTD(+∞)
(:func:`gamesearch.search.mtdf.sss`): Plaat et al. (1996) prove the two evaluate the same
leaves, in the same order, under the conditions given in ``tests/search/test_sss.py``.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from gamesearch.games.trees import Tree, TreeGame

LIVE, SOLVED = "live", "solved"

Path = tuple[int, ...]


@dataclass(frozen=True)
class StockmanResult:
    """SSS*'s value (for MAX at the root) and the leaves it evaluated, in order."""

    value: float
    leaves: list[Path]
    steps: int


def _subtree(tree: Tree, path: Path) -> Tree:
    for i in path:
        assert isinstance(tree, tuple)  # a path leads through interior nodes only
        tree = tree[i]
    return tree


def _children(tree: Tree, path: Path) -> int:
    """How many children the interior node at ``path`` has."""
    node = _subtree(tree, path)
    assert isinstance(node, tuple)
    return len(node)


def stockman_sss(game: TreeGame) -> StockmanResult:
    """Stockman's SSS* on ``game``'s whole tree (the root is MAX)."""
    tree = game.frozen
    # A heap of (-h, path, status): the highest merit first, then the leftmost path.
    open_list: list[tuple[float, Path, str]] = [(-float("inf"), (), LIVE)]
    leaves: list[Path] = []
    steps = 0
    while True:
        neg_h, path, status = heapq.heappop(open_list)
        steps += 1
        h = -neg_h
        node = _subtree(tree, path)
        max_node = len(path) % 2 == 0
        if status == LIVE:
            if not isinstance(node, tuple):  # 3: a leaf
                leaves.append(path)
                heapq.heappush(open_list, (-min(h, node), path, SOLVED))
            elif max_node:  # 1: every child
                for i in range(len(node)):
                    heapq.heappush(open_list, (neg_h, (*path, i), LIVE))
            else:  # 2: the first child
                heapq.heappush(open_list, (neg_h, (*path, 0), LIVE))
        elif not path:  # 6
            return StockmanResult(h, leaves, steps)
        else:
            parent = path[:-1]
            if not max_node:  # 4: a MIN node solves its MAX parent; its siblings go
                open_list = [e for e in open_list if e[1][: len(parent)] != parent]
                heapq.heapify(open_list)
                heapq.heappush(open_list, (neg_h, parent, SOLVED))
            elif path[-1] + 1 < _children(tree, parent):  # 5: the next sibling
                heapq.heappush(open_list, (neg_h, (*parent, path[-1] + 1), LIVE))
            else:
                heapq.heappush(open_list, (neg_h, parent, SOLVED))
