"""gamesearch.exercises.grader: grader.check without otter-grader runs Otter's exception-based
test files as otter does (tests/grading compares the two on make assignments' own files)."""

import json
import re
import textwrap

import nbformat
import pytest

from gamesearch.errors import InvalidArgumentError
from gamesearch.exercises import grader
from gamesearch.exercises.grader import Case, LocalGrader, case_points, notebook_grader

TEST_FILE = """\
from otter.test_files import test_case

OK_FORMAT = False

name = "double"
points = [1, 2, 5]

@test_case(points=1, hidden=False, success_message="small numbers: right")
def test_small(double):
    assert double(2) == 4, f"double(2) is {double(2)}, not 4"

@test_case(points=2, hidden=False)
def test_large(double, env):
    assert "double" in env
    assert double(10**6) == 2 * 10**6, "wrong on a large number"

@test_case(points=5, hidden=True)
def test_hidden(double):
    raise AssertionError("a hidden case is not the student's to run")
"""


@pytest.fixture
def tests_dir(tmp_path):
    (tmp_path / "double.py").write_text(TEST_FILE)
    return tmp_path


def test_a_right_answer_earns_every_public_point(tests_dir):
    result = LocalGrader(str(tests_dir)).check("double", {"double": lambda x: 2 * x})
    assert (result.score, result.possible) == (3, 3)
    assert [case.message for case in result.cases] == ["small numbers: right", "passed"]
    assert repr(result).splitlines() == [
        "double: 3 of 3 points",
        "    ✔ small numbers: right",
        "    ✔ passed",
    ]


def test_a_wrong_answer_loses_the_failing_cases_points_and_says_why(tests_dir):
    wrong = {"double": lambda x: 4 if x == 2 else x}
    result = LocalGrader(str(tests_dir)).check("double", wrong)
    assert (result.score, result.possible) == (1, 3)
    assert [(c.name, c.passed) for c in result.cases] == [
        ("test_small", True),
        ("test_large", False),
    ]
    assert "✘ wrong on a large number" in repr(result)


def test_a_missing_answer_fails_every_case_by_what_it_raised(tests_dir):
    result = LocalGrader(str(tests_dir)).check("double", {})  # None: otter's default too
    assert result.score == 0
    assert "'NoneType' object is not callable" in result.cases[0].message


def test_check_reads_the_callers_variables(tests_dir):
    def double(x):
        return 2 * x

    globals()["double"] = double
    try:
        assert LocalGrader(str(tests_dir)).check("double").score == 3
        assert [r.score for r in LocalGrader(str(tests_dir)).check_all()] == [3]
    finally:
        del globals()["double"]


def test_an_unknown_question_is_named_with_the_known_ones(tests_dir):
    with pytest.raises(InvalidArgumentError, match=r"'triple'.*the questions are double"):
        LocalGrader(str(tests_dir)).check("triple", {})


def test_an_ok_format_file_is_refused_with_what_to_do(tmp_path):
    (tmp_path / "q1.py").write_text("OK_FORMAT = True\ntest = {'name': 'q1'}\n")
    with pytest.raises(InvalidArgumentError, match=r"OK-format.*otter-grader"):
        LocalGrader(str(tmp_path)).check("q1", {})


@pytest.mark.filterwarnings("ignore:Traits should be given as instances:DeprecationWarning")
@pytest.mark.parametrize("points", [[1, 3, 2], 6, 9, None, 0])
@pytest.mark.parametrize("own", [(None, None, None), (2, None, None), (1, 1, 1), (0, None, 0)])
def test_points_are_resolved_as_otter_resolves_them(points, own):
    from otter.test_files.abstract_test import TestCase as OtterCase
    from otter.test_files.abstract_test import TestFile

    cases = [Case(points=p) for p in own]
    otter_cases = [OtterCase(f"c{i}", None, False, p, None, None) for i, p in enumerate(own)]
    try:
        expected = [c.points for c in TestFile.resolve_test_file_points(points, otter_cases)]
    except ValueError:  # more points given to the cases than the file's total
        return
    assert case_points(cases, points) == pytest.approx(expected)


def test_a_points_list_of_the_wrong_length_is_refused():
    with pytest.raises(InvalidArgumentError, match="lists 2 points for 3 test cases"):
        case_points([Case(), Case(), Case()], [1, 2])


def test_export_says_how_to_hand_in_the_notebook(capsys):
    LocalGrader().export(pdf=False)
    assert "hand in the .ipynb itself" in capsys.readouterr().out


def test_the_browser_never_tries_otter(monkeypatch, tmp_path):
    monkeypatch.setattr(grader, "in_browser", lambda: True)
    assert isinstance(notebook_grader("nb.ipynb", str(tmp_path)), LocalGrader)


@pytest.mark.filterwarnings("ignore:Traits should be given as instances:DeprecationWarning")
def test_outside_the_browser_otter_grades_where_it_is_installed(tmp_path, monkeypatch):
    import otter  # the grading extra, which make test installs

    monkeypatch.chdir(tmp_path)
    (tmp_path / "nb.ipynb").write_text(json.dumps(nbformat.v4.new_notebook()))
    made = notebook_grader("nb.ipynb", "tests")
    assert isinstance(made, otter.Notebook)


def test_the_test_file_s_otter_import_is_the_only_line_dropped(tmp_path):
    (tmp_path / "q.py").write_text(
        textwrap.dedent(
            """\
            from otter.test_files import test_case
            import math
            @test_case(points=1)
            def test_pi(x):
                assert math.isclose(x, math.pi)
            """
        )
    )
    assert LocalGrader(str(tmp_path)).check("q", {"x": 3.141592653589793}).score == 1


