// Where things go (pure): the focused view's rows, and where the whole tree's drawing
// (treelayout.js) is placed in the view.

import { FOCUS, TREE } from "./sizes.js";
import { ancestry, cutBy, enteredKids } from "./tree.js";

/**
 * The focused view at `cursor`, centred on node `k0`, in a view `width` × `height` (in
 * drawing units: CSS pixels over the zoom). Rows are the path from the root to `k0`, each
 * with its parent's children entered so far (and its pruned moves once it has cut off),
 * and `k0`'s own children; rows above scroll away, a whole row at a time, so that the
 * current row and the one below stay in view. A row with more items than fit shows the
 * slice around the node on the path, the rest folded into "+N more".
 *
 * Returns the marks to draw, in drawing order: `{type: "node", k, x, y, w, h, role}` (role
 * "current", "path" or ""), `{type: "edge", parent, k, x1, y1, x2, y2}`, `{type: "stub",
 * name, x, y, x1, y1}` (a pruned move, centred at x; its edge from x1, y1) and
 * `{type: "more", count, x, y}`.
 */
export function focusLayout(D, tree, cursor, k0, width, height) {
  const line = ancestry(D, k0);
  const entered = D.events.entered[cursor];
  const rows = [{ nodes: [line[0]], parent: -1 }];
  for (let i = 1; i < line.length; i++) {
    rows.push({ nodes: enteredKids(tree, line[i - 1], entered), parent: line[i - 1] });
  }
  const below = enteredKids(tree, k0, entered);
  if (below.length) rows.push({ nodes: below, parent: k0 });
  const offset = rowOffset(rows.length, line.length - 1, height);
  const marks = [];
  let above = null; // the bottom centre of the node on the path in the row above
  rows.forEach((row, r) => {
    const stubs =
      row.parent >= 0 && cutBy(tree, row.parent, cursor) ? tree.pruned.get(row.parent) || [] : [];
    const items = [...row.nodes.map((k) => ({ k })), ...stubs.map((name) => ({ stub: name }))];
    const at = { y: r * FOCUS.row + FOCUS.margin - offset, above, onPath: line[r], width };
    const roles = (k) => (cursor === 0 ? "" : k === k0 ? "current" : k === line[r] ? "path" : "");
    above = placeRow(marks, row.parent, items, at, roles);
  });
  return marks;
}

/** How far the rows scroll up: to show the current row (`focusRow`) and the one below;
 *  older rows go out of view whole (no row cut in half at the top), never the current. */
function rowOffset(count, focusRow, height) {
  const F = FOCUS;
  const total = count * F.row;
  const least = Math.max(
    0,
    Math.min(total - height + F.bottom, (focusRow + 2) * F.row - height + F.bottom),
  );
  return Math.min(Math.ceil(least / F.row) * F.row, focusRow * F.row);
}

/** The items that fit a row `width` wide: the slice around the node on the path, and how
 *  many are folded away on its left and right. */
function slice(items, onPath, width) {
  const F = FOCUS;
  const most = Math.max(1, Math.floor((width - 2 * F.margin) / F.fewest));
  if (items.length <= most) return { items, left: 0, right: 0 };
  const at = Math.max(
    0,
    items.findIndex((it) => it.k === onPath),
  );
  const start = Math.max(0, Math.min(at - Math.floor((most - 1) / 2), items.length - most + 1));
  const end = Math.min(items.length, start + most - 1);
  return { items: items.slice(start, end), left: start, right: items.length - end };
}

/** Add to `marks` one row of `items` (children of `parent`) at `at.y`, centred under the
 *  node on the path above (`at.above`) as far as the view allows; `roles(k)` is a node's
 *  role. Returns the bottom centre of the row's node on the path. */
function placeRow(marks, parent, all, at, roles) {
  const F = FOCUS;
  const { items, left: hiddenLeft, right: hiddenRight } = slice(all, at.onPath, at.width);
  // a node takes a whole slot, a pruned move or "+N more" a narrower one
  const weight = (item) => (item.k === undefined ? F.narrow : 1);
  const slots =
    items.reduce((sum, item) => sum + weight(item), 0) +
    F.narrow * ((hiddenLeft > 0 ? 1 : 0) + (hiddenRight > 0 ? 1 : 0));
  const spacing = Math.min(F.slot, (at.width - 2 * F.margin) / slots);
  const w = Math.min(F.boxWidth, spacing - F.gap);
  const span = spacing * slots;
  const middle = at.above ? at.above.x : at.width / 2;
  let left = Math.max(F.margin, Math.min(at.width - F.margin - span, middle - span / 2));
  const { y } = at;
  const more = (count) => {
    marks.push({ type: "more", count, x: left + (F.narrow / 2) * spacing, y: y + F.box / 2 + 5 });
    left += F.narrow * spacing;
  };
  let centre = null;
  if (hiddenLeft) more(hiddenLeft);
  for (const item of items) {
    const slot = weight(item) * spacing;
    const cx = left + slot / 2;
    const p = at.above || { x: cx, y };
    if (item.stub !== undefined) {
      marks.push({ type: "stub", name: item.stub, x: cx, y, x1: p.x, y1: p.y });
    } else {
      if (parent >= 0) {
        marks.push({ type: "edge", parent, k: item.k, x1: p.x, y1: p.y, x2: cx, y2: y });
      }
      marks.push({ type: "node", k: item.k, x: cx - w / 2, y, w, h: F.box, role: roles(item.k) });
      if (item.k === at.onPath) centre = { x: cx, y: y + F.box };
    }
    left += slot;
  }
  if (hiddenRight) more(hiddenRight);
  return centre;
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
