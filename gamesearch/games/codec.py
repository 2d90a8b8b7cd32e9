"""The default JSON codec of a game's states and moves: plain values, written and read exactly.

A *plain value* is an ``int``, a finite ``float``, a ``str``, a ``bool``, ``None``, or a tuple
of plain values. JSON writes a tuple as an array; reading turns every array back into a
tuple (states and moves are hashable, so they never hold a list). A state may also be a
NamedTuple or a frozen dataclass of plain values: it is written as an object of its fields,
by name, and read back through its class (:func:`state_from_json` is given the class, from
the game's start position, so a file never names a class to build).

A value outside this (a ``frozenset``, an ``Enum``, a nested NamedTuple) is refused when
written, with a message saying which part and how to override the game's codec: the
reading side could not rebuild it exactly. :func:`same` is the exactness the round trip
promises: equal, and of the same types all the way down (``1`` is not ``1.0`` nor ``True``).
"""

from __future__ import annotations

import math
from dataclasses import fields, is_dataclass
from typing import Any

from gamesearch.errors import GameContractError, InvalidStateError, quote

_SCALARS = (int, float, str, bool, type(None))
#: What the default codec writes, for messages.
PLAIN = "ints, finite floats, strings, booleans, None and tuples of them"


def _fields_of(kind: type) -> tuple[str, ...] | None:
    """The field names a state class is written by: a NamedTuple's, a dataclass's init
    fields, or None for any other class (written as a plain value)."""
    if issubclass(kind, tuple) and hasattr(kind, "_fields"):
        names: tuple[str, ...] = kind._fields
        return names
    if is_dataclass(kind):
        return tuple(f.name for f in fields(kind) if f.init)
    return None


def plain_to_json(value: Any, what: str = "a move") -> Any:
    """``value`` as JSON data: tuples become lists. GameContractError (naming ``what``) for
    a value that is not plain (see the module docstring)."""
    kind = type(value)
    if kind is tuple:
        return [plain_to_json(item, what) for item in value]
    if kind in _SCALARS and not (kind is float and not math.isfinite(value)):
        return value
    raise GameContractError(
        f"{what} holds {quote(value)}, a {kind.__name__}, which the default JSON codec cannot "
        f"write back exactly: it writes {PLAIN}. Use those, or override the game's "
        "state_to_json/state_from_json (move_to_json/move_from_json for moves)"
    )


def plain_from_json(data: Any) -> Any:
    """JSON data read back as a plain value: every list becomes a tuple. InvalidStateError
    for an object (a plain value holds none)."""
    if isinstance(data, list):
        return tuple(plain_from_json(item) for item in data)
    if isinstance(data, dict):
        raise InvalidStateError(f"expected a plain value, found the object {quote(data)}")
    return data


def state_to_json(state: Any) -> Any:
    """A state as JSON data: an object of its fields for a NamedTuple or a dataclass, else
    the plain value (see the module docstring)."""
    names = _fields_of(type(state))
    if names is None:
        return plain_to_json(state, "the state")
    return {name: plain_to_json(getattr(state, name), f"the state's {name}") for name in names}


def state_from_json(kind: type, data: Any) -> Any:
    """A state of class ``kind`` read back from :func:`state_to_json`'s data;
    InvalidStateError says what does not fit."""
    names = _fields_of(kind)
    if names is None:
        state = plain_from_json(data)
        if type(state) is not kind:
            raise InvalidStateError(f"expected a {kind.__name__}, found {quote(data)}")
        return state
    if not isinstance(data, dict) or set(data) != set(names):
        raise InvalidStateError(
            f"expected an object with the fields {', '.join(names)}, found {quote(data)}"
        )
    try:
        return kind(**{name: plain_from_json(data[name]) for name in names})
    except (TypeError, ValueError) as error:  # the class's own checks refused the fields
        raise InvalidStateError(
            f"{kind.__name__} refused the fields {quote(data)}: {error}"
        ) from None


def same(a: Any, b: Any) -> bool:
    """``a == b`` with the same types all the way down (what a round trip must give)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if is_dataclass(a):
        names = _fields_of(type(a)) or ()
        return all(same(getattr(a, n), getattr(b, n)) for n in names) and bool(a == b)
    return bool(a == b)
