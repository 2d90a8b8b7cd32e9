"""The course exported for places with no kernel and no network: ``make html``, ``make slides``.

``html`` writes each notebook as one HTML page into ``build/html/``; ``slides`` writes each
notebook's *lecture deck* (reveal.js) into ``build/slides/``. The deck is the notebook's cells
tagged ``lecture``, cut into slides by the slide types committed in the notebook (JupyterLab:
the property inspector's "Slide Type"; RISE presents the same slides live): a slide cell
opens each slide, the notes cells after it are its speaker notes (S), and only the outputs
of its code cells show. A slide tagged ``extended`` is one the 50-minute route leaves out
(``…lecture.slides.html?route=50``); ``?handout`` shows every slide beside its notes, to read
or print. docs/teaching.md says how to give a lecture from a deck.

Either folder works from a file, with no server and no network, copied anywhere: everything a
page loads is vendored beside it at build time from the npm packages ``package.json`` pins
(:mod:`npm_files`: installed by ``npm ci``, never committed):

- require.js, which nbconvert's pages and reveal.js load through;
- KaTeX and its fonts, which draw the maths of the Markdown cells;
- for the decks, reveal.js 4.0.2 (the version nbconvert's template is written for) with its
  speaker notes.

The templates in ``export_templates/`` extend nbconvert's (``lab`` and ``reveal``): they drop
the CDN scripts (MathJax, mermaid, jQuery), draw maths with KaTeX and wrap long code lines;
the deck's says how a slide is laid out. The players step with no kernel: they are
self-contained HTML in the committed outputs. The notebooks are exported as committed (never
executed), less the lines that only mark cells for the notebook tests (``# NBVAL_IGNORE_OUTPUT``).

Usage: ``python scripts/export_course.py {html,slides} [NOTEBOOK ...] [--out DIR]``; prints
each page's path (``NN_name.html``, or the deck ``NN_name.lecture.slides.html``).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

import nbformat
from jupyter_core.paths import jupyter_path
from nbconvert import HTMLExporter, SlidesExporter
from nbconvert.exporters import TemplateExporter
from nbconvert.preprocessors import CoalesceStreamsPreprocessor, Preprocessor
from nbformat import NotebookNode

sys.path.insert(0, str(Path(__file__).parent))
from npm_files import copy

from gamesearch.widgets.stepper import player_code_once

ROOT = Path(__file__).resolve().parents[1]
TEMPLATES = Path(__file__).parent / "export_templates"
#: What nbconvert hands each preprocessor beside the notebook.
Resources = dict[str, Any]

#: npm package (pinned in package.json) -> {file (or folder, ending in "/") in it: where the
#: pages look for it}
PAGE_FILES = {
    "requirejs": {"require.js": "require.js"},
    "katex": {
        "dist/katex.min.js": "katex/katex.min.js",
        "dist/katex.min.css": "katex/katex.min.css",
        "dist/fonts/": "katex/fonts/",
        "dist/contrib/auto-render.min.js": "katex/contrib/auto-render.min.js",
    },
}
DECK_FILES = {
    **PAGE_FILES,
    "reveal.js": {
        "dist/reveal.js": "reveal.js/dist/reveal.js",
        "dist/reveal.css": "reveal.js/dist/reveal.css",
        "dist/theme/white.css": "reveal.js/dist/theme/white.css",
        "dist/theme/fonts/source-sans-pro/": "reveal.js/dist/theme/fonts/source-sans-pro/",
        "plugin/notes/notes.js": "reveal.js/plugin/notes/notes.js",
    },
}


#: The tag (in a cell's metadata) of the cells a lecture deck shows.
LECTURE = "lecture"
#: The tag of a slide's opening cell whose slide the 50-minute route leaves out.
EXTENDED = "extended"
#: A deck's slide, in CSS px: a projector's 16:9, shown at scale 1 in a 1280 × 800 window.
SLIDE = (1280, 720)
#: The slide types that open a slide (``"slide"``) or a slide below it (``"subslide"``).
OPENS = ("slide", "subslide")


def is_lecture(cell: nbformat.NotebookNode) -> bool:
    """Whether ``cell`` is tagged :data:`LECTURE`."""
    return LECTURE in cell.get("metadata", {}).get("tags", [])


class LectureCells(Preprocessor):
    """Keeps the cells tagged :data:`LECTURE`, each on the slide it has in the full deck.

    A kept cell whose slide was opened by a cell left out opens that slide itself (a new
    slide wins over a slide below), so the lecture deck is the full deck less the cells not
    tagged, and less the slides that keep none.
    """

    def preprocess(self, nb: NotebookNode, resources: Resources) -> tuple[NotebookNode, Resources]:
        kept, opened = [], None  # the strongest opening since the last kept cell
        for cell in nb.cells:
            kind = cell.metadata.get("slideshow", {}).get("slide_type", "-")
            if kind in OPENS and opened != "slide":
                opened = kind
            if not is_lecture(cell):
                continue
            if opened and kind not in ("notes", "skip"):
                cell.metadata.setdefault("slideshow", {})["slide_type"] = opened
                opened = None
            kept.append(cell)
        nb.cells = kept
        return nb, resources


class MarkRoute(Preprocessor):
    """Marks the slides tagged :data:`EXTENDED` (``data-route="extended"`` on the slide), for
    the deck's 50-minute route to leave out."""

    def preprocess_cell(
        self, cell: NotebookNode, resources: Resources, index: int
    ) -> tuple[NotebookNode, Resources]:
        if EXTENDED in cell.metadata.get("tags", []):
            slideshow = cell.metadata.setdefault("slideshow", {})
            slideshow.setdefault("data", {})["route"] = EXTENDED
        return cell, resources


