"""Game-tree diagrams of a trace, drawn with Graphviz, top to bottom.

:func:`render_tree` returns a :class:`TreeDiagram` (a :class:`~gamesearch.views.diagram.Diagram`,
itself a ``graphviz.Digraph``): it shows inline in Jupyter, trusted or not, and
:func:`~gamesearch.views.export.export` saves it as SVG, PNG and PDF. The same trace with the
same options always gives the same source on the same installation, so diagrams can be
compared and cached.

Ids (Graphviz copies them into the SVG ``<g id=…>`` of each element, so a page or a test can
find each one and style it with CSS such as ``#n12 polygon {…}``):

* ``n<k>``       trace node ``k`` (every trace node drawn);
* ``e<k>``       the tree edge into node ``k`` (from its parent, or from ``top``);
* ``p<k>_<j>``   the j-th move (j = 0, 1, …) left unsearched after a cutoff at node ``k``,
  drawn as a stub; ``pe<k>_<j>`` the dashed edge to it;
* ``c<k>``       the summary "+N nodes" of the subtree below node ``k`` when ``max_ply``,
  ``pv_only`` or ``fold`` hides it; ``ce<k>`` the edge to it;
* ``top``        joins the roots when the trace has several (MTD(f) passes, iterative
  deepening); its edges into the roots are ``e<root>`` and say the pass or the depth.

Conventions (numbers from the view of the player to move at the node):

* shape: player 0 (MAX, moves first) an upward house, player 1 (MIN) an inverted house;
* label: the textbook label (``TreeGame``) or the last move, the window ``(α, β)`` at entry
  and the returned value ``≤ v`` / ``= v`` / ``≥ v``; a SCOUT test node shows its question
  instead of a window, ``> 3?`` (from the player to move there, so a MIN node asks MAX's
  "> 3?" as ``< −3?``), and its answer with what it proves, ``yes: < −3`` or ``no: ≥ −3``;
* colour of border, fill and value: fail-low blue, exact black (inside the window, or a
  leaf, whose value is exact whatever the window), fail-high vermillion
  (:data:`~gamesearch.views.style.STYLE`; text in darker shades of the same hues, for
  contrast); unfinished nodes grey with value ``…``;
* edges: solid a child searched with the window passed down, dotted a null-window probe,
  dashed a SCOUT test, double with the tag "re-search" a re-search, tag "extra turn";
* a vermillion edge marked **cut** (bold, :data:`CUT_MARK`): the child that caused a cutoff;
  dashed grey stubs: the moves it pruned; double border: a transposition-table hit; dashed
  border: a table entry narrowed the window; bold: the principal variation
  (:func:`principal_variation`: none through a search or pass that failed low).
* with ``solution=`` a :class:`~gamesearch.trace.proof.SolutionTree` (or several, one per
  MTD(f) pass: :func:`~gamesearch.trace.proof.pass_solution_trees`), the proof of a bound
  in bold instead of the principal variation: its nodes' borders and the edges between them;
  under each solution tree's root two small lines name whose strategy it is (``MAX's`` /
  ``strategy``), and the diagram's caption says what it proves. Its SVG groups carry the class
  ``solution`` besides ``node`` or ``edge``.
* with ``node_types=True``, a small line under the value: the node's Knuth & Moore type
  (:mod:`gamesearch.trace.node_types`), ``PV``, ``CUT`` or ``ALL``, and a second one,
  ``did ALL`` etc., when the node did something else (the colour keeps meaning the bound).

The cut mark is the last ``<text>`` of its edge group: select it with ``#e<k> > text:last-of-type``
(an edge with a tag, such as "re-search", draws the tag first).

Layout (``align``): each parent centred over its children, as textbooks draw trees; or each
parent above its first child, which puts the root at the top-left corner. A diagram wider
than the notebook column (:data:`~gamesearch.views.display.COLUMN_PX`) scrolls sideways when
it shows, so by default it is drawn the second way: its root is in view before any scrolling.
"""

from __future__ import annotations

import html
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gamesearch.bounds import (
    BOUND_MEANING,
    BOUND_OUTCOME,
    BOUND_SYMBOL,
    Bound,
    number,
    value_text,
    window_text,
)
from gamesearch.errors import InvalidSearchError, TraceTooLargeError
from gamesearch.games.base import Game, Move, State
from gamesearch.trace.annotate import annotate
from gamesearch.trace.model import MtdfPass, NodeRecord, Trace
from gamesearch.trace.node_types import NodeType, expected_types, observed_types
from gamesearch.trace.proof import SolutionTree
from gamesearch.views.convert import svg_size
from gamesearch.views.diagram import Diagram, thumbnail
from gamesearch.views.display import COLUMN_PX, Svg
from gamesearch.views.dot import dot_available
from gamesearch.views.style import STYLE, answer_text, test_text

