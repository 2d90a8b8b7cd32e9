# ruff: noqa: E501  (the claims are whole sentences and output lines; split, they would not read as one)
"""Every sentence of the course that makes a quantified claim is checked, or says why not.

A sentence that says *every*, *all*, *never*, *always*, *most*, *none*, *fewer*, *more*,
*n times* or a share (*about a third*) is the sentence a student copies into an exam. Each
such sentence of a notebook's markdown must be registered:

* with a **check** against the output it summarises: a :class:`Claim` of
  ``test_quoted_numbers`` (which checks the numbers the text quotes) or of :data:`WORD_CLAIMS`
  below (which checks the words: "fewer in most", "never falls", "every bound holds");
* or in :data:`NOT_MEASURED`, with the reason it quantifies no measurement: a ``rule`` (what
  an algorithm, a definition or the package's code does, true by construction or argued in the
  sentence), ``literature`` (what a cited source says), ``course`` (about the course, its tools
  or an exercise) or ``general`` (common knowledge about games and programs).

A sentence with neither fails :func:`test_every_quantified_sentence_is_registered`, which
names it. (What code prints is checked by nbval, so only the markdown needs this.) A
registration whose sentence is gone fails too, so the list cannot rot.
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest
from test_quoted_numbers import CLAIMS as NUMBER_CLAIMS
from test_quoted_numbers import TEXTS, Claim, failures, notebook_texts, says

SOLUTIONS = Path(__file__).resolve().parents[2] / "notebooks" / "solutions"

#: The words of a quantified claim (lower case or sentence case: "ALL" is a node type).
QUANTIFIER = re.compile(
    r"\b(?:[Ee]very|[Aa]ll|[Nn]ever|[Aa]lways|[Mm]ost|[Nn]one|[Ff]ewer|[Mm]ore|[Tt]wice|[Hh]alf"
    r"|[Hh]alves|thirds?|quarters?|fifths?|sixths?|tenths?)\b|\b[\w.]+(?: and a half)? times\b"
)
REASONS = ("rule", "literature", "course", "general")


def sentences(cell: str) -> list[str]:
    """The sentences of a markdown cell, whitespace folded: a table row, a heading or a list
    item starts a sentence of its own; fenced code is left out."""
    text = re.sub(r"```.*?```", " ", cell, flags=re.S)
    found: list[str] = []
    block: list[str] = []

    def flush() -> None:
        joined = re.sub(r"\s+", " ", " ".join(block)).strip()
        found.extend(s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z*\"“(`\d])", joined) if s)
        block.clear()

    for line in text.split("\n"):
        line = line.strip()
        if not line:
            flush()
        elif line.startswith("|"):
            flush()
            if not re.fullmatch(r"[|\-: ]+", line):
                found.append(re.sub(r"\s+", " ", line))
        else:
            if re.match(r"#+ |[*\-] |\d+\. |> ", line):
                flush()
                line = re.sub(r"^(?:[*\-] |\d+\. |> )", "", line)
            block.append(line)
    flush()
    return found


def quantified(path: Path) -> list[tuple[str, int]]:
    """Each quantified sentence of the notebook and where it starts in its folded markdown
    (the text the claims are matched against)."""
    markdown, _ = notebook_texts(path)
    cells = [c for c in json.loads(path.read_text())["cells"] if c["cell_type"] == "markdown"]
    found, cursor = [], 0
    for cell in cells:
        for sentence in sentences("".join(cell["source"])):
            at = markdown.find(sentence, cursor)
            assert at >= 0, f"sentence not found in the folded markdown: {sentence!r}"
            cursor = at + len(sentence)
            if QUANTIFIER.search(sentence):
                found.append((sentence, at))
    return found


def rising(values: list[float]) -> bool:
    """Whether every value is larger than the one before."""
    return all(b > a for a, b in itertools.pairwise(values))


def grows_with_distance(rows: list, name: str, value: float) -> bool:
    """Whether ``name`` of the rows never falls as their ``guess`` moves away from ``value``
    on either side."""
    return all(
        getattr(a, name) <= getattr(b, name)
        for a in rows
        for b in rows
        if abs(a.guess - value) < abs(b.guess - value)
        and (a.guess - value) * (b.guess - value) >= 0
    )


def number_rows(pattern: str, text: str) -> list[tuple[str, ...]]:
    """The groups of every line of ``text`` matching ``pattern``, numbers as the course prints
    them (``12 345``) turned into Python's (``12345``)."""
    found = [(m,) if isinstance(m, str) else m for m in re.findall(pattern, text, re.M)]
    return [
        tuple(g.replace(" ", "").replace(",", "").replace("−", "-") if g else g for g in m)
        for m in found
    ]


# -- the checks --------------------------------------------------------------------------------
# The output patterns below are whole tables of the notebook, as one block each.
N = r"[+\-−]?\d{1,3}(?:[ ,]\d{3})*(?:\.\d+)?"
ORDERINGS_08 = r"ordering +alpha-beta +NegaScout +MTD\(f\) +ID alpha-beta +ID MTD\(f\)\n[- ]+\n(?P<rows>(?:\S+ +\d.*\n)+)"
KALAH_04 = r"depth +alpha-beta +NegaScout +SCOUT +NegaScout vs alpha-beta\n[- ]+\n(?P<rows>(?:.*\n)+?)NegaScout evaluates"
ORDER_04 = r"ordering +alpha-beta +NegaScout +NegaScout vs alpha-beta\n[- ]+\n(?P<rows>(?:.*\n)+?)the minimal tree"
DEPTHS_02 = r"depth +all leaves +worst +natural +best +minimal\n(?P<rows>(?:.*\n)+?)depth 8:"
#: 03's table "What a test costs, γ by γ": the nodes the tests "≥ 0?" and "≥ 1?" and the window
#: (−1, 1) enter from the empty board, with the strategy each test exhibits.
COST_03 = r"^γ = 0 +≥ 0\? yes +X +(?P<yes>{N}) +{N}\nγ = 1 +≥ 1\? no +O +(?P<no>{N}) +{N}\n(?:.*\n)*?window \(−1, 1\) += 0 +X and O +(?P<full>{N}) "


SHORT_05 = r"key bits +value +evaluations +collisions\n[- ]+\n(?P<rows>(?: +\d.*\n)+)"


def short_keys(text: str) -> list[tuple[int, int, int, int]]:
    """(key bits, value, evaluations, collisions) of 05's table of short keys."""
    return [
        tuple(int(x) for x in r) for r in number_rows(rf"^ +(\d+) +(-?\d+) +({N}) +({N})$", text)
    ]


def orderings_08(text: str) -> dict[str, list[int]]:
    """{ordering: [alpha-beta, NegaScout, MTD(f), ID alpha-beta, ID MTD(f)]} of 08's table."""
    return {
        r[0]: [int(x) for x in r[1:]]
        for r in number_rows(rf"^(\S+) +({N}) +({N}) +({N}) +({N}) +({N})$", text)
    }


def kalah_games(text: str) -> list[tuple[int, int]]:
    """(first engine's count, second's) for each game of a 07 Kalah comparison."""
    return [
        (int(a), int(b))
        for a, b in number_rows(rf"^ +\d +\d +\d+ – \d+ +({N}) +.+? +({N}) +.+$", text)
    ]


