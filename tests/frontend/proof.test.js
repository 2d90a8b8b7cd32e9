import assert from "node:assert/strict";
import { test } from "node:test";
import {
  drawEdge,
  drawFocus,
  drawNode,
  drawWhole,
  LOOKS,
  tagPlace,
} from "../../gamesearch/frontend/player/drawing.js";
import { focusLayout } from "../../gamesearch/frontend/player/layout.js";
import { nodeText } from "../../gamesearch/frontend/player/mirror.js";
import {
  lastProved,
  proofStatus,
  proofWords,
  provedAt,
} from "../../gamesearch/frontend/player/proof.js";
import { PEN, SOLUTION } from "../../gamesearch/frontend/player/sizes.js";
import { treeOf } from "../../gamesearch/frontend/player/tree.js";
import { nodeBox, wholeLayout } from "../../gamesearch/frontend/player/treelayout.js";
import { exitOf, STYLE, searchData } from "./fixture.js";

/** A proof of node `root` made of `nodes`, as stepper_data sends one. */
const proof = (root, nodes, prover = 0, said = `pass proved, root ${root}`) => ({
  root,
  bound: prover === 0 ? "lower" : "upper",
  prover,
  tag: `${["MAX", "MIN"][prover]}'s strategy`,
  said,
  nodes,
});

// Two roots, as two MTD(f) passes: 0 ─ 1 ─ 2, 0 ─ 3; and 4 ─ 5, 4 ─ 6.
const first = proof(0, [0, 1, 2]);
const second = proof(4, [4, 5, 6], 1);
const D = searchData([-1, 0, 1, 0, -1, 4, 4], { proofs: [first, second] });
const tree = treeOf(D);

test("a solution tree shows only once its root has returned, each node in one", () => {
  const before = exitOf(D, 0) - 1; // the root's exit not shown yet
  assert.deepEqual([...provedAt(D, before).keys()], []);
  assert.equal(lastProved(D, before), null);
  const shown = provedAt(D, exitOf(D, 0));
  assert.deepEqual([...shown.keys()], [0, 1, 2]);
  assert.equal(shown.get(2), first);
  assert.equal(lastProved(D, exitOf(D, 0)), first);
  assert.equal(lastProved(D, exitOf(D, 5)), first); // the second pass is still searching
  const end = provedAt(D, D.n);
  assert.deepEqual([...end.keys()], [0, 1, 2, 4, 5, 6]);
  assert.equal(end.get(5), second);
  assert.equal(lastProved(D, D.n), second);
});

test("the status says what the last proof proved, or that none is proved yet", () => {
  assert.equal(proofStatus(D, 1), "no strategy proved yet");
  assert.equal(proofStatus(D, D.n), second.said);
});

