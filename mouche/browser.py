"""The engine's facade for the browser: JSON in, JSON out.

The site's module Web Worker loads this package in Pyodide and calls
[`call`][mouche.browser.call] with one JSON request ``{"op": ..., "args": {...}}``;
the answer is one JSON object, ``{"ok": true, "result": ...}`` or ``{"ok": false,
"error": {"kind", "message", ...}}``, never a traceback.  A request may name its language,
``{"op": ..., "args": {...}, "lang": "fr"}`` (``en``, the default, ``fr`` or ``ru``; any
other is refused in one line): the rulings, refusals, errors and titles of the answer are
then in that language (their clauses, ids and notation stay as they are).  Everything from the page
(a pasted record, a permalink's parameters) is untrusted and validated here; a text
longer than [`MAX_REQUEST`][mouche.browser.MAX_REQUEST] is refused unread by
[`oversized`][mouche.browser.oversized], which the worker calls instead, and every
refusal names what the reader gave (the record, the link).  It is built on the
public engine API only, and runs the same in CPython (the tests).

Operations:

* ``info``: the presets (id, title, numbers of players).
* ``replay`` ``{record, ruleset?}``: the object ``python -m mouche replay --json``
  prints for a hand or session record, optionally under another preset, with the
  links of its clauses.
* ``position`` ``{ruleset, players, seed, seat, actions}``: a deal from a seed
  with the actions so far (the permalink of the Play page); the engine's simple
  players then act until it is the reader's seat's turn.
* ``play``: the same plus ``action``, the reader's action; an illegal one is
  refused with its clause and the position unchanged.
* ``simulate`` ``{ruleset, rules?, players, deals, session, seed, style?, seats?, start,
  count?, plus?}``: the tally of some sessions of a run ([`mouche.simulate`][mouche.simulate]),
  plus the tally ``plus``; with ``parts`` (the chunks' tallies) instead, the run's summary.
* ``hint`` ``{record | ruleset, players, seed, seat, actions; hint_seed?, start?, count?,
  plus?}``: every action open to the seat to act, valued in jetons, in chunks of worlds
  (``op_hint``); with ``parts`` instead, the hint itself.
* ``compare`` ``{record, a?, b}``: the record under two rulesets, each ``{preset,
  options?}`` (``a`` defaults to the record's own, and then the record's ``[rules]``
  apply to ``b`` too, as in ``replay``), with every differing option and the cause of
  each difference in the outcome ([`mouche.compare.attribute`][mouche.compare.attribute]).

The requests' arguments are read in [`mouche.browser_input`][mouche.browser_input], the Play
page's operations are [`mouche.browser_play`][mouche.browser_play]'s, the long ones in chunks
(``simulate``, ``hint``) [`mouche.browser_runs`][mouche.browser_runs]'s; this module serves
them and is the one the worker and the tests import.

>>> import json
>>> out = json.loads(call('{"op": "position", "args": {"ruleset": "academie", '
...     '"players": 4, "seed": 7, "seat": 1, "actions": []}}'))
>>> out["ok"], out["result"]["to_act"], out["result"]["permalink"]["actions"]
(True, 1, [])
>>> json.loads(call('{"op": "position", "args": {"ruleset": "<b>"}}'))["error"]["message"][:22]
"unknown ruleset '<b>';"
>>> json.loads(call('{"op": "info", "args": {}, "lang": "de"}'))["error"]["message"]
"unknown language 'de'; languages: en, fr, ru"
"""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

from mouche.browser_input import (
    MAX_SEED,
    InputError,
    clause_links,
    preset_arg,
    replay_clauses,
)
from mouche.browser_play import CONTINUE, Refused, engine_moves, op_play, op_position, position_of
from mouche.browser_runs import MAX_CHUNK_COST, MAX_HINT_PLAYOUTS, op_hint, op_simulate
from mouche.compare import attribute, variant
from mouche.errors import IllegalAction, MoucheError, message_of
from mouche.messages import (
    ENGLISH,
    LANGUAGES,
    LanguageError,
    Message,
    in_language,
    language,
    render,
)
from mouche.presets import PRESETS
from mouche.records import (
    HandRecord,
    SessionRecord,
    parse_any,
    parse_record,
    replay_json,
)
from mouche.records.contract import MAX_ACTIONS, check_length
from mouche.rulesets import OPTIONS, Ruleset

MAX_REQUEST = 2_000_000
"""Longest request read, in characters.  Generous: a record is held to the input
contract's own limit ([`MAX_RECORD_CHARS`][mouche.records.contract.MAX_RECORD_CHARS])
and refused in its words; past this one the request is refused unread
([`oversized`][mouche.browser.oversized]), so a pasted book never reaches the parser
or fills the engine's memory."""


