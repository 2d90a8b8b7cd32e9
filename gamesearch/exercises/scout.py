"""Checkers for notebook 04: NegaScout, SCOUT's test, and a tree where NegaScout wins.

* :func:`check_negascout` — ``negascout(node, alpha, beta)`` on trees with integer leaves,
  searched to the end, as one of two variants. ``"negascout"`` (Reinefeld): fail-soft, the
  first child with the full window, every later child first with the null window (a, a + 1),
  a = max(alpha, best so far), and again with (v, beta) when the probe returns v with
  a < v < beta, keeping max(v, re-search). With no depth limit Reinefeld's rule "no
  re-search with at most 2 plies left" is not asked for: every such probe is re-searched.
  ``"pvs"`` (PVS as engines write it): fail-hard, the same probes, re-searched with the whole
  (a, beta). Compared call by call with the package's ``negascout`` or ``pvs``; a difference
  is explained by what the reference was doing there (a probe, a re-search).
* :func:`check_scout_test` — ``test(node, v, strict)``, Pearl's yes/no question in max/min
  form: is the value of ``node`` for MAX greater than v (``strict``) or at least v? Compared
  call by call with the rule of :func:`gamesearch.search.scout.scout_test`.
* :func:`check_negascout_wins` — a tree, as nested lists, on which NegaScout evaluates fewer
  leaves than fail-soft alpha-beta.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from gamesearch.errors import InvalidArgumentError
from gamesearch.exercises.basics import exercise_trees
from gamesearch.exercises.checker import (
    Call,
    Report,
    finished,
    fmt,
    fmt_window,
    record_calls,
    value_of,
)
from gamesearch.exercises.nodes import Node
from gamesearch.games.trees import TreeGame
from gamesearch.search import solve

INF = float("inf")


def negascout_trees() -> list[Node]:
    """The exercise trees, plus two on which NegaScout must re-search."""
    extra = [
        TreeGame([[1, 2], [5, 6]], names="RABCDEF", title="re-search"),
        TreeGame([[[4, 1], [2, 6]], [[7, 3], [9, 5]], [[8, 2], [6, 9]]], title="re-search-3"),
    ]
    return [*exercise_trees(), *(Node.root(g) for g in extra)]


# -- NegaScout ---------------------------------------------------------------------------
class ReferenceCall(NamedTuple):
    """One call of the package's NegaScout (or PVS): its node, window and value, and why
    it was made (``"null-window"``, ``"re-search"``, …: :data:`gamesearch.bounds.WHY`)."""

    label: str
    window: tuple[float, float]
    value: float
    why: str


def _reference_negascout(node: Node, variant: str = "negascout") -> list[ReferenceCall]:
    """The package's NegaScout (or PVS) on ``node``: each call and why it was made."""
    trace = finished(solve(node.game, node.state, variant, ordering="natural", trace=True)).trace
    calls = []
    for i, n in trace.walk():
        label = Node(node.game, trace.state(i), tuple(trace.path(i))).label
        calls.append(ReferenceCall(label, (n.alpha, n.beta), n.value, n.why))
    return calls


def _windows_differ(a: Sequence[float], b: Sequence[float]) -> bool:
    return any(float(x) != float(y) for x, y in zip(a, b, strict=True))


