"""What the built site gives reference managers (issue 20, points 1 and 7).

* The whole bibliography in every format, and each source's own ``.bib`` and ``.ris``, are
  served as files of the site, identical to what ``python -m mouche cite`` prints, and linked
  from How to cite and the source's page (``<a>`` and ``<link rel="alternate">``).
* The served ``.bib`` files load in pandoc (biblatex reader and ``--citeproc``) and in
  ``biber --tool`` (skipped where a tool is not installed; ``.ci/run`` installs both).
* What Zotero reads in a page (Highwire Press tags, COinS): ``tests/test_site_page_metadata.py``.
* A public build (``MOUCHE_SITE_URL`` set) names no loopback host in any page's links or in
  any bibliography file, and no page loads anything from another origin.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from bib_tools import biber_validate, expected_biber_warnings
from site_helpers import PUBLIC, Page, page, pages, resolve

from mouche import citations
from mouche.__main__ import main
from mouche.citations.citeproc import CSL_STYLE_FILE
from mouche.edition.loading import load_library

LIB = load_library()
LOCAL_HOSTS = ("127.0.0.1", "localhost", "[::1]", "0.0.0.0")


def _served(site: Path) -> dict[str, str]:
    """Path in the site -> text of every bibliography file the site serves."""
    paths = [*citations.BIBLIOGRAPHY_FILES.values()]
    paths += [f"sources/{s}{x}" for s in LIB.sources for x in citations.SOURCE_FILES.values()]
    return {path: (site / path).read_text(encoding="utf-8") for path in paths}


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["cite", *args]) == 0
    return capsys.readouterr().out


def test_every_file_is_served_as_the_command_prints_it(
    built_site: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MOUCHE_SITE_URL", raising=False)
    served = _served(built_site)
    for fmt, name in citations.BIBLIOGRAPHY_FILES.items():
        assert served[name] == _cli(capsys, "--all", "--format", fmt), name
    for sid in LIB.sources:
        for fmt, suffix in citations.SOURCE_FILES.items():
            text = served[f"sources/{sid}{suffix}"]
            assert text == citations.source_file(LIB, sid, fmt, ""), (sid, fmt)
    # a source's own entry is its entry in the whole bibliography, word for word
    entry = served["sources/cotton1674.bib"].split("\n\n", 1)[1]
    assert entry in served["mouche-bibliography.bib"]
    assert "TY  - BOOK" in served["sources/cotton1674.ris"]


PANEL_SAMPLES = {
    "academie.13": "sources/academie/",
    "vanderaa1721.deal": "sources/vanderaa1721/",
    "littre-lanturelu.1": "sources/littre-lanturelu/",
    "cotton1674": "sources/cotton1674/",
    "ruleset-academie": "rulesets/academie/",
}


def test_the_cite_panels_ris_and_csl_citation_are_what_the_command_prints(
    built_site: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MOUCHE_SITE_URL", raising=False)
    shown = {}
    for cid, url in PANEL_SAMPLES.items():
        codes = {el.attrs.get("id"): "".join(el.text) for el in page(built_site, url).find("span")}
        for fmt in ("ris", "csl-citation"):
            shown[cid, fmt] = codes[f"cite-{cid}-{fmt}"]
            assert shown[cid, fmt] == _cli(capsys, cid, "--format", fmt).removesuffix("\n")
    assert '"label": "sub-verbo"' in shown["littre-lanturelu.1", "csl-citation"]
    assert "TY  - BOOK" in shown["cotton1674", "ris"]


def _links(p: Page) -> dict[str, str]:
    """Site path -> how ``p`` links it (``a`` or ``alternate``), for the bibliography files."""
    out = {}
    for el in p.elements:
        href = el.attrs.get("href", "")
        if not re.search(r"\.(bib|bibtex|ris|json)$", href):
            continue
        alternate = el.tag == "link" and "alternate" in el.attrs.get("rel", "").split()
        kind = "alternate" if alternate else el.tag
        out.setdefault(resolve(p.url, href)[0], set()).add(kind)
    return {path: "+".join(sorted(kinds)) for path, kinds in out.items()}


def test_how_to_cite_and_each_source_page_link_their_files(built_site: Path) -> None:
    how = _links(page(built_site, "cite/"))
    assert how == {name: "a+alternate" for name in citations.BIBLIOGRAPHY_FILES.values()}
    for sid in LIB.sources:
        p = page(built_site, f"sources/{sid}/")
        assert _links(p) == {
            f"sources/{sid}{suffix}": "a+alternate" for suffix in citations.SOURCE_FILES.values()
        }, sid
        for link in p.find("link"):  # the page's other languages (hreflang) are not files
            if "alternate" in link.attrs.get("rel", "").split() and "hreflang" not in link.attrs:
                assert (built_site / resolve(p.url, link.attrs["href"])[0]).is_file()
                assert link.attrs["type"] in citations.MEDIA_TYPES.values()
    assert "Download this entry" in page(built_site, "sources/academie/").html


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (.ci/run installs it: apt-get install {name})")
    return path


def _every_source_bib(site: Path, dest: Path) -> Path:
    """The source pages' own .bib files, as one file."""
    parts = [(site / f"sources/{s}.bib").read_text(encoding="utf-8") for s in LIB.sources]
    dest.write_text("\n".join(parts), encoding="utf-8")
    return dest


