// The step-through player: the DOM around one state (state.js) over the data Python hands
// over once (payload.js checks it).
//
// What a cursor shows replays gamesearch.widgets.stepper_model.StepperModel, the source of
// truth (frame.js); the trees are laid out and drawn here (layout.js, treelayout.js,
// drawing.js), the number line too (numberline.js); the tree in words for a screen reader
// and the keyboard is mirror.js; the solution trees the search proved, shown on request,
// proof.js. This module builds the elements, hands every action to the reducer and draws
// what changed, keeps the player inside the visible part of the page (a projector at
// 1280 × 800, zoomed) and the current node in view. Every instance scopes its styles and
// element ids to a fresh random id, so any number of players on a page (or in several
// notebooks) never touch each other.
import { controls, fold, openMore, overviewTools, paintControls, pointer } from "./controls.js";
import { distinctName, h, setMarkup, uid } from "./dom.js";
import { drawFocus, drawWhole } from "./drawing.js";
import { boardBeside, leastScale, pictureWidth, scrollDelta } from "./fit.js";
import { frameAt } from "./frame.js";
import { KeysDialog } from "./help.js";
import { KEYS_HINT, keyAction, SHORTCUTS } from "./keys.js";
import { focusLayout, showsFocus, treePlacement, viewHeight } from "./layout.js";
import { Mirror, nodeText } from "./mirror.js";
import {
  folds,
  forcedKey,
  isOpen,
  LANDMARKS,
  landmarks,
  nextAfter,
  nodeCursor,
  shownTree,
  subtreeCount,
  toggle,
} from "./overview.js";
import { nodeNumber, panels, QuizBox, showPanels } from "./panels.js";
import { checkData } from "./payload.js";
import { proofStatus, provedAt } from "./proof.js";
import { COMPACT, FLOOR, FOCUS, OVERVIEW, SIGHT, TREE, ZOOM } from "./sizes.js";
import { message, whereText } from "./speech.js";
import { initial, reduce } from "./state.js";
import { css } from "./style.js";
import { ancestry, current, enteredAt, focusNode, pathText, treeOf } from "./tree.js";
import { wholeLayout } from "./treelayout.js";

/** The whole tree's smallest scale: its smallest text FLOOR.tree px. */
const LEAST = leastScale(Math.min(...Object.values(TREE.font)), FLOOR.tree);

/** The most of the player's height its pinned head may take (fitBar). */
const HEAD_PART = 0.6;
/** The player's lowest height (CSS px): where the page shows less of it (zoomed in), it
 *  scrolls inside. */
const LOWEST = 100;
/** Lumino's mark: no notebook shortcut for a key pressed inside the element that has it. */
const SUPPRESS_SHORTCUTS = "data-lm-suppress-shortcuts";

/** Whether the reader asked for less motion: no glide, and slower play. */
const calm = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * A player over `model.get("data")` inside `el`. `model` is an anywidget model or a
 * stand-in with get/set/save_changes/on/off; the cursor and the quiz toggle are written
 * back to it. Data the player cannot read is refused with a message in `el`.
 * Returns `{dispose}`.
 */
export function player(el, model) {
  let D;
  try {
    D = checkData(model.get("data"));
  } catch (error) {
    el.replaceChildren(h("div", { class: "gs-player-error", role: "alert", text: error.message }));
    return { dispose() {} };
  }
  const running = new Player(el, model, D);
  return { dispose: () => running.dispose() };
}

class Player {
  constructor(el, model, D) {
    this.D = D;
    this.model = model;
    this.tree = treeOf(D);
    this.state = initial(D, { cursor: model.get("cursor") || 0, quiz: model.get("quiz") });
    this.scope = uid();
    this.folds = D.nodes.parent.length ? folds(D, this.tree) : null;
    this.layout = null; // the overview's layout (relayout), null for a trace with no node
    this.shape = ""; // what the layout was made for: the folds, and the path's forced opens
    this.onPath = new Set(); // the current node's ancestors: open, whatever was asked
    this.marks = landmarks(D); // the landmarks' cursors (overview.landmarks): one pass
    this.boardWidths = new Map(); // each board picture's readable width (fitBoard)
    this.timer = null;
    this.pan = null; // a manual offset while dragging, until the next step
    this.shown = new Map(); // the solution trees shown, by node (proof.provedAt)
    this.build(el);
    this.wire();
    this.paint(null, false);
  }

