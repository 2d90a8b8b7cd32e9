"""Checkers for notebook 03: windows of width 0, one-window decisions, bisection.

* :func:`check_zero_width` — ``alphabeta0(node, alpha, beta)``, fail-soft alpha-beta that
  stays correct when called with a window of width 0 (``alpha == beta``); compared call by
  call with ``alphabeta-failsoft`` and ``window=(γ, γ)`` (strict cut conditions).
* :func:`check_decide` — ``decide(node, search)``, the exact value −1, 0 or 1 of a
  tic-tac-toe position found with a single call of ``search(node, alpha, beta)``, a
  fail-hard alpha-beta given by the checker.
* :func:`check_bisect` — ``bisect(node, lo, hi, test)``, the exact value in ``[lo, hi]``
  found with null-window tests only: ``test(node, gamma)`` runs fail-soft alpha-beta with
  the window ``(γ − 1, γ)`` and returns its value ``r`` (``r >= γ``: the value is at least
  ``r``; ``r < γ``: at most ``r``). A test that cannot teach anything new stops the check, so
  a loop whose interval no longer shrinks is reported instead of running for ever.

Each returns a :class:`~gamesearch.exercises.checker.Report`: ✔ when every position agrees,
else ✘ and the first difference, with what to check.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from gamesearch.bounds import BOUND_OUTCOME, classify
from gamesearch.errors import InvalidSearchError, ReferenceStopped
from gamesearch.exercises.basics import exercise_trees
from gamesearch.exercises.checker import (
    Call,
    Outcome,
    Reference,
    Report,
    first_problem,
    fmt,
    fmt_window,
    judge_each_class,
    prober,
    record_calls,
    value_of,
)
from gamesearch.exercises.nodes import Node
from gamesearch.games.tictactoe import TicTacToe
from gamesearch.games.trees import TreeGame
from gamesearch.search import solve

INF = float("inf")


def _raised(where: str, error: Exception) -> str:
    """What the report says when the student's function raised ``error`` on ``where``."""
    text = str(error)
    if isinstance(error, NotImplementedError):
        text = text or "the function is still a stub"
        return (
            f"not written yet: on {where} your function raised NotImplementedError ({text}). "
            "Replace the stub's body."
        )
    return f"on {where} your function raised {type(error).__name__}: {text}"


# -- width 0 ------------------------------------------------------------------------------
def zero_width_positions() -> list[tuple[Node, float]]:
    """Positions and the γ of the window (γ, γ) each is searched with.

    Each exercise tree twice: with γ its true value, where a value equal to β is common,
    and with γ one above it. Then a small tree on which the usual cut condition returns a
    wrong root value.
    """
    out: list[tuple[Node, float]] = []
    for node in exercise_trees():
        value = value_of(solve(node.game, node.state, "alphabeta-failsoft"))
        out += [(node, value), (node, value + 1)]
    tie = TreeGame([[0, -2], [-1, 3]], names="RABCDEF", title="tie-at-beta")
    return [*out, (Node.root(tie), 0)]


def check_zero_width(alphabeta0: Callable[[Node, float, float], float]) -> Report:
    """``alphabeta0(node, alpha, beta)``: fail-soft alpha-beta, correct when alpha == beta.

    Judged call by call in return order, each call on the window it was given (see
    :func:`~gamesearch.exercises.checker.first_problem`), each class of node on its own
    (:func:`~gamesearch.exercises.checker.judge_each_class`); the usual cut condition
    (value >= beta) and a fail-hard search are recognised and named.
    """
    report = Report("alpha-beta with a window of width 0")
    strict = Reference("alphabeta-failsoft", "fail-soft alpha-beta")
    usual = Reference("alphabeta-failsoft", "fail-soft alpha-beta", zero_width_cut="usual")
    probe = prober(alphabeta0, lambda node: ())
    for node, gamma in zero_width_positions():
        where = f"{node.game.name} with the window {fmt_window((gamma, gamma))}"
        try:
            _, mine = record_calls(alphabeta0, node, gamma, gamma)
        except Exception as error:  # the student's code raised: say where
            report.record(Outcome(where, message=_raised(where, error), raised=True))
            continue
        verdict = judge_each_class(mine, strict, probe)
        problem = verdict.problem
        if problem is None:
            report.record(Outcome(where, verdict.right))
            continue
        hint = problem.hint
        if first_problem(mine, usual) is None:
            hint = (
                "your function cuts as soon as a child's value reaches β (value >= beta); "
                f"at α = β cut only when it exceeds β (value > beta). {hint}"
            )
        elif problem.kind == "value" and _clamped(problem.call, problem.expected):
            hint += (
                ". Your value is the window's end where the reference's lies outside the "
                "window: a fail-hard (clamped) search returns γ everywhere at width 0 and "
                "proves nothing; keep the best value found, starting from −∞ (fail-soft)"
            )
        message = f"on {where}, {hint}."
        report.record(Outcome(where, verdict.right, verdict.wrong(where, message), message))
    return report


