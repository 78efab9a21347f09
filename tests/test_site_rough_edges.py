"""The rough edges a first visit hit (issue 24.10): the 404 page says what happened and
where to go, in the reader's language; a source's heading names it once."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from site_helpers import page

TREES = {"en": "", "fr": "fr/", "ru": "ru/"}
NOT_FOUND = {"en": "Page not found", "fr": "Page introuvable", "ru": "Страница не найдена"}


@pytest.mark.parametrize("lang", TREES)
def test_the_404_page_says_what_happened_and_leads_on(built_site: Path, lang: str) -> None:
    p = page(built_site, TREES[lang] + "404.html")
    h1 = [re.sub(r"\s+", " ", "".join(e.text)).strip() for e in p.find("h1")]
    assert h1 == [NOT_FOUND[lang]]
    article = p.html[p.html.index("<article") : p.html.index("</article>")]
    links = re.findall(r'<a [^>]*href="([^"]+)"', article)
    assert len(links) == 6
    for href in links:  # from the site's root, so that they hold at any depth
        assert href.startswith("/" + TREES[lang]), href
        target = built_site / href.lstrip("/")
        assert (target / "index.html").is_file() or target.is_file(), href
    if lang != "en":
        assert "The Mouche rules explorer has no page" not in p.html


def test_a_source_known_by_its_title_is_named_once(built_site: Path) -> None:
    headings = {
        "academie1718": "Académie universelle des jeux (1718)",
        "wikipedia-loo": "Wikipedia, Article on Loo",
        "balzac1839": "Balzac 1839: Béatrix",
    }
    for source, heading in headings.items():
        h1 = next(page(built_site, f"sources/{source}/").find("h1"))
        assert re.sub(r"\s+", " ", "".join(h1.text)).replace("¶", "").strip() == heading


@pytest.mark.parametrize(("lang", "words"), [("fr", "générée le"), ("ru", "сборка от")])
def test_the_version_line_is_in_the_readers_language(
    built_site: Path, lang: str, words: str
) -> None:
    for url in ("", "cite/", "404.html"):
        versions = re.findall(
            r'class="site-version">([^<]*)<', page(built_site, lang + "/" + url).html
        )
        assert versions and all(words in v and "built" not in v for v in versions), (url, versions)


@pytest.mark.parametrize(("lang", "words"), [("fr", "Fait avec"), ("ru", "Сделано с помощью")])
def test_the_footers_credit_is_in_the_readers_language(
    built_site: Path, lang: str, words: str
) -> None:
    """The theme's "Made with Material for MkDocs" was the last English line of every French
    and Russian page (issue 40.11)."""
    for url in ("", "rules/", "404.html"):
        footer = page(built_site, lang + "/" + url).html.split('class="md-copyright"', 1)[1]
        assert words in footer and "Made with" not in footer, url


@pytest.mark.parametrize("lang", TREES)
def test_the_404_page_has_a_language_switch_to_every_home(built_site: Path, lang: str) -> None:
    """The 404 page, which a host serves at any address, offers every language (issue 40.11):
    each one's home page, from the host's root (a local build's root is "/")."""
    switch = re.findall(
        r'<a href="([^"]+)" hreflang="(\w+)"[^>]*class="md-select__link site-language"([^>]*)>',
        page(built_site, TREES[lang] + "404.html").html,
    )
    assert [(href, code) for href, code, _ in switch] == [("/" + t, c) for c, t in TREES.items()]
    assert [code for _, code, current in switch if "aria-current" in current] == [lang]


@pytest.mark.parametrize(("lang", "article"), [("en", "Art."), ("fr", "Art."), ("ru", "Ст.")])
def test_an_article_is_labelled_as_the_readers_language_writes_it(
    built_site: Path, lang: str, article: str
) -> None:
    """The Académie's clauses are "Art. 13" in English and French, «Ст. 13» in Russian, as
    the Russian notes cite them (issue 40.11): in the source's headings and in the rulesets'
    citations of it."""
    for url, number in (("sources/academie/", 13), ("rulesets/academie/", 9)):
        html = re.sub(
            r"(?s)<pre class=\"mouche-hand__record\">.*?</pre>",
            "",
            page(built_site, TREES[lang] + url).html,
        )
        # (a hand record's text, in <pre>, is data: kept as written)
        label = f"{article} {number}"
        assert f"Académie des jeux, {label}" in html or f">{label}<" in html, url
        if lang == "ru":
            assert f"Art. {number}" not in html, url


@pytest.mark.parametrize("lang", TREES)
def test_a_clauses_search_result_starts_with_its_words(built_site: Path, lang: str) -> None:
    """A clause's search result began with its id and its address on paper ("academie.13
    sources/academie/#academie.13 p. 102 …": issue 40.11); neither is searched now."""
    index = json.loads((built_site / TREES[lang] / "search/search_index.json").read_text("utf-8"))
    clauses = [d for d in index["docs"] if re.match(r"sources/[^#]+#[a-z0-9-]+\.\w", d["location"])]
    assert len(clauses) > 90
    for doc in clauses:
        clause = doc["location"].split("#", 1)[1]
        start = re.sub(r"<[^>]+>", "", doc["text"])[:60]
        assert clause not in start and "sources/" not in start, (doc["location"], start)


@pytest.mark.parametrize("lang", TREES)
def test_a_rulesets_search_result_starts_with_its_words(built_site: Path, lang: str) -> None:
    """A ruleset page's search result began "Ruleset id academie. Players: 3, 4, 5, 6." and
    its quick rules' named it in code too (issue 40.11): the id line is not searched, and the
    quick rules say "this ruleset"; each result opens with what the ruleset is."""
    index = json.loads((built_site / TREES[lang] / "search/search_index.json").read_text("utf-8"))
    tops = {d["location"]: d for d in index["docs"] if "#" not in d["location"]}
    ids = {m[1] for loc in tops if (m := re.fullmatch(r"rulesets/([a-z0-9-]+)/", loc))}
    ids -= {"quick", "compare", "options", "numbers"}
    assert len(ids) >= 20, sorted(ids)
    for ruleset in ids:
        for location in (f"rulesets/{ruleset}/", f"rulesets/quick/{ruleset}/"):
            text = re.sub(r"<[^>]+>", "", tops[location]["text"])
            assert ruleset not in text[:120], (location, text[:120])
            assert "<code>" not in tops[location]["text"][:200], (location, text[:120])


@pytest.mark.parametrize(
    ("lang", "title"),
    [
        ("en", "Link to this section"),
        ("fr", "Lien vers cette section"),
        ("ru", "Ссылка на этот раздел"),
    ],
)
def test_a_headings_link_is_titled_in_the_readers_language(
    built_site: Path, lang: str, title: str
) -> None:
    """Every heading's ¶ said "Link to this section" on French and Russian pages too (40.11)."""
    titles = re.findall(
        r'class="headerlink" href="[^"]*" title="([^"]*)"',
        page(built_site, TREES[lang] + "rules/").html,
    )
    assert titles and set(titles) == {title}


@pytest.mark.parametrize(
    ("lang", "names"),
    [
        ("en", {"Dark theme", "Light theme"}),
        ("fr", {"Thème sombre", "Thème clair"}),
        ("ru", {"Тёмная тема", "Светлая тема"}),
    ],
)
def test_the_colour_switch_is_named_in_the_readers_language(
    built_site: Path, lang: str, names: set[str]
) -> None:
    """The light/dark switch was named in English on every page (issue 40.11)."""
    html = page(built_site, TREES[lang]).html
    assert set(re.findall(r'<input class="md-option"[^>]*aria-label="([^"]*)"', html)) == names


@pytest.mark.parametrize("lang", TREES)
def test_a_source_pages_search_result_opens_with_no_citation_path_or_id(
    built_site: Path, lang: str
) -> None:
    """A source page's result began "Source: “De la Mouche.” In [Académie des jeux] …
    This edition: …, sources/academie/. Anonymous — source id academie" (the printed
    citation and the id line): neither is searched, and the page's result is its title,
    its sections' results their words (issue 40.11)."""
    index = json.loads((built_site / TREES[lang] / "search/search_index.json").read_text("utf-8"))
    tops = [d for d in index["docs"] if re.fullmatch(r"sources/[a-z0-9-]+/", d["location"])]
    assert len(tops) >= 15, len(tops)
    for doc in tops:
        source = doc["location"].split("/")[1]
        assert f"sources/{source}/" not in doc["text"] and "<code>" not in doc["text"], doc
