"""Citations of everything a reader may cite, in every format the site offers.

A *citable* thing is a source, a clause, an editorial decision, a ruleset
(``ruleset-ID``), an option (``option-NAME``, the anchor of its section), an
example hand record (``record-NAME``) or any hand-record file, or the site
itself (``site``).  [`citable`][citable] resolves an id to a [`Citable`][Citable];
[`cite`][cite] writes it in one of [`FORMATS`][FORMATS]:

* ``chicago-note`` and ``chicago-bibliography``: *The Chicago Manual of Style*,
  17th edition ([`mouche.citation_styles`][mouche.citation_styles]).  A clause is cited as its
  source
  with the clause as locator (page, then article or paragraph: "102, art. 13"),
  then its permalink; a reported clause as its unseen source "as reported in" the
  source that reports it.  A note carries one URL: a clause's note gives the
  permalink, not the address where the source itself may be consulted.
* ``bibtex`` and ``biblatex``: the entry (a clause's is its source's: an entry
  has no locator) and the cite command that carries the locator,
  ``\\cite[art.~13, p.~102]{academie}``.
* ``csl-json``: ``{"item": ..., "citation": ...}``, the item and a CSL citation
  item with ``locator`` and ``label``.
* ``permalink``: ``{base}sources/academie/#academie.13`` and the like.

The base of every permalink is the site's public address ([`site_url`][site_url]:
``MOUCHE_SITE_URL``, or ``--site-url``); without one, permalinks are relative to
the site's root and carry no host.  Pages of this site are cited with the
package version and the build date ([`build_date`][build_date]).

``citeproc-py`` and ``pybtex`` are development dependencies, imported only by
the functions that write Chicago or BibTeX; this module imports without them.
"""

from __future__ import annotations

import datetime
import difflib
import json
import os
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from mouche import __version__
from mouche import citation_styles as styles
from mouche.citation_data import (
    SITE_AUTHOR,
    SITE_TITLE,
    attributed,
    biblatex_fields,
    bibtex_entry,
    csl_item,
    csl_names,
    csl_roles,
    csl_type,
    entry_text,
    site_item,
)
from mouche.citation_styles import CSL_STYLE, page_range
from mouche.edition.model import Clause, Library, Source, clause_permalink
from mouche.editorial import EditorialDecision

__all__ = [
    "CSL_STYLE",
    "FORMATS",
    "RELEASE_DATE",
    "SITE_AUTHOR",
    "SITE_TITLE",
    "SITE_URL_ENV",
    "Citable",
    "Locator",
    "bibliography",
    "bibtex",
    "build_date",
    "citable",
    "citable_ids",
    "cite",
    "clause_citation",
    "csl_item",
    "csl_items",
    "csl_names",
    "csl_roles",
    "csl_type",
    "decision_citation",
    "page_range",
    "ruleset_citation",
    "ruleset_permalink",
    "site_citation",
    "site_url",
    "source_citation",
    "validate_csl",
    "version_line",
]

FORMATS = (
    "chicago-note",
    "chicago-bibliography",
    "bibtex",
    "biblatex",
    "csl-json",
    "permalink",
)
SITE_URL_ENV = "MOUCHE_SITE_URL"
"""The environment variable that gives the site's public address at build time."""
RELEASE_DATE = "2026-12-01"
"""The date version `mouche.__version__` was released (CITATION.cff's ``date-released``)."""


# --------------------------------------------------------------------------- the site


def site_url(explicit: str | None = None) -> str:
    """The site's public address, ending in ``/``; ``""`` when none is configured.

    ``explicit`` (``--site-url``) wins over ``MOUCHE_SITE_URL``.  Raises
    ``ValueError`` for anything but an absolute http(s) address.

    >>> site_url("https://example.org/mouche")
    'https://example.org/mouche/'
    """
    value = (os.environ.get(SITE_URL_ENV, "") if explicit is None else explicit).strip()
    if not value:
        return ""
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise ValueError(f"the site address must be an absolute http(s) URL, not {value!r}")
    return value if value.endswith("/") else value + "/"


def build_date() -> str:
    """The build date, ``YYYY-MM-DD`` (UTC): ``SOURCE_DATE_EPOCH`` if set, else today."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch:
        try:
            moment = datetime.datetime.fromtimestamp(int(epoch), datetime.UTC)
        except (ValueError, OverflowError, OSError):
            raise ValueError(f"SOURCE_DATE_EPOCH must be whole seconds, not {epoch!r}") from None
    else:
        moment = datetime.datetime.now(datetime.UTC)
    return moment.date().isoformat()


def version_line() -> str:
    """``Version 0.1.0, built 2026-12-01``: what the footer and "How to cite" show."""
    return f"Version {__version__}, built {build_date()}"


# --------------------------------------------------------------------------- citables


@dataclass(frozen=True)
class Locator:
    """Where in a work: in a Chicago note, as the postnote of a LaTeX cite command,
    and as a CSL citation item's ``label`` and ``locator`` (CSL 1.0 has no "article":
    the article or paragraph after a page goes in the item's ``suffix``)."""

    chicago: str
    latex: str
    label: str = ""
    value: str = ""
    suffix: str = ""


