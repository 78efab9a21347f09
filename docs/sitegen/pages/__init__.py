"""The kinds of page the site generates, one module each, and the pages they make.

A generated page is Markdown (its headings, from a template ``pages/<kind>.md.jinja``) with
slots its module fills with HTML (fragment templates); :func:`generated_pages` lists
every page by its path. The modules named after a hand-written page (``rules``,
``history``, ``numbers``, ``cite``, ``records``, ``compare``) make what that page
includes (``sitegen.includes``).
"""

from __future__ import annotations

from ..context import Site
from ..generated import Generated
from .editorial import editorial_page
from .glossary import glossary_page
from .options import options_page
from .quick_rules import quick_rules_page
from .reference import reference_index_page, reference_page
from .rulesets import ruleset_page, rulesets_index_page
from .source import source_page
from .sources import sources_index_page


def generated_pages(site: Site) -> dict[str, Generated]:
    """Every generated page by its path under ``docs/`` (``sources/academie.md``)."""
    data = site.data
    pages = {"sources/index.md": sources_index_page(site)}
    pages |= {f"sources/{s.id}.md": source_page(site, s) for s in data.sources}
    pages["rulesets/index.md"] = rulesets_index_page(site)
    pages |= {f"rulesets/{r.id}.md": ruleset_page(site, r) for r in data.presets.values()}
    pages |= {f"rulesets/quick/{r.id}.md": quick_rules_page(site, r) for r in data.presets.values()}
    pages["rulesets/options.md"] = options_page(site)
    pages["editorial.md"] = editorial_page(site)
    pages["glossary.md"] = glossary_page(site)
    pages["reference/index.md"] = reference_index_page(site)
    if site.english:  # the engine reference is English only (sitegen.languages)
        pages |= {f"reference/{m}.md": reference_page(site, m) for m in data.modules}
    return pages
