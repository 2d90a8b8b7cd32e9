"""The play widget: play against the engine on a board of buttons.

A thin layer over :class:`~gamesearch.widgets.play_model.PlayModel`. Click a square (or a
pit) to move; an illegal click is refused with the game's own message. After each reply
the widget shows what the engine played, its value, principal variation and counts.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from gamesearch.errors import IllegalMoveError
from gamesearch.games.base import Game, Move, State
from gamesearch.widgets.boards import button_board
from gamesearch.widgets.common import big_button, text_html
from gamesearch.widgets.play_model import PlayModel

ERROR = "#b00020"


class Play(widgets.VBox):
    """Play ``game`` against ``engine`` searching ``depth`` plies (None: to the end).

    ``human`` is the side the person plays (0 moves first); the "You play" box changes it
    for the next game. Games start from ``start`` (default: the start position).
    ``options`` go to every engine search (``tt``, ``ordering``, …).
    """

    def __init__(
        self,
        game: Game | str,
        engine: str = "negascout",
        depth: int | None = 5,
        human: int = 0,
        start: State | None = None,
        **options: Any,
    ) -> None:
        self.model = PlayModel(game, engine, depth, human, start, **options)
        names = self.model.game.player_names
        self.side = widgets.Dropdown(
            options=[(name, player) for player, name in enumerate(names)],
            value=human,
            description="You play",
        )
        self.new_game = big_button("New game", "Start again from the first position")
        self.pass_button = big_button("Pass", "You have no other move: pass")
        self.new_game.on_click(lambda _: self._new_game())
        self.pass_button.on_click(lambda _: self.click(self.model.legal_moves[0]))
        self.status = widgets.HTML()
        self.message = widgets.HTML()
        self.picture = widgets.HTML()
        self.report = widgets.HTML()
        self.board = button_board(self.model.game, self.click)
        super().__init__(
            [
                widgets.HBox([self.new_game, self.side]),
                self.status,
                self.picture,
                self.board.widget,
                self.pass_button,
                self.message,
                self.report,
            ]
        )
        self._render()

    def click(self, move: Move) -> None:
        """Play ``move`` for the person, as a click on its button does."""
        try:
            self.model.play(move)
        except IllegalMoveError as error:
            self.message.value = text_html(f"Refused: {error}", colour=ERROR)
            return
        self.message.value = ""
        self._render()

    def _new_game(self) -> None:
        self.model.new_game(self.side.value)
        self.message.value = ""
        self._render()

    def _render(self) -> None:
        model = self.model
        self.board.show(model.state)
        size = self.board.picture
        self.picture.value = model.game.render_svg(model.state, size) if size else ""
        self.status.value = text_html(model.status())
        self.report.value = text_html(model.engine_report(), size="15px")
        self.pass_button.layout.display = None if model.only_pass else "none"