@dataclass(frozen=True)
class Citable:
    """One thing to cite, with everything each format needs."""

    id: str
    kind: str  # source | clause | decision | ruleset | option | record | site
    item: dict[str, Any]  # the CSL-JSON item (a clause's is its source's)
    permalink: str
    locator: Locator | None = None
    reported_in: Citable | None = None  # a reported clause: the source that reports it
    hints: dict[str, Any] = field(default_factory=dict)  # see citation_styles.note

    @property
    def key(self) -> str:
        """The item's id: the BibTeX key and the CSL ``id``."""
        return str(self.item["id"])


def _join(base: str, path: str) -> str:
    return base + path


def ruleset_permalink(ruleset_id: str, base_url: str = "") -> str:
    """``{base}rulesets/{id}/``."""
    base = base_url if not base_url or base_url.endswith("/") else base_url + "/"
    return f"{base}rulesets/{ruleset_id}/"


def _source_hints(source: Source) -> dict[str, Any]:
    if not attributed(source.author):
        return {}
    forms = []
    for n in csl_names(source.author):
        if "family" in n and "given" in n:
            forms.append((f"{n['given']} {n['family']}", f"{n['family']}, {n['given']}"))
    return {"_attributed": forms}


def _source_citable(lib: Library, source: Source, base: str) -> Citable:
    return Citable(
        source.id,
        "source",
        csl_item(source, accessed=build_date()),
        _join(base, f"sources/{source.id}/"),
        hints=_source_hints(source),
    )


_ARTICLE = re.compile(r"Art\.\s*(\S+)")
_PARAGRAPH = re.compile(r"(.*?)[,\s]*¶\s*(\d+)")


def clause_locator(clause: Clause, source: Source) -> Locator | None:
    """The locator of a clause in its source: its page, then its article or paragraph.

    "Art. 13" on p. 102 is ``102, art. 13`` in a note and ``art.~13, p.~102`` in a
    cite command; "Lanterloo ¶4" on pp. 144-145 of Cotton is ``144–45, Lanterloo,
    par. 4``; a paragraph without page is a CSL ``paragraph`` locator; an entry of
    an encyclopaedia is located *sub verbo*.  A reported clause has none (it is not
    in hand).
    """
    if clause.is_reported:
        return None
    label = re.sub(r"\s*\([^()]*\)", "", clause.label).strip()
    text = latex = ""
    paragraph = ""
    if m := _ARTICLE.fullmatch(label):
        text, latex = f"art. {m.group(1)}", f"art.~{m.group(1)}"
    elif m := _PARAGRAPH.fullmatch(label):
        prefix, paragraph = m.group(1).strip(" ,"), m.group(2)
        if prefix.split(",")[-1].strip().casefold() == source.title.casefold():
            prefix = ""  # "Hoyle, Loo ¶2" in "Loo": the title again
        text, latex = f"par. {paragraph}", f"par.~{paragraph}"
        if prefix:
            text, latex, paragraph = f"{prefix}, {text}", f"{prefix}, {latex}", ""
    elif csl_type(source) == "entry-encyclopedia":
        text, latex = f"s.v. “{label}”", f"s.v.~``{label}''"
    elif label:
        text = latex = label[0].lower() + label[1:] if label.endswith(", heading") else label
    if clause.page:
        pages = "pp." if re.search(r"[-–,]", clause.page) else "p."
        short = page_range(clause.page)
        tex_page = pages + "~" + re.sub(r"\s*[-–]\s*", "--", clause.page)
        return Locator(
            f"{short}, {text}" if text else short,
            f"{latex}, {tex_page}" if latex else tex_page,
            "page",
            clause.page,
            f", {text}" if text else "",
        )
    if paragraph:
        return Locator(text, latex, "paragraph", paragraph)
    if text:
        return Locator(text, latex, suffix=f", {text}")
    return None


def _clause_citable(lib: Library, clause: Clause, base: str) -> Citable:
    source = lib.source(clause.source_id)
    own = _source_citable(lib, source, base)
    reporter = None
    if clause.is_reported and clause.attribution and clause.attribution != source.id:
        reporter = _source_citable(lib, lib.source(clause.attribution), base)
    return Citable(
        clause.id,
        "clause",
        own.item,
        clause_permalink(clause.id, base),
        clause_locator(clause, source),
        reporter,
        own.hints,
    )


