"""The family side by side (``family.md``, issue 36 point 1): every quoted word is the
source's own, every clause it cites exists, every playable column opens its ruleset, quick
rules and Play with its preset, and the page is there in three languages."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from sitegen.family import GAMES, POINTS, WORDS

from mouche.edition.clean import plain_reading
from mouche.edition.loading import load_library
from mouche.edition.model import Library
from mouche.options import OPTIONS
from mouche.presets import PRESETS


@cache
def _library() -> Library:
    return load_library()


def _text(clause_id: str) -> str:
    clause = _library().clauses[clause_id]
    return plain_reading(clause.reading) if clause.reading else clause.report


def test_every_quote_is_the_sources_own_words_in_its_clause() -> None:
    """Never invented: each excerpt is found, exactly, in the reading (or, for van der Aa,
    the report) of the clause it cites, and that clause belongs to the column's text."""
    sources = {g.id: g.source for g in GAMES}
    assert len(WORDS) >= 80
    for (game, point), quotes in WORDS.items():
        assert game in sources and point in {p for p, _, _ in POINTS}
        for clause, words in quotes:
            assert clause.startswith(sources[game] + "."), (game, clause)
            assert words in _text(clause), (game, point, clause, words)


def test_each_column_names_its_text_and_each_playable_one_its_preset() -> None:
    assert [g.year for g in GAMES if g.year] == sorted(g.year for g in GAMES if g.year)
    assert {g.preset for g in GAMES if g.preset} <= set(PRESETS)
    assert all(g.preset for g in GAMES)  # every game of the texts in hand is played (issue 35)
    assert all(PRESETS[g.preset].reads[0] == g.source for g in GAMES if g.preset)
    assert all(
        set((options,) if isinstance(options, str) else options) <= set(OPTIONS)
        for _, _, options in POINTS
    )


def test_the_page_links_each_cell_and_opens_each_game(built_site: Path) -> None:
    html = (built_site / "family" / "index.html").read_text(encoding="utf-8")
    table = html[html.index('class="family-table"') :]
    rows = re.findall(r'<tr id="family-point-([\w-]+)">', table)
    assert rows == [p for p, _, _ in POINTS]
    # one cell a game in every row, each with the text's words or "Not stated"
    assert table.count("<td data-game=") == len(POINTS) * len(GAMES)
    quoted = sum(len(q) for q in WORDS.values())
    assert table.count("<q") == quoted
    assert table.count("Not stated") == len(POINTS) * len(GAMES) - len(WORDS)
    # every clause link resolved by autorefs to the clause's anchor on its source page
    for clause in {c for quotes in WORDS.values() for c, _ in quotes}:
        page = clause.split(".")[0]
        assert f'href="../sources/{page}/#{clause}"' in table, clause
    assert "<autoref" not in html
    # a playable game opens its ruleset, its quick rules and Play with its preset
    for g in GAMES:
        if g.preset:
            assert f'href="../rulesets/quick/{g.preset}/"' in html
            assert f"../try/play/?ruleset={g.preset}&amp;players=" in html
            assert (built_site / "rulesets" / "quick" / g.preset / "index.html").is_file()
    # a French excerpt is marked French, inside an English page
    assert '<q lang="fr">dit seulement : Je m' in html


def test_the_page_is_translated_and_its_quotes_are_not(built_site: Path) -> None:
    for lang, title, silent in (("fr", "La famille côte à côte", "Non dit"),
                                ("ru", "Семейство рядом", "Не сказано")):  # fmt: skip
        html = (built_site / lang / "family" / "index.html").read_text(encoding="utf-8")
        assert "<h1" in html and title in html
        assert silent in html and "Not stated" not in html
        assert "as many may play as the Cards will permit" in html  # Cotton stays Cotton


def test_the_history_timeline_opens_each_game_from_its_text(built_site: Path) -> None:
    """Issue 36.4: each text of the chronology links Play with every ruleset reading it."""
    html = (built_site / "history" / "index.html").read_text(encoding="utf-8")
    for preset, r in PRESETS.items():
        link = f'class="tl-play" href="../try/play/?ruleset={preset}&amp;players=4'
        assert link in html, preset
        # on the line of the text the ruleset reads first
        line = html[html.rindex("<li>", 0, html.index(link)) : html.index(link)]
        assert f'href="../sources/{r.reads[0]}/' in line, preset
