// The whole tree as Graphviz laid it out (an SVG with an id per node and edge), restyled
// at every step by toggling classes: what is not entered yet is hidden, the current node
// and its path are marked, cutoffs not made yet are not drawn.
import { ancestry, current } from "./tree.js";

/**
 * Put the SVG `text` in `canvas` and find its parts: per node k of `count`, its node
 * (`n{k}`), the edge into it (`e{k}`), its summary and that summary's edge (`c{k}`,
 * `ce{k}`); per node, its pruned-move stubs (`p{k}_{i}`, `pe{k}_{i}`). Ids are prefixed
 * with `scope` so that they are unique on the page. Returns null when `text` has no SVG.
 */
export function adoptTree(canvas, text, scope, count) {
  canvas.innerHTML = text;
  const svg = canvas.querySelector("svg");
  if (!svg) return null;
  const byId = new Map();
  for (const e of svg.querySelectorAll("[id]")) {
    byId.set(e.id, e);
    e.id = `${scope}-${e.id}`;
  }
  const parts = [];
  const nodeEls = [];
  const edgeEls = [];
  for (let k = 0; k < count; k++) {
    nodeEls[k] = byId.get(`n${k}`) || null;
    edgeEls[k] = byId.get(`e${k}`) || null;
    parts[k] = [`n${k}`, `e${k}`, `c${k}`, `ce${k}`].map((i) => byId.get(i)).filter(Boolean);
  }
  const stubs = new Map();
  for (const [id, e] of byId) {
    const match = /^pe?(\d+)_\d+$/.exec(id);
    if (!match) continue;
    const k = Number(match[1]);
    if (!stubs.has(k)) stubs.set(k, []);
    stubs.get(k).push(e);
  }
  const size = { w: svg.width.baseVal.value, h: svg.height.baseVal.value };
  return { svg, parts, nodeEls, edgeEls, stubs, size, centres: null };
}

/** Each node's centre on `canvas` at scale 1 (`tree.centres`), read once the view shows. */
export function measure(tree, canvas) {
  if (tree.centres) return;
  canvas.classList.remove("moving");
  canvas.style.transform = "none";
  const origin = canvas.getBoundingClientRect();
  tree.centres = tree.nodeEls.map((e) => {
    if (!e) return null;
    const r = e.getBoundingClientRect();
    return { x: r.left - origin.left + r.width / 2, y: r.top - origin.top + r.height / 2 };
  });
}

/** Restyle `tree` for `cursor`. */
export function paintTree(tree, D, cursor) {
  const entered = Math.max(D.entered[cursor], 1); // before the start, the root alone
  const k0 = current(D, cursor);
  const onPath = new Set(k0 === null ? [] : ancestry(D, k0));
  for (let k = 0; k < tree.parts.length; k++) {
    const hidden = k >= entered;
    for (const e of tree.parts[k]) e.classList.toggle("gs-hidden", hidden);
    const e = tree.nodeEls[k];
    if (!e) continue;
    const open = (onPath.has(k) || (cursor === 0 && k === 0)) && D.exit_at[k] >= cursor;
    e.classList.toggle("gs-running", open);
    e.classList.toggle("gs-onpath", onPath.has(k) && k !== k0);
    e.classList.toggle("gs-current", k === k0);
  }
  for (const [k, at] of D.cutoffs) {
    const pending = at >= cursor;
    for (const e of tree.stubs.get(k) || []) e.classList.toggle("gs-hidden", pending);
    const edge = tree.edgeEls[D.cut_child[k]];
    if (edge) edge.classList.toggle("gs-uncut", pending);
  }
}

/** The nodes `tree` shows. */
export function visible(tree) {
  return tree.parts
    .map((p, k) => (p[0] && !p[0].classList.contains("gs-hidden") ? k : -1))
    .filter((k) => k >= 0);
}
