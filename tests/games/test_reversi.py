"""Reversi: hand-built edge cases, a naive reference, the published 4 × 4 figures, errors."""

from __future__ import annotations

import pickle
import random
import re
import xml.etree.ElementTree as ET
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamesearch.errors import (
    IllegalMoveError,
    MoveNotationError,
    UnknownNameError,
    UnsupportedBoardError,
    WrongGameError,
)
from gamesearch.games import get_game
from gamesearch.games.reversi import (
    CORNER_WEIGHT,
    MOBILITY_WEIGHT,
    PASS,
    X_SQUARE_WEIGHT,
    Reversi,
    ReversiState,
)

SIZES = [(4, 4), (4, 6), (6, 6), (8, 8)]
DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
#: The source program's order, as published: corners first.
HIROI = re.findall(r"\w+", "a1 f1 a4 f4 c1 d1 c4 d4 b1 e1 b4 e4 a2 a3 f2 f3 b2 b3 e2 e3")
SVG = "{http://www.w3.org/2000/svg}"
SEEDS = st.integers(0, 2**32 - 1)  # seeds of the random playouts


# -- helpers -------------------------------------------------------------------------------
def position(game: Reversi, picture: str, player: int = 0, passed: bool = False) -> ReversiState:
    """The state drawn as rows of ``B``, ``W`` and ``.``, top row first, separated by newlines
    or ``/``; spaces are ignored."""
    rows = [row.replace(" ", "") for row in picture.replace("/", "\n").splitlines()]
    rows = [row for row in rows if row]
    assert len(rows) == game.rows and all(len(row) == game.cols for row in rows)
    cells = "".join(rows)
    black = sum(1 << i for i, cell in enumerate(cells) if cell == "B")
    white = sum(1 << i for i, cell in enumerate(cells) if cell == "W")
    return ReversiState(black, white, player, passed, game)


def square(game: Reversi, name: str) -> int:
    """The index of a square written like ``c2``, computed independently of the game."""
    return (int(name[1:]) - 1) * game.cols + ord(name[0]) - ord("a")


def random_states(game: Reversi, rng: random.Random, start: str):
    """Every state of one random playout, the terminal one included."""
    state = game.initial_state(start)
    while True:
        yield state
        moves = game.legal_moves(state)
        if not moves:
            return
        state = game.apply(state, rng.choice(moves))


def random_state(game: Reversi, seed: int) -> ReversiState:
    """A state at a random point of a random playout from a random start."""
    rng = random.Random(seed)
    states = list(random_states(game, rng, rng.choice(game.starts)))
    return rng.choice(states)


# -- the naive reference: a 2-D grid, walking each direction -------------------------------
def grid(state: ReversiState) -> list[list[str]]:
    rows, cols = state.game.rows, state.game.cols
    return [[cell(state, r * cols + c) for c in range(cols)] for r in range(rows)]


def cell(state: ReversiState, sq: int) -> str:
    if state.black >> sq & 1:
        return "B"
    return "W" if state.white >> sq & 1 else "."


def naive_flips(state: ReversiState, cells: list[list[str]], move: int) -> set[int]:
    rows, cols = state.game.rows, state.game.cols
    me, them = ("W", "B") if state.player else ("B", "W")
    r0, c0 = divmod(move, cols)
    if cells[r0][c0] != ".":
        return set()
    flips: set[int] = set()
    for dr, dc in DIRECTIONS:
        run, r, c = [], r0 + dr, c0 + dc
        while 0 <= r < rows and 0 <= c < cols and cells[r][c] == them:
            run.append(r * cols + c)
            r, c = r + dr, c + dc
        if run and 0 <= r < rows and 0 <= c < cols and cells[r][c] == me:
            flips.update(run)
    return flips


def naive_legal(state: ReversiState) -> list[int]:
    cells = grid(state)
    size = state.game.rows * state.game.cols
    placements = [sq for sq in range(size) if naive_flips(state, cells, sq)]
    if placements:
        return placements
    full = all(cell != "." for row in cells for cell in row)
    return [] if full or state.passed else [PASS]


