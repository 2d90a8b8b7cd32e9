"""Run a student's search function and judge it call by call, in the order calls return.

The student's function is called on each exercise position. While it runs, its own name is
routed through a recorder, so every recursive call is seen: the node, the window passed in
and the value returned, and which call made it.

Each call is then judged on its own terms: the reference algorithm is run on the call's node
*with the window that call was given* (:class:`Reference`). So a call is right when it makes
the children's calls the reference makes there, with the same windows, and returns the same
value. Calls are judged in the order they return (children before their parent), so the
first problem found is at the deepest node that caused it, not at the root where it
surfaces; it is named with the node, its window, what it returned, what it should have
returned and what that value proves (:func:`first_problem`).

What a check finds is also kept as data for scoring (:class:`Outcome`, one per position):
the classes of node (:func:`node_class`) where calls were judged right, and the class of the
node whose own work is each problem. Each class is judged on its own: a node the student's
search never called with the reference's window, because of a mistake above it, is called
by the checker with that window (:func:`judge_each_class`).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import FunctionType
from typing import Any, Literal, TypeVar

from gamesearch.bounds import BOUND_NAME, BOUND_OUTCOME, classify, number, value_text, window_text
from gamesearch.errors import InvalidArgumentError, InvalidSearchError, ReferenceStopped, quote
from gamesearch.exercises.nodes import Node
from gamesearch.search import SearchResult, solve
from gamesearch.text import fmt as count
from gamesearch.trace.model import Trace
from gamesearch.trace.node_types import OUTCOME

INF = float("inf")
#: A search's result, of whichever kind (traced or not).
Result = TypeVar("Result", bound=SearchResult)

#: A number as the course writes it: ∞ for infinity, a real minus sign.
fmt = number


def fmt_window(window: Sequence[float]) -> str:
    """A window given as a pair, as the course writes it, e.g. (−∞, 3)."""
    return window_text(window[0], window[1])


def proves(value: float, window: Sequence[float]) -> str:
    """What ``value`` returned for ``window`` proves, e.g. ``≤ 2, fail-low: an upper bound``."""
    bound = classify(value, window[0], window[1])
    name = "" if bound == "exact" else f": {BOUND_NAME[bound]}"
    return f"{value_text(value, bound)}, {BOUND_OUTCOME[bound]}{name}"


def finished(result: Result) -> Result:
    """``result``, the result of one of the checkers' own (reference) searches, which they
    give no time limit: each runs to its end, unless the browser's own time limit stops it
    (:data:`~gamesearch.search.limits.BROWSER_TIME_LIMIT`, on a slow machine). Then what it
    found would be judged as if whole, so :class:`~gamesearch.errors.ReferenceStopped` says
    the check could not be made, and how to allow it more time."""
    if not result.complete:
        raise ReferenceStopped(
            f"the check could not be made: its reference search stopped before it found a "
            f"value ({result.message.split('. ')[0]}). Allow searches more time, then run the "
            "check again: import gamesearch.search.limits; "
            "gamesearch.search.limits.BROWSER_TIME_LIMIT = 120"
        )
    return result


def value_of(result: SearchResult) -> float:
    """The value a reference search found (:func:`finished`: one the browser's time limit
    stopped raises :class:`~gamesearch.errors.ReferenceStopped`)."""
    value = finished(result).value
    assert value is not None  # a search that ran to its end found one
    return value


# -- recording the student's calls ------------------------------------------------------------
@dataclass
class Step:
    """One call of a search function as the reference makes it: the node's label, the
    window (if any) and the value returned."""

    label: str
    #: The call's first two arguments after the node: (alpha, beta), or None without them.
    window: tuple[float, float] | None
    #: What the call returned: the student's function may return anything.
    value: Any

    def searched(self) -> str:
        """``E was searched with (3, ∞)``, or ``E was searched`` without a window."""
        window = "" if self.window is None else f" with {fmt_window(self.window)}"
        return f"{self.label} was searched{window}"

    def describe(self) -> str:
        window = "" if self.window is None else f" with window {fmt_window(self.window)}"
        return f"{self.label}{window} returned {fmt(self.value)}"


@dataclass
class Call(Step):
    """A recorded call of the student's function: a :class:`Step` with its node and the
    calls it is linked to."""

    node: Node
    #: The index of the call that made this one (-1 for the root call).
    parent: int = -1
    #: The indices of the calls this one made, in order.
    children: list[int] = field(default_factory=list)


#: A student's search function: a node, then its other arguments (a window, say).
SearchFunction = Callable[..., Any]


def record_calls(function: SearchFunction, node: Node, *args: Any) -> tuple[Any, list[Call]]:
    """Call ``function(node, *args)`` and record every call it makes of itself, by name.

    Returns its result and the calls in the order they were made (the root call first),
    each linked to its parent and children. The name is restored afterwards, even on error.
    """
    if not isinstance(function, FunctionType):
        raise InvalidArgumentError(
            f"{quote(function)} is not a function written with def; the checker follows "
            "the calls a def function makes of itself by its name"
        )
    calls: list[Call] = []
    stack: list[int] = []
    namespace = function.__globals__
    name = function.__name__

    def recording(n: Node, *a: Any) -> Any:
        index, parent = len(calls), stack[-1] if stack else -1
        window = (a[0], a[1]) if len(a) >= 2 else None
        calls.append(Call(n.label, window, None, n, parent))
        if parent >= 0:
            calls[parent].children.append(index)
        stack.append(index)
        try:
            calls[index].value = function(n, *a)
        finally:
            stack.pop()
        return calls[index].value

    saved = namespace.get(name)
    namespace[name] = recording
    try:
        result = recording(node, *args)
    finally:
        namespace[name] = saved
    return result, calls


def return_order(calls: Sequence[Call]) -> Iterator[int]:
    """The indices of recorded ``calls`` in the order the calls returned (post-order)."""

    def below(index: int) -> Iterator[int]:
        for child in calls[index].children:
            yield from below(child)
        yield index

    if calls:
        yield from below(0)


# -- the reference, one call at a time -------------------------------------------------------
@dataclass(frozen=True)
class Expected:
    """What the reference does on one node with one window: its calls on the node's
    children, in order (label, window, value), and the value it returns."""

    children: tuple[Step, ...]
    value: Any


class Reference:
    """The reference algorithm, asked what one call should do.

    ``algorithm`` is a :func:`~gamesearch.search.solve` name, run with natural move order;
    ``windows`` says whether calls carry a window (alpha, beta), which is then the window
    the reference searches with; ``max_view`` gives values for MAX instead of for the player
    to move (minimax in max/min form); ``fail_hard`` that every value must lie in its
    window. ``name`` is how hints call the search, e.g. ``"fail-soft alpha-beta"``.
    ``options`` go to ``solve``. Answers are cached per node and window.
    """

    #: What a report says of a function that agrees with this reference on every position,
    #: after "all N positions agree, call by call"; empty for the course's own references.
    accepted = ""
    #: How a hint describes this reference when it is a right answer beside another one.
    described = ""
    #: Whether a node's best value starts at α (so no interior node returns less).
    starts_at_alpha = False
    #: The references a check accepts beside this one (set by :func:`check`).
    others: tuple[Reference, ...] = ()

    def __init__(
        self,
        algorithm: str,
        name: str,
        *,
        windows: bool = True,
        max_view: bool = False,
        fail_hard: bool = False,
        **options: Any,
    ) -> None:
        self.algorithm, self.name = algorithm, name
        self.windows, self.max_view, self.fail_hard = windows, max_view, fail_hard
        self.options = options
        self._cache: dict[
            tuple[int, tuple[str, ...], tuple[float, float] | None], Expected | None
        ] = {}

    def __call__(self, call: Call) -> Expected | None:
        """What the reference does on ``call.node`` with ``call.window``; None when it
        cannot search that window (an empty one, say: the call's parent is then at fault)."""
        node = call.node
        window = call.window if self.windows else None
        key = (id(node.game), node.path, window)  # the positions outlive the check
        if key not in self._cache:
            self._cache[key] = self._search(node, window)
        return self._cache[key]

    def _search(self, node: Node, window: tuple[float, float] | None) -> Expected | None:
        options = dict(self.options, window=window) if window is not None else self.options
        try:
            result = solve(
                node.game, node.state, self.algorithm, ordering="natural", trace=True, **options
            )
        except InvalidSearchError:
            return None
        trace = finished(result).trace
        values = self.values(trace)

        def value(i: int) -> Any:
            n = trace.nodes[i]
            return -values[i] if self.max_view and n.to_move == 1 else values[i]

        children = tuple(
            Step(
                Node(node.game, trace.state(i), (*node.path, *trace.path(i))).label,
                (trace.nodes[i].alpha, trace.nodes[i].beta) if self.windows else None,
                value(i),
            )
            for i in trace.children(0)
        )
        return Expected(children, value(0))

    def values(self, trace: Trace) -> list[Any]:
        """The value each node of ``trace`` returns, by node id: the search's own."""
        return [node.value for _, node in trace.walk()]


class KnuthMooreF2(Reference):
    """Knuth & Moore's (1975) F2, the textbook's fail-hard alpha-beta, as a reference.

    F2 starts a node's best value at α, so a node that fails low returns α, as the course's
    fail-hard search does; but a leaf returns its own value and a cutoff the value that
    reached β, unclamped. It enters the nodes fail-soft alpha-beta enters, with the same
    windows (their values agree wherever they decide a window or a cutoff), so its values
    are read off a fail-soft trace: a leaf's value, else max(α, best negated child value).
    """

    accepted = (
        "that is Knuth & Moore's F2 (1975), the textbook's fail-hard alpha-beta: a node "
        "that fails low returns α, but leaves and cutoffs return the value found, unclamped. "
        "It is correct: this course's fail-hard version clamps those too, to [α, β]"
    )
    starts_at_alpha = True
    described = (
        "Knuth & Moore's F2, which this check also accepts, returns a leaf's value and a "
        "cutoff's unclamped, but α when a node fails low"
    )

    def __init__(self, name: str = "Knuth & Moore's F2") -> None:
        super().__init__("alphabeta-failsoft", name)

    def values(self, trace: Trace) -> list[Any]:
        nodes = list(trace.walk())
        values: list[Any] = [node.value for _, node in nodes]
        below = trace.children_map()
        for i, node in reversed(nodes):  # children are entered after their parent
            if i in below:
                values[i] = max(node.alpha, *(-values[c] for c in below[i]))
        return values


# -- the first problem, in return order ------------------------------------------------------
ProblemKind = Literal["value", "window", "extra", "order", "stopped", "raised"]


@dataclass(frozen=True)
class Problem:
    """The first call that differs from the reference, in return order.

    ``kind``: ``"value"`` (a wrong value), ``"window"`` (a child given the wrong window),
    ``"extra"`` (a child searched that a cutoff should have pruned), ``"order"`` (another
    child than the reference's), ``"stopped"`` (children left out: a cutoff too early),
    ``"raised"`` (the function raised where :func:`judge_each_class` called it).
    ``call`` is the call named first in ``hint``; ``expected`` the value it should return.
    """

    kind: ProblemKind
    call: Call
    expected: Any
    hint: str


def first_problem(calls: Sequence[Call], reference: Reference) -> Problem | None:
    """The first problem in ``calls`` (recorded by :func:`record_calls`), in return order.

    When a call returns, the reference is asked what that call should have done with the
    window it was given: the call must have made the same calls on its children (a child
    missing is a cutoff too early) and return the same value. Then its parent is asked: was
    this child the one it searches next, with this window (a child past the last one the
    reference searches is a missed cutoff)? Children are judged before their parent, so a
    wrong value is named where it first appears. A call the reference cannot search (an
    empty window) is judged as a child only, so its parent's window is named.
    """
    return judge(calls, reference).problem


# -- what was judged, by class of node ------------------------------------------------------
#: The classes of node a call-by-call check tells apart (:func:`node_class`).
NODE_CLASSES = ("leaf", "PV", "CUT", "ALL", "MAX", "MIN", "interior")


def node_class(call: Call, reference: Reference) -> str:
    """The class of ``call``'s node, by what the reference does there.

    A leaf is ``"leaf"``. With windows, an interior node is named by the bound the
    reference's value proves in the call's window, as Marsland & Popowich named Knuth &
    Moore's node types (:data:`~gamesearch.trace.node_types.OUTCOME`): ``"PV"`` (an exact
    value, inside the window), ``"CUT"`` (fails high: a lower bound) or ``"ALL"`` (fails low:
    an upper bound). Without windows it is ``"MAX"`` or ``"MIN"`` in max/min form, else
    ``"interior"``; so too where the reference cannot search the call's window.
    """
    node = call.node
    if node.is_leaf:
        return "leaf"
    window = call.window
    if reference.windows and window is not None:
        expected = reference(call)
        if expected is not None:
            return str(OUTCOME[classify(expected.value, *window)])
    if reference.max_view:
        return "MAX" if node.maximizing else "MIN"
    return "interior"


@dataclass(frozen=True)
class Judgement:
    """The calls of one position, each judged on its own where it can be (:func:`judge`).

    ``problems``: every problem that is a cause of its own, in return order (the first is
    :func:`first_problem`'s), each with the class of the node whose own work it is: the call
    itself for a wrong value, a cutoff too early or a missed one, its parent for a child
    searched with the wrong window or out of order. ``right``: the classes of the calls
    judged right.
    """

    right: frozenset[str]
    problems: tuple[tuple[Problem, str], ...] = ()

    @property
    def problem(self) -> Problem | None:
        """The first problem, in return order (None when every call agrees)."""
        return self.problems[0][0] if self.problems else None

    def wrong(self, where: str, first: str | None = None) -> dict[str, str]:
        """Each class of node with a problem of its own -> the sentence for its first problem
        on the position ``where`` (``first`` in place of the first problem's, if given)."""
        out: dict[str, str] = {}
        for k, (problem, at) in enumerate(self.problems):
            out.setdefault(at, first if k == 0 and first else f"on {where}, {problem.hint}.")
        return out


def judge(calls: Sequence[Call], reference: Reference) -> Judgement:
    """Every call in ``calls`` judged in return order, as :func:`first_problem` judges them,
    except the calls a problem below them has spoilt.

    Each call is judged on the window it was given, so a call whose children all agree can be
    judged on its own even after problems elsewhere. A call with a problem below it is not
    judged (a wrong value below makes its value wrong too), nor is a parent searching on after
    a child of its own was wrong or searched with the wrong window (its later windows follow
    from that child's value). So every problem found is a cause, not a consequence.
    """
    spoilt: set[int] = set()  # calls with a problem of their own or below them
    right: set[str] = set()
    problems: list[tuple[Problem, str]] = []
    for index in return_order(calls):
        call = calls[index]
        if index in spoilt:
            spoilt.add(call.parent)
            continue
        problem = _own_problem(calls, index, reference)
        if problem:
            problems.append((problem, node_class(call, reference)))
            spoilt.update((index, call.parent))
            continue
        if call.parent >= 0 and call.parent not in spoilt:
            problem = _child_problem(calls, index, reference)
            if problem:
                problems.append((problem, node_class(calls[call.parent], reference)))
                spoilt.add(call.parent)
        if reference.windows and call.window is not None and reference(call) is None:
            continue  # a window the reference cannot search: judged as a child only
        right.add(node_class(call, reference))
    return Judgement(frozenset(right), tuple(problems))


#: The student's function called on a node with a window of the checker's choosing (None
#: for a check without windows): the calls it made, or what it raised.
Probe = Callable[[Node, "tuple[float, float] | None"], "list[Call] | Exception"]


def prober(function: SearchFunction, args: Callable[[Node], tuple[Any, ...]]) -> Probe:
    """The :data:`Probe` of ``function``: ``function(node, alpha, beta, *rest)`` with
    ``rest`` the arguments past the window that ``args(node)`` gives (``function(node,
    *args(node))`` without a window), its calls recorded; each node and window called once."""
    made: dict[tuple[int, tuple[str, ...], tuple[float, float] | None], list[Call] | Exception]
    made = {}

    def probe(node: Node, window: tuple[float, float] | None) -> list[Call] | Exception:
        key = (id(node.game), node.path, window)
        if key not in made:
            given = args(node) if window is None else (*window, *args(node)[2:])
            try:
                made[key] = record_calls(function, node, *given)[1]
            except Exception as error:  # the student's code raised: the probe's problem
                made[key] = error
        return made[key]

    return probe


def reference_nodes(
    node: Node, window: tuple[float, float] | None, reference: Reference
) -> Iterator[tuple[Node, tuple[float, float] | None]]:
    """The nodes the reference enters when it searches ``node`` with ``window``, ``node``
    first, in the order it enters them, each with the window it gives that node."""
    yield node, window
    expected = reference(Call(node.label, window, None, node))
    if expected is None:
        return
    for child, step in zip(node.children, expected.children, strict=False):
        yield from reference_nodes(child, step.window, reference)


def judge_each_class(calls: Sequence[Call], reference: Reference, probe: Probe) -> Judgement:
    """:func:`judge` of ``calls``, then every class of node judged on its own.

    A mistake changes the windows below it, or prunes what it should search, so the nodes
    the reference enters below may never be called with the reference's window: a function
    that never raises α, searched from (−∞, ∞), gives every node (−∞, ∞) and so meets no CUT
    or ALL node. Each node the reference enters from the root call's window that ``calls``
    never made with that window, and whose class has no problem charged to it yet, is
    therefore searched by ``probe`` (the function called there, with the reference's window)
    and judged in the same way; a problem found so names the call the checker made. The
    first problem stays ``calls``' own (every node is reached when ``calls`` has none).
    """
    verdict = judge(calls, reference)
    if not calls:
        return verdict
    right, problems = set(verdict.right), list(verdict.problems)
    reached = {_made(call) for call in calls}
    root = calls[0]
    for node, window in reference_nodes(root.node, root.window, reference):
        start = Call(node.label, window, None, node)
        node_kind = node_class(start, reference)
        if _made(start) in reached or node_kind in {at for _, at in problems}:
            continue
        called = f"the checker called {node.label}" + (
            "" if window is None else f" with the reference's window {fmt_window(window)}"
        )
        mine = probe(node, window)
        if isinstance(mine, Exception):
            raised = f"{called}, and your function raised {type(mine).__name__}: {mine}"
            problems.append((Problem("raised", start, None, raised), node_kind))
            continue
        reached.update(_made(call) for call in mine)
        found = judge(mine, reference)
        right |= found.right
        problems += [(replace(p, hint=f"{called}: {p.hint}"), at) for p, at in found.problems]
    return Judgement(frozenset(right), tuple(problems))


def _made(call: Call) -> tuple[tuple[str, ...], Any]:
    """A call's node and window, as a key (a window of something other than numbers by
    its text)."""
    try:
        return call.node.path, None if call.window is None else tuple(map(float, call.window))
    except (TypeError, ValueError):
        return call.node.path, repr(call.window)


def _own_problem(calls: Sequence[Call], index: int, reference: Reference) -> Problem | None:
    call = calls[index]
    expected = reference(call)
    if expected is None:
        return None
    mine = [calls[k] for k in call.children]  # each already matched the reference's as a child
    if len(mine) < len(expected.children):
        return Problem("stopped", call, expected.value, _stopped(call, mine, expected, reference))
    if call.value != expected.value:
        return Problem("value", call, expected.value, _wrong_value(call, mine, expected, reference))
    return None


def _child_problem(calls: Sequence[Call], index: int, reference: Reference) -> Problem | None:
    call = calls[index]
    if call.parent < 0:
        return None
    parent = calls[call.parent]
    expected = reference(parent)
    if expected is None:
        return None
    k = parent.children.index(index)
    before = [calls[i] for i in parent.children[:k]]
    if k >= len(expected.children):
        hint = _extra(parent, call, before, expected, reference)
        return Problem("extra", parent, expected.value, hint)
    want = expected.children[k]
    if call.label != want.label:
        return Problem(
            "order",
            call,
            want.value,
            f"{parent.label}'s child number {k + 1} is {want.label}, but {call.searched()} "
            f"there and returned {fmt(call.value)}: search the children in the order "
            "node.children gives them, each once",
        )
    if reference.windows and _window_differs(call.window, want.window):
        return Problem("window", call, want.value, _wrong_window(parent, call, before, want))
    return None


def _window_differs(a: Sequence[Any] | None, b: Sequence[float] | None) -> bool:
    if a is None or b is None:
        return (a is None) != (b is None)
    try:
        return any(float(x) != float(y) for x, y in zip(a, b, strict=True))
    except (TypeError, ValueError):
        return True


# -- hints ------------------------------------------------------------------------------------
def _listed(values: Sequence[Any]) -> str:
    words = [fmt(v) for v in values]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _best(call: Call, children: Sequence[Call], reference: Reference) -> Any:
    """The best of the children's values for the player to move at ``call``."""
    if reference.max_view:
        values = [c.value for c in children]
        return max(values) if call.node.maximizing else min(values)
    return max(-c.value for c in children)


def _basis(call: Call, children: Sequence[Call], reference: Reference) -> str:
    """Where a node's value comes from: its leaf value, or its children's values."""
    node = call.node
    if not children:
        if reference.max_view:
            return f"it is a leaf of value {fmt(node.value)} for MAX"
        return f"it is a leaf of score {fmt(node.score)} for the player to move"
    returned = f"its children returned {_listed([c.value for c in children])}"
    best = _best(call, children, reference)
    if reference.max_view:
        side = "MAX takes the largest" if node.maximizing else "MIN takes the smallest"
        return f"{returned}; {side}, {fmt(best)}"
    return f"{returned}, so the best negated value is {fmt(best)}"


def _should(call: Call, value: Any, reference: Reference) -> str:
    """``a fail-soft search returns 2 here (≤ 2, fail-low: an upper bound)``."""
    text = f"{reference.name} returns {fmt(value)} here"
    if reference.windows and call.window is not None:
        text += f" ({proves(value, call.window)})"
    return text


def _wrong_value(
    call: Call, children: Sequence[Call], expected: Expected, reference: Reference
) -> str:
    basis = _basis(call, children, reference)
    window = call.window if reference.windows else None
    if reference.fail_hard and window is not None and _outside(call.value, window):
        return (
            f"{call.searched()} and returned {fmt(call.value)}, outside its window; {basis}, "
            f"and {reference.name} clamps every value it returns, a leaf's too, to "
            f"[{fmt(window[0])}, {fmt(window[1])}]: it returns {fmt(expected.value)} here "
            f"({proves(expected.value, window)})"
            + "".join(f"; {other.described}" for other in reference.others if other.described)
        )
    below = window is not None and _outside(call.value, window) and call.value < window[0]
    if reference.starts_at_alpha and children and below:
        assert window is not None
        return (
            f"{call.searched()} and returned {fmt(call.value)}, below its window; {basis}, "
            f"and {reference.name} starts a node's best value at α, so a node that fails "
            f"low returns α: it returns {fmt(expected.value)} here "
            f"({proves(expected.value, window)})"
        )
    should = _should(call, expected.value, reference)
    return f"{call.searched()} and returned {fmt(call.value)}; {basis}, and {should}"


def _outside(value: Any, window: Sequence[float]) -> bool:
    return isinstance(value, (int, float)) and not window[0] <= value <= window[1]


def _wrong_window(parent: Call, call: Call, before: Sequence[Call], want: Step) -> str:
    wanted = want.window
    assert wanted is not None  # the reference of a check with windows passes one to each child
    with_that = (
        f"with that window {call.label} returns {fmt(want.value)} ({proves(want.value, wanted)})"
    )
    if parent.window is None:
        return (
            f"{call.searched()} and returned {fmt(call.value)}, but its parent {parent.label} "
            f"was searched without a window: give every call its window (alpha, beta), and "
            f"{parent.label} passes {call.label} {fmt_window(wanted)}; {with_that}"
        )
    alpha, beta = parent.window
    best = max((-c.value for c in before), default=-INF)
    rule = ""
    if not _window_differs((-beta, -max(alpha, best)), wanted):  # say why, if that is why
        rule = f" = (−β, −max(α, best so far)), best = {fmt(best)}" if before else " = (−β, −α)"
    return (
        f"{call.searched()} and returned {fmt(call.value)}, but its parent {parent.label}, "
        f"searched with {fmt_window(parent.window)}, should pass it {fmt_window(wanted)}"
        f"{rule}; {with_that}"
    )


def _extra(
    parent: Call, call: Call, before: Sequence[Call], expected: Expected, reference: Reference
) -> str:
    text = f"{parent.searched()} and went on to {call.label}"
    if len(parent.children) > len(parent.node.children):
        text += f" again: it has {len(parent.node.children)} children, search each once"
    elif before and parent.window is not None:
        alpha, beta = parent.window
        best = max(-c.value for c in before)
        sign = ">" if alpha == beta else "≥"
        text += (
            f" after {before[-1].label} returned {fmt(before[-1].value)}, but best = "
            f"{fmt(best)} {sign} β = {fmt(beta)} is a cutoff: {call.label} is pruned"
        )
    else:
        text += ", which the reference prunes"
    return f"{text}; {_returned(parent, expected.value, reference)}"


def _stopped(call: Call, children: Sequence[Call], expected: Expected, reference: Reference) -> str:
    following = expected.children[len(children)]
    to = following.label
    if following.window is not None:
        to += f" with {fmt_window(following.window)}"
    if not children:
        text = f"{call.searched()} and searched none of its children, but it is no leaf"
    elif call.window is None:
        text = f"{call.searched()} and stopped after {children[-1].label}: search every child"
    else:
        alpha, beta = call.window
        best = max(-c.value for c in children)
        if alpha == beta and best == beta:
            why = f"best = {fmt(best)} = β is no cutoff at width 0 (a value equal to β is exact)"
        else:
            why = f"best = {fmt(best)} < β = {fmt(beta)} is no cutoff"
        text = f"{call.searched()} and stopped after {children[-1].label}, but {why}"
    return f"{text}; the reference goes on to {to}. {_returned(call, expected.value, reference)}"


def _returned(call: Call, value: Any, reference: Reference) -> str:
    """What ``call`` returned against what it should return, e.g. ``D returned 3, and
    fail-soft alpha-beta returns 4 here (≥ 4, fail-high: a lower bound)``."""
    if call.value == value and reference.windows and call.window is not None:
        return f"{call.label} returned {fmt(value)} ({proves(value, call.window)})"
    return f"{call.label} returned {fmt(call.value)}, and {_should(call, value, reference)}"


# -- the report ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Outcome:
    """How one position of a check went, kept as data for scoring
    (:mod:`gamesearch.exercises.grading`).

    ``right``: the classes of node judged right; ``wrong``: each class of node with a problem
    of its own, with the sentence for its first one (a call-by-call check's
    :class:`Judgement`; both empty for checks that do not judge calls); ``message``: the
    report's sentence for the first problem, None if the position agrees; ``raised``: the
    function raised, so nothing there was judged.
    """

    position: str
    right: frozenset[str] = frozenset()
    wrong: Mapping[str, str] = field(default_factory=dict)
    message: str | None = None
    raised: bool = False

    @property
    def ok(self) -> bool:
        return self.message is None


@dataclass
class Report:
    """The outcome of a check: ✔ and what agreed, or ✘ and the first problem's hint.

    Displays as one line of text, and in a notebook as a short block whose text keeps the
    theme's colour (JupyterLab's variables, with fallbacks readable on light and dark).
    ``outcomes`` keeps every position's :class:`Outcome`, for checks that record them.
    """

    exercise: str
    passed: int = 0
    failures: list[str] = field(default_factory=list)
    #: The sentence printed on success, for checks that are not call by call.
    success: str = ""
    outcomes: list[Outcome] = field(default_factory=list)

    def record(self, outcome: Outcome) -> None:
        """Keep ``outcome``: a position that agrees counts as passed; the first one that does
        not gives the report its message."""
        self.outcomes.append(outcome)
        if outcome.message is None:
            self.passed += 1
        elif not self.failures:
            self.failures.append(outcome.message)

    @property
    def ok(self) -> bool:
        return not self.failures

    @property
    def message(self) -> str:
        """What agreed (✔) or the first problem's hint (✘), without the exercise's name."""
        if not self.ok:
            return self.failures[0]
        if self.success:
            return self.success
        return f"all {count(self.passed)} positions agree with the reference, call by call."

    def __str__(self) -> str:
        return f"{'✔' if self.ok else '✘'} {self.exercise}: {self.message}"

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        colour = (
            "var(--jp-success-color1, #2da44e)" if self.ok else "var(--jp-error-color1, #e5534b)"
        )
        mark = "✔" if self.ok else "✘"
        return (
            f'<div class="gamesearch-report" style="color:inherit;border-left:4px solid '
            f'{colour};padding:2px 0 2px 10px;margin:4px 0">'
            f'<span style="color:{colour};font-weight:bold">{mark}</span> '
            f"<strong>{html.escape(self.exercise)}</strong>: {html.escape(self.message)}</div>"
        )


def check(
    exercise: str,
    function: SearchFunction,
    positions: Sequence[Node],
    algorithm: str,
    *,
    args: Callable[[Node], tuple[Any, ...]] = lambda node: (),
    max_view: bool = False,
    windows: bool = True,
    fail_hard: bool = False,
    also: Sequence[Reference] = (),
    **options: Any,
) -> Report:
    """Check ``function`` against ``algorithm`` on every position, call by call.

    ``function(node, *args(node))`` is called on each position and judged by a
    :class:`Reference` (``max_view``, ``windows``, ``fail_hard`` and ``options`` as there,
    hints naming the search as ``exercise``). The report names the first problem
    (:func:`first_problem`) of the first position that has one, or what the function raised;
    every position is judged, and its :class:`Outcome` kept in the report, each class of
    node judged on its own (:func:`judge_each_class`).

    ``also``: other references that are right answers too (a textbook's variant of the same
    search). The calls are then judged by each, and the report is the one of the reference
    with the most positions in agreement (all of them, if any agrees everywhere), ties
    going to the course's own: a function that is one of the others, with a mistake, is
    told its mistake in that other's terms. A report judged by another reference names it
    in its exercise, ``"fail-hard alpha-beta, as Knuth & Moore's F2"``.
    """
    reference = Reference(
        algorithm, exercise, windows=windows, max_view=max_view, fail_hard=fail_hard, **options
    )
    reference.others = tuple(also)
    recorded: list[tuple[str, list[Call] | str]] = []
    for node in positions:
        where = node.game.name
        try:
            _, mine = record_calls(function, node, *args(node))
        except Exception as error:  # the student's code raised: say where
            recorded.append(
                (where, f"on {where} your function raised {type(error).__name__}: {error}")
            )
            continue
        recorded.append((where, mine))
    probe = prober(function, args)
    reports = [_report(exercise, recorded, reference, probe)]
    for other in also:
        reports.append(_report(f"{exercise}, as {other.name}", recorded, other, probe))
    return max(reports, key=_closeness)  # max keeps the first of equals: the course's own


def _report(
    exercise: str,
    recorded: Sequence[tuple[str, list[Call] | str]],
    reference: Reference,
    probe: Probe,
) -> Report:
    """The report of the calls ``recorded`` per position (or what the function raised there),
    judged by ``reference``, each class of node on its own (:func:`judge_each_class`)."""
    report = Report(exercise)
    for where, mine in recorded:
        if isinstance(mine, str):
            report.record(Outcome(where, message=mine, raised=True))
            continue
        verdict = judge_each_class(mine, reference, probe)
        problem = verdict.problem
        message = None if problem is None else f"on {where}, {problem.hint}."
        report.record(Outcome(where, verdict.right, verdict.wrong(where), message))
    if reference.accepted:
        report.success = (
            f"all {count(report.passed)} positions agree, call by call; {reference.accepted}."
        )
    return report


def _closeness(report: Report) -> tuple[bool, int]:
    """How close a function came to a reference: every position agrees, then how many do."""
    return report.ok, report.passed
