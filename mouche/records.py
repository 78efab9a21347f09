"""Hand records: a whole deal as TOML text, replayed by the tests, the site and the browser.

A record gives the ruleset (a preset id, with optional ``[rules]`` overrides),
the table, the cards (a whole ``deck`` top first, or ``hands``, ``turnup`` and
``talon``) and the actions in order::

    ruleset = "vanderaa1721"
    players = 4
    dealer = 0
    pot = 0
    deck = "KS QS JS ..."
    actions = ["p1 stand", "p2 pass", ...]

>>> rec = parse_record('ruleset = "vanderaa1721"\\nplayers = 3\\nhands = ["KS QS JS AS 10S",'
...     '"KH QH JH AH 10H", "KD QD JD AD 10D"]\\nturnup = "KC"\\nactions = ["p1 declare"]')
>>> out = replay_json(rec)
>>> out["status"], out["mouche"], out["deltas"]
('complete', {'holder': 1, 'suit': 'H', 'points': 50}, [-5, 5, 0])
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any, cast

from mouche import record_input as rin
from mouche.actions import Action, format_action, parse_action
from mouche.cards import Card, format_cards, pack, parse_card, parse_cards
from mouche.deal import Deal, Owed, new_deal
from mouche.errors import CardError, IllegalAction, MoucheError, RecordError, SetupError
from mouche.rulesets import PRESETS, Ruleset, get_ruleset
from mouche.rulings import Ruling, describe
from mouche.settlement import Settlement, settle

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
    "title",
    "note",
    "illustrates",
}


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A parsed hand record (the cards and actions still as given)."""

    ruleset: Ruleset
    players: int
    dealer: int
    pot: int
    deck: tuple[Card, ...] | None
    hands: tuple[tuple[Card, ...], ...] | None
    turnup: Card | None
    talon: tuple[Card, ...]
    actions: tuple[str, ...]
    owed: tuple[Owed, ...] = ()
    rules: dict[str, Any] = field(default_factory=dict)
    title: str = ""
    note: str = ""
    illustrates: tuple[str, ...] = ()

    def start(self) -> Deal:
        """The deal as dealt, before any action."""
        return new_deal(
            self.ruleset,
            self.players,
            self.dealer,
            deck=self.deck,
            hands=self.hands,
            turnup=self.turnup,
            talon=self.talon,
            pot=self.pot,
            owed=self.owed,
        )


def _cards(data: dict[str, Any], key: str) -> tuple[Card, ...]:
    try:
        return parse_cards(rin.text(data, key, limit=_CARDS_CHARS))
    except CardError as e:
        raise RecordError(f"field {key!r}: {e}") from None


_CARDS_CHARS = 400
"""Longest card list a field may give (a 52-card deck is under 160 characters)."""


def parse_record(text: str) -> HandRecord:
    """Read a hand record; any problem raises [`MoucheError`][mouche.errors.MoucheError] naming it.

    The text must keep the input contract of [`mouche.record_input`][mouche.record_input] (size,
    nesting, known fields, typed values).  A session record is refused as such, not for
    its ``deals`` field:

    >>> parse_record('title = "Two deals"\\n[[deals]]\\nruleset = "academie"\\n[[deals]]\\n')
    Traceback (most recent call last):
    mouche.errors.RecordError: this is a session record (2 deals): one deal's record is needed
    """
    data = rin.load_toml(text)
    if is_session(data):
        deals = data["deals"]
        count = f" ({len(deals):,} deals)" if isinstance(deals, list) else ""
        raise RecordError(f"this is a session record{count}: one deal's record is needed")
    return record_from_table(data)


def record_from_table(data: dict[str, Any], where: str = "") -> HandRecord:
    """A hand record from its TOML table (a whole file, or one ``[[deals]]`` entry)."""
    rin.check_keys(data, _FIELDS, where)
    ruleset = get_ruleset(rin.text(data, "ruleset"))
    rules = rin.rule_overrides(rin.subtable(data, "rules", {}))
    if rules:
        ruleset = ruleset.replace(**rules)
    players = rin.whole(data, "players")
    dealer = rin.whole(data, "dealer", 0)
    pot = rin.whole(data, "pot", 0)
    actions = rin.actions(data)
    owed = []
    for o in rin.array(data, "owed", []):
        if not isinstance(o, list) or len(o) != 2:
            raise RecordError(f"each owed mouche is [seat, amount], not {rin.describe(o)}")
        # Only typed and bounded here; stakes.check_owed says which seats and amounts are owed.
        seat, amount = (rin.whole_value(x, "an owed entry", low=-rin.MAX_WHOLE) for x in o)
        owed.append(Owed(seat, amount))
    deck = hands = turnup = None
    talon: tuple[Card, ...] = ()
    if "deck" in data:
        if "hands" in data or "turnup" in data or "talon" in data:
            raise RecordError("give either 'deck' or 'hands' with 'turnup' and 'talon', not both")
        deck = _cards(data, "deck")
    elif "hands" in data:
        raw = rin.array(data, "hands", limit=_MAX_SEATS)
        if not all(isinstance(h, str) and len(h) <= _CARDS_CHARS for h in raw):
            raise RecordError("field 'hands' must be a list of strings, one hand per seat")
        try:
            hands = tuple(parse_cards(h) for h in raw)
            turnup = parse_card(rin.text(data, "turnup"))
        except CardError as e:
            raise RecordError(f"field 'hands' or 'turnup': {e}") from None
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
        *rin.description(data),
    )
    rec.start()  # validates the table and the cards
    return rec


