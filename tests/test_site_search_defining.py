"""A search for a word of the family lists first the clause of a text in hand that says what
the word means (issue 36.5), in each tree, for the word and for the tree's rendering of it
(sitegen.search.DEFINING_CLAUSES, RENDERINGS): read from the built index, that clause's
entry is the one whose title weighs the most for the word in the theme's ranking.

The theme's search (lunr, as Material's worker sets it up) scores an entry by each query
word's matches: in a title 1000 times what they weigh in the text, times the entry's boost,
times BM25's saturation of the word's count (no length normalisation), times its rarity;
a page's own entry then counts 5 times, a section's 2 times (``(1 + g²)``, ``g`` = 1 for a
page + the share of the query's words found); a word finds every word it begins."""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from sitegen.search import DEFINING_CLAUSES, RENDERINGS, defining_title

TREES = {"en": "", "fr": "fr/", "ru": "ru/"}


def fold(text: str) -> str:
    """A word as the index's ``fold`` step reads it: accents and case folded."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words_of(lang: str) -> dict[str, str]:
    """Each word a reader of the ``lang`` tree types for a word of the family, with the
    clause that defines it: the source's word, and the tree's rendering of it."""
    words = dict(DEFINING_CLAUSES)
    for word, rendering in RENDERINGS.get(lang, {}).items():
        words |= {each: DEFINING_CLAUSES[word] for each in rendering.split(", ")}
    return words


def title_scores(index: dict[str, Any], word: str) -> dict[str, float]:
    """What each entry's title weighs in the theme's ranking of a search for ``word``
    (entries whose title holds no word that ``word`` begins left out)."""
    separator = re.compile(index["config"]["separator"])
    docs = index["docs"]
    titles = [Counter(fold(w) for w in separator.split(d["title"]) if w) for d in docs]
    found = Counter[str]()
    for doc, title in zip(docs, titles, strict=True):
        found.update(set(title) | {fold(w) for w in separator.split(doc["text"]) if w})
    query = fold(word)
    scores: dict[str, float] = {}
    for doc, title in zip(docs, titles, strict=True):
        score = 0.0
        for term, count in title.items():
            if term.startswith(query):
                rarity = math.log(1 + abs((len(docs) - found[term] + 0.5) / (found[term] + 0.5)))
                score += rarity * 2.2 * count / (1.2 + count) * 1000 * doc.get("boost", 1)
        if score:
            scores[doc["location"]] = score * (2 if "#" in doc["location"] else 5)
    return scores


@pytest.mark.parametrize("lang", list(TREES))
def test_the_defining_clause_weighs_the_most_for_its_word(built_site: Path, lang: str) -> None:
    path = built_site / TREES[lang] / "search" / "search_index.json"
    index = json.loads(path.read_text("utf-8"))
    wrong = {}
    for word, clause in words_of(lang).items():
        scores = title_scores(index, word)
        ranked = sorted(scores, key=scores.__getitem__, reverse=True)
        if not ranked or not ranked[0].endswith(f"#{clause}"):
            wrong[word] = ranked[:3]
    assert not wrong, (lang, wrong)


def test_the_defining_title_names_the_word_in_the_trees_language() -> None:
    ru = "{title} · Определяет: {words}"
    assert defining_title("¶7 · Карта выше козырей", "Mistigris", "ru", ru) == (
        "¶7 · Карта выше козырей · Определяет: Мистигри (Mistigris)"
    )
    assert defining_title("Lanterloo ¶3", "chalks", "fr", "{title} · Définit\u202f: {words}") == (
        "Lanterloo ¶3 · Définit\u202f: marques (chalks)"
    )
    assert defining_title("EB1911, Loo ¶1", "loo") == "EB1911, Loo ¶1 · Defines: loo"
