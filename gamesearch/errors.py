"""Every exception gamesearch raises on purpose, each saying what to do instead."""

from __future__ import annotations

from collections.abc import Iterable


class GameSearchError(Exception):
    """Base class of all gamesearch errors."""


class UnknownNameError(GameSearchError, KeyError):
    """A game, start, algorithm, ordering or table name that does not exist."""

    def __init__(self, kind: str, name: str, valid: Iterable[str]):
        self.kind, self.name, self.valid = kind, name, sorted(valid)
        super().__init__(f"unknown {kind} {name!r}; valid {kind}s: {', '.join(self.valid)}")

    def __str__(self) -> str:  # KeyError would otherwise quote the message
        return self.args[0]


class IllegalMoveError(GameSearchError, ValueError):
    """A move that is not legal in the given position."""

    def __init__(self, move: str, legal: Iterable[str], reason: str = ""):
        self.move, self.legal = move, list(legal)
        why = f" ({reason})" if reason else ""
        listed = ", ".join(self.legal) if self.legal else "none: the game is over"
        super().__init__(f"illegal move {move!r}{why}; legal moves: {listed}")


class MoveNotationError(GameSearchError, ValueError):
    """Text that is not a move in the game's notation."""

    def __init__(self, text: str, notation: str):
        self.text, self.notation = text, notation
        super().__init__(f"{text!r} is not a move in this game's notation: {notation}")


class WrongGameError(GameSearchError, TypeError):
    """A state handed to a game it does not belong to."""


class UnsupportedBoardError(GameSearchError, ValueError):
    """A board size or rule combination the game does not support."""


class InvalidSearchError(GameSearchError, ValueError):
    """Search options that cannot work: an impossible window, a negative depth, and the like."""


class TraceTooLargeError(GameSearchError):
    """A trace too big to record or to draw, with the option to use instead."""