def _clamped(call: Call, expected: float) -> bool:
    """True if ``call`` returned its window's end where ``expected`` lies outside it."""
    if call.window is None:
        return False
    low, high = call.window
    return call.value in (low, high) and not low <= expected <= high


# -- one window decides a -1/0/1 value ----------------------------------------------------
#: Tic-tac-toe positions (moves from the empty board) and their value for the player to move.
DECIDE_LINES = ("", "a1 b1 b2", "a1 b1 b2 c3", "b2 a1 c1 a3 a2", "a1 b2 c3", "a1 b1 a2 b2 a3")


class _WindowError(Exception):
    """Raised by the checker's search when the window cannot be searched."""


def decide_positions() -> list[tuple[Node, float]]:
    """Tic-tac-toe positions (win-loss scores) with their value for the player to move."""
    game = TicTacToe()
    out = []
    for line in DECIDE_LINES:
        state = game.play_line(game.initial_state(), line)
        node = Node(game, state, tuple(line.split()))
        out.append((node, value_of(solve(game, state, "alphabeta-failsoft"))))
    return out


#: Why r proves what it does, for each bound (α < β here: a width-0 window is refused).
_WHERE = {"upper": "r ≤ α", "lower": "r ≥ β", "exact": "α < r < β"}
_PROVES = {"upper": "only that the value is at most", "lower": "only that the value is at least"}


def _outcome(r: float, alpha: float, beta: float) -> str:
    bound = classify(r, alpha, beta)
    proved = _PROVES.get(bound, "the value is exactly")
    return f"{BOUND_OUTCOME[bound]}: {_WHERE[bound]} proves {proved} {fmt(r)}"


#: The search :func:`check_decide` hands the student's ``decide``: ``search(node, alpha, beta)``.
WindowSearch = Callable[[Node, float, float], float]


def check_decide(decide: Callable[[Node, WindowSearch], float]) -> Report:
    """``decide(node, search)``: the value −1, 0 or 1 of ``node`` with one call of
    ``search(node, alpha, beta)`` (fail-hard alpha-beta, values clamped to [α, β])."""
    report = Report("deciding a −1/0/1 value with one window")
    for node, value in decide_positions():
        calls: list[tuple[float, float, float]] = []

        def search(
            n: Node, alpha: float, beta: float, calls: list[tuple[float, float, float]] = calls
        ) -> float:
            try:
                r = solve(n.game, n.state, "alphabeta", window=(alpha, beta), ordering="natural")
            except InvalidSearchError as error:
                calls.append((alpha, beta, math.nan))
                raise _WindowError(str(error)) from None
            value = value_of(r)
            calls.append((alpha, beta, value))
            return value

        where = f"the position after {node.label}" if node.path else "the empty board"
        try:
            answer = decide(node, search)
        except _WindowError:
            alpha, beta, _ = calls[-1]
            report.failures.append(
                f"on {where}, search was called with the window {fmt_window((alpha, beta))}, "
                "of width 0, which this fail-hard search cannot do (at α = β a returned α "
                "could mean 'exactly α' or 'at most α'). Use a window with −1 ≤ α < 0 < β ≤ 1."
            )
            return report
        except ReferenceStopped:  # the checker's own search, not the student's code
            raise
        except Exception as error:
            report.failures.append(_raised(where, error))
            return report
        if not calls:
            report.failures.append(
                f"on {where}, decide returned {fmt(answer)} without calling search: find the "
                "value with one alpha-beta search, search(node, alpha, beta)."
            )
            return report
        if len(calls) > 1:
            windows = ", ".join(fmt_window(c[:2]) for c in calls)
            report.failures.append(
                f"on {where}, decide called search {len(calls)} times (windows {windows}). "
                "One window with −1 ≤ α < 0 < β ≤ 1 decides a −1/0/1 value: each of the three "
                "values falls in a different region (fail-low, exact, fail-high)."
            )
            return report
        alpha, beta, r = calls[0]
        if answer != value:
            hint = ""
            if not alpha < 0 < beta:
                hint = (
                    " A draw (0) must lie strictly inside the window, so that a fail-low "
                    "result can only mean −1 and a fail-high result only 1."
                )
            else:
                hint = " In a −1/0/1 game, which values does that leave?"
            report.failures.append(
                f"on {where} (value {fmt(value)} for the player to move), decide returned "
                f"{fmt(answer)}. search(node, {fmt(alpha)}, {fmt(beta)}) returned {fmt(r)}, "
                f"{_outcome(r, alpha, beta)}.{hint}"
            )
            return report
        report.passed += 1
    report.success = f"all {report.passed} positions decided right with one search each."
    return report


