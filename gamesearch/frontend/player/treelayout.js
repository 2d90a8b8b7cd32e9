// The whole tree's layout (pure): where each node, pruned move and hidden subtree goes, as
// textbooks draw a game tree: one row a ply, each parent centred over its children, each
// subtree in a band of its own, so that no two boxes overlap. Done again whenever the
// overview opens or folds a subtree, over what it shows only.
import { folds, shownTree } from "./overview.js";
import { TREE } from "./sizes.js";
import { kidCount, kidsOf } from "./tree.js";

/** How wide text `t` of font size `font` is drawn, about (CSS px at scale 1). */
export const textWidth = (t, font) => String(t).length * font * TREE.charWidth;

/** The small line under a node's value in the whole tree: its notes ("true 3", "CUT")
 *  and, once its probe is shown (`probed`), the table's tag ("table hit"), or "". */
export function noteLine(D, k, probed = true) {
  const tag = probed ? D.words.tag[D.nodes.tt[k]] : "";
  return [...D.nodes.notes[k], ...(tag ? [tag] : [])].join(" · ");
}

/** The tag of the solution tree whose root is node `k` ("MAX's strategy"), or "". */
export const proofTag = (D, k) => D.proofs.find((proof) => proof.root === k)?.tag ?? "";

/** A node's box: as wide as its widest line, as tall as its lines (the house's point
 *  included): its name, window, value, and its notes, the table's tag and its solution
 *  tree's tag (at its root: shown or not, the box keeps its size) if it has any. */
export function nodeBox(D, k) {
  const N = D.nodes;
  const F = TREE.font;
  const texts = [
    [N.name[k], F.name],
    [N.entry[k], F.window],
    [N.outcome[k], F.value],
  ];
  const note = [noteLine(D, k), proofTag(D, k)].filter(Boolean).join(" · ");
  if (note) texts.push([note, F.note]);
  const widest = Math.max(...texts.map(([t, font]) => textWidth(t, font)));
  const w = Math.max(TREE.minWidth, widest + 2 * TREE.padX);
  const h = (2 * TREE.inset + texts.length * TREE.pitch) / (1 - TREE.roof);
  return { w, h };
}

/** Boxes already measured, by player data: a node's box never changes. */
const BOXES = new WeakMap();

/** nodeBox(D, k), measured once per node. */
function boxOf(D, k) {
  if (!BOXES.has(D)) BOXES.set(D, new Map());
  const boxes = BOXES.get(D);
  if (!boxes.has(k)) boxes.set(k, nodeBox(D, k));
  return boxes.get(k);
}

/** What goes under node `k` in the whole tree: its children shown, else the mark of its
 *  folded subtree (`fold`: its text, or null for an open node); and, open, the moves its
 *  cutoff pruned. Each `{k}`, `{summary, text, w}` or `{stub, name, w}`. */
function itemsUnder(tree, k, fold) {
  const F = TREE.font;
  if (fold !== null) {
    return [{ summary: k, text: fold, w: textWidth(fold, F.more) + 2 * TREE.padX }];
  }
  /** @type {object[]} */
  const items = Array.from(kidsOf(tree, k), (c) => ({ k: c }));
  (tree.pruned.get(k) || []).forEach((name, j) => {
    items.push({
      stub: j,
      name,
      w: Math.max(textWidth(name, F.stub), textWidth("pruned", F.stub)),
    });
  });
  return items;
}

/**
 * The whole tree's picture as the overview shows it (`shown`: overview.shownTree's `{list,
 * fold}`: the nodes shown, in the trace's order, and `fold(k)`, the text of node k's folded
 * mark, or null where k is open or a leaf); by default, as it opens at the start.
 * Returns `{list, nodes, stubs, summaries, top, width, height}` in CSS px at scale 1:
 * `nodes`, a Map from each node shown to `{x, y, w, h}` (x its centre, y its top); `stubs`
 * `{parent, name, x, y, x1, y1}` (a pruned move at x, y, its edge from x1, y1);
 * `summaries` `{k, text, x, y, w, x1, y1}` (a folded subtree's mark, centred at x, its
 * top at y); `top` `{x, y, h, text}`, the label joining several roots, or null. O(nodes
 * shown).
 */
export function wholeLayout(D, tree, shown = shownTree(tree, folds(D, tree), new Set())) {
  const { list, fold } = shown;
  const box = new Map();
  const items = new Map();
  for (const k of list) {
    box.set(k, boxOf(D, k));
    items.set(k, kidCount(tree, k) || tree.pruned.has(k) ? itemsUnder(tree, k, fold(k)) : []);
  }
  const span = new Map();
  const centre = new Map(); // x of the node's centre, from its band's left
  const widthOf = (item) => (item.k === undefined ? item.w : span.get(item.k));
  for (let i = list.length - 1; i >= 0; i--) {
    const k = list[i]; // children come after their parent: they are done
    const row = items.get(k);
    const b = box.get(k);
    const block =
      row.reduce((s, it) => s + widthOf(it), 0) + TREE.gapX * Math.max(0, row.length - 1);
    span.set(k, Math.max(b.w, block));
    if (!row.length) {
      centre.set(k, span.get(k) / 2);
      continue;
    }
    let left = (span.get(k) - block) / 2;
    for (const it of row) {
      it.left = left;
      it.centre = left + (it.k === undefined ? it.w / 2 : centre.get(it.k));
      left += widthOf(it) + TREE.gapX;
    }
    centre.set(k, (row[0].centre + row[row.length - 1].centre) / 2);
  }
  return place(D, tree, { list, box, items, span, centre });
}

/** The absolute places, row by row from the roots (or the top label joining them). */
function place(D, tree, { list, box, items, span, centre }) {
  let tallest = TREE.pitch;
  for (const b of box.values()) tallest = Math.max(tallest, b.h);
  const rowHeight = tallest + TREE.gapY;
  const first = D.tree.top ? 1 : 0;
  const out = { list, nodes: new Map(), stubs: [], summaries: [], top: null };
  const left = new Map();
  let x = TREE.margin;
  for (const r of tree.roots) {
    left.set(r, x);
    x += span.get(r) + TREE.gapX;
  }
  const width = Math.max(x - TREE.gapX + TREE.margin, 2 * TREE.margin);
  let deepest = first;
  const depth = new Map();
  for (const k of list) {
    const b = box.get(k);
    const p = D.nodes.parent[k];
    const d = p >= 0 ? depth.get(p) + 1 : first;
    depth.set(k, d);
    deepest = Math.max(deepest, d + (items.get(k).length ? 1 : 0));
    const y = TREE.margin + d * rowHeight;
    const node = { x: left.get(k) + centre.get(k), y, w: b.w, h: b.h };
    out.nodes.set(k, node);
    for (const it of items.get(k)) {
      const at = { x: left.get(k) + it.centre, y: y + rowHeight, x1: node.x, y1: y + b.h };
      if (it.k !== undefined) left.set(it.k, left.get(k) + it.left);
      else if (it.summary !== undefined) out.summaries.push({ k, text: it.text, w: it.w, ...at });
      else out.stubs.push({ parent: k, name: it.name, ...at });
    }
  }
  if (D.tree.top) {
    const [one, last] = [out.nodes.get(tree.roots[0]), out.nodes.get(tree.roots.at(-1))];
    out.top = { x: (one.x + last.x) / 2, y: TREE.margin, h: TREE.pitch + 4, text: D.tree.top };
  }
  out.width = width;
  out.height = TREE.margin + (deepest + 1) * rowHeight - TREE.gapY + TREE.margin;
  return out;
}
