"""The site's build, in order: Pyodide's runtime and the kernel's wheels, the snapshot, the
staged notebooks, ``jupyter lite build`` (the spine), then the declared patches and pages.

The site runs Python in the browser with Pyodide and needs no server and no install:

- Pyodide's runtime (``pyodide.mjs``, the WebAssembly interpreter, the standard library and
  ``pyodide-lock.json``) comes from the npm package the line names (pinned in
  ``package.json``, installed by ``npm ci``), copied into the site.
- The kernel starts by loading, from the site itself, every package it needs
  (:data:`~site_build.config.KERNEL`, then the course): pure-Python wheels resolved against
  Pyodide's lock (:mod:`.lock`) and listed in the site's copy of it, so that
  ``loadPyodide({packages: …})`` installs them before the first cell runs. Pyodide's
  compiled packages (numpy, matplotlib) are on no registry this build may use: the site's
  lock points them at Pyodide's CDN, so a notebook that imports them fetches them from
  there, and only then.
- Every wheel gets its bytecode, compiled by the site's own Pyodide in Node
  (``compile_wheels.mjs``), and the kernel starts from a memory snapshot with IPython
  imported (:mod:`.snapshot`).
- The notebooks are staged as nbformat reads them, marked trusted, for two audiences: the
  open course, with solutions, and a graded class's, without (:mod:`.contents`).
- The site is cross-origin isolated on any host (:mod:`.pages`).

Nothing is written outside ``build/``: ``build/site-build/`` holds the downloads and the
staged input, ``build/site/`` the site.
"""

from __future__ import annotations

import json
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import npm_files
from packaging.utils import canonicalize_name

from site_build import pages, patches, snapshot
from site_build.config import (
    ASSIGNMENTS,
    COURSE,
    FROM_CDN,
    INSTALLED,
    KERNEL,
    KERNEL_ENV,
    KERNEL_PLUGIN,
    KERNEL_WHEELS,
    LABEXTENSIONS,
    ROOT,
    RUNTIME,
    SITE,
    SITE_KERNEL,
    STAGE,
    Upstream,
    run,
    selected,
)
from site_build.contents import (
    AUDIENCES,
    PUBLISHED_CHARTS,
    published_charts,
    site_for,
    stage_contents,
)
from site_build.lock import Lock, Wheel, build_wheel, needed, resolve, site_lock


def compile_wheels(runtime: Path) -> None:
    """Add bytecode, compiled by the site's Pyodide, to every wheel in ``runtime``: the
    kernel then imports IPython, jedi and the course without compiling them at each start
    (scripts/compile_wheels.py says how)."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("make site needs Node.js to compile its wheels: apt-get install nodejs")
    run([node, str(ROOT / "scripts" / "compile_wheels.mjs"), str(runtime), str(runtime)])


def lite_config(packages: list[str]) -> dict[str, Any]:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "gamesearch",
            "exposeAppInBrowser": True,  # for interrupt.js (the patch's page script)
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "loadPyodideOptions": {
                        "packages": packages,
                        "env": KERNEL_ENV,
                        "memorySnapshot": snapshot.SNAPSHOT,
                        "packageFiles": snapshot.FILES,
                    },
                    "disablePyPIFallback": True,
                }
            },
        },
    }


def kernel_wheels(lock: Lock, gamesearch: Wheel, stage: Path) -> dict[str, Wheel]:
    """Every pure-Python wheel the site's kernel loads, by name (:func:`~.lock.resolve`
    against Pyodide's ``lock``): the kernel's own, gamesearch's wheel ``gamesearch``, the
    site's kernel extension (built in ``stage``) and what they need."""
    local: dict[str, Wheel] = {}
    for path in sorted(KERNEL_WHEELS.glob("*.whl")):  # of two shims, the newer
        wheel = Wheel.read(path)
        local[canonicalize_name(wheel.name)] = wheel
    local["gamesearch"] = gamesearch
    local["site-kernel"] = build_wheel(stage / "dist", SITE_KERNEL)
    return resolve(lock, local, STAGE / "downloads")  # one download cache for every build


@dataclass(frozen=True)
class KernelVersions:
    """What the site's kernel runs gamesearch on: its Python (``3.14.2``) and the version of
    each package gamesearch and its charts need there, by name (the kernel's stand-ins for
    the browser left out)."""

    python: str
    packages: dict[str, str]

    @property
    def python_line(self) -> str:
        """The Python's release line (``3.14``), as conda and pip name a Python to install."""
        return ".".join(self.python.split(".")[:2])


