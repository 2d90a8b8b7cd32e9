"""Solution trees: the proof, inside a trace, that a node's value is a bound.

A search that returns v with a bound has, somewhere in the nodes it entered, a proof of it,
and the proof has a shape. To prove "the value is **at least** v" for the player to move, it
is enough to show *one* move worth at least v, then, for *every* reply, again one move, and so
on down to leaves worth at least v: a **strategy** for the player to move that guarantees v
whatever the opponent does. To prove "**at most** v" takes the dual, a strategy for the
opponent: every move of the player to move, one reply to each.

Names. Plaat, Schaeffer, Pijls & de Bruin (1996) call a tree with one child at each MIN node
and every child at each MAX node a **max solution tree** (its value, the greatest of its
leaves, is an upper bound f⁺ on the minimax value: a strategy for MIN), and the dual, one
child at MAX nodes and all at MIN nodes, a **min solution tree** (its value, the least of its
leaves, is a lower bound f⁻: a strategy for MAX). They note that "solution tree" first meant,
for AND/OR trees, what they call a min solution tree. Here MAX is player 0, who moves first
(:mod:`gamesearch.games.minimal_tree` uses the same names). Knuth & Moore's minimal tree is a
min and a max solution tree with the same value, together: the proof of an exact value.

:func:`solution_tree` reads the proof of one node's bound out of a trace. In the negamax
convention of traces (every value for the player to move), a claim "node ≥ t" (``lower``) is
proved by one child proving "child ≤ −t" (``upper``), or "child ≥ t" when the same player
moves again; a claim "node ≤ t" (``upper``) by every move's child proving "child ≥ −t". The
one child is the one the search kept (``best_child``: the move that caused the cutoff, or
the best move), or, when a re-search replaced it, the probe of the same move that proved the
bound (NegaScout); for every move the last node that backs the claim (a re-search rather
than its probe). A branch ends at:

* a **leaf**: its value is exact (a fail-hard search records a clamped leaf as the bound it
  is, and that bound is what the proof uses);
* a **table answer** (``tt == "hit"``): the entry it answered from was stored by a search of
  the same position and depth, earlier in this search or in an earlier pass, whose own
  solution tree proved it; the answer stands for that subtree, which this proof does not
  repeat;
* a node whose window the table **narrowed** on the side the proof needs (the entry's bound,
  not the node's search, proves that side): it ends the branch like a table answer.

A node that searched every move to an exact value and returned the best of them is read as
exact, whatever its window said: NegaScout's depth rule takes a null-window probe with only
leaves below it as exact for this reason, and its proof then has both sides.

Every step is checked against the recorded values, so the result is a proof of what it
claims, or :class:`~gamesearch.errors.NoSolutionTreeError` says why the trace holds none.
For a null-window search the solution tree is the strategy a test exhibits: a fail-high
("yes, at least γ") one for the player to move, a fail-low one for the opponent.
:func:`pass_solution_trees` gives one per MTD(f) pass (and SSS*, DUAL*, MTD(bi), …).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from gamesearch.bounds import BOUND_SYMBOL, BOUNDS, Bound, classify, number
from gamesearch.errors import InvalidArgumentError, NoSolutionTreeError, argument
from gamesearch.trace.model import NONE, TT_OUTCOMES, WHY_CODES, Trace

_NARROW = TT_OUTCOMES.index("narrow")

#: A side of a proof: the lower bound (at least t) or the upper bound (at most t).
Side = Literal["lower", "upper"]
SIDES: tuple[Side, ...] = ("lower", "upper")
_OTHER: dict[Side, Side] = {"lower": "upper", "upper": "lower"}

#: Plaat et al.'s name for a strategy of player 0 (MAX) and of player 1 (MIN).
KIND = ("min solution tree", "max solution tree")


@dataclass(frozen=True)
class SolutionTree:
    """The proof in a trace that node ``root`` is worth at least (``bound="lower"``) or at
    most (``"upper"``) ``value`` for the player to move there (see the module docstring).

    ``nodes`` are trace node ids, the root included; ``leaves`` the evaluated leaves that end
    a branch; ``table`` the nodes where a transposition-table entry ends a branch (it stands
    for a subtree proved earlier). ``prover`` is the player whose strategy it is.
    """

    trace: Trace = field(repr=False, compare=False)
    root: int
    bound: Side
    value: float
    prover: int
    nodes: frozenset[int]
    leaves: frozenset[int]
    table: frozenset[int]

    @property
    def kind(self) -> str:
        """Plaat et al.'s name: ``"min solution tree"`` (a strategy for MAX, player 0) or
        ``"max solution tree"`` (a strategy for MIN)."""
        return KIND[self.prover]

    @property
    def claim(self) -> str:
        """What it proves, from the view of the player to move at the root: ``≥ 3``."""
        return f"{BOUND_SYMBOL[self.bound]} {number(self.value)}"

    def __len__(self) -> int:
        return len(self.nodes)

    def __contains__(self, node_id: object) -> bool:
        return node_id in self.nodes

    def __str__(self) -> str:
        names = self.trace.game.player_names
        counts = [_count(len(self.nodes), "node"), _count(len(self.leaves), "leaf", "leaves")]
        if self.table:
            counts.append(_count(len(self.table), "table answer"))
        return (
            f"a strategy for {names[self.prover]} ({self.kind}) proving node {self.root} "
            f"{self.claim} for {names[self.trace.to_move[self.root]]}: {', '.join(counts)}"
        )


def _count(n: int, one: str, many: str = "") -> str:
    return f"{n:,} {one if n == 1 else many or one + 's'}"


def solution_tree(trace: Trace, root: int = 0, bound: Side | None = None) -> SolutionTree:
    """The solution tree in ``trace`` proving node ``root``'s value as a ``bound``.

    ``root`` is any finished node: the search's root (0), an MTD(f) pass's root
    (``trace.passes[k].root``), a NegaScout probe. ``bound`` is ``"lower"`` (the value is at
    least the node's: a strategy for the player to move there) or ``"upper"`` (at most: a
    strategy for the opponent); by default, what the node's value proves against its window
    (a fail-high gives ``"lower"``). A node whose value is exact is proved by two solution
    trees, one for each bound: ask for one. Raises NoSolutionTreeError when the trace holds
    no such proof (an unfinished or truncated search, a bound the node did not prove),
    InvalidArgumentError for a node id or bound that does not exist.
    """
    _check_node(trace, root)
    if bound is None:
        bound = _proved(trace, root)
    elif bound not in SIDES:
        raise InvalidArgumentError(
            f"bound is 'lower' (at least: a strategy for the player to move) or 'upper' "
            f"(at most: one for the opponent), not {bound!r}"
        )
    return _Reader(trace).tree(root, bound)


def pass_solution_trees(trace: Trace) -> list[SolutionTree]:
    """The solution tree each null-window pass proved (MTD(f), SSS*, DUAL*, MTD(bi), …), in
    pass order: a fail-high pass's for the player to move at the root, a fail-low pass's
    for the opponent. A pass the search did not finish is left out."""
    _check_trace(trace)
    reader = _Reader(trace)
    trees = []
    for record in trace.passes:
        value = trace.value[record.root] if record.root >= 0 else None
        if value is not None:  # a null-window test fails high (at least γ) or low
            side: Side = "lower" if value >= record.gamma else "upper"
            trees.append(reader.tree(record.root, side))
    return trees


# -- reading the proof -----------------------------------------------------------------------
def _check_node(trace: Trace, root: int) -> None:
    if isinstance(root, bool) or not isinstance(root, int) or not 0 <= root < len(trace):
        raise InvalidArgumentError(
            f"no node {root!r} in this trace of {len(trace)} nodes: give a node id "
            f"from 0 to {len(trace) - 1}"
        )
    _check_trace(trace)
    if trace.value[root] is None:
        raise NoSolutionTreeError(
            f"node {root} did not finish (the search stopped inside it): it proved nothing"
        )


def _check_trace(trace: Trace) -> None:
    if trace.truncated:
        raise NoSolutionTreeError(
            f"{trace.truncated}: nodes a proof may need are missing. Record the whole "
            f"search (a larger {argument('trace_limit')}, a smaller position or depth)"
        )


def _window(trace: Trace, k: int) -> tuple[float, float]:
    """The window node ``k`` was searched with, after the table narrowed it."""
    node = trace.nodes[k]
    return node.tt_window or (node.alpha, node.beta)


def _proved(trace: Trace, k: int) -> Side:
    """What node ``k``'s value proves against its window; an error if exact."""
    value = trace.value[k]
    assert value is not None
    proved = classify(value, *_window(trace, k))
    if proved == "exact":
        raise NoSolutionTreeError(
            f"node {k} returned the exact value {number(value)}, which two solution trees "
            "prove together: ask for one, bound='lower' (a strategy for the player to move, "
            "value at least) or bound='upper' (one for the opponent, value at most)"
        )
    return proved


