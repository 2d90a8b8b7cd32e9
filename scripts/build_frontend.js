// Build the front end: the ES modules in gamesearch/frontend/ bundled by esbuild into
// gamesearch/static/ (never committed), which gamesearch.assets reads.
//
//   npm ci && npm run build          (make setup and the wheel build run it)
//   node scripts/build_frontend.js --out DIR   builds into DIR instead (the staleness test)
//
// The output depends only on the sources and package-lock.json: the same inputs give the
// same bytes.
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = join(ROOT, "gamesearch", "frontend");

/** Each built file: its entry module, its format and what uses it. */
export const ENTRIES = [
  // the Stepper widget's front end, anywidget's `_esm`
  { entry: "widget.js", out: "stepper.js", format: "esm" },
  // the same player as a classic script for pages with no Jupyter (player_html)
  { entry: "standalone.js", out: "player.js", format: "iife", globalName: "gamesearchPlayer" },
  // Graphviz in WebAssembly, registered once per page
  { entry: "graphviz-engine.js", out: "graphviz-engine.js", format: "iife" },
  // draws the diagram fragments of gamesearch.views.browser
  { entry: "diagram.js", out: "diagram.js", format: "iife" },
];

const { values } = parseArgs({ options: { out: { type: "string" } } });
const out = resolve(values.out ?? join(ROOT, "gamesearch", "static"));
mkdirSync(out, { recursive: true });
for (const { entry, out: name, format, globalName } of ENTRIES) {
  await build({
    entryPoints: [join(SOURCES, entry)],
    outfile: join(out, name),
    bundle: true,
    format,
    globalName,
    minify: true,
    target: "es2020",
    charset: "utf8",
    legalComments: "inline",
    banner: {
      js: `/* gamesearch: built from gamesearch/frontend/${entry} by \`npm run build\`; do not edit. */`,
    },
    // The engine embeds its WebAssembly and never reads files beside itself, so the
    // import.meta.url that @viz-js/viz reads for that is not needed in a classic script.
    logOverride: { "empty-import-meta": "silent" },
    logLevel: "warning",
  });
}
console.log(`built ${ENTRIES.map((e) => e.out).join(", ")} into ${out}`);
