"""CSL-JSON, the data every CSL processor reads (citeproc-js, pandoc, Zotero).

* [`csl_data`][csl_data]: an array of items, valid against the CSL data schema 1.0
  (``mouche/csl/csl-data-1.0.json``): what ``--format csl-json`` prints.
* [`csl_citation`][csl_citation]: a CSL citation (``citationItems`` with ``locator`` and
  ``label``; ``sub-verbo`` for s.v.), each item carrying its data, so that a processor
  renders the clause's note by itself: ``--format csl-citation``.

CSL has no field for an attributed author: such a name is written whole and bracketed,
``{"literal": "[Charles Cotton]"}`` (a CSL processor then prints it as it stands, in a
note and in a bibliography alike).
"""

from __future__ import annotations

from typing import Any

from mouche.citations.citables import Citable
from mouche.edition.authors import name_forms

__all__ = ["CSL_CITATION_SCHEMA", "csl_citation", "csl_data", "export_item"]

CSL_CITATION_SCHEMA = "https://resource.citationstyles.org/schema/v1.0/input/json/csl-citation.json"


def export_item(c: Citable) -> dict[str, Any]:
    """The CSL item of ``c`` as it leaves the site: attributed names bracketed."""
    item = dict(c.item)
    if c.hints.get("_attributed") and "author" in item:
        item["author"] = [{"literal": f"[{name_forms(n)[0]}]"} for n in item["author"]]
    return item


def csl_data(citables: list[Citable]) -> list[dict[str, Any]]:
    """The CSL items of ``citables``, each once (a clause's item is its source's)."""
    seen: dict[str, dict[str, Any]] = {}
    for c in citables:
        seen.setdefault(c.key, export_item(c))
        if c.reported_in is not None:
            seen.setdefault(c.reported_in.key, export_item(c.reported_in))
    return list(seen.values())


def csl_citation(c: Citable) -> dict[str, Any]:
    """A CSL citation of ``c``: its item with the locator, the report that a reported
    clause is "cited in" with the report's locator, and the permalink last."""
    first: dict[str, Any] = {"id": c.key, "itemData": export_item(c)}
    if c.locator is not None:
        first.update(c.locator.csl())
    items = [first]
    if c.reported_in is not None:
        second: dict[str, Any] = {
            "id": c.reported_in.key,
            "itemData": export_item(c.reported_in),
            "prefix": "cited in ",
        }
        if c.reported_at is not None:
            second.update(c.reported_at.csl())
        items.append(second)
    if c.kind == "clause" and c.permalink:
        last = items[-1]
        last["suffix"] = last.get("suffix", "") + ", " + c.permalink
    return {
        "schema": CSL_CITATION_SCHEMA,
        "citationID": c.id,
        "citationItems": items,
        "properties": {"noteIndex": 1},
    }
