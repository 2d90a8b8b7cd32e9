// Add compiled bytecode to every wheel in a folder, with the site's own Pyodide in Node (see
// compile_wheels.py beside this file, which does the work).
//
//   node compile_wheels.mjs PYODIDE_DIR WHEEL_DIR
//
// Each WHEEL_DIR/*.whl is replaced by the same wheel with its bytecode; prints one line.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [runtime, folder] = process.argv.slice(2).map((path) => resolve(path));
const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(join(runtime, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: `${runtime}/`, stdout: () => {}, stderr: () => {} });
pyodide.FS.mkdirTree("/wheels");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, "/wheels");
pyodide.FS.writeFile("/home/pyodide/compile_wheels.py", readFileSync(join(here, "compile_wheels.py")));
const { compile_wheel } = pyodide.pyimport("compile_wheels");
let modules = 0;
const wheels = readdirSync(folder).filter((name) => name.endsWith(".whl"));
for (const name of wheels) {
  const path = `/wheels/${name}`;
  modules += compile_wheel(path, `${path}.new`);
  pyodide.FS.rename(`${path}.new`, path);
}
console.log(`compiled ${modules} modules of ${wheels.length} wheels for Pyodide ${pyodide.version}`);
