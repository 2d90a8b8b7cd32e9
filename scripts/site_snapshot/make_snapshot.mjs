// Make the kernel's snapshots with the site's own Pyodide in Node (see
// scripts/site_build/snapshot.py, which runs this and says what they hold).
//
//   node make_snapshot.mjs PYODIDE_DIR MEMORY_OUT FILES_OUT SETTINGS_JSON
//
// SETTINGS_JSON: {"packages": [...], "env": {...}, "prepare": "Python code"}. Pyodide starts
// as the site's kernel starts it (the same packages and environment) and runs `prepare`.
// Its memory, gzipped, is written to MEMORY_OUT, and the files its packages added, gzipped,
// to FILES_OUT (in the format start_pyodide.js reads: see packFiles). Prints one line. Node
// must run with WebAssembly stack switching (site_build/snapshot.py gives it the flag it needs).
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const [runtime, memoryOut, filesOut, json] = process.argv.slice(2);
if (!("Suspending" in WebAssembly || "Suspender" in WebAssembly)) {
  // Pyodide chooses its run_sync once, in memory, by whether it can stack switch.
  throw new Error("the kernel's snapshot must be made with WebAssembly stack switching");
}
const { packages, env, prepare } = JSON.parse(json);
const { loadPyodide } = await import(join(resolve(runtime), "pyodide.mjs"));
const pyodide = await loadPyodide({
  indexURL: `${resolve(runtime)}/`,
  env,
  _makeSnapshot: true,
  stdout: () => {},
  stderr: (line) => console.error(line),
});
const before = paths(pyodide.FS);
await pyodide.loadPackage(packages, { messageCallback: () => {} });
pyodide.runPython(prepare);
// A kernel starts with none of this Python's files open (its file system is new), so close
// them now: importlib.metadata's caches keep the zips they read open, and garbage may too.
pyodide.runPython("import gc, importlib\nimportlib.invalidate_caches()\ngc.collect()");
const open = pyodide.FS.streams.filter((stream, fd) => stream && fd > 2).map((s) => s.path);
if (open.length) throw new Error(`files still open in the snapshot's Python: ${open}`);
// A memory snapshot holds WebAssembly memory only, not the files of the packages loaded
// (Emscripten keeps its file system outside it): they go to FILES_OUT, with the record of
// loaded packages, which must be empty for Pyodide to make a memory snapshot.
const files = packFiles(pyodide, before, packages);
for (const name of Object.keys(pyodide.loadedPackages)) delete pyodide.loadedPackages[name];
const memory = pyodide.makeMemorySnapshot();
const gzipped = [gzipSync(memory), gzipSync(files)];
writeFileSync(memoryOut, gzipped[0]);
writeFileSync(filesOut, gzipped[1]);
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
console.log(
  `kernel snapshot: ${mb(memory.length)} of memory, ${mb(gzipped[0].length)} gzipped; ` +
    `${mb(files.length)} of package files, ${mb(gzipped[1].length)} gzipped`,
);

// Every path in the file system, but the devices': {path: size or "dir"}.
function paths(FS, folder = "/", found = new Map()) {
  for (const name of FS.readdir(folder)) {
    const path = `${folder === "/" ? "" : folder}/${name}`;
    if (name === "." || name === ".." || path === "/dev" || path === "/proc") continue;
    const stat = FS.lstat(path);
    if (FS.isDir(stat.mode)) {
      found.set(path, "dir");
      paths(FS, path, found);
    } else if (FS.isFile(stat.mode)) found.set(path, stat.size);
    else throw new Error(`${path}: a package left something that is neither file nor folder`);
  }
  return found;
}

// The files and folders that loading `packages` added, as one buffer: a 4-byte
// little-endian length, a JSON header of that length ({packages, loadedPackages, folders:
// [[path, mode]], files: [[path, mode, size]]}), then each file's bytes in the header's order.
function packFiles(pyodide, before, packages) {
  const { FS } = pyodide;
  const folders = [];
  const files = [];
  for (const [path, size] of paths(FS)) {
    if (before.has(path)) {
      if (before.get(path) !== size) throw new Error(`${path}: changed by a package`);
      continue;
    }
    const { mode } = FS.lstat(path);
    if (size === "dir") folders.push([path, mode]);
    else files.push([path, mode, size]);
  }
  const loadedPackages = { ...pyodide.loadedPackages };
  const header = new TextEncoder().encode(
    JSON.stringify({ packages, loadedPackages, folders, files }),
  );
  const data = files.map(([path]) => FS.readFile(path));
  const out = new Uint8Array(4 + header.length + data.reduce((sum, d) => sum + d.length, 0));
  new DataView(out.buffer).setUint32(0, header.length, true);
  out.set(header, 4);
  let at = 4 + header.length;
  for (const bytes of data) {
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}