Children = dict[int, list[int]]

#: The mark beside the edge to the child that caused a cutoff: a plain word, in bold, that
#: every font can draw (a scissors glyph is missing from many).
CUT_MARK = "cut"
SMALL = 9  # point size of the secondary label lines: 12 CSS px, the smallest text drawn
#: The ways to place a parent (see the module docstring).
ALIGNS = ("auto", "centre", "left")
_FIRST_CHILD_WEIGHT = "100"  # pulls a parent straight above its first child

#: The diagrams :func:`render_tree` draws (the one Graphviz picture class of the views).
TreeDiagram = Diagram
#: What ``render_tree(solution=...)`` takes: one solution tree, or several.
Solutions = SolutionTree | Sequence[SolutionTree]
#: The SVG class of a solution tree's nodes and edges (besides Graphviz's own).
SOLUTION_CLASS = "solution"


# -- what to draw --------------------------------------------------------------------------
@dataclass
class Plan:
    """The part of a trace a diagram shows."""

    nodes: list[int] = field(default_factory=list)  # trace nodes drawn, by id
    hidden_below: dict[int, int] = field(default_factory=dict)  # node -> nodes hidden below
    stubs: dict[int, tuple[Move, ...]] = field(default_factory=dict)  # node -> pruned moves
    top: bool = False  # several roots joined by a top node

    @property
    def size(self) -> int:
        """The number of Graphviz nodes."""
        stubs = sum(len(moves) for moves in self.stubs.values())
        return len(self.nodes) + len(self.hidden_below) + stubs + self.top


def _subtree_sizes(trace: Trace) -> list[int]:
    sizes = [1] * len(trace)
    for i in range(len(trace) - 1, 0, -1):  # children come after their parent
        parent = trace.nodes[i].parent
        if parent >= 0:
            sizes[parent] += sizes[i]
    return sizes


def _plan(
    trace: Trace,
    children: Children,
    sizes: list[int],
    pv: set[int],
    max_ply: int | None,
    pv_only: bool,
    fold: set[int],
) -> Plan:
    roots = children.get(-1, [])
    plan = Plan(top=len(roots) > 1)
    frontier = [(root, 0) for root in roots]
    while frontier:
        node_id, ply = frontier.pop()
        plan.nodes.append(node_id)
        kids = children.get(node_id)
        if not kids:
            continue
        cut = (
            node_id in fold
            or (max_ply is not None and ply >= max_ply)
            or (pv_only and node_id not in pv)
        )
        if cut:
            plan.hidden_below[node_id] = sizes[node_id] - 1
        else:
            frontier.extend((kid, ply + 1) for kid in kids)
            pruned = trace.nodes[node_id].get("pruned")
            if pruned:
                plan.stubs[node_id] = tuple(pruned)
    plan.nodes.sort()
    plan.hidden_below = dict(sorted(plan.hidden_below.items()))
    plan.stubs = dict(sorted(plan.stubs.items()))
    return plan


def principal_variation(trace: Trace) -> list[int]:
    """Node ids of the principal variation, from the last finished root that did not fail
    low, down.

    A search (or an MTD(f) pass, a null-window test) whose root failed low proved only an
    upper bound: no move is shown best, so it has no principal variation. The line starts
    at the last finished root that did not fail low — for MTD(f) the last pass that failed
    high, which is the search's own line (``result.pv``); with iterative deepening the last
    depth — and is empty if every finished root failed low. Each step goes to the child
    whose value its parent kept, as the search recorded it (``best_child``).
    """
    finished = [
        root
        for root in trace.children_map().get(-1, [])
        if trace.nodes[root].value is not None and trace.nodes[root].bound != "upper"
    ]
    path = finished[-1:]
    while path and (best := trace.nodes[path[-1]].get("best_child")) is not None:
        path.append(best)
    return path


# -- labels and styles ---------------------------------------------------------------------
def _small(text: str) -> str:
    return f'<FONT POINT-SIZE="{SMALL}">{html.escape(text)}</FONT>'


def _value_line(text: str, bound: str | None) -> str:
    return f'<FONT COLOR="{STYLE.text(bound)}"><B>{html.escape(text)}</B></FONT>'


def _html_label(lines: list[str], image: str | None = None) -> str:
    text = "<BR/>".join(lines)
    if image is None:
        return f"<{text}>"
    return (
        f'<<TABLE BORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD><IMG SRC="{image}"/>'
        f"</TD></TR><TR><TD>{text}</TD></TR></TABLE>>"
    )


