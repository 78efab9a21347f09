"""Shared by the browser tests: Chromium's location and flags, and the page guard.

The guard routes every request of a browser context: anything not on the
site's origin is aborted and recorded, and so is any console error, uncaught
page error or dialog (an injected ``alert``); :meth:`Guard.check` fails on them.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
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

    def forget_requests(self) -> None:
        """Start a new page's count: what the pages and the service worker fetched so far."""
        self.requests.clear()
        self.service_worker.clear()

    def check(self) -> None:
        assert not self.offsite, f"requests left the origin: {self.offsite}"
        assert not self.errors, f"console errors: {self.errors}"

    def engine_requests(self) -> list[str]:
        """The engine's files fetched, by the pages' workers or by the service worker for them."""
        fetched = self.requests + self.service_worker
        return [u for u in fetched if "/assets/pyodide/" in u or "/assets/wheels/" in u]


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

        def dialog(d: Any) -> None:
            guard.errors.append(f"dialog: {d.message}")
            d.dismiss()

        page.on("dialog", dialog)

    context.on("page", watch)
    return context, guard


def click_through(page: Any, path: str) -> None:
    """Follow the site's link to ``path`` from the current page, as a reader would, and wait
    until the new page's content has replaced the old (instant navigation changes the address
    first: a link looked for before the swap may belong to the page left)."""
    href = page.evaluate(
        "p => { const a = [...document.querySelectorAll('a[href]')]"
        ".find(a => a.href.split('#')[0].endsWith(p) && a.offsetParent !== null);"
        " return a ? a.getAttribute('href') : null; }",
        path,
    )
    assert href is not None, f"no visible link to {path} on {page.url}"
    page.evaluate("document.querySelector('[data-md-component=container]').dataset.left = 'y'")
    page.locator(f'a[href="{href}"]:visible').first.click()
    page.wait_for_url(f"**/{path}")
    page.wait_for_function(
        "p => location.pathname.endsWith(p)"
        " && !document.querySelector('[data-md-component=container][data-left]')"
        " && !document.querySelector('[data-cite-path]:not([data-cite-done])')",
        arg=path,
    )


def try_module(name: str) -> str:
    """JavaScript importing one of the page's own try-it modules (the instance its widgets use)."""
    return f'await import(new URL("../../javascripts/try/{name}", location.href).href)'


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


def open_play_link(page: Any, search: str) -> None:
    """Open a Play link (``?ruleset=…``) in the Play page already loaded, without reloading:
    its widget starts afresh on the new address, as loading the page would start it, and
    the engine worker (Pyodide) already booted answers it."""
    page.evaluate(_OPEN_PLAY_LINK, search)
