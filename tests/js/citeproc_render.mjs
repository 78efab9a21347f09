// Render CSL-JSON with citeproc-js (npm "citeproc", the processor Zotero uses): the test
// suite's second, independent CSL processor. Reads {style, locale, items, citations} as JSON
// on stdin (style and locale are file paths); writes {notes, bibliography, omitted} as JSON on stdout.
// Every citation is rendered as a first note by a fresh registry; any error exits 1.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const CSL = require("citeproc");

const input = JSON.parse(readFileSync(0, "utf8"));
const style = readFileSync(input.style, "utf8");
const locale = readFileSync(input.locale, "utf8");
const items = Object.fromEntries(input.items.map((item) => [item.id, item]));
const problems = [];
const sys = {
  retrieveLocale: () => locale,
  retrieveItem: (id) => items[id],
};

const engine = new CSL.Engine(sys, style, "en-US");
engine.opt.development_extensions.wrap_url_and_doi = false;
engine.updateItems(Object.keys(items));
// Items the style leaves out of a bibliography (Chicago: unsigned encyclopaedia articles)
// come back as bibliography_errors with error_code 1, "no rendered form": reported, not fatal.
const [meta, bibliography] = engine.makeBibliography();
const omitted = meta.bibliography_errors.filter((e) => e.error_code === 1).map((e) => e.itemID);
if (omitted.length !== meta.bibliography_errors.length) {
  problems.push(JSON.stringify(meta.bibliography_errors));
}

const notes = input.citations.map((cite) => {
  engine.updateItems([cite.id]); // a fresh registry: each note is a first note
  return engine.makeCitationCluster([cite]);
});
for (const text of [...notes, ...bibliography]) {
  if (!text || /CSL STYLE ERROR|\[CSL|undefined/.test(text)) problems.push(text);
}
if (problems.length) {
  process.stderr.write("citeproc-js: " + problems.join("\n") + "\n");
  process.exit(1);
}
process.stdout.write(JSON.stringify({ notes, bibliography, omitted }));
