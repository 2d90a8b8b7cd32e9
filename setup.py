"""The build hook: the front end is built before the package's files are collected.

Everything about the package is in ``pyproject.toml``; this file only adds one step to
setuptools' ``build_py`` and ``sdist``: ``npm ci`` (when ``node_modules/`` is missing or
older than ``package-lock.json``) and ``npm run build``, which bundle ``gamesearch/frontend/``
into ``gamesearch/static/`` (the package data every wheel, sdist and editable install
carries; never committed). An sdist has the built files and no ``package.json``, so a wheel
built from it needs no npm. A wheel also gets its build id: ``build_py`` writes
``gamesearch/static/build.json`` into the build folder, not the checkout
(:mod:`gamesearch.build_info` says what it holds).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

ROOT = Path(__file__).resolve().parent
BUILT = ROOT / "gamesearch" / "static"

sys.path.insert(0, str(ROOT))  # gamesearch.build_info needs nothing installed
from gamesearch.build_info import BUILD_FILE, content_id  # noqa: E402


def build_front_end() -> None:
    """Run ``npm ci`` if needed and ``npm run build`` in a source tree; nothing in an sdist."""
    if not (ROOT / "package.json").exists():
        return
    npm = shutil.which("npm")
    if npm is None:
        if any(BUILT.glob("*.js")):
            print(
                "warning: npm is missing, so the front end in gamesearch/static/ is packaged "
                "as it was last built",
                file=sys.stderr,
            )
            return
        raise SystemExit(
            "building gamesearch needs npm, to bundle its front end (gamesearch/frontend/) "
            "with packages from the npm registry: install it (Debian/Ubuntu: sudo apt-get "
            "install npm; elsewhere Node.js from nodejs.org) and build again"
        )
    installed = ROOT / "node_modules" / ".package-lock.json"
    lock = ROOT / "package-lock.json"
    if not installed.exists() or installed.stat().st_mtime < lock.stat().st_mtime:
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    subprocess.run([npm, "run", "--silent", "build"], cwd=ROOT, check=True)


def commit() -> str | None:
    """The git commit of the checkout, ``+modified`` when the package's files differ from it;
    None outside a git checkout (an sdist)."""
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        return None
    head = subprocess.run([git, "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    if head.returncode != 0:
        return None
    changed = subprocess.run(
        [git, "status", "--porcelain", "--", "gamesearch"], cwd=ROOT, capture_output=True, text=True
    )
    return head.stdout.strip() + ("+modified" if changed.stdout.strip() else "")


def write_build_file(package: Path) -> None:
    """Write the build id of the built ``package`` folder into its ``static/``."""
    record = {"id": content_id(package), "commit": commit()}
    (package / "static" / BUILD_FILE).write_text(json.dumps(record) + "\n", encoding="utf-8")


class BuildPy(build_py):
    def run(self) -> None:
        build_front_end()
        super().run()
        if not self.editable_mode:  # an editable install runs the checkout as it is now
            write_build_file(Path(self.build_lib) / "gamesearch")


class Sdist(sdist):
    def run(self) -> None:
        build_front_end()
        super().run()


setup(cmdclass={"build_py": BuildPy, "sdist": Sdist})