def naive_apply(state: ReversiState, move: int) -> ReversiState:
    if move == PASS:
        return state._replace(player=1 - state.player, passed=True)
    changed = sum(1 << sq for sq in naive_flips(state, grid(state), move) | {move})
    if state.player:
        black, white = state.black & ~changed, state.white | changed
    else:
        black, white = state.black | changed, state.white & ~changed
    return state._replace(black=black, white=white, player=1 - state.player, passed=False)


def check_against_reference(state: ReversiState) -> None:
    game = state.game
    moves = game.legal_moves(state)
    assert list(moves) == naive_legal(state)
    assert game.is_terminal(state) == (not moves)
    for move in moves:
        assert game.apply(state, move) == naive_apply(state, move), game.format_move(move)


# -- start positions and pictures ----------------------------------------------------------
def test_start_positions_are_drawn_as_specified():
    game = Reversi(4, 4)
    assert str(game.initial_state()) == (
        "   a b c d\n"
        " 1 . . . .\n"
        " 2 . W B .\n"
        " 3 . B W .\n"
        " 4 . . . .\n"
        "Black to move (Black 2, White 2)"
    )
    assert game.initial_state("parallel") == position(game, "..../.WB./.WB./....")
    big = Reversi(8, 8)
    start = big.initial_state()
    assert {big.format_move(sq) for sq in range(64) if start.white >> sq & 1} == {"d4", "e5"}
    assert {big.format_move(sq) for sq in range(64) if start.black >> sq & 1} == {"e4", "d5"}
    assert (start.player, start.passed) == (0, False)


def test_render_text_says_who_passed_and_when_the_game_is_over():
    game = Reversi(4, 4)
    after_pass = game.apply(position(game, "BBBB/BBBB/BB../...."), PASS)
    assert str(after_pass).splitlines()[-1] == "game over: Black 10, White 0"
    passed = position(game, "WWW./WWW./WWB./....", player=1, passed=True)
    assert str(passed).splitlines()[-1] == "White to move, after Black passed (Black 1, White 8)"


def test_render_svg_is_standalone_svg_with_discs_and_coordinates():
    game = Reversi(4, 6)
    state = game.initial_state()
    root = ET.fromstring(state._repr_svg_())
    assert root.tag == f"{SVG}svg"
    fills = sorted(circle.get("fill") for circle in root.iter(f"{SVG}circle"))
    assert fills == ["#000", "#000", "#fff", "#fff"]
    labels = {text.text for text in root.iter(f"{SVG}text")}
    assert labels == set("abcdef1234")
    assert ET.fromstring(game.render_svg(state, size=400)).get("width") == "400"


# -- flips ---------------------------------------------------------------------------------
@pytest.mark.parametrize("player", [0, 1])
@pytest.mark.parametrize("length", [1, 2])
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_flips_a_run_in_each_direction(direction, length, player):
    """From d4 on 8 × 8: ``length`` opponent discs, then an own disc, all get the mover's colour."""
    game = Reversi(8, 8)
    me, them = ("W", "B") if player else ("B", "W")
    dr, dc = direction
    line = [(3 + step * dr, 3 + step * dc) for step in range(length + 2)]  # d4, run, own disc
    before, after = [["."] * 8 for _ in range(8)], [["."] * 8 for _ in range(8)]
    for step, (r, c) in enumerate(line):
        before[r][c] = "." if step == 0 else me if step == length + 1 else them
        after[r][c] = me
    state = position(game, "/".join(map("".join, before)), player)
    assert square(game, "d4") in game.legal_moves(state)
    expected = position(game, "/".join(map("".join, after)), 1 - player)
    assert game.apply(state, square(game, "d4")) == expected


def test_flips_all_eight_directions_at_once():
    game = Reversi(8, 8)
    before = position(
        game,
        """
        B . . B . . B .
        . W . W . W . .
        . . W W W . . .
        B W W . W W B .
        . . W W W . . .
        . W . W . W . .
        B . . B . . B .
        . . . . . . . .
        """,
    )
    after = game.play(before, game.parse_move(before, "d4"))
    assert after.white == 0
    assert after.black == before.black | before.white | 1 << square(game, "d4")


def test_no_flip_across_an_empty_square():
    game = Reversi(4, 6)
    state = position(game, "B.W.../....../....../......")
    assert game.legal_moves(state) == (PASS,)
    check_against_reference(state)


