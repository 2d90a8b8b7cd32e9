"""Every exception gamesearch raises on purpose, each saying what to do instead."""

from __future__ import annotations

import difflib
import reprlib
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

#: How error messages quote a user's input: short, whatever its size (a 100 MB string or a
#: list of a million items is never repeated whole).
_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = 60
_SHORT.maxlevel = 3


def quote(value: Any) -> str:
    """``repr(value)``, abridged to a few dozen characters."""
    text: str = _SHORT.repr(value)
    return text


def suggestion(name: Any, valid: Iterable[str]) -> str:
    """``" (did you mean 'x'?)"`` for the valid name nearest to ``name``, or ``""``."""
    if not isinstance(name, str):
        return ""
    close = difflib.get_close_matches(name, list(valid), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


#: How a message names an argument (and a value for it) to the person who gave it: Python's
#: spelling by default, ``depth=None``; the command line sets its own (``--depth end``) with
#: :func:`speaking`, so that one message serves both.
_SPELLING: ContextVar[Callable[[str, Any], str] | None] = ContextVar("spelling", default=None)
#: The ``value`` of :func:`argument` when a message names the argument alone.
NO_VALUE: Any = object()


def argument(name: str, value: Any = NO_VALUE) -> str:
    """``name`` (with ``value``: ``name=value``) as the person who called us writes it."""
    spell = _SPELLING.get()
    return (spell or python_spelling)(name, value)


def python_spelling(name: str, value: Any = NO_VALUE) -> str:
    """``name`` (with ``value``: ``name=value``) as a Python call writes it: the default of
    :func:`argument`, and what a spelling of its own says for a name it has no form for."""
    return name if value is NO_VALUE else f"{name}={value!r}"


@contextmanager
def speaking(spell: Callable[[str, Any], str]) -> Iterator[None]:
    """Within the block, :func:`argument` names arguments with ``spell(name, value)``
    (``value`` is :data:`NO_VALUE` when a message names the argument alone)."""
    token = _SPELLING.set(spell)
    try:
        yield
    finally:
        _SPELLING.reset(token)


class GameSearchError(Exception):
    """Base class of all gamesearch errors."""


class ShownInOneLine:
    """An exception a notebook shows as one line, its type and message, not a traceback
    through the package (IPython's hook for exceptions: ``_render_traceback_``)."""

    def _render_traceback_(self) -> list[str]:
        return [f"{type(self).__name__}: {self}"]


class UnknownNameError(GameSearchError, KeyError):
    """A game, start, algorithm, ordering or table name that does not exist."""

    def __init__(self, kind: str, name: Any, valid: Iterable[str]):
        self.kind, self.name, self.valid = kind, name, sorted(valid)
        super().__init__(
            f"unknown {kind} {quote(name)}; valid {kind}s: {', '.join(self.valid)}"
            + suggestion(name, self.valid)
        )

    def __str__(self) -> str:  # KeyError would otherwise quote the message
        return str(self.args[0])


class IllegalMoveError(GameSearchError, ValueError):
    """A move that is not legal in the given position."""

    def __init__(self, move: Any, legal: Iterable[str], reason: str = ""):
        self.move, self.legal = move, list(legal)
        why = f" ({reason})" if reason else ""
        listed = ", ".join(self.legal) if self.legal else "none: the game is over"
        super().__init__(f"illegal move {quote(move)}{why}; legal moves: {listed}")


class MoveNotationError(GameSearchError, ValueError):
    """Text that is not a move in the game's notation."""

    def __init__(self, text: Any, notation: str):
        self.text, self.notation = text, notation
        super().__init__(f"{quote(text)} is not a move in this game's notation: {notation}")


class WrongGameError(GameSearchError, TypeError):
    """A state handed to a game it does not belong to."""


class GameContractError(GameSearchError, TypeError):
    """A game that breaks the contract of :class:`gamesearch.games.Game`: a method it must
    write is missing, or :func:`gamesearch.games.check_game` found a rule broken. The
    message names the method, the position (as text) and what to change."""


class InvalidStateError(GameSearchError, ValueError):
    """A state of the right game whose fields no play of the game can produce."""


class UnsupportedBoardError(GameSearchError, ValueError):
    """A board size or rule combination the game does not support."""


class InvalidSearchError(GameSearchError, ValueError):
    """Search options that cannot work: an impossible window, a negative depth, a string
    where a number belongs, an unknown option, and the like."""


class InvalidDeclarationError(GameSearchError, TypeError):
    """An algorithm or an option declared in a way that cannot work (a name already taken,
    an options field not made with ``option()``, an annotation that gives no kind), saying
    what to write instead."""


class InvalidArgumentError(GameSearchError, ValueError):
    """An argument of the right type that a function cannot work with (a score range that is
    not finite, a series of the wrong length, text that is not SVG), saying what would do."""


class NotASourceError(GameSearchError, TypeError):
    """Something to list as source code that has no Python source (a builtin, a lambda
    typed at the prompt), or nothing to list."""


class NoTraceError(GameSearchError, ValueError):
    """A search result asked for its trace when it was searched without one."""


class UnknownOptionError(InvalidSearchError):
    """An option the algorithm does not take: a misspelt name, or another algorithm's."""

    def __init__(
        self,
        algorithm: str,
        name: str,
        valid: Iterable[str],
        takers: Iterable[str] = (),
        keywords: Iterable[str] = (),
    ):
        self.algorithm, self.name, self.valid = algorithm, name, tuple(valid)
        self.takers = tuple(takers)
        hint = f"; it is an option of {', '.join(self.takers)}" if self.takers else ""
        accepted = ", ".join(self.valid) or "none"
        near = "" if self.takers else suggestion(name, [*self.valid, *keywords])
        super().__init__(
            f"{algorithm} has no option {quote(name)}{hint} (its options: {accepted}){near}"
        )


class SearchInterrupted(ShownInOneLine, KeyboardInterrupt):
    """A search stopped by an interrupt (Ctrl-C; JupyterLab's Interrupt). It is still a
    KeyboardInterrupt, so that whatever ran the search (a loop, a cell) stops too, but a
    notebook shows it as one line, not the package's internals. ``result`` is the partial
    :class:`~gamesearch.search.api.SearchResult` (``complete`` False), as a time limit
    gives it; the line says where to find it once the exception has been shown: Python and
    IPython keep the last exception shown as ``sys.last_value``."""

    #: Where an exception shown by Python or IPython can be found afterwards.
    WHERE = "The partial result is in sys.last_value.result (after import sys)."

    def __init__(self, result: Any):
        super().__init__(f"{result.message} {self.WHERE}")
        self.result = result


class ReferenceStopped(ShownInOneLine, InvalidSearchError):
    """A checker's own reference search stopped before its end, so the check could not be
    made (gamesearch.exercises.checker.finished): one line saying what stopped it and how to
    give it more time."""


class InvalidTraceError(GameSearchError, ValueError):
    """A trace file (or its JSON) that is not a well-formed gamesearch trace."""


class NoSolutionTreeError(GameSearchError, ValueError):
    """A trace that holds no proof of the bound asked for: the node did not finish, the
    trace was truncated, or the node's value does not prove that bound."""


class TraceTooLargeError(GameSearchError):
    """A trace too big to record or to draw, with the option to use instead."""


class FolderNotFoundError(GameSearchError, FileNotFoundError):
    """A file to be written into a folder that does not exist."""


class NotAPictureError(GameSearchError, TypeError):
    """Something to save as a picture that is none of the kinds the views can save."""


class DotMissingError(GameSearchError, RuntimeError):
    """A task that needs Graphviz's ``dot`` program where it cannot run: saving a diagram
    as a file. Showing a diagram in a notebook never needs it (the browser draws it)."""

    def __init__(self, task: str, problem: str):
        self.task, self.problem = task, problem
        super().__init__(
            f"{task} needs Graphviz's dot program ({problem}). "
            "Install Graphviz (Debian/Ubuntu: sudo apt-get install graphviz; macOS: brew "
            "install graphviz; Windows: winget install graphviz; conda: conda install -c "
            "conda-forge graphviz), or show the diagram in a notebook instead: the browser "
            "draws it without dot."
        )


class ExtraMissingError(GameSearchError, ImportError):
    """A task that needs one of gamesearch's optional extras, which is not installed."""

    def __init__(self, extra: str, task: str, cause: ImportError):
        self.extra = extra
        super().__init__(
            f"{task} needs the optional packages of gamesearch[{extra}] ({cause}). Install "
            f"them with: pip install 'gamesearch[{extra}]'"
        )


class ChartsUnavailableError(GameSearchError, ImportError):
    """A chart asked for under Pyodide (JupyterLite) where its matplotlib cannot be loaded."""

    def __init__(self, cause: BaseException):
        super().__init__(
            f"drawing a chart needs matplotlib, which Pyodide could not load ({cause}). In "
            "JupyterLite it comes from Pyodide's CDN, so it needs the network; everything "
            "but the charts works without it."
        )


class FrontEndMissingError(GameSearchError, RuntimeError):
    """A front-end file (the player, the in-browser Graphviz) that was never built."""

    def __init__(self, name: str):
        self.name = name
        super().__init__(
            f"the front-end file {name!r} is not built. In a clone of the repository run "
            "`make setup` (or `npm ci && npm run build`); an installed wheel always has it, "
            "so reinstall gamesearch if you see this after `pip install`."
        )
