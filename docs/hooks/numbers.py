"""mkdocs hook: the simulator of "Rulesets in numbers" and its charting library, self-hosted.

* ``on_page_markdown`` turns ``<!-- mouche:numbers -->`` into the simulator's
  placeholder, which carries the presets and options for its form (from the
  engine) and the site's version and build date (for citing a figure, as the
  site's pages are cited: CMOS 17, 14.13);
  ``javascripts/try/numbers.js`` builds the form on the page.
* ``on_post_build`` copies Observable Plot and the d3 build it is made against
  (npm ``@observablehq/plot`` and ``d3``, pinned in ``package.json``) with their
  licences into ``site/assets/charts/``; the page loads them only when it draws.
"""

from __future__ import annotations

import html
import json
import shutil
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

NODE_MODULES = ROOT / "node_modules"
CHART_FILES = {
    "d3.min.js": "d3/dist/d3.min.js",
    "d3.LICENSE.txt": "d3/LICENSE",
    "plot.umd.min.js": "@observablehq/plot/dist/plot.umd.min.js",
    "plot.LICENSE.txt": "@observablehq/plot/LICENSE",
}
MARKER = "<!-- mouche:numbers -->"


def simulator_data() -> dict[str, Any]:
    """What the simulator's form offers: the presets with their options, every option's values."""
    from mouche import __version__
    from mouche.citation_data import MONTHS
    from mouche.citations import build_date
    from mouche.rulesets import OPTIONS, PRESETS
    from mouche.simulate import MAX_DEALS, MAX_SESSION, SIMPLE_STYLES

    year, month, day = (int(x) for x in build_date().split("-"))
    return {
        "version": __version__,
        "last_modified": f"{MONTHS[month - 1]} {day}, {year}",
        "max_deals": MAX_DEALS,
        "max_session": MAX_SESSION,
        "styles": list(SIMPLE_STYLES),  # the reasoning player's runs are too long for the page yet
        "presets": [
            {
                "id": r.id,
                "title": r.title,
                "players": list(r.allowed_players),
                "options": dict(r.options),
            }
            for r in PRESETS.values()
        ],
        "options": [
            {
                "name": o.name,
                "title": o.title,
                "choices": [c.label for c in o.choices if c.label != "N"],
                "integer": o.integer,
            }
            for o in OPTIONS.values()
        ],
    }


def simulator_widget() -> str:
    data = html.escape(json.dumps(simulator_data(), ensure_ascii=False), quote=True)
    return (
        f'<div id="mouche-numbers" class="mouche-numbers" data-simulator="{data}">'
        "<noscript><p>The simulator needs JavaScript; the odds above do not.</p></noscript>"
        "</div>"
    )


def on_page_markdown(markdown: str, **kwargs: Any) -> str:
    if MARKER in markdown:
        markdown = markdown.replace(MARKER, "\n" + simulator_widget() + "\n")
    return markdown


def write_chart_assets(site_dir: Path) -> Path:
    """Copy the charting library into ``site_dir/assets/charts/``; return that folder."""
    out = site_dir / "assets" / "charts"
    out.mkdir(parents=True, exist_ok=True)
    for name, rel in CHART_FILES.items():
        src = NODE_MODULES / rel
        if not src.is_file():
            raise FileNotFoundError(f"{src} is missing: run `npm ci` (see the README)")
        shutil.copyfile(src, out / name)
    return out


def on_post_build(config: Any, **kwargs: Any) -> None:
    from mkdocs.exceptions import PluginError

    try:
        write_chart_assets(Path(config["site_dir"]))
    except FileNotFoundError as exc:
        raise PluginError(str(exc)) from None
