import assert from "node:assert/strict";
import { afterEach, test } from "node:test";
import { pageEngine } from "../../gamesearch/frontend/engine.js";

afterEach(() => {
  delete globalThis.gamesearchGraphviz;
  delete globalThis.gamesearchGraphvizAsked;
});

test("a page with the engine hands it over at once, asking no one", async () => {
  globalThis.gamesearchGraphviz = { ready: Promise.resolve("viz") };
  let asked = 0;
  assert.equal(await pageEngine(() => asked++), "viz");
  assert.equal(asked, 0);
});

test("a page without one asks once, however many wait, and all get it when it comes", async () => {
  let asked = 0;
  const waiting = [pageEngine(() => asked++), pageEngine(() => asked++), pageEngine()];
  assert.equal(asked, 1);
  let settled = false;
  Promise.all(waiting).then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.equal(settled, false); // still no engine on the page: they wait
  globalThis.gamesearchGraphviz = { ready: Promise.resolve("viz") };
  assert.deepEqual(await Promise.all(waiting), ["viz", "viz", "viz"]);
  assert.equal(asked, 1);
});
