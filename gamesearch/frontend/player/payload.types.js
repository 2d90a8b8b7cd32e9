// The player's data as JSDoc types, derived from gamesearch/widgets/payload.py by
// scripts/player_schema.py (tests/widgets/test_payload.py fails when they differ).
// Do not edit; run `python scripts/player_schema.py` after changing payload.py.

/**
 * Everything the player shows at every cursor of one trace.
 * @typedef {Object} PlayerData
 * @property {5} version
 * @property {string} title - the player's name: "null-window search of R"
 * @property {number} n - the number of events
 * @property {string} algorithm - the search's name ("" if it has none), as the sentences say it
 * @property {boolean} labelled - nodes are named by their textbook labels, else by the moves to them
 * @property {string} stop - why the trace stops at its last event, if before its search's end; else ""
 * @property {string} stop_said - the sentences added at the last event of a trace that stops early
 * @property {Array<string>} kinds - the event kinds (gamesearch.trace.model.EVENT_KINDS)
 * @property {Codes} codes
 * @property {Object<string, Object<string, "Float32"|"Float64"|"Int16"|"Int32"|"Int8">>} types - each column's typed array, by part and name
 * @property {Array<string>} texts - the distinct names and moves the nodes' columns index
 * @property {Nodes} nodes
 * @property {Events} events
 * @property {Array<[number, string, number, (boolean|null), (string|null), ("exact"|"lower"|"upper"|null), string, string]>} tests
 * @property {Array<[number, number, number, string, (number|null), ("exact"|"lower"|"upper"|null), string, (number|null), (number|null)]>} passes
 * @property {Array<[number, Array<string>]>} pruned - the moves each cutoff left unsearched, as the sentences say them
 * @property {Array<[number, Array<string>]>} notes - the nodes that have small lines under their label
 * @property {Array<Proof>} proofs - the solution trees its root or its passes proved; [] if none
 * @property {Array<"bound"|"cutoff"|"pass"|"probe">} ask - the kinds of quiz question asked
 * @property {Positions} positions
 * @property {Array<Board>} boards - the pictures of a game the front end does not draw, else []
 * @property {Array<string>} pieces - the boards' pieces of SVG and of words
 * @property {Tree} tree
 * @property {Line} line
 * @property {Style} style
 * @property {Words} words
 * @property {number} interval - milliseconds between events while playing
 * @property {number} board_width - the board's width, CSS px at zoom 1
 * @property {number} view_height - the tree view's tallest, CSS px
 * @property {boolean} quiz - start in quiz mode
 */

/**
 * A position's picture (SVG) and the same position in words, square by square, each written as pieces of PlayerData.pieces, joined: the boards of one search share most of their tags and words, so each piece is sent once.
 * @typedef {Object} Board
 * @property {Array<number>} svg
 * @property {Array<number>} text
 */

/**
 * The tables the code columns index (gamesearch.trace.model).
 * @typedef {Object} Codes
 * @property {Array<string>} why - why a node was entered: keys of gamesearch.bounds.WHY
 * @property {Array<"exact"|"lower"|"upper">} bound
 * @property {Array<string>} leaf - "terminal", "static"
 * @property {Array<string>} tt - "miss", "hit", "narrow", "inconclusive", "shallow"
 */

/**
 * Per event (``kind[i]``, ``id[i]``: event ``i``, shown from cursor ``i + 1`` on) and per cursor (``entered[c]``: ``n + 1`` entries, cursor 0 included).
 * @typedef {Object} Events
 * @property {string} kind - the event's kind, as its index in PlayerData.kinds
 * @property {string} id - the node it happened at; an MTD(f) pass's number for a pass event
 * @property {string} entered - how many nodes were entered: nodes 0 .. entered[c] - 1
 */

/**
 * The number line's fixed range and ticks, and its size (gamesearch.views.window).
 * @typedef {Object} Line
 * @property {number} lo
 * @property {number} hi
 * @property {Array<[number, string]>} ticks - [value, its text]
 * @property {number} width - widest, in CSS px at zoom 1
 * @property {number} height
 * @property {number} margin
 * @property {number} font - text size at full width
 * @property {number} axis - y of the axis
 * @property {[number, number]} band - top and bottom of the window band
 * @property {number} proof - y of the proved region
 */

