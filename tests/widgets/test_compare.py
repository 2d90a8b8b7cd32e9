"""The Compare widget in plain Python: choose, press Compare, check the table and chart."""

import html
import re
import sys
import time
from pathlib import Path
from typing import ClassVar

import ipywidgets as widgets
import pytest

from gamesearch.errors import UnknownNameError
from gamesearch.games import get_game
from gamesearch.games.trees import HIROI_TREE
from gamesearch.search import ALGORITHMS, solve
from gamesearch.widgets import Compare, Stepper
from gamesearch.widgets.compare import counts_table
from gamesearch.widgets.compare_model import COUNTS, NODE_BUDGET, TIME_LIMIT, CompareModel
from gamesearch.widgets.progress_bar import SearchProgress


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


# -- bounded, with progress, on a student's own game -----------------------------------------
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games"))
from nim import Nim  # noqa: E402
from student_games import DotsAndBoxes  # noqa: E402


def text(widget):
    return html.unescape(re.sub(r"<[^>]+>", "", widget.value))


def test_each_search_is_bounded_by_default_and_the_widget_states_the_limits():
    compare = Compare(Nim(), algorithms=("alphabeta", "mtdf"))
    for outcome in compare.model.outcomes:
        limits = {k: outcome.result.options[k] for k in ("node_budget", "time_limit")}
        assert limits == {"node_budget": NODE_BUDGET, "time_limit": TIME_LIMIT}
    assert compare.progress_text.value == (
        "2 of 2 searches done in "
        + compare.progress_text.value.split(" done in ")[1].split(" s ")[0]
        + " s (each search stops at 100,000 nodes or 10 s)"
    )
    assert compare.message.value == ""  # small: nothing stopped, nothing cut
    unbounded = Compare(Nim(), algorithms=("alphabeta", "mtdf"), node_budget=None, time_limit=None)
    assert unbounded.progress_text.value.endswith("(each search runs to its end)")


def test_a_search_stopped_by_its_budget_is_shown_stopped_with_its_partial_counts_and_trace():
    """Nim 3-4-5: alpha-beta and NegaScout search about 4 400 nodes, MTD(f) about 500."""
    compare = Compare(Nim(heaps=(3, 4, 5)), node_budget=1_500)
    assert compare.model.stopped() == ["alphabeta", "negascout"]
    table = compare.table.value
    for k, outcome in enumerate(compare.model.outcomes):
        row, below = cells(table, 1 + 2 * k), cells(table, 2 + 2 * k)
        if outcome.algorithm == "mtdf":
            assert row[1] == "1 (exact)" and outcome.result.complete  # 3 ^ 4 ^ 5 != 0: a win
            continue
        assert row[1] == "— (stopped)" and row[2] == "1,500"  # its counts so far
        assert below[1] == (
            "principal variation: —; search stopped: node budget of 1500 nodes reached. "
            "Raise the limit or search less deeply."
        )
        player = compare.tabs.children[k].model
        player.go(len(player))
        assert player.status.endswith("the trace stops here: node budget of 1500 nodes reached")
    said = text(compare.message)
    assert said.startswith("Stopped before the end: alphabeta, negascout (each row says why).")
    assert "limits here are node_budget=1500 and time_limit=10.0: to let them finish" in said
    assert "Traceback" not in said


def test_every_algorithm_on_a_students_game_runs_or_is_refused_in_one_line():
    """Dots and Boxes (extra turns, no evaluate) with every registered algorithm: each runs
    (to its end or to the budget) or is one line saying why not, and the others still run."""
    compare = Compare(DotsAndBoxes(), algorithms=list(ALGORITHMS), node_budget=300)
    outcomes = {o.algorithm: o for o in compare.model.outcomes}
    assert list(outcomes) == list(ALGORITHMS)
    refused = {name for name, o in outcomes.items() if o.result is None}
    assert refused == {"nws", "id-mtdf", "id-alphabeta"}
    assert "id-mtdf needs evaluate(state)" in outcomes["id-mtdf"].error
    for name, outcome in outcomes.items():
        if outcome.result is None:
            assert outcome.error and "\n" not in outcome.error
        else:
            assert outcome.result.complete or outcome.result.stats.nodes == 300, name
    table = compare.table.value
    assert table.count("<tr>") == 1 + 2 * (len(ALGORITHMS) - len(refused)) + len(refused)
    assert len(compare.tabs.children) == len(ALGORITHMS)
    assert compare.progress.value == compare.progress.max == len(ALGORITHMS)


class Interrupted(Nim):
    """Nim whose ``calls``-th move list is interrupted, as Ctrl-C would be."""

    calls = 0

    def legal_moves(self, state):
        type(self).calls += 1
        if type(self).calls == 50:
            raise KeyboardInterrupt
        return super().legal_moves(state)


def test_an_interrupt_stops_the_comparison_keeping_what_was_searched():
    Interrupted.calls = 0
    model = CompareModel(Interrupted(heaps=(3, 4, 5)))
    first, *rest = model.run()
    assert not first.result.complete and first.result.stats.nodes > 0
    assert first.result.message.startswith("search interrupted after")
    assert [(o.algorithm, o.result, o.error) for o in rest] == [
        (name, None, "not run: the comparison was interrupted before it")
        for name in model.algorithms[1:]
    ]
    assert model.stopped() == ["alphabeta"]


class Watched(Nim):
    """Nim that, at its 300th move list, waits until the progress line counts nodes."""

    progress: SearchProgress | None = None
    seen: ClassVar[list[str]] = []

    def legal_moves(self, state):
        type(self).calls = getattr(type(self), "calls", 0) + 1
        if type(self).calls % 300 == 0 and self.progress is not None:
            for _ in range(200):  # the reading thread writes every PROGRESS_EVERY seconds
                if "nodes" in self.progress.text.value:
                    break
                time.sleep(0.05)
            self.seen.append(self.progress.text.value)
        return super().legal_moves(state)


def test_the_progress_line_follows_each_running_search_and_says_the_total_at_the_end():
    follow = SearchProgress(widgets.IntProgress(), widgets.Label())
    Watched.progress, Watched.seen, Watched.calls = follow, [], 0
    model = CompareModel(Watched(heaps=(3, 4, 5)), algorithms=("alphabeta", "negascout"))
    observed = []
    model.run(follow.each, lambda stats: observed.append(stats) or follow.observe(stats))
    assert [o.result.stats for o in model.outcomes] == observed  # the live counters
    assert all(a is b.result.stats for a, b in zip(observed, model.outcomes, strict=True))
    assert Watched.seen and all(
        re.fullmatch(r"(alphabeta \(1|negascout \(2) of 2\): [\d,]+ nodes, [\d.]+ s", said)
        for said in Watched.seen
    ), Watched.seen
    assert {said.split(" (")[0] for said in Watched.seen} == {"alphabeta", "negascout"}
    assert follow.text.value.startswith("2 of 2 searches done in ")
    assert (follow.bar.value, follow.bar.bar_style) == (2, "success")
