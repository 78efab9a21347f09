"""Quick rules: one printable page per ruleset (``rulesets/quick/<id>.md``), the game at a
glance as that ruleset plays it (issue 24.9).

Everything on it comes from the ruleset's data: its players, its pack and the ranking the
engine plays, its value of every option (the option's title and the value's description,
the engine's own words) and the rules every ruleset shares, each line citing the clauses
and decisions this ruleset rests on (``Ruleset.cites``, ``Ruleset.rule``). The wording of
the shared rules is ours (the template); no line quotes a source.
"""

from __future__ import annotations

from dataclasses import dataclass

from markupsafe import Markup

from mouche.cards import RANKS
from mouche.chosen import LooPrice, Passing, Ranking, RevokePrice, SeveralFlushes
from mouche.preset_options import sets_apart
from mouche.rulesets import RULES, Ruleset

from ..card_letters import rank_letter
from ..context import Site
from ..generated import Generated
from ..links import cite_links
from ..strings import N_

QUICK_SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (N_("Players and pack"), ("pack", "packets", "sides", "partners")),
    (N_("Stakes"), ("ante", "heaps", "mouche_limit", "loo_price", "looed_dealer")),
    (
        N_("Decisions"),
        (
            "eldest_speaks",
            "passing",
            "declarer",
            "stand",
            "exchange",
            "turnup",
            "dealer_last_card",
            "passed_hand",
            "all_pass",
            "lone_player",
            "questions",
        ),
    ),
    (
        N_("Play"),
        (
            "lead",
            "trick-winner",
            "must_head",
            "trump_again",
            "enforcement",
            "revoke_price",
            "out_of_turn",
            "fault",
        ),
    ),
    (N_("Payment"), ("trick_pay", "no-trick", "mouche-price", "several_mouches")),
    (
        N_("The mouche"),
        (
            "flush",
            "blaze",
            "mouche-wins",
            "several-mouches",
            "several_flushes",
            "flush_takes_owed",
            "saving",
            "silence",
        ),
    ),
)
"""The page's sections, each with its lines: an option's name (the ruleset's value of it)
or a shared rule's (``mouche.rulesets.RULES``; its wording in the template). A line is
shown where it says something of the ruleset ([`shown`][shown])."""

RANKING_LINES = ("top_card", "top_card_law")
"""The options said under the card ranking, where the ruleset sets them apart (the order of
the cards itself is the ranks' line, in the ruleset's order)."""

MOUCHE_LINES = frozenset(
    {
        "pack",
        "packets",
        "ante",
        "mouche_limit",
        "exchange",
        "passed_hand",
        "all_pass",
        "lone_player",
        "lead",
        "must_head",
        "enforcement",
        "trick_pay",
        "several_mouches",
    }
)
"""The options every quick page says; any other only where its ruleset sets it apart from
van der Aa's (the family's options: Pam, sides, heaps, a declarer, the eldest speaking last)."""


def shown(ruleset: Ruleset, name: str) -> bool:
    """Whether the quick page of ``ruleset`` has the line ``name``: a rule or option that
    bears on the game it plays (no mouche's rules where no hand wins as dealt, no forfeit
    for a fault where a fault is refused or paid in points)."""
    flush, r = ruleset.flushes, ruleset
    if name in ("mouche-wins", "flush_takes_owed", "saving", "silence"):
        return flush and (name == "mouche-wins" or r.game.id == "mouche")
    if name == "several-mouches":
        return flush and r.chosen.several_flushes is SeveralFlushes.TRUMPS_THEN_POINTS
    if name == "partners":  # where two sides play, where they sit
        return r.sided
    if name == "fault":
        price = r.chosen.revoke_price  # points, or the game lost, are said by their own line
        return r.penalty_enforcement and not price.points and price is not RevokePrice.THE_GAME
    apart = r.sided or r.heaps or r.declares  # a game paid otherwise than by mouches made
    if name in ("no-trick", "mouche-price"):
        own_price = name == "mouche-price" and r.chosen.loo_price is not LooPrice.ON_THE_GAME
        return not (apart or own_price)
    if name == "mouche_limit":
        return r.limit is not None or not (apart or r.chosen.loo_price is not LooPrice.ON_THE_GAME)
    if name == "several_mouches":
        return not apart
    compulsory = r.chosen.passing is Passing.PLAY_COMPULSORY
    if name in ("passed_hand", "all_pass"):
        return not compulsory
    if name == "lone_player":
        return not (compulsory or r.declares)
    if name in RULES or name in MOUCHE_LINES:
        return True
    return sets_apart(r, name)


@dataclass(frozen=True, slots=True)
class QuickLine:
    """One line of the quick rules: what it is about, what this ruleset does, its clauses."""

    name: str
    title: str
    text: str
    """The option value's description; empty for a shared rule (the template words it)."""
    cites: Markup


def quick_line(site: Site, ruleset: Ruleset, name: str) -> QuickLine:
    """The line for an option (its value under ``ruleset``) or a shared rule."""
    option = site.data.options.get(name)
    if option is not None:
        choice = option.choice(ruleset.options[name])
        cites = cite_links(site, ruleset.cites(name))
        return QuickLine(name, site.engine(option.title), site.engine(choice.description), cites)
    return QuickLine(name, "", "", cite_links(site, ruleset.rule(name).clauses))


def ranking(ruleset: Ruleset) -> tuple[tuple[str, ...], dict[int, str]]:
    """The ranks of the largest pack, highest first in the ruleset's order (option
    ``ranking``), and each player count's lowest rank."""
    lowest = {n: ruleset.lowest_rank(n) for n in ruleset.allowed_players}
    largest = max(lowest, key=lambda n: RANKS.index(lowest[n]))
    return ruleset.ranks(largest), lowest


def _section_title(ruleset: Ruleset, title: str) -> str:
    """A section's title; the mouche's is a flush's in the other games of the family."""
    if title == "The mouche" and ruleset.game.id != "mouche":
        return N_("A flush as dealt")
    return title


def quick_rules_page(site: Site, ruleset: Ruleset) -> Generated:
    """The page ``rulesets/quick/<id>.md``."""
    ranks, lowest = ranking(ruleset)
    sections = [
        (
            site.t(_section_title(ruleset, title)),
            [quick_line(site, ruleset, name) for name in names if shown(ruleset, name)],
        )
        for title, names in QUICK_SECTIONS
    ]
    whist = ruleset.chosen.ranking is Ranking.ACE_HIGH
    ranking_lines = [quick_line(site, ruleset, n) for n in RANKING_LINES if shown(ruleset, n)]
    g = Generated()
    g.markdown = site.markdown(
        "pages/quick_rules.md.jinja",
        ruleset=ruleset,
        players=", ".join(map(str, ruleset.allowed_players)),
        ranks=" ".join(rank_letter(rank, site.lang) for rank in ranks),
        lowest={n: rank_letter(rank, site.lang) for n, rank in lowest.items()},
        ranking_cites=cite_links(
            site,
            ruleset.rule("trick-winner").clauses
            + ruleset.cites("pack")
            + (ruleset.cites("ranking") if whist else ()),
        ),
        whist=whist,
        ranking_lines=ranking_lines,
        game=ruleset.game.id,
        deal_cites=cite_links(site, ruleset.cites("packets")),
        sections=sections,
    )
    return g
