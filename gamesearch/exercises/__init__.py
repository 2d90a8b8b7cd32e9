"""Checkers for the course's exercises.

Each ``check_*`` function runs your function on a set of textbook and random trees and
compares it with this package's reference algorithm, call by call: the nodes entered, the
windows passed down and the values returned. It returns a report that says either that all
positions agree or where the first difference is.

Write your functions against :class:`Node` and make them recursive by name
(``def negamax(node): ... negamax(child) ...``): the checker watches those calls.
"""

from gamesearch.exercises.basics import (
    check_alphabeta,
    check_alphabeta_failsoft,
    check_minimax,
    check_negamax,
    exercise_trees,
)
from gamesearch.exercises.checker import Report, check
from gamesearch.exercises.nodes import Node

__all__ = [
    "Node",
    "Report",
    "check",
    "check_alphabeta",
    "check_alphabeta_failsoft",
    "check_minimax",
    "check_negamax",
    "exercise_trees",
]
