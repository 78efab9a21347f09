// The visit's link to the engine worker.
//
// Nothing is downloaded until the first call (a reader's click): then one
// module worker is started and loads Pyodide and the engine. This module is
// evaluated once per visit: the site's instant navigation swaps pages without
// reloading scripts, so the same worker answers every page's widgets.
// Every widget listens to the same progress messages. If loading fails, the
// pending calls are rejected with a readable message and the next call tries
// again with a fresh worker.

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

function start() {
  worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: "mouche-engine" });
  worker.addEventListener("message", (event) => {
    const data = event.data || {};
    if (data.type === "progress") {
      broadcast(data);
      return;
    }
    const entry = pending.get(data.id);
    if (data.type === "result") {
      if (!entry) return;
      pending.delete(data.id);
      entry.resolve(data.response);
    } else fail(`The engine could not be loaded: ${data.message || "unknown error"}. Try again, or reload the page.`);
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
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
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, op, args });
  });
}

/** True once a worker has been started in this visit. */
export function started() {
  return worker !== null;
}
