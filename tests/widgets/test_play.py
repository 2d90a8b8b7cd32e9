"""The Play widget in plain Python: click its buttons, check what every square shows."""

import re
import sys
from pathlib import Path

import pytest

import gamesearch.widgets.play_model as play_model
from gamesearch.games import get_game
from gamesearch.games.trees import HIROI_TREE
from gamesearch.widgets import Play
from gamesearch.widgets.boards import BLANK, GAP, LABEL, TICTACTOE, WIDTH

sys.path.insert(0, str(Path(__file__).parents[1] / "browser"))
from lab import contrast

TTT = get_game("tictactoe")


def labels(play):
    return [button.description for button in play.board.buttons.values()]


def rgb(colour):
    """``#rrggbb`` as ``rgb(r, g, b)``, the form ``contrast`` reads."""
    return "rgb({}, {}, {})".format(*(int(colour[i : i + 2], 16) for i in (1, 3, 5)))


def html_text(widget):
    return re.sub(r"<[^>]+>", "", widget.value)


def test_new_game_redraws_every_square_and_no_label_is_ever_empty():
    play = Play("tictactoe", depth=None)
    start = labels(play)
    assert start == [TTT.format_move(square) for square in range(9)]  # every square legal
    while not play.model.over:
        play.click(play.model.legal_moves[-1])
        assert "" not in labels(play)  # ipywidgets would keep an emptied button's old text
    end = labels(play)
    assert {"X", "O"} <= set(end)
    assert BLANK in end or "O" in end  # once over, an empty square is blank, not a move name
    play.new_game.click()
    assert labels(play) == start and play.model.history == []
    assert html_text(play.news) == "" and play.report.value == html_text(play.report) == ""


def test_the_board_has_coordinates_in_the_games_notation():
    for name, cols, rows in (("tictactoe", "abc", 3), ("reversi-6x6", "abcdef", 6)):
        play = Play(name, depth=1)
        texts = [html_text(c) for c in play.board.widget.children if not hasattr(c, "on_click")]
        assert texts == ["", *cols, *(str(row) for row in range(1, rows + 1))]


def test_a_click_shows_the_move_the_answer_the_last_move_and_the_legal_moves():
    play = Play("tictactoe", depth=None)
    play.board.buttons[4].click()  # b2
    reply = play.model.history[-1][1]
    for square, button in play.board.buttons.items():
        outlined = TICTACTOE.last in button.layout.border
        assert outlined == (square == reply)
        legal = square not in (4, reply)
        assert (button.style.button_color == TICTACTOE.legal) == legal
        assert button.description == (TTT.format_move(square) if legal else "XO"[square != 4])
        assert button.tooltip == (
            f"Play {TTT.format_move(square)}"
            if legal
            else f"{TTT.format_move(square)}: {'XO'[square != 4]}"
        )
    assert html_text(play.news) == f"You played b2. The engine played {TTT.format_move(reply)}."
    report = html_text(play.report)
    assert report.startswith("Engine (negascout, to the end) played ")
    assert "Value for the engine: " in report and "Line: " in report and " nodes · " in report
    assert re.search(r"after \d+\.\d+ (ms|s)\.", report) and "0.00 s" not in report


def test_a_refused_click_leaves_the_board_as_it_was():
    play = Play("tictactoe", depth=None)
    play.board.buttons[4].click()
    before = labels(play)
    play.board.buttons[4].click()  # occupied
    assert "Refused: illegal move &#x27;b2&#x27;; legal moves: " in play.message.value
    assert "var(--jp-error-color1" in play.message.value
    assert labels(play) == before and len(play.model.history) == 2
    play.click("a1" if play.model.history[1][1] != 0 else "c3")
    assert play.message.value == ""


def test_an_engine_failure_is_explained_and_the_move_taken_back(monkeypatch):
    play = Play("tictactoe", depth=2)
    before = labels(play)
    monkeypatch.setattr(play_model, "solve", lambda *a, **k: 1 / 0)
    play.board.buttons[4].click()
    assert "The engine failed: ZeroDivisionError: division by zero. Your move was taken back." in (
        play.message.value
    )
    assert labels(play) == before and play.model.history == []
    assert all(not button.disabled for button in play.board.buttons.values())


