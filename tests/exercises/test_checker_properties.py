"""Properties of the call-by-call checker on random trees: right solutions pass, the fail-hard
and fail-soft exercises tell their solutions apart exactly when the two differ, and nothing a
student passes down makes the checker itself raise."""

from hypothesis import given, settings
from hypothesis import strategies as st
from shipped_solutions import solution
from test_checkers import alpha_not_best as knuth_moore_f2  # F2 as the paper writes it

from gamesearch.exercises import Node
from gamesearch.exercises.checker import KnuthMooreF2, check, record_calls
from gamesearch.games.trees import TreeGame

SOLUTION_02 = solution("02_alpha_beta")
alphabeta, failsoft = SOLUTION_02.alphabeta, SOLUTION_02.failsoft
INF = float("inf")

trees = st.builds(
    lambda b, d, seed: Node.root(TreeGame.random(b, d, low=-5, high=5, seed=seed)),
    st.integers(1, 3),
    st.integers(0, 4),
    st.integers(0, 10_000),
)


def run(function, root, fail_hard):
    algorithm = "alphabeta" if fail_hard else "alphabeta-failsoft"
    return check("x", function, [root], algorithm, args=lambda n: (-INF, INF), fail_hard=fail_hard)


@settings(max_examples=40, deadline=None)
@given(trees)
def test_each_alphabeta_passes_its_exercise_and_fails_the_other_exactly_when_they_differ(root):
    assert run(alphabeta, root, fail_hard=True).ok
    assert run(failsoft, root, fail_hard=False).ok
    _, calls = record_calls(failsoft, root, -INF, INF)
    differ = any(not c.window[0] <= c.value <= c.window[1] for c in calls)
    assert run(failsoft, root, fail_hard=True).ok is not differ
    assert run(alphabeta, root, fail_hard=False).ok is not differ


@settings(max_examples=40, deadline=None)
@given(trees)
def test_knuth_and_moores_f2_is_accepted_beside_the_courses_fail_hard(root):
    """The F2 reference, read off a fail-soft trace, agrees with F2 itself on any tree."""
    accepted = (KnuthMooreF2(),)
    both = dict(args=lambda n: (-INF, INF), fail_hard=True, also=accepted)
    assert check("x", knuth_moore_f2, [root], "alphabeta", **both).ok
    assert check("x", alphabeta, [root], "alphabeta", **both).exercise == "x"


def odd_windows(node, alpha, beta):
    """Passes down empty, reversed and non-numeric windows."""
    if node.is_leaf:
        return node.score
    best = -INF
    for i, child in enumerate(node.children):
        window = [(-beta, -alpha), (INF, -INF), (-alpha, -beta), ("a", None)][i % 4]
        best = max(best, -odd_windows(child, *window))
        if best >= beta:
            break
    return best


def test_an_empty_window_names_the_parent_that_passed_it():
    root = Node.root(TreeGame([[1, 2], [3, 4]], names="RABCDEF"))
    for fail_hard in (True, False):
        text = str(run(odd_windows, root, fail_hard))
        assert "D was searched with (∞, −∞) and returned 2, but its parent A" in text
        assert "should pass it (−∞, 1) = (−β, −max(α, best so far)), best = −1" in text
        value = 1 if fail_hard else 2  # D's score 2, clamped to β = 1 by a fail-hard search
        assert f"with that window D returns {value} (≥ {value}, fail-high: a lower bound)" in text


def has_siblings(node):
    return len(node.children) > 1 or any(has_siblings(c) for c in node.children)


@settings(max_examples=20, deadline=None)
@given(trees)
def test_odd_windows_are_reported_not_raised(root):
    for fail_hard in (True, False):
        report = run(odd_windows, root, fail_hard)
        assert "raised" not in str(report)
        assert report.ok is not has_siblings(root)  # only a second child gets an odd window
