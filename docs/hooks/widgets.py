"""mkdocs hook: the engine in the reader's browser, self-hosted (wiring only).

``docs/sitegen/widgets.py`` places the widgets (example hands, Play, the workbench,
the simulator); ``docs/sitegen/assets.py`` puts the engine wheel, Pyodide and the
charting library into the site; ``docs/sitegen/widget_catalogues.py`` the widgets' words
in each language (a page's language: its folder's, else the theme's ``language``).
"""

from __future__ import annotations

import sys
from pathlib import Path

if str(Path(__file__).resolve().parents[1]) not in sys.path:  # docs/: the site generator
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from sitegen.assets import BuildError, write_chart_assets, write_engine_assets
from sitegen.render import Templates
from sitegen.widget_catalogues import SOURCE_LANGUAGE, page_language, write_widget_catalogues
from sitegen.widgets import place_widgets

_templates: Templates | None = None


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    global _templates
    _templates = Templates.of(config)
    return config


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    assert _templates is not None, "on_config makes the templates"
    lang = page_language(page.url, str(config.theme.get("language") or SOURCE_LANGUAGE))
    return place_widgets(_templates, markdown, lang)


def on_post_build(config: MkDocsConfig) -> None:
    if config.extra.get("language_tree"):  # fr/, ru/: their pages use the root's engine
        return
    try:
        write_engine_assets(Path(config.site_dir))
        write_chart_assets(Path(config.site_dir))
        write_widget_catalogues(Path(config.site_dir))
    except BuildError as exc:
        raise PluginError(str(exc)) from None
