"""Checkers for the course's exercises.

Each ``check_*`` function runs your function on a set of textbook and random trees and
compares it with this package's reference algorithm, call by call: the nodes entered, the
windows passed down and the values returned. Each call is judged on the window it was given,
in the order calls return, so a mistake is named at the deepest node that makes it. It
returns a report that says either that all positions agree or what the first problem is: the
node, its window, what it returned, what it should have returned and what that value proves.

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
from gamesearch.exercises.mtdf import check_aspiration, check_id_mtdf, check_mtdf
from gamesearch.exercises.nodes import Node
from gamesearch.exercises.null_window import check_bisect, check_decide, check_zero_width
from gamesearch.exercises.own_game import check_own_game
from gamesearch.exercises.scout import check_negascout, check_negascout_wins, check_scout_test
from gamesearch.exercises.tables import check_probe, check_reproduction, check_store

__all__ = [
    "Node",
    "Report",
    "check",
    "check_alphabeta",
    "check_alphabeta_failsoft",
    "check_aspiration",
    "check_bisect",
    "check_decide",
    "check_id_mtdf",
    "check_minimax",
    "check_mtdf",
    "check_negamax",
    "check_negascout",
    "check_negascout_wins",
    "check_own_game",
    "check_probe",
    "check_reproduction",
    "check_scout_test",
    "check_store",
    "check_zero_width",
    "exercise_trees",
]
