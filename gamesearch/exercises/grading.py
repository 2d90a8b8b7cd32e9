"""Scores from a checker's report, for autograders: the tests of ``make assignments`` call them.

A call-by-call check (the checkers of notebooks 01–03) judges every call on the window it
was given, except the calls a problem below them has spoilt
(:func:`~gamesearch.exercises.checker.judge`); each node the reference enters that the
function never called with the reference's window, because of a mistake above it, the
check calls itself with that window, so that each class is judged on its own
(:func:`~gamesearch.exercises.checker.judge_each_class`). It keeps for every position the
classes of node judged right and those with a problem of their own
(:class:`~gamesearch.exercises.checker.Outcome`; the classes are
:func:`~gamesearch.exercises.checker.node_class`'s: leaves, then PV, CUT and ALL nodes with
windows, MAX and MIN nodes in max/min form). A question's tests give one test case per class
of node, so a function that is wrong at one class loses that case's points only:

* a class is **right** when no node of that class has a problem of its own on any position,
  the function raised on no position, and at least one node of that class was judged right
  (a class none of whose nodes could be judged, each spoilt by a problem below it even
  when called with the reference's window, earns nothing);
* a check that records no classes of node (one window, bisection, the table's rules …) is
  right or wrong as a whole: :func:`failure` with no class.

A wrong value is charged where it first appears, not to the nodes above it that it spoils.
"""

from __future__ import annotations

from gamesearch.errors import InvalidArgumentError
from gamesearch.exercises.checker import NODE_CLASSES, Report

#: How a test case names each class of node.
CLASS_NAME = {
    "leaf": "leaves",
    "PV": "PV nodes (an exact value, inside the window)",
    "CUT": "CUT nodes (fail high: a lower bound)",
    "ALL": "ALL nodes (fail low: an upper bound)",
    "MAX": "MAX nodes",
    "MIN": "MIN nodes",
    "interior": "interior nodes",
}


def node_classes(report: Report) -> tuple[str, ...]:
    """The classes of node ``report``'s check judged right somewhere, in the order of
    :data:`~gamesearch.exercises.checker.NODE_CLASSES` (for a right answer: the classes its
    question scores)."""
    seen = {name for outcome in report.outcomes for name in outcome.right}
    return tuple(name for name in NODE_CLASSES if name in seen)


def failure(report: Report, node_class: str | None = None) -> str | None:
    """Why ``report`` earns no credit for ``node_class`` (see the module docstring), or
    None when it does. With no class, why the whole check fails (the report's own message).
    """
    if node_class is None:
        return None if report.ok else report.message
    if node_class not in CLASS_NAME:
        raise InvalidArgumentError(
            f"no class of node {node_class!r}: one of {', '.join(CLASS_NAME)}"
        )
    name = CLASS_NAME[node_class]
    for outcome in report.outcomes:
        if outcome.raised:
            return f"{name}: {outcome.message}"
    for outcome in report.outcomes:
        if node_class in outcome.wrong:
            return f"{name}: {outcome.wrong[node_class]}"
    if not any(node_class in outcome.right for outcome in report.outcomes):
        return (
            f"{name}: none could be judged: each one, called with the reference's window, "
            f"has a mistake below it ({report.message})"
        )
    return None


def assert_right(report: Report, node_class: str | None = None) -> None:
    """Raise :class:`AssertionError` saying why, unless ``report`` earns the credit for
    ``node_class`` (for the whole check with no class): an otter-grader test case's body."""
    reason = failure(report, node_class)
    if reason is not None:
        raise AssertionError(reason)
