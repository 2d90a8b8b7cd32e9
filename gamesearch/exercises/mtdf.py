"""Checkers for notebooks 06 and 08: the drivers that call a search again and again.

The student writes only the loop; the search itself is given as a function backed by one
shared transposition table, exactly as the package's reference runs it. Because the table
evolves the same way when the same searches are made in the same order, comparing the
*sequence of calls* with the reference's trace is enough: the first call that differs is
reported, with the reason the reference had for its call.

* :func:`check_mtdf` — ``mtdf(test, first_guess)``; ``test(gamma)`` is a fail-soft
  null-window search with the window (gamma − 1, gamma). Compared with ``trace.passes`` of
  ``solve(..., algorithm="mtdf")``.
* :func:`check_id_mtdf` — ``id_mtdf(search, max_depth)``; ``search(depth, first_guess)``
  runs MTD(f) to ``depth``. Compared with the passes of ``algorithm="id-mtdf"``.
* :func:`check_aspiration` — ``deepen(search, max_depth, delta)``; ``search(depth, alpha,
  beta)`` is fail-soft alpha-beta. Compared with the root calls of ``algorithm="id-alphabeta"``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamesearch.exercises.basics import exercise_trees
from gamesearch.exercises.checker import Report, finished, fmt, fmt_window, value_of
from gamesearch.games import get_game
from gamesearch.games.base import Game, Move, State
from gamesearch.search import solve
from gamesearch.search.alphabeta import alphabeta
from gamesearch.search.context import SearchContext
from gamesearch.search.ordering import Ordering
from gamesearch.search.ttable import TranspositionTable
from gamesearch.trace.model import MtdfPass

INF = float("inf")


def _attempt(
    report: Report, where: str, driver: Callable[..., Any], *args: Any
) -> tuple[bool, Any]:
    """Run the student's ``driver(*args)``: ``(True, its answer)``, or ``(False, None)`` after
    noting in ``report`` where it first differed from the reference or what it raised."""
    try:
        return True, driver(*args)
    except _Different as difference:
        report.failures.append(f"{where}, {difference}.")
    except Exception as error:
        report.failures.append(f"{where} your function raised {type(error).__name__}: {error}")
    return False, None


class _Different(Exception):
    """Raised inside the student's loop at the first call that differs from the reference."""


def _context(game: Game[State, Move]) -> SearchContext:
    return SearchContext(game, tt=TranspositionTable(), ordering=Ordering.named("natural"))


def _positions(
    depth_limited: bool = False,
) -> list[tuple[str, Game[State, Move], State, int | None]]:
    """(name, game, state, depth): trees, tic-tac-toe, Kalah; depth-limited ones if asked."""
    out: list[tuple[str, Game[State, Move], State, int | None]] = []
    if not depth_limited:
        for node in exercise_trees():
            out.append((node.game.name, node.game, node.state, None))
        ttt = get_game("tictactoe")
        out.append(
            ("tictactoe after b2 a1", ttt, ttt.play_line(ttt.initial_state(), "b2 a1"), None)
        )
    kalah, reversi = get_game("kalah"), get_game("reversi-4x4")
    for game, depth in ((kalah, 4), (reversi, 5)):
        name = game.name if depth_limited else f"{game.name} searched {depth} plies deep"
        out.append((name, game, game.initial_state(), depth))
    return out


def _value(game: Game[State, Move], state: State, depth: int | None) -> float:
    return value_of(solve(game, state, "alphabeta-failsoft", depth=depth, ordering="natural"))


# -- MTD(f) -------------------------------------------------------------------------------
def _why_gamma(previous: MtdfPass | None, gamma: float) -> str:
    """Why the reference tests ``gamma`` after the pass ``previous`` (None: the first)."""
    if previous is None:
        return (
            "the first test asks 'is the value at least the first guess f?', "
            "γ = f, the window (f − 1, f)"
        )
    g = previous.value
    assert g is not None  # the reference's passes all returned
    if g >= previous.gamma:
        return (
            f"the last pass returned {fmt(g)} >= γ = {fmt(previous.gamma)}, a fail-high: "
            f"the value is at least {fmt(g)}, so the next test asks 'at least {fmt(g + 1)}?', "
            "γ = g + 1"
        )
    return (
        f"the last pass returned {fmt(g)} < γ = {fmt(previous.gamma)}, a fail-low: the value "
        f"is at most {fmt(g)}, so the next test asks 'at least {fmt(g)}?', γ = g"
    )


