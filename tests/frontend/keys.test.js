import assert from "node:assert/strict";
import { test } from "node:test";
import { KEYS, keyAction, SHORTCUTS } from "../../gamesearch/frontend/player/keys.js";

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
    i: "where",
    "?": "help",
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

test("a letter counts in either case (Caps Lock, Shift)", () => {
  assert.deepEqual(keyAction("W"), { action: "whole" });
  assert.deepEqual(keyAction("I"), { action: "where" });
});

test("other keys are let through to the page: the notebook's own M, D, A, B, X and 0", () => {
  for (const key of ["a", "b", "d", "m", "x", "0", "Enter", "Tab", "constructor", "toString"]) {
    assert.equal(keyAction(key), null, key);
  }
});

test("the keys the player announces are the keys it takes, one list for both", () => {
  const named = { Space: " ", Plus: "+", Minus: "-", "Shift+?": "?" };
  for (const name of SHORTCUTS.split(" ")) {
    const key = named[name] ?? name;
    assert.ok(keyAction(key, { asking: true }) !== null, name);
  }
  for (const k of KEYS) {
    assert.equal(k.keys.length, k.names.length, k.shown);
    for (const key of k.keys) {
      if (k.action) assert.deepEqual(keyAction(key), { action: k.action }, key);
    }
    assert.ok(k.shown && k.does, "every key is shown and says what it does");
  }
});

test("the where-am-I key clashes with none of the other keys", () => {
  const all = KEYS.flatMap((k) => k.keys);
  assert.equal(new Set(all).size, all.length);
});
