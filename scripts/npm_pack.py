"""npm packages for the build scripts, fetched once from the npm registry with ``npm pack``.

The course's site, exports and player vendor browser packages (reveal.js, MathJax, Pyodide,
…) from the npm registry at build time; nothing fetched is committed. :func:`package` packs a
package's tarball once into ``build/npm/`` (git ignores ``build/``) and :func:`extract` copies
files out of it.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ROOT / "build" / "npm"


def package(spec: str) -> Path:
    """The tarball of npm package ``spec`` (``name@version``), packed once into :data:`PACKAGES`."""
    name, version = spec.rsplit("@", 1)
    tarball = PACKAGES / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
    if not tarball.exists():
        if shutil.which("npm") is None:
            sys.exit(
                f"this build needs npm to fetch {spec} once: install it "
                "(Debian/Ubuntu: sudo apt-get install npm) and run it again"
            )
        PACKAGES.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["npm", "pack", spec, "--pack-destination", str(PACKAGES)],
            check=True,
            capture_output=True,
        )
    return tarball


def extract(spec: str, files: dict[str, str], out: Path) -> None:
    """Copy ``files`` ({path inside the tarball: path under ``out``}) out of package ``spec``.

    A path that ends in ``/`` is a folder: every file under it is copied, keeping the folder's
    layout under its target (itself ending in ``/``).
    """
    with tarfile.open(package(spec)) as archive:
        members = {member.name: member for member in archive.getmembers() if member.isfile()}
        for inside, target in files.items():
            if inside.endswith("/"):
                found = {
                    name: target + name[len(inside) :]
                    for name in members
                    if name.startswith(inside)
                }
            else:
                found = {inside: target} if inside in members else {}
            if not found:
                raise FileNotFoundError(f"{inside} is not in npm package {spec}")
            for name, where in found.items():
                path = out / where
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(archive.extractfile(members[name]).read())
