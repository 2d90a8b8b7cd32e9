"""``grader.check`` in the student notebooks of ``make assignments``, with otter-grader or
without it.

A student notebook starts with ``grader = notebook_grader("NN_name.ipynb")``. Where
otter-grader can be imported (a laptop with gamesearch's ``grading`` extra, Gradescope,
``otter run``), that is otter's own ``otter.Notebook``. Where it cannot — the course's site,
whose Pyodide cannot load otter's compiled dependencies without the network, or a Python
without otter — it is a :class:`LocalGrader`, which runs the same test files in the same way:

* a test file is Otter's exception-based format (written by Otter Assign): functions
  decorated with ``@test_case(points=..., success_message=...)``;
* each test case is called with the notebook's variables that its parameters name (None for
  a name the notebook lacks), passes when it raises nothing, and earns its points.

One outcome otter does not have: a case whose check could not be made here, because the
browser's time limit stopped the checker's own reference search
(:class:`~gamesearch.errors.ReferenceStopped`), is **not checked**, neither passed nor
failed: it earns nothing here, the question's line says how many points were not checked,
and the case says what stopped it and how to allow more time. Otter, grading outside the
browser, has no such limit.

So a question scores the same here as in otter (tests/grading checks right and wrong
submissions both ways). What this runner does not do is otter's ``export``: a submission
zip. Its ``export`` says how to hand in the notebook itself, which Gradescope and ``otter
run`` grade as they grade the zip's notebook.
"""

from __future__ import annotations

import ast
import html
import inspect
import platform
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gamesearch.build_info import this_build
from gamesearch.errors import InvalidArgumentError, ReferenceStopped
from gamesearch.search.limits import in_browser

#: The import in every exception-based test file, which this runner supplies itself.
OTTER_TEST_CASE = "otter.test_files"
#: The key of the output metadata in which a graded notebook records its build and Python.
BUILD_METADATA = "gamesearch_build"
#: The width ``grader.check``'s text is wrapped to, at spaces only.
WIDTH = 79


def notebook_grader(notebook: str, tests_dir: str = "tests") -> Any:
    """The ``grader`` of a student notebook: ``otter.Notebook(notebook, tests_dir)`` where
    otter-grader can be imported outside the browser, else :class:`LocalGrader` of
    ``tests_dir`` (see the module docstring). In the browser otter is not tried: importing
    it would ask Pyodide's CDN for its compiled dependencies, which a classroom's firewall
    can hold for half a minute before failing.

    It first shows which build of gamesearch and which Python the notebook runs on
    (:func:`show_build`), so that the saved notebook handed in records them."""
    show_build()
    if not in_browser():
        try:
            import otter  # type: ignore[import-untyped]
        except ImportError:
            pass
        else:
            return otter.Notebook(notebook, tests_dir=tests_dir)
    return LocalGrader(tests_dir)


def show_build() -> None:
    """Show one line naming this build of gamesearch (:mod:`gamesearch.build_info`) and the
    Python it runs on; in IPython, as an output whose metadata (:data:`BUILD_METADATA`)
    records both for ``make assignments`` to read from a hand-in."""
    build = this_build()
    where = " (Pyodide, in the browser)" if in_browser() else ""
    text = f"This notebook runs {build}, on Python {platform.python_version()}{where}."
    try:
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:
        get_ipython = None
    if get_ipython is None or get_ipython() is None:  # plain Python: no output to keep it
        print(text)
        return
    record = {**build.record(), "python": platform.python_version()}
    display({"text/plain": text}, raw=True, metadata={BUILD_METADATA: record})


