// The page's Graphviz (compiled to WebAssembly): one engine per page, whoever brings it.
//
// The built script graphviz-engine.js registers it once, page-globally:
// `globalThis.gamesearchGraphviz = {ready: <Promise of a Viz instance>}`. A page gets that
// script inline with its first diagram or player that needs it (gamesearch.assets), or a
// live widget asks its kernel for it (`ask`) and installs it.

/** How often a consumer looks for the engine while the page has none yet, in ms. */
const WAIT_MS = 100;
/**
 * How long the page waits for the engine it asked for before asking again, in ms (then twice
 * as long each time). An ask can be lost: a kernel drops the messages queued behind a cell
 * that failed during Run All, and no player on the page could then show its whole tree.
 */
export const ASK_AGAIN_MS = 10_000;

/**
 * A promise of the page's Viz instance. If the page has no engine yet, `ask()` (when given)
 * is called once per page to bring it, and the promise waits until the engine appears; while
 * it does not, the newest `ask` is called again after ASK_AGAIN_MS, then twice as long.
 */
export function pageEngine(ask = null) {
  const g = globalThis;
  if (g.gamesearchGraphviz) return g.gamesearchGraphviz.ready;
  if (ask) {
    g.gamesearchGraphvizAsk = ask; // the newest player's: an older one may be gone
    if (!g.gamesearchGraphvizAsked) {
      g.gamesearchGraphvizAsked = { at: Date.now(), wait: ASK_AGAIN_MS };
      ask();
    }
  }
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const asked = g.gamesearchGraphvizAsked;
      if (!g.gamesearchGraphviz) {
        if (asked && Date.now() - asked.at >= asked.wait) {
          g.gamesearchGraphvizAsked = { at: Date.now(), wait: 2 * asked.wait };
          g.gamesearchGraphvizAsk();
        }
        return;
      }
      clearInterval(timer);
      resolve(g.gamesearchGraphviz.ready);
    }, WAIT_MS);
  });
}

/** Run the engine script's source `code` on the page (it registers itself, once). */
export function installEngine(code) {
  if (globalThis.gamesearchGraphviz) return;
  const script = document.createElement("script");
  script.textContent = code;
  document.head.append(script);
  script.remove();
}
