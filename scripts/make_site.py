"""``make site``: the course as a JupyterLite site in ``build/site/``, served from any static
host (scripts/site_build/ builds it; its package docstring says how).

Usage: ``python scripts/make_site.py [--upstream current|next|LINE] [--out FOLDER]``. The
course's line (``current``) is installed into this environment first; ``next`` is the canary
against upstream's next release (``make site UPSTREAM=next``), built in an environment of its
own (scripts/site_build/environment.py). ``--install-only`` installs the course's line and
stops (``make setup`` runs it).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from site_build import environment
from site_build.build import build
from site_build.config import ASSIGNMENTS, CURRENT, LINES, SITE, STAGE, selected


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    lines = ["current", "next", *LINES]
    parser.add_argument("--upstream", choices=lines, help="the release line to build")
    parser.add_argument("--out", type=Path, default=SITE, help="the site's folder")
    parser.add_argument("--stage", type=Path, default=STAGE, help="where to stage its input")
    parser.add_argument(
        "--assignments", type=Path, default=ASSIGNMENTS, help="make assignments' output"
    )
    parser.add_argument(
        "--install-only", action="store_true", help="install the course's line, build nothing"
    )
    arguments = parser.parse_args()
    line = CURRENT if arguments.install_only else selected(arguments.upstream)
    if line is CURRENT:
        environment.install_here(line)
        if arguments.install_only:
            return
    elif not environment.is_environment_of(line):
        environment.build(line, arguments.out, arguments.stage, arguments.assignments)
        return
    build(arguments.out, arguments.stage, line, arguments.assignments)


if __name__ == "__main__":
    main()
