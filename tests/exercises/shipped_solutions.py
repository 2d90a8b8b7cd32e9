"""The notebooks' shipped solutions (``notebooks/solutions/NN_*.py``), loaded as modules, so
the tests check the very functions the notebooks show as right answers."""

import importlib.util
from functools import cache
from pathlib import Path
from types import ModuleType

SOLUTIONS = Path(__file__).resolve().parents[2] / "notebooks" / "solutions"


@cache
def solution(name: str) -> ModuleType:
    """The solutions file ``notebooks/solutions/{name}.py`` as a module."""
    spec = importlib.util.spec_from_file_location(f"solutions_{name}", SOLUTIONS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
