"""The checkers of notebooks 04–08 accept right answers and explain typical mistakes."""

from shipped_solutions import solution

from gamesearch.exercises import Node
from gamesearch.exercises.basics import exercise_trees
from gamesearch.exercises.mtdf import check_aspiration, check_id_mtdf, check_mtdf
from gamesearch.exercises.scout import (
    _minimax,
    _truth,
    check_negascout,
    check_negascout_wins,
    check_scout_test,
    reference_test,
)
from gamesearch.exercises.tables import (
    check_probe,
    check_reproduction,
    check_store,
    probe_cases,
    reference_probe,
    reference_store,
    store_cases,
)
from gamesearch.search import solve
from gamesearch.search.ttable import classify

SOLUTION_04 = solution("04_scout_and_negascout")
negascout = SOLUTION_04.negascout
SOLUTION_05 = solution("05_transposition_tables")
store = SOLUTION_05.store
SOLUTION_06 = solution("06_mtdf")
id_mtdf = SOLUTION_06.id_mtdf
SOLUTION_08 = solution("08_beyond")
deepen = SOLUTION_08.deepen

INF = float("inf")


# -- NegaScout -------------------------------------------------------------------------------
def full_research(node, alpha, beta):
    """PVS that re-searches with (a, beta) instead of (v, beta)."""
    if node.is_leaf:
        return node.score
    best = -INF
    for i, child in enumerate(node.children):
        a = max(alpha, best)
        if i == 0:
            value = -full_research(child, -beta, -a)
        else:
            value = -full_research(child, -a - 1, -a)
            if a < value < beta:
                value = -full_research(child, -beta, -a)
        best = max(best, value)
        if best >= beta:
            break
    return best


def probe_with_alpha(node, alpha, beta):
    """Probes with (alpha, alpha + 1): the best value so far is forgotten."""
    if node.is_leaf:
        return node.score
    best = -INF
    for i, child in enumerate(node.children):
        a = alpha if i else max(alpha, best)
        if i == 0:
            value = -probe_with_alpha(child, -beta, -a)
        else:
            value = -probe_with_alpha(child, -a - 1, -a)
            if a < value < beta:
                value = -probe_with_alpha(child, -beta, -value)
        best = max(best, value)
        if best >= beta:
            break
    return best


def never_research(node, alpha, beta):
    if node.is_leaf:
        return node.score
    best = -INF
    for i, child in enumerate(node.children):
        a = max(alpha, best)
        window = (-beta, -a) if i == 0 else (-a - 1, -a)
        value = -never_research(child, *window)
        best = max(best, value)
        if best >= beta:
            break
    return best


def research_on_any_fail_high(node, alpha, beta):
    if node.is_leaf:
        return node.score
    best = -INF
    for i, child in enumerate(node.children):
        a = max(alpha, best)
        if i == 0:
            value = -research_on_any_fail_high(child, -beta, -a)
        else:
            value = -research_on_any_fail_high(child, -a - 1, -a)
            if value > a:
                value = -research_on_any_fail_high(child, -beta, -value)
        best = max(best, value)
        if best >= beta:
            break
    return best


def test_right_negascout_passes():
    report = check_negascout(negascout)
    assert report.ok, str(report)
    assert report.passed == 8


def test_a_wide_research_window_is_named():
    report = str(check_negascout(full_research))
    assert "you re-searched H with window (−∞, −1), the reference with (−∞, −3)" in report
    assert "(v, β)" in report


def test_a_probe_around_alpha_is_named():
    report = str(check_negascout(probe_with_alpha))
    assert "the reference probes it with the null window (−2, −1)" in report
    assert "a = max(α, best so far)" in report


def test_a_missing_research_is_named():
    report = str(check_negascout(never_research))
    assert "the reference now re-searches H" in report


def test_a_needless_research_is_named():
    report = str(check_negascout(research_on_any_fail_high))
    assert "a second time" in report and "strictly between a and β" in report


def pvs(node, alpha, beta):
    """Fail-hard PVS: probes with (alpha, alpha + 1), re-searches with (alpha, beta)."""
    if node.is_leaf:
        return min(max(node.score, alpha), beta)
    for i, child in enumerate(node.children):
        if i == 0:
            value = -pvs(child, -beta, -alpha)
        else:
            value = -pvs(child, -alpha - 1, -alpha)
            if alpha < value < beta:
                value = -pvs(child, -beta, -alpha)
        alpha = max(alpha, value)
        if alpha >= beta:
            return beta
    return alpha


