"""Charts for notebooks: node counts per algorithm, MTD(f) passes (one driver or the MT
family on one axis), nodes against depth.

Each function draws on ``ax`` (a new figure of :func:`new_axes` when None) and returns the
Axes; none calls ``plt.show()`` (:func:`show_charts` does). Colours come from
:mod:`gamesearch.views.style`; a new figure is white
(:attr:`~gamesearch.views.style.Style.background`) whatever the style in use, so its dark
text reads in JupyterLab's Dark theme too. Where matplotlib cannot be loaded (JupyterLite
offline) they draw on stand-ins that print one line instead (:mod:`gamesearch.views.charts`),
so a notebook runs on past its charts.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from gamesearch.errors import ChartsUnavailableError, InvalidArgumentError
from gamesearch.trace.model import MtdfPass
from gamesearch.views.charts import NoChart, no_chart, require_matplotlib, show_pending
from gamesearch.views.figure_text import describe_figures
from gamesearch.views.style import PALETTE, STYLE

INF = float("inf")


def _axes(ax: Any, size: tuple[float, float] = (7, 4)) -> Any:
    """``ax``, or the Axes of a new figure of ``size`` inches (see :func:`new_axes`)."""
    if ax is None:
        return new_axes(size=size)
    if not isinstance(ax, NoChart):
        describe_figures()  # a figure of the caller's own gets alt text too
    return ax


def new_axes(count: int = 1, size: tuple[float, float] = (7, 4)) -> Any:
    """A new white figure of ``size`` inches with ``count`` Axes side by side: the Axes, or
    a list of them when ``count`` > 1, to draw a chart of your own or to hand to the
    functions here (``ax=``). Figures shown in Jupyter from now on carry alt text
    (:func:`~gamesearch.views.figure_text.describe_figures`).

    Where matplotlib cannot be loaded (JupyterLite with no network) they are stand-ins
    (:class:`~gamesearch.views.charts.NoChart`) that draw nothing: when the cell ends, the
    figure prints one line saying what it would have shown and why it is not drawn.
    """
    if count < 1:
        raise InvalidArgumentError(f"a figure needs at least one Axes, not {count}")
    try:
        plt = require_matplotlib()  # only when asked to make a figure
    except ChartsUnavailableError as error:
        axes = no_chart(count, error).axes
        return axes[0] if count == 1 else axes
    _, axes = plt.subplots(
        1, count, figsize=size, layout="constrained", facecolor=STYLE.background, squeeze=False
    )
    describe_figures()  # after the first figure: pyplot sets Jupyter's formatters up then
    return axes[0][0] if count == 1 else list(axes[0])


def show_charts() -> None:
    """Show the charts drawn so far now (matplotlib's ``plt.show()``), as the end of the
    cell would: needed inside a function that ``interact`` calls again on each change.
    Where matplotlib cannot be loaded, print each stand-in figure's line instead."""
    try:
        plt = require_matplotlib()
    except ChartsUnavailableError:
        show_pending()
        return
    plt.show()


def _unique(values: Iterable[Any]) -> list[Any]:
    return list(dict.fromkeys(values))


def plot_counts(
    rows: Sequence[Mapping[str, Any]], metric: str = "nodes", ax: Any = None, log: bool = False
) -> Any:
    """Grouped bars of ``row[metric]`` per ``row["algorithm"]`` within each ``row["group"]``.

    Groups and algorithms keep the order of their first row; a missing pair leaves a gap.
    ``log`` uses a logarithmic value axis. Returns the Axes (one bar container per algorithm).
    """
    ax = _axes(ax)
    groups = _unique(row["group"] for row in rows)
    algorithms = _unique(row["algorithm"] for row in rows)
    value = {(row["group"], row["algorithm"]): row[metric] for row in rows}
    width = 0.8 / max(len(algorithms), 1)
    for i, algorithm in enumerate(algorithms):
        present = [(g, group) for g, group in enumerate(groups) if (group, algorithm) in value]
        ax.bar(
            [g - 0.4 + (i + 0.5) * width for g, _ in present],
            [value[group, algorithm] for _, group in present],
            width,
            label=algorithm,
            color=PALETTE[i % len(PALETTE)],
        )
    ax.set_xticks(range(len(groups)), [str(group) for group in groups])
    ax.set_ylabel(metric)
    if log:
        ax.set_yscale("log")
    ax.legend(fontsize="small")
    return ax


def _pass_rows(passes: Iterable[Any]) -> list[tuple[int, float | None, float, float]]:
    """(number, gamma, lower, upper) from MtdfPass objects or (lower, upper) pairs."""
    rows: list[tuple[int, float | None, float, float]] = []
    for i, p in enumerate(passes, start=1):
        if isinstance(p, MtdfPass):
            rows.append((p.number, p.gamma, p.lower, p.upper))
        else:
            lower, upper = p
            rows.append((i, None, lower, upper))
    return rows


def _mark_ends(ax: Any, xs: list[int], ends: list[float], clip: float, bound: str) -> None:
    """Caps at the finite ends, triangles pointing off the plot at the clipped ones."""
    off = "v" if bound == "lower" else "^"
    markers: tuple[tuple[str, Callable[[float], bool]], ...] = (
        ("_", lambda y: y != clip),
        (off, lambda y: y == clip),
    )
    for marker, keep in markers:
        chosen = [(x, y) for x, y in zip(xs, ends, strict=True) if keep(y)]
        if chosen:
            ax.scatter(
                [x for x, _ in chosen],
                [y for _, y in chosen],
                marker=marker,
                s=160 if marker == "_" else 60,
                linewidths=2.5,
                color=STYLE.bound[bound],
                zorder=3,
            )


def plot_mtdf(passes: Iterable[Any], ax: Any = None, true_value: float | None = None) -> Any:
    """The interval (lower, upper) known after each MTD(f) pass, and each pass's γ.

    ``passes``: ``trace.passes`` (MtdfPass, with γ) or ``result.stats.passes`` ((lower,
    upper) pairs, without γ). The lower end is drawn in the fail-high colour, the upper end
    in the fail-low colour; infinite ends are clipped to the plot as triangles pointing off
    it. Returns the Axes: a LineCollection with one interval per pass, then the lines of γ
    (if known) and of ``true_value`` (if given, dashed).
    """
    ax = _axes(ax, (6, 4))
    rows = _pass_rows(passes)
    numbers = [v for _, g, lo, up in rows for v in (g, lo, up) if v is not None]
    finite = [v for v in numbers if math.isfinite(v)] + ([] if true_value is None else [true_value])
    low, high = (min(finite), max(finite)) if finite else (-1.0, 1.0)
    pad = max(1.0, 0.15 * (high - low))
    bottom, top = low - pad, high + pad
    xs = [number for number, *_ in rows]
    lowers = [max(lo, bottom) for _, _, lo, _ in rows]
    uppers = [min(up, top) for *_, up in rows]
    ax.vlines(xs, lowers, uppers, colors=STYLE.window, lw=6, label="(lower, upper) after the pass")
    _mark_ends(ax, xs, lowers, bottom, "lower")
    _mark_ends(ax, xs, uppers, top, "upper")
    known = [(number + 0.15, gamma) for number, gamma, *_ in rows if gamma is not None]
    if known:
        ax.plot(
            [x for x, _ in known],
            [gamma for _, gamma in known],
            "o",
            color=PALETTE[3],
            label="γ: the pass searched (γ − 1, γ)",
        )
    if true_value is not None:
        ax.axhline(true_value, color=STYLE.bound["exact"], ls="--", lw=1, label="true value")
    ax.set_ylim(bottom - pad / 2, top + pad / 2)
    ax.set_xticks(xs)
    ax.set_xlabel("pass")
    ax.set_ylabel("value")
    ax.legend(fontsize="small")
    return ax


def plot_mt_family(
    drivers: Mapping[str, Iterable[Any]], ax: Any = None, true_value: float | None = None
) -> Any:
    """Several MT drivers on one axis: the bounds each has proved after each of its passes.

    ``drivers`` maps a name to its passes (``trace.passes`` or ``result.stats.passes``). Each
    driver is one colour: its lower bound a solid step line, its upper bound a dashed one,
    infinite bounds clipped to the plot's edge, so every driver's interval is seen closing on
    the value and how many passes it took. Returns the Axes (two lines per driver, then the
    line of ``true_value`` if given).
    """
    ax = _axes(ax, (7, 4))
    rows = {name: _pass_rows(passes) for name, passes in drivers.items()}
    finite = [v for r in rows.values() for *_, lo, up in r for v in (lo, up) if math.isfinite(v)]
    finite += [] if true_value is None else [true_value]
    low, high = (min(finite), max(finite)) if finite else (-1.0, 1.0)
    pad = max(1.0, 0.15 * (high - low))
    bottom, top = low - pad, high + pad
    for i, (name, r) in enumerate(rows.items()):
        colour = PALETTE[i % len(PALETTE)]
        xs = [0, *(number for number, *_ in r)]
        lowers = [bottom, *(max(lo, bottom) for *_, lo, _ in r)]
        uppers = [top, *(min(up, top) for *_, up in r)]
        ax.step(xs, lowers, where="post", color=colour, lw=2, marker=".", label=f"{name}: lower")
        ax.step(xs, uppers, where="post", color=colour, lw=2, ls="--", label=f"{name}: upper")
    if true_value is not None:
        ax.axhline(true_value, color=STYLE.bound["exact"], ls=":", lw=1, label="true value")
    ax.set_ylim(bottom - pad / 2, top + pad / 2)
    ax.set_xlabel("pass (0: before the first)")
    ax.set_ylabel("value")
    ax.legend(fontsize="small", loc="upper left", bbox_to_anchor=(1, 1))
    return ax


def minimal_tree_size(branching: int, depth: int) -> int:
    """Leaves of the minimal tree (Knuth & Moore 1975): b^⌈d/2⌉ + b^⌊d/2⌋ − 1.

    The leaves alpha-beta examines in a uniform tree of ``branching`` b and ``depth`` d
    when the best move always comes first.
    """
    leaves: int = branching ** math.ceil(depth / 2) + branching ** (depth // 2) - 1
    return leaves


def plot_nodes_vs_depth(
    depths: Sequence[int],
    series: Mapping[str, Sequence[int]],
    branching: int,
    ax: Any = None,
    ylabel: str = "leaves evaluated",
) -> Any:
    """Counts against depth on a log scale, one line per series, with the minimal tree.

    The minimal tree's size b^⌈d/2⌉ + b^⌊d/2⌋ − 1 counts the leaves alpha-beta must evaluate
    with perfect ordering, so the series are best leaf (evaluation) counts. Returns the Axes:
    one line per series, then the dashed minimal-tree line.
    """
    ax = _axes(ax)
    for i, (name, counts) in enumerate(series.items()):
        if len(counts) != len(depths):
            raise InvalidArgumentError(
                f"series {name!r} has {len(counts)} counts for {len(depths)} depths"
            )
        ax.plot(depths, counts, marker="o", label=name, color=PALETTE[i % len(PALETTE)])
    minimal = [minimal_tree_size(branching, d) for d in depths]
    label = f"minimal tree, b = {branching}: b^⌈d/2⌉ + b^⌊d/2⌋ − 1"
    ax.plot(depths, minimal, "--", color=STYLE.edge, label=label)
    ax.set_yscale("log")
    ax.set_xticks(list(depths))
    ax.set_xlabel("depth")
    ax.set_ylabel(ylabel)
    ax.legend(fontsize="small")
    return ax
