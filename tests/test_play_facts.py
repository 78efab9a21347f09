"""What the Play page shows beside the board comes from the engine: the trump suit, how
the cards of this deal's pack rank (with the ruleset's clauses), and which choices end the
reader's hand (so that the page never puts the focus on one by itself)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mouche.browser import call
from mouche.cards import RANKS
from mouche.presets import PRESETS


def position(**args: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(call(json.dumps({"op": "position", "args": args})))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_ranking_is_the_packs_from_the_king_down(preset: str) -> None:
    """From the king down, the ace below the knave; or, under ranking=ace-high, the ace first."""
    ruleset = PRESETS[preset]
    whist = ruleset.options["ranking"] == "ace-high"
    for players in ruleset.allowed_players:
        view = position(ruleset=preset, players=players, seed=3, seat=1)
        ranks = view["ranking"]["ranks"]
        lowest = ruleset.lowest_rank(players)
        king_down = list(RANKS[: RANKS.index(lowest) + 1])
        assert ranks == (["A", *(r for r in king_down if r != "A")] if whist else king_down)
        assert ranks[:4] == (["A", "K", "Q", "J"] if whist else ["K", "Q", "J", "A"])
        assert view["trump"] == view["turnup"][-1]
        clauses = view["ranking"]["clauses"]
        assert clauses and all(c in view["clause_links"] for c in clauses)


def test_the_ranking_cites_the_rulesets_own_source() -> None:
    assert position(ruleset="vanderaa1721", players=4, seed=1, seat=1)["ranking"]["clauses"][
        :2
    ] == ["vanderaa1721.play", "vanderaa1721.ranking"]
    assert position(ruleset="academie", players=4, seed=1, seat=1)["ranking"]["clauses"][0] == (
        "academie.9"
    )


def test_a_pass_ends_the_readers_hand_and_a_stand_does_not() -> None:
    for seed in range(20):
        view = position(ruleset="academie", players=4, seed=seed, seat=1)
        ends = {b["action"].split(" ")[1]: b["ends"] for b in view["buttons"]}
        assert ends["pass"] is True and ends["stand"] is False, (seed, view["buttons"])
        if "declare" in ends:
            assert ends["declare"] is True  # a mouche shown ends the deal
