"""Turn each notebook of the course into a reveal.js deck in ``build/slides/`` (``make slides``).

The decks use the slide metadata committed in the notebooks (View → Cell Toolbar → Slideshow
in Jupyter to change it). They work from a file with no server and no network: reveal.js,
require.js and jQuery are copied beside them from ``scripts/slides_vendor/``, and the
players in them step with no kernel (they are self-contained HTML). Long slides scroll.

Usage: ``python scripts/make_slides.py [NOTEBOOK ...] [--out DIR]``; prints each deck's path.
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

from nbconvert import SlidesExporter

ROOT = Path(__file__).resolve().parents[1]
VENDOR = ROOT / "scripts" / "slides_vendor"


def make_deck(notebook: Path, out: Path) -> Path:
    """Write ``out/<notebook>.slides.html`` (and the files it needs beside it)."""
    out.mkdir(parents=True, exist_ok=True)
    for item in VENDOR.iterdir():
        target = out / item.name
        if item.is_dir():
            shutil.copytree(item, target, dirs_exist_ok=True)
        elif item.suffix == ".js":
            shutil.copyfile(item, target)
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
