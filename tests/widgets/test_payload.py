"""The contract between Python and the player: the data is what payload.py declares (its
exported JSON Schema, which is current), and the front end shows at every cursor what
:class:`StepperModel` (the reference) says is there."""

import json
import sys
from array import array
from pathlib import Path

import jsonschema
import pytest
from columns import column
from replay_js import replay
from stepper_searches import SEARCHES

from gamesearch.errors import InvalidSearchError
from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.jsonnum import interval_from_json
from gamesearch.search import solve
from gamesearch.trace import pass_solution_trees, solution_tree
from gamesearch.widgets import Stepper
from gamesearch.widgets.payload import COLUMNS, VERSION, PlayerData, json_ready
from gamesearch.widgets.stepper_data import _Columns
from gamesearch.widgets.stepper_model import outcome_text

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import player_schema  # noqa: E402

SCHEMA = player_schema.schema()
#: Players with every option of the whole tree, beside the searches of every event kind.
PLAYERS = {
    **{name: (lambda make=make: Stepper(make())) for name, make in SEARCHES.items()},
    "true-values": lambda: Stepper(
        solve(HIROI_TREE, algorithm="nws", gamma=4, trace=True), show_true=True
    ),
    "types-folded": lambda: Stepper(
        solve(PI_TREE, algorithm="alphabeta", trace=True), node_types=True, max_ply=2, fold=[1]
    ),
    "quiz-passes": lambda: Stepper(solve(PI_TREE, algorithm="mtdf", trace=True), quiz=True),
    "too-large": lambda: Stepper(solve(PI_TREE, algorithm="minimax", trace=True), max_nodes=10),
}


@pytest.fixture(scope="module", params=PLAYERS)
def stepper(request):
    return PLAYERS[request.param]()


def test_the_front_ends_typedefs_are_what_payload_py_declares():
    for path, text in player_schema.generated().items():
        assert path.read_text(encoding="utf-8") == text, (
            f"{path.name} is stale: run `python scripts/player_schema.py`"
        )
    assert set(SCHEMA["$defs"]["PlayerData"]["required"]) == set(PlayerData.__annotations__)


def test_the_data_is_valid_json_that_the_schema_accepts(stepper):
    text = json.dumps(json_ready(stepper.data), ensure_ascii=False, allow_nan=False)
    jsonschema.Draft202012Validator(SCHEMA).validate(json.loads(text))  # no NaN, no Infinity
    assert stepper.data["version"] == VERSION


def test_the_columns_are_bytes_of_one_number_per_node_and_per_event(stepper):
    data, model = stepper.data, stepper.model
    size = {"Int8": 1, "Int16": 2, "Int32": 4, "Float32": 4, "Float64": 8}
    count, n = len(model.trace), len(model)
    for part, length in (("nodes", {}), ("events", {"kind": n, "id": n, "entered": n + 1})):
        assert set(data[part]) == set(COLUMNS[part]) == set(data["types"][part])
        for name, kind in data["types"][part].items():
            sent = data[part][name]
            assert isinstance(sent, bytes), (part, name)
            assert len(sent) == size[kind] * length.get(name, count), (part, name)
            assert kind.startswith("Int") == (COLUMNS[part][name] == "int"), (part, name)
    # each column holds the trace's own numbers, in the narrowest type that holds them
    assert column(data, "nodes", "alpha") == list(model.trace.alpha)
    assert column(data, "nodes", "parent") == list(model.trace.parent)
    assert column(data, "events", "id") == [code >> 3 for code in model.trace.codes]
    assert data["types"]["nodes"]["to_move"] == "Int8"


def test_a_column_is_as_wide_as_its_numbers_need():
    packer = _Columns()
    wide = [0, 1 << 20]
    assert array("i", wide).tobytes() == packer.pack("nodes", "parent", wide)
    assert array("h", [-1, 300]).tobytes() == packer.pack("nodes", "name", [-1, 300])
    third = [1 / 3, float("-inf")]
    assert array("d", third).tobytes() == packer.pack("nodes", "alpha", third)
    halves = [2.5, float("inf"), float("nan")]
    assert array("f", halves).tobytes() == packer.pack("nodes", "value", halves)
    assert packer.types["nodes"] == {
        "parent": "Int32",
        "name": "Int16",
        "alpha": "Float64",
        "value": "Float32",
    }


