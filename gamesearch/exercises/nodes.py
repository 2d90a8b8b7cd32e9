"""The small node type exercises are written against.

A :class:`Node` wraps a position of any game (a textbook tree or tic-tac-toe, say) and offers
what a textbook listing uses: ``children``, ``is_leaf``, the leaf ``value`` seen from MAX
(player 0, as textbooks print it), the leaf ``score`` seen from the player to move (negamax
convention), ``maximizing`` and a ``label``.
"""

from __future__ import annotations

from functools import cached_property

from gamesearch.games.base import Game, Move, State


class Node:
    """A position, for exercises. Children are built on demand, in the game's move order.

    Not generic in the game's types: one check walks the positions of several games, and a
    student's function takes a plain ``Node``.
    """

    def __init__(self, game: Game[State, Move], state: State, path: tuple[str, ...] = ()) -> None:
        self.game, self.state, self.path = game, state, path

    @classmethod
    def root(cls, game: Game[State, Move], state: State | None = None) -> Node:
        return cls(game, game.initial_state() if state is None else state)

    @cached_property
    def children(self) -> list[Node]:
        """The positions after each legal move (empty at a leaf)."""
        game, state = self.game, self.state
        return [
            Node(game, game.apply(state, move), (*self.path, game.format_move(move)))
            for move in game.legal_moves(state)
        ]

    @property
    def is_leaf(self) -> bool:
        return self.game.is_terminal(self.state)

    @property
    def maximizing(self) -> bool:
        """True when MAX (player 0, the first player) is to move."""
        return self.game.to_move(self.state) == 0

    @property
    def score(self) -> float:
        """A leaf's value for the player to move (negamax convention)."""
        return self.game.score(self.state)

    @property
    def value(self) -> float:
        """A leaf's value for MAX (player 0), as textbooks print it."""
        return self.score if self.maximizing else -self.score

    @property
    def label(self) -> str:
        label = self.game.node_label(self.state)  # a textbook tree's own label
        return label if label is not None else " ".join(self.path) or "root"

    def __repr__(self) -> str:
        kind = f"leaf {self.value}" if self.is_leaf else f"{len(self.children)} children"
        return f"<Node {self.label}: {'MAX' if self.maximizing else 'MIN'}, {kind}>"
