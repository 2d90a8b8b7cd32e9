// The whole tree's layout (pure): where each node, pruned move and hidden subtree goes, as
// textbooks draw a game tree: one row a ply, each parent centred over its children, each
// subtree in a band of its own, so that no two boxes overlap. Done once per player.
import { TREE } from "./sizes.js";
import { drawnNodes } from "./tree.js";

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

/** What goes under node `k` in the whole tree: its drawn children, else the summary of
 *  its hidden subtree; and the moves its cutoff pruned. Each `{k}` or `{text, w}`. */
function itemsUnder(tree, drawn, k) {
  const F = TREE.font;
  const hidden = tree.hidden.get(k);
  if (hidden !== undefined) {
    const text = `+${hidden.toLocaleString("en")} node${hidden === 1 ? "" : "s"}`;
    return [{ summary: k, text, w: textWidth(text, F.more) + TREE.padX }];
  }
  const items = tree.kids[k].filter((c) => drawn[c]).map((c) => ({ k: c }));
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
 * The layout of `D`'s whole tree: `{nodes, stubs, summaries, top, width, height}` in CSS px
 * at scale 1. `nodes[k]` is `{x, y, w, h}` (x its centre, y its top), null for a node not
 * drawn (below a hidden subtree); `stubs` `{parent, name, x, y, x1, y1}` (a pruned move at
 * x, y, its edge from x1, y1); `summaries` `{k, text, x, y, x1, y1}` ("+12 nodes");
 * `top` `{x, y, h, text}`, the label joining several roots, or null.
 */
export function wholeLayout(D, tree) {
  const count = D.nodes.parent.length;
  const drawn = drawnNodes(D, tree);
  const box = D.nodes.parent.map((_, k) => (drawn[k] ? nodeBox(D, k) : null));
  const items = box.map((b, k) => (b ? itemsUnder(tree, drawn, k) : []));
  const span = Array(count).fill(0);
  const centre = Array(count).fill(0); // x of the node's centre, from its band's left
  const widthOf = (item) => (item.k === undefined ? item.w : span[item.k]);
  for (let k = count - 1; k >= 0; k--) {
    if (!box[k]) continue; // children come after their parent: they are done
    const row = items[k];
    const block =
      row.reduce((s, it) => s + widthOf(it), 0) + TREE.gapX * Math.max(0, row.length - 1);
    span[k] = Math.max(box[k].w, block);
    if (!row.length) {
      centre[k] = span[k] / 2;
      continue;
    }
    let left = (span[k] - block) / 2;
    for (const it of row) {
      it.left = left;
      it.centre = left + (it.k === undefined ? it.w / 2 : centre[it.k]);
      left += widthOf(it) + TREE.gapX;
    }
    centre[k] = (row[0].centre + row[row.length - 1].centre) / 2;
  }
  return place(D, tree, { box, items, span, centre });
}

/** The absolute places, row by row from the roots (or the top label joining them). */
function place(D, tree, { box, items, span, centre }) {
  const rowHeight = Math.max(...box.filter(Boolean).map((b) => b.h), TREE.pitch) + TREE.gapY;
  const first = D.tree.top ? 1 : 0;
  const out = { nodes: box.map(() => null), stubs: [], summaries: [], top: null };
  const left = Array(box.length).fill(0);
  let x = TREE.margin;
  for (const r of tree.roots) {
    left[r] = x;
    x += span[r] + TREE.gapX;
  }
  const width = Math.max(x - TREE.gapX + TREE.margin, 2 * TREE.margin);
  let deepest = first;
  const depth = box.map(() => first);
  box.forEach((b, k) => {
    if (!b) return;
    const p = D.nodes.parent[k];
    if (p >= 0) depth[k] = depth[p] + 1;
    deepest = Math.max(deepest, depth[k] + (items[k].length ? 1 : 0));
    const y = TREE.margin + depth[k] * rowHeight;
    const node = { x: left[k] + centre[k], y, w: b.w, h: b.h };
    out.nodes[k] = node;
    for (const it of items[k]) {
      const at = { x: left[k] + it.centre, y: y + rowHeight, x1: node.x, y1: y + b.h };
      if (it.k !== undefined) left[it.k] = left[k] + it.left;
      else if (it.summary !== undefined) out.summaries.push({ k, text: it.text, ...at });
      else out.stubs.push({ parent: k, name: it.name, ...at });
    }
  });
  if (D.tree.top) {
    const [first, last] = [out.nodes[tree.roots[0]], out.nodes[tree.roots.at(-1)]];
    out.top = { x: (first.x + last.x) / 2, y: TREE.margin, h: TREE.pitch + 4, text: D.tree.top };
  }
  out.width = width;
  out.height = TREE.margin + (deepest + 1) * rowHeight - TREE.gapY + TREE.margin;
  return out;
}
