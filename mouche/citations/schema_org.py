"""schema.org metadata (JSON-LD) for the item a page is: what dataset search and other
harvesters read (issue 39.9), from the same CSL item as the Highwire tags and COinS
([`mouche.citations.meta`][mouche.citations.meta]).

A ruleset is a ``Dataset`` (with its description and licence); the site a
``SoftwareSourceCode``; a source's page is our page on a work (a ``Book``, a ``Chapter``
of a book, an ``Article`` in a reference work, a ``WebPage``): a ``CreativeWork`` of ours
that ``isBasedOn`` it and says what it holds of it (a transcription, our account of a
secondary source, a report, the bibliography alone). Nothing is guessed: an undated work
has no ``datePublished``, an anonymous one no ``author``, and a name the work does not
print is given with a note that it is attributed.

>>> from mouche.edition.loading import load_library
>>> data = schema_org(load_library(), "ruleset-academie", "https://example.org/", "Rules.")
>>> data["@type"], data["url"], data["license"]
('Dataset', 'https://example.org/rulesets/academie/', 'https://spdx.org/licenses/MIT')
>>> work = schema_org(load_library(), "academie", "https://example.org/")["isBasedOn"]
>>> work["@type"], "datePublished" in work, work["isPartOf"]["name"]
('Chapter', False, '[Académie des jeux]')
"""

from __future__ import annotations

import json
from typing import Any

from mouche.citations.citables import citable
from mouche.citations.meta import page_item
from mouche.edition.authors import attributed, csl_names
from mouche.edition.model import Library
from mouche.messages import N_

CONTEXT = "https://schema.org"
TYPES = {
    "dataset": "Dataset",
    "software": "SoftwareSourceCode",
    "book": "Book",
    "chapter": "Chapter",
    "entry-encyclopedia": "Article",
    "entry-dictionary": "Article",
    "article-journal": "ScholarlyArticle",
    "webpage": "WebPage",
    "post-weblog": "BlogPosting",
}
"""The schema.org type of each CSL type the bibliography uses (``CreativeWork`` else)."""
LICENCES = {"Dataset": "MIT", "SoftwareSourceCode": "MIT"}
"""Our own items' licence (SPDX): the engine and its data are MIT (CITATION.cff); the
readings and translations of the sources are CC BY 4.0 (``EDITION_LICENCE``)."""
EDITION_LICENCE = "CC-BY-4.0"


_PAGINATED = ("Chapter", "Article", "ScholarlyArticle")


def _container(kind: str, item: dict[str, Any]) -> dict[str, Any]:
    """The work that holds the item: the book of a chapter, the reference work of an entry,
    in its numbered volume where it has one."""
    work = {"@type": "Book" if kind in ("Chapter", "Article") else "CreativeWork",
            "name": item["container-title"]}  # fmt: skip
    if "volume" not in item:
        return work
    return {"@type": "PublicationVolume", "volumeNumber": str(item["volume"]), "isPartOf": work}


def _date(parts: list[int]) -> str:
    return "-".join(f"{p:02d}" if i else str(p) for i, p in enumerate(parts))


def _people(names: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each name as a ``Person`` or, given whole (an institution), an ``Organization``."""
    out: list[dict[str, Any]] = []
    for name in names:
        if "literal" in name and attributed(name["literal"]):  # a name the source does not print
            out += [_person(n, supplied=True) for n in csl_names(name["literal"])]
        elif "literal" in name:
            out.append({"@type": "Organization", "name": name["literal"]})
        else:
            out.append(_person(name))
    return out


def _person(name: dict[str, Any], supplied: bool = False) -> dict[str, Any]:
    whole = " ".join(p for p in (name.get("given", ""), name.get("family", "")) if p)
    person: dict[str, Any] = {"@type": "Person", "name": whole or name.get("literal", "")}
    if name.get("family"):
        person["familyName"] = name["family"]
    if name.get("given"):
        person["givenName"] = name["given"]
    if supplied:
        person["description"] = "attributed: the name is not printed in the work"
    return person


def schema_org(lib: Library, item_id: str, base: str = "", description: str = "") -> dict[str, Any]:
    """The JSON-LD object for the page of ``item_id`` (a source, a ruleset, the site)."""
    c = page_item(lib, item_id, base)
    item = c.item
    kind = TYPES.get(item["type"], "CreativeWork")
    data: dict[str, Any] = {"@context": CONTEXT, "@type": kind, "name": item["title"]}
    if description:
        data["description"] = description
    if item.get("author"):
        data["author"] = _people(item["author"])
    if item.get("editor"):
        data["editor"] = _people(item["editor"])
    if "issued" in item:
        data["datePublished"] = _date(item["issued"]["date-parts"][0])
    if item.get("language", "und") != "und":
        data["inLanguage"] = item["language"]
    if "container-title" in item:
        data["isPartOf"] = _container(kind, item)
    if "publisher" in item:
        data["publisher"] = {"@type": "Organization", "name": item["publisher"]}
    if "publisher-place" in item:
        data["locationCreated"] = {"@type": "Place", "name": item["publisher-place"]}
    if "page" in item and kind in _PAGINATED:  # a book's pages are its chapters', not its own
        data["pagination"] = item["page"].replace("-", "–")
    if "version" in item:
        data["version"] = item["version"]
    if "://" in item.get("URL", ""):  # a relative address (no public one) would mislead
        data["url"] = item["URL"]
    if kind in LICENCES:
        data["license"] = f"https://spdx.org/licenses/{LICENCES[kind]}"
        data["isAccessibleForFree"] = True
    if c.kind == "source":
        data = _edited(lib, data, base, lib.sources[c.id].status)
    return data


HOLDS = {
    "transcribed": N_(
        "The work's text as in hand, with our reading and our English and Russian "
        "translations, clause by clause."
    ),
    "excerpt": N_(
        "An excerpt of the work as in hand, with our reading and our English and "
        "Russian translations, clause by clause."
    ),
    "secondary": N_(
        "What this modern source reports, in our words, clause by clause; its own "
        "sentences are not reproduced."
    ),
    "reported": N_(
        "The rules that secondary sources attribute to this work, whose text is not in hand."
    ),
    "not-in-hand": N_("The work's bibliography only: its text is not in hand."),
}
"""What a source's page holds of the work, by the source's status (its JSON-LD
``description``, and the page's own ``<meta name="description">``, translated)."""


def holds(status: str) -> str:
    """What a source's page of ``status`` holds of the work (English: translate it)."""
    return HOLDS.get(status, HOLDS["not-in-hand"])


def _edited(lib: Library, work: dict[str, Any], base: str, status: str) -> dict[str, Any]:
    """A source's page: ours, under CC BY 4.0, based on the work described."""
    site = citable(lib, "site", base).item
    edition: dict[str, Any] = {
        "@context": CONTEXT,
        "@type": "CreativeWork",
        "name": work["name"],
        "description": holds(status),
        "isBasedOn": {k: v for k, v in work.items() if k != "@context"},
        "license": f"https://spdx.org/licenses/{EDITION_LICENCE}",
        "isAccessibleForFree": True,
        "publisher": {"@type": "Organization", "name": site["title"]},
    }
    if "://" in site.get("URL", ""):
        edition["isPartOf"] = {"@type": "WebSite", "name": site["title"], "url": site["URL"]}
    return edition


def json_ld(data: dict[str, Any]) -> str:
    """``data`` as the text of a ``<script type="application/ld+json">``: no ``</`` that
    would end the script early.

    >>> json_ld({"name": "</script>"})
    '{"name": "<\\\\/script>"}'
    """
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")


__all__ = ["holds", "json_ld", "schema_org"]
