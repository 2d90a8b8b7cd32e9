"""A trace explains itself: a short repr, a notebook display, and the call that made it."""

from gamesearch.search import solve
from gamesearch.search.api import rerun
from gamesearch.trace.jsonio import load_trace, save_trace


def test_a_trace_prints_in_one_short_line():
    trace = solve("tictactoe", algorithm="negascout", trace=True).trace
    assert len(trace) > 1000
    assert len(repr(trace)) < 100 and "negascout" in repr(trace)


def test_the_notebook_display_names_the_call_and_the_counts():
    result = solve("tictactoe", moves="b2 a1", algorithm="mtdf", trace=True)
    html = result.trace._repr_html_()
    assert "first_guess=0" in html and f"{len(result.trace):,}" in html
    assert "principal variation" in result._repr_html_()


def test_a_saved_trace_runs_again_to_the_same_search(tmp_path):
    result = solve(
        "kalah",
        moves="1 2",
        algorithm="alphabeta-failsoft",
        depth=3,
        window=(-1, float("inf")),
        trace=True,
    )
    path = tmp_path / "trace.json"
    save_trace(result.trace, path)
    for trace in (result.trace, load_trace(path)):
        again = rerun(trace)
        assert again.options == result.options
        assert (again.value, again.pv, again.stats) == (result.value, result.pv, result.stats)
        assert len(again.trace) == len(result.trace)
