"""Game-tree diagrams: the id contract of the step-through widget, the drawing conventions,
and the options that keep big traces drawable."""

import html
import re
import xml.etree.ElementTree as ET

import pytest

from gamesearch.bounds import BOUND_SYMBOL
from gamesearch.errors import InvalidSearchError, TraceTooLargeError
from gamesearch.games.minimal_tree import ordered
from gamesearch.games.trees import HIROI_TREE, PI_TREE, TreeGame
from gamesearch.search import solve
from gamesearch.trace import pass_solution_trees, solution_tree
from gamesearch.trace.node_types import expected_types
from gamesearch.views import STYLE, principal_variation, render_legend, render_tree, tree_svg
from gamesearch.views.tree import CUT_MARK, node_type_lines

SVG = "{http://www.w3.org/2000/svg}"


def traced(game, algorithm="alphabeta", **options):
    options.setdefault("ordering", "natural")
    return solve(game, algorithm=algorithm, trace=True, **options).trace


@pytest.fixture(scope="module")
def hiroi():
    return traced(HIROI_TREE)


@pytest.fixture(scope="module")
def mtdf():
    return traced(HIROI_TREE, "mtdf")


@pytest.fixture(scope="module")
def tictactoe_full():
    """Alpha-beta from the empty board: about 18,000 nodes."""
    return traced("tictactoe")


def svg_groups(trace, **options):
    """id -> (class, <g> element) of every node and edge group in the SVG."""
    root = ET.fromstring(tree_svg(trace, **options))
    return {g.get("id"): (g.get("class"), g) for g in root.iter(f"{SVG}g") if g.get("id")}


def text(group):
    return "".join("".join(e.itertext()) for e in group.iter(f"{SVG}text"))


def stroke(group):
    shape = next(e for e in group if e.tag in (f"{SVG}polygon", f"{SVG}path", f"{SVG}ellipse"))
    return shape.get("stroke").lower()


def drawn_ids(digraph):
    return sorted(int(k) for k in re.findall(r"\bid=n(\d+)\b", digraph.source))


# -- the contract ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "game, algorithm, options",
    [
        (HIROI_TREE, "alphabeta", {}),
        (HIROI_TREE, "negascout", {}),
        (HIROI_TREE, "scout", {}),
        (PI_TREE, "alphabeta", {}),
        (PI_TREE, "negascout", {}),
        ("tictactoe", "alphabeta", {"moves": "b2 a1 c3 a3 a2"}),
        ("tictactoe", "negascout", {"moves": "b2 a1 c3 a3", "tt": True}),
    ],
)
def test_every_node_edge_and_stub_has_its_id(game, algorithm, options):
    trace = traced(game, algorithm, **options)
    assert drawn_ids(render_tree(trace)) == list(range(len(trace)))
    groups = svg_groups(trace)
    for k, node in trace.walk():
        assert groups[f"n{k}"][0] == "node"
        if node.parent >= 0:
            assert groups[f"e{k}"][0] == "edge"
        for j, _ in enumerate(node.get("pruned") or ()):
            assert groups[f"p{k}_{j}"][0] == "node"
            assert groups[f"pe{k}_{j}"][0] == "edge"
    stubs = sum(len(node.get("pruned") or ()) for _, node in trace.walk())
    assert sum(cls == "node" for cls, _ in groups.values()) == len(trace) + stubs


def test_several_roots_hang_from_a_top_node(mtdf):
    groups = svg_groups(mtdf)
    roots = [p.root for p in mtdf.passes]
    assert "top" in groups
    for number, root in enumerate(roots, start=1):
        tag = text(groups[f"e{root}"][1])
        assert f"pass {number}" in tag and "γ" in tag


def test_the_same_trace_draws_the_same_diagram(mtdf):
    assert render_tree(mtdf).source == render_tree(mtdf).source
    assert tree_svg(mtdf) == tree_svg(mtdf)
    assert "<?xml" not in tree_svg(mtdf)


# -- conventions ----------------------------------------------------------------------------
def test_bounds_in_three_colours_with_their_symbols(hiroi):
    groups = svg_groups(hiroi)
    seen = set()
    for k, node in hiroi.walk():
        group = groups[f"n{k}"][1]
        assert stroke(group) == STYLE.bound[node.bound].lower()
        assert BOUND_SYMBOL[node.bound] in text(group)
        seen.add(node.bound)
    assert seen == {"exact", "lower", "upper"}
    assert len(set(STYLE.bound.values())) == 3


