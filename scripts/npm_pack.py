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
    """Copy ``files`` ({path inside the tarball: path under ``out``}) out of package ``spec``."""
    with tarfile.open(package(spec)) as archive:
        for inside, target in files.items():
            member = archive.extractfile(inside)
            if member is None:
                raise FileNotFoundError(f"{inside} is not a file in npm package {spec}")
            path = out / target
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(member.read())
