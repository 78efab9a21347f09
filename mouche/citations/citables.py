"""Everything a reader may cite, resolved from its id to a [`Citable`][Citable].

A source, a clause, an editorial decision, a ruleset (``ruleset-ID``), an option
(``option-NAME``, the anchor of its section), an example hand record (``record-NAME``) or
any hand-record file, a source's TEI file (its source), or the site itself (``site``).  A
clause is cited as its source with the clause's locator; a reported clause (its source is
not in hand) as its source "cited in" the source that reports it, located in that report.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from mouche.citations.items import csl_item, site_item
from mouche.citations.locators import Locator, clause_locator, reported_locator
from mouche.citations.site import SITE_TITLE
from mouche.edition.authors import attributed, csl_names, name_forms
from mouche.edition.model import Clause, Library, Source, clause_permalink
from mouche.editorial import EditorialDecision
from mouche.errors import excerpt

__all__ = [
    "RECORDS_DIR",
    "Citable",
    "UnknownCitable",
    "citable",
    "citable_ids",
    "decision_ids",
    "option_ids",
    "record_ids",
    "ruleset_ids",
    "ruleset_permalink",
    "source_citable",
]

RECORDS_DIR = Path(__file__).resolve().parent.parent.parent / "tests" / "records"


@dataclass(frozen=True)
class Citable:
    """One thing to cite, with everything each format needs."""

    id: str
    kind: str  # source | clause | decision | ruleset | option | record | site
    item: dict[str, Any]  # the CSL-JSON item (a clause's is its source's)
    permalink: str
    locator: Locator | None = None
    reported_in: Citable | None = None  # a reported clause: the source that reports it
    reported_at: Locator | None = None  # ... and where in it
    hints: dict[str, Any] = field(default_factory=dict)  # see chicago.note

    @property
    def key(self) -> str:
        """The item's id: the BibTeX key and the CSL ``id``."""
        return str(self.item["id"])


def ruleset_permalink(ruleset_id: str, base_url: str = "") -> str:
    """``{base}rulesets/{id}/``."""
    base = base_url if not base_url or base_url.endswith("/") else base_url + "/"
    return f"{base}rulesets/{ruleset_id}/"


def _source_hints(source: Source) -> dict[str, Any]:
    hints: dict[str, Any] = {}
    if attributed(source.author):
        hints["_attributed"] = [name_forms(n) for n in csl_names(source.author) if "given" in n]
    return hints


def source_citable(source: Source, base: str, credit_url: bool = False) -> Citable:
    """A source as a whole (``credit_url``: the edition's credit gives its page's address)."""
    return Citable(
        source.id,
        "source",
        csl_item(source, base if credit_url else ""),
        f"{base}sources/{source.id}/",
        hints=_source_hints(source),
    )


def _clause_citable(lib: Library, clause: Clause, base: str) -> Citable:
    source = lib.source(clause.source_id)
    own = source_citable(source, base)
    reporter = None
    if clause.is_reported and clause.attribution and clause.attribution != source.id:
        reporter = source_citable(lib.source(clause.attribution), base)
    return Citable(
        clause.id,
        "clause",
        own.item,
        clause_permalink(clause.id, base),
        clause_locator(clause, source, own.item["type"]),
        reporter,
        reported_locator(clause) if reporter else None,
        own.hints,
    )


def _page_citable(
    item_id: str, kind: str, key: str, title: str, path: str, base: str, container: str
) -> Citable:
    url = base + path
    if kind == "ruleset":  # a dataset published by the site, not a page in a container
        item = site_item(key, title, url, "", "dataset")
        item["publisher"] = SITE_TITLE
    else:
        item = site_item(key, title, url, container)
    return Citable(item_id, kind, item, url, hints={"_modified": True})


def _decision_citable(d: EditorialDecision, base: str) -> Citable:
    return _page_citable(
        d.id,
        "decision",
        d.id,
        f"{d.title} ({d.id})",
        f"editorial/#{d.id}",
        base,
        f"Editorial decisions, {SITE_TITLE}",
    )


def _ruleset_citable(ruleset_id: str, title: str, base: str) -> Citable:
    return _page_citable(
        f"ruleset-{ruleset_id}",
        "ruleset",
        f"ruleset-{ruleset_id}",
        f"{title} ({ruleset_id})",
        f"rulesets/{ruleset_id}/",
        base,
        f"Rulesets, {SITE_TITLE}",
    )


def _option_anchor(name: str) -> str:
    return "option-" + name.replace("_", "-")


def _option_citable(name: str, title: str, base: str) -> Citable:
    anchor = _option_anchor(name)
    return _page_citable(
        anchor,
        "option",
        anchor,
        f"{title} ({name})",
        f"rulesets/options/#{anchor}",
        base,
        f"Options, {SITE_TITLE}",
    )


