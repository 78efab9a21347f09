"""The translated hand-written pages (issue 25.4): ``docs/locale/<lang>/pages/<path>.md``
keeps what the English ``docs/<path>.md`` has that is not prose, so that the language
switch lands on the same page with the same anchors, and every citation, widget and link
still works: the same include markers (a ``link``'s text aside), example-hand fences (their
record and preset; only the ``title`` is the reader's language), widget comments, link
targets and heading anchors.
Read from the Markdown alone: the site need not be built."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import markdown
import pytest
from sitegen.includes import MARKER_RE
from sitegen.widgets import FENCE

DOCS = Path(__file__).resolve().parent.parent / "docs"
TRANSLATIONS = sorted(
    (path.relative_to(DOCS / "locale").parts[0], path)
    for path in (DOCS / "locale").glob("*/pages/**/*.md")
)
LANGUAGES = sorted({lang for lang, _ in TRANSLATIONS})
NOT_PAGES = ("hooks", "sitegen", "overrides", "locale")
ENGLISH = sorted(
    p.relative_to(DOCS) for p in DOCS.rglob("*.md") if p.relative_to(DOCS).parts[0] not in NOT_PAGES
)
"""The hand-written pages: every ``.md`` under ``docs/`` but the generator's and the
translations' folders (``exclude_docs`` in ``mkdocs.yml``)."""
IDS = [
    f"{lang}/{path.relative_to(DOCS / 'locale' / lang / 'pages')}" for lang, path in TRANSLATIONS
]

EXTENSIONS = [
    "attr_list",
    "md_in_html",
    "admonition",
    "tables",
    "def_list",
    "footnotes",
    "pymdownx.superfences",
    "pymdownx.details",
    "toc",
]
WIDGET_COMMENT = re.compile(r"<!--\s*mouche:.*?-->", re.DOTALL)
LINK_TARGET = re.compile(r"\]\(\s*<?([^)\s>]+)|\bhref=\"([^\"]+)\"|^\s*\[[^\]]+\]:\s*(\S+)", re.M)
HEADING = re.compile(r"^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$", re.M)
EXPLICIT_ID = re.compile(r"\{[^}]*#([\w-]+)[^}]*\}\s*$")
CODE_FENCE = re.compile(r"^(`{3,}|~{3,}).*?^\1[ \t]*$", re.M | re.S)
TITLE_ATTR = re.compile(r'\s*title="[^"]*"')


def english(path: Path, lang: str) -> str:
    return (DOCS / path.relative_to(DOCS / "locale" / lang / "pages")).read_text("utf-8")


def anchors(text: str) -> list[str]:
    """The heading ids mkdocs gives the page (its toc slugs, or the explicit ``{#id}``s)."""
    md = markdown.Markdown(extensions=EXTENSIONS)
    md.convert(MARKER_RE.sub("", text))

    def walk(tokens: list[dict[str, object]]) -> list[str]:
        out: list[str] = []
        for token in tokens:
            out.append(str(token["id"]))
            out.extend(walk(token["children"]))  # type: ignore[arg-type]
        return out

    return walk(md.toc_tokens)  # type: ignore[attr-defined]


def markers(text: str) -> Counter[tuple[str, str]]:
    """The include markers, a ``link``'s text left out (the reader's language)."""
    found = Counter[tuple[str, str]]()
    for kind, arg in MARKER_RE.findall(text):
        if kind == "link":
            parts = [part.strip() for part in arg.split("|")]
            arg = " | ".join(parts[:1] + parts[2:])
        found[kind, arg] += 1
    return found


def links(text: str) -> list[str]:
    text = CODE_FENCE.sub("", text)
    return [next(g for g in m.groups() if g) for m in LINK_TARGET.finditer(text)]


def fences(text: str) -> list[tuple[str, str]]:
    return [(TITLE_ATTR.sub("", m["attrs"]).strip(), m["body"]) for m in FENCE.finditer(text)]


def test_there_are_translated_pages() -> None:
    assert TRANSLATIONS, "no page under docs/locale/*/pages/"
    extra = [
        str(p)
        for lang, p in TRANSLATIONS
        if not (DOCS / p.relative_to(DOCS / "locale" / lang / "pages")).exists()
    ]
    assert not extra, f"translated pages with no English page: {extra}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_hand_written_page_is_translated(lang: str) -> None:
    assert ENGLISH
    missing = [str(p) for p in ENGLISH if not (DOCS / "locale" / lang / "pages" / p).exists()]
    assert not missing, f"no {lang} version of {missing}"


