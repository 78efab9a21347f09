"""Lighthouse (mobile) on the built site: the four category scores of seven pages, and what
the performance score rests on.

Not a test (the performance score depends on the machine's load): figures for the closing
notes. The load is printed beside each run (``os.getloadavg``); with ``--runs N`` each
page is audited N times and its median and best scores given. Beside the scores, figures
that do not depend on the load (issue 24.8): the page's DOM elements, its render-blocking
resources (count and bytes), what it transferred before its first paint, the shares of
its main-thread work by category, its long tasks, its largest contentful paint's element
and the phases of that paint, and whether it fetched the search index.

    make lighthouse              # or: python benchmarks/lighthouse.py --site site --runs 3

The floor (issue 40.12). A page's score on this machine says as much about the machine as
about the page, so each run also audits the floor: a page of mkdocs-material alone, built
in the same run with the site's own theme settings (its features, palette, no web fonts)
and none of the site's code (no overrides, hooks, scripts or styles of ours), served the
same way. Each page is then given against it: its performance score less the floor's, and
the ratios of its total blocking time and largest contentful paint to the floor's (medians
of the runs). The goal: within 5 points of the floor, and total blocking time at most 1.5
times the floor's.

Lighthouse comes from npm (``package.json``'s devDependencies, pinned); it drives
Debian's Chromium (``CHROME_PATH``, default ``/usr/bin/chromium``) headless with the
flags of the browser tests, in its default mobile mode (emulated phone, simulated slow
network and CPU). The site is served by ``mouche.serve`` on a free localhost port; each
run's JSON report is kept in ``--out`` for a closer look.

The CPU slowdown. Lighthouse's default (4x) is set for a high-end desktop host (its
``benchmarkIndex`` 1500-2000), to land it in the mid-tier mobile bracket; on a slower host
the same 4x emulates a far slower phone, and Lighthouse warns so ("The tested device appears
to have a slower CPU than Lighthouse expects"). Its throttling guide asks for the multiplier
to be calibrated from the host's ``benchmarkIndex`` in that case. ``--cpu calibrated`` does
that: the first audit of a run is made at 4x, and each audit's report gives the host's
``benchmarkIndex``; each calibrated audit is slowed by the multiplier Lighthouse's
CPU-throttling calculator gives for the median index measured so far in the run
(``calibrated_multiplier``; the index of one audit swings with the machine's load).
``--cpu both`` (the default) audits each page both ways, so
the closing notes can give the default figure beside the calibrated one.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browser_helpers import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

from mouche.serve import running  # noqa: E402

PAGES = {
    "home": "",
    "source (Académie)": "sources/academie/",
    "Play": "try/play/",
    "numbers": "rulesets/numbers/",
    "compare": "rulesets/compare/",
    "family": "family/",
    "rules": "rules/",
}
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
SEARCH_INDEX = "/search/search_index.json"


DEFAULT_MULTIPLIER = 4.0
"""Lighthouse's own CPU slowdown for its mobile mode."""

CALCULATOR = ((150, 1.0), (800, 2.0), (1300, 3.0), (1533, 4.0))
"""The points of Lighthouse's CPU-throttling calculator: (benchmarkIndex, multiplier) that
lands a host of that index in the mid-tier mobile bracket; linear between them, and on
past the last point at its slope (one more x every 233)."""


def calibrated_multiplier(benchmark_index: float) -> float:
    """The CPU slowdown that makes a host of ``benchmark_index`` emulate Lighthouse's target
    phone, by the calculator's points (rounded to a tenth, as the calculator prints it).

    >>> calibrated_multiplier(1533), calibrated_multiplier(1050), calibrated_multiplier(2000)
    (4.0, 2.5, 6.0)
    """
    points = CALCULATOR
    if benchmark_index <= points[0][0]:
        return points[0][1]
    pairs = list(itertools.pairwise(points))
    for (x0, y0), (x1, y1) in pairs:
        if benchmark_index <= x1:
            return round(y0 + (y1 - y0) * (benchmark_index - x0) / (x1 - x0), 1)
    (x0, y0), (x1, y1) = pairs[-1]
    return round(y1 + (benchmark_index - x1) / (x1 - x0), 1)


