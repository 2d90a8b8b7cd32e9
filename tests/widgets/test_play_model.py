"""The play model without widgets: moves, the engine's answers, what is said, what is refused."""

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamesearch.widgets.play_model as play_model
from gamesearch.errors import (
    GameSearchError,
    IllegalMoveError,
    InvalidSearchError,
    MoveNotationError,
    UnknownNameError,
)
from gamesearch.games import get_game
from gamesearch.games.reversi import PASS
from gamesearch.search import solve
from gamesearch.widgets.play_model import PlayModel, seconds_text

TTT = get_game("tictactoe")


def line(game, text):
    return game.play_line(game.initial_state(), text)


# -- refused at once, with the project's own errors ---------------------------------------
@pytest.mark.parametrize(
    ("settings_", "error", "words"),
    [
        ({"human": 7}, UnknownNameError, "unknown player 7; valid players: 0, 1, O, X"),
        ({"human": True}, UnknownNameError, "valid players: 0, 1, O, X"),
        ({"human": 1.0}, UnknownNameError, "valid players"),
        ({"engine": "foo"}, UnknownNameError, "unknown algorithm 'foo'; valid algorithms:"),
        ({"engine": "foo", "human": 1}, UnknownNameError, "unknown algorithm 'foo'"),
        ({"engine": "minimax", "tt": True}, InvalidSearchError, "does not use a transposition"),
        ({"engine": "nws"}, InvalidSearchError, "nws needs gamma"),
        ({"engine": "id-mtdf", "depth": None}, InvalidSearchError, "give it a depth"),
        ({"aspiration": 3}, InvalidSearchError, "negascout has no option 'aspiration'"),
        ({"node_budget": 0}, InvalidSearchError, "node_budget must be"),
        ({"depth": 0}, InvalidSearchError, "1 or more, or None to search to the end"),
        ({"depth": -2}, InvalidSearchError, "not -2"),
        ({"depth": 2.5}, InvalidSearchError, "not 2.5"),
        ({"depth": True}, InvalidSearchError, "not True"),
        ({"moves": "a1"}, InvalidSearchError, "drop moves (give the first position as start="),
        ({"start": "sideways"}, UnknownNameError, "unknown start 'sideways'"),
    ],
)
def test_a_bad_setting_is_refused_when_the_model_is_built(settings_, error, words):
    with pytest.raises(error) as caught:
        PlayModel("tictactoe", **settings_)
    assert words in str(caught.value)


def test_a_state_of_another_game_is_refused():
    with pytest.raises(GameSearchError, match="belongs to 'kalah'"):
        PlayModel("tictactoe", start=get_game("kalah").initial_state())


def test_an_unknown_engine_is_refused_before_any_search(monkeypatch):
    searches = []
    monkeypatch.setattr(play_model, "solve", lambda *a, **k: searches.append(a) or solve(*a, **k))
    with pytest.raises(UnknownNameError):
        PlayModel("tictactoe", engine="foo", human=0)
    assert searches == []  # refused by name, before even the one-node check


@pytest.mark.parametrize("move", [4.0, None, True, [4], b"b2"])
def test_a_move_of_the_wrong_type_is_refused_and_the_game_is_unchanged(move):
    model = PlayModel("tictactoe", depth=2)
    with pytest.raises(MoveNotationError) as caught:
        model.play(move)
    assert f"{move!r} is not a move in this game's notation" in str(caught.value)
    assert "or a move value such as 0" in str(caught.value)
    assert model.history == [] and model.state == TTT.initial_state()


def test_a_move_is_given_in_notation_or_as_a_move_value():
    by_name, by_value = PlayModel("tictactoe", depth=2), PlayModel("tictactoe", depth=2)
    by_name.play("b2")
    by_value.play(4)
    assert by_name.history[0] == by_value.history[0] == (0, 4)
    assert by_name.state == by_value.state
    kalah = PlayModel("kalah", depth=2)
    kalah.play("4")  # pit 4 is move 3
    assert kalah.history[0] == (0, 3)


