"""Run a student's search function and compare it, call by call, with the reference.

The student's function is called on each exercise position. While it runs, its own name is
routed through a recorder, so every recursive call is seen: which node it was called on,
with which arguments, and what it returned. The reference is this package's own algorithm,
traced on the same position. The first call where the two differ — a node the reference
never enters, a different window, a different value — is named in the report.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gamesearch.exercises.nodes import Node
from gamesearch.search import solve

INF = float("inf")


@dataclass
class Call:
    """One call of a search function: the node, the window (if any), the value returned."""

    label: str
    window: tuple[float, float] | None
    value: Any

    def describe(self) -> str:
        window = "" if self.window is None else f" with window {fmt_window(self.window)}"
        return f"{self.label}{window} returned {fmt(self.value)}"


@dataclass
class Report:
    """The outcome of a check; displays as one readable paragraph."""

    exercise: str
    passed: int = 0
    failures: list[str] = field(default_factory=list)
    #: The sentence printed on success, for checks that are not call by call.
    success: str = ""

    @property
    def ok(self) -> bool:
        return not self.failures

    def __str__(self) -> str:
        if self.ok and self.success:
            return f"✔ {self.exercise}: {self.success}"
        if self.ok:
            return (
                f"✔ {self.exercise}: all {self.passed} positions agree with the reference, "
                "call by call."
            )
        return f"✘ {self.exercise}: {self.failures[0]}"

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        colour = "#1a7f37" if self.ok else "#b42318"
        return f'<p style="color:{colour};font-weight:bold">{self}</p>'


def fmt(x: Any) -> str:
    """A number as the course writes it: ∞ for infinity, a real minus sign."""
    if isinstance(x, float) and math.isinf(x):
        return "∞" if x > 0 else "−∞"
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x).replace("-", "−")


def fmt_window(window: tuple[float, float]) -> str:
    """A window as the course writes it, e.g. (−∞, 3)."""
    return f"({fmt(window[0])}, {fmt(window[1])})"


def record_calls(function: Callable, node: Node, *args: Any) -> tuple[Any, list[Call]]:
    """Call ``function(node, *args)`` and record every call it makes of itself, by name."""
    calls: list[Call] = []
    namespace = function.__globals__
    name = function.__name__

    def recording(n: Node, *a: Any) -> Any:
        index = len(calls)
        calls.append(Call(n.label, tuple(a[:2]) if len(a) >= 2 else None, None))
        calls[index].value = function(n, *a)
        return calls[index].value

    saved = namespace.get(name)
    namespace[name] = recording
    try:
        result = recording(node, *args)
    finally:
        namespace[name] = saved
    return result, calls


def reference_calls(
    node: Node, algorithm: str, *, max_view: bool = False, **options: Any
) -> tuple[Any, list[Call]]:
    """The reference algorithm's calls on ``node``: (root value, calls in order)."""
    result = solve(node.game, node.state, algorithm, ordering="natural", trace=True, **options)
    trace = result.trace
    calls = []
    for i, n in trace.walk():
        state = trace.state(i)
        label = Node(node.game, state, tuple(trace.path(i))).label
        value, window = n.value, (n.alpha, n.beta)
        if max_view and n.to_move == 1:
            value = -value
        calls.append(Call(label, None if max_view else window, value))
    return result.value, calls


def compare(
    student: list[Call], reference: list[Call], windows: bool, fail_hard: bool = False
) -> str | None:
    """The first difference between two call lists, in words (None if they agree).

    Values are compared exactly. With ``fail_hard`` (fail-hard exercises) a value outside
    its window is named as such: a fail-hard search clamps every value it returns, leaves
    included, to [α, β], so a fail-soft value there is a difference, reported with the node,
    the window and the unclamped value.
    """
    for i, (mine, ref) in enumerate(zip(student, reference, strict=False)):
        if mine.label != ref.label:
            return (
                f"call {i + 1}: you searched {mine.label}, but the reference searches "
                f"{ref.label} there (check your cut condition and your move order)"
            )
        if windows and mine.window is not None and _window_differs(mine.window, ref.window):
            return (
                f"call {i + 1}: you searched {mine.label} with window {fmt_window(mine.window)}, "
                f"the reference with {fmt_window(ref.window)} (check the window you pass down)"
            )
        if mine.value != ref.value:
            window = mine.window if mine.window is not None else ref.window
            if fail_hard and window is not None and _outside(mine.value, window):
                return (
                    f"call {i + 1}: you searched {mine.label} with window "
                    f"{fmt_window(window)} and returned {fmt(mine.value)}, outside the window; "
                    f"a fail-hard search clamps every value it returns (leaves too) to "
                    f"[{fmt(window[0])}, {fmt(window[1])}], and the reference returns "
                    f"{fmt(ref.value)}"
                )
            return (
                f"call {i + 1}: {mine.describe()}, the reference returns {fmt(ref.value)} "
                "(check how values are combined and whether signs flip)"
            )
    if len(student) > len(reference):
        extra = student[len(reference)]
        return f"you searched {extra.label} (call {len(reference) + 1}), which the reference prunes"
    if len(student) < len(reference):
        missing = reference[len(student)]
        return f"you stopped after {len(student)} calls; the reference goes on to {missing.label}"
    return None


def _outside(value: Any, window: tuple[float, float]) -> bool:
    return isinstance(value, (int, float)) and not window[0] <= value <= window[1]


def _window_differs(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return any(float(x) != float(y) for x, y in zip(a, b, strict=True))


def check(
    exercise: str,
    function: Callable,
    positions: Sequence[Node],
    algorithm: str,
    *,
    args: Callable[[Node], tuple] = lambda node: (),
    max_view: bool = False,
    windows: bool = True,
    fail_hard: bool = False,
    **options: Any,
) -> Report:
    """Check ``function`` against ``algorithm`` on every position, call by call."""
    report = Report(exercise)
    for node in positions:
        try:
            _, mine = record_calls(function, node, *args(node))
        except Exception as error:  # the student's code raised: say where
            report.failures.append(
                f"on {node.game.name} your function raised {type(error).__name__}: {error}"
            )
            break
        _, ref = reference_calls(node, algorithm, max_view=max_view, **options)
        difference = compare(mine, ref, windows, fail_hard)
        if difference:
            report.failures.append(f"on {node.game.name}, {difference}.")
            break
        report.passed += 1
    return report