/**
 * Per node ``k`` of the trace, one entry in each column (:data:`COLUMNS`).
 * @typedef {Object} Nodes
 * @property {string} parent - its parent's id; -1 for a root
 * @property {string} name - its textbook label, or the move that led to it ("root"): in texts
 * @property {string} move - the move that led to it, in the game's notation, in texts; -1 at a root
 * @property {string} to_move - the player to move there: 0 (MAX, moves first) or 1 (MIN)
 * @property {string} why - why it was entered: in Codes.why
 * @property {string} depth - the depth it was searched to; -1: to the end of the game
 * @property {string} alpha - the window it was entered with (−∞ and +∞ as themselves)
 * @property {string} beta
 * @property {string} value - what it returned; NaN if it never returned
 * @property {string} bound - what its value proves: in Codes.bound; -1 if it never returned
 * @property {string} leaf - why it is a leaf: in Codes.leaf; -1 if it is not one
 * @property {string} tt - what its table probe found: in Codes.tt; -1 if it was not probed
 * @property {string} tt_lo - the window the table narrowed it to (tt "narrow"), or the entry's
 * @property {string} tt_hi - interval the probe saw (other outcomes); NaN for none
 * @property {string} stored_lo - the interval the table stored for it; NaN if it stored none
 * @property {string} stored_hi
 * @property {string} exit_at - the index of its exit event; n + 1 if it never returned
 * @property {string} probe_at - the index of its probe event; n + 1 if it was not probed
 * @property {string} cut_child - the child whose value cut it off; -1 if none
 * @property {string} board - its position in PlayerData.positions (or boards); -1 for none
 */

/**
 * The nodes' boards as cells, each distinct position once (Nodes.board indexes them), for a game the front end draws (style); else style is null and PlayerData.boards holds the game's own pictures.
 * @typedef {Object} Positions
 * @property {(BoardStyle|null)} style
 * @property {number} size - cells a position
 * @property {string} cells - position b's cells are cells[b * size .. (b + 1) * size - 1]
 * @property {string} status - position b's status line ("X to move"), in texts
 */

/**
 * How the front end draws a game's positions (gamesearch.widgets.board_data): the same picture as the game's render_svg, the same words as its describe.
 * @typedef {Object} BoardStyle
 * @property {"kalah"|"reversi"|"tictactoe"} kind
 * @property {number} rows - squares down (Kalah: its two rows of pits)
 * @property {number} cols - squares across (Kalah: pits a side)
 * @property {string} letters - the columns' letters, a1 at the top left
 * @property {Array<string>} glyphs - what a cell of each value shows: a mark ("X"), a disc's fill
 * @property {Array<string>} words - a cell of each value in words: "empty", "black"
 * @property {Object<string, string>} colours - the board's colours, by part: "board", "line", "pit", …
 * @property {Array<string>} players - the players' names, first to move first
 */

/**
 * A solution tree the search proved (gamesearch.trace.proof): what its root (a search's root, an MTD(f) pass's) returned proves a bound, and these nodes prove it, a strategy for one player. The player shows it once its root has returned.
 * @typedef {Object} Proof
 * @property {number} root
 * @property {"lower"|"upper"} bound - "lower" (at least: a strategy of the player to move at the root), "upper"
 * @property {number} prover - whose strategy it is: 0 (MAX) or 1 (MIN)
 * @property {string} tag - its name on the picture and in the node list: "MAX's strategy"
 * @property {string} said - what it proved: "pass 2 proved ≥ 3: a strategy for MAX of 7 nodes"
 * @property {Array<number>} nodes - its nodes, the root included, ascending
 */

