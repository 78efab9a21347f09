// Module Web Worker: the Mouche engine in self-hosted Pyodide.
//
// Started by engine.js on the reader's first interaction, once per visit (the
// site's instant navigation keeps it across page changes). It
// loads Pyodide from the site's own assets/pyodide/ and the engine wheel from
// assets/wheels/ (named by assets/wheels/manifest.json), never from elsewhere,
// then answers calls: {id, op, args} -> {type: "result", id, response}, where
// response is the JSON object returned by mouche.browser.call, with restart: true
// if the runtime failed under the request and cannot go on.

const ASSETS = new URL("../../assets/", import.meta.url);

let booting = null;

function progress(stage, text, bytes = {}) {
  postMessage({ type: "progress", stage, text, ...bytes });
}

// The download, as the bytes actually arrive: while Pyodide boots, every fetch of
// the site's engine files is passed through a stream that counts its bytes (after
// decompression, as the manifest's sizes are). The total is the manifest's sum.
function countDownloads(total) {
  const plainFetch = self.fetch;
  let loaded = 0;
  let last = 0;
  const report = (force) => {
    const now = Date.now();
    if (!force && now - last < 100) return;
    last = now;
    progress("runtime", "Loading the Python runtime (about 13 MB, the first time only)…", { loaded: Math.min(loaded, total), total });
  };
  self.fetch = async (input, init) => {
    const response = await plainFetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (!response.ok || !response.body || !url.startsWith(ASSETS.href)) return response;
    const counter = new TransformStream({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        report(false);
        controller.enqueue(chunk);
      },
      flush() { report(true); },
    });
    return new Response(response.body.pipeThrough(counter), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return {
    add(n) { loaded += n; report(true); },
    restore() { self.fetch = plainFetch; },
  };
}

async function fetchOk(url, what, init = {}) {
  let response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new Error(`${what} could not be fetched (${error.message})`);
  }
  if (!response.ok) {
    throw new Error(`${what} could not be fetched (HTTP ${response.status})`);
  }
  return response;
}

async function fetchManifest() {
  // The manifest is revalidated; the wheel's URL carries its hash, so no cache serves a stale one.
  return (await fetchOk(new URL("wheels/manifest.json", ASSETS), "the engine manifest", { cache: "no-cache" })).json();
}

async function fetchWheel(manifest) {
  if (typeof manifest.wheel !== "string" || !/^mouche-[\w.]+-py3-none-any\.whl$/.test(manifest.wheel)) {
    throw new Error("the engine manifest names no wheel");
  }
  const hash = String(manifest.sha256 || "");
  const url = new URL(`wheels/${manifest.wheel}?v=${encodeURIComponent(hash.slice(0, 16))}`, ASSETS);
  const wheel = await (await fetchOk(url, "the engine wheel")).arrayBuffer();
  if (self.crypto && crypto.subtle && hash) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", wheel));
    const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    if (hex !== hash) throw new Error("the engine wheel does not match its manifest (reload the page)");
  }
  return wheel;
}

async function boot() {
  progress("runtime", "Loading the Python runtime (about 13 MB, the first time only)…");
  const manifest = await fetchManifest();
  const sizes = manifest.files && typeof manifest.files === "object" ? Object.values(manifest.files) : [];
  const total = sizes.reduce((a, n) => a + (Number(n) || 0), 0) + (Number(manifest.size) || 0);
  const downloads = countDownloads(total);
  let pyodide;
  let wheelBytes;
  try {
    const wheel = fetchWheel(manifest); // in parallel with the runtime
    wheel.catch(() => {}); // reported below, when awaited
    const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", ASSETS).href);
    // The loader modules come by import(), not fetch: counted once they are in.
    downloads.add((manifest.files || {})["pyodide.mjs"] || 0);
    pyodide = await loadPyodide({
      indexURL: new URL("pyodide/", ASSETS).href,
      stdout: () => {},
      stderr: () => {},
    });
    downloads.add((manifest.files || {})["pyodide.asm.mjs"] || 0);
    wheelBytes = await wheel;
  } finally {
    downloads.restore();
  }
  progress("engine", "Installing the rules engine…", { loaded: total, total });
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(wheelBytes, "wheel", { extractDir: sitePackages });
  const facade = pyodide.pyimport("mouche.browser");
  const engine = { call: facade.call, oversized: facade.oversized, maxRequest: facade.MAX_REQUEST, pyodide };
  progress("ready", "Engine ready.");
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
function answer(engine, op, args) {
  try {
    const text = JSON.stringify({ op, args: args ?? {} });
    const out = text.length > engine.maxRequest ? engine.oversized(op, text.length) : engine.call(text);
    return { response: JSON.parse(out) };
  } catch (error) {
    let alive = true;
    try {
      engine.pyodide.runPython("0");
    } catch {
      alive = false;
    }
    const message = `the engine stopped on this input (${lastLines(error, 1)}); please report it`;
    return { response: { ok: false, error: { kind: "internal", message } }, restart: !alive };
  }
}

self.addEventListener("message", async (event) => {
  const { id, op, args } = event.data || {};
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
  if (op === "boot" || op === "boots") {
    postMessage({ type: "result", id, response: { ok: true, result: op === "boots" ? boots : null } });
    return;
  }
  postMessage({ type: "result", id, ...answer(engine, op, args) });
});
