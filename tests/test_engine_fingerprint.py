"""The engine plays every seed exactly as it did: a fingerprint of many whole sessions.

Seeds are part of what readers cite (a "try a hand" position, a simulated figure's
permalink), so a faster engine must deal, decide, play, settle and rule exactly as
the slower one did.  This test plays sessions for every preset, every table size it
allows and both of the built-in player's styles, and hashes every record (the cards
dealt and each action), every settlement (deltas, basket, mouches owed and made)
and every ruling (text, clauses, note), and the simulator's JSON for two plans.

If a change is *meant* to alter play (a rule fixed, the player taught better), the
new fingerprint is pasted in with that change, and its commit message says why.

The Mouche presets' list is frozen (``MOUCHE_PRESETS``): a game of the family added as a
preset (issue 35) gets its own fingerprint in ``FAMILY_FINGERPRINTS`` and never moves the
Mouche one, and every preset is in one or the other.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from mouche.presets import PRESETS
from mouche.records import format_record
from mouche.session import play_session
from mouche.simulate import SIMPLE_STYLES, STYLES, Plan, simulate

SESSION_FINGERPRINT = "f96383da751d7cb747a77617c0cf24e9cff2cf2f6f87efb1e69779f004db30d4"
SIMULATE_FINGERPRINT = "dcdac34a84165d4d4e28c8803930e746b3b8c81a4c4dd591f116c93c9bfcbd49"
# The same runs with what simulate has reported since the reasoning player (issue 23):
# each seat's figures ("per_seat") and the plan's seated styles ("plan.seats").
SIMULATE_SEATS_FINGERPRINT = "fe50dbcd36abda9bf21cc600ea3569d882209208b2344ef063694fafbf69c958"
NEW_FIELDS = ("per_seat",)
MOUCHE_PRESETS = (
    "academie",
    "academie-1765",
    "academie-rigour",
    "vanderaa1721",
    "vanderaa1721-limited",
)
"""The presets the Mouche fingerprint plays, frozen: the family's presets are not among them."""
FAMILY_FINGERPRINTS: dict[str, str] = {
    "cotton1674-lanterloo": "0a1bb93f7f5759a1236bad5689976d27be1a834e9b49304abfdf9d99bbf57116",
    "cotton1674-lanterloo-second": (
        "9080d88be5b57a0fa0fe16e1da06223979719d8a47dff26f11e5938261e77104"
    ),
    "bete1752": "7408d216001af536376413d8ee4684fa0043d550c61b4bd098607bbf84e81352",
    "bete1792": "88f8e6ea8c9561d13098851784941f6e3dcd8c9e39af300547e709857b017551",
    "lanturelu": "fa06e59b3ae04a1173807519037f4d4b875965da72a3b2903d610408b8013be1",
    "cotton1674-beast": "ac61dd2a768e8898b9d5dbda23490840ba9d6bf581cf7ae7cf76293de77c23d6",
    "balzac1839": "f58f57e3bf7ffb03d79f474b455733af666e08a622ee53eb01cccc741b11cac4",
    "eb1911-loo": "b0a13403e933835c251b72eb1f0ec79c662bfbf17394aef7f413f024f04e8edb",
    "hoyle-loo": "7ae621c5997307dca4e771fe3cc23fa6ae4fceb478c30a9865bddb6338660c83",
    "hoyle-loo-limited": "a12b118a308e1431d821a48554aca82ef938a28159b6004b6a78fc902a316efe",
    "hoyle-loo-three": "75b8fab2b5ecb32b6c3da8452a14aae7899a9034b8e6214c9e191770b24a7ad3",
    "pam-loo": "b96684d3c2a13f682fa146225bcf32e15df0d3e3e2374a4253c497c0ce695906",
    "cotton1674-french-ruff": (
        "eb7ca084838f4eac96f8442e6458a056a54f4ddc0e957ca13bfd091066fdef69"
    ),
    "triomphe1765": "16db967746285a43e6db9b2e4215705cc28ff4346e0ec2a669ad0383226470f8",
    "triomphe1765-together": (
        "d4a3c06a42cc74596011f1c31ed72ed50bb4d04b29041028afb4c71f44d9a0a2"
    ),
}
"""Each preset of another game of the family, with the fingerprint of its own sessions."""
NEW_PLAN_FIELDS = ("seats",)


def _sessions_digest(presets: tuple[str, ...] = MOUCHE_PRESETS) -> str:
    h = hashlib.sha256()
    for rid in sorted(presets):
        r = PRESETS[rid]
        for players in r.allowed_players:
            for style in SIMPLE_STYLES:  # the simple player's (the reasoning one's own tests)
                player = STYLES[style]
                rng = random.Random(f"fingerprint:{rid}:{players}:{style}")
                for played in play_session(r, players, 12, rng, player=player):
                    s = played.settlement
                    h.update(format_record(played.deal).encode())
                    h.update(
                        repr(
                            (
                                s.deltas,
                                s.pot_before,
                                s.pot_after,
                                s.owed,
                                s.made,
                                s.mouche,
                                [(x.text, x.clauses, x.note) for x in s.rulings],
                            )
                        ).encode()
                    )
    return h.hexdigest()


def _simulated() -> list[dict[str, object]]:
    return [
        simulate(Plan(PRESETS["vanderaa1721"], 4, 600, 20, 7)),
        simulate(Plan(PRESETS["academie"], 5, 400, 10, 11, "saves-the-mouche")),
    ]


def _digest(out: object) -> str:
    return hashlib.sha256(json.dumps(out, sort_keys=True).encode()).hexdigest()


def _as_before(run: dict[str, object]) -> dict[str, object]:
    """A run's figures as simulate gave them before it reported seats (the old fields)."""
    old = {k: v for k, v in run.items() if k not in NEW_FIELDS}
    plan = dict(run["plan"])  # type: ignore[call-overload]
    old["plan"] = {k: v for k, v in plan.items() if k not in NEW_PLAN_FIELDS}
    return old


def test_sessions_play_as_before() -> None:
    assert _sessions_digest() == SESSION_FINGERPRINT


def test_every_preset_has_a_fingerprint() -> None:
    """A new preset is added to the family's fingerprints, never to the frozen Mouche list."""
    assert sorted(PRESETS) == sorted((*MOUCHE_PRESETS, *FAMILY_FINGERPRINTS))
    assert not set(MOUCHE_PRESETS) & set(FAMILY_FINGERPRINTS)


@pytest.mark.parametrize("preset", sorted(FAMILY_FINGERPRINTS))
def test_each_game_of_the_family_plays_as_before(preset: str) -> None:
    assert _sessions_digest((preset,)) == FAMILY_FINGERPRINTS[preset]


def test_simulated_figures_as_before() -> None:
    out = _simulated()
    assert _digest([_as_before(run) for run in out]) == SIMULATE_FINGERPRINT
    assert _digest(out) == SIMULATE_SEATS_FINGERPRINT
