// Module Web Worker: the Mouche engine in self-hosted Pyodide.
//
// Started by engine.js on the reader's first interaction, once per visit (the
// site's instant navigation keeps it across page changes). It
// loads Pyodide from the site's own assets/pyodide/ and the engine wheel from
// assets/wheels/ (named by assets/wheels/manifest.json), never from elsewhere,
// then answers calls: {id, op, args} -> {type: "result", id, response}, where
// response is the JSON object returned by mouche.browser.call, with restart: true
// if the runtime failed under the request and cannot go on.
//
// A returning reader's start reuses the first visit's work: once Python has started
// and imported the engine, the worker keeps a memory snapshot of the interpreter
// (Pyodide's makeMemorySnapshot) in the browser's Cache Storage, named by the Pyodide
// version and the wheel's hash, before it answers any request (so no reader's record is
// in it). The next visit restores that snapshot instead of starting Python and importing
// the engine again; a snapshot that does not fit (another Pyodide build) is dropped and
// Python starts afresh. The site's service worker (sw.js) keeps the files themselves.

import { ready, t, useLanguage } from "./i18n.js";

const ASSETS = new URL("../../assets/", import.meta.url);
const SNAPSHOTS = "mouche-snapshot-";
/** The key of the snapshot in its cache (never fetched: the worker alone reads and writes it). */
const SNAPSHOT_KEY = new URL("pyodide/memory-snapshot", ASSETS).href;

let booting = null;

function progress(stage, text, extra = {}) {
  postMessage({ type: "progress", stage, text, ...extra });
}

// The steps the reader is shown, in order. Only the download has a measure (its bytes);
// the others are shown as a step under way, without a bar pretending to know how far.
// (Said in the language of the page that started the worker: see the "message" listener.)
const STEPS = {
  download: () => t("Downloading the Python runtime and the rules engine (about 13 MB, kept for later visits)…"),
  compile: () => t("Compiling the Python runtime…"),
  python: () => t("Starting Python (the longest step)…"),
  engine: () => t("Loading the rules engine…"),
  restore: () => t("Restoring the engine kept on this device from your last visit…"),
};
const ORDER = ["download", "compile", "python", "engine"];
/** The runtime's files that are imported as modules, which the counting fetch does not see. */
const IMPORTED = ["pyodide.mjs", "pyodide.asm.mjs"];

/** When each step began (ms since the worker started), for the "startup" op (the tests' figures). */
const timeline = [];

function mark(event) {
  if (!timeline.some(([s]) => s === event)) timeline.push([event, Math.round(performance.now())]);
}

function step(stage, extra = {}) {
  mark(stage);
  if (stage === "restore") {
    progress(stage, STEPS[stage](), extra); // one step: the engine is back as it was
    return;
  }
  const index = ORDER.indexOf(stage) + 1;
  progress(stage, t("Step {index} of {total}: {step}", { index, total: ORDER.length, step: STEPS[stage]() }), { step: index, steps: ORDER.length, ...extra });
}

// The download, as the bytes actually arrive: while Pyodide boots, every fetch of
// the site's engine files is passed through a stream that counts its bytes (after
// decompression, as the manifest's sizes are). The total is the manifest's sum. Once
// every byte is in, the step is the compilation of the runtime (until it is instantiated).
function countDownloads(total, report) {
  const plainFetch = self.fetch;
  let loaded = 0;
  let last = 0;
  let done = false;
  const tell = (force) => {
    const now = Date.now();
    if (done || (!force && now - last < 100)) return;
    last = now;
    const bytes = Math.min(loaded, total);
    if (bytes >= total) {
      done = true;
      report("compile");
    } else report("download", { loaded: bytes, total });
  };
  self.fetch = async (input, init) => {
    const response = await plainFetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (!response.ok || !response.body || !url.startsWith(ASSETS.href)) return response;
    const counter = new TransformStream({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        tell(false);
        controller.enqueue(chunk);
      },
      flush() { tell(true); },
    });
    return new Response(response.body.pipeThrough(counter), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return {
    /** The runtime is in (its module imported, its files fetched): the download is whole,
     * and the compilation is said, even when it was quick (no "Step 3" after "Step 1"). */
    complete() { loaded = total; tell(true); },
    /** The runtime is compiled and instantiated: no more download or compile step. */
    finish() { done = true; },
    restore() { self.fetch = plainFetch; },
  };
}

async function fetchOk(url, what, init = {}) {
  let response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new Error(t("{what} could not be fetched ({reason})", { what, reason: error.message }));
  }
  if (!response.ok) {
    throw new Error(t("{what} could not be fetched (HTTP {status})", { what, status: response.status }));
  }
  return response;
}

