"""The reasoning player (mouche.players): it sees only what its seat may see, its worlds are
consistent with that, its search is reproducible from its seed, and its hint says how it
was found."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from mouche.actions import Action, Answer, Ask, Exchange, Play, Stand, format_action
from mouche.browser import call
from mouche.cards import Card, parse_card, parse_cards
from mouche.deal import PLAY, Deal, new_deal
from mouche.errors import IllegalAction
from mouche.players import reasoning
from mouche.players.hint import hint, worlds_for
from mouche.players.information import enumerate_worlds, sample_world
from mouche.players.reasoning import candidates
from mouche.players.search import evaluate
from mouche.players.seat_view import Exchanged, information_set
from mouche.presets import PRESETS
from mouche.records import format_record
from mouche.session import deal_from_seed
from mouche.shown import shown_to
from mouche.strategy import choose


def _positions(per_table: int = 3) -> Iterator[Deal]:
    """Positions of every preset and table size, from deals played by the simple player."""
    for _rid, r in sorted(PRESETS.items()):
        for players in r.allowed_players:
            for k in range(per_table):
                seed = 1000 * players + k
                rng = random.Random(seed)
                deal = deal_from_seed(r, players, seed, dealer=k % players)
                while not deal.is_over:
                    yield deal
                    deal = deal.apply(choose(deal, rng))


def _restart(deal: Deal, hands: tuple[tuple[Card, ...], ...], talon: tuple[Card, ...]) -> Deal:
    """The same deal with other hands and talon as dealt, replayed to the same point (raises
    IllegalAction if an action seen is illegal there)."""
    t = deal.table
    other = new_deal(
        t.ruleset,
        t.players,
        t.dealer,
        hands=hands,
        turnup=t.turnup,
        talon=talon,
        pot=t.pot_before,
        owed=t.owed_before,
    )
    for a in deal.history:
        other = other.apply(a)
    return other


def _swapped(deal: Deal, seat: int, rng: random.Random) -> Deal | None:
    """``deal`` with hidden cards swapped so that ``seat`` sees nothing new: a card another
    seat still holds from the deal (never discarded, never played) with a card of the talon
    nobody has drawn, or with another such card of a third seat."""
    t = deal.table
    discarded = {c for a in deal.history if isinstance(a, Exchange) for c in a.cards}
    drawn = sum(len(a.cards) for a in deal.history if isinstance(a, Exchange))
    shown = {c for cards in shown_to(deal, seat).values() for c in cards}  # a partner's hand
    held = [
        (s, i)
        for s in range(t.players)
        if s != seat
        for i, c in enumerate(t.dealt[s])
        if c in deal.hands[s] and c not in discarded and c not in shown
    ]
    if not held:
        return None
    s, i = rng.choice(held)
    hands = [list(h) for h in t.dealt]
    talon = list(t.talon)
    others = [(s2, i2) for s2, i2 in held if s2 != s]
    if drawn < len(talon) and (not others or rng.random() < 0.5):
        j = rng.randrange(drawn, len(talon))
        hands[s][i], talon[j] = talon[j], hands[s][i]
    elif others:
        s2, i2 = rng.choice(others)
        hands[s][i], hands[s2][i2] = hands[s2][i2], hands[s][i]
    else:
        return None
    try:
        return _restart(deal, tuple(tuple(h) for h in hands), tuple(talon))
    except IllegalAction:  # the swap shows: a void, a duty or an answer the rules make public
        return None


def test_a_world_is_consistent_with_everything_the_seat_has_seen() -> None:
    rng = random.Random(5)
    checked = 0
    for deal in _positions(per_table=2):
        if rng.random() < 0.6:
            continue
        info = information_set(deal, deal.to_act)
        world = sample_world(info, random.Random(checked))
        # the seat sees the same thing in the world as in the deal: its cards, every action
        assert information_set(world, info.seat) == info
        assert world.phase == deal.phase and world.to_act == deal.to_act
        checked += 1
    assert checked > 300


def test_an_exchange_by_another_seat_shows_only_its_number_of_cards() -> None:
    deal = deal_from_seed("academie", 4, 21)
    rng = random.Random(1)
    while not any(isinstance(a, Exchange) and a.seat != deal.to_act for a in deal.history):
        deal = deal.apply(choose(deal, rng))
    info = information_set(deal, deal.to_act)
    assert any(isinstance(a, Exchanged) for a in info.seen)
    assert not any(isinstance(a, Exchange) and a.seat != info.seat for a in info.seen)


PER_TABLE = 4
"""Positions compared at each table size of each preset: every one is seen, and the
three-card games' fifteen tables no longer take half the time."""