def test_pvs_is_checked_as_pvs():
    report = check_negascout(pvs, variant="pvs")
    assert report.ok, str(report)
    assert report.passed == 8
    assert not check_negascout(pvs).ok  # not Reinefeld's NegaScout


def pvs_research_from_v(node, alpha, beta):
    """Fail-hard, but re-searches with (v, beta) as NegaScout does."""
    if node.is_leaf:
        return min(max(node.score, alpha), beta)
    for i, child in enumerate(node.children):
        if i == 0:
            value = -pvs_research_from_v(child, -beta, -alpha)
        else:
            value = -pvs_research_from_v(child, -alpha - 1, -alpha)
            if alpha < value < beta:
                value = -pvs_research_from_v(child, -beta, -value)
        alpha = max(alpha, value)
        if alpha >= beta:
            return beta
    return alpha


def test_a_negascout_research_window_is_named_for_pvs():
    report = str(check_negascout(pvs_research_from_v, variant="pvs"))
    assert "PVS re-searches with the whole (a, β)" in report


def test_a_fail_soft_pvs_is_told_pvs_is_fail_hard():
    report = str(check_negascout(full_research, variant="pvs"))
    assert "PVS is fail-hard" in report


def test_a_crash_in_negascout_is_reported():
    def stub(node, alpha, beta):
        raise NotImplementedError("write negascout(node, alpha, beta)")

    report = str(check_negascout(stub))
    assert report.startswith("✘") and "NotImplementedError" in report


# -- SCOUT's test ------------------------------------------------------------------------------
def scout_test(node, v, strict):
    if node.is_leaf:
        return node.value > v if strict else node.value >= v
    if node.maximizing:
        return any(scout_test(child, v, strict) for child in node.children)
    return all(scout_test(child, v, strict) for child in node.children)


def every_child_tested(node, v, strict):
    """Right answers, but every child is tested."""
    if node.is_leaf:
        return node.value > v if strict else node.value >= v
    answers = [every_child_tested(child, v, strict) for child in node.children]
    return any(answers) if node.maximizing else all(answers)


def strict_ignored(node, v, strict):
    if node.is_leaf:
        return node.value >= v
    if node.maximizing:
        return any(strict_ignored(child, v, strict) for child in node.children)
    return all(strict_ignored(child, v, strict) for child in node.children)


def test_right_scout_test_passes():
    assert check_scout_test(scout_test).ok


def min_stops_at_a_pass(node, v, strict):
    """Answers like MAX everywhere: MIN stops at its first child that passes."""
    if node.is_leaf:
        return node.value > v if strict else node.value >= v
    return any(min_stops_at_a_pass(child, v, strict) for child in node.children)


def question_changed(node, v, strict):
    """Asks the children "≥ v?" when the node was asked "> v?"."""
    if node.is_leaf:
        return node.value > v if strict else node.value >= v
    answers = (question_changed(child, v, False) for child in node.children)
    return any(answers) if node.maximizing else all(answers)


def test_a_test_that_does_not_stop_early_is_named():
    report = str(check_scout_test(every_child_tested))
    assert (
        'call 8: you tested J, but test(D, 2, strict=True) ("is D > 2?") was already settled '
        "by I (I's value for MAX is 4, and 4 > 2 is true)"
    ) in report


def test_a_wrong_answer_names_the_test_and_the_value_that_decides_it():
    report = str(check_scout_test(strict_ignored))
    assert "you answered True, but R's value for MAX is 3, and 3 > 3 is false" in report
    assert (
        "the first wrong step: call 5: test(H, 3, strict=True) returned True, but H's value "
        "for MAX is 3, and 3 > 3 is false"
    ) in report


def test_a_test_that_stops_too_early_names_the_test_and_the_child_still_to_test():
    report = str(check_scout_test(min_stops_at_a_pass))
    assert "you stopped after" not in report
    assert (
        'test(A, 2, strict=True) ("is A > 2?") (call 2) stopped after C, but it is not settled '
        "yet: MIN (to move) answers False at a child that fails, True only when all pass; the "
        "reference tests D next (D's value for MAX is 4, and 4 > 2 is true)"
    ) in report


def test_a_changed_question_is_named():
    report = str(check_scout_test(question_changed))
    assert "call 2: you asked A about (2, strict=False)" in report


