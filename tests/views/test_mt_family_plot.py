"""The MT family on one axis: each driver's bounds, pass by pass (headless, Agg)."""

import math

import matplotlib

from gamesearch.games.trees import PI_TREE
from gamesearch.search import solve
from gamesearch.views import plot_mt_family

matplotlib.use("Agg")
import matplotlib.pyplot as plt


def test_each_driver_draws_its_lower_and_upper_bound_and_meets_the_value():
    value = solve(PI_TREE, algorithm="negamax").value
    drivers = {
        name: solve(PI_TREE, algorithm=name, trace=True).trace.passes
        for name in ("mtdf", "sss", "dual", "mtd-bi")
    }
    ax = plot_mt_family(drivers, true_value=value)
    assert len(ax.lines) == 2 * len(drivers) + 1
    for i, passes in enumerate(drivers.values()):
        lower, upper = ax.lines[2 * i], ax.lines[2 * i + 1]
        assert len(lower.get_xdata()) == len(passes) + 1
        assert lower.get_ydata()[-1] == upper.get_ydata()[-1] == value
        assert all(math.isfinite(y) for y in [*lower.get_ydata(), *upper.get_ydata()])
    plt.close("all")


def test_sss_passes_record_a_finite_gamma_for_plus_infinity():
    passes = solve(PI_TREE, algorithm="sss", trace=True).trace.passes
    lo, hi = PI_TREE.score_range
    assert passes[0].gamma == hi + 1  # "value >= +inf?" asked as "value >= hi + 1?"
    assert solve(PI_TREE, algorithm="dual", trace=True).trace.passes[0].gamma == lo
    assert all(math.isfinite(p.gamma) for p in passes)
    assert all(p.value < p.gamma for p in passes[:-1]) and passes[-1].value >= passes[-1].gamma
