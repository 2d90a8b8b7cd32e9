"""The play widget: play against the engine on a board of buttons.

A thin layer over :class:`~gamesearch.widgets.play_model.PlayModel`. Click a square (or a
pit) to move; an illegal click is refused with the game's own message. The board is redrawn
completely after every move and on "New game"; after each answer the widget says what
happened (moves, extra turns, passes), shows the counts, and reports the engine's value,
principal variation, counts and thinking time.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from gamesearch.errors import GameSearchError
from gamesearch.games.base import Game, Move, State
from gamesearch.search import DEFAULT_ALGORITHM, DefaultDepth
from gamesearch.widgets.boards import make_board
from gamesearch.widgets.common import COLUMN_WIDTH, ERROR_COLOUR, big_button, text_html
from gamesearch.widgets.play_model import PlayModel


class Play(widgets.VBox):
    """Play ``game`` against ``engine`` searching ``depth`` plies (None: to the end; by
    default the game's ``default_depth``, as ``solve`` searches it).

    ``human`` is the side the person plays (0 moves first, or a name such as ``"O"``); the
    "You play" box changes sides and starts a new game. Games start from ``start`` (a state,
    a start name, or None for the start position). ``options`` go to every engine search
    (``tt``, ``ordering``, ``time_limit``, …; see :class:`PlayModel` for their defaults and
    the errors raised at once). An engine that fails once the game runs (its search stopped
    before it had a move, or the game's own code raised) is explained beside the board, the
    engine's first move included.
    """

    def __init__(
        self,
        game: Game[State, Move] | str,
        engine: str = DEFAULT_ALGORITHM,
        depth: int | DefaultDepth | None = DefaultDepth.GAME,
        human: int | str = 0,
        start: State | str | None = None,
        **options: Any,
    ) -> None:
        self.model = PlayModel(game, engine, depth, human, start, begin=False, **options)
        names = self.model.game.player_names
        self.side = widgets.Dropdown(
            options=[(name, player) for player, name in enumerate(names)],
            value=self.model.human,
            description="You play",
            layout=widgets.Layout(width="220px"),
        )
        self.new_game = big_button("New game", "Start again from the first position")
        self.pass_button = big_button("Pass", "You have no legal move: pass")
        self.side.observe(lambda _: self._new_game(), names="value")
        self.new_game.on_click(lambda _: self._new_game())
        self.pass_button.on_click(lambda _: self.click(self.model.legal_moves[0]))
        self.status, self.counts, self.news = widgets.HTML(), widgets.HTML(), widgets.HTML()
        self.message, self.report = widgets.HTML(), widgets.HTML()
        self.board = make_board(self.model.game, self.click)
        panel = widgets.VBox(
            [self.news, self.message, self.report],
            layout=widgets.Layout(flex="1 1 300px", min_width="300px"),
        )
        super().__init__(
            [
                widgets.HBox(
                    [self.new_game, self.pass_button, self.side],
                    layout=widgets.Layout(align_items="center", grid_gap="8px"),
                ),
                self.status,
                self.counts,
                widgets.HBox(
                    [self.board.widget, panel],
                    layout=widgets.Layout(flex_flow="row wrap", grid_gap="16px"),
                ),
            ],
            layout=widgets.Layout(max_width=COLUMN_WIDTH),
        )
        self._new_game()

    def click(self, move: Move | str) -> None:
        """Play ``move`` for the person, as a click on its button does; a refused move or a
        failed engine is explained beside the board, the position left as it was."""
        thought = []

        def thinking() -> None:
            thought.append(True)
            self._render()

        self.message.value = ""
        try:
            self.model.play(move, thinking)
        except (
            Exception
        ) as error:  # said in the widget: a click handler's error reaches only the log
            if not (isinstance(error, GameSearchError) or thought):
                raise
            why = _why(error)
            self._say(
                f"The engine failed: {why}. Your move was taken back."
                if thought
                else f"Refused: {why}"
            )
        finally:
            self._render()

    def _new_game(self) -> None:
        """A new game; the engine's failure on its first move is said beside the board."""
        self.message.value = ""
        try:
            self.model.new_game(self.side.value)
        except Exception as error:  # said in the widget, as a click's error is
            self._say(f"The engine failed: {_why(error)}")
        finally:
            self._render()

    def _say(self, text: str) -> None:
        self.message.value = text_html(text, colour=ERROR_COLOUR)

    def _render(self) -> None:
        model = self.model
        self.board.show(model.view())
        for widget, text in (
            (self.status, model.status()),
            (self.counts, model.counts()),
            (self.news, model.news()),
        ):
            widget.value = text_html(text) if text else ""
        report = model.engine_report()
        self.report.value = text_html(report, size="15px") if report else ""
        self.pass_button.layout.display = None if model.only_pass else "none"


def _why(error: Exception) -> str:
    """An error in a sentence: the package's own message, else its type too (an error in
    the game's own code)."""
    return str(error) if isinstance(error, GameSearchError) else f"{type(error).__name__}: {error}"