def test_the_served_bib_files_load_in_pandoc(built_site: Path, tmp_path: Path) -> None:
    pandoc = _tool("pandoc")
    sources = _every_source_bib(built_site, tmp_path / "sources.bib")
    for bib, ids in (
        (built_site / "mouche-bibliography.bib", len(citations.bibliography_citables(LIB))),
        (sources, len(LIB.sources)),
    ):
        data = subprocess.run(
            [pandoc, "-f", "biblatex", "-t", "csljson", str(bib)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert data.returncode == 0 and not data.stderr, (bib.name, data.stderr)
        assert len(json.loads(data.stdout)) == ids
    doc = tmp_path / "doc.md"
    doc.write_text("A clause [@academie, 102, art. 13].\n", encoding="utf-8")
    note = subprocess.run(
        [pandoc, str(doc), "--citeproc", "--bibliography", str(sources), "--csl"]
        + [str(CSL_STYLE_FILE), "-t", "plain", "--wrap=none"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert note.returncode == 0 and not note.stderr, note.stderr
    assert (
        "“De la Mouche,” in [Académie des jeux]" in note.stdout and "102, art. 13." in note.stdout
    )


def test_biber_validates_the_source_pages_bib_files(built_site: Path, tmp_path: Path) -> None:
    biber = _tool("biber")
    bib = _every_source_bib(built_site, tmp_path / "sources.bib")
    warnings = biber_validate(biber, bib)
    items = [citations.csl_item(s) for s in LIB.sources.values()]
    assert set(warnings) == expected_biber_warnings(items, bib.name), warnings


def _attribute_values(p: Page) -> list[str]:
    return [v for el in p.elements for v in el.attrs.values()]


RESOURCES = {"script": "src", "img": "src", "iframe": "src", "source": "src", "audio": "src"}
"""What a browser fetches as it loads a page (and ``<link>`` for stylesheets, icons, ...)."""
FETCHED_LINKS = {"stylesheet", "icon", "preload", "modulepreload", "manifest", "prefetch"}


def test_a_public_build_names_no_loopback_host_and_loads_nothing_off_origin(
    public_site: Path,
) -> None:
    checked = 0
    for p in pages(public_site):
        for value in _attribute_values(p):
            assert not any(h in value for h in LOCAL_HOSTS), (p.url, value[:200])
        for el in p.elements:
            url = el.attrs.get(RESOURCES.get(el.tag, ""), "")
            if el.tag == "link" and FETCHED_LINKS & set(el.attrs.get("rel", "").split()):
                url = el.attrs.get("href", "")
            if url:
                parts = urlsplit(url)
                own = (not parts.scheme and not parts.netloc) or url.startswith(PUBLIC)
                assert own or parts.scheme == "data", (p.url, url)
                checked += 1
    assert checked > 100
    for path, text in _served(public_site).items():
        assert not any(h in text for h in LOCAL_HOSTS), path
        for url in re.findall(r"https?://[^\s\"'<>{}]+", text):
            theirs = any(url.rstrip(".,") == s.url for s in LIB.sources.values())
            assert url.startswith(PUBLIC) or theirs, (path, url)
    entry = (public_site / "sources/academie.bib").read_text(encoding="utf-8")
    assert f"{PUBLIC}sources/academie/" in entry
