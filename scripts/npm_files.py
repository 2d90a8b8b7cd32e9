"""Files of the browser packages the course's site and exports vendor, from ``node_modules``.

Every npm package a build copies into a page (Pyodide, coi-serviceworker, RequireJS, KaTeX,
reveal.js) is pinned in ``package.json`` beside the front end's build tools, and ``npm ci``
(run by ``make setup``) installs it with the integrity hash ``package-lock.json`` records.
:func:`copy` takes files out of the installed package after checking that it is the pinned
version, so a stale ``node_modules`` stops the build instead of shipping another release.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NODE_MODULES = ROOT / "node_modules"


def pinned(package: str) -> str:
    """The version of ``package`` that ``package.json`` pins (SystemExit if it pins none);
    for an alias (``"pyodide-314.0.7": "npm:pyodide@314.0.7"``), the version it names."""
    pins = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["devDependencies"]
    if package not in pins:
        raise SystemExit(f"package.json pins no npm package {package!r}: add it there")
    return str(pins[package]).rpartition("@")[2]


def installed(package: str) -> Path:
    """The folder of ``package`` in ``node_modules``, checked to be the pinned version."""
    folder = NODE_MODULES / package
    manifest = folder / "package.json"
    want = pinned(package)
    have = (
        json.loads(manifest.read_text(encoding="utf-8"))["version"] if manifest.exists() else None
    )
    if have != want:
        found = f"version {have} is installed" if have else "it is not installed"
        raise SystemExit(
            f"this build needs the npm package {package}@{want} and {found}: "
            "run `make setup` (it runs npm ci), then build again"
        )
    return folder


def copy(package: str, files: dict[str, str], out: Path) -> None:
    """Copy ``files`` ({path inside the package: path under ``out``}) out of ``package``.

    A path that ends in ``/`` is a folder: every file under it is copied, keeping its layout
    under the target (itself ending in ``/``). FileNotFoundError names a path the package
    does not have.
    """
    folder = installed(package)
    for inside, target in files.items():
        source = folder / inside
        if inside.endswith("/") and source.is_dir():
            found = {p: target + p.relative_to(source).as_posix() for p in source.rglob("*")}
            found = {p: where for p, where in found.items() if p.is_file()}
        else:
            found = {source: target} if source.is_file() else {}
        if not found:
            raise FileNotFoundError(f"{inside} is not in npm package {package}@{pinned(package)}")
        for path, where in found.items():
            (out / where).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, out / where)
