"""The comparison widget: several algorithms on one position, counted, charted, stepped.

A thin layer over :class:`~gamesearch.widgets.compare_model.CompareModel`: pick a game, a
position (moves from the start), a depth (or a search to the end of the game: the depth box
is hidden then) and two or more algorithms (a box each, its summary as tooltip), press
Compare; the widget shows a table of counts, a bar chart of one count, and a
:class:`Stepper` per algorithm in tabs. While the searches run, a bar and a line beside the
button say which one runs and how many nodes it has searched. Each search is bounded (by
default 100,000 nodes or 10 s: see :mod:`~gamesearch.widgets.compare_model`); one that stops
at its limit keeps its counts and trace so far, and the widget says which stopped and what to
pass to let them finish. An algorithm that cannot search the game is one row saying why; the
others still run. Everything fits the notebook column at 1280 × 800
with the file browser open, in JupyterLab's Light, Dark and High Contrast themes.
"""

from __future__ import annotations

import html
import io
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import ipywidgets as widgets

from gamesearch.errors import GameSearchError
from gamesearch.games import game_names, get_game
from gamesearch.games.base import Game, Move, State
from gamesearch.search import ALGORITHMS, DefaultDepth, get_algorithm
from gamesearch.trace.narrate import num
from gamesearch.views.charts import require_matplotlib
from gamesearch.views.plots import plot_counts
from gamesearch.widgets.common import COLUMN_WIDTH, ERROR_COLOUR, big_button, text_html
from gamesearch.widgets.compare_model import COUNTS, DEFAULT_ALGORITHMS, CompareModel
from gamesearch.widgets.progress_bar import SearchProgress, progress
from gamesearch.widgets.stepper import Stepper


def moves_example(game: Game[State, Move]) -> str:
    """The Moves box's hint: the game's first two moves in its own notation."""
    state, words = game.initial_state(), []
    for _ in range(2):
        legal = game.legal_moves(state)
        if not legal:
            break
        words.append(game.format_move(legal[0]))
        state = game.apply(state, legal[0])
    return f"e.g. {' '.join(words)} (empty: the start)"


