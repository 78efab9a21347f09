"""The end of a session (option ``round_end``, issue 35): the Britannica's Loo plays on after
a loo in the last deal, till a hand without one (eb1911-loo.1), one round more at most
(ed.round-end-cap); every other preset plays the deals asked for (ed.session-deals).

The seeds are fixed: each was found to show what its test names.
"""

from __future__ import annotations

import itertools
import random

import pytest

from mouche.chosen import RoundEnd
from mouche.deal_plan import playing_order
from mouche.editorial import BY_ID
from mouche.presets import PRESETS, get_ruleset
from mouche.rounds import goes_on, has_loo, most_deals
from mouche.session import next_dealer, play_session
from mouche.simulate import Plan, simulate
from mouche.simulate_run import Run
from mouche.simulate_tally import merge, tally, tally_from_json, tally_json

EB = get_ruleset("eb1911-loo")
ASKED = EB.replace(round_end="deals-asked")


def _loos(session: object) -> list[bool]:
    return [has_loo(d.settlement) for d in session]  # type: ignore[attr-defined]


def test_the_britannica_sets_the_game_going_on_after_a_loo() -> None:
    assert EB.chosen.round_end is RoundEnd.HAND_WITHOUT_LOO
    assert EB.reasons["round_end"] == ("eb1911-loo.1", "ed.round-end-cap")
    others = [rid for rid, r in PRESETS.items() if r.chosen.round_end is not RoundEnd.DEALS_ASKED]
    assert others == ["eb1911-loo"]
    for did in ("ed.session-deals", "ed.round-end-cap", "ed.playing-order"):
        assert did in BY_ID


def test_a_loo_in_the_last_deal_asked_plays_on_till_a_hand_without_one() -> None:
    session = play_session(EB, 4, 4, random.Random(6))
    loos = _loos(session)
    assert len(session) == 6
    assert loos[3] and all(loos[3:-1]) and not loos[-1]
    assert [d.deal.table.dealer for d in session] == [0, 1, 2, 3, 0, 1]  # the same rotation
    for before, after in itertools.pairwise(session):
        assert after.deal.table.pot_before == before.settlement.pot_after
    assert sum(session.totals) + session[-1].settlement.pot_after == 0


def test_no_loo_in_the_last_deal_asked_ends_the_session_there() -> None:
    for seed in range(20):
        session = play_session(EB, 4, 4, random.Random(seed))
        if not has_loo(session[3].settlement):
            assert len(session) == 4
        else:
            ended = not has_loo(session[-1].settlement)
            assert (len(session) > 4 and ended) or len(session) == 8


@pytest.mark.parametrize("seed", range(12))
def test_the_deals_asked_for_is_all_the_default_plays(seed: int) -> None:
    session = play_session(ASKED, 4, 4, random.Random(seed))
    assert len(session) == 4
    played_on = play_session(EB, 4, 4, random.Random(seed))

    def seen(s: object) -> list[object]:
        return [(d.deal.table.dealt, d.deal.history, d.settlement.deltas) for d in s]  # type: ignore[attr-defined]

    assert seen(played_on)[:4] == seen(session)  # the same four deals
    assert sum(session.totals) + session[-1].settlement.pot_after == 0


def test_one_round_more_at_most_even_with_a_loo_at_the_end() -> None:
    session = play_session(EB, 4, 1, random.Random(6))
    assert len(session) == 1 + 4 == most_deals(EB, 4, 1)
    assert all(_loos(session))  # the cap ends it with a loo still in the last deal
    assert sum(session.totals) + session[-1].settlement.pot_after == 0


def test_goes_on_never_passes_the_cap() -> None:
    last = play_session(EB, 4, 1, random.Random(6))[-1].settlement
    assert has_loo(last)
    assert [goes_on(EB, 4, 3, n, last) for n in range(3, 9)] == [True] * 4 + [False] * 2
    assert not goes_on(ASKED, 4, 3, 3, last)
    assert not goes_on(EB, 4, 0, 0, None)  # no deal asked: none played
    assert most_deals(ASKED, 4, 3) == 3 and most_deals(EB, 4, 0) == 0


def test_the_simulator_counts_the_deals_played_on() -> None:
    out = simulate(Plan(EB, 4, 40, 4, 5))
    assert out["deals"] > 40
    assert out["conserved"]
    assert out["basket"]["deal"] == list(range(1, 9))
    assert sum(out["ends"][k]["count"] for k in out["ends"]) == out["deals"]
    assert sum(s["decisions"]["pass"]["count"] >= 0 for s in out["per_seat"]) == 4
    plain = simulate(Plan(ASKED, 4, 40, 4, 5))
    assert plain["deals"] == 40
    assert plain["basket"]["deal"] == [1, 2, 3, 4]


def test_the_order_of_play_starts_after_the_dealer_and_the_deal_follows_it() -> None:
    assert playing_order(4, 1) == (2, 3, 0, 1)
    assert playing_order(3, 2) == (0, 1, 2)
    assert next_dealer(1, 4) == playing_order(4, 1)[0]


def test_chunks_of_sessions_played_on_merge_into_the_whole_run() -> None:
    plan = Plan(EB, 4, 40, 4, 5)
    whole = tally(plan)
    parts = [tally(plan, 0, 3), tally(plan, 3, 7)]
    assert merge(plan, parts) == whole
    assert tally_from_json(plan, tally_json(parts[0])) == parts[0]
    assert whole.deals > plan.deals and len(whole.pot_sum) == 8
    stopped = Run(plan, parts[0], interrupted=True).summary()
    assert stopped["plan"]["deals"] == 12  # the three sessions asked for twelve deals
    assert stopped["interrupted"]["deals_played"] == parts[0].deals >= 12
