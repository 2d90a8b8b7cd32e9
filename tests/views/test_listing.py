import inspect

import pytest

from gamesearch.search.alphabeta import alphabeta
from gamesearch.search.minimax import minimax, negamax
from gamesearch.views import listing


def test_a_listing_is_the_functions_own_source_as_a_python_block():
    shown = listing(alphabeta)
    assert str(shown) == inspect.getsource(alphabeta).rstrip()
    markdown = shown._repr_markdown_()
    assert markdown.startswith("```python\ndef alphabeta(") and markdown.endswith("\n```")


def test_several_functions_are_listed_in_the_order_given():
    text = str(listing(negamax, minimax))
    assert text.index("def negamax(") < text.index("def minimax(")


def test_what_has_no_source_is_named():
    with pytest.raises(TypeError, match="len"):
        listing(len)
    with pytest.raises(TypeError, match="at least one"):
        listing()
