"""Search: Material's index weighs each section by a boost (front matter gives one per
page; the site sets one per section after the build). A reader who types what a clause
is called gets the clause first; the engine reference, whose every heading says
"mouche", comes after the texts (it still answers a search for a function's name)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SEARCH_BOOST = {"clause": 4.0, "reference": 0.05}


def boost_search_index(index: dict[str, Any], clause_ids: set[str]) -> dict[str, Any]:
    """Material's search index with a boost on each clause's section and the reference's."""
    for entry in index.get("docs", []):
        page, _, anchor = str(entry.get("location", "")).partition("#")
        if anchor in clause_ids:
            entry["boost"] = SEARCH_BOOST["clause"]
        elif page.startswith("reference/"):
            entry["boost"] = SEARCH_BOOST["reference"]
    return index


def boost_search(site_dir: Path, clause_ids: set[str]) -> None:
    """Rewrite the search plugin's index in ``site_dir`` (hooks run after the plugins)."""
    path = site_dir / "search" / "search_index.json"
    if path.exists():
        index = boost_search_index(json.loads(path.read_text("utf-8")), clause_ids)
        path.write_text(json.dumps(index, separators=(",", ":"), ensure_ascii=False), "utf-8")