def _page_citable(
    item_id: str, kind: str, key: str, title: str, path: str, base: str, container: str
) -> Citable:
    url = _join(base, path)
    item = site_item(key, title, url, __version__, build_date(), container)
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
    item = site_item(
        "mouche-rules-explorer", SITE_TITLE, url, __version__, build_date(), "", "software"
    )
    return Citable("site", "site", item, url, hints={"_modified": True})


RECORDS_DIR = Path(__file__).resolve().parent.parent / "tests" / "records"


def _presets() -> dict[str, Any]:
    from mouche.rulesets import PRESETS

    return dict(PRESETS)


def _options() -> dict[str, Any]:
    from mouche.rulesets import OPTIONS

    return dict(OPTIONS)


def citable_ids(lib: Library) -> list[str]:
    """Every citable id: sources, clauses, decisions, rulesets, options, example records."""
    ids = [*lib.sources, *lib.clauses, *lib.decisions]
    ids += [f"ruleset-{r}" for r in _presets()]
    ids += [_option_anchor(n) for n in _options()]
    ids += [f"record-{p.stem}" for p in sorted(RECORDS_DIR.glob("*.toml"))]
    return [*ids, "site"]


class UnknownCitable(KeyError):
    """An id that names nothing citable; the message names the nearest known ids."""

    def __str__(self) -> str:
        return str(self.args[0])


def citable(lib: Library, item_id: str, base: str = "") -> Citable:
    """The citable thing ``item_id`` names (aliases followed), or a hand-record file.

    Raises [`UnknownCitable`][UnknownCitable] naming the nearest known ids.
    """
    cid = lib.canonical(item_id)
    if cid in lib.clauses:
        return _clause_citable(lib, lib.clauses[cid], base)
    if cid in lib.decisions:
        return _decision_citable(lib.decisions[cid], base)
    if cid in lib.sources:
        return _source_citable(lib, lib.sources[cid], base)
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
    if item_id.endswith(".toml") or path.is_file():
        from mouche.records.contract import read_record

        text = read_record(item_id)  # OSError: the caller reports it
        example = path.resolve().parent == RECORDS_DIR
        return _record_citable(path.stem, text, base, example)
    near = difflib.get_close_matches(item_id, citable_ids(lib), n=3, cutoff=0.5)
    hint = f"; nearest: {', '.join(near)}" if near else ""
    raise UnknownCitable(f"nothing citable is called {item_id!r}{hint}")


# --------------------------------------------------------------------------- formats


def _strip_end(text: str) -> str:
    """A note without its final period (also one inside a closing quotation mark)."""
    text = text.rstrip()
    if text.endswith(".”"):
        return text[:-2] + "”"
    return text.removesuffix(".")


def _without_url(item: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in item.items() if k not in ("URL", "accessed")}


def chicago_note(c: Citable, html: bool = False) -> str:
    """The full Chicago note: a clause with its locator and permalink (one URL)."""
    item = {**c.item, **c.hints}
    if c.kind != "clause":
        return styles.note(item, html=html)
    parts = [
        _strip_end(styles.note(_without_url(item), c.locator.chicago if c.locator else "", html))
    ]
    if c.reported_in is not None:
        r = c.reported_in
        parts.append(
            "as reported in "
            + _strip_end(styles.note({**_without_url(r.item), **r.hints}, html=html))
        )
    if c.permalink:
        parts.append(c.permalink)
    return styles.quotes_inside(", ".join(parts) + ".")


def chicago_bibliography(c: Citable, html: bool = False) -> str:
    """The Chicago bibliography entry of what ``c`` cites (a clause: its source)."""
    ((_, entry),) = styles.bibliography([{**c.item, **c.hints}], html)
    return entry


def _cite_command(command: str, c: Citable) -> str:
    post = f"[{c.locator.latex}]" if c.locator else ""
    return f"% Cite it as: \\{command}{post}{{{c.key}}}\n"


def bibtex_text(c: Citable) -> str:
    """The BibTeX entry (written by pybtex) and the cite command with the locator."""
    return entry_text(c.key, bibtex_entry(c.item)) + "\n" + _cite_command("cite", c)


def biblatex_text(c: Citable) -> str:
    """The biblatex entry and the ``\\autocite`` command with the locator."""
    from pybtex.database import Entry, Person  # type: ignore[import-untyped]

    kind, fields, names = biblatex_fields(c.item)
    entry = Entry(
        kind, fields=fields, persons={r: [Person(n) for n in ns] for r, ns in names.items()}
    )
    return entry_text(c.key, entry) + "\n" + _cite_command("autocite", c)


