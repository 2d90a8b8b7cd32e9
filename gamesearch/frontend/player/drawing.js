// The focused view as SVG text (pure): node boxes, edges, pruned moves, "+N more".
import { BASELINES, FOCUS_FONT as FONT, PEN } from "./sizes.js";
import { cutBy } from "./tree.js";

/** `t` as text for HTML or SVG. */
export const esc = (t) =>
  String(t).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The points of a node's box: MAX (player 0 to move) pointed up, MIN pointed down. */
export function shape(x, y, w, hh, toMove) {
  const p =
    toMove === 0
      ? [
          [x, y + hh * 0.28],
          [x + w / 2, y],
          [x + w, y + hh * 0.28],
          [x + w, y + hh],
          [x, y + hh],
        ]
      : [
          [x, y],
          [x + w, y],
          [x + w, y + hh * 0.72],
          [x + w / 2, y + hh],
          [x, y + hh * 0.72],
        ];
  return p.map((q) => q.join(",")).join(" ");
}

/** Node `k` as it stands at `cursor`: its box, name, window and (once returned) value,
 *  coloured by what the value proves; a table hit gets a double line, a probe that only
 *  narrowed the window a dashed one. `role`: "current", "path" or "". */
export function drawNode(D, cursor, { k, x, y, w, h: hh, role }) {
  const ST = D.style;
  const done = D.exit_at[k] < cursor;
  const bound = done ? D.bounds[k] : null;
  const stroke = role === "current" ? "#000" : bound ? ST.bound[bound] : ST.edge;
  const fill = role === "current" ? ST.current : bound ? ST.fill[bound] : "#fff";
  const width = role === "current" ? PEN.current : role === "path" ? PEN.path : PEN.node;
  const dash = D.tt[k] === "narrow" && D.probe_at[k] < cursor ? ' stroke-dasharray="6 3"' : "";
  let out = `<g data-node="${k}"><polygon points="${shape(x, y, w, hh, D.to_move[k])}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"${dash}/>`;
  if (D.tt[k] === "hit" && D.probe_at[k] < cursor) {
    out += `<polygon points="${shape(x + 4, y + 4, w - 8, hh - 8, D.to_move[k])}" fill="none" stroke="${stroke}" stroke-width="${PEN.inner}"/>`;
  }
  const cx = x + w / 2;
  const [y1, y2, y3] = BASELINES[D.to_move[k] === 0 ? 0 : 1];
  out += `<text x="${cx}" y="${y + y1}" font-size="${FONT.name}" font-weight="bold" text-anchor="middle" fill="#111">${esc(D.names[k])}</text>`;
  // the window (α, β), or a SCOUT test's question ("< −3?"): a test has no window
  out += `<text x="${cx}" y="${y + y2}" font-size="${FONT.window}" text-anchor="middle" fill="#333">${esc(D.windows[k])}</text>`;
  if (done) {
    const colour = ST.bound[bound];
    out += `<text x="${cx}" y="${y + y3}" font-size="${FONT.value}" font-weight="bold" text-anchor="middle" fill="${colour}">${esc(D.values[k])}</text>`;
  }
  return `${out}</g>`;
}

/** The edge from `parent` to its child `k`: dotted for a null-window probe, dashed for a
 *  SCOUT test, doubled for a re-search, thick in the cutoff colour once it cut off. */
export function drawEdge(D, tree, cursor, { parent, k, x1, y1, x2, y2 }) {
  const ST = D.style;
  const cut = cutBy(tree, parent, cursor) && D.cut_child[parent] === k;
  const colour = cut ? ST.cutoff : ST.edge;
  const width = cut ? PEN.cut : PEN.edge;
  const why = D.why[k];
  const dash =
    why === "null-window"
      ? ' stroke-dasharray="2 4"'
      : why === "scout-test"
        ? ' stroke-dasharray="7 4"'
        : "";
  const line = (dx) =>
    `<line x1="${x1 + dx}" y1="${y1}" x2="${x2 + dx}" y2="${y2}" stroke="${colour}" stroke-width="${width}"${dash}/>`;
  let out = why === "re-search" ? line(-2.5) + line(2.5) : line(0);
  const tag = [
    why === "re-search" ? "re-search" : "",
    why === "extra-turn" ? "extra turn" : "",
    cut ? "cutoff" : "",
  ]
    .filter(Boolean)
    .join(", ");
  if (tag) {
    const mx = x1 + (x2 - x1) * 0.7;
    const my = y1 + (y2 - y1) * 0.7;
    out += `<text x="${mx + 6}" y="${my + 4}" font-size="${FONT.tag}" fill="${colour}" font-weight="${cut ? "bold" : "normal"}">${esc(tag)}</text>`;
  }
  return out;
}

/** The marks of layout.focusLayout as the focused view's SVG, `width` × `height` units. */
export function drawFocus(D, tree, cursor, marks, width, height) {
  const pruned = D.style.pruned;
  let out = "";
  for (const m of marks) {
    if (m.type === "node") out += drawNode(D, cursor, m);
    else if (m.type === "edge") out += drawEdge(D, tree, cursor, m);
    else if (m.type === "stubEdge") {
      out += `<line x1="${m.x1}" y1="${m.y1}" x2="${m.x2}" y2="${m.y2}" stroke="${pruned}" stroke-width="${PEN.stub}" stroke-dasharray="5 4"/>`;
    } else if (m.type === "stub") {
      out += `<text x="${m.x}" y="${m.y + 20}" font-size="${FONT.stub}" text-anchor="middle" fill="${pruned}">${esc(m.name)}</text>`;
      out += `<text x="${m.x}" y="${m.y + 37}" font-size="${FONT.pruned}" text-anchor="middle" fill="${pruned}">pruned</text>`;
    } else if (m.type === "more") {
      out += `<text x="${m.x}" y="${m.y}" font-size="${FONT.more}" text-anchor="middle" fill="${pruned}">+${m.count} more</text>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="the search path to the current node">${out}</svg>`;
}
