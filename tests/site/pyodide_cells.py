"""Runs notebook cells inside Pyodide as the JupyterLite kernel would: loaded by run_notebooks.mjs.

An IPython shell (the kernel's interpreter is one) runs each cell, so magics, ``display`` and
the rich reprs behave as in a notebook. A cell fails when running it raises, and also when a
rich repr raises while its output is formatted (IPython would only print that traceback).

Each search the browser's time limit stops is counted as it stops (by its stop message:
``gamesearch.search.limits.Limits.stop_message``), so that a cell's report says how many of
its searches were cut, whatever the machine's speed; the test checks the cell said so.
"""

import contextlib
import io
import json
import traceback

from IPython.core.interactiveshell import InteractiveShell
from traitlets.config import Config


class CellShell(InteractiveShell):
    """An IPython shell that keeps every traceback it would show, for the cell that caused it."""

    errors: list

    def showtraceback(self, exc_tuple=None, *args, **kwargs):
        kind, value, tb = exc_tuple or self._get_exc_info()
        text = "".join(traceback.format_exception(kind, value, tb))
        self.errors.append(f"{kind.__name__}: {value}\n{text[-3000:]}")

    def showsyntaxerror(self, *args, **kwargs):
        self.showtraceback()


#: The searches the browser's time limit stopped since the last cell began.
cut_searches: list[str] = []


def count_cut_searches() -> None:
    """Make the browser's time limit count each search it stops, as it stops it."""
    from gamesearch.search import limits
    from gamesearch.search.context import TIME_LIMIT_REACHED

    stop_message = limits.Limits.stop_message

    def counted(self, reason: str, done: str) -> str:
        if self.browser and reason == TIME_LIMIT_REACHED:
            cut_searches.append(reason)
        return stop_message(self, reason, done)

    limits.Limits.stop_message = counted


config = Config()
config.HistoryManager.enabled = False  # no sqlite history file in Pyodide
shell = CellShell.instance(config=config)
shell.errors = []
count_cut_searches()


def new_notebook() -> None:
    """A fresh namespace, as a new kernel would have."""
    shell.reset(new_session=False)


def run_cell(source: str) -> str:
    """Run one code cell; JSON of ``{"error": the first error it raised, or null,
    "printed": what it printed, "cut": how many searches the browser's time limit stopped}``."""
    shell.errors = []
    cut_searches.clear()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(io.StringIO()):
        result = shell.run_cell(source, store_history=False, silent=False)
    error = None
    if shell.errors:
        error = shell.errors[0]
    elif not result.success:
        failure = result.error_before_exec or result.error_in_exec
        error = f"{type(failure).__name__}: {failure}"
    return json.dumps({"error": error, "printed": printed.getvalue(), "cut": len(cut_searches)})