_MAX_SEATS = 10
"""More hands than any pack seats (its sizes are checked against the ruleset later)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One applied action and its rulings."""

    action: Action
    before: Deal
    after: Deal
    rulings: tuple[Ruling, ...]


@dataclass(frozen=True, slots=True)
class Replay:
    """The result of replaying a record: the deal as far as it went, and why it stopped."""

    record: HandRecord
    start: Deal
    final: Deal
    steps: tuple[Step, ...]
    error: tuple[int, IllegalAction] | None
    settlement: Settlement | None

    @property
    def status(self) -> str:
        """``"illegal"``, ``"complete"`` (the deal is over) or ``"incomplete"``."""
        if self.error is not None:
            return "illegal"
        return "complete" if self.final.is_over else "incomplete"


def replay(record: HandRecord) -> Replay:
    """Apply the record's actions in order, stopping at the first illegal one."""
    start = deal = record.start()
    steps: list[Step] = []
    error = None
    for i, text in enumerate(record.actions):
        action = parse_action(text)
        try:
            nxt = deal.apply(action)
        except IllegalAction as e:
            error = (i, e)
            break
        steps.append(Step(action, deal, nxt, tuple(describe(deal, action, nxt))))
        deal = nxt
    st = settle(deal) if deal.is_over else None
    if st is not None and steps:
        last = steps[-1]
        steps[-1] = Step(last.action, last.before, last.after, last.rulings + st.rulings)
    return Replay(record, start, deal, tuple(steps), error, st)


def replay_to_json(rep: Replay) -> dict[str, Any]:
    """The JSON object of ``python -m mouche replay --json``."""
    d, t, st = rep.final, rep.final.table, rep.settlement
    out: dict[str, Any] = {
        "status": rep.status,
        "ruleset": t.ruleset.id,
        "hands": [format_cards(h).split() for h in t.dealt],
        "turnup": str(t.turnup),
        "tricks": [
            {"leader": tr.leader, "cards": [str(c) for c in tr.cards], "winner": tr.winner}
            for tr in d.tricks
        ],
        "tricks_won": list(d.won),
        "mouche": None,
        "deltas": list(st.deltas if st else t.opening),
        "pot_after": st.pot_after if st else t.pot,
        "mouches_owed": [o.amount for o in (st.owed if st else t.owed)],
        "owed": [[o.seat, o.amount] for o in (st.owed if st else t.owed)],
        "steps": [
            {
                "action": format_action(s.action),
                "rulings": [ruling_json(r) for r in s.rulings],
            }
            for s in rep.steps
        ],
    }
    if st and st.mouche:
        out["mouche"] = {
            "holder": st.mouche.seat,
            "suit": st.mouche.suit,
            "points": st.mouche.points,
        }
    if st and d.end and d.end.kind == "lone" and t.ruleset.options["lone_player"] == "five-tricks":
        out["tricks_won"][d.end.lone] = 5
    if rep.error:
        i, e = rep.error
        out["error"] = {"action": i, "clause": e.clause, "message": e.message}
        if e.note:
            out["error"]["note"] = e.note
    return out


def ruling_json(r: Ruling) -> dict[str, Any]:
    """A ruling as JSON: its text and clauses, and the note when a clause is borrowed."""
    out: dict[str, Any] = {"text": r.text, "clauses": list(r.clauses)}
    if r.note:
        out["note"] = r.note
    return out


def replay_json(text: str | HandRecord | SessionRecord) -> dict[str, Any]:
    """Parse and replay a hand or session record; return the JSON object of ``replay --json``.

    Raises [`MoucheError`][mouche.errors.MoucheError] if the record is malformed.
    """
    rec = parse_any(text) if isinstance(text, str) else text
    if isinstance(rec, SessionRecord):
        return session_to_json(replay_session(rec))
    return replay_to_json(replay(rec))


