"""The hint answers truly or refuses in one line, and is bounded whatever the position
(issue 37, points 1 and 2).

Positions come from seeded random walks (no wall-clock assertion anywhere): under
``academie-rigour`` ('penalty') some players break a duty of play, which the search used
to presume kept, finding no world at all; under ``academie-1765`` ('guarantee') players
protest and then exchange or pass, which the search could not build.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from mouche.actions import Exchange, Pass, Protest
from mouche.deal import Deal
from mouche.players import information
from mouche.players.hint import hint
from mouche.players.information import enumerate_worlds
from mouche.players.seat_view import information_set
from mouche.session import deal_from_seed


def _walk(rid: str, seeds: range, protest: bool = False) -> Iterator[Deal]:
    for seed in seeds:
        d = deal_from_seed(rid, 4, seed)
        rng = random.Random(seed)
        while not d.is_over:
            s = d.to_act
            if protest and d.phase == "decide" and d.can(Protest(s)):
                d = d.apply(Protest(s))
                continue
            acts = [a for a in d.legal_actions() if a.seat == s and not isinstance(a, Protest)]
            if protest and d.phase == "decide":
                acts = [a for a in acts if isinstance(a, (Pass, Exchange))] or acts
            yield d
            d = d.apply(rng.choice(acts))


def test_under_penalty_a_broken_duty_never_leaves_the_hint_without_a_world() -> None:
    """It printed "every consistent world (0), exact" with every value +0.000."""
    seen = 0
    for d in _walk("academie-rigour", range(20, 30)):
        if d.phase != "play":
            continue
        out = hint(d, seed=1, worlds=8)
        assert out["method"]["worlds"] > 0
        seen += 1
    assert seen > 100


def test_a_seat_that_protested_then_exchanged_or_passed_is_a_position_the_hint_answers() -> None:
    """Under 'guarantee' the cards out of play given to such a seat made it a mouche, and
    its protest could not be replayed: 'these hands are not consistent with what p0 has seen'."""
    answered = 0
    for d in _walk("academie-1765", range(0, 12), protest=True):
        out = hint(d, seed=1, worlds=8)
        assert out["actions"] and out["method"]["worlds"] > 0
        answered += 1
    assert answered > 150


def test_the_listing_of_worlds_gives_up_past_its_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """Six players early in trick play: the hands to try ran to billions (hours); past
    MAX_HANDS_TRIED the search draws its worlds instead."""
    for d in _walk("academie", range(0, 3)):
        if d.phase == "play" and not d.play.tricks:
            info = information_set(d, d.to_act)
            monkeypatch.setattr(information, "MAX_HANDS_TRIED", 10)
            assert enumerate_worlds(info, 10**9) is None
            out = hint(d, seed=1, worlds=8)
            assert out["method"]["kind"] == "sampled"
            return
    pytest.fail("no position at the first trick")
