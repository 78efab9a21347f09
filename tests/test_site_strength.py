"""The reasoning player's figures on "Rulesets in numbers": precomputed by ``make strength``
(the build only reads them), what ``simulate`` prints for the runs they name, shown per
preset beside the simple player's, and the page's words true of them."""

from __future__ import annotations

import json
from typing import Any

import pytest
from markupsafe import escape
from site_helpers import ROOT, site_templates
from sitegen.pages.numbers import STRENGTH, Decision, PresetStrength, strength_of

from mouche.presets import PRESETS
from mouche.simulate import Plan, simulate


def figures() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(STRENGTH.read_text(encoding="utf-8"))
    return data


def test_every_preset_is_measured_with_the_reasoning_player_at_p0() -> None:
    data = figures()
    assert [p["preset"] for p in data["presets"]] == list(PRESETS)
    for p in data["presets"]:
        assert [s["style"] for s in p["reasoning"]] == ["reasoning"] + ["shows-at-once"] * 3
        assert {s["style"] for s in p["simple"]} == {"shows-at-once"}
        seats = p["reasoning"]
        assert p["clear"] == all(seats[0]["ci95"][0] > s["mean"] for s in seats[1:])


@pytest.mark.parametrize("preset", ["academie-1765"])
def test_the_simple_runs_are_what_simulate_prints_for_their_command(preset: str) -> None:
    """The reasoning runs take minutes (``make strength``); their twin runs, all simple, the
    same command without ``--seat``, are checked here to the last digit."""
    m = figures()["measured"]
    (stored,) = [p for p in figures()["presets"] if p["preset"] == preset]
    plan = Plan(PRESETS[preset], m["players"], m["deals"], m["session"], m["seed"])
    assert simulate(plan)["per_seat"] == stored["simple"]


def test_the_page_shows_each_presets_figures_and_decisions() -> None:
    measured, presets = strength_of(figures())
    out = str(site_templates().html("strength.html", measured=measured, presets=presets))
    for p in presets:
        assert f"{p.seats[0].mean:+.2f}".replace("-", "\u2212") in out
        assert f"{p.gain:+.2f}".replace("-", "\u2212") in out
        assert str(escape(f"{p.title} ({p.preset})")) in out  # as the template escapes
    assert out.count("data-decision=") == sum(len(p.decisions) for p in presets)
    changing = [p for p in presets if any(d.kind == "exchange" for d in p.decisions)]
    assert out.count('data-decision="exchange"') == len(changing)
    assert {p.preset for p in changing} == {
        r for r in PRESETS if PRESETS[r].exchanges or PRESETS[r].miss
    }
    assert f"make strength DEALS={measured['deals']}" in out
    assert "None" not in out and "  " not in out.replace("\n", "")
    page = (ROOT / "docs" / "rulesets" / "numbers.md").read_text(encoding="utf-8")
    assert "{{ include: strength }}" in page


