"""Knuth & Moore's node types of a trace: what each node should do, and what it did.

Knuth & Moore (1975, "An analysis of alpha-beta pruning", section 6) number a position by
the path a1 a2 … al of successor indices that leads to it, successors indexed in the order
the search examines them, and type the positions of the minimal tree (their critical
positions) by the path; this module applies the same rule to every position, as engines do
(so a later child of a type-2 node, which Knuth & Moore leave untyped, is type 3):

* type 1 if every ai = 1 (the root and the leftmost line);
* otherwise let j be the first index with aj > 1: type 2 if l − j is even, type 3 if odd.

Equivalently: the root is type 1; the first child of a type-1 node is type 1 and its other
children type 2; every child of a type-2 node is type 3 (in a perfectly ordered tree only
the first is searched: it refutes its parent); every child of a type-3 node is type 2.
Marsland & Popowich (1985) named the types after what each does in a perfectly ordered
tree, the names engines use: **PV** (type 1: returns an exact value, inside its window),
**CUT** (type 2: fails high, one child refutes it), **ALL** (type 3: fails low, every child
searched). When every node's first child is a best one, alpha-beta examines exactly the
nodes of these three types (Knuth & Moore's critical positions) and each does what its type
says; wherever the move ordering is not perfect, some node does something else.

:func:`expected_types` gives the type from the structure of the trace, :func:`observed_types`
what each node did (from the bound it recorded, in the trace's negamax convention: exact →
PV, lower = fail-high → CUT, upper = fail-low → ALL), and :func:`disagreements` where they
differ. Choices where a trace is more than one plain alpha-beta search:

* **several roots** (MTD(f) passes, iterative deepening): each root starts a search of its
  own and is type 1; its children are numbered afresh.
* **repeated visits** (a NegaScout / PVS re-search, SCOUT's test then its evaluation):
  a type belongs to a position, so a child's index is that of its *move* among the moves
  its parent tried, in the order first tried; a re-search has the type of the probe it
  repeats, and both disagree when the probe failed the wrong way.
* **an extra turn** (Kalah: the same player moves again): the child does, from its own
  view, what the parent expects of it (refute it or be refuted) without the negamax flip:
  a child expected to be refuted is ALL, one expected to refute is CUT. The one-ply
  full-window search of the simplified extra turn (why ``extra-turn``) is type 1, the root
  of a search of its own.
* **null windows** (MTD(f), null-window probes): no value returned for a null window can be
  exact, so a null-window search's type-1 line can never be observed PV. Those disagreements
  say "this was a test, not a search for the value", not "the ordering was wrong".
* a **leaf** records its value as exact (it is); what it *did* is its value against its
  window (the table's narrowed window, if any), which is what a parent sees.
"""

from __future__ import annotations

from enum import IntEnum

from gamesearch.bounds import classify
from gamesearch.games.base import Move
from gamesearch.trace.model import Trace


class NodeType(IntEnum):
    """Knuth & Moore's node types, named as Marsland & Popowich named them."""

    PV = 1  # type 1: exact value, inside the window
    CUT = 2  # type 2: fails high (a lower bound), one child refutes it
    ALL = 3  # type 3: fails low (an upper bound), every child searched

    def __str__(self) -> str:
        return self.name


#: What a recorded bound says a node did.
OUTCOME = {"exact": NodeType.PV, "lower": NodeType.CUT, "upper": NodeType.ALL}


def _child_type(parent: NodeType, first: bool, same_mover: bool) -> NodeType:
    """The type of a child of a ``parent``-type node (see the module docstring)."""
    if parent is NodeType.PV and first:
        return NodeType.PV
    refutes = parent is NodeType.CUT  # else the parent expects the child to be refuted
    return NodeType.CUT if refutes == same_mover else NodeType.ALL


def expected_types(trace: Trace) -> list[NodeType]:
    """Each node's Knuth & Moore type from the structure of ``trace``, by node id.

    A child's index is its move's position among the moves its parent tried, in the order
    first tried; roots and ``extra-turn`` searches are type 1 (see the module docstring).
    """
    types: list[NodeType] = []
    indices: dict[int, dict[Move, int]] = {}  # parent id -> move -> index among the moves tried
    for k, node in trace.walk():
        parent = node.parent
        if parent < 0 or node.why == "extra-turn":
            types.append(NodeType.PV)
            continue
        tried = indices.setdefault(parent, {})
        index = tried.setdefault(node.move, len(tried))
        same_mover = trace.to_move[k] == trace.to_move[parent]
        types.append(_child_type(types[parent], index == 0, same_mover))
    return types


def observed_types(trace: Trace) -> list[NodeType | None]:
    """What each node of ``trace`` did, by node id: PV (exact value), CUT (failed high: a
    lower bound), ALL (failed low: an upper bound), None if it did not finish.

    An interior node did what its recorded bound says (a table answer: what its entry
    proved, children unsearched); a leaf did what its value proves against its window (the
    table's narrowed window, if any): see the module docstring.
    """
    out: list[NodeType | None] = []
    for _, node in trace.walk():
        if node.bound is None:
            out.append(None)
        elif node.leaf is not None:
            alpha, beta = node.tt_window or (node.alpha, node.beta)
            out.append(OUTCOME[classify(node.value, alpha, beta)])
        else:
            out.append(OUTCOME[node.bound])
    return out


def disagreements(trace: Trace) -> dict[int, tuple[NodeType, NodeType]]:
    """Node id -> (expected, observed) for every finished node that did not do what its
    Knuth & Moore type expects: the places where the move ordering was not perfect (and,
    in a null-window search, its type-1 line: see the module docstring). Empty when
    alpha-beta searches a tree whose every node has a best child first."""
    expected = expected_types(trace)
    return {
        k: (want, did)
        for k, (want, did) in enumerate(zip(expected, observed_types(trace), strict=True))
        if did is not None and did is not want
    }