def test_changing_sides_starts_a_game_the_engine_opens():
    play = Play("tictactoe", depth=2)
    play.board.buttons[4].click()
    play.side.value = 1  # O
    assert labels(play).count("X") == 1 and "O" not in labels(play)
    assert html_text(play.status) == "Your move: you play O."
    assert html_text(play.news).startswith("The engine played ")


def test_kalah_shows_every_pit_and_store_and_announces_an_extra_turn():
    play = Play("kalah", depth=2)
    assert labels(play) == ["4"] * 6
    pits = [html_text(h) for h in play.board.theirs]
    stores = [html_text(h) for h in play.board.stores]
    assert pits == ["4"] * 6 and stores == ["0North", "0South"]
    assert html_text(play.counts) == "Stores: South (you) 0 · North (engine) 0"
    play.click("3")  # four stones from pit 3: the last lands in the store
    assert labels(play) == ["4", "4", "0", "5", "5", "5"]
    assert html_text(play.news) == "You played 3 (extra turn)."
    assert html_text(play.status) == "Extra turn: your move again (South)."
    assert [html_text(h) for h in play.board.stores] == ["0North", "1South"]
    assert play.board.buttons[2].style.button_color != play.board.buttons[0].style.button_color
    assert "#ffd600" in play.board.buttons[2].layout.border  # the last move, outlined


@pytest.mark.parametrize("name", ["kalah", "kalah-hiroi"])
def test_kalah_from_the_north_side_puts_your_pits_at_the_bottom(name):
    play = Play(name, depth=3, human="North")
    game, state = play.model.game, play.model.state
    north = state.board[game.pits + 1 : 2 * game.pits + 1]
    assert labels(play) == [str(n) for n in north]
    assert [html_text(h) for h in play.board.theirs] == [str(n) for n in state.board[:6][::-1]]
    assert html_text(play.news).startswith("The engine played ")


def test_reversi_shows_discs_counts_and_legal_squares_by_name():
    play = Play("reversi-6x6", depth=1)
    game = play.model.game
    assert labels(play).count("●") == 4
    named = {game.format_move(m) for m in play.model.legal_moves}
    assert {text for text in labels(play) if text not in ("●", BLANK)} == named
    assert html_text(play.counts) == "Discs: Black (you) 2 · White (engine) 2"
    play.click(sorted(named)[0])
    black, white = game.disc_counts(play.model.state)
    assert html_text(play.counts) == f"Discs: Black (you) {black} · White (engine) {white}"
    assert labels(play).count("●") == black + white


def test_the_pass_button_appears_only_when_passing_is_the_only_move():
    game = get_game("reversi-4x4")
    play = Play(game, depth=2, start=game.play_line(game.initial_state(), "b1 c1 d3 a1"))
    assert play.pass_button.layout.display is None
    assert html_text(play.status) == "You have no legal move: press Pass."
    play.pass_button.click()
    assert play.model.history[0] == (0, game.parse_move(play.model.start, "pass"))
    assert html_text(play.news).startswith("You (Black) had no legal move and passed.")
    assert play.pass_button.layout.display == (None if play.model.only_pass else "none")


def test_every_label_on_every_board_reads_at_4_5_to_1():
    for name in ("tictactoe", "reversi-4x4", "kalah", "kalah-hiroi"):
        play = Play(name, depth=1)
        for _ in range(4):
            for button in play.board.buttons.values():
                if button.description != BLANK:
                    ratio = contrast(rgb(button.style.text_color), rgb(button.style.button_color))
                    assert ratio >= 4.5, f"{name} {button.description!r}: {ratio:.2f}"
            if play.model.over:
                break
            play.click(play.model.legal_moves[0])


def grid_width(layout):
    """The width in pixels of a grid of fixed tracks (``28px repeat(6, 66px)``) and gaps."""
    template = layout.grid_template_columns
    tracks = []
    for count, size in re.findall(r"repeat\((\d+), (\d+)px\)", template):
        tracks += [int(size)] * int(count)
    tracks += [int(size) for size in re.findall(r"(\d+)px", re.sub(r"repeat\(.*?\)", "", template))]
    return sum(tracks) + int(layout.grid_gap.removesuffix("px")) * (len(tracks) - 1)


