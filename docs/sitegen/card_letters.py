"""Cards as the reader's language writes them, in what the build writes (issue 40.8).

French players write the king, queen and knave R D V (roi, dame, valet), Russian ones К Д В,
and the ace Т (туз): a card shown to a reader takes its language's letter (``R♠``), as the
widgets show it in the browser (``render.js``'s ``cardLabel``: the same messages of the
``widgets`` catalogue, "K", "Q", "J", "A"). What stays in the records' notation (``KS``, an
action quoted as ``p3 play KS``, the notation's own explanations) keeps its letters.
"""

from __future__ import annotations

import re

from mouche.rulings import with_suit_symbols

from .widget_catalogues import translations

FACES = ("A", "K", "Q", "J")
"""The ranks written with a letter (the others are numbers in every language)."""
_FACE_BEFORE_SUIT = re.compile(r"(?<![\w])([AKQJ])(?=[♠♥♦♣])")


def rank_letter(rank: str, lang: str) -> str:
    """A rank as ``lang`` writes it on a card: ``K`` is ``R`` in French, ``К`` in Russian.

    >>> rank_letter("K", "fr"), rank_letter("A", "ru"), rank_letter("10", "ru")
    ('R', 'Т', '10')
    """
    return translations(lang).gettext(rank) if rank in FACES else rank


def reader_cards(text: str, lang: str) -> str:
    """``text`` (a ruling, a refusal) with its cards as a reader of ``lang`` sees them: suit
    symbols, and the language's letters on the cards so written (notation kept as it is).

    >>> reader_cards("p3 play KS: QH reneges", "fr")
    'p3 play KS: D♥ reneges'
    """
    symbols = with_suit_symbols(text)
    return _FACE_BEFORE_SUIT.sub(lambda m: rank_letter(m[1], lang), symbols)
