"""Checkers for notebooks 05 and 07: the transposition table's two rules, and a published row.

A table entry is an interval ``(lower, upper)`` known to contain a position's true value.

* :func:`check_probe` — ``probe(lower, upper, alpha, beta)``, what a search does with an entry
  on entering a node with the window (alpha, beta): returns ``(answer, alpha, beta)``, the
  answer being None when the entry cannot settle the window (then the window is narrowed) or
  the value to return at once. The reference is the package's own probe
  (:meth:`gamesearch.search.ttable.TranspositionTable.probe`).
* :func:`check_store` — ``store(lower, upper, alpha, beta, value)``, the entry after a search
  with the window (alpha, beta) returned ``value`` (fail-soft). The reference is
  :meth:`gamesearch.search.ttable.TranspositionTable.store`.

Both are pure functions of numbers, checked on many cases: every entry and window built from
a few values and the infinities, windows of positive width only (alpha < beta).

* :func:`check_reproduction` — a function that measures one row of a published table
  (:mod:`gamesearch.tables`) the way the source did; its figures must equal the published ones.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import product
from typing import Any

from gamesearch.bounds import classify
from gamesearch.exercises.checker import Report, fmt, fmt_window
from gamesearch.search.ttable import Entry, TranspositionTable

INF = float("inf")
POINTS = (-INF, -2, 0, 1, 3, INF)

#: What a probe gives: the answer (None: no answer, search on) and the window to search with.
ProbeOutcome = tuple[float | None, float, float]


def reference_probe(lower: float, upper: float, alpha: float, beta: float) -> ProbeOutcome:
    """``(answer, alpha, beta)`` as the package's search sees it (answer None: go on)."""
    table = TranspositionTable()
    table.entries["node"] = Entry(lower, upper, None)
    found = table.probe("node", None, alpha, beta)
    return found.answer, found.alpha, found.beta


def reference_store(
    lower: float, upper: float, alpha: float, beta: float, value: float
) -> tuple[float, float]:
    """The entry ``(lower, upper)`` after storing ``value`` returned for (alpha, beta)."""
    table = TranspositionTable()
    table.entries["node"] = Entry(lower, upper, None)
    entry = table.store("node", None, alpha, beta, value, None)
    return entry.lower, entry.upper


def _entries() -> list[tuple[float, float]]:
    """Entries from the least to the most informative: unknown, one bound, two, exact."""
    pairs = [(lo, up) for lo, up in product(POINTS, POINTS) if lo <= up and lo < INF and up > -INF]
    return sorted(pairs, key=lambda e: (e[0] != -INF) + (e[1] != INF) + 2 * (e[0] == e[1]))


def _windows() -> list[tuple[float, float]]:
    """Windows with finite ends first, the full window (−∞, ∞) last."""
    windows = [(a, b) for a, b in product(POINTS, POINTS) if a < b]
    return sorted(windows, key=lambda w: (w[0] == -INF) + (w[1] == INF))


def probe_cases() -> list[tuple[float, float, float, float]]:
    return [(lo, up, a, b) for lo, up in _entries() for a, b in _windows()]


def _entry_text(lower: float, upper: float) -> str:
    return f"lower={fmt(lower)}, upper={fmt(upper)}"


def _probe_reason(
    lower: float, upper: float, alpha: float, beta: float, expected: ProbeOutcome
) -> str:
    answer, new_alpha, new_beta = expected
    if answer is None:
        if (new_alpha, new_beta) == (alpha, beta):
            return (
                "the entry cannot settle this window and narrows nothing: the search goes on "
                "with the same window"
            )
        return (
            "the entry cannot settle this window, but it narrows it to "
            f"(max(α, lower), min(β, upper)) = {fmt_window((new_alpha, new_beta))}"
        )
    if lower == upper:
        return "lower == upper: the entry knows the exact value, which answers any window"
    if answer == lower and lower >= beta:
        return (
            f"lower = {fmt(lower)} >= β: the value is at least β, a fail-high, so the node "
            "returns the lower bound at once"
        )
    return (
        f"upper = {fmt(upper)} <= α: the value is at most α, a fail-low, so the node returns "
        "the upper bound at once"
    )


def _same(a: Any, b: Any) -> bool:
    if a is None or b is None:
        return a is b
    try:
        return float(a) == float(b)
    except (TypeError, ValueError):
        return False


def check_probe(probe: Callable[[float, float, float, float], ProbeOutcome]) -> Report:
    """``probe(lower, upper, alpha, beta) -> (answer, alpha, beta)``: the answer (or None)
    and the window to search with. When there is an answer the window is not looked at."""
    report = Report("probe")
    for lower, upper, alpha, beta in probe_cases():
        call = f"probe({_entry_text(lower, upper)}, α={fmt(alpha)}, β={fmt(beta)})"
        expected = reference_probe(lower, upper, alpha, beta)
        try:
            got = probe(lower, upper, alpha, beta)
        except Exception as error:
            report.failures.append(f"{call} raised {type(error).__name__}: {error}")
            break
        if not isinstance(got, tuple) or len(got) != 3:
            report.failures.append(
                f"{call} returned {got!r}; return a triple (answer or None, alpha, beta)"
            )
            break
        wrong = not _same(got[0], expected[0])
        if not wrong and expected[0] is None:
            wrong = not (_same(got[1], expected[1]) and _same(got[2], expected[2]))
        if wrong:
            shown = f"({_answer(got[0])}, {fmt(got[1])}, {fmt(got[2])})"
            report.failures.append(
                f"{call} returned {shown}, the table's rule gives "
                f"({_answer(expected[0])}, {fmt(expected[1])}, {fmt(expected[2])}): "
                f"{_probe_reason(lower, upper, alpha, beta, expected)}."
            )
            break
        report.passed += 1
    if report.ok:
        report.success = f"all {report.passed} cases agree with the package's table."
    return report


