"""Cotton's Lanterloo (cotton1674-lanterloo-second): what the first way gives it beside the
second's own rules, and the editorial decision on a faulty pack that the Bête's text raises."""

from __future__ import annotations

import pytest
from engine_helpers import deal, run

from mouche.cards import parse_cards
from mouche.errors import SetupError
from mouche.presets import get_ruleset
from mouche.settlement import settle

LANTERLOO = "cotton1674-lanterloo-second"
# p1 (eldest) holds a low flush in clubs, p2 a high one in trumps (hearts)
HANDS = ["2D 3D 4S 5S 6S", "2C 3C 4C 5C 6C", "AH KH QH JH 10H", "7D 8D 9S 10S JS"]


@pytest.mark.parametrize(
    ("several", "winner"), [("eldest", 1), ("trumps-then-points", 2)]
)
def test_cotton1674_lanterloo_9_between_two_flushes_the_eldest_wins(
    several: str, winner: int
) -> None:
    """"if there be two loos he that is eldest hand hath the advantage" (option
    several_flushes=eldest, the preset's); Mouche's comparison gives it to the trumps."""
    d = deal(LANTERLOO, HANDS, "9H", several_flushes=several)
    s = settle(run(d, "p1 declare"))
    assert s.mouche is not None and s.mouche.seat == winner
    assert s.deltas[winner] > 0
    cited = [c for r in s.rulings for c in r.clauses]
    assert ("cotton1674.lanterloo.9" in cited) is (several == "eldest")


def test_the_preset_takes_the_eldest_flush() -> None:
    assert get_ruleset(LANTERLOO).options["several_flushes"] == "eldest"


def test_ed_no_misdeal_a_faulty_pack_is_refused_not_dealt() -> None:
    """encyclopedie1752-bete.4: "lorsque le jeu de cartes est faux, le coup où il est trouvé
    tel est nul" (ed.no-misdeal): a deck with a card twice is refused in one line."""
    plan = get_ruleset("bete1792").deal_plan(3, 0)
    deck = list(plan.pack)
    deck[1] = deck[0]
    with pytest.raises(SetupError) as e:
        plan.check_deck(tuple(deck))
    assert "\n" not in str(e.value)
    plan.check_deck(tuple(parse_cards(" ".join(map(str, plan.pack)))))


def test_cotton1674_lanterloo_4_the_eldest_hears_every_other_before_he_speaks() -> None:
    """"he hath the advantage of hearing what every one will say, and at last may play or not
    play" (option eldest_speaks=last): p2 speaks first, the dealer p0 after p3, p1 last; p1
    still leads."""
    d = deal(LANTERLOO, ["2D 3D 4S 5S 6S", "8C 9C 10C 7H 6H", *HANDS[2:]], "9H",
             eldest_speaks="last")  # fmt: skip
    assert d.to_act == 2
    d = run(d, "p2 stand", "p3 stand", "p0 stand")
    assert d.phase == "decide" and d.to_act == 1
    d = run(d, "p1 stand")
    assert d.phase == "play" and d.to_act == 1
    first = deal(LANTERLOO, ["2D 3D 4S 5S 6S", "8C 9C 10C 7H 6H", *HANDS[2:]], "9H")
    assert first.to_act == 1


def test_cotton1674_lanterloo_2_the_short_pack_keeps_the_deuces() -> None:
    """"they may lay out the threes, fours, fives, sixes and sevens" (pack=short-with-deuces)."""
    r = get_ruleset(LANTERLOO).replace(pack="short-with-deuces")
    assert r.allowed_players == (3, 4, 5, 6)
    cards = r.deal_plan(6, 0).cards
    assert len(cards) == 32 and parse_cards("2C 8C AC")[0] in cards
    assert not set(parse_cards("3C 4D 5H 6S 7C")) & cards
    assert r.ranks(4)[-1] == "2"  # at whist the deuce is lowest


@pytest.mark.parametrize(("again", "allowed"), [("no", "8C 7H 2D 3D 4D"), ("yes", "7H")])
def test_cotton1674_french_ruff_6_trump_again_though_unable_to_win(
    again: str, allowed: str
) -> None:
    """"he must trump it again, although he hath never a trump in his hand that can win the
    former trump" (option trump_again=yes); unable to overtrump, van der Aa lets him
    discard (vanderaa1721.play)."""
    from mouche.cards import parse_card

    d = deal(LANTERLOO, ["8C 7H 2D 3D 4D", "KS QS 2S 3S 4S", "AH KH 2H 3H 4H", "5D 6D 7D 8D 9D"],
             "9H", passing="allowed", trump_again=again)  # fmt: skip
    d = run(d, "p1 stand", "p2 stand", "p3 pass", "p0 stand", "p1 play KS", "p2 play AH")
    assert d.to_act == 0 and set(d.legal) == set(parse_cards(allowed))
    assert parse_card("7H") in d.legal
