"""The include language of the hand-written pages: ``{{ kind: argument }}`` markers.

* ``{{ cite: academie.11 ed.all-pass }}``: linked citations in brackets (retired ids
  follow their aliases);
* ``{{ include: NAME }}``: a block made from the data (:data:`INCLUDES`);
* ``{{ record: NAME }}``: the hand record ``tests/records/NAME.toml`` with the engine's
  replay;
* ``{{ hand: NAME | compare=RULESET }}``: the same record as a steppable hand;
* ``{{ link: PATH | TEXT | FALLBACK }}``: a Markdown link to the first of the pages
  that exists, else the text alone.

``on_page_markdown`` expands them before Markdown is read; an unknown include is left
as it is, with a warning (which fails ``mkdocs build --strict``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

from .context import Site, log
from .downloads import downloads_list
from .links import ref_links
from .pages.cite import bibliography_list, site_citation
from .pages.compare import compare_view
from .pages.family import family_table
from .pages.history import timeline
from .pages.numbers import odds_table, strength_table
from .pages.records import all_records_markdown, hand_markdown, record_markdown
from .pages.rules import clauses_by_topic

MARKER_RE = re.compile(r"\{\{\s*(cite|include|record|hand|link)\s*:\s*(.*?)\s*\}\}")

INCLUDES: dict[str, Callable[[Site], str]] = {
    "site-citation": site_citation,
    "downloads": downloads_list,
    "bibliography-files": bibliography_list,
    "clauses-by-topic": clauses_by_topic,
    "timeline": timeline,
    "records": all_records_markdown,
    "odds": odds_table,
    "strength": strength_table,
    "compare-view": compare_view,
    "family-table": family_table,
}
"""``{{ include: NAME }}``: the page that includes it, and what it is:
``cite.md`` the site's citation, the texts to take away (``downloads``) and the whole
bibliography's files; ``rules.md`` every clause by topic; ``history.md`` the timeline of the
sources; ``records.md`` every example hand record; ``rulesets/numbers.md`` the odds of a
mouche and the reasoning player's strength; ``rulesets/compare.md`` the compare view;
``family.md`` the games of the family by rule point."""


def _link(arg: str, page: Page, files: Files) -> str:
    parts = [p.strip() for p in arg.split("|")]
    target, text = parts[0], parts[1] if len(parts) > 1 else parts[0]
    for candidate in [target, *parts[2:]]:
        f = files.get_file_from_path(candidate)
        if f is not None:
            return f"[{text}]({get_relative_url(f.src_uri, page.file.src_uri)})"
    return text


def expand_markers(site: Site, markdown: str, page: Page, files: Files) -> str:
    """``markdown`` with every marker replaced by what it stands for."""

    def expand(m: re.Match[str]) -> str:
        kind, arg = m.group(1), m.group(2)
        if kind == "cite":
            ids = [x for x in re.split(r"[\s,;]+", arg) if x]
            return site.templates.macro("cites")(ref_links(site, ids))
        if kind == "include":
            include = INCLUDES.get(arg)
            if include is None:
                log.warning("pages hook: unknown include %r in %s", arg, page.file.src_path)
                return m.group(0)
            return include(site)
        if kind == "record":
            return record_markdown(site, arg)
        if kind == "hand":
            name, *options = [p.strip() for p in arg.split("|")]
            return hand_markdown(site, name, *options)
        return _link(arg, page, files)

    return MARKER_RE.sub(expand, markdown)
