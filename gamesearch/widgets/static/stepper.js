// The step-through player of gamesearch: one ES module, used three ways.
//
// * As an anywidget front end (`export default {render}`): Python hands over the trace data
//   once (the `data` trait); every step then runs here, with no kernel round trip. The
//   cursor is written back to the `cursor` trait so Python can read and set it.
// * In a page with no Jupyter at all (`mount(element, data)`): `Stepper.save_html`, and the
//   HTML that nbconvert, slides, nbviewer and Jupyter Book show.
// * Where Graphviz's `dot` cannot run (JupyterLite), `data.svg` is empty and the tree is laid
//   out here from `data.dot` with Graphviz compiled to WebAssembly (vendored @viz-js/viz,
//   handed over as source text).
//
// What is shown at a cursor replays gamesearch.widgets.stepper_model.StepperModel, the
// source of truth: Python precomputes the sentences, number lines, boards and questions of
// every cursor; this module only restyles the tree laid out once and moves the view.
// Every instance scopes its styles and element ids to a fresh random id, so any number of
// players on a page (or in several notebooks) never touch each other.

const SHAPES = ":is(polygon,ellipse,path)";

function uid() {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return "gs" + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") el.textContent = value;
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value);
  }
  el.append(...children);
  return el;
}

function css(scope, s) {
  // JupyterLab's variables where they exist, readable defaults elsewhere (a plain page).
  const fg = "var(--jp-ui-font-color0, #111)";
  const fg2 = "var(--jp-ui-font-color1, #333)";
  const bg = "var(--jp-layout-color1, #fff)";
  const line = "var(--jp-border-color1, #bbb)";
  const button = "var(--jp-layout-color2, #eee)";
  const S = `.${scope}`;
  return `
${S}{font-family:var(--jp-ui-font-family,system-ui,sans-serif);color:${fg};max-width:100%;
  box-sizing:border-box;outline:none;display:flex;flex-direction:column;gap:6px}
${S} *{box-sizing:border-box}
${S}:focus-visible{outline:2px solid var(--jp-brand-color1,#0072B2);outline-offset:2px}
${S} .bar{display:flex;flex-wrap:wrap;align-items:center;gap:6px}
${S} button{font:inherit;font-size:15px;font-weight:600;min-height:38px;padding:0 10px;
  border-radius:4px;border:1px solid ${line};background:${button};color:${fg};cursor:pointer}
${S} button:disabled{opacity:.45;cursor:default}
${S} button[aria-pressed=true]{background:var(--jp-brand-color1,#0072B2);color:#fff;
  border-color:var(--jp-brand-color1,#0072B2)}
${S} .slider{flex:1 1 120px;min-width:90px;height:28px}
${S} .count{font-size:15px;min-width:4.5em;text-align:right;color:${fg2};
  font-variant-numeric:tabular-nums}
${S} .info{display:flex;gap:12px;align-items:flex-start;min-height:84px}
${S} .sentence{flex:1 1 auto;font-size:19px;line-height:1.4;min-width:0}
${S} .board{flex:0 0 auto;width:${s.board}px}
${S} :is(.board,.line)>svg{background:#fff;color:#111;border-radius:4px}
${S} .board svg{width:100%;height:auto;display:block}
${S} .meta{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px}
${S} .line{flex:0 1 460px;min-width:0}
${S} .line svg{width:100%;height:auto;display:block}
${S} .meta .status{flex:1 1 200px}
${S} .status{font-size:14px;color:${fg2};font-variant-numeric:tabular-nums}
${S} .path{font-size:15px;color:${fg2};white-space:nowrap;overflow:hidden;min-height:1.4em}
${S} .view{position:relative;overflow:hidden;width:100%;background:#fff;border:1px solid ${line};
  border-radius:4px;touch-action:none;cursor:grab}
${S} .canvas{position:absolute;left:0;top:0;transform-origin:0 0}
${S} .canvas.moving{transition:transform .25s ease-out}
${S} .canvas svg{display:block}
${S} .focus{position:absolute;inset:0}
${S} .focus svg{display:block;width:100%;height:100%;font-family:Helvetica,Arial,sans-serif}
${S} .quiz[hidden]{display:none}
${S} .quiz{border:2px solid var(--jp-brand-color1,#0072B2);border-radius:6px;padding:8px 12px;
  background:${bg};display:flex;flex-direction:column;gap:8px}
${S} .quiz .prompt{font-size:18px;line-height:1.35}
${S} .quiz .choices{display:flex;flex-wrap:wrap;gap:6px}
${S} .quiz .verdict{font-size:17px;font-weight:600}
${S} .right{color:var(--jp-success-color0,#1b7d3a)}
${S} .wrong{color:var(--jp-error-color0,#c62828)}
${S} .message{font-size:15px;color:${fg2}}
${S} .gs-hidden{visibility:hidden}
${S}.live .node>${SHAPES},${S}.live .edge>path{stroke-width:${s.pen}px}
${S} .gs-running>${SHAPES}{fill:#fff;stroke:${s.edge}}
${S} .gs-running>text:nth-of-type(3){visibility:hidden}
${S} .gs-uncut>:is(path,polygon){stroke:${s.edge}}
${S} .gs-uncut>polygon{fill:${s.edge}}
${S} .gs-uncut>text:last-of-type{visibility:hidden}
${S} .gs-onpath>${SHAPES}{stroke-width:3px}
${S} .gs-current>${SHAPES}{stroke-width:5px;fill:${s.current}}
`;
}

