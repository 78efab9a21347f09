"""The input contract of hand records: what a record's text must be before the engine reads it.

Every record comes through here, whatever brought it: a file on the command line,
the workbench, a Play link, a session record.  The text is untrusted, so:

* it is at most [`MAX_RECORD_CHARS`][mouche.records.contract.MAX_RECORD_CHARS] characters
  long;
* before the TOML parser sees it, brackets ``[ ]`` and braces ``{ }`` nest at most
  [`MAX_NESTING`][mouche.records.contract.MAX_NESTING] deep and a dotted key has at most
  [`MAX_KEY_PARTS`][mouche.records.contract.MAX_KEY_PARTS] parts (a long dotted key costs
  the parser quadratic time, deep nesting its stack);
* any parse failure, a number too long to convert included, is a
  [`RecordError`][mouche.errors.RecordError];
* after parsing, a table holds only the keys it may hold, each value has the type it
  must have (``true`` is not a number, ``3.0`` is not a whole number), whole numbers
  are from 0 to [`MAX_WHOLE`][mouche.records.contract.MAX_WHOLE], and option overrides
  name real options.

Every refusal is a one-line [`RecordError`][mouche.errors.RecordError] naming the
problem and quoting the input only through [`excerpt`][mouche.errors.excerpt].

>>> load_toml("players = 3")
{'players': 3}
>>> load_toml("x" + ".a" * 20_000 + " = 1")
Traceback (most recent call last):
...
mouche.errors.RecordError: a dotted key has more than 4 parts (line 1)
>>> rule_overrides({"mouche_limit": 20, "must_head": True})
{'mouche_limit': '20', 'must_head': 'yes'}
"""

from __future__ import annotations

import io
import re
import tomllib
from collections.abc import Collection, Mapping
from datetime import date, datetime, time
from typing import Any

from mouche.actions import parse_action
from mouche.cli_io import open_regular, standard_input
from mouche.errors import MoucheError, RecordError, excerpt, one_line
from mouche.messages import N_, Message
from mouche.rulesets import OPTIONS

MAX_RECORD_CHARS = 50_000
"""Longest record accepted, in characters (a deal's record is under a thousand)."""
MAX_NESTING = 8
"""Deepest nesting of ``[ ]`` and ``{ }`` accepted (a record needs two)."""
MAX_KEY_PARTS = 4
"""Most parts a dotted key (``a.b.c``) may have (a record needs two)."""
MAX_WHOLE = 1_000_000
"""Largest whole number a record may give (seats, jetons)."""
MAX_ACTIONS = 200
"""Most actions one deal may list (a deal of six players needs under sixty)."""
MAX_ACTION_CHARS = 80
"""Longest text of one action."""
MAX_TITLE_CHARS = 200
MAX_NOTE_CHARS = 5_000
MAX_ID_CHARS = 100
"""Longest id (a ruleset, a clause cited by ``illustrates``)."""

_TOKEN = re.compile(
    r"""
      "{3}(?:[^\\]|\\.)*?"{3,5}      # multi-line basic string (it may end in 5 quotes)
    | '{3}.*?'{3,5}                  # multi-line literal string
    | "(?:[^"\\\n]|\\[^\n])*"        # basic string
    | '[^'\n]*'                      # literal string
    | "{3}(?:[^\\]|\\.)*             # unclosed: TOML stops there, and so does the scan
    | '{3}.*
    | "(?:[^"\\\n]|\\[^\n])*
    | '[^'\n]*
    | \#[^\n]*                       # comment
    | [^\s"'\#\[\]{}=,]+             # a bare run: keys, dots, numbers, dates
    | [\[\]{}=,\n]                   # structure
    | [^\S\n]+                       # blanks
    | .                              # anything else (a lone quote)
    """,
    re.VERBOSE | re.DOTALL,
)


