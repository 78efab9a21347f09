"""mkdocs hook: the French and Russian interfaces beside the English one (wiring only).

``docs/sitegen/languages.py`` says how: the English build builds ``fr/`` and ``ru/``
into its own folder once its pages are written, each tree's pages load the root's
scripts and engine, and every page names its versions in the other languages.
"""

from __future__ import annotations

import sys
from pathlib import Path

if str(Path(__file__).resolve().parents[1]) not in sys.path:  # docs/: the site generator
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files
from sitegen.language_build import (
    build_language,
    build_other_trees,
    install_interface,
    prepare_tree,
    shared_files_left_out,
)


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    prepare_tree(config)
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    return shared_files_left_out(files, config)


def on_env(env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    install_interface(env, config)
    return env


@event_priority(-50)  # after the engine's files are written, before the service worker
def on_post_build(config: MkDocsConfig) -> None:
    if build_language(config) == "en":
        build_other_trees(config)
