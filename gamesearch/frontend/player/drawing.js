// The trees as SVG text (pure): node boxes, edges, pruned moves, hidden subtrees, in the
// focused view (the path to the current node) and in the whole tree. Colours, line kinds
// and shapes come with the data (D.style, from gamesearch.views.style); sizes from sizes.js.
import { foldText } from "./overview.js";
import { FOCUS_FONT, FOCUS_LINES, FOLD, PEN, SOLUTION, TREE } from "./sizes.js";
import { cutBy, returned } from "./tree.js";
import { noteLine, textWidth } from "./treelayout.js";

/** `t` as text for HTML or SVG. */
export const esc = (t) =>
  String(t)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** The points of a node's box: a house pointed up for D.style.shape "house" (MAX, player
 *  0 to move), pointed down for "invhouse" (MIN); `roof` is the point's part of the height. */
export function shape(x, y, w, hh, kind, roof = 0.28) {
  const p =
    kind === "house"
      ? [
          [x, y + hh * roof],
          [x + w / 2, y],
          [x + w, y + hh * roof],
          [x + w, y + hh],
          [x, y + hh],
        ]
      : [
          [x, y],
          [x + w, y],
          [x + w, y + hh * (1 - roof)],
          [x + w / 2, y + hh],
          [x, y + hh * (1 - roof)],
        ];
  return p.map((q) => q.map((v) => +v.toFixed(1)).join(",")).join(" ");
}

/** How the focused view and the whole tree draw a node: fonts, line pitch, where the first
 *  line sits, whether notes go inside the box. */
export const LOOKS = {
  focus: { font: FOCUS_FONT, lines: FOCUS_LINES, notes: false },
  tree: { font: TREE.font, lines: TREE.lines, notes: true },
};

/** The table's tag of node `k` once its probe is shown ("table hit", "narrowed"), or "". */
export function probeTag(D, k, cursor) {
  const tt = D.nodes.tt[k];
  return D.nodes.probe_at[k] < cursor ? D.words.tag[tt] || "" : "";
}

/** Node `k` as it stands at `cursor` in box `{k, x, y, w, h, role}` (role "current", "path"
 *  or ""), drawn the `look` way: its name, window and (once returned) value coloured by what
 *  it proves; a table hit gets a double line, a narrowing probe a dashed one, and each its
 *  tag; `bold`: on the principal variation; `proof`: the solution tree shown it is in (one
 *  of D.proofs, or null), a ring around it, and in the whole tree its root's tag ("MAX's
 *  strategy") after its notes (the focused view writes it beside the box: focusTag). */
export function drawNode(D, cursor, { k, x, y, w, h: hh, role }, look, bold = false, proof = null) {
  const ST = D.style;
  const N = D.nodes;
  const bound = returned(D, k, cursor) ? N.bound[k] : null;
  const current = role === "current";
  const stroke = current ? ST.ink.exact : bound ? ST.bound[bound] : ST.edge;
  const fill = current ? ST.current : bound ? ST.fill[bound] : ST.paper;
  const width = current ? PEN.current : role === "path" || bold ? PEN.path : PEN.node;
  const tag = probeTag(D, k, cursor);
  const kind = ST.shape[N.to_move[k]];
  const dash = tag && N.tt[k] === "narrow" ? ' stroke-dasharray="6 3"' : "";
  const marked = role ? ` data-role="${role}"` : "";
  let out = `<g data-node="${k}"${marked}><polygon points="${shape(x, y, w, hh, kind)}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"${dash}/>`;
  if (tag && N.tt[k] === "hit") {
    out += `<polygon points="${shape(x + 4, y + 4, w - 8, hh - 8, kind)}" fill="none" stroke="${stroke}" stroke-width="${PEN.inner}"/>`;
  }
  if (proof) {
    const g = SOLUTION.gap;
    out += `<polygon class="solution" points="${shape(x - g, y - g, w + 2 * g, hh + 2 * g, kind)}" fill="none" stroke="${ST.solution}" stroke-width="${SOLUTION.ring}"/>`;
  }
  const F = look.font;
  const lines = [
    [N.name[k], F.name, "bold", ST.ink.exact],
    [N.entry[k], F.window, "normal", ST.edge], // the window, or a SCOUT test's question
    [bound ? N.outcome[k] : "", F.value, "bold", ST.ink[bound]],
  ];
  if (look.notes) lines.push([noteLine(D, k, !!tag), F.note, "normal", ST.edge]);
  const at = look.lines(kind, hh);
  const cx = +(x + w / 2).toFixed(1);
  lines.forEach(([text, size, weight, colour], i) => {
    const more = i === 3 ? strategyTag(D, proof, k, text) : "";
    if (!text && !more) return;
    out += `<text x="${cx}" y="${+(y + at(i)).toFixed(1)}" font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="${colour}">${esc(text)}${more}</text>`;
  });
  if (!look.notes && tag) {
    // under the box, right of its centre: the edges below leave from the centre
    out += `<text x="${cx + 8}" y="${+(y + hh + F.tag).toFixed(1)}" font-size="${F.tag}" font-weight="bold" fill="${ST.edge}">${esc(tag)}</text>`;
  }
  return `${out}</g>`;
}

