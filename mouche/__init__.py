"""Mouche: a rules engine for the old French trick-taking game, with its sources cited.

The engine is data plus pure functions: [`mouche.cards`][mouche.cards],
[`mouche.rulesets`][mouche.rulesets], the deal's state machine [`mouche.deal`][mouche.deal]
(its state by name in [`mouche.state`][mouche.state]), [`mouche.settlement`][mouche.settlement],
play and sessions [`mouche.session`][mouche.session] and hand records
[`mouche.records`][mouche.records.model].
"""

from mouche.stopping import quiet_while_starting

quiet_while_starting()  # python -m mouche: Ctrl-C while the engine is imported ends quietly

from mouche.actions import Action, parse_action  # noqa: E402
from mouche.cards import Card, parse_card, parse_cards  # noqa: E402
from mouche.deal import Deal, new_deal  # noqa: E402
from mouche.errors import IllegalAction, MoucheError  # noqa: E402
from mouche.presets import PRESETS, get_ruleset  # noqa: E402
from mouche.records import parse_record, replay, replay_json  # noqa: E402
from mouche.rulesets import Ruleset  # noqa: E402
from mouche.session import deal_from_seed  # noqa: E402
from mouche.settlement import settle  # noqa: E402

__version__ = "0.1.0"

__all__ = [
    "PRESETS",
    "Action",
    "Card",
    "Deal",
    "IllegalAction",
    "MoucheError",
    "Ruleset",
    "deal_from_seed",
    "get_ruleset",
    "new_deal",
    "parse_action",
    "parse_card",
    "parse_cards",
    "parse_record",
    "replay",
    "replay_json",
    "settle",
]
