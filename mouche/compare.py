"""Two rulesets compared: the options that differ, and which of them cause each difference
in a record's outcome.

[`attribute`][attribute] replays a record under ruleset A and ruleset B, then under A with each
differing option switched, one at a time, to B's value.  A difference in the outcome is
caused by the option whose switch alone gives B's result; when no single switch does, the
smallest set of options that together give it is searched (the rest "comes from the
options together"); a switch that makes the record illegal is reported with its refusal
and clause.

>>> from mouche.records import parse_record
>>> rec = parse_record('ruleset = "academie"\\nplayers = 3\\nhands = ["KD QD JD 8H 9H",'
...     '"KS QS JS AS 10S", "8C 9C 10C 9D 8D"]\\nturnup = "KH"\\nactions = ["p1 declare"]')
>>> att = attribute(rec, get_ruleset("academie"), get_ruleset("vanderaa1721"))
>>> [(c.field, c.alone) for c in att.causes]
[('deltas', ('ante',))]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from mouche.actions import parse_action, said_action
from mouche.compare_words import (
    listed,
    option_said,
    option_words,
    outcome_text,
    title_said,
    value_said,
    value_words,
)
from mouche.errors import MoucheError, RulesetError
from mouche.messages import Message, counted
from mouche.messages import listed as in_turn
from mouche.presets import PRESETS, counterpart, get_ruleset, preset_of
from mouche.records import HandRecord, replay, replay_to_json
from mouche.records.contract import rule_overrides
from mouche.rulesets import OPTIONS, Ruleset

FIELDS: tuple[tuple[str, str], ...] = (
    ("status", Message("Status")),
    ("refusal", Message("Refusal")),
    ("refusal_clause", Message("Clause of the refusal")),
    ("tricks", Message("Tricks played")),
    ("tricks_won", Message("Tricks won")),
    ("mouche", Message("Mouche shown")),
    ("deltas", Message("Jetons won or lost")),
    ("pot_after", Message("Pot for the next deal")),
    ("mouches_owed", Message("Mouches owed")),
)
"""The parts of an outcome compared, with their titles (said in the reader's language), in
the order they are reported."""

MAX_JOINT_REPLAYS = 256
"""At most this many extra replays search for options that act only together."""

_TITLES = dict(FIELDS)


def variant(preset: str, options: Mapping[str, Any] | None = None) -> Ruleset:
    """A preset, or a preset with some options changed (raises RulesetError naming a bad one)."""
    base = get_ruleset(preset)
    checked = rule_overrides(dict(options or {}))  # option names only: never id or title
    changed = {k: v for k, v in checked.items() if v != base.options.get(k)}
    return base.replace(**changed) if changed else base


@dataclass(frozen=True, slots=True)
class OptionDifference:
    """One option on which two rulesets differ, with each side's value and clauses."""

    option: str
    title: str
    a: str
    b: str
    a_description: str
    b_description: str
    a_cites: tuple[str, ...]
    b_cites: tuple[str, ...]
    a_words: str = ""
    """``a`` in the reader's words ([`value_said`][mouche.compare_words.value_said])."""
    b_words: str = ""


def differing_options(a: Ruleset, b: Ruleset) -> tuple[OptionDifference, ...]:
    """Every option whose value differs between ``a`` and ``b``, in the order of OPTIONS."""
    out = []
    for name, option in OPTIONS.items():
        va, vb = a.options[name], b.options[name]
        if va != vb:
            out.append(
                OptionDifference(
                    name,
                    option.title,
                    va,
                    vb,
                    option.choice(va).description,
                    option.choice(vb).description,
                    a.cites(name),
                    b.cites(name),
                    value_said(name, va),
                    value_said(name, vb),
                )
            )
    return tuple(out)


_SETTLED = frozenset({"deltas", "pot_after", "mouches_owed"})
"""The parts of an outcome the settlement decides."""

_NOT_A_RULESET, _NOT_DEALT = Message("not a ruleset"), Message("not dealt")
"""The status of an outcome that was not replayed (beside a replay's, ``STATUS_WORDS``)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """A record replayed under one ruleset: the replay's JSON, or why it cannot be dealt."""

    ruleset: Ruleset
    replay: dict[str, Any] | None
    not_dealt: str = ""
    actions: tuple[str, ...] = ()
    not_a_ruleset: str = ""

    def value(self, field: str) -> Any:
        """The compared value of ``field`` (one of [`FIELDS`][FIELDS])."""
        if self.replay is None:
            if self.not_a_ruleset:  # options that cannot go together: nothing was replayed
                return {"status": _NOT_A_RULESET, "refusal": self.not_a_ruleset}.get(field)
            return {"status": _NOT_DEALT, "refusal": self.not_dealt}.get(field)
        e = self.replay.get("error")
        if field == "refusal":  # the action refused and why; the clause cited is apart
            return {"action": e["action"], "message": e["message"]} if e else None
        if field == "refusal_clause":
            return e["clause"] if e else None
        return self.replay.get(field)

    def text(self, field: str) -> str:
        """The value of ``field`` as a reader reads it; what the settlement would have
        decided (the jetons, the pot, the mouches owed) said as unsettled where the replay
        stopped before the deal was over (refused, or the record ends there): those are the
        stakes as they stood, not a result."""
        said = outcome_text(field, self.value(field))
        status = self.replay.get("status") if self.replay else None
        if field in _SETTLED and status is not None and status != "complete":
            return Message("{} (the deal was not settled)", said)
        return said

    @property
    def refusal(self) -> dict[str, Any] | None:
        """The refused action (index, its text, clause, message), if the replay stopped: the
        text in the reader's words (cards with their suits), the ``notation`` as recorded."""
        e = self.replay.get("error") if self.replay else None
        if not e:
            return None
        i = e["action"]
        notation = self.actions[i] if 0 <= i < len(self.actions) else ""
        return {
            **{k: e[k] for k in ("action", "clause", "message")},
            "text": said_action(parse_action(notation)) if notation else "",
            "notation": notation,
        }


def outcome(record: HandRecord, ruleset: Ruleset) -> Outcome:
    """Replay ``record`` under ``ruleset`` (its own ruleset ignored)."""
    rec = dataclasses.replace(record, ruleset=ruleset)
    try:
        rep = replay(rec)
    except MoucheError as exc:  # the cards or the table do not fit this ruleset's pack
        return Outcome(ruleset, None, Message("this deal cannot be dealt: {}", exc), record.actions)
    return Outcome(ruleset, replay_to_json(rep), "", record.actions)


@dataclass(frozen=True, slots=True)
class Switch:
    """A with one option switched to B's value, and what that changes."""

    option: str
    before: str
    after: str
    outcome: Outcome
    changed: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Cause:
    """One part of the outcome that differs between A and B, and the options that cause it.

    ``alone``: options whose switch alone gives B's value.  When none does,
    ``together``: the smallest set of options that, switched together, gives it (empty
    if the search was cut short: then it comes from the options together, unsearched).
    ``partial``: options whose switch alone changes the part, to a third value.
    ``citation``: the same action is refused for the same reason under A and B, and only
    the clause cited differs, because each ruleset cites the source it reads (its
    reading follows from all its options, so no set of switches is searched).
    """

    field: str
    title: str
    a: str
    b: str
    alone: tuple[str, ...]
    together: tuple[str, ...]
    partial: tuple[tuple[str, str], ...]
    citation: bool = False


@dataclass(frozen=True, slots=True)
class Attribution:
    """A record under two rulesets, each difference in its outcome with its causes."""

    record: HandRecord
    a: Ruleset
    b: Ruleset
    differences: tuple[OptionDifference, ...]
    outcome_a: Outcome
    outcome_b: Outcome
    switches: tuple[Switch, ...]
    causes: tuple[Cause, ...]

    @property
    def unchanged(self) -> tuple[str, ...]:
        """The differing options whose switch alone changes nothing in this record."""
        return tuple(s.option for s in self.switches if not s.changed)

    def explain(self) -> list[Message]:
        """The attribution in sentences, for the page and the command line (English; each
        a [`Message`][mouche.messages.Message], to be said in the reader's language)."""
        return _explain(self)

    def to_json(self) -> dict[str, Any]:
        """A JSON object of the whole comparison (what the browser facade returns)."""
        return _to_json(self)


def _differs(x: Outcome, y: Outcome) -> tuple[str, ...]:
    # A deal that cannot be dealt has no play to compare: only its status and the reason.
    fields = FIELDS[:2] if x.replay is None or y.replay is None else FIELDS
    out = tuple(f for f, _ in fields if x.value(f) != y.value(f))
    if "refusal" in out:  # a refusal of its own: its clause is part of it, not a difference apart
        out = tuple(f for f in out if f != "refusal_clause")
    return out


def attribute(record: HandRecord, a: Ruleset, b: Ruleset) -> Attribution:
    """Replay ``record`` under ``a`` and ``b`` and attribute each difference to its options.

    The differing options are switched from ``a`` to ``b`` one at a time; when no single
    switch gives B's value of a part of the outcome, sets of two, three... options are
    tried (at most [`MAX_JOINT_REPLAYS`][MAX_JOINT_REPLAYS] extra replays).
    """
    diffs = differing_options(a, b)
    out_a, out_b = outcome(record, a), outcome(record, b)
    cache: dict[frozenset[str], Outcome] = {
        frozenset(): out_a,
        frozenset(d.option for d in diffs): out_b,
    }

    def under(names: Iterable[str]) -> Outcome:
        key = frozenset(names)
        if key not in cache:
            try:
                variant_ = a.replace(**{n: b.options[n] for n in sorted(key)})
            except RulesetError as exc:  # these options cannot go together without others
                cache[key] = Outcome(a, None, actions=record.actions, not_a_ruleset=exc.said)
            else:
                cache[key] = outcome(record, variant_)
        return cache[key]

    switches = tuple(
        Switch(d.option, d.a, d.b, under([d.option]), _differs(out_a, under([d.option])))
        for d in diffs
    )
    names = [d.option for d in diffs]
    budget = len(cache) + MAX_JOINT_REPLAYS
    causes = []
    for field in _differs(out_a, out_b):
        target = out_b.value(field)
        alone = tuple(s.option for s in switches if s.outcome.value(field) == target)
        partial = tuple(
            (s.option, s.outcome.text(field))
            for s in switches
            if field in s.changed
            and s.outcome.value(field) != target
            and not s.outcome.not_a_ruleset  # said once, below, not for every part
        )
        together: tuple[str, ...] = ()
        differ = _differs(out_a, out_b)
        citation = field == "refusal_clause" and not alone and "refusal" not in differ
        if not alone and not citation:
            together = _smallest_set(names, field, target, under, lambda: len(cache) < budget)
        causes.append(
            Cause(
                field,
                _TITLES[field],
                out_a.text(field),
                out_b.text(field),
                alone,
                together,
                () if citation else partial,
                citation,
            )
        )
    return Attribution(record, a, b, diffs, out_a, out_b, switches, tuple(causes))


def _smallest_set(
    names: list[str], field: str, target: Any, under: Any, affordable: Any
) -> tuple[str, ...]:
    for size in range(2, len(names) + 1):
        for combo in combinations(names, size):
            if not affordable() and frozenset(combo) != frozenset(names):
                return ()
            if under(combo).value(field) == target:
                return combo
    return ()  # pragma: no cover (all the options together are B itself)


# --------------------------------------------------------------------------- sentences


def _opt(name: str, diffs: Mapping[str, OptionDifference]) -> Message:
    """An option that differs, in words: its title, then each side's value and clauses."""
    d = diffs[name]
    return Message(
        "{option} (A: {a} [{a_cites}]; B: {b} [{b_cites}])",
        option=option_said(name),
        a=value_said(name, d.a),
        a_cites=", ".join(d.a_cites),
        b=value_said(name, d.b),
        b_cites=", ".join(d.b_cites),
    )


def side_name(r: Ruleset) -> Message:
    """A ruleset as the sentences name it: a preset's title (in the reader's language, never
    its id), or the preset and its changes."""
    base = PRESETS[preset_of(r)].title
    options = describe_ruleset(r)["options"].items()
    changed = [Message("{} ({})", option_said(k), value_said(k, v)) for k, v in options]
    return Message("{} with {}", base, listed(changed)) if changed else Message("{}", base)


def _cause_line(c: Cause, diffs: Mapping[str, OptionDifference]) -> Message:
    line: list[object] = [
        Message("{title}: under A, {a}; under B, {b}. ", title=title_said(c.title), a=c.a, b=c.b)
    ]
    if c.citation:
        line.append(
            Message(
                "The same action is refused for the same reason under both; each ruleset cites "
                "the source it reads, which follows from its options together, not from one."
            )
        )
        return in_turn(line, "")
    if c.alone:
        if len(c.alone) == 1:
            one = _opt(c.alone[0], diffs)
            line.append(Message("Caused by {}: switching it alone gives B's result.", one))
        else:
            who = listed([_opt(n, diffs) for n in c.alone])
            line.append(
                Message("Caused by either of {}: switching any one alone gives B's result.", who)
            )
    elif c.together:
        short = len(c.together) > 2  # a long list names the options, their clauses are above
        who = listed([option_said(n) if short else _opt(n, diffs) for n in c.together])
        line.append(Message("No single option gives B's result; {} together do.", who))
    else:
        line.append(
            Message("No single option gives B's result: it comes from the options together.")
        )
    for name, text in c.partial:
        if c.alone:
            line.append(
                Message(
                    " Switching {} alone gives yet another result ({}); "
                    "with the other options switched too, its effect does not show.",
                    option_said(name),
                    text,
                )
            )
        else:
            line.append(Message(" Alone, {} gives {}.", option_said(name), text))
    return in_turn(line, "")


def _explain(att: Attribution) -> list[Message]:
    a, b = Message("A ({})", side_name(att.a)), Message("B ({})", side_name(att.b))
    diffs = {d.option: d for d in att.differences}
    if not diffs:
        return [
            Message("{} and {} give every option the same value: the outcome cannot differ.", a, b)
        ]
    lines = [
        counted(
            "{} and {} differ in {} option: {}.",
            "{} and {} differ in {} options: {}.",
            len(diffs),
            a,
            b,
            len(diffs),
            listed([option_said(n) for n in diffs]),
        )
    ]
    if not att.causes:
        lines.append(Message("This record has the same outcome under A and under B."))
        for s in att.switches:
            if s.changed:
                lines.append(
                    Message(
                        "Switching {} alone would change {}; "
                        "with the other options switched too, its effect does not show.",
                        _opt(s.option, diffs),
                        listed([title_said(_TITLES[f], lower=True) for f in s.changed]),
                    )
                )
    lines += [_cause_line(c, diffs) for c in att.causes]
    for s in att.switches:
        if s.outcome.not_a_ruleset:
            lines.append(
                Message(
                    "Switching {} alone does not give a ruleset ({}): it changes only with "
                    "another option.",
                    _opt(s.option, diffs),
                    s.outcome.not_a_ruleset,
                )
            )
    before = att.outcome_a.refusal
    for s in att.switches:
        ref = s.outcome.refusal
        if ref and (before is None or before["action"] != ref["action"]):
            lines.append(
                Message(
                    "Switching {option} makes the record illegal: action {n} ({action}) is "
                    "refused: {message} ({clause}).",
                    option=_opt(s.option, diffs),
                    n=ref["action"] + 1,
                    action=ref["text"],
                    message=ref["message"],
                    clause=ref["clause"],
                )
            )
    if att.unchanged and att.causes:
        lines.append(
            Message(
                "Switching {} alone changes nothing in this record.",
                listed([option_said(n) for n in att.unchanged]),
            )
        )
    return lines


# --------------------------------------------------------------------------- JSON


def describe_ruleset(r: Ruleset) -> dict[str, Any]:
    """A ruleset as the page needs it: id, title, preset and the options changed from it."""
    base = get_ruleset(preset_of(r))
    return {
        "id": r.id,
        "title": r.title,
        "preset": base.id,
        "options": {k: v for k, v in r.options.items() if base.options[k] != v},
    }


def _outcome_json(o: Outcome) -> dict[str, Any]:
    return {"replay": o.replay, "not_dealt": o.not_dealt or None}


def _to_json(att: Attribution) -> dict[str, Any]:
    return {
        "a": describe_ruleset(att.a),
        "b": describe_ruleset(att.b),
        "differences": [
            {k: list(v) if isinstance(v, tuple) else v for k, v in dataclasses.asdict(d).items()}
            for d in att.differences
        ],
        "outcomes": {"a": _outcome_json(att.outcome_a), "b": _outcome_json(att.outcome_b)},
        "fields": [
            {
                "field": f,
                "title": t,
                "a": att.outcome_a.text(f),
                "b": att.outcome_b.text(f),
                "differs": att.outcome_a.value(f) != att.outcome_b.value(f),
            }
            for f, t in FIELDS
        ],
        "switches": [
            {
                "option": s.option,
                "title": OPTIONS[s.option].title,
                "from": s.before,
                "to": s.after,
                "from_words": value_said(s.option, s.before),
                "to_words": value_said(s.option, s.after),
                "changed": [
                    {"field": f, "title": _TITLES[f], "text": s.outcome.text(f)} for f in s.changed
                ],
                "refusal": s.outcome.refusal
                if {"refusal", "refusal_clause"} & set(s.changed)
                else None,
                "not_dealt": s.outcome.not_dealt or None,
                "not_a_ruleset": s.outcome.not_a_ruleset or None,
            }
            for s in att.switches
        ],
        "causes": [
            {
                "field": c.field,
                "title": c.title,
                "a": c.a,
                "b": c.b,
                "alone": list(c.alone),
                "together": list(c.together),
                "partial": [{"option": n, "text": t} for n, t in c.partial],
                "citation": c.citation,
            }
            for c in att.causes
        ],
        "unchanged": list(att.unchanged),
        "summary": att.explain(),
    }


def catalog() -> dict[str, Any]:
    """The presets and options for the compare page's form, with every value's clauses.

    ``cites[preset][option][label]`` are the clauses of ``option = label`` in a variant of
    ``preset`` (its own value keeps the preset's reasons), so the page looks them up.
    """
    presets = []
    for r in PRESETS.values():
        cites = {
            name: {
                c.label: list(r.cites(name) if option.choice(r.options[name]) == c else c.cites)
                for c in option.choices
            }
            for name, option in OPTIONS.items()
        }
        presets.append(
            {
                "id": r.id,
                "title": r.title,
                "options": dict(r.options),
                "cites": cites,
                "counterpart": counterpart(r.id),
            }
        )
    options = [
        {
            "name": o.name,
            "title": o.title,
            "integer": o.integer,
            "choices": [
                {
                    "label": c.label,
                    "description": c.description,
                    # the reader's words; the number itself in place of N
                    "words": value_said(o.name, c.label),
                }
                for c in o.choices
            ],
        }
        for o in OPTIONS.values()
    ]
    return {"presets": presets, "options": options}


__all__ = [
    "FIELDS",
    "Attribution",
    "Cause",
    "OptionDifference",
    "Outcome",
    "RulesetError",
    "Switch",
    "attribute",
    "catalog",
    "describe_ruleset",
    "differing_options",
    "option_words",
    "outcome",
    "outcome_text",
    "value_words",
    "variant",
]
