import assert from "node:assert/strict";
import { test } from "node:test";
import { pixels, renderOptions, tooWide } from "../../gamesearch/frontend/graph.js";

test("SVG lengths are read in CSS pixels", () => {
  assert.equal(pixels("72pt"), 96);
  assert.equal(pixels("300"), 300);
  assert.equal(pixels("300px"), 300);
  assert.equal(pixels("1in"), 96);
  assert.throws(() => pixels("wide"), /not an SVG length/);
  assert.throws(() => pixels("3em"), /unknown unit em/);
});

test("the wide layout replaces a drawing wider than the column, when there is one", () => {
  const spec = { dot: "digraph {}", wide_dot: "digraph { rankdir=LR }", column: 800 };
  assert.equal(tooWide(spec, "600pt"), false); // 800 px
  assert.equal(tooWide(spec, "601pt"), true);
  assert.equal(tooWide({ ...spec, wide_dot: null }, "2000pt"), false);
});

test("images are given to Graphviz by name with their sizes; the engine defaults to dot", () => {
  const spec = {
    dot: 'digraph { a [image="/tmp/b.svg"] }',
    images: {
      "/tmp/b.svg": { href: "data:image/svg+xml;base64,AA==", width: "45pt", height: "45pt" },
    },
  };
  assert.deepEqual(renderOptions(spec), {
    engine: "dot",
    images: [{ name: "/tmp/b.svg", width: "45pt", height: "45pt" }],
  });
  assert.equal(renderOptions({ ...spec, engine: "neato" }).engine, "neato");
  assert.deepEqual(renderOptions({ dot: "" }).images, []);
});
