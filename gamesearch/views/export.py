"""Save any picture of the course as SVG, PNG and PDF in one call, for slides and handouts.

>>> export(render_tree(trace), "figures/alpha-beta")              # doctest: +SKIP
[PosixPath('figures/alpha-beta.svg'), PosixPath('figures/alpha-beta.png'),
 PosixPath('figures/alpha-beta.pdf')]
"""

from __future__ import annotations

import io
import sys
from collections.abc import Iterable
from os import PathLike
from pathlib import Path
from typing import Any

from gamesearch.errors import (
    DotMissingError,
    ExtraMissingError,
    FolderNotFoundError,
    NotAPictureError,
    UnknownNameError,
)
from gamesearch.views.convert import convert_svg
from gamesearch.views.diagram import Diagram

#: The formats :func:`export` writes, each to a file with that extension.
FORMATS = ("svg", "png", "pdf")
#: What :func:`export` says in a browser, where it cannot make the files.
IN_A_BROWSER = (
    "Not saved: in the browser (JupyterLite) there is no Graphviz dot program or CairoSVG "
    "to make SVG, PNG or PDF files of this picture. Keep it from the page instead: print "
    "the notebook to PDF (Ctrl+P), or right-click a chart and save the image; to write the "
    "files, run the course in JupyterLab with Graphviz installed."
)


def export(
    picture: Any,
    path: str | PathLike[str],
    formats: str | Iterable[str] = FORMATS,
    *,
    scale: float = 2,
) -> list[Path]:
    """Save ``picture`` once in each of ``formats``; return the paths written, in that order.

    ``picture`` is any picture of the views:

    * a :class:`~gamesearch.views.diagram.Diagram`: the ``TreeDiagram`` of
      :func:`~gamesearch.views.tree.render_tree` (board thumbnails included), the legend;
    * a matplotlib ``Figure``, or an ``Axes`` (its whole figure is saved);
    * SVG text: :func:`~gamesearch.views.window.window_svg`,
      :func:`~gamesearch.views.tree.tree_svg`, or any ``str`` holding an ``<svg>``.

    ``path`` is the file name without its extension (``"figures/alpha-beta"``); each format
    adds its own (``.svg``, ``.png``, ``.pdf``). A last suffix that names one of
    :data:`FORMATS` is dropped first, so ``"figures/alpha-beta.png"`` saves the same files.
    The folder must exist; files already there are replaced. ``formats`` is any of
    :data:`FORMATS`, or one of them as a string. The PNG has ``scale`` pixels per CSS pixel
    of the picture as Jupyter shows it (2: sharp on a projector; 4: for print) and is opaque
    (pictures draw their white paper); the SVG and the PDF are vector pictures of that size.

    Raises UnknownNameError for a format not in :data:`FORMATS`, FolderNotFoundError when the
    folder does not exist, NotAPictureError for anything but the pictures above, and
    DotMissingError or ExtraMissingError when Graphviz's ``dot`` or CairoSVG is needed and
    missing; each before a file is written. In a browser (Pyodide: JupyterLite), where
    neither can run, a picture that needs them is not saved instead: :data:`IN_A_BROWSER`
    is printed (how to keep it from the page) and the list is empty, so a notebook runs on.
    """
    wanted = (formats,) if isinstance(formats, str) else tuple(formats)
    for fmt in wanted:
        if fmt not in FORMATS:
            raise UnknownNameError("format", fmt, FORMATS)
    target = Path(path)
    if target.suffix[1:] in FORMATS:
        target = target.with_suffix("")
    if not target.parent.is_dir():
        raise FolderNotFoundError(
            f"cannot save {target.name}: the folder {str(target.parent)!r} does not exist; "
            f"create it first (Path({str(target.parent)!r}).mkdir(parents=True)) or give "
            "a path in a folder that exists"
        )
    try:
        pictures = [_render(picture, fmt, scale) for fmt in wanted]  # all, before writing one
    except (DotMissingError, ExtraMissingError):
        if sys.platform != "emscripten":
            raise
        print(IN_A_BROWSER)
        return []
    written = []
    for fmt, data in zip(wanted, pictures, strict=True):
        file = target.with_name(f"{target.name}.{fmt}")
        file.write_bytes(data)
        written.append(file)
    return written


def _render(picture: Any, fmt: str, scale: float) -> bytes:
    """``picture`` as ``fmt`` bytes (see :func:`export`)."""
    if isinstance(picture, Diagram):
        if fmt == "svg":
            return picture.svg().encode("utf-8")
        return picture.png(scale) if fmt == "png" else picture.pdf()
    if isinstance(picture, str) and "<svg" in picture:
        return picture.encode("utf-8") if fmt == "svg" else convert_svg(picture, fmt, scale)
    figure = _figure(picture)
    if figure is None:
        raise NotAPictureError(
            f"cannot save a {type(picture).__name__}: export saves a diagram (render_tree, "
            "render_legend), a matplotlib Figure or Axes, or SVG text (window_svg, tree_svg)"
        )
    out = io.BytesIO()
    figure.savefig(out, format=fmt, dpi=figure.dpi * scale)
    return out.getvalue()


def _figure(picture: Any) -> Any:
    """The matplotlib Figure of ``picture`` (a Figure or an Axes), or None."""
    try:
        from matplotlib.axes import Axes
        from matplotlib.figure import Figure
    except ImportError:  # without matplotlib nothing can be a figure
        return None

    if isinstance(picture, Axes):
        return picture.figure
    return picture if isinstance(picture, Figure) else None