# -- bisection with null-window tests -----------------------------------------------------
def bisect_positions() -> list[tuple[Node, float, float, float]]:
    """(node, lo, hi, true value): the exercise trees and shortest-win tic-tac-toe."""
    out = []
    for node in exercise_trees():
        lo, hi = node.game.score_range
        out.append((node, lo, hi, value_of(solve(node.game, node.state, "alphabeta-failsoft"))))
    game = TicTacToe(scoring="shortest-win")
    for line in ("a1 b1 b2", "a1 b1 b2 c3", "b2 a1 c1 a3 a2", "a1 b2 c3 c1"):
        state = game.play_line(game.initial_state(), line)
        lo, hi = game.score_range
        value = value_of(solve(game, state, "alphabeta-failsoft"))
        out.append((Node(game, state, tuple(line.split())), lo, hi, value))
    return out


class _Wasted(Exception):
    """Raised by the checker's test to stop a bisection that no longer learns anything."""


#: The test :func:`check_bisect` hands the student's ``bisect``: ``test(node, gamma)``.
NullWindowTest = Callable[[Node, float], float]


def check_bisect(bisect: Callable[[Node, float, float, NullWindowTest], float]) -> Report:
    """``bisect(node, lo, hi, test)``: the exact value in [lo, hi], by null-window tests.

    ``test(node, gamma)`` returns the fail-soft value r of the window (γ − 1, γ). Every test
    must be informative (lo < γ ≤ hi for what the earlier answers proved, counting only
    their yes/no), and there may be at most ⌈log2(hi − lo + 1)⌉ of them.
    """
    report = Report("exact value by bisection with null-window tests")
    for node, lo, hi, value in bisect_positions():
        where = f"{node.game.name}" + (f" after {node.label}" if node.path else "")
        gammas: list[float] = []
        known = [lo, hi]  # what the yes/no answers so far prove, as integers

        def test(
            n: Node, gamma: float, gammas: list[float] = gammas, known: list[float] = known
        ) -> float:
            gammas.append(gamma)
            if not known[0] < gamma <= known[1]:
                raise _Wasted
            r = value_of(solve(n.game, n.state, "nws", gamma=gamma, ordering="natural"))
            if r >= gamma:
                known[0] = gamma
            else:
                known[1] = gamma - 1
            return r

        limit = math.ceil(math.log2(hi - lo + 1))
        try:
            answer = bisect(node, lo, hi, test)
        except _Wasted:
            gamma = gammas[-1]
            before = ", ".join(f"γ = {fmt(g)}" for g in gammas[:-1]) or "none"
            if gamma <= known[0]:
                why = f"the earlier tests already proved the value is at least {fmt(known[0])}"
            else:
                why = f"the earlier tests already proved the value is at most {fmt(known[1])}"
            report.failures.append(
                f"on {where} (range [{fmt(lo)}, {fmt(hi)}]), test {len(gammas)} asked "
                f"'is the value ≥ {fmt(gamma)}?', but {why} (tests before: {before}). "
                "Choose γ with lo < γ ≤ hi: after a 'yes' (r ≥ γ) raise lo, after a 'no' "
                "(r < γ) lower hi; γ = (lo + hi + 1) // 2 always lies strictly above lo."
            )
            return report
        except ReferenceStopped:  # the checker's own search, not the student's code
            raise
        except Exception as error:
            report.failures.append(_raised(where, error))
            return report
        if answer != value:
            report.failures.append(
                f"on {where} (range [{fmt(lo)}, {fmt(hi)}]), bisect returned {fmt(answer)} "
                f"but the value is {fmt(value)} (tests: "
                + (", ".join(f"γ = {fmt(g)}" for g in gammas) or "none")
                + "). A 'yes' (r ≥ γ) proves v ≥ r, a 'no' (r < γ) proves v ≤ r ≤ γ − 1; "
                "stop when lo == hi and return it."
            )
            return report
        if len(gammas) > limit:
            report.failures.append(
                f"on {where}, bisect found {fmt(value)} with {len(gammas)} tests "
                f"({', '.join(f'γ = {fmt(g)}' for g in gammas)}); halving [{fmt(lo)}, "
                f"{fmt(hi)}] needs at most {limit}. Test the middle of the interval still "
                "possible, not its next value."
            )
            return report
        report.passed += 1
    report.success = (
        f"all {report.passed} positions found exactly, each with at most "
        "⌈log₂(hi − lo + 1)⌉ informative tests."
    )
    return report


__all__ = [
    "Node",
    "check_bisect",
    "check_decide",
    "check_zero_width",
]
