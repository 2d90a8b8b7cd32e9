"""Every picture shows in Jupyter as an image that says what it shows; a wide one scrolls
sideways in a box that a keyboard reaches and a screen reader names."""

import base64
from html.parser import HTMLParser

from gamesearch.pictures import data_uri, picture_html


def elements(text):
    """The start tags of an HTML fragment: [(tag, {attribute: value})], values unescaped."""
    found = []
    parser = HTMLParser()
    parser.handle_starttag = lambda tag, attrs: found.append((tag, dict(attrs)))
    parser.feed(text)
    return found


def test_a_data_uri_carries_the_bytes_or_the_text():
    assert data_uri("image/png", b"\x89PNG") == "data:image/png;base64,iVBORw=="
    uri = data_uri("image/svg+xml", "<svg>é</svg>")
    assert base64.b64decode(uri.split(",", 1)[1]).decode() == "<svg>é</svg>"


def test_a_picture_is_an_image_whose_alt_text_is_its_description():
    described = 'Game tree of "nws" on R: v < 3 & v ≥ 2.'
    [(tag, image)] = elements(picture_html("data:image/png;base64,AA", described, width=400.4))
    assert tag == "img" and image["alt"] == described and image["width"] == "400"
    assert image["src"] == "data:image/png;base64,AA" and "height" not in image
    assert image["style"] == "background:#fff"  # the paper every picture is drawn for


def test_a_wide_picture_scrolls_in_a_named_box_the_keyboard_reaches():
    described = "Game tree of alphabeta on pi-27, 40 nodes searched: root value = 6 (exact)."
    shown = picture_html("data:image/png;base64,AA", described, width=1200, height=300, wide=True)
    [(_, box), (_, image)] = [(t, a) for t, a in elements(shown) if t != "style"]
    assert box["role"] == "region" and box["tabindex"] == "0"
    assert box["aria-label"].startswith("Game tree of alphabeta on pi-27, 40 nodes searched (")
    assert "overflow-x:auto" in box["style"]
    assert image["alt"] == described and image["style"] == "background:#fff;max-width:none"
    assert (image["width"], image["height"]) == ("1200", "300")
    assert ".gs-wide:focus-visible{outline:" in shown  # a ring shows where the focus is
