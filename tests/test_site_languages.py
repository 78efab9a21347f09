"""The three interfaces of the built site (issue 25.1, 25.3, 25.5): English at the root,
French under fr/, Russian under ru/, each page at the same path in every tree, with its
language, its switch and hreflang links to its other versions, its own search, and no word
of the English interface left on a French or Russian page."""

from __future__ import annotations

import json
import re
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from babel.messages.pofile import read_po
from site_helpers import PUBLIC, ROOT, Page, PageParser, page, resolve, tree_pages

from mouche.presets import PRESETS

TREES = {"en": "", "fr": "fr/", "ru": "ru/"}
LOCAL_ROOT = "http://127.0.0.1:8000/"
"""The local build's address (mkdocs.yml's default, no MOUCHE_SITE_URL)."""
ENGLISH_ONLY = re.compile(r"^reference/.+")
"""The engine reference's module pages: English only (the other trees have its index)."""
THEME_SEARCH = {"en": "Search", "fr": "Rechercher", "ru": "Поиск"}
"""mkdocs-material's own placeholder of the search box, in each language."""


@pytest.fixture(scope="module")
def trees(built_site: Path) -> dict[str, dict[str, Page]]:
    return {lang: {p.url: p for p in tree_pages(built_site, lang)} for lang in TREES}


def test_every_english_page_is_in_french_and_russian_at_the_same_path(
    trees: dict[str, dict[str, Page]],
) -> None:
    english = {url for url in trees["en"] if not ENGLISH_ONLY.match(url)}
    assert len(english) > 40
    for lang in ("fr", "ru"):
        assert english - set(trees[lang]) == set(), lang
        assert set(trees[lang]) - set(trees["en"]) == set(), lang


def test_each_tree_says_its_language(trees: dict[str, dict[str, Page]]) -> None:
    for lang, tree in trees.items():
        for p in tree.values():
            assert re.search(rf'<html lang="{lang}"', p.html), (lang, p.url)


def _site_path(lang: str, p: Page, href: str) -> str:
    """Where a link of a page of the ``lang`` tree leads, relative to the site's root."""
    return resolve(TREES[lang] + p.url, href)[0]


def _exists(site: Path, path: str) -> bool:
    return (
        (site / path / "index.html").is_file()
        if path.endswith("/") or not path
        else (site / path).is_file()
    )


def test_the_switch_and_the_hreflang_links_lead_to_the_same_page_in_each_language(
    built_site: Path, trees: dict[str, dict[str, Page]]
) -> None:
    for lang, tree in trees.items():
        for url, p in tree.items():
            if url == "404.html":
                continue
            switch = {e.attrs["hreflang"]: e.attrs["href"] for e in p.find("a", "site-language")}
            assert set(switch) == set(TREES), (lang, url)
            alternates = {
                e.attrs["hreflang"]: e.attrs["href"]
                for e in p.find("link")
                if "alternate" in e.attrs.get("rel", "").split() and "hreflang" in e.attrs
            }
            assert set(alternates) == {*TREES, "x-default"}, (lang, url)
            assert alternates["x-default"] == alternates["en"]
            for other, prefix in TREES.items():
                same = url if other == "en" or not ENGLISH_ONLY.match(url) else "reference/"
                assert _site_path(lang, p, switch[other]) == prefix + same, (lang, url, other)
                # a local build names no host (its public one would: test_site_citations)
                assert _site_path(lang, p, alternates[other]) == prefix + same, (lang, url)
                assert _exists(built_site, prefix + same), (lang, url, other)
            current = [e for e in p.find("a", "site-language") if e.attrs.get("aria-current")]
            assert [e.attrs["hreflang"] for e in current] == [lang]


def test_canonical_links_and_the_sitemaps_name_every_tree(built_site: Path) -> None:
    ru_rules = page(built_site, "ru/rules/")
    assert f'<link rel="canonical" href="{LOCAL_ROOT}ru/rules/">' in ru_rules.html
    sitemap = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    locs = re.findall(r"<loc>([^<]+)</loc>", sitemap)
    assert locs and all(not urlsplit(u).path.startswith(("/fr/", "/ru/")) for u in locs)
    for lang in ("fr", "ru", "x-default"):
        assert f'hreflang="{lang}"' in sitemap
    assert f'hreflang="fr" href="{LOCAL_ROOT}fr/glossary/"' in sitemap
    french = (built_site / "fr" / "sitemap.xml").read_text(encoding="utf-8")
    assert f"<loc>{LOCAL_ROOT}fr/glossary/</loc>" in french


@cache
def _interface_msgids() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The ``site`` catalogue's English words: whole labels (no markup, no placeholder), and
    the opening words of its sentences; each with a translation that differs from it."""
    with (ROOT / "docs/locale/fr/LC_MESSAGES/site.po").open("rb") as f:
        french = {m.id: m.string for m in read_po(f) if m.id and not m.context}
    labels, openings = [], []
    for msgid, translation in french.items():
        if translation == msgid or "%(" in msgid[:40]:
            continue
        if not re.search(r"[<>`*\[%]", msgid):
            labels.append(msgid)
        if len(msgid) > 40 and not re.search(r"[<>`*\[%]", msgid[:40]):
            openings.append(msgid[:40])
    return tuple(labels), tuple(openings)


class _OwnText(HTMLParser):
    """A page's texts, each with the language of the element that holds it (inherited)."""

    SKIP = frozenset({"script", "style", "code", "pre", "noscript", "kbd", "samp"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str]] = []
        self.texts: list[tuple[str, str, bool]] = []
        self.also_skip: frozenset[str] = frozenset()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in PageParser.VOID:
            return
        lang = dict(attrs).get("lang") or (self.stack[-1][1] if self.stack else "")
        self.stack.append((tag, lang or ""))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data: str) -> None:
        if self.stack and data.strip():
            skipped = any(tag in self.SKIP or tag in self.also_skip for tag, _ in self.stack)
            self.texts.append((data.strip(), self.stack[-1][1], skipped))