def _node_attrs(to_move: int, bound: str | None, tt: str | None, on_pv: bool) -> dict[str, str]:
    attrs = {
        "shape": STYLE.shape[to_move],
        "style": "filled,dashed" if tt == "narrow" else "filled",
        "color": STYLE.colour(bound),
        "fillcolor": STYLE.tint(bound),
        "penwidth": str(STYLE.pv_pen if on_pv else STYLE.pen),
    }
    if tt == "hit":
        attrs["peripheries"] = "2"
    if bound is None:
        attrs["fontcolor"] = STYLE.unfinished_ink
    return attrs


def _edge_attrs(
    why: str,
    *,
    cut: bool = False,
    on_pv: bool = False,
    finished: bool = True,
    tags: Iterable[str] = (),
) -> dict[str, str]:
    colour = STYLE.cutoff if cut else STYLE.edge if finished else STYLE.unfinished
    ink = STYLE.text("lower") if cut else STYLE.edge if finished else STYLE.unfinished_ink
    pen = STYLE.pv_pen if on_pv else STYLE.cutoff_pen if cut else STYLE.pen
    line = STYLE.edge_line.get(why)
    attrs = {
        "color": f"{colour}:invis:{colour}" if line == "double" else colour,
        "penwidth": str(pen),
    }
    if line in ("dotted", "dashed"):
        attrs["style"] = line
    label = "\\n".join(filter(None, [*tags, STYLE.edge_tag.get(why)]))  # \n: a line break in DOT
    if label:
        attrs.update(label=label, fontcolor=ink)
    if cut:
        attrs.update(xlabel=f"<<B>{CUT_MARK}</B>>", fontcolor=ink, fontsize="11")
    return attrs


def _stub_attrs() -> tuple[dict[str, str], dict[str, str]]:
    node = {"shape": "plaintext", "fontcolor": STYLE.pruned}
    edge = {"style": "dashed", "color": STYLE.pruned, "arrowhead": "none"}
    return node, edge


def _summary_attrs(hidden: int) -> tuple[dict[str, str], dict[str, str]]:
    node = {
        "shape": "box",
        "margin": "0.08,0.04",
        "style": "rounded,dashed",
        "color": STYLE.pruned,
        "fontcolor": STYLE.pruned,
        "label": f"+{hidden:,} node" + "s" * (hidden != 1),
    }
    return node, {"style": "dashed", "color": STYLE.pruned}


def _entry(node: NodeRecord) -> list[str]:
    """The label's lines for how a node was entered and what it returned: the window and
    the value, or a SCOUT test's question and its answer."""
    test = node.test
    if test is None:
        return [
            _small(window_text(node.alpha, node.beta)),
            _value_line(value_text(node.value, node.bound), node.bound),
        ]
    answer = node.answer
    holds = None if answer is None else test.proves(answer)[0]
    return [
        _small(test_text(test.relation, test.v)),
        _value_line(answer_text(answer, holds, test.v), node.bound),
    ]


def short_name(game: Game[State, Move], state: State, move: Move) -> str:
    """A node's name: its textbook label in a TreeGame, else the move that led to it."""
    label = game.node_label(state)
    if label is not None:
        return label
    return "root" if move is None else game.format_move(move)


def root_tags(node: NodeRecord, mtdf_pass: MtdfPass | None) -> list[str]:
    if mtdf_pass is not None:
        return [f"pass {mtdf_pass.number}", f"γ = {number(mtdf_pass.gamma)}"]
    return [] if node.depth is None else [f"depth {node.depth}"]


# -- drawing -------------------------------------------------------------------------------
def _blank(name: str, engine: str = "dot") -> TreeDiagram:
    """An empty diagram with the nodes' and edges' fonts. Nodes keep no margin around their
    label: a house already leaves room, and a narrower tree fits the column more often."""
    graph = TreeDiagram.blank(name, engine)
    graph.attr("node", fontname=STYLE.font, fontsize="11", margin="0,0")
    graph.attr("edge", fontname=STYLE.font, fontsize="10", arrowsize="0.6")
    return graph