# -- sessions: deals chained, the basket and the owed mouches carried over ------------------

_SESSION_FIELDS = {"title", "note", "illustrates", "deals"}
MAX_DEALS = 50
"""Most deals a session record may hold: fifty deals of six players keep well within the
record's size limit, so every session ``deal --session`` writes can be replayed."""
FIRST_DEAL_ONLY = ("dealer", "pot", "owed")
"""The fields only a session's first deal may set; later deals follow from the one before."""


@dataclass(frozen=True, slots=True)
class SessionRecord:
    """A parsed session record: hand records in playing order.

    Deal ``k`` is dealt by the seat after deal ``k - 1``'s dealer; its pot and owed
    mouches are what the deal before left (set when it is replayed).
    """

    deals: tuple[HandRecord, ...]
    title: str = ""
    note: str = ""
    illustrates: tuple[str, ...] = ()


def is_session(data: dict[str, Any]) -> bool:
    """Whether a TOML table is a session record (it has a ``deals`` array)."""
    return "deals" in data


def parse_any(text: str) -> HandRecord | SessionRecord:
    """Read a hand record or a session record (one with ``[[deals]]``)."""
    data = rin.load_toml(text)
    return session_from_table(data) if is_session(data) else record_from_table(data)


def parse_session(text: str) -> SessionRecord:
    """Read a session record; any problem raises [`MoucheError`][mouche.errors.MoucheError] naming
    it."""
    data = rin.load_toml(text, "session record")
    if not is_session(data):
        raise RecordError("a session record needs a [[deals]] array of hand records")
    return session_from_table(data)


def session_from_table(data: dict[str, Any]) -> SessionRecord:
    """A session record from its TOML table; deals are numbered from 0, as actions are."""
    rin.check_keys(data, _SESSION_FIELDS, "session: ")
    raw = rin.array(data, "deals", limit=MAX_DEALS)
    if not raw or not all(isinstance(d, dict) for d in raw):
        raise RecordError("'deals' must be a non-empty array of tables ([[deals]])")
    deals: list[HandRecord] = []
    for k, table in enumerate(raw):
        if k:
            for key in FIRST_DEAL_ONLY:
                if key in table:
                    raise RecordError(
                        f"deal {k} sets {key!r}: only the first deal may; a later deal's "
                        "dealer, pot and owed mouches follow from the deal before"
                    )
        try:
            rec = record_from_table(table)
            if k:
                first = deals[0]
                if rec.ruleset != first.ruleset or rec.players != first.players:
                    raise RecordError(
                        "every deal of a session has the first deal's ruleset, rules and players"
                    )
                rec = dataclasses.replace(rec, dealer=(first.dealer + k) % first.players)
                rec.start()
        except MoucheError as e:
            raise RecordError(f"deal {k}: {e}") from None
        deals.append(rec)
    return SessionRecord(
        tuple(deals),
        *rin.description(data),
    )


@dataclass(frozen=True, slots=True)
class SessionReplay:
    """A session replayed deal by deal, up to the end or the first illegal action."""

    session: SessionRecord
    replays: tuple[Replay, ...]

    @property
    def status(self) -> str:
        """``"illegal"``, ``"complete"`` (every deal over) or ``"incomplete"``."""
        last = self.replays[-1]
        if last.status != "complete":
            return last.status
        return "complete" if len(self.replays) == len(self.session.deals) else "incomplete"

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's net jetons over the deals replayed."""
        return tuple(map(sum, zip(*(_deltas(r) for r in self.replays), strict=True)))


def _deltas(rep: Replay) -> tuple[int, ...]:
    return rep.settlement.deltas if rep.settlement else rep.final.table.opening


def replay_session(session: SessionRecord) -> SessionReplay:
    """Replay the deals in order, each starting from the basket and owed mouches left before.

    Stops at an illegal action; a deal left unfinished cannot be followed by another.
    """
    replays: list[Replay] = []
    for k, rec in enumerate(session.deals):
        if replays:
            prev = replays[-1]
            if prev.settlement is None:
                if prev.error is not None:
                    break
                raise RecordError(f"deal {k - 1} is not finished, but deal {k} follows it")
            rec = dataclasses.replace(rec, pot=prev.settlement.pot_after, owed=prev.settlement.owed)
        replays.append(replay(rec))
        if replays[-1].error is not None:
            break
    return SessionReplay(session, tuple(replays))


def session_to_json(srep: SessionReplay) -> dict[str, Any]:
    """The JSON object of ``python -m mouche replay SESSION.toml --json``."""
    deals = [replay_to_json(r) for r in srep.replays]
    out: dict[str, Any] = {
        "status": srep.status,
        "deals": deals,
        "totals": list(srep.totals),
        "pot_after": deals[-1]["pot_after"],
        "owed": deals[-1]["owed"],
    }
    for k, d in enumerate(deals):
        if "error" in d:
            out["error"] = {"deal": k, **d["error"]}
    return out