def op_info(args: dict[str, Any]) -> dict[str, Any]:
    """The presets, for the forms."""
    return {
        "rulesets": [
            {"id": r.id, "title": r.title, "players": list(r.allowed_players)}
            for r in PRESETS.values()
        ]
    }


def op_replay(args: dict[str, Any]) -> dict[str, Any]:
    """Replay a record, as ``python -m mouche replay --json`` does, optionally under a preset."""
    text = args.get("record")
    if not isinstance(text, str) or not text.strip():
        raise InputError("the record is empty")
    record = parse_any(text)
    if args.get("ruleset") not in (None, ""):
        other = preset_arg(args)
        if isinstance(record, SessionRecord):
            deals = tuple(_under(other, d) for d in record.deals)
            record = dataclasses.replace(record, deals=deals)
        else:
            record = _under(other, record)
    out = replay_json(record)
    return {"replay": out, "clause_links": clause_links(replay_clauses(out))}


def _under(other: Ruleset, record: HandRecord) -> HandRecord:
    """``record`` under the preset ``other`` (with the record's own [rules])."""
    try:
        ruleset = other.replace(**record.rules) if record.rules else other
    except MoucheError as exc:  # pragma: no cover (the presets share their options)
        raise InputError(
            "the record's [rules] do not apply to {id}: {error}", id=other.id, error=exc
        ) from None
    record = dataclasses.replace(record, ruleset=ruleset)
    try:
        record.start()
    except MoucheError as exc:
        raise InputError(
            "this deal cannot be dealt under {id}: {error}", id=other.id, error=exc
        ) from None
    return record


def _ruleset_spec(args: dict[str, Any], key: str, rules: dict[str, Any] | None = None) -> Ruleset:
    """A ruleset from ``{"preset": id, "options": {name: value}}`` (untrusted), on top of
    ``rules`` (a record's ``[rules]``, as the ``replay`` operation applies them)."""
    spec = args.get(key)
    if not isinstance(spec, dict):
        raise InputError("{key} must be a ruleset: a preset and options", key=key)
    preset = preset_arg({"ruleset": spec.get("preset")})
    options = spec.get("options") or {}
    if not isinstance(options, dict) or len(options) > len(OPTIONS):
        raise InputError("{key}: options must be an object of option names and values", key=key)
    for name, value in options.items():
        if name not in OPTIONS:
            raise InputError(
                "{key}: unknown option {name!r}; options: {options}",
                key=key,
                name=name[:40],
                options=", ".join(OPTIONS),
            )
        if isinstance(value, bool) or not isinstance(value, (str, int)) or len(str(value)) > 20:
            raise InputError(
                "{key}: option {name} cannot be {value!r}",
                key=key,
                name=name,
                value=str(value)[:40],
            )
    return variant(preset.id, {**(rules or {}), **options})


def op_compare(args: dict[str, Any]) -> dict[str, Any]:
    """A record under rulesets A and B: the options that differ and what each one causes."""
    text = args.get("record")
    if not isinstance(text, str) or not text.strip():
        raise InputError("the record is empty")
    record = parse_record(text)
    if args.get("a") in (None, ""):  # A is the record's own: its [rules] hold for B too
        a, b = record.ruleset, _ruleset_spec(args, "b", record.rules)
    else:
        a, b = _ruleset_spec(args, "a"), _ruleset_spec(args, "b")
    out = attribute(record, a, b).to_json()
    ids = {c for d in out["differences"] for c in d["a_cites"] + d["b_cites"]}
    for side in out["outcomes"].values():
        if side["replay"]:
            ids |= replay_clauses(side["replay"])
    ids |= {s["refusal"]["clause"] for s in out["switches"] if s["refusal"]}
    return {**out, "clause_links": clause_links(ids)}


OPERATIONS = {
    "info": op_info,
    "replay": op_replay,
    "position": op_position,
    "play": op_play,
    "simulate": op_simulate,
    "compare": op_compare,
    "hint": op_hint,
}


def _error(kind: str, message: str, clause: str | None = None) -> dict[str, Any]:
    error: dict[str, Any] = {"kind": kind, "message": message}
    if clause:
        error["clause"] = clause
        error["clause_links"] = clause_links([clause])
    return {"ok": False, "error": error}


WHAT = {
    "replay": "record",
    "compare": "record",
    "position": "link",
    "play": "position",
    "simulate": "simulation",
    "hint": "position",
}
"""What the reader gave each operation, in the reader's words (for the messages)."""
_THE = {
    "record": Message("the record"),
    "link": Message("the link"),
    "position": Message("the position"),
    "simulation": Message("the simulation"),
    "request": Message("the request"),
}
_THIS = {
    "record": Message("this record"),
    "link": Message("this link"),
    "position": Message("this position"),
    "simulation": Message("this simulation"),
    "request": Message("this request"),
}


