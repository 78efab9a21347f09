"""The string literals of a JavaScript file, and which of them a reader would see untranslated.

A small scanner, enough for the site's own scripts: comments, strings, template literals
(their text, and the literals inside their ``${}``) and regular expressions are told
apart; a literal is *in a message call* when it is the argument of ``t(`` or one of the
first two of ``tn(`` (what ``make catalogs`` extracts). A literal *reads as words* when
it holds two words of letters with a space between, or is a capitalised word, once its
HTML tags and code-like tokens (class names, selectors, paths, ``f()``) are left out: the
shape of an English interface string.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_WORD = re.compile(r"[\w$]+")
_REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^")
_REGEX_KEYWORDS = {"return", "typeof", "case", "in", "of"}
_WORDS = re.compile(r"[A-Za-z]{2,}[ ,.:;!?…'’]+[A-Za-z]{2,}|^[A-Z][a-z]{2,}")
_TAG = re.compile(r"<[^>]*>")
_CODE_CHARS = re.compile(r"[/=(){};._\[\]:#@-]")
PLACEHOLDER = "\x00"
"""Stands for a template literal's ``${...}`` in its text."""


@dataclass(frozen=True)
class Literal:
    text: str
    line: int
    in_message_call: bool


def _string_end(src: str, i: int) -> int:
    """The index after the quoted string starting at ``i``."""
    quote, j = src[i], i + 1
    while src[j] != quote:
        j += 2 if src[j] == "\\" else 1
    return j + 1


def _regex_end(src: str, i: int) -> int:
    """The index after the regular expression literal starting at ``i`` (and its flags)."""
    j, in_class = i + 1, False
    while in_class or src[j] != "/":
        if src[j] == "\\":
            j += 1
        elif src[j] in "[]":
            in_class = src[j] == "["
        j += 1
    j += 1
    while j < len(src) and src[j].isalpha():
        j += 1
    return j


def _expression_end(src: str, j: int) -> int:
    """The index after the ``}`` closing the ``${`` expression whose body starts at ``j``."""
    depth, prev = 1, "("
    while depth:
        c = src[j]
        if c in "\"'":
            j, prev = _string_end(src, j), c
            continue
        if c == "`":
            j, prev = _template_end(src, j), c
            continue
        if c == "/" and prev in _REGEX_AFTER:
            j, prev = _regex_end(src, j), "/"
            continue
        depth += {"{": 1, "}": -1}.get(c, 0)
        if not c.isspace():
            prev = c
        j += 1
    return j


def _template_end(src: str, i: int) -> int:
    j = i + 1
    while src[j] != "`":
        if src[j] == "\\":
            j += 2
        elif src.startswith("${", j):
            j = _expression_end(src, j + 2)
        else:
            j += 1
    return j + 1


def _literals(src: str, base: int) -> list[tuple[str, int]]:
    """(text, offset) of every literal in ``src``; ``base`` is ``src``'s offset in its file."""
    out: list[tuple[str, int]] = []
    i, n, prev, word = 0, len(src), "", ""
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            end = src.find("\n", i)
            i = n if end < 0 else end
        elif src.startswith("/*", i):
            i = src.index("*/", i) + 2
        elif c in "\"'":
            end = _string_end(src, i)
            out.append((src[i + 1 : end - 1], base + i))
            i, prev = end, c
        elif c == "`":
            end, j, text = _template_end(src, i), i + 1, []
            while j < end - 1:
                if src[j] == "\\":
                    text.append(src[j : j + 2])
                    j += 2
                elif src.startswith("${", j):
                    close = _expression_end(src, j + 2)
                    out.extend(_literals(src[j + 2 : close - 1], base + j + 2))
                    text.append(PLACEHOLDER)
                    j = close
                else:
                    text.append(src[j])
                    j += 1
            out.append(("".join(text), base + i))
            i, prev = end, c
        elif c == "/" and (prev in _REGEX_AFTER or word in _REGEX_KEYWORDS):
            i, prev, word = _regex_end(src, i), "/", ""
        elif c.isspace():
            i += 1
        elif c.isalnum() or c in "_$":
            match = _WORD.match(src, i)
            assert match is not None
            word, prev = match.group(0), "a"
            i = match.end()
        else:
            prev, word = c, ""
            i += 1
    return out


def _called(src: str, offset: int, text: str, previous: tuple[int, bool] | None) -> bool:
    """Whether the literal at ``offset`` is a message: ``t("…"``, ``tn("…"`` or
    ``tn("…", "…"``. ``previous``: the literal before it (its end, whether it opened a tn)."""
    before = src[max(0, offset - 8) : offset]
    if re.search(r"(?<![\w.$])tn?\(\s*$", before):
        return True
    if previous is not None:
        end, opened_tn = previous
        return opened_tn and re.fullmatch(r"\s*,\s*", src[end:offset]) is not None
    return False


def scan(src: str) -> list[Literal]:
    """Every literal of ``src`` with its line and whether it is a message's text."""
    found = sorted(_literals(src, 0), key=lambda item: item[1])
    out: list[Literal] = []
    previous: tuple[int, bool] | None = None
    for text, offset in found:
        quoted_end = offset + len(text) + 2
        called = _called(src, offset, text, previous)
        opened_tn = called and re.search(r"(?<![\w.$])tn\(\s*$", src[max(0, offset - 8) : offset])
        previous = (quoted_end, bool(opened_tn))
        out.append(Literal(text, src.count("\n", 0, offset) + 1, called))
    return out


_ESCAPE = re.compile(r"\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)", re.DOTALL)
_ESCAPED = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "b": "\b", "f": "\f", "v": "\v"}


def unescaped(text: str) -> str:
    """A literal's text as the script's string holds it (``\\"`` is ``"``, ``\\n`` a newline)."""

    def one(match: re.Match[str]) -> str:
        code = match.group(1)
        if code[0] in "ux" and len(code) > 1:
            return chr(int(code.strip("u{}x"), 16))
        return _ESCAPED.get(code, code)

    return _ESCAPE.sub(one, text)


def reads_as_words(text: str) -> bool:
    """Whether a literal has the shape of an interface string (see the module's doc): its
    text outside HTML tags, code-like tokens (``a/b``, ``x=1``, ``f()``) aside."""
    plain = _TAG.sub(" ", text.replace(PLACEHOLDER, " "))
    words = [t for t in plain.split() if not _CODE_CHARS.search(t.rstrip(".,:;!?…"))]
    return bool(_WORDS.search(" ".join(words)))
