// Small hand-made player data, shaped as gamesearch.widgets.stepper_data hands it over.

export const STYLE = {
  pen: 1.2,
  edge: "#404040",
  current: "#F0E442",
  bound: { upper: "#0072B2", exact: "#000000", lower: "#D55E00" },
  fill: { upper: "#D9EAF4", exact: "#FFFFFF", lower: "#F9E0CC" },
  cutoff: "#D55E00",
  pruned: "#6E6E6E",
};

/**
 * The data of a depth-first search over `parent` (-1 for a root; nodes numbered in the
 * order they are entered, as a trace numbers them), one event per enter and per exit
 * (cursor = the number of events shown). `extra` overrides any field.
 */
export function searchData(parent, extra = {}) {
  const kids = parent.map(() => []);
  parent.forEach((p, k) => {
    if (p >= 0) kids[p].push(k);
  });
  const events = [];
  const walk = (k) => {
    events.push(["enter", k]);
    for (const c of kids[k]) walk(c);
    events.push(["exit", k]);
  };
  parent.forEach((p, k) => {
    if (p < 0) walk(k);
  });
  const n = events.length;
  const exitAt = parent.map(() => n);
  events.forEach(([kind, k], i) => {
    if (kind === "exit") exitAt[k] = i; // the event's index: shown from cursor i + 1 on
  });
  const node = [-1];
  const entered = [0];
  let count = 0;
  const open = [];
  for (const [kind, k] of events) {
    if (kind === "enter") {
      count++;
      open.push(k);
    } else open.pop();
    node.push(kind === "enter" ? k : open.length ? open[open.length - 1] : -1);
    entered.push(count);
  }
  return {
    n,
    parent,
    names: parent.map((_, k) => `N${k}`),
    windows: parent.map(() => "(−∞, +∞)"),
    values: parent.map((_, k) => `= ${k}`),
    bounds: parent.map(() => "exact"),
    exit_at: exitAt,
    to_move: parent.map((_, k) => depth(parent, k) % 2),
    probe_at: parent.map(() => n + 1),
    tt: parent.map(() => null),
    why: parent.map((p) => (p < 0 ? "full" : "child")),
    cutoffs: [],
    cut_child: parent.map(() => -1),
    pruned: {},
    entered,
    frames: { node },
    questions: Array(n + 1).fill(null),
    style: STYLE,
    view_height: 420,
    ...extra,
  };
}

function depth(parent, k) {
  let d = 0;
  for (let i = parent[k]; i >= 0; i = parent[i]) d++;
  return d;
}

/** The first cursor at which node `k` is the current node. */
export const enterOf = (D, k) => D.frames.node.indexOf(k);