def test_the_schema_refuses_what_the_declaration_does_not_allow():
    data = json.loads(json.dumps(json_ready(Stepper(SEARCHES["nws"]()).data)))  # its JSON form
    validator = jsonschema.Draft202012Validator(SCHEMA)
    assert validator.is_valid(data)
    for wrong in (
        {**data, "colour": "red"},  # a field the declaration does not have
        {**data, "nodes": {**data["nodes"], "bound": [1, 2]}},  # not bytes
        {**data, "version": 1},
    ):
        assert not validator.is_valid(wrong)


def test_the_front_end_shows_at_every_cursor_what_the_model_says(stepper):
    data, model = stepper.data, stepper.model
    frames = replay(data)
    assert len(frames) == len(model) + 1
    for cursor, shown in enumerate(frames):
        model.go(cursor)
        step = model.step()
        assert shown["node"] == step.node, cursor
        window = shown["window"] and interval_from_json(shown["window"][:2])
        assert window == step.window, cursor
        test, asked = shown["test"], step.test
        assert (test and (test["relation"], test["v"])) == (asked and (asked.relation, asked.v))
        answer = None if asked is None or step.bound is None else asked.answer(step.bound)
        assert (test and test["answer"]) == answer, cursor
        assert (shown["value"], shown["bound"]) == (step.value, step.bound), cursor
        status = shown["status"]
        assert status == model.status_at(cursor), cursor
        assert shown["sentence"] == model.sentence_at(cursor), cursor
        question, asked = shown["question"], model.question(cursor)
        assert (question is None) == (asked is None), cursor
        if asked is not None:
            assert (question["kind"], question["prompt"]) == (asked.kind, asked.prompt), cursor
            assert question["choices"] == list(asked.choices), cursor
            assert question["answer"] == asked.answer, cursor
        assert status.startswith(f"Event {cursor:,} of {len(model):,}")
        assert (step.event is None) == (status == f"Event 0 of {len(model):,}")
        if step.window is not None:
            assert ("window (" in status) and ("window (" in shown["line"])
        if step.value is not None:
            assert "returned" in status or "answered" in status
        game = model.trace.game
        drawn = game.node_label(model.trace.root) is None
        want = [game.render_svg(step.state, 150), game.describe(step.state)] if drawn else None
        assert shown["pictures"] == want, cursor
    model.go(0)


def test_the_node_list_says_what_the_model_knows_of_each_node(stepper):
    data, model = stepper.data, stepper.model
    for cursor, shown in enumerate(replay(data)):
        if shown["node"] is None:
            continue
        k, node = shown["node"], model.trace.nodes[shown["node"]]
        name = data["texts"][column(data, "nodes", "name")[k]]
        assert shown["said"].startswith(f"{name}: ")
        model.go(cursor)
        if k in model.exited:
            assert f"returned {outcome_text(node)}" in shown["said"], cursor
            assert node.value is not None
        else:
            assert "searching" in shown["said"]
    model.go(0)


