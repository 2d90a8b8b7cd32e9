# ruff: noqa: E501  (the claims are whole sentences and output lines; split, they would not read as one)
"""Every number a notebook's text quotes from a measurement agrees with the output it quotes.

A number in a markdown cell goes stale when the code above it changes and the text does not
(08 once said iterative deepening "evaluated about a sixth of one plain search" beside an
output of 21 828 against 73 731; 04 said "at depth 3 NegaScout loses a little" beside 68
against 68). Where a number depends on the run, the course prints the sentence from the code;
every number the text still quotes is listed in :data:`CLAIMS` and checked here against the
committed output it quotes.

One claim: the notebook, a pattern that finds the phrase in its markdown (whitespace and
line breaks folded to single spaces), a pattern that finds the figures in its outputs (the
text of its code cells' outputs, line by line; ``{name}`` is filled in from the phrase's
groups; ``{N}`` stands for a number as the course prints it, ``12 345`` or ``12,345``), and
the relation that must hold between the two (a function of the phrase's groups ``m`` and the
output's groups ``o``; with ``many=True``, ``o`` is the list of every match). A claim with
``least=1`` fails if its phrase is gone (the text changed: update the claim); ``least=0``
marks a guard, which holds wherever the phrase appears and also when it does not — the
regression checks for stale sentences that must never come back.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

import pytest

COURSE = Path(__file__).resolve().parents[2] / "notebooks"
N = r"[+\-−]?\d{1,3}(?:[ ,]\d{3})*(?:\.\d+)?"  # a number as the course prints it

WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
         "eight": 8, "nine": 9, "ten": 10, "none": 0, "no": 0}  # fmt: skip
PARTS = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4,
         "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "tenth": 10, "tenths": 10}  # fmt: skip
QUALIFIERS = ("about", "nearly", "almost", "roughly", "less than", "under", "more than", "over")


def number(text: str) -> float:
    """``12 345``, ``12,345``, ``−3``, ``+27``, ``2.34`` or a small number word, as a number."""
    text = text.strip().lower()
    if text in WORDS:
        return WORDS[text]
    value = float(re.sub(r"[ ,]", "", text.replace("−", "-")))
    return int(value) if value.is_integer() else value


def amount(phrase: str) -> tuple[str, float]:
    """A stated share or multiple, as (qualifier, value): "about a sixth" → ("about", 1/6),
    "less than a third" → ("less than", 1/3), "two and a half times" → ("", 2.5),
    "halves" → ("", 1/2), "30 %" → ("", 0.3)."""
    text = phrase.strip().lower()
    qualifier = next((q for q in QUALIFIERS if text.startswith(q + " ")), "")
    text = text.removeprefix(qualifier).strip()
    if match := re.fullmatch(r"(\d+(?:\.\d+)?) ?%", text):
        return qualifier, float(match[1]) / 100
    if text == "halves":
        return qualifier, 1 / 2
    if match := re.fullmatch(r"(\w+)(?: and a half)? times", text):
        return qualifier, number(match[1]) + (0.5 if "and a half" in text else 0)
    if match := re.fullmatch(r"(a|an|one|two|three|four) (\w+)", text):
        count = 1 if match[1] in ("a", "an") else WORDS[match[1]]
        return qualifier, count / PARTS[match[2]]
    raise ValueError(f"cannot read the amount {phrase!r}")


def says(phrase: str, measured: float, tolerance: float = 0.12) -> bool:
    """Whether ``phrase`` ("about a fifth", "less than a third", …) describes ``measured``:
    "less than"/"under" and "more than"/"over" are strict bounds, anything else a value
    within ``tolerance`` (relative) of the measurement."""
    qualifier, stated = amount(phrase)
    if qualifier in ("less than", "under"):
        return measured < stated
    if qualifier in ("more than", "over"):
        return measured > stated
    return abs(measured - stated) <= tolerance * stated


def verdict(word: str, change: float) -> bool:
    """NegaScout "wins", "loses" or "ties" against alpha-beta: the sign of its change in %."""
    return {"wins": change < 0, "loses": change > 0, "ties": change == 0}[word]


def percents(text: str) -> list[int]:
    """The signed percentages ending the rows of a printed table (``+27 %``, ``-5 %``)."""
    return [int(p) for p in re.findall(r"([+-]\d+) %$", text, re.MULTILINE)]


def rows_by_first(text: str) -> dict[int, int]:
    """{first column: the signed percentage ending the row} for a printed table's rows."""
    return {int(a): int(b) for a, b in re.findall(r"^ *(\d+) .*?([+-]\d+) %$", text, re.M)}


@dataclass(frozen=True)
class Claim:
    notebook: str
    text: str
    output: str
    holds: Callable[[SimpleNamespace, object], bool]
    least: int = 1
    many: bool = False


# The Kalah table of 04 §3 and the Reversi table of 04 §3, each as one block of rows.
KALAH_04 = (
    r"depth +alpha-beta +NegaScout +SCOUT +NegaScout vs alpha-beta\n[- ]+\n(?P<rows>(?:.*%\n)+)"
)
REVERSI_04 = r"position +value +alpha-beta +NegaScout +SCOUT +NegaScout vs alpha-beta\n[- ]+\n(?P<rows>(?:.*%\n)+)"  # fmt: skip

