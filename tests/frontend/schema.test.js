// The data the front end's tests use is the data Python sends: valid against the schema
// exported from gamesearch/widgets/payload.py; and data of another version is refused.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { test } from "node:test";
import Ajv2020 from "ajv/dist/2020.js";
import { checkData } from "../../gamesearch/frontend/player/payload.js";
import { VERSION } from "../../gamesearch/frontend/player/payload.types.js";
import { searchData } from "./fixture.js";

// The schema is made from payload.py when asked (scripts/player_schema.py), never stored.
const root = new URL("../../", import.meta.url);
const venv = new URL(".venv/bin/python", root);
const python = process.env.PYTHON ?? (existsSync(venv) ? venv.pathname : "python3");
const schema = JSON.parse(
  execFileSync(python, ["scripts/player_schema.py", "--schema"], { cwd: root, encoding: "utf8" }),
);
const validate = new Ajv2020({ allErrors: true }).compile(schema);

test("the tests' data is valid PlayerData", () => {
  const data = searchData([-1, 0, 1, 1, 0], {
    tree: { cutoffs: [[1, 5]], pruned: [[1, ["x"]]], hidden: [[4, 0]] },
    tests: [[2, ">", 3, null, null, null, "test: is t > 3?", ""]],
    proofs: [
      { root: 0, bound: "lower", prover: 0, tag: "MAX's strategy", said: "", nodes: [0, 4] },
    ],
  });
  assert.ok(validate(data), JSON.stringify(validate.errors, null, 1));
});

test("the schema refuses data with a field missing, a field too many or a wrong type", () => {
  const { title, ...untitled } = searchData([-1]);
  assert.equal(validate(untitled), false);
  assert.equal(validate({ ...searchData([-1]), extra: 1 }), false);
  assert.equal(validate({ ...searchData([-1]), n: "2" }), false);
  assert.equal(validate(searchData([-1], { nodes: { alpha: ["-Infinity"] } })), false);
  const proof = { root: 0, bound: "exact", prover: 0, tag: "", said: "", nodes: [0] };
  assert.equal(validate(searchData([-1], { proofs: [proof] })), false); // exact proves no bound
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
