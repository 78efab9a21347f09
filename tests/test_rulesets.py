"""Rulesets as data: options, presets, variants, citations."""

import pytest

from mouche.clause_map import clause_refs, engine_refs
from mouche.editorial import BY_ID
from mouche.errors import RulesetError
from mouche.presets import PRESETS, get_ruleset
from mouche.rulesets import OPTIONS


def test_presets_exist_with_their_players() -> None:
    assert get_ruleset("vanderaa1721").allowed_players == (3, 4, 5, 6)
    assert get_ruleset("academie").allowed_players == (3, 4, 5, 6)
    assert {"academie", "vanderaa1721"} <= set(PRESETS)


def test_every_option_value_cites_clauses() -> None:
    for option in OPTIONS.values():
        assert option.choices, option.name
        for choice in option.choices:
            assert choice.cites, f"{option.name}={choice.label} cites nothing"
            for c in choice.cites:
                assert (c.startswith("ed.") and c in BY_ID) or "." in c


def test_every_preset_choice_is_cited() -> None:
    for r in PRESETS.values():
        for name in OPTIONS:
            assert r.cites(name)


def test_replace_makes_a_variant_and_leaves_the_original() -> None:
    base = get_ruleset("vanderaa1721")
    v = base.replace(mouche_limit=20, must_head=True)
    assert v.limit == 20 and v.must_head and v.based_on == "vanderaa1721"
    assert base.limit is None and not base.must_head
    assert v.cites("mouche_limit") == ("vanderaa1721.limit",)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"colour": "red"}, "unknown option 'colour'"),
        ({"must_head": "maybe"}, "option 'must_head' cannot be 'maybe'"),
        ({"mouche_limit": 0}, "option 'mouche_limit' cannot be '0'"),
        ({"pack": "tarot"}, "allowed: piquet, by-players"),
    ],
)
def test_bad_options_are_named(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(RulesetError, match=message):
        get_ruleset("academie").replace(**kwargs)


def test_unknown_ruleset_lists_presets() -> None:
    with pytest.raises(RulesetError, match=r"unknown ruleset 'hoyle'.*academie"):
        get_ruleset("hoyle")


def test_unknown_option_in_cites() -> None:
    with pytest.raises(RulesetError):
        get_ruleset("academie").cites("nope")


def test_players_outside_the_pack_are_refused() -> None:
    with pytest.raises(RulesetError, match="is for 3, 4, 5, 6 players, not 7"):
        get_ruleset("vanderaa1721").lowest_rank(7)


def test_registry_both_directions_agree() -> None:
    refs = engine_refs()
    by_clause = clause_refs()
    for ref in refs:
        for c in ref.clauses:
            assert ref in by_clause[c]
    names = {r.name for r in refs}
    assert "mouche.flush.best_mouche" in names
    assert "must_head=yes" in names
    assert any(r.anchor == "option-must-head-yes" for r in refs)


def test_editorial_decisions_are_listed_once_with_their_options() -> None:
    ids = [d for d in BY_ID]
    assert len(ids) == len(set(ids))
    for d in BY_ID.values():
        assert d.id.startswith("ed.") and d.ruling and d.reasoning
        if d.option:
            assert d.option in OPTIONS
