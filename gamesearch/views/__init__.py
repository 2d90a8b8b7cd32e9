"""Pictures of searches: game-tree diagrams, the window number line, and charts.

Every picture shows in Jupyter, trusted or not and in any theme (:mod:`.display`), and
:func:`export` saves any of them as SVG, PNG and PDF in one call.
"""

from gamesearch.views.compose import arrange
from gamesearch.views.diagram import Diagram
from gamesearch.views.display import Svg
from gamesearch.views.export import export
from gamesearch.views.listing import Listing, listing
from gamesearch.views.plots import (
    minimal_tree_size,
    new_axes,
    plot_counts,
    plot_mt_family,
    plot_mtdf,
    plot_nodes_vs_depth,
    show_charts,
)
from gamesearch.views.positions import position_graph
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
    "Diagram",
    "Listing",
    "Style",
    "Svg",
    "TreeDiagram",
    "arrange",
    "export",
    "listing",
    "minimal_tree_size",
    "new_axes",
    "plot_counts",
    "plot_mt_family",
    "plot_mtdf",
    "plot_nodes_vs_depth",
    "plot_window",
    "position_graph",
    "principal_variation",
    "render_legend",
    "render_tree",
    "show_charts",
    "tree_svg",
    "window_svg",
]