def test_labels_show_name_window_and_value(hiroi):
    source = render_tree(hiroi).source
    for label in "RACGHDIBEKL":  # the textbook labels of the nodes the search entered
        assert f"<B>{label}</B>" in source
    assert "(−∞, ∞)" in source and "(−∞, 3)" in source and "≥ 3" in source
    moves = render_tree(traced("tictactoe", moves="b2 a1 c3 a3 a2")).source
    assert "<B>root</B>" in moves and "<B>c1</B>" in moves


def test_cutoff_children_marked_and_pruned_moves_stubbed(hiroi):
    groups = svg_groups(hiroi)
    cut = [k for k, node in hiroi.walk() if node.get("cutoff_move") is not None]
    assert cut
    for k in cut:
        move = hiroi.nodes[k].get("cutoff_move")
        child = [c for c in hiroi.children(k) if hiroi.nodes[c].move == move][-1]
        edge = groups[f"e{child}"][1]
        mark = edge.findall(f"{SVG}text")[-1]  # the stepper selects it as the last text
        assert mark.text == CUT_MARK and mark.get("font-weight") == "bold"
        assert CUT_MARK.isascii()  # no font lacks it
        assert stroke(edge) == STYLE.cutoff.lower()
        stub = groups[f"pe{k}_0"][1]
        assert "stroke-dasharray" in ET.tostring(stub, encoding="unicode")
    # Hiroi's tree: the stubs are the textbook labels of the pruned children.
    labels = {text(groups[f"p{k}_0"][1]) for k in cut}
    assert labels == {"J", "F"}


def test_principal_variation_in_bold(hiroi):
    pv = principal_variation(hiroi)
    assert [HIROI_TREE.label(hiroi.state(k)) for k in pv] == ["R", "A", "C", "H"]
    source = render_tree(hiroi).source
    for k, _ in hiroi.walk():
        bold = f"penwidth={STYLE.pv_pen}" in re.search(rf"\tn{k} \[.*", source).group(0)
        assert bold == (k in pv)


def test_probe_research_and_scout_edges_distinguishable():
    negascout = render_tree(traced(HIROI_TREE, "negascout")).source
    assert "style=dotted" in negascout  # null-window probes
    assert re.search(r'label="re-search" color="#404040:invis:#404040"', negascout)
    assert "style=dashed" in render_tree(traced(HIROI_TREE, "scout")).source


def test_table_hits_have_a_double_border(mtdf):
    source = render_tree(mtdf).source
    hits = [k for k, node in mtdf.walk() if node.tt == "hit"]
    assert hits
    for k, node in mtdf.walk():
        line = re.search(rf"\tn{k} \[.*", source).group(0)
        assert ("peripheries=2" in line) == (node.tt == "hit")
        assert ("dashed" in line) == (node.tt == "narrow")


def test_unfinished_nodes_grey_and_the_stop_reported():
    trace = traced("tictactoe", node_budget=30)
    source = render_tree(trace).source
    open_nodes = [k for k, node in trace.walk() if node.value is None]
    assert open_nodes
    for k in open_nodes:
        line = re.search(rf"\tn{k} \[.*", source).group(0)
        assert f'fillcolor="{STYLE.unfinished_fill}"' in line and "…" in line
    assert "node budget" in source


def test_show_true_annotates():
    trace = traced(PI_TREE)
    assert trace.true_values is None
    source = render_tree(trace, show_true=True).source
    assert trace.true_values is not None
    assert source.count(">true ") == len(trace)


# -- big traces -----------------------------------------------------------------------------
def test_too_large_names_the_options(tictactoe_full):
    with pytest.raises(TraceTooLargeError) as error:
        render_tree(tictactoe_full)
    message = str(error.value)
    assert f"{len(tictactoe_full):,} nodes" in message
    for option in ("max_ply=", "pv_only=True", "fold=", "max_nodes"):
        assert option in message


@pytest.mark.parametrize(
    "options",
    [{"max_ply": 2}, {"pv_only": True}, {"fold": "children of the root"}],
    ids=["max_ply", "pv_only", "fold"],
)
def test_each_option_brings_a_big_trace_under_the_limit(tictactoe_full, options):
    if options.get("fold"):
        options = {"fold": tictactoe_full.children(0)}
    digraph = render_tree(tictactoe_full, **options)
    nodes = re.findall(r"^\t(\w+) \[", digraph.source, re.MULTILINE)
    assert 0 < len(nodes) <= 400
    hidden = sum(
        int(n.replace(",", "")) for n in re.findall(r"label=\"\+([\d,]+) nodes?", digraph.source)
    )
    assert len(drawn_ids(digraph)) + hidden == len(tictactoe_full)


