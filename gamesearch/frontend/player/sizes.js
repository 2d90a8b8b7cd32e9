// Every size the player draws with, in CSS pixels at zoom 1: change them here, and only here.
// The number line and the board are pictures Python draws (gamesearch.views.window and the
// games' render_svg); here is only how wide the player shows them.

/** The focused view: the path from the root to the current node, one row per level. */
export const FOCUS = {
  row: 112, // height of a row
  box: 76, // height of a node's box
  margin: 8, // space at the view's left, right and top edges
  bottom: 12, // space kept below the lowest row shown
  slot: 136, // widest slot a node takes in its row
  boxWidth: 120, // widest box
  gap: 8, // a box is its slot less this
  fewest: 92, // narrowest slot: more children than fit fold into "+N more"
  narrow: 0.6, // the part of a slot that a pruned move or "+N more" takes
};

/** The smallest text the player draws, in CSS px at zoom 1 (read from the back of a lecture
 *  hall at 1280 × 800): in the focused view and the panels, and in the whole tree. */
export const FLOOR = { focus: 16, tree: 16 };

/** Font sizes of the focused view's texts (none under FLOOR.focus). */
export const FOCUS_FONT = {
  name: 17, // a node's name
  window: 16, // its window (α, β) or a SCOUT test's question
  value: 17, // its value, once returned
  tag: 16, // "re-search", "extra turn", "cutoff" beside an edge
  stub: 16, // a pruned move's name
  pruned: 16, // "pruned" under it
  more: 16, // "+N more"
};

/** Baselines of a node's lines (name, window, value) from the top of its box in the focused
 *  view, by shape: a MAX node (a house, pointed top) starts lower than a MIN node. */
export const BASELINES = {
  house: [36, 54, 71],
  invhouse: [21, 39, 57],
};
/** The focused view's baseline of line `i` of a node of shape `kind`. */
export const FOCUS_LINES = (kind) => (i) => BASELINES[kind][i];

/** Line widths of the boxes and edges. */
export const PEN = { current: 4, path: 2.5, node: 1.4, inner: 1.2, edge: 1.4, cut: 2.6, stub: 1.2 };

/** A solution tree shown (proof.js): the ring around each of its nodes (its width, and its
 *  gap from the box: clear of the current node's thick line), the band under its edges
 *  (wider than any other line, and than a re-search's double line). */
export const SOLUTION = { ring: 2.5, gap: 4, band: 9 };

/** The whole tree, laid out by the browser (treelayout.js): each node a box sized to its
 *  text, each parent centred over its children. */
export const TREE = {
  pad: 24, // the view's height over the drawing's
  minHeight: 200, // lowest view
  maxScale: 1.5, // largest scale that "Whole tree" fits a small tree to
  focusY: 0.38, // where the current node sits, as a part of the view's height
  // fonts at scale 1, none under FLOOR.tree
  font: { name: 14, window: 13, value: 14, note: 13, tag: 13, stub: 13, more: 13 },
  pitch: 15, // between a node's lines
  roof: 0.22, // the house's point, as a part of the box's height
  inset: 3, // space above a node's first line and below its last
  padX: 8, // space left and right of a node's widest line
  minWidth: 54, // narrowest box
  charWidth: 0.62, // a character's width, as a part of its font size (Helvetica: 0.56 on average)
  gapX: 12, // between neighbouring boxes
  gapY: 28, // between rows: room for an edge's tags
  margin: 12, // around the drawing
};
/** The whole tree's baseline of line `i` of a node of shape `kind` and height `h`. */
TREE.lines = (kind, h) => (i) =>
  (kind === "house" ? h * TREE.roof : 0) + TREE.inset + TREE.font.name + i * TREE.pitch - 3;

/** Space kept (CSS px) between the current node or the open question and the edge of the
 *  page's visible part when a step scrolls the page to keep them in sight. */
export const SIGHT = 16;

/** Zoom: its range and steps. */
export const ZOOM = { min: 1, max: 3, step: 1.25, wheel: 1.1 };

/** The panels above the tree: font sizes at zoom 1 (none under FLOOR.focus). The number
 *  line is Python's picture: it shows as wide as makes its text FLOOR.focus px. */
export const PANELS = {
  button: 16, // font of the buttons and the event count
  control: 38, // height of a button
  sentence: 19, // the sentence saying what happens
  status: 16, // the event's status line
  path: 16, // "Path: A (4, 5) › B …"
  prompt: 18, // a quiz question
  verdict: 17, // "✔ Right."
  message: 16, // the score, and other messages
  compact: 32, // height of the step buttons in a compact player (WCAG 2.5.8 asks for 24)
};

/** Below either size (CSS px) the player is compact (a page zoomed in to 400 %, a phone): the
 *  width of its control bar, the height of the browser's window (1280 × 800 zoomed in to
 *  400 % is 320 × 200; at 200 %, 400 px tall, it is not). The window's, not the part of the
 *  page that shows the player: a reveal.js slide or a notebook's scrolling panel may show
 *  less of it at a time at any zoom. Its bar keeps Back and Forward (their arrows alone) and
 *  "More"; the sentence follows the bar, and the player no longer scrolls inside: the page
 *  does. */
export const COMPACT = { width: 360, height: 300 };

/** A folded subtree's mark in the overview: its box's height and corner radius (its width
 *  is its text's). */
export const FOLD = { height: 24, round: 6 };

/** The overview (overview.js) of a search of more than `drawnWhole` nodes draws what the
 *  view shows and a `margin` around it, as a part of the view's width and height on each
 *  side (what a glide brings into view); a smaller one is drawn whole, its picture complete
 *  (every node a search of the course's size shows, as a screen reader or a test reads it). */
export const OVERVIEW = { margin: 0.25, drawnWhole: 2000 };