async function fetchManifest() {
  // The manifest is revalidated; the wheel's URL carries its hash, so no cache serves a stale one.
  return (await fetchOk(new URL("wheels/manifest.json", ASSETS), t("the engine manifest"), { cache: "no-cache" })).json();
}

async function fetchWheel(manifest) {
  if (typeof manifest.wheel !== "string" || !/^mouche-[\w.]+-py3-none-any\.whl$/.test(manifest.wheel)) {
    throw new Error(t("the engine manifest names no wheel"));
  }
  const hash = String(manifest.sha256 || "");
  const url = new URL(`wheels/${manifest.wheel}?v=${encodeURIComponent(hash.slice(0, 16))}`, ASSETS);
  const wheel = await (await fetchOk(url, t("the engine wheel"))).arrayBuffer();
  if (self.crypto && crypto.subtle && hash) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", wheel));
    const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    if (hex !== hash) throw new Error(t("the engine wheel does not match its manifest (reload the page)"));
  }
  return wheel;
}

// --- the memory snapshot, kept in Cache Storage -------------------------------------

function snapshotName(manifest) {
  return `${SNAPSHOTS}${String(manifest.pyodide || "")}-${String(manifest.sha256 || "").slice(0, 16)}`;
}

/** The snapshot an earlier visit kept for this Pyodide and this wheel (a response whose
 * body is read while Pyodide loads), or null. */
async function findSnapshot(name) {
  if (!self.caches) return null;
  try {
    const cache = await caches.open(name);
    return (await cache.match(SNAPSHOT_KEY)) || null;
  } catch {
    return null; // storage refused (private mode, quota): start afresh
  }
}

