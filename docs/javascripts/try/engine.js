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
// loading failed). The first worker starts once the site's service worker controls
// the page (a moment on a first visit: offline.js), so that the engine's files are kept
// for the next visit and for a visit with no network; once the engine is ready, the
// service worker is asked to keep any it missed.

import { lang, t } from "./i18n.js";
import { keepEngine, whenControlled } from "./offline.js";

/** The languages the engine speaks (mouche.messages.LANGUAGES); any other page gets English. */
const ENGINE_LANGUAGES = ["en", "fr", "ru"];

let worker = null;
let starting = null; // the first start, waiting for the service worker to take over
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
  starting = null;
  broadcast({ stage: "failed", text: message });
}

function notLoaded(reason) {
  fail(t("The engine could not be loaded: {reason}. Try again, or reload the page.", { reason }));
}

// The runtime failed under a request and cannot go on (the worker said so, with that
// request refused in the reader's terms): a fresh worker takes the requests still waiting.
function restart() {
  worker.terminate();
  worker = null;
  if (!pending.size) return;
  spawn();
  for (const [id, entry] of pending) send(id, entry);
}

// Each request carries the page's language: the engine's rulings and refusals come back in it.
function send(id, { op, args, lang: tag }) {
  worker.postMessage({ id, op, args, lang: tag });
}

/** Start the engine's worker once the page is under the site's service worker (or that
 * wait is over); the calls made meanwhile are sent to it then. */
function start() {
  const mine = whenControlled().then(() => {
    if (starting !== mine) return; // failed or replaced meanwhile
    starting = null;
    spawn();
    for (const [id, entry] of pending) send(id, entry);
  });
  starting = mine;
}

function spawn() {
  const mine = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: "mouche-engine" });
  worker = mine;
  worker.addEventListener("message", (event) => {
    if (worker !== mine) return; // a replaced worker's last words
    const data = event.data || {};
    if (data.type === "progress") {
      broadcast(data);
      if (data.stage === "ready") keepEngine();
      return;
    }
    const entry = pending.get(data.id);
    if (data.type === "result") {
      if (entry) {
        pending.delete(data.id);
        entry.resolve(data.response);
      }
      if (data.restart) restart();
    } else notLoaded(data.message || t("unknown error"));
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    if (worker !== mine) return;
    notLoaded(event.message || t("the worker script failed"));
  });
}

/** Call the engine: resolves to {ok, result} or {ok: false, error}; rejects if it cannot load. */
export function call(op, args = {}) {
  if (!worker && !starting) {
    if (typeof Worker === "undefined") {
      return Promise.reject(new Error(t("This browser cannot run the engine (no Web Workers).")));
    }
    start();
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const entry = { resolve, reject, op, args, lang: ENGINE_LANGUAGES.includes(lang()) ? lang() : "en" };
    pending.set(id, entry);
    if (worker) send(id, entry); // else sent once it has started
  });
}

/** True once a worker has been started (or is about to be) in this visit. */
export function started() {
  return worker !== null || starting !== null;
}
