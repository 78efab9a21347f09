"""The odds of a flush as each ruleset counts one (mouche.odds.Counted): Loo's four with Pam,
Pam-loo's blaze, the rulesets that count none; checked against every deal of a small pack
enumerated one by one, against the closed count of five of a suit, and against textbook
counts for one hand of 52 cards."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from mouche.cards import Card, pack, parse_cards
from mouche.chosen import TopCard
from mouche.odds import (
    FIVE_OF_A_SUIT,
    Counted,
    dealt_together,
    no_flush,
    preset_tables,
    table_odds,
)
from mouche.presets import PRESETS

PAM = Counted(top=TopCard.JACK_OF_CLUBS)
PAM_BLAZE = Counted(top=TopCard.JACK_OF_CLUBS, blaze=True)
JACK_OF_TRUMPS = Counted(top=TopCard.JACK_OF_TRUMPS, blaze=True)

# small packs, dealt whole: one uneven (two hearts flushes fit, Pam with four hearts, courts
# enough for a blaze), one whose three plain suits are alike (the count takes them as one)
UNEVEN = parse_cards("AH KH QH JH 10H 9H 8H 7H 6H 5H JC KS QS")
EVEN = parse_cards("KH QH JH 10H KS QS JS 10S KD QD JD 10D JC")


def _tally(cards: tuple[Card, ...], seats: int, counted: Counted, trump: str) -> Counter[int]:
    """How many deals of ``seats`` labelled five-card hands from ``cards`` have ``j`` seats
    dealt a hand that counts, each deal made one by one (the hands as bit sets)."""
    wins = {
        sum(1 << i for i in idx): counted.wins(tuple(cards[i] for i in idx), trump)
        for idx in combinations(range(len(cards)), 5)
    }
    tally: Counter[int] = Counter()

    def deal(left: int, seats: int, held: int) -> None:
        if seats == 0:
            tally[held] += 1
            return
        bits = [1 << i for i in range(len(cards)) if left >> i & 1]
        for five in combinations(bits, 5):
            hand = sum(five)
            deal(left & ~hand, seats - 1, held + wins[hand])

    deal((1 << len(cards)) - 1, seats, 0)
    return tally


def _enumerated(cards: tuple[Card, ...], seats: int, counted: Counted) -> list[Fraction]:
    """``exactly[j]`` by dealing every deal, after every turn-up for the jack of trumps."""
    if counted.top is not TopCard.JACK_OF_TRUMPS:
        tally = _tally(cards, seats, counted, "S")
    else:
        tally = Counter()
        for turnup in cards:
            tally += _tally(tuple(c for c in cards if c is not turnup), seats, counted, turnup.suit)
    total = sum(tally.values())
    return [Fraction(tally[j], total) for j in range(seats + 1)]


@pytest.mark.parametrize("counted", [FIVE_OF_A_SUIT, PAM, PAM_BLAZE], ids=lambda c: c.key)
def test_two_seats_as_every_deal_of_a_small_pack_gives(counted: Counted) -> None:
    for cards in (UNEVEN, EVEN):
        assert list(table_odds(cards, 2, counted).exactly) == _enumerated(cards, 2, counted)


def test_three_seats_with_pam_and_the_blaze_as_every_deal_gives() -> None:
    cards = parse_cards("QH JH 10H 9H 8H 7H 6H 5H KS QS JS 9S JC QC 10C")  # fifteen: all dealt
    assert list(table_odds(cards, 3, PAM_BLAZE).exactly) == _enumerated(cards, 3, PAM_BLAZE)


def test_the_jack_of_trumps_counts_with_every_turn_up() -> None:
    cards = parse_cards("KH QH JH 10H 9S 8S 7S JS KC JC 10C 9C")
    assert list(table_odds(cards, 2, JACK_OF_TRUMPS).exactly) == _enumerated(
        cards, 2, JACK_OF_TRUMPS
    )


def test_the_class_count_agrees_with_the_closed_count_of_five_of_a_suit() -> None:
    for lowest in ("8", "7", "6", "3", "2"):
        cards = pack(lowest)
        closed = [table_odds(cards, k).at_least(k) for k in range(1, len(cards) // 5 + 1)]
        counted = dealt_together(cards, len(cards) // 5, FIVE_OF_A_SUIT, "S")
        assert counted[1:] == closed, lowest


def test_one_hand_of_52_cards_is_the_textbook_count() -> None:
    hands = comb(52, 5)
    five, pam, blaze = 4 * comb(13, 5), 3 * comb(13, 4), comb(12, 5)
    assert table_odds(pack("2"), 4, PAM).hand == Fraction(five + pam, hands)
    assert table_odds(pack("2"), 4, PAM_BLAZE).hand == Fraction(five + pam + blaze, hands)
    # 32 cards with Pam: four with the jack of clubs in one of three other suits
    assert table_odds(pack("7"), 4, PAM).hand == Fraction(4 * comb(8, 5) + 3 * comb(8, 4),
                                                          comb(32, 5))  # fmt: skip


def test_each_preset_counts_what_its_options_say() -> None:
    assert Counted.of(PRESETS["academie"]) == FIVE_OF_A_SUIT
    assert Counted.of(PRESETS["balzac1839"]) == FIVE_OF_A_SUIT  # Mistigris makes no flush
    assert Counted.of(PRESETS["hoyle-loo"]) == PAM
    assert Counted.of(PRESETS["pam-loo"]) == PAM_BLAZE
    assert no_flush() == {
        "three-card": ("hoyle-loo-three", "eb1911-loo"),
        "none": (
            "bete1792",
            "bete1752",
            "lanturelu",
            "cotton1674-beast",
            "cotton1674-french-ruff",
            "triomphe1765",
            "triomphe1765-together",
        ),
    }


def test_rows_group_presets_that_count_alike_on_the_same_pack_and_table() -> None:
    rows = preset_tables()
    keys = [(r.counted, r.lowest, r.odds.players) for r in rows]
    assert len(keys) == len(set(keys))
    for r in rows:
        for pid in r.presets:
            preset = PRESETS[pid]
            assert Counted.of(preset) == r.counted
            assert preset.lowest_rank(r.odds.players) == r.lowest
    by_preset = {pid: r.counted.key for r in rows for pid in r.presets}
    assert by_preset["hoyle-loo"] == "five+jack-of-clubs"
    assert by_preset["pam-loo"] == "five+jack-of-clubs+blaze"
    assert by_preset["cotton1674-lanterloo-second"] == "five"
    pam_loo = next(r for r in rows if r.presets == ("pam-loo",) and r.odds.players == 4)
    assert pam_loo.odds.at_least(1) > next(
        r.odds.at_least(1) for r in rows if "hoyle-loo" in r.presets and r.odds.players == 4
    )
