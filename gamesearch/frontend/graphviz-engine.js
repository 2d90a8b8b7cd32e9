// Entry of graphviz-engine.js, a classic script: Graphviz compiled to WebAssembly
// (@viz-js/viz, from npm at build time), registered once per page for every player and
// diagram on it (see engine.js). A second copy on the page does nothing.
import { instance } from "@viz-js/viz";

globalThis.gamesearchGraphviz ??= { ready: instance() };