def _negascout_difference(
    mine: list[Call], reference: list[ReferenceCall], pvs: bool = False
) -> str | None:
    seen: set[str] = set()
    again = "(a, β)" if pvs else "(v, β)"
    for i, (call, ref) in enumerate(zip(mine, reference, strict=False)):
        k, why = i + 1, ref.why
        if call.label != ref.label:
            if why == "re-search":
                return (
                    f"call {k}: you searched {call.label}, but the reference now re-searches "
                    f"{ref.label}: its null-window probe returned a value v with a < v < β, "
                    "which proves only that the move is better, not by how much; search it "
                    f"again with {again}"
                )
            if call.label in seen:
                return (
                    f"call {k}: you searched {call.label} a second time, but the reference "
                    f"goes on to {ref.label}: re-search only when the probe's value v lies "
                    "strictly between a and β (v <= a: the move is no better; v >= β: it "
                    "refutes the node)"
                )
            return (
                f"call {k}: you searched {call.label}, but the reference searches {ref.label} "
                "there (check the cut condition best >= β and the move order)"
            )
        seen.add(call.label)
        if call.window is None:
            return f"call {k}: call {call.label} with a window: negascout(node, alpha, beta)"
        if _windows_differ(call.window, ref.window):
            mine_w, ref_w = fmt_window(call.window), fmt_window(ref.window)
            if why == "null-window":
                hint = (
                    "every child after the first is first probed with the null window "
                    "(a, a + 1), a = max(α, best so far), which the child sees as (−a − 1, −a)"
                )
                return (
                    f"call {k}: you searched {call.label} with window {mine_w}, the reference "
                    f"probes it with the null window {ref_w}: {hint}"
                )
            if why == "re-search":
                hint = (
                    "after a probe returns v with a < v < β PVS re-searches with the whole "
                    "(a, β), which the child sees as (−β, −a)"
                    if pvs
                    else "after a probe returns v with a < v < β the re-search uses (v, β), "
                    "which the child sees as (−β, −v)"
                )
                return (
                    f"call {k}: you re-searched {call.label} with window {mine_w}, the "
                    f"reference with {ref_w}: {hint}"
                )
            hint = (
                "the first child is searched with the node's full window (α, β), which the "
                "child sees as (−β, −α)"
            )
            return (
                f"call {k}: you searched {call.label} with window {mine_w}, the reference with "
                f"{ref_w}: {hint}"
            )
        if call.value != ref.value:
            check = (
                "PVS is fail-hard: return the value clamped to [α, β], α when every move "
                "fails low and β at a cutoff"
                if pvs
                else "check the sign flips, and keep the larger of the probe and the "
                "re-search values"
            )
            return f"call {k}: {call.describe()}, the reference returns {fmt(ref.value)} ({check})"
    if len(mine) > len(reference):
        extra = mine[len(reference)]
        return (
            f"you searched {extra.label} (call {len(reference) + 1}), which the reference "
            "prunes (stop as soon as best >= β)"
        )
    if len(mine) < len(reference):
        missing = reference[len(mine)]
        doing = {"re-search": "re-searches", "null-window": "probes"}.get(missing.why, "searches")
        return (
            f"you stopped after {len(mine)} calls; the reference goes on and {doing} "
            f"{missing.label}"
        )
    return None


def check_negascout(
    negascout: Callable[[Node, float, float], float], variant: str = "negascout"
) -> Report:
    """``negascout(node, alpha, beta)``, called with (−∞, ∞) on trees searched to the end.

    ``variant="negascout"`` (Reinefeld): fail-soft; first child with the full window; later
    children probed with (a, a + 1), a = max(alpha, best so far), and re-searched with
    (v, beta) when a < v < beta, keeping max(v, re-search) (with no depth limit every such
    probe is re-searched). ``variant="pvs"``: fail-hard PVS, the same probes, re-searched
    with (a, beta), a = alpha raised by the children so far.
    """
    if variant not in ("negascout", "pvs"):
        raise InvalidArgumentError(f"variant is 'negascout' or 'pvs', not {variant!r}")
    report = Report("PVS" if variant == "pvs" else "NegaScout")
    for node in negascout_trees():
        try:
            _, mine = record_calls(negascout, node, -INF, INF)
        except Exception as error:
            report.failures.append(
                f"on {node.game.name} your function raised {type(error).__name__}: {error}"
            )
            break
        reference = _reference_negascout(node, variant)
        difference = _negascout_difference(mine, reference, variant == "pvs")
        if difference:
            report.failures.append(f"on {node.game.name}, {difference}.")
            break
        report.passed += 1
    return report


# -- SCOUT's test --------------------------------------------------------------------------
def reference_test(node: Node, v: float, strict: bool) -> bool:
    """Is the value of ``node`` for MAX > v (strict) or >= v? Pearl's TEST, stopping at the
    first child that settles it: one passing child for MAX, one failing child for MIN."""
    if node.is_leaf:
        return node.value > v if strict else node.value >= v
    for child in node.children:
        passed = reference_test(child, v, strict)
        if passed == node.maximizing:
            return passed
    return not node.maximizing