CLAIMS = [
    # 00 · start here
    Claim(
        "00",
        r'"Event k of (?P<events>\d+)" counter',
        r"Stepper\(alphabeta-failsoft, \d+ nodes, (?P<events>\d+) events",
        lambda m, o: m.events == o.events,
    ),
    # 01 · minimax and negamax
    Claim(
        "01",
        r"Minimax enters every node: (?P<nodes>{N}) for tic-tac-toe",
        r"^(?P<nodes>{N}) nodes, {N} of them leaves \(finished games\)",
        lambda m, o: m.nodes == o.nodes,
    ),
    Claim(
        "01",
        r"Each extra ply costs (?P<times>about \w+ times) more",
        r"^ +\d +{N} +(?P<ratio>\d+\.\d)$",
        lambda m, o: len(o) >= 3 and all(says(m.times, x.ratio) for x in o),
        many=True,
    ),
    # 02 · alpha-beta
    Claim(
        "02",
        r"sorting cuts the work from (?P<natural>\d+) leaves to (?P<best>\d+)",
        r"π tree, natural order: (?P<natural>\d+)\nπ tree, best first: +(?P<best>\d+)",
        lambda m, o: (m.natural, m.best) == (o.natural, o.best),
    ),
    Claim(
        "02",
        r"at depth 8 that is (?P<best>{N}) of (?P<all>{N}) leaves",
        r"depth 8: worst first evaluates (?P<worst>{N}) of (?P<all>{N}) leaves \(\d+ % pruned\); best first (?P<best>{N})",
        lambda m, o: (m.best, m.all) == (o.best, o.all),
    ),
    Claim(
        "02",
        r"still prunes (?P<share>about a \w+) of the tree at depth 8",
        r"depth 8: worst first evaluates (?P<worst>{N}) of (?P<all>{N}) leaves",
        lambda m, o: says(m.share, 1 - o.worst / o.all),
    ),
    Claim(
        "02",
        r"though it still prunes \((?P<share>a \w+) of the leaves at b = 3, d = 8\)",
        r"depth 8: worst first evaluates (?P<worst>{N}) of (?P<all>{N}) leaves",
        lambda m, o: says(m.share, 1 - o.worst / o.all),
    ),
    Claim(
        "02",
        r"worst move first everywhere — alpha-beta prunes (?P<share>almost nothing|nothing)",
        r"depth 8: worst first evaluates (?P<worst>{N}) of (?P<all>{N}) leaves",
        lambda m, o: 1 - o.worst / o.all < 0.05,
        least=0,
    ),
    Claim(
        "02",
        r"The fitted growth, (?P<fit>[\d.]+) per ply, is close to b\^\(3/4\) = (?P<b34>[\d.]+) and a little above Pearl's limit (?P<limit>[\d.]+)",
        r"fitted growth per ply: (?P<fit>[\d.]+)\nPearl's limit xi/\(1 - xi\): +(?P<limit>[\d.]+) +\(b\^\(3/4\) = (?P<b34>[\d.]+)\)",
        lambda m, o: (m.fit, m.b34, m.limit) == (o.fit, o.b34, o.limit) and o.fit > o.limit,
    ),
    Claim(
        "02",
        r"\(`ordering=\"eval\"`\) (?P<share>.+?)(?: of)? the work at depth 5",
        r"alpha-beta, natural: (?P<natural>\d+) leaves.*\nalpha-beta, eval: +(?P<eval>\d+) leaves",
        lambda m, o: says(m.share.removeprefix("saves "), 1 - o.eval / o.natural),
    ),
    Claim(
        "02",
        r"Alpha-beta needs (?P<ab>{N}) nodes instead of (?P<mm>{N})\. Starting with the window \(−1, 1\), the score range of the game, saves (?P<saved>{N}) more, reaching the (?P<w>{N})",
        r"minimax +value 0 +(?P<mm>{N}) nodes\nalpha-beta, window \(−∞, ∞\) +value 0 +(?P<ab>{N}) nodes\nalpha-beta, window \(−1, 1\) +value 0 +(?P<w>{N}) nodes",
        lambda m, o: (m.ab, m.mm, m.w) == (o.ab, o.mm, o.w) and m.saved == o.ab - o.w,
    ),
    Claim(
        "02",
        r"\(tic-tac-toe: (?P<limit>{N}) nodes instead of (?P<whole>{N})\)",
        r"tic-tac-toe +(?P<whole>{N}) +(?P<limit>{N})",
        lambda m, o: (m.limit, m.whole) == (o.limit, o.whole),
    ),
    # 03 · null-window search
    Claim(
        "03",
        r"proved by two tests of (?P<yes>\d+) and (?P<no>\d+) nodes; the full-window search needs (?P<full>\d+)",
        r"is the value ≥ 3\? yes: .*, (?P<yes>\d+) nodes, .*\nis the value ≥ 4\? no: .*, (?P<no>\d+) nodes, .*\nfull window: (?P<full>\d+) nodes",
        lambda m, o: (m.yes, m.no, m.full) == (o.yes, o.no, o.full),
    ),
    Claim(
        "03",
        r"(?P<w0>{N}) nodes against (?P<w1>{N}): (?P<ratio>[\d.]+) times more",
        r"window \(−1, 1\): value 0 \(exact\), +(?P<w1>{N}) nodes\n.*\nwindow \(0, 0\): value 0 \(exact\), +(?P<w0>{N}) nodes",
        lambda m, o: (m.w0, m.w1) == (o.w0, o.w1) and m.ratio == round(o.w0 / o.w1, 1),
    ),
    Claim(
        "03",
        r"Three tests, (?P<total>\d+) nodes",
        r"is the value ≥ -?\d+\? \w+: +r = -?\d+, so v [≥≤] -?\d+ +\((?P<nodes>\d+) nodes\)",
        lambda m, o: len(o) == 3 and m.total == sum(x.nodes for x in o),
        many=True,
    ),
    Claim(
        "03",
        r"\((?P<tests>\d+) nodes against (?P<full>\d+)\)",
        r"one full-window search: -?\d+ \((?P<full>\d+) nodes\)",
        lambda m, o: m.full == o.full and m.tests > o.full,
    ),
    # solution trees (03's "why every bound holds"): what the tests entered beyond their proofs
    Claim(
        "03",
        r"The search entered one node more, (?P<extra>[A-Z]): C tried it first, and its \d+ could not prove C ≥ (?P<gamma>\d+)",
        r"proving node 0 ≥ {gamma} for MAX: .*; entered but not in it: (?P<extra>[A-Z, ]+)$",
        lambda m, o: o.extra == m.extra,
    ),
    Claim(
        "03",
        r"one MIN reply to each, and here the test entered nothing else",
        r"proving node 0 ≤ (?P<v>{N}) for MAX: .*; entered but not in it: none$",
        lambda m, o: True,
    ),
    # 04 · SCOUT and NegaScout
    Claim(
        "04",
        r"NegaScout evaluated (?P<ns>\w+) leaves \(C, D, E, F and E again\), alpha-beta evaluates (?P<ab>\w+)",
        r"alphabeta-failsoft +value 5 +leaves (?P<ab>\d+) .*\nnegascout +value 5 +leaves (?P<ns>\d+) ",
        lambda m, o: (m.ns, m.ab) == (o.ns, o.ab),
    ),
    Claim(
        "04",
        r"its value is (?P<value>\d+)\), R probes B.* R gets (?P<wrong>\d+) instead of (?P<right>\d+)\.",
        r": value (?P<value>\d+); the listing skipping at 2 plies returns (?P<two>\d+), at 1 ply (?P<one>\d+)",
        lambda m, o: (m.value, m.right, m.wrong) == (o.value, o.one, o.two) and o.two != o.value,
    ),
    Claim(
        "04",
        r"many wrong root values for 2 plies, none for 1 ply and none for the package's fail-soft probe",
        r"at most 2 plies left: (?P<two>\d+) of (?P<n>\d+) root values wrong\n.*at most 1 ply left: (?P<one>\d+) of \d+ root values wrong\n(?:.*\n)*?the package's negascout .*: (?P<package>\d+) of \d+ root values wrong",
        lambda m, o: o.two >= o.n / 4 and o.one == 0 and o.package == 0,
    ),
    Claim(
        "04",
        r"Reinefeld's NegaScout needs the fewest leaves: its (?P<n>\w+) re-search",
        r"necessary re-search +negascout +7 +\d+ +(?P<n>\d+) +(?P<ns>\d+)\n.*pvs +7 +\d+ +\d+ +(?P<pvs>\d+)\n.*negascout-hiroi +7 +\d+ +\d+ +(?P<hiroi>\d+)",
        lambda m, o: m.n == o.n and o.ns < min(o.pvs, o.hiroi),
    ),
    Claim("04", r"NegaScout never loses here", KALAH_04, lambda m, o: max(percents(o.rows)) <= 0),
    # the regression check for "At depth 3 NegaScout loses a little" (68 against 68)
    Claim(
        "04",
        r"[Aa]t depths? (?P<depth>\d) NegaScout (?P<word>loses|wins|ties)",
        KALAH_04,
        lambda m, o: verdict(m.word, rows_by_first(o.rows)[m.depth]),
        least=0,
    ),
    Claim(
        "04",
        r"from depth 4 on it wins, by (?P<low>\d+) to (?P<high>\d+) %",
        KALAH_04,
        lambda m, o: (
            (m.low, m.high)
            == (min(-p for p in percents(o.rows) if p < 0), max(-p for p in percents(o.rows)))
        ),
        least=0,
    ),
    Claim(
        "04",
        r"Kalah from the start at depths (?P<first>\d) to (?P<last>\d): (?P<low>\d+)–(?P<high>\d+) % fewer evaluations",
        KALAH_04,
        lambda m, o: (
            [d for d, p in rows_by_first(o.rows).items() if p < 0]
            == list(range(m.first, m.last + 1))
            and (m.low, m.high)
            == (min(-p for p in percents(o.rows) if p < 0), max(-p for p in percents(o.rows)))
        ),
    ),
    Claim(
        "04",
        r"NegaScout wins on (?P<wins>\w+) positions and loses on (?P<losses>\w+), by up to (?P<worst>\d+) %",
        REVERSI_04,
        lambda m, o: (
            (m.wins, m.losses, m.worst)
            == (
                sum(p < 0 for p in percents(o.rows)),
                sum(p > 0 for p in percents(o.rows)),
                max(percents(o.rows)),
            )
        ),
    ),
    Claim(
        "04",
        r"(?P<losses>\w+) of (?P<n>\w+) 4 × 6 positions",
        REVERSI_04,
        lambda m, o: (
            (m.losses, m.n) == (sum(p > 0 for p in percents(o.rows)), len(percents(o.rows)))
        ),
    ),
    Claim(
        "04",
        r"The probes that had to be repeated cost more than the whole difference",
        r"NegaScout: (?P<ns>{N}) evaluations, \d+ re-searches; alpha-beta: (?P<ab>{N}) evaluations\nevaluations in probes that were searched again: (?P<repeated>{N})",
        lambda m, o: o.repeated > o.ns - o.ab,
    ),
    Claim(
        "04",
        r"b\^⌈d/2⌉ \+ b\^⌊d/2⌋ − 1 = (?P<leaves>\d+) leaves per tree",
        r"the minimal tree of ten trees: (?P<ten>{N}) leaves",
        lambda m, o: 10 * m.leaves == o.ten,
    ),
    Claim(
        "04",
        r"in random order NegaScout (?P<word>loses|wins|ties)",
        r"^random +{N} +{N} +(?P<change>[+-]\d+) %$",
        lambda m, o: verdict(m.word, o.change),
    ),
    Claim(
        "04",
        r"in the worst order it evaluates (?P<times>[\w ]+? times) as many leaves as alpha-beta",
        r"^worst first +(?P<ab>{N}) +(?P<ns>{N}) ",
        lambda m, o: says(m.times, o.ns / o.ab),
    ),
    # a re-search is a proof that failed: the bounds the probe and the re-search proved
    Claim(
        "04",
        r'"move 2 is worth at least (?P<low>\d+)": a strategy for MAX',
        r"the probe of B, null-window: a strategy for MAX \(min solution tree\) proving node \d+ ≤ (?P<v>{N}) for MIN",
        lambda m, o: o.v == -m.low,
    ),
    Claim(
        "04",
        r"a strategy for MIN at B, one reply that holds MAX to (?P<high>\d+)",
        r"the re-search of B, re-search: a strategy for MIN \(max solution tree\) proving node \d+ ≥ (?P<v>{N}) for MIN",
        lambda m, o: o.v == -m.high,
    ),
    # 05 · transposition tables
    Claim(
        "05",
        r"A table of every position cuts the evaluations by a factor of (?P<factor>\w+)",
        r"standard +no memo +-?\d+ +(?P<none>{N}) .*\nstandard +memo, every position +-?\d+ +(?P<every>{N}) ",
        lambda m, o: says(f"{m.factor} times", o.none / o.every),
    ),
    Claim(
        "05",
        r"shrinks the table by (?P<share>a \w+) and nearly doubles the evaluations \((?P<every>{N}) → (?P<two>{N})\)",
        r"every position +\d+ +(?P<every>{N}) +{N} +(?P<entries_every>{N})\nat least 2 empty squares +\d+ +(?P<two>{N}) +{N} +(?P<entries_two>{N})",
        lambda m, o: (
            (m.every, m.two) == (o.every, o.two)
            and says(m.share, 1 - o.entries_two / o.entries_every)
            and 1.7 < o.two / o.every < 2
        ),
    ),
    Claim(
        "05",
        r"\(4 × 4 Reversi: (?P<none>{N}) evaluations without one, (?P<source>{N}) with the source's\)",
        r"standard +no memo +-?\d+ +(?P<none>{N}) .*\n(?:.*\n)*?standard +memo, the source's policy +-?\d+ +(?P<source>{N}) ",
        lambda m, o: (m.none, m.source) == (o.none, o.source),
    ),
    Claim(
        "05",
        r"A memo of exact values cuts 4 × 4 Reversi from (?P<none>{N}) evaluations to (?P<every>{N}) \(every position stored\) or (?P<source>{N}) \(the source's policy\)",
        r"standard +no memo +-?\d+ +(?P<none>{N}) .*\nstandard +memo, every position +-?\d+ +(?P<every>{N}) .*\nstandard +memo, the source's policy +-?\d+ +(?P<source>{N}) ",
        lambda m, o: (m.none, m.every, m.source) == (o.none, o.every, o.source),
    ),
    Claim(
        "05",
        r"Storing up to symmetry took tic-tac-toe from (?P<none>{N}) nodes to (?P<symmetric>{N})",
        r"^no table +0 +(?P<none>{N}) .*\n(?:.*\n)*?table, 8 symmetries +0 +(?P<symmetric>{N}) ",
        lambda m, o: (m.none, m.symmetric) == (o.none, o.symmetric),
    ),
    # 06 · MTD(f)
    Claim(
        "06",
        r"(?P<with_table>\d+) leaves in all, against (?P<ab>\d+) for alpha-beta's single search",
        r"pass +γ +value +interval +with table +without table\n[- ]+\n(?P<rows>(?:.*\n)+?)alpha-beta, for comparison: (?P<ab>\d+)",
        lambda m, o: (
            m.ab == o.ab and m.with_table == sum(int(r.split()[-2]) for r in o.rows.splitlines())
        ),
    ),
    Claim(
        "06",
        r"from scratch: (?P<without>\d+) leaves in all, (?P<times>[\w ]+? (?:twice|times)) as many",
        r"pass +γ +value +interval +with table +without table\n[- ]+\n(?P<rows>(?:.*\n)+?)alpha-beta",
        lambda m, o: (
            m.without == sum(int(r.split()[-1]) for r in o.rows.splitlines())
            and says(
                m.times.replace("twice", "two times"),
                m.without / sum(int(r.split()[-2]) for r in o.rows.splitlines()),
            )
        ),
    ),
    Claim(
        "06",
        r"Iterative-deepening MTD\(f\) evaluates the fewest leaves at every depth — (?P<share>about a \w+) of alpha-beta's at depth 7",
        r"^ +7 +(?P<ab>{N}) +(?P<ns>{N}) +(?P<idab>{N}) +(?P<mtdf>{N}) +(?P<idmtdf>{N})$",
        lambda m, o: says(m.share, o.idmtdf / o.ab) and o.idmtdf < min(o.ab, o.ns, o.idab, o.mtdf),
    ),
    Claim(
        "06",
        r"at depth 7 it needs (?P<share>less than half) of alpha-beta's leaves",
        r"depth 7: .*table move first: (?P<ab>{N}) against (?P<id>{N})",
        lambda m, o: says(m.share.replace("half", "a half"), o.id / o.ab),
    ),
    Claim(
        "06",
        r"With the table MTD\(f\) finished in (?P<passes>\d+) passes\. Without it, (?P<times>\w+ times) as many nodes bought (?P<without>\w+) passes and the knowledge that the value is at least (?P<low>\d+)",
        r"with the table: (?P<passes>\d+) passes, (?P<nodes>{N}) nodes.*\n(?:.*\n)*?without a table: (?P<without>\d+) passes, (?P<budget>{N}) nodes, value in \[(?P<low>\d+), ∞\]",
        lambda m, o: (
            (m.passes, m.without, m.low) == (o.passes, o.without, o.low)
            and says("about " + m.times, o.budget / o.nodes)
        ),
    ),
    Claim(
        "06",
        r"MTD\(f\) evaluates the fewest leaves of the family on both games: (?P<reversi>\d+) % fewer than aspiration NegaScout on 4 × 6 Reversi and (?P<kalah>\d+) % fewer on Kalah",
        r"reversi-4x6 +10 +mtdf +-?\d+ +{N} +(?P<reversi>\d+) %.*\n(?:.*\n)*?kalah +8 +mtdf +-?\d+ +{N} +(?P<kalah>\d+) %",
        lambda m, o: (m.reversi, m.kalah) == (100 - o.reversi, 100 - o.kalah),
    ),
    Claim(
        "06",
        r"It needs (?P<reversi>[\d.]+) passes per depth on Reversi, fewer than the paper's 3 to 6, and (?P<kalah>[\d.]+) on Kalah, within them",
        r"reversi-4x6 +10 +mtdf .* (?P<reversi>[\d.]+)\n(?:.*\n)*?kalah +8 +mtdf .* (?P<kalah>[\d.]+)\n",
        lambda m, o: (m.reversi, m.kalah) == (o.reversi, o.kalah) and o.reversi < 3 <= o.kalah <= 6,
    ),
    Claim(
        "06",
        r"need only (?P<low>[\d.]+) to (?P<high>[\d.]+) passes per depth here",
        r"^\S+ +\d+ +(?:sss|dual) .* (?P<passes>[\d.]+)$",
        lambda m, o: (m.low, m.high) == (min(x.passes for x in o), max(x.passes for x in o)),
        many=True,
    ),
    Claim(
        "06",
        r"SSS\\\* is not always worse than NegaScout \((?P<share>\d+) % on Kalah\)",
        r"^kalah +8 +sss +-?\d+ +{N} +(?P<share>\d+) %",
        lambda m, o: m.share == o.share < 100,
    ),
    Claim(
        "06",
        r"On the π tree the (?P<passes>\w+) passes cost (?P<with_table>\d+) leaves with the table, (?P<without>\d+) without",
        r"pass +γ +value +interval +with table +without table\n[- ]+\n(?P<rows>(?:.*\n)+?)alpha-beta",
        lambda m, o: (
            (m.passes, m.with_table, m.without)
            == (
                len(o.rows.splitlines()),
                sum(int(r.split()[-2]) for r in o.rows.splitlines()),
                sum(int(r.split()[-1]) for r in o.rows.splitlines()),
            )
        ),
    ),
    Claim(
        "06",
        r"from 0 the lower bound climbs exactly one point per pass \((?P<climb>\d+) passes to reach \"at least (?P<value>\d+)\"\)",
        r"first guess +0: value (?P<value>\d+), .* (?P<passes>\d+) passes",
        lambda m, o: m.value == o.value and m.climb == o.passes - 1,
    ),
    Claim(
        "06",
        r"\(4 × 6 Reversi: (?P<zero>{N}) evaluations from the guess 0, (?P<value>{N}) from the true value\)",
        r"first guess +0: value 16, (?P<zero>{N}) evaluations.*\n(?:.*\n)*?first guess 16: value 16, (?P<value>{N}) evaluations",
        lambda m, o: (m.zero, m.value) == (o.zero, o.value),
    ),
    # each pass builds a solution tree
    Claim(
        "06",
        r'The last pass that failed high proves "at least (?P<low>\d+)", the pass that failed low "at most (?P<high>\d+)"',
        r"^pass \d+ \(γ = {N}\): value (?P<claim>[≥≤]) (?P<v>{N}), (?:MAX|MIN)'s strategy",
        lambda m, o: (
            o[-1].claim == "≤"
            and o[-1].v == m.high
            and [x for x in o if x.claim == "≥"][-1].v == m.low
        ),
        many=True,
    ),
    Claim(
        "06",
        r'Pass 1\'s proof of "at least (?P<v>\d+)"',
        r"^pass 1 \(γ = {N}\): value ≥ (?P<v>{N}),",
        lambda m, o: m.v == o.v,
    ),
    Claim(
        "06",
        r'From (?P<guess>\d+), pass 1\'s "at least (?P<v1>\d+)" is a strategy for Black and pass 2\'s "at most (?P<v2>\d+)" one for White',
        r"^ +{guess} +1 +≥ (?P<v1>\d+) +Black .*\n +{guess} +2 +≤ (?P<v2>\d+) +White",
        lambda m, o: (m.v1, m.v2) == (o.v1, o.v2) == (m.guess, m.guess),
    ),
    Claim(
        "06",
        r'From (?P<guess>0), the passes before the one that proves "at least (?P<top>\d+)" build strategies for Black for weaker bounds',
        r"^ +{guess} +1–(?P<last>\d+) +≥ (?P<first>\d+) … ≥ (?P<top>\d+) +Black",
        lambda m, o: m.top == o.top and o.top - o.first == o.last - 1 > 0,
    ),
    # 07 · the published tables
    Claim(
        "07",
        r"NegaScout saves (?P<standard>\d+) % over nega-alpha on the standard start but only (?P<parallel>\d+) % on the parallel one",
        r"^nega-alpha, fail-soft +standard +\d+ +(?P<na_s>{N}) .*\nnega-alpha, fail-soft +parallel +\d+ +(?P<na_p>{N}) .*\nNegaScout \(first child scouted too\) +standard +\d+ +(?P<ns_s>{N}) .*\nNegaScout \(first child scouted too\) +parallel +\d+ +(?P<ns_p>{N}) ",
        lambda m, o: (
            (m.standard, m.parallel)
            == (round(100 * (1 - o.ns_s / o.na_s)), round(100 * (1 - o.ns_p / o.na_p)))
        ),
    ),
    Claim(
        "07",
        r"it cuts nega-alpha by (?P<standard>\d+) % and (?P<parallel>\d+) %",
        r"^nega-alpha, fail-soft +standard +\d+ +(?P<na_s>{N}) .*\nnega-alpha, fail-soft +parallel +\d+ +(?P<na_p>{N}) .*\n(?:.*\n)*?nega-alpha \+ TT +standard +\d+ +(?P<tt_s>{N}) .*\nnega-alpha \+ TT +parallel +\d+ +(?P<tt_p>{N}) ",
        lambda m, o: (
            (m.standard, m.parallel)
            == (round(100 * (1 - o.tt_s / o.na_s)), round(100 * (1 - o.tt_p / o.na_p)))
        ),
    ),
    Claim(
        "07",
        r"scouting the first child costs (?P<low>\d+) to (?P<high>\d+) % more than Reinefeld's NegaScout",
        r"^ +\d +(?P<standard>{N}) +\d+ +(?P<first>{N}) +\d+$",
        lambda m, o: (
            (m.low, m.high)
            == (
                min(round(100 * (x.first / x.standard - 1)) for x in o),
                max(round(100 * (x.first / x.standard - 1)) for x in o),
            )
        ),
        many=True,
    ),
    Claim(
        "07",
        r"at depth 2 against 2 its NegaScout costs (?P<more>\d+) % more \((?P<ns22>{N}) evaluations against (?P<na22>{N})\), at 4 against 4 it saves (?P<less>\d+) % \((?P<ns44>{N}) against (?P<na44>{N})\)",
        r"improved nega-alpha +NegaScout\n[- ]+\n +2 +2 +\d+ – \d+ +(?P<na22>{N}) .+? +(?P<ns22>{N}) .*\n(?:.*\n)*? +4 +4 +\d+ – \d+ +(?P<na44>{N}) .+? +(?P<ns44>{N}) ",
        lambda m, o: (
            (m.ns22, m.na22, m.ns44, m.na44) == (o.ns22, o.na22, o.ns44, o.na44)
            and m.more == round(100 * (o.ns22 / o.na22 - 1))
            and m.less == round(100 * (1 - o.ns44 / o.na44))
        ),
    ),
    Claim(
        "07",
        r"One row measured by hand, with `solve`, to show that nothing is hidden",
        r"(?P<mark>✘) measured",
        lambda m, o: o == [],  # every row measured agrees with its published figures
        many=True,
    ),
    # 08 · beyond
    Claim(
        "08",
        r"alpha-beta evaluates \*\*(?P<times>\w+ times)\*\* what it would with perfect ordering \((?P<natural>{N}) against (?P<perfect>{N})\)",
        r"^natural +(?P<natural>{N}) .*\n(?:.*\n)*?perfect +(?P<perfect>{N}) ",
        lambda m, o: (
            (m.natural, m.perfect) == (o.natural, o.perfect)
            and says(m.times, o.natural / o.perfect)
        ),
    ),
    Claim(
        "08",
        r"\(3 003 evaluations either way; NegaScout (?P<ns_natural>{N}) → (?P<ns_tt>{N})\)\. For the iterative ones it does the most: iterative-deepening alpha-beta falls from (?P<idab_natural>{N}) to (?P<idab_tt>{N}) evaluations, iterative MTD\(f\) from (?P<idmtdf_natural>{N}) to (?P<idmtdf_tt>{N})",
        r"^natural +{N} +(?P<ns_natural>{N}) +3 003 +(?P<idab_natural>{N}) +(?P<idmtdf_natural>{N})\ntt +{N} +(?P<ns_tt>{N}) +3 003 +(?P<idab_tt>{N}) +(?P<idmtdf_tt>{N})$",
        lambda m, o: vars(m) == vars(o),
    ),
    Claim(
        "08",
        r"Table move plus mobility brings both iterative searches to about (?P<both>{N}) evaluations, toward the (?P<perfect>\d+) of perfect ordering",
        r"^tt\+mobility +{N} +{N} +{N} +(?P<idab>{N}) +(?P<idmtdf>{N})\n(?:.*\n)*?perfect +{N} +{N} +{N} +(?P<perfect>{N}) +{N}$",
        lambda m, o: (
            m.perfect == o.perfect and all(abs(x - m.both) <= 10 for x in (o.idab, o.idmtdf))
        ),
    ),
    # the regression check for "about a sixth" beside 21 828 against 73 731
    Claim(
        "08",
        r"evaluated (?P<share>(?:about |less than |more than |nearly )?(?:a|an|one|two) \w+) of one plain search to depth 7",
        r"iterative deepening: (?P<deepening>{N}) evaluations in all; one search to depth 7: (?P<fixed>{N})",
        lambda m, o: says(m.share, o.deepening / o.fixed),
        least=1,
    ),
    Claim(
        "08",
        r"(?P<missed>\w+) of the (?P<windows>\w+) aspiration windows missed",
        r"^ +(?P<depth>\d) +\(.*?\) +-?\d+ +(?P<outcome>inside|fail-low|fail-high) *$",
        lambda m, o: (
            m.windows == len({x.depth for x in o}) - 1
            and m.missed == sum(x.outcome != "inside" for x in o)
        ),
        many=True,
    ),
    Claim(
        "08",
        r"ETC saves (?P<low>\d+) to (?P<high>\d+) % of the leaves",
        r"^reversi-4x6 +(?P<search>.+?) +off +(?P<off>{N}) .*\nreversi-4x6 +.+? +on +(?P<on>{N}) ",
        lambda m, o: (
            (m.low, m.high)
            == (
                min(round(100 * (1 - x.on / x.off)) for x in o),
                max(round(100 * (1 - x.on / x.off)) for x in o),
            )
        ),
        many=True,
    ),
    Claim(
        "08",
        r"On Kalah at depth 7 it saves under (?P<share>\d+) %",
        r"^kalah +(?P<search>.+?) +off +(?P<off>{N}) .*\nkalah +.+? +on +(?P<on>{N}) ",
        lambda m, o: all(100 * (1 - x.on / x.off) < m.share for x in o),
        many=True,
    ),
    Claim(
        "08",
        r"MTD\(f\), the closest, evaluates (?P<reversi>[\d.]+) times the estimate on Reversi and (?P<kalah>\d+) times on Kalah",
        r"^reversi-4x6 +MTD\(f\) +off +{N} +(?P<reversi>[\d.]+) .*\n(?:.*\n)*?kalah +MTD\(f\) +off +{N} +(?P<kalah>[\d.]+) ",
        lambda m, o: m.reversi == round(o.reversi, 1) and m.kalah == round(o.kalah),
    ),
    Claim(
        "08",
        r"With a grain of a quarter disc MTD\(f\) needs (?P<quarter>\d+) passes over the ten depths instead of (?P<one>\d+), with a sixteenth (?P<sixteenth>\d+) — (?P<per_depth>\w+) per depth — and its advantage over PVS shrinks from (?P<low>\d+)–(?P<high>\d+) % to (?P<last>\d+) %",
        r"1/1 disc +-?\d+ +(?P<one>\d+) +{N} +{N} +-(?P<d1>\d+) %\n1/4 disc +-?\d+ +(?P<quarter>\d+) +{N} +{N} +-(?P<d4>\d+) %\n1/16 disc +-?\d+ +(?P<sixteenth>\d+) +{N} +{N} +-(?P<d16>\d+) %",
        lambda m, o: (
            (m.one, m.quarter, m.sixteenth) == (o.one, o.quarter, o.sixteenth)
            and m.per_depth == round(o.sixteenth / 10)
            and (m.low, m.high, m.last) == (min(o.d1, o.d4), max(o.d1, o.d4), o.d16)
        ),
    ),
]