  build(el) {
    const { D, scope } = this;
    this.help = new KeysDialog(scope);
    this.c = controls(D.n, scope, this.help.el.id);
    this.help.button = this.c.help;
    this.parts = panels();
    this.quizBox = new QuizBox(scope);
    this.mirror = new Mirror(D, this.tree, scope, (k, open) => this.toggle(k, open));
    // a button for each landmark this search has (no "Next re-search" in an MTD(f) search)
    const present = Object.entries(LANDMARKS).filter(([which]) => this.marks[which].length);
    this.tools = overviewTools(scope, Object.fromEntries(present), D.nodes.parent.length);
    this.tools.box.hidden = !D.tree.hidden.length; // shown where the overview folds subtrees
    this.path = h("div", { class: "path", "aria-hidden": "true" });
    this.canvas = h("div", { class: "canvas" });
    this.focus = h("div", { class: "focus" });
    this.view = h("div", { class: "view", role: "img" }, this.canvas, this.focus);
    const note = h("div", { class: "message", text: D.tree.note });
    note.hidden = !D.tree.note;
    this.said = h("div", { class: "sr-only", "aria-live": "polite" });
    const hint = h("div", { class: "sr-only", id: `${scope}-hint`, text: KEYS_HINT });
    // each player's own name: its search, and its root's window (03's two null-window tests
    // of one tree differ in it); a second player of the same name on the page is numbered
    // once it is on the page (named())
    this.name = `Player: ${D.title}${D.nodes.entry.length ? `, window ${D.nodes.entry[0]}` : ""}`;
    // Lumino (JupyterLab, Notebook 7, JupyterLite) matches no shortcut for a key pressed
    // inside an element with data-lm-suppress-shortcuts: M, D D, A, B, X, 0 0 leave the
    // notebook's cells alone while the player has the focus (key() lifts it for a key
    // pressed with Ctrl, Cmd or Alt: Ctrl+S still saves)
    const root = h("div", {
      class: `${scope} gs-player`,
      tabindex: "0",
      role: "region",
      "aria-label": this.name,
      "aria-describedby": hint.id,
      "aria-keyshortcuts": SHORTCUTS,
      [SUPPRESS_SHORTCUTS]: "true",
    });
    const lineWidth = pictureWidth(D.line.width, D.line.font, FLOOR.focus, 1);
    // the bar and, where the sentence would scroll away under it, the sentence: sticky
    this.head = h("div", { class: "head" }, this.c.bar, this.c.moreBox);
    this.info = h("div", { class: "info" }, this.parts.sentence, this.parts.board);
    this.stage = h("div", { class: "stage" }, this.view, this.mirror.el);
    root.append(
      h("style", { text: css(scope, { ...D.style, board: D.board_width, line: lineWidth }) }),
      this.head,
      this.help.el,
      this.info,
      this.quizBox.el,
      h(
        "div",
        { class: "meta" },
        this.parts.line,
        h(
          "div",
          { class: "side" },
          // a space between the node's number and the status: read as one text ("Node 1
          // Event 4 of …"), not "Node 1Event"
          h("div", { class: "where" }, this.parts.number, " ", this.parts.status),
          this.c.proof,
        ),
      ),
      this.path,
      this.tools.box,
      this.stage,
      note,
      hint,
      this.said,
    );
    this.root = root;
    el.replaceChildren(root);
    root.gsPlayer = this.handle();
  }

  /** A handle on the root element for tests and for the console. */
  handle() {
    const self = this;
    return {
      go: (to) => self.dispatch({ type: "go", to }),
      step: () => self.dispatch({ type: "forward" }),
      answer: (choice) => self.dispatch({ type: "answer", choice }),
      get cursor() {
        return self.state.cursor;
      },
      current: (at = self.state.cursor) => current(self.D, at),
      visible: () => self.visible(),
      open: (k) => self.layout !== null && isOpen(self.folds, k, self.onPath),
      toggle: (k, open) => self.toggle(k, open),
      proved: () => [...self.shown.keys()].sort((a, b) => a - b),
      where: () => whereText(self.D, self.tree, self.state.cursor, self.shown),
      scale: () => Number(self.canvas.dataset.scale || 0),
    };
  }

  wire() {
    const { c } = this;
    const act = (type) => () => this.dispatch({ type });
    c.back.onclick = act("back");
    c.forward.onclick = act("forward");
    c.play.onclick = act("play");
    c.whole.onclick = act("whole");
    c.proof.onclick = act("proof");
    c.quiz.onclick = act("quiz");
    c.zoomIn.onclick = () => this.dispatch({ type: "zoom", factor: ZOOM.step });
    c.zoomOut.onclick = () => this.dispatch({ type: "zoom", factor: 1 / ZOOM.step });
    c.slider.oninput = () => this.dispatch({ type: "go", to: Number(c.slider.value) });
    c.help.onclick = () => (this.help.open ? this.help.close() : this.help.show(c.help));
    c.more.onclick = () => openMore(c, c.moreBox.hidden);
    const { tools } = this;
    tools.form.onsubmit = (event) => {
      event.preventDefault();
      this.goToNode(tools.input.value);
    };
    for (const [which, button] of Object.entries(tools.next))
      button.onclick = () => this.goNext(which);
    this.root.addEventListener("focusin", (event) => this.showFocused(event.target));
    // before the page's own listeners (JupyterLab's, Notebook 7's, a slide deck's), which
    // would otherwise take the arrows: the player keeps its keys while it has the focus
    this.onKey = (event) => this.key(event);
    globalThis.addEventListener("keydown", this.onKey, true);
    pointer(this.view, {
      start: () => this.pan || { x: 0, y: 0 },
      pan: (offset) => {
        this.pan = offset;
        this.place(false);
      },
      zoom: (factor) => this.dispatch({ type: "zoom", factor }),
      tap: (e) => this.tap(e),
      wheelStep: ZOOM.wheel,
    });
    // a new width (the window, a side panel) or height of the page: fit again, after this
    // frame (the fit changes the player's own size, which the observer reports)
    let width = 0;
    this.resize = new ResizeObserver(([entry]) => {
      if (!width) this.named();
      if (Math.abs(entry.contentRect.width - width) < 1) return;
      width = entry.contentRect.width;
      this.barFor = null; // the bar is measured again
      requestAnimationFrame(() => this.fit());
    });
    this.resize.observe(this.root);
    this.onWindow = () => {
      this.barFor = null;
      requestAnimationFrame(() => this.fit());
    };
    globalThis.addEventListener("resize", this.onWindow);
    this.onModel = () => this.dispatch({ type: "go", to: this.model.get("cursor") }, false);
    this.model.on("change:cursor", this.onModel);
  }

