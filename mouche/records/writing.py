"""Writing records: a deal, or a session's chained deals, as the TOML text of its record.

What is written reads back ([`mouche.records.reading`][mouche.records.reading]) to the
same deal: the cards as dealt, the actions so far, and only the options that differ
from the preset the ruleset is based on.
"""

from __future__ import annotations

from collections.abc import Sequence

from mouche.actions import format_action
from mouche.cards import format_cards
from mouche.deal import Deal
from mouche.presets import PRESETS, get_ruleset


def format_record(deal: Deal, title: str = "") -> str:
    """The hand record of ``deal`` (as dealt, with its actions so far)."""
    return "\n".join(_record_lines(deal, title)) + "\n"


def format_session(deals: Sequence[Deal], title: str = "") -> str:
    """The session record of chained ``deals`` (each as dealt, with its actions)."""
    lines = [f"title = {_q(title)}", ""] if title else []
    for k, d in enumerate(deals):
        lines += ["[[deals]]", *_record_lines(d, "", first=not k, rules="[deals.rules]"), ""]
    return "\n".join(lines)


def _q(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _record_lines(deal: Deal, title: str, first: bool = True, rules: str = "[rules]") -> list[str]:
    t = deal.table
    r = t.ruleset
    base = r
    while base.based_on is not None and base.id not in PRESETS:
        base = get_ruleset(base.based_on)
    lines = [f"title = {_q(title)}"] if title else []
    lines += [f"ruleset = {_q(base.id)}", f"players = {t.players}"]
    if first:
        lines += [f"dealer = {t.dealer}", f"pot = {t.pot_before}"]
    if first and t.owed_before:
        lines.append("owed = [" + ", ".join(f"[{o.seat}, {o.amount}]" for o in t.owed_before) + "]")
    if first and (t.game_deal or any(t.chalks_before)):  # a game of chalks already begun
        lines += [f"game_deal = {t.game_deal}", f"chalks = {list(t.chalks_before)}"]
    lines.append("hands = [" + ", ".join(_q(format_cards(h)) for h in t.dealt) + "]")
    lines.append(f"turnup = {_q(str(t.turnup))}")
    lines.append(f"talon = {_q(format_cards(t.talon))}")
    lines.append("actions = [")
    lines += [f"  {_q(format_action(a))}," for a in deal.history]
    lines.append("]")
    diff = {k: v for k, v in r.options.items() if base.options[k] != v}
    if diff:
        lines.append(rules)
        lines += [f"{k} = {_q(v)}" for k, v in diff.items()]
    return lines