def notebook_texts(path: Path) -> tuple[str, str]:
    """(the markdown, its whitespace folded to single spaces; the outputs' text, line by line).

    A cell's printed text is one stream however the kernel cut it into outputs (a line may
    end in the next output: where the cuts fall changes from run to run)."""
    cells = json.loads(path.read_text())["cells"]
    markdown = " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    outputs = []
    for cell in cells:
        for output in cell.get("outputs", []):
            text = "".join(output.get("text") or output.get("data", {}).get("text/plain", ""))
            if output.get("output_type") != "stream" and outputs and not outputs[-1].endswith("\n"):
                outputs.append("\n")
            outputs.append(text if output.get("output_type") == "stream" else text + "\n")
        if outputs and not outputs[-1].endswith("\n"):
            outputs.append("\n")
    return re.sub(r"\s+", " ", markdown), "".join(outputs)


def groups(match: re.Match) -> SimpleNamespace:
    """A match's named groups, numbers read as numbers."""
    values = {}
    for name, text in match.groupdict().items():
        try:
            values[name] = number(text)
        except (ValueError, AttributeError):
            values[name] = text
    return SimpleNamespace(**values)


def failures(claim: Claim, markdown: str, outputs: str) -> list[str]:
    """What is wrong with ``claim`` in a notebook of this markdown and these outputs."""
    found = list(re.finditer(claim.text.replace("{N}", N), markdown))
    if len(found) < claim.least:
        return [f"the text no longer says /{claim.text}/: update the claim with the text"]
    problems = []
    for match in found:
        m = groups(match)
        fill = {k: re.escape(str(v)) for k, v in vars(m).items()} | {"N": N}
        pattern = re.compile(
            re.sub(r"\{(\w+)\}", lambda g, fill=fill: fill[g[1]], claim.output), re.M
        )
        if claim.many:
            o = [groups(x) for x in pattern.finditer(outputs)]
        else:
            hit = pattern.search(outputs)
            if hit is None:
                problems.append(f"{match[0]!r}: no output matches /{pattern.pattern}/")
                continue
            o = groups(hit)
        if not claim.holds(m, o):
            problems.append(f"{match[0]!r} does not agree with the output it quotes: {o}")
    return problems


