"""A page's player data, packed and compressed (gamesearch.widgets.page_data). That the
front end unpacks it to exactly the data Python made is tested in Node
(tests/frontend/unpack.test.js), and through it every replay test (replay_js sends the
packed text), and in Chromium (tests/browser/test_player.py)."""

import base64
import gzip
import struct

from gamesearch.games.trees import PI_TREE
from gamesearch.search import solve
from gamesearch.widgets import Stepper
from gamesearch.widgets.page_data import DELTA, differences, pack
from gamesearch.widgets.payload import COLUMNS
from gamesearch.widgets.stepper import player_code_script


def test_the_columns_written_as_differences_are_whole_numbers():
    assert DELTA and all(COLUMNS[part][name] == "int" for part in DELTA for name in DELTA[part])


def test_differences_wrap_at_the_ends_of_the_columns_type():
    int8 = struct.pack("<5b", 5, 7, -1, 127, -128)
    # 127 - (-1) = 128 wraps to -128; -128 - 127 = -255 wraps to 1
    assert differences(int8, "Int8") == struct.pack("<5b", 5, 2, -8, -128, 1)
    int32 = struct.pack("<3i", -(2**31), 2**31 - 1, -1)
    assert differences(int32, "Int32") == struct.pack("<3i", -(2**31), -1, -(2**31))
    assert differences(b"", "Int16") == b""


def test_the_same_data_packs_to_the_same_text():
    """A notebook executed again changes only where its players changed: no time inside."""
    data = Stepper(solve(PI_TREE, algorithm="mtdf", trace=True)).data
    again = Stepper(solve(PI_TREE, algorithm="mtdf", trace=True)).data
    text = pack(data)
    assert text == pack(again)
    compressed = base64.b64decode(text)
    assert compressed[4:8] == bytes(4)  # gzip's modification time: none
    assert gzip.decompress(compressed)  # it is gzip


def test_a_page_carries_the_packed_data_and_no_json_of_it():
    stepper = Stepper(solve(PI_TREE, algorithm="mtdf", trace=True))
    host = stepper.to_html().removeprefix(player_code_script())  # what mounts the player
    assert f'const data = "{pack({**stepper.data, "quiz": False})}";' in host
    assert '"version"' not in host and stepper.data["title"] not in host