def test_the_player_sees_nothing_of_the_hidden_cards() -> None:
    """Hidden cards swapped between other hands and the talon (the seat's information the
    same): the same information set, the same hint (every value), the same decision."""
    rng = random.Random(23)
    compared = 0
    per_table: dict[tuple[str, int], int] = {}
    for deal in _positions(per_table=2):
        table = (deal.table.ruleset.id, deal.table.players)
        if rng.random() < 0.75 or per_table.get(table, 0) >= PER_TABLE:
            continue
        seat = deal.to_act
        other = _swapped(deal, seat, rng)
        if other is None:
            continue
        assert other.hands != deal.hands or other.talon != deal.talon
        assert information_set(other, seat) == information_set(deal, seat)
        seed = rng.getrandbits(32)
        assert hint(other, seed, worlds=6) == hint(deal, seed, worlds=6)
        if deal.phase != PLAY or deal.tricks or deal.trick:  # no saved mouche to show first
            a = reasoning.play(deal, random.Random(seed), worlds=8)
            b = reasoning.play(other, random.Random(seed), worlds=8)
            assert a == b and a.seat == seat
        compared += 1
        per_table[table] = per_table.get(table, 0) + 1
    tables = {(rid, n) for rid, r in PRESETS.items() for n in r.allowed_players}
    assert compared > 80 and set(per_table) == tables


def test_what_the_rules_reveal_is_used() -> None:
    """A player who did not follow suit holds none of it in any world drawn (the duty of
    play, vanderaa1721.play); under the 'penalty' enforcement he is presumed to have kept it."""
    for rid in ("vanderaa1721", "academie-rigour"):
        found = 0
        for deal in _positions():
            if deal.ruleset.id != rid or deal.phase != PLAY or not deal.tricks:
                continue
            seat = deal.to_act
            info = information_set(deal, seat)
            voids = {
                (s, tr.cards[0].suit)
                for tr in deal.tricks
                for s, c in zip(tr.seats, tr.cards, strict=True)
                if s != seat and c.suit != tr.cards[0].suit
            }
            if not voids:
                continue
            for k in range(4):
                world = sample_world(info, random.Random(k))
                for s, suit in voids:
                    assert all(c.suit != suit for c in world.hands[s]), (rid, s, suit)
            found += 1
        assert found > 5, rid


@pytest.mark.parametrize(
    ("rid", "answer", "talon"),
    [
        ("vanderaa1721", True, "QC JC AC 10C 8H 8D 8C 7S 7H 7D 7C"),
        ("academie-1765", False, "QC JC AC 10C 8H 8D 8C 7S 7H 7D 7C 6S 6H 6D 6C"),
    ],
)
def test_an_answer_says_what_the_reading_makes_it_say(rid: str, answer: bool, talon: str) -> None:
    """p0 stands on a mouche and, asked by p1, answers truly: yes under hold-back ("I hold a
    mouche"), no under guarantee ("I cannot guarantee that I hold none"); in every world p1
    draws, p0 holds a mouche (academie.12, encyclopedie1765.sauver).  Without the answer,
    hardly any world gives him one."""
    hands = ("KS QS JS AS 10S", "KH QH 9H AH 10H", "KD QD JD AD 10D", "9S JH 9D 9C 8S")
    deal = new_deal(
        PRESETS[rid],
        4,
        3,
        hands=tuple(parse_cards(h) for h in hands),
        turnup=parse_card("KC"),
        talon=parse_cards(talon),
    )
    deal = deal.apply(Stand(0)).apply(Ask(1, 0))
    before = information_set(deal, 1)
    deal = deal.apply(Answer(0, answer))
    after = information_set(deal, 1)
    with_mouche = [
        sample_world(info, random.Random(k)).table.mouches[0] is not None
        for info in (before, after)
        for k in range(30)
    ]
    assert sum(with_mouche[:30]) <= 2 and all(with_mouche[30:])


def test_worlds_are_drawn_uniformly() -> None:
    """In trick play with few hidden hands, each consistent assignment comes up about as
    often as the others (the draws are kept with the probability that makes them so)."""
    for deal in _positions():
        if deal.phase != PLAY or len(deal.tricks) < 3:
            continue
        info = information_set(deal, deal.to_act)
        every = enumerate_worlds(info, 40)
        if every is None or len(every) < 8:
            continue
        keys = {tuple(sorted((s, str(c)) for s, h in w.items() for c in h)) for w in every}
        assert len(keys) == len(every)
        rng = random.Random(3)
        draws = 60 * len(every)
        seen: Counter[tuple[tuple[int, str], ...]] = Counter()
        for _ in range(draws):
            world = sample_world(info, rng)
            seen[tuple(sorted((s, str(c)) for s in range(info.players) if s != info.seat
                              for c in world.hands[s]))] += 1  # fmt: skip
        assert set(seen) == keys
        assert max(seen.values()) < 2.2 * min(seen.values())
        return
    pytest.fail("no position with few hidden hands")  # pragma: no cover


def test_exact_where_the_worlds_are_few() -> None:
    for deal in _positions():
        if deal.phase != PLAY or len(deal.active) != 2 or len(deal.tricks) < 3:
            continue
        info = information_set(deal, deal.to_act)
        if len(info.actions) < 2:
            continue
        every = enumerate_worlds(info, worlds_for(len(candidates(info))))
        if every is None:  # more worlds than a hint of this many actions plays
            continue
        out = hint(deal, seed=1)
        assert out["method"]["kind"] == "exact" and out["method"]["worlds"] == len(every)
        assert all(a["interval"][0] == a["value"] == a["interval"][1] for a in out["actions"])
        assert hint(deal, seed=2)["actions"] == out["actions"]  # every world: no seed in it
        return
    pytest.fail("no late position with two players")  # pragma: no cover


