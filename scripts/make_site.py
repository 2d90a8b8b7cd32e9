"""``make site``: the course as a JupyterLite site in ``build/site/``, served from any static host.

The site runs Python in the browser with Pyodide and needs no server and no install:

- Pyodide's runtime (``pyodide.mjs``, the WebAssembly interpreter, the standard library and
  ``pyodide-lock.json``) comes from the npm package ``pyodide`` (pinned in ``package.json``,
  installed by ``npm ci``), copied into the site.
- The kernel starts by loading, from the site itself, every package it needs: ``micropip``,
  ``piplite``, the ``ipykernel`` shim and ``pyodide-kernel`` (shipped with
  jupyterlite-pyodide-kernel), ``comm``, ``ipython``, ``jedi`` … and ``gamesearch`` from its own
  wheel, with its pure-Python dependencies (``ipywidgets``, ``anywidget``, ``graphviz``, ``tqdm``
  …). They are pure-Python wheels from PyPI, fetched here with ``pip download`` at the versions
  Pyodide's lock names where it names one, and listed in the site's copy of the lock, so that
  ``loadPyodide({packages: …})`` installs them before the first cell runs.
- Pyodide's compiled packages (numpy, matplotlib and the compiled libraries they need) are on
  no registry this build may use: the site's lock points them at Pyodide's CDN
  (:data:`CDN`), so a notebook that imports them fetches them from there, and only then.
  Everything else in the course runs without them, behind a firewall too.

- Every wheel gets its bytecode, compiled by the site's own Pyodide in Node
  (``compile_wheels.mjs``), so the kernel does not compile IPython, jedi and the course again
  at each start; and the site's kernel loads its own IPython extension (``site_kernel/``:
  ``%load`` replaces its cell, as in JupyterLab).
- The kernel starts from a memory snapshot of Pyodide with IPython imported, and writes its
  packages' files from one file, both made at build time (:mod:`kernel_snapshot`), instead
  of starting Python, unpacking each wheel and importing IPython each time.
- The notebooks are staged as nbformat reads them, marked trusted (:func:`stage_contents`).
- The site is cross-origin isolated on any host (:func:`isolate`): its service worker adds
  the COOP/COEP headers where the host sends none.

The front end's extensions (the kernel's, the widgets' ``@jupyter-widgets/jupyterlab-manager``
and ``anywidget`` …) are the ones :data:`LABEXTENSIONS` names, copied from this environment,
and no other extension installed here.

Usage: ``python scripts/make_site.py`` (``make site``). Nothing is written outside ``build/``:
``build/site-build/`` holds the downloads and the staged input, ``build/site/`` the site.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import zipfile
from dataclasses import dataclass, field
from email.parser import Parser
from pathlib import Path

import nbformat
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name, parse_wheel_filename

sys.path.insert(0, str(Path(__file__).parent))
import kernel_snapshot
import npm_files

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
STAGE = BUILD / "site-build"
SITE = BUILD / "site"

#: The Pyodide release the pinned jupyterlite-pyodide-kernel is made for (npm, package.json).
PYODIDE_VERSION = npm_files.pinned("pyodide")
#: What makes the site cross-origin isolated (scripts/site_isolation/: its service worker,
#: the script that reloads a page once it controls it, the headers file for hosts that read
#: one), and the npm package whose service worker adds the headers.
ISOLATION = ROOT / "scripts" / "site_isolation"
COI = "coi-serviceworker"
#: The scripts first in every page of the site: Atomics.waitAsync as the kernel expects it
#: (before the kernel's extension reads it), isolation, and Kernel › Interrupt (which reads
#: the app that ``exposeAppInBrowser`` puts at ``window.jupyterapp``).
PAGE_SCRIPTS = ("waitasync.js", "isolation.js", "interrupt.js")
#: Pyodide's runtime files, copied from the npm package into the site.
RUNTIME = [
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
    "package.json",
]
#: Where Pyodide's own builds of its packages live; only compiled ones are fetched from there.
CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"
#: The compiled packages a notebook may fetch from :data:`CDN`: the only requests that leave
#: the site. Their pure-Python dependencies are vendored like the rest.
FROM_CDN = ("numpy", "matplotlib")
#: The student notebooks of ``make assignments``, staged into the site's ``assignments/``
#: when they have been built.
ASSIGNMENTS = BUILD / "assignments"

#: What the Pyodide kernel installs when it starts (jupyterlite-pyodide-kernel 0.8's worker
#: skips each one that ``loadPyodideOptions.packages`` already loads), then the course.
KERNEL = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"]
COURSE = ["gamesearch", "site-kernel"]
#: The site's own IPython extension for its kernel (scripts/site_kernel/: ``%load`` replaces
#: its cell), and the IPython profile that loads it, where Pyodide installs it.
SITE_KERNEL = ROOT / "scripts" / "site_kernel"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: Where this environment's JupyterLab extensions are installed.
INSTALLED = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
KERNEL_WHEELS = INSTALLED / "@jupyterlite/pyodide-kernel-extension/static/pypi"
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
EMSCRIPTEN = {
    **default_environment(),
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


@dataclass
class Wheel:
    """A pure-Python wheel the site serves: its file, name, version and what it needs."""

    path: Path
    name: str
    version: str
    requires: list[Requirement] = field(default_factory=list)
    imports: list[str] = field(default_factory=list)

    @classmethod
    def read(cls, path: Path) -> Wheel:
        name, version, _, tags = parse_wheel_filename(path.name)
        if not any(tag.platform == "any" and tag.abi == "none" for tag in tags):
            raise SystemExit(f"{path.name} is not a pure-Python wheel; the site cannot use it")
        with zipfile.ZipFile(path) as archive:
            metadata = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
            message = Parser().parsestr(archive.read(metadata).decode())
            top = {
                part.split("/")[0].removesuffix(".py")
                for part in archive.namelist()
                if ".dist-info/" not in part and ".data/" not in part
            }
        requires = [Requirement(text) for text in message.get_all("Requires-Dist") or []]
        imports = sorted(t for t in top if t.isidentifier())
        return cls(path, name, str(version), requires, imports)

    def needs(self) -> list[Requirement]:
        """The requirements that apply under Pyodide (no extras asked for)."""
        return [r for r in self.requires if r.marker is None or r.marker.evaluate(EMSCRIPTEN)]


def run(command: list[str], cwd: Path = ROOT) -> None:
    print("+", " ".join(map(str, command)), flush=True)
    subprocess.run(command, check=True, cwd=cwd)


def build_wheel(out: Path, source: Path = ROOT) -> Wheel:
    """The wheel of the Python project in ``source`` (gamesearch's own: this checkout; any
    other is built from a copy in ``out``, so that setuptools' scratch stays out of it)."""
    if source == ROOT:
        shutil.rmtree(out, ignore_errors=True)
        for scratch in [BUILD / "lib", *BUILD.glob("bdist.*")]:  # setuptools' own, kept between
            shutil.rmtree(scratch, ignore_errors=True)  # builds: files deleted since would ship
    else:
        source = shutil.copytree(source, out / "source" / source.name, dirs_exist_ok=True)
    run([sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "--quiet", "-w", str(out)])
    name = "gamesearch" if source == ROOT else source.name
    (path,) = out.glob(f"{name}-*.whl")
    if source == ROOT:
        with zipfile.ZipFile(path) as archive:
            if not any(name.startswith("gamesearch/static/") for name in archive.namelist()):
                print(
                    "make site: WARNING: the gamesearch wheel has no built front end "
                    "(gamesearch/static/): diagrams will fail in the site with "
                    "FrontEndMissingError until it is built (make setup)",
                    file=sys.stderr,
                )
    return Wheel.read(path)


def download(requirements: list[str], out: Path) -> None:
    """Pure-Python wheels for ``requirements`` from PyPI, into ``out`` (no dependencies)."""
    out.mkdir(parents=True, exist_ok=True)
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--only-binary=:all:",
            "--platform=any",
            "--implementation=py",
            "--abi=none",
            "--python-version=3.14",
            "-d",
            str(out),
            *requirements,
        ]
    )


