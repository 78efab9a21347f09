"""Search: Material's index, made to find what readers type (issue 24.2).

* Boosts: each section weighs by a boost (front matter gives one per page; the site sets
  one per section after the build). The clause that says what a word of the family means
  comes first (:data:`DEFINING_CLAUSES`), then a clause of a text in hand, a clause a
  secondary source reports (its words are not the source's) after it; the engine
  reference, whose every heading says "mouche", comes after the texts (it still answers
  a search for a function's name).
* Folding: "levee" finds "levée". The index lists the language ``fold`` last; the theme's
  worker then loads ``assets/javascripts/lunr/min/lunr.fold.min.js`` (in ``docs/``), which
  folds accents and case in the index and in every query.
* Word boundaries: the theme's indexer keeps only the text of a page's blocks, so
  "Copy link" + "p. 100" + "Rules:" in a clause's bar read "Copy linkp. 100Rules:";
  :func:`word_boundaries` puts a space where the page's layout separates two boxes.
* Names: a reader searches for the game by the name they know, which is not always the one
  the site writes (a Russian reader types «мушка», the site writes «муш»): the entries of
  the pages that present the game (:data:`NAMED_PAGES`) also hold every name of the game
  and its family in every language (:data:`GAME_NAMES`, issue 40.6), so each tree's search
  finds them by any of them.
* Size: the engine reference's source listings (and the hand records, excluded in their
  template) are not searched: a function is found by its name, its docstring and its
  signature.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

SEARCH_BOOST = {"clause": 4.0, "reported": 2.0, "reference": 0.05, "defining": 10.0}
FOLD = "fold"
"""The search "language" that folds accents (``lunr.fold.min.js``)."""

GAME_NAMES: tuple[tuple[str, ...], ...] = (
    ("Mouche", "муш", "мушка"),
    ("Loo", "Лу"),
    ("Lanterloo", "Lanturelu", "Лантерлю"),
    ("Bête", "Бет"),
    ("Triomphe", "Триумф"),
)
"""The game and its family by their names in English, French and Russian: the site's own
(sitegen.strings.FAMILY_NAMES and the pages' words), and «мушка», the usual Russian name of
the game, which the site's Russian (after the French «Mouche») writes «муш»."""
DEFINING_CLAUSES: dict[str, str] = {
    "Pam": "pam-loo.3",
    "loo": "eb1911-loo.1",
    "bête": "encyclopedie1752-bete.5",
}
"""The family's words and the clause of a text in hand that says what each is (issue 36.5):
"Pam, is the knave of clubs", "LOO (formerly called Lanterloo…), a round game of cards", "La
bête désigne la perte…". Each weighs more than any other clause, so that a search for the
word lists it first. Not here: a word that a page's title holds (Mistigris, Lanterloo, the
triolet, looed, chalks): the theme weighs a title a thousand times its text, so the ruleset
or record named by it comes first, and only a boost that would put the clause first for
every word it holds could change that."""
NAMED_PAGES = ("", "history/", "glossary/")
"""The pages that present the game (home, history, glossary), whose entries hold its names."""


_BOXES = re.compile(
    r"(</(?:div|p|dt|dd|td|th|tr|li|ul|ol|dl|table|caption|figcaption|summary|details|"
    r"button|h[1-6])>|<br\s*/?>)(?=<)"
    r'|(?<=>)(?=<span class="clause-)'
)
"""Where two boxes of a page meet with no space between them: after a block's end (or a
button's, or a line break), before an item of a clause's bar (a flex box)."""
_PRE = re.compile(r"<pre>.*?</pre>", re.DOTALL)


def word_boundaries(html: str) -> str:
    """``html`` with a space between boxes that touch, so that the search index (which
    keeps the blocks' text only) reads their words apart; a space between blocks, flex
    items or table cells does not show.

    >>> word_boundaries('<dt>Pages</dt><dd>100</dd><span class="clause-page">p. 1</span>')
    '<dt>Pages</dt> <dd>100</dd> <span class="clause-page">p. 1</span>'
    """
    end = -1  # where the last block's end was matched: the flex item after it has its space

    def space(m: re.Match[str]) -> str:
        nonlocal end
        if not m[1] and m.start() == end:
            return ""
        end = m.end()
        return (m[1] or "") + " "

    return _BOXES.sub(space, html)


def clause_boosts(statuses: Mapping[str, str]) -> dict[str, float]:
    """Each clause's boost from its source's status: a reported paraphrase weighs less."""
    defining = set(DEFINING_CLAUSES.values())
    return {
        cid: SEARCH_BOOST[
            "defining" if cid in defining else "reported" if status == "reported" else "clause"
        ]
        for cid, status in statuses.items()
    }


def boost_search_index(
    index: dict[str, Any], boosts: Mapping[str, float], also_called: str = "Also called"
) -> dict[str, Any]:
    """Material's search index with a boost on each clause's section and the reference's,
    the reference's source listings left out, accent folding switched on, and the game's
    names in every language in the entries of the pages that present it (``also_called``:
    the words before them, in the tree's language)."""
    config = index.setdefault("config", {})
    langs = list(config.get("lang") or ["en"])
    config["lang"] = [lang for lang in langs if lang != FOLD] + [FOLD]
    for entry in index.get("docs", []):
        page, _, anchor = str(entry.get("location", "")).partition("#")
        if anchor in boosts:
            entry["boost"] = boosts[anchor]
        elif page.startswith("reference/"):
            entry["boost"] = SEARCH_BOOST["reference"]
            entry["text"] = _PRE.sub("", str(entry.get("text", "")))
        if entry.get("location") in NAMED_PAGES:
            names = "; ".join(", ".join(group) for group in GAME_NAMES)
            entry["text"] = f"{entry.get('text', '')} <p>{also_called}: {names}.</p>"
    return index


def boost_search(
    site_dir: Path, boosts: Mapping[str, float], also_called: str = "Also called"
) -> None:
    """Rewrite the search plugin's index in ``site_dir`` (hooks run after the plugins)."""
    path = site_dir / "search" / "search_index.json"
    if path.exists():
        index = json.loads(path.read_text("utf-8"))
        index = boost_search_index(index, boosts, also_called)
        path.write_text(json.dumps(index, separators=(",", ":"), ensure_ascii=False), "utf-8")
