"""Properties over random deals and random legal play, for every preset and player count."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mouche.actions import (
    Action,
    Answer,
    Ask,
    Declare,
    Exchange,
    Pass,
    Play,
    Protest,
    Rob,
    Silent,
    Stand,
    format_action,
)
from mouche.cards import pack
from mouche.deal import Deal
from mouche.errors import IllegalAction
from mouche.presets import PRESETS
from mouche.records import format_record, parse_record, replay
from mouche.session import deal_from_seed
from mouche.settlement import settle

TABLES = [(rid, n) for rid, r in PRESETS.items() for n in r.allowed_players]
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _cards_everywhere(d: Deal) -> Counter[str]:
    places = [*d.hands, d.talon, d.discards, d.aside, d.trick, d.turned_up]
    places += [tr.cards for tr in d.tricks]
    return Counter(str(c) for p in places for c in p)


def _random_action(d: Deal, rng: random.Random) -> Action:
    """Any action at all, legal or not."""
    seat = rng.randrange(-1, d.table.players + 1)
    full = pack(d.table.ruleset.lowest_rank(d.table.players))
    kind = rng.randrange(10)
    if kind == 0:
        return Pass(seat)
    if kind == 1:
        return Stand(seat)
    if kind == 2:
        return Exchange(seat, tuple(rng.sample(full, rng.randrange(0, 7))))
    if kind == 3:
        return Declare(seat)
    if kind == 4:
        return Ask(seat, rng.randrange(-1, d.table.players + 1))
    if kind == 5:
        return Answer(seat, rng.random() < 0.5)
    if kind == 6:
        return Silent(seat)
    if kind == 7:
        return Protest(seat)
    if kind == 8:
        return Rob(seat, tuple(rng.sample(full, rng.randint(0, 3))))
    return Play(seat, rng.choice(full))


@SETTINGS
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**32), pot=st.integers(0, 40))
def test_random_legal_play_keeps_every_invariant(
    table: tuple[str, int], seed: int, pot: int
) -> None:
    rid, n = table
    rng = random.Random(seed)
    d = deal_from_seed(rid, n, seed, dealer=seed % n, pot=pot)
    full = Counter(str(c) for c in pack(PRESETS[rid].lowest_rank(n)))
    while not d.is_over:
        assert _cards_everywhere(d) == full  # every card in exactly one place
        legal = d.legal_actions()
        assert legal  # never empty before the deal ends
        for a in legal:
            assert d.can(a), format_action(a)
        # an illegal action raises the engine's error and leaves the state unchanged
        for _ in range(3):
            a = _random_action(d, rng)
            snapshot = dataclasses.replace(d)  # the same fields, in another object
            if not d.can(a):
                try:
                    d.apply(a)
                except IllegalAction as e:
                    assert e.clause and e.message
                else:  # pragma: no cover
                    raise AssertionError(f"{a} was applied though illegal")
            assert d == snapshot
        d = d.apply(rng.choice(legal))
    assert d.legal_actions() == []
    assert _cards_everywhere(d) == full
    s = settle(d)
    assert sum(s.deltas) + s.pot_after - s.pot_before == 0  # jetons conserved
    assert s.pot_after >= 0
    if d.end is not None and d.end.kind == "tricks":
        size = d.table.ruleset.hand_size
        assert len(d.tricks) == size and sum(d.won) == size
    # replaying the record of a deal gives the same deal
    rep = replay(parse_record(format_record(d)))
    assert rep.status == "complete" and rep.error is None
    assert rep.deal.history == d.history and rep.deal.tricks == d.tricks
    assert rep.settlement == s


@SETTINGS
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**32))
def test_sessions_conserve_jetons_and_pass_the_deal(table: tuple[str, int], seed: int) -> None:
    from mouche.session import play_session

    rid, n = table
    deals = play_session(PRESETS[rid], n, 4, random.Random(seed))
    for i, pd in enumerate(deals):
        s = pd.settlement
        assert sum(s.deltas) + s.pot_after - s.pot_before == 0
        assert pd.deal.table.dealer == i % n
        if i:
            prev = deals[i - 1].settlement
            assert pd.deal.table.pot_before == prev.pot_after
            assert pd.deal.table.owed_before == prev.owed


def test_separately_sessions_carry_owed_mouches() -> None:
    from mouche.session import play_session

    r = PRESETS["vanderaa1721-limited"]
    deals = play_session(r, 4, 40, random.Random(3))
    assert any(pd.settlement.owed for pd in deals)
    for pd in deals:
        s = pd.settlement
        assert sum(s.deltas) + s.pot_after - s.pot_before == 0
        assert all(o.amount <= 20 for o in s.made)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    table=st.sampled_from(TABLES),
    seed=st.integers(0, 2**32),
    deals=st.integers(1, 5),
    pot=st.integers(0, 30),
    owed=st.lists(st.tuples(st.integers(0, 5), st.integers(1, 30)), max_size=3),
)
def test_session_records_replay_to_the_session_played(
    table: tuple[str, int], seed: int, deals: int, pot: int, owed: list[tuple[int, int]]
) -> None:
    """Every preset, 3-6 players: a played session's record replays to the same settlements,
    the totals are the sums of the deltas and jetons are conserved across the session."""
    from mouche.deal import Owed
    from mouche.records import (
        format_session,
        parse_session,
        replay_session,
        session_status,
        session_to_json,
    )
    from mouche.session import play_session

    rid, n = table
    start = tuple(Owed(s % n, a) for s, a in owed)
    played = play_session(
        PRESETS[rid], n, deals, random.Random(seed), dealer=seed % n, pot=pot, owed=start
    )
    replayed = replay_session(parse_session(format_session([pd.deal for pd in played])))
    assert session_status(replayed) == "complete"
    assert [rep.settlement for rep in replayed] == [pd.settlement for pd in played]
    assert replayed.totals == played.totals
    out = session_to_json(replayed)
    assert out["totals"] == [sum(pd.settlement.deltas[s] for pd in played) for s in range(n)]
    assert sum(out["totals"]) + out["pot_after"] - pot == 0
    assert out["owed"] == [[o.seat, o.amount] for o in played[-1].settlement.owed]


@SETTINGS
@given(
    table=st.sampled_from(TABLES),
    owed=st.lists(st.tuples(st.integers(-3, 8), st.integers(-3, 10)), min_size=1, max_size=4),
)
def test_no_owed_entry_crashes_or_charges_a_missing_seat(
    table: tuple[str, int], owed: list[tuple[int, int]]
) -> None:
    from mouche.deal import Owed, new_deal
    from mouche.errors import SetupError
    from mouche.session import play_out
    from mouche.shuffle import shuffled_pack

    rid, n = table
    entries = tuple(Owed(s, a) for s, a in owed)
    valid = all(0 <= o.seat < n and o.amount >= 1 for o in entries)
    for several in ("together", "separately"):
        r = PRESETS[rid].replace(several_mouches=several)
        deck = shuffled_pack(r, n, random.Random(n))
        try:
            d = new_deal(r, n, deck=deck, owed=entries)
        except SetupError as e:
            assert not valid and "owed mouche" in str(e)
            continue
        assert valid
        s = settle(play_out(d, random.Random(0)))
        assert sum(s.deltas) + s.pot_after - s.pot_before == 0
        assert all(0 <= o.seat < n for o in s.owed)
