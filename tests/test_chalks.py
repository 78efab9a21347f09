"""Cotton's first Lanterloo (cotton1674-lanterloo): tricks chalked over a game of five deals and
paid from the stock at its end (option trick_pay = chalked; cotton1674.lanterloo.3, .7, .8,
ed.chalks-paid), the loo at the value of the cards (option loo_price; cotton1674.lanterloo.6),
and both readings of "play upon every Card" (option ante; ed.lanterloo-stake)."""

from __future__ import annotations

import json
import random

import pytest
from engine_helpers import deal, record, record_deal, run

from mouche.browser import call
from mouche.errors import MoucheError
from mouche.presets import PRESETS, get_ruleset
from mouche.records import format_record, format_session, parse_any, parse_record
from mouche.records.replays import replay_session
from mouche.session import deal_from_seed, play_out, play_session
from mouche.settlement import settle
from mouche.stakes import GAME_DEALS

RECORD = "cotton1674-lanterloo-game-paid"
LANTERLOO = get_ruleset("cotton1674-lanterloo")


def test_the_fifth_deal_pays_the_chalks_from_the_stock_while_it_lasts() -> None:
    final = run(record_deal(RECORD), *parse_record(record(RECORD)).actions)
    s = settle(final)
    assert final.table.game_deal == GAME_DEALS - 1 and final.table.chalks_before == (4, 7, 4)
    # p2 looed: five jetons, one a card (cotton1674.lanterloo.6); the stock holds 12 + 5 = 17,
    # paid from the eldest (p1 ten, p2 four, p0 the three left): ed.chalks-paid
    assert s.deltas == (3, 10, -1) and s.pot_after == 0
    assert s.chalks == (0, 0, 0)  # rubbed out: the next game starts afresh
    clauses = [r.clauses for r in s.rulings]
    assert ("cotton1674.lanterloo.8", "ed.chalks-paid") in clauses
    assert ("ed.pot-short", "ed.chalks-paid") in clauses


def test_a_game_is_five_deals_and_the_chalks_count_every_trick() -> None:
    game = play_session(LANTERLOO, 4, 2 * GAME_DEALS, random.Random(11))
    assert [d.deal.table.game_deal for d in game] == [0, 1, 2, 3, 4] * 2
    for k, d in enumerate(game):
        t, s = d.deal.table, d.settlement
        if t.game_deal == GAME_DEALS - 1:
            assert s.chalks == (0,) * 4
        else:
            gained = [a - b for a, b in zip(s.chalks, t.chalks_before, strict=True)]
            assert all(g >= 0 for g in gained) and sum(gained) in (0, LANTERLOO.hand_size)
            assert game[k + 1].deal.table.chalks_before == s.chalks
    # jetons are conserved: what the seats gained the stock lost
    assert sum(game.totals) + game[-1].settlement.pot_after == 0


def test_a_trick_pays_nothing_before_the_game_ends() -> None:
    for seed in range(40):
        d = play_out(deal_from_seed(LANTERLOO, 4, seed), random.Random(seed))
        s = settle(d)
        looed = {o.seat for o in s.made}
        # only loos move jetons at a first deal, five a loo (no revoke: the engine's player
        # keeps the duties)
        assert all(x == (-5 if seat in looed else 0) for seat, x in enumerate(s.deltas))


def test_both_readings_of_play_upon_every_card() -> None:
    """ed.lanterloo-stake: a price (ante = none) lays nothing down; a stake laid (ante =
    a-card-each) lays one jeton a card for every player at every deal."""
    price = deal_from_seed(LANTERLOO, 4, 3)
    stake = deal_from_seed(LANTERLOO.replace(ante="a-card-each"), 4, 3)
    assert price.table.opening == (0, 0, 0, 0) and price.table.pot == 0
    assert stake.table.opening == (-5, -5, -5, -5) and stake.table.pot == 20
    assert {"cotton1674.lanterloo.5", "ed.lanterloo-stake"} <= set(
        LANTERLOO.option_citation("ante").clauses
    )


def test_a_revoke_pays_all_on_the_table_and_a_loo_the_cards() -> None:
    """cotton1674.lanterloo.6: 'if you do you pay all on the Table' (what was on the game);
    looed, 'so much for your five Cards' (one jeton a card)."""
    hands = ["6C 7C 8C 9D 10D", "AH KH QH 2C 3C", "AS KS QS 4D 5D"]
    d = deal("cotton1674-lanterloo", hands, "3H", pot=9)
    d = run(d, "p2 stand", "p0 stand", "p1 stand", "p1 play 2C", "p2 play AS")
    d = run(d, "p0 play 9D")  # p0 holds clubs: a revoke, let stand under the penalty
    d = play_out(d, random.Random(1))
    s = settle(d)
    made = {o.seat: o.amount for o in s.made}
    assert made[0] == 9  # all on the table
    assert all(amount == 5 for seat, amount in made.items() if seat != 0)