@pytest.mark.parametrize(
    ("picture", "move"),
    [
        (". . . . . W / B . . . . . / . . . . . . / . . . . . .", "e1"),  # east into next row
        (". . . . . B / W . . . . . / . . . . . . / . . . . . .", "b2"),  # west into row above
        (". . . . . . / . . . . . W / . . . . . . / B . . . . .", "e1"),  # south-east
        (". . . . . W / . . . . B . / . . . . . . / . . . . . .", "a1"),  # south-west
        (". . . . . . / . B . . . . / W . . . . . / . . . . . .", "f3"),  # north-east
        (". . . . B . / . . . . . W / . . . . . . / . . . . . .", "a4"),  # north-west
    ],
)
def test_no_flip_wraps_around_a_side_edge(picture, move):
    game = Reversi(4, 6)
    state = position(game, picture)
    assert square(game, move) not in game.legal_moves(state)
    check_against_reference(state)


def test_a_legal_move_does_not_also_flip_across_the_wrap():
    game = Reversi(4, 6)
    state = position(game, "..BW.W/B...../....../......")
    after = game.play(state, square(game, "e1"))
    assert after == position(game, "..BBBW/B...../....../......", player=1)


def test_a_run_reaching_the_edge_without_an_own_disc_flips_nothing():
    game = Reversi(4, 4)
    state = position(game, ".WWW/W.../B.../....")
    after = game.play(state, square(game, "a1"))
    assert after == position(game, "BWWW/B.../B.../....", player=1)
    assert square(game, "a1") not in game.legal_moves(position(game, ".WWW/..../..../...B"))


# -- passes and the end of the game --------------------------------------------------------
def test_a_player_without_a_placement_passes():
    game = Reversi(4, 4)
    state = position(game, "WWW./WWW./WWB./....")
    assert game.legal_moves(state) == (PASS,)
    assert not game.is_terminal(state)
    assert game.is_pass(PASS) and not game.is_pass(0)
    after = game.play(state, game.parse_move(state, "Pass"))
    assert after == state._replace(player=1, passed=True)
    assert [game.format_move(m) for m in game.legal_moves(after)] == ["d3", "c4", "d4"]
    assert game.apply(after, square(game, "d3")).passed is False


def test_neither_side_can_move_so_the_mover_passes_and_then_the_game_is_over():
    game = Reversi(4, 4)
    state = position(game, "BBBB/BBBB/BB../....", player=0)
    assert game.legal_moves(state) == (PASS,)
    assert not game.is_terminal(state)
    over = game.play(state, PASS)
    assert game.is_terminal(over) and game.legal_moves(over) == ()
    assert (over.player, over.passed) == (1, True)
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.play(over, PASS)


def test_a_full_board_is_terminal_without_a_pass():
    game = Reversi(4, 4)
    state = position(game, "BBBB/BBBB/BWWW/WWWW", player=1)
    assert game.is_terminal(state) and game.legal_moves(state) == ()
    assert game.score(state) == -2
    assert game.score(state._replace(player=0)) == 2
    assert game.empty_count(state) == 0 and game.disc_counts(state) == (9, 7)


@pytest.mark.parametrize(
    ("scoring", "black_to_move", "white_to_move"),
    [("difference", 10, -10), ("winner-takes-empties", 16, -16)],
)
def test_scores_under_both_scorings(scoring, black_to_move, white_to_move):
    game = Reversi(4, 4, scoring=scoring)
    won = position(game, "BBBB/BBBB/BB../....", player=1, passed=True)
    assert game.score(won) == game.evaluate(won) == white_to_move
    assert game.score(won._replace(player=0)) == black_to_move
    drawn = position(game, "BBB./B.../..../WWWW", player=0, passed=True)
    assert game.is_terminal(drawn) and game.score(drawn) == 0
    assert game.score_range == (-16, 16)


