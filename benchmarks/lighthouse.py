"""Lighthouse (mobile) on the built site: the four category scores of five pages.

Not a test (scores depend on the machine's load): figures for the closing notes.

    make lighthouse              # or: python benchmarks/lighthouse.py --site site

Lighthouse comes from npm (``package.json``'s devDependencies, pinned); it drives
Debian's Chromium (``CHROME_PATH``, default ``/usr/bin/chromium``) headless with the
flags of the browser tests, in its default mobile mode (emulated phone, throttled
network and CPU). The site is served by ``mouche.serve`` on a free localhost port; each
page's JSON report is kept in ``--out`` for a closer look.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

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
}
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"


def audit(url: str, report: Path) -> dict[str, int]:
    """Run Lighthouse on ``url`` (mobile); its category scores out of 100."""
    flags = " ".join([*CHROMIUM_ARGS, "--headless=new"])
    env = {**os.environ, "CHROME_PATH": os.environ.get("CHROME_PATH", CHROMIUM)}
    proc = subprocess.run(
        [str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={report}",
         f"--chrome-flags={flags}", f"--only-categories={','.join(CATEGORIES)}"],
        env=env, capture_output=True, text=True, check=False,
    )
    if proc.returncode != 0 or not report.is_file():
        raise SystemExit(f"lighthouse failed on {url}:\n{proc.stderr[-2000:]}")
    data = json.loads(report.read_text(encoding="utf-8"))
    return {c: round(100 * (data["categories"][c]["score"] or 0)) for c in CATEGORIES}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", default="site", help="the built site (make site)")
    parser.add_argument("--out", default="build/lighthouse", help="where the JSON reports go")
    args = parser.parse_args()
    if not LIGHTHOUSE.exists():
        print("lighthouse is not installed: run `make setup` (npm ci)", file=sys.stderr)
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    print(f"{'page':20} " + " ".join(f"{c:>14}" for c in CATEGORIES))
    with running(args.site) as url:
        for name, path in PAGES.items():
            slug = path.strip("/").replace("/", "-") or "home"
            scores = audit(url + path, out / f"{slug}.json")
            print(f"{name:20} " + " ".join(f"{scores[c]:>14}" for c in CATEGORIES), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
