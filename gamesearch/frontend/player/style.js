// The player's stylesheet, scoped to one player by its class.
import { PANELS } from "./sizes.js";

/** `n` CSS px times the panels' zoom (the custom property --gs-zoom on the player's root). */
const zoomed = (n) => `calc(${n}px * var(--gs-zoom, 1))`;
/** `n` CSS px times the control bar's zoom (--gs-bar: the zoom, or less so it keeps to one
 *  row). */
const barred = (n) => `calc(${n}px * var(--gs-bar, 1))`;

/** The CSS of the player whose root has class `scope`; `s` is the data's style plus `board`
 *  (the board's width) and `line` (the number line's width at zoom 1), both in CSS px. Every
 *  size of the panels grows with the zoom. */
export function css(scope, s) {
  // JupyterLab's variables where they exist, readable defaults elsewhere (a plain page).
  const fg = "var(--jp-ui-font-color0, #111)";
  const fg2 = "var(--jp-ui-font-color1, #333)";
  const bg = "var(--jp-layout-color1, #fff)";
  const line = "var(--jp-border-color1, #bbb)";
  const button = "var(--jp-layout-color2, #eee)";
  const ring = "var(--jp-brand-color1, #0072B2)";
  const S = `.${scope}`;
  const P = PANELS;
  return `
${S}{font-family:var(--jp-ui-font-family,system-ui,sans-serif);color:${fg};max-width:100%;
  font-size:${zoomed(P.message)};
  box-sizing:border-box;outline:none;display:flex;flex-direction:column;gap:6px;padding:4px;
  border-radius:6px;overflow-y:auto;overscroll-behavior:contain;
  scroll-padding-top:calc(var(--gs-head, 0px) + 4px)}
${S} *{box-sizing:border-box}
${S} > *{flex-shrink:0}
${S}:focus-visible{outline:3px solid ${ring};outline-offset:-3px}
${S} :focus-visible{outline:3px solid ${ring};outline-offset:1px}
${S} .head{position:sticky;top:-4px;z-index:2;background:${bg};padding:6px 0 2px;margin-top:-4px;
  display:flex;flex-direction:column;gap:6px}
${S} .head.loose{position:static}
${S}.compact{overflow-y:visible}
${S}.compact .head{padding-top:0;margin-top:0}
${S}.compact .bar button{min-height:${barred(P.compact)};padding:0 0.75em}
${S} .bar{display:flex;flex-wrap:wrap;align-items:center;gap:6px}
${S} .more{display:flex;flex-wrap:wrap;gap:6px}
${S} .more[hidden],${S} .keys[hidden],${S} .info[hidden]{display:none}
${S} .keys{border:2px solid ${ring};border-radius:6px;padding:8px 12px;background:${bg};color:${fg};
  font-size:${zoomed(P.message)}}
${S} .keys dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:6px 0 8px}
${S} .keys dt{font-weight:600;white-space:nowrap}
${S} .keys dd{margin:0}
${S} .keys kbd{font:inherit}
${S} .keys-title{font-weight:600}
${S} button{font:inherit;font-size:${barred(P.button)};font-weight:600;min-height:${barred(P.control)};
  padding:0 0.6em;white-space:nowrap;
  border-radius:4px;border:1px solid ${line};background:${button};color:${fg};cursor:pointer}
${S} .quiz button{font-size:${zoomed(P.button)};min-height:${zoomed(P.control)};white-space:normal;
  text-align:left}
${S} button:disabled{opacity:.45;cursor:default}
${S} button[aria-pressed=true]{background:${s.ink.upper};color:#fff;border-color:${s.ink.upper}}
${S} .slider{flex:1 1 90px;min-width:80px;height:28px;margin:0 2px}
${S} .count{font-size:${barred(P.button)};min-width:3.5em;text-align:right;color:${fg2};
  font-variant-numeric:tabular-nums}
${S} .info{display:flex;gap:12px;align-items:flex-start}
${S} .sentence{flex:1 1 auto;font-size:${zoomed(P.sentence)};line-height:1.4;min-width:0;
  min-height:${zoomed(2 * 1.4 * P.sentence)}}
${S} .board{flex:0 0 auto;width:calc(var(--gs-board, ${s.board}px) * var(--gs-zoom, 1))}
${S} :is(.board,.line) svg{background:${s.paper};color:#111;border-radius:4px}
${S} .board svg{width:100%;height:auto;display:block}
${S} .meta{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px}
${S} .line{flex:0 0 auto;width:min(100%, ${zoomed(s.line)})}
${S} .line svg{width:100%;height:auto;display:block}
${S} .meta .side{flex:1 1 200px;display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px}
${S} .side button{font-size:${zoomed(P.button)};min-height:${zoomed(P.control)}}
${S} .status{font-size:${zoomed(P.status)};color:${fg2};font-variant-numeric:tabular-nums}
${S} .number{font-size:${zoomed(P.status)};font-weight:600;font-variant-numeric:tabular-nums;
  margin-right:0.3em}
${S} .number[hidden]{display:none}
${S} .path{font-size:${zoomed(P.path)};color:${fg2};white-space:nowrap;overflow:hidden;min-height:1.4em}
${S} .tools{display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px;font-size:${zoomed(P.path)}}
${S} .tools[hidden]{display:none}
${S} .goto-form{display:flex;align-items:center;gap:6px}
${S} .goto{font:inherit;min-height:${barred(P.control)};padding:0 0.4em;border:1px solid ${line};
  border-radius:4px;background:${bg};color:${fg}}
${S} .goto[aria-invalid=true]{border:2px solid ${fg}}
${S} .goto-error{color:${fg}}
${S} .stage{position:relative}
${S} .stage.beside{display:flex;align-items:flex-start;gap:12px}
${S} .stage.beside > .view{flex:1 1 0;min-width:0}
${S} .view{position:relative;overflow:hidden;width:100%;background:${s.paper};border:1px solid ${line};
  border-radius:4px;touch-action:none;cursor:grab;contain:strict}
${S} .canvas{position:absolute;left:0;top:0;transform-origin:0 0}
${S} .canvas.moving{transition:transform .25s ease-out}
${S} .canvas svg{display:block;max-width:none}
${S} .focus{position:absolute;inset:0}
${S} .focus svg{display:block;width:100%;height:100%}
${S} .quiz.open{border:2px solid var(--jp-brand-color1,#0072B2);border-radius:6px;padding:8px 12px;
  background:${s.paper};color:#111;display:flex;flex-direction:column;gap:8px}
${S} .quiz .ask{display:flex;flex-direction:column;gap:8px}
${S} .quiz .ask[hidden]{display:none}
${S} .quiz .prompt{font-size:${zoomed(P.prompt)};line-height:1.35}
${S} .quiz .choices{display:flex;flex-wrap:wrap;gap:6px}
${S} .quiz button{background:#f2f2f2;color:#111;border-color:#767676}
${S} .quiz .verdict{font-size:${zoomed(P.verdict)};font-weight:600}
${S} .quiz .right{color:${s.verdict.right}}
${S} .quiz .wrong{color:${s.verdict.wrong}}
${S} .quiz .message{color:#333}
${S} .message{font-size:${zoomed(P.message)};color:${fg2}}
${S} .sr-only,${S} .nodes:not(:focus-within){position:absolute;width:1px;height:1px;padding:0;
  margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
${S} .nodes:focus-within{position:absolute;inset:0;z-index:3;overflow:auto;background:${s.paper};
  color:#111;border:2px solid ${ring};border-radius:4px;padding:4px}
${S} .nodes [role=treeitem]{padding:2px 6px 2px calc(0.3em + var(--gs-level, 0) * 1.2em);
  border-radius:3px;line-height:1.35}
${S} .nodes [aria-current=true]{background:${s.current};color:#000}
${S} .nodes [role=treeitem]:focus-visible{outline:3px solid ${ring};outline-offset:-3px}
@media (prefers-reduced-motion: reduce){${S} .canvas.moving{transition:none}}
${forced(S)}`;
}