def is_pure(entry: dict) -> bool:
    return entry["file_name"].endswith("-none-any.whl")


def resolve(lock: dict, local: dict[str, Wheel], downloads: Path) -> dict[str, Wheel]:
    """Every pure-Python wheel the kernel, the course and the CDN packages need, by name.

    A package Pyodide's lock names is taken at the lock's version, with the lock's
    dependencies; one it does not name comes from ``local`` or PyPI, with its wheel's
    dependencies under Pyodide's markers. Compiled packages stay on the CDN, but one that the
    kernel or the course needs at start would make every start reach the CDN: that stops the
    build, naming the requirement to change.
    """
    packages = lock["packages"]
    chosen: dict[str, Wheel] = {}
    wanted: dict[str, SpecifierSet] = {}
    graph: dict[str, list[str]] = {}
    queue = [Requirement(name) for name in [*KERNEL, *COURSE, *FROM_CDN]]
    while queue:
        fetch: list[str] = []
        found: list[Requirement] = []
        for requirement in queue:
            name = canonicalize_name(requirement.name)
            wanted[name] = wanted.get(name, SpecifierSet()) & requirement.specifier
            if name in graph or name in fetch:
                continue
            if name in local:
                chosen[name] = local[name]
                graph[name] = [r.name for r in local[name].needs()]
            elif name in packages and not is_pure(packages[name]):
                graph[name] = packages[name]["depends"]
            else:
                fetch.append(name)
                continue
            found += map(Requirement, graph[name])
        missing = [n for n in fetch if cached(downloads, n, pin(n, packages, wanted)) is None]
        if missing:
            download([str(pin(n, packages, wanted)) for n in missing], downloads)
        for name in fetch:
            path = cached(downloads, name, pin(name, packages, wanted))
            if path is None:
                raise SystemExit(f"pip download gave no wheel of {pin(name, packages, wanted)}")
            chosen[name] = Wheel.read(path)
            if name in packages:
                graph[name] = packages[name]["depends"]
            else:
                graph[name] = [r.name for r in chosen[name].needs()]
            found += map(Requirement, graph[name])
        queue = found
    for name, specifier in wanted.items():
        version = chosen[name].version if name in chosen else packages[name]["version"]
        if version not in specifier:
            raise SystemExit(f"no single version of {name} fits {specifier}: have {version}")
    for start in [*KERNEL, *COURSE]:
        for path in paths(graph, start):
            if path[-1] not in chosen:
                raise SystemExit(
                    f"{' -> '.join(path)}: {path[-1]} is a compiled package only Pyodide's CDN "
                    "has, so every kernel start would fetch it. Mark the requirement "
                    f"of {path[1]} `; sys_platform != 'emscripten'` or move it to an extra."
                )
    return chosen


