"""mkdocs hook: the pages generated from ``sources/`` and the engine (wiring only).

The work is in the site generator, ``docs/sitegen`` (see its ``__init__``): the data,
one module per kind of page, the include markers, the templates' environment; the
templates are in ``docs/overrides``.
"""

from __future__ import annotations

import sys
from pathlib import Path

if str(Path(__file__).resolve().parents[1]) not in sys.path:  # docs/: the site generator
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from sitegen.build import PagesBuild

_build: PagesBuild | None = None


def _current() -> PagesBuild:
    assert _build is not None, "on_config makes the build"
    return _build


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    global _build
    _build = PagesBuild(config)
    _build.extend_markdown(config)
    _build.extend_nav(config)
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    return _current().add_files(files, config)


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    return _current().expand(markdown, page, files)


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    return _current().fill(html, page)


def on_page_context(
    context: dict[str, object], page: Page, config: MkDocsConfig, nav: Navigation
) -> dict[str, object]:
    head = _current().page_head(page)
    if head.description:  # the theme's <meta name="description">
        page.meta["description"] = head.description
    context["page_head"] = head
    return context


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    return _current().finish(output, page)


def on_post_template(output_content: str, template_name: str, config: MkDocsConfig) -> str:
    if not template_name.endswith(".html"):
        return output_content  # sitemap.xml and the like
    return _current().finish_template(output_content, template_name)


def on_post_build(config: MkDocsConfig) -> None:
    _current().after_build(Path(config.site_dir))