@dataclass
class Case:
    """One test case of a test file: Otter's ``test_case`` decorator, as the file uses it."""

    name: str | None = None
    points: float | None = None
    hidden: bool = False
    success_message: str | None = None
    failure_message: str | None = None
    function: Callable[..., None] | None = field(default=None, repr=False)

    def __call__(self, function: Callable[..., None]) -> Case:
        self.function = function
        self.name = self.name or function.__name__
        return self

    def run(self, env: dict[str, Any]) -> str | None:
        """Call the case with the variables of ``env`` its parameters name (``env`` itself
        for a parameter named ``env``, as otter does): None if it passes, else why not.
        :class:`~gamesearch.errors.ReferenceStopped` (the check could not be made) is raised,
        not turned into a failure."""
        assert self.function is not None, "a test case decorates its function"
        names = inspect.signature(self.function).parameters
        arguments = {name: env if name == "env" else env.get(name) for name in names}
        try:
            self.function(**arguments)
        except ReferenceStopped:  # the checker's own search stopped: no verdict on the answer
            raise
        except Exception as error:  # a test case fails by raising, whatever it raises
            why = str(error) or type(error).__name__
            return f"{self.failure_message}\n{why}" if self.failure_message else why
        return None


@dataclass(frozen=True)
class CaseResult:
    """A test case's outcome: whether it passed, its points possible, and what it says.
    ``checked`` is False when the check could not be made here (its own reference search
    stopped): then it neither passed nor failed, and earns nothing."""

    name: str
    passed: bool
    possible: float
    message: str
    checked: bool = True

    @property
    def earned(self) -> float:
        return self.possible if self.passed else 0.0


@dataclass(frozen=True)
class QuestionResult:
    """What ``grader.check(question)`` returns: each public test case's outcome."""

    question: str
    cases: tuple[CaseResult, ...]

    @property
    def score(self) -> float:
        return sum(case.earned for case in self.cases)

    @property
    def possible(self) -> float:
        return sum(case.possible for case in self.cases)

    @property
    def unchecked(self) -> float:
        """The points of the cases whose check could not be made here."""
        return sum(case.possible for case in self.cases if not case.checked)

    @property
    def title(self) -> str:
        """``alphabeta0: 2 of 4 points``; ``decide: 0 of 1 point, 1 point not checked here``
        when a case's check could not be made."""
        title = f"{self.question}: {self.score:g} of {_points(self.possible)}"
        if not all(case.checked for case in self.cases):
            title += f", {_points(self.unchecked)} not checked here"
        return title

    def __repr__(self) -> str:
        """The result as text, each case's message wrapped to :data:`WIDTH` columns at spaces,
        never inside a word (a word longer than a line keeps a line of its own)."""
        lines = [self.title]
        for case in self.cases:
            first = True
            for paragraph in case.message.split("\n"):
                lead = f"    {_look(case)[0]} " if first else "       "
                lines += textwrap.wrap(
                    paragraph,
                    WIDTH,
                    initial_indent=lead,
                    subsequent_indent="       ",
                    break_long_words=False,
                    break_on_hyphens=False,
                ) or [lead.rstrip()]
                first = False
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        """The result in a notebook: not as text, which JupyterLab shows in a ``<pre>`` that
        breaks lines inside words (its ``word-break: break-all``), but as blocks that wrap at
        spaces only, in the theme's colours, each case marked as the checkers mark theirs."""
        wrap = "white-space:pre-wrap;word-break:normal;overflow-wrap:normal;overflow-x:auto"
        lines = [f'<div style="{wrap}"><strong>{html.escape(self.title)}</strong></div>'] + [
            f'<div style="{wrap};padding-left:1.5em;text-indent:-1.5em">'
            f'<span style="color:{_look(case)[1]}">{_look(case)[0]}</span> '
            f"{html.escape(case.message)}</div>"
            for case in self.cases
        ]
        # one block a line, a newline between them (white space the page collapses): the
        # output's text, as a copy or a test reads it, keeps its lines
        body = "\n".join(lines)
        return f'<div class="gamesearch-grader" style="color:inherit">{body}</div>'


#: A passed, a failed and a case not checked: its mark and colour, JupyterLab's with fallbacks
#: (✔ and ✘ as the checkers' reports mark theirs; ○ for a check the time limit stopped).
_PASSED = ("✔", "var(--jp-success-color1, #2da44e)")
_FAILED = ("✘", "var(--jp-error-color1, #e5534b)")
_UNCHECKED = ("○", "var(--jp-warn-color1, #bf8700)")


def _points(points: float) -> str:
    """``1 point``, ``4 points``, ``0.5 points``."""
    return f"{points:g} {'point' if points == 1 else 'points'}"


