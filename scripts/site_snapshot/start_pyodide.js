// The site's kernel worker starts Pyodide from the kernel's snapshots (see
// scripts/site_build/snapshot.py): Python already running, with IPython imported, instead of
// starting Python and importing IPython again in every kernel; and its packages' files
// written from one file instead of unpacked from each wheel. The patch "start from the memory
// snapshot" (site_build/patches.py) puts this file first in each of the kernel's worker
// bundles and has the worker call gamesearchStartPyodide(loadPyodide, kernel, options) where
// it called loadPyodide(options); `kernel` is what the worker was started with (its
// initialize options: baseUrl, location, mountDrive).
//
// options.memorySnapshot and options.packageFiles name the snapshots, beside pyodide.mjs
// (options.indexURL). Without the memory snapshot, in a browser without WebAssembly stack
// switching (the snapshot's Python was started with it and chose its run_sync by it), or if
// it cannot be used, Pyodide starts from the beginning, as it would without this file.
// Without the files, each of options.packages is loaded from its wheel. The console says
// which, and why.
//
// A kernel with no drive (a page no service worker controls: a private window, service
// workers blocked, a hard reload) would start in an empty folder, with no tests for
// grader.check and no solutions for %load. It gets the site's files instead: see
// copySiteFiles.
// biome-ignore lint/correctness/noUnusedVariables: the worker's bundle, after this file, calls it
async function gamesearchStartPyodide(loadPyodide, kernel, options) {
  const { memorySnapshot, packageFiles, packages = [], ...settings } = options;
  const began = performance.now();
  const files = packageFiles && unzipped(new URL(packageFiles, settings.indexURL));
  files?.catch(() => {}); // a failure is told below, once Python has started
  const snapshot = await startFromSnapshot(loadPyodide, settings, memorySnapshot);
  const pyodide = snapshot ?? (await loadPyodide(settings));
  let written = [];
  try {
    written = writeFiles(pyodide, await files);
  } catch (error) {
    console.warn(`The kernel loads its packages one by one: ${error}`);
  }
  const missing = packages.filter((name) => !written.includes(name));
  if (missing.length) await pyodide.loadPackage(missing);
  if (snapshot) {
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    const also = written.length ? ", its packages' files from one file" : "";
    console.info(`Python started from the kernel's memory snapshot in ${seconds} s${also}`);
  }
  if (kernel && !kernel.mountDrive) await copySiteFiles(pyodide, kernel);
  return pyodide;
}

// The folder where the drive would be mounted (the worker's initFilesystem).
const DRIVE = "/drive";

// Copy every file the site serves but its notebooks (the tests of each assignment, the
// solutions of the open course) into DRIVE, where the drive would show them, and start
// Python in the notebook's folder there, as the drive does: relative paths then mean what
// they mean with a drive. The copies are read from the site's static contents listings
// (api/contents/.../all.json) and files/; what the kernel writes stays in the kernel.
async function copySiteFiles(pyodide, { baseUrl, location = "" }) {
  const { FS } = pyodide;
  const url = (path) => new URL(path.split("/").map(encodeURIComponent).join("/"), baseUrl);
  const fetched = async (path) => {
    const response = await fetch(url(path));
    if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
    return response;
  };
  const copy = async (folder) => {
    const listing = await (await fetched(`api/contents/${folder}${folder && "/"}all.json`)).json();
    FS.mkdirTree(`${DRIVE}/${folder}`);
    await Promise.all(
      listing.content.map(async ({ path, type }) => {
        if (type === "directory") return copy(path);
        if (type === "notebook") return;
        const bytes = new Uint8Array(await (await fetched(`files/${path}`)).arrayBuffer());
        FS.writeFile(`${DRIVE}/${path}`, bytes);
      }),
    );
  };
  const folder = location.split(":").pop(); // "drive:path" names the drive too
  try {
    await copy("");
    FS.chdir(`${DRIVE}/${folder}`);
    console.info(`No drive: the kernel starts in a copy of the site's files, in /drive/${folder}`);
  } catch (error) {
    console.warn(`No drive, and the site's files could not be copied: ${error}`);
  }
}

// Pyodide started from the memory snapshot `name`, or undefined where it cannot be.
async function startFromSnapshot(loadPyodide, settings, name) {
  if (!name) return undefined;
  if (!("Suspending" in WebAssembly || "Suspender" in WebAssembly)) {
    console.info("The kernel starts without its memory snapshot: no WebAssembly stack switching");
    return undefined;
  }
  try {
    const [snapshot, { default: createModule }] = await Promise.all([
      unzipped(new URL(name, settings.indexURL)),
      import(new URL("pyodide.asm.mjs", settings.indexURL)),
    ]);
    let trampoline;
    const pyodide = await loadPyodide({
      ...settings,
      _loadSnapshot: snapshot,
      createPyodideModule: (module) => {
        // Pyodide's WebAssembly memory starts smaller than the snapshot: grow it first.
        module.preRun.unshift((started) => started.growMemory(snapshot.length));
        // Keep the trampoline this browser chose for Python's calls through function
        // pointers (Emscripten's setEmscriptenTrampoline, the one preRun before these).
        module.preRun.push((started) => {
          trampoline = started.HEAP32[trampolineSlot(started) >> 2];
        });
        return createModule(module);
      },
    });
    // The snapshot's memory brought Node's choice, a JavaScript trampoline, which stack
    // switching (run_sync) cannot pass through: put this browser's back.
    pyodide._module.HEAP32[trampolineSlot(pyodide._module) >> 2] = trampoline;
    // The snapshot froze the random generator's state: without a new seed every kernel would
    // draw the same numbers. loadPyodide also put the current folder ('') in front of
    // sys.path once more.
    pyodide.runPython("import random, sys\nrandom.seed()\nsys.path[:] = dict.fromkeys(sys.path)");
    delete pyodide._api.config._loadSnapshot; // its memory is Pyodide's now: free the copy
    return pyodide;
  } catch (error) {
    console.warn(`The kernel starts without its memory snapshot: ${error}`);
    return undefined;
  }
}

// The gzipped file at `url`, unzipped.
async function unzipped(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Write the packages' files from `bytes` (make_snapshot.mjs's packFiles) into Pyodide's
// file system and record their packages as loaded, as loadPackage would have; return the
// names of the packages they were made for (none without `bytes`).
function writeFiles(pyodide, bytes) {
  if (!bytes) return [];
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length)));
  const { FS } = pyodide;
  for (const [path, mode] of header.folders) FS.mkdirTree(path, mode);
  let at = 4 + length;
  for (const [path, mode, size] of header.files) {
    // canOwn: the file is a view of `bytes`, not a copy.
    FS.writeFile(path, bytes.subarray(at, at + size), { mode, canOwn: true });
    at += size;
  }
  Object.assign(pyodide.loadedPackages, header.loadedPackages);
  pyodide.runPython("import importlib\nimportlib.invalidate_caches()");
  return header.packages;
}

// Where CPython keeps its trampoline in memory (_PyRuntime.emscripten_trampoline).
function trampolineSlot(module) {
  return module.__PyRuntime + module.HEAP32[module.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET >> 2];
}
