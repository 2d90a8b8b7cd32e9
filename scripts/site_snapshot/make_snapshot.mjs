// Make the kernel's memory snapshot with the site's own Pyodide in Node (see
// scripts/kernel_snapshot.py, which runs this and says what the snapshot holds).
//
//   node make_snapshot.mjs PYODIDE_DIR OUT SETTINGS_JSON
//
// SETTINGS_JSON: {"packages": [...], "env": {...}, "prepare": "Python code"}. Pyodide starts
// as the site's kernel starts it (the same packages and environment), runs `prepare`, and
// its memory, gzipped, is written to OUT. Prints one line. Node must run with WebAssembly
// stack switching (kernel_snapshot.py gives it the flag it needs).
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const [runtime, out, json] = process.argv.slice(2);
if (!("Suspending" in WebAssembly || "Suspender" in WebAssembly)) {
  // Pyodide chooses its run_sync once, in memory, by whether it can stack switch.
  throw new Error("the kernel's snapshot must be made with WebAssembly stack switching");
}
const { packages, env, prepare } = JSON.parse(json);
const { loadPyodide } = await import(join(resolve(runtime), "pyodide.mjs"));
const pyodide = await loadPyodide({
  indexURL: `${resolve(runtime)}/`,
  packages,
  env,
  _makeSnapshot: true,
  stdout: () => {},
  stderr: (line) => console.error(line),
});
pyodide.runPython(prepare);
// A kernel starts with none of this Python's files open (its file system is new), so close
// them now: importlib.metadata's caches keep the zips they read open, and garbage may too.
pyodide.runPython("import gc, importlib\nimportlib.invalidate_caches()\ngc.collect()");
const open = pyodide.FS.streams.filter((stream, fd) => stream && fd > 2).map((s) => s.path);
if (open.length) throw new Error(`files still open in the snapshot's Python: ${open}`);
// A snapshot holds WebAssembly memory only, not the files of the packages loaded (Emscripten
// keeps its file system outside it), and Pyodide makes one only while its record of loaded
// packages is empty. Each kernel loads the same packages again when it starts, which puts
// their files back and fills the record.
for (const name of Object.keys(pyodide.loadedPackages)) delete pyodide.loadedPackages[name];
const snapshot = pyodide.makeMemorySnapshot();
const gzipped = gzipSync(snapshot);
writeFileSync(out, gzipped);
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
console.log(`kernel snapshot: ${mb(snapshot.length)} of memory, ${mb(gzipped.length)} gzipped`);
