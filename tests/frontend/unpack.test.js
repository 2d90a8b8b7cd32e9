// A page's packed data (gamesearch.widgets.page_data.pack) unpacks to exactly the data
// Python made: its JSON form (payload.json_ready) byte for byte, the columns written as
// differences summed back in their own type, wrapping at each type's ends as Python did;
// a browser with no DecompressionStream is told so.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";
import { checkData } from "../../gamesearch/frontend/player/payload.js";
import {
  canUnpack,
  NO_DECOMPRESSION,
  unpack,
  unpacked,
} from "../../gamesearch/frontend/player/unpack.js";
import { python, root } from "./python.js";

/** Python's `[packed, plain]` for each player: page_data.pack's text and json_ready's JSON. */
const PYTHON = `
import json, struct
from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.widgets import Stepper
from gamesearch.widgets.page_data import pack
from gamesearch.widgets.payload import json_ready

players = [
    Stepper(solve(HIROI_TREE, algorithm="nws", gamma=4, trace=True), quiz=True).data,
    Stepper(solve(PI_TREE, algorithm="mtdf", trace=True)).data,
    Stepper(solve("reversi-4x4", algorithm="negascout", trace=True)).data,
]
# each int type's ends, where a difference wraps: columns of DELTA and of no DELTA
ends = {"Int8": "b", "Int16": "h", "Int32": "i"}
def column(kind, values):
    return struct.pack("<%d%s" % (len(values), ends[kind]), *values)
edges = {
    "types": {"nodes": {"parent": "Int8", "exit_at": "Int16", "cut_child": "Int8", "board": "Int32"},
              "events": {"id": "Int32", "entered": "Int16"}},
    "nodes": {"parent": column("Int8", [-1, 127, -128, 0, 127, -128, -1]),
              "exit_at": column("Int16", [32767, -32768, 5, -32768, 32767]),
              "cut_child": column("Int8", [-128, 127]),
              "board": column("Int32", [2**31 - 1, -2**31, -1, 0, -2**31, 2**31 - 1])},
    "events": {"id": column("Int32", []), "entered": column("Int16", [3])},
}
print(json.dumps([[pack(d), json_ready(d)] for d in [*players, edges]], ensure_ascii=False))
`;
const sent = JSON.parse(
  execFileSync(python, ["-c", PYTHON], { cwd: root, encoding: "utf8", maxBuffer: 1 << 26 }),
);

/** `data` with each column (bytes) as base64, as payload.json_ready writes it. */
function plain(data) {
  const out = { ...data };
  for (const part of Object.keys(data.types)) {
    out[part] = { ...data[part] };
    for (const name of Object.keys(data.types[part])) {
      const bytes = data[part][name];
      out[part][name] = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(
        "base64",
      );
    }
  }
  return out;
}

test("a page's data unpacks to exactly the JSON form of the data Python made", async () => {
  for (const [packed, json] of sent) assert.deepEqual(plain(await unpack(packed)), json);
  const sizes = sent
    .slice(0, -1)
    .map(([packed, json]) => packed.length / JSON.stringify(json).length);
  assert.ok(Math.max(...sizes) < 0.6, `${sizes}`); // it pays on a 24-event textbook tree
  assert.ok(sizes[2] < 0.2, `${sizes[2]}`); // and more on the 2 684 events of 4 x 4 Reversi
});

test("the unpacked data reads as the plain JSON does, through the one check", async () => {
  const [packed, json] = sent[2]; // 4 x 4 Reversi: boards as cells
  const [fromPage, fromJson] = [checkData(await unpack(packed)), checkData(json)];
  for (const part of ["nodes", "events", "positions"]) {
    for (const name of Object.keys(json.types[part])) {
      assert.deepEqual([...fromPage[part][name]], [...fromJson[part][name]], `${part}.${name}`);
    }
  }
  assert.deepEqual(fromPage.questions, fromJson.questions);
});

test("columns are read in place, each at a multiple of 8 of the decompressed bytes", async () => {
  const data = await unpack(sent[2][0]);
  for (const name of ["cut_child", "alpha", "parent"]) {
    const column = data.nodes[name];
    assert.equal(column.byteOffset % 8, 0, name);
    assert.equal(column.buffer, data.nodes.cut_child.buffer, name); // one buffer, no copies
  }
});

test("data cut short is refused, naming the column it ends in", () => {
  const header = new TextEncoder().encode(
    JSON.stringify({
      data: { types: { events: { id: "Int32" } }, events: {} },
      columns: [["events", "id", 8, true]],
    }),
  );
  const bytes = new Uint8Array(4 + header.length + 3); // 8 bytes announced, at most 3 there
  new DataView(bytes.buffer).setUint32(0, header.length, true);
  bytes.set(header, 4);
  assert.throws(() => unpacked(bytes), /the page's data ends inside events.id/);
});

test("a browser with no DecompressionStream is told so, in one line", async () => {
  const saved = globalThis.DecompressionStream;
  delete globalThis.DecompressionStream;
  try {
    assert.equal(canUnpack(), false);
    await assert.rejects(unpack(sent[0][0]), { message: NO_DECOMPRESSION });
    assert.doesNotMatch(NO_DECOMPRESSION, /\n/);
  } finally {
    globalThis.DecompressionStream = saved;
  }
  assert.equal(canUnpack(), true);
});