def _answer(x: Any) -> str:
    return "None" if x is None else fmt(x)


def store_cases() -> Iterator[tuple[float, float, float, float, float]]:
    """Entries, windows the probe would leave (narrowed, not answered) and every value a
    fail-soft search may return for some true value inside the entry."""
    for lower, upper, alpha, beta in probe_cases():
        answer, a, b = reference_probe(lower, upper, alpha, beta)
        if answer is not None or (a, b) != (alpha, beta):
            continue  # only the window a search really runs with after its probe
        finite = [x for x in (lower, upper, alpha, beta) if x not in (-INF, INF)]
        low = max(lower, min(finite, default=0) - 2)
        high = min(upper, max(finite, default=0) + 2)
        values = set()
        for true in range(int(low), int(high) + 1):
            if true <= alpha:
                values.update({true, alpha})
            elif true >= beta:
                values.update({true, beta})
            else:
                values.add(true)
        for value in sorted(v for v in values if v not in (-INF, INF)):
            yield lower, upper, alpha, beta, value


def _store_reason(alpha: float, beta: float, value: float) -> str:
    bound = classify(value, alpha, beta)
    if bound == "upper":
        return (
            f"{fmt(value)} <= α is a fail-low: it proves only that the value is at most "
            f"{fmt(value)}, so it becomes the upper bound (the lower bound stays)"
        )
    if bound == "lower":
        return (
            f"{fmt(value)} >= β is a fail-high: it proves only that the value is at least "
            f"{fmt(value)}, so it becomes the lower bound (the upper bound stays)"
        )
    return f"α < {fmt(value)} < β: the value is exact, both bounds become {fmt(value)}"


def check_store(
    store: Callable[[float, float, float, float, float], tuple[float, float]],
) -> Report:
    """``store(lower, upper, alpha, beta, value) -> (lower, upper)``: the entry after a
    fail-soft search with the window (alpha, beta) returned ``value``."""
    report = Report("store")
    for lower, upper, alpha, beta, value in store_cases():
        call = (
            f"store({_entry_text(lower, upper)}, α={fmt(alpha)}, β={fmt(beta)}, value={fmt(value)})"
        )
        expected = reference_store(lower, upper, alpha, beta, value)
        try:
            got = store(lower, upper, alpha, beta, value)
        except Exception as error:
            report.failures.append(f"{call} raised {type(error).__name__}: {error}")
            break
        if not isinstance(got, tuple) or len(got) != 2:
            report.failures.append(f"{call} returned {got!r}; return a pair (lower, upper)")
            break
        if not (_same(got[0], expected[0]) and _same(got[1], expected[1])):
            shown = fmt_window(got) if _numbers(got) else repr(got)
            report.failures.append(
                f"{call} returned {shown}, expected {fmt_window(expected)}: "
                f"{_store_reason(alpha, beta, value)}."
            )
            break
        report.passed += 1
    if report.ok:
        report.success = f"all {report.passed} cases agree with the package's table."
    return report


def _numbers(pair: tuple[object, ...]) -> bool:
    return all(isinstance(x, (int, float)) for x in pair)


# -- a published row ----------------------------------------------------------------------
def check_reproduction(
    measure: Callable[[], dict[str, Any]], table: str, **settings: Any
) -> Report:
    """Run ``measure()`` and compare its figures with the published row of ``table`` whose
    settings include ``settings`` (e.g. ``row="negamax + memo", start="parallel"``)."""
    from gamesearch.tables import get_table

    rows = [
        row
        for row in get_table(table).rows
        if all(row.settings.get(k) == v for k, v in settings.items())
    ]
    label = ", ".join(f"{k}={v}" for k, v in settings.items())
    report = Report(f"{table} ({label})")
    if len(rows) != 1:
        report.failures.append(
            f"these settings pick {len(rows)} rows of {table}; name exactly one "
            "(see get_table(name).rows[i].settings)"
        )
        return report
    published = rows[0].published
    try:
        measured = measure()
    except Exception as error:
        report.failures.append(f"your function raised {type(error).__name__}: {error}")
        return report
    if not isinstance(measured, dict):
        report.failures.append(
            f"return a dict of figures like {sorted(published)}, not {measured!r}"
        )
        return report
    for key, figure in published.items():
        if key not in measured:
            report.failures.append(
                f"you did not measure {key!r}: return a dict with the keys {list(published)}"
            )
            return report
        if measured[key] is None:  # a stopped search's value
            report.failures.append(
                f"{key}: you measured None, what a search that stopped before it found a value "
                "returns (what it printed, or its result's message, says what stopped it). Let "
                "it run to its end, then check again."
            )
            return report
        if measured[key] != figure:
            report.failures.append(
                f"{key}: you measured {measured[key]}, the source published {figure}. Check each "
                "setting: algorithm, window, table and its store policy, move order, start."
            )
            return report
    report.passed = len(published)
    shown = ", ".join(f"{k} {v}" for k, v in published.items())
    report.success = f"every published figure reproduced ({shown})."
    return report
