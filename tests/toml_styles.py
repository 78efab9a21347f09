"""TOML written in the many styles the format allows: the same data as many different texts.

[`dump`][dump] writes a table as TOML; where the format leaves a choice (a string basic,
literal, multi-line or escaped; a number in hex or with underscores; a table as a
``[header]``, inline or dotted keys; arrays on one line or many, with comments; blanks,
CRLF line ends, a byte-order mark) it asks ``pick``. With the default, the first option
each time, the text is plain; a fuzzer passes Hypothesis's choice, and any text it gets
reads back as the same data (the fuzzer checks that too).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from datetime import date, datetime, time
from typing import Any, TypeVar

T = TypeVar("T")
Pick = Callable[[Sequence[Any]], Any]

_BARE = re.compile(r"[A-Za-z0-9_-]+")
_COMMENTS = ["", "# a comment", "# ]] [[ {{ = . \"\"\" '''", "#"]
"""What a comment may say: nothing, words, or TOML's structure (which a comment hides)."""


def first(options: Sequence[T]) -> T:
    """The plain style: the first option of every choice."""
    return options[0]


def _escape(ch: str, ascii_only: bool) -> str:
    if ch in '"\\':
        return "\\" + ch
    if ch in "\b\t\n\f\r":
        return {"\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}[ch]
    if ord(ch) < 0x20 or ord(ch) == 0x7F or (ascii_only and ord(ch) > 0x7E):
        return f"\\u{ord(ch):04X}" if ord(ch) <= 0xFFFF else f"\\U{ord(ch):08X}"
    return ch


class Writer:
    """One text's choices: its line end, and every style asked for as it is written."""

    def __init__(self, pick: Pick) -> None:
        self.pick = pick
        self.nl: str = pick(["\n", "\r\n"])

    # ------------------------------------------------------------------ scalars

    def key(self, k: str) -> str:
        styles = ["basic"]
        if _BARE.fullmatch(k):
            styles.insert(0, "bare")
        if "'" not in k and all(c.isprintable() for c in k):
            styles.append("literal")
        style = self.pick(styles)
        if style == "bare":
            return k
        if style == "literal":
            return f"'{k}'"
        return '"' + "".join(_escape(c, False) for c in k) + '"'

    def string(self, s: str, inline: bool) -> str:
        plain = all(c.isprintable() or c == "\t" for c in s)
        styles = ["basic", "basic-ascii"]
        if plain and "'" not in s:
            styles.append("literal")
        if not inline:
            styles.append("multi-basic")
            printable = all(c.isprintable() or c in "\t\n" for c in s)
            if printable and "'''" not in s and (self.nl == "\n" or "\n" not in s):
                styles.append("multi-literal")
        style = self.pick(styles)
        if style == "literal":
            return f"'{s}'"
        # a line end just after the opening quotes is dropped: it must be there if the
        # text begins with a line end of its own
        opening = self.nl if s.startswith("\n") else self.pick(["", self.nl])
        if style == "multi-literal":
            return "'''" + opening + s + "'''"
        units = [_escape(c, style == "basic-ascii") for c in s]
        if style != "multi-basic":
            return '"' + "".join(units) + '"'
        if self.nl == "\n" and self.pick([False, True]):  # line ends as they are
            units = ["\n" if c == "\n" else u for c, u in zip(s, units, strict=True)]
        else:
            opening = self.pick(["", self.nl])
        # a line-ending backslash drops the line end and the blanks after it
        out = []
        for i, unit in enumerate(units):
            if i and unit[0] not in " \t\n" and self.pick([False, True]):
                out.append("\\" + self.nl + self.pick(["", "  ", "\t"]))
            out.append(unit)
        return '"""' + opening + "".join(out) + '"""'

    def integer(self, n: int) -> str:
        styles = ["decimal", "underscores"]
        if n >= 0:
            styles += ["plus", "hex", "octal", "binary"]
        style = self.pick(styles)
        if style == "hex":
            return self.pick(["0x{:x}", "0x{:X}", "0x0{:x}"]).format(n)
        if style == "octal":
            return f"0o{n:o}"
        if style == "binary":
            return f"0b{n:b}"
        text = str(n)
        if style == "plus":
            return "+" + text
        if style == "underscores":
            sign, digits = ("-", text[1:]) if n < 0 else ("", text)
            return sign + "_".join(digits)
        return text

    def scalar(self, v: Any, inline: bool) -> str:
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, int):
            return self.integer(v)
        if isinstance(v, float):
            if math.isnan(v):
                return self.pick(["nan", "+nan", "-nan"])
            if math.isinf(v):
                return "-inf" if v < 0 else self.pick(["inf", "+inf"])
            return repr(v)
        if isinstance(v, str):
            return self.string(v, inline)
        if isinstance(v, datetime):
            return v.isoformat(sep=self.pick(["T", " "]))
        if isinstance(v, (date, time)):
            return v.isoformat()
        if isinstance(v, list):
            return self.array(v, inline)
        assert isinstance(v, dict), type(v)
        return self.inline_table(v)

    # ------------------------------------------------------------------ containers

    def array(self, items: list[Any], inline: bool) -> str:
        if not items:
            return self.pick(["[]", "[ ]"])
        if inline or not self.pick([False, True]):
            gap = self.pick([", ", ",", " , "])
            return "[" + gap.join(self.scalar(x, True) for x in items) + "]"
        lines = ["["]
        for i, x in enumerate(items):
            comma = "," if i < len(items) - 1 else self.pick(["", ","])
            lines.append(self.pick(["  ", "\t", ""]) + self.scalar(x, False) + comma)
            comment = self.pick(_COMMENTS)
            if comment:
                lines[-1] += "  " + comment
        return self.nl.join([*lines, "]"])

    def inline_table(self, table: dict[str, Any]) -> str:
        if not table:
            return self.pick(["{}", "{ }"])
        gap = self.pick([", ", ","])
        pairs = (f"{self.key(k)} = {self.scalar(v, True)}" for k, v in table.items())
        return "{ " + gap.join(pairs) + " }"

    def pair(self, key: str, v: Any) -> str:
        line = self.pick(["", "  ", "\t"]) + key + self.pick([" = ", "=", "\t=\t"])
        line += self.scalar(v, False)
        comment = self.pick(_COMMENTS)
        return line + ("  " + comment if comment else "")

    def body(self, table: dict[str, Any], path: list[str]) -> list[str]:
        """The lines of a table's own keys, then of the tables under it (as headers)."""
        plain: list[str] = []
        later: list[str] = []
        for k, v in table.items():
            key = self.key(k)
            if isinstance(v, dict) and v and not self.pick([False, True]):
                if self.pick(["header", "dotted"]) == "header":
                    later += ["", "[" + ".".join([*path, key]) + "]", *self.body(v, [*path, key])]
                    continue
                if not any(isinstance(x, (dict, list)) for x in v.values()):
                    plain += [self.pair(f"{key}.{self.key(sub)}", x) for sub, x in v.items()]
                    continue
            tables = isinstance(v, list) and v and all(isinstance(x, dict) for x in v)
            if tables and self.pick(["array-of-tables", "inline"]) == "array-of-tables":
                header = "[[" + ".".join([*path, key]) + "]]"
                for x in v:
                    later += ["", header, *self.body(x, [*path, key])]
                continue
            plain.append(self.pair(key, v))
            if self.pick([False, True]):
                plain.append(self.pick(_COMMENTS[1:] + [""]))
        return plain + later


def dump(data: dict[str, Any], pick: Pick = first) -> str:
    """``data`` as a TOML text in the styles ``pick`` chooses (by default, plain)."""
    w = Writer(pick)
    head = pick(["", "\ufeff"])
    return head + w.nl.join(w.body(data, [])) + w.nl