def _path(trace: Trace, k: int) -> str:
    return " ".join(trace.path(k)) or "root"


class _Reader:
    """Reads solution trees out of one trace (its children and effective bounds, once)."""

    def __init__(self, trace: Trace) -> None:
        self.trace = trace
        extra_turn = WHY_CODES.index("extra-turn")
        why = trace.why
        self.children = {
            k: [c for c in kids if why[c] != extra_turn] for k, kids in trace.children_map().items()
        }
        # Where a branch ends whatever the claim: an evaluated leaf, a table answer.
        hit = TT_OUTCOMES.index("hit")
        self.leaf = [code != NONE for code in trace.leaf]
        self.hit = [code == hit for code in trace.tt]
        self.bounds = self._effective_bounds()

    def _effective_bounds(self) -> list[Bound | None]:
        """Each node's bound, or ``exact`` where its children prove more than its window.

        A node that searched every move, each to an exact value, and returned the best of
        them is exact whatever its window: NegaScout's depth rule relies on this, reading a
        null-window probe whose children are all leaves as exact. (The trace's columns are
        read directly: this runs once over every node of traces of 300 000 nodes.)
        """
        trace = self.trace
        bounds: list[Bound | None] = [
            None if code == NONE else BOUNDS[code] for code in trace.bound
        ]
        cut = trace.cutoff_child
        for k in range(len(trace) - 1, -1, -1):  # children come after their parent
            if bounds[k] in (None, "exact") or self.leaf[k] or self.hit[k] or cut[k] != NONE:
                continue
            kids = self.children.get(k, [])
            moves = {trace.move[c] for c in kids}
            exact = {trace.move[c]: self._negamax(k, c) for c in kids if bounds[c] == "exact"}
            if kids and len(exact) == len(moves) and max(exact.values()) == trace.value[k]:
                bounds[k] = "exact"
        return bounds

    def _negamax(self, k: int, child: int) -> float:
        """``child``'s value from node ``k``'s view."""
        value = self.trace.value[child]
        assert value is not None  # only finished nodes are read
        return value if self.trace.to_move[child] == self.trace.to_move[k] else -value

    # -- what a node proves ---------------------------------------------------------------
    def backs(self, k: int, side: Side, t: float) -> bool:
        """Whether node ``k``'s value and bound prove "value ≥ t" (``lower``) or "≤ t"."""
        value, bound = self.trace.value[k], self.bounds[k]
        if value is None or bound is None:
            return False
        if side == "lower":
            return value >= t and bound != "upper"
        return value <= t and bound != "lower"

    def table_backs(self, k: int, side: Side, t: float) -> bool:
        """Whether the table entry that narrowed node ``k``'s window proves the side: its
        lower bound raised alpha to at least t, or its upper bound lowered beta to at
        most t."""
        if self.trace.tt[k] != _NARROW:
            return False
        node = self.trace.nodes[k]
        narrowed = node.tt_window
        if narrowed is None:
            return False
        if side == "lower":
            return narrowed[0] > node.alpha and narrowed[0] >= t
        return narrowed[1] < node.beta and narrowed[1] <= t

    def claim(self, k: int, child: int, side: Side, t: float) -> tuple[Side, float]:
        """What ``child`` must prove for node ``k`` to prove ``side`` at t: the same claim
        when the same player moves again, else the opposite side at −t (negamax)."""
        if self.trace.to_move[child] == self.trace.to_move[k]:
            return side, t
        return _OTHER[side], -t

    def proves(self, k: int, child: int, side: Side, t: float) -> bool:
        """Whether ``child`` proves what node ``k``'s claim needs of it."""
        child_side, child_t = self.claim(k, child, side, t)
        return self.backs(child, child_side, child_t) or self.table_backs(
            child, child_side, child_t
        )

    # -- the tree -------------------------------------------------------------------------
    def tree(self, root: int, bound: Side) -> SolutionTree:
        trace = self.trace
        value = trace.value[root]
        assert value is not None  # _check_node refused an unfinished node
        nodes: set[int] = set()
        leaves: set[int] = set()
        table: set[int] = set()
        stack: list[tuple[int, Side, float]] = [(root, bound, value)]
        while stack:
            k, side, t = stack.pop()
            nodes.add(k)
            if not self.backs(k, side, t):
                if not self.table_backs(k, side, t):
                    raise NoSolutionTreeError(self.unbacked(k, side, t))
                table.add(k)
            elif self.leaf[k]:
                leaves.add(k)
            elif self.hit[k]:
                table.add(k)
            else:
                kids = self.children.get(k, [])
                if not kids:
                    raise NoSolutionTreeError(
                        f"node {k} (path {_path(trace, k)}) has a value but no child in the "
                        "trace, and is neither a leaf nor a table answer: nothing proves it"
                    )
                chosen = (
                    [self.one_child(k, kids, t)] if side == "lower" else self.every_move(k, kids, t)
                )
                stack.extend((c, *self.claim(k, c, side, t)) for c in chosen)
        prover = trace.to_move[root] if bound == "lower" else 1 - trace.to_move[root]
        return SolutionTree(
            trace, root, bound, value, prover, frozenset(nodes), frozenset(leaves), frozenset(table)
        )

    def one_child(self, k: int, kids: list[int], t: float) -> int:
        """The child that proves "node k ≥ t": the one the search kept, or the node of the
        same move that proved it (the probe before a re-search), or the first that does."""
        trace = self.trace
        kept: int | None = trace.best_child[k]
        if kept == NONE:
            kept = None
        if kept is not None and self.proves(k, kept, "lower", t):
            return kept
        backing = [c for c in kids if self.proves(k, c, "lower", t)]
        same_move = [c for c in backing if kept is not None and trace.move[c] == trace.move[kept]]
        if same_move or backing:
            return (same_move or backing)[0]
        raise NoSolutionTreeError(self.unbacked(k, "lower", t, "no child proves it"))

    def every_move(self, k: int, kids: list[int], t: float) -> list[int]:
        """For each move searched at node ``k``, the last of its nodes that proves what
        "node k ≤ t" needs of it (a re-search rather than its probe)."""
        trace = self.trace
        if trace.cutoff_child[k] != NONE:
            raise NoSolutionTreeError(
                f"node {k} (path {_path(trace, k)}) was cut off, so not every move was "
                "searched: it cannot prove an upper bound"
            )
        by_move: dict[object, list[int]] = {}
        for c in kids:
            by_move.setdefault(trace.move[c], []).append(c)
        chosen = []
        for move_nodes in by_move.values():
            backing = [c for c in move_nodes if self.proves(k, c, "upper", t)]
            if not backing:
                move = trace.game.format_move(trace.move[move_nodes[-1]])
                raise NoSolutionTreeError(self.unbacked(k, "upper", t, f"its move {move} does not"))
            chosen.append(backing[-1])
        return chosen

    def unbacked(self, k: int, side: Side, t: float, why: str = "") -> str:
        node = self.trace.nodes[k]
        claim = f"{BOUND_SYMBOL[side]} {number(t)}"
        returned = f"{number(node.value)} ({node.bound})" if node.value is not None else "nothing"
        reason = f": {why}" if why else ""
        return (
            f"node {k} (path {_path(self.trace, k)}) returned {returned}, which does not "
            f"prove {claim}{reason}; this trace holds no solution tree for that bound"
        )
