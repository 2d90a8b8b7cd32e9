// Entry of stepper.js, the Stepper widget's front end (anywidget's `_esm`): Python hands
// over the trace data once (the `data` trait) and every step runs here, with no kernel
// round trip; the cursor is written back to the `cursor` trait so Python can read and set
// it, and the quiz toggle to `quiz`.
import { player } from "./player/player.js";

export default {
  render({ model, el }) {
    const running = player(el, model);
    return () => running.dispose();
  },
};
