"""Search: Material's index, made to find what readers type (issue 24.2).

* Boosts: each section weighs by a boost (front matter gives one per page; the site sets
  one per section after the build). The clause that says what a word of the family means
  comes first (:data:`DEFINING_CLAUSES`; its entry's title names the word, in the tree's
  language too, :data:`RENDERINGS`), then a clause of a text in hand, a clause a
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
    "Mistigris": "balzac1839.7",
    "Lanterloo": "cotton1674.lanterloo.1",
    "looed": "cotton1674.lanterloo.6",
    "chalks": "cotton1674.lanterloo.3",
    "triolet": "cotton1674.beast.2",
}
"""The family's words and the clause of a text in hand that says what each is (issue 36.5):
"Pam, is the knave of clubs", "LOO (formerly called Lanterloo…), a round game of cards", "La
bête désigne la perte…", "Une carte terrible emporte toutes les autres, elle se nomme
Mistigris", "LAnterloo is a Game may be plaid several ways", "loo'd (that is, win never a
trick)", "set up five scores or chalks", "he that hath three of any sort … takes up the
Triolet". Each weighs more than any other clause, and its entry's title names the word
(:func:`defining_title`): the theme weighs a title a thousand times its text, so without it
a ruleset or record whose title holds the word (Mistigris, Lanterloo, the triolet, looed,
chalks) would come first."""
RENDERINGS: dict[str, dict[str, str]] = {
    "fr": {"chalks": "marques"},
    "ru": {
        "Pam": "Пам",
        "loo": "лу",
        "bête": "бет",
        "Mistigris": "Мистигри",
        "Lanterloo": "Лантерлу, Лантерлю",
        "triolet": "Триоле",
        "chalks": "отметки",
    },
}
"""The words of :data:`DEFINING_CLAUSES` as the site's French and Russian write them (the
records', rulesets' and options' titles: «Мистигри», «лу», «бет», «Триоле», «отметки», French
«marques»), which a reader of that tree types. Not here: "looed", which the site renders by a
phrase that holds "loo" («mis au loo», «получивший лу»), whose title would then vie with the
clause that defines "loo"."""
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


def defining_boost(word: str) -> float:
    """The boost of the clause that defines ``word``: the theme searches each word's
    beginnings, so a search for "loo" also finds "looed" in the title of the clause that
    defines it, whose own title says "loo" too, and a rarer word weighs more; a word that
    begins another defining word weighs ten times as much for each (three times was not
    enough in the French tree, where "looed" is rarer than in the English).

    >>> defining_boost("loo") / defining_boost("looed")
    10.0
    """
    folded = word.casefold()
    longer = [w for w in DEFINING_CLAUSES if w != word and w.casefold().startswith(folded)]
    return SEARCH_BOOST["defining"] * 10.0 ** len(longer)


def clause_boosts(statuses: Mapping[str, str]) -> dict[str, float]:
    """Each clause's boost from its source's status: a reported paraphrase weighs less, the
    clause that defines a word of the family more (:func:`defining_boost`)."""
    defining = {clause: word for word, clause in DEFINING_CLAUSES.items()}
    return {
        cid: defining_boost(defining[cid])
        if cid in defining
        else SEARCH_BOOST["reported" if status == "reported" else "clause"]
        for cid, status in statuses.items()
    }


DEFINES = "{title} · Defines: {words}"
"""The title of a defining clause's entry (a ``site`` msgid: the hook passes it translated)."""


def defining_title(title: str, word: str, lang: str = "en", defines: str = DEFINES) -> str:
    """The title of the entry of the clause that says what ``word`` means: its own, then
    the word as the tree's language writes it (:data:`RENDERINGS`) and as the source does
    (``defines``: :data:`DEFINES` in the tree's language).

    >>> defining_title("¶7 · Карта выше козырей", "Mistigris", "ru", "{title}, {words}")
    '¶7 · Карта выше козырей, Мистигри (Mistigris)'
    >>> defining_title("Lanterloo ¶3 · Payment for a trick", "chalks")
    'Lanterloo ¶3 · Payment for a trick · Defines: chalks'
    """
    rendering = RENDERINGS.get(lang, {}).get(word, word)
    words = word if rendering == word else f"{rendering} ({word})"
    return defines.format(title=title, words=words)


def boost_search_index(
    index: dict[str, Any],
    boosts: Mapping[str, float],
    also_called: str = "Also called",
    lang: str = "en",
    defines: str = DEFINES,
) -> dict[str, Any]:
    """Material's search index with a boost on each clause's section and the reference's,
    the reference's source listings left out, accent folding switched on, the game's
    names in every language in the entries of the pages that present it (``also_called``:
    the words before them, in the tree's language), and the word each defining clause
    says in its entry's title (:func:`defining_title`; ``lang``: the tree's language)."""
    defining = {clause: word for word, clause in DEFINING_CLAUSES.items()}
    config = index.setdefault("config", {})
    langs = list(config.get("lang") or ["en"])
    config["lang"] = [lang for lang in langs if lang != FOLD] + [FOLD]
    for entry in index.get("docs", []):
        page, _, anchor = str(entry.get("location", "")).partition("#")
        if anchor in boosts:
            entry["boost"] = boosts[anchor]
            if anchor in defining:
                title = str(entry.get("title", ""))
                entry["title"] = defining_title(title, defining[anchor], lang, defines)
        elif page.startswith("reference/"):
            entry["boost"] = SEARCH_BOOST["reference"]
            entry["text"] = _PRE.sub("", str(entry.get("text", "")))
        if entry.get("location") in NAMED_PAGES:
            names = "; ".join(", ".join(group) for group in GAME_NAMES)
            entry["text"] = f"{entry.get('text', '')} <p>{also_called}: {names}.</p>"
    return index


def boost_search(
    site_dir: Path,
    boosts: Mapping[str, float],
    also_called: str = "Also called",
    lang: str = "en",
    defines: str = DEFINES,
) -> None:
    """Rewrite the search plugin's index in ``site_dir`` (hooks run after the plugins)."""
    path = site_dir / "search" / "search_index.json"
    if path.exists():
        index = json.loads(path.read_text("utf-8"))
        index = boost_search_index(index, boosts, also_called, lang, defines)
        path.write_text(json.dumps(index, separators=(",", ":"), ensure_ascii=False), "utf-8")
