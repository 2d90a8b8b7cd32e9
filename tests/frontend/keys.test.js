import assert from "node:assert/strict";
import { test } from "node:test";
import { keyAction, SHORTCUTS } from "../../gamesearch/frontend/player/keys.js";

test("arrows, Page keys, Home and End move; letters toggle; + and − zoom", () => {
  const cases = {
    ArrowRight: "forward",
    PageDown: "forward",
    ArrowLeft: "back",
    PageUp: "back",
    Home: "first",
    End: "last",
    w: "whole",
    s: "proof",
    q: "quiz",
    p: "play",
    "+": "zoomIn",
    "-": "zoomOut",
  };
  for (const [key, action] of Object.entries(cases)) {
    assert.deepEqual(keyAction(key), { action }, key);
  }
});

test("Space steps on the player itself but leaves a focused button its own Space", () => {
  assert.deepEqual(keyAction(" ", { onPlayer: true }), { action: "forward" });
  assert.equal(keyAction(" ", { onPlayer: false }), null);
  assert.deepEqual(keyAction("ArrowRight", { onPlayer: false }), { action: "forward" });
});

test("digits answer and Escape closes only while a question is open", () => {
  assert.deepEqual(keyAction("1", { asking: true }), { action: "answer", choice: 0 });
  assert.deepEqual(keyAction("3", { asking: true }), { action: "answer", choice: 2 });
  assert.deepEqual(keyAction("Escape", { asking: true }), { action: "close" });
  assert.equal(keyAction("1", { asking: false }), null);
  assert.equal(keyAction("Escape", { asking: false }), null); // the page's own Escape
  assert.equal(keyAction("0", { asking: true }), null);
});

test("other keys are let through to the page", () => {
  for (const key of ["a", "Enter", "Tab", "W", "constructor", "toString"]) {
    assert.equal(keyAction(key), null, key);
  }
});

test("the keys the player announces are the keys it takes", () => {
  const named = { Space: " ", Plus: "+", Minus: "-", P: "p", W: "w", S: "s", Q: "q" };
  for (const name of SHORTCUTS.split(" ")) {
    const key = named[name] ?? name;
    assert.ok(keyAction(key, { asking: true }) !== null, name);
  }
});
