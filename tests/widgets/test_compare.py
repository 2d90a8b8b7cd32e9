"""The Compare widget in plain Python: choose, press Compare, check the table and chart."""

import re

import pytest

from gamesearch.errors import UnknownNameError
from gamesearch.games import get_game
from gamesearch.games.trees import HIROI_TREE
from gamesearch.search import ALGORITHMS, solve
from gamesearch.widgets import Compare, Stepper
from gamesearch.widgets.compare import counts_table
from gamesearch.widgets.compare_model import COUNTS


def choose(compare, *names):
    for name, box in compare.choices.items():
        box.value = name in names


def cells(table, row):
    """The texts of the cells of row ``row`` (0: the heading) of an HTML table."""
    rows = re.findall(r"<tr>(.*?)</tr>", table)
    return re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", rows[row])


def test_compare_shows_a_row_and_a_line_per_algorithm_a_chart_and_a_stepper_each():
    compare = Compare(HIROI_TREE, algorithms=("alphabeta", "negascout", "mtdf"))
    table = compare.table.value
    assert cells(table, 0) == ["algorithm", "value", *(heading for _, heading in COUNTS)]
    assert table.count("<tr>") == 1 + 2 * 3
    for k, outcome in enumerate(compare.model.outcomes):
        result = outcome.result
        numbers = [f"{getattr(result.stats, key):,}" for key, _ in COUNTS if key != "passes"]
        assert cells(table, 1 + 2 * k)[:2] == [outcome.algorithm, f"{result.value} (exact)"]
        assert cells(table, 1 + 2 * k)[2:8] == numbers
        pv = " ".join(HIROI_TREE.format_move(m) for m in result.pv)
        assert cells(table, 2 + 2 * k) == ["", f"principal variation: {pv}"]
    assert bytes(compare.chart.value).startswith(b"\x89PNG")
    assert compare.tabs.titles == ("alphabeta", "negascout", "mtdf")
    assert all(isinstance(tab, Stepper) for tab in compare.tabs.children)
    assert (compare.progress.value, compare.progress.max, compare.progress.bar_style) == (
        3,
        3,
        "success",
    )
    chart = compare.chart.value
    compare.metric.value = "evaluations"
    assert compare.chart.value != chart


def test_every_algorithm_has_a_box_ticked_as_asked_with_its_summary_as_tooltip():
    compare = Compare(HIROI_TREE, algorithms=("negascout", "alphabeta"))
    assert list(compare.choices) == list(ALGORITHMS)
    assert compare.chosen == ("alphabeta", "negascout")  # in the ladder's order
    assert compare.choices["mtdf"].tooltip == ALGORITHMS["mtdf"].summary


def test_an_unknown_algorithm_is_refused_naming_the_valid_ones():
    with pytest.raises(UnknownNameError, match="unknown algorithm 'negascot'; valid algorithms"):
        Compare(HIROI_TREE, algorithms=("alphabeta", "negascot"))


def test_the_depth_is_hidden_while_searching_to_the_end():
    compare = Compare(HIROI_TREE, algorithms=("alphabeta", "negascout"))
    assert compare.to_end.value and compare.depth.layout.display == "none"
    compare.to_end.value = False
    assert compare.depth.layout.display is None
    at_depth = Compare(HIROI_TREE, algorithms=("alphabeta", "negascout"), depth=3)
    assert not at_depth.to_end.value and at_depth.depth.value == 3
    assert at_depth.depth.layout.display is None
    assert at_depth.model.options["depth"] == 3


def test_the_depth_is_the_games_default_depth_unless_given():
    kalah = Compare("kalah", algorithms=("alphabeta", "negascout"), node_budget=20_000)
    assert not kalah.to_end.value and kalah.depth.value == 6
    assert kalah.model.options["depth"] == 6 == solve("kalah", node_budget=1).options["depth"]
    kalah.game.value = "tictactoe"  # a game a laptop solves: to the end, as solve searches it
    assert kalah.to_end.value
    kalah.game.value = "reversi-6x6"
    assert not kalah.to_end.value and kalah.depth.value == 6


