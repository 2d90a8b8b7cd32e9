// The data Python sends is valid against the schema exported from
// gamesearch/widgets/payload.py, and reads (payload.readData) into the shape of the data the
// front end's tests use (fixture.js); data of another version is refused.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";
import Ajv2020 from "ajv/dist/2020.js";
import { checkData } from "../../gamesearch/frontend/player/payload.js";
import { VERSION } from "../../gamesearch/frontend/player/payload.types.js";
import { searchData } from "./fixture.js";
import { python, root } from "./python.js";

// The schema is made from payload.py when asked (scripts/player_schema.py), never stored.
const schema = JSON.parse(
  execFileSync(python, ["scripts/player_schema.py", "--schema"], { cwd: root, encoding: "utf8" }),
);
const validate = new Ajv2020({ allErrors: true }).compile(schema);

/** The data Python sends for the π tree's null-window test (γ = 4), as a page carries it. */
const sent = JSON.parse(
  execFileSync(
    python,
    [
      "-c",
      "import json; from gamesearch.games.trees import PI_TREE; from gamesearch.search import solve;" +
        " from gamesearch.widgets import Stepper; from gamesearch.widgets.payload import json_ready;" +
        " print(json.dumps(json_ready(Stepper(solve(PI_TREE, algorithm='nws', gamma=4," +
        " trace=True)).data), ensure_ascii=False))",
    ],
    { cwd: root, encoding: "utf8" },
  ),
);

test("the data Python sends is valid PlayerData, and reads into the tests' data's shape", () => {
  assert.ok(validate(sent), JSON.stringify(validate.errors, null, 1));
  const D = checkData(sent);
  const fixture = searchData([-1, 0]);
  for (const part of [D, D.nodes, D.events, D.words]) {
    const same = [fixture, fixture.nodes, fixture.events, fixture.words][
      [D, D.nodes, D.events, D.words].indexOf(part)
    ];
    assert.deepEqual(Object.keys(part).sort(), Object.keys(same).sort());
  }
  assert.equal(D.nodes.parent.length, D.nodes.entry.length);
  assert.equal(D.events.entered.length, D.n + 1);
  assert.ok(
    D.nodes.alpha instanceof { Float32: Float32Array, Float64: Float64Array }[D.types.nodes.alpha],
  );
  assert.deepEqual([D.nodes.alpha[0], D.nodes.beta[0]], [3, 4]); // the null window (γ − 1, γ)
});

test("the schema refuses data with a field missing, a field too many or a wrong type", () => {
  const { title, ...untitled } = sent;
  assert.equal(validate(untitled), false);
  assert.equal(validate({ ...sent, extra: 1 }), false);
  assert.equal(validate({ ...sent, n: "2" }), false);
  assert.equal(validate({ ...sent, nodes: { ...sent.nodes, alpha: [0] } }), false);
  const proof = { root: 0, bound: "exact", prover: 0, tag: "", said: "", nodes: [0] };
  assert.equal(validate({ ...sent, proofs: [proof] }), false); // exact proves no bound
});

test("the player reads its own version and refuses another, saying what to do", () => {
  const data = searchData([-1]);
  assert.equal(data.version, VERSION);
  assert.equal(checkData(data), data);
  assert.throws(
    () => checkData({ ...data, version: 1 }),
    new RegExp(`reads data of version ${VERSION}, and got data of version 1.*Run the cell again`),
  );
  assert.throws(() => checkData(null), /got data of no version/);
});

test("the schema and the typedefs declare the same version", () => {
  assert.deepEqual(schema.$defs.PlayerData.properties.version.enum, [VERSION]);
});
