// The step-through player: one player over the data Python hands over once.
//
// What is shown at a cursor replays gamesearch.widgets.stepper_model.StepperModel, the
// source of truth: Python precomputes the sentences, number lines, boards and questions of
// every cursor; this module keeps the state (cursor, view, zoom, quiz) and wires the parts:
// the panels, the focused view (layout.js, drawing.js), the whole tree (wholetree.js), the
// quiz (quiz.js), the keys (keys.js) and the controls (controls.js). Every instance scopes
// its styles and element ids to a fresh random id, so any number of players on a page (or
// in several notebooks) never touch each other.
import { controls, paintControls, pointer } from "./controls.js";
import { h, uid } from "./dom.js";
import { drawFocus } from "./drawing.js";
import { keyAction } from "./keys.js";
import { focusLayout, showsFocus, treePlacement, viewHeight } from "./layout.js";
import { showPanels } from "./panels.js";
import { Quiz, showQuestion, showVerdict } from "./quiz.js";
import { ZOOM } from "./sizes.js";
import { css } from "./style.js";
import { ancestry, current, focusNode, pathText, treeOf } from "./tree.js";
import { adoptTree, measure, paintTree, visible } from "./wholetree.js";

/**
 * A player over `model.get("data")` inside `el`. `model` is an anywidget model or a
 * stand-in with get/set/save_changes/on/off; the cursor and the quiz toggle are written
 * back to it. `engine()` gives a promise of the page's Graphviz (a Viz instance), asked for
 * only when the data carries DOT to lay out instead of an SVG.
 * Returns `{done, dispose}`: `done` settles once the whole tree is drawn (or cannot be).
 */
