"""What a reference manager reads in a built page (issue 39, point 7).

Zotero's Connector picks a page's translator by priority: "COinS" (300) before "Embedded
Metadata" (320), both in zotero/translators. Their rules, which these tests check the
pages against:

* COinS: one item per ``<span class="Z3988">``; with more than one, the reader is asked to
  pick by title (``completeCOinS``), which on a source page offered its title once per
  clause. So a page offers one COinS per item it holds: a source's page one, the work
  with the work's pages; a ruleset's page and How to cite one each; the decisions' and the
  hand records' pages one per decision or record, each with its own title. The type comes
  from ``rft_val_fmt`` and ``rft.genre``, or in the Dublin Core format from ``rft.type``
  (``parseContextObject``, zotero/utilities ``openurl.js``); ``rft.au`` is split into a
  first and a last name (at its comma if it has one), ``rft.aucorp`` kept whole.
* Embedded Metadata: the Highwire Press ``citation_*`` tags (a journal or book title sets
  the type) and ``DC.type`` (a Zotero type), ``prism.edition`` and ``eprints.place_of_pub``
  through its RDF reader; each ``citation_author`` goes through ``cleanAuthor``, split at a
  comma if it has one, else at its last space.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import pytest
from site_helpers import OTHER_TREES, PUBLIC, Page, page, pages

from mouche import citations
from mouche.citations.meta import ZOTERO_TYPES
from mouche.edition.loading import load_library
from mouche.presets import PRESETS
from mouche.rulesets import OPTIONS

LIB = load_library()
TREES = ("", *(f"{lang}/" for lang in OTHER_TREES))
"""The site's interfaces: the English one at the root, the French and the Russian."""


@pytest.fixture(params=["built_site", "public_site"])
def build(request: pytest.FixtureRequest) -> tuple[Path, str]:
    """(a built site, its public address): each test runs on both builds (the local
    build's address is "")."""
    site: Path = request.getfixturevalue(request.param)
    return site, PUBLIC if request.param == "public_site" else ""


def _coins(p: Page) -> list[tuple[str, dict[str, list[str]]]]:
    """(id of the Cite control it precedes, its fields) of each COinS span of ``p``."""
    out = []
    for i, el in enumerate(p.elements):
        if el.tag == "span" and "Z3988" in el.attrs.get("class", "").split():
            assert not el.folded, p.url  # in the live page, where the Connector reads
            following = p.elements[i + 1]
            assert following.tag == "details" and following.attrs["id"].startswith("cite-")
            fields = parse_qs(el.attrs["title"], strict_parsing=True)
            out.append((following.attrs["id"].removeprefix("cite-"), fields))
    return out


def zotero_coins_type(fields: dict[str, list[str]]) -> str:
    """The item type Zotero gives a ContextObject (``parseContextObject``)."""
    fmt = fields["rft_val_fmt"][0].rsplit(":", 1)[1]
    genre = fields.get("rft.genre", [""])[0]
    if fmt == "journal":
        return "journalArticle"
    if fmt == "book":
        return "bookSection" if genre == "bookitem" else "book"
    assert fmt == "dc", fmt
    return fields.get("rft.type", ["webpage"])[0]


def zotero_name(name: str) -> tuple[str, str]:
    """(last, first) of a ``citation_author`` or ``rft.au`` as Zotero's ``cleanAuthor``
    splits it (zotero/utilities, ``utilities.js``): at a comma if it has one (an empty first
    name after a final comma), else at its last space."""
    inverted = "," in name  # decided before the ends are trimmed
    name = re.sub(r"[\s.,/\[\]:]+$", "", re.sub(r"^[\s.,/\[\]:]+", "", name))
    if inverted:  # it also puts a space after the first period ("jeux-de-cartes. com")
        last, _, first = re.sub(r"\.([^ ])", r". \1", name, count=1).partition(",")
        return last.strip(), first.strip()
    first, _, last = name.rpartition(" ")
    return last, first