# -- against the naive reference -----------------------------------------------------------
@pytest.mark.parametrize(("rows", "cols", "games"), [(4, 4, 60), (4, 6, 40), (6, 6, 15), (8, 8, 6)])
def test_random_playouts_match_the_naive_reference(rows, cols, games):
    game = Reversi(rows, cols)
    rng = random.Random(f"{rows}x{cols}")
    for i in range(games):
        for state in random_states(game, rng, game.starts[i % 2]):
            check_against_reference(state)


@settings(max_examples=100, deadline=None)
@given(size=st.sampled_from(SIZES), seed=SEEDS)
def test_random_positions_match_the_naive_reference(size, seed):
    check_against_reference(random_state(Reversi(*size), seed))


@settings(max_examples=150, deadline=None)
@given(size=st.sampled_from(SIZES), seed=SEEDS, player=st.integers(0, 1))
def test_arbitrary_boards_match_the_naive_reference(size, seed, player):
    """Any placement of discs, reachable or not (runs along every edge and corner, boards
    from half full to nearly full, where the few empty squares are tried one by one): the
    moves and every move's flips are the reference's."""
    game = Reversi(*size)
    rng = random.Random(seed)
    occupied = rng.getrandbits(64)
    for _ in range(rng.randrange(4)):
        occupied |= rng.getrandbits(64)
    occupied &= (1 << game.rows * game.cols) - 1
    black = occupied & rng.getrandbits(64)
    check_against_reference(ReversiState(black, occupied & ~black, player, False, game))


# -- the published 4 × 4 figures -----------------------------------------------------------
@cache
def solve_4x4(start: str) -> tuple[int, int]:
    """(terminal positions reached, negamax value for the mover) of the full 4 × 4 tree."""
    game = Reversi(4, 4)

    def walk(state: ReversiState) -> tuple[int, int]:
        moves = game.legal_moves(state)
        if not moves:
            return 1, game.score(state)
        leaves, best = 0, -game.score_range[1]
        for move in moves:
            count, value = walk(game.apply(state, move))
            leaves, best = leaves + count, max(best, -value)
        return leaves, best

    return walk(game.initial_state(start))


@pytest.mark.parametrize(("start", "leaves"), [("standard", 60060), ("parallel", 67116)])
def test_4x4_tree_has_the_published_number_of_terminal_positions(start, leaves):
    assert solve_4x4(start)[0] == leaves


@pytest.mark.parametrize(("start", "value"), [("standard", -8), ("parallel", -3)])
def test_4x4_negamax_value_for_black_is_the_published_one(start, value):
    assert Reversi(4, 4).initial_state(start).player == 0
    assert solve_4x4(start)[1] == value


# -- move order ----------------------------------------------------------------------------
def test_hiroi_order_on_the_4x6_start():
    game = Reversi(4, 6, order="hiroi")
    state = game.initial_state()
    legal = set(naive_legal(state))
    expected = [square(game, name) for name in HIROI if square(game, name) in legal]
    assert list(game.legal_moves(state)) == expected
    assert [game.format_move(m) for m in game.legal_moves(state)] == ["c1", "d4", "b2", "e3"]
    natural = Reversi(4, 6)
    moves = natural.legal_moves(natural.initial_state())
    assert [natural.format_move(m) for m in moves] == ["c1", "b2", "e3", "d4"]


@settings(max_examples=50, deadline=None)
@given(seed=SEEDS)
def test_hiroi_order_is_the_listed_order_filtered(seed):
    hiroi = Reversi(4, 6, order="hiroi")
    state = random_state(hiroi, seed)
    natural = Reversi(4, 6).legal_moves(state._replace(game=Reversi(4, 6)))
    assert list(natural) == sorted(natural)
    listed = [square(hiroi, name) for name in HIROI]
    assert hiroi.legal_moves(state) == (tuple(sq for sq in listed if sq in natural) or natural)


# -- symmetries and keys -------------------------------------------------------------------
@pytest.mark.parametrize(("rows", "cols", "count"), [(4, 4, 8), (4, 6, 4), (6, 6, 8), (8, 8, 8)])
def test_symmetry_count_and_identity_first(rows, cols, count):
    symmetries = Reversi(rows, cols).symmetries
    assert len(symmetries) == count and symmetries[0].name == "identity"
    assert len({s.name for s in symmetries}) == count
    state = Reversi(rows, cols).initial_state()
    assert len({(s.state(state).black, s.state(state).white) for s in symmetries}) >= 2


