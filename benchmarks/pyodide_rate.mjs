// Full deals per second inside Pyodide under Node.js (the npm package the site
// serves), for deals_per_second.py:
//
//   node benchmarks/pyodide_rate.mjs WHEEL
//
// Installs the engine wheel, warms up, prints {"ready": true}; then for each line SECONDS
// on stdin plays full vanderaa1721 deals for 4 players with the same code as
// full_deals.full for SECONDS and prints one JSON line: {"python": version, "deals": n,
// "seconds": s, "rate": n / s, "best": the fastest batch's rate} (full_deals.rate_of).
// An empty line or end of input ends it. deals_per_second.py takes turns between
// CPython and this process, so both see the same moments of a busy machine.
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import { loadPyodide } from "pyodide";

const [wheelPath] = process.argv.slice(2);
if (!wheelPath) {
  console.error("usage: node benchmarks/pyodide_rate.mjs WHEEL  (then SECONDS lines on stdin)");
  process.exit(2);
}
const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
const wheel = await readFile(wheelPath);
pyodide.unpackArchive(new Uint8Array(wheel.buffer, wheel.byteOffset, wheel.byteLength), "wheel", { extractDir: sitePackages });
const code = await readFile(new URL("./full_deals.py", import.meta.url), "utf8");
pyodide.runPython(code);
pyodide.runPython(`
import json, sys, random
full("vanderaa1721", 4, 300, random.Random(1))  # warm-up
`);
process.stdout.write(JSON.stringify({ ready: true }) + "\n");
const run = pyodide.globals.get("rate_of");
const full = pyodide.globals.get("full");
const version = pyodide.runPython("sys.version.split()[0]");
const rl = createInterface({ input: process.stdin });
for await (const line of rl) {
  const seconds = Number(line.trim());
  if (!(seconds > 0)) break;
  const rate = run(full, "vanderaa1721", 4, seconds).toJs({ dict_converter: Object.fromEntries });
  process.stdout.write(JSON.stringify({ python: version, ...rate }) + "\n");
}