@pytest.mark.parametrize(
    "name", ["tictactoe", "reversi-4x4", "reversi-4x6", "reversi-6x6", "reversi-8x8", "kalah"]
)
def test_squares_are_large_enough_to_project_and_boards_fit_the_column(name):
    board = Play(name, depth=1).board
    assert board.size >= 44
    assert grid_width(board.widget.layout) <= WIDTH + LABEL + GAP


def test_any_other_game_gets_its_picture_and_a_button_per_legal_move():
    play = Play(HIROI_TREE, depth=None)
    assert play.board.picture.value.startswith("<svg")
    assert labels(play) == [HIROI_TREE.format_move(m) for m in play.model.legal_moves]
    play.click(play.model.legal_moves[0])
    assert html_text(play.news).startswith("You played ")


# -- a student's own game with Play's defaults ----------------------------------------------
sys.path.insert(0, str(Path(__file__).parents[1] / "games"))
from nim import Nim  # noqa: E402
from student_games import Domineering, DotsAndBoxes  # noqa: E402

STUDENT_GAMES = [DotsAndBoxes(), Domineering(), Nim()]


def greedy(model):
    """A scripted person: a move that keeps the turn (completes a box) if there is one, else
    the last legal move."""
    game, state = model.game, model.state
    for move in model.legal_moves:
        if game.to_move(game.apply(state, move)) == game.to_move(state):
            return move
    return model.legal_moves[-1]


@pytest.mark.parametrize("human", [0, 1])
@pytest.mark.parametrize("game", STUDENT_GAMES, ids=lambda game: game.name)
def test_a_students_game_plays_to_its_end_with_plays_defaults(game, human):
    """No evaluate: Play searches to the end as solve does (its old default, depth 5, was
    refused at once); every click answered, no message, and an extra turn (Dots and Boxes)
    is announced to the person and told in the engine's answer."""
    play = Play(game, human=human)
    assert play.model.depth is None and play.model.options["tt"] is True
    said, extra = [], False
    while not play.model.over:
        assert play.model.your_turn and play.message.value == ""
        said.append(html_text(play.status))
        extra = extra or "(extra turn)" in html_text(play.news)
        if play.model.plies and play.model.plies[-1].player == play.model.human:
            assert said[-1].startswith("Extra turn: your move again")
        play.click(greedy(play.model))
    assert play.message.value == ""
    assert html_text(play.status).startswith("Game over:")
    replayed = game.initial_state()
    for _, move in play.model.history:
        replayed = game.play(replayed, move)
    assert replayed == play.model.state
    if isinstance(game, DotsAndBoxes):
        assert extra or "(extra turn)" in html_text(play.news)
        assert any(text.startswith("Extra turn") for text in said) or human == 1


def test_an_engine_that_cannot_open_says_so_beside_the_board_instead_of_raising():
    """The engine opens (human=1) and its budget stops it before it has a move: the widget
    is built and says what happened and what to pass, in Play's own keywords."""
    play = Play(DotsAndBoxes(), human=1, node_budget=50)
    said = html_text(play.message)
    assert said.startswith("The engine failed: the engine (negascout, to the end) found no move")
    assert "node budget of 50 nodes reached" in said
    assert "give Play larger limits than node_budget=50 and time_limit=10.0" in said
    assert play.model.history == [] and not play.model.your_turn
    play.side.value = 0  # the person opens instead: the game goes on
    assert play.message.value == "" and play.model.your_turn


def test_an_error_in_the_games_own_code_on_the_engines_first_move_is_said_not_raised():
    class Broken(Nim):
        def legal_moves(self, state):
            if sum(state[0]) < 3:  # fine near the start (the one-node check), not deep down
                raise ValueError("heap index out of range")
            return super().legal_moves(state)

    play = Play(Broken(), human=1)
    assert html_text(play.message) == "The engine failed: ValueError: heap index out of range"


def test_a_depth_the_game_cannot_search_is_refused_at_once_naming_what_to_pass():
    with pytest.raises(play_model.InvalidSearchError, match="pass depth=None"):
        Play(Nim(), depth=5)