@settings(max_examples=100, deadline=None)
@given(
    size=st.sampled_from(SIZES),
    evaluation=st.sampled_from(["discs", "positional"]),
    scoring=st.sampled_from(["difference", "winner-takes-empties"]),
    seed=SEEDS,
)
def test_symmetries_preserve_moves_and_values(size, evaluation, scoring, seed):
    game = Reversi(*size, evaluation=evaluation, scoring=scoring)
    state = random_state(game, seed)
    legal = game.legal_moves(state)
    for sym in game.symmetries:
        image = sym.state(state)
        assert (image.player, image.passed, image.game) == (state.player, state.passed, game)
        assert game.disc_counts(image) == game.disc_counts(state)
        assert {sym.move(m) for m in legal} == set(game.legal_moves(image))
        assert game.score(image) == game.score(state)
        assert game.evaluate(image) == game.evaluate(state)
        for move in legal:
            assert sym.state(game.apply(state, move)) == game.apply(image, sym.move(move))


def test_key_ignores_passed_only():
    game = Reversi(4, 4)
    state = position(game, "WWW./WWW./WWB./....", player=1)
    assert game.key(state) == game.key(state._replace(passed=True)) == (state.black, state.white, 1)
    assert game.key(state) != game.key(state._replace(player=0))
    assert state != state._replace(passed=True)
    assert len({state, state._replace(passed=True), state}) == 2


# -- evaluation ----------------------------------------------------------------------------
def naive_positional(state: ReversiState) -> int:
    """The documented ``positional`` formula, on the grid."""
    rows, cols, cells = state.game.rows, state.game.cols, grid(state)
    me, them = ("W", "B") if state.player else ("B", "W")
    value = 0
    for r, c in [(0, 0), (0, cols - 1), (rows - 1, 0), (rows - 1, cols - 1)]:
        corner = cells[r][c]
        value += CORNER_WEIGHT * ((corner == me) - (corner == them))
        if corner == ".":
            x_square = cells[1 if r == 0 else rows - 2][1 if c == 0 else cols - 2]
            value -= X_SQUARE_WEIGHT * ((x_square == me) - (x_square == them))
    opponent = state._replace(player=1 - state.player)
    mine = sum(bool(naive_flips(state, cells, sq)) for sq in range(rows * cols))
    theirs = sum(bool(naive_flips(opponent, cells, sq)) for sq in range(rows * cols))
    value += MOBILITY_WEIGHT * (mine - theirs)
    return max(1 - rows * cols, min(rows * cols - 1, value))


@settings(max_examples=60, deadline=None)
@given(size=st.sampled_from(SIZES), seed=SEEDS)
def test_evaluations_follow_their_formulas_strictly_inside_the_range(size, seed):
    discs, positional = Reversi(*size), Reversi(*size, evaluation="positional")
    state = random_state(discs, seed)
    low, high = discs.score_range
    if discs.is_terminal(state):
        assert discs.evaluate(state) == positional.evaluate(state) == discs.score(state)
        return
    black, white = discs.disc_counts(state)
    assert discs.evaluate(state) == (white - black if state.player else black - white)
    value = positional.evaluate(state._replace(game=positional))
    assert isinstance(value, int) and low < value < high
    assert value == naive_positional(state)


# -- notation ------------------------------------------------------------------------------
@pytest.mark.parametrize(("rows", "cols"), SIZES)
def test_every_square_round_trips_through_the_notation(rows, cols):
    game = Reversi(rows, cols)
    state = game.initial_state()
    for sq in range(rows * cols):
        assert game.parse_move(state, game.format_move(sq)) == sq
    assert game.format_move(0) == "a1"
    assert game.format_move(rows * cols - 1) == f"{'abcdefgh'[cols - 1]}{rows}"
    assert game.format_move(PASS) == "pass"


def test_parse_move_is_case_insensitive_and_strips_spaces():
    game = Reversi(4, 6)
    state = game.initial_state()
    assert game.parse_move(state, " C2 ") == game.parse_move(state, "c2") == 8
    assert game.parse_move(state, "F4") == 23
    assert game.parse_move(state, " PASS") == PASS