export function player(el, model, engine) {
  const D = model.get("data");
  const n = D.n;
  const scope = uid();
  const structure = treeOf(D);
  let cursor = Math.max(0, Math.min(model.get("cursor") || 0, n));
  let whole = false;
  let zoom = 1;
  let pan = null; // a manual offset while dragging, until the next step
  let timer = null;
  const quiz = new Quiz(D.questions, !!model.get("quiz"));
  let tree = null; // the whole tree, once drawn (wholetree.adoptTree)

  const root = h("div", { class: `${scope} gs-player`, tabindex: "0" });
  root.append(h("style", { text: css(scope, { ...D.style, board: D.board }) }));
  const c = controls(n);
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
  root.append(c.bar, info, quizBox, meta, path, view);
  el.replaceChildren(root);
  const panels = { sentence, line, board, status };

  // -- the view: the focused path, or the whole tree placed on the canvas ----------------
  function place(animate) {
    const vw = view.clientWidth;
    const vh = view.clientHeight;
    const onFocus = showsFocus({
      drawn: !!tree,
      whole,
      width: vw,
      size: tree?.size,
      most: D.view_height,
      zoom,
    });
    focus.hidden = !onFocus;
    canvas.hidden = onFocus;
    view.dataset.mode = onFocus ? "path" : "tree";
    if (onFocus) {
      if (vw) renderFocus(vw, vh);
      return;
    }
    if (vw !== 0) measure(tree, canvas);
    if (!vw || !tree.centres) return;
    const { scale, tx, ty } = treePlacement({
      width: vw,
      height: vh,
      size: tree.size,
      zoom,
      whole,
      centre: tree.centres[current(D, cursor) ?? 0],
      pan,
    });
    canvas.classList.toggle("moving", !!animate);
    canvas.style.transform = `translate(${tx}px, ${ty}px) scale(${scale})`;
    canvas.dataset.scale = String(scale);
  }

  function renderFocus(vw, vh) {
    const k0 = focusNode(D, structure, cursor);
    if (k0 === null) {
      focus.innerHTML = "";
      return;
    }
    const [width, height] = [vw / zoom, vh / zoom];
    const marks = focusLayout(D, structure, cursor, k0, width, height);
    focus.innerHTML = drawFocus(D, structure, cursor, marks, width, height);
  }

  function paint(animate = true) {
    paintControls(c, { cursor, n, whole, drawn: !!tree, quiz });
    showPanels(panels, D, cursor);
    if (tree) {
      paintTree(tree, D, cursor);
      root.classList.toggle("live", cursor < n);
      const k0 = current(D, cursor);
      path.textContent = pathText(D, k0 === null ? [] : ancestry(D, k0));
      path.scrollLeft = path.scrollWidth; // a long path shows its end: the current node
    }
    pan = null;
    place(animate);
  }

  // -- moving -----------------------------------------------------------------------------
  function go(to, fromModel = false) {
    const target = Math.max(0, Math.min(Number(to) || 0, n));
    if (quiz.asked !== null && target !== quiz.asked) closeQuestion();
    cursor = target;
    paint();
    if (!fromModel && model.get("cursor") !== target) {
      model.set("cursor", target);
      model.save_changes();
    }
  }

  function step() {
    // Forward, but in quiz mode ask first when the next event has a question.
    const q = quiz.due(cursor);
    if (q) {
      stop();
      quiz.asked = cursor;
      showQuestion(quizBox, q, answer);
      return false;
    }
    go(cursor + 1);
    return true;
  }

  function answer(choice) {
    const judged = quiz.answer(choice);
    if (!judged) return;
    showVerdict(quizBox, judged, quiz.score(judged.at));
    go(judged.at + 1);
    root.focus({ preventScroll: true });
  }

  function closeQuestion() {
    quiz.asked = null;
    quizBox.hidden = true;
  }

  function stop() {
    if (timer !== null) clearInterval(timer);
    timer = null;
    c.play.textContent = "▶ Play";
  }

  function toggleTimer() {
    if (timer !== null) return stop();
    if (cursor === n) go(0);
    c.play.textContent = "❚❚ Pause";
    timer = setInterval(() => {
      if (cursor >= n || !step()) stop();
    }, D.interval);
  }

  function setZoom(factor) {
    zoom = Math.max(ZOOM.min, Math.min(ZOOM.max, zoom * factor));
    whole = false;
    paint(true);
  }

  function toggleWhole() {
    whole = !whole;
    paint(true);
  }

  function toggleQuiz() {
    quiz.on = !quiz.on;
    if (!quiz.on) closeQuestion();
    model.set("quiz", quiz.on);
    model.save_changes();
    paint(false);
  }

  const actions = {
    forward: step,
    back: () => go(cursor - 1),
    first: () => go(0),
    last: () => go(n),
    whole: toggleWhole,
    quiz: toggleQuiz,
    play: toggleTimer,
    zoomIn: () => setZoom(ZOOM.step),
    zoomOut: () => setZoom(1 / ZOOM.step),
  };
  c.back.onclick = actions.back;
  c.forward.onclick = () => step();
  c.play.onclick = toggleTimer;
  c.slider.oninput = () => go(Number(c.slider.value));
  c.whole.onclick = toggleWhole;
  c.zoomIn.onclick = actions.zoomIn;
  c.zoomOut.onclick = actions.zoomOut;
  c.quiz.onclick = toggleQuiz;
  root.addEventListener("keydown", (event) => {
    const todo = keyAction(event.key, {
      asking: quiz.asked !== null,
      onPlayer: event.target === root,
    });
    if (!todo) return;
    if (todo.action === "answer") answer(todo.choice);
    else actions[todo.action]();
    event.preventDefault();
    event.stopPropagation(); // slides and notebooks keep their keys elsewhere
  });
  pointer(view, {
    start: () => pan || { x: 0, y: 0 },
    pan: (offset) => {
      pan = offset;
      place(false);
    },
    zoom: setZoom,
    wheelStep: ZOOM.wheel,
  });
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
    current: (at = cursor) => current(D, at),
    visible: () => (tree ? visible(tree) : []),
    scale: () => Number(canvas.dataset.scale || 0),
  };

  paint(false);
  const drawing = D.svg
    ? Promise.resolve(D.svg)
    : D.dot
      ? engine().then((viz) => viz.renderString(D.dot, { format: "svg" }))
      : Promise.resolve("");
  const done = drawing
    .then((text) => {
      if (text) tree = adoptTree(canvas, text, scope, D.parent.length);
      else canvas.replaceChildren(h("div", { class: "message", text: D.no_tree }));
      if (tree) view.style.height = `${viewHeight(tree.size, D.view_height)}px`;
    })
    .catch((error) => {
      canvas.replaceChildren(
        h("div", { class: "message", text: `The tree could not be laid out: ${error}` }),
      );
    })
    .then(() => paint(false));
  return {
    done,
    dispose() {
      stop();
      resize.disconnect();
      model.off?.("change:cursor", onModel);
    },
  };
}
