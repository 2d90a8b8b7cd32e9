// Run every code cell of the given notebooks in Pyodide under Node, with no network.
//
//   node run_notebooks.mjs SITE_DIR OUT.json NOTEBOOK.ipynb ...
//
// Pyodide is the site's copy of the npm package (SITE_DIR/static/pyodide), and the packages
// the site's kernel loads at start (jupyter-lite.json's loadPyodideOptions.packages) come from
// the site's lock and wheels, as in the browser. Each notebook gets a fresh namespace; before
// each cell, the imports it names are loaded from the lock, as the JupyterLite kernel does.
// Every request for something outside the site is refused and recorded: the only ones the
// course may make are for Pyodide's compiled packages. Writes one JSON report: for each cell,
// its error, what it printed and how many searches the browser's time limit stopped.
// GAMESEARCH_BROWSER_TIME_LIMIT, when set, is handed to Python (gamesearch.search.limits).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [siteDir, outPath, ...notebooks] = process.argv.slice(2);
const here = dirname(fileURLToPath(import.meta.url));
const blocked = [];
const realFetch = globalThis.fetch;
globalThis.fetch = async (url, ...rest) => {
  const text = String(url);
  if (/^https?:/.test(text)) {
    blocked.push(text);
    throw new Error(`no network in this test: refused ${text}`);
  }
  return realFetch(url, ...rest);
};

const runtime = join(resolve(siteDir), "static", "pyodide") + "/";
const { loadPyodide } = await import(join(runtime, "pyodide.mjs"));
const config = JSON.parse(readFileSync(join(siteDir, "jupyter-lite.json"), "utf8"));
const kernel = config["jupyter-config-data"].litePluginSettings[
  "@jupyterlite/pyodide-kernel-extension:kernel"
];
const limit = process.env.GAMESEARCH_BROWSER_TIME_LIMIT;
const started = Date.now();
const pyodide = await loadPyodide({
  indexURL: runtime,
  packages: kernel.loadPyodideOptions.packages,
  env: {
    HOME: "/home/pyodide",
    ...(limit === undefined ? {} : { GAMESEARCH_BROWSER_TIME_LIMIT: limit }),
  },
  stdout: () => {},
  stderr: () => {},
});
const startSeconds = (Date.now() - started) / 1000;
pyodide.FS.writeFile("/home/pyodide/pyodide_cells.py", readFileSync(join(here, "pyodide_cells.py")));
const runner = pyodide.pyimport("pyodide_cells");

const cells = [];
for (const path of notebooks) {
  const book = JSON.parse(readFileSync(path, "utf8"));
  const name = path.split("/").pop();
  runner.new_notebook();
  let index = 0;
  for (const cell of book.cells) {
    if (cell.cell_type !== "code") continue;
    const source = Array.isArray(cell.source) ? cell.source.join("") : cell.source;
    const t0 = Date.now();
    process.stderr.write(`${name} cell ${index} (${cell.id ?? "no id"}) ... `);
    await pyodide.loadPackagesFromImports(source, {
      messageCallback: () => {},
      errorCallback: () => {},
    });
    const { error, printed, cut } = JSON.parse(runner.run_cell(source));
    process.stderr.write(`${error ? "failed" : "ran"} in ${(Date.now() - t0) / 1000} s\n`);
    cells.push({
      notebook: name,
      index,
      id: cell.id ?? null,
      source,
      error,
      printed,
      cut,
      seconds: (Date.now() - t0) / 1000,
    });
    index += 1;
  }
}
writeFileSync(
  outPath,
  JSON.stringify({ python: pyodide.version, startSeconds, blocked, cells }, null, 1),
);