  key(event) {
    const { root, mirror, help, c } = this;
    if (!root.contains(event.target)) return;
    if (event.ctrlKey || event.metaKey || event.altKey) {
      // the notebook's shortcut (Ctrl+S saves): Lumino matches it while this key is down
      root.removeAttribute(SUPPRESS_SHORTCUTS);
      setTimeout(() => root.setAttribute(SUPPRESS_SHORTCUTS, "true"));
      return;
    }
    if (event.target === this.tools.input) return; // typing a node's number
    let todo = null;
    if (mirror.el.contains(event.target) && mirror.key(event)) todo = {};
    else if (event.key === "Escape" && help.open) {
      todo = {};
      help.close();
    } else if (event.key === "Escape" && !c.moreBox.hidden && c.moreBox.contains(event.target)) {
      todo = {};
      openMore(c, false);
      c.more.focus();
    } else {
      const asking = this.state.asked !== null;
      todo = keyAction(event.key, { asking, onPlayer: event.target === root });
      if (todo?.action === "answer") this.dispatch({ type: "answer", choice: todo.choice });
      else if (todo?.action === "zoomIn") this.dispatch({ type: "zoom", factor: ZOOM.step });
      else if (todo?.action === "zoomOut") this.dispatch({ type: "zoom", factor: 1 / ZOOM.step });
      else if (todo?.action === "where") this.say(this.handle().where());
      else if (todo?.action === "goto") this.showGoTo();
      else if (todo && todo.action in LANDMARKS) this.goNext(todo.action);
      else if (todo?.action === "help") help.show(document.activeElement);
      else if (todo) this.dispatch({ type: todo.action });
    }
    if (!todo) return;
    event.preventDefault();
    event.stopPropagation(); // slides and notebooks keep their keys elsewhere
  }

  /** Hand `action` to the reducer and draw what changed; `user`: a person did it (the
   *  page scrolls to keep the player in sight, the cursor goes back to the model). */
  dispatch(action, user = true) {
    const before = this.state;
    this.state = reduce(this.D, this.tree.asked, before, action);
    if (this.state !== before) this.paint(before, user);
  }

  paint(before, user) {
    const { D, state } = this;
    const had = this.root.contains(document.activeElement) ? document.activeElement : null;
    this.shown = state.proof ? provedAt(D, state.cursor) : new Map();
    const frame = this.frame();
    this.relayout();
    setStyle(this.root, "--gs-zoom", String(state.zoom));
    const proved = D.proofs.length > 0;
    paintControls(this.c, state, { n: D.n, status: frame.status, drawn: !!this.layout, proved });
    showPanels(this.parts, D, state.cursor, frame);
    this.placeSentence();
    this.fitBoard(frame.board);
    const k0 = current(D, state.cursor);
    this.path.textContent = pathText(D, k0 === null ? [] : ancestry(D, k0));
    if (this.layout) {
      const open = (k) => isOpen(this.folds, k, this.onPath);
      this.mirror.paint(state.cursor, this.layout.list, open, this.shown);
    }
    this.paintQuiz(before);
    this.keepFocus(had);
    this.play();
    this.speak(before);
    if (user) this.tell(before);
    this.pan = null;
    this.fit(before !== null); // a step, a zoom, the whole tree: the tree glides there
    this.view.setAttribute("aria-label", this.viewLabel(frame));
    if (user) {
      this.keepInSight();
      this.keepAnswerInSight();
    }
  }

  /** Zoomed in, a question may fill the part of the page that shows it: the answer that has
   *  the focus scrolls into sight even so (WCAG 2.4.11), the question reading above it. */
  keepAnswerInSight() {
    const e = document.activeElement;
    if (this.state.asked === null || !e || !this.quizBox.el.contains(e)) return;
    const area = visibleArea(this.root);
    const box = e.getBoundingClientRect();
    if (box.top < area.top || box.bottom > area.bottom) e.scrollIntoView({ block: "nearest" });
  }

