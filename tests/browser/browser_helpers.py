"""Shared by the browser tests: Chromium's location and flags, and the page guard.

The guard routes every request of a browser context: anything not on the
site's origin is aborted and recorded, and so is any console error, uncaught
page error or dialog (an injected ``alert``); :meth:`Guard.check` fails on them.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ENGINE_TIMEOUT = 180_000  # ms: a cold Pyodide start on a busy 2-core machine


@dataclass
class Guard:
    """What a page did that it must not: requests off the origin, console errors, dialogs."""

    origin: str
    offsite: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    """What the pages and their workers asked for (the site's service worker may answer
    from its cache: these are requests, not downloads)."""
    service_worker: list[str] = field(default_factory=list)
    """What the site's service worker itself fetched (keeping files for offline use)."""
    failed: list[str] = field(default_factory=list)
    """Requests that failed, with why: said beside a console error, which names no address
    (``test_offline``'s rare "Failed to load resource: net::ERR_FAILED")."""

    def forget_requests(self) -> None:
        """Start a new page's count: what the pages and the service worker fetched so far."""
        self.requests.clear()
        self.service_worker.clear()

    def forget(self) -> None:
        """Start a new test's record in a context already used: nothing seen so far."""
        self.forget_requests()
        self.offsite.clear()
        self.errors.clear()
        self.failed.clear()

    def check(self) -> None:
        assert not self.offsite, f"requests left the origin: {self.offsite}"
        assert not self.errors, f"console errors: {self.errors}; failed requests: {self.failed}"

    def engine_requests(self) -> list[str]:
        """The engine's files fetched, by the pages' workers or by the service worker for them."""
        fetched = self.requests + self.service_worker
        return [u for u in fetched if "/assets/pyodide/" in u or "/assets/wheels/" in u]

    def page_engine_requests(self) -> list[str]:
        """The engine's files the pages and their workers asked for: in a context shared by
        several tests the service worker may still be keeping the engine for an earlier
        page that started it (its "keep-engine"), which is no request of this page's."""
        return [u for u in self.requests if "/assets/pyodide/" in u or "/assets/wheels/" in u]


def served_sitemap(xml: str, site_url: str) -> str:
    """The sitemap as a site deployed at ``site_url`` has it.

    The site is built for its canonical address (mkdocs' ``site_url``) and served
    here on a free port. Material's instant navigation only takes over links the
    sitemap lists, and it adopts the served host but not its port; so the test
    server's sitemap names the served address, as a deployment there would.
    """
    locs = re.findall(r"<loc>([^<]*)</loc>", xml)
    root = min(locs, key=len) if locs else ""  # the home page: the site's root
    return xml.replace(f"<loc>{root}", f"<loc>{site_url}") if root else xml


def guarded_context(chromium: Any, site_url: str, **options: Any) -> tuple[Any, Guard]:
    """A fresh browser context (empty cache) whose pages are guarded."""
    guard = Guard(site_url.rstrip("/"))
    context = chromium.new_context(accept_downloads=True, **options)

    def route(route: Any) -> None:
        url = route.request.url
        if url == site_url + "sitemap.xml":
            guard.requests.append(url)
            try:
                r = route.fetch()
                route.fulfill(response=r, body=served_sitemap(r.text(), site_url))
            except PlaywrightError:
                # The page or its context closed while Material fetched the sitemap (it does
                # so lazily, for instant navigation): nothing is left to answer.
                pass
        elif url.startswith(site_url) or url.startswith(("blob:", "data:")):
            made_by = guard.service_worker if route.request.service_worker else guard.requests
            made_by.append(url)
            route.continue_()
        else:
            guard.offsite.append(url)
            route.abort()

    context.route("**/*", route)

    def watch(page: Any) -> None:
        page.on(
            "console",
            lambda m: guard.errors.append(m.text) if m.type == "error" else None,
        )
        page.on("pageerror", lambda e: guard.errors.append(f"page error: {e}"))
        page.on("requestfailed", lambda r: guard.failed.append(f"{r.url} ({r.failure})"))

        def dialog(d: Any) -> None:
            guard.errors.append(f"dialog: {d.message}")
            d.dismiss()

        page.on("dialog", dialog)

    context.on("page", watch)
    return context, guard


