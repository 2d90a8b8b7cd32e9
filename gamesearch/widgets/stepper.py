"""The step-through widget: walk a class through a traced search, one event at a time.

A thin layer over :class:`~gamesearch.widgets.stepper_model.StepperModel`. The tree is
laid out once, when the widget is built; a step only replaces a small ``<style>`` block
(in its own ``HTML`` widget) that hides the nodes not entered yet and highlights the
current one, so the picture never moves and a step costs little on the wire.
"""

from __future__ import annotations

from itertools import count
from typing import Any

import ipywidgets as widgets

from gamesearch.errors import TraceTooLargeError
from gamesearch.search.api import SearchResult
from gamesearch.trace.model import Trace
from gamesearch.trace.narrate import num
from gamesearch.views.tree import tree_svg
from gamesearch.views.window import window_svg
from gamesearch.widgets.common import big_button, text_html
from gamesearch.widgets.stepper_model import StepperModel

_scopes = count(1)


def trace_of(source: Trace | SearchResult) -> Trace:
    """The trace of ``source``; ValueError if it is a result searched without one."""
    if isinstance(source, Trace):
        return source
    if source.trace is None:
        raise ValueError("this result has no trace: search again with solve(..., trace=True)")
    return source.trace


class Stepper(widgets.VBox):
    """Play, pause, step back and forward through a traced search.

    ``source`` is a :class:`Trace` or a :class:`SearchResult` searched with ``trace=True``.
    ``interval`` is the time between events while playing, in milliseconds; ``board_size``
    the width of the board picture. Other keywords go to
    :func:`gamesearch.views.tree.tree_svg` (``max_ply``, ``pv_only``, ``fold``,
    ``boards``, ``max_nodes``); when the tree is too large to draw, the widget says how
    to draw less and steps through the search without it.
    """

    def __init__(
        self,
        source: Trace | SearchResult,
        *,
        interval: int = 800,
        board_size: int = 180,
        **tree_options: Any,
    ) -> None:
        self.model = StepperModel(trace_of(source))
        self.board_size = board_size
        self._boards: dict[int | None, str] = {}
        last = len(self.model)
        self.scope = f"gs-stepper-{next(_scopes)}"
        self.play = widgets.Play(
            min=0,
            max=last,
            interval=interval,
            show_repeat=False,
            tooltip="Play or pause: one event at a time",
            layout=widgets.Layout(height="44px"),
        )
        self.slider = widgets.IntSlider(
            min=0,
            max=last,
            description="Event",
            tooltip="Drag to any event; arrow keys step when focused",
            layout=widgets.Layout(flex="1 1 auto", min_width="240px"),
        )
        widgets.link((self.play, "value"), (self.slider, "value"))
        self.back = big_button("◀ Step back", "Undo the last event (Space or Enter on focus)")
        self.forward = big_button("Step forward ▶", "Do the next event (Space or Enter on focus)")
        self.back.on_click(lambda _: self.go(self.model.cursor - 1))
        self.forward.on_click(lambda _: self.go(self.model.cursor + 1))
        self.slider.observe(self._on_slider, names="value")

        self.sentence = widgets.HTML(layout=widgets.Layout(min_height="64px"))
        self.status = widgets.HTML()
        self.tree_style = widgets.HTML()
        self.tree = widgets.HTML(self._tree_html(tree_options))
        self.window = widgets.HTML()
        self.board = widgets.HTML()
        controls = widgets.HBox(
            [self.back, self.play, self.forward, self.slider],
            layout=widgets.Layout(align_items="center"),
        )
        side = widgets.VBox(
            [self.status, self.window, self.board], layout=widgets.Layout(min_width="440px")
        )
        picture = widgets.VBox([self.tree_style, self.tree], layout=widgets.Layout(flex="1 1 auto"))
        super().__init__([controls, self.sentence, widgets.HBox([picture, side])])
        self._render()

    def go(self, cursor: int) -> None:
        """Show the step at ``cursor`` (clamped), as if the slider were moved there."""
        self.slider.value = max(0, min(cursor, len(self.model)))  # renders via _on_slider

    def _on_slider(self, change: dict) -> None:
        self.model.go(change["new"])
        self._render()

    def _tree_html(self, options: dict[str, Any]) -> str:
        try:
            svg = tree_svg(self.model.trace, **options)
        except TraceTooLargeError as error:
            return text_html(f"The tree is too large to draw here: {error}", size="14px")
        return (
            f'<div class="{self.scope}" style="overflow:auto">'
            f"<style>.{self.scope} svg{{width:100%;height:auto;max-height:75vh}}</style>{svg}</div>"
        )

    def _render(self) -> None:
        model = self.model
        self.tree_style.value = f"<style>{model.css('.' + self.scope)}</style>"
        self.sentence.value = text_html(model.sentence, size="20px")
        self.status.value = text_html(self._status(), size="15px")
        window = model.window
        if window is None:
            self.window.value = ""
        else:
            value, bound = model.result
            lo, hi = model.number_line
            self.window.value = window_svg(lo, hi, *window, value=value, bound=bound)
        node = model.node
        if node not in self._boards:
            self._boards[node] = model.trace.game.render_svg(model.state, self.board_size)
        self.board.value = self._boards[node]
        self.back.disabled = model.cursor == 0
        self.forward.disabled = model.at_end

    def _status(self) -> str:
        model = self.model
        text = f"Event {model.cursor} of {len(model)}"
        if model.event is not None:
            text += f": {model.event[0]}"
        window = model.window
        if window is not None:
            text += f"\nwindow ({num(window[0])}, {num(window[1])})"
            value, bound = model.result
            if value is not None:
                text += f", returned {num(value)} ({bound})"
        return text