  /** What the cursor shows (frame.frameAt); while solution trees are shown, its status
   *  line says what the last one proved. */
  frame() {
    const { D, state } = this;
    const frame = frameAt(D, this.tree, state.cursor);
    if (!state.proof) return frame;
    return { ...frame, status: `${frame.status} · ${proofStatus(D, state.cursor)}` };
  }

  paintQuiz(before) {
    const { D, state } = this;
    const q = state.asked === null ? null : this.tree.asked.at(state.asked);
    const answer = (choice) => this.dispatch({ type: "answer", choice });
    const opened = this.quizBox.show(D, state, q, answer);
    if (opened) opened.focus({ preventScroll: true });
    else if (before && before.asked !== null && state.asked === null) {
      this.root.focus({ preventScroll: true }); // answered or closed: back to the player
    }
  }

  /** Start or stop the beat while playing: slower, when less motion is asked for. */
  play() {
    const playing = this.state.playing;
    if (playing === (this.timer !== null)) return;
    if (playing) {
      const beat = calm() ? Math.max(3 * this.D.interval, 2400) : this.D.interval;
      this.timer = setInterval(() => this.dispatch({ type: "tick" }), beat);
    } else {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** Say what the last action did (speech.message): the step's sentence, the verdict and
   *  the score, a new setting; in one message, never while playing. */
  speak(before) {
    const { D } = this;
    const strategy = (state) =>
      state.proof ? `Strategies shown: ${proofStatus(D, state.cursor)}.` : "Strategies hidden.";
    this.say(message(D, before, this.state, strategy));
  }

  /** Say `text` in the player's live region (emptied first: the same words again are said
   *  again). */
  say(text) {
    if (!text) return;
    this.said.textContent = "";
    clearTimeout(this.saying);
    this.saying = setTimeout(() => {
      this.said.textContent = text;
    }, 30);
  }

  /** Where the control that had the focus (`had`) is now disabled, hidden or gone (the
   *  first or last event disables Back or Forward; an answered question's buttons go),
   *  give the focus to the other step button, or else to the player itself: never to the
   *  page's body, which would drop a keyboard or screen reader user out of the player. */
  keepFocus(had) {
    const { root, c } = this;
    if (!had || had === root) return;
    const now = document.activeElement;
    if (now !== had && now !== document.body && now !== null) return; // moved on purpose
    const usable = (e) => e.isConnected && !e.disabled && e.getClientRects().length > 0;
    if (usable(had)) return;
    const to = had === c.back ? c.forward : had === c.forward ? c.back : null;
    (to && usable(to) ? to : root).focus({ preventScroll: true });
  }

  /** Name the player distinctly once it is on the page: numbered after any other player
   *  of its name (dom.distinctName). */
  named() {
    const others = [...document.querySelectorAll(".gs-player")]
      .filter((e) => e !== this.root)
      .map((e) => e.getAttribute("aria-label"));
    this.root.setAttribute("aria-label", distinctName(this.name, others));
  }

  /** The sentence goes with the bar, right below it at the player's top, where it would
   *  otherwise scroll away under it (the bar folded: a narrow page, zoomed in), and wherever
   *  no board stands beside it; else it stays beside the board. */
  placeSentence() {
    const { sentence, board } = this.parts;
    const inHead = this.c.folding !== "whole" || board.hidden;
    if (inHead && sentence.previousElementSibling !== this.c.bar) this.c.bar.after(sentence);
    if (!inHead && sentence.parentElement !== this.info) this.info.prepend(sentence);
    this.info.hidden = inHead && board.hidden;
  }

  viewLabel(frame) {
    const what =
      this.view.dataset.mode === "tree" ? "The whole tree" : "The path to the current node";
    if (frame.node === null) return `${what}: no node is being searched.`;
    const k = frame.node;
    return `${what}, at ${nodeNumber(k).toLowerCase()}, ${nodeText(this.D, this.tree, k, this.state.cursor, this.shown)}.`;
  }

  /** Write the cursor and the quiz toggle back to the model (the kernel reads them). */
  tell(before) {
    const { model, state } = this;
    if (before !== null && before.cursor !== state.cursor && model.get("cursor") !== state.cursor) {
      model.set("cursor", state.cursor);
      model.save_changes();
    }
    if (before !== null && before.quiz !== state.quiz) {
      model.set("quiz", state.quiz);
      model.save_changes();
    }
  }

  /** Show the board no narrower than makes its smallest text FLOOR.focus px (its caption:
   *  "X to move"), once per board picture. */
  fitBoard(at) {
    const svg = this.parts.board.querySelector("svg");
    if (at < 0 || !svg) return;
    if (!this.boardWidths.has(at)) {
      const fonts = [...svg.querySelectorAll("text")]
        .filter((t) => t.textContent.trim())
        .map((t) => Number.parseFloat(getComputedStyle(t).fontSize));
      const units = svg.viewBox.baseVal?.width || this.D.board_width;
      const readable = fonts.length ? pictureWidth(units, Math.min(...fonts), FLOOR.focus, 1) : 0;
      this.boardWidths.set(at, Math.max(this.D.board_width, readable));
    }
    setStyle(this.parts.board, "--gs-board", `${this.boardWidths.get(at)}px`);
  }

  /** Size the control bar and the view for the visible part of the page, then place the
   *  tree; `animate`: let the whole tree glide to its new place. Placing it may show or hide
   *  the path line above the view (the whole tree has one, the focused view draws the path
   *  itself): then the view is sized again for the room left. */
  fit(animate = false) {
    // a step changes none of the bar's sizes but the count's and the quiz's words: the bar
    // is measured again only when what it depends on changed (measuring it lays the page out
    // twice). The rest reads the layout once after this step's writes and writes only
    // what changed, so that a step lays the page out once, as the frame would anyway
    const bar = this.barKey();
    if (bar !== this.barFor) {
      this.fitBar();
      this.barFor = bar;
    }
    const pathHidden = this.path.hidden;
    this.fitView();
    this.pinHead();
    this.showPathEnd();
    this.place(animate);
    if (this.path.hidden === pathHidden) return;
    this.fitView();
    this.showPathEnd();
    this.place(animate);
  }

  /** A long path shows its end, the current node (read while the layout is fresh: before
   *  place draws the tree). */
  showPathEnd() {
    if (!this.path.hidden) this.path.scrollLeft = this.path.scrollWidth;
  }

  /** What the control bar's fit depends on: the zoom, the window's height (sizes.COMPACT),
   *  and the words of the controls it shows (the count by its length: its digits are all
   *  one width). A new width of the player clears `barFor` (wire). */
  barKey() {
    const { bar, count } = this.c;
    const words = [...bar.children].map((e) =>
      e.hidden ? "" : e === count ? e.textContent.length : e.textContent,
    );
    return `${this.state.zoom}|${innerHeight}|${words.join("|")}`;
  }

  /** The control bar keeps to one row: it grows with the zoom only as far as it fits, and
   *  where even its own size does not fit (a narrow page, the browser zoomed in), the
   *  secondary controls fold into its "More" menu (controls.FOLDED) and the sentence joins
   *  it at the top. Focused controls scroll clear of that sticky head (scroll-padding).
   *  Where the player is compact (sizes.COMPACT: zoomed in to 400 %), the bar keeps only
   *  Back, Forward and "More", and the player no longer scrolls inside (the page does). */
  fitBar() {
    const { c, root } = this;
    const zoom = this.state.zoom;
    c.bar.style.setProperty("--gs-bar", String(zoom));
    const room = c.bar.clientWidth;
    if (!room) return;
    // the width of the whole bar at scale 1, measured while it is whole
    if (c.folding === "whole") this.barWidth = this.barNeeds(zoom);
    const compact = room < COMPACT.width || innerHeight < COMPACT.height;
    const whole = this.barWidth.grows + this.barWidth.fixed <= 0.98 * room;
    const folding = compact ? "compact" : whole ? "whole" : "folded";
    root.classList.toggle("compact", compact);
    if (fold(c, folding)) this.placeSentence();
    const { grows, fixed } = folding === "whole" ? this.barWidth : this.barNeeds(zoom);
    const fits = (0.98 * (room - fixed)) / grows; // a little room for borders and rounding
    c.bar.style.setProperty("--gs-bar", String(Math.max(1, Math.min(zoom, fits))));
  }

  /** The head (the bar, and the sentence with it) stays pinned at the player's top while
   *  it takes at most HEAD_PART of the player's height; a taller one (zoomed in to 400 %)
   *  would hide the rest of the sentence under itself, so it scrolls with the player then,
   *  and a step keeps the player at its top (keepInSight): the sentence shows. */
  pinHead() {
    const { head, root } = this;
    const tall = root.clientHeight > 0 && head.offsetHeight > HEAD_PART * root.clientHeight;
    const loose = tall || root.classList.contains("compact");
    if (head.classList.contains("loose") !== loose) head.classList.toggle("loose", loose);
    setStyle(root, "--gs-head", `${loose ? 0 : head.offsetHeight}px`);
  }

  /** What the bar's shown controls take at scale 1 (`--gs-bar` is `zoom` now): `grows`, the
   *  controls that grow with it; `fixed`, the gaps and the slider, which takes what is left
   *  from its flex basis up (it does not grow with the zoom). */
  barNeeds(zoom) {
    const { bar, slider } = this.c;
    const gap = Number.parseFloat(getComputedStyle(bar).columnGap) || 0;
    const items = [...bar.children].filter((e) => !e.hidden);
    const own = getComputedStyle(slider);
    const fixed =
      ["flexBasis", "marginLeft", "marginRight"].reduce(
        (sum, k) => sum + Number.parseFloat(own[k]),
        0,
      ) +
      gap * (items.length - 1);
    const grows = items.filter((e) => e !== slider).reduce((sum, e) => sum + e.offsetWidth, 0);
    return { grows: grows / zoom, fixed };
  }

  /** The view as tall as its picture wants (at most D.view_height), and no taller than
   *  keeps the whole player inside the visible part of the page; at least one row of the
   *  focused view. Should the panels alone fill the page (a question open, zoomed in), the
   *  player scrolls inside, its control bar kept at its top. */
  fitView() {
    const { D, state, view, layout, root } = this;
    const size = layout && { w: layout.width, h: layout.height };
    const wanted = layout ? viewHeight(size, D.view_height, LEAST) : D.view_height;
    const area = visibleArea(root);
    const room = (area.bottom - area.top) / area.scale; // CSS px
    const least = Math.min(wanted, (FOCUS.box + 2 * FOCUS.margin) * state.zoom);
    if (root.classList.contains("compact")) {
      // the page scrolls the player: its view as tall as the page shows, the board above it
      this.placeBoard(Number.POSITIVE_INFINITY);
      setStyle(root, "max-height", "none");
      const most = room;
      setStyle(view, "height", `${Math.round(Math.max(least, Math.min(wanted, most)))}px`);
      return;
    }
    // room kept above and below for a step to scroll the page by, where the page scrolls
    const most = room - (area.scroller ? 2 * SIGHT : 0);
    setStyle(root, "max-height", `${Math.max(most, LOWEST)}px`);
    // the rest of the player: all but the stage (the view, and the board when beside it)
    let others = root.scrollHeight - this.stage.offsetHeight;
    if (this.placeBoard(most - others)) others = root.scrollHeight - this.stage.offsetHeight;
    setStyle(view, "height", `${Math.round(Math.max(least, Math.min(wanted, most - others)))}px`);
  }

  /** The board in the sentence's row, or beside the tree view where the room is short
   *  (fit.boardBeside: the view would be lower than TREE.minHeight). `left` is the view's
   *  room with the board where it is. True when the board moved (the layout changed). */
  placeBoard(left) {
    const { board, sentence } = this.parts;
    if (board.hidden) return false;
    const beside = board.parentElement === this.stage;
    const extra = Math.max(0, board.offsetHeight - sentence.offsetHeight);
    if (boardBeside({ beside, left, extra, lowest: TREE.minHeight }) === beside) return false;
    (beside ? this.info : this.stage).append(board);
    this.stage.classList.toggle("beside", !beside);
    return true;
  }

  /** The focused path, or the whole tree placed on the canvas. */
  place(animate) {
    const { D, state, view, canvas, focus, layout } = this;
    const vw = view.clientWidth;
    const vh = view.clientHeight;
    const size = layout && { w: layout.width, h: layout.height };
    const onFocus = showsFocus({
      drawn: !!layout,
      whole: state.whole,
      width: vw,
      size,
      most: vh,
      zoom: state.zoom,
      least: LEAST,
    });
    const mode = onFocus ? "path" : "tree";
    if (view.dataset.mode !== mode) {
      focus.hidden = !onFocus;
      canvas.hidden = onFocus;
      this.path.hidden = onFocus; // the focused view draws the path itself
      view.dataset.mode = mode;
    }
    if (!vw) return;
    if (onFocus) return this.renderFocus(vw, vh);
    const k0 = current(D, state.cursor);
    const path = new Set(k0 === null ? [] : ancestry(D, k0));
    const node = layout.nodes.get(k0 ?? this.tree.roots[0]);
    const { scale, tx, ty } = treePlacement({
      width: vw,
      height: vh,
      size,
      zoom: state.zoom,
      whole: state.whole,
      centre: node && { x: node.x, y: node.y + node.h / 2 },
      pan: this.pan,
      least: LEAST,
    });
    // the overview draws what the view shows and a margin around it (what a drag brings in
    // before the next drawing): a big tree costs what the view shows. It glides from its
    // last place where that was within a view of this one, drawn over both (a jump farther
    // away does not glide: the glide would cross an empty view)
    const placed = { tx, ty, scale };
    const now = shownArea(placed, vw, vh);
    const last = shownArea(this.placed ?? placed, vw, vh);
    const [w, hh] = [now.right - now.left, now.bottom - now.top];
    const near = Math.abs(now.left - last.left) <= w && Math.abs(now.top - last.top) <= hh;
    const glide = !!animate && near && !calm();
    const [mx, my] = [OVERVIEW.margin * w, OVERVIEW.margin * hh];
    const area = {
      left: Math.min(now.left, glide ? last.left : now.left) - mx,
      top: Math.min(now.top, glide ? last.top : now.top) - my,
      right: Math.max(now.right, glide ? last.right : now.right) + mx,
      bottom: Math.max(now.bottom, glide ? last.bottom : now.bottom) + my,
    };
    this.placed = placed;
    const count = (k) => subtreeCount(this.folds.shape, k, enteredAt(D, state.cursor));
    // a search of up to OVERVIEW.drawnWhole nodes is drawn whole, its picture complete
    const windowed = D.nodes.parent.length > OVERVIEW.drawnWhole;
    const marks = { count, area: windowed ? area : undefined };
    setMarkup(canvas, drawWhole(D, this.tree, state.cursor, layout, k0, path, this.shown, marks));
    canvas.classList.toggle("moving", glide);
    canvas.style.transform = `translate(${tx}px, ${ty}px) scale(${scale})`;
    canvas.dataset.scale = String(scale);
  }

  renderFocus(vw, vh) {
    const { D, state } = this;
    const k0 = focusNode(D, this.tree, state.cursor);
    if (k0 === null) {
      setMarkup(this.focus, "");
      return;
    }
    const [width, height] = [vw / state.zoom, vh / state.zoom];
    const marks = focusLayout(D, this.tree, state.cursor, k0, width, height);
    setMarkup(this.focus, drawFocus(D, this.tree, state.cursor, marks, width, height, this.shown));
  }

  /** The nodes the whole tree shows: those of the overview entered so far (the root alone
   *  at the start). */
  visible() {
    if (!this.layout) return [];
    const entered = Math.max(enteredAt(this.D, this.state.cursor), 1);
    return this.layout.list.filter((k) => k < entered);
  }

  /** Lay the overview out again where what it shows changed: a subtree opened or folded,
   *  or the current node's path through a folded subtree (the path is always open). */
  relayout() {
    const { D, tree, folds: f } = this;
    if (!f) return;
    const k0 = focusNode(D, tree, this.state.cursor);
    const line = k0 === null ? [] : ancestry(D, k0).slice(0, -1);
    this.onPath = new Set(line);
    const shape = `${f.toggled.size}:${[...f.toggled].join(";")}|${forcedKey(f, line)}`;
    if (shape === this.shape && this.layout) return;
    this.shape = shape;
    this.layout = wholeLayout(D, tree, shownTree(tree, f, this.onPath));
  }

  /** Open or fold node `k`'s subtree (`open`; the other way when undefined), as a person
   *  asked: the overview and the list of nodes show it, and the player says what it did. */
  toggle(k, open) {
    if (!this.folds) return;
    const done = toggle(this.D, this.tree, this.folds, k, this.onPath, open);
    if (done.folds !== this.folds) {
      this.folds = done.folds;
      this.paint(this.state, false);
    }
    this.say(done.said);
  }

  /** A click on the overview (not a drag): on a node or a folded mark, open or fold it. */
  tap(e) {
    const at =
      e instanceof Element
        ? /** @type {HTMLElement | null} */ (e.closest("[data-fold], [data-node]"))
        : null;
    if (!at || this.view.dataset.mode !== "tree") return;
    if (at.dataset.fold !== undefined) this.toggle(Number(at.dataset.fold), true);
    else this.toggle(Number(at.dataset.node));
  }

  /** Go to the next re-search, cutoff or table hit after the cursor (`which`, a key of
   *  overview.LANDMARKS), or say there is none. */
  goNext(which) {
    const to = nextAfter(this.marks[which], this.state.cursor);
    const { name, many } = LANDMARKS[which];
    if (to === null) {
      const none = this.marks[which].length
        ? `No ${name} after this step`
        : `This search has no ${many}`;
      this.say(`${none}.`);
      return;
    }
    this.dispatch({ type: "go", to });
  }

  /** Show the "Go to node" field and put the focus in it. */
  showGoTo() {
    this.tools.box.hidden = false;
    this.fit();
    this.tools.input.focus();
    this.tools.input.select();
  }

  /** Go to the node whose number `text` is (where the search entered it), the focus back
   *  on the player; or say, by the field, what to type instead. */
  goToNode(text) {
    const { input, error } = this.tools;
    const to = nodeCursor(this.D, text);
    error.textContent = to.error ?? "";
    input.setAttribute("aria-invalid", String(!!to.error));
    if (to.error) {
      this.say(to.error);
      return;
    }
    this.dispatch({ type: "go", to: to.cursor });
    this.root.focus({ preventScroll: true }); // the player's keys step on from there
  }

  /** Scroll the page (or the notebook) the player is in so that the whole player is in
   *  sight (it is never taller than the visible part); and, when the player scrolls inside,
   *  so that the open question and the current node are below its control bar. */
  keepInSight() {
    const { root, view, quizBox } = this;
    const area = visibleArea(root);
    if (root.classList.contains("compact")) return this.keepSentence(area);
    const box = root.getBoundingClientRect();
    const inner = { top: area.top + SIGHT, bottom: area.bottom - SIGHT };
    const delta = scrollDelta({ top: box.top, bottom: box.bottom }, inner);
    if (delta && area.scroller) area.scroller.scrollTop += delta;
    if (root.scrollHeight <= root.clientHeight) return;
    if (this.head.classList.contains("loose")) {
      root.scrollTop = 0; // the head could not stay pinned: its sentence first
      return;
    }
    const below = { top: this.head.getBoundingClientRect().bottom, bottom: box.bottom };
    const asking = this.state.asked !== null;
    const top = (asking ? quizBox.el : view).getBoundingClientRect().top;
    // the question and the node below it; where both cannot show, the question to answer
    const room = below.bottom - below.top;
    const bottom = Math.min(view.getBoundingClientRect().bottom, asking ? top + room : Infinity);
    root.scrollTop += scrollDelta({ top, bottom }, below);
  }

  /** A compact player (the page scrolls it): scroll the page (`area`, visibleArea's) so
   *  that the bar and the sentence below it show, all of the sentence where it fits, else its
   *  start; where the bar and the sentence's first line cannot show together, the sentence
   *  from its start. An open question shows with them where it fits, else by itself (its
   *  first answer has the focus). */
  keepSentence(area) {
    if (!area.scroller) return;
    const { sentence } = this.parts;
    const said = sentence.getBoundingClientRect();
    const line = Number.parseFloat(getComputedStyle(sentence).lineHeight) || 0;
    const top = this.root.getBoundingClientRect().top;
    const room = area.bottom - area.top;
    let span = { top: said.top + line - top <= room ? top : said.top, bottom: said.bottom };
    if (this.state.asked !== null) {
      const asked = this.quizBox.el.getBoundingClientRect();
      span = asked.bottom - span.top <= room ? { top: span.top, bottom: asked.bottom } : asked;
    }
    const fits = span.bottom - span.top <= room;
    area.scroller.scrollTop += fits ? scrollDelta(span, area) : span.top - area.top;
  }

  /** In a compact player, a focused element taller than the part of the page that shows
   *  it (a long entry of the node list, zoomed in to 400 %) shows from its start, as much of
   *  it as fits, where the browser would centre it. */
  showFocused(e) {
    if (e === this.root || !this.root.classList.contains("compact")) return;
    const area = visibleArea(this.root);
    if (e.getBoundingClientRect().height > area.bottom - area.top) {
      e.scrollIntoView({ block: "start" });
    }
  }

  dispose() {
    clearInterval(this.timer);
    this.resize.disconnect();
    globalThis.removeEventListener("keydown", this.onKey, true);
    globalThis.removeEventListener("resize", this.onWindow);
    this.model.off?.("change:cursor", this.onModel);
  }
}

/** Set `el`'s inline style `property` to `value` where it differs: writing the same value
 *  again would make the browser work out the page's styles and layout again. */
function setStyle(el, property, value) {
  if (el.style.getPropertyValue(property) !== value) el.style.setProperty(property, value);
}

/** The part of the whole tree's drawing (at scale 1) that a view `vw` × `vh` shows with the
 *  drawing placed at `{tx, ty, scale}` (layout.treePlacement's). */
const shownArea = ({ tx, ty, scale }, vw, vh) => ({
  left: -tx / scale,
  top: -ty / scale,
  right: (vw - tx) / scale,
  bottom: (vh - ty) / scale,
});

/**
 * The visible part of the page around `el`: the window, less what its scrolling ancestors
 * (JupyterLab's notebook, a long slide) hide; `scroller` is the one to scroll to bring `el`
 * into it (the page itself, or null where the page keeps its place: a slide deck). In a
 * frame (an ancestor marked `data-gs-frame`: a deck's slide) it is the frame's room from
 * `el`'s top down, nothing scrolls, and `scale` is the frame's (screen px per CSS px).
 */
export function visibleArea(el) {
  const frame = el.parentElement?.closest("[data-gs-frame]");
  if (frame) {
    const r = frame.getBoundingClientRect();
    const scale = frame.offsetHeight ? r.height / frame.offsetHeight : 1;
    const padding = Number.parseFloat(getComputedStyle(frame).paddingBottom) || 0;
    const bottom = r.top + (frame.clientTop + frame.clientHeight - padding) * scale;
    return { top: el.getBoundingClientRect().top, bottom, scroller: null, scale };
  }
  let top = 0;
  let bottom = innerHeight;
  let scroller = null;
  for (let e = el.parentElement; e; e = e.parentElement) {
    const y = getComputedStyle(e).overflowY;
    if ((y === "auto" || y === "scroll") && e.scrollHeight > e.clientHeight + 1) {
      const r = e.getBoundingClientRect();
      top = Math.max(top, r.top + e.clientTop);
      bottom = Math.min(bottom, r.top + e.clientTop + e.clientHeight);
      scroller ??= e;
    }
  }
  if (!scroller) {
    const fixed = [document.documentElement, document.body].some(
      (e) => e && getComputedStyle(e).overflowY === "hidden",
    );
    scroller = fixed ? null : document.scrollingElement || document.documentElement;
  }
  return { top, bottom, scroller, scale: 1 };
}
