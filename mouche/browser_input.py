"""The browser facade's requests read: every argument from the page is untrusted, checked
here and refused in one line that names it ([`InputError`][mouche.browser_input.InputError]).
See [`mouche.browser`][mouche.browser].
"""

from __future__ import annotations

from typing import Any

from mouche.actions import Action, parse_action
from mouche.edition.model import clause_permalink
from mouche.errors import MoucheError
from mouche.messages import Message
from mouche.presets import PRESETS
from mouche.records.contract import MAX_ACTION_CHARS, MAX_ACTIONS
from mouche.rulesets import Ruleset

MAX_SEED = 2**53 - 1
"""Seeds are whole numbers a JavaScript number holds exactly."""


class InputError(ValueError):
    """A request that cannot be served: the message says why, for the reader.

    Raised as the engine's errors are, with a message id and its values (or a
    [`Message`][mouche.messages.Message]): the facade says it in the request's language.
    """

    def __init__(self, message: str, clause: str | None = None, /, **named: Any) -> None:
        said = message if isinstance(message, Message) else Message(message, **named)
        super().__init__(str(said))
        self.message = self.said = said
        self.clause = clause


def clause_links(ids: set[str] | list[str] | tuple[str, ...]) -> dict[str, str]:
    """Site-relative links of clause and editorial-decision ids (``sources/x/#x.1``)."""
    return {cid: clause_permalink(cid) for cid in sorted(ids) if isinstance(cid, str) and cid}


def replay_clauses(out: dict[str, Any]) -> set[str]:
    if "deals" in out:  # a session: the clauses of every deal
        return set().union(*(replay_clauses(d) for d in out["deals"]))
    ids = {c for step in out.get("steps", []) for r in step["rulings"] for c in r["clauses"]}
    if out.get("error"):
        ids.add(out["error"]["clause"])
    return ids


def text_arg(args: dict[str, Any], key: str, limit: int = 100) -> str:
    value = args.get(key)
    if not isinstance(value, str) or not value.strip():
        raise InputError("missing {key}", key=key)
    if len(value) > limit:
        raise InputError("{key} is too long ({value} characters)", key=key, value=len(value))
    return value.strip()


def whole_arg(args: dict[str, Any], key: str, low: int, high: int) -> int:
    value = args.get(key)
    if isinstance(value, bool):
        raise InputError("{key} must be a whole number", key=key)
    if isinstance(value, str):
        text = value.strip()
        if not text.isascii() or not text.isdigit() or len(text) > 16:
            raise InputError(
                "{key} must be a whole number, not {value!r}", key=key, value=value[:40]
            )
        value = int(text)
    if not isinstance(value, int):
        raise InputError("{key} must be a whole number", key=key)
    if not low <= value <= high:
        raise InputError(
            "{key} must be from {low} to {high}, not {value}",
            key=key,
            low=low,
            high=high,
            value=value,
        )
    return value


def preset_arg(args: dict[str, Any]) -> Ruleset:
    ruleset_id = text_arg(args, "ruleset", 60)
    if ruleset_id not in PRESETS:
        raise InputError(
            "unknown ruleset {ruleset_id!r}; the presets are: {sorted}",
            ruleset_id=ruleset_id,
            sorted=", ".join(sorted(PRESETS)),
        )
    return PRESETS[ruleset_id]


def actions_arg(args: dict[str, Any]) -> list[Action]:
    raw = args.get("actions", [])
    if raw is None:
        raw = []
    if not isinstance(raw, list):
        raise InputError("actions must be a list")
    if len(raw) > MAX_ACTIONS:
        raise InputError("too many actions ({raw}; a deal has far fewer)", raw=len(raw))
    out = []
    for i, text in enumerate(raw):
        if not isinstance(text, str) or len(text) > MAX_ACTION_CHARS:
            raise InputError("action {i} is not an action", i=i + 1)
        try:
            out.append(parse_action(text))
        except MoucheError as exc:
            raise InputError("action {i}: {error}", i=i + 1, error=exc) from None
    return out


def _items(args: dict[str, Any], key: str, limit: int) -> list[Any]:
    """A list argument: a JSON list, or a URL's comma-separated text; none when absent."""
    value = args.get(key)
    if value is None or value == "" or value == []:
        return []
    if isinstance(value, str):
        items: list[Any] = value.split(",")
    elif isinstance(value, list):
        items = value
    else:
        raise InputError("{key} must be a list", key=key)
    if len(items) > limit:
        raise InputError(
            "{key} has too many items ({n}; at most {limit})", key=key, n=len(items), limit=limit
        )
    return items


def wholes_arg(args: dict[str, Any], key: str, high: int, limit: int) -> tuple[int, ...]:
    """Whole numbers from 0 to ``high``, at most ``limit`` of them (``1,0,3`` in a URL)."""
    return tuple([whole_arg({key: x}, key, 0, high) for x in _items(args, key, limit)])


def pairs_arg(args: dict[str, Any], key: str, high: int, limit: int) -> tuple[tuple[int, int], ...]:
    """Pairs of whole numbers from 0 to ``high`` (``[[2, 6]]`` in JSON, ``2:6`` in a URL)."""
    out = []
    for item in _items(args, key, limit):
        pair = item.split(":") if isinstance(item, str) else item
        if not isinstance(pair, list) or len(pair) != 2:
            raise InputError("each item of {key} is a pair of whole numbers", key=key)
        a, b = (whole_arg({key: x}, key, 0, high) for x in pair)
        out.append((a, b))
    return tuple(out)


# --------------------------------------------------------------------------- operations
