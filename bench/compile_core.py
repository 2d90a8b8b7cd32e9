"""Build the compiled core (:mod:`gamesearch.compiled`): a copy of the package and of the
benchmarks beside the checkout, ``build/compiled/KEY/``, with the hot path's modules compiled
by mypyc, and the hook-free listings the benchmarks compare it with (``bench/plain.py``), so
that compiled is timed against compiled.

Put that folder first on ``PYTHONPATH`` and ``import gamesearch`` finds the compiled modules
there (an extension module comes before a ``.py`` of the same name), the rest as the Python
source. The checkout itself never gets a compiled module, so an edit to a ``.py`` there is
never hidden by an old build. KEY is a hash of the package's sources, mypy's version and
Python's: a build is made once per source and reused, and replaces the one before.

``python -m bench.compile_core`` prints the folder; without a C compiler or Python's
headers it prints why and exits with 2 (``make bench`` then times the Python source alone).
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from gamesearch.compiled import COMPILED_MODULES

ROOT = Path(__file__).resolve().parents[1]
BUILDS = ROOT / "build" / "compiled"
#: The benchmarks' hook-free listings, compiled too (see the module docstring).
LISTINGS = ("bench/plain.py",)
#: The project's mypy settings (make lint's), without its warning about the sections that
#: concern modules not compiled here.
MYPYC_OPTIONS = ("--config-file", str(ROOT / "pyproject.toml"), "--no-warn-unused-configs")


def unavailable() -> str:
    """Why this machine cannot build the compiled core, or "" if it can."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler!r} is not on the PATH; on Debian: apt install gcc)"
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not headers.exists():
        return f"no Python headers ({headers} is missing; on Debian: apt install python3-dev)"
    try:
        importlib.metadata.version("mypy")
    except importlib.metadata.PackageNotFoundError:
        return "mypy (with its mypyc) is not installed: pip install -e '.[dev]'"
    return ""


def build_key() -> str:
    """A hash of everything a build depends on: the sources, mypy and Python."""
    digest = hashlib.sha256()
    digest.update(f"{sys.version} mypy {importlib.metadata.version('mypy')}".encode())
    for path in sorted([*(ROOT / "gamesearch").rglob("*.py"), *(ROOT / "bench").glob("*.py")]):
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def build() -> Path:
    """The folder to put first on PYTHONPATH for the compiled core, built if need be.
    RuntimeError (saying why) when :func:`unavailable` finds a reason, or mypyc fails."""
    reason = unavailable()
    if reason:
        raise RuntimeError(f"cannot build the compiled core: {reason}")
    target = BUILDS / build_key()
    if (target / "BUILT").exists():
        return target
    shutil.rmtree(BUILDS, ignore_errors=True)  # older sources' builds are of no more use
    for package in ("gamesearch", "bench"):
        shutil.copytree(
            ROOT / package,
            target / package,
            ignore=shutil.ignore_patterns("__pycache__", "frontend", "*.so"),
        )
    done = subprocess.run(
        [sys.executable, "-m", "mypyc", *MYPYC_OPTIONS, *COMPILED_MODULES, *LISTINGS],
        cwd=target,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        errors = [line for line in done.stdout.splitlines() if ": error:" in line]
        raise RuntimeError("mypyc failed:\n" + "\n".join(errors or [done.stdout, done.stderr]))
    shutil.rmtree(target / "build", ignore_errors=True)  # mypyc's C files and objects
    (target / "BUILT").write_text("\n".join((*COMPILED_MODULES, *LISTINGS)) + "\n")
    return target


def run_on(core: Path, code: str) -> str:
    """What the Python ``code`` prints, run by a second Python on the compiled core at
    ``core`` (from :func:`build`), which first checks that it imports the compiled modules."""
    check = (
        "import gamesearch.search.context as c\n"
        "assert not c.__file__.endswith('.py'), 'not compiled: ' + c.__file__\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", check + code],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join((str(core), str(ROOT)))},
        cwd=core,  # Python puts its working folder before PYTHONPATH
        timeout=600,
    )
    if done.returncode != 0:
        raise RuntimeError(f"the compiled core failed:\n{done.stderr}")
    return done.stdout


def main() -> int:
    try:
        print(build())
    except RuntimeError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
