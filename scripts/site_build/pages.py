"""The site's pages and service worker: cross-origin isolation on any host, and the page
scripts of the active patches.

A host that reads ``_headers`` (Netlify, Cloudflare Pages) sends the COOP/COEP headers
itself. Elsewhere (GitHub Pages, a plain file server) the site's service worker adds them:
JupyterLite's own (renamed ``jupyterlite-service-worker.js``) keeps answering the kernel's
file requests, and ``coi-serviceworker`` (npm) answers those for pages and workers with the
headers (the patch "one service worker for both"). ``isolation.js``, the site's own script in
every page, registers the worker at once and reloads the page once when it first controls
it. Isolated, the kernel talks to its worker through SharedArrayBuffers and Kernel ›
Interrupt reaches a running cell.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import npm_files

from site_build.config import COI, ISOLATION
from site_build.patches import Patch

#: The site's own page script (no patch): it registers the site's service worker at once.
ISOLATION_SCRIPT = "isolation.js"


def page_scripts(patches: list[Patch]) -> list[str]:
    """The scripts first in every page, in order: the patches' that must run before the
    kernel's extension reads what they mend (waitasync.js), isolation, then the rest."""
    early = [p.page_script for p in patches if p.page_script == "waitasync.js"]
    late = [p.page_script for p in patches if p.page_script and p.page_script not in early]
    return [*early, ISOLATION_SCRIPT, *late]


def isolate(site: Path, patches: list[Patch]) -> None:
    """Make the built ``site`` cross-origin isolated and put the page scripts of the
    active ``patches`` in every page (see the module docstring)."""
    (site / "service-worker.js").rename(site / "jupyterlite-service-worker.js")
    scripts = page_scripts(patches)
    for name in ("service-worker.js", *scripts, "_headers"):
        shutil.copy(ISOLATION / name, site / name)
    npm_files.copy(COI, {"coi-serviceworker.js": "coi-serviceworker.js"}, site)
    tags = "".join(f'\n    <script src="../{name}"></script>' for name in scripts)
    for page in site.glob("*/index.html"):
        text = page.read_text(encoding="utf-8")
        page.write_text(text.replace("<head>", "<head>" + tags, 1), encoding="utf-8")
