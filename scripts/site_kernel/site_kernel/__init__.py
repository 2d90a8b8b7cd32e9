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

make_site.py builds this folder into a wheel the site's kernel loads when it starts, with
IPYTHONDIR pointing at the profile beside this file, whose config loads the extension.
"""

from typing import Any

#: The key of the worker's message that hands its interrupt buffer to the page (interrupt.js).
MESSAGE = "gamesearchInterrupt"


def load_ipython_extension(shell: Any) -> None:
    """Make ``set_next_input`` a payload for the page, and offer the page an interrupt."""

    def set_next_input(text: str, replace: bool = False) -> None:
        shell.payload_manager.write_payload(
            {"source": "set_next_input", "text": text, "replace": replace}
        )

    shell.set_next_input = set_next_input
    offer_interrupt(shell)


def offer_interrupt(shell: Any) -> None:
    """Set Pyodide's interrupt buffer, and hand it to the page with the first cell."""
    import js  # type: ignore[import-not-found]
    import pyodide_js  # type: ignore[import-not-found]
    from pyodide.ffi import to_js  # type: ignore[import-not-found]

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
