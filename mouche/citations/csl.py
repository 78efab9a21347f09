"""CSL-JSON, the data every CSL processor reads (citeproc-js, pandoc, Zotero).

* [`csl_data`][csl_data]: an array of items, valid against the CSL data schema 1.0
  (``mouche/csl/csl-data-1.0.json``): what ``--format csl-json`` prints.
* [`csl_citation`][csl_citation]: a CSL citation (``citationItems`` with ``locator`` and
  ``label``; ``sub-verbo`` for s.v.), each item carrying its data, so that a processor
  renders the clause's note by itself: ``--format csl-citation``.

Every item's type is one that Zotero's CSL JSON translator accepts: it refuses a whole file
when one item's type is not in its list (``CSL_TYPES`` in zotero/translators' ``CSL JSON.js``),
and that list lacks CSL 1.0.2's ``software``.  The site leaves as a ``book`` with the genre
``Computer software`` ([`ZOTERO_FALLBACK`][ZOTERO_FALLBACK]), the type Zotero itself wrote
for software before CSL 1.0.2; inside the site (its own Chicago notes) it stays ``software``.

CSL has no field for an attributed author: such a name is written whole and bracketed,
``{"literal": "[Charles Cotton]"}`` (a CSL processor then prints it as it stands, in a
note and in a bibliography alike).
"""

from __future__ import annotations

from typing import Any

from mouche.citations.citables import Citable
from mouche.edition.authors import name_forms

__all__ = [
    "CSL_CITATION_SCHEMA",
    "ZOTERO_CSL_TYPES",
    "ZOTERO_FALLBACK",
    "csl_citation",
    "csl_data",
    "export_item",
]

CSL_CITATION_SCHEMA = "https://resource.citationstyles.org/schema/v1.0/input/json/csl-citation.json"


ZOTERO_CSL_TYPES = frozenset(
    [
        "article",
        "article-journal",
        "article-magazine",
        "article-newspaper",
        "bill",
        "book",
        "broadcast",
        "chapter",
        "classic",
        "collection",
        "dataset",
        "document",
        "entry",
        "entry-dictionary",
        "entry-encyclopedia",
        "event",
        "figure",
        "graphic",
        "hearing",
        "interview",
        "legal_case",
        "legislation",
        "manuscript",
        "map",
        "motion_picture",
        "musical_score",
        "pamphlet",
        "paper-conference",
        "patent",
        "performance",
        "personal_communication",
        "periodical",
        "post",
        "post-weblog",
        "regulation",
        "report",
        "review",
        "review-book",
        "song",
        "speech",
        "standard",
        "thesis",
        "treaty",
        "webpage",
    ]
)
"""The CSL types Zotero's CSL JSON translator imports (zotero/translators, ``CSL JSON.js``,
``detectImport``'s ``CSL_TYPES``, last updated 2022-09-20); any other type, in any item,
and it finds "No suitable translators"."""
ZOTERO_FALLBACK = {"software": ("book", "Computer software")}
"""A CSL type outside [`ZOTERO_CSL_TYPES`][ZOTERO_CSL_TYPES]: the type and genre it leaves as."""


def export_item(c: Citable) -> dict[str, Any]:
    """The CSL item of ``c`` as it leaves the site: attributed names bracketed, its type
    one Zotero imports."""
    item = dict(c.item)
    if item["type"] in ZOTERO_FALLBACK:
        item["type"], item["genre"] = ZOTERO_FALLBACK[item["type"]]
    if c.hints.get("_attributed") and "author" in item:
        item["author"] = [{"literal": f"[{name_forms(n)[0]}]"} for n in item["author"]]
    for role in ("author", "editor"):
        if role in item:
            item[role] = [_given_with_particle(n) for n in item[role]]
    return item


def _given_with_particle(name: dict[str, str]) -> dict[str, str]:
    """A dropping particle as the end of the given name ("Honoré de" Balzac), as Zotero
    stores it: its CSL JSON import reads family, given and literal only
    (zotero/utilities, ``Item.itemFromCSLJSON``) and dropped the "de"; CSL styles print the
    name the same ("Honoré de Balzac", "Balzac, Honoré de").

    >>> _given_with_particle({"family": "Balzac", "given": "Honoré", "dropping-particle": "de"})
    {'family': 'Balzac', 'given': 'Honoré de'}
    """
    if "dropping-particle" not in name:
        return name
    out = {k: v for k, v in name.items() if k != "dropping-particle"}
    out["given"] = f"{name.get('given', '')} {name['dropping-particle']}".strip()
    return out


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