/**
 * Colours, lines and shapes (gamesearch.views.style.STYLE): the one copy of them.
 * @typedef {Object} Style
 * @property {Object<string, string>} bound - line colour of a value, by bound
 * @property {Object<string, string>} ink - text colour of a value, by bound (at least 4.5 : 1 on every fill)
 * @property {Object<string, string>} fill - a node's fill, by bound
 * @property {string} unfinished - a node with no value yet: its line, fill and text
 * @property {string} unfinished_fill
 * @property {string} unfinished_ink
 * @property {string} edge - edges, and the number line's axis and text
 * @property {string} cutoff - the edge to the child that cut off
 * @property {string} pruned - pruned moves and hidden subtrees: lines and text
 * @property {string} window - the number line's window band
 * @property {string} current - the current node's fill
 * @property {string} solution - a solution tree's ring around its nodes and band under its edges
 * @property {string} solution_ink - its tag ("MAX's strategy"), 4.5 : 1 on the paper and every fill
 * @property {string} paper - what every picture is drawn on
 * @property {Object<string, string>} verdict - the quiz's verdict text: "right", "wrong"
 * @property {Array<string>} shape - a node's shape by player to move: "house" (0), "invhouse" (1)
 * @property {Object<string, string>} edge_line - an edge's line by why its child was entered: dotted, …
 * @property {Object<string, string>} edge_tag - an edge's tag by why its child was entered: "re-search"
 * @property {number} pen - line widths: ordinary, principal variation, cutoff edge
 * @property {number} pv_pen
 * @property {number} cutoff_pen
 */

/**
 * The whole tree's plan (the browser lays it out and draws it): what is drawn.
 * @typedef {Object} Tree
 * @property {Array<[number, number]>} hidden - [node, number of nodes hidden below it] (max_ply, fold, …)
 * @property {Array<number>} pv - the principal variation from the root down, bold once the search ended
 * @property {string} top - the label joining several roots (MTD(f) passes, depths); "" for one root
 * @property {Array<[number, Array<string>]>} root_tags - [root, its edge's tags]: "pass 1", "γ = 3"
 * @property {(Array<[number, Array<string>]>|null)} pruned - by label; None: the data's pruned
 * @property {Array<[number, number]>} cutoffs - [node, the index of its cutoff event]
 * @property {string} note - why the whole tree is not drawn (too large), or ""
 */

/**
 * The course's words (gamesearch.bounds, gamesearch.trace.narrate) for what the player says in text: its sentences and questions are made from these and the numbers.
 * @typedef {Object} Words
 * @property {Object<string, string>} bound - "fail-low, an upper bound", by bound
 * @property {Object<string, string>} outcome - "fail-low", by bound
 * @property {Object<string, string>} symbol - "≤", by bound
 * @property {Object<string, string>} claim - "at most ", by bound ("" for exact)
 * @property {Object<string, "exact"|"lower"|"upper">} flipped - the bound seen by the other player: "lower" → "upper"
 * @property {Object<string, string>} proof - "an upper bound", by bound ("exact")
 * @property {Object<string, string>} why - why a node was entered, by key (the keys the nodes have)
 * @property {Object<string, string>} exit_head - how an exit names the search, by why: "null-window probe"
 * @property {Object<string, string>} probe - what a table probe found, by outcome (those the nodes have)
 * @property {Object<string, string>} tag - the tag a node's label carries for it: "table hit", "narrowed"
 * @property {Object<string, string>} relation - a test's relation in words: "more than", by relation
 * @property {Object<string, string>} mirror - the relation from the other player's view: ">" → "<"
 * @property {Object<string, string>} negation - the relation that holds when the answer is no: ">" → "≤"
 * @property {Choices} choices
 * @property {Array<string>} players - "MAX", "MIN"
 */

/**
 * The answers the quiz offers, by kind of question (gamesearch.widgets.stepper_model); a SCOUT test's two answers are made from its question.
 * @typedef {Object} Choices
 * @property {Object<string, string>} bound - what a value proves, by bound, in the number line's order
 * @property {Object<string, string>} probe - what a table entry does, by probe outcome
 * @property {Array<string>} cutoff - does the parent cut off now: no, yes
 * @property {Array<string>} passes - how an MTD(f) pass ends: fail-low, fail-high
 */

/** The data format this front end reads (payload.VERSION). */
export const VERSION = 5;