@pytest.mark.parametrize(("lang", "path"), TRANSLATIONS, ids=IDS)
def test_a_translation_keeps_markers_widgets_and_links(lang: str, path: Path) -> None:
    theirs, ours = english(path, lang), path.read_text("utf-8")
    assert markers(ours) == markers(theirs)
    assert fences(ours) == fences(theirs)
    assert WIDGET_COMMENT.findall(ours) == WIDGET_COMMENT.findall(theirs)
    assert links(ours) == links(theirs)


@pytest.mark.parametrize(("lang", "path"), TRANSLATIONS, ids=IDS)
def test_a_translation_keeps_every_heading_anchor_explicitly(lang: str, path: Path) -> None:
    theirs, ours = english(path, lang), path.read_text("utf-8")
    assert anchors(ours) == anchors(theirs)
    for heading in HEADING.finditer(CODE_FENCE.sub("", ours)):
        assert EXPLICIT_ID.search(heading.group(2)), f"no {{#id}} on {heading.group(0)!r}"


FRENCH = [path for lang, path in TRANSLATIONS if lang == "fr"]
NOT_PROSE = re.compile(
    r"^(`{3,}).*?^\1[ \t]*$|`[^`]+`|\{\{.*?\}\}|<!--.*?-->|<[^>\n]+>|\]\([^)]*\)|\{[^}\n]*\}"
    r"|^ *[!?]{3}.*?$|\A---\n.*?\n---\n",
    re.M | re.S,
)


@pytest.mark.parametrize("path", FRENCH, ids=str)
def test_a_french_page_is_spaced_as_french_editors_space(path: Path) -> None:
    """A narrow no-break space (U+202F) before ; : ! ? and inside « », one spacing
    throughout, so that no line breaks before the sign."""
    prose = NOT_PROSE.sub(" ", path.read_text("utf-8"))
    found = re.search(r".{0,20}(?:[ \u00a0][;:!?»]|«[ \u00a0]|\w[;!?»]|«\w).{0,20}", prose)
    assert not found, f"French spacing: {found[0]!r}"


FRENCH_CATALOGUES = [
    DOCS.parent / "mouche" / "locale" / "fr" / "LC_MESSAGES" / "mouche.po",
    DOCS / "locale" / "fr" / "LC_MESSAGES" / "site.po",
    DOCS / "locale" / "fr" / "LC_MESSAGES" / "widgets.po",
]
SECOND_RENDERINGS = re.compile(
    r"compte rendu de van der Aa|d’après ce qu’on en rapporte|prédéfini|relevés? de (?:la )?donnes?"
    r"|Citer cette partie|Parties enregistrées|Citer cet article|Lien permanent de cet article"
    r"|Rejouer sous|rejoué sous|Rejouer pas à pas|\bleçon\b|\bséances?\b"
    r"|\bse (?:tenir|tient|tiennent)\b(?! (?:dessus|sur))"
    r"|s['’]est (?:pas )?tenu\b(?! (?:dessus|sur))"
    r"|(?<!même )\bcoups?\b(?! propre)"
    r"|(?<![-.{(`])\bpots?\b(?![-})`]| =)",
    re.I,
)
"""The second renderings the French interface no longer uses: the van der Aa report is
*le témoignage sur van der Aa* (not his *compte rendu*), a preset a *préréglage*, a hand
record a *relevé de main*, a session a *partie*, the site's citable unit a *clause* (the
*article* is the Académie's numbered one), the reading *le texte établi*, to stand *s'y tenir*
(Académie art. 8, *Je m'y tiens*; *se tenir* only with *dessus* or *sur*), a deal *la donne*
(not *le coup*, which the Académie keeps for "sur un même coup"; "le coup propre" is a move),
the pot *le panier*, as the Académie (art. 13, "la Mouche qui est au panier") and Balzac say
(``pot`` the record field, ``{pot}`` a placeholder, ``ed.pot-short`` and ``takes-pot`` ids are
names, not words), and the pages name the widgets' buttons as the widgets label them."""


def _french_texts() -> list[tuple[str, str]]:
    from babel.messages.pofile import read_po

    texts = [(path.name, path.read_text("utf-8")) for path in FRENCH]
    for path in FRENCH_CATALOGUES:
        with path.open("rb") as po:
            for message in read_po(po):
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                texts += [(f"{path.name}: {message.id!r:.40}", s) for s in strings if message.id]
    return texts


def test_french_says_each_term_one_way_in_pages_and_catalogues() -> None:
    found = [
        f"{where}: {hit[0]!r}"
        for where, text in _french_texts()
        if (hit := SECOND_RENDERINGS.search(text))
    ]
    assert found == [], "a second French rendering: " + "; ".join(found)
