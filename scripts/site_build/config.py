"""What the site build pins and where it reads and writes: one home for both.

:data:`LINES` are the release lines of JupyterLite the site can be built with, each with the
exact versions of jupyterlite-core, jupyterlite-pyodide-kernel and Pyodide. :data:`CURRENT`
is the one the course ships, and switching the course to another line is its one line;
:data:`NEXT`, the newest line, is the canary (``make site UPSTREAM=next``; docs/upstream.md
records what it changes). The shipped line's Python packages are installed into the course's
environment by ``make setup`` and ``make site``; any other line builds in an environment of
its own (:mod:`.environment`).
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import npm_files
from packaging.markers import default_environment
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"


@dataclass(frozen=True)
class Upstream:
    """A release line of JupyterLite, as the site uses it: the exact versions of its two
    Python packages and of the Pyodide its kernel is made for."""

    name: str
    core: str
    kernel: str
    pyodide: str

    @property
    def python(self) -> tuple[str, ...]:
        """The line's Python packages, as pip requirements."""
        return (f"jupyterlite-core=={self.core}", f"jupyterlite-pyodide-kernel=={self.kernel}")

    @property
    def versions(self) -> dict[str, str]:
        """{package: version} for the packages the patch records name (Pyodide as
        ``npm:pyodide``)."""
        return {
            "jupyterlite-core": self.core,
            "jupyterlite-pyodide-kernel": self.kernel,
            "npm:pyodide": self.pyodide,
        }

    @property
    def pyodide_package(self) -> str:
        """The npm package whose files are the site's Pyodide: ``package.json``'s alias
        ``pyodide-<version>`` (SystemExit when package.json pins it to another version, or
        not at all)."""
        alias = f"pyodide-{self.pyodide}"
        if npm_files.pinned(alias) != self.pyodide:
            raise SystemExit(
                f"make site: the {self.name} line needs Pyodide {self.pyodide}: pin "
                f'"{alias}": "npm:pyodide@{self.pyodide}" in package.json\'s devDependencies, '
                "then run make setup"
            )
        return alias

    @property
    def cdn(self) -> str:
        """Where Pyodide's own builds of its packages live; only compiled ones come from there."""
        return f"https://cdn.jsdelivr.net/pyodide/v{self.pyodide}/full/"


LINES = {
    line.name: line
    for line in (
        Upstream("0.8", core="0.8.6", kernel="0.8.6", pyodide="314.0.6"),
        # coincident 4.1.1, which fixes its races (jupyterlite/pyodide-kernel#314)
        Upstream("0.9", core="0.9.0a2", kernel="0.9.0a1", pyodide="314.0.7"),
    )
}
#: The line the course ships: switching is this line, once the canary is green on the other.
CURRENT = LINES["0.8"]
#: The canary: the newest line (the shipped one when none is newer).
NEXT = max(LINES.values(), key=lambda line: Version(line.core))


def selected(name: str | None = None) -> Upstream:
    """The line named ``name`` (``current``, ``next`` or a line's own name), else by
    ``GAMESEARCH_UPSTREAM``, else :data:`CURRENT`."""
    name = name or os.environ.get("GAMESEARCH_UPSTREAM") or "current"
    named = {"current": CURRENT, "next": NEXT, **LINES}
    if name not in named:
        raise SystemExit(f"make site: no upstream line {name!r}; choose one of {', '.join(named)}")
    return named[name]


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
