// Every size the player draws with, in CSS pixels at zoom 1: change them here, and only here.
// The number line and the board are pictures Python draws (gamesearch.views.window and the
// games' render_svg); here is only how wide the player shows them.

/** The focused view: the path from the root to the current node, one row per level. */
export const FOCUS = {
  row: 100, // height of a row
  box: 66, // height of a node's box
  margin: 8, // space at the view's left, right and top edges
  bottom: 12, // space kept below the lowest row shown
  slot: 128, // widest slot a node takes in its row
  boxWidth: 112, // widest box
  gap: 8, // a box is its slot less this
  fewest: 84, // narrowest slot: more children than fit fold into "+N more"
  narrow: 0.6, // the part of a slot that a pruned move or "+N more" takes
};

/** Font sizes of the focused view's texts. */
export const FOCUS_FONT = {
  name: 15, // a node's name
  window: 13, // its window (α, β) or a SCOUT test's question
  value: 15, // its value, once returned
  tag: 13, // "re-search", "extra turn", "cutoff" beside an edge
  stub: 14, // a pruned move's name
  pruned: 13, // "pruned" under it
  more: 14, // "+N more"
};

/** Baselines of a node's three lines (name, window, value) from the top of its box: a MAX
 *  node (player 0 to move, pointed top) starts lower than a MIN node (pointed bottom). */
export const BASELINES = [
  [31, 46, 61],
  [17, 32, 47],
];

/** Line widths of the focused view's boxes and edges. */
export const PEN = { current: 4, path: 2.5, node: 1.4, inner: 1.2, edge: 1.4, cut: 2.6, stub: 1.2 };

/** The whole-tree view: the tree as Graphviz laid it out. */
export const TREE = {
  pad: 24, // the view's height over the drawing's
  minHeight: 200, // lowest view
  maxScale: 1.5, // largest scale that "Whole tree" fits a small tree to
  focusY: 0.38, // where the current node sits, as a part of the view's height
};

/** Zoom: its range and steps. */
export const ZOOM = { min: 1, max: 3, step: 1.25, wheel: 1.1 };

/** The panels above the tree. */
export const PANELS = {
  line: 460, // the number line's widest
  button: 15, // font of the buttons and the event count
  sentence: 19, // the sentence saying what happens
  status: 14, // the event's status line
  path: 15, // "Path: A (4, 5) › B …"
  prompt: 18, // a quiz question
  verdict: 17, // "✔ Right."
  message: 15, // the score, and other messages
};