def csl_citation(c: Citable) -> dict[str, Any]:
    """``{"item": ..., "citation": ...}``: the item and a CSL citation item locating ``c``."""
    citation: dict[str, Any] = {"id": c.key}
    if c.locator and c.locator.value:
        citation["locator"] = c.locator.value
        citation["label"] = c.locator.label
    if c.locator and c.locator.suffix:
        citation["suffix"] = c.locator.suffix
    return {"item": c.item, "citation": citation}


def render(c: Citable, fmt: str, html: bool = False) -> str:
    """``c`` in the format ``fmt`` (one of [`FORMATS`][FORMATS]); ``html`` for the Chicago ones."""
    if fmt == "chicago-note":
        return chicago_note(c, html)
    if fmt == "chicago-bibliography":
        return chicago_bibliography(c, html)
    if fmt == "bibtex":
        return bibtex_text(c)
    if fmt == "biblatex":
        return biblatex_text(c)
    if fmt == "csl-json":
        return json.dumps(csl_citation(c), ensure_ascii=False, indent=2)
    if fmt == "permalink":
        return c.permalink
    raise ValueError(f"unknown citation format {fmt!r}; known: {', '.join(FORMATS)}")


def cite(lib: Library, item_id: str, fmt: str = "chicago-note", base: str = "") -> str:
    """What ``python -m mouche cite ITEM_ID --format FMT`` prints (without the newline)."""
    return render(citable(lib, item_id, base), fmt).rstrip("\n")


def cite_main(item_id: str, fmt: str, explicit_url: str | None) -> int:
    """The ``cite`` command: print one citation; unknown ids exit 2 (one line on stderr)."""
    import sys

    from mouche.edition.loading import load_library
    from mouche.errors import MoucheError

    try:
        base = site_url(explicit_url)
        text = cite(load_library(), item_id, fmt, base)
    except (UnknownCitable, MoucheError, ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(text)
    if not base:
        print(
            f"note: no site address (--site-url or {SITE_URL_ENV}): links are relative to its root",
            file=sys.stderr,
        )
    return 0


# --------------------------------------------------------------------------- the old API


def csl_items(library: Library) -> list[dict[str, Any]]:
    """CSL-JSON for every source, in file order."""
    return [csl_item(s, accessed=build_date()) for s in library.sources.values()]


def bibliography(library: Library, html: bool = False) -> list[tuple[str, str]]:
    """(source id, Chicago bibliography entry) for every source, sorted as Chicago sorts."""
    items = [
        {**c.item, **c.hints}
        for c in (_source_citable(library, s, "") for s in library.sources.values())
    ]
    return styles.bibliography(items, html)


def source_citation(library: Library, source_id: str, page: str = "", html: bool = False) -> str:
    """The first-note (full) Chicago citation of a source, with an optional page."""
    c = _source_citable(library, library.source(source_id), "")
    return styles.note({**c.item, **c.hints}, page, html)


def clause_citation(
    library: Library, clause_id: str, base_url: str = "", html: bool = False
) -> str:
    """A Chicago note citing one clause (or editorial decision), with its permalink."""
    item = library.resolve(clause_id)
    if not isinstance(item, (Clause, EditorialDecision)):
        raise KeyError(f"{clause_id!r} is not a clause")
    return chicago_note(citable(library, item.id, base_url), html)


def decision_citation(
    library: Library, decision_id: str, base_url: str = "", html: bool = False
) -> str:
    """A Chicago note citing an editorial decision of this project."""
    return chicago_note(_decision_citable(library.decision(decision_id), base_url), html)


def ruleset_citation(ruleset_id: str, title: str, base_url: str = "", html: bool = False) -> str:
    """A Chicago note citing one of the site's rulesets."""
    return chicago_note(_ruleset_citable(ruleset_id, title, base_url), html)


def site_citation(base_url: str = "", html: bool = False) -> str:
    """A Chicago bibliography entry for the site itself."""
    return chicago_bibliography(_site_citable(base_url), html)


def validate_csl(items: list[dict[str, Any]]) -> list[str]:
    """Round-trip items through citeproc-py; their bibliography entries, or ValueError."""
    for item in items:
        for name in ("id", "type", "title"):
            if not item.get(name):
                raise ValueError(f"CSL item {item.get('id')!r}: missing {name!r}")
    entries = styles.bibliography(items)
    if len(entries) != len(items):
        raise ValueError(f"citeproc-py rendered {len(entries)} entries for {len(items)} items")
    return [e for _, e in entries]


def bibtex(library: Library) -> str:
    """Every source as BibTeX (written by pybtex), keys being the source ids."""
    from pybtex.database import BibliographyData

    data = BibliographyData(
        {s.id: bibtex_entry(csl_item(s, build_date())) for s in library.sources.values()}
    )
    text: str = data.to_string("bibtex")
    return text

