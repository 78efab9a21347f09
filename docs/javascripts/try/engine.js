// The visit's link to the engine worker.
//
// Nothing is downloaded until the first call (a reader's click): then one
// module worker is started and loads Pyodide and the engine. This module is
// evaluated once per visit: the site's instant navigation swaps pages without
// reloading scripts, so the same worker answers every page's widgets.
// Every widget listens to the same progress messages. If loading fails, the
// pending calls are rejected with a readable message and the next call tries
// again with a fresh worker. Once loaded, the worker answers every request, the
// worst a reader can paste or link included ("could not be loaded" only ever means
// loading failed).

let worker = null;
let nextId = 1;
const pending = new Map();
const listeners = new Set();
let lastProgress = null;

export function onProgress(listener) {
  listeners.add(listener);
  if (lastProgress) listener(lastProgress);
  return () => listeners.delete(listener);
}

function broadcast(message) {
  lastProgress = message;
  for (const listener of listeners) listener(message);
}

function fail(message) {
  const error = new Error(message);
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  if (worker) worker.terminate();
  worker = null;
  broadcast({ stage: "failed", text: message });
}

// The runtime failed under a request and cannot go on (the worker said so, with that
// request refused in the reader's terms): a fresh worker takes the requests still waiting.
function restart() {
  worker.terminate();
  worker = null;
  if (!pending.size) return;
  start();
  for (const [id, { op, args }] of pending) worker.postMessage({ id, op, args });
}

function start() {
  const mine = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: "mouche-engine" });
  worker = mine;
  worker.addEventListener("message", (event) => {
    if (worker !== mine) return; // a replaced worker's last words
    const data = event.data || {};
    if (data.type === "progress") {
      broadcast(data);
      return;
    }
    const entry = pending.get(data.id);
    if (data.type === "result") {
      if (entry) {
        pending.delete(data.id);
        entry.resolve(data.response);
      }
      if (data.restart) restart();
    } else fail(`The engine could not be loaded: ${data.message || "unknown error"}. Try again, or reload the page.`);
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    if (worker !== mine) return;
    fail(`The engine could not be loaded: ${event.message || "the worker script failed"}. Try again, or reload the page.`);
  });
}

/** Call the engine: resolves to {ok, result} or {ok: false, error}; rejects if it cannot load. */
export function call(op, args = {}) {
  if (!worker) {
    if (typeof Worker === "undefined") {
      return Promise.reject(new Error("This browser cannot run the engine (no Web Workers)."));
    }
    start();
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, op, args });
    worker.postMessage({ id, op, args });
  });
}

/** True once a worker has been started in this visit. */
export function started() {
  return worker !== null;
}
