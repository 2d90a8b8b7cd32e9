"""Every check of the course, on a machine too slow for the browser's time limit: the
checkers' own searches are stopped before they find anything. A check then says, in one line,
that it could not be made (``ReferenceStopped``); it never judges the student's code against
what a stopped search found, and never ends in another error."""

import ast
from pathlib import Path

import pytest
from shipped_solutions import solution
from test_solutions_check_again import main_block_checks

from gamesearch.errors import ReferenceStopped
from gamesearch.exercises.checker import Report

SOLVED = sorted((Path(__file__).resolve().parents[2] / "notebooks" / "solutions").glob("0*.py"))


def checks_of(solutions: Path) -> tuple[dict, list[str]]:
    """The solutions, with the checkers their ``__main__`` block imports, and that block's
    check calls of the package's checkers (not the notebook's own, which its cells define)."""
    names = dict(vars(solution(solutions.stem)))
    (block,) = [s for s in ast.parse(solutions.read_text()).body if isinstance(s, ast.If)]
    for statement in ast.walk(block):
        if isinstance(statement, ast.ImportFrom) and statement.module.startswith("gamesearch"):
            exec(ast.unparse(statement), names)
    calls = main_block_checks(solutions)
    return names, [call for call in calls if call.split("(")[0] in names]


CHECKS = [
    (solutions, call)
    for solutions in SOLVED
    if "__main__" in solutions.read_text()
    for call in checks_of(solutions)[1]
]


@pytest.mark.parametrize("solutions, call", CHECKS, ids=[call for _, call in CHECKS])
def test_a_check_whose_own_search_is_stopped_says_so_or_needs_none(
    solutions, call, every_search_stopped
):
    names, _ = checks_of(solutions)
    try:
        report = eval(call, names)
    except ReferenceStopped as stopped:  # what stopped it, and how to allow more time
        said = str(stopped)
        assert said.startswith("the check could not be made"), said
        assert "(search stopped: the browser's time limit of 1e-09 s reached)" in said, said
        assert said.endswith("gamesearch.search.limits.BROWSER_TIME_LIMIT = 120"), said
        assert stopped._render_traceback_() == [f"ReferenceStopped: {said}"]  # one line
        return
    # a check that makes no search of its own (a table's probe, say) judges the solution; one
    # whose search is the student's (a published row's measurement) says it stopped
    assert isinstance(report, Report), report
    assert report.ok or "a search that stopped before it found a value" in str(report), str(report)


def test_the_checks_whose_searches_were_stopped_include_every_kind_of_reference(
    every_search_stopped,
):
    """The test above reaches the checkers' reference searches (else it proves nothing):
    with every search stopped, each of these checks, one per kind of reference search,
    cannot be made."""
    stopping = {
        "check_alphabeta_failsoft(failsoft)",  # checker.Reference: a traced search per call
        "check_mtdf(mtdf)",  # MTD(f)'s passes
        "check_aspiration(deepen)",  # iterative deepening's trace
        "check_negascout(negascout)",  # NegaScout's own calls
        "check_negascout_wins(tree)",  # the leaves two searches evaluate
        "check_decide(decide)",  # a value (checker.value_of), inside the student's decide
    }
    assert stopping <= {call for _, call in CHECKS}
    for solutions, call in CHECKS:
        if call in stopping:
            names, _ = checks_of(solutions)
            with pytest.raises(ReferenceStopped):
                eval(call, names)
