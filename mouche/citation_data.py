"""Former home of the bibliographic data, kept so that old imports still work.

Everything here now lives in the package ``mouche.citations``
(``items``, ``site``; names in ``mouche.edition.authors``); the site's hooks import
``MONTHS`` from here until they are rewired. New code imports from ``mouche.citations``.
"""

from __future__ import annotations

from mouche.citations.items import csl_item, csl_type, site_item
from mouche.citations.site import MONTHS, SITE_AUTHOR, SITE_TITLE
from mouche.edition.authors import attributed, csl_names, csl_roles

__all__ = [
    "MONTHS",
    "SITE_AUTHOR",
    "SITE_TITLE",
    "attributed",
    "csl_item",
    "csl_names",
    "csl_roles",
    "csl_type",
    "site_item",
]