def test_no_sentence_or_question_is_sent_only_numbers_per_node_and_per_event():
    data = json_ready(Stepper(SEARCHES["tictactoe-table"]()).data)
    text = json.dumps(data, ensure_ascii=False)
    model = Stepper(SEARCHES["tictactoe-table"]()).model
    for cursor in (1, len(model) // 2, len(model)):
        assert model.sentence_at(cursor) not in text
    asked = next(q for c in range(len(model)) if (q := model.question(c)) is not None)
    assert asked.prompt not in text
    assert set(data) >= {"texts", "codes"} and not {"questions", "choices"} & set(data)


def test_a_tree_option_the_player_does_not_take_is_refused_by_name():
    with pytest.raises(InvalidSearchError, match=r"no option 'boards'.*max_ply"):
        Stepper(SEARCHES["nws"](), boards=True)
    with pytest.raises(InvalidSearchError, match=r"did you mean 'max_ply'"):
        Stepper(SEARCHES["nws"](), max_plies=2)


# -- the solution trees the player shows (S) -----------------------------------------------------
PI_MTDF = lambda: solve(PI_TREE, algorithm="mtdf", ordering="natural", trace=True)  # noqa: E731
TICTACTOE_03 = "b2 a1 c1 a3 a2"  # notebook 03's position, O to move


def test_the_player_receives_each_mtdf_passs_solution_tree_on_the_pi_tree():
    """The traces of tests/trace/test_proof.py, which checks these solution trees against
    strategies computed from the game alone."""
    result = PI_MTDF()
    proofs = Stepper(result).data["proofs"]
    trees = pass_solution_trees(result.trace)
    assert len(proofs) == len(trees) == len(result.trace.passes) == 6
    for sent, tree, record in zip(proofs, trees, result.trace.passes, strict=True):
        assert (sent["root"], sent["bound"], sent["prover"]) == (tree.root, tree.bound, tree.prover)
        assert sent["nodes"] == sorted(tree.nodes)
        assert sent["tag"] == ("MAX's strategy" if tree.prover == 0 else "MIN's strategy")
        assert sent["said"].startswith(f"pass {record.number} proved {tree.claim}: ")
        assert (
            f"a strategy for {'MAX' if tree.prover == 0 else 'MIN'} of {len(tree)} nodes"
            in (sent["said"])
        )
    assert [p["bound"] for p in proofs] == ["lower"] * 5 + ["upper"]  # 5 fail high, then low


@pytest.mark.parametrize("gamma", [0, 1])
def test_the_player_receives_a_tictactoe_tests_strategy(gamma):
    result = solve(
        "tictactoe",
        moves=TICTACTOE_03,
        algorithm="nws",
        gamma=gamma,
        ordering="natural",
        tt=False,
        trace=True,
    )
    tree = solution_tree(result.trace)
    (sent,) = Stepper(result).data["proofs"]
    assert sent["nodes"] == sorted(tree.nodes) and sent["root"] == 0
    # O is to move: "≥ 0? yes" is O's strategy, "≥ 1? no" is X's
    assert (sent["bound"], sent["tag"]) == (
        ("lower", "O's strategy") if gamma == 0 else ("upper", "X's strategy")
    )
    assert sent["said"] == (
        f"the search proved {tree.claim}: a strategy for "
        f"{'O' if gamma == 0 else 'X'} of {len(tree)} nodes"
    )


def test_a_search_that_proves_no_bound_sends_no_proof():
    assert Stepper(SEARCHES["negascout"]()).data["proofs"] == []  # an exact root value
    assert Stepper(SEARCHES["budget-stopped"]()).data["proofs"] == []  # it never returned


def test_the_front_end_shows_each_solution_tree_once_its_root_has_returned(stepper):
    """What the front end marks with S on, at every cursor, is what the model says is
    proved there, and the node list says whose strategy each marked node is in."""
    data, model = stepper.data, stepper.model
    names = model.trace.game.player_names
    for cursor, shown in enumerate(replay(data)):
        proved = model.proved(cursor)
        assert shown["proved"] == sorted(set().union(*(t.nodes for t in proved))), cursor
        for k, said in shown["strategies"]:
            (tree,) = [t for t in proved if k in t]
            root = ", its root" if k == tree.root else ""
            assert said.endswith(f"; in {names[tree.prover]}'s strategy{root}"), (cursor, said)
        if data["proofs"]:
            last = [p["said"] for p in data["proofs"] if p["root"] in {t.root for t in proved}]
            assert shown["proof_said"] == (last[-1] if last else "no strategy proved yet")
    assert not data["proofs"] or shown["proved"], "nothing shown at the end"