def expected_names(item: dict[str, Any]) -> list[tuple[str, str, bool]]:
    """(last, first, kept whole) of each author of a CSL item: a person's family name and
    given names (with a particle), a literal name whole; an attributed name, bracketed in
    the CSL data (CMOS 14.79), is a person's name to Zotero."""
    out = []
    for name in item.get("author", []):
        if "family" in name:
            particle = name.get("dropping-particle") or name.get("non-dropping-particle")
            first = " ".join(p for p in (name.get("given"), particle) if p)
            out.append((name["family"], first, False))
        elif re.fullmatch(r"\[.* \S+\]", name["literal"]):
            first, _, last = name["literal"].strip("[]").rpartition(" ")
            out.append((last, first, False))
        else:
            out.append((name["literal"], "", True))
    return out


def _title(fields: dict[str, list[str]]) -> str:
    key = "rft.btitle" if fields.get("rft.genre") == ["book"] else "rft.atitle"
    return (fields.get(key) or fields["rft.title"])[0]


def test_a_source_page_offers_one_coins_item_the_work_with_its_own_pages(
    build: tuple[Path, str],
) -> None:
    site, base = build
    for sid in LIB.sources:
        thing = citations.citable(LIB, sid, base)
        item = thing.item
        for tree in TREES:
            spans = _coins(page(site, f"{tree}sources/{sid}/"))
            assert [control for control, _ in spans] == [sid], (tree, sid)  # not a clause's
            (_, fields), (_, english) = spans[0], _coins(page(site, f"sources/{sid}/"))[0]
            assert fields == english, (tree, sid)  # the same item in every language
        assert fields["ctx_ver"] == ["Z39.88-2004"]
        assert zotero_coins_type(fields) == ZOTERO_TYPES[item["type"]], sid
        assert _title(fields) == item["title"], sid
        names = expected_names(item)
        persons = [zotero_name(name) for name in fields.get("rft.au", [])]
        assert persons == [(last, first) for last, first, whole in names if not whole], sid
        assert fields.get("rft.aucorp", []) == [last for last, _, whole in names if whole], sid
        if "page" in item and item["type"] != "book":  # the work's pages, not a clause's
            assert fields["rft.pages"] == [item["page"]], sid
        else:
            assert "rft.pages" not in fields, sid
        if "issued" in item:
            year = fields["rft.date"][0].split("-")[0]
            assert year == str(item["issued"]["date-parts"][0][0]), sid
        for csl, keys in (
            ("publisher-place", ("rft.place",)),
            ("edition", ("rft.edition",)),
            ("publisher", ("rft.pub", "rft.publisher")),
            ("volume", ("rft.volume",)),
        ):
            got = [v for k in keys for v in fields.get(k, [])]
            assert got == ([str(item[csl])] if csl in item else []), (sid, csl)
        language = [item["language"]] if item["language"] != "und" else []  # "und": none
        assert fields.get("rft.language", []) == language, sid
        if item["type"] == "webpage" and "URL" in item:
            assert fields["rft_id"] == [item["URL"]], sid
        elif base:
            assert fields["rft_id"] == [f"{PUBLIC}sources/{sid}/"], sid
        else:
            assert "rft_id" not in fields, sid  # a local build knows no address
    ajo = _coins(page(site, "sources/ajo/"))[0][1]
    assert ajo["rft.aucorp"] == ["Académie des Jeux Oubliés"] and "rft.au" not in ajo
    academie = _coins(page(site, "sources/academie/"))[0][1]
    assert academie["rft.pages"] == ["100-103"] and academie["rft.genre"] == ["bookitem"]


def test_every_other_page_offers_one_coins_item_for_each_thing_it_holds(
    built_site: Path,
) -> None:
    expected = {f"rulesets/{r}/": {f"ruleset-{r}": "dataset"} for r in PRESETS}
    expected["cite/"] = {"site": "computerProgram"}
    expected["editorial/"] = {d: "webpage" for d in LIB.decisions}
    expected["rulesets/options/"] = {
        "option-" + name.replace("_", "-"): "webpage" for name in OPTIONS
    }
    expected["records/"] = {
        f"record-{p.stem}": "webpage" for p in sorted(citations.RECORDS_DIR.glob("*.toml"))
    }
    for tree in TREES:
        for url, items in expected.items():
            spans = _coins(page(built_site, tree + url))
            assert [control for control, _ in spans] == list(items), (tree, url)
            for control, fields in spans:
                thing = citations.citable(LIB, control, "")
                assert zotero_coins_type(fields) == items[control], (url, control)
                assert fields["rft.title"] == [thing.item["title"]], (url, control)
                assert fields["rft.aucorp"] == [citations.SITE_AUTHOR], (url, control)
                assert "rft.au" not in fields and "rft_id" not in fields, (url, control)
    for p in pages(built_site):  # no clause's control has one: its source's page offers it
        for control, _ in _coins(p):
            assert control not in LIB.clauses, (p.url, control)