def _written_pages(lang: str) -> set[str]:
    """The addresses of the hand-written pages translated into ``lang`` (their text is the
    translator's, who may name a format or the site by its English name)."""
    folder = ROOT / "docs" / "locale" / lang / "pages"
    urls = set()
    for path in folder.rglob("*.md"):
        rel = path.relative_to(folder).with_suffix("").as_posix()
        urls.add("" if rel == "index" else rel.removesuffix("/index") + "/")
    return urls


def _interface_text(p: Page, article: bool = True) -> tuple[set[str], str]:
    """A page's visible words in its own language: every text whose element is not marked
    as another language (a source's words, our English translation, the engine reference,
    citations), not code, not a script; and all of them run together."""
    parser = _OwnText()
    if not article:
        parser.also_skip = frozenset({"article"})
    parser.feed(p.html)
    nodes = {text for text, lang, skipped in parser.texts if lang in ("fr", "ru") and not skipped}
    return nodes, re.sub(r"\s+", " ", " ".join(sorted(nodes)))


def test_no_french_or_russian_page_shows_an_english_interface_string(
    trees: dict[str, dict[str, Page]],
) -> None:
    labels, openings = _interface_msgids()
    assert "Cite this clause" in labels and "Implemented by:" in labels
    for lang in ("fr", "ru"):
        written = _written_pages(lang)
        for url, p in trees[lang].items():
            if "untranslated" in p.html:  # a hand-written page shown in English, said so
                continue
            # a translated hand-written page: the interface around its text
            nodes, text = _interface_text(p, article=url not in written)
            found = [m for m in labels if m in nodes] + [m for m in openings if m in text]
            assert found == [], (lang, url, found[:5])


def test_the_theme_speaks_each_language(trees: dict[str, dict[str, Page]]) -> None:
    for lang, tree in trees.items():
        home = tree[""]
        assert f'placeholder="{THEME_SEARCH[lang]}"' in home.html, lang


def test_each_tree_has_its_search_index_in_its_language(built_site: Path) -> None:
    titles = {"en": "Glossary", "fr": "Glossaire", "ru": "Глоссарий"}
    for lang, prefix in TREES.items():
        index = json.loads((built_site / prefix / "search/search_index.json").read_text("utf-8"))
        assert lang in index["config"]["lang"]
        docs = {d["location"]: d for d in index["docs"]}
        assert docs["glossary/"]["title"] == titles[lang]
        assert not [loc for loc in docs if loc.startswith(("fr/", "ru/"))]


def test_a_source_page_shows_first_the_columns_of_the_readers_language(
    trees: dict[str, dict[str, Page]],
) -> None:
    hidden = {"en": None, "fr": "english russian", "ru": "diplomatic english"}
    for lang, tree in trees.items():
        controls = next(tree["sources/academie/"].find("fieldset", "col-toggles"))
        assert controls.attrs.get("data-default-hidden") == hidden[lang]


def test_the_english_only_reference_is_said_so_and_linked(
    trees: dict[str, dict[str, Page]],
) -> None:
    for lang, note in (("fr", "En anglais"), ("ru", "На английском")):
        index = trees[lang]["reference/"]
        assert note in index.html
        assert 'href="../../reference/deal/" hreflang="en"' in index.html
        # a source's "Implemented by" leads to the English reference at the root
        source = trees[lang]["sources/academie/"]
        impl = [
            e.attrs["href"] for e in source.find("a") if e.attrs.get("data-rel") == "implemented-by"
        ]
        assert impl and all(h.startswith("../../../reference/") for h in impl if "#mouche." in h)


def test_the_other_trees_load_the_roots_scripts_and_engine(built_site: Path) -> None:
    assert not (built_site / "fr" / "javascripts").exists()
    assert not (built_site / "ru" / "assets" / "pyodide").exists()
    play = page(built_site, "fr/try/play/")
    assert '<script src="../../../javascripts/try/try.js" type="module">' in play.html
    worker = (built_site / "sw.js").read_text(encoding="utf-8")
    build = json.loads(worker.split("\n", 1)[0].removeprefix("const BUILD = ").rstrip(";"))
    assert "fr/try/play/" in build["trees"]["fr/"] and "fr/try/play/" not in build["precache"]
    assert "ru/" in build["trees"]["ru/"] and "fr/" in build["files"]


def test_quick_rules_are_in_each_language(trees: dict[str, dict[str, Page]]) -> None:
    preset = next(iter(PRESETS))
    assert "Règles en bref" in trees["fr"][f"rulesets/quick/{preset}/"].html
    assert "Краткие правила" in trees["ru"][f"rulesets/quick/{preset}/"].html


def test_a_public_build_names_each_version_by_its_public_address(public_site: Path) -> None:
    p = page(public_site, "fr/rules/")
    assert f'<link rel="canonical" href="{PUBLIC}fr/rules/">' in p.html
    assert f'hreflang="ru" href="{PUBLIC}ru/rules/"' in p.html
    assert f'hreflang="x-default" href="{PUBLIC}rules/"' in p.html
