"""The player's front end run under Node on a payload: what it shows at every cursor
(``tests/frontend/replay.mjs``), for tests that check it against the Python model."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def replay(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Per cursor 0 .. n, what the front end shows for ``data`` (a PlayerData)."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is missing: install npm (`sudo apt-get install npm`) or `make setup`")
    result = subprocess.run(
        [node, "tests/frontend/replay.mjs"],
        input=json.dumps(data, ensure_ascii=False, allow_nan=False),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    frames: list[dict[str, Any]] = json.loads(result.stdout)
    return frames
