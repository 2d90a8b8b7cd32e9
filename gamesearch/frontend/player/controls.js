// The player's buttons, slider and event count, and the pointer on the tree view.
import { h } from "./dom.js";
import { quizLabel } from "./state.js";

/** The control bar's elements, and `proof`, the Strategy toggle, which the player puts
 *  beside the status line (it says what the strategy shown proved; and the bar, one row on a
 *  projector, has no room left); `n` is the number of events. */
export function controls(n) {
  const button = (title, text, label = null) =>
    h("button", { type: "button", title, text, ...(label ? { "aria-label": label } : {}) });
  const c = {
    back: button("Step back (←)", "◀ Back", "Back"),
    play: button("Play or pause (P)", "▶ Play", "Play"),
    forward: button("Step forward (→ or Space)", "Forward ▶", "Forward"),
    slider: h("input", {
      class: "slider",
      type: "range",
      min: "0",
      max: String(n),
      "aria-label": "Event",
    }),
    count: h("span", { class: "count", "aria-hidden": "true" }),
    whole: button("Whole tree or follow the current node (W)", "Whole tree"),
    proof: button("Show the strategy each finished search or pass proved (S)", "Strategy"),
    zoomOut: button("Zoom out (−)", "−", "Zoom out"),
    zoomIn: button("Zoom in (+)", "+", "Zoom in"),
    quiz: button("Predict each result before it is shown (Q)", "Quiz"),
  };
  c.bar = h("div", { class: "bar", role: "toolbar", "aria-label": "Player controls" });
  c.bar.append(c.back, c.play, c.forward, c.slider, c.count, c.whole, c.zoomOut, c.zoomIn, c.quiz);
  return c;
}

/** Bring the controls `c` up to date with `state` of `n` events; `status` is the status
 *  line (the slider's value text); `drawn`: whether there is a whole tree to show;
 *  `proved`: whether the search proved a strategy to show (else its button is left out). */
export function paintControls(c, state, { n, status, drawn, proved }) {
  const { cursor } = state;
  c.slider.value = String(cursor);
  c.slider.setAttribute("aria-valuetext", status);
  c.count.textContent = `${cursor} / ${n}`;
  c.back.disabled = cursor === 0;
  c.forward.disabled = cursor === n;
  c.play.textContent = state.playing ? "❚❚ Pause" : "▶ Play";
  c.play.setAttribute("aria-label", state.playing ? "Pause" : "Play");
  c.whole.setAttribute("aria-pressed", String(state.whole));
  c.whole.disabled = !drawn;
  c.proof.hidden = !proved;
  c.proof.setAttribute("aria-pressed", String(state.proof));
  c.quiz.setAttribute("aria-pressed", String(state.quiz));
  c.quiz.textContent = quizLabel(state);
}

/** Dragging `view` pans: `pan(start, dx, dy)` while the pointer moves (`start()` gives the
 *  offset when the drag began); Ctrl + wheel zooms: `zoom(factor)`. */
export function pointer(view, { start, pan, zoom, wheelStep }) {
  let drag = null;
  view.addEventListener("pointerdown", (event) => {
    drag = { x: event.clientX, y: event.clientY, from: start() };
    view.setPointerCapture(event.pointerId);
  });
  view.addEventListener("pointermove", (event) => {
    if (!drag) return;
    pan({ x: drag.from.x + event.clientX - drag.x, y: drag.from.y + event.clientY - drag.y });
  });
  view.addEventListener("pointerup", () => {
    drag = null;
  });
  view.addEventListener(
    "wheel",
    (event) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoom(event.deltaY < 0 ? wheelStep : 1 / wheelStep);
    },
    { passive: false },
  );
}
