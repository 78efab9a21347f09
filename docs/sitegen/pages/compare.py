"""The compare view (``rulesets/compare.md``, the ``compare-view`` include) and the links
to it from other pages, carrying its state (``record``, ``a``, ``b``) in the query."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlencode

from markupsafe import Markup
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

from mouche.browser import clause_links
from mouche.compare import catalog
from mouche.messages import in_language
from mouche.rulesets import Ruleset

from ..context import Site
from ..hand_records import other_preset, shown_record
from ..links import option_anchor_id, ref_labels
from ..widgets import clause_names

COMPARE_PAGE = "rulesets/compare/"


def compare_href(page: Page, **params: str) -> str:
    """A link from ``page`` to the compare view with its state (``record``, ``a``, ``b``...)."""
    query = urlencode(params)
    return get_relative_url(COMPARE_PAGE, page.url) + (f"?{query}" if query else "")


def compare_link(site: Site, page: Page, ruleset: Ruleset) -> Markup:
    """A ruleset page's link to the compare view, set to its counterpart."""
    other = other_preset(ruleset.id)
    href = compare_href(page, a=ruleset.id, b=other)
    title = site.engine(site.data.presets[other].title)
    return site.html("compare_link.html", other_title=title, href=href)


def compare_data(site: Site) -> dict[str, Any]:
    """What the compare view's script reads: presets, options, records, clause links; the
    presets' and options' words in the build's language (the engine's catalogue)."""
    cat: dict[str, Any] = in_language(catalog(), site.lang)
    ids = {
        cid
        for p in cat["presets"]
        for by_label in p["cites"].values()
        for cites in by_label.values()
        for cid in cites
    }
    records = [
        {
            "name": r.name,
            "title": shown_record(site, r).title,
            "ruleset": r.ruleset,
            "other": r.counterpart,
            "text": r.text,
        }
        for r in site.data.records.values()
        if not r.is_session  # a session is not one hand
    ]
    return {
        **cat,
        "records": records,
        "links": clause_links(ids),
        "labels": {cid: ref_labels(site, cid)[1] for cid in sorted(ids)},
        "option_links": {
            o["name"]: f"rulesets/options/#{option_anchor_id(o['name'])}" for o in cat["options"]
        },
    }


def compare_view(site: Site) -> Markup:
    """The compare view's widget: its data for its script, and what shows without it."""
    blob = json.dumps(compare_data(site), ensure_ascii=False)
    return site.html("compare_view.html", data=blob, names=clause_names(site.templates))