@pytest.mark.parametrize("text", ["", "c", "2c", "cc2", "c0", "c-1", "c2x", "g1", "a5", "pas"])
def test_bad_notation_raises_move_notation_error(text):
    game = Reversi(4, 6)
    with pytest.raises(MoveNotationError) as error:
        game.parse_move(game.initial_state(), text)
    assert error.value.text == text
    assert "a1" in str(error.value) and "f4" in str(error.value)


def test_play_line_accepts_notation():
    game = Reversi(4, 6)
    start = game.initial_state()
    by_text = game.play_line(start, "c1 b1 a1")
    by_moves = game.play_line(start, [square(game, m) for m in ("c1", "b1", "a1")])
    assert by_text == by_moves and by_text.player == 1


# -- bad input -----------------------------------------------------------------------------
def test_illegal_move_names_the_move_and_the_legal_ones():
    game = Reversi(4, 6)
    with pytest.raises(IllegalMoveError) as error:
        game.play_line(game.initial_state(), "a1")
    assert error.value.move == "a1"
    assert error.value.legal == ["c1", "b2", "e3", "d4"]
    assert "'a1'" in str(error.value) and "c1, b2, e3, d4" in str(error.value)
    with pytest.raises(IllegalMoveError, match="pass"):
        game.play(game.initial_state(), PASS)
    with pytest.raises(IllegalMoveError, match="'c2'"):
        game.play(game.initial_state(), square(game, "c2"))  # occupied
    with pytest.raises(IllegalMoveError, match="99"):
        game.play(game.initial_state(), 99)


def test_a_state_of_another_game_is_refused():
    with pytest.raises(WrongGameError, match="reversi-4x4"):
        Reversi(4, 6).play(Reversi(4, 4).initial_state(), 0)


@pytest.mark.parametrize(
    ("rows", "cols"), [(5, 6), (4, 5), (2, 2), (2, 4), (10, 10), (4, 10), (8, 9)]
)
def test_unsupported_board_sizes(rows, cols):
    with pytest.raises(UnsupportedBoardError, match="even and from 4 to 8"):
        Reversi(rows, cols)


@pytest.mark.parametrize(("rows", "cols"), [(4, 4), (6, 4), (6, 6), (8, 8)])
def test_hiroi_order_needs_the_4x6_board(rows, cols):
    with pytest.raises(UnsupportedBoardError, match="4 x 6"):
        Reversi(rows, cols, order="hiroi")


@pytest.mark.parametrize(
    ("option", "kind"), [("order", "order"), ("scoring", "scoring"), ("evaluation", "evaluation")]
)
def test_unknown_option_names(option, kind):
    with pytest.raises(UnknownNameError) as error:
        Reversi(**{option: "nonsense"})
    assert error.value.kind == kind and error.value.name == "nonsense"


def test_unknown_start():
    with pytest.raises(UnknownNameError, match="parallel, standard"):
        Reversi().initial_state("diagonal")


# -- identity ------------------------------------------------------------------------------
@pytest.mark.parametrize(("rows", "cols"), SIZES)
def test_registry_presets(rows, cols):
    game = get_game(f"reversi-{rows}x{cols}")
    assert game == Reversi(rows, cols) and game.name == f"reversi-{rows}x{cols}"
    assert game.player_names == ("Black", "White") and game.starts == ("standard", "parallel")


def test_states_are_immutable_hashable_tuples():
    game = Reversi()
    state = game.initial_state()
    assert hash(state) == hash(game.initial_state()) and state == game.initial_state()
    assert game.to_move(state) == 0 and game.to_move(game.apply(state, 2)) == 1
    with pytest.raises(AttributeError):
        state.black = 0  # type: ignore[misc]
    assert game.empty_count(state) == 20 and game.disc_counts(state) == (2, 2)


def test_states_and_symmetries_survive_pickling():
    game = Reversi(6, 6, evaluation="positional")
    state = game.play_line(game.initial_state(), "c2")
    assert pickle.loads(pickle.dumps(state)) == state
    rotate = pickle.loads(pickle.dumps(game.symmetries[-1]))
    assert rotate.state(state) == game.symmetries[-1].state(state)
