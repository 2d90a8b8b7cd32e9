"""Numbers in JSON: the one policy of every file and payload gamesearch writes and reads.

JSON has no infinity and no NaN, and a reader in another language may not tell ``3.0`` from
``3``. So a number crosses the wire by these rules, whatever the document (a trace file,
:mod:`gamesearch.trace.jsonio`; the player's data, :mod:`gamesearch.widgets.payload`):

* **A number is finite and written as itself**; a float with a whole value is written as an
  integer (``3.0`` as ``3``; up to 2**53, where every reader's floats are still exact), so a
  document does not depend on whether a game scores with ints or floats. NaN, and a number
  too large for a float, are refused.
* **An infinity is only ever the open end of an interval** (a window (α, β), the bounds
  [lower, upper] of a table entry or of MTD(f)'s passes), and it is written ``null``: which
  infinity it is, the slot says. A null lower end (``alpha``, ``lower``, an interval's first
  item) is −∞, a null upper end (``beta``, ``upper``, its second item) is +∞. An infinity
  anywhere else, or on the wrong side (a lower end of +∞), is refused.
* **null anywhere else means "no value"** (a node that never returned, no depth limit),
  never an infinity.

This is the trace file's published rule (its version 1 wrote it so), kept for every document.
The front end's side of the policy is ``gamesearch/frontend/player/jsonnum.js``;
``tests/frontend/jsonnum.test.js`` checks it against :func:`cases`, made here.

The module sits at the bottom of the one-way flow beside :mod:`gamesearch.bounds` (every layer
that writes or reads JSON may import it) and imports nothing of the package but its errors.
Showing numbers to people (``−∞``, ``2.5``) is :func:`gamesearch.bounds.number`'s job, not
this module's.
"""

from __future__ import annotations

import math
import sys
from typing import Any, Literal

from gamesearch.errors import InvalidArgumentError, quote

INF = float("inf")
#: The largest whole number a float holds (about 1.8e308): a larger int is refused.
_LARGEST = int(sys.float_info.max)
#: Whole floats up to this size are written as integers (beyond it, not every integer is a
#: float, and a reader in JavaScript would round it: 1e300 stays 1e+300).
_EXACT = 2**53

#: Which end of an interval a number is: its null is −∞ at the lower end, +∞ at the upper.
Side = Literal["lower", "upper"]
#: The infinity a null stands for at each end.
OPEN_END: dict[Side, float] = {"lower": -INF, "upper": INF}

#: A number as the wire carries it (after :func:`number_to_json`).
Number = int | float


def _is_number(x: object) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def number_to_json(x: float) -> Number:
    """``x`` (a finite number) as JSON writes it: an integer if its value is whole.

    InvalidArgumentError (a ValueError) for NaN, an infinity (it can only be an interval's
    end: :func:`end_to_json`), a number too large for a float, or something not a number."""
    if type(x) is int and -_LARGEST <= x <= _LARGEST:  # the common case, first
        return x
    if not _is_number(x):
        raise InvalidArgumentError(f"expected a number, found {quote(x)}")
    if isinstance(x, int) or not math.isfinite(x):  # an int here is one too large
        raise InvalidArgumentError(
            f"expected a finite number, found {quote(x)}: JSON carries an infinity only as an "
            "interval's open end (null), and never NaN"
        )
    return int(x) if x.is_integer() and abs(x) <= _EXACT else x


def end_to_json(x: float, side: Side) -> Number | None:
    """The ``side`` end of an interval as JSON writes it: null for its open end (−∞ at the
    lower end, +∞ at the upper), else :func:`number_to_json`."""
    if x == OPEN_END[side]:
        return None
    return number_to_json(x)


def interval_to_json(interval: tuple[float, float] | list[float]) -> list[Number | None]:
    """``(lower, upper)`` (a window, a bound pair) as JSON writes it: ``[lower, upper]``."""
    lower, upper = interval
    return [end_to_json(lower, "lower"), end_to_json(upper, "upper")]


def number_from_json(x: Any) -> Number:
    """A number read from JSON, checked by the same rules as :func:`number_to_json` (a
    whole float read as an integer). InvalidArgumentError says what is wrong otherwise."""
    return number_to_json(x)


def end_from_json(x: Any, side: Side) -> float:
    """The ``side`` end of an interval read from JSON: null is the open end (−∞ at the
    lower end, +∞ at the upper); anything else :func:`number_from_json`."""
    return OPEN_END[side] if x is None else number_from_json(x)


def interval_from_json(data: Any) -> tuple[float, float]:
    """``[lower, upper]`` read from JSON as a pair of numbers, nulls the open ends."""
    if not isinstance(data, list) or len(data) != 2:
        raise InvalidArgumentError(f"expected [lower, upper], found {quote(data)}")
    return end_from_json(data[0], "lower"), end_from_json(data[1], "upper")


def _is_interval(value: Any, null: bool) -> bool:
    """A pair of numbers (infinities included; nulls too on the wire if ``null``): in a
    settings object (an option's window, the bounds of MTD(f)'s passes) it is an interval."""
    return (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(_is_number(v) or (null and v is None) for v in value)
    )


def settings_to_json(value: Any) -> Any:
    """A search's options or statistics as JSON writes them: tuples as lists, each pair of
    numbers an interval (:func:`interval_to_json`), every other number finite, recursively.
    InvalidArgumentError for a number the policy refuses (an infinity not an interval's)."""
    if _is_interval(value, null=False):
        return interval_to_json(value)
    if isinstance(value, (tuple, list)):
        return [settings_to_json(v) for v in value]
    if isinstance(value, dict):
        return {k: settings_to_json(v) for k, v in value.items()}
    return number_to_json(value) if _is_number(value) else value


def settings_from_json(value: Any) -> Any:
    """Options or statistics read back: each pair of numbers or nulls an interval (a tuple,
    nulls its open ends), every other number checked; the inverse of
    :func:`settings_to_json` (a pair of nulls is the whole line (−∞, +∞))."""
    if _is_interval(value, null=True):
        return interval_from_json(list(value))
    if isinstance(value, list):
        return [settings_from_json(v) for v in value]
    if isinstance(value, dict):
        return {k: settings_from_json(v) for k, v in value.items()}
    return number_from_json(value) if _is_number(value) else value


def cases() -> list[dict[str, Any]]:
    """The policy as a table, for the front end's test: each case is a slot (``number``,
    ``lower``, ``upper``), a value as Python holds it (infinities spelled ``"inf"`` /
    ``"-inf"`` here, since the table itself is JSON) and what the wire carries (``wire``),
    or ``refused`` for a value the policy refuses there."""
    values: list[float] = [0, 3, -3, 3.0, -4.0, 2.5, -0.5, 1e300, INF, -INF, math.nan]
    spelled = {INF: "inf", -INF: "-inf"}
    table: list[dict[str, Any]] = []
    slots: tuple[Literal["number"] | Side, ...] = ("number", "lower", "upper")
    for slot in slots:
        for x in values:
            case: dict[str, Any] = {
                "slot": slot,
                "value": spelled.get(x, "nan" if math.isnan(x) else x),
            }
            try:
                case["wire"] = number_to_json(x) if slot == "number" else end_to_json(x, slot)
            except InvalidArgumentError:
                case["refused"] = True
            table.append(case)
    return table