def check_mtdf(mtdf: Callable[[Callable[[float], float], float], float]) -> Report:
    """``mtdf(test, first_guess)``: the exact value, by calls of ``test(gamma)`` only.

    ``test(gamma)`` runs fail-soft alpha-beta with the null window (gamma − 1, gamma) on a
    table shared by all passes and returns its value g: g >= gamma proves value >= g,
    g < gamma proves value <= g.
    """
    report = Report("MTD(f)")
    for name, game, state, depth in _positions():
        true = _value(game, state, depth)
        for guess in (0, true + 3, true - 2):
            reference = finished(
                solve(
                    game,
                    state,
                    "mtdf",
                    depth=depth,
                    first_guess=guess,
                    ordering="natural",
                    trace=True,
                )
            ).trace.passes
            ctx = _context(game)
            made: list[float] = []

            def test(
                gamma: float,
                ctx: SearchContext = ctx,
                made: list[float] = made,
                reference: list[MtdfPass] = reference,
                state: State = state,
                depth: int | None = depth,
            ) -> float:
                k = len(made)
                made.append(gamma)
                if k >= len(reference):
                    last = reference[-1]
                    raise _Different(
                        f"test {k + 1}: you tested γ = {fmt(gamma)}, but after test {k} the "
                        f"bounds had met at {fmt(last.lower)}: the loop must stop when "
                        "lower == upper"
                    )
                expected = reference[k].gamma
                if gamma != expected:
                    why = _why_gamma(reference[k - 1] if k else None, expected)
                    raise _Different(
                        f"test {k + 1}: you tested γ = {fmt(gamma)}, the reference tests "
                        f"γ = {fmt(expected)}: {why}"
                    )
                return alphabeta(ctx, state, depth, gamma - 1, gamma, "mtdf-pass")

            where = f"on {name} from first guess {fmt(guess)}"
            done, answer = _attempt(report, where, mtdf, test, guess)
            if not done:
                return report
            if len(made) < len(reference):
                p = reference[len(made) - 1] if made else None
                bounds = f"[{fmt(p.lower)}, {fmt(p.upper)}]" if p else "[−∞, ∞]"
                report.failures.append(
                    f"{where}, you stopped after {len(made)} tests with the value known only "
                    f"to lie in {bounds}; the reference goes on to test "
                    f"γ = {fmt(reference[len(made)].gamma)} (stop only when lower == upper)."
                )
                return report
            if answer != true:
                report.failures.append(
                    f"{where}, your tests were right but you returned {answer!r}; the value is "
                    f"{fmt(true)} (when lower == upper, that is the value)."
                )
                return report
            report.passed += 1
    report.success = (
        f"the same tests as the reference, in the same order, and the right value, "
        f"in all {report.passed} searches."
    )
    return report


# -- iterative-deepening MTD(f) -------------------------------------------------------------
def check_id_mtdf(id_mtdf: Callable[[Callable[[int, float], float], int], float]) -> Report:
    """``id_mtdf(search, max_depth)``: MTD(f) at depth 1, 2, …, ``max_depth``, each from the
    value of the depth before (the first from 0); returns the last value.
    ``search(depth, first_guess)`` runs MTD(f) to ``depth`` on the shared table."""
    from gamesearch.search.mtdf import mtdf as reference_mtdf

    report = Report("iterative-deepening MTD(f)")
    for name, game, state, _ in _positions(depth_limited=True):
        for max_depth in (3, 4):
            trace = finished(
                solve(game, state, "id-mtdf", depth=max_depth, ordering="natural", trace=True)
            ).trace
            expected: list[tuple[int, float]] = []
            for p in trace.passes:
                d = trace.nodes[p.root].depth
                assert d is not None  # the positions are searched to a depth
                if not expected or expected[-1][0] != d:
                    expected.append((d, p.gamma))
            ctx = _context(game)
            made: list[tuple[int, float]] = []

            def search(
                depth: int,
                first_guess: float,
                ctx: SearchContext = ctx,
                made: list[tuple[int, float]] = made,
                expected: list[tuple[int, float]] = expected,
                state: State = state,
            ) -> float:
                k = len(made)
                made.append((depth, first_guess))
                if k >= len(expected):
                    raise _Different(
                        f"call {k + 1}: you searched depth {depth}, but the reference had "
                        f"stopped after depth {expected[-1][0]}"
                    )
                want = expected[k]
                if (depth, first_guess) != want:
                    why = (
                        "start at depth 1 from the guess 0"
                        if k == 0
                        else f"each depth starts from the value the depth before returned "
                        f"({fmt(want[1])} at depth {want[0] - 1})"
                    )
                    raise _Different(
                        f"call {k + 1}: you searched depth {depth} from the guess "
                        f"{fmt(first_guess)}, the reference depth {want[0]} from "
                        f"{fmt(want[1])}: {why}"
                    )
                return reference_mtdf(ctx, state, depth, first_guess)

            where = f"on {name} to depth {max_depth}"
            done, answer = _attempt(report, where, id_mtdf, search, max_depth)
            if not done:
                return report
            if len(made) < len(expected):
                report.failures.append(
                    f"{where}, you stopped after {len(made)} searches; the reference goes on to "
                    f"depth {expected[len(made)][0]}."
                )
                return report
            true = _value(game, state, max_depth)
            if answer != true:
                report.failures.append(
                    f"{where}, you returned {answer!r}; the value at depth {max_depth} is "
                    f"{fmt(true)} (return the last depth's value)."
                )
                return report
            report.passed += 1
    report.success = (
        f"the same depths and first guesses as the reference in all {report.passed} searches."
    )
    return report


