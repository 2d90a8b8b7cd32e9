"""The player data's binary columns (gamesearch.widgets.payload.COLUMNS, each as the typed
array PlayerData.types names) read back as numbers, for tests that check what Python sends."""

from __future__ import annotations

import sys
from array import array
from typing import Any

_TYPECODE = {"Int8": "b", "Int16": "h", "Int32": "i", "Float32": "f", "Float64": "d"}


def column(data: dict[str, Any], part: str, name: str) -> list[Any]:
    """The column ``part.name`` of ``data`` (a PlayerData) as a list of numbers."""
    values = array(_TYPECODE[data["types"][part][name]], data[part][name])
    if sys.byteorder == "big":
        values.byteswap()
    return values.tolist()
