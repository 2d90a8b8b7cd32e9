// The player's stylesheet, scoped to one player by its class.
import { PANELS } from "./sizes.js";

/** SVG shapes Graphviz draws a node or an edge with. */
export const SHAPES = ":is(polygon,ellipse,path)";

/** The CSS of the player whose root has class `scope`; `s` is the data's style plus `board`. */
export function css(scope, s) {
  // JupyterLab's variables where they exist, readable defaults elsewhere (a plain page).
  const fg = "var(--jp-ui-font-color0, #111)";
  const fg2 = "var(--jp-ui-font-color1, #333)";
  const bg = "var(--jp-layout-color1, #fff)";
  const line = "var(--jp-border-color1, #bbb)";
  const button = "var(--jp-layout-color2, #eee)";
  const S = `.${scope}`;
  const P = PANELS;
  return `
${S}{font-family:var(--jp-ui-font-family,system-ui,sans-serif);color:${fg};max-width:100%;
  box-sizing:border-box;outline:none;display:flex;flex-direction:column;gap:6px}
${S} *{box-sizing:border-box}
${S}:focus-visible{outline:2px solid var(--jp-brand-color1,#0072B2);outline-offset:2px}
${S} .bar{display:flex;flex-wrap:wrap;align-items:center;gap:6px}
${S} button{font:inherit;font-size:${P.button}px;font-weight:600;min-height:38px;padding:0 10px;
  border-radius:4px;border:1px solid ${line};background:${button};color:${fg};cursor:pointer}
${S} button:disabled{opacity:.45;cursor:default}
${S} button[aria-pressed=true]{background:var(--jp-brand-color1,#0072B2);color:#fff;
  border-color:var(--jp-brand-color1,#0072B2)}
${S} .slider{flex:1 1 120px;min-width:90px;height:28px}
${S} .count{font-size:${P.button}px;min-width:4.5em;text-align:right;color:${fg2};
  font-variant-numeric:tabular-nums}
${S} .info{display:flex;gap:12px;align-items:flex-start;min-height:84px}
${S} .sentence{flex:1 1 auto;font-size:${P.sentence}px;line-height:1.4;min-width:0}
${S} .board{flex:0 0 auto;width:${s.board}px}
${S} :is(.board,.line)>svg{background:#fff;color:#111;border-radius:4px}
${S} .board svg{width:100%;height:auto;display:block}
${S} .meta{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px}
${S} .line{flex:0 1 ${P.line}px;min-width:0}
${S} .line svg{width:100%;height:auto;display:block}
${S} .meta .status{flex:1 1 200px}
${S} .status{font-size:${P.status}px;color:${fg2};font-variant-numeric:tabular-nums}
${S} .path{font-size:${P.path}px;color:${fg2};white-space:nowrap;overflow:hidden;min-height:1.4em}
${S} .view{position:relative;overflow:hidden;width:100%;background:#fff;border:1px solid ${line};
  border-radius:4px;touch-action:none;cursor:grab}
${S} .canvas{position:absolute;left:0;top:0;transform-origin:0 0}
${S} .canvas.moving{transition:transform .25s ease-out}
${S} .canvas svg{display:block}
${S} .focus{position:absolute;inset:0}
${S} .focus svg{display:block;width:100%;height:100%;font-family:Helvetica,Arial,sans-serif}
${S} .quiz[hidden]{display:none}
${S} .quiz{border:2px solid var(--jp-brand-color1,#0072B2);border-radius:6px;padding:8px 12px;
  background:${bg};display:flex;flex-direction:column;gap:8px}
${S} .quiz .prompt{font-size:${P.prompt}px;line-height:1.35}
${S} .quiz .choices{display:flex;flex-wrap:wrap;gap:6px}
${S} .quiz .verdict{font-size:${P.verdict}px;font-weight:600}
${S} .right{color:var(--jp-success-color0,#1b7d3a)}
${S} .wrong{color:var(--jp-error-color0,#c62828)}
${S} .message{font-size:${P.message}px;color:${fg2}}
${S} .gs-hidden{visibility:hidden}
${S}.live .node>${SHAPES},${S}.live .edge>path{stroke-width:${s.pen}px}
${S} .gs-running>${SHAPES}{fill:#fff;stroke:${s.edge}}
${S} .gs-running>text:nth-of-type(3){visibility:hidden}
${S} .gs-uncut>:is(path,polygon){stroke:${s.edge}}
${S} .gs-uncut>polygon{fill:${s.edge}}
${S} .gs-uncut>text:last-of-type{visibility:hidden}
${S} .gs-onpath>${SHAPES}{stroke-width:3px}
${S} .gs-current>${SHAPES}{stroke-width:5px;fill:${s.current}}
`;
}