@dataclass
class _Draw:
    trace: Trace
    children: Children
    plan: Plan
    pv: set[int]
    boards: bool
    show_true: bool
    left: bool  # each parent above its first child (else centred over its children)
    types: list[tuple[str, ...]] | None = None  # each node's node-type lines (node_types)
    solutions: tuple[SolutionTree, ...] = ()  # the proofs drawn in bold (solution)
    states: dict[int, State] = field(default_factory=dict)

    def __post_init__(self) -> None:
        game, nodes = self.trace.game, self.trace.nodes
        self.proof = set().union(*(tree.nodes for tree in self.solutions))
        self.proof_roots = {tree.root: tree for tree in self.solutions}
        for k in self.plan.nodes:  # parents are drawn, and come first
            parent = nodes[k].parent
            self.states[k] = (
                self.trace.root if parent < 0 else game.apply(self.states[parent], nodes[k].move)
            )

    def label(self, k: int) -> str:
        node, game = self.trace.nodes[k], self.trace.game
        lines = [
            f"<B>{html.escape(short_name(game, self.states[k], node.move))}</B>",
            *_entry(node),
        ]
        if node.tt == "hit":
            lines.append(_small("TT hit"))
        if self.types is not None:
            lines.extend(map(_small, self.types[k]))
        if k in self.proof_roots:
            prover = game.player_names[self.proof_roots[k].prover]
            lines.extend(_small(line) for line in strategy_lines(prover))
        if self.show_true:
            true_values = self.trace.true_values
            assert true_values is not None  # render_tree annotates the trace first
            lines.append(_small(f"true {number(true_values[k])}"))
        image = thumbnail(game.render_svg(self.states[k], STYLE.thumbnail)) if self.boards else None
        return _html_label(lines, image)

    def cut_child(self, k: int) -> int | None:
        """The child of ``k`` that caused its cutoff, as the search recorded it."""
        return self.trace.nodes[k].cutoff_child

    def digraph(self) -> TreeDiagram:
        trace, plan = self.trace, self.plan
        graph = _blank(trace.algorithm or "trace")
        graph.attr(rankdir="TB", ordering="out", nodesep="0.1", ranksep="0.35")
        graph.attr(fontname=STYLE.font, fontsize="10")
        caption = [trace.stopped or trace.truncated, solution_caption(trace, self.solutions)]
        if any(caption):
            graph.attr(label="\\n".join(filter(None, caption)), labelloc="b")
        if plan.top:
            graph.node("top", id="top", label=trace.algorithm, shape="plaintext")
        cut_children = {self.cut_child(k) for k in plan.nodes} - {None}
        passes = {p.root: p for p in trace.passes}
        parents: set[str] = set()  # those whose first child is drawn already
        for k in plan.nodes:
            node = trace.nodes[k]
            in_proof = k in self.proof
            style = _node_attrs(node.to_move, node.bound, node.tt, k in self.pv or in_proof)
            if in_proof:
                style["class"] = SOLUTION_CLASS
            graph.node(f"n{k}", id=f"n{k}", label=self.label(k), **style)
            if node.parent < 0 and not plan.top:
                continue
            tags = root_tags(node, passes.get(k)) if node.parent < 0 else []
            proof_edge = in_proof and k not in self.proof_roots
            edge = _edge_attrs(
                node.why,
                cut=k in cut_children,
                on_pv=k in self.pv or proof_edge,
                finished=node.value is not None,
                tags=tags,
            )
            if proof_edge:
                edge["class"] = SOLUTION_CLASS
            parent = "top" if node.parent < 0 else f"n{node.parent}"
            if self.left and parent not in parents:
                edge["weight"] = _FIRST_CHILD_WEIGHT
            parents.add(parent)
            graph.edge(parent, f"n{k}", id=f"e{k}", **edge)
        self.add_stubs(graph)
        for k, hidden in plan.hidden_below.items():
            node_attrs, edge_attrs = _summary_attrs(hidden)
            graph.node(f"c{k}", id=f"c{k}", **node_attrs)
            graph.edge(f"n{k}", f"c{k}", id=f"ce{k}", **edge_attrs)
        return graph

    def add_stubs(self, graph: TreeDiagram) -> None:
        game = self.trace.game
        node_attrs, edge_attrs = _stub_attrs()
        for k, moves in self.plan.stubs.items():
            for j, move in enumerate(moves):
                name = short_name(game, game.apply(self.states[k], move), move)
                graph.node(f"p{k}_{j}", id=f"p{k}_{j}", label=name, **node_attrs)
                graph.edge(f"n{k}", f"p{k}_{j}", id=f"pe{k}_{j}", **edge_attrs)


def _too_large(trace: Trace, size: int, max_nodes: int, planned: Callable[..., Plan]) -> str:
    """The TraceTooLargeError message; ``planned(**options)`` plans with changed options."""
    deepest = -1  # plans grow with max_ply, and the unlimited one is too big: this stops
    while planned(max_ply=deepest + 1).size <= max_nodes:
        deepest += 1
    ply_hint = (
        f"max_ply={deepest} (the deepest that fits)" if deepest >= 0 else "max_ply (none fits)"
    )
    return (
        f"the trace has {len(trace):,} nodes and drawing it takes {size:,} Graphviz nodes "
        f"(pruned stubs and summaries included), more than max_nodes={max_nodes}. Draw less: "
        f"{ply_hint}, pv_only=True (the principal variation and its siblings: "
        f"{planned(pv_only=True).size:,} nodes), fold=[node ids] (each subtree folded into one "
        "node), or raise max_nodes."
    )


