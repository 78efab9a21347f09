// Module Web Worker: the Mouche engine in self-hosted Pyodide.
//
// Started by engine.js on the reader's first interaction, once per page. It
// loads Pyodide from the site's own assets/pyodide/ and the engine wheel from
// assets/wheels/ (named by assets/wheels/manifest.json), never from elsewhere,
// then answers calls: {id, op, args} -> {type: "result", id, response}, where
// response is the JSON object returned by mouche.browser.call.

const ASSETS = new URL("../../assets/", import.meta.url);

let booting = null;

function progress(stage, text) {
  postMessage({ type: "progress", stage, text });
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

async function fetchWheel() {
  // The manifest is revalidated; the wheel's URL carries its hash, so no cache serves a stale one.
  const manifest = await (await fetchOk(new URL("wheels/manifest.json", ASSETS), "the engine manifest", { cache: "no-cache" })).json();
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
  const wheel = fetchWheel(); // in parallel with the runtime
  wheel.catch(() => {}); // reported below, when awaited
  const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", ASSETS).href);
  const pyodide = await loadPyodide({
    indexURL: new URL("pyodide/", ASSETS).href,
    stdout: () => {},
    stderr: () => {},
  });
  progress("engine", "Installing the rules engine…");
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: sitePackages });
  const call = pyodide.pyimport("mouche.browser").call;
  progress("ready", "Engine ready.");
  return call;
}

self.addEventListener("message", async (event) => {
  const { id, op, args } = event.data || {};
  try {
    booting ??= boot();
    const call = await booting;
    if (op === "boot") {
      postMessage({ type: "result", id, response: { ok: true, result: null } });
      return;
    }
    const text = call(JSON.stringify({ op, args: args ?? {} }));
    postMessage({ type: "result", id, response: JSON.parse(text) });
  } catch (error) {
    const message = error && error.message ? error.message : String(error);
    postMessage({ type: "failure", id, message: message.split("\n").slice(-3).join(" ").trim() });
  }
});