/** Windows high contrast and other forced colours: the page's own colours give way to the
 *  system's, so what colour said is said by lines. A pressed toggle is filled (Highlight) and
 *  underlined, with a thicker border; the diagram is drawn in the system's text colour on
 *  its background, the current node with a thick Highlight line, the current node of the
 *  list outlined; Python's pictures (the board, the number line) keep their own paper and
 *  ink, which are legible together. */
function forced(S) {
  const tree = `${S} :is(.focus,.canvas) svg`;
  return `@media (forced-colors: active){
${S} button{border:1px solid ButtonText}
${S} button[aria-pressed=true]{forced-color-adjust:none;background:Highlight;color:HighlightText;
  border:3px solid ButtonText;text-decoration:underline}
${S} .view{background:Canvas}
${tree} line,${tree} polygon{stroke:CanvasText}
${tree} [data-node] > polygon:first-child{fill:Canvas}
${tree} text,${tree} tspan{fill:CanvasText}
${tree} .solution{stroke:LinkText}
${tree} [data-role=current] > polygon:first-child{stroke:Highlight;stroke-width:6px;stroke-dasharray:none}
${S} :is(.board,.line) svg{forced-color-adjust:none}
${S} .nodes [aria-current=true]{outline:3px solid Highlight;outline-offset:-3px}
}
`;
}