def paths(graph: dict[str, list[str]], start: str) -> list[list[str]]:
    """A shortest path from ``start`` to each package it needs, transitively."""
    found = {canonicalize_name(start): [canonicalize_name(start)]}
    queue = [canonicalize_name(start)]
    for name in queue:
        for dependency in map(canonicalize_name, graph.get(name, [])):
            if dependency not in found:
                found[dependency] = [*found[name], dependency]
                queue.append(dependency)
    return list(found.values())


def pin(name: str, packages: dict, wanted: dict[str, SpecifierSet]) -> Requirement:
    """What to ask pip for: the lock's version where the lock names ``name``."""
    if name in packages:
        return Requirement(f"{name}=={packages[name]['version']}")
    return Requirement(f"{name}{wanted[name]}")


def cached(folder: Path, name: str, requirement: Requirement) -> Path | None:
    """The newest wheel of ``name`` in ``folder`` that ``requirement`` admits, if any."""
    found = []
    for path in folder.glob("*.whl"):
        wheel_name, version, _, _ = parse_wheel_filename(path.name)
        if wheel_name == name and version in requirement.specifier:
            found.append((version, path))
    return max(found)[1] if found else None


def site_lock(lock: dict, wheels: dict[str, Wheel]) -> dict:
    """Pyodide's lock with the vendored wheels local and every other package on the CDN."""
    packages = {}
    for name, entry in lock["packages"].items():
        packages[name] = {**entry, "file_name": CDN + entry["file_name"]}
    for name, wheel in wheels.items():
        entry = lock["packages"].get(name)
        if entry is not None:
            depends = entry["depends"]
        else:
            depends = sorted({canonicalize_name(r.name) for r in wheel.needs()})
        packages[name] = {
            "name": name,
            "version": wheel.version,
            "file_name": wheel.path.name,
            "install_dir": "site",
            "sha256": hashlib.sha256(wheel.path.read_bytes()).hexdigest(),
            "package_type": "package",
            "imports": entry["imports"] if entry else wheel.imports,
            "depends": depends,
            "unvendored_tests": False,
        }
    return {**lock, "packages": packages}


