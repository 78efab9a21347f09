"""Cotton's Beast (cotton1674-beast): three heaps taken up each deal (option heaps,
ed.beast-heaps), dealt and played as at French Ruff (option trump_again)."""

from __future__ import annotations

from engine_helpers import deal, record_deal, run

from mouche.cards import parse_cards
from mouche.settlement import settle

PLAYED = (
    "p1 stand", "p2 stand", "p0 stand",
    "p1 play 5C", "p2 play KH", "p0 play AH",
    "p2 play 7S", "p0 play KS", "p1 play 4S",
    "p0 play QS", "p1 play 4C", "p2 play 8S",
    "p0 play 9D", "p1 play 4D", "p2 play JD",
    "p2 play 2H", "p0 play 8D", "p1 play 6C",
)  # fmt: skip


def test_cotton1674_beast_2_the_play_the_king_and_the_triolet() -> None:
    d = record_deal("cotton1674-beast-three-heaps")
    assert d.table.pot == 9  # a jeton a heap from each of three
    s = settle(run(d, *PLAYED))
    assert s.deltas == (-3, 0, 3) and s.pot_after == 0
    heaps = [r.text.split(" takes up ")[-1] for r in s.rulings]
    assert heaps == ["the Play, 3 jetons.", "the King, 3 jetons.", "the Triolet, 3 jetons."]


def test_cotton1674_french_ruff_6_beast_is_played_with_its_rigour() -> None:
    d = run(record_deal("cotton1674-beast-three-heaps"), *PLAYED[:5])
    assert d.legal == tuple(parse_cards("AH"))  # trump again, though the ace cannot win


def test_ed_beast_heaps_the_turned_up_king_and_no_triolet() -> None:
    """The king of trumps turned up: the dealer takes up the King; no three of a sort: the
    Triolet goes with the Play."""
    hands = ["AH QH QS 9D 8D", "4S 5C 4D 7C 6C", "JH 2H 7S 8S JD"]
    d = run(deal("cotton1674-beast", hands, "KH"), "p1 stand", "p2 stand", "p0 stand")
    while not d.is_over:
        d = d.apply(d.legal_actions()[0])
    s = settle(d)
    texts = " ".join(r.text for r in s.rulings)
    assert "p0 has the king of trumps" in texts and "Nobody has three of a sort" in texts
    assert sum(s.deltas) == 0 and s.pot_after == 0
