"""Small HTML summaries, for the rich display of traces and results in notebooks."""

from __future__ import annotations

from html import escape


def html_table(title: str, rows: dict[str, str]) -> str:
    """A two-column HTML table: the title as its caption, then one ``name: value`` row each."""
    body = "".join(
        f"<tr><th style='text-align:left'>{escape(name)}</th>"
        f"<td style='text-align:left'>{escape(str(value))}</td></tr>"
        for name, value in rows.items()
    )
    caption = f"<caption style='text-align:left'><b>{escape(title)}</b></caption>"
    return f"<table>{caption}{body}</table>"
