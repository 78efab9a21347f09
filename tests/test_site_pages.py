"""The built site, read as HTML: anchors, links between clauses and code, languages,
citations, and no asset from another origin (issue 4, section 3)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from site_helpers import Page, page, pages, resolve

from mouche import citations
from mouche.clause_map import engine_refs
from mouche.edition.loading import load_library
from mouche.edition.model import clause_permalink
from mouche.presets import PRESETS
from mouche.rulesets import OPTIONS

LIB = load_library()


@pytest.fixture(scope="module")
def site(built_site: Path) -> Path:
    return built_site


@pytest.fixture(scope="module")
def all_pages(site: Path) -> dict[str, Page]:
    return {p.url: p for p in pages(site)}


def links(p: Page, rel: str | None = None) -> list[str]:
    """The hrefs of <a> elements, optionally only those with ``data-rel="rel"``."""
    return [
        e.attrs["href"]
        for e in p.find("a")
        if "href" in e.attrs and (rel is None or e.attrs.get("data-rel") == rel)
    ]


# ----------------------------------------------------------------- clauses and anchors


@pytest.mark.parametrize("source_id", sorted(LIB.sources))
def test_every_clause_of_every_source_has_its_anchor(site: Path, source_id: str) -> None:
    p = page(site, f"sources/{source_id}/")
    ids = p.ids
    assert f"source-{source_id}" in ids
    for clause in LIB.sources[source_id].clauses:
        assert clause.id in ids, f"no anchor {clause.id} on sources/{source_id}/"
        heads = [e for e in p.elements if e.attrs.get("id") == clause.id]
        assert heads[0].tag in {"h2", "h3", "h4"}, "the anchor is the clause's heading"


def test_each_clause_has_permalink_copy_and_cite(site: Path) -> None:
    for source in LIB.sources.values():
        p = page(site, f"sources/{source.id}/")
        for clause in source.clauses:
            assert f'<a class="clause-permalink" href="#{clause.id}"' in p.html
            expected = clause_permalink(clause.id, "")  # a local build: no host (issue 9)
            assert f'<button data-cite-path="{expected}" ' in p.html
            assert f'data-copy="{expected}"' in p.html
        cites = list(p.find("details", "cite"))
        assert len(cites) == len(source.clauses) + 1  # each clause, and the source


def test_reported_sources_say_the_text_is_not_available(site: Path) -> None:
    for source in LIB.sources.values():
        p = page(site, f"sources/{source.id}/")
        banner = "Transcription not yet available" in p.html
        assert banner == (source.status in {"reported", "not-in-hand"}), source.id
        for clause in source.clauses:
            if clause.is_reported:
                assert clause.attribution in p.html


def test_sources_index_lists_every_source_with_status(site: Path) -> None:
    p = page(site, "sources/")
    for source in LIB.sources.values():
        assert f'href="{source.id}/"' in p.html
        assert f"status-{source.status}" in p.html


def test_correction_marks_are_shown(site: Path) -> None:
    p = page(site, "sources/academie/")
    assert '<span class="corr"' in p.html and "<del>" in p.html and "<ins>" in p.html
    assert "col-toggles" in p.html
    for col in ("diplomatic", "reading", "english", "russian"):
        assert f'data-col="{col}"' in p.html


# ----------------------------------------------------------------- clause <-> code


def _target_ids(site: Path, page_url: str) -> set[str]:
    return page(site, page_url).ids


def test_implemented_by_links_resolve_to_engine_anchors(site: Path) -> None:
    checked = 0
    cache: dict[str, set[str]] = {}
    for source in LIB.sources.values():
        p = page(site, f"sources/{source.id}/")
        for href in links(p, "implemented-by"):
            target, fragment = resolve(p.url, href)
            # a rule function, an option value, or a preset's page (its reason for a value)
            assert target.startswith(("reference/", "rulesets/")), href
            if target not in cache:
                cache[target] = _target_ids(site, target)
            assert fragment in cache[target], f"{href} on {p.url}: no anchor"
            checked += 1
    assert checked > 0


def _implements_box_after(p: Page, anchor: str) -> str:
    m = re.search(rf'<h\d[^>]*\bid="{re.escape(anchor)}"', p.html)
    assert m, f"no heading {anchor} on {p.url}"
    box = p.html.find('class="admonition implements"', m.end())
    next_heading = re.compile(r'<h\d[^>]*class="doc doc-heading').search(p.html, m.end())
    assert box >= 0 and (next_heading is None or box < next_heading.start()), anchor
    return p.html[box : p.html.index("</div>", box)]


def test_every_engine_rule_has_its_anchor_and_lists_its_clauses(site: Path) -> None:
    functions = [r for r in engine_refs() if r.kind == "function"]
    assert functions
    for ref in functions:
        module = ref.name.split(".")[1]
        p = page(site, f"reference/{module}/")
        box = _implements_box_after(p, ref.anchor)
        for clause in ref.clauses:
            target = clause_permalink(clause, "")
            assert f'{clause}"' in box and "#" in box, (ref.name, clause)
            hrefs = re.findall(r'href="([^"]+)"', box)
            resolved = {resolve(p.url, h) for h in hrefs}
            want = (target.split("#")[0], clause)
            assert want in resolved, (ref.name, clause, resolved)


def test_every_option_value_has_its_anchor_and_lists_its_clauses(site: Path) -> None:
    p = page(site, "rulesets/options/")
    for ref in engine_refs():
        if ref.kind != "option":
            continue
        assert ref.anchor in p.ids, ref.anchor
        m = re.search(rf'id="{re.escape(ref.anchor)}"', p.html)
        assert m is not None
        block = p.html[m.end() : p.html.index("</div>", p.html.index("option-choice", m.end()))]
        resolved = {resolve(p.url, h) for h in re.findall(r'href="([^"]+)"', block)}
        for clause in ref.clauses:
            assert (clause_permalink(clause, "").split("#")[0], clause) in resolved, (
                ref.name,
                clause,
            )


# ----------------------------------------------------------------- rules page


def test_every_rule_bearing_clause_is_reachable_from_the_rules_page(site: Path) -> None:
    p = page(site, "rules/")
    reached = {resolve(p.url, h) for h in links(p)}
    missing = [
        c.id
        for c in LIB.clauses.values()
        if c.rule_bearing and (f"sources/{c.source_id}/", c.id) not in reached
    ]
    assert not missing


def test_the_rules_text_cites_clauses_before_its_appendix(site: Path) -> None:
    p = page(site, "rules/")
    main = p.html[: p.html.index('id="appendix-clauses-by-topic"')]
    cited = set(re.findall(r'href="\.\./sources/[^"#]+/#([^"]+)"', main))
    bearing = {c.id for c in LIB.clauses.values() if c.rule_bearing}
    assert len(cited & bearing) >= 0.8 * len(bearing), sorted(bearing - cited)
    assert "variants" in main


# ----------------------------------------------------------------- languages


def test_lang_attributes(site: Path) -> None:
    for source in LIB.sources.values():
        p = page(site, f"sources/{source.id}/")
        html_el = next(p.find("html"))
        assert html_el.attrs.get("lang") == "en"
        for col, lang in (
            ("col-diplomatic", source.language),
            ("col-reading", source.language),
            ("col-english", "en"),
            ("col-russian", "ru"),
            ("col-report", "en"),
        ):
            for el in p.find("section", col):
                assert el.attrs.get("lang") == lang, (source.id, col)
    french = [s for s in LIB.sources.values() if s.language == "fr" and s.has_text]
    assert french, "a French text in hand"
    for source in french:
        assert 'class="col col-diplomatic" lang="fr"' in page(site, f"sources/{source.id}/").html
    glossary = page(site, "glossary/")
    assert '<dd lang="ru">' in glossary.html and '<dd lang="fr">' in glossary.html


# ----------------------------------------------------------------- citations


# The Cite controls (every format, as `python -m mouche cite` prints it) are tested in
# test_site_citations.py.


# ----------------------------------------------------------------- rulesets, glossary, history


def test_ruleset_matrix_and_pages(site: Path) -> None:
    p = page(site, "rulesets/")
    table = p.html[p.html.index('class="ruleset-matrix"') :]
    for rid in PRESETS:
        assert f"<code>{rid}</code>" in table
        assert f"ruleset-{rid}" in page(site, f"rulesets/{rid}/").ids
    for name, option in OPTIONS.items():
        assert f"<code>{name}</code>" in table
        values = {r.options[name] for r in PRESETS.values()}
        if len(values) > 1:
            assert html.escape(option.title) in table
    assert 'class="row-differs"' in table and 'class="differs"' in table
    options_ids = page(site, "rulesets/options/").ids
    for href in re.findall(r'href="([^"]+)"', table):
        target, fragment = resolve(p.url, href)
        if target == "rulesets/options/":
            assert fragment in options_ids, href


@pytest.mark.parametrize("tree", ["", "fr/", "ru/"])
def test_the_rulesets_page_lists_each_preset_as_an_item(site: Path, tree: str) -> None:
    """Each preset is an item of a list before the matrix, in every tree (the template's
    list once ran on in the paragraph above it, its "- " written out)."""
    p = page(site, f"{tree}rulesets/")
    before = p.html[: p.html.index('class="ruleset-matrix"')]
    for rid in PRESETS:
        assert re.search(rf'<li><a href="{re.escape(rid)}/"><code>', before), (tree, rid)
    assert "\n- <a" not in before


def test_glossary_and_timeline(site: Path) -> None:
    ids = page(site, "glossary/").ids
    for term in LIB.glossary:
        assert term in ids
    history = page(site, "history/")
    for source in LIB.sources.values():
        if source.year:
            assert f'<span class="tl-year">{source.year}</span>' in history.html


def test_reference_has_one_page_per_module(site: Path) -> None:
    root = Path(__file__).resolve().parent.parent / "mouche"
    for module in root.glob("*.py"):
        if module.stem in {"__init__", "__main__"}:
            continue
        p = page(site, f"reference/{module.stem}/")
        assert f"mouche.{module.stem}" in p.ids


# ----------------------------------------------------------------- links and assets


def test_internal_links_resolve(site: Path, all_pages: dict[str, Page]) -> None:
    bad = []
    for p in all_pages.values():
        for href in links(p):
            if href.startswith(("http:", "https:", "mailto:", "javascript:", "data:")):
                continue
            target, fragment = resolve(p.url, href)
            if target in all_pages or (target + "index.html") in all_pages:
                t = all_pages.get(target) or all_pages[target + "index.html"]
                if fragment and fragment not in t.ids:
                    bad.append((p.url, href))
            elif not (site / target).exists():
                bad.append((p.url, href))
    assert not bad, bad[:20]


FETCHED_RELS = {
    "stylesheet",
    "icon",
    "preload",
    "modulepreload",
    "prefetch",
    "manifest",
    "apple-touch-icon",
    "mask-icon",
    "preconnect",
    "dns-prefetch",
    "prerender",
}
EXTERNAL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?//", re.I)


def test_no_page_references_an_external_script_style_font_or_image(
    site: Path, all_pages: dict[str, Page]
) -> None:
    bad = []
    for p in all_pages.values():
        for e in p.elements:
            a = e.attrs
            refs = []
            if e.tag in {"script", "img", "iframe", "audio", "video", "source", "embed", "track"}:
                refs += [a.get("src", ""), a.get("srcset", "")]
            if e.tag == "link" and FETCHED_RELS & set(a.get("rel", "").lower().split()):
                refs.append(a.get("href", ""))  # stylesheets, icons, preloads, fonts
            if e.tag == "object":
                refs.append(a.get("data", ""))
            refs += re.findall(r"url\(\s*['\"]?([^'\")]+)", a.get("style", ""))
            bad += [(p.url, e.tag, r) for r in refs if r and EXTERNAL.match(r.strip())]
        for block in re.findall(r"<style[^>]*>(.*?)</style>", p.html, re.S):
            bad += [(p.url, "style", u) for u in re.findall(r"url\(\s*['\"]?(//|https?:)", block)]
    for css in site.rglob("*.css"):
        text = css.read_text(encoding="utf-8", errors="replace")
        for u in re.findall(r"url\(\s*['\"]?([^'\")]+)", text):
            if EXTERNAL.match(u.strip()):
                bad.append((css.name, "css", u))
        bad += [
            (css.name, "@import", u) for u in re.findall(r"@import\s+['\"]?(https?:[^'\";]+)", text)
        ]
    assert not bad, bad[:20]


def test_no_duplicate_ids(all_pages: dict[str, Page]) -> None:
    from collections import Counter

    dups = {}
    for p in all_pages.values():
        counts = Counter(e.attrs["id"] for e in p.elements if "id" in e.attrs)
        if extra := [i for i, n in counts.items() if n > 1]:
            dups[p.url] = extra
    assert not dups


def test_search_index_holds_the_texts(site: Path) -> None:
    index = (site / "search" / "search_index.json").read_text(encoding="utf-8")
    academie = LIB.sources["academie"].clauses[0]
    assert json.dumps(academie.english.split()[2], ensure_ascii=False)[1:-1] in index


def test_citation_cff_is_cff_1_2_0() -> None:
    import tomllib

    import yaml

    root = Path(__file__).resolve().parent.parent
    cff = yaml.safe_load((root / "CITATION.cff").read_text(encoding="utf-8"))
    assert cff["cff-version"] == "1.2.0"
    for key in ("message", "title", "authors"):
        assert cff[key]
    assert all("name" in a or "family-names" in a for a in cff["authors"])
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert str(cff["version"]) == project["version"]
    assert cff["title"] == citations.SITE_TITLE


def test_reference_pages_link_names_instead_of_printing_sphinx_roles(site: Path) -> None:
    """Docstrings cross-reference in Markdown (scoped autorefs), which mkdocs --strict resolves;
    a Sphinx role such as :func:`x` would print as literal text on the reference pages."""
    role = re.compile(r":(func|class|meth|attr|data|mod|exc|obj):`")
    for path in (Path(__file__).parent.parent / "mouche").rglob("*.py"):
        assert not role.search(path.read_text()), path
    deal = (site / "reference/deal/index.html").read_text()
    for anchor, name in (("mouche.deal.new_deal", "new_deal"), ("mouche.deal.Deal.apply", "apply")):
        assert f'href="#{anchor}"><code>{name}' in deal
    for ref in sorted((site / "reference").glob("*/index.html")):
        text = ref.read_text()
        assert not re.search(r":(func|class|meth|attr|data|mod):<code>", text), ref
