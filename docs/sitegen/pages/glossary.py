"""The glossary: the terms of the game in French, with English and Russian equivalents,
our definition, and the clauses where they occur (in the order of the French words)."""

from __future__ import annotations

from functools import partial

from markupsafe import Markup

from mouche.edition.model import GlossaryTerm

from ..catalogue import source_context
from ..context import Site
from ..generated import Generated
from ..links import cite_links


def term_html(site: Site, term: GlossaryTerm) -> Markup:
    definition = site.tp(source_context(term.id, "definition"), term.definition)
    return site.html(
        "term.html", term=term, definition=definition, clauses=cite_links(site, term.clauses)
    )


def glossary_page(site: Site) -> Generated:
    """The page ``glossary.md``."""
    g = Generated()
    terms = sorted(site.data.glossary, key=lambda t: t.french.lower())
    g.markdown = site.markdown(
        "pages/glossary.md.jinja",
        terms=[(t, g.slot(partial(term_html, site, t))) for t in terms],
    )
    return g
