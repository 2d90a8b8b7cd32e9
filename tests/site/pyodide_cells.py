"""Runs notebook cells inside Pyodide as the JupyterLite kernel would: loaded by run_notebooks.mjs.

An IPython shell (the kernel's interpreter is one) runs each cell, so magics, ``display`` and
the rich reprs behave as in a notebook. A cell fails when running it raises, and also when a
rich repr raises while its output is formatted (IPython would only print that traceback).
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


config = Config()
config.HistoryManager.enabled = False  # no sqlite history file in Pyodide
shell = CellShell.instance(config=config)
shell.errors = []


def new_notebook() -> None:
    """A fresh namespace, as a new kernel would have."""
    shell.reset(new_session=False)


def run_cell(source: str) -> str:
    """Run one code cell; JSON of ``{"error": the first error it raised, or null,
    "printed": what it printed}``."""
    shell.errors = []
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(io.StringIO()):
        result = shell.run_cell(source, store_history=False, silent=False)
    error = None
    if shell.errors:
        error = shell.errors[0]
    elif not result.success:
        failure = result.error_before_exec or result.error_in_exec
        error = f"{type(failure).__name__}: {failure}"
    return json.dumps({"error": error, "printed": printed.getvalue()})