test("the node list says which strategy a node is in, and its root", () => {
  const shown = provedAt(D, D.n);
  assert.equal(proofWords(shown, 1), "in MAX's strategy");
  assert.equal(proofWords(shown, 4), "in MIN's strategy, its root");
  assert.equal(proofWords(shown, 3), "");
  assert.match(nodeText(D, tree, 1, D.n, shown), /; in MAX's strategy$/);
  assert.doesNotMatch(nodeText(D, tree, 1, D.n), /strategy/); // not shown: not said
  assert.doesNotMatch(nodeText(D, tree, 3, D.n, shown), /strategy/);
});

const box = { x: 10, y: 20, w: 100, h: 76 };

test("a node of a solution tree shown has a ring, in the solution's colour", () => {
  const ring = `stroke="${STYLE.solution}" stroke-width="${SOLUTION.ring}"`;
  const plain = drawNode(D, D.n, { ...box, k: 1, role: "" }, LOOKS.focus);
  assert.ok(!plain.includes(ring));
  const ringed = drawNode(D, D.n, { ...box, k: 1, role: "" }, LOOKS.focus, false, first);
  assert.ok(ringed.includes(ring));
  // the first shape stays the box itself (its fill is what the node's text is drawn on)
  assert.match(ringed, /^<g data-node="1"><polygon points="[^"]+" fill="#FFFFFF"/);
});

test("an edge of a solution tree shown lies over a band wider than any other line", () => {
  const ends = { parent: 0, k: 1, x1: 0, y1: 0, x2: 100, y2: 100 };
  const band = drawEdge(D, tree, D.n, ends, 16, false, true);
  assert.ok(band.startsWith(`<line class="solution"`));
  assert.ok(band.includes(`stroke="${STYLE.solution}" stroke-width="${SOLUTION.band}"`));
  assert.equal(band.match(/<line /g).length, 2); // the band, then the edge itself
  assert.equal(drawEdge(D, tree, D.n, ends, 16).match(/<line /g).length, 1);
});

test("the whole tree tags each shown root with whose strategy it is, and keeps room for it", () => {
  const L = wholeLayout(D, tree);
  const shown = provedAt(D, D.n);
  const svg = drawWhole(D, tree, D.n, L, null, new Set(), shown);
  assert.ok(svg.includes(`<tspan fill="${STYLE.solution_ink}" font-weight="bold">MAX's strategy`));
  assert.ok(svg.includes(">MIN's strategy</tspan>"));
  assert.equal(svg.match(/<polygon class="solution"/g).length, 6);
  assert.equal(svg.match(/<line class="solution"/g).length, 4); // no band into a root
  const hidden = drawWhole(D, tree, D.n, L, null, new Set());
  assert.ok(!hidden.includes("strategy") && !hidden.includes('class="solution"'));
  // the root's box has a line for the tag, shown or not: nothing moves when it shows
  const bare = searchData([-1, 0, 1, 0, -1, 4, 4]);
  assert.ok(nodeBox(D, 0).h > nodeBox(bare, 0).h);
  assert.equal(nodeBox(D, 1).h, nodeBox(bare, 1).h);
});

test("the principal variation is not bold while solution trees are shown", () => {
  const data = { ...D, tree: { ...D.tree, pv: [0, 3] } };
  const t = treeOf(data);
  const L = wholeLayout(data, t);
  const bold = drawWhole(data, t, data.n, L, null, new Set());
  const proved = drawWhole(data, t, data.n, L, null, new Set(), provedAt(data, data.n));
  // the principal variation's lines (PEN.path), not the solution trees' own
  const line = new RegExp(
    `<(polygon|line) (?!class="solution")[^>]*stroke-width="${PEN.path}"`,
    "g",
  );
  const thick = (svg) => (svg.match(line) || []).length;
  assert.ok(thick(bold) > 0);
  assert.equal(thick(proved), 0);
});

test("the focused view rings the path's proved nodes and tags the root beside its box", () => {
  const shown = provedAt(D, exitOf(D, 0));
  const marks = focusLayout(D, tree, exitOf(D, 0), 0, 800, 400);
  const svg = drawFocus(D, tree, exitOf(D, 0), marks, 800, 400, shown);
  assert.equal(svg.match(/<polygon class="solution"/g).length, 2); // 0 and its child 1
  assert.equal(svg.match(/<line class="solution"/g).length, 1); // the edge 0 → 1
  const tag = svg.match(
    /<text class="solution" x="([\d.]+)"[^>]*text-anchor="end"[^>]*>MAX's strategy</,
  );
  const root = marks.find((m) => m.type === "node" && m.k === 0);
  assert.ok(tag && Number(tag[1]) < root.x, "the tag is left of the root's box");
});

test("an edge's tag keeps clear of the band under it and of the boxes the edge joins", () => {
  const font = 13;
  const away = 6 + SOLUTION.band / 2;
  const width = 60; // the tag's length
  const ring = SOLUTION.gap + SOLUTION.ring / 2; // how far a ring reaches beyond its box
  for (const gap of [28, 36, 80]) {
    // the whole tree's rows, the focused view's, a roomy view
    for (const dx of [-400, -120, -30, 0, 30, 120, 400]) {
      const edge = { x1: 0, y1: 0, x2: dx, y2: gap };
      const len = Math.hypot(dx, gap);
      const side = (x, y) => (dx * y - gap * x) / len; // signed distance from the edge's line
      for (const left of [true, false]) {
        const { x, y } = tagPlace(edge, left, away, font);
        const [top, foot] = [y - 0.75 * font, y + 0.2 * font];
        const where = `gap ${gap}, dx ${dx}, left ${left}: ${[x, y]}`;
        assert.ok(top >= ring && foot <= gap - ring, `between the boxes: ${where}`);
        const [from, to] = left ? [x - width, x] : [x, x + width];
        const corners = [from, to].flatMap((cx) => [side(cx, top), side(cx, foot)]);
        const sign = Math.sign(corners[0]);
        for (const d of corners) assert.ok(sign * d >= SOLUTION.band / 2, `clear: ${where}`);
      }
    }
  }
});
