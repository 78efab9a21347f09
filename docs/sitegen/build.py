"""One build of the site, as the hooks see it: what each mkdocs event asks of the site.

``docs/hooks/pages.py`` makes a :class:`PagesBuild` at ``on_config`` and hands it
every later event; nothing here keeps state between builds.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from .bibliography_files import add_bibliography_files
from .context import Site
from .data import load_site_data
from .downloads import download_files
from .folds import fold_example_hands
from .generated import Generated
from .head import PageHead, page_head
from .heading_titles import HeadingTitles
from .includes import expand_markers
from .nav import extend_nav, generated_entries, section_indexes
from .once import once
from .pages import generated_pages
from .pages.reference import decorate_reference
from .render import MARKDOWN_TEMPLATE, Templates
from .scripts import page_scripts
from .search import boost_search, clause_boosts, word_boundaries
from .strings import N_
from .styles import page_stylesheets
from .translated_pages import (
    english_reference_links,
    translate_nav,
    use_translations,
    with_untranslated_note,
)


class PagesBuild:
    """The generated pages of one build and what the site does to every page."""

    def __init__(self, config: MkDocsConfig) -> None:
        self.site = Site(once(("data",), load_site_data), Templates.of(config))
        self.pages: dict[str, Generated] = generated_pages(self.site)
        self.docs_dir = Path(config.docs_dir)
        self.untranslated: set[str] = set()
        """The hand-written pages shown in English in this tree (none in English)."""

    def extend_markdown(self, config: MkDocsConfig) -> None:
        """Links to a heading with raw HTML get its text as their tooltip (``heading_titles``)."""
        autorefs = config.plugins.get("autorefs")
        if autorefs is not None:
            config.markdown_extensions.append(HeadingTitles(autorefs))  # type: ignore[arg-type]

    def extend_nav(self, config: MkDocsConfig) -> None:
        """One nav entry per source, preset and engine module, after their index."""
        if isinstance(config.nav, list):
            extend_nav(config.nav, generated_entries(self.site))
            if not self.site.english:
                config.nav = translate_nav(self.site, config.nav)
            docs = {p.relative_to(self.docs_dir).as_posix() for p in self.docs_dir.rglob("*.md")}
            for path, (title, entries) in section_indexes(config.nav, docs).items():
                if path not in self.pages:
                    self.pages[path] = Generated()
                    self.pages[path].markdown = self.site.markdown(
                        "pages/section_index.md.jinja", title=title, entries=entries
                    )

    def add_files(self, files: Files, config: MkDocsConfig) -> Files:
        """The generated pages as files (replacing any placeholder in ``docs/``), the
        sources' TEI and plain text beside them, and the bibliography files; the Markdown
        templates, which mkdocs takes for the theme's static files, left out."""
        for template in [f for f in files if f.src_uri.endswith(MARKDOWN_TEMPLATE)]:
            files.remove(template)
        self.untranslated = use_translations(self.site, files, config, set(self.pages))
        for path, page in self.pages.items():
            existing = files.get_file_from_path(path)
            if existing is not None:
                files.remove(existing)
            files.append(File.generated(config, path, content=page.markdown))
        for download in download_files(self.site, config):
            files.append(download)
        add_bibliography_files(self.site, files, config)
        return files

    def expand(self, markdown: str, page: Page, files: Files) -> str:
        """A page's Markdown with its include markers expanded (and, shown in English in
        another tree, a note saying so)."""
        if page.file.src_uri in self.untranslated:
            markdown = with_untranslated_note(self.site, markdown)
        markdown = english_reference_links(self.site, markdown, page.url)
        return expand_markers(self.site, markdown, page, files)

    def fill(self, html: str, page: Page) -> str:
        """A page's HTML with its slots filled and its example hands folded (``folds``); a
        reference page decorated."""
        src = page.file.src_uri
        generated = self.pages.get(src)
        if generated is not None:
            html = fold_example_hands(self.site.templates, generated.fill(html, page))
        if src.startswith("reference/") and src != "reference/index.md":
            html = decorate_reference(self.site, html, Path(src).stem)
        return word_boundaries(html)

    def page_head(self, page: Page) -> PageHead:
        """What ``page`` adds to its ``<head>`` (``partials/head_meta.html``)."""
        return page_head(self.site, page)

    def finish(self, output: str, page: Page) -> str:
        """A page's final HTML: no stylesheet or script of ours holds up its first paint."""
        templates = self.site.templates
        html = page_stylesheets(templates, output, page.file.src_uri, self.docs_dir)
        return page_scripts(templates, html, self.docs_dir)

    def finish_template(self, output: str, name: str) -> str:
        """A page the theme makes from a template alone (``404.html``), finished likewise."""
        templates = self.site.templates
        html = page_stylesheets(templates, output, name, self.docs_dir)
        return page_scripts(templates, html, self.docs_dir)

    def after_build(self, site_dir: Path) -> None:
        """The search index boosted (the search plugin has written it)."""
        data = self.site.data
        statuses = {cid: data.source_of(c).status for cid, c in data.clauses.items()}
        # the words before the game's names in the index (sitegen.search.GAME_NAMES), and
        # before the word a defining clause says (sitegen.search.DEFINING_CLAUSES)
        site = self.site
        also_called = site.t(N_("Also called"))
        defines = site.t(N_("{title} · Defines: {words}"))  # sitegen.search.DEFINES
        boost_search(site_dir, clause_boosts(statuses), also_called, site.lang, defines)
