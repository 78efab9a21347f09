"""One tree of the site in its language, as mkdocs builds it (``docs/hooks/languages.py``).

``sitegen.languages`` says what the trees are; here is what each build does about them:
its language from ``theme.language``, its address, the root's scripts and stylesheets
loaded from the root, the English engine reference linked from the other trees, the
language switch of every page, and, in the English build, the two other builds.
"""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path

from jinja2 import Environment
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from mouche import citations

from .catalogue import CONFIG_TEXTS, translations
from .context import log
from .languages import (
    DEFAULT,
    LANGUAGE_ENV,
    LANGUAGES,
    SHARED_FOLDERS,
    Alternate,
    alternates,
    homes,
    root_site_url,
    tree,
)
from .once import new_site
from .render import install_catalogue
from .strings import N_

PALETTE_NAMES = (N_("Dark theme"), N_("Light theme"))
"""The names of the light/dark switch (``mkdocs.yml``, ``theme.palette``): messages."""
PERMALINK_TITLE = N_("Link to this section")
"""The title of every heading's ¶ link (``mkdocs.yml``, ``toc.permalink_title``): a
message, said in the French and Russian trees."""

INVENTORY = "objects.inv"
"""The English build's inventory of the engine's objects (mkdocstrings writes it)."""


def build_language(config: MkDocsConfig) -> str:
    """The language of this build (``theme.language``, from ``MOUCHE_LANGUAGE``)."""
    lang = str(config.theme["language"])
    if lang not in LANGUAGES:
        raise PluginError(f"{LANGUAGE_ENV} must be one of {', '.join(LANGUAGES)}, not {lang!r}")
    return lang


class LanguageSwitch:
    """What ``extra.alternate`` holds: true, so that the theme's header has the language
    switch (``partials/alternate.html``, which gives each page its own versions), and
    not a list, so that the theme links no tree's home page from every page's head (the
    page's own versions are linked there, ``partials/head_meta.html``)."""

    def __bool__(self) -> bool:
        return True


def prepare_tree(config: MkDocsConfig) -> None:
    """This build's tree: its address, and for French and Russian the root's scripts,
    stylesheets and engine reference."""
    lang = build_language(config)
    config.extra["alternate"] = LanguageSwitch()
    config.extra["language_tree"] = tree(lang)
    if lang == DEFAULT:
        new_site()
        return
    config.site_url = (config.site_url or "") + tree(lang)
    for key in CONFIG_TEXTS:
        if config[key]:
            config[key] = translations(lang).gettext(str(config[key]).strip())
    toc = config.mdx_configs.get("toc")
    if toc and toc.get("permalink_title"):  # each heading's ¶ link (issue 40.11)
        toc["permalink_title"] = translations(lang).gettext(str(toc["permalink_title"]))
    for scheme in config.theme.get("palette") or []:  # the light/dark switch's name
        toggle = scheme.get("toggle") if isinstance(scheme, dict) else None
        if toggle and toggle.get("name"):
            toggle["name"] = translations(lang).gettext(str(toggle["name"]))
    for script in config.extra_javascript:
        if isinstance(script, str):
            continue
        script.path = "../" + script.path
    config.extra_css = ["../" + css for css in config.extra_css]
    link_english_reference(config)


def link_english_reference(config: MkDocsConfig) -> None:
    """Links to the engine's objects lead to the English reference at the root (the
    English build, which builds this one, has written its inventory)."""
    from mkdocstrings import Inventory

    autorefs = config.plugins.get("autorefs")
    inventory = Path(config.site_dir).parent / INVENTORY
    if autorefs is None or not inventory.is_file():
        log.info("languages hook: no English reference to link (%s)", inventory)
        return
    with inventory.open("rb") as file:
        items = Inventory.parse_sphinx(file)
    for item in items.values():
        autorefs.register_url(item.name, "../" + item.uri)


def shared_files_left_out(files: Files, config: MkDocsConfig) -> Files:
    """In the French and Russian trees, the files only the root holds are left out."""
    if build_language(config) == DEFAULT:
        return files
    for file in [f for f in files if f.src_uri.startswith(SHARED_FOLDERS)]:
        if not file.is_documentation_page():
            files.remove(file)
    return files


def page_alternates(lang: str, root_url: str, public: bool, page: Page | None) -> list[Alternate]:
    """A page's versions in every interface (none for a page that is not one, the 404)."""
    if page is None or not isinstance(page, Page):
        return []
    return alternates(page.url, lang, root_url, public)


def install_interface(env: Environment, config: MkDocsConfig) -> None:
    """The theme's templates get ``page_languages(page)``: the switch and the ``hreflang``
    links (``partials/alternate.html``, ``head_meta.html``, ``sitemap.xml``), and the site
    catalogue, for the pages the theme makes from our templates alone (``404.html``)."""
    lang = build_language(config)
    install_catalogue(env, lang)
    root = root_site_url(config.site_url or "", lang)
    public = bool(citations.site_url())  # site_meta has checked MOUCHE_SITE_URL
    env.globals["page_languages"] = partial(page_alternates, lang, root, public)
    env.globals["tree_homes"] = partial(homes, lang, root)  # the 404 page's switch


def build_other_trees(config: MkDocsConfig) -> None:
    """Build the French and Russian trees into ``fr/`` and ``ru/`` of this build's folder,
    in this process (what does not depend on the language is made once)."""
    for lang in LANGUAGES:
        if lang == DEFAULT:
            continue
        previous = os.environ.get(LANGUAGE_ENV)
        os.environ[LANGUAGE_ENV] = lang
        try:
            tree_config = load_config(
                config.config_file_path,
                site_dir=str(Path(config.site_dir) / lang),
                strict=config.strict,
            )
        finally:
            if previous is None:
                del os.environ[LANGUAGE_ENV]
            else:
                os.environ[LANGUAGE_ENV] = previous
        build(tree_config)