def render_tree(
    trace: Trace,
    *,
    max_ply: int | None = None,
    pv_only: bool = False,
    fold: Iterable[int] | None = None,
    boards: bool = False,
    show_true: bool = False,
    max_nodes: int = 400,
    align: str = "auto",
    node_types: bool = False,
    solution: Solutions | None = None,
) -> TreeDiagram:
    """The game tree of ``trace`` as a Graphviz diagram (see the module docstring).

    ``max_ply`` stops below that ply, ``pv_only`` keeps the principal variation and its
    siblings, ``fold`` folds the subtrees below those node ids; each hidden subtree becomes
    one "+N nodes" node. ``boards`` adds a thumbnail of each position (in every format the
    diagram's own methods and ``export`` write; ``graphviz``'s ``pipe``/``render`` leave them
    out of PNG and PDF). ``show_true`` adds the true value of each node (annotating the trace
    if needed). ``align``: ``"centre"`` draws each parent centred over its children,
    ``"left"`` above its first child (the root at the top-left corner), ``"auto"`` centres
    unless the diagram would be wider than the notebook column
    (:data:`~gamesearch.views.display.COLUMN_PX`), which takes one more Graphviz layout.
    ``node_types`` adds each node's Knuth & Moore type, and what it did when that differs
    (:func:`node_type_lines`). ``solution``: a solution tree of this trace
    (:func:`~gamesearch.trace.proof.solution_tree`), or several, drawn in bold instead of the
    principal variation. Raises TraceTooLargeError, naming the options that help, if
    more than ``max_nodes`` Graphviz nodes would be drawn; InvalidSearchError for an option
    that cannot work.
    """
    solutions = _solutions(trace, solution)
    if align not in ALIGNS:
        raise InvalidSearchError(f"align is one of {', '.join(ALIGNS)}, not {align!r}")
    plan = plan_tree(trace, max_ply=max_ply, pv_only=pv_only, fold=fold, max_nodes=max_nodes)
    children = trace.children_map()
    pv = principal_variation(trace)
    if show_true and trace.true_values is None:
        annotate(trace)

    types = node_type_lines(trace) if node_types else None
    bold = set() if solutions else set(pv)  # a proof replaces the principal variation

    def drawn(left: bool) -> TreeDiagram:
        return _Draw(
            trace, children, plan, bold, boards, show_true, left, types, solutions
        ).digraph()

    if align != "auto":
        diagram = drawn(align == "left")
    elif not dot_available():  # the browser lays it out, and picks the left layout if wide
        diagram = drawn(False)
        diagram.wide = drawn(True)
    else:
        centred = drawn(False)
        width, _ = svg_size(centred.pipe(format="svg", encoding="utf-8"))
        diagram = drawn(True) if width > COLUMN_PX else centred
    diagram.description = " ".join(
        filter(None, [tree_description(trace), solution_caption(trace, solutions)])
    )
    return diagram


def _solutions(trace: Trace, solution: Solutions | None) -> tuple[SolutionTree, ...]:
    """``solution`` as a tuple of solution trees of ``trace``; InvalidSearchError else."""
    if solution is None:
        return ()
    trees = (solution,) if isinstance(solution, SolutionTree) else tuple(solution)
    for tree in trees:
        if not isinstance(tree, SolutionTree):
            raise InvalidSearchError(
                "solution is a SolutionTree (gamesearch.trace.solution_tree(trace, ...)) or a "
                f"list of them, not {type(tree).__name__}"
            )
        if tree.trace is not trace:
            raise InvalidSearchError(
                "solution: this solution tree was read from another trace; pass "
                "solution_tree(trace, ...) of the trace you draw"
            )
    return trees


def strategy_lines(prover: str) -> tuple[str, str]:
    """The small lines under a solution tree's root: whose strategy it is (two short lines
    keep the node narrow)."""
    return f"{prover}'s", "strategy"


def solution_caption(trace: Trace, solutions: Sequence[SolutionTree]) -> str:
    """What the bold lines of a diagram with solution trees show, in one sentence ("" for
    none)."""
    if not solutions:
        return ""
    names = trace.game.player_names
    if len(solutions) > 1:
        return (
            f"Bold: {len(solutions)} solution trees, each with whose strategy it is under its root."
        )
    tree = solutions[0]
    prover, other = names[tree.prover], names[1 - tree.prover]
    where = "the root" if tree.root == 0 else f"node {tree.root}"
    return (
        f"Bold: the solution tree proving {where} {tree.claim}, a strategy for {prover} "
        f"({tree.kind}): one move at {prover}'s nodes, every move at {other}'s."
    )