WORD_CLAIMS = [
    # 00 · start here
    Claim(
        "00",
        r"Check a few nodes against their true values: D returned \"≥ 4\" and its true value is 4; E returned \"≤ 2\" and its true value is 2; B returned \"≥ −2\" for MIN",
        r"^D: .* -> 4 \(lower\)\n(?:.*\n)*?^B: .* -> −2 \(lower\)\nE: .* -> 2 \(upper\)",
        lambda m, o: True,
    ),
    Claim(
        "00",
        r"Here is node E of the search above: searched with \(3, ∞\), it returned 2, at or below α, so it proves \"at most 2\"",
        r"^E: window \(3, ∞\) -> 2 \(upper\)\n(?:.*\n)*?α = 3, β = ∞; v ≤ 2",
        lambda m, o: True,
    ),
    # 01 · minimax and negamax
    Claim(
        "01",
        r"Minimax entered all (?P<n>\d+) nodes",
        r"^Stepper\(minimax, (?P<n>\d+) nodes",
        lambda m, o: m.n == o.n,
    ),
    Claim(
        "01",
        r"Minimax and negamax agree at every depth; the by-ply version does not",
        r"^ +\d +(?P<mm>-?\d+) +(?P<nm>-?\d+) +(?P<ply>-?\d+)$",
        lambda m, o: len(o) == 4 and all(x.mm == x.nm != x.ply for x in o),
        many=True,
    ),
    Claim(
        "01",
        r"about ×6 per ply in Kalah",
        r"^ +\d +{N} +(?P<ratio>\d+\.\d)$",
        lambda m, o: len(o) >= 3 and all(says("about six times", x.ratio) for x in o),
        many=True,
    ),
    Claim(
        "01",
        r"(?:Those |\()(?P<nodes>{N})(?: nodes are only |, for only )(?P<positions>{N}) distinct positions",
        r"^(?P<nodes>{N}) nodes, {N} of them leaves \(finished games\)\n(?P<positions>{N}) distinct positions among them",
        lambda m, o: (m.nodes, m.positions) == (o.nodes, o.positions),
        least=2,
    ),
    # 02 · alpha-beta
    Claim(
        "02",
        r"Every bound holds: each \"≥\" value is at most the true value and each \"≤\" value at least it",
        r"^\w +\(.*?\) +{N} \w+ +(?P<soft>{N}) (?P<bound>\w+) +(?P<true>{N})$",
        lambda m, o: (
            len(o) == 11
            and all(
                {"lower": x.soft <= x.true, "upper": x.soft >= x.true, "exact": x.soft == x.true}[
                    x.bound
                ]
                for x in o
            )
        ),
        many=True,
    ),
    Claim(
        "02",
        r"on Kalah it costs nothing at the shallowest depths and more with every depth after",
        r"^Kalah, depth \d +{N} +{N} +(?P<ratio>[\d.]+)$",
        lambda m, o: [x.ratio for x in o][:2] == [1.0, 1.0] and rising([x.ratio for x in o][1:]),
        many=True,
    ),
    Claim(
        "02",
        r"On tic-tac-toe, searched to the end, one limit costs more",
        r"^tic-tac-toe +(?P<whole>{N}) +(?P<limit>{N}) +[\d.]+$",
        lambda m, o: o.limit > o.whole,
    ),
    Claim(
        "02",
        r"Best-first ordering meets the minimal tree exactly at every depth",
        r"^ +\d +{N} +{N} +{N} +(?P<best>{N}) +(?P<minimal>{N})$",
        lambda m, o: len(o) == 8 and all(x.best == x.minimal for x in o),
        many=True,
    ),
    Claim(
        "02",
        r"Random order costs more, and from depth 4 on the gap widens with every depth",
        r"^ +(?P<d>\d) +{N} +{N} +(?P<natural>{N}) +(?P<best>{N}) +{N}$",
        lambda m, o: (
            all(x.natural >= x.best for x in o)
            and rising([x.natural / x.best for x in o if x.d >= 4])
        ),
        many=True,
    ),
    Claim(
        "02",
        r"A root window equal to the score range, \(−1, 1\) for tic-tac-toe, prunes more: (?P<w>{N}) nodes",
        r"^alpha-beta, window \(−∞, ∞\) +value 0 +(?P<ab>{N}) nodes\nalpha-beta, window \(−1, 1\) +value 0 +(?P<w>{N}) nodes",
        lambda m, o: m.w == o.w < o.ab,
    ),
    Claim(
        "02",
        r"the minimal tree has 11 leaves|they share one leaf",  # guard: the printed sentence's count
        r"^they share one leaf: the minimal tree has (?P<leaves>\d+) leaves = 3\^2 \+ 3\^1 - 1 = (?P<formula>\d+)",
        lambda m, o: o.leaves == o.formula,
        least=0,
    ),
    # 03 · null-window search
    Claim(
        "03",
        r"`bound_violations` checks exactly this for every node and lists the nodes where it fails — here none",
        r"^is the value ≥ 4\? no: .*violations: \[\]$",
        lambda m, o: True,
    ),
    Claim(
        "03",
        r"The true values confirm every bound \(`bound_violations` is empty\)",
        r"violations: (?P<v>\[.*?\])$",
        lambda m, o: len(o) >= 6 and all(x.v == "[]" for x in o),
        many=True,
    ),
    Claim(
        "03",
        r"Only (?P<share>about a \w+) of tic-tac-toe's positions are draws, but they are (?P<narrow>a \w+) of the nodes the window \(−1, 1\) enters and (?P<zero>a \w+) of those the window \(0, 0\) enters",
        r"^tic-tac-toe: (?P<positions>{N}) positions, (?P<draws>{N}) of them draws .*\n(?:\n)?window \(−1, 1\): (?P<d1>{N}) of its (?P<n1>{N}) nodes are draws .*\n(?:\n)?window \(0, 0\): (?P<d0>{N}) of its (?P<n0>{N}) nodes are draws",
        lambda m, o: (
            says(m.share, o.draws / o.positions)
            and says(m.narrow, o.d1 / o.n1)
            and says(m.zero, o.d0 / o.n0)
            and o.draws / o.positions < 0.5
        ),
    ),
    Claim(
        "03",
        r"\"≥ 0\?\" (?P<yes>{N}) nodes, \"≥ 1\?\" (?P<no>{N}), the window \(−1, 1\) (?P<full>{N})",
        COST_03,
        lambda m, o: vars(m) == vars(o),
    ),
    Claim(
        "03",
        r"\"≥ 1\?\" is answered no by a strategy for O, which must refute every first move of X's, and costs almost as much as the full search with the window \(−1, 1\)",
        COST_03,
        lambda m, o: 0.9 < o.no / o.full < 1 and o.yes < o.full / 10,
    ),
    # the regression check for item 6 of issue 22: a test is not always much cheaper
    Claim(
        "03",
        r"it prunes much more than a full search, because every node's value leaves the window almost at once",
        COST_03,
        lambda m, o: max(o.yes, o.no) < o.full / 2,
        least=0,
    ),
    # the regression check for item 5: draws are a fifth of the positions, not most
    Claim(
        "03",
        r"most positions are draws",
        r"^tic-tac-toe: (?P<positions>{N}) positions, (?P<draws>{N}) of them draws",
        lambda m, o: o.draws > o.positions / 2,
        least=0,
    ),
    # 04 · SCOUT and NegaScout
    Claim(
        "04",
        r"On both trees SCOUT loses to alpha-beta: on `HIROI_TREE` it looks at H twice, on the π tree it evaluates (?P<pi>\w+) children a second time",
        r"^(?P<tree>\S+) +(?P<algorithm>alphabeta-failsoft|scout) +\d+ +(?P<leaves>\d+) +\d+ +(?P<researches>\d+)$",
        lambda m, o: (
            [x.leaves for x in o if x.algorithm == "scout"]
            > [x.leaves for x in o if x.algorithm != "scout"]
            and all(
                s > a
                for s, a in zip(
                    [x.leaves for x in o if x.algorithm == "scout"],
                    [x.leaves for x in o if x.algorithm != "scout"],
                    strict=True,
                )
            )
            and [x.researches for x in o if x.algorithm == "scout"] == [1, m.pi]
        ),
        many=True,
    ),
    Claim(
        "04",
        r"Section 2 showed a tree where NegaScout needs one leaf more than alpha-beta",
        r"^alphabeta-failsoft +value 5 +leaves (?P<ab>\d+) .*\nnegascout +value 5 +leaves (?P<ns>\d+) ",
        lambda m, o: o.ns == o.ab + 1,
    ),
    Claim(
        "04",
        r"When the best move comes first at most nodes, but not all, NegaScout wins",
        ORDER_04,
        lambda m, o: all(
            int(re.search(r"([+-]\d+) %", r)[1]) < 0 for r in o.rows.splitlines() if "wrong" in r
        ),
    ),
    Claim(
        "04",
        r"Most evaluations are of leaves evaluated three times or more, and almost half lie below two or more re-searches",
        r"worst first, NegaScout: (?P<total>{N}) evaluations.*\n(?P<rows>(?:  of leaves evaluated .*\n)+)below two or more nested re-searches: (?P<deep>{N}) evaluations",
        lambda m, o: (
            sum(
                int(n.replace(" ", ""))
                for k, n in re.findall(r"evaluated (\d+) times?: +([\d ]+?) \(", o.rows)
                if int(k) >= 3
            )
            > o.total / 2
            and 0.4 < o.deep / o.total < 0.5
        ),
    ),
    Claim(
        "04",
        r"in the worst order a leaf can be evaluated many times",
        r"^  of leaves evaluated (?P<k>\d+) times?: +{N} ",
        lambda m, o: max(x.k for x in o) >= 5,
        many=True,
    ),
    # 05 · transposition tables
    Claim(
        "05",
        r"From ply 3 on there are fewer positions than paths, and the gap widens with every ply",
        r"^ +(?P<ply>\d) +(?P<paths>{N}) +(?P<positions>{N})$",
        lambda m, o: (
            [x.ply for x in o if x.paths > x.positions] == list(range(3, 8))
            and rising([x.paths - x.positions for x in o if x.ply >= 3])
        ),
        many=True,
    ),
    Claim(
        "05",
        r"skipping more shrinks it further and costs more",
        r"at least 2 empty squares +\d+ +(?P<two>{N}) +{N} +(?P<e2>{N})\nat least 4 empty squares +\d+ +(?P<four>{N}) +{N} +(?P<e4>{N})",
        lambda m, o: o.four > o.two and o.e4 < o.e2,
    ),
    Claim(
        "05",
        r"A smaller table loses entries and costs evaluations, but the value stays right",
        r"^(?:dictionary|2\^(?P<bits>\d+)) +(?:always|keep)? +(?P<value>-?\d+) +(?P<leaves>{N}) +(?P<entries>{N})",
        lambda m, o: (
            len(o) == 11
            and len({x.value for x in o}) == 1
            and all(x.leaves >= o[0].leaves for x in o)
        ),
        many=True,
    ),
    Claim(
        "05",
        r"Here keeping the newer entry costs fewer evaluations than keeping the older one at every size",
        r"^2\^(?P<bits>\d+) +always +-?\d+ +(?P<always>{N}) .*\n2\^\d+ +keep +-?\d+ +(?P<keep>{N}) ",
        lambda m, o: len(o) == 5 and all(x.always < x.keep for x in o),
        many=True,
    ),
    Claim(
        "05",
        r"With 8 and 12 bits the search returns a wrong value\. With 16 and 20 bits it met (?P<c16>\d+) and (?P<c20>\d+) collisions and still found (?P<value>−8)",
        SHORT_05,
        lambda m, o: (
            [x[0] for x in short_keys(o.rows) if x[1] != m.value] == [8, 12]
            and [x[3] for x in short_keys(o.rows) if x[0] in (16, 20)] == [m.c16, m.c20]
        ),
    ),
    Claim(
        "05",
        r"though not by the same search: (?P<e16>{N}) and (?P<e20>{N}) evaluations instead of (?P<e>{N})",
        SHORT_05,
        lambda m, o: (
            [x[2] for x in short_keys(o.rows) if x[0] in (16, 20)] == [m.e16, m.e20]
            and [x[2] for x in short_keys(o.rows) if x[0] in (24, 32)] == [m.e, m.e]
        ),
    ),
    Claim(
        "05",
        r"The counts at 20, 24 and 28 bits all sit below the estimate",
        r"^ +(?P<bits>\d+) +(?P<pairs>{N}) +(?P<estimate>{N})$",
        lambda m, o: (
            sorted(x.bits for x in o if x.bits in (20, 24, 28)) == [20, 24, 28]
            and all(x.pairs < x.estimate for x in o if x.bits in (20, 24, 28))
        ),
        many=True,
    ),
    Claim(
        "05",
        r"From 24 bits on there were none",
        SHORT_05,
        lambda m, o: [x[0] for x in short_keys(o.rows) if x[3] == 0] == [24, 32],
    ),
    Claim(
        "05",
        r"Up to 24 bits the counts are of the order the birthday estimate gives; from 28 bits on no two of these positions share a key, although at 28 bits the estimate is a few pairs",
        r"^ +(?P<bits>\d+) +(?P<pairs>{N}) +(?P<estimate>{N})$",
        lambda m, o: (
            all(x.estimate / 2 < x.pairs < 2 * x.estimate for x in o if x.bits <= 24)
            and all(x.pairs == 0 for x in o if x.bits >= 28)
            and 1 < next(x.estimate for x in o if x.bits == 28) < 10
        ),
        many=True,
    ),
    Claim(
        "05",
        r"skipping positions with fewer than two empty squares shrank a 4 × 6 table by (?P<share>a \w+) and nearly doubled its evaluations",
        r"every position +\d+ +(?P<every>{N}) +{N} +(?P<entries_every>{N})\nat least 2 empty squares +\d+ +(?P<two>{N}) +{N} +(?P<entries_two>{N})",
        lambda m, o: (
            says(m.share, 1 - o.entries_two / o.entries_every) and 1.7 < o.two / o.every < 2
        ),
    ),
    Claim(
        "05",
        r"\(4 × 4 Reversi: wrong with 8 and 12 bits, right from 16 bits on\)",
        SHORT_05,
        lambda m, o: [x[0] for x in short_keys(o.rows) if x[1] != -8] == [8, 12],
    ),
    Claim(
        "05",
        r"From the empty board, alpha-beta enters (?P<none>{N}) nodes; with a table that stores bounds under all eight symmetries, (?P<symmetric>{N})",
        r"^no table +0 +(?P<none>{N}) .*\n(?:.*\n)*?table, 8 symmetries +0 +(?P<symmetric>{N}) ",
        lambda m, o: (m.none, m.symmetric) == (o.none, o.symmetric),
    ),
    Claim(
        "05",
        r"Black's b1 changed (?P<n>\w+) features",
        r"^(?P<n>\d+) features changed; the XOR of their numbers is [0-9a-f]+\nkey before \^ that XOR == key after: True",
        lambda m, o: m.n == o.n,
    ),
    # 06 · MTD(f)
    Claim(
        "06",
        r"Pass 1 asks \"at least 0\?\" and learns more than it asked: fail-soft, the root returns 1",
        r"^pass 1: γ = 0, window \(−1, 0\) -> 1 \(fail-high\)",
        lambda m, o: True,
    ),
    Claim(
        "06",
        r"Pass 3 asks \"at least 4\?\" and fails low at 3: the value is at most 3",
        r"^pass 3: γ = 4, window \(3, 4\) -> 3 \(fail-low\); the value lies in \[3, 3\]",
        lambda m, o: True,
    ),
    Claim(
        "06",
        r"With the table, the passes after the first cost one or two leaves each, except pass 5",
        r"^ +(?P<p>\d) +\d +\d +\[.*?\] +(?P<cost>\d+) +\d+$",
        lambda m, o: [x.p for x in o[1:] if x.cost not in (1, 2)] == [5],
        many=True,
    ),
    Claim(
        "06",
        r"The closer the first guess to the value, the fewer passes",
        r"^ +(?P<guess>-?\d+) +[≥≤] −?\d+ +10 +(?P<passes>\d+) +{N}$",
        lambda m, o: grows_with_distance(o, "passes", 10),
        many=True,
    ),
    Claim(
        "06",
        r"The cost is lowest when the guess is the value and grows with the distance",
        r"^ +(?P<guess>-?\d+) +[≥≤] −?\d+ +10 +\d+ +(?P<cost>{N})$",
        lambda m, o: (
            min(o, key=lambda x: x.cost).guess == 10 and grows_with_distance(o, "cost", 10)
        ),
        many=True,
    ),
    Claim(
        "06",
        r"from −20, −15 and −10 the first pass proves \"≥ −10\", so every later pass asks the same questions of the same table, and the three cost (?P<cost>{N}) evaluations each; from 25 and 30 it proves \"≤ 22\"",
        r"^ +(?P<guess>-?\d+) +(?P<first>[≥≤] −?\d+) +10 +\d+ +(?P<cost>{N})$",
        lambda m, o: (
            [(x.first, x.cost) for x in o if x.guess in (-20, -15, -10)] == [("≥ −10", m.cost)] * 3
            and [x.first for x in o if x.guess in (25, 30)] == ["≤ 22"] * 2
            and len({x.cost for x in o if x.guess in (25, 30)}) == 1
        ),
        many=True,
    ),
    Claim(
        "06",
        r"from −20 it gains 10 of the 30 points to the value\. What keeps a far guess affordable is the table: (?P<passes>\d+) passes from −20 cost (?P<far>{N}) evaluations, the (?P<two>\d+) passes from the value (?P<near>{N})",
        r"^ +-20 +≥ (?P<first>−\d+) +10 +(?P<passes>\d+) +(?P<far>{N})$\n(?:.*\n)*?^ +10 +≥ 10 +10 +(?P<two>\d+) +(?P<near>{N})$",
        lambda m, o: (
            (m.passes, m.far, m.two, m.near) == (o.passes, o.far, o.two, o.near) and o.first == -10
        ),
    ),
    Claim(
        "06",
        r"\((?P<i5>{N}), (?P<i6>{N}) and (?P<i7>{N}) leaves at depths 5 to 7 in the table above, against (?P<m5>{N}), (?P<m6>{N}) and (?P<m7>{N}) for MTD\(f\) from the guess 0\)",
        r"^ +5 +{N} +{N} +{N} +(?P<m5>{N}) +(?P<i5>{N})\n +6 +{N} +{N} +{N} +(?P<m6>{N}) +(?P<i6>{N})\n +7 +{N} +{N} +{N} +(?P<m7>{N}) +(?P<i7>{N})$",
        lambda m, o: vars(m) == vars(o),
    ),
    Claim(
        "06",
        r"so most depths miss the aspiration window and are searched twice",
        r"\((?P<missed>\d) of (?P<depths>\d) depths re-searched",
        lambda m, o: len(o) == 3 and all(x.missed > x.depths / 2 for x in o),
        many=True,
    ),
    Claim(
        "06",
        r"The narrow windows still prune more than they cost at depths 5 and 7, not at 6",
        r"^depth (?P<d>\d): alpha-beta (?P<ab>{N}), ID alpha-beta (?P<id>{N}) ",
        lambda m, o: (
            [x.d for x in o if x.id < x.ab] == [5, 7] and [x.d for x in o if x.id > x.ab] == [6]
        ),
        many=True,
    ),
    Claim(
        "06",
        r"on Kalah in the natural order it evaluated the fewest leaves of the five searches compared, at every depth",
        r"^ +(?P<d>\d) +(?P<ab>{N}) +(?P<ns>{N}) +(?P<idab>{N}) +(?P<mtdf>{N}) +(?P<idmtdf>{N})$",
        lambda m, o: len(o) == 3 and all(x.idmtdf < min(x.ab, x.ns, x.idab, x.mtdf) for x in o),
        many=True,
    ),
    Claim(
        "06",
        r"On 4 × 6 Reversi and Kalah MTD\(f\) evaluated (?P<low>\d+)–(?P<high>\d+) % fewer leaves than aspiration NegaScout; with coarse evaluations even SSS\\\* needs only a few passes per depth",
        r"^(?P<game>\S+) +\d+ +(?P<driver>mtdf|sss) +-?\d+ +{N} +(?P<share>\d+) % +(?P<passes>[\d.]+)$",
        lambda m, o: (
            sorted(100 - x.share for x in o if x.driver == "mtdf") == [m.low, m.high]
            and all(x.passes < 6 for x in o if x.driver == "sss")
        ),
        many=True,
    ),
    Claim(
        "06",
        r"after (?P<times>\w+ times) the table version's total effort it had still not finished",
        r"with the table: \d+ passes, (?P<nodes>{N}) nodes.*\n(?:.*\n)*?without a table: \d+ passes, (?P<budget>{N}) nodes, value in \[\d+, ∞\]",
        lambda m, o: says("about " + m.times, o.budget / o.nodes),
    ),
    Claim(
        "06",
        r"MTD\(f\) evaluates the fewest leaves of the family on both games",
        r"^(?P<game>\S+) +\d+ +(?P<driver>\S+) +-?\d+ +(?P<leaves>{N}) +\d+ %",
        lambda m, o: all(
            min((x for x in o if x.game == g), key=lambda x: x.leaves).driver == "mtdf"
            for g in {x.game for x in o}
        ),
        many=True,
    ),
    # 07 · the published tables
    Claim(
        "07",
        r"Storing positions cuts the evaluations by (?P<share>almost two thirds) \((?P<n_s>{N}) → (?P<m_s>{N}) and (?P<n_p>{N}) → (?P<m_p>{N})\), with (?P<hits>about {N}) answers from the memo",
        r"^negamax +standard +-?\d+ +(?P<n_s>{N}) .*\nnegamax +parallel +-?\d+ +(?P<n_p>{N}) .*\nnegamax \+ memo +standard +-?\d+ +(?P<m_s>{N}) +(?P<h_s>{N}) .*\nnegamax \+ memo +parallel +-?\d+ +(?P<m_p>{N}) +(?P<h_p>{N}) ",
        lambda m, o: (
            (m.n_s, m.m_s, m.n_p, m.m_p) == (o.n_s, o.m_s, o.n_p, o.m_p)
            and all(0.6 < 1 - a / b < 2 / 3 for a, b in ((o.m_s, o.n_s), (o.m_p, o.n_p)))
            and all(abs(h - 10_000) < 1_000 for h in (o.h_s, o.h_p))
        ),
    ),
    Claim(
        "07",
        r"Storing every position would cut them by ninety per cent \(notebook 05\)",
        r"^negamax +standard +-?\d+ +(?P<none>{N}) ",
        lambda m, o: all(
            abs(1 - every / none - 0.9) < 0.02
            for none, every in number_rows(
                rf"^\w+ +no memo +-?\d+ +({N}) .*\n\w+ +memo, every position +-?\d+ +({N}) ",
                notebook_texts(TEXTS["05"])[1],
            )
            for none, every in [(int(none), int(every))]
        ),
    ),
    Claim(
        "07",
        r"and the two together do better still",
        r"^nega-alpha \+ TT +(?P<start>\w+) +\d+ +(?P<tt>{N}) .*",
        lambda m, o: all(
            int(ns.replace(" ", "")) < x.tt
            for x in o
            for ns in re.findall(
                rf"^NegaScout \+ TT +{x.start} +\d+ +({N}) ", notebook_texts(TEXTS["07"])[1], re.M
            )
        ),
        many=True,
    ),
    Claim(
        "07",
        r"MTD\(f\), nothing but null-window searches on the same table, beats them all from the guess 0, and more from a good guess",
        r"^(?P<row>.+?) +(?P<start>standard|parallel) +\d+ +(?P<evaluations>{N}) ",
        lambda m, o: all(
            min((x for x in o if x.start == s), key=lambda x: x.evaluations).row.startswith(
                "MTD(f), first guess = value"
            )
            and next(
                x.evaluations
                for x in o
                if x.start == s and x.row.startswith("MTD(f), first guess 0")
            )
            < min(x.evaluations for x in o if x.start == s and not x.row.startswith("MTD"))
            for s in ("standard", "parallel")
        ),
        many=True,
    ),
    Claim(
        "07",
        r"in the same game, the one-limit search never evaluates less than the improved nega-alpha, and up to (?P<times>five times) as much",
        r"first +second +stones +alpha-beta \(one limit\) +improved nega-alpha\n[- ]+\n(?P<rows>(?: +\d.*\n)+)",
        lambda m, o: (
            all(a >= b for a, b in kalah_games(o.rows))
            and says(m.times, max(a / b for a, b in kalah_games(o.rows)), 0.05)
        ),
    ),
    Claim(
        "07",
        r"NegaScout against improved nega-alpha: more evaluations in a few shallow games, fewer in most, and in some games at depths 6–8 fewer than half as many",
        r"first +second +stones +improved nega-alpha +NegaScout\n[- ]+\n(?P<rows>(?: +\d.*\n)+)",
        lambda m, o: (
            lambda games, pairs: (
                sum(b > a for a, b in pairs) < len(pairs) / 4
                and all(
                    max(f, s) <= 4 for (f, s), (a, b) in zip(games, pairs, strict=True) if b > a
                )
                and sum(b < a for a, b in pairs) > len(pairs) / 2
                and any(
                    b < a / 2 for (f, s), (a, b) in zip(games, pairs, strict=True) if max(f, s) >= 6
                )
            )
        )(
            [(int(f), int(s)) for f, s in re.findall(r"^ +(\d) +(\d) ", o.rows, re.M)],
            kalah_games(o.rows),
        ),
    ),
    Claim(
        "07",
        r"a 4 × 6 row solves the board to the end \(up to (?P<reversi>{N}) evaluations\), and a Kalah game at depths 6 to 8 plays a whole game of deep searches \(up to (?P<kalah>{N}) evaluations\)",
        r"(?P<all>(?:.*\n)+)",
        lambda m, o: (
            m.reversi
            == max(
                int(x) for (x,) in number_rows(rf"^.+? +(?:standard|parallel) +\d+ +({N}) ", o.all)
            )
            and m.kalah == max(b for pair in kalah_games(o.all) for b in pair)
        ),
    ),
    Claim(
        "07",
        r"pays for them with (?P<zero>{N}) nodes — (?P<times>[\d.]+ times) more than the ordinary window",
        r"^alpha-beta, window \(-1, 1\) +0 +{N} +(?P<one>{N}) .*\n(?:.*\n)*?width-0 window \(0, 0\), strict cut conditions +0 +{N} +(?P<zero>{N}) ",
        lambda m, o: m.zero == o.zero and round(o.zero / o.one, 1) == float(m.times.split()[0]),
    ),
    # 08 · beyond
    Claim(
        "08",
        r"the best heuristics bring that down to (?P<times>about five times)",
        ORDERINGS_08,
        lambda m, o: (
            lambda t: says(
                m.times,
                min(v[0] for k, v in t.items() if k not in ("natural", "perfect"))
                / t["perfect"][0],
            )
        )(orderings_08(o.rows)),
    ),
    Claim(
        "08",
        r"the game's own order cost alpha-beta (?P<natural>ten times) the leaves of perfect ordering, the best heuristics (?P<best>about five times)",
        ORDERINGS_08,
        lambda m, o: (
            lambda t: (
                says(m.natural, t["natural"][0] / t["perfect"][0])
                and says(
                    m.best,
                    min(v[0] for k, v in t.items() if k not in ("natural", "perfect"))
                    / t["perfect"][0],
                )
            )
        )(orderings_08(o.rows)),
    ),
    Claim(
        "08",
        r"Killers and mobility help every algorithm here",
        ORDERINGS_08,
        lambda m, o: (
            lambda t: all(
                a < b
                for k in ("killer", "mobility")
                for a, b in zip(t[k], t["natural"], strict=True)
            )
        )(orderings_08(o.rows)),
    ),
    Claim(
        "08",
        r"History helps iterative deepening too — the shallow iterations train it — and hurts MTD\(f\) from the guess 0",
        ORDERINGS_08,
        lambda m, o: (
            lambda t: (
                t["history"][3] < t["natural"][3]
                and t["history"][4] < t["natural"][4]
                and t["history"][2] > t["natural"][2]
            )
        )(orderings_08(o.rows)),
    ),
    Claim(
        "08",
        r"with perfect ordering alpha-beta, NegaScout and MTD\(f\) evaluate the same number of leaves\. The iterative searches pay for their shallower iterations \((?P<iterative>\d+) against (?P<single>\d+)\) — a price they recover in the other rows, with one exception: with killers alone, iterative alpha-beta \((?P<idab>{N})\) costs more than alpha-beta \((?P<ab>{N})\)",
        ORDERINGS_08,
        lambda m, o: (
            lambda t: (
                len(set(t["perfect"][:3])) == 1
                and (t["perfect"][3], t["perfect"][0]) == (m.iterative, m.single)
                and [
                    (k, i)
                    for k, v in t.items()
                    if k != "perfect"
                    for i in (0, 2)
                    if v[i + 3 if i == 0 else 4] >= v[i]
                ]
                == [("killer", 0)]
                and (t["killer"][3], t["killer"][0]) == (m.idab, m.ab)
            )
        )(orderings_08(o.rows)),
    ),
    Claim(
        "08",
        r"Fifty random games per move beat a search of one or two plies most of the time",
        r"^NegaScout, depth (?P<depth>\d) .* (?P<won>\d) of (?P<games>\d)$",
        lambda m, o: all(x.won > x.games / 2 for x in o if x.depth in (1, 2)),
        many=True,
    ),
    Claim(
        "08",
        r"Against four plies the playout player loses most games",
        r"^NegaScout, depth 4 +(?P<scores>.+?) +(?P<won>\d) of (?P<games>\d)$",
        lambda m, o: sum(s.startswith("-") for s in o.scores.split()) > o.games / 2,
    ),
    Claim(
        "08",
        r"It wins most games although it never counts discs",
        r"^ +\d +(?P<black>[+-]\d+) +(?P<white>[+-]\d+)$",
        lambda m, o: sum((x.black > 0) + (x.white > 0) for x in o) > len(o),
        many=True,
    ),
    Claim(
        "08",
        r"a positional evaluation won (?P<won>\d+) of its (?P<games>\d+) games against disc counting at equal depth",
        r"^ +\d +(?P<black>[+-]\d+) +(?P<white>[+-]\d+)$",
        lambda m, o: (
            (m.won, m.games) == (sum((x.black > 0) + (x.white > 0) for x in o), 2 * len(o))
        ),
        many=True,
    ),
    Claim(
        "08",
        r"Yet MTD\(f\) evaluated fewer leaves than NegaScout in notebook 06 and in (?P<fewer>\w+) of the (?P<orderings>\w+) orderings of section 1\. In the other three NegaScout evaluated fewer: with killers \((?P<k_ns>{N}) against (?P<k_mtdf>{N})\), history \((?P<h_ns>{N}) against (?P<h_mtdf>{N})\) and table move plus killers \((?P<tk_ns>{N}) against (?P<tk_mtdf>{N})\)",
        ORDERINGS_08,
        lambda m, o: (
            lambda t: (
                (m.fewer, m.orderings)
                == (sum(v[2] < v[1] for k, v in t.items() if k != "perfect"), len(t) - 1)
                and [k for k, v in t.items() if v[2] > v[1]] == ["killer", "history", "tt+killer"]
                and (
                    t["killer"][1],
                    t["killer"][2],
                    t["history"][1],
                    t["history"][2],
                    t["tt+killer"][1],
                    t["tt+killer"][2],
                )
                == (m.k_ns, m.k_mtdf, m.h_ns, m.h_mtdf, m.tk_ns, m.tk_mtdf)
            )
        )(orderings_08(o.rows)),
    ),
    # the regression check for item 1 of issue 22
    Claim(
        "08",
        r"MTD\(f\) evaluates fewer leaves in every measurement of this course",
        ORDERINGS_08,
        lambda m, o: all(v[2] < v[1] for k, v in orderings_08(o.rows).items() if k != "perfect"),
        least=0,
    ),
    Claim(
        "08",
        r"Nothing changes but the values",
        r"^× (?P<k>\d+) +(?P<value>-?\d+) +(?P<passes>\d+) +(?P<mtdf>{N}) +(?P<pvs>{N})$",
        lambda m, o: (
            len(o) == 3
            and len({(x.passes, x.mtdf, x.pvs) for x in o}) == 1
            and all(x.value == o[0].value * x.k for x in o)
        ),
        many=True,
    ),
    Claim(
        "08",
        r"it does not reverse it here, where MTD\(f\) still evaluates (?P<share>\d+) % fewer leaves at a sixteenth of a disc",
        r"^1/16 disc +-?\d+ +\d+ +{N} +{N} +-(?P<share>\d+) %$",
        lambda m, o: m.share == o.share > 0,
    ),
    Claim(
        "08",
        r"Enhanced transposition cutoffs look up every child before searching any: (?P<low>\d+)–(?P<high>\d+) % fewer leaves on 4 × 6 Reversi, under (?P<kalah>\d+) % on Kalah; every search stays several times above the minimal graph",
        r"^(?P<game>\S+) +(?P<search>.+?) +(?P<etc>off|on) +(?P<leaves>{N}) +(?P<times>[\d.]+) +{N}$",
        lambda m, o: (
            lambda pairs: (
                sorted(round(100 * (1 - on / off)) for g, off, on in pairs if g == "reversi-4x6")[
                    ::2
                ]
                == [m.low, m.high]
                and all(100 * (1 - on / off) < m.kalah for g, off, on in pairs if g == "kalah")
                and all(x.times > 4 for x in o)
            )
        )([(a.game, a.leaves, b.leaves) for a, b in zip(o[::2], o[1::2], strict=True)]),
        many=True,
    ),
]


