"""One build of the site: its data and its templates, handed to every kind of page."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import NamedTuple

from markupsafe import Markup

from mouche.edition.model import Source
from mouche.edition.names import work_name

from .catalogue import SUPPLIED_TITLES, has_translation, is_prose, is_supplied, source_context
from .data import SiteData
from .render import Templates

log = logging.getLogger("mkdocs.hooks.pages")
"""The site generator's messages; mkdocs counts its warnings (``--strict`` fails on them)."""


class Prose(NamedTuple):
    """A piece of our prose (a note, a record's title) as a page shows it."""

    text: str
    lang: str
    """The language it is in where that is not the page's (English, not yet translated),
    else "": a template marks it ``lang``."""


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

    def prose(self, item_id: str, field: str, text: str) -> Prose:
        """Our prose of the data (``sitegen.catalogue.SOURCE_FIELDS``, ``RECORD_FIELDS``) in
        the build's language, or in English, said so, where no translation exists yet."""
        text = text.strip()
        context = source_context(item_id, field)
        if self.english or not is_prose(field, text):
            return Prose(text, "")
        if has_translation(self.lang, context, text):
            return Prose(self.tp(context, text), "")
        return Prose(text, "en")

    def source_short(self, source: Source) -> str:
        """A source's short name in the reader's language: the name the data gives it
        (``SiteData.source_short``), its part that is a title we supplied ("A 19th-century
        English games book") said in the reader's language where translated."""
        short = self.data.source_short(source)
        for field in SUPPLIED_TITLES:
            value = getattr(source, field)
            if not is_supplied(value) or (work := work_name(value)) not in short:
                continue
            said = self.prose(source.id, field, value)
            if not said.lang:
                short = short.replace(work, work_name(said.text), 1)
        return short

    def html(self, template: str, **context: object) -> Markup:
        """The HTML of a fragment template (``fragments/mouche/<template>``)."""
        return self.templates.html(template, **context)

    def markdown(self, template: str, **context: object) -> str:
        """The Markdown of a page template (``fragments/mouche/<template>``)."""
        return self.templates.markdown(template, **context)