def _minimax(node: Node) -> float:
    """The value of ``node`` for MAX (player 0), as the test's question takes it."""
    value = value_of(solve(node.game, node.state, "minimax", ordering="natural"))
    return value if node.maximizing else -value


def _test_cases() -> list[tuple[Node, float, bool]]:
    cases = []
    for root in exercise_trees():
        for node in (root, *root.children[:2]):
            value = _minimax(node)
            for v in (value - 1, value, value + 1):
                for strict in (True, False):
                    cases.append((node, v, strict))
    return cases


def _question(node: Node, v: float, strict: bool) -> str:
    return f"test({node.label}, {fmt(v)}, strict={strict})"


def check_scout_test(test: Callable[[Node, float, bool], bool]) -> Report:
    """``test(node, v, strict)``: True if the value of ``node`` for MAX is > v (``strict``)
    or >= v (not ``strict``). Max/min form; stop at the first child that settles it.

    A failure names the first test that went wrong — its node, v and relation — and why:
    the right answer and the value that decides it (a leaf's own value, or the child that
    settles the question), or the child tested after the answer was settled, or the child
    that still had to be tested.
    """
    report = Report("SCOUT's test")
    for node, v, strict in _test_cases():
        where = f"on {node.game.name}, {_question(node, v, strict)}"
        try:
            answer, mine = record_calls(test, node, v, strict)
        except Exception as error:
            report.failures.append(f"{where}: your function raised {type(error).__name__}: {error}")
            break
        difference = _test_difference(node, v, strict, answer, mine)
        if difference:
            report.failures.append(f"{where}: {difference}.")
            break
        report.passed += 1
    report.success = (
        f"all {report.passed} questions answered as the reference answers them, call by call."
    )
    return report


def _test_difference(
    root: Node, v: float, strict: bool, answer: Any, mine: list[Call]
) -> str | None:
    """The first wrong test among ``mine`` (the student's calls in order), in words."""
    if not isinstance(answer, bool):
        return f"you returned {answer!r}; a test answers True or False"
    end, problem = _first_wrong(root, v, strict, mine, 0)
    if problem is None and end < len(mine):
        return (
            f"call {end + 1}: you tested {mine[end].label} after "
            f"{_asked(root, v, strict)} was answered"
        )
    if problem is None:
        return None
    if answer != _holds(_minimax(root), v, strict):
        head = f"you answered {answer}, but {_truth(root, v, strict)}; the first wrong step: "
        return head + problem
    return problem


def _holds(value: float, v: float, strict: bool) -> bool:
    return value > v if strict else value >= v


def _truth(node: Node, v: float, strict: bool) -> str:
    """``C's value for MAX is 2, and 2 > 3 is false``."""
    value = _minimax(node)
    relation = ">" if strict else "≥"
    truth = "true" if _holds(value, v, strict) else "false"
    claim = f"{fmt(value)} {relation} {fmt(v)}"
    return f"{node.label}'s value for MAX is {fmt(value)}, and {claim} is {truth}"


def _asked(node: Node, v: float, strict: bool) -> str:
    """``test(C, 3, strict=True), "is C > 3?"``."""
    return f'{_question(node, v, strict)} ("is {node.label} {">" if strict else "≥"} {fmt(v)}?")'