#: Quantified sentences that are no measurement, by notebook: (a pattern of the sentence, why).
NOT_MEASURED: dict[str, list[tuple[str, str]]] = {
    "00": [
        (r"Every algorithm runs on real games", "course"),
        (r"one function that runs every algorithm", "course"),
        (r"All games share one interface", "rule"),
        (r"always given from the point of view of the", "rule"),
        (r"every pit starts with six stones", "rule"),
        (r"A move lifts all stones", "rule"),
        (r"more than half of the 72 stones", "rule"),
        (r"is 99 \(or −99\) when a store holds more than half", "rule"),
        (r"search all of it with minimax", "course"),
        (r"always \(−∞, ∞\) for minimax", "rule"),
        (r"Values in a trace are always seen", "rule"),
        (r"records every node a search enters", "rule"),
        (r"with the true value of every node added", "course"),
        (r"a sign saying what that value proves", "rule"),
        (r"A bound never lies", "rule"),
        (r"Every picture saves to SVG, PNG and PDF", "rule"),
        (r"Saving a diagram as a file is the one thing", "course"),
        (r"re-executes every notebook from a fresh kernel", "course"),
        (r"every number you read in a notebook was produced", "course"),
        (r"`make course` does this for every notebook", "course"),
        (r"scores are always from the point of view", "rule"),
        (r"`make test` re-runs every notebook", "course"),
    ],
    "01": [
        (r"the one-function form every later algorithm", "course"),
        (r"why real programs must skip most of them", "course"),
        (r"Draw every position of a game as a", "rule"),
        (r"A trace always records values", "rule"),
        (r"the second half of this notebook", "course"),
        (r"counting a position once for every order", "rule"),
        (r"at most nine moves, each with at most nine choices", "rule"),
        (r"In most games the tree is far too large", "general"),
        (r"Even then the cost multiplies with every ply", "rule"),
        (r"notebook 02 shows that most of these nodes cannot change", "course"),
        (r"which is exactly what `game.score` does", "rule"),
        (r"In tic-tac-toe and chess that is always so", "rule"),
        (r"it negates every child", "rule"),
        (r"it asks at every node who is to move", "rule"),
        (r"The same family of bugs appears", "general"),
        (r"used by every search in the package", "rule"),
        (r"Minimax enters every node: 549 946", "rule"),
        (r"Negamax gives every value from the player", "rule"),
        (r"never the parity of the ply", "rule"),
        (r"every value above came from this code", "course"),
        (r"so every other line is the textbook's", "course"),
        (r"`negamax\(ctx, state, depth\)` returns the exact value", "rule"),
        (r"alternate at every level", "rule"),
        (r"with 3 moves at every node and depth 4", "course"),
    ],
    "02": [
        (r"^Minimax looks at every node", "rule"),
        (r"^Most of them cannot change the result", "rule"),
        (r"MIN will not let MAX get more", "rule"),
        (r"is more than MIN will ever allow", "rule"),
        (r"the opponent will never let the game get here", "rule"),
        (r"only E would then show that B is worth at most 2", "rule"),
        (r"Every player has the Quiz button", "course"),
        (r"clamps every value into the window \[α, β\], a leaf's too", "rule"),
        (r"a bound established two or more plies above a node", "rule"),
        (r"Clamping every value into \[α, β\], leaves included, is this course's", "rule"),
        (r"at every node the best move is searched first", "rule"),
        (r"Slagle and Dixon \(1969\) published this count", "literature"),
        (r"sorts every node's children by their minimax value", "rule"),
        (r"It should fail low, with every child searched", "rule"),
        (r"When every node's best move comes first, alpha-beta visits exactly these nodes", "rule"),
        (r"fixes one reply at every MAX node and keeps every reply at MIN nodes", "rule"),
        (r"one reply at MIN nodes, all at MAX nodes", "rule"),
        (r"no search can evaluate fewer", "literature"),
        (r"worst move first everywhere: every leaf is evaluated", "rule"),
        (r"the checker compares every call", "course"),
        (r"The checker compares every value exactly with whichever of the two", "course"),
        (r"checks that the tree you return is the input reordered", "course"),
        (r"\(Baudet's bound, attained by alpha-beta: Pearl\)", "literature"),
        (
            r"the move that proved the bound \(the one the search kept\) and, at the other side's",
            "rule",
        ),
        (r"`bound=\"lower\"` gives the strategy of the player to move at the root", "rule"),
    ],
    "03": [
        (r"are all built from the question", "course"),
        (r"measured in chess, checkers and Othello programs at 5–10 % fewer leaves", "literature"),
        (r"checking every bound against the true values", "course"),
        (r"this notebook calls it a window of", "course"),
        (r"The narrower the window, the sooner", "rule"),
        (r"E is worth \*at most\* 2; its true value is 2", "rule"),
        (r"so the result r always proves a bound", "rule"),
        (r"a node stops as soon as one move settles its answer", "rule"),
        (r"every node above the leaves fails one way or the other", "rule"),
        (r"^Every node above the leaves of a null-window search fails", "rule"),
        (r"every blue \"≤\" value is at least the true value", "rule"),
        (r"with a picture of every position", "course"),
        (r"how the true value always lies on the proved side", "rule"),
        (r"ask every question at once", "course"),
        (r"it would clamp every value to γ", "rule"),
        (r"With \(0, 0\) a draw never cuts", "rule"),
        (r"So all the cutoffs that draws used to cause are lost", "rule"),
        (r"which proves only \"A ≥ 0 for MIN\", i.e. at most 0 for MAX", "rule"),
        (r"every bound holds: R ≤ −1", "rule"),
        (r"every result is an honest bound", "rule"),
        (r"^Every answer is exact, although", "rule"),
        (r"all we need to know", "rule"),
        (r"every comparison the search makes comes out the same", "rule"),
        (r"each null-window test halves the interval", "rule"),
        (r"often more than half, because r itself is a bound", "rule"),
        (r"Plain bisection needs at most", "rule"),
        (r"Bisection finds an exact value with at most", "rule"),
        (r"compares every call with the package's search", "course"),
        (r"Every test must tell you something new", "course"),
        (r"^### Why every bound holds", "rule"),
        (r"by induction that child is worth at most −r", "rule"),
        (r"no child cut, so every child was searched", "rule"),
        (r"^\*Every child is needed\.\*", "rule"),
        (r"one move at the node, every reply to it", "rule"),
        (r"^The proof of \"at most r\" is a strategy for the opponent", "rule"),
        (r"Why not shrink the window all the way", "rule"),
    ],
    "04": [
        (r"Alpha-beta needs a value for every move it looks at", "rule"),
        (r"measure when NegaScout saves work and when it costs more", "course"),
        (r"Pearl \(1980\) noticed that the bit is much cheaper", "literature"),
        (r"its first child I already says yes, so J is never looked at", "rule"),
        (r"Every \*\*later child\*\* is first \*\*probed\*\*", "rule"),
        (r"^B appears twice", "rule"),
        (r"B cuts off F and returns −5", "rule"),
        (r"^\| `negascout` \(this package", "rule"),
        (r"^\| Reinefeld's C listing", "literature"),
        (r"^\| PVS as Marsland \(1986\) lists it", "literature"),
        (r"Reinefeld's 1983 article gives NegaScout as a listing", "literature"),
        (r"It is fail-soft like NegaScout, re-searches with \(t, β\)", "literature"),
        (r"Why may NegaScout skip a re-search with at most 2", "rule"),
        (r"the child either cuts off", "rule"),
        (r"The C listing starts each node at `a = alpha`", "literature"),
        (r"The rule needs the remaining depth", "rule"),
        (r"A re-search happens exactly when a later move turns out better than every", "rule"),
        (r"reorder the children of every node using their true values", "course"),
        (r"Searching each move twice would cost at most twice as much", "rule"),
        (r"A re-search is a search like any other", "rule"),
        (r"\*\*NegaScout\*\* \(Reinefeld\) is the same idea in negamax form", "rule"),
        (r"The source articles' variant probes the first child too and always", "literature"),
        (r"The checker calls it with \(−∞, ∞\) on trees searched to their leaves", "course"),
        (r"Find a tree, written as nested lists", "course"),
        (r"^\*ICCA Journal\* 6\(4\), 4–14", "literature"),
        (r"^\*ICCA Journal\* 9\(1\), 3–19", "literature"),
        (r"probing every child; the evaluation counts quoted above", "literature"),
        (r"a proof that B is worth at most 1 to MAX", "rule"),
        (r"one whose other half the probe had not seen", "rule"),
        (r"^Notebook 03 proved fail-soft alpha-beta's bounds by induction", "rule"),
        (r"by induction the move is worth at most t ≤ m", "rule"),
        (r"the move is worth at least t, and nothing more is known", "rule"),
        (r"^In every case max\(t, r\) is the move's value or a refutation", "rule"),
        (r"^The depth rule skips the re-search of the third case only where", "rule"),
        (r"`bound_violations` \(notebook 03\) checks every node of a trace", "course"),
    ],
    "05": [
        (
            r"a property of the \*difference\*, which every pair with the same difference shares",
            "rule",
        ),
        (
            r"each pair still shares a key with probability 2\^−b, so the estimate is the \*average\*",
            "rule",
        ),
        (r"With 64-bit keys the lumps vanish altogether", "rule"),
        (r"it makes the value wrong only where the wrong bound it gives decides", "rule"),
        (r"A \*\*transposition\*\* is a position reached by more than one", "rule"),
        (r"walks every path; a search that remembers positions walks every position once", "rule"),
        (r"The simplest table is a \*\*memo\*\*", "rule"),
        (r"his memo, like his 4 × 6 table below, leaves out positions with fewer", "literature"),
        (r"only that the true value is \*\*at most\*\* v", "rule"),
        (r"was known to be at most 0", "rule"),
        (r"stored next to the \"at most 0\" already there", "rule"),
        (r"Every entry costs memory", "general"),
        (
            r"table does not store positions with fewer than two empty squares: a position with one",
            "literature",
        ),
        (r"the count of evaluations is only half of the bill", "general"),
        (r"one entry for all eight symmetric boards", "rule"),
        (r"every value is a bound or exact, and a fail-high at 1 is a win", "rule"),
        (r"To see why depth matters at all", "course"),
        (r"6 stones a pit, the game over as soon as a store holds more than half", "rule"),
        (r"Engines go one step further than the package", "general"),
        (r"The package keeps the same-depth rule, so that every value", "rule"),
        (r"^Two more pitfalls, for completeness", "course"),
        (r"A table keyed on the board alone is wrong", "general"),
        (r"the \"graph history interaction\" problem", "general"),
        (r"Python compares the whole key on every lookup", "rule"),
        (r"^Every \*\*feature\*\* of a position", "rule"),
        (r"keeping the whole position would cost more memory", "general"),
        (r"a \*\*replacement policy\*\* decides which entry stays", "rule"),
        (r"Take every position of 4 × 4 Reversi reachable", "course"),
        (r"solved to the end, every entry has the same depth", "rule"),
        (r"That is why programs use keys of 64 bits", "general"),
        (r"The package's entries answer only probes of the same depth", "rule"),
        (r"The checkers try every combination of entries and windows", "course"),
        (r"Write `probe\(lower, upper, alpha, beta\)`", "course"),
        (r"why does storing \*fewer\* positions change", "course"),
        (r"the memo on 4 × 4 Reversi and its counts", "literature"),
        (r"what alpha-beta's values prove: at most α, exact, at least β", "literature"),
        (r"a table that stores a lower and an upper bound per position", "literature"),
    ],
    "06": [
        (r"Stockman proved that SSS\\\* never evaluates a leaf that alpha-beta", "literature"),
        (r"goes all the way: it finds the value with a", "literature"),
        (r"^Every pass visits the root again", "rule"),
        (r"The package's driver, in the listing at the end of this notebook", "rule"),
        (r"D is not searched at all", "rule"),
        (r"Now every first guess from −20 to 30", "course"),
        (r"`id-mtdf` runs MTD\(f\) at depth 1, 2", "rule"),
        (r"Against the other searches, all with a table", "course"),
        (r"^Every pass starts again at the root", "rule"),
        (r"a pass remembers nothing of the ones before", "rule"),
        (r"a null-window alpha-beta on a table shared by every pass", "literature"),
        (r"Drivers differ only in the next γ", "rule"),
        (r"so every window is finite", "rule"),
        (r"the farther the guess from the value 6, the more passes", "rule"),
        (r"Plaat et al. proved that MT driven from \+∞", "literature"),
        (r"Their finding \(section 5.2 of the article\)", "literature"),
        (r"Notebook 08 measures this directly", "course"),
        (r"^All passes share one table of bounds", "rule"),
        (r"every γ it tests lies in \(lower, upper\]", "rule"),
        (r"The checker stops your loop at the first test", "course"),
        (
            r"^Every pass is a fail-soft null-window test, so what it returns is a true bound",
            "rule",
        ),
        (r"`bound_violations` checks every node of the five drivers' traces", "course"),
    ],
    "07": [
        (r"The course's facts come from articles", "course"),
        (r"This notebook sets every published table", "course"),
        (r"check every figure, including the slow ones", "course"),
        (r"by default, this notebook measures the quick rows", "course"),
        (r"the test suite measures \*\*every\*\* row of every table", "course"),
        (r"`reproduce\(name\)` measures every row", "rule"),
        (r"nodes entered \(every call of the search function", "literature"),
        (r"the memo does not store positions with fewer than two", "literature"),
        (r"NegaScout probes \*\*every\*\* child with a null window", "literature"),
        (r"the table stores \(lower, upper\) bounds and skips positions", "literature"),
        (r"only the rows that use a table are measured", "course"),
        (r"a store holds more than 36 stones", "literature"),
        (r"only the games with both depths at most 3 are measured", "course"),
        (r"the rules are part of every figure", "rule"),
        (r"^The source's NegaScout: every child scouted", "literature"),
        (r"probe \*\*every\*\* child with a null window, the first one included", "literature"),
        (r"every NegaScout row above uses it", "rule"),
        (r"Scouting the first child costs an extra probe whenever", "rule"),
        (r"Do the same for the tic-tac-toe row", "course"),
        (r"the test suite measures all of them", "course"),
        (r"A figure is reproducible only with \*\*all\*\* its settings", "rule"),
    ],
    "08": [
        (r"Real game programs do more", "general"),
        (r"Some do not search at all in the alpha-beta sense", "general"),
        (r"This notebook tries all of these", "course"),
        (r"explain why most engines search with PVS", "course"),
        (r"a simplification of Schaeffer's heuristic", "literature"),
        (r"every algorithm with a transposition table, under each ordering", "course"),
        (r"use the previous depth's value v once more", "rule"),
        (r"the narrow window pruned more", "rule"),
        (r"finish the game many times with random moves", "rule"),
        (r"Monte Carlo methods became strong", "general"),
        (r"where most of a real program's knowledge lives", "general"),
        (r"\(\"Nearly optimal minimax tree search\?\", 1994\) added a cheap look", "literature"),
        (r"it costs one table probe per child at every interior node", "rule"),
        (r"Each saving costs a table probe per child at every", "rule"),
        (r"Plaat et al. came to a related conclusion", "literature"),
        (r"^Most chess and Othello programs search with", "literature"),
        (r"along the principal variation every node is a \*PV node\*", "rule"),
        (r"every node below it is a \*non-PV node\*", "rule"),
        (r"be frugal at all the others", "general"),
        (r"its searches are stable and every bound their traces record holds", "rule"),
        (r"Multiply every Reversi value by k", "course"),
        (r"What costs passes is a \*\*finer\*\* evaluation", "rule"),
        (r"clamped so that it never outweighs one disc", "rule"),
        (r"the reasons usually given for their choice of PVS", "literature"),
        (r"^Most engines, with fine evaluations", "literature"),
        (r"Does it win more games\?", "course"),
        (r"Which game gains more, as a share of its leaves", "course"),
    ],
    "09": [
        (r"^Every search in this course works on any game that keeps one small contract", "rule"),
        (r"puts it through the whole course: a check that names every mistake", "course"),
        (r"what every other part of a game gets by default", "course"),
        (r"^\| `initial_state\(start=None\)` \| the start position", "rule"),
        (r"^A move takes one or more counters from one heap", "rule"),
        (r"takes three counters from the third heap", "rule"),
        (r"checks every position it meets against the contract", "rule"),
        (r"The fix is to write no key at all", "rule"),
        (r"MTD\(f\) always has one \(its passes share it\)", "rule"),
        (r"Every node above the leaves fails low or high", "rule"),
        (r"replays every move from the root, refusing any that is not legal", "rule"),
        (r"a player never moves twice in a row unless the game says `extra_turns", "rule"),
    ],
}