def test_an_illegal_move_names_the_legal_ones_and_changes_nothing():
    model = PlayModel("tictactoe", depth=None)
    model.play("b2")
    taken = model.history[-1][1]  # the engine's square
    before = (list(model.history), model.state)
    legal = ", ".join(TTT.format_move(m) for m in TTT.legal_moves(model.state))
    with pytest.raises(IllegalMoveError) as caught:
        model.play(TTT.format_move(taken))
    assert str(caught.value) == f"illegal move {TTT.format_move(taken)!r}; legal moves: {legal}"
    with pytest.raises(MoveNotationError, match="'z9' is not a move"):
        model.play("z9")
    assert (model.history, model.state) == before


def test_a_finished_game_refuses_every_move():
    model = PlayModel("tictactoe", depth=None, start=line(TTT, "a1 a2 b1 b2"))
    model.play("c1")  # three in a row
    assert model.over and model.status() == "Game over: you win (score +1 for you)."
    with pytest.raises(IllegalMoveError, match="legal moves: none: the game is over"):
        model.play("c3")


# -- the engine fails: the person's move is taken back --------------------------------------
def test_an_engine_that_fails_mid_game_takes_the_persons_move_back(monkeypatch):
    model = PlayModel("tictactoe", depth=2)
    model.play("b2")
    before = (list(model.history), model.state, list(model.turns), model.news())

    def broken(*args, **kwargs):
        raise RuntimeError("out of memory")

    monkeypatch.setattr(play_model, "solve", broken)
    with pytest.raises(RuntimeError, match="out of memory"):
        model.play("c3")
    assert (model.history, model.state, model.turns, model.news()) == before
    assert model.your_turn and model.view().last == ((1, model.history[-1][1]),)


def test_a_search_stopped_before_it_has_a_move_is_an_error_and_the_move_is_taken_back():
    model = PlayModel("tictactoe", engine="negascout", depth=None, node_budget=3)
    with pytest.raises(InvalidSearchError) as caught:
        model.play("b2")
    assert "the engine (negascout, to the end) found no move" in str(caught.value)
    assert "node budget of 3 nodes reached" in str(caught.value)
    assert model.history == [] and model.state == TTT.initial_state()


def test_the_thinking_callback_sees_the_persons_move_before_the_engine_answers():
    model = PlayModel("tictactoe", depth=2)
    seen = []
    model.play("b2", thinking=lambda: seen.append((model.history, model.view().clickable)))
    assert seen == [([(0, 4)], False)]
    assert len(model.history) == 2 and model.view().clickable


# -- choosing sides -------------------------------------------------------------------------
def test_the_person_may_play_second_by_number_or_by_name():
    for side in (1, "O"):
        model = PlayModel("tictactoe", depth=2, human=side)
        assert model.human == 1 and [p for p, _ in model.history] == [0]
        assert model.status() == "Your move: you play O."
    model.new_game("X")
    assert model.human == 0 and model.history == [] and model.turns == []


# -- what the model says ----------------------------------------------------------------------
def test_the_engine_report_gives_value_line_counts_and_wall_time(monkeypatch):
    def slow(*args, **kwargs):
        time.sleep(0.05)
        return solve(*args, **kwargs)

    model = PlayModel("tictactoe", depth=3)
    monkeypatch.setattr(play_model, "solve", slow)
    model.play("b2")
    turn = model.last_engine_turn
    result = turn.results[0]
    assert turn.seconds >= 0.05 > result.seconds  # measured around the search, not inside it
    report = model.engine_report().splitlines()
    assert report[0] == (
        f"Engine (negascout, depth 3) played {TTT.format_move(turn.moves[0])} "
        f"after {seconds_text(turn.seconds)}."
    )
    assert report[0].endswith(" s.") and not report[0].endswith("0.00 s.")
    assert report[1] == f"Value for the engine: {result.value:+g} (exact)".replace("+0", "0")
    assert report[2] == "Line: " + " ".join(TTT.format_move(m) for m in result.pv)
    stats = result.stats
    assert report[3] == (
        f"{stats.nodes:,} nodes · {stats.evaluations:,} evaluations · {stats.cutoffs:,} cutoffs"
    )


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(0.04, "0.04 s"), (0.0123, "0.01 s"), (2.345, "2.35 s"), (0.0032, "3.2 ms"), (0, "0.0 ms")],
)
def test_seconds_read_as_people_read_them(seconds, text):
    assert seconds_text(seconds) == text