def test_max_ply_cuts_below_the_ply(hiroi):
    digraph = render_tree(hiroi, max_ply=1)
    assert drawn_ids(digraph) == [0, 1, 7]  # the root R and its children A and B
    assert 'label="+5 nodes"' in digraph.source and 'label="+3 nodes"' in digraph.source
    assert "id=c1" in digraph.source and "id=ce1" in digraph.source


def test_fold_keeps_the_node_and_summarises_below(hiroi):
    digraph = render_tree(hiroi, fold=[1])
    assert drawn_ids(digraph) == [0, 1, 7, 8, 9, 10]
    assert 'label="+5 nodes"' in digraph.source


def test_bad_options_say_what_is_wrong(hiroi):
    with pytest.raises(InvalidSearchError, match="max_ply"):
        render_tree(hiroi, max_ply=-1)
    with pytest.raises(InvalidSearchError, match="99"):
        render_tree(hiroi, fold=[99])


# -- boards and legend ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "game, moves, depth", [("tictactoe", "b2 a1 c3 a3 a2", None), ("reversi-4x4", "", 2)]
)
def test_board_thumbnails_are_embedded(game, moves, depth):
    trace = traced(game, moves=moves, depth=depth)
    svg = tree_svg(trace, boards=True)
    assert svg.count("data:image/svg+xml;base64,") == len(trace)
    assert tree_svg(trace, boards=True) == svg  # still deterministic


def test_legend_renders():
    svg = html.unescape(render_legend().pipe(format="svg", encoding="utf-8"))
    for text in ("fail-low", "fail-high", "exact", "null-window", "re-search", "cutoff", "hit"):
        assert text in svg


@pytest.mark.parametrize(
    ("algorithm", "options"),
    [("alphabeta", {}), ("negascout", {"scout_first": True}), ("mtdf", {}), ("minimax", {})],
)
def test_the_bold_line_is_the_line_the_search_reports(algorithm, options):
    result = solve(PI_TREE, algorithm=algorithm, trace=True, **options)
    pv = principal_variation(result.trace)
    assert tuple(result.trace.nodes[k].move for k in pv[1:]) == result.pv


# -- layout ---------------------------------------------------------------------------------
def test_left_alignment_pulls_each_parent_over_its_first_child_only(hiroi):
    source = render_tree(hiroi, align="left").source
    tails = re.findall(r"^\t(\w+) -> \w+ \[.*\bweight=", source, re.MULTILINE)
    parents = {f"n{node.parent}" for _, node in hiroi.walk() if node.parent >= 0}
    assert sorted(tails) == sorted(parents)  # one weighted edge per parent
    first = {k: hiroi.children(k)[0] for k, _ in hiroi.walk() if hiroi.children(k)}
    for k, child in first.items():
        assert re.search(rf"\tn{k} -> n{child} \[.*\bweight=", source)
    assert "weight" not in render_tree(hiroi, align="centre").source


def test_auto_alignment_centres_a_tree_that_fits(hiroi):
    assert render_tree(hiroi).source == render_tree(hiroi, align="centre").source


def test_align_names_its_choices(hiroi):
    with pytest.raises(InvalidSearchError, match="auto, centre, left"):
        render_tree(hiroi, align="center")


# -- node types ---------------------------------------------------------------------------
@pytest.mark.parametrize("algorithm", ["alphabeta", "negascout", "mtdf"])
def test_every_node_shows_its_type_with_the_same_ids_and_colours(algorithm):
    trace = traced(PI_TREE, algorithm)
    plain, typed = svg_groups(trace), svg_groups(trace, node_types=True)
    assert plain.keys() == typed.keys()
    for k, want in enumerate(expected_types(trace)):
        assert stroke(typed[f"n{k}"][1]) == stroke(plain[f"n{k}"][1])
        assert str(want) in text(typed[f"n{k}"][1])
        assert str(want) not in text(plain[f"n{k}"][1])


def test_the_option_off_draws_what_it_drew_before():
    trace = traced(PI_TREE)
    source = render_tree(trace).source
    assert source == render_tree(trace, node_types=False).source
    assert not any(f">{line}<" in source for lines in node_type_lines(trace) for line in lines)


def test_a_node_that_did_otherwise_says_what_it_did():
    game = TreeGame([[[1, 2], [3, 4]], [[5, 6], [7, 8]], [[9, 10], [11, 12]]])
    worst = traced(ordered(game, best_first=False))
    second = worst.children(0)[1]
    assert text(svg_groups(worst, node_types=True)[f"n{second}"][1]).endswith("CUTdid PV")
    best = render_tree(traced(ordered(game)), node_types=True).source
    assert ">did " not in best