@pytest.mark.parametrize("notebook", sorted(TEXTS))
def test_every_quantified_sentence_is_registered(notebook):
    markdown, _ = notebook_texts(TEXTS[notebook])
    spans = [
        match.span()
        for claim in [*NUMBER_CLAIMS, *WORD_CLAIMS]
        if claim.notebook == notebook
        for match in re.finditer(claim.text.replace("{N}", N), markdown)
    ]
    exempt = [re.compile(pattern) for pattern, _ in NOT_MEASURED.get(notebook, [])]
    missing = [
        sentence
        for sentence, at in quantified(TEXTS[notebook])
        if not any(start < at + len(sentence) and at < end for start, end in spans)
        and not any(pattern.search(sentence) for pattern in exempt)
    ]
    assert not missing, (
        f"{len(missing)} quantified sentences of notebook {notebook} are neither checked nor "
        "registered as no measurement (tests/notebooks/test_claims.py: WORD_CLAIMS or "
        "NOT_MEASURED):\n" + "\n".join(f"  {s}" for s in missing)
    )


@pytest.mark.parametrize(
    "claim", WORD_CLAIMS, ids=[f"{c.notebook}-{i}" for i, c in enumerate(WORD_CLAIMS)]
)
def test_the_words_agree_with_the_outputs(claim):
    assert failures(claim, *notebook_texts(TEXTS[claim.notebook])) == []


