"""Search algorithms, each one page long, and the one entry point :func:`solve`."""

from gamesearch.search.algorithms import ALGORITHMS, get_algorithm
from gamesearch.search.api import SearchResult, rerun, solve
from gamesearch.search.ordering import Ordering
from gamesearch.search.stats import Stats
from gamesearch.search.ttable import TranspositionTable

__all__ = [
    "ALGORITHMS",
    "Ordering",
    "SearchResult",
    "Stats",
    "TranspositionTable",
    "get_algorithm",
    "rerun",
    "solve",
]