/** Keep this visit's snapshot under ``name``; drop the snapshots of other versions. */
async function saveSnapshot(name, bytes) {
  if (!self.caches) return;
  try {
    const cache = await caches.open(name);
    await cache.put(SNAPSHOT_KEY, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
    for (const key of await caches.keys()) {
      if (key.startsWith(SNAPSHOTS) && key !== name) await caches.delete(key);
    }
  } catch {
    // No room or no storage: the next visit starts Python afresh, as this one did.
  }
}

async function dropSnapshot(name) {
  try {
    await caches.delete(name);
  } catch {
    // nothing to drop
  }
}

// --- the boot -------------------------------------------------------------------------

/** The engine's wheel unpacked into Python's site-packages. */
function unpack(pyodide, wheelBytes) {
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(wheelBytes, "wheel", { extractDir: sitePackages });
  mark("unpacked");
}

async function startPyodide(loader, manifest, snapshot, downloads) {
  const { loadPyodide } = await loader;
  const options = {
    indexURL: new URL("pyodide/", ASSETS).href,
    stdout: () => {},
    stderr: () => {},
    // Called once the runtime is compiled and instantiated, before Python starts.
    fsInit: async () => {
      downloads.complete();
      downloads.finish();
      mark("instantiated");
      if (!snapshot) step("python");
    },
  };
  if (snapshot) options._loadSnapshot = snapshot.arrayBuffer();
  else options._makeSnapshot = true;
  return loadPyodide(options);
}

async function boot() {
  const loader = import(new URL("pyodide/pyodide.mjs", ASSETS).href);
  loader.catch(() => {}); // reported below, when awaited
  const manifest = await fetchManifest();
  const name = snapshotName(manifest);
  mark("manifest");
  let snapshot = await findSnapshot(name);
  // The bytes the counting fetch sees: the runtime's modules are imported, not fetched (they
  // were counted and never seen, so the download never ended and its compilation was never said).
  const files = manifest.files && typeof manifest.files === "object" ? manifest.files : {};
  const sizes = Object.entries(files).filter(([f]) => !IMPORTED.includes(f)).map(([, n]) => n);
  const total = sizes.reduce((a, n) => a + (Number(n) || 0), 0) + (Number(manifest.size) || 0);
  if (snapshot) step("restore");
  else step("download", { loaded: 0, total });
  // A restored visit shows its one step; a start afresh shows the download as it goes.
  const downloads = countDownloads(total, (stage, extra) => { if (!snapshot) step(stage, extra); });
  let pyodide;
  // A start afresh needs the wheel to import the engine, fetched beside the runtime; a
  // restored one has the engine in memory and unpacks its files once it has answered.
  const wheel = snapshot ? null : fetchWheel(manifest);
  if (wheel) wheel.catch(() => {}); // reported below, when awaited
  try {
    try {
      pyodide = await startPyodide(loader, manifest, snapshot, downloads);
    } catch (error) {
      if (!snapshot) throw error;
      // A snapshot this runtime cannot restore (another build): dropped, Python starts afresh.
      await dropSnapshot(name);
      snapshot = null;
      step("python");
      pyodide = await startPyodide(loader, manifest, null, downloads);
    }
    mark("started");
    if (!snapshot) {
      step("engine");
      unpack(pyodide, await (wheel || fetchWheel(manifest)));
    }
  } finally {
    downloads.restore();
  }
  const facade = pyodide.pyimport("mouche.browser");
  mark("imported");
  const engine = { call: facade.call, oversized: facade.oversized, maxRequest: facade.MAX_REQUEST, pyodide };
  if (snapshot) {
    // The engine's files, for any module it would import later (a snapshot holds the
    // interpreter's memory, not its file system): after the first answer, in their turn.
    // The catalogues of the engine's languages are files too: a request in French or Russian
    // waits for them (engine.files), an English one does not.
    engine.files = new Promise((resolve) => setTimeout(resolve, 0))
      .then(() => fetchWheel(manifest)).then((bytes) => unpack(pyodide, bytes), () => {});
  } else {
    // Python started and the engine imported, before any request: what the next visit
    // restores. Only a speed-up: a runtime without snapshots, or one that fails to make
    // one, still answers; the next visit then starts afresh.
    try {
      if (typeof pyodide.makeMemorySnapshot === "function") {
        const bytes = pyodide.makeMemorySnapshot();
        mark(`snapshot of ${bytes.length} bytes`);
        saveSnapshot(name, bytes);
      }
    } catch (error) {
      mark(`no snapshot (${error && error.message})`);
    }
  }
  engine.restored = Boolean(snapshot);
  timeline.push(["ready", Math.round(performance.now())]);
  progress("ready", t("Engine ready."));
  return engine;
}

/** Pyodide boots of this worker (read by the browser tests through the "boots" op). */
let boots = 0;

function lastLines(error, count) {
  const message = error && error.message ? error.message : String(error);
  return message.split("\n").filter((line) => line.trim()).slice(-count).join(" ").trim().slice(0, 300);
}

// One request, answered whatever it holds. The engine answers every request itself
// (mouche.browser never raises), and a text too long to read is refused by its length
// alone, never copied into the engine. Anything still thrown here is the runtime
// failing under the request (the WebAssembly stack overflowing, memory running out):
// the reader gets this request refused in those terms, and, if the runtime cannot go
// on, engine.js replaces this worker before the next request.
function answer(engine, op, args, lang) {
  try {
    const text = JSON.stringify({ op, args: args ?? {}, lang });
    const out = text.length > engine.maxRequest ? engine.oversized(op, text.length, lang) : engine.call(text);
    return { response: JSON.parse(out) };
  } catch (error) {
    let alive = true;
    try {
      engine.pyodide.runPython("0");
    } catch {
      alive = false;
    }
    const message = t("the engine stopped on this input ({reason}); please report it", { reason: lastLines(error, 1) });
    return { response: { ok: false, error: { kind: "internal", message } }, restart: !alive };
  }
}

self.addEventListener("message", async (event) => {
  const { id, op, args, lang } = event.data || {};
  useLanguage(lang);
  await ready(); // its words for the progress and the failures, fetched once (English if not)
  let engine;
  try {
    if (!booting) {
      boots += 1;
      booting = boot();
    }
    engine = await booting;
  } catch (error) {
    // Only a failure to load the runtime or the engine is a "failure" (engine.js: "could not be loaded").
    postMessage({ type: "failure", id, message: lastLines(error, 3) });
    return;
  }
  if (op === "boot" || op === "boots" || op === "startup") {
    // "startup": how this worker started (restored from a snapshot or not, and when each step began).
    const startup = { boots, restored: engine.restored, timeline };
    const result = op === "boots" ? boots : op === "startup" ? startup : null;
    postMessage({ type: "result", id, response: { ok: true, result } });
    return;
  }
  if (engine.files && lang && lang !== "en") await engine.files;
  postMessage({ type: "result", id, ...answer(engine, op, args, lang) });
});
