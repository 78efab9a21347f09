"""Small helpers for the engine tests: deals from explicit hands, actions from text."""

from __future__ import annotations

from pathlib import Path

from mouche.actions import parse_action
from mouche.cards import parse_card, parse_cards
from mouche.deal import Deal, Owed, new_deal
from mouche.presets import get_ruleset
from mouche.records import parse_record

RECORDS = Path(__file__).parent / "records"


def deal(
    ruleset: str,
    hands: list[str],
    turnup: str,
    talon: str = "",
    dealer: int = 0,
    pot: int = 0,
    owed: tuple[Owed, ...] = (),
    **options: object,
) -> Deal:
    """A deal from explicit hands (by seat), with optional option overrides."""
    r = get_ruleset(ruleset)
    if options:
        r = r.replace(**options)
    return new_deal(
        r,
        len(hands),
        dealer,
        hands=tuple(parse_cards(h) for h in hands),
        turnup=parse_card(turnup),
        talon=parse_cards(talon),
        pot=pot,
        owed=owed,
    )


def run(d: Deal, *actions: str) -> Deal:
    """Apply actions given as text."""
    for a in actions:
        d = d.apply(parse_action(a))
    return d


def record(name: str) -> str:
    """The text of a hand record in tests/records/."""
    return (RECORDS / f"{name}.toml").read_text(encoding="utf-8")


def record_deal(name: str) -> Deal:
    """The starting deal of a record in tests/records/."""
    return parse_record(record(name)).start()