def test_the_pages_words_are_true_of_the_figures() -> None:
    """Each claim of "What the rules do to play", checked against the figures it reads."""
    _, presets = strength_of(figures())
    by = {p.preset: p for p in presets}

    def decision(p: PresetStrength, kind: str) -> Decision:
        return {d.kind: d for d in p.decisions}[kind]

    def nets(p: PresetStrength) -> dict[str, float]:
        return {k: decision(p, k).reasoning_net for k in ("pass", "stand", "exchange")}

    bete = ("bete1792", "bete1752", "lanturelu")
    apart = {"hoyle-loo-three", "eb1911-loo", "cotton1674-lanterloo-second", "cotton1674-beast"}
    apart |= {"cotton1674-french-ruff", "triomphe1765", "triomphe1765-together"}
    apart |= {"cotton1674-lanterloo"}
    apart |= set(bete)
    for p in presets:
        if p.preset in apart:
            continue  # the three-card games and Lanterloo, with no exchange: below
        # Stronger under every preset: above every simple seat, and above p0 simple.
        assert p.clear and p.seats[0].low > p.simple.mean, p.preset
        # It plays the talon: exchanges more (by fifteen decisions in a hundred at least:
        # 0.16 under balzac1839, where every player stakes), stands and passes less.
        exchange = decision(p, "exchange")
        if p.preset == "balzac1839":  # the simple dealer's taking of the turn-up counts too
            assert exchange.simple_share - 0.1 < exchange.reasoning_share < exchange.simple_share
        else:
            assert exchange.reasoning_share > exchange.simple_share + 0.15
        assert decision(p, "stand").reasoning_share < decision(p, "stand").simple_share
        # ... and passes less, but under balzac1839, where every player's stake leaves a
        # trick worth nothing at four players (a fifth of four jetons, rounded down)
        passes = decision(p, "pass")
        if p.preset == "balzac1839":
            assert passes.reasoning_share > passes.simple_share
        else:
            assert passes.reasoning_share < passes.simple_share
        # It keeps a mouche quiet: never shown at once; one deal in about five hundred.
        kinds = {d.kind: d for d in p.decisions}
        assert "declare" not in kinds or kinds["declare"].reasoning_share == 0
        assert 0.001 <= kinds["save"].reasoning_share <= 0.004, p.preset
    v, limited, academie = by["vanderaa1721"], by["vanderaa1721-limited"], by["academie"]
    shares = [[(d.kind, d.reasoning_share) for d in p.decisions] for p in (v, limited)]
    assert shares[0] == shares[1]  # the same decisions under the limit
    assert limited.simple.mean > v.simple.mean + 0.25 and limited.gain < v.gain
    assert limited.seats[0].mean > v.seats[0].mean
    ratio = decision(academie, "stand").reasoning_share / decision(v, "stand").reasoning_share
    assert 1.5 <= ratio <= 2.5  # about twice as often
    assert max(nets(academie), key=nets(academie).__getitem__) == "stand"
    assert max(nets(v), key=nets(v).__getitem__) == "exchange"
    rigour = by["academie-rigour"]  # the penalty of art. 15: no one breaks the duties of play
    assert abs(rigour.seats[0].mean - academie.seats[0].mean) < 0.05
    assert abs(rigour.simple.mean - academie.simple.mean) < 0.05
    # At three cards: no choice before play under Hoyle's, and no clear lead there; the miss
    # taken about twice as often as the simple player takes it, passes far fewer, under the
    # Britannica's, and clearly stronger.
    hoyle3, eb = by["hoyle-loo-three"], by["eb1911-loo"]
    assert [d.kind for d in hoyle3.decisions] == ["stand"] and not hoyle3.clear
    assert eb.clear and eb.seats[0].low > eb.simple.mean
    miss = decision(eb, "exchange")
    assert 1.5 <= miss.reasoning_share / miss.simple_share <= 2.5
    assert decision(eb, "pass").reasoning_share < decision(eb, "pass").simple_share / 3
    # Cotton's second Lanterloo: no exchange, all play unless the eldest passes; it stands
    # far more often and passes far less than the simple player, and is clearly stronger.
    lanterloo = by["cotton1674-lanterloo-second"]
    assert lanterloo.clear and lanterloo.seats[0].low > lanterloo.simple.mean
    assert (
        decision(lanterloo, "stand").reasoning_share > 2 * decision(lanterloo, "stand").simple_share
    )
    assert (
        decision(lanterloo, "pass").reasoning_share < decision(lanterloo, "pass").simple_share / 3
    )
    # Cotton's first Lanterloo, the value on every card read as a price: a trick chalked is
    # worth what the loos put in the stock, so it passes more often than the simple player,
    # loses nothing on average, and is clearly the stronger.
    first = by["cotton1674-lanterloo"]
    assert first.clear and first.seats[0].low > first.simple.mean
    assert decision(first, "pass").reasoning_share > decision(first, "pass").simple_share
    assert abs(first.seats[0].mean) < 0.01
    # The Bête: it says it plays about a quarter as often as the simple player (a fifth to a
    # third), gains when it does where the simple player loses, and is clearly stronger.
    for b in map(by.__getitem__, bete):
        assert b.clear and b.seats[0].low > b.simple.mean, b.preset
        plays = decision(b, "stand")
        assert 0.2 <= plays.reasoning_share / plays.simple_share <= 1 / 3, b.preset
        assert plays.reasoning_net > 0 > plays.simple_net, b.preset
    # Beast: every player plays, no choice before play, no clear lead (as at three cards)
    beast = by["cotton1674-beast"]
    assert [d.kind for d in beast.decisions] == ["stand"] and not beast.clear
    # Two sides: no choice before play, and the partner's result is the reasoning seat's own
    for rid in ("cotton1674-french-ruff", "triomphe1765"):
        sides = by[rid]
        assert [d.kind for d in sides.decisions] == ["stand"] and not sides.clear
        assert sides.seats[0].mean == sides.seats[2].mean == -sides.seats[1].mean
    reading = by["academie-1765"]  # protests a little less often, else as under academie
    assert decision(reading, "protest").reasoning_share < decision(reading, "protest").simple_share
    assert abs(reading.seats[0].mean - academie.seats[0].mean) < 0.05
