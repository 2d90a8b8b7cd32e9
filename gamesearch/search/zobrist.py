"""Zobrist keys (Zobrist 1970), and a transposition table of fixed size that uses them.

**The package's own keys.** A :class:`~gamesearch.search.ttable.TranspositionTable` is a
Python dictionary indexed by the game's exact key (:meth:`~gamesearch.games.base.Game.key`:
tic-tac-toe's two 9-bit masks, Reversi's two bitboards and the player to move, Kalah's
holes and the player to move). Python hashes that key, and on a lookup compares it in full
with the key stored, so two positions never share an entry, and the table grows without
limit: no entry is ever lost.

**Zobrist keys.** A game program instead gives every *feature* of a position (a piece on a
square, the side to move) a random number of, say, 64 bits, fixed once; a position's key is
the exclusive or (XOR) of the numbers of its features. A move changes a few features, so the
child's key is the parent's XORed with the numbers of the features that changed: no need to
look at the whole board. The table is an array of a fixed number of *slots*; a key picks its
slot by its remainder modulo the number of slots, and the slot keeps the key to recognise its
position later. Two things can then go wrong, and :class:`ZobristTable` counts both:

* two positions want the same slot: a **replacement policy** decides which entry stays
  (``"always"``: the newer; ``"keep"``: the older; ``"deeper"``: the one searched at least as
  deep, the newer on a tie);
* two positions have the same key (a **collision**): the table cannot tell them apart and
  answers one with the other's entry. With 64-bit keys that is rare; with short keys it is
  common, and the search can return a wrong value.

Here a position's features are read from the game's own key, whatever the game: every bit
set in an integer of the key (a bitboard: a piece of one kind on one square; or the player
to move) and every bit of every number in a tuple of the key (Kalah's holes: the binary
digits of a count) is one feature, named by its place in the key. That is the package's
generalisation, not a layout from Zobrist's report, and it keeps his two properties: a
position's key is the XOR of its features' numbers, and a move's effect on the key is the XOR
of the features it changes (:meth:`ZobristKeys.features`).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterator, MutableMapping
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from gamesearch.errors import InvalidSearchError
from gamesearch.games.base import Game, Move, State
from gamesearch.search.ttable import Entry, TranspositionTable, deeper_or_equal

#: Feature: the path of indices into the game's key, then the bit.
Feature = tuple[int, ...]

#: Which entry a slot keeps when another position wants it (see the module docstring).
Replacement = Literal["always", "keep", "deeper"]
REPLACEMENTS: tuple[Replacement, ...] = ("always", "keep", "deeper")


class ZobristKeys:
    """One random number of ``bits`` bits per feature, drawn from ``seed`` (the same
    feature always gets the same number)."""

    def __init__(self, bits: int = 64, seed: int = 0) -> None:
        if not isinstance(bits, int) or not 1 <= bits <= 128:
            raise InvalidSearchError(f"Zobrist keys have 1 to 128 bits, not {bits!r}")
        self.bits, self.seed = bits, seed
        self._numbers: dict[Feature, int] = {}

    def number(self, feature: Feature) -> int:
        """The random number of ``feature``."""
        found = self._numbers.get(feature)
        if found is None:
            rng = random.Random(f"{self.seed}:{feature}")
            found = self._numbers[feature] = rng.getrandbits(self.bits)
        return found

    def features(self, key: Hashable, place: Feature = ()) -> Iterator[Feature]:
        """The features of a position whose game key is ``key`` (see the module docstring)."""
        if isinstance(key, bool) or not isinstance(key, int | tuple):
            raise InvalidSearchError(
                "Zobrist keys read a game key made of integers and tuples of integers; "
                f"this game's key holds {type(key).__name__} {key!r}"
            )
        if isinstance(key, tuple):
            for i, part in enumerate(key):
                yield from self.features(part, (*place, i))
            return
        if key < 0:
            raise InvalidSearchError(f"Zobrist keys read non-negative integers, not {key}")
        bits = key
        while bits:
            low = bits & -bits
            yield (*place, low.bit_length() - 1)
            bits ^= low

    def code(self, key: Hashable) -> int:
        """The Zobrist key of the position whose game key is ``key``: the XOR of the numbers
        of its features."""
        code = 0
        for feature in self.features(key):
            code ^= self.number(feature)
        return code


class ZobristKey(NamedTuple):
    """What a :class:`ZobristTable` indexes by: the Zobrist ``code``, which is all the table
    compares, and the exact ``position`` key, kept only to count collisions."""

    code: int
    position: Hashable


class Slots(MutableMapping[Hashable, Entry]):
    """``size`` slots, each holding one position's entry under its Zobrist code; a code
    picks the slot ``code % size``. Counts what happens (see :class:`ZobristTable`)."""

    def __init__(self, size: int, replace: Replacement) -> None:
        self.size, self.replace = size, replace
        self._slots: dict[int, tuple[ZobristKey, Entry]] = {}  # only the occupied ones
        #: Entries written into an empty slot or over another position's entry.
        self.stored = 0
        #: Stores that overwrote another position's entry.
        self.replaced = 0
        #: Stores the policy refused (the slot kept another position's entry).
        self.refused = 0
        #: Lookups that found an entry with the same code but of another position.
        self.collisions = 0

    def __getitem__(self, key: Hashable) -> Entry:
        if not isinstance(key, ZobristKey):
            raise KeyError(key)
        held = self._slots.get(key.code % self.size)
        if held is None or held[0].code != key.code:
            raise KeyError(key)
        if held[0].position != key.position:
            self.collisions += 1
        return held[1]

    def __setitem__(self, key: Hashable, entry: Entry) -> None:
        if not isinstance(key, ZobristKey):
            raise InvalidSearchError(f"a Zobrist table stores under Zobrist keys, not {key!r}")
        index = key.code % self.size
        held = self._slots.get(index)
        if held is not None and held[0].code != key.code:  # another position's entry
            if self.replace == "keep" or (
                self.replace == "deeper" and not deeper_or_equal(entry.depth, held[1].depth)
            ):
                self.refused += 1
                return
            self.replaced += 1
        if held is None or held[0].code != key.code:
            self.stored += 1
        self._slots[index] = (key, entry)

    def __delitem__(self, key: Hashable) -> None:
        if not isinstance(key, ZobristKey) or key.code % self.size not in self._slots:
            raise KeyError(key)
        del self._slots[key.code % self.size]

    def __iter__(self) -> Iterator[Hashable]:
        return (key for key, _ in self._slots.values())

    def __len__(self) -> int:
        return len(self._slots)


@dataclass
class ZobristTable(TranspositionTable):
    """A transposition table of ``slots`` slots under Zobrist keys of ``key_bits`` bits.

    Probes and stores work as in :class:`~gamesearch.search.ttable.TranspositionTable`;
    only the bookkeeping differs. ``replace`` says which entry a slot keeps when another
    position wants it. ``table.entries`` counts, over the searches that used the table:
    ``stored``, ``replaced``, ``refused`` and ``collisions`` (probes answered by the entry
    of another position with the same key: each one may make the search wrong).
    """

    slots: int = 1 << 16
    replace: Replacement = "always"
    key_bits: int = 64
    seed: int = 0
    entries: MutableMapping[Hashable, Entry] = field(init=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.slots, int) or self.slots < 1:
            raise InvalidSearchError(f"a Zobrist table needs at least 1 slot, not {self.slots!r}")
        if self.replace not in REPLACEMENTS:
            raise InvalidSearchError(
                f"replace is one of {', '.join(REPLACEMENTS)}, not {self.replace!r}"
            )
        self.zobrist = ZobristKeys(self.key_bits, self.seed)
        self.entries = Slots(self.slots, self.replace)

    def key(self, game: Game[State, Move], state: State) -> ZobristKey:
        position = super().key(game, state)
        return ZobristKey(self.zobrist.code(position), position)

    @property
    def counts(self) -> Slots:
        """The slots, with their counts (``stored``, ``replaced``, ``refused``,
        ``collisions``)."""
        assert isinstance(self.entries, Slots)
        return self.entries
