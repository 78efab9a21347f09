"""MkDocs build hook: the site's public address and its citable version.

* ``site_url`` comes from ``MOUCHE_SITE_URL`` (``mkdocs.yml`` reads it with ``!ENV``);
  unset, mkdocs keeps the local serve address for what mkdocs-material needs (the
  canonical link, the sitemap), while every citation and permalink stays free of a host
  (``docs/hooks/pages.py``, ``mouche.citations.site_url``).
* The footer shows the version (the package version) and the build date, as "How to
  cite" asks readers to give them (``mouche.citations.version_line``;
  ``SOURCE_DATE_EPOCH`` fixes the date).
"""

from __future__ import annotations

import html
import os
import sys
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parents[2]
LOCAL_SERVE_URL = "http://127.0.0.1:8000/"  # what `make serve` serves (mkdocs.yml's default)
SERVE_PORT_ENV = "MOUCHE_SERVE_PORT"  # `make site`/`make serve` pass their PORT


def local_serve_url() -> str:
    """The local address `make serve` serves on: its port from ``MOUCHE_SERVE_PORT``.

    mkdocs-material's instant navigation follows only links its sitemap names, host
    and port included, so a site served on another port must be built for it.
    """
    port = os.environ.get(SERVE_PORT_ENV, "").strip()
    if not port:
        return LOCAL_SERVE_URL
    if not (port.isascii() and port.isdigit() and 0 < int(port) < 65536):
        raise PluginError(f"{SERVE_PORT_ENV} must be a port number, not {port[:20]!r}")
    return f"http://127.0.0.1:{int(port)}/"


def on_config(config: Any) -> Any:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from mouche import citations

    try:
        public = citations.site_url()
        line = citations.version_line()
    except ValueError as exc:
        raise PluginError(str(exc)) from exc
    # No public address: the local serve address, for mkdocs-material only.
    config["site_url"] = public or local_serve_url()
    copyright_ = str(config.get("copyright") or "").strip()
    config["copyright"] = (
        f'{html.escape(copyright_)} <span class="site-version">{html.escape(line)}.</span>'
    ).strip()
    return config
