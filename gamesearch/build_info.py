"""Which build of gamesearch is running: its version and the build id its wheel carries.

A wheel's build hook (``setup.py``) writes :data:`BUILD_FILE` into the wheel's
``gamesearch/static/``: ``id``, the first 12 hex digits of a SHA-256 over every other file
the wheel ships under ``gamesearch/`` (:func:`content_id`: two wheels of the same code have
the same id, whichever machine built them, and any change to the code changes it), and the
git commit the wheel was built from, where there is one. An editable install (``make
setup``'s) has no such file: its code is whatever the checkout holds now.

The graded notebooks show :func:`this_build` in their first cell's output
(:func:`gamesearch.exercises.grader.notebook_grader`), so a hand-in records the build it was
worked on, and ``make assignments`` compares it with the build it grades with.

Standard library only: ``setup.py`` imports :func:`content_id` before anything is installed.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

#: The build file's name in ``gamesearch/static/`` of a wheel.
BUILD_FILE = "build.json"
#: Hex digits of the build id.
ID_LENGTH = 12


def content_id(package: Path) -> str:
    """The build id of the package folder ``package`` (a wheel's ``gamesearch/``): a hash of
    each file's path and bytes, except :data:`BUILD_FILE` and compiled bytecode."""
    digest = hashlib.sha256()
    files = [
        path
        for path in package.rglob("*")
        if path.is_file() and path.name != BUILD_FILE and path.suffix != ".pyc"
    ]
    for path in sorted(files, key=lambda p: p.relative_to(package).as_posix()):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:ID_LENGTH]


@dataclass(frozen=True)
class Build:
    """A build of gamesearch: its version, its build id and the git commit it was built from
    (None for an editable install or a checkout, which has no build id)."""

    version: str
    id: str | None = None
    commit: str | None = None

    def __str__(self) -> str:
        if self.id is None:
            return f"gamesearch {self.version} (a source checkout: no build id)"
        return f"gamesearch {self.version}, build {self.id}"

    def record(self) -> dict[str, str | None]:
        """The build as a notebook's output metadata records it."""
        return {"version": self.version, "id": self.id, "commit": self.commit}


def this_build() -> Build:
    """The build of gamesearch this process imported."""
    try:
        version = metadata.version("gamesearch")
    except metadata.PackageNotFoundError:
        version = "(not installed)"
    path = Path(__file__).parent / "static" / BUILD_FILE
    if not path.is_file():
        return Build(version)
    written = json.loads(path.read_text(encoding="utf-8"))
    return Build(version, written["id"], written.get("commit"))