def click_through(page: Any, path: str) -> None:
    """Follow the site's link to ``path`` from the current page, as a reader would, and wait
    until the new page's content has replaced the old (:func:`wait_arrived`)."""
    href = page.evaluate(
        "p => { const a = [...document.querySelectorAll('a[href]')]"
        ".find(a => a.href.split('#')[0].endsWith(p) && a.offsetParent !== null);"
        " return a ? a.getAttribute('href') : null; }",
        path,
    )
    assert href is not None, f"no visible link to {path} on {page.url}"
    leave(page)
    page.locator(f'a[href="{href}"]:visible').first.click()
    page.wait_for_url(f"**/{path}")
    page.wait_for_function("p => location.pathname.endsWith(p)", arg=path)
    wait_arrived(page)


# Whether the theme's instant navigation can take a link over: it follows a link only once
# its sitemap is in (it reads the sitemap's latest value as the link is clicked; before it,
# the browser loads the page anew). The sitemap's response in, then two turns of the event
# loop, for the theme to parse it.
SITEMAP_IN = """async () => {
  const done = performance.getEntriesByType("resource")
    .some((e) => /\\/sitemap\\.xml$/.test(new URL(e.name).pathname) && e.responseEnd > 0);
  if (done) for (let i = 0; i < 2; i++) await new Promise((r) => setTimeout(r, 0));
  return done;
}"""


def leave(page: Any) -> None:
    """Mark the page's content as the one being left, before a link to another is followed
    (see :func:`wait_arrived`), once the theme's instant navigation can follow it."""
    poll(page, SITEMAP_IN, None)
    page.evaluate("document.querySelector('[data-md-component=container]').dataset.left = 'y'")


def wait_arrived(page: Any) -> None:
    """After :func:`leave` and a link followed: wait until the new page's content has
    replaced the old one (Material's instant navigation changes the address before it swaps
    the content in: what is looked for before the swap may belong to the page left) and its
    citations are completed."""
    page.wait_for_function(
        "() => !document.querySelector('[data-md-component=container][data-left]')"
        " && !document.querySelector('[data-cite-path]:not([data-cite-done])')"
    )


def try_module(name: str) -> str:
    """JavaScript importing one of the page's own try-it modules (the instance its widgets
    use: its address taken from the page's own script, in any language's tree)."""
    entry = "document.querySelector('script[src$=\"javascripts/try/try.js\"]').src"
    return f'await import(new URL("{name}", {entry}).href)'


ENGINE_STARTUP = f"""async () => {{
  const engine = {try_module("engine.js")};
  return (await engine.call("startup")).result;
}}"""
"""How the page's engine worker started: ``{boots, restored, timeline}`` (worker.js)."""


_OPEN_PLAY_LINK = """async (search) => {
  history.replaceState(null, "", location.pathname + search);
  const old = document.querySelector("#mouche-play");
  const fresh = document.createElement("div");
  for (const { name, value } of old.attributes) {
    if (!["data-init", "data-actions", "data-over"].includes(name)) fresh.setAttribute(name, value);
  }
  old.replaceWith(fresh);
  const { initPlay } = PLAY;
  initPlay(fresh);
}""".replace("PLAY", try_module("play.js"))


def deal_p1(page: Any) -> None:
    """On the Play page, the deal the tests take: vanderaa1721, four players, the reader at
    p1 (the eldest hand, first to decide), seed 12; return once its table is shown."""
    page.select_option("#mouche-ruleset", "vanderaa1721")
    page.select_option("#mouche-players", "4")
    page.select_option("#mouche-seat", "1")
    page.fill("#mouche-seed", "12")
    page.locator(".mouche-play__form button[type=submit]").click()
    page.locator(".mouche-seats").wait_for(timeout=ENGINE_TIMEOUT)


def open_play_link(page: Any, search: str) -> None:
    """Open a Play link (``?ruleset=…``) in the Play page already loaded, without reloading:
    its widget starts afresh on the new address, as loading the page would start it, and
    the engine worker (Pyodide) already booted answers it."""
    page.evaluate(_OPEN_PLAY_LINK, search)


# --- what the site's caches hold (the service worker's and the engine's snapshot) ---------