@pytest.mark.parametrize("notebook", sorted(NOT_MEASURED))
def test_no_registration_outlives_its_sentence(notebook):
    sentences_now = [s for s, _ in quantified(TEXTS[notebook])]
    for pattern, reason in NOT_MEASURED[notebook]:
        assert reason in REASONS, f"{pattern}: the reason is one of {REASONS}, not {reason!r}"
        assert any(re.search(pattern, s) for s in sentences_now), (
            f"notebook {notebook} no longer has a quantified sentence matching /{pattern}/: "
            "remove it from NOT_MEASURED"
        )


#: Sentences the course once said beside outputs that contradicted them (issue 22, items 1,
#: 5 and 6), each quoted as it stood: put back, each is caught against today's output.
STALE = [
    ("08", "Chess and Othello programs search with PVS (notebook 04) inside iterative deepening, not "
     "with MTD(f), although MTD(f) evaluates fewer leaves in every measurement of this course."),
    ("03", "In tic-tac-toe most positions are draws, worth 0 = γ."),
    ("03", "It does not compute the value, but it prunes much more than a full search, because every "
     "node's value leaves the window almost at once."),
]  # fmt: skip


@pytest.mark.parametrize(
    "notebook, sentence", STALE, ids=["08-every", "03-most-draws", "03-much-more"]
)
def test_the_false_sentences_of_before_are_caught(notebook, sentence):
    _, outputs = notebook_texts(TEXTS[notebook])
    problems = [
        p
        for claim in WORD_CLAIMS
        if claim.notebook == notebook
        for p in failures(claim, sentence, outputs)
        if "does not agree" in p
    ]
    assert problems, f"no check notices the false sentence {sentence!r}"