/** The tag of the solution tree `proof` after the notes `notes` of its root `k` in the
 *  whole tree (a tspan in the tag's ink), or "" for another node. */
function strategyTag(D, proof, k, notes) {
  if (!proof || proof.root !== k) return "";
  const gap = notes ? " · " : "";
  return `<tspan fill="${D.style.solution_ink}" font-weight="bold">${gap}${esc(proof.tag)}</tspan>`;
}

/** The focused view's tag of the solution tree `proof` beside its root's box `m` ("MAX's
 *  strategy", halfway down): left of it where the view has room, else right. A root's row
 *  holds it alone. */
function focusTag(D, proof, m) {
  const F = FOCUS_FONT;
  const left = m.x - 8;
  const fits = left - textWidth(proof.tag, F.tag) >= 0;
  const x = fits ? left : m.x + m.w + 8;
  const y = m.y + m.h / 2 + F.tag / 3;
  const anchor = fits ? "end" : "start";
  return `<text class="solution" x="${f(x)}" y="${f(y)}" font-size="${F.tag}" font-weight="bold" text-anchor="${anchor}" fill="${D.style.solution_ink}">${esc(proof.tag)}</text>`;
}

/** The edge from `parent` to its child `k`: dotted, dashed or double by why the child was
 *  entered (D.style.edge_line), thick in the cutoff colour once it cut off, tagged; `proof`:
 *  on a solution tree shown, over its band. */
export function drawEdge(
  D,
  tree,
  cursor,
  { parent, k, x1, y1, x2, y2 },
  font,
  bold = false,
  proof = false,
) {
  const ST = D.style;
  const cut = cutBy(tree, parent, cursor) && D.nodes.cut_child[parent] === k;
  const colour = cut ? ST.cutoff : ST.edge;
  const width = bold ? PEN.path : cut ? PEN.cut : PEN.edge;
  const why = D.nodes.why[k];
  const kind = ST.edge_line[why];
  const dash = { dotted: ' stroke-dasharray="2 4"', dashed: ' stroke-dasharray="7 4"' }[kind] || "";
  const line = (dx) =>
    `<line x1="${f(x1 + dx)}" y1="${f(y1)}" x2="${f(x2 + dx)}" y2="${f(y2)}" stroke="${colour}" stroke-width="${width}"${dash}/>`;
  let out = proof
    ? `<line class="solution" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${ST.solution}" stroke-width="${SOLUTION.band}" stroke-linecap="round"/>`
    : "";
  out += kind === "double" ? line(-2.5) + line(2.5) : line(0);
  const tag = [ST.edge_tag[why] || "", cut ? "cutoff" : ""].filter(Boolean).join(", ");
  if (tag) {
    // beside the edge; a cutoff's pruned moves fan out to its right, so it goes on the left
    const left = cut && (tree.pruned.get(parent) || []).length > 0;
    const { x, y } = tagPlace({ x1, y1, x2, y2 }, left, 6 + (proof ? SOLUTION.band / 2 : 0), font);
    const at = left ? `x="${f(x)}" text-anchor="end"` : `x="${f(x)}"`;
    const ink = cut ? ST.ink.lower : ST.edge;
    out += `<text ${at} y="${f(y)}" font-size="${font}" fill="${ink}" font-weight="${cut ? "bold" : "normal"}">${esc(tag)}</text>`;
  }
  return out;
}

const f = (v) => +v.toFixed(1);

/** Where an edge's tag goes (its anchor and baseline): `away` from the edge's point 60 % of
 *  the way down, square to the edge on its `left` side (else its right), so that a shallow
 *  edge (or the band under a solution tree's edge) runs past the text, not through it; then
 *  slid along the edge, keeping that distance, until the text lies between the parent's box
 *  and the child's (the edge runs from the one's foot to the other's top, with a node's ring
 *  SOLUTION.gap + SOLUTION.ring / 2 beyond), where another box cannot hide it. */
