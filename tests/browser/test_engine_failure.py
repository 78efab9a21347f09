"""When the engine cannot be loaded, the reader gets a clear message, and may try again."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from .browser_helpers import ENGINE_TIMEOUT, guarded_context


def test_a_failed_engine_load_is_explained(chromium: Any, site_url: str) -> None:
    context, guard = guarded_context(chromium, site_url)
    context.route("**/assets/wheels/manifest.json", lambda route: route.abort())
    try:
        page = context.new_page()
        page.goto(site_url + "try/examples/")
        widget = page.locator(".mouche-hand").first
        widget.locator(".mouche-hand__run").click()
        failed = widget.locator(".mouche-status--failed")
        failed.wait_for(timeout=ENGINE_TIMEOUT)
        text = (failed.text_content() or "").strip()
        assert text.startswith("The engine could not be loaded: the engine manifest"), text
        expect(widget.locator(".mouche-hand__run")).to_be_enabled()
        # Once the site answers again, the next click starts a fresh worker and succeeds.
        context.unroute("**/assets/wheels/manifest.json")
        widget.locator(".mouche-hand__run").click()
        widget.locator(".mouche-hand__final").wait_for(timeout=ENGINE_TIMEOUT)
        assert guard.offsite == []
    finally:
        context.close()
