"""A long page's folds keep their bodies out of the live DOM until opened (issue 24.8).

The Académie's page folds two dozen example hands and a Cite control under each clause;
built into the page, their bodies were half its elements (3,959 in all, 619 links, 60
``<details>``), each for the theme's script to mount and the browser to lay out before
the page could answer. Each body is in a ``<template>`` (``sitegen.folds``, ``cite.html``)
that ``site.js`` moves into place when it is wanted (``tests/browser/test_folds.py``);
without scripts, a hand's fold leads to its record and a Cite control shows its Chicago
note.
"""

from __future__ import annotations

from pathlib import Path

from site_helpers import Element, page, resolve

from mouche import citations
from mouche.edition.loading import load_library

LIB = load_library()
SOURCE = "sources/academie/"
LIVE_AT_MOST = 2500
"""The page's elements outside its folds' templates (1,960 as the folds were made; 3,959
before)."""


def _text(el: Element) -> str:
    return " ".join("".join(el.text).split())


def _classes(el: Element) -> list[str]:
    return el.attrs.get("class", "").split()


def test_the_academie_page_keeps_its_folds_bodies_out_of_the_live_page(
    built_site: Path,
) -> None:
    p = page(built_site, SOURCE)
    live = [e for e in p.elements if not e.folded]
    folded = [e for e in p.elements if e.folded]
    assert len(live) <= LIVE_AT_MOST, len(live)
    assert len(folded) > len(live) // 2, (len(folded), len(live))
    # what the folds hold is all in templates: the hands' cards and rulings, their records,
    # every Cite control's formats
    for cls in ("mouche-hand__reading", "mouche-hand__source", "mouche-card", "cite-row"):
        assert any(cls in _classes(e) for e in folded), cls
        assert not any(cls in _classes(e) for e in live), cls
    # the folds and the hands' widgets themselves stay (try.js finds a hand by its widget)
    hands = list(p.find("details", "example-hand"))
    assert len(hands) >= 10
    widgets = [e for e in p.find("div", "mouche-hand") if not e.folded]
    assert len(widgets) == len(hands)


def test_without_scripts_a_fold_still_cites_and_leads_to_its_hand(built_site: Path) -> None:
    p = page(built_site, SOURCE)
    records = page(built_site, "records/")
    cites = [e for e in p.find("details", "cite") if "open" not in e.attrs]
    assert len(cites) >= 10
    at = [i for i, e in enumerate(p.elements) if "fold-fallback" in _classes(e)]
    fallbacks = [p.elements[i] for i in at]
    assert not any(e.folded for e in fallbacks)
    assert len(fallbacks) == len(cites) + len(list(p.find("details", "example-hand")))
    shown = {_text(e) for e in fallbacks}
    for block in cites:
        cid = block.attrs["id"].removeprefix("cite-")
        note = citations.cite(LIB, cid, "chicago-note", "")
        assert f"Chicago note{note}" in shown, cid  # the format's name, a line break, the note
    # a hand's fallback is a link to its record (the one element in it)
    following = [p.elements[i + 1] for i in at]
    links = [e for e in following if e.tag == "a"]
    assert len(links) == len(list(p.find("details", "example-hand")))
    for link in links:
        url, fragment = resolve(SOURCE, link.attrs["href"])
        assert url == "records/" and fragment.startswith("record-"), link.attrs["href"]
        assert fragment in records.ids, fragment
