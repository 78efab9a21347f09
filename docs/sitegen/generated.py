"""A generated page: its Markdown, and the HTML of its "slots", filled after Markdown.

A page's headings (with their anchors: clause ids, option anchors, decision ids,
term ids) stay in its Markdown, so that the table of contents and autorefs know
them; each body is a slot, a placeholder ``<div>`` that ``on_page_content``
replaces with the HTML the slot's renderer makes for that page (a relative link
needs the page's own address).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from markupsafe import Markup
from mkdocs.structure.pages import Page

SlotRenderer = Callable[[Page], Markup]
"""What fills a slot: the page it is on -> its HTML."""

SLOT_RE = re.compile(r'<div class="gen-slot" data-slot="(\d+)"></div>')


@dataclass
class Generated:
    """A generated page: its Markdown (set once its slots are made) and its slots."""

    markdown: str = ""
    slots: list[SlotRenderer] = field(default_factory=list)

    def page_slot(self, render: SlotRenderer) -> Markup:
        """The placeholder of a new slot, for the page's Markdown, on lines of its own."""
        self.slots.append(render)
        return Markup(f'\n<div class="gen-slot" data-slot="{len(self.slots) - 1}"></div>\n')

    def slot(self, render: Callable[[], Markup]) -> Markup:
        """A slot whose HTML is the same wherever it is (no relative link to another page)."""
        return self.page_slot(lambda page: render())

    def fill(self, html: str, page: Page) -> str:
        """The page's HTML with every slot filled."""
        if not self.slots:
            return html
        return SLOT_RE.sub(lambda m: self.slots[int(m.group(1))](page), html)
