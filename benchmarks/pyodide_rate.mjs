// Full deals per second inside Pyodide under Node.js (the npm package the site
// serves), for deals_per_second.py:
//
//   node benchmarks/pyodide_rate.mjs WHEEL SECONDS
//
// Installs the engine wheel, plays full vanderaa1721 deals for 4 players with the
// same code as deals_per_second.full for SECONDS (after a short warm-up) and prints
// one JSON object: {"python": version, "deals": n, "seconds": s, "rate": n / s}.
import { readFile } from "node:fs/promises";
import { loadPyodide } from "pyodide";

const [wheelPath, seconds = "3"] = process.argv.slice(2);
if (!wheelPath) {
  console.error("usage: node benchmarks/pyodide_rate.mjs WHEEL SECONDS");
  process.exit(2);
}
const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
const wheel = await readFile(wheelPath);
pyodide.unpackArchive(new Uint8Array(wheel.buffer, wheel.byteOffset, wheel.byteLength), "wheel", { extractDir: sitePackages });
pyodide.globals.set("SECONDS", Number(seconds));
const code = await readFile(new URL("./full_deals.py", import.meta.url), "utf8");
pyodide.runPython(code);
const out = pyodide.runPython(`
import json, sys, time
import random
full("vanderaa1721", 4, 300, random.Random(1))  # warm-up
print_rate = rate_of(full, "vanderaa1721", 4, SECONDS)
json.dumps({"python": sys.version.split()[0], **print_rate})
`);
process.stdout.write(out + "\n");
