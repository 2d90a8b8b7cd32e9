"""Traces: what a search did, node by node, and their JSON form."""

from gamesearch.bounds import WHY
from gamesearch.trace.annotate import annotate, bound_violations
from gamesearch.trace.jsonio import load_trace, save_trace, trace_from_json, trace_to_json
from gamesearch.trace.model import EVENT_KINDS, MtdfPass, NodeRecord, Trace
from gamesearch.trace.proof import SolutionTree, pass_solution_trees, solution_tree

__all__ = [
    "EVENT_KINDS",
    "WHY",
    "MtdfPass",
    "NodeRecord",
    "SolutionTree",
    "Trace",
    "annotate",
    "bound_violations",
    "load_trace",
    "pass_solution_trees",
    "save_trace",
    "solution_tree",
    "trace_from_json",
    "trace_to_json",
]
