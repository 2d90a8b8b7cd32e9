import assert from "node:assert/strict";
import { afterEach, test } from "node:test";
import { pageEngine } from "../../gamesearch/frontend/engine.js";

afterEach(() => {
  delete globalThis.gamesearchGraphviz;
});

test("a page with the engine hands it over at once", async () => {
  globalThis.gamesearchGraphviz = { ready: Promise.resolve("viz") };
  assert.equal(await pageEngine(), "viz");
});

test("a page without one keeps everyone waiting until it comes, then gives it to all", async () => {
  const waiting = [pageEngine(), pageEngine(), pageEngine()];
  let settled = false;
  Promise.all(waiting).then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.equal(settled, false); // still no engine on the page: they wait
  globalThis.gamesearchGraphviz = { ready: Promise.resolve("viz") };
  assert.deepEqual(await Promise.all(waiting), ["viz", "viz", "viz"]);
});
