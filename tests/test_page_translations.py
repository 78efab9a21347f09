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
    for lang, path in TRANSLATIONS:
        assert english(path, lang), path


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
