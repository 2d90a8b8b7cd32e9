"""What the site build pins and where it reads and writes: one home for both.

Two release lines of JupyterLite can be built: :data:`CURRENT`, the one the course ships
(pinned in ``pyproject.toml``'s ``site`` extra and ``package.json``), and :data:`NEXT`, the
canary against upstream's next release (``make site UPSTREAM=next``; docs/upstream.md
records what it changes). Switching the course to the next line is one edit: ``CURRENT``
takes ``NEXT``'s pins.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import npm_files
from packaging.markers import default_environment

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"


@dataclass(frozen=True)
class Upstream:
    """A release line of JupyterLite, its Pyodide kernel and Pyodide, as the site uses it."""

    name: str
    #: The build's Python packages (pip requirements), for a line the ``site`` extra does
    #: not pin: its canary environment installs them over the extra's (see :mod:`.canary`).
    python: tuple[str, ...]
    #: The npm package (in package.json, an alias such as ``pyodide-next`` for a second
    #: version) whose files are the site's Pyodide.
    pyodide_package: str

    @property
    def pyodide_version(self) -> str:
        return npm_files.pinned(self.pyodide_package)

    @property
    def cdn(self) -> str:
        """Where Pyodide's own builds of its packages live; only compiled ones come from there."""
        return f"https://cdn.jsdelivr.net/pyodide/v{self.pyodide_version}/full/"


#: The line the course ships: the site extra's pins (jupyterlite-core and
#: jupyterlite-pyodide-kernel 0.8.6) and the Pyodide they are made for.
CURRENT = Upstream("current", (), "pyodide")
#: The canary: upstream's next line, with coincident 4.1.1 (jupyterlite/pyodide-kernel#314).
NEXT = Upstream(
    "next",
    ("jupyterlite-core==0.9.0a2", "jupyterlite-pyodide-kernel==0.9.0a1"),
    "pyodide-next",
)
LINES = {line.name: line for line in (CURRENT, NEXT)}


def selected(name: str | None = None) -> Upstream:
    """The line named ``name``, else by ``GAMESEARCH_UPSTREAM``, else :data:`CURRENT`."""
    name = name or os.environ.get("GAMESEARCH_UPSTREAM") or CURRENT.name
    if name not in LINES:
        raise SystemExit(f"make site: no upstream line {name!r}; choose one of {', '.join(LINES)}")
    return LINES[name]


STAGE = BUILD / "site-build"
SITE = BUILD / "site"
#: The student notebooks of ``make assignments``, staged into the site's ``assignments/``
#: when they have been built.
ASSIGNMENTS = BUILD / "assignments"
#: What makes the site cross-origin isolated and lets Interrupt reach a running cell: the
#: site's own page scripts and service worker (see :mod:`.pages`).
ISOLATION = ROOT / "scripts" / "site_isolation"
#: The npm package whose service worker adds the COOP/COEP headers.
COI = "coi-serviceworker"
#: Pyodide's runtime files, copied from the npm package into the site.
RUNTIME = (
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
    "package.json",
)
#: The compiled packages a notebook may fetch from the line's CDN: the only requests that
#: leave the site. Their pure-Python dependencies are vendored like the rest.
FROM_CDN = ("numpy", "matplotlib")

#: What the Pyodide kernel installs when it starts (its worker skips each one that
#: ``loadPyodideOptions.packages`` already loads), then the course.
KERNEL = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython")
COURSE = ("gamesearch", "site-kernel")
#: The site's own IPython extension for its kernel (scripts/site_kernel/: ``%load`` replaces
#: its cell, Interrupt's buffer), loaded by the IPython profile it carries.
SITE_KERNEL = ROOT / "scripts" / "site_kernel"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: Where this environment's JupyterLab extensions are installed.
INSTALLED = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
KERNEL_EXTENSION = INSTALLED / "@jupyterlite" / "pyodide-kernel-extension"
KERNEL_WHEELS = KERNEL_EXTENSION / "static" / "pypi"
#: The JupyterLab extensions the site's front end loads: the kernel, the widgets, the
#: pygments theme of rendered code and Notebook 7's "open in" link. ``jupyter lite build``
#: would copy every extension installed beside them (jupytext and ipylab come with
#: otter-grader), each one more script for every page to load.
LABEXTENSIONS = (
    "@jupyterlite/pyodide-kernel-extension",
    "@jupyter-widgets/jupyterlab-manager",
    "anywidget",
    "jupyterlab_pygments",
    "@jupyter-notebook/lab-extension",
)
#: The kernel's name in JupyterLite; the staged notebooks ask for it instead of ``python3``.
KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}

#: Pyodide's platform, for the environment markers of the wheels' requirements.
EMSCRIPTEN: dict[str, str] = {
    **{name: str(value) for name, value in default_environment().items()},
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "platform_machine": "wasm32",
    "os_name": "posix",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
    "python_version": "3.14",
    "python_full_version": "3.14.2",
    "extra": "",
}
#: Where Pyodide installs packages in the kernel's file system.
SITE_PACKAGES = f"/lib/python{EMSCRIPTEN['python_version']}/site-packages"
#: Where Pyodide installs the site's kernel extension's IPython profile (see SITE_KERNEL).
IPYTHONDIR = f"{SITE_PACKAGES}/site_kernel/ipython"
#: The kernel's environment variables, in the site's config and in its memory snapshot.
KERNEL_ENV = {"IPYTHONDIR": IPYTHONDIR}


def run(command: list[str], cwd: Path = ROOT) -> None:
    """Run ``command``, echoing it; CalledProcessError if it fails."""
    print("+", " ".join(map(str, command)), flush=True)
    subprocess.run(command, check=True, cwd=cwd)
