"""The site as a citable thing: its public address, its version and release date.

A citation of the site or of one of its pages (a ruleset, an option, an editorial decision,
an example hand record) gives the version and its release date, both from ``CITATION.cff``
(``version``, ``date-released``; a test keeps [`RELEASE_DATE`][RELEASE_DATE] equal to it):
rebuilding the same version on another day, with another ``SOURCE_DATE_EPOCH``, changes no
citation. The build date ([`build_date`][build_date]) is only shown in the footer.
"""

from __future__ import annotations

import datetime
import os
import re
from urllib.parse import urlsplit

from mouche import __version__
from mouche.errors import excerpt

__all__ = [
    "MONTHS",
    "RELEASE_DATE",
    "SITE_AUTHOR",
    "SITE_TITLE",
    "SITE_URL_ENV",
    "build_date",
    "long_date",
    "site_url",
    "version_line",
]

SITE_TITLE = "Mouche rules explorer"
SITE_AUTHOR = "The Mouche rules explorer contributors"
SITE_URL_ENV = "MOUCHE_SITE_URL"
"""The environment variable that gives the site's public address at build time."""
RELEASE_DATE = "2026-12-01"
"""The date version `mouche.__version__` was released (CITATION.cff's ``date-released``)."""
MONTHS = (
    *("January", "February", "March", "April", "May", "June"),
    *("July", "August", "September", "October", "November", "December"),
)
# What an address may hold: printable ASCII, no space (RFC 3986 characters and '%').
_URL_CHARS = re.compile(r"[!#$%&'()*+,\-./0-9:;=?@A-Z\[\]_a-z~]+")


def site_url(explicit: str | None = None) -> str:
    """The site's public address, ending in ``/``; ``""`` when none is configured.

    ``explicit`` (``--site-url``) wins over ``MOUCHE_SITE_URL``.  Raises
    ``ValueError`` for anything but an absolute http(s) address made of URL characters
    (a control character or a space would travel into every citation and permalink), with
    a host, no user name or password, and no port but one from 1 to 65535.

    >>> site_url("https://example.org/mouche")
    'https://example.org/mouche/'
    >>> site_url("http://127.0.0.1:8000")
    'http://127.0.0.1:8000/'
    """
    value = (os.environ.get(SITE_URL_ENV, "") if explicit is None else explicit).strip()
    if not value:
        return ""
    shown = excerpt(value)
    if not _URL_CHARS.fullmatch(value):
        raise ValueError(f"the site address must be an absolute http(s) URL, not {shown}")
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise ValueError(f"the site address must be an absolute http(s) URL, not {shown}")
    if "@" in parts.netloc:  # printed in every citation: never a user name or a password
        raise ValueError(f"the site address must not hold a user name or password: {shown}")
    try:
        port = parts.port  # raises for ':abc' and for a number past 65535
    except ValueError:
        port = -1
    if (port is not None and not 0 < port <= 65535) or not parts.hostname:
        raise ValueError(f"the site address must name a host and, if any, a port 1-65535: {shown}")
    return value if value.endswith("/") else value + "/"


def build_date() -> str:
    """The build date, ``YYYY-MM-DD`` (UTC): ``SOURCE_DATE_EPOCH`` if set, else today."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch:
        try:
            moment = datetime.datetime.fromtimestamp(int(epoch), datetime.UTC)
        except (ValueError, OverflowError, OSError):
            raise ValueError(
                f"SOURCE_DATE_EPOCH must be whole seconds, not {epoch[:40]!r}"
            ) from None
    else:
        moment = datetime.datetime.now(datetime.UTC)
    return moment.date().isoformat()


def version_line() -> str:
    """``Version 0.1.0, built 2026-12-01``: what the footer and "How to cite" show."""
    return f"Version {__version__}, built {build_date()}"


def long_date(iso: str) -> str:
    """``2026-11-30`` as Chicago writes it, ``November 30, 2026`` (a year alone stays).

    >>> long_date("2026-11-30"), long_date("1987-11"), long_date("1674")
    ('November 30, 2026', 'November 1987', '1674')
    """
    parts = [int(p) for p in iso.split("-")]
    if len(parts) == 3:
        return f"{MONTHS[parts[1] - 1]} {parts[2]}, {parts[0]}"
    if len(parts) == 2:
        return f"{MONTHS[parts[1] - 1]} {parts[0]}"
    return str(parts[0])