export function tagPlace({ x1, y1, x2, y2 }, left, away, font) {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  let [nx, ny] = [-(y2 - y1) / len, (x2 - x1) / len]; // square to the edge
  if (nx < 0 !== left) [nx, ny] = [-nx, -ny];
  const x = x1 + (x2 - x1) * 0.6 + nx * away;
  // the baseline: the text centred beside a steep edge, wholly below or above a flat one
  const y = y1 + (y2 - y1) * 0.6 + ny * away + font * (0.35 + 0.45 * ny);
  const clear = SOLUTION.gap + SOLUTION.ring;
  const lowest = y1 + clear + 0.75 * font; // the text's top below the parent's box
  const highest = Math.max(lowest, y2 - clear - 0.25 * font); // its foot above the child's
  const to = Math.min(Math.max(y, lowest), highest);
  const slope = y2 > y1 ? (x2 - x1) / (y2 - y1) : 0;
  return { x: x + (to - y) * slope, y: to };
}

/** A pruned move: a dashed stub from its parent, its name and "pruned" under it. */
function drawStub(D, m, font) {
  const ST = D.style;
  return (
    `<line x1="${f(m.x1)}" y1="${f(m.y1)}" x2="${f(m.x)}" y2="${f(m.y)}" stroke="${ST.pruned}" stroke-width="${PEN.stub}" stroke-dasharray="5 4"/>` +
    `<text x="${f(m.x)}" y="${f(m.y + font + 2)}" font-size="${font}" text-anchor="middle" fill="${ST.pruned}">${esc(m.name)}</text>` +
    `<text x="${f(m.x)}" y="${f(m.y + 2 * font + 4)}" font-size="${font}" text-anchor="middle" fill="${ST.pruned}">pruned</text>`
  );
}

/** Whether the edge into node `k` is on a solution tree shown (`shown`: proof.provedAt's
 *  map): `k` is in one and is not its root (a solution tree is connected, from its root). */
const onProof = (shown, k) => shown.has(k) && shown.get(k).root !== k;

/** The marks of layout.focusLayout as the focused view's SVG, `width` × `height` units;
 *  `shown`: the solution trees shown, by node (proof.provedAt). */
export function drawFocus(D, tree, cursor, marks, width, height, shown = new Map()) {
  const F = FOCUS_FONT;
  let out = "";
  for (const m of marks) {
    if (m.type === "node") {
      const proof = shown.get(m.k) || null;
      out += drawNode(D, cursor, m, LOOKS.focus, false, proof);
      if (proof && proof.root === m.k) out += focusTag(D, proof, m);
    } else if (m.type === "edge") {
      out += drawEdge(D, tree, cursor, m, F.tag, false, onProof(shown, m.k));
    } else if (m.type === "stub") {
      out += drawStub(D, m, F.stub);
    } else if (m.type === "more") {
      out += `<text x="${f(m.x)}" y="${f(m.y)}" font-size="${F.more}" text-anchor="middle" fill="${D.style.pruned}">+${m.count} more</text>`;
    }
  }
  return svg(width, height, out);
}

/** An SVG of `body`, `width` × `height` units, or `part` ({left, top, width, height}) of a
 *  bigger picture, placed where that part lies on it. */
function svg(width, height, body, part = null) {
  const box = part ? `${f(part.left)} ${f(part.top)}` : "0 0";
  const place = part
    ? ` style="position:absolute;left:${f(part.left)}px;top:${f(part.top)}px"`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box} ${f(width)} ${f(height)}" width="${f(width)}" height="${f(height)}"${place} aria-hidden="true" font-family="Helvetica,Arial,sans-serif">${body}</svg>`;
}

/** Whether box `b` ({x, y, w, h}, x its centre) meets `area` ({left, top, right, bottom}),
 *  or there is no area (all of it is drawn). */
const meets = (area, left, top, right, bottom) =>
  !area || (right >= area.left && left <= area.right && bottom >= area.top && top <= area.bottom);

/** The whole tree at `cursor` as SVG, laid out by treelayout.wholeLayout (`L`): the nodes
 *  entered so far, the current one (`k0`, or null) and the nodes on its `path` (a Set)
 *  marked, the principal variation bold once the search has ended (unless solution trees
 *  are shown, as the static diagrams do: `shown`, proof.provedAt's map), pruned moves once
 *  their cutoff is shown, each folded subtree as one mark with what it holds so far
 *  (`count(k)`: overview.subtreeCount's; without it, the whole subtree's) in the colours of
 *  what its root proved. `area`
 *  ({left, top, right, bottom}, at scale 1), if given: only what meets it is drawn, so that
 *  a big overview costs what the view shows. */
