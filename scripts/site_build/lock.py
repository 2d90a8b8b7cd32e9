"""The pure-Python wheels the site's kernel loads, and the site's copy of Pyodide's lock.

A package Pyodide's lock names is taken at the lock's version, with the lock's dependencies;
one it does not name comes from this checkout (gamesearch, the site's kernel extension, the
kernel's own wheels) or from PyPI (``pip download``), with its wheel's dependencies under
Pyodide's markers. Compiled packages stay on the CDN; the site's lock points at them there.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import shutil
import sys
import tempfile
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from email.parser import Parser
from pathlib import Path
from typing import Any

from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name, parse_wheel_filename
from packaging.version import Version

from site_build.config import BUILD, COURSE, EMSCRIPTEN, FROM_CDN, KERNEL, ROOT, run

#: Pyodide's lock file, as JSON: {"info": …, "packages": {name: entry}}.
Lock = dict[str, Any]


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


def build_wheel(out: Path, source: Path = ROOT) -> Wheel:
    """The wheel of the Python project in ``source`` (gamesearch's own: this checkout; any
    other is built from a copy in ``out``, so that setuptools' scratch stays out of it)."""
    if source == ROOT:
        BUILD.mkdir(exist_ok=True)
        # one build of the checkout at a time (make test's workers each build the site):
        # they share setuptools' scratch in build/ and the front end's gamesearch/static/
        with (BUILD / ".wheel.lock").open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            shutil.rmtree(out, ignore_errors=True)
            for scratch in [BUILD / "lib", *BUILD.glob("bdist.*")]:  # setuptools' own, kept
                shutil.rmtree(scratch, ignore_errors=True)  # between builds: deleted files ship
            pip_wheel(source, out)
    else:
        source = shutil.copytree(source, out / "source" / source.name, dirs_exist_ok=True)
        pip_wheel(source, out)
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


def pip_wheel(source: Path, out: Path) -> None:
    """``pip wheel`` of the project in ``source``, without its dependencies, into ``out``."""
    run([sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "--quiet", "-w", str(out)])


def download(requirements: list[str], out: Path) -> None:
    """Pure-Python wheels for ``requirements`` from PyPI, into ``out`` (no dependencies).
    Each wheel appears in ``out`` whole: builds running at once share it (make test's)."""
    out.mkdir(parents=True, exist_ok=True)
    python = EMSCRIPTEN["python_version"]
    with tempfile.TemporaryDirectory(dir=out, prefix=".downloading-") as partial:
        run(
            [
                *(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps"),
                *("--only-binary=:all:", "--platform=any", "--implementation=py", "--abi=none"),
                *(f"--python-version={python}", "-d", partial, *requirements),
            ]
        )
        for path in Path(partial).iterdir():
            path.replace(out / path.name)


def is_pure(entry: dict[str, Any]) -> bool:
    return str(entry["file_name"]).endswith("-none-any.whl")


class Resolution:
    """Every pure-Python wheel the kernel, the course and the CDN packages need, by name:
    :func:`resolve` runs one."""

    def __init__(self, lock: Lock, local: dict[str, Wheel], downloads: Path) -> None:
        self.packages: dict[str, dict[str, Any]] = lock["packages"]
        self.local, self.downloads = local, downloads
        self.chosen: dict[str, Wheel] = {}
        self.wanted: dict[str, SpecifierSet] = {}
        #: What each package needs, by name: its edges in the dependency graph.
        self.graph: dict[str, list[str]] = {}

    def run(self) -> dict[str, Wheel]:
        queue = [Requirement(name) for name in [*KERNEL, *COURSE, *FROM_CDN]]
        while queue:
            queue = self.step(queue)
        self.check_versions()
        self.check_nothing_from_the_cdn_at_start()
        return self.chosen

    def step(self, queue: list[Requirement]) -> list[Requirement]:
        """Take every requirement of ``queue``; return the requirements they bring."""
        fetch: list[str] = []
        found: list[Requirement] = []
        for requirement in queue:
            name = canonicalize_name(requirement.name)
            self.wanted[name] = self.wanted.get(name, SpecifierSet()) & requirement.specifier
            if name in self.graph or name in fetch:
                continue
            if name in self.local:
                self.chosen[name] = self.local[name]
                self.graph[name] = [r.name for r in self.local[name].needs()]
            elif name in self.packages and not is_pure(self.packages[name]):
                self.graph[name] = self.packages[name]["depends"]
            else:
                fetch.append(name)
                continue
            found += map(Requirement, self.graph[name])
        self.fetch(fetch)
        return found + [Requirement(d) for name in fetch for d in self.graph[name]]

    def fetch(self, names: list[str]) -> None:
        """Choose a wheel of each of ``names``, from the download cache or PyPI."""
        missing = [n for n in names if cached(self.downloads, n, self.pin(n)) is None]
        if missing:
            download([str(self.pin(n)) for n in missing], self.downloads)
        for name in names:
            path = cached(self.downloads, name, self.pin(name))
            if path is None:
                raise SystemExit(f"pip download gave no wheel of {self.pin(name)}")
            self.chosen[name] = Wheel.read(path)
            if name in self.packages:
                self.graph[name] = self.packages[name]["depends"]
            else:
                self.graph[name] = [r.name for r in self.chosen[name].needs()]

    def pin(self, name: str) -> Requirement:
        """What to ask pip for: the lock's version where the lock names ``name``."""
        if name in self.packages:
            return Requirement(f"{name}=={self.packages[name]['version']}")
        return Requirement(f"{name}{self.wanted[name]}")

    def check_versions(self) -> None:
        for name, specifier in self.wanted.items():
            chosen = self.chosen.get(name)
            version = chosen.version if chosen else self.packages[name]["version"]
            if version not in specifier:
                raise SystemExit(f"no single version of {name} fits {specifier}: have {version}")

    def check_nothing_from_the_cdn_at_start(self) -> None:
        """A compiled package the kernel or the course needs at start would make every start
        reach the CDN: that stops the build, naming the requirement to change."""
        for start in [*KERNEL, *COURSE]:
            for path in paths(self.graph, start):
                if path[-1] not in self.chosen:
                    raise SystemExit(
                        f"{' -> '.join(path)}: {path[-1]} is a compiled package only "
                        "Pyodide's CDN has, so every kernel start would fetch it. Mark the "
                        f"requirement of {path[1]} `; sys_platform != 'emscripten'` or move "
                        "it to an extra."
                    )


def resolve(lock: Lock, local: dict[str, Wheel], downloads: Path) -> dict[str, Wheel]:
    """Every pure-Python wheel the kernel, the course and the CDN packages need, by name
    (see the module docstring); SystemExit names a conflict or a compiled package needed at
    the kernel's start."""
    return Resolution(lock, local, downloads).run()


def paths(graph: dict[str, list[str]], start: str) -> list[list[str]]:
    """A shortest path from ``start`` to each package it needs, transitively."""
    found: dict[str, list[str]] = {canonicalize_name(start): [canonicalize_name(start)]}
    queue: list[str] = [canonicalize_name(start)]
    for name in queue:
        for dependency in map(canonicalize_name, graph.get(name, [])):
            if dependency not in found:
                found[dependency] = [*found[name], dependency]
                queue.append(dependency)
    return list(found.values())


def cached(folder: Path, name: str, requirement: Requirement) -> Path | None:
    """The newest wheel of ``name`` in ``folder`` that ``requirement`` admits, if any."""
    found: list[tuple[Version, Path]] = []
    for path in folder.glob("*.whl"):
        wheel_name, version, _, _ = parse_wheel_filename(path.name)
        if wheel_name == name and version in requirement.specifier:
            found.append((version, path))
    return max(found)[1] if found else None


def site_lock(lock: Lock, wheels: dict[str, Wheel], cdn: str) -> Lock:
    """Pyodide's lock with the vendored wheels local and every other package on ``cdn``."""
    packages = {}
    for name, entry in lock["packages"].items():
        packages[name] = {**entry, "file_name": cdn + entry["file_name"]}
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


def needed(lock: Lock, starts: Iterable[str]) -> dict[str, dict[str, Any]]:
    """The entries of ``lock`` for ``starts`` and every package they need, transitively, by
    name."""
    graph: dict[str, list[str]] = {name: e["depends"] for name, e in lock["packages"].items()}
    found = [path[-1] for start in starts for path in paths(graph, start)]
    return {name: lock["packages"][name] for name in found}


def outside(site: Path) -> dict[str, str]:
    """The files the built ``site`` may fetch from outside: {URL: package}.

    They are the CDN's files of :data:`FROM_CDN` and the compiled packages they need;
    every other file the course uses is in the site.
    """
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text("utf-8"))
    return {
        entry["file_name"]: name
        for name, entry in needed(lock, FROM_CDN).items()
        if entry["file_name"].startswith("https://")
    }
