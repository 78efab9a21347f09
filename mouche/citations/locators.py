"""Where in a work a clause stands: its locator, written once for every format.

A locator is a sequence of parts, each a CSL locator label and a value, in the order a
Chicago note gives them: ``102, art. 13`` is (page 102, article 13); ``144–45, Lanterloo,
par. 4`` is (page 144-145, the chapter's title, paragraph 4); an entry of a reference work
is located *sub verbo* ``s.v. “Loo,” par. 1`` and not by volume or page (CMOS 17, 14.232);
a passage of a page without pages is located under its section's heading, ``under
“Фишки”`` (CMOS 17, 14.160).  A part with no label (a chapter's title, "heading",
"sense 2") is text that CSL has no term for.

The same parts give the postnote of a LaTeX cite command in the note's order (``102,
art.~13``: biblatex prints a postnote that is not a bare number as it is) and the CSL
citation item: the first part with a label is its ``label`` and ``locator``, the rest its
``suffix``.
"""

from __future__ import annotations

import html as html_lib
import re
from collections.abc import Callable
from dataclasses import dataclass

from mouche.citations.items import REFERENCE_TYPES
from mouche.citations.pages import page_range
from mouche.edition.model import Clause, Source

__all__ = ["Locator", "clause_locator", "reported_locator"]

_ARTICLE = re.compile(r"Art\.\s*(\S+)")
_PARAGRAPH = re.compile(r"(.*?)[,\s]*¶\s*(\d+)")
_SENSE = re.compile(r"Sense\s+(\d+)", re.IGNORECASE)
_CHICAGO = {
    "article-locator": "art. {}",
    "paragraph": "par. {}",
    "sub-verbo": "s.v. “{}”",
    "section": "under “{}”",
}
_LATEX = {
    "article-locator": "art.~{}",
    "paragraph": "par.~{}",
    "sub-verbo": "s.v.~``{}''",
    "section": "under ``{}''",
}
_BIBLATEX_SUB_VERBO = "s.v.~\\mkbibquote{{{}}}"


@dataclass(frozen=True)
class Locator:
    """A clause's place in its source: (CSL label, value) parts, largest first."""

    parts: tuple[tuple[str, str], ...]

    def _text(self, forms: dict[str, str], value_of: Callable[[str, str], str]) -> str:
        out = []
        for label, value in self.parts:
            out.append(forms.get(label, "{}").format(value_of(label, value)))
        return ", ".join(out)

    def chicago(self, html: bool = False) -> str:
        """``102, art. 13``; ``s.v. “Loo,” par. 1`` (with HTML escapes if ``html``)."""

        def value_of(label: str, value: str) -> str:
            value = html_lib.escape(value, quote=False) if html else value
            return page_range(value) if label == "page" else value

        return self._text(_CHICAGO, value_of)

    def latex(self, entry_title: str = "") -> str:
        r"""The postnote of a cite command, in the note's order: ``102, art.~13``,
        ``s.v.~``Loo,'' par.~1``.

        For biblatex (``entry_title``: the title of the entry cited), the headword is in
        ``\mkbibquote``, whose American punctuation puts the note's closing period inside
        the quotation marks (``s.v.~\mkbibquote{Mouche}``: "s.v. “Mouche.”"), and an s.v.
        that names the entry's own title is left out: the note already says it ("“Loo,” in
        Encyclopaedia Britannica, …, par. 1", not "“Loo,” …, s.v. “Loo,” par. 1").
        """

        def value_of(label: str, value: str) -> str:
            return re.sub(r"\s*[-–]\s*", "--", value) if label == "page" else _tex(value)

        forms, parts = _LATEX, self.parts
        if entry_title:
            forms = {**_LATEX, "sub-verbo": _BIBLATEX_SUB_VERBO}
            parts = tuple(p for p in parts if p != ("sub-verbo", entry_title))
        text = Locator(parts)._text(forms, value_of)
        # American punctuation, as the Chicago note: a comma inside the quotation marks
        return text.replace("'', ", ",'' ").replace("}, ", ",} ")

    def csl(self) -> dict[str, str]:
        """``locator``, ``label`` and ``suffix`` of a CSL citation item."""
        labelled = next((i for i, (label, _) in enumerate(self.parts) if label), None)
        if labelled is None:
            return {"suffix": ", " + self.chicago()}
        label, value = self.parts[labelled]
        out = {"locator": value, "label": label}
        before = Locator(self.parts[:labelled]).chicago()
        after = Locator(self.parts[labelled + 1 :]).chicago()
        if before:  # CSL has one locator; text before it goes after it, in the suffix
            after = ", ".join(p for p in (before, after) if p)
        if after:
            out["suffix"] = ", " + after
        return out


def _tex(text: str) -> str:
    return re.sub(r"([%&#$_])", r"\\\1", text)


def clause_locator(clause: Clause, source: Source, kind: str) -> Locator | None:
    """The locator of a clause in its own source (``kind``: the source's CSL type).

    A reported clause of a source not in hand has none of its own: its locator is in the
    report ([`reported_locator`][reported_locator]).
    """
    if clause.is_reported and clause.attribution not in ("", source.id):
        return None
    parts: list[tuple[str, str]] = []
    reference = kind in REFERENCE_TYPES
    if reference:
        parts.append(("sub-verbo", clause.sub_verbo or source.title))
    elif clause.page:
        parts.append(("page", clause.page))
    label = re.sub(r"\s*\([^()]*\)", "", clause.label).strip()
    if m := _ARTICLE.fullmatch(label):
        parts.append(("article-locator", m.group(1)))
    elif m := _PARAGRAPH.fullmatch(label):
        prefix = m.group(1).strip(" ,")
        if prefix.split(",")[-1].strip().casefold() == source.title.casefold():
            prefix = ""  # "Hoyle, Loo ¶2" in "Loo": the title again
        if prefix:
            parts.append(("", prefix))
        parts.append(("paragraph", m.group(2)))
    elif m := _SENSE.fullmatch(label):
        parts.append(("", f"sense {m.group(1)}"))
    elif label and not reference and not clause.is_reported:
        parts.append(("", label))  # "Lanterloo, heading": as the label gives it
    if clause.section:
        parts.append(("section", clause.section))
    return Locator(tuple(parts)) if parts else None


def reported_locator(clause: Clause) -> Locator | None:
    """Where the report of a reported clause says it: the section it paraphrases."""
    return Locator((("section", clause.section),)) if clause.section else None
