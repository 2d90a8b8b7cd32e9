"""Turn each notebook of the course into a reveal.js deck in ``build/slides/`` (``make slides``).

The decks use the slide metadata committed in the notebooks (View → Cell Toolbar → Slideshow
in Jupyter to change it). They work from a file with no server and no network: reveal.js
4.0.2 (the version nbconvert's template is written for), require.js and jQuery are copied
beside them, and the players in them step with no kernel (they are self-contained HTML).
Long slides scroll. The three packages come from the npm registry through ``npm pack`` the
first time, into ``build/npm/`` (git ignores ``build/``); the theme's web fonts are
left out (it falls back to Helvetica). MathJax still comes from its CDN: offline, notebook
01's one formula stays TeX and nbconvert's slide-change hook reports "MathJax is not defined".

Usage: ``python scripts/make_slides.py [NOTEBOOK ...] [--out DIR]``; prints each deck's path.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from nbconvert import SlidesExporter

sys.path.insert(0, str(Path(__file__).parent))
from npm_pack import extract  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
#: npm package -> {file inside its tarball: where the deck's template looks for it}
FILES = {
    "reveal.js@4.0.2": {
        "package/dist/reveal.js": "reveal.js/dist/reveal.js",
        "package/dist/reveal.css": "reveal.js/dist/reveal.css",
        "package/dist/theme/white.css": "reveal.js/dist/theme/white.css",
        "package/plugin/notes/notes.js": "reveal.js/plugin/notes/notes.js",
    },
    "requirejs@2.3.7": {"package/require.js": "require.js"},
    "jquery@3.7.1": {"package/dist/jquery.min.js": "jquery.min.js"},
}


def copy_runtime(out: Path) -> None:
    """Put reveal.js, require.js and jQuery where the decks in ``out`` look for them."""
    for spec, files in FILES.items():
        extract(spec, files, out)


def make_deck(notebook: Path, out: Path) -> Path:
    """Write ``out/<notebook>.slides.html`` (and the files it needs beside it)."""
    out.mkdir(parents=True, exist_ok=True)
    copy_runtime(out)
    exporter = SlidesExporter(
        reveal_url_prefix="reveal.js",
        reveal_theme="white",
        reveal_scroll=True,
        require_js_url="require.js",
        jquery_url="jquery.min.js",
    )
    body, _ = exporter.from_filename(str(notebook))
    deck = out / f"{notebook.stem}.slides.html"
    deck.write_text(body, encoding="utf-8")
    return deck


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "slides")
    args = parser.parse_args()
    for notebook in args.notebooks or sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")):
        print(make_deck(notebook, args.out))


if __name__ == "__main__":
    main()