def _look(case: CaseResult) -> tuple[str, str]:
    """The case's mark and its colour."""
    if not case.checked:
        return _UNCHECKED
    return _PASSED if case.passed else _FAILED


def read_test_file(path: Path) -> tuple[list[Case], Any]:
    """The test cases of the exception-based test file at ``path``, in the file's order,
    and its ``points`` (a number, a list or None)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    tree.body = [
        statement
        for statement in tree.body
        if not (isinstance(statement, ast.ImportFrom) and statement.module == OTTER_TEST_CASE)
    ]
    namespace: dict[str, Any] = {"test_case": Case, "__name__": path.stem}
    exec(compile(tree, str(path), "exec"), namespace)
    if namespace.get("OK_FORMAT", False):
        raise InvalidArgumentError(
            f"{path} is an OK-format test file; this runner reads Otter's exception-based "
            "files (make assignments writes those): grade it with otter-grader"
        )
    cases = [value for value in namespace.values() if isinstance(value, Case)]
    return cases, namespace.get("points")


def case_points(cases: list[Case], points: Any) -> list[float]:
    """Each case's points, by otter's rules: a ``points`` list gives each case its own, by
    position; a total keeps the points cases give themselves and shares the rest among the
    others; with neither, the others share 1 point if no case gives any, else get 0."""
    if isinstance(points, list):
        if len(points) != len(cases):
            raise InvalidArgumentError(
                f"the test file lists {len(points)} points for {len(cases)} test cases: "
                "give one per case"
            )
        return [float(p) for p in points]
    own = [case.points for case in cases]
    given = sum(p for p in own if p is not None)
    unset = sum(p is None for p in own)
    if isinstance(points, (int, float)):
        share = (points - given) / unset if unset else 0.0
    else:
        share = 1 / unset if unset and not given else 0.0
    return [float(p) if p is not None else share for p in own]


def _caller_globals() -> dict[str, Any]:
    """The globals of the code that called the method calling this: a notebook's variables."""
    frame = inspect.currentframe()
    caller = frame.f_back.f_back if frame and frame.f_back else None
    return caller.f_globals if caller is not None else {}


class LocalGrader:
    """``grader`` where otter-grader cannot be imported: ``check`` runs a question's test
    file against the notebook's variables (see the module docstring)."""

    def __init__(self, tests_dir: str = "tests") -> None:
        self.tests_dir = Path(tests_dir)

    def check(self, question: str, global_env: dict[str, Any] | None = None) -> QuestionResult:
        """Run ``question``'s public test cases against ``global_env`` (the caller's
        globals: the notebook's variables) and say what each earns."""
        path = self.tests_dir / f"{question}.py"
        if not path.is_file():
            known = sorted(p.stem for p in self.tests_dir.glob("*.py"))
            raise InvalidArgumentError(
                f"no test file for question {question!r} in {self.tests_dir}/: "
                + (f"the questions are {', '.join(known)}" if known else "no tests are there")
            )
        if global_env is None:
            global_env = _caller_globals()
        cases, points = read_test_file(path)
        results = []
        for case, possible in zip(cases, case_points(cases, points), strict=True):
            if case.hidden:
                continue
            try:
                why = case.run(global_env)
            except ReferenceStopped as stopped:  # no verdict: what stopped it, what to do
                results.append(CaseResult(str(case.name), False, possible, str(stopped), False))
                continue
            message = (case.success_message or "passed") if why is None else why
            results.append(CaseResult(str(case.name), why is None, possible, message))
        return QuestionResult(question, tuple(results))

    def check_all(self, global_env: dict[str, Any] | None = None) -> list[QuestionResult]:
        """:meth:`check` of every question in the tests folder, in name order."""
        if global_env is None:
            global_env = _caller_globals()
        return [self.check(p.stem, global_env) for p in sorted(self.tests_dir.glob("*.py"))]

    def export(self, *args: Any, **kwargs: Any) -> None:
        """Say how to hand in the notebook: otter's submission zip needs otter-grader."""
        where = "File › Download" if in_browser() else "your notebook file"
        print(
            "otter-grader is not available here to make a submission zip: save the notebook "
            f"(Ctrl+S), then hand in the .ipynb itself ({where}); Gradescope and otter run "
            "grade the notebook as they grade a zip."
        )
