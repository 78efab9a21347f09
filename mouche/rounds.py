"""How long a session plays: the deals asked for, or, in the Britannica's Loo, on till a hand
without a loo (option ``round_end``).  [`mouche.session.play_session`][mouche.session.play_session]
asks [`goes_on`][goes_on] before every deal; the simulator sizes its figures by
[`most_deals`][most_deals].
"""

from __future__ import annotations

from mouche.chosen import RoundEnd
from mouche.registry import implements
from mouche.rulesets import Ruleset
from mouche.settlement import Settlement


def has_loo(settlement: Settlement) -> bool:
    """Whether a deal has a loo: a player who played and took no trick, or forfeited as one
    who did (the settlement's mouches made)."""
    return bool(settlement.made)


def most_deals(ruleset: Ruleset, players: int, asked: int) -> int:
    """The most deals a session of ``asked`` deals can play: one round more where a loo in
    the last deal makes the game go on (ed.round-end-cap)."""
    if ruleset.chosen.round_end is RoundEnd.DEALS_ASKED or not asked:
        return asked
    return asked + players


@implements("eb1911-loo.1", "ed.round-end-cap", "ed.session-deals")
def goes_on(
    ruleset: Ruleset, players: int, asked: int, played: int, last: Settlement | None
) -> bool:
    """Whether a session of ``asked`` deals plays another after the ``played`` it has
    (``last``: the settlement of the last of them).  Always while fewer than asked; then,
    under option ``round_end`` = ``hand-without-loo``, while the last deal has a loo ("if
    there is a loo in the last deal of a round, the game continues till there is a hand
    without a loo"), one round more at most, as many deals as there are players; under
    ``deals-asked``, never (ed.session-deals).

    Clauses: eb1911-loo.1, ed.round-end-cap, ed.session-deals.
    """
    if played < asked:
        return True
    if last is None or played >= most_deals(ruleset, players, asked):
        return False
    return has_loo(last)


__all__ = ["goes_on", "has_loo", "most_deals"]
