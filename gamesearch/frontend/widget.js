// Entry of stepper.js, the Stepper widget's front end (anywidget's `_esm`): Python hands
// over the trace data once (the `data` trait) and every step runs here, with no kernel
// round trip; the cursor is written back to the `cursor` trait so Python can read and set
// it. Where the tree comes as DOT (no Graphviz `dot` in the kernel), the page's engine lays
// it out; a page without one asks the kernel for it, once (Stepper._on_message answers).
import { installEngine, pageEngine } from "./engine.js";
import { player } from "./player/player.js";

export default {
  render({ model, el }) {
    const onMessage = (message) => {
      if (message?.graphviz_engine) installEngine(message.graphviz_engine);
    };
    model.on("msg:custom", onMessage);
    const engine = () => pageEngine(() => model.send({ ask: "graphviz-engine" }));
    const running = player(el, model, engine);
    return () => {
      running.dispose();
      model.off("msg:custom", onMessage);
    };
  },
};
