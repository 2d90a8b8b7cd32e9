"""The Python environment each release line of JupyterLite builds the site in.

The line the course ships (:data:`~.config.CURRENT`) builds in the course's own environment:
``make setup`` and ``make site`` install its pins there (:func:`install_here`). Any other
line, such as the canary (``make site UPSTREAM=next``, and ``make test-slow``, which runs the
site's tests against it), builds in an environment of its own, ``build/upstream-<line>/venv``,
with the package itself, the ``site`` extra and that line's pins, so trying it never changes
what ``make site`` builds.
"""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from site_build.config import BUILD, ROOT, Upstream

#: What the site's build needs besides the ``site`` extra: the JupyterLab extensions it
#: copies (the widgets' come with the package itself).
EXTENSIONS = ("jupyterlab_pygments", "notebook>=7")


def requirements(line: Upstream) -> list[str]:
    """The requirements of ``line``'s own environment: the ``site`` extra (as this environment's
    gamesearch declares it) with ``line``'s pins in place of the extra's own for the same
    packages, and :data:`EXTENSIONS`."""
    site = [Requirement(r) for r in importlib.metadata.requires("gamesearch") or []]
    extra = [r for r in site if r.marker and r.marker.evaluate({"extra": "site"})]
    extra = [r for r in extra if not r.marker or not r.marker.evaluate({"extra": ""})]
    pinned = {canonicalize_name(Requirement(r).name) for r in line.python}
    kept = [r for r in extra if canonicalize_name(r.name) not in pinned]
    return [*(f"{r.name}{r.specifier}" for r in kept), *line.python, *EXTENSIONS]


def is_environment_of(line: Upstream) -> bool:
    """Whether this Python has ``line``'s pins installed."""
    for requirement in map(Requirement, line.python):
        try:
            version = importlib.metadata.version(requirement.name)
        except importlib.metadata.PackageNotFoundError:
            return False
        if version not in requirement.specifier:
            return False
    return True


def install_here(line: Upstream) -> None:
    """Install ``line``'s pins into this Python unless they are there already."""
    if is_environment_of(line):
        return
    print(f"make site: installing JupyterLite's {line.name} line: {' '.join(line.python)} ...")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *line.python], check=True)


def python(line: Upstream) -> Path:
    """The Python of ``line``'s environment, made (or brought up to date) first."""
    venv = BUILD / f"upstream-{line.name}" / "venv"
    interpreter = venv / "bin" / "python"
    if not interpreter.exists():
        print(f"make site: making the {line.name} line's environment in {venv} ...", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    wanted = ["-e", str(ROOT), *requirements(line)]
    subprocess.run(
        [str(interpreter), "-m", "pip", "install", "--quiet", "--pre", *wanted], check=True
    )
    return interpreter


def build(line: Upstream, site: Path, stage: Path, assignments: Path) -> Path:
    """Build ``line``'s site into ``site`` in its own environment; return ``site``."""
    script = ROOT / "scripts" / "make_site.py"
    command = [str(python(line)), str(script), "--upstream", line.name]
    command += ["--out", str(site), "--stage", str(stage), "--assignments", str(assignments)]
    done = subprocess.run(command, cwd=ROOT)
    if done.returncode:
        raise SystemExit(f"make site: the {line.name} line's build failed (see above)")
    return site
