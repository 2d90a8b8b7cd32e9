"""Every change the site makes to other people's code, declared as data: :data:`PATCHES`.

Each :class:`Patch` names the package and the exact versions it is written for, what goes
wrong without it, the upstream issue or pull request (or the report to file, in
docs/upstream.md), and the release that makes it unnecessary. :func:`active` decides, from
the installed package's version, whether a patch applies, is not needed any more, or must
be looked at again; :func:`apply` rewrites or checks the built site's files and stops the
build, with the record, when what the patch expects is not there.
"""

from __future__ import annotations

import importlib.metadata
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from packaging.version import Version

from site_build.config import Upstream
from site_build.snapshot import START_SCRIPT

#: The kernel extension's scripts in the built site.
KERNEL_STATIC = "extensions/@jupyterlite/pyodide-kernel-extension/static"


@dataclass(frozen=True)
class Code:
    """Code a patch expects: ``pattern`` in the built site's ``files`` (a glob), ``count``
    times in all (exactly, where the patch rewrites it; at least, where it only checks)."""

    files: str
    pattern: re.Pattern[str]
    count: int = 1


@dataclass(frozen=True)
class Patch:
    """One change to another package's code (see the module docstring)."""

    name: str
    #: The package whose code it changes: a PyPI distribution, or ``npm:`` and the npm
    #: package (the line's own Pyodide, for ``npm:pyodide``).
    package: str
    #: The exact versions it is written for (and tested with).
    versions: tuple[str, ...]
    #: What goes wrong without it.
    fixes: str
    #: The upstream issue or pull request, or docs/upstream.md's report to file.
    upstream: str
    #: The first release that makes it unnecessary; None while upstream has none.
    unneeded_from: str | None
    #: The code it expects in the built site: what it rewrites, or (with no replacement)
    #: what it relies on.
    code: tuple[Code, ...] = ()
    #: What each match becomes (``re.sub``'s template, or a function of the built site that
    #: makes it); None: the code is only checked.
    replacement: str | Callable[[Path], str] | None = None
    #: A script put first in each rewritten file.
    prepend: Path | None = None
    #: A script of scripts/site_isolation/ put first in every page of the site.
    page_script: str | None = None

    def record(self) -> str:
        """The record as a maintainer reads it when the build stops."""
        fixed = f"unnecessary from {self.unneeded_from}" if self.unneeded_from else "no fix yet"
        return (
            f"patch {self.name!r} of {self.package} {', '.join(self.versions)}: {self.fixes} "
            f"Upstream: {self.upstream} ({fixed})."
        )


def installed_version(package: str, line: Upstream) -> str:
    """The version of ``package`` this build uses: Pyodide's as ``line`` pins it (the npm
    files are checked against the pin when copied), a Python package's as installed."""
    if package == "npm:pyodide":
        return line.pyodide
    return importlib.metadata.version(package)


def active(patch: Patch, line: Upstream) -> bool:
    """Whether ``patch`` applies to this build: True for a version it is written for, False
    from the version that makes it unnecessary on; any other version stops the build."""
    version = installed_version(patch.package, line)
    if version in patch.versions:
        return True
    if patch.unneeded_from is not None and Version(version) >= Version(patch.unneeded_from):
        return False
    raise SystemExit(
        f"make site: {patch.package} {version} is installed, and {patch.record()} "
        f"Check whether {version} still needs it, then add the version to the record in "
        "scripts/site_build/patches.py (and docs/upstream.md)."
    )


