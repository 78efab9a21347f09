"""The theme's script, loaded so that it never holds up the first paint, and the search
index it fetches held back until the reader uses search (issue 24.8).

The theme (mkdocs-material) ends each page with its bundle as a parser-blocking script:
marked ``defer``, it runs at the same point (once the page is parsed, before the site's
own deferred scripts, which come after it in the page), but the page can be painted
first. Before it, ``javascripts/site/search-on-demand.js`` is inlined: it holds back the
bundle's request for ``search/search_index.json`` until the reader opens search.
"""

from __future__ import annotations

import re
from pathlib import Path

from markupsafe import Markup

from .render import Templates

BUNDLE = re.compile(
    r'<script src="([^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js)"></script>'
)
"""The theme's script tag, as its ``base.html`` writes it (its name carries a hash)."""
SEARCH_ON_DEMAND = "javascripts/site/search-on-demand.js"


def script_text(path: Path) -> str:
    """A script's text, to inline (it must hold no ``</script``)."""
    text = path.read_text(encoding="utf-8")
    if "</script" in text.lower():
        raise ValueError(f"{path}: a script to inline must not hold '</script'")
    return text


def page_scripts(templates: Templates, html: str, docs: Path) -> str:
    """The page's HTML with the theme's script deferred and the search index on demand
    (the script from ``docs``, the ``docs_dir``)."""
    on_demand = script_text(docs / SEARCH_ON_DEMAND)
    return BUNDLE.sub(
        lambda m: templates.html(
            "theme_script.html", src=Markup(m[1]), before=Markup(on_demand)
        ),
        html,
        count=1,
    )