def run_solutions(name: str, call: str, capsys) -> str:
    """What ``call`` prints after the solutions file ``name`` ran, from notebooks/."""
    import os

    here = os.getcwd()
    os.chdir(SOLUTIONS.parent)
    try:
        scope: dict = {}
        exec(compile((SOLUTIONS / name).read_text(), name, "exec"), scope)
        capsys.readouterr()
        exec(call, scope)
    finally:
        os.chdir(here)
    return capsys.readouterr().out


def test_the_06_solution_quotes_the_totals_its_code_prints(capsys):
    printed = run_solutions("06_mtdf.py", "shallow_guesses()", capsys)
    totals = [int(t) for t in re.findall(r"= (\d+) evaluations", printed)]
    quoted = re.search(
        r"the total \(([\d ]+), ([\d ]+), ([\d ]+)\)", (SOLUTIONS / "06_mtdf.py").read_text()
    )
    assert quoted and [int(q.replace(" ", "")) for q in quoted.groups()] == totals


def test_the_07_solution_says_what_each_setting_changes():
    from gamesearch.games.reversi import Reversi
    from gamesearch.search import TranspositionTable, solve

    game = Reversi(4, 4)

    def row(start="parallel", ordering="natural", every=False):
        memo = TranspositionTable(store_if=None if every else lambda s: game.empty_count(s) >= 2)
        r = solve(game, start=start, algorithm="negamax", tt=memo, ordering=ordering)
        return r.value, r.stats.evaluations, r.stats.tt_hits

    text = re.sub(
        r"\s*#\s*", " ", (SOLUTIONS / "07_reproducing_the_published_tables.py").read_text()
    )
    published = row()
    assert row(ordering="best") == published == (-3, 23048, 10408)
    assert "the same 23 048 evaluations and 10 408 hits" in text
    assert row(every=True) == (-3, 6268, 27188) and "6 268 evaluations and 27 188 hits" in text
    assert row(start="standard")[0] == -8 and "(value -8, against the parallel start's -3)" in text