def _record_citable(name: str, text: str, base: str, example: bool) -> Citable:
    from mouche.records import SessionRecord, parse_any

    record = parse_any(text)
    title = record.title or name
    if isinstance(record, SessionRecord):
        rulesets = sorted({d.ruleset.id for d in record.deals})
        what = f"session record of {len(record.deals)} deals, ruleset {', '.join(rulesets)}"
    else:
        what = f"hand record, ruleset {record.ruleset.id}"
    anchor = f"record-{name}"
    path = f"records/#{anchor}" if example else ""
    c = _page_citable(
        anchor if example else name,
        "record",
        anchor,
        f"{title} ({what})",
        path,
        base,
        f"Hand records, {SITE_TITLE}",
    )
    if not example:  # a reader's own record: no page of the site holds it
        item = {k: v for k, v in c.item.items() if k not in ("URL", "container-title")}
        item["type"] = "dataset"
        item["container-title"] = SITE_TITLE
        c = replace(c, item=item, permalink="")
    return c


def _site_citable(base: str) -> Citable:
    url = base or "./"  # without a public address: the site's root, relative
    item = site_item("mouche-rules-explorer", SITE_TITLE, url, "", "software")
    return Citable("site", "site", item, url, hints={"_modified": True})


def _presets() -> dict[str, Any]:
    from mouche.presets import PRESETS

    return dict(PRESETS)


def _options() -> dict[str, Any]:
    from mouche.rulesets import OPTIONS

    return dict(OPTIONS)


def ruleset_ids() -> list[str]:
    """``ruleset-ID`` for every preset."""
    return [f"ruleset-{r}" for r in _presets()]


def option_ids() -> list[str]:
    """``option-NAME`` for every option (the anchor of its section)."""
    return [_option_anchor(n) for n in _options()]


def decision_ids(lib: Library) -> list[str]:
    """Every editorial decision's id."""
    return list(lib.decisions)


def record_ids() -> list[str]:
    """``record-NAME`` for every example hand record."""
    return [f"record-{p.stem}" for p in sorted(RECORDS_DIR.glob("*.toml"))]


def citable_ids(lib: Library) -> list[str]:
    """Every citable id: sources, clauses, decisions, rulesets, options, example records."""
    ids = [*lib.sources, *lib.clauses, *decision_ids(lib), *ruleset_ids(), *option_ids()]
    return [*ids, *record_ids(), "site"]


class UnknownCitable(KeyError):
    """An id that names nothing citable; the message names the nearest known ids."""

    def __str__(self) -> str:
        return str(self.args[0])


def citable(lib: Library, item_id: str, base: str = "") -> Citable:
    """The citable thing ``item_id`` names (aliases followed), a source's TEI file
    (``academie.tei.xml``: the source) or a hand-record file.

    Raises [`UnknownCitable`][UnknownCitable] naming the nearest known ids.
    """
    cid = lib.canonical(item_id)
    if cid in lib.clauses:
        return _clause_citable(lib, lib.clauses[cid], base)
    if cid in lib.decisions:
        return _decision_citable(lib.decisions[cid], base)
    if cid in lib.sources:
        return source_citable(lib.sources[cid], base)
    if cid == "site":
        return _site_citable(base)
    presets, options = _presets(), _options()
    if cid.startswith("ruleset-") and cid[8:] in presets:
        r = presets[cid[8:]]
        return _ruleset_citable(r.id, r.title, base)
    by_anchor = {_option_anchor(n): o for n, o in options.items()}
    if cid in by_anchor:
        o = by_anchor[cid]
        return _option_citable(o.name, o.title, base)
    if cid.startswith("record-") and (RECORDS_DIR / f"{cid[7:]}.toml").is_file():
        path = RECORDS_DIR / f"{cid[7:]}.toml"
        return _record_citable(path.stem, path.read_text(encoding="utf-8"), base, True)
    path = Path(item_id)
    if path.name.endswith(".tei.xml"):  # a source's TEI file (mouche.edition): that source
        sid = lib.canonical(path.name.removesuffix(".tei.xml"))
        if sid in lib.sources:
            return source_citable(lib.sources[sid], base)
        raise UnknownCitable(f"{excerpt(item_id)} is the TEI file of no source of this edition")
    if item_id.endswith(".toml") or path.is_file():
        from mouche.records.contract import read_record

        text = read_record(item_id)  # OSError: the caller reports it
        example = path.resolve().parent == RECORDS_DIR
        return _record_citable(path.stem, text, base, example)
    near = difflib.get_close_matches(item_id, citable_ids(lib), n=3, cutoff=0.5)
    hint = f"; nearest: {', '.join(near)}" if near else ""
    raise UnknownCitable(f"nothing citable is called {excerpt(item_id)}{hint}")
