"""The edition on the built site: the period texts, the apparatus marks, provenance.

Checks the pages a reader sees: the new sources are there with their French text
marked ``lang="fr"``; conjectures and cruxes have their own mark and label, apart from
corrections; the Académie's cross-references to the Bête are links; and no public page
speaks of our input files.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from site_helpers import Page, page, pages
from test_sources_period_texts import PERIOD_TEXTS

from mouche.edition.loading import load_library
from mouche.edition.marks import mark_segments, normalize_ws
from mouche.edition.names import short_names

LIB = load_library()
PERIOD = tuple(PERIOD_TEXTS)


@pytest.fixture(scope="module")
def site(built_site: Path) -> Path:
    return built_site


def _column(p: Page, clause_id: str, column: str) -> list[tuple[str, str]]:
    """(lang, text) of a clause's column on its page."""
    inside = False
    out = []
    for e in p.elements:
        if e.attrs.get("data-clause") is not None:
            inside = e.attrs["data-clause"] == clause_id
        if inside and e.tag == "section" and f"col-{column}" in e.attrs.get("class", "").split():
            out.append((e.lang, normalize_ws("".join(e.text))))
    return out


@pytest.mark.parametrize("source_id", PERIOD)
def test_period_text_page_shows_the_french_text_as_french(site: Path, source_id: str) -> None:
    p = page(site, f"sources/{source_id}/")
    index = page(site, "sources/")
    assert f'href="{source_id}/"' in index.html
    for c in LIB.source(source_id).clauses:
        assert c.id in p.ids
        ((lang, text),) = _column(p, c.id, "diplomatic")
        assert lang == "fr" and text.endswith(normalize_ws(c.diplomatic)), c.id
        ((lang, _),) = _column(p, c.id, "reading")
        assert lang == "fr"
        assert [lang for lang, _ in _column(p, c.id, "english")] == ["en"]
        assert [lang for lang, _ in _column(p, c.id, "russian")] == ["ru"]
    titles = [e for e in p.find("cite") if "".join(e.text).strip() == LIB.source(source_id).title]
    assert titles and all(e.lang == "fr" for e in titles)
    assert [e.lang for e in p.find("h1")] == ["fr"]


def test_conjectures_and_cruxes_have_their_own_marks(site: Path) -> None:
    p = page(site, "sources/academie/")
    conj = list(p.find("span", "conj"))
    corr = list(p.find("span", "corr"))
    crux = list(p.find("span", "crux"))
    segments = [s for c in LIB.source("academie").clauses for s in mark_segments(c.reading)]
    n_conj = sum(s.conjecture for s in segments)
    legend = 1  # the legend shows one of each
    assert n_conj >= 5 and len(conj) == n_conj + legend
    assert all("conj." in "".join(e.text) for e in conj)
    assert all("Conjecture" in e.attrs.get("title", "") for e in conj[legend:])
    assert not any("conj." in "".join(e.text) for e in corr)
    # each crux twice, as each view shows it (with the apparatus, clean), and in each legend
    assert len(crux) == 2 * (sum(s.kind == "crux" for s in segments) + legend) >= 4
    assert "†celui qui joue le premier†" in [normalize_ws("".join(e.text)) for e in crux]
    assert len(list(p.find("span", "conj-clean"))) == n_conj + legend  # the clean view's
    (legend_p,) = list(p.find("p", "legend-apparatus"))
    said = normalize_ws("".join(legend_p.text))
    assert "a conjecture" in said and "a correction" in said and "a crux" in said


def test_each_academie_guess_is_a_conjecture_in_the_data() -> None:
    guesses = {
        "academie.9": {"du", "des autres"},
        "academie.11": {"ensemble", "l'on compte", "l'as ,"},
    }
    for cid, words in guesses.items():
        conj = {s.reading for s in mark_segments(LIB.clause(cid).reading) if s.conjecture}
        assert words <= conj, (cid, conj)
    certain = {
        s.reading for s in mark_segments(LIB.clause("academie.6").reading) if not s.conjecture
    }
    assert "comme" in certain


def test_the_academie_points_to_the_bete(site: Path) -> None:
    p = page(site, "sources/academie/")
    for cid, targets in (
        ("academie.9", ("dictionnaire1792-bete.8", "encyclopedie1752-bete.4")),
        ("academie.15", ("encyclopedie1752-bete.4",)),
    ):
        block = p.html[p.html.index(f'data-clause="{cid}"') :]
        block = block[: block.index("</div></div>") if "</div></div>" in block else None]
        see = block[block.index('class="clause-see"') :]
        for target in targets:
            source = target.split(".")[0]
            assert f'href="../{source}/#{target}"' in see[: see.index("</div>")], (cid, target)


def test_rules_page_says_what_comes_from_the_bete(site: Path) -> None:
    p = page(site, "rules/")
    assert "From the Bête, by the Académie" in p.html
    for cid in (
        "dictionnaire1792-bete.8",
        "encyclopedie1752-bete.4",
        "encyclopedie1765-triomphe.2",
    ):
        assert f"#{cid}" in p.html, cid


INPUT_FILE = re.compile(
    r"seed 00\d|00[01]_[0-9a-f]{6,}|shared file|texts/[a-z0-9-]+\.md|\.\./shared|seeds/",
    re.IGNORECASE,
)


def test_no_public_page_names_our_input_files(site: Path) -> None:
    """Provenance in readers' terms: file names of our inputs stay in the data files."""
    found = []
    for p in pages(site):
        text = re.sub(r"<script\b.*?</script>", "", p.html, flags=re.S)
        found += [(p.url, m.group(0)) for m in INPUT_FILE.finditer(text)]
    assert not found, found[:10]


def test_each_source_has_its_own_short_name_and_its_page_starts_with_it(site: Path) -> None:
    """``mouche.edition.names``: the name the navigation, the headings and the clause
    labels use; two sources never share one (two articles of one volume add titles)."""
    names = short_names(LIB.sources.values())
    assert sorted(names) == sorted(LIB.sources)
    assert len(set(names.values())) == len(names), names
    for source_id, name in names.items():
        heading = next(e for e in page(site, f"sources/{source_id}/").elements if e.tag == "h1")
        text = "".join(heading.text)
        year = LIB.sources[source_id].year
        # a source known by its title alone is named once, its year in brackets
        # (sitegen.pages.source.source_heading)
        named = name.removesuffix(f" {year}") + f" ({year})" if year else name
        assert text.startswith((name, named)), (source_id, name, text)
