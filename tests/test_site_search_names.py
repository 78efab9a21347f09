"""A reader finds the game by the name they know, in every language's search (issue 40.6):
«мушка», the usual Russian name, which the site writes «муш», and every other name of the
game and its family, as a word of the index each tree's search reads."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from sitegen.search import GAME_NAMES


@pytest.mark.parametrize("tree", ["", "fr/", "ru/"])
def test_every_name_of_the_game_is_a_word_of_each_trees_search(built_site: Path, tree: str) -> None:
    index = json.loads((built_site / tree / "search" / "search_index.json").read_text("utf-8"))
    separator = re.compile(index["config"]["separator"])
    words: set[str] = set()
    for entry in index["docs"]:
        words |= {w.casefold() for w in separator.split(entry["title"] + " " + entry["text"])}
    names = [name for group in GAME_NAMES for name in group]
    assert "мушка" in names
    assert not [n for n in names if n.casefold() not in words], tree or "en"


def test_each_defining_clause_holds_its_word() -> None:
    """The clause that search lists first for a word of the family says that word
    (sitegen.search.DEFINING_CLAUSES), in its own text, as a text in hand prints it, or,
    where the text spells it otherwise (Cotton's "loo'd"), in our English translation."""
    import tomllib

    from sitegen.search import DEFINING_CLAUSES

    sources = Path(__file__).resolve().parent.parent / "sources"
    for word, clause in DEFINING_CLAUSES.items():
        path = sources / f"{clause.split('.')[0]}.toml"
        data = tomllib.loads(path.read_text("utf-8"))
        found = next(c for c in data["clause"] if c["id"] == clause)
        text = found["reading"] if word != "looed" else found["english"]
        assert word.casefold() in text.casefold(), (word, clause)