def plan_tree(
    trace: Trace,
    *,
    max_ply: int | None = None,
    pv_only: bool = False,
    fold: Iterable[int] | None = None,
    max_nodes: int = 400,
) -> Plan:
    """The part of ``trace`` a diagram draws with these options of :func:`render_tree`.

    Raises TraceTooLargeError, naming the options that help, if more than ``max_nodes``
    Graphviz nodes would be drawn; InvalidSearchError for an option that cannot work.
    """
    fold_ids = set(fold or ())
    if max_ply is not None and max_ply < 0:
        raise InvalidSearchError(f"max_ply is a ply >= 0 (0: the root only), not {max_ply}")
    unknown = sorted(k for k in fold_ids if not 0 <= k < len(trace))
    if unknown:
        raise InvalidSearchError(f"fold: no nodes {unknown} in this trace of {len(trace)} nodes")
    children = trace.children_map()
    sizes = _subtree_sizes(trace)
    pv = set(principal_variation(trace))
    options = {"max_ply": max_ply, "pv_only": pv_only, "fold": fold_ids}

    def planned(**changed: Any) -> Plan:
        return _plan(trace, children, sizes, pv, **{**options, **changed})

    plan = planned()
    if plan.size > max_nodes:
        raise TraceTooLargeError(_too_large(trace, plan.size, max_nodes, planned))
    return plan


def opening_plan(
    trace: Trace,
    *,
    max_ply: int | None = None,
    pv_only: bool = False,
    fold: Iterable[int] | None = None,
    max_nodes: int = 400,
    widest: int = 8,
) -> Plan:
    """What the player's overview of ``trace`` opens at the start: :func:`plan_tree`'s plan
    with these options where it takes at most ``max_nodes`` Graphviz nodes; else the same
    plan cut below the deepest ply that has at most ``widest`` nodes (about a view wide at
    a readable size, with their folded marks and pruned moves) and fits ``max_nodes``, and
    at least below the roots' children, each subtree below the cut folded into one mark
    (``hidden_below``) that the player opens on request. Never raises for size;
    InvalidSearchError for an option that cannot work, as plan_tree.
    """
    try:
        return plan_tree(trace, max_ply=max_ply, pv_only=pv_only, fold=fold, max_nodes=max_nodes)
    except TraceTooLargeError:
        pass
    depth = [0] * len(trace)
    per_ply: list[int] = []
    for k, node in enumerate(trace.nodes):  # a parent comes before its children
        depth[k] = depth[node.parent] + 1 if node.parent >= 0 else 0
        per_ply.extend([0] * (depth[k] + 1 - len(per_ply)))
        per_ply[depth[k]] += 1
    ply, shown = 1, sum(per_ply[:2])
    while (
        ply + 1 < len(per_ply)
        and per_ply[ply + 1] <= widest
        and shown + per_ply[ply + 1] <= max_nodes
    ):
        ply += 1
        shown += per_ply[ply]
    return plan_tree(
        trace,
        max_ply=ply if max_ply is None else min(ply, max_ply),
        pv_only=pv_only,
        fold=fold,
        max_nodes=sys.maxsize,  # the cut keeps it small; pruned stubs may add a few
    )


def tree_description(trace: Trace) -> str:
    """What a diagram of ``trace`` shows, in one sentence."""
    name = trace.game.name or type(trace.game).__name__
    roots = [k for k in range(len(trace)) if trace.nodes[k].parent < 0]
    root = trace.nodes[roots[-1]] if roots else None
    if root is None or root.value is None:
        result = "the search stopped before the root had a value"
    else:
        symbol = BOUND_SYMBOL[root.bound] if root.bound else "="
        outcome = BOUND_OUTCOME[root.bound] if root.bound else "exact"
        result = f"root value {symbol} {number(root.value)} ({outcome})"
    if trace.passes and root is not None and root.value is not None:
        # null-window passes: each root is a bound; the search's result is where they met
        last = trace.passes[-1]
        met = (
            f"value = {number(last.lower)} (exact), where the passes' bounds met"
            if last.lower == last.upper
            else f"value in [{number(last.lower)}, {number(last.upper)}], the bounds so far"
        )
        result = f"{met}; the last pass's {result}"
    kind = "passes" if trace.passes else "searches from the root"
    roots_text = f" in {len(roots)} {kind}" if len(roots) > 1 else ""
    return (
        f"Game tree of {trace.algorithm or 'a search'} on {name}, {len(trace):,} nodes "
        f"searched{roots_text}: {result}."
    )