def _line(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def check_shape(text: str) -> None:
    """Refuse, before parsing, text too deeply nested or with too long a dotted key.

    Strings and comments are skipped as TOML reads them, so brackets and dots inside
    a quoted title do not count.  Where this reading and TOML's could differ the text
    is not valid TOML, and counting more never lets deep nesting through.  The scan
    is linear: a string left open is skipped to the end of its line (or of the text,
    for a multi-line one), where TOML's parser would stop with an error.
    """
    depth = 0
    dots = 0
    for m in _TOKEN.finditer(text):
        first = m.group()[0]
        if first in "[{":
            depth += 1
            dots = 0
            if depth > MAX_NESTING:
                raise RecordError(
                    "the record nests [ ] and {{ }} more than {max_nesting} deep (line {line})",
                    max_nesting=MAX_NESTING,
                    line=_line(text, m.start()),
                )
        elif first in "]}":
            depth = max(depth - 1, 0)
            dots = 0
        elif first in "=,\n":
            dots = 0
        elif first not in "\"'#" and not first.isspace():
            dots += m.group().count(".")
            if dots >= MAX_KEY_PARTS:
                raise RecordError(
                    "a dotted key has more than {max_key_parts} parts (line {line})",
                    max_key_parts=MAX_KEY_PARTS,
                    line=_line(text, m.start()),
                )


_RECORD = Message("record")
"""What a text given to the contract is, by default (for the messages)."""


def check_length(length: int, what: str = _RECORD) -> None:
    """Refuse a record of ``length`` characters if that is over the limit.

    The length is all it needs: the browser facade refuses a request too long to
    read, the record in it unread, in these same words.
    """
    if length > MAX_RECORD_CHARS:
        raise RecordError(
            "the {what} is too long: more than {max_record_chars:,} characters, the limit (a "
            "deal's record is under a thousand)",
            what=what,
            max_record_chars=MAX_RECORD_CHARS,
        )


def read_record(path: str) -> str:
    """A record file's text (``-``: standard input), read as the contract wants it.

    Only a regular file, or standard input if it is open: a named pipe, a device or a
    folder is refused before it is read ([`mouche.cli_io`][mouche.cli_io]).  No newline
    translation (a browser reads the same characters), and no more than the record
    limit plus one character, so that a huge file or an endless stream is refused as
    too long without being read.
    """
    try:
        if path != "-":
            with open_regular(path) as raw, io.TextIOWrapper(raw, "utf-8", newline="") as f:
                return f.read(MAX_RECORD_CHARS + 1)
        given = standard_input()
        if not hasattr(given, "buffer"):  # already text (a caller's own stream)
            return given.read(MAX_RECORD_CHARS + 1)
        stdin = io.TextIOWrapper(given.buffer, encoding="utf-8", newline="")
        try:
            return stdin.read(MAX_RECORD_CHARS + 1)
        finally:
            stdin.detach()
    except UnicodeDecodeError as e:
        raise RecordError(
            "the record is not UTF-8 text (byte {start} cannot be read)", start=e.start
        ) from None


_TOML_PROBLEMS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern + r"\Z"), said)
    for pattern, said in (
        (r"Invalid value", N_("a value cannot be read")),
        (r"Invalid statement", N_("a line is neither key = value nor a [table] heading")),
        (
            r"Expected newline or end of document after a statement",
            N_("a line goes on after its value"),
        ),
        (r"Expected '=' after a key in a key/value pair", N_("a key is not followed by =")),
        (r"Expected '\]' at the end of a table declaration", N_("a [table] heading is not closed")),
        (
            r"Expected '\]\]' at the end of an array declaration",
            N_("a [[table]] heading is not closed"),
        ),
        (
            r"Invalid initial character for a key part",
            N_("a key begins with a character keys cannot"),
        ),
        (r"Unclosed array", N_("a list [ ... ] is not closed")),
        (r"Unclosed inline table", N_("a table written on one line is not closed")),
        (r"Unterminated string", N_("a string's quotation marks are not closed")),
        (r"Unescaped '\\' in a string", N_("a backslash in a string escapes nothing")),
        (r"Invalid hex value", N_("a Unicode escape is not hexadecimal")),
        (r"Escaped character is not a Unicode scalar value", N_("an escape names no character")),
        (r"Invalid date or datetime", N_("a date cannot be read")),
        (r"Cannot overwrite a value", N_("a key is given twice")),
        (r"Cannot declare (?P<key>.+) twice", N_("the table {key} is declared twice")),
        (r"Duplicate inline table key (?P<key>.+)", N_("the key {key} is given twice")),
        (r"Cannot (?:mutate immutable|redefine) namespace (?P<key>.+)", N_("{key} is given twice")),
        (r"Illegal character '\\n'", N_("a string is not closed before the end of its line")),
        (
            r"(?:Found invalid|Illegal) character (?P<key>.+)",
            N_("the character {key} is not allowed here"),
        ),
        (r"Expected (?P<key>.+)", N_("{key} was expected")),
    )
)
"""The problems Python's TOML reader names (in English), each as the reader's language says it."""
_KEY_PART = re.compile(r"'([^']*)'")
_TOML_AT = re.compile(
    r"(?P<problem>.*) \(at (?:line (?P<line>\d+), column (?P<column>\d+)|end of document)\)\Z"
)


