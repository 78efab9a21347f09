"""What the Rules page (``rules.md``) includes: its appendix of every clause by topic."""

from __future__ import annotations

from mouche.edition.model import NOT_MECHANICAL, RULE_TAGS

from ..context import Site
from ..links import cite_links
from ..strings import TAG_TITLES


def clauses_by_topic(site: Site) -> str:
    """Markdown: every clause by rule tag, each linked (the ``clauses-by-topic`` include).

    A heading a topic (``#topic-<tag>``, the target of a clause's "Rules:" links), in the
    engine's order of tags; a tag the engine does not list comes after them.
    """
    by_tag: dict[str, list[str]] = {t: [] for t in RULE_TAGS}
    for cid, clause in site.data.clauses.items():
        for tag in clause.tags:
            if tag in by_tag or tag != NOT_MECHANICAL:
                by_tag.setdefault(tag, []).append(cid)
    topics = [
        (tag, site.t(TAG_TITLES.get(tag, tag)), cite_links(site, ids) if ids else "")
        for tag, ids in by_tag.items()
    ]
    return site.markdown("clauses_by_topic.md.jinja", topics=topics)