def test_a_min_nodes_value_is_given_for_max():
    """Some questions are asked of a MIN node (A, worth 3 for MAX on Hiroi's tree): the
    feedback speaks of its value for MAX, not of MIN's own (−3)."""
    root = next(r for r in exercise_trees() if r.label == "R")
    a = root.children[0]
    mover = solve(a.game, a.state, "minimax").value
    assert not a.maximizing and _minimax(a) == 3 == -mover
    assert _truth(a, 3, True) == "A's value for MAX is 3, and 3 > 3 is false"


def test_the_node_reference_test_matches_the_package_scout_trace():
    """Every SCOUT test in the package's traces calls the same nodes as reference_test."""
    for root in exercise_trees():
        trace = solve(root.game, algorithm="scout", ordering="natural", trace=True).trace
        children = trace.children_map()
        for i, n in trace.walk():
            parent = trace.nodes[n.parent] if n.parent >= 0 else None
            if n.why != "scout-test" or parent is None or parent.why == "scout-test":
                continue
            asked = n.test if n.to_move == 0 else n.test.mirrored()  # the question for MAX
            v, strict = asked.v, asked.relation == ">"
            assert strict == (parent.to_move == 0)  # MAX asks "greater than v?", MIN "at least"
            node = Node(root.game, trace.state(i))
            calls = []

            def walk(k, game=root.game, trace=trace, children=children):
                yield game.label(trace.state(k))
                for c in children.get(k, []):
                    yield from walk(c)

            answer = _record(node, v, strict, calls)
            assert calls == list(walk(i))
            assert answer == reference_test(node, v, strict)
            assert answer == n.answer


def _record(node, v, strict, calls):
    calls.append(node.label)
    if node.is_leaf:
        return node.value > v if strict else node.value >= v
    for child in node.children:
        passed = _record(child, v, strict, calls)
        if passed == node.maximizing:
            return passed
    return not node.maximizing


# -- a tree where NegaScout wins ------------------------------------------------------------
def test_a_winning_tree_passes_and_a_losing_one_is_explained():
    assert check_negascout_wins([[[7, 5], [9, 3]], [[8, 2], [4, 2]]]).ok
    losing = str(check_negascout_wins([[1, 2], [5, 6]]))
    assert "NegaScout evaluates 5 leaves and alpha-beta 4" in losing
    assert "height 2" in losing
    assert "not answered yet" in str(check_negascout_wins(None))
    assert "integer leaves" in str(check_negascout_wins([[1.5, 2], [3, 4]]))


# -- the table's probe and store --------------------------------------------------------------
def probe(lower, upper, alpha, beta):
    if lower == upper:
        return lower, alpha, beta
    if lower >= beta:
        return lower, alpha, beta
    if upper <= alpha:
        return upper, alpha, beta
    return None, max(alpha, lower), min(beta, upper)


def probe_without_exact(lower, upper, alpha, beta):
    if lower >= beta:
        return lower, alpha, beta
    if upper <= alpha:
        return upper, alpha, beta
    return None, max(alpha, lower), min(beta, upper)


def probe_without_narrowing(lower, upper, alpha, beta):
    if lower == upper or lower >= beta:
        return lower, alpha, beta
    if upper <= alpha:
        return upper, alpha, beta
    return None, alpha, beta


def probe_strict(lower, upper, alpha, beta):
    if lower == upper or lower > beta:
        return lower, alpha, beta
    if upper < alpha:
        return upper, alpha, beta
    return None, max(alpha, lower), min(beta, upper)


def test_right_probe_passes_on_every_case():
    report = check_probe(probe)
    assert report.ok and report.passed == len(probe_cases())
    assert "all 285 cases agree" in str(report)


def test_probe_mistakes_are_explained():
    assert "the entry knows the exact value" in str(check_probe(probe_without_exact))
    assert "narrows it to (max(α, lower), min(β, upper))" in str(
        check_probe(probe_without_narrowing)
    )
    assert "upper = −2 <= α: the value is at most α, a fail-low" in str(check_probe(probe_strict))
    assert "returned None; return a triple" in str(check_probe(lambda *a: None))


def value_only(lower, upper, alpha, beta, value):
    return value, value


def store_swapped(lower, upper, alpha, beta, value):
    if value <= alpha:
        return value, upper
    if value >= beta:
        return lower, value
    return value, value


def store_strict(lower, upper, alpha, beta, value):
    if value < alpha:
        return lower, value
    if value > beta:
        return value, upper
    return value, value


def test_right_store_passes_on_every_case():
    report = check_store(store)
    assert report.ok and report.passed == len(list(store_cases()))


