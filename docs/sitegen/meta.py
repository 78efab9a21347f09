"""The site's public address and its citable version.

* ``site_url`` comes from ``MOUCHE_SITE_URL`` (``mkdocs.yml`` reads it with ``!ENV``);
  unset, mkdocs keeps the local serve address for what mkdocs-material needs (the
  canonical link, the sitemap), while every citation and permalink stays free of a host
  (``mouche.citations.site_url``).
* The footer shows the version (the package version) and the build date, as "How to
  cite" asks readers to give them (``mouche.citations.version_line``;
  ``SOURCE_DATE_EPOCH`` fixes the date).
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping

from markupsafe import Markup
from mkdocs.exceptions import PluginError

from mouche import __version__, citations

from .render import Templates

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


def set_site_url(config: MutableMapping[str, object]) -> None:
    """The public address, else the local serve address (for mkdocs-material only)."""
    try:
        public = citations.site_url()
    except ValueError as exc:
        raise PluginError(str(exc)) from exc
    config["site_url"] = public or local_serve_url()


def version_and_date() -> dict[str, str]:
    """The site's version and build date (``0.1.0``, ``2026-12-01``), which the templates'
    ``version_line`` says in the reader's language; a bad ``SOURCE_DATE_EPOCH`` stops the
    build."""
    try:
        return {"version": __version__, "date": citations.build_date()}
    except ValueError as exc:
        raise PluginError(str(exc)) from exc


def copyright_with_version(templates: Templates, copyright_: str) -> str:
    """The footer's copyright line, followed by the site's version and build date."""
    html = templates.html("copyright.html", copyright=copyright_.strip(), **version_and_date())
    return str(Markup(html).strip())
