import assert from "node:assert/strict";
import { afterEach, mock, test } from "node:test";
import { ASK_AGAIN_MS, pageEngine } from "../../gamesearch/frontend/engine.js";

afterEach(() => {
  mock.timers.reset();
  delete globalThis.gamesearchGraphviz;
  delete globalThis.gamesearchGraphvizAsked;
  delete globalThis.gamesearchGraphvizAsk;
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

test("an ask that is never answered is asked again, later and later, by the newest player", async () => {
  mock.timers.enable({ apis: ["setInterval", "Date"] });
  const asks = [];
  const waiting = pageEngine(() => asks.push("first"));
  pageEngine(() => asks.push("second")); // a player shown later, while the page waits
  mock.timers.tick(ASK_AGAIN_MS - 100);
  assert.deepEqual(asks, ["first"]); // the kernel may just be busy: not yet
  mock.timers.tick(100);
  assert.deepEqual(asks, ["first", "second"]); // lost: asked again
  mock.timers.tick(2 * ASK_AGAIN_MS - 100);
  assert.deepEqual(asks, ["first", "second"]);
  mock.timers.tick(100);
  assert.deepEqual(asks, ["first", "second", "second"]);
  globalThis.gamesearchGraphviz = { ready: Promise.resolve("viz") };
  mock.timers.tick(100);
  assert.equal(await waiting, "viz");
  mock.timers.tick(10 * ASK_AGAIN_MS);
  assert.equal(asks.length, 3); // once it is there, no one asks
});