def _meta(p: Page) -> dict[str, list[str]]:
    tags: dict[str, list[str]] = {}
    for el in p.find("meta"):
        name = el.attrs.get("name", "")
        if name.startswith(("citation_", "DC.", "prism.", "eprints.")):
            tags.setdefault(name, []).append(el.attrs.get("content", ""))
    return tags


def zotero_item_type(tags: dict[str, list[str]]) -> str:
    """The item type Zotero's Embedded Metadata translator gives a page with these tags:
    a journal title makes a journal article, a book title a book section, whatever else;
    then ``DC.type`` when it names a Zotero type; then a journal article by default."""
    if "citation_journal_title" in tags:
        return "journalArticle"
    if "citation_inbook_title" in tags or "citation_book_title" in tags:
        return "bookSection"
    dc_type = tags.get("DC.type", [""])[0]
    known = {*ZOTERO_TYPES.values(), "computerProgram"}
    return dc_type if dc_type in known else "journalArticle"


def _date(item: dict[str, Any]) -> str:
    parts = item["issued"]["date-parts"][0]
    return "/".join(f"{p:02d}" if i else str(p) for i, p in enumerate(parts))


def test_source_pages_carry_highwire_tags_consistent_with_the_csl_data(
    build: tuple[Path, str],
) -> None:
    site, base = build
    for sid in LIB.sources:
        tags = _meta(page(site, f"sources/{sid}/"))
        for tree in TREES[1:]:  # the same item in every language
            assert _meta(page(site, f"{tree}sources/{sid}/")) == tags, (tree, sid)
        (item,) = json.loads(citations.cite(LIB, sid, "csl-json", base))
        assert tags["citation_title"] == [item["title"]], sid
        assert zotero_item_type(tags) == ZOTERO_TYPES[item["type"]], (sid, tags)
        # a person as Zotero splits it, inverted; a name the CSL data keeps whole, whole
        split = [zotero_name(a) for a in tags.get("citation_author", [])]
        assert split == [(last, first) for last, first, _ in expected_names(item)], sid
        if "issued" in item:
            assert tags["citation_publication_date"] == [_date(item)], sid
        else:  # an undated work: no year made up for Google Scholar's tag (docs/cite.md)
            assert "citation_publication_date" not in tags, sid
        if "container-title" in item:
            container = tags.get("citation_journal_title") or tags.get("citation_inbook_title")
            assert (container or tags["DC.source"]) == [item["container-title"]], sid
        for csl, tag in (
            ("volume", "citation_volume"),
            ("publisher", "citation_publisher"),
            ("publisher-place", "eprints.place_of_pub"),
            ("edition", "prism.edition"),
        ):
            assert tags.get(tag) == ([str(item[csl])] if csl in item else None), (sid, tag)
        if "page" in item and item["type"] != "book":
            assert item["page"].startswith(tags["citation_firstpage"][0]), sid
        language = [item["language"]] if item["language"] != "und" else None  # "und": none
        assert tags.get("citation_language") == language, sid
        url = tags.get("citation_public_url", [""])[0]
        if item["type"] == "webpage" and "URL" in item:
            assert url == item["URL"], sid
        elif base:
            assert url == f"{PUBLIC}sources/{sid}/", sid
        else:
            assert not url, sid  # a local build knows no address
    # an anonymous, undated work: no "Anonymous" author and no date, though Google Scholar's
    # guidelines ask an article's page for both (docs/cite.md, issue 39.9)
    academie = _meta(page(site, "sources/academie/"))
    assert "citation_author" not in academie and "citation_publication_date" not in academie
    cotton = _meta(page(site, "sources/cotton1674/"))
    assert cotton["DC.type"] == ["book"] and cotton["citation_author"] == ["Cotton, Charles"]
    assert cotton["eprints.place_of_pub"] == ["London"]
    ajo = _meta(page(site, "sources/ajo/"))
    assert [zotero_name(a) for a in ajo["citation_author"]] == [("Académie des Jeux Oubliés", "")]
    assert _meta(page(site, "sources/eb1911-loo/"))["prism.edition"] == ["11"]


