"""Measure the time from the first click to the first ruling on an example hand.

Not a test (tests never assert times): a figure for the closing notes.

    python tests/browser/measure_first_ruling.py --site site --runs 5

Cold: a fresh browser context (empty HTTP cache) for each run. Warm: a new page
in a context that has loaded the engine once (files in the HTTP cache). The
page marks ``mouche:click`` and ``mouche:first-ruling`` (performance marks);
the figure is the difference, median of the runs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from browser_helpers import CHROMIUM, CHROMIUM_ARGS, ENGINE_TIMEOUT

from mouche.serve import make_server

PAGE = "try/examples/"


def click_to_first_ruling(page: Any, url: str) -> float:
    """Open ``url`` (a page of example hands) in ``page``, step through its first hand:
    the ms from the click to its first ruling, from the page's own performance marks."""
    page.goto(url)
    page.wait_for_load_state("networkidle")
    page.locator(".mouche-hand__run").first.click()
    page.locator(".mouche-hand .mouche-rulings").first.wait_for(timeout=ENGINE_TIMEOUT)
    ms = page.evaluate(
        "performance.getEntriesByName('mouche:first-ruling')[0].startTime"
        " - performance.getEntriesByName('mouche:click')[0].startTime"
    )
    return float(ms)


def first_ruling_ms(context: Any, url: str) -> float:
    page = context.new_page()
    ms = click_to_first_ruling(page, url)
    page.close()
    return ms


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", default="site", help="the built site (make site)")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    server = make_server(args.site, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}/{PAGE}"
    from playwright.sync_api import sync_playwright

    cold: list[float] = []
    warm: list[float] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for _ in range(args.runs):
            context = browser.new_context()
            cold.append(first_ruling_ms(context, url))
            context.close()
        context = browser.new_context()
        first_ruling_ms(context, url)  # fill the cache
        for _ in range(args.runs):
            warm.append(first_ruling_ms(context, url))
        context.close()
        browser.close()
    server.shutdown()
    print(f"cold: median {statistics.median(cold):.0f} ms  runs {[round(x) for x in cold]}")
    print(f"warm: median {statistics.median(warm):.0f} ms  runs {[round(x) for x in warm]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