def _what(op: object) -> str:
    return WHAT.get(op, "request") if isinstance(op, str) else "request"


def _the(op: object) -> Message:
    return _THE[_what(op)]


def _this(op: object) -> Message:
    return _THIS[_what(op)]


def handle(request: Any) -> dict[str, Any]:
    """Serve one decoded request; every failure becomes an error object.

    Whatever escapes an operation is named in the reader's terms (the record, the
    link), never raised: the worker that calls this must survive any request.  The
    answer is in the request's ``lang`` (English when it has none).
    """
    if not isinstance(request, dict):
        return _error("input", Message("a request is a JSON object"))
    try:
        lang = language(request.get("lang") or ENGLISH)
    except LanguageError as exc:
        return _error("input", str(exc))
    return in_language(_answer(request, lang), lang)  # type: ignore[no-any-return]


def _answer(request: dict[str, Any], lang: str) -> dict[str, Any]:
    """The answer to ``request``, its messages still English strings that know their ids
    (refusals already said in ``lang``)."""
    op = request.get("op")
    args = request.get("args", {})
    if not isinstance(op, str) or op not in OPERATIONS:
        return _error("input", Message("unknown operation {op!r}", op=str(op)[:40]))
    if not isinstance(args, dict):
        return _error("input", Message("args must be a JSON object"))
    try:
        return {"ok": True, "result": OPERATIONS[op](args)}
    except Refused as refused:
        out = _error("illegal", render(refused.error.message, lang), refused.error.clause)
        if refused.error.note:  # the clause is another source's: say so, as replays do
            out["error"]["note"] = refused.error.note
        out["view"] = refused.view
        return out
    except InputError as exc:
        return _error("input", render(exc.message, lang), exc.clause)
    except IllegalAction as exc:  # pragma: no cover (the operations catch their own)
        return _error("illegal", render(exc.message, lang), exc.clause)
    except MoucheError as exc:  # a record refused by the input contract, among others
        return _error("input", message_of(exc, lang))
    except RecursionError:
        return _error("input", Message("{what} is nested too deeply for the engine", what=_the(op)))
    except MemoryError:
        return _error(
            "input", Message("{what} is too large for the engine's memory", what=_the(op))
        )
    except Exception as exc:  # never a traceback in the page
        name = type(exc).__name__
        return _error(
            "internal",
            Message(
                "the engine failed on {what} ({name}); please report it", what=_this(op), name=name
            ),
        )


_OP = re.compile(r'\A\s*\{\s*"op"\s*:\s*"([a-z]{1,20})"')


def oversized(op: object, length: int, lang: str = ENGLISH) -> str:
    """The answer to a request of ``length`` characters, too long to read.

    See [`MAX_REQUEST`][mouche.browser.MAX_REQUEST]. A record is refused in the words of
    the input contract; anything else as too long.  The worker calls this instead of
    [`call`][mouche.browser.call], so such a text never enters the engine; it passes
    the page's language as ``lang`` (unchecked: an unknown one is English).

    >>> json.loads(oversized("position", 3_000_000))["error"]["message"]
    'the link is too long (3,000,000 characters)'
    """
    what, lang = _what(op), lang if lang in LANGUAGES else ENGLISH
    if what == "record":
        try:
            check_length(length)
        except MoucheError as exc:
            return json.dumps(_error("input", exc.in_language(lang)), ensure_ascii=False)
    too_long = Message("{what} is too long ({length:,} characters)", what=_the(op), length=length)
    return json.dumps(_error("input", too_long.render(lang)), ensure_ascii=False)


def call(request: str) -> str:
    """One JSON request in, one JSON answer out (what the worker calls)."""
    if not isinstance(request, str):
        return json.dumps(_error("input", "a request is a JSON text"))
    if len(request) > MAX_REQUEST:
        op = _OP.match(request[:100])
        return oversized(op.group(1) if op else None, len(request))
    try:
        decoded = json.loads(request)
    except (ValueError, RecursionError):
        return json.dumps(_error("input", "the request is not valid JSON"))
    return json.dumps(handle(decoded), ensure_ascii=False)


def rulesets_json() -> str:
    """The presets for the Play page's form (embedded in the page by the site build)."""
    return json.dumps(op_info({})["rulesets"], ensure_ascii=False)


__all__ = [
    "CONTINUE",
    "MAX_ACTIONS",
    "MAX_CHUNK_COST",
    "MAX_HINT_PLAYOUTS",
    "MAX_REQUEST",
    "MAX_SEED",
    "OPERATIONS",
    "WHAT",
    "InputError",
    "call",
    "clause_links",
    "engine_moves",
    "handle",
    "op_compare",
    "op_hint",
    "op_info",
    "op_play",
    "op_position",
    "op_replay",
    "op_simulate",
    "oversized",
    "position_of",
    "rulesets_json",
]
