"""What the family page (``family.md``) includes: the rule points by game, each cell the
text's own words with their clause and, for a game the engine plays, the option value it
takes (``sitegen.family`` holds the words)."""

from __future__ import annotations

from dataclasses import dataclass

from markupsafe import Markup

from mouche.preset_options import sets_apart

from ..context import Site
from ..family import GAMES, POINTS, WORDS, Game
from ..links import cite_links, option_anchor
from ..strings import choice_name


@dataclass(frozen=True, slots=True)
class Quote:
    """A text's words in a cell, in the text's language, and the clause they come from."""

    words: str
    lang: str
    clause: Markup


@dataclass(frozen=True, slots=True)
class Played:
    """The value a preset takes for the point: in the reader's words, its anchor on the
    options page, its code, and what it rests on when the text is silent."""

    words: str
    anchor: str
    code: str
    cites: Markup


@dataclass(frozen=True, slots=True)
class FamilyCell:
    game: Game
    quotes: tuple[Quote, ...]
    played: Played | None


@dataclass(frozen=True, slots=True)
class FamilyRow:
    point: str
    title: str
    cells: tuple[FamilyCell, ...]


def _played(
    site: Site, game: Game, options: str | tuple[str, ...], stated: bool
) -> Played | None:
    if not game.preset:
        return None
    r = site.data.presets[game.preset]
    if isinstance(options, str):
        options = (options,)
    # of several options, the first this game sets apart from the base (van der Aa's)
    option = next((o for o in options if sets_apart(r, o)), options[0])
    value = r.options[option]
    words = site.t(choice_name(option, value))
    # where the text is silent, what the value rests on: the decision or another text
    cites = Markup("") if stated else cite_links(site, r.cites(option))
    return Played(words, option_anchor(option, site.data.choice_label(option, value)),
                  f"{option}={value}", cites)  # fmt: skip


def family_table(site: Site) -> Markup:
    """The family page's table: a row a rule point, a column a game, in the texts' order."""
    languages = {s.id: s.language for s in site.data.sources}
    rows = []
    for point, title, option in POINTS:
        cells = []
        for game in GAMES:
            quotes = tuple(
                Quote(words, languages.get(game.source, ""), cite_links(site, [clause]))
                for clause, words in WORDS.get((game.id, point), ())
            )
            cells.append(FamilyCell(game, quotes, _played(site, game, option, bool(quotes))))
        rows.append(FamilyRow(point, site.t(title), tuple(cells)))
    games = [(g, site.t(g.title), site.data.presets[g.preset] if g.preset else None) for g in GAMES]
    return site.html("family.html", games=games, rows=rows)