def node_type_lines(trace: Trace) -> list[tuple[str, ...]]:
    """Each node's type lines, by id: its expected Knuth & Moore type (``PV``, ``CUT``,
    ``ALL``), and ``did CUT`` etc. when the node did something else; an unfinished node
    shows only its expected type."""
    return [
        (str(want),) if did in (None, want) else (str(want), f"did {did}")
        for want, did in zip(expected_types(trace), observed_types(trace), strict=True)
    ]


def tree_svg(trace: Trace, **options: Any) -> Svg:
    """The SVG text of :func:`render_tree` (same options), boards embedded, no XML prolog.

    An :class:`~gamesearch.views.display.Svg`: a ``str`` that also shows as a picture.
    """
    return Svg(render_tree(trace, **options).svg())


# -- legend --------------------------------------------------------------------------------
def _lines(meaning: str) -> str:
    """A bound's meaning on three short lines: "fail-low:", "true value ≤ v", "(upper bound)"."""
    return meaning.replace(": ", ":\n", 1).replace(" (", "\n(", 1)


#: The legend's node samples: to move, bound, table, on the PV, what it shows (\n: a new line).
_LEGEND_NODES: list[tuple[int, Bound | None, str | None, bool, str]] = [
    (0, "exact", None, False, "MAX to move\n(player 0, first)"),
    (1, "exact", None, False, "MIN to move\n(player 1)"),
    (0, "upper", None, False, _lines(BOUND_MEANING["upper"])),
    (0, "exact", None, False, "exact: true value = v\n(inside the window,\nor a leaf)"),
    (0, "lower", None, False, _lines(BOUND_MEANING["lower"])),
    (0, None, None, False, "not finished:\nthe search\nstopped in it"),
    (0, "exact", "hit", False, "transposition-\ntable hit"),
    (0, "exact", "narrow", False, "the table\nnarrowed\nthe window"),
    (0, "exact", None, True, "on the principal\nvariation"),
]
_LEGEND_EDGES = [
    (_edge_attrs("child"), "searched with\nthe window\npassed down"),
    (_edge_attrs("null-window"), "a null-window\nprobe"),
    (_edge_attrs("re-search"), "re-search after\na probe failed"),
    (_edge_attrs("extra-turn"), "the same player\nmoves again"),
    (_edge_attrs("child", cut=True), f"{CUT_MARK}: this child\ncaused a cutoff"),
    (_stub_attrs()[1], "a move the\ncutoff pruned"),
    (_edge_attrs("child", on_pv=True), "on the principal\nvariation"),
]
#: The legend's grid, in inches: samples a row and the distance between them; the height
#: of a node sample and of an edge sample (its tag above the line), the length of a sample
#: edge; a line of description, the gaps above and below one.
_COLUMNS, _PITCH = 6, 1.3
_NODE_HEIGHT, _EDGE_HEIGHT, _EDGE_LENGTH = 0.8, 0.3, 0.7
_LINE, _TEXT_GAP, _ROW_GAP = 10 * 1.2 / 72, 0.05, 0.12
_LEGEND_TEXT = {"shape": "plaintext", "fontsize": "10", "margin": "0", "width": "0", "height": "0"}
_POINT = {"label": "", "shape": "point", "width": "0.04"}

Sample = Callable[[TreeDiagram, str, float, float], None]  # draws at (x, y), the band's middle


def _pin(x: float, y: float) -> str:
    return f"{x:.3f},{y:.3f}!"


def _node_sample(attrs: dict[str, str]) -> Sample:
    def draw(graph: TreeDiagram, name: str, x: float, y: float) -> None:
        graph.node(name, pos=_pin(x, y), **attrs)

    return draw


def _edge_sample(attrs: dict[str, str]) -> Sample:
    def draw(graph: TreeDiagram, name: str, x: float, y: float) -> None:
        style = dict(attrs)
        tag = style.pop("label", None)  # neato would write it across the line: above it
        line = y - _EDGE_HEIGHT / 4
        graph.node(f"{name}a", pos=_pin(x - _EDGE_LENGTH / 2, line), **_POINT)
        graph.node(f"{name}b", pos=_pin(x + _EDGE_LENGTH / 2, line), **_POINT)
        graph.edge(f"{name}a", f"{name}b", **style)
        if tag is not None:
            at = _pin(x, line + 0.75 * _LINE)
            graph.node(f"{name}t", pos=at, label=tag, **_LEGEND_TEXT, fontcolor=style["fontcolor"])

    return draw


