"""Pictures of searches: game-tree diagrams, the window number line, and charts."""

from gamesearch.views.plots import minimal_tree_size, plot_counts, plot_mtdf, plot_nodes_vs_depth
from gamesearch.views.style import PALETTE, STYLE, Style
from gamesearch.views.tree import (
    TreeDiagram,
    principal_variation,
    render_legend,
    render_tree,
    tree_svg,
)
from gamesearch.views.window import plot_window, window_svg

__all__ = [
    "PALETTE",
    "STYLE",
    "Style",
    "TreeDiagram",
    "minimal_tree_size",
    "plot_counts",
    "plot_mtdf",
    "plot_nodes_vs_depth",
    "plot_window",
    "principal_variation",
    "render_legend",
    "render_tree",
    "tree_svg",
    "window_svg",
]