def test_compare_runs_the_chosen_game_position_and_depth():
    compare = Compare(HIROI_TREE, algorithms=("alphabeta", "negascout"))
    compare.game.value = "tictactoe"
    compare.moves.value = "a1 b2"
    compare.to_end.value = False
    compare.depth.value = 2
    choose(compare, "alphabeta", "negascout", "id-mtdf")
    compare.run_button.click()
    rows = compare.model.rows()
    assert [r["algorithm"] for r in rows] == ["alphabeta", "negascout", "id-mtdf"]
    game = get_game("tictactoe")
    assert compare.model.state == game.play_line(game.initial_state(), "a1 b2")
    assert all(r["value"] == solve("tictactoe", moves="a1 b2", depth=2).value for r in rows)


def test_compare_reports_bad_input_instead_of_searching():
    compare = Compare(
        "tictactoe", algorithms=("alphabeta", "negascout", "id-mtdf"), depth=None, node_budget=50
    )
    table = compare.table.value
    assert "id-mtdf deepens step by step" in table  # an algorithm's own error, across the row
    assert re.search(r'<td colspan="8"[^>]*>id-mtdf deepens step by step', table)
    assert "; search stopped: node budget of 50 nodes reached" in table
    compare.moves.value = "a1 a1"
    compare.run_button.click()
    assert "illegal move" in compare.message.value and "--jp-error-color1" in compare.message.value
    choose(compare, "alphabeta")
    compare.run_button.click()
    assert "two or more algorithms" in compare.message.value


def test_a_table_cell_escapes_its_text():
    row = {"algorithm": "<b>", "group": "g", "error": "a < b"}
    assert cells(counts_table([row]), 1) == ["&lt;b&gt;", "a &lt; b"]


@pytest.mark.parametrize("moves", ["b2 a1", ("b2", "a1")])
def test_moves_given_show_in_the_moves_box_and_are_played_once(moves):
    compare = Compare("tictactoe", moves=moves, algorithms=("alphabeta", "negascout"))
    ttt = get_game("tictactoe")
    assert compare.moves.value == "b2 a1"
    assert compare.model.state == ttt.play_line(ttt.initial_state(), "b2 a1")
    assert compare.model.outcomes[0].result.value == solve(ttt, moves="b2 a1").value


def test_a_registered_game_is_in_the_list_and_the_moves_box_hints_its_notation(fresh_registry):
    from gamesearch.games import register_game
    from tests.games.nim import Nim

    register_game("nim", Nim)
    compare = Compare("tictactoe", algorithms=("alphabeta",))
    assert "nim" in compare.game.options
    assert compare.moves.placeholder == "e.g. a1 b1 (empty: the start)"
    compare.game.value = "nim"
    assert compare.moves.placeholder == "e.g. 0,1 1,1 (empty: the start)"


def test_a_users_game_with_large_trees_compares_with_the_defaults_showing_where_traces_stop():
    """Nim on heaps 3, 4, 5 (a game as a student writes it): alpha-beta and NegaScout search
    over 4 000 nodes, more than a comparison's players record; their players stop at the
    node limit and say so, and the comparison says which ones do."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games"))
    from nim import Nim

    compare = Compare(Nim(heaps=(3, 4, 5)))
    cut = [o.algorithm for o in compare.model.outcomes if o.result.trace.truncated]
    assert cut == ["alphabeta", "negascout"]  # MTD(f) searches about 500 nodes: whole
    assert "first 2,000 nodes of alphabeta, negascout" in compare.message.value
    for tab, outcome in zip(compare.tabs.children, compare.model.outcomes, strict=True):
        model = tab.model
        assert outcome.result.stats.nodes > len(model.trace) or outcome.algorithm == "mtdf"
        model.go(len(model))
        stops = "the trace stops here: node limit of 2,000 nodes reached"
        assert (stops in model.status) == (outcome.algorithm in cut)
        assert tab.data["stop"] == (
            "node limit of 2,000 nodes reached" if outcome.algorithm in cut else ""
        )
