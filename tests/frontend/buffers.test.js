// The payload's binary columns read the same from a widget's DataView and a page's base64.
import assert from "node:assert/strict";
import { test } from "node:test";
import { typedColumn } from "../../gamesearch/frontend/player/buffers.js";

const values = new Float64Array([1.5, Number.NEGATIVE_INFINITY, Number.NaN, -3]);
const base64 = Buffer.from(values.buffer).toString("base64");

test("a column reads the same from a DataView, an offset view and base64 text", () => {
  const fromView = typedColumn(new DataView(values.buffer), "Float64");
  const fromText = typedColumn(base64, "Float64");
  assert.ok(fromView instanceof Float64Array && fromText instanceof Float64Array);
  assert.deepEqual([...fromView], [...values]);
  assert.deepEqual([...fromText], [...values]);
  // a buffer that starts at an odd byte (a message's parts) is copied to read aligned
  const shifted = new Uint8Array(values.byteLength + 1);
  shifted.set(new Uint8Array(values.buffer), 1);
  const odd = new DataView(shifted.buffer, 1, values.byteLength);
  assert.deepEqual([...typedColumn(odd, "Float64")], [...values]);
  const ints = new Int32Array([-1, 0, 7]);
  assert.deepEqual([...typedColumn(new DataView(ints.buffer), "Int32")], [-1, 0, 7]);
});

test("bytes that are not a column are refused, naming it", () => {
  assert.throws(() => typedColumn([1, 2], "Int32", "nodes.parent"), /no bytes for nodes.parent/);
  assert.throws(
    () => typedColumn(new DataView(new ArrayBuffer(6)), "Int32", "nodes.parent"),
    /nodes.parent holds 6 bytes: not a whole number of Int32/,
  );
});
