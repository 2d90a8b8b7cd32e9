"""Whether Graphviz's ``dot`` program can run here: the one place that decides.

``dot`` is optional. Where it runs, diagrams are laid out in Python and shown as SVG images,
and can be saved as files. Where it cannot (no Graphviz installed, or Pyodide and
JupyterLite, where no program can be started at all), the browser lays diagrams out with
Graphviz compiled to WebAssembly, and only saving a diagram as a file needs ``dot``.

Any failure to start ``dot -V`` counts as "no dot": the ``graphviz`` package's
``ExecutableNotFound``, any ``OSError`` (Emscripten's "not supported" included), a non-zero
exit or output that names no version. The answer is remembered for each value of ``PATH``, so
a test (or a user) who changes ``PATH`` gets a fresh answer.
"""

from __future__ import annotations

import os
import subprocess
from functools import cache

import graphviz

from gamesearch.errors import DotMissingError


def dot_available() -> bool:
    """Whether Graphviz's ``dot`` program runs here (see the module docstring)."""
    return dot_problem() is None


def dot_problem() -> str | None:
    """Why ``dot`` cannot run here, in a few words; None when it runs."""
    return _probe(os.environ.get("PATH", ""))


@cache
def _probe(path: str) -> str | None:
    try:
        graphviz.version()
    except graphviz.ExecutableNotFound:
        return "Graphviz's dot program is not on the PATH"
    except subprocess.CalledProcessError as error:
        return f"`dot -V` failed with exit status {error.returncode}"
    except (OSError, RuntimeError) as error:  # Emscripten: programs cannot be started at all
        return f"`dot` cannot be started here ({type(error).__name__}: {error})"
    return None


def require_dot(task: str) -> None:
    """Raise :class:`~gamesearch.errors.DotMissingError` naming ``task`` if ``dot`` cannot run."""
    problem = dot_problem()
    if problem is not None:
        raise DotMissingError(task, problem)
