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
from mouche.rulesets import Ruleset

from ..card_letters import rank_letter
from ..context import Site
from ..generated import Generated
from ..links import cite_links
from ..strings import N_

QUICK_SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (N_("Players and pack"), ("pack", "packets")),
    (N_("Stakes"), ("ante", "mouche_limit")),
    (N_("Decisions"), ("stand", "exchange", "passed_hand", "all_pass", "lone_player")),
    (N_("Play"), ("lead", "trick-winner", "must_head", "enforcement", "fault")),
    (N_("Payment"), ("trick_pay", "no-trick", "mouche-price", "several_mouches")),
    (
        N_("The mouche"),
        ("mouche-wins", "several-mouches", "flush_takes_owed", "saving", "silence"),
    ),
)
"""The page's sections, each with its lines: an option's name (the ruleset's value of it)
or a shared rule's (``mouche.rulesets.RULES``; its wording in the template)."""


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
    """The ranks of the largest pack, highest first, and each player count's lowest rank."""
    lowest = {n: ruleset.lowest_rank(n) for n in ruleset.allowed_players}
    deepest = max(lowest.values(), key=RANKS.index)
    return RANKS[: RANKS.index(deepest) + 1], lowest


def quick_rules_page(site: Site, ruleset: Ruleset) -> Generated:
    """The page ``rulesets/quick/<id>.md``."""
    ranks, lowest = ranking(ruleset)
    sections = [
        (site.t(title), [quick_line(site, ruleset, name) for name in names])
        for title, names in QUICK_SECTIONS
    ]
    g = Generated()
    g.markdown = site.markdown(
        "pages/quick_rules.md.jinja",
        ruleset=ruleset,
        players=", ".join(map(str, ruleset.allowed_players)),
        ranks=" ".join(rank_letter(rank, site.lang) for rank in ranks),
        lowest={n: rank_letter(rank, site.lang) for n, rank in lowest.items()},
        ranking_cites=cite_links(
            site, ruleset.rule("trick-winner").clauses + ruleset.cites("pack")
        ),
        deal_cites=cite_links(site, ruleset.cites("packets")),
        sections=sections,
    )
    return g