def toml_error(error: tomllib.TOMLDecodeError) -> RecordError:
    """The refusal of a text that is not TOML, in one line: where, and what, in the reader's
    language (a problem the table above does not know, in the TOML reader's English)."""
    text = one_line(str(error), 120)
    at = _TOML_AT.match(text)
    if at is None:
        return RecordError("not valid TOML: {error}", error=text)
    problem: str = at["problem"]
    for pattern, said in _TOML_PROBLEMS:
        if (found := pattern.match(problem)) is not None:
            key = found.groupdict().get("key") or ""  # ('a', 'b'), a dotted key, reads a.b
            problem = Message(said, key=".".join(_KEY_PART.findall(key)) or key)
            break
    if at["line"] is None:
        return RecordError("not valid TOML at the end of the text: {problem}", problem=problem)
    return RecordError(
        "not valid TOML at line {line}, column {column}: {problem}",
        line=int(at["line"]),
        column=int(at["column"]),
        problem=problem,
    )


def load_toml(text: object, what: str = _RECORD) -> dict[str, Any]:
    """Parse a record's TOML text under the limits above; any problem is a RecordError."""
    if not isinstance(text, str):
        raise RecordError("a {what} is text, not {text}", what=what, text=describe(text))
    check_length(len(text), what)
    text = text.removeprefix("\ufeff")  # a byte-order mark, as some editors write
    check_shape(text)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise toml_error(e) from None
    except ValueError:  # tomllib lets int()'s digit limit through
        raise RecordError(
            "not valid TOML: a number has too many digits (whole numbers go up to {max_whole:,})",
            max_whole=MAX_WHOLE,
        ) from None
    except RecursionError:  # pragma: no cover (check_shape refuses such nesting first)
        raise RecordError("the record is nested too deeply") from None


