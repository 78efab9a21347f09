"""The option sets the presets share: a base and the sets of Loo, three-card Loo, the Bête
and the games of two sides, each a mapping of option to value that a preset in
[`mouche.presets`][mouche.presets] spreads and then overrides where its text differs.
"""

from __future__ import annotations

from mouche.rulesets import Ruleset

VANDERAA = {
    "pack": "piquet",
    "packets": "3+2",
    "ante": "five",
    "passed_hand": "aside",
    "trick_pay": "fifth-of-pot",
    "mouche_limit": "none",
    "loo_price": "on-the-game",
    "looed_dealer": "as-any",
    "several_mouches": "together",
    "flush_takes_owed": "no",
    "must_head": "no",
    "ranking": "king-high",
    "top_card": "none",
    "top_card_law": "highest-trump",
    "exchange": "from-talon",
    "passing": "allowed",
    "flush": "five-of-a-suit",
    "lead": "any",
    "enforcement": "refuse",
    "questions": "asked",
    "silence": "counts-as-yes",
    "saving": "hold-back",
    "all_pass": "pot-stays",
    "lone_player": "five-tricks",
    "declarer": "none",
    "revoke_price": "forfeit",
    "out_of_turn": "refused",
    "several_flushes": "trumps-then-points",
    "blaze": "none",
    "turnup": "stays",
    "eldest_speaks": "first",
    "trump_again": "no",
    "partners": "alternately",
    "dealer_last_card": "hidden",
    "heaps": "one-pot",
    "sides": "none",
    "round_end": "deals-asked",
}
"""Van der Aa's Mouche as reported: every option's value, the base of every preset."""

LOO_OPTIONS = {
    **VANDERAA,
    "pack": "whole",
    "ranking": "ace-high",
    "top_card": "jack-of-clubs",
    "flush": "four-with-top",
    "questions": "none",
}
"""Hoyle's five-card Loo."""

THREE_CARDS = {
    **LOO_OPTIONS,
    "packets": "1+1+1",
    "ante": "three-each",
    "trick_pay": "third-of-pot",
    "top_card": "none",
    "flush": "none",
    "mouche_limit": "3",
}
"""Loo at three cards."""

LANTERLOO_OPTIONS = {
    **VANDERAA,
    "pack": "whole",
    "ranking": "ace-high",
    "exchange": "none",
    "questions": "none",
    "enforcement": "penalty",
    "several_flushes": "eldest",
}
"""Cotton's Lanterloo, what both ways share: the whole pack, trumps as at whist, no
exchange, a revoke paid for, the eldest's flush first."""

LANTERLOO_REASONS = {
    "pack": ("cotton1674.lanterloo.2",),
    "ranking": ("cotton1674.lanterloo.5",),
    "exchange": ("ed.no-exchange-lanterloo",),
    "flush": ("cotton1674.lanterloo.9",),
    "enforcement": ("cotton1674.lanterloo.6",),
    "questions": ("ed.no-questions",),
}
"""Why both ways of Lanterloo choose as they do."""

BETE_OPTIONS = {
    **VANDERAA,
    "pack": "piquet-32",
    "ante": "fiche-and-two-jetons",
    "must_head": "yes",
    "exchange": "none",
    "questions": "none",
    "flush": "none",
    "declarer": "first-who-plays",
}
"""The Bête: one player against the field."""

BETE_REASONS = {
    "packets": ("dictionnaire1792-bete.6",),
    "must_head": ("dictionnaire1792-bete.8",),
    "exchange": ("dictionnaire1792-bete.8",),
    "questions": ("ed.no-questions",),
    "flush": ("ed.bete-no-flush",),
}
"""Why the Bête presets choose as they do."""

SIDES = {
    **VANDERAA,
    "ante": "none",
    "trick_pay": "side-one-or-five",
    "passing": "play-compulsory",
    "exchange": "none",
    "questions": "none",
    "flush": "none",
    "sides": "of-one-two-or-three",
}
"""Two sides playing for points: French Ruff and the Triomphe."""

def sets_apart(ruleset: Ruleset, option: str) -> bool:
    """Whether ``ruleset`` sets ``option`` apart from van der Aa's Mouche, the base of every
    preset (what a page says of a game beside Mouche)."""
    return ruleset.options[option] != VANDERAA[option]


__all__ = [
    "BETE_OPTIONS",
    "BETE_REASONS",
    "LANTERLOO_OPTIONS",
    "LANTERLOO_REASONS",
    "LOO_OPTIONS",
    "SIDES",
    "THREE_CARDS",
    "VANDERAA",
    "sets_apart",
]
