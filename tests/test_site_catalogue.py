"""The ``site`` message catalogue (issue 25.2): every message of the site's own words has
its French and Russian translation, each ``.mo`` is the compile of its ``.po``, the ``.po``
files hold the template's messages, and a translation keeps its placeholders and markup."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from catalogue_helpers import compiled
from site_helpers import ROOT

LOCALE = ROOT / "docs" / "locale"
LANGS = ("fr", "ru")
PLACEHOLDER = re.compile(r"%\([a-z_]+\)s")
MARKUP = re.compile(r"</?[a-z]+(?:[ \n][^<>]*)?>|`[^`]*`|\]\([^)]*\)|\*\*")
"""What a translation keeps as it is: tags, code, link targets, bold marks (a tag is a name
and its attributes: an OCR garble quoted in a note, 'coo«pt<t', is not one)."""


def _catalog(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def _po(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / "site.po"


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated(lang: str) -> None:
    catalog = _catalog(_po(lang), lang)
    untranslated = [m.id for m in catalog if m.id and (not m.string or m.fuzzy)]
    assert untranslated == []
    assert len([m for m in catalog if m.id]) > 200


@pytest.mark.parametrize("lang", LANGS)
def test_the_po_holds_the_templates_messages(lang: str) -> None:
    template = {(m.context, m.id) for m in _catalog(LOCALE / "site.pot") if m.id}
    translated = {(m.context, m.id) for m in _catalog(_po(lang), lang) if m.id}
    assert template == translated


@pytest.mark.parametrize("lang", LANGS)
def test_the_mo_is_the_compile_of_the_po(lang: str) -> None:
    mo = (LOCALE / lang / "LC_MESSAGES" / "site.mo").read_bytes()
    assert mo == compiled(_catalog(_po(lang), lang))


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_placeholders_and_markup(lang: str) -> None:
    for m in _catalog(_po(lang), lang):
        if not m.id:
            continue
        assert set(PLACEHOLDER.findall(m.id)) == set(PLACEHOLDER.findall(m.string)), m.id
        kept = Counter(x for x in MARKUP.findall(m.id) if not x.startswith("`"))
        assert kept == Counter(x for x in MARKUP.findall(m.string) if not x.startswith("`")), m.id


def test_glossary_definitions_are_messages_with_their_term_as_context() -> None:
    catalog = _catalog(_po("fr"), "fr")
    mouche = catalog.get(
        next(m.id for m in catalog if m.context == "mouche.definition"), context="mouche.definition"
    )
    assert mouche is not None and "Mouche" in mouche.string