def kernel_versions(line: Upstream, gamesearch: Wheel, stage: Path) -> KernelVersions:
    """The Python and package versions gamesearch's wheel ``gamesearch`` runs on in the site
    of ``line`` (staging in ``stage``): the wheels :func:`kernel_wheels` resolves, and the
    compiled packages at the versions of Pyodide's lock. gamesearch itself is left out.
    ``make assignments`` pins them in each autograder, so that a hand-in is graded on what
    it was worked on."""
    path = npm_files.installed(line.pyodide_package) / "pyodide-lock.json"
    lock = json.loads(path.read_text(encoding="utf-8"))
    wheels = kernel_wheels(lock, gamesearch, stage)
    used = needed(site_lock(lock, wheels, line.cdn), ["gamesearch", *FROM_CDN])
    # the kernel's own wheels are stand-ins for the browser (widgetsnbextension 4.0.999)
    shims = {name for name, wheel in wheels.items() if wheel.path.parent == KERNEL_WHEELS}
    packages = {
        name: entry["version"]
        for name, entry in used.items()
        if name != "gamesearch" and name not in shims
    }
    return KernelVersions(lock["info"]["python"], dict(sorted(packages.items())))


def runtime_with_wheels(lite: Path, stage: Path, line: Upstream) -> Path:
    """Pyodide's runtime in ``lite``'s static folder, with every wheel the kernel loads,
    compiled, in its lock, and the kernel's snapshots; return the runtime's folder."""
    runtime = lite / "static" / "pyodide"
    npm_files.copy(line.pyodide_package, {f: f for f in RUNTIME}, runtime)
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    wheels = kernel_wheels(lock, build_wheel(stage / "dist"), stage)
    for wheel in wheels.values():
        wheel.path = Path(shutil.copy2(wheel.path, runtime / wheel.path.name))
    compile_wheels(runtime)  # before the lock takes their hashes
    (runtime / "pyodide-lock.json").write_text(
        json.dumps(site_lock(lock, wheels, line.cdn), indent=1), encoding="utf-8"
    )
    snapshot.make(runtime, [*KERNEL, *COURSE], KERNEL_ENV)
    return runtime


def build(
    site: Path = SITE,
    stage: Path = STAGE,
    line: Upstream | None = None,
    assignments: Path = ASSIGNMENTS,
) -> Path:
    """Build the sites of upstream ``line`` (by default :func:`~site_build.config.selected`):
    the open course into ``site``, and beside it the class's (:mod:`.contents`), staging in
    ``stage``; return ``site``."""
    line = line or selected()
    missing = [name for name in LABEXTENSIONS if not (INSTALLED / name / "package.json").exists()]
    if missing:
        raise SystemExit(
            f"make site: the JupyterLab extensions {', '.join(missing)} are not installed in "
            f"{INSTALLED}: run `make site`, which installs them (pip install -e '.[site]')."
        )
    for patch in patches.PATCHES:  # before anything is built: a version no record knows
        patches.active(patch, line)
    lite = stage / "lite"
    shutil.rmtree(lite, ignore_errors=True)
    runtime_with_wheels(lite, stage, line)
    (lite / "jupyter-lite.json").write_text(
        json.dumps(lite_config([*KERNEL, *COURSE]), indent=2), encoding="utf-8"
    )
    build_config = {  # only LABEXTENSIONS, not everything installed
        "ignore_sys_prefix": ["federated_extensions"],
        "federated_extensions": [str(INSTALLED / name) for name in LABEXTENSIONS],
    }
    (lite / "jupyter_lite_config.json").write_text(
        json.dumps({"LiteBuildConfig": build_config}, indent=2), encoding="utf-8"
    )
    for audience in AUDIENCES:
        out = site_for(audience, site)
        lite_build(lite, stage, audience, assignments, out)
        applied = patches.apply_all(out, line)
        pages.isolate(out, applied)
        print(f"site for {audience!r}: {out}")
    graded = any(assignments.glob("*/student"))
    print(
        f"upstream line {line.name!r} (Pyodide {line.pyodide}); "
        f"patches: {', '.join(p.name for p in applied) or 'none'}; "
        f"{', '.join(FROM_CDN)} from {line.cdn}.\n"
        f"{site} is the open course (with solutions/, for self-study); "
        f"{site_for('class', site)} is for a graded class (no solutions; the assignments "
        f"{'in assignments/' if graded else 'once make assignments has run'}).\n"
        "Publish a folder on any static host; to try it here: "
        f"python3 -m http.server -d {site} 8000, then open "
        "http://localhost:8000/lab/index.html?path=00_start_here.ipynb"
    )
    return site


def lite_build(lite: Path, stage: Path, audience: str, assignments: Path, out: Path) -> None:
    """``jupyter lite build`` of ``lite`` (the runtime and config) with the contents for
    ``audience`` into ``out``."""
    contents = stage / f"contents-{audience}"
    stage_contents(contents, assignments, audience)
    shutil.rmtree(out, ignore_errors=True)
    for state in stage.glob(".jupyterlite.doit.db*"):  # doit would skip tasks it thinks done
        state.unlink()
    run(
        [
            *(sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(lite)),
            *("--contents", str(contents), "--output-dir", str(out)),
            "--no-sourcemaps",
        ],
        cwd=stage,  # where jupyter lite keeps its .jupyterlite.doit.db
    )
    (out / PUBLISHED_CHARTS).write_text(json.dumps(published_charts(contents)), encoding="utf-8")