def describe(value: object) -> str:
    """What a TOML value is, for a message, quoting at most a short excerpt of it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value) if abs(value) <= 10**12 else "a number that large"
    if isinstance(value, str):
        return f"a string ({excerpt(value, 30)})"
    if isinstance(value, float):
        return "a decimal number"
    if isinstance(value, (datetime, date, time)):
        return "a date or time"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__


def _name(key: str, where: str) -> str:
    return f"{where}field {excerpt(key)}"


def check_keys(table: Mapping[str, Any], allowed: Collection[str], where: str = "") -> None:
    """Refuse any key of ``table`` not in ``allowed``, naming it (``where``: e.g. "deal 2: ")."""
    unknown = sorted(k for k in table if k not in allowed)
    if unknown:
        more = f" (and {len(unknown) - 1} more)" if len(unknown) > 1 else ""
        fields = ", ".join(sorted(allowed))
        raise RecordError(
            "{where}unknown field {unknown}{more}; fields: {fields}",
            where=where,
            unknown=excerpt(unknown[0]),
            more=more,
            fields=fields,
        )


_MISSING: Any = object()


def _value(table: Mapping[str, Any], key: str, default: Any, where: str) -> Any:
    if key in table:
        return table[key]
    if default is _MISSING:
        raise RecordError("{where}missing field {key}", where=where, key=excerpt(key))
    return default


def whole(
    table: Mapping[str, Any],
    key: str,
    default: Any = _MISSING,
    where: str = "",
    high: int = MAX_WHOLE,
) -> int:
    """A whole number from 0 to ``high`` (booleans and decimals are not whole numbers)."""
    value = _value(table, key, default, where)
    return whole_value(value, _name(key, where), high)


def whole_value(value: object, name: str, high: int = MAX_WHOLE, low: int = 0) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``; ``name`` says what it is."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(
            "{name} must be a whole number, not {value}", name=name, value=describe(value)
        )
    if not low <= value <= high:
        raise RecordError(
            "{name} must be a whole number from {low:,} to {high:,}, not {value}",
            name=name,
            low=low,
            high=high,
            value=describe(value),
        )
    return value


def text(
    table: Mapping[str, Any],
    key: str,
    default: Any = _MISSING,
    where: str = "",
    limit: int = MAX_ID_CHARS,
) -> str:
    """A string of at most ``limit`` characters."""
    value = _value(table, key, default, where)
    if not isinstance(value, str):
        raise RecordError(
            "{key} must be a string, not {value}", key=_name(key, where), value=describe(value)
        )
    if len(value) > limit:
        raise RecordError(
            "{key} is too long ({value:,} characters; at most {limit:,})",
            key=_name(key, where),
            value=len(value),
            limit=limit,
        )
    return value


def array(
    table: Mapping[str, Any], key: str, default: Any = _MISSING, where: str = "", limit: int = 100
) -> list[Any]:
    """An array of at most ``limit`` items (their types are the caller's to check)."""
    value = _value(table, key, default, where)
    if not isinstance(value, list):
        raise RecordError(
            "{key} must be an array, not {value}", key=_name(key, where), value=describe(value)
        )
    if len(value) > limit:
        raise RecordError(
            "{key} has too many items ({value:,}; at most {limit})",
            key=_name(key, where),
            value=len(value),
            limit=limit,
        )
    return value


def texts(
    table: Mapping[str, Any],
    key: str,
    default: Any = _MISSING,
    where: str = "",
    limit: int = 100,
    chars: int = MAX_ID_CHARS,
) -> tuple[str, ...]:
    """An array of at most ``limit`` strings of at most ``chars`` characters each."""
    items = array(table, key, default, where, limit)
    for i, item in enumerate(items):
        if not isinstance(item, str):
            raise RecordError(
                "{key}: item {i} must be a string, not {item}",
                key=_name(key, where),
                i=i,
                item=describe(item),
            )
        if len(item) > chars:
            raise RecordError(
                "{key}: item {i} is too long (at most {chars} characters)",
                key=_name(key, where),
                i=i,
                chars=chars,
            )
    return tuple(items)


def subtable(
    table: Mapping[str, Any], key: str, default: Any = _MISSING, where: str = ""
) -> dict[str, Any]:
    """A table (``[key]`` or ``key = { ... }``)."""
    value = _value(table, key, default, where)
    if not isinstance(value, dict):
        raise RecordError(
            "{key} must be a table, not {value}", key=_name(key, where), value=describe(value)
        )
    return value


def description(table: Mapping[str, Any], where: str = "") -> tuple[str, str, tuple[str, ...]]:
    """A record's ``title``, ``note`` and the ids it ``illustrates``, as printable text.

    They reach citations and pages, so no control or format character (ESC, a
    right-to-left override) may hide in them; a note may break lines.
    """
    title = text(table, "title", "", where, MAX_TITLE_CHARS)
    note = text(table, "note", "", where, MAX_NOTE_CHARS)
    ids = texts(table, "illustrates", [], where)
    shown = [
        ("title", title),
        ("note", note.replace("\n", " ")),
        *(("illustrates", i) for i in ids),
    ]
    for key, value in shown:
        bad = next((c for c in value if not c.isprintable()), None)
        if bad is not None:
            raise RecordError(
                "{key} holds an unprintable character, {bad}",
                key=_name(key, where),
                bad=excerpt(bad),
            )
    return title, note, ids


def actions(table: Mapping[str, Any], key: str = "actions", where: str = "") -> tuple[str, ...]:
    """The action texts, each one read (not applied) so that a bad one is named here."""
    items = texts(table, key, [], where, MAX_ACTIONS, MAX_ACTION_CHARS)
    for i, item in enumerate(items):
        try:
            parse_action(item)
        except MoucheError as e:
            raise RecordError(
                "{where}action {i}: {error}", where=where, i=i + 1, error=e
            ) from None  # counted from 1
    return items


def rule_overrides(raw: object, where: str = "") -> dict[str, str]:
    """The ``[rules]`` table as option labels: only real options, each value checked.

    A value is an option's label (a string); an option with a numeric choice also
    takes a whole number; an option whose choices are yes and no also takes
    ``true`` and ``false``.  Nothing else: not ``id`` or ``title``, which would
    rename a ruleset away from its options.
    """
    if not isinstance(raw, dict):
        raise RecordError(
            "{where}field 'rules' must be a table of options, not {raw}",
            where=where,
            raw=describe(raw),
        )
    out: dict[str, str] = {}
    for name, value in raw.items():
        option = OPTIONS.get(name)
        if option is None:
            raise RecordError(
                "{where}unknown option {name} in [rules]; options: {options}",
                where=where,
                name=excerpt(name),
                options=", ".join(OPTIONS),
            )
        labels = {c.label for c in option.choices}
        if isinstance(value, bool) and labels == {"yes", "no"}:
            label = "yes" if value else "no"
        elif isinstance(value, int) and not isinstance(value, bool) and option.integer:
            label = str(whole_value(value, f"{where}option {name!r}", high=999_999))
        elif isinstance(value, str):
            label = value
        else:
            raise RecordError(
                "{where}option {name!r} must be one of its values as a string, not {value}",
                where=where,
                name=name,
                value=describe(value),
            )
        option.choice(label)
        out[name] = label
    return out


__all__ = [
    "MAX_ACTIONS",
    "MAX_ACTION_CHARS",
    "MAX_KEY_PARTS",
    "MAX_NESTING",
    "MAX_RECORD_CHARS",
    "MAX_WHOLE",
    "actions",
    "array",
    "check_keys",
    "check_length",
    "check_shape",
    "describe",
    "description",
    "load_toml",
    "read_record",
    "rule_overrides",
    "subtable",
    "text",
    "texts",
    "whole",
    "whole_value",
]
