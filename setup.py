"""The build hook: the front end is built before the package's files are collected.

Everything about the package is in ``pyproject.toml``; this file only adds one step to
setuptools' ``build_py`` and ``sdist``: ``npm ci`` (when ``node_modules/`` is missing or
older than ``package-lock.json``) and ``npm run build``, which bundle ``gamesearch/frontend/``
into ``gamesearch/static/`` (the package data every wheel, sdist and editable install
carries; never committed). An sdist has the built files and no ``package.json``, so a wheel
built from it needs no npm.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

ROOT = Path(__file__).resolve().parent
BUILT = ROOT / "gamesearch" / "static"


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


class BuildPy(build_py):
    def run(self) -> None:
        build_front_end()
        super().run()


class Sdist(sdist):
    def run(self) -> None:
        build_front_end()
        super().run()


setup(cmdclass={"build_py": BuildPy, "sdist": Sdist})
