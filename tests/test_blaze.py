"""Pam-loo's blaze (pam-loo.7, .8; option blaze, ed.blaze): five court cards win as a flush
does, in no suit, compared with a flush by their points."""

from __future__ import annotations

import pytest
from engine_helpers import deal, run

from mouche.actions import Declare
from mouche.errors import IllegalAction
from mouche.flush import BLAZE
from mouche.settlement import settle

# p2 holds five court cards, Pam (JC) among them; p1 a low plain flush in clubs
HANDS = ["2D 3D 4S 5S 6S", "2C 3C 4C 5C 6C", "KH QS JC KD JD", "7D 8D 9S 10S 8H"]


def test_pam_loo_7_a_blaze_sweeps_the_board() -> None:
    d = deal("pam-loo", HANDS, "9H")
    assert d.table.mouches[2] is not None and d.table.mouches[2].suit == BLAZE
    s = settle(run(d, "p1 pass", "p2 declare"))
    assert s.mouche is not None and s.mouche.seat == 2 and s.deltas[2] == s.pot_before + 5
    ruling = next(r for r in s.rulings if "blaze" in r.text)
    assert "pam-loo.7" in ruling.clauses and "five court cards" in ruling.text


def test_a_blaze_outranks_a_plain_flush_by_its_points_not_a_flush_in_trumps() -> None:
    s = settle(run(deal("pam-loo", HANDS, "9H"), "p1 declare"))
    assert s.mouche is not None and s.mouche.seat == 2  # 50 points against 20, both plain
    s = settle(run(deal("pam-loo", HANDS, "9C"), "p1 declare"))
    assert s.mouche is not None and s.mouche.seat == 1  # clubs are trumps


def test_where_the_blaze_is_not_known_five_court_cards_are_a_hand() -> None:
    d = deal("hoyle-loo", HANDS, "9H")
    assert d.table.mouches[2] is None
    with pytest.raises(IllegalAction):
        run(d, "p1 pass").apply(Declare(2))
