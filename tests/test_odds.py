"""The exact odds of a mouche as dealt (mouche.odds), against the engine's own deals.

The odds are counted; here the engine deals from shuffled packs (the same
``new_deal`` and packs the game uses) and the observed frequencies must agree
with the counts within a stated tolerance: at most four standard deviations of
the binomial count (a fixed seed, so the test is deterministic; a correct count
fails it about once in 16,000 seeds).
"""

from __future__ import annotations

import math
import random
import re
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest

from mouche.cards import pack
from mouche.deal import new_deal
from mouche.odds import PackTable, preset_tables, table_odds
from mouche.presets import PRESETS
from mouche.shuffle import shuffled_pack

DEALS = 6_000
SIGMAS = 4.0


def test_one_hand_is_the_textbook_count() -> None:
    # four suits of eight: 4 * C(8, 5) of the C(32, 5) hands are flushes
    assert table_odds(pack("7"), 4).hand == Fraction(4 * comb(8, 5), comb(32, 5))
    # 52 cards: 4 * C(13, 5) / C(52, 5) = 33/16660
    assert table_odds(pack("2"), 6).hand == Fraction(33, 16660)


def test_two_seats_may_share_a_suit_only_in_long_suits() -> None:
    # 36 cards (nine a suit): two mouches must be in different suits
    two = table_odds(pack("6"), 2).exactly[2]
    assert two == Fraction(4 * 3 * comb(9, 5) ** 2, comb(36, 5) * comb(31, 5))
    # 52 cards: also two in the same suit (13 cards hold two disjoint fives)
    same = 4 * comb(13, 5) * comb(8, 5)
    different = 4 * 3 * comb(13, 5) ** 2
    dealt = comb(52, 5) * comb(47, 5)
    assert table_odds(pack("2"), 2).exactly[2] == Fraction(same + different, dealt)


def test_the_distribution_sums_to_one_and_means_agree() -> None:
    for row in preset_tables():
        o = row.odds
        assert sum(o.exactly) == 1
        assert all(p >= 0 for p in o.exactly)
        assert o.hand == table_odds(pack(row.lowest), 1, row.counted).hand  # each seat alike


def test_every_preset_table_is_listed() -> None:
    rows = {(r.lowest, r.odds.players) for r in preset_tables()}
    for ruleset in PRESETS.values():
        for players in ruleset.allowed_players:
            if ruleset.flushes and ruleset.hand_size == 5:  # no three-card flush to count
                assert (ruleset.lowest_rank(players), players) in rows


def _within(observed: int, trials: int, p: Fraction) -> bool:
    mean = trials * float(p)
    sd = math.sqrt(trials * float(p) * (1 - float(p)))
    return abs(observed - mean) <= SIGMAS * sd + 1


@pytest.mark.parametrize(
    "row", preset_tables(), ids=lambda r: f"{r.counted.key}-{r.odds.cards}cards-{r.odds.players}p"
)
def test_the_engine_deals_mouches_as_often_as_counted(row: PackTable) -> None:
    # each row counts what its presets count: five of a suit, four with Pam, the blaze
    ruleset = PRESETS[row.presets[0]]
    players = row.odds.players
    rng = random.Random(f"odds-{row.odds.cards}-{players}")  # the same seed for every count
    hands = tables = doubles = 0
    for _ in range(DEALS):
        deal = new_deal(ruleset, players, deck=shuffled_pack(ruleset, players, rng))
        held = sum(m is not None for m in deal.table.mouches)
        hands += held
        tables += held >= 1
        doubles += held >= 2
    o = row.odds
    assert _within(hands, DEALS * players, o.hand), (hands, float(o.hand))
    assert _within(tables, DEALS, o.at_least(1)), (tables, float(o.at_least(1)))
    assert _within(doubles, DEALS, o.at_least(2)), (doubles, float(o.at_least(2)))


def test_the_numbers_page_shows_every_row_exactly(built_site: Path) -> None:
    page = (built_site / "rulesets" / "numbers" / "index.html").read_text(encoding="utf-8")
    # a fraction may break after its slash; each number is kept on one line by a span
    page = re.sub(r'<span class="odds-n">([^<]*)</span>', r"\1", page.replace("<wbr>", ""))
    for row in preset_tables():
        o = row.odds
        assert f"{o.cards} cards, {o.players} players" in page
        for p in (o.hand, o.at_least(1), o.at_least(2)):
            assert f"{p.numerator:,}/{p.denominator:,}" in page
