import inspect
import textwrap

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


def test_an_excerpt_is_the_lines_from_first_to_last_dedented():
    whole = listing(alphabeta)
    lines = str(whole).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("    for "))
    end = start + 3
    part = whole.excerpt(lines[start], lines[end].strip())
    assert str(part) == textwrap.dedent("\n".join(lines[start : end + 1]))
    assert str(part).startswith("for ")
    with pytest.raises(ValueError, match="no line of the listing reads 'not code'"):
        whole.excerpt("not code", lines[end])


def test_a_listing_without_docstrings_keeps_every_other_line():
    bare = str(listing(negamax, docstrings=False)).splitlines()
    whole = str(listing(negamax)).splitlines()
    assert [line for line in whole if line not in bare] == [whole[3]]
    assert whole[3].strip().startswith('"""') and whole[3].strip().endswith('"""')


def test_a_listing_splits_before_the_lines_named_keeping_their_indent():
    whole = listing(alphabeta)
    lines = str(whole).splitlines()
    first_for = next(line for line in lines if line.startswith("    for "))
    parts = whole.split(first_for)
    assert [str(p) for p in parts] == [
        "\n".join(lines[: lines.index(first_for)]),
        "\n".join(lines[lines.index(first_for) :]),
    ]
    assert str(parts[1]).startswith("    for ")  # indented as in the whole
    with pytest.raises(ValueError, match="after line"):
        whole.split(first_for, lines[0])  # the function's first line comes before the cut
