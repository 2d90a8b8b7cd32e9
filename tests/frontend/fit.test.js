import assert from "node:assert/strict";
import { test } from "node:test";
import {
  boardBeside,
  leastScale,
  pictureWidth,
  scrollDelta,
} from "../../gamesearch/frontend/player/fit.js";
import { treePlacement, treeScale, viewHeight } from "../../gamesearch/frontend/player/layout.js";
import { FLOOR, FOCUS_FONT, PANELS, TREE } from "../../gamesearch/frontend/player/sizes.js";

test("no text of the focused view or the panels is under the floor at zoom 1", () => {
  for (const [name, px] of Object.entries({ ...FOCUS_FONT, ...PANELS })) {
    if (name !== "control") assert.ok(px >= FLOOR.focus, `${name}: ${px} px`);
  }
});

test("the least scale brings the smallest text up to the floor, any scale without text", () => {
  assert.equal(leastScale(12, 13), 13 / 12);
  assert.equal(leastScale(26, 13), 0.5);
  assert.equal(leastScale(0, 13), 0);
});

test("a picture shows as wide as makes its text the floor, and grows with the zoom", () => {
  assert.equal(pictureWidth(420, 12, 16, 1), 560);
  assert.equal(pictureWidth(420, 12, 16, 1.5), 840);
  assert.equal(pictureWidth(300, 15, 15, 1), 300);
});

test("scrolling: none when in sight, the least that brings it in, else its bottom", () => {
  const area = { top: 100, bottom: 700 };
  assert.equal(scrollDelta({ top: 200, bottom: 500 }, area), 0);
  assert.equal(scrollDelta({ top: 600, bottom: 760 }, area), 60); // below: down to its bottom
  assert.equal(scrollDelta({ top: 40, bottom: 300 }, area), -60); // above: up to its top
  assert.equal(scrollDelta({ top: -50, bottom: 900 }, area), 200); // too tall: its bottom in
  assert.equal(scrollDelta({ top: 100, bottom: 700 }, area), 0);
});

test("the whole tree never shrinks its text under the floor: too big, it follows", () => {
  const size = { w: 1600, h: 400 };
  const at = { width: 800, height: 400, size, zoom: 1, whole: true, centre: { x: 1200, y: 200 } };
  const fitted = treePlacement(at);
  assert.equal(fitted.scale, 0.5); // no floor: fitted to the view
  const least = leastScale(12, 13);
  const kept = treePlacement({ ...at, least });
  assert.equal(kept.scale, least);
  // the current node stays in the view
  const x = kept.tx + 1200 * kept.scale;
  const y = kept.ty + 200 * kept.scale;
  assert.ok(x >= 0 && x <= 800 && y >= 0 && y <= 400, `${x}, ${y}`);
  // a tree that fits at that scale is fitted, up to TREE.maxScale
  const small = treePlacement({ ...at, size: { w: 200, h: 100 }, least });
  assert.equal(small.scale, TREE.maxScale);
});

test("zoom scales the whole tree from the least readable scale, never under its own size", () => {
  assert.equal(treeScale(1, 0), 1);
  assert.equal(treeScale(1, 0.5), 1);
  assert.equal(treeScale(1, 1.25), 1.25);
  assert.equal(treeScale(1.5, 1.25), 1.875);
  const big = { width: 400, height: 300, size: { w: 300, h: 200 }, whole: false };
  assert.equal(treePlacement({ ...big, zoom: 1, least: 1.25 }).scale, 1.25);
  assert.equal(treePlacement({ ...big, zoom: 2, least: 1.25 }).scale, 2.5);
  assert.equal(viewHeight({ w: 300, h: 200 }, 420, 1.25), 200 * 1.25 + TREE.pad);
});

test("the board goes beside the view where in the sentence's row it leaves the view too low", () => {
  const lowest = 200;
  // in the row: room enough stays; too little goes beside
  assert.equal(boardBeside({ beside: false, left: 250, extra: 150, lowest }), false);
  assert.equal(boardBeside({ beside: false, left: 95, extra: 150, lowest }), true);
  // beside: back in the row only once the row would still leave the view its height
  assert.equal(boardBeside({ beside: true, left: 245, extra: 150, lowest }), true);
  assert.equal(boardBeside({ beside: true, left: 350, extra: 150, lowest }), false);
  // the same room decides the same way from either place: no flip-flop from one fit to the next
  for (const inRow of [50, 199, 200, 400]) {
    const fromRow = boardBeside({ beside: false, left: inRow, extra: 120, lowest });
    const fromSide = boardBeside({ beside: true, left: inRow + 120, extra: 120, lowest });
    assert.equal(fromRow, fromSide);
  }
  // a board no taller than the sentence costs the row nothing: it stays
  assert.equal(boardBeside({ beside: false, left: 50, extra: 0, lowest }), false);
});
