"""mkdocs hook: the site's public address and its citable version (wiring only).

``docs/sitegen/meta.py`` says how: ``site_url`` from ``MOUCHE_SITE_URL`` (else the local
serve address), and the version and build date after the footer's copyright.
"""

from __future__ import annotations

import sys
from pathlib import Path

if str(Path(__file__).resolve().parents[1]) not in sys.path:  # docs/: the site generator
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from sitegen.meta import copyright_with_version, set_site_url, version_and_date
from sitegen.render import Templates


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    set_site_url(config)
    version_and_date()  # a bad SOURCE_DATE_EPOCH stops the build at once
    return config


def on_env(env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    config.copyright = copyright_with_version(Templates.of(config), config.copyright or "")
    return env
