"""The Russian hand-written pages (issue 25.4): ``docs/locale/ru/pages/<path>.md`` for every
hand-written ``docs/<path>.md``, keeping what is not prose (include markers, a ``link``'s
text aside; example-hand fences, their ``title`` aside; widget comments; link targets;
every heading's anchor, written as an explicit ``{#id}``), and written as a Russian editor
writes: «ёлочки», not straight quotes, in the prose, and one rendering of each of the
game's terms, the glossary's. Read from the Markdown alone: the site need not be built.

The structural checks are those of the page-translation test every language shares; this
file holds them for Russian until that test is on ``main``, with the Russian-only ones."""

from __future__ import annotations

import re
from pathlib import Path

import markdown
import pytest
from sitegen.includes import MARKER_RE
from sitegen.widgets import FENCE

DOCS = Path(__file__).resolve().parent.parent / "docs"
RU = DOCS / "locale" / "ru" / "pages"
NOT_PAGES = ("hooks", "sitegen", "overrides", "locale")
ENGLISH = sorted(
    p.relative_to(DOCS) for p in DOCS.rglob("*.md") if p.relative_to(DOCS).parts[0] not in NOT_PAGES
)

CODE_FENCE = re.compile(r"^(`{3,}|~{3,}).*?^\1[ \t]*$", re.M | re.S)
NOT_PROSE = re.compile(
    r"^(`{3,}).*?^\1[ \t]*$|`[^`]+`|\{\{.*?\}\}|<!--.*?-->|<[^>\n]+>|^ *[!?]{3}.*?$|\{[^}\n]*\}",
    re.M | re.S,
)
WIDGET_COMMENT = re.compile(r"<!--\s*mouche:.*?-->", re.S)
LINK_TARGET = re.compile(r"\]\(\s*<?([^)\s>]+)|\bhref=\"([^\"]+)\"")
HEADING = re.compile(r"^#{1,6}[ \t]+(.*?)[ \t]*$", re.M)
TITLE_ATTR = re.compile(r'\s*title="[^"]*"')
EXTENSIONS = ["attr_list", "md_in_html", "admonition", "tables", "def_list", "footnotes",
              "pymdownx.superfences", "pymdownx.details", "toc"]  # fmt: skip

# A second rendering of a glossary term, and the one the pages use instead.
OTHER_RENDERINGS = {
    r"\bмушк": "муш (the glossary's 'mouche')",
    r"таллон": "талон (the glossary's 'talon')",
    r"\bфлэш": "флеш",
    r"\bна кону\b": "на игре (the glossary's 'sur le jeu', as the clause translations)",
    r"объяв\w* ренонс": "сделать ренонс (revoking is done, not declared)",
    r"\bпресет": "свод правил (a ruleset)",
}


def anchors(text: str) -> list[str]:
    md = markdown.Markdown(extensions=EXTENSIONS)
    md.convert(MARKER_RE.sub("", text))

    def walk(tokens: list[dict[str, object]]) -> list[str]:
        return [x for t in tokens for x in [str(t["id"]), *walk(t["children"])]]  # type: ignore[arg-type]

    return walk(md.toc_tokens)  # type: ignore[attr-defined]


def structure(text: str) -> dict[str, object]:
    """What a translation keeps: markers (a link's text aside), fences (their title aside),
    widget comments and link targets."""
    marks = []
    for kind, arg in MARKER_RE.findall(text):
        parts = [p.strip() for p in arg.split("|")]
        marks.append((kind, " | ".join(parts[:1] + parts[2:]) if kind == "link" else arg))
    fences = [(TITLE_ATTR.sub("", f["attrs"]).strip(), f["body"]) for f in FENCE.finditer(text)]
    return {
        "markers": marks,
        "fences": fences,
        "widgets": WIDGET_COMMENT.findall(text),
        "links": [a or b for a, b in LINK_TARGET.findall(CODE_FENCE.sub("", text))],
    }


def test_every_hand_written_page_has_its_russian_version() -> None:
    assert ENGLISH
    missing = [str(p) for p in ENGLISH if not (RU / p).exists()]
    assert not missing, f"no Russian version of {missing}"
    russian = [p.relative_to(RU) for p in RU.rglob("*.md")]
    extra = [str(p) for p in russian if not (DOCS / p).exists()]
    assert not extra, f"Russian pages with no English page: {extra}"


@pytest.mark.parametrize("path", ENGLISH, ids=str)
def test_a_russian_page_keeps_the_english_pages_structure(path: Path) -> None:
    en, ru = (DOCS / path).read_text("utf-8"), (RU / path).read_text("utf-8")
    assert structure(ru) == structure(en)
    assert anchors(ru) == anchors(en)
    for heading in HEADING.finditer(CODE_FENCE.sub("", ru)):
        assert re.search(r"\{[^}]*#[\w-]+[^}]*\}$", heading[1]), f"no {{#id}}: {heading[0]!r}"


@pytest.mark.parametrize("path", ENGLISH, ids=str)
def test_a_russian_page_is_set_as_russian_editors_set_text(path: Path) -> None:
    prose = NOT_PROSE.sub(" ", (RU / path).read_text("utf-8"))
    prose = re.sub(r"\A---\n.*?\n---\n", "", prose, flags=re.S)  # front matter: YAML
    assert '"' not in prose, "straight quotes in the prose: «ёлочки» instead"
    assert not re.search(r"\S — ", prose), "an em dash after a breaking space: a no-break space"
    for other, instead in OTHER_RENDERINGS.items():
        found = re.search(other, prose, re.I)
        assert not found, f"{found[0]!r}: the pages say {instead}"
    assert len(re.findall(r"[а-яё]", prose, re.I)) > len(re.findall(r"[a-z]", prose, re.I))
