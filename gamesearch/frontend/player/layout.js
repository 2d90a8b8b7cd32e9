// Where things go (pure): the focused view's rows, and where the whole tree's drawing
// (treelayout.js) is placed in the view.

import { FOCUS, TREE } from "./sizes.js";
import { ancestry, cutBy } from "./tree.js";

/**
 * The focused view at `cursor`, centred on node `k0`, in a view `width` × `height` (in
 * drawing units: CSS pixels over the zoom). Rows are the path from the root to `k0`, each
 * with its parent's children entered so far (and its pruned moves once it has cut off),
 * and `k0`'s own children; rows above scroll away, a whole row at a time, so that the
 * current row and the one below stay in view. A row with more items than fit shows the slice around the node on
 * the path, the rest folded into "+N more".
 *
 * Returns the marks to draw, in drawing order: `{type: "node", k, x, y, w, h, role}` (role
 * "current", "path" or ""), `{type: "edge", parent, k, x1, y1, x2, y2}`, `{type: "stub",
 * name, x, y, x1, y1}` (a pruned move, centred at x; its edge from x1, y1) and
 * `{type: "more", count, x, y}`.
 */
export function focusLayout(D, tree, cursor, k0, width, height) {
  const F = FOCUS;
  const line = ancestry(D, k0);
  const entered = D.events.entered[cursor];
  const rows = [{ nodes: [line[0]], parent: -1 }];
  for (let i = 1; i < line.length; i++) {
    rows.push({ nodes: tree.kids[line[i - 1]].filter((k) => k < entered), parent: line[i - 1] });
  }
  const below = tree.kids[k0].filter((k) => k < entered);
  if (below.length) rows.push({ nodes: below, parent: k0 });
  const total = rows.length * F.row;
  const focusRow = line.length - 1;
  // show the current row and the one below; older rows scroll up out of view, whole rows
  // at a time (no row cut in half at the top), never so far that the current row goes
  const least = Math.max(
    0,
    Math.min(total - height + F.bottom, (focusRow + 2) * F.row - height + F.bottom),
  );
  const offset = Math.min(Math.ceil(least / F.row) * F.row, focusRow * F.row);
  const marks = [];
  const centres = []; // per row, the bottom centre of its node on the path
  rows.forEach((row, r) => {
    const stubs =
      row.parent >= 0 && cutBy(tree, row.parent, cursor) ? tree.pruned.get(row.parent) || [] : [];
    let items = [...row.nodes.map((k) => ({ k })), ...stubs.map((name) => ({ stub: name }))];
    const onPath = line[r];
    const maxCount = Math.max(1, Math.floor((width - 2 * F.margin) / F.fewest));
    let hiddenLeft = 0;
    let hiddenRight = 0;
    if (items.length > maxCount) {
      const at = Math.max(
        0,
        items.findIndex((it) => it.k === onPath),
      );
      const start = Math.max(
        0,
        Math.min(at - Math.floor((maxCount - 1) / 2), items.length - maxCount + 1),
      );
      const end = Math.min(items.length, start + maxCount - 1);
      hiddenLeft = start;
      hiddenRight = items.length - end;
      items = items.slice(start, end);
    }
    // a node takes a whole slot, a pruned move or "+N more" a narrower one
    const weight = (item) => (item.k === undefined ? F.narrow : 1);
    const slots =
      items.reduce((sum, item) => sum + weight(item), 0) +
      F.narrow * ((hiddenLeft > 0) + (hiddenRight > 0));
    const spacing = Math.min(F.slot, (width - 2 * F.margin) / slots);
    const w = Math.min(F.boxWidth, spacing - F.gap);
    // centred under the parent drawn above it, as far as the view allows
    const above = centres[r - 1] ? centres[r - 1].x : width / 2;
    const span = spacing * slots;
    let left = Math.max(F.margin, Math.min(width - F.margin - span, above - span / 2));
    const y = r * F.row + F.margin - offset;
    const more = (count) => {
      marks.push({ type: "more", count, x: left + (F.narrow / 2) * spacing, y: y + F.box / 2 + 5 });
      left += F.narrow * spacing;
    };
    if (hiddenLeft) more(hiddenLeft);
    for (const item of items) {
      const slot = weight(item) * spacing;
      const cx = left + slot / 2;
      const p = centres[r - 1] || { x: cx, y };
      if (item.stub !== undefined) {
        marks.push({ type: "stub", name: item.stub, x: cx, y, x1: p.x, y1: p.y });
      } else {
        if (row.parent >= 0) {
          marks.push({
            type: "edge",
            parent: row.parent,
            k: item.k,
            x1: p.x,
            y1: p.y,
            x2: cx,
            y2: y,
          });
        }
        const role =
          cursor === 0 ? "" : item.k === k0 ? "current" : item.k === onPath ? "path" : "";
        marks.push({ type: "node", k: item.k, x: cx - w / 2, y, w, h: F.box, role });
        if (item.k === onPath) centres[r] = { x: cx, y: y + F.box };
      }
      left += slot;
    }
    if (hiddenRight) more(hiddenRight);
  });
  return marks;
}