def apply(patch: Patch, site: Path) -> None:
    """Rewrite (or check) the built ``site``'s files as ``patch`` says; SystemExit, with the
    record, where its code is not found as expected."""
    for code in patch.code:
        texts = {path: path.read_text(encoding="utf-8") for path in sorted(site.glob(code.files))}
        counts = {path: len(code.pattern.findall(text)) for path, text in texts.items()}
        found = sum(counts.values())
        if found < code.count or (patch.replacement is not None and found != code.count):
            seen = {path.name: n for path, n in counts.items() if n} or "none"
            wanted = "exactly" if patch.replacement is not None else "at least"
            raise SystemExit(
                f"make site: {wanted} {code.count} match(es) of {code.pattern.pattern!r} were "
                f"expected in {code.files} and were found in {seen}: the package changed. "
                f"{patch.record()}"
            )
        if patch.replacement is None:
            continue
        template = patch.replacement
        if callable(template):
            template = template(site)
        start = patch.prepend.read_text(encoding="utf-8") if patch.prepend else ""
        for path, text in texts.items():
            if counts[path]:
                path.write_text(start + code.pattern.sub(template, text), "utf-8")


def apply_all(site: Path, line: Upstream) -> list[Patch]:
    """Apply every active patch's rewrite or check to the built ``site``; return the active
    patches (the page scripts among them are :mod:`.pages`' to put in)."""
    chosen = [patch for patch in PATCHES if active(patch, line)]
    for patch in chosen:
        apply(patch, site)
    return chosen


#: coincident 1.2.3's writing of a reply into the SharedArrayBuffer its caller waits on, as
#: jupyterlite-pyodide-kernel 0.8.6 bundles it (minified), in the page and in the worker:
#: ``for (let ui16a = new Uint16Array(sb.buffer), i = 0; i < result.length; i++) ui16a[i] =
#: result.charCodeAt(i)``, then ``Atomics.notify(sb, 0)``.
REPLY_WRITE = re.compile(
    r"for\(let (\w+)=new (\w+)\((\w+)\.buffer\),(\w+)=0;\4<(\w+)\.length;\4\+\+\)"
    r"\1\[\4\]=\5\.charCodeAt\(\4\)\}"
)
#: The same reply with its first two characters (the first Int32, which the caller waits
#: on) stored last and atomically.
WHOLE_REPLY_WRITE = (
    r"for(let \1=new \2(\3.buffer),\4=\5.length;\4-->2;)\1[\4]=\5.charCodeAt(\4);"
    r"Atomics.store(\3,0,\5.charCodeAt(0)|(\5.length>1?\5.charCodeAt(1)<<16:0))}"
)
#: Where the kernel's worker starts Pyodide (minified):
#: ``this._pyodide = await loadPyodide({indexURL: …, …})``.
LOAD = re.compile(r"(\w+)\._pyodide=await (\w+)\(\{indexURL:")
#: The same call through start_pyodide.js, with what the worker was started with as well
#: (``this._options``, which ``initialize`` sets first).
START = r"\1._pyodide=await gamesearchStartPyodide(\2,\1._options,{indexURL:"
#: The Python version the kernel's info reply gives (minified): a constant, "3.8".
LANGUAGE_VERSION = re.compile(r'(pygments_lexer:"ipython3",version:)"3\.8"')


def site_python(site: Path) -> str:
    """:data:`LANGUAGE_VERSION` with the Python of the built ``site``'s Pyodide (its lock's)."""
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text("utf-8"))
    return rf'\g<1>"{lock["info"]["python"]}"'


#: The kernel's workers: with SharedArrayBuffers (a cross-origin isolated page) and without.
WORKERS = ("coincident.worker.*.js", "comlink.worker.*.js")

