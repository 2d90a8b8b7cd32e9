"""The player's data as a page with no kernel carries it: packed, compressed, in one text.

A page (:meth:`~gamesearch.widgets.stepper.Stepper.save_html`, a notebook's saved output,
its HTML export and its slides) carries a player's :class:`~gamesearch.widgets.payload.
PlayerData` as one base64 text (:func:`pack`): the gzip-compressed bytes of

* 4 bytes: the header's length ``H``, an unsigned little-endian integer;
* ``H`` bytes: the header, JSON in UTF-8: ``{"data": …, "columns": [[part, name, length,
  delta], …]}``, where ``data`` is the PlayerData without its :data:`~gamesearch.widgets.
  payload.Column` fields and ``columns`` lists them in the order their bytes follow;
* each column's ``length`` bytes, starting at an offset (from the first byte) that is a
  multiple of 8, zeros between, so each reads as a typed array where it lies.

A column with ``delta`` true (those of :data:`DELTA`) is written as the differences between
each entry and the one before it (the first: from 0), in the column's own type, modulo its
range: exact for every value, and ids that grow along the trace become runs of small numbers
that compress several times better. The front end
(``gamesearch/frontend/player/unpack.js``) decompresses the text with the browser's
``DecompressionStream``, adds the differences back up, and hands the data, its columns as
bytes, to the same reading as the widget's (``payload.checkData``).

The live widget sends its bytes as they are (anywidget's binary buffers);
:func:`~gamesearch.widgets.payload.json_ready` is the plain JSON form the schema describes.
"""

from __future__ import annotations

import base64
import gzip
import json
import sys
from array import array
from collections.abc import Mapping
from itertools import chain, pairwise
from typing import Any, Final

from gamesearch.widgets.payload import ARRAY_CODES, ColumnType

#: The columns written as differences (see the module docstring): node and event ids that
#: grow along the trace. On 06's 4 x 6 Reversi MTD(f) (52 055 nodes, 198 725 events) they
#: compress to 225 KB instead of 541 KB, and the page's data is 1.22 MB instead of 1.65 MB;
#: the other columns compress worse so (``cut_child`` is mostly -1; names, codes and cells
#: are not ordered).
DELTA: Final[Mapping[str, tuple[str, ...]]] = {
    "nodes": ("parent", "exit_at", "probe_at", "board"),
    "events": ("id", "entered"),
}
#: zlib's compression level: 9 takes eight times as long for 1.5 % less on a big player.
LEVEL: Final = 6
#: Each column starts at a multiple of this many bytes (a Float64 array's element).
ALIGN: Final = 8


def pack(data: Mapping[str, Any]) -> str:
    """``data`` (a PlayerData) as the base64 text a page carries (see the module docstring).

    The same data gives the same text (the gzip header's time is 0), so a notebook executed
    again changes only where its players changed."""
    rest: dict[str, Any] = dict(data)
    columns: list[list[Any]] = []
    blobs: list[bytes] = []
    for part, types in data["types"].items():
        rest[part] = dict(data[part])
        for name, kind in types.items():
            blob = bytes(rest[part].pop(name))
            delta = name in DELTA.get(part, ())
            if delta:
                blob = differences(blob, kind)
            columns.append([part, name, len(blob), delta])
            blobs.append(blob)
    header = json.dumps(
        {"data": rest, "columns": columns},
        ensure_ascii=False,
        separators=(",", ":"),
        allow_nan=False,
    ).encode()
    out = bytearray(len(header).to_bytes(4, "little") + header)
    for blob in blobs:
        out += bytes(-len(out) % ALIGN) + blob
    return base64.b64encode(gzip.compress(bytes(out), LEVEL, mtime=0)).decode("ascii")


def differences(column: bytes, kind: ColumnType) -> bytes:
    """The bytes of an int ``column`` of typed array ``kind`` (little-endian), written as
    the differences between each entry and the one before (the first: from 0), modulo the
    type's range: a running sum in the same type (``unpack.js``) gives the column back."""
    values = array(ARRAY_CODES[kind], column)
    if sys.byteorder == "big":
        values.byteswap()
    bits = 8 * values.itemsize
    half, mask = 1 << (bits - 1), (1 << bits) - 1
    steps = (((b - a + half) & mask) - half for a, b in pairwise(chain((0,), values)))
    out = array(values.typecode, steps)
    if sys.byteorder == "big":
        out.byteswap()
    return out.tobytes()