def format_session(deals: list[Deal] | tuple[Deal, ...], title: str = "") -> str:
    """The session record of chained ``deals`` (each as dealt, with its actions)."""
    lines = [f"title = {_q(title)}", ""] if title else []
    for k, d in enumerate(deals):
        lines += ["[[deals]]", *_record_lines(d, "", first=not k, rules="[deals.rules]"), ""]
    return "\n".join(lines)


def shuffled_pack(ruleset: Ruleset, players: int, rng: random.Random) -> tuple[Card, ...]:
    """The ruleset's pack for ``players``, shuffled with the injected ``rng``."""
    packed = _PACKS.get((ruleset.options["pack"], players))
    if packed is None:
        full = pack(ruleset.lowest_rank(players))  # raises with the allowed counts
        packed = _PACKS[ruleset.options["pack"], players] = (full, _shuffle_of(len(full)))
    cards = list(packed[0])
    if type(rng) is random.Random and _INLINE_SHUFFLE:
        packed[1](cards, rng.getrandbits)
    else:
        rng.shuffle(cards)
    return tuple(cards)


_Shuffle = Callable[[list[Card], Callable[[int], int]], None]
_PACKS: dict[tuple[str, int], tuple[tuple[Card, ...], _Shuffle]] = {}
"""Each pack dealt and its shuffle, by the ruleset's pack option and the table size."""


@cache
def _shuffle_of(n: int) -> _Shuffle:
    """``Random.shuffle`` of ``n`` items unrolled, drawing the same bits in the same order.

    ``random.Random.shuffle`` swaps each index ``i``, last first, with a ``j`` drawn
    by ``getrandbits((i + 1).bit_length())`` until it is below ``i + 1``.  Written
    out once per length with ``i`` and the bit count as constants, the loop's own
    work (the range, ``bit_length``, the call through ``_randbelow``) is gone; the
    draws are the same ``getrandbits`` calls, so the generator ends in the same
    state.  (Drawing the words in bulk, ``getrandbits(32 * m)``, was measured slower
    in CPython and in Pyodide: each word still needs its own test in Python.)
    """
    lines = ["def shuffle(c, getrandbits):", "    pass"]
    for i in range(n - 1, 0, -1):
        k = (i + 1).bit_length()
        lines += [
            f"    j = getrandbits({k})",
            f"    while j > {i}:",
            f"        j = getrandbits({k})",
            f"    c[{i}], c[j] = c[j], c[{i}]",
        ]
    scope: dict[str, Any] = {}
    exec(compile("\n".join(lines), f"<shuffle of {n}>", "exec"), scope)
    return cast(_Shuffle, scope["shuffle"])


def _shuffle_agrees() -> bool:
    """Whether [`_shuffle_of`][_shuffle_of] gives this Python's ``Random.shuffle`` order and
    state."""
    a, b = list(range(52)), list(range(52))
    ra, rb = random.Random(1721), random.Random(1721)
    ra.shuffle(a)
    _shuffle_of(52)(b, rb.getrandbits)  # type: ignore[arg-type]
    return a == b and ra.getstate() == rb.getstate()


_INLINE_SHUFFLE = _shuffle_agrees()
"""Checked once: on a Python whose ``shuffle`` drew otherwise, ``rng.shuffle`` is used."""


def deal_from_seed(
    ruleset: Ruleset | str, players: int, seed: int, dealer: int = 0, pot: int = 0
) -> Deal:
    """A deal shuffled by ``random.Random(seed)``: the same seed gives the same deal everywhere."""
    r = get_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
    return new_deal(
        r, players, dealer, deck=shuffled_pack(r, players, random.Random(seed)), pot=pot
    )


def _q(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def format_record(deal: Deal, title: str = "") -> str:
    """The hand record of ``deal`` (as dealt, with its actions so far)."""
    return "\n".join(_record_lines(deal, title)) + "\n"


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


__all__ = [
    "FIRST_DEAL_ONLY",
    "MAX_DEALS",
    "HandRecord",
    "MoucheError",
    "Replay",
    "SessionRecord",
    "SessionReplay",
    "SetupError",
    "deal_from_seed",
    "format_record",
    "format_session",
    "is_session",
    "parse_any",
    "parse_record",
    "parse_session",
    "record_from_table",
    "replay",
    "replay_json",
    "replay_session",
    "replay_to_json",
    "session_from_table",
    "session_to_json",
    "shuffled_pack",
]
