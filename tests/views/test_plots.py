"""Charts: counts per algorithm, MTD(f) passes, nodes against depth (headless, Agg)."""

import matplotlib
import pytest

from gamesearch.games.trees import HIROI_TREE, PI_TREE, TreeGame
from gamesearch.search import solve
from gamesearch.views import minimal_tree_size, plot_counts, plot_mtdf, plot_nodes_vs_depth

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.collections import LineCollection


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


ROWS = [
    {"group": f"depth {d}", "algorithm": a, "nodes": n}
    for d, counts in ((2, (10, 9, 12)), (3, (40, 31, 35)))
    for a, n in zip(("alphabeta", "negascout", "mtdf"), counts, strict=True)
]


def test_counts_grouped_bars():
    ax = plot_counts(ROWS)
    assert len(ax.containers) == 3
    assert len(ax.patches) == len(ROWS)
    assert [t.get_text() for t in ax.get_xticklabels()] == ["depth 2", "depth 3"]
    assert ax.get_yscale() == "linear"
    heights = [bar.get_height() for bar in ax.containers[1]]
    assert heights == [9, 31]


def test_counts_log_scale_and_gaps():
    rows = [*ROWS[:-1], {"group": "depth 3", "algorithm": "scout", "nodes": 50}]
    ax = plot_counts(rows, log=True)
    assert ax.get_yscale() == "log"
    assert [len(c) for c in ax.containers] == [2, 2, 1, 1]


def test_mtdf_from_trace_passes():
    result = solve(PI_TREE, algorithm="mtdf", trace=True)
    passes = result.trace.passes
    ax = plot_mtdf(passes, true_value=result.value)
    (intervals,) = [c for c in ax.collections if isinstance(c, LineCollection)]
    assert len(intervals.get_segments()) == len(passes)
    gammas, truth = ax.lines
    assert len(gammas.get_xdata()) == len(passes)
    assert list(truth.get_ydata()) == [result.value, result.value]
    low, high = ax.get_ylim()
    assert low < min(p.gamma for p in passes) and high > max(p.lower for p in passes)


def test_mtdf_from_stats_pairs():
    result = solve(HIROI_TREE, algorithm="mtdf", first_guess=9)
    ax = plot_mtdf(result.stats.passes)
    (intervals,) = [c for c in ax.collections if isinstance(c, LineCollection)]
    assert len(intervals.get_segments()) == len(result.stats.passes)
    assert not ax.lines  # no gamma without MtdfPass objects, no true value given


def test_minimal_tree_size_is_what_perfect_ordering_examines():
    assert [minimal_tree_size(2, d) for d in range(5)] == [1, 2, 3, 5, 7]
    for depth in (1, 2, 3, 4):
        tree = 0
        for _ in range(depth):
            tree = [tree] * 3  # equal leaves: the first move is always (one of) the best
        assert solve(TreeGame(tree), algorithm="alphabeta").stats.evaluations == (
            minimal_tree_size(3, depth)
        )


def test_nodes_vs_depth_lines_and_reference():
    depths = [1, 2, 3, 4]
    series = {"alphabeta": [3, 8, 20, 60], "negascout": [3, 7, 18, 50]}
    ax = plot_nodes_vs_depth(depths, series, branching=3)
    assert len(ax.lines) == 3
    assert list(ax.lines[-1].get_ydata()) == [minimal_tree_size(3, d) for d in depths]
    assert ax.get_yscale() == "log"
    with pytest.raises(ValueError, match="alphabeta"):
        plot_nodes_vs_depth(depths, {"alphabeta": [1, 2]}, branching=3)
