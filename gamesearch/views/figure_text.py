"""Matplotlib charts that say what they show: alt text for every figure a notebook displays.

Jupyter shows a matplotlib figure as a PNG with ``<Figure size …>`` for text, which tells a
screen reader nothing, and JupyterLab gives the PNG no alt text whatever its metadata says.
:func:`describe_figures` makes the running IPython show each figure as an image in HTML
instead (:func:`gamesearch.pictures.picture_html`: the PNG, once, as a data URI), whose alt
text and text output are made from the figure itself when it is shown
(:func:`figure_description`): its titles, axis labels and series, so a title set after the
chart was drawn is in it too. The chart functions of :mod:`gamesearch.views.plots` call it;
outside IPython it does nothing.
"""

from __future__ import annotations

import base64
from typing import Any

from gamesearch.pictures import data_uri, picture_html


def figure_description(figure: Any) -> str:
    """What ``figure`` shows, in words: each chart's title, axes and series."""
    charts = []
    for ax in figure.get_axes():
        parts = [ax.get_title()] if ax.get_title() else []
        measured = ax.get_ylabel() or "values"
        groups = [tick.get_text() for tick in ax.get_xticklabels() if tick.get_text()]
        if ax.get_xlabel():
            parts.append(f"{measured} against {ax.get_xlabel()}")
        elif groups and ax.containers:  # bars in named groups
            parts.append(f"{measured} for {', '.join(groups)}")
        elif ax.get_ylabel():
            parts.append(measured)
        series = [
            label
            for label in (
                *(line.get_label() for line in ax.get_lines()),
                *(bars.get_label() for bars in ax.containers),
            )
            if label and not label.startswith("_")
        ]
        if series:
            parts.append("series: " + ", ".join(dict.fromkeys(series)))
        if ax.get_yscale() == "log":
            parts.append("logarithmic scale")
        charts.append("; ".join(parts) or "a chart with no title or labels")
    title = figure._suptitle.get_text() + ": " if figure._suptitle is not None else ""
    kind = "Chart" if len(charts) == 1 else f"{len(charts)} charts"
    return f"{kind}. {title}" + ". ".join(charts) + "."


def describe_figures() -> None:
    """Show every matplotlib figure the running IPython displays as a described image (see
    above): its PNG inside ``text/html`` with the description as alt text, and the
    description as ``text/plain``. The PNG formatter of figures is kept to draw it, and
    gives no second copy."""
    try:
        from IPython import get_ipython
        from matplotlib.figure import Figure
    except ImportError:
        return
    shell = get_ipython()
    if shell is None:
        return
    formatters = shell.display_formatter.formatters
    png = formatters["image/png"]
    draw = png.lookup_by_type(Figure) if Figure in png else None
    if draw is None or getattr(draw, "describes", False):
        return

    def as_picture(figure: Any) -> str | None:
        drawn = draw(figure)
        data, metadata = drawn if isinstance(drawn, tuple) else (drawn, {})
        if data is None:
            return None
        raw = data if isinstance(data, bytes) else base64.b64decode(data)
        return picture_html(
            data_uri("image/png", raw),
            figure_description(figure),
            width=metadata.get("width"),
            height=metadata.get("height"),
        )

    def no_copy(figure: Any) -> None:
        return None

    no_copy.describes = True  # type: ignore[attr-defined]
    formatters["text/html"].for_type(Figure, as_picture)
    formatters["text/plain"].for_type(
        Figure, lambda figure, printer, cycle: printer.text(figure_description(figure))
    )
    png.for_type(Figure, no_copy)