def _legend_node(
    to_move: int, bound: Bound | None, tt: str | None, on_pv: bool, *extra: str
) -> Sample:
    """A sample node B with window (α, β) and value v, and ``extra`` small lines."""
    value = f"{BOUND_SYMBOL[bound]} v" if bound else value_text(None, None)
    lines = ["<B>B</B>", _small("(α, β)"), _value_line(value, bound), *map(_small, extra)]
    return _node_sample({"label": _html_label(lines), **_node_attrs(to_move, bound, tt, on_pv)})


def _legend_test() -> Sample:
    """A sample SCOUT test node: its question instead of a window, and its answer."""
    lines = ["<B>B</B>", _small("> v?"), _value_line("yes: > v", "lower")]
    return _node_sample({"label": _html_label(lines), **_node_attrs(0, "lower", None, False)})


#: The legend's samples of ``node_types=True``: a node that did what its type expects, and
#: one that did not.
_LEGEND_TYPES: list[tuple[Bound, tuple[str, ...], str]] = [  # bound, type lines, meaning
    ("lower", (f"{NodeType.CUT}",), "expected type\n(Knuth & Moore):\nPV, CUT or ALL"),
    (
        "exact",
        (f"{NodeType.CUT}", f"did {NodeType.PV}"),
        "it did otherwise:\nthe move order\nwas not perfect",
    ),
]


#: The legend's words for a solution tree's root and its edges (``solution=True``).
_LEGEND_SOLUTION = (
    "bold: the root of\na solution tree,\nand whose strategy",
    "bold: an edge of\nthe solution tree\n(not the PV)",
)


def render_legend(*, node_types: bool = False, solution: bool = False) -> TreeDiagram:
    """A key to the conventions of :func:`render_tree`, drawn with the same styles.

    A grid of samples, six a row, each over what it means: the node styles, then the edge
    styles. About 745 × 365 CSS pixels, so it fits the notebook column. Graphviz's ``neato``
    puts each sample where the grid says. ``node_types`` adds the samples of the node-type
    line (``render_tree(..., node_types=True)``), one more row; ``solution`` those of a
    solution tree (``render_tree(..., solution=...)``).
    """
    samples: list[tuple[float, Sample, str]] = []  # height, how to draw it, its meaning
    for to_move, bound, tt, on_pv, meaning in _LEGEND_NODES:
        samples.append((_NODE_HEIGHT, _legend_node(to_move, bound, tt, on_pv), meaning))
    hidden = "hidden subtree:\nmax_ply, fold,\npv_only"
    samples.append((_NODE_HEIGHT, _node_sample(_summary_attrs(12)[0]), hidden))
    test = "a SCOUT test (dashed\nedge): its question,\nthe answer, its proof"
    samples.append((_NODE_HEIGHT, _legend_test(), test))
    samples += [(_EDGE_HEIGHT, _edge_sample(style), meaning) for style, meaning in _LEGEND_EDGES]
    if node_types:
        for bound, type_lines, meaning in _LEGEND_TYPES:
            sample = _legend_node(0, bound, None, False, *type_lines)
            samples.append((_NODE_HEIGHT + _LINE * len(type_lines), sample, meaning))
    if solution:
        sample = _legend_node(0, "lower", None, True, *strategy_lines("MAX"))
        samples.append((_NODE_HEIGHT + 2 * _LINE, sample, _LEGEND_SOLUTION[0]))
        samples.append(
            (_EDGE_HEIGHT, _edge_sample(_edge_attrs("child", on_pv=True)), _LEGEND_SOLUTION[1])
        )
    graph = _blank("legend", engine="neato")
    top = 0.0
    for r in range(0, len(samples), _COLUMNS):
        row = samples[r : r + _COLUMNS]
        band = max(height for height, _, _ in row)
        for i, (_, draw, meaning) in enumerate(row, start=r):
            x, lines = (i % _COLUMNS) * _PITCH, meaning.count("\n") + 1
            draw(graph, f"s{i}", x, top - band / 2)
            middle = top - band - _TEXT_GAP - lines * _LINE / 2
            graph.node(f"t{i}", pos=_pin(x, middle), label=meaning, **_LEGEND_TEXT)
        lines = max(meaning.count("\n") + 1 for _, _, meaning in row)
        top -= band + _TEXT_GAP + lines * _LINE + _ROW_GAP
    graph.description = (
        "Legend of the game-tree diagrams: node shapes and colours (MAX and MIN, fail-low, "
        "exact, fail-high, table hits, the principal variation), hidden subtrees, SCOUT tests "
        "and edge styles"
        + (", node types (Knuth & Moore)" if node_types else "")
        + (", solution trees" if solution else "")
        + "."
    )
    return graph