def _first_wrong(
    node: Node, v: float, strict: bool, calls: list[Call], i: int
) -> tuple[int, str | None]:
    """Follow the student's calls from ``calls[i]``, the test of ``node``, as the reference
    walks the tree: ``(index after this test's calls, the first problem or None)``."""
    k = i + 1  # calls are numbered from 1 in the report
    if i >= len(calls) or calls[i].label != node.label:
        return i, None  # the caller says what is missing
    call = calls[i]
    if call.window is not None and tuple(call.window) != (v, strict):
        return i, (
            f"call {k}: you asked {node.label} about ({fmt(call.window[0])}, "
            f"strict={call.window[1]}); the question stays the same all the way down: "
            f"({fmt(v)}, strict={strict})"
        )
    j, decider = i + 1, None
    for n, child in enumerate(node.children):
        if decider is not None:
            if j < len(calls) and calls[j].label == child.label:
                return j, (
                    f"call {j + 1}: you tested {child.label}, but {_asked(node, v, strict)} was "
                    f"already settled by {decider.label} ({_truth(decider, v, strict)}): "
                    f"{_settles(node)}"
                )
            break
        if j >= len(calls) or calls[j].label != child.label:
            tested = f"after {node.children[n - 1].label}" if n else "before testing any child"
            return j, (
                f"{_asked(node, v, strict)} (call {k}) stopped {tested}, but it is not settled "
                f"yet: {_settles(node)}; the reference tests {child.label} next "
                f"({_truth(child, v, strict)})"
            )
        child_index = j
        j, problem = _first_wrong(child, v, strict, calls, j)
        if problem is not None:
            return j, problem
        if calls[child_index].value == node.maximizing:
            decider = child
    if call.value != reference_test(node, v, strict):
        why = _truth(node, v, strict) if node.is_leaf else _decided(node, v, strict)
        return j, f"call {k}: {_question(node, v, strict)} returned {call.value}, but {why}"
    return j, None


def _settles(node: Node) -> str:
    if node.maximizing:
        return "MAX (to move) answers True at a child that passes, False only when all fail"
    return "MIN (to move) answers False at a child that fails, True only when all pass"


def _decided(node: Node, v: float, strict: bool) -> str:
    """Why an inner node's answer is what it is: the child that settles it, or all of them."""
    answers = [(child, reference_test(child, v, strict)) for child in node.children]
    settling = next((c for c, passed in answers if passed == node.maximizing), None)
    if settling is not None:
        player = "MAX" if node.maximizing else "MIN"
        return f"{_truth(settling, v, strict)}, which settles it for {player}"
    which = "none of its children passes" if node.maximizing else "every child passes"
    return f"{which}: {_truth(node, v, strict)}"


# -- a tree where NegaScout wins ------------------------------------------------------------
def leaf_counts(tree: Any) -> dict[str, int]:
    """Leaves evaluated by fail-soft alpha-beta and by NegaScout on ``tree`` (natural order)."""
    game = tree if isinstance(tree, TreeGame) else TreeGame(tree, title="your tree")
    return {
        algorithm: finished(solve(game, algorithm=algorithm, ordering="natural")).stats.evaluations
        for algorithm in ("alphabeta-failsoft", "negascout")
    }


def check_negascout_wins(tree: Any) -> Report:
    """``tree``: nested lists of integer leaves (MAX at the root) on which NegaScout
    evaluates fewer leaves than fail-soft alpha-beta, both in the tree's own order."""
    report = Report("a tree where NegaScout wins")
    if tree is None:
        report.failures.append(
            "not answered yet: give a tree as nested lists, "
            "e.g. [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]"
        )
        return report
    try:
        game = TreeGame(tree, title="your tree")
    except Exception as error:
        report.failures.append(f"that is not a tree: {error}")
        return report
    if any(not float(v).is_integer() for v in game.leaves()):
        report.failures.append("use integer leaves: NegaScout's null window (a, a + 1) needs them")
        return report
    counts = leaf_counts(game)
    ab, ns = counts["alphabeta-failsoft"], counts["negascout"]
    if ns >= ab:
        hint = (
            " On a tree of height 2 it never can: a probe prunes nothing that alpha-beta's "
            "window does not prune too. Go one level deeper."
            if _height(game.tree) <= 2
            else " Try a later child that is worse than the first (its probe fails low) but has "
            "a grandchild that beats the probe's bound early."
        )
        report.failures.append(
            f"on your tree NegaScout evaluates {ns} leaves and alpha-beta {ab}.{hint}"
        )
        return report
    report.passed = 1
    report.success = (
        f"NegaScout evaluates {ns} leaves, alpha-beta {ab}: a null window cut where "
        "alpha-beta's wider window could not."
    )
    return report


def _height(tree: Any) -> int:
    if isinstance(tree, tuple):
        return 1 + max(_height(child) for child in tree)
    return 0
