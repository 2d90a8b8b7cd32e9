"""One registry of games, by name: what the command line, the widgets and the trace loader find.

``register_game("nim", Nim)`` makes ``get_game("nim")`` build ``Nim()`` (once: the game is
kept), and with it ``gamesearch solve nim``, ``Compare``'s and ``Play``'s game names and the
loading of a trace of a Nim game. The game made carries the name it is registered under
(``game.name``: a copy of the factory's game if that had another), so the name a person chose
is the one every view shows: a trace's header, the command line's output, the widgets'
titles. The shipped games are registered here the same way.

Besides a registered name, :func:`get_game` takes ``"module:attribute"``, the way ASGI
servers take an app: the attribute of the imported module is a :class:`Game` subclass (made
with no arguments), a function returning a game, or a game. ``gamesearch solve mygame:Nim``
imports ``mygame.py`` from the folder the command runs in. Importing runs the module's code,
so only a caller's own words import anything: a trace file never does (the loader finds its
game among the registered ones, or says which module to import first).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Mapping
from dataclasses import fields, is_dataclass, replace
from types import MappingProxyType
from typing import Any

from gamesearch.errors import (
    GameSearchError,
    InvalidSearchError,
    UnknownNameError,
    quote,
    suggestion,
)
from gamesearch.games.base import Game, Move, State
from gamesearch.plugins import import_module

#: What makes a game: a Game subclass called with no arguments, or a function.
Factory = Callable[[], Game[State, Move]]

_FACTORIES: dict[str, Factory] = {}
_GAMES: dict[str, Game[State, Move]] = {}  # the game each name made, once asked for
#: Every registered game's factory, by name (a live, read-only view of the registry).
GAMES: Mapping[str, Factory] = MappingProxyType(_FACTORIES)
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+-]*")


def register_game(name: str, factory: Factory | type[Game[Any, Any]]) -> None:
    """Register ``factory`` (a Game subclass or a function that returns a game) as ``name``.

    Registering a name again replaces its factory (re-running a notebook cell does). A name
    is letters, digits and ``_.+-`` (no spaces, no ``:``, which :func:`get_game` reads as
    ``module:attribute``); InvalidSearchError otherwise.
    """
    if not (isinstance(name, str) and _NAME.fullmatch(name)):
        raise InvalidSearchError(
            f"a game's name is letters, digits and _.+- (e.g. 'nim' or 'connect-3'), "
            f"not {quote(name)}"
        )
    if not callable(factory):
        raise InvalidSearchError(
            f"register_game({name!r}, …) takes a Game subclass or a function that returns a "
            f"game, not {quote(factory)}"
        )
    _FACTORIES[name] = factory
    _GAMES.pop(name, None)


def game_names() -> tuple[str, ...]:
    """The registered names, in the order they were registered."""
    return tuple(_FACTORIES)


def get_game(name: str, **config: Any) -> Game[State, Move]:
    """The game registered as ``name``, or the one ``"module:attribute"`` names (see the
    module docstring); UnknownNameError lists the registered names.

    Keywords change the game's settings (fields of its dataclass), e.g.
    ``get_game("reversi-4x6", granularity=4)``; an unknown one raises InvalidSearchError
    naming the settings the game has.
    """
    if isinstance(name, str) and ":" in name:
        game = game_from_reference(name)
    elif isinstance(name, str) and name in _FACTORIES:
        game = _registered(name)
    else:
        raise UnknownNameError("game", name, _FACTORIES)
    if not config:
        return game
    if not is_dataclass(game):
        raise InvalidSearchError(
            f"{name} has no setting {quote(next(iter(config)))}; its settings: none"
        )
    settings = [f.name for f in fields(game) if f.init]
    unknown = [key for key in config if key not in settings]
    if unknown:
        raise InvalidSearchError(
            f"{name} has no setting {quote(unknown[0])}; its settings: "
            + (", ".join(settings) or "none")
        )
    changed: Game[State, Move] = replace(game, **config)
    return changed


def _registered(name: str) -> Game[State, Move]:
    game = _GAMES.get(name)
    if game is None:
        game = _GAMES[name] = _named(_made(_FACTORIES[name](), f"the factory of {name!r}"), name)
    return game


def _named(game: Game[State, Move], name: str) -> Game[State, Move]:
    """``game`` carrying the registered ``name``: itself if it has it, else a copy (the
    factory's game may be shared, or registered under another name too)."""
    if game.name == name:
        return game
    named = copy.copy(game)
    try:
        object.__setattr__(named, "name", name)  # a frozen dataclass's too: not a field
    except AttributeError:  # a class with __slots__ and no slot for it
        raise InvalidSearchError(
            f"the game registered as {name!r} cannot take that name: its class "
            f"{type(game).__qualname__} has __slots__ without 'name'; add 'name' to them"
        ) from None
    return named


def _made(game: Any, source: str) -> Game[State, Move]:
    if not isinstance(game, Game):
        raise InvalidSearchError(
            f"{source} gave {quote(game)}, not a game (an instance of a Game subclass)"
        )
    return game


def game_from_reference(reference: str) -> Game[State, Move]:
    """The game ``"module:attribute"`` names: the attribute a Game subclass (made with no
    arguments), a function returning a game, or a game; the module by its name or its file's
    path (:func:`gamesearch.plugins.import_module`). A GameSearchError says what is missing:
    the module (and where it was looked for), or the attribute (and the module's games)."""
    module_name, _, attribute = reference.rpartition(":")
    module = import_module(module_name)
    target = getattr(module, attribute, None)
    if target is None:
        found = [
            key
            for key, value in vars(module).items()
            if not key.startswith("_")
            and (isinstance(value, Game) or (isinstance(value, type) and issubclass(value, Game)))
            and value is not Game
        ]
        raise InvalidSearchError(
            f"the module {module_name} has no {attribute!r}; its games: "
            f"{', '.join(found) or 'none'}{suggestion(attribute, found)}"
        )
    if isinstance(target, Game):
        return target
    if not callable(target):
        raise InvalidSearchError(f"{reference} is {quote(target)}, not a game or a game factory")
    if isinstance(target, type) and not issubclass(target, Game):
        raise InvalidSearchError(
            f"{reference} is the class {target.__qualname__}, which is not a game: a game's class "
            "derives from gamesearch.games.Game (see notebook 09, Your own game)"
        )
    try:
        made = target()
    except GameSearchError:  # the game's own checks: already said in the user's terms
        raise
    except Exception as error:  # the factory's own code failed (e.g. it needs arguments)
        raise InvalidSearchError(
            f"making the game {reference} failed: {type(error).__name__}: {error}"
        ) from error
    return _made(made, reference)


def game_classes() -> dict[str, type[Game[State, Move]]]:
    """The class of every registered game, by ``module.qualname`` (what a saved trace names
    to rebuild its game). Builds each registered game once."""
    classes: dict[str, type[Game[State, Move]]] = {}
    for name, factory in _FACTORIES.items():
        cls = factory if isinstance(factory, type) else type(_registered(name))
        classes.setdefault(f"{cls.__module__}.{cls.__qualname__}", cls)
    return classes
