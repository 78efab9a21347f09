// The site's service worker: a returning reader's pages and engine, from this device.
//
// The build (docs/hooks/offline.py) writes it to the site's root as sw.js, after one
// line that defines BUILD: {version, files: {path: hash}, precache: [path], trees: {"fr/":
// [path]}} (a reader in the French or Russian tree keeps that tree's too), where a
// path is relative to the site's root ("try/play/" for a page) and a hash is the
// first 16 hex digits of the SHA-256 of the file's bytes. Every build with any change
// has another version, so the browser installs the new worker, which takes over once
// no page of the old one is open: it moves into a cache of its own version what the old
// caches hold unchanged (the same bytes), then deletes them.
//
// What it keeps: once a page has loaded (the page asks, javascripts/try/offline.js),
// the pages that hold a widget (Play, the workbench, the example hands, compare,
// numbers), the home and 404 pages, the search, and the theme's and our scripts,
// styles and images; and every page and file the reader fetches. The engine's files
// (Pyodide, the wheel) are still fetched only when a reader first asks for the engine,
// and kept from then on (if the engine started before this worker took over the
// page, the page asks for them to be kept once it is ready).
//
// How it answers: Pyodide's files and the theme's hashed bundles come from the cache
// when the cached bytes are the ones this build lists (they are large and change only
// with a new version); everything else from the network first (a new build's pages
// are seen at once), from the cache when the network fails or is slower than
// NETWORK_WAIT; a page never kept gets a short offline notice. Requests off the
// site's origin are never touched (the site makes none).

/* global BUILD */
const PREFIX = "mouche-site-";
const CACHE = `${PREFIX}${BUILD.version}`;
const ROOT = new URL("./", self.location.href);
const STAMP = "X-Mouche-Hash";
const NETWORK_WAIT = 4000; // ms before a kept copy answers a slow network
const CACHE_FIRST = [/^assets\/pyodide\//, /\.[0-9a-f]{8}\.min\.(?:js|css)$/];

/** A URL's path relative to the site's root ("try/play/"), or null outside the site. */
function sitePath(url) {
  const u = new URL(url);
  if (u.origin !== ROOT.origin || !u.pathname.startsWith(ROOT.pathname)) return null;
  return u.pathname.slice(ROOT.pathname.length);
}

/** The key a response is kept under: the path without its query (a Play permalink's page). */
function keyOf(path) {
  return new URL(path, ROOT).href;
}

async function digest(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash.slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A copy of ``response`` to keep, stamped with the hash of its bytes. */
async function stamped(response) {
  const bytes = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set(STAMP, await digest(bytes));
  headers.delete("Content-Encoding"); // the body kept is the decoded one
  headers.delete("Content-Length");
  headers.delete("Vary"); // kept under its URL alone
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers });
}

/** This version's cache, or null once a newer version has taken over: a superseded worker
 * still answering a page's last requests must not make its cache again (caches.open
 * creates it), or it would stay behind beside the new one. The newer worker is the
 * registration's active one from the moment it starts activating, before it deletes this
 * cache; the check on the cache itself covers a browser that does not give a worker its
 * own ServiceWorker object. The cache is opened once per run of this worker: a page's
 * dozens of requests ask once, which leaves one moment, not dozens, where the check
 * and the opening straddle the newer worker's deleting (and its sweeps remove what
 * that moment may leave behind). */
let mine = null;

async function ownCache() {
  const me = self.serviceWorker;
  if (me && self.registration.active !== me) return null;
  if (!mine) mine = caches.has(CACHE).then((has) => (has ? caches.open(CACHE) : null));
  return mine;
}

/** Delete every older version's cache: what it held unchanged was moved into this one
 * when this worker activated, and a superseded worker may have made its own again since. */
async function sweep() {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  }
}

function keepable(response) {
  return response && response.status === 200 && response.type === "basic";
}

/** The copies being kept, by path: a second fetch of the same file waits for the first. */
const keeping = new Map();

function keep(cache, path, response) {
  const done = (async () => {
    if (cache && keepable(response)) await cache.put(keyOf(path), await stamped(response));
  })();
  const entry = done.catch(() => {}).finally(() => {
    if (keeping.get(path) === entry) keeping.delete(path);
  });
  keeping.set(path, entry);
  return done;
}

// The first worker, installed, takes over at once: nothing is fetched before it serves
// the page (the cache is filled later, on the page's request), so a reader's first click
// on a widget finds the engine's worker under its control. A new build's worker waits
// until no page of the old one is open: taking over at once (skipWaiting) would have
// Chromium stop the old worker while a page it serves is still loading, whose requests
// then fail (a page without its stylesheets, net::ERR_FAILED; seen in the test of a new
// build, after the update check the page's own navigation makes).
self.addEventListener("install", () => {
  if (!self.registration.active) self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    for (const name of await caches.keys()) {
      if (!name.startsWith(PREFIX) || name === CACHE) continue;
      const old = await caches.open(name);
      for (const request of await old.keys()) {
        const path = sitePath(request.url);
        if (path === null || await cache.match(request)) continue;
        const hit = await old.match(request);
        if (hit && BUILD.files[path] && hit.headers.get(STAMP) === BUILD.files[path]) await cache.put(request, hit);
      }
      await caches.delete(name);
    }
    await sweep(); // a cache a superseded worker made again while the loop above ran
    await self.clients.claim();
  })());
});

