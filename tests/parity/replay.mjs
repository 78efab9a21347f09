// Parity runner: the engine wheel inside Pyodide under Node.js (the same npm
// package the site serves), driven by tests/test_pyodide_parity.py.
//
//   node tests/parity/replay.mjs REQUESTS.json
//
// REQUESTS.json: {"wheel": path, "records": {name: text}, "calls": {name: request}}.
// Prints one JSON object: {"python": version, "records": {name: replay_json or
// {"error": message}}, "calls": {name: mouche.browser.call answer}}.
import { readFile } from "node:fs/promises";
import { loadPyodide } from "pyodide";

const [requestsPath] = process.argv.slice(2);
if (!requestsPath) {
  console.error("usage: node tests/parity/replay.mjs REQUESTS.json");
  process.exit(2);
}
const requests = JSON.parse(await readFile(requestsPath, "utf8"));
const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
const wheel = await readFile(requests.wheel);
pyodide.unpackArchive(new Uint8Array(wheel.buffer, wheel.byteOffset, wheel.byteLength), "wheel", { extractDir: sitePackages });
pyodide.globals.set("REQUESTS_JSON", JSON.stringify(requests));
const out = pyodide.runPython(`
import json, sys
from mouche.browser import call
from mouche.errors import MoucheError
from mouche.records import replay_json

requests = json.loads(REQUESTS_JSON)
records = {}
for name, text in requests["records"].items():
    try:
        records[name] = replay_json(text)
    except MoucheError as exc:
        records[name] = {"error": str(exc)}
calls = {name: json.loads(call(json.dumps(req))) for name, req in requests["calls"].items()}
json.dumps({"python": sys.version.split()[0], "records": records, "calls": calls}, sort_keys=True)
`);
process.stdout.write(out + "\n");
