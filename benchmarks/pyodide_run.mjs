// Run a Python file inside Pyodide under Node.js (the npm package the site serves):
//
//   node benchmarks/pyodide_run.mjs SCRIPT [ARGS...]
//
// The repository (the folder above this one) and the script's folder, if outside it, are
// mounted at their own paths, the repository is first on sys.path (so `import mouche` works) and
// the script runs as __main__ with sys.argv = [SCRIPT, ARGS...].  Used by
// pyodide_ops.py; any benchmark can be run the same way.

import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// PYODIDE_PACKAGE=DIR (a node_modules/pyodide folder) runs another Pyodide release instead.
const pkg = process.env.PYODIDE_PACKAGE;
const { loadPyodide } = await import(pkg ? pathToFileURL(resolve(pkg, "pyodide.mjs")).href : "pyodide");

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node benchmarks/pyodide_run.mjs SCRIPT [ARGS...]");
  process.exit(2);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const path = resolve(script);
const py = await loadPyodide({ stdout: (s) => console.log(s), stderr: (s) => console.error(s) });
for (const dir of path.startsWith(root + "/") ? [root] : [root, dirname(path)]) {
  py.FS.mkdirTree(dir);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: dir }, dir);
}
py.globals.set("ARGV", py.toPy([path, ...args]));
py.globals.set("ROOT", root);
try {
  py.runPython(`
import os, runpy, sys
sys.argv = list(ARGV)
sys.path[:0] = [ROOT, os.path.dirname(sys.argv[0])]
os.chdir(ROOT)
try:
    runpy.run_path(sys.argv[0], run_name="__main__")
except SystemExit as e:
    if e.code not in (None, 0):
        print(e.code, file=sys.stderr)
        raise
`);
} catch (err) {
  console.error(String(err.message || err).split("\n").slice(-4).join("\n"));
  process.exit(1);
}