export function drawWhole(
  D,
  tree,
  cursor,
  L,
  k0,
  path,
  shown = new Map(),
  { count, area } = /** @type {{count?: (k: number) => any, area?: any}} */ ({}),
) {
  const F = TREE.font;
  const entered = Math.max(D.events.entered[cursor], 1); // before the start, the root alone
  const pvBold = cursor === D.n && shown.size === 0;
  let edges = "";
  let nodes = "";
  for (const k of L.list) {
    const b = L.nodes.get(k);
    if (k >= entered) continue;
    const p = D.nodes.parent[k];
    const from = p >= 0 ? L.nodes.get(p) : L.top;
    const top = from ? from.y + from.h : b.y;
    if (
      !meets(
        area,
        Math.min(b.x - b.w / 2, from?.x ?? b.x),
        top,
        Math.max(b.x + b.w / 2, from?.x ?? b.x),
        b.y + b.h,
      )
    )
      continue;
    const bold = pvBold && tree.pv.has(k);
    const role = k === k0 ? "current" : path.has(k) ? "path" : "";
    const box = { ...b, k, x: b.x - b.w / 2, role };
    nodes += drawNode(D, cursor, box, LOOKS.tree, bold, shown.get(k) || null);
    if (!from) continue;
    const ends = { parent: p, k, x1: from.x, y1: from.y + from.h, x2: b.x, y2: b.y };
    const pv = bold && (p < 0 || tree.pv.has(p));
    edges += drawEdge(D, tree, cursor, ends, F.tag, pv, onProof(shown, k));
    if (p < 0) edges += rootTags(D, tree.tags.get(k) || [], ends, F.tag);
  }
  for (const s of L.stubs) {
    if (
      s.parent < entered &&
      cutBy(tree, s.parent, cursor) &&
      meets(area, s.x - 40, s.y1, s.x + 40, s.y + 2 * F.stub + 4)
    ) {
      edges += drawStub(D, s, F.stub);
    }
  }
  for (const s of L.summaries) {
    if (s.k + 1 >= entered || !meets(area, s.x - s.w / 2, s.y1, s.x + s.w / 2, s.y + FOLD.height))
      continue;
    edges += drawFold(D, cursor, s, count ? foldText(count(s.k)) : s.text);
  }
  if (L.top) {
    nodes += `<text x="${f(L.top.x)}" y="${f(L.top.y + F.name)}" font-size="${F.name}" font-weight="bold" text-anchor="middle" fill="${D.style.ink.exact}">${esc(L.top.text)}</text>`;
  }
  if (!area) return svg(L.width, L.height, edges + nodes);
  // only the area's part of the picture, where it lies on it: a big tree's whole picture
  // would be wider than a browser draws
  const left = Math.max(0, area.left);
  const top = Math.max(0, area.top);
  const width = Math.max(1, Math.min(L.width, area.right) - left);
  const height = Math.max(1, Math.min(L.height, area.bottom) - top);
  const at = { left, top, width, height };
  return svg(width, height, edges + nodes, at);
}

/** A folded subtree's mark `s` (treelayout's summary, under its root s.k): a dashed edge to
 *  a rounded box saying `text` ("+1,234 nodes · 567 leaves"), its line and ink the colours
 *  of what the root proved once it returned (D.style), grey while it is searched. */
function drawFold(D, cursor, s, text) {
  const ST = D.style;
  const bound = returned(D, s.k, cursor) ? D.nodes.bound[s.k] : null;
  const line = bound ? ST.bound[bound] : ST.pruned;
  const ink = bound ? ST.ink[bound] : ST.pruned;
  const fill = bound ? ST.fill[bound] : ST.paper;
  const F = TREE.font;
  const [x, y, w] = [s.x - s.w / 2, s.y, s.w];
  return (
    `<g data-fold="${s.k}"><line x1="${f(s.x1)}" y1="${f(s.y1)}" x2="${f(s.x)}" y2="${f(y)}" stroke="${ST.pruned}" stroke-dasharray="5 4"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${FOLD.height}" rx="${FOLD.round}" fill="${fill}" stroke="${line}" stroke-width="${PEN.path}"/>` +
    `<text x="${f(s.x)}" y="${f(y + FOLD.height / 2 + F.more / 3)}" font-size="${F.more}" text-anchor="middle" fill="${ink}">${esc(text)}</text></g>`
  );
}

/** The `tags` of a root's edge from the top label: "pass 1", "γ = 3", or "depth 3". */
function rootTags(D, tags, { x1, y1, x2, y2 }, font) {
  return tags
    .map(
      (t, i) =>
        `<text x="${f((x1 + x2) / 2 + 6)}" y="${f((y1 + y2) / 2 + i * font)}" font-size="${font}" fill="${D.style.edge}">${esc(t)}</text>`,
    )
    .join("");
}
