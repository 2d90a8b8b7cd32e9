"""A person's own code on the command line: modules they name, and installed plugins.

``gamesearch --import mygames solve nim`` imports ``mygames`` before anything else; a module
whose import registers games (:func:`~gamesearch.games.register_game`) and algorithms
(:func:`~gamesearch.search.register_algorithm`) makes them usable by name and listed in
``--help``. A module is named as Python imports it (``mygames.nim``: from the folder the
command runs in, or installed) or by its file's path (``mygames/nim.py``). A file is imported
as pytest imports a test file: its name, preceded by the name of each folder above it that
holds an ``__init__.py`` (a package), from the first folder that holds none; so
``mygames/nim.py`` is ``mygames.nim`` when ``mygames`` is a package, else ``nim`` from
``mygames/``.

An installed package makes its games and algorithms known to every command by naming a
module in the entry-point group ``gamesearch.plugins`` (in its ``pyproject.toml``:
``[project.entry-points."gamesearch.plugins"]`` then ``mygames = "mygames.plugin"``); the
command imports each such module first. Importing runs the module's code, so only the
command's own words and installed packages import anything (a trace file never does).
"""

from __future__ import annotations

import importlib
import os
import sys
from importlib import metadata
from pathlib import Path
from types import ModuleType

from gamesearch.errors import InvalidArgumentError

#: The entry-point group whose modules the command imports at its start.
ENTRY_POINTS = "gamesearch.plugins"


def is_path(reference: str) -> bool:
    """Whether ``reference`` names a module by its file (``a/b.py``), not by its name."""
    return reference.endswith(".py") or "/" in reference or os.sep in reference


def import_module(reference: str) -> ModuleType:
    """The module ``reference`` names (a dotted name or a ``.py`` file's path, see the module
    docstring), imported. InvalidArgumentError says, in one line, what is missing (and where
    it was looked for) or how the module's own code failed (chained to that error)."""
    if is_path(reference):
        path = Path(reference).resolve()
        if not path.is_file():
            raise InvalidArgumentError(
                f"no file {reference} to import (looked in {Path.cwd()}): check the path"
            )
        name = _module_name(path)
    else:
        name = reference
        if os.getcwd() not in sys.path:  # as ASGI servers import their app
            sys.path.insert(0, os.getcwd())
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name is None or not (name == error.name or name.startswith(error.name + ".")):
            raise _failed(reference, error) from error  # the module imports what is missing
        raise InvalidArgumentError(
            f"no module {reference} to import: run from the folder that holds "
            f"{name.replace('.', '/')}.py, give the file's path, or install its package"
        ) from None
    except Exception as error:  # the module's own code failed: say so, keep its traceback
        raise _failed(reference, error) from error
    if is_path(reference):
        _check_file(module, path, reference)
    return module


def _module_name(path: Path) -> str:
    """The dotted name ``path`` is imported by, its top folder put first on ``sys.path``."""
    parts = [] if path.stem == "__init__" else [path.stem]
    folder = path.parent
    while (folder / "__init__.py").is_file():
        parts.insert(0, folder.name)
        folder = folder.parent
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
    return ".".join(parts)


def _check_file(module: ModuleType, path: Path, reference: str) -> None:
    """Refuse a module of the same name already imported from another file."""
    found = getattr(module, "__file__", None)
    if found is None or Path(found).resolve() != path:
        raise InvalidArgumentError(
            f"{reference} would be the module {module.__name__}, but a module of that name is "
            f"already imported from {found or 'elsewhere'}: rename the file"
        )


def _failed(reference: str, error: BaseException) -> InvalidArgumentError:
    return InvalidArgumentError(
        f"importing {reference} failed: {type(error).__name__}: {error}"
        " (GAMESEARCH_DEBUG=1 shows the traceback)"
    )


def load_entry_points() -> list[str]:
    """Import the module of every installed ``gamesearch.plugins`` entry point; a warning
    for each that failed (naming it, its package and the error), so that a broken plugin
    does not stop the commands that do not need it."""
    warnings = []
    for entry in metadata.entry_points(group=ENTRY_POINTS):
        try:
            entry.load()
        except Exception as error:
            package = f" of {entry.dist.name}" if entry.dist is not None else ""
            warnings.append(
                f"the plugin {entry.name}{package} ({entry.value}) failed to load, so its "
                f"games and algorithms are missing: {type(error).__name__}: {error}"
            )
    return warnings