def test_store_mistakes_are_explained():
    only = str(check_store(value_only))
    assert "returned (−4, −4), expected (−∞, −4)" in only and "fail-low" in only
    assert "becomes the upper bound" in str(check_store(store_swapped))
    assert "−2 <= α is a fail-low" in str(check_store(store_strict))


def test_the_store_cases_are_what_a_search_can_produce():
    for lower, upper, alpha, beta, value in store_cases():
        assert reference_probe(lower, upper, alpha, beta) == (None, alpha, beta)
        new_lower, new_upper = reference_store(lower, upper, alpha, beta, value)
        assert lower <= new_lower <= new_upper <= upper, (lower, upper, alpha, beta, value)
        assert classify(value, alpha, beta) in ("exact", "lower", "upper")


# -- a published row ------------------------------------------------------------------------
def test_a_right_reproduction_passes_and_a_wrong_one_names_the_figure():
    def symmetric():
        from gamesearch.search.ttable import TranspositionTable

        result = solve(
            "tictactoe",
            algorithm="alphabeta-failsoft",
            window=(-1, 1),
            tt=TranspositionTable(symmetric=True),
            ordering="natural",
        )
        return {"value": result.value, "nodes": result.stats.nodes}

    def plain():
        result = solve("tictactoe", algorithm="alphabeta-failsoft", window=(-1, 1), tt=True)
        return {"value": result.value, "nodes": result.stats.nodes}

    row = "alpha-beta + table under all 8 symmetries"
    assert check_reproduction(symmetric, "tictactoe-nodes", row=row).ok
    wrong = str(check_reproduction(plain, "tictactoe-nodes", row=row))
    assert "nodes: you measured" in wrong and "published 832" in wrong
    assert "pick 0 rows" in str(check_reproduction(plain, "tictactoe-nodes", row="nope"))
    assert "did not measure 'nodes'" in str(
        check_reproduction(lambda: {"value": 0}, "tictactoe-nodes", row=row)
    )


# -- MTD(f) and the other drivers -------------------------------------------------------------
def mtdf(test, first_guess):
    g, lower, upper = first_guess, -INF, INF
    while lower < upper:
        gamma = g + 1 if g == lower else g
        g = test(gamma)
        if g < gamma:
            upper = g
        else:
            lower = g
    return g


def mtdf_same_gamma(test, first_guess):
    """After a fail-high it asks the same question again (it would loop for ever)."""
    g, lower, upper = first_guess, -INF, INF
    while lower < upper:
        g_before = g
        g = test(g_before)
        if g < g_before:
            upper = g
        else:
            lower = g
    return g


def mtdf_one_test(test, first_guess):
    return test(first_guess)


def test_right_mtdf_passes():
    report = check_mtdf(mtdf)
    assert report.ok, str(report)
    assert "in all 27 searches" in str(report)


def test_mtdf_mistakes_are_explained():
    looping = str(check_mtdf(mtdf_same_gamma))
    assert "you tested γ = 1, the reference tests γ = 2" in looping
    assert "γ = g + 1" in looping
    stopped = str(check_mtdf(mtdf_one_test))
    assert "you stopped after 1 tests" in stopped and "stop only when lower == upper" in stopped


def test_id_mtdf_passes_and_a_fixed_guess_is_named():
    assert check_id_mtdf(id_mtdf).ok

    def fixed(search, max_depth):
        for depth in range(1, max_depth + 1):
            value = search(depth, 0)
        return value

    assert "each depth starts from the value the depth before returned" in str(check_id_mtdf(fixed))


def deepen_full_research(search, max_depth, delta):
    value = search(1, -INF, INF)
    for depth in range(2, max_depth + 1):
        alpha, beta = value - delta, value + delta
        value = search(depth, alpha, beta)
        if value <= alpha or value >= beta:
            value = search(depth, -INF, INF)
    return value


def deepen_strict(search, max_depth, delta):
    value = search(1, -INF, INF)
    for depth in range(2, max_depth + 1):
        alpha, beta = value - delta, value + delta
        value = search(depth, alpha, beta)
        if value < alpha:
            value = search(depth, -INF, beta)
        elif value > beta:
            value = search(depth, alpha, INF)
    return value


def test_aspiration_passes_and_mistakes_are_explained():
    assert check_aspiration(deepen).ok
    full = str(check_aspiration(deepen_full_research))
    assert "you searched depth 2 with (−∞, ∞), the reference depth 2 with (−∞, 3)" in full
    assert "low side opened" in full
    assert "returned 1 <= α = 1, a fail-low" in str(check_aspiration(deepen_strict))