// The offline page speaks the language of the page asked for (a /fr/ or /ru/ address), in
// the widgets' catalogue this worker keeps with the scripts (English if it has none).
const LANGUAGES = /\/(fr|ru)\//;

async function catalogue(lang) {
  try {
    const hit = await caches.match(keyOf(`javascripts/locale/widgets.${lang}.json`));
    return hit ? (await hit.json()).messages || {} : {};
  } catch {
    return {};
  }
}

async function offline(request) {
  if (request.mode !== "navigate") return Response.error();
  const lang = (LANGUAGES.exec(new URL(request.url).pathname) || [null, "en"])[1];
  // The home page in that language (the language's folder under this worker's root).
  const home = lang === "en" || ROOT.pathname.endsWith(`/${lang}/`) ? ROOT.href : `${ROOT.href}${lang}/`;
  const words = lang === "en" ? {} : await catalogue(lang);
  const t = (message) => (typeof words[message] === "string" && words[message]) || message;
  const esc = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const body = `<!doctype html><html lang="${lang}"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="${ROOT.href}assets/images/favicon.png">
<title>${esc(t("Offline: Mouche rules explorer"))}</title>
<body style="font-family: system-ui, sans-serif; max-width: 38rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${esc(t("This page is not kept on this device"))}</h1>
<p>${esc(t("You are offline, and this page was not opened here before. The pages you have opened, and Play, the workbench and the example hands, work offline once you have visited the site."))}</p>
<p><a href="${home}">${esc(t("Go to the home page"))}</a></p>
</body></html>`;
  return new Response(body, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

// Each strategy resolves to {response, kept}: what answers the page, and the keeping of
// a fresh copy (which the fetch event waits for, and which never fails).

async function cacheFirst(request, path) {
  const cache = await ownCache();
  const hit = await (cache || caches).match(keyOf(path));
  if (hit && hit.headers.get(STAMP) === BUILD.files[path]) return { response: hit, kept: null };
  try {
    const response = await fetch(request);
    return { response, kept: keep(cache, path, response.clone()).catch(() => {}) };
  } catch (error) {
    if (hit) return { response: hit, kept: null }; // other bytes than this build's, but no network
    throw error;
  }
}

async function networkFirst(request, path) {
  const cache = await ownCache();
  const network = fetch(request);
  const kept = network.then((response) => keep(cache, path, response.clone())).catch(() => {});
  let slow;
  const wait = new Promise((resolve) => { slow = setTimeout(resolve, NETWORK_WAIT, null); });
  try {
    const first = await Promise.race([network, wait]);
    if (first) return { response: first, kept };
  } catch {
    // offline, or the site is down: the kept copy below
  } finally {
    clearTimeout(slow);
  }
  const hit = await (cache || caches).match(keyOf(path));
  if (hit) return { response: hit, kept };
  try {
    return { response: await network, kept };
  } catch {
    return { response: await offline(request), kept };
  }
}

/** Keep these paths' bytes as this build lists them, fetching only what the cache lacks. */
async function keepAll(paths) {
  const cache = await ownCache();
  if (!cache) return;
  await sweep();
  for (const path of paths) {
    if (keeping.has(path)) await keeping.get(path); // being fetched for the page this moment
    const hit = await cache.match(keyOf(path));
    if (hit && hit.headers.get(STAMP) === BUILD.files[path]) continue;
    await keep(cache, path, await fetch(new Request(keyOf(path), { cache: "no-cache" })));
  }
}

/** What a reader in a language's tree (fr/, ru/) keeps besides the root's: that tree's. */
function treeOf(client) {
  const path = client && client.url ? sitePath(client.url) : null;
  const tree = Object.keys(BUILD.trees || {}).find((t) => path !== null && path.startsWith(t));
  return tree ? BUILD.trees[tree] : [];
}

const ENGINE = Object.keys(BUILD.files).filter((path) => /^assets\/(?:pyodide|wheels)\//.test(path));

// "precache": what a visit keeps for offline reading; "keep-engine": the engine's files,
// from a page whose engine started before this worker took over.
self.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  const paths = type === "precache" ? BUILD.precache.concat(treeOf(event.source)) : type === "keep-engine" ? ENGINE : null;
  if (!paths) return;
  event.waitUntil(keepAll(paths).then(
    () => event.source && event.source.postMessage({ type: `${type}-done`, version: BUILD.version }),
    () => {},
  ));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.headers.has("Range")) return;
  const path = sitePath(request.url);
  if (path === null || path === "sw.js") return;
  const first = path in BUILD.files && CACHE_FIRST.some((re) => re.test(path));
  const answer = first ? cacheFirst(request, path) : networkFirst(request, path);
  event.respondWith(answer.then((a) => a.response));
  event.waitUntil(answer.then((a) => a.kept, () => {}));
});
