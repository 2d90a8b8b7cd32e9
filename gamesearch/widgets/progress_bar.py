"""Progress for long work: an ``IntProgress`` bar that fills as the items are done."""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from typing import TypeVar

import ipywidgets as widgets
from IPython.display import DisplayHandle

T = TypeVar("T")


def progress(
    iterable: Iterable[T], description: str, bar: widgets.IntProgress | None = None
) -> Iterator[T]:
    """Yield the items of ``iterable`` while ``bar`` counts them done.

    The bar turns green at the end, red if the loop stops before it. Without a ``bar``,
    one is made and, in a notebook, shown while the work runs (elsewhere it fills unseen);
    then it gives way to one line, "``description``: 12 of 12 done in 7.3 s" (or "stopped
    after 3 of 12"), so that a saved notebook keeps no widget that needs a kernel.
    """
    items = list(iterable)
    shown = None
    if bar is None:
        bar = widgets.IntProgress(style={"description_width": "initial"})
        shown = _show(bar)
    bar.description, bar.bar_style = description, ""
    bar.min, bar.value, bar.max = 0, 0, max(len(items), 1)
    start = time.monotonic()
    try:
        for item in items:
            yield item
            bar.value += 1
    except BaseException:
        bar.bar_style = "danger"
        raise
    else:
        bar.bar_style = "success"
    finally:
        if shown is not None:
            n, total = bar.value, len(items)
            said = f"{n} of {total} done" if n == total else f"stopped after {n} of {total}"
            seconds = time.monotonic() - start
            shown.update({"text/plain": f"{description}: {said} in {seconds:.1f} s"}, raw=True)
            bar.close()


def _show(bar: widgets.IntProgress) -> DisplayHandle | None:
    """Display ``bar`` if a notebook kernel is running this code; its display's handle."""
    from IPython import get_ipython
    from IPython.display import display

    shell = get_ipython()
    if shell is not None and getattr(shell, "kernel", None) is not None:
        handle: DisplayHandle = display(bar, display_id=True)
        return handle
    return None
