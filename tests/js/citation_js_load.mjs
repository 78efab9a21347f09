// Load each whole bibliography file in citation-js (npm @citation-js/*), as an editor would:
// stdin is {"files": {"bibtex": path, ...}}; stdout is, per format, the CSL items it read
// ({"error": message} when it refuses the file). Used by tests/test_citation_tools.py.
import { readFileSync } from "node:fs";
import { Cite } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-ris";
import "@citation-js/plugin-csl";

const FORCE = { bibtex: "@bibtex/text", biblatex: "@biblatex/text", ris: "@ris/file", "csl-json": "@csl/list+object" };
const input = JSON.parse(readFileSync(0, "utf-8"));
const out = {};
for (const [fmt, path] of Object.entries(input.files)) {
  const text = readFileSync(path, "utf-8");
  try {
    const data = fmt === "csl-json" ? JSON.parse(text) : text;
    out[fmt] = new Cite(data, { forceType: FORCE[fmt] }).data;
  } catch (e) {
    out[fmt] = { error: String(e && e.message ? e.message : e) };
  }
}
process.stdout.write(JSON.stringify(out));