def test_the_legend_explains_the_type_line_only_when_asked():
    typed = html.unescape(render_legend(node_types=True).pipe(format="svg", encoding="utf-8"))
    plain = html.unescape(render_legend().pipe(format="svg", encoding="utf-8"))
    assert "(Knuth & Moore):" in typed and "did PV" in typed
    assert "Knuth & Moore" not in plain


# -- solution trees -----------------------------------------------------------------------
def bold_nodes_and_edges(source):
    """The node ids drawn bold, and the ids of the nodes whose incoming edge is bold."""
    bold = f"penwidth={STYLE.pv_pen}"
    nodes = {
        int(k) for k, attrs in re.findall(r"^\tn(\d+) \[(.*)\]$", source, re.M) if bold in attrs
    }
    edges = {
        int(k)
        for k, attrs in re.findall(r"^\t\w+ -> n(\d+) \[(.*)\]$", source, re.M)
        if bold in attrs
    }
    return nodes, edges


@pytest.mark.parametrize(
    "trace",
    [
        traced(PI_TREE, "nws", gamma=7),  # fails low (the value is 6): MIN's strategy
        traced(PI_TREE, "nws", gamma=6),  # fails high: MAX's strategy
        traced("tictactoe", "nws", gamma=0, moves="b2 a1 c1 a3 a2", tt=False),
    ],
)
def test_a_solution_tree_is_drawn_bold_instead_of_the_principal_variation(trace):
    tree = solution_tree(trace)
    assert 1 < len(tree) < len(trace)  # a proof that leaves some of the search out
    nodes, edges = bold_nodes_and_edges(render_tree(trace, solution=tree).source)
    assert nodes == tree.nodes
    assert edges == tree.nodes - {tree.root}
    groups = svg_groups(trace, solution=tree)
    for k in range(len(trace)):
        proof = "solution" if k in tree.nodes else None
        assert groups[f"n{k}"][0].split()[1:] == ([proof] if proof else [])
        if k:
            assert groups[f"e{k}"][0].split()[1:] == ([proof] if k in edges else [])


def test_the_caption_and_the_root_say_what_is_proved_and_by_whom():
    trace = traced(PI_TREE, "nws", gamma=7)
    tree = solution_tree(trace)
    diagram = render_tree(trace, solution=tree)
    caption = (
        "Bold: the solution tree proving the root ≤ 6, a strategy for MIN (max solution tree): "
        "one move at MIN's nodes, every move at MAX's."
    )
    assert caption in diagram.source and diagram.description.endswith(caption)
    labels = {k: text(group) for k, (_, group) in svg_groups(trace, solution=tree).items()}
    assert labels["n0"].endswith("MIN'sstrategy")
    assert [k for k, label in labels.items() if k[0] == "n" and "strategy" in label] == ["n0"]


def test_each_pass_of_mtdf_with_its_own_strategy(mtdf):
    trees = pass_solution_trees(mtdf)
    groups = svg_groups(mtdf, solution=trees)
    names = mtdf.game.player_names
    for tree in trees:
        assert text(groups[f"n{tree.root}"][1]).endswith(f"{names[tree.prover]}'sstrategy")
    nodes, _ = bold_nodes_and_edges(render_tree(mtdf, solution=trees).source)
    assert nodes == set().union(*(tree.nodes for tree in trees))
    assert (
        "Bold: 3 solution trees, each with whose strategy"
        in render_tree(mtdf, solution=trees).description
    )


def test_without_a_solution_the_diagram_is_unchanged(hiroi):
    source = render_tree(hiroi).source
    assert source == render_tree(hiroi, solution=None).source
    assert "solution" not in source and "strategy" not in source


def test_a_solution_tree_of_another_trace_is_refused(hiroi, mtdf):
    with pytest.raises(InvalidSearchError, match="another trace"):
        render_tree(hiroi, solution=pass_solution_trees(mtdf)[0])
    with pytest.raises(InvalidSearchError, match="SolutionTree"):
        render_tree(hiroi, solution=[0, 1])


def test_the_legend_explains_solution_trees_only_when_asked():
    asked = html.unescape(render_legend(solution=True).pipe(format="svg", encoding="utf-8"))
    plain = html.unescape(render_legend().pipe(format="svg", encoding="utf-8"))
    assert "a solution tree," in asked and "MAX's" in asked
    assert "solution tree" not in plain