/** The scale of a whole-tree drawing at `zoom`: its own size (1), or larger when its text
 *  needs it (`least`, see treePlacement). */
export const treeScale = (zoom, least = 0) => Math.max(1, least) * zoom;

/** The view's height for a whole-tree drawing of `size` (px at scale 1) shown at zoom 1, at
 *  most `most`. */
export function viewHeight(size, most, least = 0) {
  return Math.max(TREE.minHeight, Math.min(most, size.h * treeScale(1, least) + TREE.pad));
}

/** Whether the focused view shows (not the whole tree): always without a drawing, never
 *  when the whole tree is asked for, else unless the drawing fits the view at zoom 1 (shown
 *  at scale `least`). */
export function showsFocus({ drawn, whole, width, size, most, zoom, least = 0 }) {
  if (!drawn) return true;
  if (whole) return false;
  const scale = treeScale(1, least);
  return !(size.w * scale <= width && size.h * scale + TREE.pad <= most && zoom === 1);
}

/**
 * Where the whole-tree drawing of `size` goes in a view `width` × `height`: `{scale, tx,
 * ty}` (scale, then translate). `least` is the smallest scale that keeps its text readable
 * (fit.leastScale; 0 for no such floor); zoom z shows it at treeScale(z, least). "Whole
 * tree" fits it to the view (up to TREE.maxScale, never under `least`); a drawing that
 * fits is centred; else it follows
 * `centre` (the current node's centre on the drawing at scale 1), with no empty margin
 * wider than a third of the view. `pan` (a drag) moves it further.
 */
export function treePlacement({ width, height, size, zoom, whole, centre, pan, least = 0 }) {
  let scale;
  let follow;
  if (whole) {
    const fit = Math.min(width / size.w, height / size.h, TREE.maxScale);
    scale = Math.max(fit, least);
    follow = fit < least;
  } else {
    scale = treeScale(zoom, least);
    follow = !(size.w * scale <= width && size.h * scale <= height && zoom === 1);
  }
  let tx;
  let ty;
  if (!follow) {
    tx = (width - size.w * scale) / 2;
    ty = (height - size.h * scale) / 2;
  } else {
    const c = centre || { x: size.w / 2, y: 0 };
    tx = width / 2 - c.x * scale;
    ty = height * TREE.focusY - c.y * scale;
    tx = Math.min(width / 3, Math.max(width * (2 / 3) - size.w * scale, tx));
    ty = Math.min(height / 4, Math.max(height * (3 / 4) - size.h * scale, ty));
  }
  if (pan) {
    tx += pan.x;
    ty += pan.y;
  }
  return { scale, tx, ty };
}
