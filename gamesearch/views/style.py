"""Colours, shapes and number formats shared by every picture (tree, window line, plots).

The three bounds keep one colour everywhere. Fail-low (``upper``: the true value is at most
v) is Okabe–Ito blue, fail-high (``lower``: at least v) Okabe–Ito vermillion, and ``exact``
is black. Blue against vermillion is the pair that stays apart under every kind of colour
blindness, and black stays apart from both. A third hue would not: bluish green gets
close to vermillion for protanopes and to blue for tritanopes. Both colours are dark enough
to survive a washed-out projector. Colour is never the only cue: every value is also
written ``≤ v``, ``= v`` or ``≥ v``.

Every picture is drawn on its own white paper (:attr:`Style.background`), so it looks the
same in JupyterLab's Light, Dark and High Contrast themes and the colours keep their meaning.
Lines use the Okabe–Ito colours themselves; text uses darker shades of the same hues
(:attr:`Style.ink`), because Okabe–Ito vermillion and blue are too light for text: every text
colour has a contrast of at least 4.5 : 1 (WCAG AA) against the paper and against the pale
fill of a node.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from gamesearch.bounds import number

#: Colours for categories (algorithms in charts): the Okabe–Ito palette, strongest first.
PALETTE = (
    "#0072B2",
    "#D55E00",
    "#009E73",
    "#CC79A7",
    "#E69F00",
    "#56B4E9",
    "#000000",
    "#F0E442",
)


@dataclass(frozen=True)
class Style:
    """The palette and shapes of the views; :data:`STYLE` is the one in use."""

    #: Stroke/text colour of a value for each bound.
    bound: Mapping[str, str] = field(
        default_factory=lambda: MappingProxyType(
            {"upper": "#0072B2", "exact": "#000000", "lower": "#D55E00"}
        )
    )
    #: Text colour of a value for each bound: darker shades of :attr:`bound`, at least
    #: 4.5 : 1 against the paper and against every node fill.
    ink: Mapping[str, str] = field(
        default_factory=lambda: MappingProxyType(
            {"upper": "#00659E", "exact": "#000000", "lower": "#A04600"}
        )
    )
    #: Pale fill of a node for each bound.
    fill: Mapping[str, str] = field(
        default_factory=lambda: MappingProxyType(
            {"upper": "#D9EAF4", "exact": "#FFFFFF", "lower": "#F9E0CC"}
        )
    )
    #: Graphviz shape of a node by player to move: 0 (MAX, moves first) and 1 (MIN).
    shape: Mapping[int, str] = field(
        default_factory=lambda: MappingProxyType({0: "house", 1: "invhouse"})
    )
    #: Nodes not finished (no value: the search stopped inside them): border, fill, text.
    unfinished: str = "#9E9E9E"
    unfinished_fill: str = "#EEEEEE"
    unfinished_ink: str = "#616161"
    #: The edge to the child that caused a cutoff (vermillion: it made the parent fail high).
    cutoff: str = "#D55E00"
    #: Pruned-move stubs and "+N nodes" summaries, lines and text.
    pruned: str = "#6E6E6E"
    #: Ordinary edges and the window band of the number line.
    edge: str = "#404040"
    window: str = "#BDBDBD"
    #: An edge's line by why its child was entered (others are solid): a null-window
    #: probe dotted, a SCOUT test dashed, a re-search double.
    edge_line: Mapping[str, str] = field(
        default_factory=lambda: MappingProxyType(
            {"null-window": "dotted", "scout-test": "dashed", "re-search": "double"}
        )
    )
    #: An edge's tag by why its child was entered.
    edge_tag: Mapping[str, str] = field(
        default_factory=lambda: MappingProxyType(
            {"re-search": "re-search", "extra-turn": "extra turn"}
        )
    )
    #: The player's current node (Okabe–Ito yellow; every text colour is 4.5 : 1 on it).
    current: str = "#F0E442"
    #: The player's solution tree (the strategy a search proved): a ring around each of its
    #: nodes and a band under each of its edges, in Okabe–Ito bluish green (3.4 : 1 on the
    #: paper; the ordinary edge drawn over it, 3.0 : 1 on it); its tag ("MAX's strategy") in
    #: a darker shade, 4.9 : 1 or more on the paper and on every node fill. It is never the
    #: only cue: the ring and the band are wider than any other line, and the tag says it.
    solution: str = "#009E73"
    solution_ink: str = "#006B4F"
    #: The text of the quiz's verdict, right and wrong: 4.5 : 1 or more on the paper.
    verdict: Mapping[str, str] = field(
        default_factory=lambda: MappingProxyType({"right": "#1B7D3A", "wrong": "#B3261E"})
    )
    #: The paper every picture is drawn on, whatever the notebook's theme.
    background: str = "#FFFFFF"
    font: str = "Helvetica"
    #: Pen widths: ordinary lines, the principal variation, a cutoff edge.
    pen: float = 1.2
    pv_pen: float = 3.2
    cutoff_pen: float = 2.4
    #: Board thumbnail width in pixels (``render_tree(boards=True)``).
    thumbnail: int = 64

    def colour(self, bound: str | None) -> str:
        """The colour of ``bound`` (grey for an unfinished node, ``bound`` None)."""
        return self.bound.get(bound or "", self.unfinished)

    def text(self, bound: str | None) -> str:
        """The text colour of ``bound`` (dark grey for an unfinished node, ``bound`` None)."""
        return self.ink.get(bound or "", self.unfinished_ink)

    def tint(self, bound: str | None) -> str:
        """The fill of a node proving ``bound`` (grey for an unfinished node)."""
        return self.fill.get(bound or "", self.unfinished_fill)


STYLE = Style()


def test_text(relation: str, v: float) -> str:
    """SCOUT's test as a question: ``> 3?``, ``≤ −3?`` (never a window: see
    :class:`~gamesearch.bounds.Test`)."""
    return f"{relation} {number(v)}?"


def answer_text(answer: bool | None, relation: str | None = None, v: float = 0) -> str:
    """A test's answer with what it proves: ``yes: > 3``, ``no: ≤ 3`` (``relation`` is the
    one that holds); ``yes``/``no`` without it; ``…`` if not answered yet."""
    if answer is None:
        return "…"
    word = "yes" if answer else "no"
    return word if relation is None else f"{word}: {relation} {number(v)}"
