"""The ``site`` message catalogue: the site's own words in French and Russian.

gettext catalogues, managed with Babel (``make catalogs``): ``docs/locale/site.pot``
extracted from the templates (``docs/overrides/**``), the generator's Python
(``N_()`` marks a word kept for later, ``sitegen.strings``), the site's name, footer
and navigation titles (``mkdocs.yml``, :func:`extract_config`) and the reader-facing
prose of ``sources/*.toml`` (:func:`extract_sources`: the glossary's definitions, our
notes on sources and clauses, with ``msgctxt`` the item's id and field) and of the example
hand records (:func:`extract_records`: their titles and notes, ``msgctxt`` ``record:NAME``
and field); ``docs/locale/<lang>/LC_MESSAGES/site.po`` and its compiled ``site.mo``, both
committed. The msgid is the English text; English needs no catalogue.
"""

from __future__ import annotations

import gettext
import re
import tomllib
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import IO, Any

from mkdocs.utils.yaml import yaml_load

LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"
"""``docs/locale``: the catalogues, and the hand-written pages' translations."""
DOMAIN = "site"

SOURCE_FIELDS: dict[str, tuple[str, ...]] = {
    "term": ("definition",),
    "source": ("year_note", "rights", "provenance", "missing", "note"),
    "clause": ("label", "note"),
}
"""Our prose in ``sources/*.toml`` the site shows in the reader's language: table -> fields
(the texts themselves, their translations and bibliographic data are not: they stay as
written in every interface)."""
SUPPLIED_TITLES = ("title", "container_title")
"""A source's title fields: bibliographic data, kept as catalogued, except a title in brackets
(supplied by us, the source having none we know: "[Page on Loo]"), which names the source in
the reader's language in running text and the navigation (``Site.source_short``)."""
PROSE_LABEL = re.compile(r"[a-z]{3,}")
"""A clause label that is our words ("Rank of the cards (reported)", "Sense 2"), not only a
locator ("Art. 5", "¶1", "p. 144"): only those are messages."""
RECORD_FIELDS = ("title", "note")
"""Our prose in a hand record of ``tests/records`` the site shows in the reader's language."""

Message = tuple[int, str, str | tuple[str, ...], list[str]]
"""What a Babel extractor yields: line, function, message (a context and message pair for
``pgettext``), comments."""


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The ``site`` catalogue of ``lang`` (none for English: the msgids are English)."""
    if lang == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang])


def source_context(item_id: str, field: str) -> str:
    """The ``msgctxt`` of a piece of source data: ``mouche.definition``."""
    return f"{item_id}.{field}"


def is_prose(field: str, value: str) -> bool:
    """Whether a field's value is our prose, a message of the catalogue."""
    return bool(value) and (field != "label" or bool(PROSE_LABEL.search(value)))


def is_supplied(value: str) -> bool:
    """Whether a title is one we supplied (in brackets), and so our words."""
    return value.startswith("[")


def has_translation(lang: str, context: str, text: str) -> bool:
    """Whether the ``site`` catalogue of ``lang`` translates ``text`` (in ``context``); a
    translation may be the English words themselves (a proper name: "Lanterloo ¶1")."""
    catalog: dict[str, str] = getattr(translations(lang), "_catalog", {})
    return f"{context}\x04{text}" in catalog


def record_context(name: str) -> str:
    """The id part of a hand record's ``msgctxt``: ``record:saved-mouche`` (then ``.title``)."""
    return f"record:{name}"


def _line_of(text: str, value: str) -> int:
    at = text.find(value[:40])
    return text.count("\n", 0, at) + 1 if at >= 0 else 1


def extract_sources(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[Message]:
    """Babel extractor of a ``sources/*.toml`` file: its reader-facing prose (``SOURCE_FIELDS``)."""
    text = fileobj.read().decode("utf-8")
    data = tomllib.loads(text)
    for table, fields in SOURCE_FIELDS.items():
        items = data.get(table, [])
        for item in [items] if isinstance(items, dict) else items:
            yield from _prose(text, str(item["id"]), item, fields)
    source = data.get("source", {})
    for field in SUPPLIED_TITLES:
        value = str(source.get(field, "")).strip()
        if is_supplied(value):
            context = source_context(str(source["id"]), field)
            yield _line_of(text, value), "pgettext", (context, value), []


def extract_records(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[Message]:
    """Babel extractor of a hand record (``tests/records/*.toml``): its title and note."""
    text = fileobj.read().decode("utf-8")
    name = Path(str(getattr(fileobj, "name", "record"))).stem
    yield from _prose(text, record_context(name), tomllib.loads(text), RECORD_FIELDS)


def _prose(
    text: str, item_id: str, item: dict[str, Any], fields: tuple[str, ...]
) -> Iterator[Message]:
    for field in fields:
        value = str(item.get(field, "")).strip()
        if is_prose(field, value):
            context = source_context(item_id, field)
            yield _line_of(text, value), "pgettext", (context, value), []


def nav_titles(nav: object) -> Iterator[str]:
    """Every title of a ``nav`` list."""
    if isinstance(nav, list):
        for item in nav:
            yield from nav_titles(item)
    elif isinstance(nav, dict):
        for title, value in nav.items():
            yield str(title)
            yield from nav_titles(value)


CONFIG_TEXTS = ("site_name", "site_description", "copyright")
"""The words of ``mkdocs.yml`` a reader sees (the header, the head's description, the footer)."""


def extract_config(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[Message]:
    """Babel extractor of ``mkdocs.yml``: the site's name, description and copyright line,
    and the navigation's titles."""
    text = fileobj.read().decode("utf-8")
    config = yaml_load(text)
    for key in CONFIG_TEXTS:
        if config.get(key):
            yield _line_of(text, key + ":"), "gettext", str(config[key]).strip(), [key]
    for title in dict.fromkeys(nav_titles(config.get("nav", []))):
        yield _line_of(text, title + ":"), "gettext", title, ["navigation title"]