def test_tictactoe_news_legal_moves_and_last_move():
    model = PlayModel("tictactoe", depth=None)
    assert model.news() == "" and model.engine_report() == "" and model.counts() == ""
    assert model.view().legal == tuple(range(9)) and model.view().last == ()
    model.play("b2")
    reply = model.history[-1][1]
    assert model.news() == f"You played b2. The engine played {TTT.format_move(reply)}."
    view = model.view()
    assert view.last == ((1, reply),)
    assert view.legal == tuple(m for m in range(9) if m not in (4, reply))
    assert view.clickable and view.you == 0


def test_kalah_extra_turns_are_announced_for_both_sides():
    model = PlayModel("kalah", depth=3)  # 4 stones a pit: pit 3's last stone lands in the store
    model.play("3")
    assert model.news() == "You played 3 (extra turn)."
    assert model.status() == "Extra turn: your move again (South)."
    assert model.counts() == "Stores: South (you) 1 · North (engine) 0"
    assert model.turns == [] and model.your_turn and model.view().last == ((0, 2),)
    model.play("1")
    assert model.news().startswith("You played 3 (extra turn), then 1. The engine played ")
    engine = model.game.player_names[1]
    hiroi = PlayModel("kalah-hiroi", depth=4, human=engine)  # the engine opens: 1, then 2
    assert hiroi.news() == "The engine played 1 (extra turn), then 2."
    assert hiroi.last_engine_turn.moves == (0, 1) and hiroi.view().last == ((0, 0), (0, 1))
    assert hiroi.engine_report().startswith("Engine (negascout, depth 4) played 1 2 after ")
    assert hiroi.status() == "Your move: you play North."


def test_reversi_passes_are_announced_and_counted():
    game = get_game("reversi-4x4")
    model = PlayModel(game, depth=2, start=line(game, "a2 a3 a4 c1 d1 a1"))
    model.play("b1")  # White cannot answer
    assert model.news() == "You played b1. The engine (White) had no legal move and passed."
    assert model.history[-1] == (1, PASS) and model.your_turn
    assert model.view().last == ((0, game.parse_move(model.state, "b1")),)  # passes skipped
    black, white = game.disc_counts(model.state)
    assert model.counts() == f"Discs: Black (you) {black} · White (engine) {white}"


def test_a_forced_pass_is_the_persons_only_move_and_is_announced():
    game = get_game("reversi-4x4")
    model = PlayModel(game, depth=2, start=line(game, "b1 c1 d3 a1"))
    assert model.only_pass and model.view().legal == (PASS,)
    assert model.status() == "You have no legal move: press Pass."
    model.play("pass")
    assert model.news().startswith("You (Black) had no legal move and passed. The engine")


# -- a whole game, any moves -----------------------------------------------------------------
@settings(max_examples=25, deadline=None)
@given(st.data(), st.sampled_from(["tictactoe", "reversi-4x4", "kalah"]), st.sampled_from([0, 1]))
def test_after_every_move_it_is_the_persons_turn_or_the_game_is_over(data, name, human):
    model = PlayModel(name, depth=2, human=human)
    game = model.game
    while not model.over:
        assert model.your_turn and model.view().legal == model.legal_moves
        move = data.draw(st.sampled_from(model.legal_moves))
        model.play(game.format_move(move))
        replayed = model.start
        for player, played in model.history:
            assert game.to_move(replayed) == player
            replayed = game.play(replayed, played)
        assert replayed == model.state
        assert model.news().startswith("You ")
    assert model.status().startswith("Game over: ") and model.view().legal == ()
