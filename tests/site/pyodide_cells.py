"""Runs notebook cells inside Pyodide as the JupyterLite kernel would: loaded by run_notebooks.mjs.

An IPython shell (the kernel's interpreter is one) runs each cell, so magics, ``display`` and
the rich reprs behave as in a notebook. A cell fails when running it raises, and also when a
rich repr raises while its output is formatted (IPython would only print that traceback).
"""

import contextlib
import io
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


def run_cell(source: str) -> str | None:
    """Run one code cell; ``None`` when it ran, else the first error it raised."""
    shell.errors = []
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        result = shell.run_cell(source, store_history=False, silent=False)
    if shell.errors:
        return shell.errors[0]
    if not result.success:
        error = result.error_before_exec or result.error_in_exec
        return f"{type(error).__name__}: {error}"
    return None