def test_ruleset_pages_and_how_to_cite_carry_highwire_tags_for_their_item(
    build: tuple[Path, str],
) -> None:
    site, base = build
    expected = {f"rulesets/{r}/": (f"ruleset-{r}", "dataset") for r in PRESETS}
    expected["cite/"] = ("site", "computerProgram")
    for url, (cid, kind) in expected.items():
        tags = _meta(page(site, url))
        for tree in TREES[1:]:
            assert _meta(page(site, tree + url)) == tags, (tree, url)
        (item,) = json.loads(citations.cite(LIB, cid, "csl-json", base))
        assert tags["citation_title"] == [item["title"]], url
        assert zotero_item_type(tags) == kind, (url, tags)
        assert [zotero_name(a) for a in tags["citation_author"]] == [(citations.SITE_AUTHOR, "")]
        assert tags["citation_publication_date"] == [_date(item)], url
        assert tags["prism.edition"] == [item["version"]], url
        assert tags.get("citation_publisher") == ([item["publisher"]] if cid != "site" else None)
        assert "citation_language" not in tags  # "und" says nothing
        assert tags.get("citation_public_url", [""]) == [item["URL"] if base else ""], url
    for url in ("editorial/", "records/", "rulesets/", "rulesets/options/", ""):
        assert not _meta(page(site, url)), url  # several items: a COinS for each instead


_LD = re.compile(r'<script type="application/ld\+json">(.*?)</script>', re.DOTALL)


def test_item_pages_describe_their_item_in_schema_org_json_ld(build: tuple[Path, str]) -> None:
    """Issue 39.9: what dataset search and other harvesters read. A ruleset's page is a
    Dataset with a description (Google's guideline: 50 characters at least) and a licence;
    How to cite the program; a source's page our page on the work, which it is based on,
    saying what it holds of it, with no date or author the work does not give."""
    site, base = build
    for r in PRESETS:
        for tree in TREES:
            (ld,) = _LD.findall(page(site, f"{tree}rulesets/{r}/").html)
            data = json.loads(ld)
            assert data["@type"] == "Dataset" and len(data["description"]) >= 50, (tree, r)
            assert data["license"].endswith("/MIT") and data["version"], r
            assert data.get("url", "") == (f"{base}rulesets/{r}/" if base else ""), r
    (ld,) = _LD.findall(page(site, "cite/").html)
    assert json.loads(ld)["@type"] == "SoftwareSourceCode"
    for sid, source in LIB.sources.items():
        if not (site / "sources" / sid / "index.html").exists():
            continue
        (ld,) = _LD.findall(page(site, f"sources/{sid}/").html)
        data = json.loads(ld)
        (item,) = json.loads(citations.cite(LIB, sid, "csl-json", base))
        work = data["isBasedOn"]
        assert data["license"].endswith("/CC-BY-4.0") and data["description"], sid
        assert work["name"] == item["title"] and ("datePublished" in work) == ("issued" in item)
        assert ("author" in work) == bool(item.get("author")), sid
        if source.status == "not-in-hand":
            assert "not in hand" in data["description"], sid
    for url in ("editorial/", "records/", "rulesets/", ""):
        assert not _LD.findall(page(site, url).html), url


def test_an_item_page_describes_itself_in_its_language(build: tuple[Path, str]) -> None:
    """A source's or ruleset's page has its own ``<meta name="description">``: Zotero's
    Embedded Metadata translator takes it for the item's abstract, and took the site's
    description for every page's (issue 39.7)."""
    from mouche.citations.schema_org import holds

    site, _ = build
    site_wide = _description(page(site, ""))
    for tree in TREES:
        seen = set()
        for sid, source in LIB.sources.items():
            text = _description(page(site, f"{tree}sources/{sid}/"))
            assert text != site_wide, (tree, sid)
            if not tree:
                assert text == holds(source.status), sid
            seen.add(text)
        for rid in PRESETS:
            text = _description(page(site, f"{tree}rulesets/{rid}/"))
            assert text != site_wide and text, (tree, rid)
            seen.add(text)
        if tree:  # translated, not the English words
            assert not seen & {holds(s.status) for s in LIB.sources.values()}, tree


def _description(p: Page) -> str:
    (content,) = [
        el.attrs["content"] for el in p.find("meta") if el.attrs.get("name") == "description"
    ]
    return str(content)
