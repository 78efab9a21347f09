"""An option takes only what it accepts: its labels, and whole numbers if it takes them; the
label that stands for a number ("N") is never a value (issue 22, point 1).

Before, ``mouche_limit = "N"`` passed the option's check and failed later in ``int("N")``,
an internal error (exit 3) at every entry point.  Now each bad value is refused where
options are checked, in one message that names the option and what it takes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mouche.__main__ import main
from mouche.browser import call
from mouche.chosen import Chosen
from mouche.errors import RulesetError
from mouche.options import OPTIONS, Option
from mouche.presets import PRESETS, get_ruleset
from mouche.rulesets import Ruleset

RECORD = Path(__file__).parent / "records" / "tricks-paid.toml"
MESSAGE = "option 'mouche_limit' cannot be 'N'; allowed: none, or a whole number from 1 to 999999"


def _bad_values(option: Option) -> list[str]:
    """Placeholders and near misses: not one is a value the option takes."""
    labels = {c.label for c in option.choices if not c.placeholder}
    near = ["", "0", "007", "²", "1000000", " 20", "N1", option.choices[0].label.upper()]
    out = [c.label for c in option.choices if c.placeholder]
    return out + [v for v in near if v not in labels]


BAD = [(name, value) for name, option in OPTIONS.items() for value in _bad_values(option)]


def test_every_placeholder_is_refused_by_its_option() -> None:
    placeholders = [(o.name, c.label) for o in OPTIONS.values() for c in o.choices if c.placeholder]
    assert placeholders == [("mouche_limit", "N")]
    with pytest.raises(RulesetError) as e:
        OPTIONS["mouche_limit"].choice("N")
    assert str(e.value) == MESSAGE
    assert OPTIONS["mouche_limit"].choice("20").label == "N"  # a number cites the N choice


@pytest.mark.parametrize(("name", "label"), BAD)
def test_a_bad_value_is_refused_by_the_ruleset_naming_the_option(name: str, label: str) -> None:
    with pytest.raises(RulesetError) as e:
        get_ruleset("academie").replace(**{name: label})
    assert str(e.value).startswith(f"option {name!r} cannot be ")
    assert f"allowed: {OPTIONS[name].accepts}" in str(e.value)
    with pytest.raises(RulesetError):
        Ruleset("x", "x", "x", {**PRESETS["academie"].options, name: label}, reads=("academie",))


_SIDED = {"sides": "of-one-two-or-three"}
_GOES_WITH = {
    ("trick_pay", "side-one-or-five"): _SIDED,
    ("trick_pay", "side-one"): _SIDED,
    ("sides", "of-one-two-or-three"): {"trick_pay": "side-one"},
    ("sides", "of-two-four-or-six"): {"trick_pay": "side-one"},
}
_NEEDS_SIDES = {("revoke_price", "the-game"): {**_SIDED, "trick_pay": "side-one"}}


def test_sides_and_their_points_go_together() -> None:
    """A side's points need sides, and sides play for points (ed.side-points): either
    alone is refused in one line naming both."""
    for name, value in _GOES_WITH:
        with pytest.raises(RulesetError, match="points are paid to sides"):
            get_ruleset("academie").replace(**{name: value})


def test_every_label_and_number_accepted_has_its_typed_value() -> None:
    """The typed view (an enum member, a flag or a number per option) reads every value an
    option accepts."""
    assert Chosen._fields == tuple(OPTIONS)
    base = dict(PRESETS["academie"].options)
    for name, option in OPTIONS.items():
        for c in option.choices:
            value = "20" if c.placeholder else c.label
            # sides and their points go together; a game lost needs sides
            both = _GOES_WITH.get((name, value)) or _NEEDS_SIDES.get((name, value), {})
            typed = getattr(
                Ruleset("x", "x", "x", {**base, **both, name: value}, reads=("academie",)).chosen,
                name,
            )
            if c.placeholder:
                assert typed == 20
            elif isinstance(typed, bool):
                assert typed is (value == "yes")
            elif typed is None:
                assert value == "none"
            else:
                assert typed == value and type(typed) is not str  # an enum member


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    status = main(list(argv))
    err = capsys.readouterr().err
    return status, err


def test_a_records_rules(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "limit.toml"
    path.write_text(RECORD.read_text(encoding="utf-8") + '\n[rules]\nmouche_limit = "N"\n')
    status, err = _cli(capsys, "replay", str(path))
    assert status == 2 and MESSAGE in err and err.count("\n") == 1


def test_compare_option(capsys: pytest.CaptureFixture[str]) -> None:
    status, err = _cli(capsys, "compare", str(RECORD), "--against", "academie",
                       "--option", "mouche_limit=N")  # fmt: skip
    assert status == 2 and MESSAGE in err and err.count("\n") == 1


def test_simulate_rule(capsys: pytest.CaptureFixture[str]) -> None:
    status, err = _cli(capsys, "simulate", "--rule", "mouche_limit=N", "--deals", "5")
    assert status == 2 and MESSAGE in err and err.count("\n") == 1


def _ask(op: str, **args: object) -> dict[str, object]:
    answer = json.loads(call(json.dumps({"op": op, "args": args})))
    assert isinstance(answer, dict)
    return answer


def test_the_facade() -> None:
    record = RECORD.read_text(encoding="utf-8") + '\n[rules]\nmouche_limit = "N"\n'
    for answer in (
        _ask("replay", record=record),
        _ask("compare", record=RECORD.read_text(encoding="utf-8"),
             b={"preset": "academie", "options": {"mouche_limit": "N"}}),
        _ask("simulate", ruleset="vanderaa1721", rules={"mouche_limit": "N"}, players=4,
             deals=5, session=5, seed=1, start=0, count=1),
    ):  # fmt: skip
        error = answer["error"]
        assert isinstance(error, dict)
        assert error["kind"] == "input", error
        assert MESSAGE in str(error["message"])
