"""Reading records: a hand or session record's TOML text into the record model.

The text first keeps the input contract of
[`mouche.records.contract`][mouche.records.contract] (size, nesting, known fields,
typed values); then the cards and the table are checked by dealing them.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import mouche.records.contract as contract
from mouche.cards import Card, parse_card, parse_cards
from mouche.deal import Owed
from mouche.errors import CardError, MoucheError, RecordError
from mouche.messages import Message, counted
from mouche.presets import get_ruleset
from mouche.records.model import FIRST_DEAL_ONLY, MAX_DEALS, HandRecord, SessionRecord
from mouche.rulesets import MAX_PLAYERS
from mouche.session import next_dealer

_FIELDS = {
    "ruleset",
    "players",
    "dealer",
    "pot",
    "rules",
    "deck",
    "hands",
    "turnup",
    "talon",
    "actions",
    "owed",
    "chalks",
    "game_deal",
    "title",
    "note",
    "illustrates",
}
_SESSION_FIELDS = {"title", "note", "illustrates", "deals"}
_CARDS_CHARS = 400
"""Longest card list a field may give (a 52-card deck is under 160 characters)."""
_MAX_SEATS = MAX_PLAYERS
"""The most hands any pack seats (seventeen of three; the ruleset checks its own later)."""


def parse_record(text: str) -> HandRecord:
    """Read a hand record; any problem raises [`MoucheError`][mouche.errors.MoucheError] naming it.

    The text must keep the input contract of [`mouche.records.contract`][mouche.records.contract]
    (size, nesting, known fields, typed values).  A session record is refused as such, not for
    its ``deals`` field:

    >>> parse_record('title = "Two deals"\\n[[deals]]\\nruleset = "academie"\\n[[deals]]\\n')
    Traceback (most recent call last):
    mouche.errors.RecordError: this is a session record (2 deals): one deal's record is needed
    """
    data = contract.load_toml(text)
    if is_session(data):
        deals = data["deals"]
        count = counted(" ({} deal)", " ({} deals)", len(deals)) if isinstance(deals, list) else ""
        raise RecordError(
            "this is a session record{count}: one deal's record is needed", count=count
        )
    return record_from_table(data)


def parse_any(text: str) -> HandRecord | SessionRecord:
    """Read a hand record or a session record (one with ``[[deals]]``)."""
    data = contract.load_toml(text)
    return session_from_table(data) if is_session(data) else record_from_table(data)


def parse_session(text: str) -> SessionRecord:
    """Read a session record; any problem raises [`MoucheError`][mouche.errors.MoucheError] naming
    it."""
    data = contract.load_toml(text, Message("session record"))
    if not is_session(data):
        raise RecordError("a session record needs a [[deals]] array of hand records")
    return session_from_table(data)


def is_session(data: dict[str, Any]) -> bool:
    """Whether a TOML table is a session record (it has a ``deals`` array)."""
    return "deals" in data


def _cards(data: dict[str, Any], key: str) -> tuple[Card, ...]:
    try:
        return parse_cards(contract.text(data, key, limit=_CARDS_CHARS))
    except CardError as e:
        raise RecordError("field {key!r}: {error}", key=key, error=e) from None


def record_from_table(data: dict[str, Any], where: str = "") -> HandRecord:
    """A hand record from its TOML table (a whole file, or one ``[[deals]]`` entry)."""
    contract.check_keys(data, _FIELDS, where)
    ruleset = get_ruleset(contract.text(data, "ruleset"))
    rules = contract.rule_overrides(contract.subtable(data, "rules", {}))
    if rules:
        ruleset = ruleset.replace(**rules)
    players = contract.whole(data, "players")
    dealer = contract.whole(data, "dealer", 0)
    pot = contract.whole(data, "pot", 0)
    actions = contract.actions(data)
    owed = []
    for o in contract.array(data, "owed", []):
        if not isinstance(o, list) or len(o) != 2:
            raise RecordError("each owed mouche is [seat, amount], not {o}", o=contract.describe(o))
        # Only typed and bounded here; stakes.check_owed says which seats and amounts are owed.
        low = -contract.MAX_WHOLE
        seat, amount = (contract.whole_value(x, "an owed entry", low=low) for x in o)
        owed.append(Owed(seat, amount))
    chalks = tuple(
        [contract.whole_value(c, "a chalk count") for c in contract.array(data, "chalks", [])]
    )  # one a seat; stakes.check_chalks says whether they fit the table and the game
    game_deal = contract.whole(data, "game_deal", 0)
    deck = hands = turnup = None
    talon: tuple[Card, ...] = ()
    if "deck" in data:
        if "hands" in data or "turnup" in data or "talon" in data:
            raise RecordError("give either 'deck' or 'hands' with 'turnup' and 'talon', not both")
        deck = _cards(data, "deck")
    elif "hands" in data:
        raw = contract.array(data, "hands", limit=_MAX_SEATS)
        if not all(isinstance(h, str) and len(h) <= _CARDS_CHARS for h in raw):
            raise RecordError("field 'hands' must be a list of strings, one hand per seat")
        try:
            hands = tuple(parse_cards(h) for h in raw)
            turnup = parse_card(contract.text(data, "turnup"))
        except CardError as e:
            raise RecordError("field 'hands' or 'turnup': {error}", error=e) from None
        talon = _cards(data, "talon") if "talon" in data else ()
    else:
        raise RecordError("missing the cards: give 'deck', or 'hands' with 'turnup' and 'talon'")
    rec = HandRecord(
        ruleset,
        players,
        dealer,
        pot,
        deck,
        hands,
        turnup,
        talon,
        actions,
        tuple(owed),
        rules,
        *contract.description(data),
        chalks=chalks,
        game_deal=game_deal,
    )
    rec.start()  # validates the table and the cards
    return rec


def session_from_table(data: dict[str, Any]) -> SessionRecord:
    """A session record from its TOML table; its messages number the deals from 0 (the
    actions, in every message, from 1)."""
    contract.check_keys(data, _SESSION_FIELDS, "session: ")
    raw = contract.array(data, "deals", limit=MAX_DEALS)
    if not raw or not all(isinstance(d, dict) for d in raw):
        raise RecordError("'deals' must be a non-empty array of tables ([[deals]])")
    deals: list[HandRecord] = []
    for k, table in enumerate(raw):
        if k:
            for key in FIRST_DEAL_ONLY:
                if key in table:
                    raise RecordError(
                        "deal {k} sets {key!r}: only the first deal may; a later deal's dealer, "
                        "pot, owed mouches and chalks follow from the deal before",
                        k=k + 1,
                        key=key,
                    )
        try:
            rec = record_from_table(table)
            if k:
                prev = deals[-1]
                if rec.ruleset != prev.ruleset or rec.players != prev.players:
                    raise RecordError(
                        "every deal of a session has the first deal's ruleset, rules and players"
                    )
                rec = dataclasses.replace(rec, dealer=next_dealer(prev.dealer, prev.players))
                rec.start()
        except MoucheError as e:
            raise RecordError("deal {k}: {error}", k=k + 1, error=e) from None
        deals.append(rec)
    return SessionRecord(
        tuple(deals),
        *contract.description(data),
    )