class Compare(widgets.VBox):
    """Compare ``algorithms`` on ``state`` of ``game`` (see the module docstring).

    ``options`` are :func:`~gamesearch.search.solve` keywords shared by every search
    (``depth`` fills the depth box, None searching to the end; by default the game's
    default depth, as in ``solve``, and again whenever another game is chosen; ``moves``, as
    a string or a sequence of moves, fills the Moves box, played from ``state``;
    ``node_budget`` and ``time_limit`` bound each search, by default
    :data:`~gamesearch.widgets.compare_model.NODE_BUDGET` nodes and
    :data:`~gamesearch.widgets.compare_model.TIME_LIMIT` seconds, None for no limit). An
    unknown algorithm name raises UnknownNameError. The first comparison runs when the
    widget is built, its progress shown above it while it runs.
    """

    def __init__(
        self,
        game: Game[State, Move] | str,
        state: State | None = None,
        algorithms: Sequence[str] = DEFAULT_ALGORITHMS,
        **options: Any,
    ) -> None:
        for name in algorithms:
            get_algorithm(name)  # UnknownNameError lists the valid names
        given = get_game(game) if isinstance(game, str) else game
        self._given = (given, state)
        self._games: dict[str, Callable[[], Game[State, Move]]] = {given.name: lambda: given}
        for name in game_names():
            self._games.setdefault(name, partial(get_game, name))
        depth = options.pop("depth", DefaultDepth.GAME)
        if depth is DefaultDepth.GAME:
            depth = given.default_depth
        moves = options.pop("moves", "")  # shown in the Moves box, played from ``state``
        self.options = options
        self.model: CompareModel | None = None

        wide = {"description_width": "initial"}
        self.game = widgets.Dropdown(
            options=list(self._games),
            value=given.name,
            description="Game",
            layout=widgets.Layout(width="250px"),
        )
        self.moves = widgets.Text(
            value=moves
            if isinstance(moves, str)
            else " ".join(m if isinstance(m, str) else given.format_move(m) for m in moves),
            description="Moves from the start",
            placeholder=moves_example(given),
            style=wide,
            layout=widgets.Layout(flex="1 1 auto", width="auto"),
        )
        self.to_end = widgets.Checkbox(
            value=depth is None, description="Search to the end of the game", indent=False
        )
        self.depth = widgets.BoundedIntText(
            value=4 if depth is None else depth,
            min=0,
            max=99,
            description="Depth",
            layout=widgets.Layout(width="160px"),
        )
        self.choices = {
            name: widgets.Checkbox(
                value=name in algorithms,
                description=name,
                tooltip=spec.summary,
                indent=False,
                layout=widgets.Layout(width="auto"),
            )
            for name, spec in ALGORITHMS.items()
        }
        self.metric = widgets.Dropdown(
            options=[(heading, key) for key, heading in COUNTS],
            value="nodes",
            description="Chart",
            layout=widgets.Layout(width="240px"),
        )
        self.run_button = big_button("Compare", "Search with every chosen algorithm")
        self.progress = widgets.IntProgress(layout=widgets.Layout(width="200px"))
        self.progress_text = widgets.Label()
        self.message = widgets.HTML()
        self.table = widgets.HTML()
        self.chart = widgets.Image(format="png", width=640)
        self.tabs = widgets.Tab()
        self.run_button.on_click(lambda _: self.run())
        self.metric.observe(lambda _: self._draw_chart(), names="value")
        self.game.observe(lambda _: self._new_game(), names="value")
        self.to_end.observe(lambda _: self._show_depth(), names="value")
        self._show_depth()
        row = widgets.Layout(align_items="center", grid_gap="12px", flex_flow="row wrap")
        super().__init__(
            [
                widgets.HBox([self.game, self.moves], layout=row),
                widgets.HBox([self.to_end, self.depth], layout=row),
                widgets.HTML(text_html("Algorithms (point at one to see what it is):", "15px")),
                widgets.GridBox(
                    list(self.choices.values()),
                    layout=widgets.Layout(
                        grid_template_columns="repeat(3, minmax(0, 1fr))", grid_gap="0 12px"
                    ),
                ),
                widgets.HBox(
                    [self.run_button, self.metric, self.progress, self.progress_text],
                    layout=row,
                ),
                self.message,
                self.table,
                self.chart,
                self.tabs,
            ],
            layout=widgets.Layout(max_width=COLUMN_WIDTH),
        )
        self.run(shown=False)

    @property
    def chosen(self) -> tuple[str, ...]:
        """The ticked algorithms, in the order of :data:`~gamesearch.search.ALGORITHMS`."""
        return tuple(name for name, box in self.choices.items() if box.value)

    def _new_game(self) -> None:
        """Another game: from its start, to its default depth (as solve searches it)."""
        game = self._games[self.game.value]()
        self.moves.value = ""
        self.moves.placeholder = moves_example(game)
        depth = game.default_depth
        self.to_end.value = depth is None
        if depth is not None:
            self.depth.value = depth

    def _show_depth(self) -> None:
        """The depth box is shown only when the search stops at a depth."""
        self.depth.layout.display = "none" if self.to_end.value else None

    def position(self) -> tuple[Game[State, Move], State]:
        """The chosen game and position; GameSearchError if the moves are not legal."""
        game = self._games[self.game.value]()
        given, state = self._given
        if game is not given or state is None:
            state = game.initial_state()
        return game, game.play_line(state, self.moves.value)

    def run(self, shown: bool = True) -> None:
        """Search with every chosen algorithm and show the results; ``shown``: the widget
        is on the page (else its progress is shown on its own while the searches run)."""
        self.message.value = ""
        if len(self.chosen) < 2:
            self.message.value = text_html("Choose two or more algorithms to compare.", "15px")
            return
        try:
            game, state = self.position()
        except GameSearchError as error:
            self.message.value = text_html(str(error), "15px", ERROR_COLOUR)
            return
        depth = None if self.to_end.value else self.depth.value
        self.model = CompareModel(game, state, self.chosen, **{**self.options, "depth": depth})
        follow = SearchProgress(self.progress, self.progress_text, show=not shown)
        self.model.run(follow.each, follow.observe)
        searched = f"{self.progress_text.value} ({self.model.limits_text()})"
        self.table.value = counts_table(self.model.rows())
        self._draw_chart()
        self.progress_text.value = "making the step-by-step players…"
        making = "Making the step-by-step players"  # a second or more each: counted too
        steppers = [
            Stepper(o.result) if o.result is not None else widgets.HTML(text_html(o.error, "15px"))
            for o in progress(self.model.outcomes, making, self.progress if shown else None)
        ]
        self.progress_text.value = searched
        self.tabs.children = steppers
        self.tabs.titles = [o.algorithm for o in self.model.outcomes]
        notes = [note for note in (self.model.stop_note(), self.model.cut_note()) if note]
        self.message.value = "".join(text_html(note, "15px") for note in notes)

    def _draw_chart(self) -> None:
        rows = [row for row in self.model.rows() if "nodes" in row] if self.model else []
        try:
            self.chart.value = counts_png(rows, self.metric.value) if rows else b""
        except ImportError:  # no matplotlib (JupyterLite without it): the table says it all
            self.chart.layout.display = "none"


