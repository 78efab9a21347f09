"""An example hand reads as a hand before any engine runs (issue 24, point 4): the deal,
each action with its rulings and clauses, the outcome, from the CPython engine's replay
at build time; the record's TOML folded behind a toggle."""

from __future__ import annotations

import re
from pathlib import Path

from site_helpers import ROOT, site_templates
from sitegen.widgets import hand_widget

RECORDS = ROOT / "tests" / "records"


def test_a_hand_shows_its_deal_rulings_and_outcome_with_the_toml_folded() -> None:
    widget = hand_widget(site_templates(), (RECORDS / "illegal-renege.toml").read_text("utf-8"))
    source_tag = '<details class="mouche-hand__source" data-search-exclude="true">'
    reading, _, source = widget.partition(source_tag)
    assert 'class="mouche-hand__reading"' in reading
    assert 'title="ace of hearts">A♥</span>' in reading  # the cards, in symbols
    assert '<code class="mouche-action">p1 stand</code>' in reading
    # each ruling's clause, by its name, not its id (issue 40.11)
    assert (
        '<autoref identifier="vanderaa1721.decisions">'
        "Van der Aa 1721, Pass, exchange or stand (reported)</autoref>"
    ) in reading
    assert '<code class="mouche-action">p2 play AH</code> <strong>refused:</strong>' in reading
    assert "A♥ reneges" in reading
    assert source.startswith("<summary>") and "ruleset = &quot;vanderaa1721&quot;" in source


def test_a_complete_hand_ends_with_its_payment() -> None:
    record = (RECORDS / "tricks-paid.toml").read_text("utf-8")
    reading = hand_widget(site_templates(), record).partition("mouche-hand__source")[0]
    assert "Jetons: p0" in reading and "Tricks: " in reading


def test_a_record_the_engine_cannot_read_shows_its_text_open() -> None:
    widget = hand_widget(site_templates(), 'ruleset = "nonesuch"\n')
    assert "mouche-hand__reading" not in widget
    assert '<details class="mouche-hand__source" data-search-exclude="true" open>' in widget


def test_every_example_hand_on_a_source_page_is_read(built_site: Path) -> None:
    html = (built_site / "sources" / "academie" / "index.html").read_text("utf-8")
    assert html.count('class="mouche-hand"') == html.count('class="mouche-hand__reading"') > 3
    # folded (the theme takes its data-search-exclude out of the page once it has indexed it)
    assert '<details class="mouche-hand__source">' in html


def test_a_hands_rulings_name_their_clauses_in_the_readers_language(built_site: Path) -> None:
    """Issue 40.11: "(academie.6, academie.15)" after a ruling, raw ids on every page; now
    the clauses' names, as the reader's language writes them."""
    for tree, article in (("", "Art."), ("ru/", "Ст.")):
        html = (built_site / tree / "sources" / "academie" / "index.html").read_text("utf-8")
        steps = "".join(re.findall(r'(?s)<ol class="mouche-hand__steps">.*?</ol>', html))
        assert f">Académie des jeux, {article} 6</a>" in steps, tree
        assert not re.search(r">(?:academie|ed)\.[\w.-]+</a>", steps), tree