# Whether the site's cache holds every one of these URLs, and (if asked) a memory
# snapshot of the engine is kept.
KEPT = """async ([urls, snapshot]) => {
  const names = await caches.keys();
  let snapshots = 0;
  for (const n of names.filter((n) => n.startsWith("mouche-snapshot-"))) {
    snapshots += (await (await caches.open(n)).keys()).length;
  }
  if (snapshot && !snapshots) return false;
  const name = names.find((n) => n.startsWith("mouche-site-"));
  if (!name) return false;
  const cache = await caches.open(name);
  for (const url of urls) if (!(await cache.match(url))) return false;
  return true;
}"""


def poll(page: Any, script: str, arg: Any, explain: str | None = None) -> None:
    """Wait until the async ``script`` resolves to true (``wait_for_function`` would take
    its promise, before it resolves, for a true value); if it never does, the failure
    gives what the async ``explain`` script (with the same ``arg``) finds then."""
    for _ in range(ENGINE_TIMEOUT // 250):
        if page.evaluate(script, arg):
            return
        page.wait_for_timeout(250)
    found = f"; found {page.evaluate(explain, arg)!r}" if explain else ""
    raise AssertionError(f"never true: {script}{found}")


def build_of(site: Path) -> dict[str, Any]:
    """The BUILD line of the site's sw.js."""
    first = (site / "sw.js").read_text(encoding="utf-8").split("\n", 1)[0]
    data: dict[str, Any] = json.loads(first.removeprefix("const BUILD = ").removesuffix(";"))
    return data


def engine_urls(site: Path, url: str) -> list[str]:
    """The engine's files (Pyodide's and the wheel's), as the site at ``url`` serves them."""
    paths = build_of(site)["files"]
    return [url + p for p in paths if p.startswith(("assets/pyodide/", "assets/wheels/"))]


def precache_urls(site: Path, url: str) -> list[str]:
    """What the service worker keeps for offline reading once a page has loaded."""
    return [url + p for p in build_of(site)["precache"]]


def wait_kept(page: Any, urls: list[str], snapshot: bool = True) -> None:
    """Wait until the site's cache holds ``urls`` (and, if ``snapshot``, the engine's
    memory snapshot is kept)."""
    poll(page, KEPT, [urls, snapshot])


WARM_UP = "try/examples/"
"""The page on which a shared context starts the engine once (its first example hand)."""


def warmed_context(chromium: Any, site: Path, site_url: str) -> tuple[Any, Guard]:
    """A guarded context in which a reader has already used the engine once: Pyodide
    started cold on :data:`WARM_UP`, and the service worker keeps the engine's files, the
    pages it keeps for offline reading and the engine's memory snapshot. A new page of
    this context is a returning reader's tab: its engine worker restores the snapshot
    (a small part of a cold start) and fetches nothing from the server."""
    context, guard = guarded_context(chromium, site_url)
    try:
        page = context.new_page()
        page.goto(site_url + WARM_UP)
        page.locator(".mouche-hand__run").first.click()
        page.locator(".mouche-hand .mouche-rulings").first.wait_for(timeout=ENGINE_TIMEOUT)
        wait_kept(page, engine_urls(site, site_url) + precache_urls(site, site_url))
        page.close()
        guard.check()
    except BaseException:
        context.close()
        raise
    return context, guard


@dataclass
class SharedContext:
    """The warmed context of one test process, made when a test first asks for it and
    made again after a test that failed in it (so a failure never spreads to the next)."""

    make: Callable[[], tuple[Any, Guard]]
    current: tuple[Any, Guard] | None = None

    def get(self) -> tuple[Any, Guard]:
        if self.current is None:
            self.current = self.make()
        context, guard = self.current
        guard.forget()
        return context, guard

    def after_test(self, failed: bool) -> None:
        """Close the test's pages; drop the context if the test failed."""
        if self.current is None:
            return
        context, _ = self.current
        if failed:
            self.close()
            return
        for page in list(context.pages):
            page.close()

    def close(self) -> None:
        if self.current is not None:
            self.current[0].close()
            self.current = None


def in_language(path: str, lang: str) -> str:
    """A page's path in the interface of ``lang`` (``try/play/`` -> ``fr/try/play/``)."""
    return path if lang == "en" else f"{lang}/{path}"
