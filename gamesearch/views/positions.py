"""The positions some lines of play reach, drawn as a graph: a transposition is a merge.

:func:`position_graph` follows each line of moves from one position and draws every position
on the way once, keyed as a transposition table keys it (``game.key``): two lines that reach
the same position meet in one node, which is what lets a table reuse a search.
"""

from __future__ import annotations

from collections.abc import Iterable

from gamesearch.errors import InvalidSearchError
from gamesearch.games.base import Game, Move, State
from gamesearch.views.diagram import Diagram, thumbnail
from gamesearch.views.style import STYLE


def position_graph(
    game: Game[State, Move],
    lines: Iterable[str],
    state: State | None = None,
    *,
    board_size: int = 84,
) -> Diagram:
    """The graph of the positions ``lines`` reach from ``state`` (default: the start).

    Each line is a string of moves in the game's notation (``"c1 b1 b2"``); every position
    is drawn once, with its board, and an edge per move. A position reached by two lines is
    one node with two edges in, drawn in the table-hit style (double border). Raises the
    game's notation error, naming the move, for a line that cannot be played.
    """
    start = game.initial_state() if state is None else state
    lines = list(lines)
    if not lines:
        raise InvalidSearchError("position_graph needs at least one line of moves, e.g. 'c1 b1'")
    ids: dict[object, str] = {}
    boards: dict[str, State] = {}
    edges: dict[tuple[str, str], str] = {}
    arrivals: dict[str, int] = {}

    def node(position: State) -> str:
        key = game.key(position)
        if key not in ids:
            ids[key] = f"s{len(ids)}"
            boards[ids[key]] = position
        return ids[key]

    for line in lines:
        position = start
        here = node(position)
        for text in line.split():
            move = game.parse_move(position, text)
            position = game.play(position, move)
            there = node(position)
            if (here, there) not in edges:
                edges[here, there] = game.format_move(move)
                arrivals[there] = arrivals.get(there, 0) + 1
            here = there
    transpositions = sum(1 for n in arrivals.values() if n > 1)
    description = (
        f"Graph of the {len(boards)} {game.name} positions that {len(lines)} lines of play "
        f"reach; {transpositions} of them reached by more than one line (transpositions)."
    )
    diagram = Diagram.blank("positions", description=description)
    diagram.attr(rankdir="TB", nodesep="0.3", ranksep="0.35")
    diagram.attr("node", shape="box", style="rounded", color=STYLE.edge, margin="0.04,0.04")
    diagram.attr("edge", fontname=STYLE.font, fontsize="12", color=STYLE.edge, arrowsize="0.6")
    for name, position in boards.items():
        image = thumbnail(game.render_svg(position, board_size))
        merged = arrivals.get(name, 0) > 1
        diagram.node(
            name,
            label=f'<<TABLE BORDER="0"><TR><TD><IMG SRC="{image}"/></TD></TR></TABLE>>',
            peripheries="2" if merged else "1",
            penwidth="2" if merged else "1",
        )
    for (here, there), move in edges.items():
        diagram.edge(here, there, label=f" {move}")
    return diagram
