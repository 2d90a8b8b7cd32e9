// A diagram fragment drawn in the browser: what gamesearch.views.browser.fragment writes
// where Graphviz's `dot` cannot run, laid out here by the page's engine.
//
//   <div class="gs-graph" role="img" aria-label="…" data-graph="JSON">
//     <p class="gs-graph-note">…</p>
//   </div>
//
// JSON = {dot, engine, wide_dot, column, images: {path: {href, width, height}}}.

const XLINK = "http://www.w3.org/1999/xlink";
const PX = { pt: 4 / 3, px: 1, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, pc: 16 };

/** A CSS length as Graphviz writes it in an SVG ("620pt", "12.5in", "300"), in px. */
export function pixels(length) {
  const match = /^\s*([\d.]+)\s*([a-z]*)\s*$/.exec(String(length));
  if (!match) throw new Error(`not an SVG length: ${JSON.stringify(length)}`);
  const unit = match[2] || "px";
  if (!(unit in PX)) throw new Error(`unknown unit ${unit} in ${JSON.stringify(length)}`);
  return Number(match[1]) * PX[unit];
}

/** Viz's render options for `spec`: its layout engine and its images' sizes. */
export function renderOptions(spec) {
  const images = Object.entries(spec.images || {}).map(([name, image]) => ({
    name,
    width: image.width,
    height: image.height,
  }));
  return { engine: spec.engine || "dot", images };
}

/** Whether the drawing of width `width` (an SVG length) should give way to `spec.wide_dot`. */
export function tooWide(spec, width) {
  return Boolean(spec.wide_dot) && pixels(width) > spec.column;
}

/** Point every `<image>` of `svg` that names one of `images` at its data URI. */
export function setImages(svg, images = {}) {
  for (const image of svg.querySelectorAll("image")) {
    const name = image.getAttributeNS(XLINK, "href") ?? image.getAttribute("href");
    const known = images[name];
    if (!known) continue;
    image.setAttributeNS(XLINK, "xlink:href", known.href);
    image.setAttribute("href", known.href);
  }
}

/** Draw the fragment `el` with `viz` (a Viz instance), in place of its note. */
export function drawGraph(el, viz) {
  const spec = JSON.parse(el.dataset.graph);
  const options = renderOptions(spec);
  let svg = viz.renderSVGElement(spec.dot, options);
  if (tooWide(spec, svg.getAttribute("width"))) svg = viz.renderSVGElement(spec.wide_dot, options);
  setImages(svg, spec.images);
  // at its own size, as Graphviz's dot would show it: a wide one scrolls sideways
  svg.style.maxWidth = "none";
  svg.style.display = "block";
  el.style.overflowX = "auto";
  const note = el.querySelector(".gs-graph-note");
  if (note) note.replaceWith(svg);
  else el.append(svg);
}