def audit(url: str, report: Path, multiplier: float = DEFAULT_MULTIPLIER) -> dict[str, Any]:
    """Run Lighthouse on ``url`` (mobile, the CPU slowed ``multiplier`` times); its JSON
    report."""
    flags = " ".join([*CHROMIUM_ARGS, "--headless=new"])
    env = {**os.environ, "CHROME_PATH": os.environ.get("CHROME_PATH", CHROMIUM)}
    proc = subprocess.run(
        [
            str(LIGHTHOUSE),
            url,
            "--quiet",
            "--output=json",
            f"--output-path={report}",
            f"--chrome-flags={flags}",
            f"--only-categories={','.join(CATEGORIES)}",
            f"--throttling.cpuSlowdownMultiplier={multiplier:g}",
        ],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0 or not report.is_file():
        raise SystemExit(f"lighthouse failed on {url}:\n{proc.stderr[-2000:]}")
    data: dict[str, Any] = json.loads(report.read_text(encoding="utf-8"))
    return data


def scores(data: dict[str, Any]) -> dict[str, int]:
    """The category scores out of 100."""
    return {c: round(100 * (data["categories"][c]["score"] or 0)) for c in CATEGORIES}


def _items(data: dict[str, Any], audit_id: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = data["audits"][audit_id].get("details", {}).get("items", [])
    return items


def figures(data: dict[str, Any]) -> dict[str, Any]:
    """What the performance score rests on that the machine's load does not change
    (counts, bytes, shares), and the timings themselves (which it does)."""
    audits = data["audits"]
    blocking = _items(data, "render-blocking-resources")
    requests = _items(data, "network-requests")
    fcp = audits["first-contentful-paint"]["numericValue"]
    work = _items(data, "mainthread-work-breakdown")
    total = sum(i["duration"] for i in work) or 1
    lcp = _items(data, "largest-contentful-paint-element")
    lcp_node = lcp[0]["items"][0]["node"] if lcp and lcp[0].get("items") else {}
    phases = {p["phase"]: round(p["timing"]) for p in lcp[1]["items"]} if len(lcp) > 1 else {}
    return {
        "dom_elements": audits["dom-size"].get("numericValue"),
        "render_blocking": [(i["url"].rsplit("/", 1)[-1], i["totalBytes"]) for i in blocking],
        "bytes_before_fcp": sum(
            r.get("transferSize", 0) for r in requests if r.get("networkEndTime", 0) <= fcp
        ),
        "bytes_total": sum(r.get("transferSize", 0) for r in requests),
        "search_index_fetched": any(SEARCH_INDEX in r["url"] for r in requests),
        "main_thread_shares": {i["group"]: round(100 * i["duration"] / total) for i in work},
        "long_tasks": len(_items(data, "long-tasks")),
        "lcp_element": lcp_node.get("selector", ""),
        "lcp_phases": phases,
        "timings_ms": {
            k: round(audits[k]["numericValue"])
            for k in (
                "first-contentful-paint",
                "largest-contentful-paint",
                "total-blocking-time",
                "speed-index",
            )
        },
        "cls": round(audits["cumulative-layout-shift"]["numericValue"], 3),
    }


FLOOR = "floor (the theme alone)"
FLOOR_PAGE = """# The theme alone

A page of mkdocs-material with the site's theme settings and none of its code: the floor
that `benchmarks/lighthouse.py` measures the site's pages against.

It has a heading, these two paragraphs and the theme's header, navigation, search and
footer, as every page of the site has.
"""


def build_floor(dest: Path) -> Path:
    """The floor: one page built by mkdocs-material with the theme settings of the site's
    ``mkdocs.yml`` (its features, palette and fonts), and nothing of the site's own."""
    from mkdocs.config import load_config

    theme = load_config(str(ROOT / "mkdocs.yml"))["theme"]
    config = {
        "site_name": "Floor",
        "docs_dir": str(dest / "docs"),
        "site_dir": str(dest / "site"),
        "theme": {
            "name": "material",
            "language": "en",
            "font": False,
            "features": list(theme["features"]),
            "palette": theme["palette"],
        },
    }
    (dest / "docs").mkdir(parents=True, exist_ok=True)
    (dest / "docs" / "index.md").write_text(FLOOR_PAGE, encoding="utf-8")
    (dest / "mkdocs.yml").write_text(json.dumps(config), encoding="utf-8")  # JSON is YAML
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--quiet", "-f", str(dest / "mkdocs.yml")],
        check=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    return dest / "site"


def against_floor(page: dict[str, float], floor: dict[str, float]) -> str:
    """A page's medians (performance, total blocking time, largest contentful paint) said
    against the floor's."""
    # a floor with no blocking time at all (its long tasks under 50 ms) has no ratio: the
    # figure is said against its 0 ms rather than as "infx"
    tbt = f"{page['tbt'] / floor['tbt']:.2f}x the floor's" if floor["tbt"] else "the floor's 0 ms"
    return (
        f"performance {page['performance']:g} ({page['performance'] - floor['performance']:+g}"
        f" on the floor), total blocking time {page['tbt']:.0f} ms ({tbt}),"
        f" largest contentful paint {page['lcp']:.0f} ms ({page['lcp'] / floor['lcp']:.2f}x)"
    )


def benchmark_index(data: dict[str, Any]) -> float:
    """The host's CPU power as Lighthouse measured it during the audit."""
    return float(data["environment"]["benchmarkIndex"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", default="site", help="the built site (make site)")
    parser.add_argument("--out", default="build/lighthouse", help="where the JSON reports go")
    parser.add_argument("--runs", type=int, default=1, help="audits of each page")
    parser.add_argument(
        "--page", action="append", choices=sorted(PAGES), help="only this page (repeatable)"
    )
    parser.add_argument(
        "--cpu",
        choices=("both", "default", "calibrated"),
        default="both",
        help="the CPU slowdown: Lighthouse's 4x, the host's calibrated one, "
        "or each page both ways (the default)",
    )
    args = parser.parse_args()
    if not LIGHTHOUSE.exists():
        print("lighthouse is not installed: run `make setup` (npm ci)", file=sys.stderr)
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    chosen = {k: v for k, v in PAGES.items() if not args.page or k in args.page}
    modes = ["default", "calibrated"] if args.cpu == "both" else [args.cpu]
    floor_site = build_floor(out / "floor")
    medians: dict[str, dict[str, dict[str, float]]] = {m: {} for m in modes}
    with running(args.site) as url, running(str(floor_site)) as floor_url:
        indexes: list[float] = []
        if "default" not in modes:  # one audit at 4x measures the host
            indexes.append(benchmark_index(audit(url, out / "calibration.json")))
        targets = {FLOOR: floor_url, **{name: url + path for name, path in chosen.items()}}
        for name, address in targets.items():
            slug = "floor" if name == FLOOR else chosen[name].strip("/").replace("/", "-") or "home"
            runs: dict[str, list[dict[str, Any]]] = {m: [] for m in modes}
            for n in range(args.runs):
                for mode in modes:
                    multiplier = (
                        DEFAULT_MULTIPLIER
                        if mode == "default"
                        else calibrated_multiplier(statistics.median(indexes))
                    )
                    load = os.getloadavg()[0]
                    data = audit(address, out / f"{slug}-{mode}-{n + 1}.json", multiplier)
                    index = benchmark_index(data)
                    indexes.append(index)
                    seen = figures(data)
                    runs[mode].append({**scores(data), "timings": seen["timings_ms"]})
                    print(
                        f"{name} run {n + 1}, CPU {multiplier:g}x (load {load:.2f}, "
                        f"benchmarkIndex {index:.0f}): {scores(data)}",
                        flush=True,
                    )
                    print(f"  {json.dumps(seen, ensure_ascii=False)}", flush=True)
            for mode, done in runs.items():
                perf = [r["performance"] for r in done]
                medians[mode][name] = {
                    "performance": statistics.median(perf),
                    "tbt": statistics.median(r["timings"]["total-blocking-time"] for r in done),
                    "lcp": statistics.median(
                        r["timings"]["largest-contentful-paint"] for r in done
                    ),
                }
                print(
                    f"{name} ({mode} CPU): performance median {statistics.median(perf):g}, "
                    f"best {max(perf)};"
                    + "".join(f" {c} {min(r[c] for r in done)}" for c in CATEGORIES[1:]),
                    flush=True,
                )
    for mode, pages in medians.items():
        floor = pages[FLOOR]
        print(f"Against the floor ({mode} CPU; medians of {args.runs} run(s)):")
        for name, page in pages.items():
            if name != FLOOR:
                print(f"  {name}: {against_floor(page, floor)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
