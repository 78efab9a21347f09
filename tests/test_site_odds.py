"""The numbers page's odds table as built (issue 36.2): a flush as each preset counts one,
grouped by what counts, in each language's words and numbers; the presets that count none
named, with no number."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from mouche.messages import GROUPING
from mouche.odds import no_flush, preset_tables

PAGES = {"en": "rulesets/numbers/index.html", "fr": "fr/rulesets/numbers/index.html",
         "ru": "ru/rulesets/numbers/index.html"}  # fmt: skip
GROUPS = {
    "en": ("Five cards of one suit count", "four of a suit with Pam", "five court cards (a blaze)",
           "No flush: three cards a hand", "No flush: these rules count no hand as dealt"),
    "fr": ("Cinq cartes d’une couleur comptent", "quatre d’une couleur avec Pam",
           "cinq figures (un blaze)", "Pas de flush\u202f: trois cartes par main",
           "Pas de flush\u202f: ces règles ne comptent aucune main à la donne"),
    "ru": ("Считаются пять карт одной масти", "четыре одной масти с Pam", "пять фигур (блейз)",
           "Флеша нет: по три карты на руку",
           "Флеша нет: эти правила не считают ни одной руки при сдаче"),
}  # fmt: skip


def _groups(built_site: Path, lang: str) -> list[str]:
    """The odds table's groups (its tbody elements), as HTML."""
    page = (built_site / PAGES[lang]).read_text(encoding="utf-8")
    table = page[page.index('class="odds-table"') :]
    table = table[: table.index("</table>")].replace("<wbr>", "")  # where long numbers break
    return re.findall(r"<tbody>(.*?)</tbody>", table, re.S)


def _number(n: int, lang: str) -> str:
    return f"{n:,}".replace(",", GROUPING[lang])


@pytest.mark.parametrize("lang", PAGES)
def test_the_odds_are_grouped_by_what_each_preset_counts(built_site: Path, lang: str) -> None:
    groups = _groups(built_site, lang)
    assert len(groups) == len(GROUPS[lang])
    for group, words in zip(groups, GROUPS[lang], strict=True):
        assert words in html.unescape(group), (lang, words)
    rows = preset_tables()
    keys = list(dict.fromkeys(r.counted.key for r in rows))
    assert keys == ["five", "five+jack-of-clubs", "five+jack-of-clubs+blaze"]
    for row in rows:
        group = groups[keys.index(row.counted.key)]
        for p in (row.odds.hand, row.odds.at_least(1), row.odds.at_least(2)):
            # every fraction in full, in the page's language
            frac = f"{_number(p.numerator, lang)}/{_number(p.denominator, lang)}"
            assert frac in group, (lang, row.counted.key, row.odds.players)
        for pid in row.presets:  # each linked to its ruleset
            assert f'#ruleset-{pid}"' in group
    # the presets that count no flush: named, under why, with no number
    for group, ids in zip(groups[3:], no_flush().values(), strict=True):
        assert all(f'#ruleset-{pid}"' in group for pid in ids)
        assert "odds-frac" not in group