def compile_wheels(runtime: Path) -> None:
    """Add bytecode, compiled by the site's Pyodide, to every wheel in ``runtime``: the
    kernel then imports IPython, jedi and the course without compiling them at each start
    (scripts/compile_wheels.py says how)."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("make site needs Node.js to compile its wheels: apt-get install nodejs")
    run([node, str(ROOT / "scripts" / "compile_wheels.mjs"), str(runtime), str(runtime)])


def stage_contents(out: Path) -> None:
    """The notebooks and their solutions, asking for the Pyodide kernel, as JupyterLite reads
    them, and the student notebooks of ``make assignments`` with their tests, if built, in
    ``assignments/``.

    JupyterLite hands a notebook's JSON to JupyterLab as it is, where a Jupyter server would
    first read it with nbformat. So the staged copy carries what nbformat would give: each
    text one string (the file's lists of lines would show in JupyterLab joined by commas:
    "," at the start of every output line after the first), and every code cell
    ``metadata.trusted`` (the server's mark for a signed notebook; a static site has no
    signatures), so that the saved players and diagrams run on open, as the course's own.
    """
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(ROOT / "notebooks" / "solutions", out / "solutions")
    notebooks = {
        out / notebook.name: notebook
        for notebook in sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    }
    for student in sorted(ASSIGNMENTS.glob("[0-9][0-9]_*/student")):
        folder = out / "assignments" / student.parent.name
        shutil.copytree(student / "tests", folder / "tests")
        notebooks[folder / f"{student.parent.name}.ipynb"] = (
            student / f"{student.parent.name}.ipynb"
        )
    for target, notebook in notebooks.items():
        book = nbformat.read(notebook, as_version=4)  # each text one string
        book.metadata["kernelspec"] = KERNELSPEC
        for cell in book.cells:
            if cell.cell_type == "code":
                cell.metadata["trusted"] = True
        target.write_text(json.dumps(book, indent=1), encoding="utf-8")


def lite_config(packages: list[str]) -> dict:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "gamesearch",
            "exposeAppInBrowser": True,  # for interrupt.js (see isolate)
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "loadPyodideOptions": {
                        "packages": packages,
                        "env": KERNEL_ENV,
                        "memorySnapshot": kernel_snapshot.SNAPSHOT,
                        "packageFiles": kernel_snapshot.FILES,
                    },
                    "disablePyPIFallback": True,
                }
            },
        },
    }


def outside(site: Path) -> dict[str, str]:
    """The files the built ``site`` may fetch from outside: {URL: package}.

    They are the CDN's files of :data:`FROM_CDN` and the compiled packages they need;
    every other file the course uses is in the site.
    """
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text("utf-8"))
    packages = lock["packages"]
    graph = {name: entry["depends"] for name, entry in packages.items()}
    allowed = {}
    for start in FROM_CDN:
        for path in paths(graph, start):
            entry = packages[path[-1]]
            if entry["file_name"].startswith(CDN):
                allowed[entry["file_name"]] = path[-1]
    return allowed


def isolate(site: Path) -> None:
    """Make the built ``site`` cross-origin isolated (COOP/COEP) on any host.

    A host that reads ``_headers`` (Netlify, Cloudflare Pages) sends the headers itself.
    Elsewhere (GitHub Pages, a plain file server) the site's service worker adds them:
    JupyterLite's own (renamed ``jupyterlite-service-worker.js``) keeps answering the
    kernel's file requests, and ``coi-serviceworker`` (npm) answers those for pages and
    workers with the headers (nothing else needs them); ``isolation.js``, in every page,
    registers the worker at once and reloads the page once when it first controls it.
    Isolated, the kernel talks to its worker through
    SharedArrayBuffers (``waitasync.js``, first in every page, and
    :func:`write_replies_whole` mend the two races of the library it uses for that), and
    Kernel › Interrupt reaches a running cell (``interrupt.js`` and the site's kernel
    extension, ``site_kernel``).
    """
    (site / "service-worker.js").rename(site / "jupyterlite-service-worker.js")
    for name in ("service-worker.js", *PAGE_SCRIPTS, "_headers"):
        shutil.copy(ISOLATION / name, site / name)
    npm_files.copy(COI, {"coi-serviceworker.js": "coi-serviceworker.js"}, site)
    scripts = "".join(f'\n    <script src="../{name}"></script>' for name in PAGE_SCRIPTS)
    for page in site.glob("*/index.html"):
        text = page.read_text(encoding="utf-8")
        page.write_text(text.replace("<head>", "<head>" + scripts, 1), encoding="utf-8")
    write_replies_whole(site)


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


def write_replies_whole(site: Path) -> None:
    """Make the kernel's replies through SharedArrayBuffers whole before they can be read.

    In a cross-origin isolated page the kernel and its worker call each other through
    coincident 1.2.3. The caller waits until the buffer's first Int32 is not 0, and the
    callee writes the reply's characters from the first on, then notifies. A caller that
    comes to wait after the first two characters are written (a busy machine delays it)
    reads a reply still being written: "Bad control character in string literal in JSON",
    a fatal error of the kernel. Here the callee writes the first two characters last, in
    one atomic store, so the reply is whole when the caller sees it. The bundle is pinned
    (jupyterlite-pyodide-kernel 0.8.6): if the code is not found where it is expected, in
    the page's bundle and in the worker's, the build stops.
    """
    static = site / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    patched = []
    for script in sorted(static.glob("*.js")):
        text, count = REPLY_WRITE.subn(WHOLE_REPLY_WRITE, script.read_text(encoding="utf-8"))
        if count:
            script.write_text(text, encoding="utf-8")
            patched.append(script.name)
    if len(patched) != 2 or not any(name.startswith("coincident.worker") for name in patched):
        raise SystemExit(
            f"make site: coincident's reply writing was expected once in the kernel's page "
            f"bundle and once in its worker, in {static}, and was found in "
            f"{patched or 'none'}: jupyterlite-pyodide-kernel changed; check "
            "make_site.write_replies_whole against the coincident it bundles now."
        )


def build(site: Path = SITE, stage: Path = STAGE) -> Path:
    """Build the site into ``site`` (staging in ``stage``); return ``site``."""
    missing = [name for name in LABEXTENSIONS if not (INSTALLED / name / "package.json").exists()]
    if missing:
        raise SystemExit(
            f"make site: the JupyterLab extensions {', '.join(missing)} are not installed in "
            f"{INSTALLED}: run `make site`, which installs them (pip install -e '.[site]')."
        )
    lite = stage / "lite"
    shutil.rmtree(lite, ignore_errors=True)
    runtime = lite / "static" / "pyodide"
    npm_files.copy("pyodide", {f: f for f in RUNTIME}, runtime)
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))

    local: dict[str, Wheel] = {}
    for path in sorted(KERNEL_WHEELS.glob("*.whl")):  # of two shims, the newer
        wheel = Wheel.read(path)
        local[canonicalize_name(wheel.name)] = wheel
    local["gamesearch"] = build_wheel(stage / "dist")
    local["site-kernel"] = build_wheel(stage / "dist", SITE_KERNEL)
    wheels = resolve(lock, local, STAGE / "downloads")  # one download cache for every build
    for wheel in wheels.values():
        wheel.path = Path(shutil.copy2(wheel.path, runtime / wheel.path.name))
    compile_wheels(runtime)  # before the lock takes their hashes
    (runtime / "pyodide-lock.json").write_text(
        json.dumps(site_lock(lock, wheels), indent=1), encoding="utf-8"
    )
    kernel_snapshot.make(runtime, [*KERNEL, *COURSE], KERNEL_ENV)
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
    stage_contents(stage / "contents")

    shutil.rmtree(site, ignore_errors=True)
    for state in stage.glob(".jupyterlite.doit.db*"):  # doit would skip tasks it thinks done
        state.unlink()
    run(
        [
            sys.executable,
            "-m",
            "jupyter",
            "lite",
            "build",
            "--lite-dir",
            str(lite),
            "--contents",
            str(stage / "contents"),
            "--output-dir",
            str(site),
            "--no-sourcemaps",
        ],
        cwd=stage,  # where jupyter lite keeps its .jupyterlite.doit.db
    )
    isolate(site)
    kernel_snapshot.start_workers_from_it(site)
    print(
        f"site: {site} ({len(wheels)} wheels in it; {', '.join(FROM_CDN)} from {CDN}).\n"
        "Publish the folder on any static host; to try it here: "
        f"python3 -m http.server -d {site} 8000, then open "
        "http://localhost:8000/lab/index.html?path=00_start_here.ipynb"
    )
    return site


if __name__ == "__main__":
    build()