# -- iterative deepening with aspiration windows ----------------------------------------------
#: A root search of iterative deepening, as the trace has it: depth, alpha, beta, why, value.
RootSearch = tuple[int | None, float, float, str, float]


def _why_window(expected: list[RootSearch], k: int, delta: float) -> str:
    depth, alpha, beta, why, _ = expected[k]
    if k == 0:
        return "depth 1 is searched with the full window (−∞, ∞): there is no estimate yet"
    previous = expected[k - 1]
    value = previous[4]
    if why == "re-search":
        if alpha == -INF:
            return (
                f"depth {depth} returned {fmt(value)} <= α = {fmt(previous[1])}, a fail-low: "
                f"search the same depth again with the low side opened, (−∞, {fmt(beta)})"
            )
        return (
            f"depth {depth} returned {fmt(value)} >= β = {fmt(previous[2])}, a fail-high: "
            f"search the same depth again with the high side opened, ({fmt(alpha)}, ∞)"
        )
    centre = alpha + delta
    return (
        f"depth {depth} is searched with the window (v − δ, v + δ) around the value v = "
        f"{fmt(centre)} of the depth before, δ = {fmt(delta)}"
    )


def check_aspiration(
    deepen: Callable[[Callable[[int, float, float], float], int, float], float],
) -> Report:
    """``deepen(search, max_depth, delta)``: iterative deepening with aspiration windows.

    Depth 1 with (−∞, ∞); each later depth with (v − delta, v + delta) around the value v of
    the depth before; if the result r is <= the window's alpha (fail-low) search the same
    depth again with (−∞, beta), if r >= beta (fail-high) with (alpha, ∞). Returns the last
    depth's value. ``search(depth, alpha, beta)`` is fail-soft alpha-beta on a shared table.
    """
    report = Report("aspiration windows")
    for name, game, state, _ in _positions(depth_limited=True):
        for max_depth, delta in ((4, 1), (5, 2)):
            trace = finished(
                solve(
                    game,
                    state,
                    "id-alphabeta",
                    depth=max_depth,
                    aspiration=delta,
                    ordering="natural",
                    trace=True,
                )
            ).trace
            expected: list[RootSearch] = [
                (n.depth, n.alpha, n.beta, n.why, n.value) for _, n in trace.walk() if n.parent < 0
            ]
            ctx = _context(game)
            made: list[tuple[int, float, float]] = []

            def search(
                depth: int,
                alpha: float,
                beta: float,
                ctx: SearchContext = ctx,
                made: list[tuple[int, float, float]] = made,
                expected: list[RootSearch] = expected,
                state: State = state,
                delta: float = delta,
            ) -> float:
                k = len(made)
                made.append((depth, alpha, beta))
                if k >= len(expected):
                    raise _Different(
                        f"search {k + 1}: you searched depth {depth} with "
                        f"{fmt_window((alpha, beta))}, but the reference had finished: "
                        f"its last search, at depth {expected[-1][0]}, returned a value "
                        "inside its window"
                    )
                want = expected[k]
                if (depth, float(alpha), float(beta)) != (want[0], float(want[1]), float(want[2])):
                    raise _Different(
                        f"search {k + 1}: you searched depth {depth} with "
                        f"{fmt_window((alpha, beta))}, the reference depth {want[0]} with "
                        f"{fmt_window(want[1:3])}: {_why_window(expected, k, delta)}"
                    )
                return alphabeta(ctx, state, depth, alpha, beta, "root")

            where = f"on {name} to depth {max_depth} with δ = {delta}"
            done, answer = _attempt(report, where, deepen, search, max_depth, delta)
            if not done:
                return report
            if len(made) < len(expected):
                missing = expected[len(made)]
                report.failures.append(
                    f"{where}, you stopped after {len(made)} searches; the reference goes on: "
                    f"depth {missing[0]} with {fmt_window(missing[1:3])} "
                    f"({_why_window(expected, len(made), delta)})."
                )
                return report
            if answer != expected[-1][4]:
                report.failures.append(
                    f"{where}, you returned {answer!r}; the last search returned "
                    f"{fmt(expected[-1][4])}, the value at depth {max_depth}."
                )
                return report
            report.passed += 1
    report.success = f"the same searches and windows as the reference in all {report.passed} runs."
    return report