#: Table rules and emphasis, in the JupyterLab theme's colours.
RULE = "border-bottom:1px solid var(--jp-border-color1, #bdbdbd)"
BOLD = "font-weight:bold;white-space:nowrap"
NOWRAP = "white-space:nowrap"


def counts_table(rows: Sequence[dict[str, Any]]) -> str:
    """An HTML table narrow enough for the notebook column: per algorithm a row with its
    value and bound and its counts, and under them a line with its principal variation and
    any message (a stopped search); an algorithm that could not run has its error there
    instead. Text and rules take the JupyterLab theme's colours."""
    span = len(COUNTS) + 1
    head = [_cell("algorithm", tag="th", style=RULE), _cell("value", tag="th", style=RULE)]
    head += [_cell(heading, "right", "th", style=RULE) for _, heading in COUNTS]
    lines = [head]
    for row in rows:
        if "nodes" not in row:
            lines.append(
                [
                    _cell(row["algorithm"], style=f"{BOLD};{RULE}"),
                    _cell(row["error"], span=span, style=RULE),
                ]
            )
            continue
        if row["complete"]:
            value = f"{num(row['value'])} ({row['bound']})"
        else:  # stopped by a limit or an interrupt: no value, or the last completed depth's
            value = "— (stopped)" if row["value"] is None else f"{num(row['value'])} (stopped)"
        counts = [_cell(f"{row[key]:,}", "right") for key, _ in COUNTS]
        lines.append([_cell(row["algorithm"], style=BOLD), _cell(value, style=NOWRAP), *counts])
        below = f"principal variation: {row['pv'] or '—'}"
        if row["error"]:
            below += f"; {row['error']}"
        lines.append([_cell("", style=RULE), _cell(below, span=span, style=RULE)])
    body = "".join(f"<tr>{''.join(cells)}</tr>" for cells in lines)
    return (
        '<table style="font-size:14px;line-height:1.3;border-collapse:collapse;color:inherit;'
        f'font-variant-numeric:tabular-nums">{body}</table>'
    )


def _cell(text: str, align: str = "left", tag: str = "td", span: int = 1, style: str = "") -> str:
    """One table cell of ``text`` (escaped), spanning ``span`` columns."""
    spans = f' colspan="{span}"' if span > 1 else ""
    css = f"padding:3px 6px;text-align:{align};vertical-align:bottom;{style}"
    return f'<{tag}{spans} style="{css}">{html.escape(text)}</{tag}>'


def counts_png(rows: Sequence[dict[str, Any]], metric: str) -> bytes:
    """The bar chart of ``metric`` per algorithm, as PNG bytes: each bar labelled with its
    count, the legend beside the bars rather than over them. Its own white background keeps
    it readable in every JupyterLab theme. Needs matplotlib (see views.charts)."""
    figure = require_matplotlib("matplotlib.figure").Figure(
        figsize=(6.4, 3.2), layout="constrained"
    )
    ax = plot_counts(rows, metric=metric, ax=figure.subplots())
    for bars in ax.containers:
        ax.bar_label(bars, labels=[f"{bar.get_height():,.0f}" for bar in bars], fontsize="small")
    ax.legend(fontsize="small", loc="upper left", bbox_to_anchor=(1.01, 1), frameon=False)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=100)
    return buffer.getvalue()
