"""The built site's citations (issue 9): the public address comes from the build, the Cite
controls show exactly what ``python -m mouche cite`` prints, no page repeats an id.

``built_site`` (tests/conftest.py) is built without ``MOUCHE_SITE_URL``, as a local build;
``public_site`` (tests/conftest.py) once more with it set.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from site_helpers import PUBLIC, Page, page, pages

from mouche import citations
from mouche.citations.csl import CSL_CITATION_SCHEMA
from mouche.edition.loading import load_library

ROOT = Path(__file__).resolve().parent.parent
LIB = load_library()
LOCAL_HOSTS = ("127.0.0.1", "localhost")
# What every Cite panel shows (the site's templates may add the other formats)
PANEL = {"chicago-note", "chicago-bibliography", "bibtex", "biblatex", "ris", "csl-json"}
PANEL |= {"csl-citation", "permalink"}


def _text(el: object) -> str:
    return "".join(el.text)  # type: ignore[attr-defined]


def _cite_blocks(p: Page) -> list[tuple[str, dict[str, str]]]:
    """(citable id, {format: shown text}) for each Cite control of a page."""
    out = []
    blocks = [e for e in p.find("details", "cite")]
    for block in blocks:
        cid = block.attrs["id"].removeprefix("cite-")
        start = p.elements.index(block)
        inner = []
        for e in p.elements[start + 1 :]:
            if e.tag == "details" and "cite" in e.attrs.get("class", "").split():
                break
            inner.append(e)
        shown: dict[str, str] = {}
        for e in inner:
            classes = e.attrs.get("class", "").split()
            for fmt in citations.FORMATS:
                if f"cite-{fmt}" in classes and e.tag in ("p", "span"):
                    shown[fmt] = _text(e)
            if "cite-permalink" in classes and "permalink" not in shown:
                shown["permalink"] = _text(e)
        out.append((cid, shown))
    return out


SAMPLE_PAGES = [
    "sources/academie/",
    "sources/cotton1674/",
    "sources/vanderaa1721/",
    "sources/encyclopedie1765/",
    "editorial/",
    "rulesets/academie/",
    "rulesets/options/",
    "records/",
    "cite/",
]


def test_cite_controls_show_exactly_what_the_command_prints(built_site: Path) -> None:
    kinds = set()
    for url in SAMPLE_PAGES:
        for cid, shown in _cite_blocks(page(built_site, url)):
            thing = citations.citable(LIB, cid, "")
            kinds.add(thing.kind)
            assert PANEL <= set(shown) <= set(citations.FORMATS), (url, cid, shown.keys())
            for fmt, text in shown.items():
                assert text == citations.cite(LIB, cid, fmt, ""), (url, cid, fmt)
    assert kinds == {"source", "clause", "decision", "ruleset", "option", "record", "site"}


def test_chicago_is_shown_in_italics_and_copied_as_plain_text(built_site: Path) -> None:
    p = page(built_site, "sources/cotton1674/")
    assert "<i>The Compleat Gamester" in p.html
    note = citations.cite(LIB, "cotton1674.lanterloo.4", "chicago-note", "")
    assert f'data-copy="{note}"' in p.html


def test_a_local_build_puts_no_host_in_any_citation(built_site: Path) -> None:
    for p in pages(built_site):
        for block in p.find("details", "cite"):
            assert "data-cite-path" in block.attrs, p.url  # site.js completes it
        for el in p.elements:
            classes = el.attrs.get("class", "").split()
            if (el.tag == "details" and "cite" in classes) or "site-copy" in classes:
                blob = _text(el) + " ".join(el.attrs.values())
                assert not any(h in blob for h in LOCAL_HOSTS), (p.url, blob[:200])
        if list(p.find("details", "cite")):
            assert "built without a public address" in p.html, p.url
        if p.url.startswith("reference/"):
            continue  # the engine's own source code (mouche.serve) names 127.0.0.1
        # only mkdocs' own canonical link may name the local serve address
        rest = re.sub(r'<link rel="canonical" href="[^"]*"', "", p.html)
        for host in LOCAL_HOSTS:
            assert not re.search(rf"https?://{re.escape(host)}", rest), (p.url, host)


def test_a_public_build_puts_its_address_everywhere(public_site: Path) -> None:
    checked = Counter[str]()
    for p in pages(public_site):
        for el in p.elements:
            if el.tag == "link" and el.attrs.get("rel") == "canonical":
                assert el.attrs["href"].startswith(PUBLIC), p.url
                checked["canonical"] += 1
            classes = el.attrs.get("class", "").split()
            if "cite-permalink" in classes:
                assert el.attrs["href"].startswith(PUBLIC) and _text(el).startswith(PUBLIC)
                checked["permalink"] += 1
            if "site-copy" in classes and "data-copy" in el.attrs and "Copy link" in _text(el):
                assert el.attrs["data-copy"].startswith(PUBLIC), p.url
                checked["copy link"] += 1
            if el.tag in ("p", "span") and any(c.startswith("cite-") for c in classes):
                for url in re.findall(r"https?://[^\s\"'<>{}]+", _text(el)):
                    own = url.startswith(PUBLIC)
                    theirs = any(url.rstrip(".,") == s.url for s in LIB.sources.values())
                    schema = url == CSL_CITATION_SCHEMA  # named by a CSL citation, not a link
                    assert own or theirs or schema, (p.url, url)
                    checked["citation url"] += own
        assert "data-cite-path" not in p.html, p.url
        assert "built without a public address" not in p.html
    assert min(checked.values()) > 0 and len(checked) == 4, checked
    sitemap = (public_site / "sitemap.xml").read_text(encoding="utf-8")
    locs = re.findall(r"<loc>([^<]+)</loc>", sitemap)
    assert locs and all(loc.startswith(PUBLIC) for loc in locs)
    footer = page(public_site, "").html
    assert "Version 0.1.0, built 2025-12-01" in footer


def test_the_version_is_in_the_footer_and_on_how_to_cite(built_site: Path) -> None:
    line = citations.version_line()
    for url in ("", "cite/", "sources/academie/"):
        assert f'<span class="site-version">{line}.</span>' in page(built_site, url).html
    assert f'<p class="site-version">{line}.</p>' in page(built_site, "cite/").html


def test_no_page_repeats_an_id(built_site: Path) -> None:
    for p in pages(built_site):
        ids = Counter(e.attrs["id"] for e in p.elements if "id" in e.attrs)
        repeated = sorted(i for i, n in ids.items() if n > 1)
        assert not repeated, (p.url, repeated[:5])
        # mkdocs-material names each <pre> "__code_" + the id of its nearest element with
        # an id: every <pre> of a Cite control has its own, so none can share one
        for pre in p.find("pre", "cite-text"):
            assert pre.attrs.get("id"), p.url