PATCHES: tuple[Patch, ...] = (
    Patch(
        name="whole replies",
        package="jupyterlite-pyodide-kernel",
        versions=("0.8.6",),
        fixes=(
            "coincident 1.2.3, which the kernel bundles, writes a reply into the "
            "SharedArrayBuffer its caller waits on from the first character on; a caller "
            'that comes to wait late reads half a reply ("Bad control character in string '
            'literal in JSON"), a fatal error of the kernel. The rewrite stores the first '
            "two characters last, in one atomic store."
        ),
        upstream="https://github.com/jupyterlite/pyodide-kernel/pull/314 (coincident 4.1.1)",
        unneeded_from="0.9.0a1",
        code=(
            Code(f"{KERNEL_STATIC}/coincident.worker.*.js", REPLY_WRITE),  # the worker's
            Code(f"{KERNEL_STATIC}/[0-9]*.js", REPLY_WRITE),  # the page's
        ),
        replacement=WHOLE_REPLY_WRITE,
    ),
    Patch(
        name="waitAsync decided at once",
        package="jupyterlite-pyodide-kernel",
        versions=("0.8.6",),
        fixes=(
            "coincident 1.2.3 reads Atomics.waitAsync(...).value as a promise, but a wait "
            "decided at once (the worker wrote first, likely on a busy machine) gives the "
            'string "not-equal": the request throws, its reply is never sent and a Run All '
            "leaves cells at [*]. waitasync.js, first in every page, makes that result a "
            "promise too. Checked: the kernel's page bundle takes waitAsync from Atomics "
            "(once, as it loads: hence first)."
        ),
        upstream="https://github.com/jupyterlite/pyodide-kernel/pull/314 (coincident 4.1.1)",
        unneeded_from="0.9.0a1",
        code=(Code(f"{KERNEL_STATIC}/[0-9]*.js", re.compile(r"waitAsync:\w+\}=Atomics")),),
        page_script="waitasync.js",
    ),
    Patch(
        name="start from the memory snapshot",
        package="jupyterlite-pyodide-kernel",
        versions=("0.8.6", "0.9.0a1"),
        fixes=(
            "the kernel's workers start Python, unpack every wheel and import IPython at "
            "every start; rewritten, each starts Pyodide from the site's memory snapshot "
            "and packages' files (scripts/site_snapshot/start_pyodide.js, put first). A "
            "kernel with no drive (no service worker controls the page) starts in a copy "
            "of the site's files instead of an empty folder, so grader.check finds its "
            "tests and %load its file. Checked: initialize sets this._options first."
        ),
        upstream="docs/upstream.md#start-the-kernel-from-a-memory-snapshot (report to file)",
        unneeded_from=None,
        code=tuple(Code(f"{KERNEL_STATIC}/{worker}", LOAD) for worker in WORKERS),
        replacement=START,
        prepend=START_SCRIPT,
    ),
    Patch(
        name="Pyodide's private snapshot names",
        package="npm:pyodide",
        versions=("314.0.6", "314.0.7"),
        fixes=(
            "Pyodide has no public API for memory snapshots yet: the snapshot is made and "
            "loaded through _makeSnapshot, _loadSnapshot, _api, _module and the runtime's "
            "__PyRuntime and trampoline offset. Checked: each is still where it is used "
            "(a snapshot that fails to load is skipped at run time, with a warning)."
        ),
        upstream="https://github.com/pyodide/pyodide/pull/4652 (memory snapshots, open)",
        unneeded_from=None,
        code=(
            Code("static/pyodide/pyodide.mjs", re.compile("_loadSnapshot")),
            *(
                Code("static/pyodide/pyodide.asm.mjs", re.compile(name))
                for name in ("_makeSnapshot", "__PyRuntime", "__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET")
            ),
        ),
    ),
    Patch(
        name="one service worker for both",
        package="jupyterlite-core",
        versions=("0.8.6", "0.9.0a2"),
        fixes=(
            "a page has one service worker; JupyterLite's answers the kernel's file "
            "requests and coi-serviceworker adds the COOP/COEP headers that cross-origin "
            "isolate the site on hosts that send none (GitHub Pages). The site's "
            "service-worker.js imports both, routing each fetch to one of them by "
            "replacing self.addEventListener while each is imported. Checked: JupyterLite's "
            "worker listens for fetch through self.addEventListener."
        ),
        upstream="https://github.com/jupyterlite/jupyterlite/issues/1409 (open)",
        unneeded_from=None,
        code=(Code("service-worker.js", re.compile(r'addEventListener\("fetch"')),),
    ),
    Patch(
        name="one tab per link",
        package="jupyterlite-core",
        versions=("0.8.6", "0.9.0a2"),
        fixes=(
            "JupyterLab reopens every tab of the last layout when it starts, each notebook "
            "with its own kernel, so opening the course's ?path= links in turn piles up "
            "notebooks and kernels (10 links, 10 kernels). one-tab.js, in every page, clears "
            "JupyterLite's state database (IndexedDB store statedb) when a page is opened by "
            "a ?path= link, before JupyterLab reads it; the student's files are kept. "
            "Checked: JupyterLite keeps that state in a store named statedb."
        ),
        upstream=(
            "https://github.com/jupyterlab/jupyterlab/issues/9052 (open; ?reset clears the "
            "layout but drops ?path=)"
        ),
        unneeded_from=None,
        code=(Code("build/*.js", re.compile(r'storeName:"statedb"')),),
        page_script="one-tab.js",
    ),
    Patch(
        name="a drive only where it is served",
        package="jupyterlite-pyodide-kernel",
        versions=("0.8.6", "0.9.0a1"),
        fixes=(
            "The kernel mounts the drive wherever JupyterLite's service worker is "
            "registered (enabled || crossOriginIsolated), but the worker serves only the "
            "pages it controls: after a hard reload, or where a browser blocks service "
            "workers yet answers the registration, the drive's requests fail and the kernel "
            "never starts. unserved-drive.js, in every page after isolation.js, refuses a "
            "registration in a page no worker controls, so the kernel starts without a "
            "drive, in a copy of the site's files (the patch 'start from the memory "
            "snapshot'). Checked: JupyterLite's worker manager is enabled once registered."
        ),
        upstream="docs/upstream.md#a-drive-only-where-it-is-served (report to file)",
        unneeded_from=None,
        code=(
            Code(f"{KERNEL_STATIC}/[0-9]*.js", re.compile(r"\.enabled\)\|\|crossOriginIsolated")),
            Code("build/*.js", re.compile(r"get enabled\(\)\{return null!==this\._registration\}")),
        ),
        page_script="unserved-drive.js",
    ),
    Patch(
        name="players kept on save",
        package="jupyterlite-core",
        versions=("0.8.6", "0.9.0a2"),
        fixes=(
            "A player's output carries the live widget and the standalone player (text/html); "
            "JupyterLab draws the widget first, and after a save and a reload its model is "
            "gone with the kernel that made it, so every player says 'Loading widget...' "
            "until its cell runs again. saved-players.js, in every page, wraps the contents "
            "manager's save: the saved copy of such an output keeps only the standalone "
            "player, which steps with no kernel; the notebook on screen is untouched. "
            "Checked: JupyterLab's document context saves through its contents manager."
        ),
        upstream="https://github.com/jupyter-widgets/ipywidgets/issues/2549 (open)",
        unneeded_from=None,
        code=(Code("build/*.js", re.compile(r"this\._manager\.contents\.save\(")),),
        page_script="saved-players.js",
    ),
    Patch(
        name="Interrupt reaches a running cell",
        package="jupyterlite-pyodide-kernel",
        versions=("0.8.6", "0.9.0a1"),
        fixes=(
            "Kernel › Interrupt cancels only requests still waiting; a running cell goes on. "
            "interrupt.js, in every page, keeps the SharedArrayBuffer each kernel's worker "
            "posts (the site's kernel extension, site_kernel) and writes 2 into the "
            "current kernel's after an interrupt command, which raises KeyboardInterrupt."
        ),
        upstream="https://github.com/jupyterlite/jupyterlite/issues/459 (open)",
        unneeded_from=None,
        page_script="interrupt.js",
    ),
    Patch(
        name="the kernel's own Python version",
        package="jupyterlite-pyodide-kernel",
        versions=("0.8.6", "0.9.0a1"),
        fixes=(
            'The kernel\'s info reply gives language_info.version "3.8" whatever Python its '
            "Pyodide runs, and JupyterLab writes it into every notebook it saves, so a "
            "hand-in downloaded from the site says Python 3.8. The rewrite gives the version "
            "of the site's Pyodide (its lock's)."
        ),
        upstream="docs/upstream.md#report-the-kernels-own-python-version (report to file)",
        unneeded_from=None,
        code=(Code(f"{KERNEL_STATIC}/*.js", LANGUAGE_VERSION),),
        replacement=site_python,
    ),
)
