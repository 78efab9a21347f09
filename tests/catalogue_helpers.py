"""What the catalogue tests of the three gettext domains (engine, site, widgets) share."""

from __future__ import annotations

import io

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo


def compiled(catalog: Catalog) -> bytes:
    """The ``.mo`` that ``make catalogs`` compiles from ``catalog`` (Babel's ``write_mo``)."""
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()
