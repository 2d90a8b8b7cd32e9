"""The look shared by the widgets: buttons and text large enough to project."""

from __future__ import annotations

import html

import ipywidgets as widgets

FONT_SIZE = "18px"


def big_button(description: str, tooltip: str, width: str = "auto") -> widgets.Button:
    """A button with a visible label and a tooltip, large enough to read from the back row.

    Like every standard button it takes the keyboard focus (Tab) and clicks on Space/Enter.
    """
    return widgets.Button(
        description=description,
        tooltip=tooltip,
        layout=widgets.Layout(width=width, height="44px", padding="0 16px"),
        style=widgets.ButtonStyle(font_size=FONT_SIZE, font_weight="bold"),
    )


def text_html(text: str, size: str = FONT_SIZE, colour: str = "inherit") -> str:
    """``text`` escaped, as a block of HTML in a readable size."""
    return (
        f'<div style="font-size:{size};line-height:1.4;color:{colour};white-space:pre-wrap">'
        f"{html.escape(text)}</div>"
    )


#: Error text that stays readable (4.5:1 or more) in JupyterLab's Light, Dark and High
#: Contrast themes: the theme's own error colour, with Light's as the fallback elsewhere.
ERROR_COLOUR = "var(--jp-error-color1, #d32f2f)"

#: The widest a widget gets: the notebook column at 1280 × 800 with the file browser open.
COLUMN_WIDTH = "800px"
