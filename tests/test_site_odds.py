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


def _table(built_site: Path, lang: str) -> str:
    """The odds table, as HTML."""
    page = (built_site / PAGES[lang]).read_text(encoding="utf-8")
    table = page[page.index('class="odds-table') :]  # the first: the strength tables follow
    return table[: table.index("</table>")]


def _groups(built_site: Path, lang: str) -> list[str]:
    """The odds table's groups (its tbody elements), as HTML, with the numbers' own markup
    (a span that keeps each on one line) and the fractions' break after the slash left out."""
    table = _table(built_site, lang).replace("<wbr>", "")
    table = re.sub(r'<span class="odds-n">([^<]*)</span>', r"\1", table)
    return re.findall(r"<tbody[^>]*>(.*?)</tbody>", table, re.S)


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


NUMBER = r"\d{1,3}(?:[,\u202f\u00a0]\d{3})*"


@pytest.mark.parametrize("lang", PAGES)
def test_no_number_breaks_inside_itself_and_the_table_folds_on_a_phone(
    built_site: Path, lang: str
) -> None:
    """Issue 40: at 390 px the fractions broke in the middle of a number and the table
    scrolled sideways. Each figure ("1 in 72,409", a numerator, a denominator) is kept on one
    line (``odds-n``: white-space nowrap), a fraction may break only after its slash, and
    under 45em each row folds into blocks, each cell under its column's name."""
    table = _table(built_site, lang)
    assert not re.search(r"\d[,\u202f\u00a0]?<wbr>", table), "a break inside a number"
    assert table.count("<wbr>") == table.count('class="odds-frac"') > 0  # after each slash
    for frac in re.findall(r'<span class="odds-frac">(.*?)</span></small>', table, re.S):
        assert re.fullmatch(
            rf'<span class="odds-n">{NUMBER}</span>/<wbr><span class="odds-n">{NUMBER}</span>', frac
        ), frac
    ones = re.findall(r'<strong class="odds-n">([^<]*)</strong>', table)
    assert len(ones) == table.count('class="odds-frac"'), "each '1 in N' on one line"
    header = re.search(r"<thead[^>]*>(.*?)</thead>", table, re.S)
    assert header is not None
    columns = [
        html.unescape(c) for c in re.findall(r'<th scope="col"[^>]*>([^<]*)</th>', header[1])
    ]
    labels = [html.unescape(x) for x in re.findall(r'<td role="cell" data-label="([^"]*)"', table)]
    assert labels and set(labels) == set(columns[1:]), (labels[:3], columns)
    css = (built_site / "stylesheets" / "site.css").read_text(encoding="utf-8")
    assert ".md-typeset .odds-table .odds-n { white-space: nowrap; }" in css
    assert ".md-typeset .odds-flush td[data-label]::before" in css