def test_a_failing_case_worth_no_points_still_reads_as_failed(tmp_path):
    (tmp_path / "q.py").write_text("@test_case(points=0)\ndef test_x(x):\n    assert x, 'no x'\n")
    (case,) = LocalGrader(str(tmp_path)).check("q", {"x": False}).cases
    assert (case.passed, case.earned, case.message) == (False, 0, "no x")


LONG = (
    "PV nodes (an exact value, inside the window): on hiroi-8, H was searched with (−∞, ∞) "
    "and returned −3, but its parent C, searched with (−∞, ∞), should pass it (−∞, −1) = "
    "(−β, −max(α, best so far)), best = 1; with that window H returns −3 (= −3, exact). "
    "See build/assignments/03_null_window_search/results/solved/results.json/"
    "a_path_much_longer_than_any_line_of_the_output_at_all_0123456789 for more."
)


@pytest.fixture
def long_message(tmp_path):
    (tmp_path / "q.py").write_text(
        "@test_case(points=1, failure_message='first paragraph: why it failed')\n"
        f"def test_x(x):\n    raise AssertionError({LONG!r})\n"
    )
    return LocalGrader(str(tmp_path)).check("q", {"x": 1})


def test_check_s_text_wraps_at_spaces_and_never_inside_a_word(long_message):
    lines = repr(long_message).splitlines()
    longest_word = max(LONG.split(), key=len)
    assert len(longest_word) > grader.WIDTH
    # every line fits, but the one word longer than a line, which has a line of its own
    assert [line for line in lines if len(line) > grader.WIDTH] == [f"       {longest_word}"]
    assert len(lines) > 4  # the message was wrapped
    # the words are the message's, in order, none cut: wrapping only changed the spaces
    words = " ".join(line.strip() for line in lines[1:]).split()
    assert words == ["✘", "first", "paragraph:", "why", "it", "failed", *LONG.split()]
    assert lines[1] == "    ✘ first paragraph: why it failed"
    assert all(line.startswith("       ") for line in lines[2:])  # under the message


def test_check_s_notebook_display_wraps_at_spaces_not_in_a_pre(long_message):
    """JupyterLab shows text output in a <pre> with word-break: break-all, which cuts words
    at the output's edge; the HTML display is no <pre> and wraps at spaces only."""
    shown = long_message._repr_html_()
    assert "<pre" not in shown
    assert shown.count("word-break:normal;overflow-wrap:normal") == 2  # the title, the case
    assert "q: 0 of 1 point" in shown
    assert "(−β, −max(α, best so far))" in shown and "&lt;" not in LONG
    assert "✘</span> first paragraph: why it failed\n" in shown
    # its text (as a copy, or the page's textContent, reads it) has the title on a line of its own
    text = re.sub(r"<[^>]+>", "", shown)
    assert text.split("\n")[0] == "q: 0 of 1 point"


#: The assignment's test file of ``decide`` as make assignments writes it (a checker's report
#: asserted right), with a second case that needs no search.
STOPPED_FILE = """\
from otter.test_files import test_case

OK_FORMAT = False

name = "decide"
points = [2, 1]

@test_case(points=2, hidden=False, success_message="the whole check: right")
def test_decide(decide):
    from gamesearch.exercises import check_decide
    from gamesearch.exercises.grading import assert_right
    assert_right(check_decide(decide))

@test_case(points=1, hidden=False)
def test_defined(decide):
    assert callable(decide), "decide is not defined"
"""


def test_a_case_whose_checker_the_time_limit_stopped_is_not_checked_and_says_why(
    tmp_path, monkeypatch, every_search_stopped
):
    """On a machine too slow for the browser's time limit, the checker's own search stops
    (ReferenceStopped): the case neither passes nor fails, earns nothing, and says what
    stopped it and how to allow more time; the question's line says how many points were
    not checked. The other case is judged as usual."""
    from shipped_solutions import solution

    from gamesearch.search import limits

    (tmp_path / "decide.py").write_text(STOPPED_FILE)
    decide = solution("03_null_window_search").decide
    result = LocalGrader(str(tmp_path)).check("decide", {"decide": decide})
    stopped, defined = result.cases
    assert (stopped.checked, stopped.passed, stopped.earned) == (False, False, 0)
    assert stopped.message.startswith("the check could not be made")
    assert "the browser's time limit of 1e-09 s reached" in stopped.message
    assert stopped.message.endswith("BROWSER_TIME_LIMIT = 120")
    assert (defined.checked, defined.passed) == (True, True)
    assert (result.score, result.possible, result.unchecked) == (1, 3, 2)
    lines = repr(result).splitlines()
    assert lines[0] == "decide: 1 of 3 points, 2 points not checked here"
    assert lines[1].startswith("    ○ the check could not be made")
    assert lines[-1] == "    ✔ passed"
    shown = result._repr_html_()
    assert "decide: 1 of 3 points, 2 points not checked here" in shown
    assert "--jp-warn-color1" in shown and "○</span> the check could not be made" in shown
    # with the time the check needs, the same answer earns every point
    monkeypatch.setattr(limits, "BROWSER_TIME_LIMIT", 120)
    again = LocalGrader(str(tmp_path)).check("decide", {"decide": decide})
    assert (again.score, again.unchecked, repr(again).splitlines()[0]) == (
        3,
        0,
        "decide: 3 of 3 points",
    )
