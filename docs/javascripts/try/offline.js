// The page's side of the site's service worker (sw.js at the site's root, written by
// docs/hooks/offline.py). Registered as soon as this module runs: the worker takes over
// the page at once, without fetching anything, so the engine's worker, started on a
// reader's click, is under its control and its files are kept. Once the page has
// loaded (never competing with it), the worker is asked to keep what offline reading
// needs; once the engine is ready, to keep the engine's files, in case it started
// before the worker took over.

const SITE_ROOT = new URL("../../", import.meta.url);
const CONTROL_WAIT = 2000; // ms the engine waits, at most, for the worker to take over

let registration = null;

function supported() {
  return "serviceWorker" in navigator && window.isSecureContext && /^https?:$/.test(location.protocol);
}

function tell(type) {
  navigator.serviceWorker.ready.then((ready) => {
    if (ready.active) ready.active.postMessage({ type });
  }).catch(() => {});
}

/** Register sw.js for the whole site (once per visit), and have it fill its cache after the load. */
export function registerOffline() {
  if (!supported() || registration) return;
  registration = navigator.serviceWorker.register(new URL("sw.js", SITE_ROOT), { scope: SITE_ROOT.pathname });
  registration.catch(() => {
    // No worker (a site built without it, storage refused): the site works online as before.
  });
  const fill = () => registration.then(() => tell("precache"), () => {});
  if (document.readyState === "complete") fill();
  else window.addEventListener("load", fill, { once: true });
  // A new build's worker taking over this page (not the first one, which the load above
  // asks): it keeps its own version of what offline reading needs, and clears the old.
  if (navigator.serviceWorker.controller) navigator.serviceWorker.addEventListener("controllerchange", fill, { once: true });
}

/** Resolves once the site's worker controls this page (at once if it does, or if there is
 * none to wait for), or after CONTROL_WAIT: the engine starts then, in any case. */
export function whenControlled() {
  if (!supported() || !registration || navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => { clearTimeout(timer); resolve(); };
    const timer = setTimeout(done, CONTROL_WAIT);
    navigator.serviceWorker.addEventListener("controllerchange", done, { once: true });
    registration.catch(done);
  });
}

/** Ask the site's worker to keep the engine's files (it fetches only what it lacks). */
export function keepEngine() {
  if (supported() && registration) tell("keep-engine");
}