def test_a_record_of_a_game_begun_round_trips() -> None:
    start = record_deal(RECORD)
    text = format_record(start)
    assert "game_deal = 4" in text and "chalks = [4, 7, 4]" in text
    again = parse_record(text).start()
    assert again.table.chalks_before == (4, 7, 4) and again.table.game_deal == 4


def test_a_session_record_carries_the_chalks_from_deal_to_deal() -> None:
    game = play_session(LANTERLOO, 3, 6, random.Random(5))
    text = format_session([d.deal for d in game])
    replayed = replay_session(parse_any(text))
    for played, rep in zip(game, replayed, strict=True):
        assert rep.settlement is not None
        assert rep.settlement.chalks == played.settlement.chalks
        assert rep.deal.table.game_deal == played.deal.table.game_deal
    assert "chalks" not in text  # a session from a game's start writes no chalks at all


def test_mouche_records_write_no_chalks() -> None:
    d = deal_from_seed("academie", 4, 1)
    assert "chalks" not in format_record(d) and "game_deal" not in format_record(d)


BAD = [
    ("chalks = [1, 2]", "one whole number (0 or more) per seat"),
    ("chalks = [1, -2, 0]", "a chalk count"),
    ('chalks = [1, "x", 0]', "a chalk count"),
    ("game_deal = 5", "0 to 4"),
    ("game_deal = 1\nchalks = [3, 3, 0]", "hold 5 at most"),
    ("chalks = [1, 0, 0]", "hold 0 at most"),
]


@pytest.mark.parametrize(("line", "said"), BAD)
def test_bad_chalks_are_refused_in_one_line(line: str, said: str) -> None:
    text = record(RECORD).replace("game_deal = 4\nchalks = [4, 7, 4]", line)
    with pytest.raises(MoucheError) as e:
        parse_record(text)
    message = str(e.value)
    assert said in message and "\n" not in message and "Traceback" not in message


def test_chalks_are_refused_where_the_game_keeps_none() -> None:
    text = record(RECORD).replace('ruleset = "cotton1674-lanterloo"', 'ruleset = "hoyle-loo"')
    with pytest.raises(MoucheError) as e:
        parse_record(text)
    assert "keeps no chalks" in str(e.value)


def test_only_the_first_preset_of_lanterloo_chalks() -> None:
    assert [rid for rid, r in PRESETS.items() if r.chalks] == ["cotton1674-lanterloo"]


def test_play_shows_the_chalks_of_a_deal() -> None:
    """The Play page's view: a column of chalks and the deal of the game (play.js reads
    ``chalked``, ``game_deal``, ``game_deals`` and each seat's ``chalks``)."""
    args = {"ruleset": "cotton1674-lanterloo", "players": 4, "seed": 3, "seat": 1, "actions": []}
    view = json.loads(call(json.dumps({"op": "position", "args": args})))["result"]
    assert view["chalked"] and view["game_deal"] == 0 and view["game_deals"] == GAME_DEALS
    for _ in range(40):
        if view["over"]:
            break
        action = f"p1 play {view['legal_cards'][0]}" if view["legal_cards"] else "p1 stand"
        answer = json.loads(
            call(json.dumps({"op": "play", "args": {**view["permalink"], "action": action}}))
        )
        view = answer["result"]
    assert view["over"]
    chalks = [s["chalks"] for s in view["seats"]]
    assert chalks == view["result"]["chalks"] and sum(chalks) in (0, LANTERLOO.hand_size)
    assert [s["chalks"] for s in view["seats"]] == [min(s["tricks"], 5) for s in view["seats"]]
    academie = {**args, "ruleset": "academie"}
    other = json.loads(call(json.dumps({"op": "position", "args": academie})))["result"]
    assert not other["chalked"] and all(s["chalks"] == 0 for s in other["seats"])


def test_the_reasoning_players_worlds_keep_the_game_so_far() -> None:
    """The chalks on the board and the deal of the game are public: every world drawn for a
    hint has them, so at a game's fifth deal its settlement pays the chalks (ed.chalks-paid)
    where before every world began a new game with none."""
    from mouche.players.hint import hint
    from mouche.players.information import sample_world
    from mouche.players.seat_view import information_set
    from mouche.session import Carry

    carry = Carry(0, 12, (), (4, 7, 4), GAME_DEALS - 1)
    d = deal_from_seed(LANTERLOO, 3, 5, carry=carry)
    info = information_set(d, d.to_act)
    assert info.chalks == (4, 7, 4) and info.game_deal == GAME_DEALS - 1
    for seed in range(4):
        world = sample_world(info, random.Random(seed))
        assert world.table.chalks_before == (4, 7, 4) and world.table.game_deal == 4
        assert information_set(world, info.seat) == info
    assert hint(d, seed=1, worlds=6)["actions"]
