"""The Russian hand-written pages (issue 25.4): ``docs/locale/ru/pages/<path>.md`` for every
hand-written ``docs/<path>.md``, keeping what is not prose (include markers, a ``link``'s
text aside; example-hand fences, their ``title`` aside; widget comments; link targets;
every heading's anchor, written as an explicit ``{#id}``), and written as a Russian editor
writes: «ёлочки», not straight quotes, in the prose, and one rendering of each of the
game's terms, the glossary's. Read from the Markdown alone: the site need not be built.
The engine's, the site's and the widgets' Russian catalogues are held to the same terms, so
that a reader meets one word for each thing wherever it is shown.

The structural checks (and that every page has its Russian version) are the ones every
language shares, in ``test_page_translations.py``; this file holds the Russian-only ones."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from test_page_translations import DOCS, ENGLISH

RU = DOCS / "locale" / "ru" / "pages"
NOT_PROSE = re.compile(
    r"^(`{3,}).*?^\1[ \t]*$|`[^`]+`|\{\{.*?\}\}|<!--.*?-->|<[^>\n]+>|^ *[!?]{3}.*?$|\{[^}\n]*\}",
    re.M | re.S,
)

# The game's name declined as a masculine noun («Правила Муша», «в Муше»): the game is
# «игра Муш», feminine and undeclined; the hand, «муш», declines («нет муша»), so only the
# capitalised name after a word that governs it is refused.
GAME_DECLINED = r"(?-i:(?:[Пп]равил\w*|[Нн]азвани\w*|[Ии]гр\w*|\b[ВвОо]|простом) Муш(?:а|е|у|ем)\b)"

# A second rendering of a glossary term, and the one the pages use instead.
OTHER_RENDERINGS = {
    r"\bмушк": "муш (the glossary's 'mouche')",
    r"таллон": "талон (the glossary's 'talon')",
    r"\bфлэш": "флеш",
    r"\bна кону\b": "на игре (the glossary's 'sur le jeu', as the clause translations)",
    r"объяв\w* ренонс": "сделать ренонс (revoking is done, not declared)",
    r"\bпресет": "свод правил (a ruleset)",
    r"\bопци": "параметр (an option)",
    r"\bготов\w* правил": "готовый свод (a preset)",
    r"арбитр": "решение движка (the engine's ruling)",
    r"\bсеанс": "партия (a session of deals)",
    r"обозревател": "путеводитель по правилам (the rules explorer)",
    r"\bположени[еяюй]\b": "пункт (a clause)",
    GAME_DECLINED: "игра Муш, feminine and undeclined (the hand, муш, declines)",
    r"корзин": "банк (the pot: what is at stake, as the Russian Wikipedia translation says it)",
}
BASKET_MEANT = {"panier.definition", "balzac1839.2.note", "mouche.definition"}
"""The messages where «корзина» is the basket itself, the receptacle the French *panier*
names (its glossary entry, the note glossing Balzac's word, the pot "lying in the basket"),
not the stakes in it: the one place the word is the right one."""


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


CATALOGUES = [
    DOCS.parent / "mouche" / "locale" / "ru" / "LC_MESSAGES" / "mouche.po",
    DOCS / "locale" / "ru" / "LC_MESSAGES" / "site.po",
    DOCS / "locale" / "ru" / "LC_MESSAGES" / "widgets.po",
]
# A term whose English is in the msgid, and the Russian its rendering must not use: a hand
# record is of one deal («запись сдачи»; a session's record is «запись партии»).
BY_MSGID = {"hand record": (r"запис\w* парти", "запись сдачи (a hand record is of one deal)")}


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.name)
def test_the_russian_catalogues_use_the_pages_terms(path: Path) -> None:
    """The engine's, the site's and the widgets' Russian say each term as the pages do."""
    with path.open("rb") as fp:
        catalog = read_po(fp, locale="ru")
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        english = " ".join(ids).lower()
        for russian in strings:
            for other, instead in OTHER_RENDERINGS.items():
                if other == r"корзин" and message.context in BASKET_MEANT:
                    continue
                found = re.search(other, russian, re.I)
                assert not found, f"{ids[0]!r}: {found[0]!r}, the pages say {instead}"
            for term, (other, instead) in BY_MSGID.items():
                if term in english and "session" not in english:
                    found = re.search(other, russian, re.I)
                    assert not found, f"{ids[0]!r}: {found[0]!r}, the pages say {instead}"
