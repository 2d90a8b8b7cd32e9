"""matplotlib, the one optional package the charts need, imported only when a chart is drawn.

Everywhere but Pyodide it is a dependency of gamesearch. Under Pyodide (JupyterLite) it is
Pyodide's own compiled package, which no package registry serves: a JupyterLite kernel loads
the packages a cell imports itself, not those a library imports inside a function, so
:func:`require_matplotlib` asks Pyodide to load it (from wherever the site's Pyodide lock
says: its CDN) and then imports it. Where it cannot be had, the error says what is missing and
that everything but the charts works without it.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType

from gamesearch.errors import ChartsUnavailableError


def require_matplotlib(module: str = "matplotlib.pyplot") -> ModuleType:
    """``module`` of matplotlib, loaded into Pyodide first if need be (see above)."""
    try:
        return importlib.import_module(module)
    except ImportError as error:
        if sys.platform != "emscripten":
            raise  # a dependency of gamesearch: `pip install gamesearch` brings it
        try:
            import pyodide_js  # type: ignore[import-not-found]
            from pyodide.ffi import run_sync  # type: ignore[import-not-found]

            run_sync(pyodide_js.loadPackage("matplotlib"))
        except Exception as loading:  # no network, or a kernel that cannot wait for it
            raise ChartsUnavailableError(loading) from error
        return importlib.import_module(module)
