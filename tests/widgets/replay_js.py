"""The player's front end run under Node on payloads: what it shows at every cursor, and
where its reducer gets to by pressing forward (``tests/frontend/replay.mjs``), for tests
that check it against the Python model."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from gamesearch.widgets.page_data import pack

ROOT = Path(__file__).resolve().parents[2]


def replay(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Per cursor 0 .. n, what the front end shows for ``data`` (a PlayerData)."""
    frames: list[dict[str, Any]] = replay_all([data])[0]["frames"]
    return frames


def replay_all(
    payloads: Sequence[dict[str, Any]], *, status_only: bool = False
) -> list[dict[str, Any]]:
    """For each PlayerData, in one Node run: ``frames`` (what each cursor shows; with
    ``status_only`` its text alone: its status line, sentence and question), ``nodes``
    (each node's entry and outcome as the front end writes them) and ``walks``, where
    pressing forward from the start stops (``cursor``, after ``presses``), plainly and in
    quiz mode answering each question right (``right``: how many)."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is missing: install npm (`sudo apt-get install npm`) or `make setup`")
    result = subprocess.run(
        [node, "tests/frontend/replay.mjs"],
        input=json.dumps(
            {"players": [pack(p) for p in payloads], "status": status_only},
            ensure_ascii=False,
            allow_nan=False,
        ),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    replays: list[dict[str, Any]] = json.loads(result.stdout)
    return replays
