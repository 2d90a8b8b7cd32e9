"""Matplotlib charts that say what they show: alt text for every figure a notebook displays.

Jupyter shows a matplotlib figure as a PNG with ``<Figure size …>`` for text, which tells a
screen reader nothing. :func:`describe_figures` wraps the running IPython's PNG formatter for
figures so that each PNG carries an ``alt`` (nbconvert's HTML writes it into ``<img alt>``)
made from the figure itself when it is shown (:func:`figure_description`): its titles, axis
labels and series, so a title set after the chart was drawn is in it too. The chart functions
of :mod:`gamesearch.views.plots` call it; outside IPython it does nothing.
"""

from __future__ import annotations

from typing import Any


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
    """Give every matplotlib figure the running IPython shows an ``alt`` text (see above)."""
    try:
        from IPython import get_ipython
        from matplotlib.figure import Figure
    except ImportError:
        return
    shell = get_ipython()
    if shell is None:
        return
    formatter = shell.display_formatter.formatters["image/png"]
    current = formatter.lookup_by_type(Figure) if Figure in formatter else None
    if current is None or getattr(current, "describes", False):
        return

    def png_with_alt(figure: Any) -> Any:
        data = current(figure)
        if isinstance(data, tuple):
            data, metadata = data
        else:
            metadata = {}
        return data, {**metadata, "alt": figure_description(figure)}

    png_with_alt.describes = True  # type: ignore[attr-defined]
    formatter.for_type(Figure, png_with_alt)
