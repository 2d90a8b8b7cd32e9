"""Notebook widgets: step through a search, compare algorithms, play against the engine.

``Stepper``, ``Compare`` and ``Play`` are ipywidgets; each is a thin layer over a plain
model (:mod:`~gamesearch.widgets.stepper_model`, :mod:`~gamesearch.widgets.compare_model`,
:mod:`~gamesearch.widgets.play_model`) that imports no widget code. The widgets are loaded
on first use, so importing a model never loads ipywidgets.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_HOMES = {
    "Stepper": "gamesearch.widgets.stepper",
    "Compare": "gamesearch.widgets.compare",
    "Play": "gamesearch.widgets.play",
    "progress": "gamesearch.widgets.progress_bar",
    "StepperModel": "gamesearch.widgets.stepper_model",
    "CompareModel": "gamesearch.widgets.compare_model",
    "PlayModel": "gamesearch.widgets.play_model",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module 'gamesearch.widgets' has no attribute {name!r}")
    return getattr(import_module(_HOMES[name]), name)
