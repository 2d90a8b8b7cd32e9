"""What the course's JupyterLite site adds to its Pyodide kernel, as an IPython extension.

- ``%load`` replaces its cell, as in JupyterLab. The kernel's shell (jupyterlite-pyodide-
  kernel's ``Interpreter``) is IPython's plain ``InteractiveShell``, which keeps
  ``set_next_input`` to itself: it never reached the page, so ``%load`` ran and left its
  cell as it was (jupyterlite/jupyterlite#1076). ipykernel's shell sends it as a payload of
  the execute reply, which JupyterLab applies; here too, and the Pyodide kernel passes the
  payload on.
- Kernel › Interrupt (and the ■ button) stops a running cell with KeyboardInterrupt, as in
  JupyterLab. JupyterLite 0.8 cancels only the requests still waiting; a running cell goes
  on. Where the page is cross-origin isolated (the site makes it so: site_build/pages.py),
  this kernel makes a SharedArrayBuffer Pyodide's interrupt buffer and, with its first cell,
  posts it from its web worker to the page with the session id of the cell's request,
  which the page knows as the kernel connection's ``clientId`` (a BroadcastChannel cannot
  carry a SharedArrayBuffer). The page's ``interrupt.js`` writes 2 into it when an
  interrupt command runs; Pyodide then raises KeyboardInterrupt in the running code.
- A cell that searches for longer than :data:`PROGRESS_AFTER` seconds shows one line that
  says it is still working, and how far its search got, updated every
  :data:`PROGRESS_EVERY` seconds (:class:`CellProgress`, gamesearch's search heartbeat);
  when the cell ends the line says how long it took. A cell that shows gamesearch's own
  progress bar (``gamesearch.widgets.progress``) gets no second line, nor does a search
  a widget's button starts between cells.
- A chart that cannot be redrawn (no network for matplotlib) shows the chart its cell has
  as published, if the student has not changed the cell: gamesearch's charts ask
  :func:`published_outputs`, which reads the site's ``published-charts.json`` (written by
  site_build/contents.py beside the pages) once, and finds the running cell in it by its
  id and its code.

make_site.py builds this folder into a wheel the site's kernel loads when it starts, with
IPYTHONDIR pointing at the profile beside this file, whose config loads the extension.
"""

import json
import sys
import time
from typing import Any

#: The key of the worker's message that hands its interrupt buffer to the page (interrupt.js).
MESSAGE = "gamesearchInterrupt"
#: The site's charts as published, beside its pages (site_build.contents.PUBLISHED_CHARTS).
PUBLISHED_CHARTS = "published-charts.json"
#: Seconds a cell runs before its progress shows, and between two updates of it.
PROGRESS_AFTER = 2.0
PROGRESS_EVERY = 0.5


def load_ipython_extension(shell: Any) -> None:
    """Make ``set_next_input`` a payload for the page, and offer the page an interrupt."""

    def set_next_input(text: str, replace: bool = False) -> None:
        shell.payload_manager.write_payload(
            {"source": "set_next_input", "text": text, "replace": replace}
        )

    shell.set_next_input = set_next_input
    offer_interrupt(shell)
    from gamesearch.search import context
    from gamesearch.views import charts

    charts.published_outputs = lambda: published_outputs(shell.kernel._parent_header)
    progress = CellProgress()
    shell.events.register("pre_run_cell", progress.begin)
    shell.events.register("post_run_cell", progress.end)
    context.heartbeat = progress.beat


class CellProgress:
    """The line that says a long cell still works (see the module docstring). gamesearch
    calls :meth:`beat` before each search's root and about every 1024 of its nodes: in the
    browser no other thread can look at a running search."""

    def __init__(self) -> None:
        self.began = self.said_at = 0.0
        self.running = False  # a cell runs (not a widget's callback between cells)
        self.searches = 0
        self.search: Any = None  # the running search's Stats
        self.handle: Any = None  # the line's display, once shown

    def begin(self, _info: Any = None) -> None:
        self.began, self.searches, self.search, self.handle = time.monotonic(), 0, None, None
        self.running = True

    def beat(self, stats: Any) -> None:
        if stats is not self.search:  # a new search's first beat, before its root
            self.search = stats
            self.searches += 1
        now = time.monotonic()
        if now - self.began < PROGRESS_AFTER or now - self.said_at < PROGRESS_EVERY:
            return
        bars = sys.modules.get("gamesearch.widgets.progress_bar")
        if not self.running or (bars is not None and bars.running > 0):
            return
        self.said_at = now
        self.say(
            f"Working: {now - self.began:.0f} s so far; search {self.searches} of this cell "
            f"has entered {stats.nodes:,} nodes"
        )

    def end(self, _result: Any = None) -> None:
        self.running = False
        if self.handle is not None:
            searches = f"{self.searches} search{'es' if self.searches > 1 else ''}"
            self.say(f"Done in {time.monotonic() - self.began:.1f} s ({searches}).")

    def say(self, text: str) -> None:
        from IPython.display import display

        if self.handle is None:
            self.handle = display({"text/plain": text}, raw=True, display_id=True)
        else:
            self.handle.update({"text/plain": text}, raw=True)


#: The site's charts as published, once read: {cell id: [{"source", "outputs"}]}.
_published: dict[str, list[dict[str, Any]]] | None = None


def published_outputs(request: dict[str, Any]) -> list[dict[str, Any]]:
    """The outputs the cell that ``request`` (an execute request) runs has as published:
    those of the site's chart cell with its id and its code, else []."""
    global _published
    if _published is None:
        _published = read_published()
    cell = request.get("metadata", {}).get("cellId")
    code = request.get("content", {}).get("code")
    found = (entry["outputs"] for entry in _published.get(cell, []) if entry["source"] == code)
    return next(found, [])


def read_published() -> dict[str, list[dict[str, Any]]]:
    """The site's :data:`PUBLISHED_CHARTS`, read from beside its pages ({} if it cannot be)."""
    import js
    from pyodide.http import open_url

    try:
        # the kernel's worker runs from <site>/extensions/@jupyterlite/pyodide-kernel-extension/
        site = str(js.location.href).split("/extensions/")[0]
        return dict(json.loads(open_url(f"{site}/{PUBLISHED_CHARTS}").read()))
    except Exception:  # not in a site's worker (Node), or a site without the file
        return {}


def offer_interrupt(shell: Any) -> None:
    """Set Pyodide's interrupt buffer, and hand it to the page with the first cell."""
    import js
    import pyodide_js
    from pyodide.ffi import to_js

    if not getattr(js, "crossOriginIsolated", False):
        return  # no SharedArrayBuffer: Kernel › Interrupt cannot reach a running cell
    buffer = js.Int32Array.new(js.SharedArrayBuffer.new(4))
    pyodide_js.setInterruptBuffer(buffer)
    from gamesearch.search import limits

    limits.BROWSER_TIME_LIMIT = None  # an interrupt reaches a running search: no need

    def announce(_info: Any) -> None:
        session = shell.kernel._parent_header["header"]["session"]  # the cell's request's
        message = {MESSAGE: True, "session": session, "buffer": buffer}
        js.postMessage(to_js(message, dict_converter=js.Object.fromEntries))  # to the page
        shell.events.unregister("pre_run_cell", announce)

    shell.events.register("pre_run_cell", announce)