TEXTS = {path.name[:2]: path for path in sorted(COURSE.glob("[0-9][0-9]_*.ipynb"))}


@pytest.mark.parametrize("claim", CLAIMS, ids=[f"{c.notebook}-{i}" for i, c in enumerate(CLAIMS)])
def test_the_text_quotes_its_outputs(claim):
    assert failures(claim, *notebook_texts(TEXTS[claim.notebook])) == []


STALE = [  # sentences the course once printed beside outputs that contradicted them
    ("08", "and still the whole iterative search evaluated about a sixth of one plain search "
     "to depth 7 with the same ordering",
     "iterative deepening: 21 828 evaluations in all; one search to depth 7: 73 731"),
    ("04", "At depth 3 NegaScout loses a little; from depth 4 on it wins, by 10 to 21 %.",
     "depth  alpha-beta  NegaScout   SCOUT  NegaScout vs alpha-beta\n"
     "-----  ----------  ---------  ------  -----------------------\n"
     "    2          15         15      15  +0 %\n    3          68         68      75  +0 %\n"
     "    4         131        118     127  -10 %\n    7      20 715     16 393  20 656  -21 %\n"),
]  # fmt: skip


@pytest.mark.parametrize("notebook, text, output", STALE, ids=["08-a-sixth", "04-loses-a-little"])
def test_the_claims_catch_the_stale_sentences_of_before(notebook, text, output):
    problems = [p for c in CLAIMS if c.notebook == notebook for p in failures(c, text, output)
                if "does not agree" in p]  # fmt: skip
    assert problems, f"no claim notices the stale sentence {text!r}"


def test_amounts_read_as_a_reader_reads_them():
    assert amount("about a sixth") == ("about", 1 / 6)
    assert amount("less than a third") == ("less than", 1 / 3)
    assert amount("two and a half times") == ("", 2.5) and amount("30 %") == ("", 0.3)
    assert says("about a fifth", 0.206) and not says("about a sixth", 0.296)
    assert says("less than a third", 0.296) and not says("less than a third", 0.34)
    assert number("21 828") == 21828 and number("−14") == -14 and number("2.34") == 2.34
