"""Numbers as the reader's language writes them, for the tables and sentences the build
writes itself (the widgets write theirs with ``Intl.NumberFormat``, which agrees).

CLDR's symbols: English 72,409 and 0.32; French 72 409 (a narrow no-break space) and 0,32;
Russian 72 409 (a no-break space) and 0,32. A minus is the sign − (U+2212) in every
language, and a percent sign follows its number after the language's space (French and
Russian 12,5 %, English 12.5%). The grouping is the engine's (``mouche.messages.GROUPING``),
so that a message of the engine and a table of the site write a number alike.
"""

from __future__ import annotations

from mouche.messages import GROUPING

DECIMAL = {"en": ".", "fr": ",", "ru": ","}
"""Each language's decimal separator (CLDR)."""
PERCENT_SPACE = {"en": "", "fr": "\u202f", "ru": "\u00a0"}
"""What comes between a number and its percent sign (CLDR's percent pattern)."""


def number(value: float, spec: str, lang: str) -> str:
    """``value`` formatted by ``spec`` (Python's format mini-language: ``,``, ``.2f``,
    ``+,.0f``) with ``lang``'s grouping and decimal separators and the minus sign.

    >>> number(72409, ",", "fr"), number(-0.32, "+.2f", "ru"), number(2000, ",", "en")
    ('72\\u202f409', '−0,32', '2,000')
    """
    text = format(value, spec)
    group, point = GROUPING.get(lang, ","), DECIMAL.get(lang, ".")
    swapped = "".join(group if c == "," else point if c == "." else c for c in text)
    return swapped.replace("-", "\u2212")


def percent(share: float, digits: int, lang: str) -> str:
    """``share`` (0.125) as a percentage with ``digits`` decimals, in ``lang``'s form.

    >>> percent(0.125, 1, "fr"), percent(0.125, 1, "en")
    ('12,5\\u202f%', '12.5%')
    """
    return number(100 * share, f".{digits}f", lang) + PERCENT_SPACE.get(lang, "") + "%"
