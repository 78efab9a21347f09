"""Cards and notation (vanderaa1721.ranking, ajo.pack)."""

import copy
import pickle

import pytest

from mouche.cards import CARDS, RANKS, pack, parse_card, parse_cards
from mouche.errors import CardError


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("KS", "KS"),
        ("10h", "10H"),
        ("Th", "10H"),
        ("t♥", "10H"),
        ("A♦", "AD"),
        ("7c", "7C"),
        (" qs ", "QS"),
        ("2♣", "2C"),
        ("J♤", "JS"),
    ],
)
def test_notation_accepts_t_lower_case_and_symbols(text: str, card: str) -> None:
    assert str(parse_card(text)) == card


@pytest.mark.parametrize("bad", ["", "1S", "KX", "K", "11H", "KSS", "♠", "10", "QQ", "KS7"])
def test_bad_token_is_named(bad: str) -> None:
    with pytest.raises(CardError) as e:
        parse_card(bad)
    assert repr(bad.strip()) in str(e.value) or "empty" in str(e.value)


def test_parse_cards_names_the_bad_token() -> None:
    with pytest.raises(CardError, match="'ZZ'"):
        parse_cards("KS ZZ QS")


def test_vanderaa1721_ranking_ecarte_order_in_every_suit() -> None:
    for suit in "SHDC":
        powers = [CARDS[r + suit].power for r in RANKS]
        assert powers == sorted(powers, reverse=True)
    assert CARDS["JS"].power > CARDS["AS"].power > CARDS["10S"].power


def test_pack_sizes_by_lowest_rank() -> None:
    assert [len(pack(r)) for r in ("8", "7", "6", "3", "2")] == [28, 32, 36, 48, 52]
    with pytest.raises(CardError):
        pack("1")


def test_academie_11_points_court_cards_and_ace_ten() -> None:
    assert [CARDS[c].points for c in ("KS", "QS", "JS", "AS", "10S", "9S", "2S")] == [
        10,
        10,
        10,
        10,
        10,
        9,
        2,
    ]


def test_cards_are_interned_through_copy_and_pickle() -> None:
    c = parse_card("QH")
    assert copy.copy(c) is c and copy.deepcopy(c) is c
    assert pickle.loads(pickle.dumps(c)) is c
    assert c.symbol == "Q♥" and repr(c) == "Card('QH')"