def test_the_search_is_reproducible_from_its_seed() -> None:
    deal = deal_from_seed("academie", 5, 77)
    info = information_set(deal, deal.to_act)
    a = evaluate(info, info.actions, seed=9, worlds=10)
    assert a == evaluate(info, info.actions, seed=9, worlds=10)
    assert a != evaluate(info, info.actions, seed=10, worlds=10)
    assert reasoning.play(deal, random.Random(4), 8) == reasoning.play(deal, random.Random(4), 8)


def test_the_player_weighs_every_choice_of_the_rules() -> None:
    """Pass, stand, an exchange of each size and a second choice of cards, a protest under
    guarantee; every card it may play; and it plays whole deals under every preset."""
    deal = deal_from_seed("academie-1765", 4, 5)
    names = [type(a).__name__ for a in reasoning.candidates(information_set(deal, deal.to_act))]
    assert {"Pass", "Stand", "Exchange", "Protest"} <= set(names)
    for rid in sorted(PRESETS):
        deal = deal_from_seed(rid, 4, 3)
        rng = random.Random(3)
        while not deal.is_over:
            a: Action = reasoning.play(deal, rng, worlds=8)
            deal = deal.apply(a)
            if isinstance(a, Play):
                assert a.card not in deal.hands[a.seat]


def _record(deal: Deal, tmp: Path) -> Path:
    path = tmp / "position.toml"
    path.write_text(format_record(deal), encoding="utf-8")
    return path


def test_the_hint_command(tmp_path: Path) -> None:
    deal = deal_from_seed("vanderaa1721", 4, 3)
    path = _record(deal, tmp_path)
    run = [sys.executable, "-m", "mouche", "hint", str(path), "--seed", "2"]
    out = json.loads(subprocess.run([*run, "--json"], capture_output=True, text=True,
                                    check=True).stdout)  # fmt: skip
    assert out == hint(deal, 2)
    assert out["seat"] == 1 and out["method"]["kind"] == "sampled"
    values = [a["value"] for a in out["actions"]]
    assert values == sorted(values, reverse=True)
    assert {a["action"] for a in out["actions"]} >= {format_action(a) for a in deal.legal_actions()}
    for a in out["actions"]:
        assert a["interval"][0] <= a["value"] <= a["interval"][1]
    text = subprocess.run(run, capture_output=True, text=True, check=True).stdout
    assert text.startswith("p1 to act (decide)") and "95% confidence interval" in text
    over = subprocess.run(
        [sys.executable, "-m", "mouche", "hint", "tests/records/saved-mouche.toml"],
        capture_output=True,
        text=True,
    )
    assert over.returncode == 2 and over.stderr == "error: the deal is over: nobody is to act\n"
    bad = subprocess.run(
        [sys.executable, "-m", "mouche", "hint", "tests/records/illegal-renege.toml"],
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 1 and "[vanderaa1721.play]" in bad.stderr


def _hint_call(args: dict[str, object]) -> dict[str, object]:
    out: dict[str, object] = json.loads(call(json.dumps({"op": "hint", "args": args})))
    return out


def test_the_facade_gives_the_hint_in_short_chunks() -> None:
    args: dict[str, object] = {"ruleset": "academie", "players": 4, "seed": 7, "seat": 1,
                               "actions": [], "hint_seed": 3}  # fmt: skip
    acc, start, calls = None, 0, 0
    while start is not None:
        res = _hint_call({**args, "start": start, **({"plus": acc} if acc else {})})
        assert res["ok"], res
        result = res["result"]
        assert isinstance(result, dict)
        assert result["per_call"] * (len(result["sums"]["actions"]) + 1) <= 240
        acc, start, calls = result["sums"], result["next"], calls + 1
    assert calls > 2
    whole = _hint_call({**args, "parts": [acc]})
    from mouche.browser import engine_moves, position_of

    _, _, seed, seat, deal = position_of(args)
    assert whole["ok"] and whole["result"] == {"hint": hint(engine_moves(deal, seat, seed), 3)}
    record = format_record(engine_moves(deal, seat, seed))
    first = _hint_call({"record": record, "hint_seed": 3, "count": 1})
    assert first["ok"] and first["result"]["next"] == 1
    for bad, message in (
        ({**args, "parts": [{**acc, "n": 3}]}, "the chunks hold 3 worlds"),
        ({**args, "parts": [{**acc, "sum": ["x"]}]}, "malformed (field sum)"),
        ({**args, "hint_seed": 4, "parts": [acc]}, "of another position or seed"),
        ({**args, "count": 10**6}, "count must be from 1"),
        ({"record": "ruleset = 1"}, "ruleset"),
        ({"record": Path("tests/records/saved-mouche.toml").read_text()}, "the deal is over"),
    ):
        out = _hint_call(bad)
        assert out["ok"] is False and message in out["error"]["message"], (message, out)
