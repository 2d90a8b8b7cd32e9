"""The typed request: options declared per algorithm, checked and frozen before a search,
and the two contexts (plain and tracing) that run it."""

from __future__ import annotations

import dataclasses

import pytest

from gamesearch.errors import InvalidSearchError, UnknownOptionError
from gamesearch.games import get_game
from gamesearch.search import ALGORITHMS, solve
from gamesearch.search.algorithms import all_options
from gamesearch.search.api import _context
from gamesearch.search.context import SearchContext
from gamesearch.search.options import MtdfOptions, NwsOptions
from gamesearch.search.request import SearchRequest
from gamesearch.search.tracing import TracingContext

DEFAULTS = {
    "moves": (),
    "start": None,
    "depth": None,
    "window": None,
    "tt": None,
    "ordering": None,
    "node_budget": None,
    "time_limit": None,
    "trace": False,
    "trace_limit": 100,
}


def build(algorithm: str, **changes: object) -> SearchRequest:
    arguments = {**DEFAULTS, "options": {}}
    arguments.update(changes)
    return SearchRequest.build("tictactoe", None, algorithm, **arguments)  # type: ignore[arg-type]


def test_a_request_is_frozen_and_its_options_typed() -> None:
    request = build("mtdf", options={"first_guess": 3})
    assert isinstance(request.options, MtdfOptions)
    assert request.options.first_guess == 3
    assert request.options.etc is False  # the declared default
    with pytest.raises(dataclasses.FrozenInstanceError):
        request.options.first_guess = 4  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        request.depth = 3  # type: ignore[misc]


@pytest.mark.parametrize("name", sorted(ALGORITHMS))
def test_every_algorithm_takes_each_option_as_declared_once(name: str) -> None:
    spec = ALGORITHMS[name]
    declared = spec.options_type.declared()
    assert all(all_options()[o.name] == o for o in declared)  # one declaration per name
    assert [o.name for o in declared] == list(spec.options)
    if all(o.default is not None for o in declared):  # nws's gamma has no default
        options = build(name, depth=2 if spec.needs_depth else None).options
        expected = {o.name: spec.defaults.get(o.name, o.default) for o in declared}
        assert options.as_dict() == expected


def test_a_misspelt_option_names_the_nearest_valid_one() -> None:
    with pytest.raises(UnknownOptionError, match=r"did you mean 'first_guess'\?"):
        solve("tictactoe", algorithm="mtdf", frist_guess=2)


def test_another_algorithms_option_names_the_algorithms_that_take_it() -> None:
    with pytest.raises(UnknownOptionError, match="it is an option of id-alphabeta"):
        solve("tictactoe", algorithm="negascout", aspiration=2)


def test_an_unknown_option_is_refused_before_any_search() -> None:
    seen = []
    with pytest.raises(InvalidSearchError):
        solve("tictactoe", algorithm="mtdf", observe=seen.append, nonsense=1)
    assert seen == []  # observe is called when the search starts: it never did


def test_a_required_option_is_refused_when_missing() -> None:
    with pytest.raises(InvalidSearchError, match="nws needs gamma"):
        NwsOptions.build("nws", {})


def test_the_plain_context_has_no_tracer_and_the_tracing_one_records() -> None:
    plain = _context(build("alphabeta"), None)
    assert type(plain) is SearchContext
    assert not hasattr(plain, "tracer")
    traced = solve(get_game("tictactoe"), algorithm="alphabeta", trace=True)
    untraced = solve(get_game("tictactoe"), algorithm="alphabeta")
    assert traced.trace is not None and len(traced.trace) == traced.stats.nodes
    assert (traced.value, traced.pv, traced.stats) == (untraced.value, untraced.pv, untraced.stats)
    assert issubclass(TracingContext, SearchContext)
