"""The game contract: a game writes five methods and a range, and gets the rest by default."""

import json

import pytest

from gamesearch.errors import GameContractError, IllegalMoveError, InvalidSearchError
from gamesearch.games import Game, get_game, register_game
from gamesearch.games.codec import same
from gamesearch.search import solve
from gamesearch.trace import load_trace, save_trace, trace_to_json
from tests.games.nim import Nim
from tests.games.small_games import Pile, Subtract, TugOfWar, Walk


def test_a_game_that_forgets_a_method_is_refused_naming_it():
    class NoScore(Game):
        score_range = (-1, 1)

        def initial_state(self, start=None):
            return 0

        def to_move(self, state):
            return 0

        def legal_moves(self, state):
            return ()

        def apply(self, state, move):
            return state

    with pytest.raises(GameContractError, match="NoScore does not write score:"):
        NoScore()


def test_the_defaults():
    nim = Nim()
    start = nim.initial_state()
    assert nim.name == "nim" and repr(Subtract()) == "<Game subtract>"
    assert not nim.is_terminal(start) and nim.is_terminal(((0, 0, 0), 1))
    assert nim.key(start) == start
    assert nim.render_text(start) == str(start)
    svg = Subtract().render_svg(Pile(7, 0))
    assert svg.startswith("<svg") and all(
        part in svg for part in ("Pile(", "counters=7,", "player=0)")
    )
    assert "&lt;" in Nim().render_svg("<b>")  # the text is escaped


@pytest.mark.parametrize(
    ("game", "state", "move", "text"),
    [
        (Nim(), ((1, 3, 5), 0), (2, 4), "2,4"),
        (Subtract(), Pile(7, 0), 3, "3"),
        (TugOfWar(), Walk(0, 5, 0), "left", "left"),
    ],
)
def test_the_default_notation_writes_and_reads_every_legal_move(game, state, move, text):
    assert game.format_move(move) == text
    assert same(game.parse_move(state, f" {text} "), move)
    assert same(game.play(state, text), game.apply(state, move))


def test_text_that_names_no_legal_move_lists_the_legal_ones():
    with pytest.raises(IllegalMoveError, match="illegal move '0,2'; legal moves: 0,1, 1,1"):
        Nim().parse_move(((1, 1), 0), "0,2")


def test_a_game_without_evaluate_is_searched_to_the_end_and_says_so():
    assert solve(Nim(), algorithm="negascout").value == 1  # 1-3-5: the first player wins
    with pytest.raises(InvalidSearchError, match=r"nim has no evaluate\(state\).*depth=None"):
        solve(Nim(), algorithm="alphabeta", depth=3)
    with pytest.raises(InvalidSearchError, match="sorts children by evaluate"):
        solve(Nim(), algorithm="alphabeta", ordering="eval")
    with pytest.raises(GameContractError, match="no evaluate"):
        Nim().evaluate(Nim().initial_state())
    assert Nim().evaluate(((0, 0, 0), 1)) == -1  # a finished game: its score


@pytest.mark.parametrize(
    ("game", "name"),
    [(Nim(), "test-nim"), (Subtract(), "test-subtract"), (TugOfWar(), "test-tug")],
    ids=["tuple state, tuple moves", "NamedTuple state, int moves", "dataclass, str moves"],
)
@pytest.mark.parametrize("algorithm", ["alphabeta", "negascout", "mtdf"])
def test_a_trace_round_trips_through_json_exactly(tmp_path, fresh_registry, game, name, algorithm):
    register_game(name, type(game))
    game = get_game(name)  # it carries the name it is registered under
    assert game.name == name
    result = solve(game, algorithm=algorithm, tt=algorithm == "mtdf", trace=True)
    path = tmp_path / "trace.json"
    save_trace(result.trace, path)
    loaded = load_trace(path)
    assert type(loaded.game) is type(game) and loaded.game.name == game.name
    assert same(loaded.root, result.trace.root)
    assert all(same(loaded.state(i), result.trace.state(i)) for i in range(len(loaded)))
    assert all(same(a.move, b.move) for a, b in zip(loaded.nodes, result.trace.nodes, strict=True))
    assert trace_to_json(loaded) == trace_to_json(result.trace)
    json.loads(path.read_text())  # standard JSON


def test_a_value_the_codec_cannot_write_back_is_refused_with_the_fix():
    with pytest.raises(GameContractError, match=r"frozenset.*override the game's state_to_json"):
        Nim().state_to_json((frozenset({1}), 0))
