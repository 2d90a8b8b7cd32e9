"""The comparison widget: several algorithms on one position, counted, charted, stepped.

A thin layer over :class:`~gamesearch.widgets.compare_model.CompareModel`: pick a game, a
position (moves from the start), a depth and two or more algorithms, press Compare; the
widget shows a table of counts, a bar chart of one count, and a :class:`Stepper` per
algorithm in tabs.
"""

from __future__ import annotations

import html
import io
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import ipywidgets as widgets
from matplotlib.figure import Figure

from gamesearch.errors import GameSearchError
from gamesearch.games import PRESETS, get_game
from gamesearch.games.base import Game, State
from gamesearch.games.trees import EXAMPLE_TREES
from gamesearch.search import ALGORITHMS
from gamesearch.trace.narrate import num
from gamesearch.views.plots import plot_counts
from gamesearch.widgets.common import big_button, text_html
from gamesearch.widgets.compare_model import COUNTS, DEFAULT_ALGORITHMS, CompareModel
from gamesearch.widgets.progress_bar import progress
from gamesearch.widgets.stepper import Stepper


class Compare(widgets.VBox):
    """Compare ``algorithms`` on ``state`` of ``game`` (see the module docstring).

    ``options`` are :func:`~gamesearch.search.solve` keywords shared by every search
    (``depth`` fills the depth box; None searches to the end). The first comparison runs
    when the widget is built.
    """

    def __init__(
        self,
        game: Game | str,
        state: State | None = None,
        algorithms: Sequence[str] = DEFAULT_ALGORITHMS,
        **options: Any,
    ) -> None:
        given = get_game(game) if isinstance(game, str) else game
        self._given = (given, state)
        self._games: dict[str, Callable[[], Game]] = {given.name: lambda: given}
        for name in PRESETS:
            self._games.setdefault(name, partial(get_game, name))
        for name, tree in EXAMPLE_TREES.items():
            self._games.setdefault(name, partial(lambda t: t, tree))
        depth = options.pop("depth", None)
        self.options = options
        self.model: CompareModel | None = None

        wide = {"description_width": "initial"}
        self.game = widgets.Dropdown(
            options=list(self._games), value=given.name, description="Game"
        )
        self.moves = widgets.Text(
            description="Moves from the start",
            placeholder="e.g. a1 b2 (empty: the start)",
            style=wide,
        )
        self.depth = widgets.IntText(
            value=4 if depth is None else depth, description="Depth", style=wide
        )
        self.to_end = widgets.Checkbox(value=depth is None, description="to the end of the game")
        self.algorithms = widgets.SelectMultiple(
            options=list(ALGORITHMS), value=tuple(algorithms), rows=7, description="Algorithms"
        )
        self.metric = widgets.Dropdown(
            options=[(heading, key) for key, heading in COUNTS], value="nodes", description="Chart"
        )
        self.run_button = big_button("Compare", "Search with every chosen algorithm")
        self.progress = widgets.IntProgress(style=wide)
        self.message = widgets.HTML()
        self.table = widgets.HTML()
        self.chart = widgets.Image(format="png", width=640)
        self.tabs = widgets.Tab()
        self.run_button.on_click(lambda _: self.run())
        self.metric.observe(lambda _: self._draw_chart(), names="value")
        self.game.observe(lambda _: setattr(self.moves, "value", ""), names="value")
        super().__init__(
            [
                widgets.HBox([self.game, self.moves]),
                widgets.HBox([self.depth, self.to_end]),
                widgets.HBox([self.algorithms, widgets.VBox([self.run_button, self.metric])]),
                self.progress,
                self.message,
                self.table,
                self.chart,
                self.tabs,
            ]
        )
        self.run()

    def position(self) -> tuple[Game, State]:
        """The chosen game and position; GameSearchError if the moves are not legal."""
        game = self._games[self.game.value]()
        given, state = self._given
        if game is not given or state is None:
            state = game.initial_state()
        return game, game.play_line(state, self.moves.value)

    def run(self) -> None:
        """Search with every chosen algorithm and show the results."""
        self.message.value = ""
        if len(self.algorithms.value) < 2:
            self.message.value = text_html("Choose two or more algorithms to compare.", "15px")
            return
        try:
            game, state = self.position()
        except GameSearchError as error:
            self.message.value = text_html(str(error), "15px", "#b00020")
            return
        depth = None if self.to_end.value else self.depth.value
        self.model = CompareModel(
            game, state, self.algorithms.value, **{**self.options, "depth": depth}
        )
        self.model.run(partial(progress, description="Searching", bar=self.progress))
        self.table.value = counts_table(self.model.rows())
        self._draw_chart()
        steppers = [
            Stepper(o.result) if o.result is not None else widgets.HTML(text_html(o.error, "15px"))
            for o in self.model.outcomes
        ]
        self.tabs.children = steppers
        self.tabs.titles = [o.algorithm for o in self.model.outcomes]

    def _draw_chart(self) -> None:
        rows = [row for row in self.model.rows() if "nodes" in row] if self.model else []
        self.chart.value = counts_png(rows, self.metric.value) if rows else b""


def counts_table(rows: Sequence[dict[str, Any]]) -> str:
    """An HTML table: one row per algorithm, its value and bound (or why it has none), its
    principal variation and counts; a row without counts shows its error."""
    head = ["algorithm", "value", "principal variation", *(heading for _, heading in COUNTS)]
    aligns = ["left"] * 3 + ["right"] * len(COUNTS)

    def line(tag: str, cells: Sequence[str]) -> str:
        return (
            "<tr>"
            + "".join(
                f'<{tag} style="padding:2px 10px;text-align:{a}">{html.escape(c)}</{tag}>'
                for a, c in zip(aligns, cells, strict=False)
            )
            + "</tr>"
        )

    lines = [line("th", head)]
    for row in rows:
        if "nodes" not in row:
            lines.append(line("td", [row["algorithm"], row["error"]]))
            continue
        if row["value"] is None:
            value = row["error"] or "—"
        else:
            value = f"{num(row['value'])} ({row['bound']})"
        counts = [f"{row[key]:,}" for key, _ in COUNTS]
        lines.append(line("td", [row["algorithm"], value, row["pv"] or "—", *counts]))
    return '<table style="font-size:15px;border-collapse:collapse">' + "".join(lines) + "</table>"


def counts_png(rows: Sequence[dict[str, Any]], metric: str) -> bytes:
    """The bar chart of ``metric`` per algorithm, as PNG bytes."""
    figure = Figure(figsize=(6.4, 3.2), layout="constrained")
    plot_counts(rows, metric=metric, ax=figure.subplots())
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=100)
    return buffer.getvalue()
