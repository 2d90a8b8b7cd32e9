"""The compiled build: the search's hot path compiled to C by mypyc, from this same source.

The course runs the Python source as it is, everywhere (Pyodide in the site included).
``make bench`` also builds the modules of :data:`COMPILED_MODULES` with mypyc, when the
machine has a C compiler and Python's headers (``bench/compile_core.py``), and times the
same searches on them side by side with the source's Lisp, which SBCL compiles too. The
compiled modules are the same files: only their types decide what mypyc makes of them.

A class mypyc cannot make a C class of (a NamedTuple's subclass, a subclass of a class that
is not compiled) carries the mark ``@mypyc_attr(native_class=False)``: compiled, its methods
are still C, its attributes a dict's. Run as Python, the mark does nothing, and nothing here
imports mypy.

The compiled core finds what the source finds, node for node (``tests/test_compiled_core.py``
and ``make bench`` check it), but it is a benchmark's build, not the course's:

* it holds the annotations to their word: a value annotated ``float`` is one (a search's value
  16 comes back as 16.0, equal), and a setting of the wrong type raises TypeError before the
  source's own message (``Reversi(rows="4")``);
* its classes cannot be patched (``ctx.expand = ...``) nor subclassed by Python code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:

    def mypyc_attr(**_marks):
        """mypyc's class mark, read only by mypyc; at run time, nothing."""
        return lambda cls: cls


#: The modules compiled, by path from the project's root: the game the benchmarks race (4 × 6
#: Reversi), the search's pages, context, table and ordering, and the tracing layer with the
#: recorder (the trace's model stays Python: its columns are descriptors mypyc cannot make).
COMPILED_MODULES = (
    "gamesearch/games/reversi.py",
    "gamesearch/bounds.py",
    "gamesearch/search/context.py",
    "gamesearch/search/ttable.py",
    "gamesearch/search/zobrist.py",
    "gamesearch/search/ordering.py",
    "gamesearch/search/etc.py",
    "gamesearch/search/alphabeta.py",
    "gamesearch/search/negascout.py",
    "gamesearch/search/mtdf.py",
    "gamesearch/search/tracing.py",
    "gamesearch/search/tracer.py",
    "gamesearch/trace/recorder.py",
)
