"""One build of the site: its data and its templates, handed to every kind of page."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from markupsafe import Markup

from .data import SiteData
from .render import Templates

log = logging.getLogger("mkdocs.hooks.pages")
"""The site generator's messages; mkdocs counts its warnings (``--strict`` fails on them)."""


@dataclass(frozen=True)
class Site:
    """What a page is made from (``data``) and how it is written (``templates``)."""

    data: SiteData
    templates: Templates

    @property
    def lang(self) -> str:
        """The build's language (``sitegen.languages``)."""
        return self.templates.lang

    @property
    def english(self) -> bool:
        """The English build (the root tree, with the engine reference)."""
        return self.templates.lang == "en"

    def t(self, text: str) -> str:
        """``text`` (an English msgid of the ``site`` catalogue) in the build's language."""
        return self.templates.gettext(text)

    def engine(self, text: object) -> str:
        """The engine's words (``mouche`` catalogue) in the build's language."""
        return self.templates.engine(text)

    def tp(self, context: str, text: str) -> str:
        """``text`` of the source data (``msgctxt``: its id and field) in the build's language."""
        return self.templates.pgettext(context, text)

    def html(self, template: str, **context: object) -> Markup:
        """The HTML of a fragment template (``fragments/mouche/<template>``)."""
        return self.templates.html(template, **context)

    def markdown(self, template: str, **context: object) -> str:
        """The Markdown of a page template (``fragments/mouche/<template>``)."""
        return self.templates.markdown(template, **context)