async function layoutWithViz(dot, vizSource) {
  const url = URL.createObjectURL(new Blob([vizSource], { type: "text/javascript" }));
  try {
    const viz = await (await import(url)).instance();
    return viz.renderString(dot, { format: "svg" });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A player over `data` inside `el`; `model` is an anywidget model or a stand-in. */
function player(el, model, vizSource) {
  const D = model.get("data");
  const n = D.n;
  const scope = uid();
  let cursor = Math.max(0, Math.min(model.get("cursor") || 0, n));
  let whole = false;
  let zoom = 1;
  let pan = null; // a manual offset while dragging, until the next step
  let timer = null;
  let quiz = !!model.get("quiz");
  let asked = null; // the question shown, waiting for an answer
  const answers = new Map(); // cursor -> right?

  const root = h("div", { class: `${scope} gs-player`, tabindex: "0" });
  root.append(h("style", { text: css(scope, { ...D.style, board: D.board }) }));
  const back = h("button", { title: "Step back (←)", text: "◀ Back" });
  const play = h("button", { title: "Play or pause (P)", text: "▶ Play" });
  const forward = h("button", { title: "Step forward (→ or Space)", text: "Forward ▶" });
  const slider = h("input", {
    class: "slider",
    type: "range",
    min: "0",
    max: String(n),
    "aria-label": "Event",
  });
  const count = h("span", { class: "count" });
  const wholeButton = h("button", { title: "Whole tree or follow the current node (W)" });
  wholeButton.textContent = "Whole tree";
  const quizButton = h("button", { title: "Predict each result before it is shown (Q)" });
  const zoomOut = h("button", { title: "Zoom out (−)", text: "−", "aria-label": "Zoom out" });
  const zoomIn = h("button", { title: "Zoom in (+)", text: "+", "aria-label": "Zoom in" });
  const bar = h("div", { class: "bar" }, back, play, forward, slider, count);
  bar.append(wholeButton, zoomOut, zoomIn, quizButton);
  const sentence = h("div", { class: "sentence", "aria-live": "polite" });
  const board = h("div", { class: "board" });
  const info = h("div", { class: "info" }, sentence, board);
  const quizBox = h("div", { class: "quiz" });
  quizBox.hidden = true;
  const line = h("div", { class: "line" });
  const status = h("div", { class: "status" });
  const path = h("div", { class: "path" });
  const canvas = h("div", { class: "canvas" });
  const focus = h("div", { class: "focus" });
  const view = h("div", { class: "view" }, canvas, focus);
  view.style.height = `${D.view_height}px`;
  const meta = h("div", { class: "meta" }, line, status);
  root.append(bar, info, quizBox, meta, path, view);
  el.replaceChildren(root);

  // -- the tree, laid out once ------------------------------------------------------------
  const parts = []; // per node: its own elements (node, edge in, summary and its edge)
  const nodeEls = [];
  const edgeEls = [];
  const stubs = new Map(); // node -> its pruned-move stubs and their edges
  let svg = null;
  let size = { w: 0, h: 0 };
  let centres = null; // per node, its centre on the canvas at scale 1

  function adopt(text) {
    canvas.innerHTML = text;
    svg = canvas.querySelector("svg");
    if (!svg) return;
    const byId = new Map();
    for (const e of svg.querySelectorAll("[id]")) {
      byId.set(e.id, e);
      e.id = `${scope}-${e.id}`; // unique on the page
    }
    for (let k = 0; k < D.parent.length; k++) {
      nodeEls[k] = byId.get(`n${k}`) || null;
      edgeEls[k] = byId.get(`e${k}`) || null;
      parts[k] = [`n${k}`, `e${k}`, `c${k}`, `ce${k}`].map((i) => byId.get(i)).filter(Boolean);
    }
    for (const [id, e] of byId) {
      const match = /^pe?(\d+)_\d+$/.exec(id);
      if (!match) continue;
      const k = Number(match[1]);
      if (!stubs.has(k)) stubs.set(k, []);
      stubs.get(k).push(e);
    }
    size = { w: svg.width.baseVal.value, h: svg.height.baseVal.value };
    view.style.height = `${Math.max(200, Math.min(D.view_height, size.h + 24))}px`;
  }

  function measure() {
    // Node centres on the canvas at scale 1, read once the view has a size.
    if (centres || !svg || view.clientWidth === 0) return;
    canvas.classList.remove("moving");
    canvas.style.transform = "none";
    const origin = canvas.getBoundingClientRect();
    centres = nodeEls.map((e) => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { x: r.left - origin.left + r.width / 2, y: r.top - origin.top + r.height / 2 };
    });
  }

  function focused() {
    // the path view, unless the whole tree is asked for or fits at full size
    if (!svg) return true;
    if (whole) return false;
    const vw = view.clientWidth;
    return !(size.w <= vw && size.h + 24 <= D.view_height && zoom === 1);
  }

  function place(animate) {
    const vw = view.clientWidth;
    const vh = view.clientHeight;
    const path = focused();
    focus.hidden = !path;
    canvas.hidden = path;
    view.dataset.mode = path ? "path" : "tree";
    if (path) {
      if (vw) renderFocus(vw, vh);
      return;
    }
    measure();
    if (!vw || !centres) return;
    let scale;
    let tx;
    let ty;
    const fits = size.w <= vw && size.h <= vh && zoom === 1;
    if (whole || fits) {
      scale = whole ? Math.min(vw / size.w, vh / size.h, 1.5) : 1;
      tx = (vw - size.w * scale) / 2;
      ty = (vh - size.h * scale) / 2;
    } else {
      scale = zoom;
      const k = current() ?? 0;
      const c = centres[k] || { x: size.w / 2, y: 0 };
      tx = vw / 2 - c.x * scale;
      ty = vh * 0.38 - c.y * scale;
      // keep the picture on screen: no empty margin wider than a third of the view
      tx = Math.min(vw / 3, Math.max(vw * (2 / 3) - size.w * scale, tx));
      ty = Math.min(vh / 4, Math.max(vh * (3 / 4) - size.h * scale, ty));
    }
    if (pan) {
      tx += pan.x;
      ty += pan.y;
    }
    canvas.classList.toggle("moving", !!animate);
    canvas.style.transform = `translate(${tx}px, ${ty}px) scale(${scale})`;
    canvas.dataset.scale = String(scale);
  }

  // -- the focused view: the path from the root, each level's searched children ----------
  const kids = D.parent.map(() => []);
  D.parent.forEach((p, k) => {
    if (p >= 0) kids[p].push(k);
  });
  const roots = D.parent.map((p, k) => (p < 0 ? k : -1)).filter((k) => k >= 0);
  const cutAt = new Map(D.cutoffs);
  const ST = D.style;
  const esc = (t) => String(t).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

  function focusNode() {
    // the current node; between nodes (an MTD(f) pass event) the last root entered
    const k = current();
    if (k !== null) return k;
    const entered = D.entered[cursor];
    const started = roots.filter((r) => r < entered);
    return started.length ? started[started.length - 1] : roots.length ? roots[0] : null;
  }

  function shape(x, y, w, hh, toMove) {
    const p = toMove === 0
      ? [[x, y + hh * 0.28], [x + w / 2, y], [x + w, y + hh * 0.28], [x + w, y + hh], [x, y + hh]]
      : [[x, y], [x + w, y], [x + w, y + hh * 0.72], [x + w / 2, y + hh], [x, y + hh * 0.72]];
    return p.map((q) => q.join(",")).join(" ");
  }

  function drawNode(k, x, y, w, hh, role) {
    // role: "current", "path" (an open ancestor) or "" (a sibling)
    const done = D.exit_at[k] < cursor;
    const bound = done ? D.bounds[k] : null;
    const stroke = role === "current" ? "#000" : bound ? ST.bound[bound] : ST.edge;
    const fill = role === "current" ? ST.current : bound ? ST.fill[bound] : "#fff";
    const width = role === "current" ? 4 : role === "path" ? 2.5 : 1.4;
    const dash = D.tt[k] === "narrow" && D.probe_at[k] < cursor ? ' stroke-dasharray="6 3"' : "";
    let out = `<g data-node="${k}"><polygon points="${shape(x, y, w, hh, D.to_move[k])}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"${dash}/>`;
    if (D.tt[k] === "hit" && D.probe_at[k] < cursor) {
      out += `<polygon points="${shape(x + 4, y + 4, w - 8, hh - 8, D.to_move[k])}" fill="none" stroke="${stroke}" stroke-width="1.2"/>`;
    }
    const cx = x + w / 2;
    const [y1, y2, y3] = D.to_move[k] === 0 ? [31, 46, 61] : [17, 32, 47]; // baselines
    out += `<text x="${cx}" y="${y + y1}" font-size="15" font-weight="bold" text-anchor="middle" fill="#111">${esc(D.names[k])}</text>`;
    // the window (α, β), or a SCOUT test's question ("< −3?"): a test has no window
    out += `<text x="${cx}" y="${y + y2}" font-size="13" text-anchor="middle" fill="#333">${esc(D.windows[k])}</text>`;
    if (done) {
      const colour = ST.bound[bound];
      out += `<text x="${cx}" y="${y + y3}" font-size="15" font-weight="bold" text-anchor="middle" fill="${colour}">${esc(D.values[k])}</text>`;
    }
    return out + "</g>";
  }

  function drawEdge(parent, k, x1, y1, x2, y2) {
    const cut = cutAt.has(parent) && cutAt.get(parent) < cursor && D.cut_child[parent] === k;
    const colour = cut ? ST.cutoff : ST.edge;
    const width = cut ? 2.6 : 1.4;
    const why = D.why[k];
    const dash = why === "null-window" ? ' stroke-dasharray="2 4"' : why === "scout-test" ? ' stroke-dasharray="7 4"' : "";
    const line = (dx) =>
      `<line x1="${x1 + dx}" y1="${y1}" x2="${x2 + dx}" y2="${y2}" stroke="${colour}" stroke-width="${width}"${dash}/>`;
    let out = why === "re-search" ? line(-2.5) + line(2.5) : line(0);
    const tag = [why === "re-search" ? "re-search" : "", why === "extra-turn" ? "extra turn" : "", cut ? "cutoff" : ""]
      .filter(Boolean)
      .join(", ");
    if (tag) {
      const mx = x1 + (x2 - x1) * 0.7;
      const my = y1 + (y2 - y1) * 0.7;
      out += `<text x="${mx + 6}" y="${my + 4}" font-size="13" fill="${colour}" font-weight="${cut ? "bold" : "normal"}">${esc(tag)}</text>`;
    }
    return out;
  }

  function renderFocus(vw, vh) {
    const k0 = focusNode();
    if (k0 === null) {
      focus.innerHTML = "";
      return;
    }
    const z = zoom;
    const width = vw / z;
    const line = ancestry(k0);
    const entered = D.entered[cursor];
    const rows = [{ nodes: [line[0]], parent: -1 }];
    for (let i = 1; i < line.length; i++) {
      rows.push({ nodes: kids[line[i - 1]].filter((k) => k < entered), parent: line[i - 1] });
    }
    const below = kids[k0].filter((k) => k < entered);
    if (below.length) rows.push({ nodes: below, parent: k0 });
    const rowH = 100;
    const boxH = 66;
    const total = rows.length * rowH;
    const focusRow = line.length - 1;
    // show the current row and the one below; older rows scroll up out of view
    const offset = Math.max(0, Math.min(total - vh / z + 12, (focusRow + 2) * rowH - vh / z + 12));
    let out = "";
    const centres = [];
    rows.forEach((row, r) => {
      const stubs = row.parent >= 0 && cutAt.has(row.parent) && cutAt.get(row.parent) < cursor
        ? D.pruned[row.parent] || []
        : [];
      let items = [...row.nodes.map((k) => ({ k })), ...stubs.map((name) => ({ stub: name }))];
      const onPath = line[r];
      const maxCount = Math.max(1, Math.floor((width - 16) / 84));
      let hiddenLeft = 0;
      let hiddenRight = 0;
      if (items.length > maxCount) {
        const at = Math.max(0, items.findIndex((it) => it.k === onPath));
        const start = Math.max(0, Math.min(at - Math.floor((maxCount - 1) / 2), items.length - maxCount + 1));
        const end = Math.min(items.length, start + maxCount - 1);
        hiddenLeft = start;
        hiddenRight = items.length - end;
        items = items.slice(start, end);
      }
      // a node takes a whole slot, a pruned move or "+N more" a narrower one
      const weight = (item) => (item.k === undefined ? 0.6 : 1);
      const slots =
        items.reduce((sum, item) => sum + weight(item), 0) + 0.6 * ((hiddenLeft > 0) + (hiddenRight > 0));
      const spacing = Math.min(128, (width - 16) / slots);
      const w = Math.min(112, spacing - 8);
      // centred under the parent drawn above it, as far as the view allows
      const above = centres[r - 1] ? centres[r - 1].x : width / 2;
      const span = spacing * slots;
      let left = Math.max(8, Math.min(width - 8 - span, above - span / 2));
      const y = r * rowH + 8 - offset;
      const more = (count) => {
        const t = `<text x="${left + 0.3 * spacing}" y="${y + boxH / 2 + 5}" font-size="14" text-anchor="middle" fill="${ST.pruned}">+${count} more</text>`;
        left += 0.6 * spacing;
        return t;
      };
      if (hiddenLeft) out += more(hiddenLeft);
      for (const item of items) {
        const slot = weight(item) * spacing;
        const cx = left + slot / 2;
        const p = centres[r - 1];
        if (row.parent >= 0 && p) {
          out += item.stub === undefined
            ? drawEdge(row.parent, item.k, p.x, p.y, cx, y)
            : `<line x1="${p.x}" y1="${p.y}" x2="${cx}" y2="${y}" stroke="${ST.pruned}" stroke-width="1.2" stroke-dasharray="5 4"/>`;
        }
        if (item.stub !== undefined) {
          out += `<text x="${cx}" y="${y + 20}" font-size="14" text-anchor="middle" fill="${ST.pruned}">${esc(item.stub)}</text>`;
          out += `<text x="${cx}" y="${y + 37}" font-size="13" text-anchor="middle" fill="${ST.pruned}">pruned</text>`;
        } else {
          const role = cursor === 0 ? "" : item.k === k0 ? "current" : item.k === onPath ? "path" : "";
          out += drawNode(item.k, cx - w / 2, y, w, boxH, role);
          if (item.k === onPath) centres[r] = { x: cx, y: y + boxH };
        }
        left += slot;
      }
      if (hiddenRight) out += more(hiddenRight);
    });
    focus.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${vh / z}" role="img" aria-label="the search path to the current node">${out}</svg>`;
  }

  // -- what a cursor shows ----------------------------------------------------------------
  function current(c = cursor) {
    const k = D.frames.node[c];
    return k < 0 ? null : k;
  }

  function ancestry(k) {
    const out = [];
    for (let i = k; i !== null && i >= 0 && out.length <= D.parent.length; i = D.parent[i]) {
      out.push(i);
    }
    return out.reverse();
  }

  function paintTree() {
    const entered = Math.max(D.entered[cursor], 1); // before the start, the root alone
    const k0 = current();
    const line = k0 === null ? [] : ancestry(k0);
    const onPath = new Set(line);
    root.classList.toggle("live", cursor < n);
    for (let k = 0; k < parts.length; k++) {
      const hidden = k >= entered;
      for (const e of parts[k]) e.classList.toggle("gs-hidden", hidden);
      const e = nodeEls[k];
      if (!e) continue;
      const open = (onPath.has(k) || (cursor === 0 && k === 0)) && D.exit_at[k] >= cursor;
      e.classList.toggle("gs-running", open);
      e.classList.toggle("gs-onpath", onPath.has(k) && k !== k0);
      e.classList.toggle("gs-current", k === k0);
    }
    for (const [k, at] of D.cutoffs) {
      const pending = at >= cursor;
      for (const e of stubs.get(k) || []) e.classList.toggle("gs-hidden", pending);
      const edge = edgeEls[D.cut_child[k]];
      if (edge) edge.classList.toggle("gs-uncut", pending);
    }
    path.textContent = line.length
      ? "Path: " + line.map((k) => `${D.names[k]} ${D.why[k] === "scout-test" ? "test " : ""}${D.windows[k]}`).join(" › ")
      : "";
    path.scrollLeft = path.scrollWidth; // a long path shows its end: the current node
  }

  function paint(animate = true) {
    const F = D.frames;
    slider.value = String(cursor);
    count.textContent = `${cursor} / ${n}`;
    back.disabled = cursor === 0;
    forward.disabled = cursor === n;
    sentence.textContent = F.sentence[cursor];
    line.innerHTML = F.line[cursor] < 0 ? "" : D.lines[F.line[cursor]];
    board.innerHTML = F.board[cursor] < 0 ? "" : D.boards[F.board[cursor]];
    status.textContent = F.status[cursor];
    wholeButton.setAttribute("aria-pressed", String(whole));
    wholeButton.disabled = !svg;
    quizButton.setAttribute("aria-pressed", String(quiz));
    const right = [...answers.values()].filter(Boolean).length;
    quizButton.textContent = quiz ? `Quiz ${right} / ${answers.size}` : "Quiz";
    if (svg) paintTree();
    pan = null;
    place(animate);
  }

  // -- moving -----------------------------------------------------------------------------
  function go(c, fromModel = false) {
    c = Math.max(0, Math.min(Number(c) || 0, n));
    if (asked && c !== asked.cursor) closeQuestion();
    cursor = c;
    paint();
    if (!fromModel && model.get("cursor") !== c) {
      model.set("cursor", c);
      model.save_changes();
    }
  }

  function step() {
    // Forward, but in quiz mode ask first when the next event has a question.
    const q = D.questions[cursor];
    if (quiz && q && !answers.has(cursor)) {
      ask(cursor, q);
      return false;
    }
    go(cursor + 1);
    return true;
  }

  function ask(at, q) {
    stop();
    asked = { cursor: at };
    quizBox.hidden = false;
    const choices = q.choices.map((text, i) =>
      h("button", { text: `${i + 1}. ${text}`, onclick: () => answer(i) }),
    );
    quizBox.replaceChildren(
      h("div", { class: "prompt", text: `Predict: ${q.prompt}` }),
      h("div", { class: "choices" }, ...choices),
    );
    choices[0].focus({ preventScroll: true });
  }

  function answer(i) {
    if (!asked) return;
    const at = asked.cursor;
    const q = D.questions[at];
    const right = i === q.answer;
    answers.set(at, right);
    asked = null;
    const verdict = right ? "✔ Right." : `✘ Not quite: ${q.choices[q.answer]}.`;
    quizBox.replaceChildren(
      h("div", { class: `verdict ${right ? "right" : "wrong"}`, text: verdict }),
      h("div", { class: "message", text: score() }),
    );
    go(at + 1);
    root.focus({ preventScroll: true });
  }

  function score() {
    const right = [...answers.values()].filter(Boolean).length;
    const left = D.questions.slice(cursor).filter((q, i) => q && !answers.has(cursor + i)).length;
    const end = left === 0 ? " That was the last question." : ` ${left} questions to go.`;
    return `Score: ${right} of ${answers.size} right.${end}`;
  }

  function closeQuestion() {
    asked = null;
    quizBox.hidden = true;
  }

  function stop() {
    if (timer !== null) clearInterval(timer);
    timer = null;
    play.textContent = "▶ Play";
  }

  function toggleTimer() {
    if (timer !== null) return stop();
    if (cursor === n) go(0);
    play.textContent = "❚❚ Pause";
    timer = setInterval(() => {
      if (cursor >= n || !step()) stop();
    }, D.interval);
  }

  function setZoom(factor) {
    zoom = Math.max(1, Math.min(3, zoom * factor));
    whole = false;
    paint(true);
  }

  back.onclick = () => go(cursor - 1);
  forward.onclick = () => step();
  play.onclick = toggleTimer;
  slider.oninput = () => go(Number(slider.value));
  wholeButton.onclick = () => {
    whole = !whole;
    paint(true);
  };
  zoomIn.onclick = () => setZoom(1.25);
  zoomOut.onclick = () => setZoom(0.8);
  quizButton.onclick = () => {
    quiz = !quiz;
    if (!quiz) closeQuestion();
    model.set("quiz", quiz);
    model.save_changes();
    paint(false);
  };
  root.addEventListener("keydown", (event) => {
    const key = event.key;
    const keys = {
      ArrowRight: step,
      PageDown: step,
      " ": step,
      ArrowLeft: () => go(cursor - 1),
      PageUp: () => go(cursor - 1),
      Home: () => go(0),
      End: () => go(n),
      w: () => wholeButton.onclick(),
      q: () => quizButton.onclick(),
      p: toggleTimer,
      "+": () => setZoom(1.25),
      "-": () => setZoom(0.8),
    };
    if (asked && /^[1-9]$/.test(key)) {
      answer(Number(key) - 1);
    } else if (keys[key] && (event.target === root || key !== " ")) {
      keys[key]();
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation(); // slides and notebooks keep their keys elsewhere
  });

  // dragging pans the tree, Ctrl + wheel zooms it
  let drag = null;
  view.addEventListener("pointerdown", (event) => {
    drag = { x: event.clientX, y: event.clientY, pan: pan || { x: 0, y: 0 } };
    view.setPointerCapture(event.pointerId);
  });
  view.addEventListener("pointermove", (event) => {
    if (!drag) return;
    pan = { x: drag.pan.x + event.clientX - drag.x, y: drag.pan.y + event.clientY - drag.y };
    const saved = pan;
    place(false);
    pan = saved;
  });
  view.addEventListener("pointerup", () => {
    drag = null;
  });
  view.addEventListener(
    "wheel",
    (event) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom(event.deltaY < 0 ? 1.1 : 1 / 1.1);
    },
    { passive: false },
  );
  const resize = new ResizeObserver(() => place(false));
  resize.observe(view);

  const onModel = () => go(model.get("cursor"), true);
  model.on("change:cursor", onModel);

  // a handle for tests and for the console
  root.gsPlayer = {
    go,
    step,
    answer,
    get cursor() {
      return cursor;
    },
    current,
    visible: () => parts.map((p, k) => (p[0] && !p[0].classList.contains("gs-hidden") ? k : -1)).filter((k) => k >= 0),
    scale: () => Number(canvas.dataset.scale || 0),
  };

  paint(false);
  const ready = D.svg
    ? Promise.resolve(D.svg)
    : D.dot && vizSource
      ? layoutWithViz(D.dot, vizSource)
      : Promise.resolve("");
  const done = ready.then((text) => {
    if (text) adopt(text);
    else canvas.replaceChildren(h("div", { class: "message", text: D.no_tree }));
    paint(false);
  });
  return {
    done,
    dispose() {
      stop();
      resize.disconnect();
      model.off?.("change:cursor", onModel);
    },
  };
}

/** A player with no Jupyter: `data` as `Stepper.save_html` writes it. */
export function mount(el, data, vizSource = "") {
  const values = { data, cursor: 0, quiz: !!data.quiz };
  const model = {
    get: (key) => values[key],
    set: (key, value) => {
      values[key] = value;
    },
    save_changes() {},
    on() {},
    off() {},
  };
  return player(el, model, vizSource);
}

export default {
  render({ model, el }) {
    const running = player(el, model, model.get("_viz"));
    return () => running.dispose();
  },
};
