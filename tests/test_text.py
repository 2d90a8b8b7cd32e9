"""Numbers and tables as text: one formatter for the command line and the notebooks."""

from gamesearch.text import fmt, number, show, table


def test_numbers_carry_the_separator_asked_for():
    assert number(1234567) == "1,234,567" and fmt(1234567) == "1 234 567"
    assert number(2.0) == "2" and number(0.5) == "0.5" and number(float("-inf")) == "-inf"
    assert number(None) == "-" and number(True) == "yes" and number((41, 31)) == "41, 31"
    assert fmt("d4") == "d4"


def test_tables_align_numbers_right_and_words_left():
    text = table([["mtdf", 52527], ["negascout", 173668]], ["algorithm", "evaluations"])
    assert text.splitlines() == [
        "algorithm  evaluations",
        "mtdf            52,527",
        "negascout      173,668",
    ]


def test_the_course_prints_its_tables_with_spaces_and_a_rule(capsys):
    show(["depth", "nodes"], [[1, 7], [2, 60060]])
    assert capsys.readouterr().out.splitlines() == [
        "depth   nodes",
        "-----  ------",
        "    1       7",
        "    2  60 060",
    ]
