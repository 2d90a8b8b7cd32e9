"""The player data's binary columns (gamesearch.widgets.payload.COLUMN_TYPES) read back as
numbers, for tests that check what Python sends."""

from __future__ import annotations

import sys
from array import array
from typing import Any

from gamesearch.widgets.payload import COLUMN_TYPES

_TYPECODE = {"Int8": "b", "Int32": "i", "Float64": "d"}


def column(data: dict[str, Any], part: str, name: str) -> list[Any]:
    """The column ``part.name`` of ``data`` (a PlayerData) as a list of numbers."""
    values = array(_TYPECODE[COLUMN_TYPES[part][name]], data[part][name])
    if sys.byteorder == "big":
        values.byteswap()
    return values.tolist()
