"""The hand-written pages in the reader's language: ``docs/locale/<lang>/pages/<path>.md``
stands for ``docs/<path>.md`` in the French and Russian trees (same path, same anchors);
a page with no translation is the English one, with a note in the reader's language
saying so. The navigation's titles are the ``site`` catalogue's."""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

from .catalogue import LOCALE_DIR
from .context import Site
from .languages import REFERENCE, tree, up_to_root

REFERENCE_LINK = re.compile(
    r"\[(?P<text>[^\]\n]+)\]\((?:\.\./)*"
    + REFERENCE
    + r"(?P<module>[\w.]+)\.md(?P<anchor>#[^)\s]*)?\)"
)
"""A Markdown link to an engine module's page (``[x](../reference/odds.md)``)."""


def translation_of(lang: str, src_uri: str) -> Path | None:
    """The translation of the page ``docs/<src_uri>`` into ``lang``, if there is one."""
    path = LOCALE_DIR / lang / "pages" / src_uri
    return path if path.is_file() else None


def use_translations(
    site: Site, files: Files, config: MkDocsConfig, generated: set[str]
) -> set[str]:
    """Each hand-written page replaced by its translation into the build's language; the
    paths of those that have none (shown in English) returned."""
    if site.english:
        return set()
    untranslated = set()
    for file in [f for f in files if f.is_documentation_page() and f.src_uri not in generated]:
        path = translation_of(site.lang, file.src_uri)
        if path is None:
            untranslated.add(file.src_uri)
            continue
        files.remove(file)
        files.append(File.generated(config, file.src_uri, abs_src_path=str(path)))
    return untranslated


def with_untranslated_note(site: Site, markdown: str) -> str:
    """An English page in another tree: a one-line note under its title says so."""
    note = site.markdown("untranslated.md.jinja")
    lines = markdown.split("\n")
    at = next((i + 1 for i, line in enumerate(lines) if line.startswith("# ")), 0)
    return "\n".join([*lines[:at], "", note, *lines[at:]])


def english_reference_links(site: Site, markdown: str, page_url: str) -> str:
    """In another tree, links to an engine module's page lead to the English one at the
    root (the reference is English only), as raw links, which mkdocs does not look for
    among this tree's pages."""
    if site.english or REFERENCE not in markdown:
        return markdown
    up = up_to_root(tree(site.lang) + page_url)

    def english(m: re.Match[str]) -> str:
        if m["module"] == "index":
            return m[0]
        href = f"{up}{REFERENCE}{m['module']}/{m['anchor'] or ''}"
        return f'<a href="{href}" hreflang="en">{m["text"]}</a>'

    return REFERENCE_LINK.sub(english, markdown)


def translate_nav(site: Site, items: list[object]) -> list[object]:
    """The navigation with its titles in the build's language."""
    out: list[object] = []
    for item in items:
        if not isinstance(item, dict):
            out.append(item)
            continue
        entry = {}
        for title, value in item.items():
            entry[site.t(str(title))] = (
                translate_nav(site, value) if isinstance(value, list) else value
            )
        out.append(entry)
    return out
