// The number line of a step (pure): the score range, the window (α, β) or the side of v a
// SCOUT test asks about, and what the value or the answer proves. The browser's drawing of
// gamesearch.views.window.window_svg and gamesearch.views.question.question_svg, from the
// numbers of a frame (frame.js), with their sizes (D.line) and colours (D.style).
import { esc } from "./drawing.js";

/** The SVG of `frame`'s number line, or "" when it has none (before the first event). It
 *  is hidden from screen readers: its element is an image named by lineLabel. */
export function lineSvg(D, frame) {
  if (frame.test !== null) return testLine(D, frame);
  if (frame.window !== null) return windowLine(D, frame);
  return "";
}

/** What `frame`'s number line shows, in words: "window (4, 5); v ≥ 5", or "". */
export function lineLabel(frame) {
  if (frame.test !== null) {
    const { question, answer, verdict } = frame.test;
    return answer === null ? question : `${question} ${verdict}`;
  }
  if (frame.window === null) return "";
  const caption = `window ${frame.window.text}`;
  return frame.outcome === null ? caption : `${caption}; v ${frame.outcome}`;
}

/** What every number line shares: paper, band, axis and ticks; and x of a value. */
function base(D, band) {
  const L = D.line;
  const ST = D.style;
  const scale = (L.width - 2 * L.margin) / (L.hi - L.lo);
  const x = (v) => L.margin + (Math.min(Math.max(v, L.lo), L.hi) - L.lo) * scale;
  const [top, bottom] = L.band;
  const left = x(band[0]);
  const right = x(band[1]);
  let out =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${L.width} ${L.height}" ` +
    `aria-hidden="true" font-family="sans-serif" font-size="${L.font}">` +
    `<rect width="${L.width}" height="${L.height}" rx="6" fill="${ST.paper}"/>` +
    `<rect x="${f(left)}" y="${top}" width="${f(Math.max(right - left, 1.5))}" height="${bottom - top}" fill="${ST.window}" fill-opacity="0.6"/>` +
    `<line x1="${L.margin}" y1="${L.axis}" x2="${L.width - L.margin}" y2="${L.axis}" stroke="${ST.edge}"/>`;
  for (const [tick, text] of L.ticks) {
    out +=
      `<line x1="${f(x(tick))}" y1="${L.axis - 3}" x2="${f(x(tick))}" y2="${L.axis + 3}" stroke="${ST.edge}"/>` +
      `<text x="${f(x(tick))}" y="${L.height - 5}" text-anchor="middle" fill="${ST.edge}">${esc(text)}</text>`;
  }
  return { out, x };
}

const f = (v) => v.toFixed(1);

function windowLine(D, frame) {
  const L = D.line;
  const ST = D.style;
  const { alpha, beta, text } = frame.window;
  const caption = `window ${text}`;
  const verdict = frame.outcome === null ? "" : `v ${frame.outcome}`;
  let { out, x } = base(D, [alpha, beta]);
  const [top, bottom] = L.band;
  for (const [end, off, sign] of [
    [alpha, alpha < L.lo, -1],
    [beta, beta > L.hi, 1],
  ]) {
    if (!off) continue; // an end beyond the range: an arrow pointing out of it
    const at = x(end);
    out += `<path d="M${f(at)} ${top}L${f(at + sign * 9)} ${L.axis}L${f(at)} ${bottom}z" fill="${ST.window}"/>`;
  }
  out += `<text x="6" y="15" fill="${ST.edge}">${esc(caption)}</text>`;
  if (frame.value !== null) {
    const v = frame.value;
    const proof = { upper: [L.lo, v], lower: [v, L.hi] }[frame.bound] || [v, v];
    const colour = ST.bound[frame.bound] ?? ST.unfinished;
    out +=
      `<line x1="${f(x(proof[0]))}" y1="${L.proof}" x2="${f(x(proof[1]))}" y2="${L.proof}" stroke="${colour}" stroke-width="4"/>` +
      `<circle cx="${f(x(v))}" cy="${L.axis}" r="5" fill="${colour}" stroke="${ST.paper}"/>` +
      `<text x="${L.width - 6}" y="15" text-anchor="end" font-weight="bold" fill="${ST.ink[frame.bound] ?? ST.unfinished_ink}">${esc(verdict)}</text>`;
  }
  return `${out}</svg>`;
}

function testLine(D, frame) {
  const L = D.line;
  const ST = D.style;
  const { relation, v, answer, holds, bound, question, verdict } = frame.test;
  const above = relation === ">" || relation === "≥"; // the side of v the question asks about
  let { out, x } = base(D, above ? [v, L.hi] : [L.lo, v]);
  out += `<text x="6" y="15" fill="${ST.edge}">${esc(question)}</text>`;
  let strict = relation === ">" || relation === "<";
  let colour = ST.edge;
  if (answer !== null) {
    strict = holds === ">" || holds === "<";
    colour = ST.bound[bound];
    const [start, stop] = bound === "lower" ? [x(v), x(L.hi)] : [x(L.lo), x(v)];
    out +=
      `<line x1="${f(start)}" y1="${L.proof}" x2="${f(stop)}" y2="${L.proof}" stroke="${colour}" stroke-width="4"/>` +
      `<text x="${L.width - 6}" y="15" text-anchor="end" font-weight="bold" fill="${ST.ink[bound]}">${esc(verdict)}</text>`;
  }
  // v is a ring where the relation asked (then proved) is strict: v is not in the region
  const fill = strict ? ST.paper : colour;
  out += `<circle cx="${f(x(v))}" cy="${L.axis}" r="5" fill="${fill}" stroke="${colour}" stroke-width="2"/>`;
  return `${out}</svg>`;
}
