"""The minimal tree of an explicit game tree, and the tree's perfect and worst move orders.

Definitions (Plaat, Schaeffer, Pijls & de Bruin 1996, "Best-first fixed-depth minimax
algorithms", section 2; in a perfectly ordered tree these are the nodes Knuth & Moore 1975
call critical):

* a **min solution tree** T⁻ keeps one child at each MAX node and every child at each MIN
  node: a strategy for MAX. Its value, the least of its leaves, is a lower bound:
  f(T⁻) ≤ f(G).
* a **max solution tree** T⁺ keeps every child at each MAX node and one child at each MIN
  node: a strategy for MIN. Its value, the greatest of its leaves, is an upper bound:
  f(T⁺) ≥ f(G).
* the **minimal tree** is the union of a min solution tree and a max solution tree that
  both have the minimax value f(G): together they prove it. A strategy for MAX and one for
  MIN meet in exactly one leaf (the game the two strategies play), so the union has
  |T⁻| + |T⁺| − 1 leaves; here each is a smallest one with value f(G) (the leftmost among
  equals), so the count is the least possible. In a uniform tree of branching w and depth
  d every strategy has the same size, w^⌊d/2⌋ for MAX's and w^⌈d/2⌉ for MIN's: Knuth &
  Moore's w^⌈d/2⌉ + w^⌊d/2⌋ − 1.

**Why every alpha-beta search evaluates at least these leaves** (a theorem for a fixed
tree, for any algorithm that knows no bounds on the leaf values in advance). Let S be the
leaves a search evaluated and v the value it returned. With every node's children in the
order the search tried them (however it chose it: fix it), its run depends only on the
values in S, so it returns v whatever the other leaves hold; being correct, v is then the
minimax value for every such choice. Set every leaf outside S to v − 1: the value is still
v, so MAX has a strategy whose leaves are all ≥ v, none of them outside S. That is a min
solution tree of the original tree with value v inside S; setting the others to v + 1 gives
a max solution tree with value v inside S. So |S| is at least the minimal tree's leaf count.
Alpha-beta with the window (−∞, ∞), fail-hard or fail-soft, in any order, uses no bounds
on leaf values; a search that does (a narrower root window, a known score range) can stop
sooner. A search evaluates exactly these leaves when every node's first child is a best one
in a uniform tree (Knuth & Moore's theorem); in an uneven tree the first best child need not
have the smallest proof, and :func:`ordered` does not minimise that.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamesearch.games.trees import Tree, TreeGame

Path = tuple[int, ...]  # child indices from the root, as in TreeState.path


@dataclass(frozen=True)
class MinimalTree:
    """The minimal tree of a :class:`TreeGame`: its leaves, as paths, and its value.

    ``min_solution`` holds the leaves of a smallest min solution tree (MAX's strategy,
    proves value ≥ ``value``), ``max_solution`` those of a smallest max solution tree
    (MIN's strategy, proves value ≤ ``value``); ``leaves`` is their union.
    """

    value: float
    min_solution: frozenset[Path]
    max_solution: frozenset[Path]

    @property
    def leaves(self) -> frozenset[Path]:
        return self.min_solution | self.max_solution


def minimax(tree: Tree, maximise: bool = True) -> float:
    """The minimax value of a nested tree, MAX to move at its root (leaves from MAX's view)."""
    if not isinstance(tree, tuple):
        return tree
    values = [minimax(child, not maximise) for child in tree]
    return max(values) if maximise else min(values)


def _solution(
    tree: Tree, path: Path, value: float, full_at_max: bool, at_max: bool
) -> frozenset[Path] | None:
    """The leaves of a smallest solution tree below ``path`` proving ``value`` (≤ ``value``
    for a max solution tree, ``full_at_max``; ≥ ``value`` for a min solution tree), or
    None if there is none."""
    if not isinstance(tree, tuple):
        holds = tree <= value if full_at_max else tree >= value
        return frozenset([path]) if holds else None
    parts = [
        _solution(child, (*path, i), value, full_at_max, not at_max) for i, child in enumerate(tree)
    ]
    if at_max == full_at_max:  # every child is kept
        kept = [part for part in parts if part is not None]
        return None if len(kept) < len(parts) else frozenset[Path]().union(*kept)
    found = [part for part in parts if part is not None]
    return min(found, key=len) if found else None  # min keeps the leftmost of equals


def minimal_tree(game: TreeGame) -> MinimalTree:
    """The minimal tree of ``game`` (see the module docstring): a smallest min solution tree
    and a smallest max solution tree with the minimax value, leftmost among equals."""
    value = minimax(game.frozen)
    min_solution = _solution(game.frozen, (), value, full_at_max=False, at_max=True)
    max_solution = _solution(game.frozen, (), value, full_at_max=True, at_max=True)
    assert min_solution is not None and max_solution is not None  # the value proves both
    return MinimalTree(value, min_solution, max_solution)


def ordered(game: TreeGame, best_first: bool = True) -> TreeGame:
    """``game`` with every node's children sorted by minimax value, best for the player to
    move first (Knuth & Moore's perfect ordering), or worst first; ties keep their order."""

    def sort(tree: Tree, maximise: bool) -> Tree:
        if not isinstance(tree, tuple):
            return tree
        children = [sort(child, not maximise) for child in tree]
        best_high = maximise == best_first
        return tuple(sorted(children, key=lambda c: minimax(c, not maximise), reverse=best_high))

    order = "best" if best_first else "worst"
    return TreeGame(sort(game.frozen, True), title=f"{game.title}-{order}-first")
