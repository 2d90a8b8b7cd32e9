"""Search algorithms, each one page long, and the one entry point :func:`solve`.

An algorithm is added with :func:`register_algorithm` (see
:mod:`gamesearch.search.algorithms` for when to write an algorithm, a variant option or a
preset); its options are the fields of an :class:`AlgorithmOptions` class, each made with
:func:`option`.
"""

from gamesearch.search.algorithms import (
    ALGORITHMS,
    DEFAULT_ALGORITHM,
    Algorithm,
    get_algorithm,
    preset,
    register_algorithm,
)
from gamesearch.search.api import SearchResult, TracedResult, rerun, solve
from gamesearch.search.options import AlgorithmOptions, option
from gamesearch.search.ordering import Ordering
from gamesearch.search.request import DefaultDepth
from gamesearch.search.stats import Stats
from gamesearch.search.ttable import TranspositionTable

__all__ = [
    "ALGORITHMS",
    "DEFAULT_ALGORITHM",
    "Algorithm",
    "AlgorithmOptions",
    "DefaultDepth",
    "Ordering",
    "SearchResult",
    "Stats",
    "TracedResult",
    "TranspositionTable",
    "get_algorithm",
    "option",
    "preset",
    "register_algorithm",
    "rerun",
    "solve",
]