class StripTestMarkers(Preprocessor):
    """Drops the code lines that only mark a cell for nbval (``# NBVAL_IGNORE_OUTPUT`` …)."""

    MARKER = re.compile(r"^[ \t]*#[ \t]*NBVAL_[A-Z_]+[ \t]*(?:\n|$)", re.MULTILINE)

    def preprocess_cell(
        self, cell: NotebookNode, resources: Resources, index: int
    ) -> tuple[NotebookNode, Resources]:
        if cell.cell_type == "code":
            cell.source = self.MARKER.sub("", cell.source)
        return cell, resources


class PlayerCodeOnce(Preprocessor):
    """The page's first player carries the player's code, the others none: a lecture deck
    may have left out the cell that carried it in the notebook."""

    def preprocess(self, nb: NotebookNode, resources: Resources) -> tuple[NotebookNode, Resources]:
        player_code_once(o for cell in nb.cells if cell.cell_type == "code" for o in cell.outputs)
        return nb, resources


def exporter(kind: str) -> TemplateExporter:
    """nbconvert's exporter for ``kind`` with the course's template: ``"html"``, the whole
    notebook; ``"slides"``, the lecture deck (the cells tagged :data:`LECTURE`, outputs only)."""
    common = {
        "extra_template_paths": [str(TEMPLATES)],
        "require_js_url": "require.js",
        "preprocessors": [StripTestMarkers, PlayerCodeOnce],
    }
    if kind == "html":
        return HTMLExporter(template_file="course_html.html.j2", **common)
    if kind == "slides":
        # a cell's printed lines as one block, not one block a print
        common["preprocessors"] = [
            LectureCells,
            MarkRoute,
            CoalesceStreamsPreprocessor(enabled=True),
            *common["preprocessors"],
        ]
        return SlidesExporter(
            template_file="course_slides.html.j2",
            reveal_url_prefix="reveal.js",
            reveal_theme="white",
            reveal_width=str(SLIDE[0]),
            reveal_height=str(SLIDE[1]),
            exclude_input=True,
            exclude_input_prompt=True,
            exclude_output_prompt=True,
            **common,
        )
    raise ValueError(f"no export called {kind!r}: use 'html' or 'slides'")


def dark_theme_css() -> str:
    """JupyterLab's dark theme as nbconvert ships it (the CSS variables), for the pages and
    decks to follow a reader's dark colour scheme."""
    for root in jupyter_path("nbconvert", "templates", "lab", "static"):
        path = Path(root) / "theme-dark.css"
        if path.exists():
            return path.read_text(encoding="utf-8")
    raise FileNotFoundError("nbconvert's lab template (theme-dark.css) is not installed")


def export(kind: str, notebooks: list[Path], out: Path) -> list[Path]:
    """Write each notebook into ``out`` as ``kind`` and vendor what the pages load beside them.

    Returns the pages written: ``<notebook>.html``, or, for a notebook with cells tagged
    :data:`LECTURE`, its lecture deck ``<notebook>.lecture.slides.html``.
    """
    conversion = exporter(kind)  # an unknown kind fails before anything is written
    out.mkdir(parents=True, exist_ok=True)
    for package, files in (DECK_FILES if kind == "slides" else PAGE_FILES).items():
        copy(package, files, out)
    part = ".lecture" if kind == "slides" else ""
    dark_theme = dark_theme_css()
    pages = []
    for notebook in notebooks:
        book = nbformat.read(notebook, as_version=4)
        if part and not any(is_lecture(cell) for cell in book.cells):
            continue
        name = f"{notebook.stem} {part[1:]}".strip()  # the page's title: "<name> lecture slides"
        resources = {
            "metadata": {"name": name, "path": str(notebook.parent)},
            "dark_theme_css": dark_theme,
        }
        body, resources = conversion.from_notebook_node(book, resources)
        page = out / f"{notebook.stem}{part}{resources['output_extension']}"
        page.write_text(body, encoding="utf-8")
        pages.append(page)
    return pages


def course() -> list[Path]:
    """The course's notebooks, in order."""
    return sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kind", choices=["html", "slides"])
    parser.add_argument("notebooks", nargs="*", type=Path, help="default: the whole course")
    parser.add_argument("--out", type=Path, help="default: build/html or build/slides")
    args = parser.parse_args()
    out = args.out or ROOT / "build" / args.kind
    for page in export(args.kind, args.notebooks or course(), out):
        print(page)


if __name__ == "__main__":
    main()
