"""Progress for long work: an ``IntProgress`` bar that fills as the items are done."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TypeVar

import ipywidgets as widgets

T = TypeVar("T")


def progress(
    iterable: Iterable[T], description: str, bar: widgets.IntProgress | None = None
) -> Iterator[T]:
    """Yield the items of ``iterable`` while ``bar`` counts them done.

    Without a ``bar`` one is made, and shown when running in a notebook (elsewhere it
    fills unseen). The bar turns green at the end, red if the loop stops before it.
    """
    items = list(iterable)
    if bar is None:
        bar = widgets.IntProgress(style={"description_width": "initial"})
        _show(bar)
    bar.description, bar.bar_style = description, ""
    bar.min, bar.value, bar.max = 0, 0, max(len(items), 1)
    try:
        for item in items:
            yield item
            bar.value += 1
    except BaseException:
        bar.bar_style = "danger"
        raise
    bar.bar_style = "success"


def _show(bar: widgets.IntProgress) -> None:
    """Display ``bar`` if a notebook kernel is running this code."""
    from IPython import get_ipython
    from IPython.display import display

    shell = get_ipython()
    if shell is not None and getattr(shell, "kernel", None) is not None:
        display(bar)
