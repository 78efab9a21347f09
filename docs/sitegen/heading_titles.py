"""The tooltip of a link to a heading that holds raw HTML: the heading's text, not
Python-Markdown's placeholders.

autorefs gives each link to a heading the heading's title as its ``title`` attribute, and
reads that title from the heading's text while Markdown is still being converted. A
heading with raw HTML in it (a clause's heading: its label, then ``<small>`` with the
names readers give the clause, each in its ``lang``) still holds the HTML stash's
placeholders then, so about 2,800 links read "Art. 5 wzxhzdk:1455· …". Just before
autorefs scans the headings, this registers such a heading's plain text as its title
(autorefs keeps the first title an anchor is given).
"""

from __future__ import annotations

import copy
import html
import re
from typing import Protocol
from xml.etree.ElementTree import Element

from markdown import Markdown
from markdown.extensions import Extension
from markdown.extensions.toc import render_inner_html, strip_tags
from markdown.treeprocessors import Treeprocessor
from markdown.util import HTML_PLACEHOLDER_RE
from mkdocs.structure.pages import Page

HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_SPACES = re.compile(r"\s+")


class Anchors(Protocol):
    """What this needs of the autorefs plugin (its public registration)."""

    current_page: Page | None

    def register_anchor(
        self, page: Page, identifier: str, anchor: str | None = None, *, title: str | None = None,
        primary: bool = True,
    ) -> None: ...


def heading_text(el: Element, md: Markdown) -> str:
    """A heading's text as a reader sees it, its raw HTML reduced to its words and its
    permalink (``toc``'s ``headerlink``, a pilcrow) left out."""
    heading = copy.deepcopy(el)
    for link in [a for a in heading if "headerlink" in (a.get("class") or "").split()]:
        heading.remove(link)
    return _SPACES.sub(" ", html.unescape(strip_tags(render_inner_html(heading, md)))).strip()


def autorefs_title(text: str) -> str:
    """``text`` as autorefs takes a title: HTML whose tags it strips, which unescapes it
    once (``strip_title_tags``, set in ``mkdocs.yml``), and writes into the attribute as
    it is; so it is escaped twice, and the attribute holds it escaped once.

    >>> autorefs_title('Art. 5 · "marque" & co')
    'Art. 5 · &amp;quot;marque&amp;quot; &amp;amp; co'
    """
    return html.escape(html.escape(text))


class _RegisterTitles(Treeprocessor):
    def __init__(self, md: Markdown, anchors: Anchors) -> None:
        super().__init__(md)
        self.anchors = anchors

    def run(self, root: Element) -> None:
        page = self.anchors.current_page
        if page is None:
            return
        for el in root.iter():
            anchor = el.get("id")
            if el.tag in HEADINGS and anchor and HTML_PLACEHOLDER_RE.search("".join(el.itertext())):
                title = autorefs_title(heading_text(el, self.md))
                self.anchors.register_anchor(page, anchor, title=title)


class HeadingTitles(Extension):
    """Registers the plain text of headings with raw HTML as their autorefs titles."""

    PRIORITY = 1
    """After ``toc`` and ``attr_list`` (the headings' ids), before autorefs' scanners (0)."""

    def __init__(self, anchors: Anchors) -> None:
        super().__init__()
        self.anchors = anchors

    def extendMarkdown(self, md: Markdown) -> None:
        md.treeprocessors.register(
            _RegisterTitles(md, self.anchors), "mouche-heading-titles", self.PRIORITY
        )
