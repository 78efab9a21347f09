"""The Russian hand-written pages (issue 25.4): ``docs/locale/ru/pages/<path>.md`` for every
hand-written ``docs/<path>.md``, keeping what is not prose (include markers, a ``link``'s
text aside; example-hand fences, their ``title`` aside; widget comments; link targets;
every heading's anchor, written as an explicit ``{#id}``), and written as a Russian editor
writes: «ёлочки», not straight quotes, in the prose, and one rendering of each of the
game's terms, the glossary's. Read from the Markdown alone: the site need not be built.

The structural checks (and that every page has its Russian version) are the ones every
language shares, in ``test_page_translations.py``; this file holds the Russian-only ones."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_page_translations import DOCS, ENGLISH

RU = DOCS / "locale" / "ru" / "pages"
NOT_PROSE = re.compile(
    r"^(`{3,}).*?^\1[ \t]*$|`[^`]+`|\{\{.*?\}\}|<!--.*?-->|<[^>\n]+>|^ *[!?]{3}.*?$|\{[^}\n]*\}",
    re.M | re.S,
)

# A second rendering of a glossary term, and the one the pages use instead.
OTHER_RENDERINGS = {
    r"\bмушк": "муш (the glossary's 'mouche')",
    r"таллон": "талон (the glossary's 'talon')",
    r"\bфлэш": "флеш",
    r"\bна кону\b": "на игре (the glossary's 'sur le jeu', as the clause translations)",
    r"объяв\w* ренонс": "сделать ренонс (revoking is done, not declared)",
    r"\bпресет": "свод правил (a ruleset)",
}


@pytest.mark.parametrize("path", ENGLISH, ids=str)
def test_a_russian_page_is_set_as_russian_editors_set_text(path: Path) -> None:
    prose = NOT_PROSE.sub(" ", (RU / path).read_text("utf-8"))
    prose = re.sub(r"\A---\n.*?\n---\n", "", prose, flags=re.S)  # front matter: YAML
    assert '"' not in prose, "straight quotes in the prose: «ёлочки» instead"
    assert not re.search(r"\S — ", prose), "an em dash after a breaking space: a no-break space"
    for other, instead in OTHER_RENDERINGS.items():
        found = re.search(other, prose, re.I)
        assert not found, f"{found[0]!r}: the pages say {instead}"
    assert len(re.findall(r"[а-яё]", prose, re.I)) > len(re.findall(r"[a-z]", prose, re.I))
