"""``make site``: the course as a JupyterLite site in ``build/site/``, served from any static
host (scripts/site_build/ builds it; its package docstring says how).

Usage: ``python scripts/make_site.py [--upstream current|next] [--out FOLDER]``. ``next`` is
the canary against upstream's next release (``make site UPSTREAM=next``, which first sets up
its environment: scripts/site_build/canary.py).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from site_build import canary
from site_build.build import build
from site_build.config import ASSIGNMENTS, CURRENT, LINES, SITE, STAGE, selected


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--upstream", choices=sorted(LINES), help="the release line to build")
    parser.add_argument("--out", type=Path, default=SITE, help="the site's folder")
    parser.add_argument("--stage", type=Path, default=STAGE, help="where to stage its input")
    parser.add_argument(
        "--assignments", type=Path, default=ASSIGNMENTS, help="make assignments' output"
    )
    arguments = parser.parse_args()
    line = selected(arguments.upstream)
    if line is not CURRENT and not canary.is_environment_of(line):
        canary.build(line, arguments.out, arguments.stage, arguments.assignments)
    else:
        build(arguments.out, arguments.stage, line, arguments.assignments)


if __name__ == "__main__":
    main()
