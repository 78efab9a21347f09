"""The Triomphe's two seatings and its dealer's own last card (encyclopedie1765-triomphe.2;
options partners and dealer_last_card; ed.sides-reading, ed.triomphe-turn-up).

Each test fails without the work: before it partners always sat alternately, saw nothing of
each other's hands, and the dealer's last card stayed hidden."""

from __future__ import annotations

import random

from engine_helpers import run

from mouche.browser_play import _view
from mouche.deal import Deal
from mouche.players.hint import hint
from mouche.players.information import sample_world
from mouche.players.seat_view import information_set
from mouche.presets import get_ruleset
from mouche.session import deal_from_seed, play_out
from mouche.settlement import settle
from mouche.shown import shown_to
from mouche.sides import partners, side_of


def _deal(seed: int = 4, players: int = 4, **options: str) -> Deal:
    return deal_from_seed(get_ruleset("triomphe1765").replace(**options), players, seed)


def test_partners_sit_together_one_side_after_the_other() -> None:
    assert partners(0, 4, together=True) == (0, 1) and partners(3, 6, together=True) == (3, 4, 5)
    assert [side_of(s, 6, together=True) for s in range(6)] == [0, 0, 0, 1, 1, 1]
    assert partners(0, 4) == (0, 2)  # the presets': alternately (ed.sides-reading)


def test_seated_together_partners_see_each_others_hands() -> None:
    d = _deal(partners="together-shown")
    assert shown_to(d, 0) == {1: d.hands[1]} and shown_to(d, 3) == {2: d.hands[2]}
    assert shown_to(_deal(), 0) == {}  # alternately, nothing is shown


def test_the_tricks_count_by_the_sides_as_seated() -> None:
    rng = random.Random(5)
    for seed in range(30):
        s = settle(play_out(_deal(seed, partners="together-shown"), rng))
        assert s.deltas[0] == s.deltas[1] == -s.deltas[2] == -s.deltas[3] != 0
        assert sum(s.deltas) == 0 and s.pot_after == 0


def test_the_reasoning_player_knows_his_partners_cards() -> None:
    d = run(_deal(partners="together-shown"))
    info = information_set(d, d.to_act)
    partner = next(s for s in partners(d.to_act, 4, True) if s != d.to_act)
    assert dict(info.shown) == {partner: d.hands[partner]}
    for seed in range(6):
        world = sample_world(info, random.Random(seed))
        assert world.hands[partner] == d.hands[partner]
        assert information_set(world, info.seat) == info
    assert hint(d, seed=1, worlds=8)["actions"]


def test_the_dealer_may_turn_up_his_own_last_card() -> None:
    d = _deal(dealer_last_card="shown")
    last = d.table.dealt[0][-1]
    assert shown_to(d, 1) == {0: (last,)} and shown_to(d, 0) == {}
    info = information_set(d, 1)
    world = sample_world(info, random.Random(2))
    assert last in world.hands[0]
    assert shown_to(_deal(), 1) == {}  # hidden, the preset's


def test_play_shows_a_partners_hand_in_the_seats_table() -> None:
    d = _deal(partners="together-shown")
    seats = _view(d.table.ruleset, 4, 0, d)["seats"]
    assert seats[1]["shown"] == [str(c) for c in d.hands[1]] and seats[1]["partner"]
    assert seats[2]["shown"] == seats[3]["shown"] == [] and not seats[2]["partner"]
    assert all(s["shown"] == [] for s in _view(_deal().table.ruleset, 4, 0, _deal())["seats"])
