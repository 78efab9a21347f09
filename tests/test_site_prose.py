"""Our prose in the data, in the reader's language (issue 25.2-3): the notes on sources and
clauses and the example hand records' titles and notes are messages of the ``site``
catalogue, and a page shows each in its interface's language, or in English marked
``lang="en"`` where no translation exists yet (a screen reader then reads it as English)."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from site_helpers import ROOT, page
from sitegen.catalogue import (
    extract_records,
    extract_sources,
    record_context,
    source_context,
    translations,
)

from mouche.edition.loading import load_library

LIB = load_library()
NOTE = re.compile(r'<div class="clause-note"><span class="k">[^<]*</span>\s*(<span lang="en">)?')
"""A clause's note on its source's page, and whether it is marked English."""


def _contexts(extractor: object, path: Path) -> dict[str, str]:
    with path.open("rb") as f:
        return {msg[0]: msg[1] for _, _, msg, _ in extractor(f, [], [], {})}  # type: ignore[operator]


def test_notes_and_records_are_messages_with_their_id_and_field_as_context() -> None:
    academie = _contexts(extract_sources, ROOT / "sources" / "academie.toml")
    assert academie[source_context("academie", "provenance")].startswith("Raw OCR")
    assert academie[source_context("academie.6", "note")].startswith("'Les faire aller")
    assert source_context("academie.6", "english") not in academie  # translations stay
    record = _contexts(extract_records, ROOT / "tests" / "records" / "saved-mouche.toml")
    title = record[source_context(record_context("saved-mouche"), "title")]
    assert title == "The saved mouche traps those who play on"
    assert source_context(record_context("saved-mouche"), "note") in record


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_a_note_is_in_the_readers_language_or_marked_english(built_site: Path, lang: str) -> None:
    say = translations(lang).pgettext
    checked = 0
    for source in LIB.sources.values():
        notes = [c for c in source.clauses if c.note.strip()]
        if not notes:
            continue
        shown = page(built_site, f"{lang}/sources/{source.id}/")
        marked = [bool(m.group(1)) for m in NOTE.finditer(shown.html)]
        expected = []
        for clause in notes:
            english = clause.note.strip()
            said = say(source_context(clause.id, "note"), english)
            expected.append(said == english)
            if said != english:  # the translation is shown, its ids still linked
                start = re.split(r"\w+\.[\w.-]+|'", said)[0][:20]
                assert html.escape(start, quote=True) in shown.html
        assert marked == expected, (lang, source.id)
        checked += len(notes)
    assert checked > 50


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_a_sources_provenance_is_in_the_readers_language_or_marked_english(
    built_site: Path, lang: str
) -> None:
    say = translations(lang).pgettext
    source = LIB.sources["academie"]
    english = source.provenance.strip()
    said = say(source_context("academie", "provenance"), english)
    shown = page(built_site, f"{lang}/sources/academie/").html
    at = shown.index(html.escape(said[:40], quote=True))
    row = shown.rfind("<td>", 0, at)
    assert shown[row : at].strip().endswith('<span lang="en">') == (said == english)
