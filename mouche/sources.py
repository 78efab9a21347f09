"""The historical sources as data: loading, validation, marks, lookups, coverage, id lock.

Every ``sources/<source-id>.toml`` file (schema in CONTRIBUTING.md) becomes a
:class:`Source` with its :class:`Clause` objects; ``sources/glossary.toml``
gives :class:`GlossaryTerm` objects; the editorial decisions of
:mod:`mouche.editorial` become citable items of the pseudo-source
``editorial``.  :func:`load_library` reads and validates them all and raises
:class:`SourceError` naming the file, the clause and the field of every defect.

Correction marks in a clause's ``reading``: ``⟦raw→reading⟧`` replaces,
``⟦raw→⟧`` deletes, ``⟦→added⟧`` inserts.

>>> undo_marks("Celui ⟦cfui→qui⟧ veut⟦→,⟧ dit")
'Celui cfui veut dit'
>>> apply_marks("Celui ⟦cfui→qui⟧ veut⟦→,⟧ dit")
'Celui qui veut, dit'
>>> [s.kind for s in mark_segments("a ⟦b→c⟧ d")]
['text', 'replace', 'text']

Files beside the sources that are not sources: ``glossary.toml``,
``not-implemented.toml`` (rule-bearing clauses the engine does not implement yet,
with a reason), ``aliases.toml`` (retired ids and their successors) and
``published-ids.toml`` (the id lock: every published id with a fingerprint of
its meaning, see :func:`check_lock`).

Run ``python -m mouche.sources`` for the clause-to-engine coverage report;
``--check-lock`` and ``--update-lock`` manage the id lock.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import tomllib
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeAlias

from mouche.editorial import DECISIONS, EditorialDecision

__all__ = [
    "CLAUSE_FIELDS",
    "DEFAULT_SOURCES_DIR",
    "EDITORIAL_SOURCE_ID",
    "FAMILIES",
    "KINDS",
    "NON_SOURCE_FILES",
    "RULE_TAGS",
    "SOURCE_FIELDS",
    "STATUSES",
    "Clause",
    "GlossaryTerm",
    "Library",
    "MappingReport",
    "Segment",
    "Source",
    "SourceError",
    "apply_marks",
    "check_lock",
    "clause_permalink",
    "copy_body",
    "copy_mismatch",
    "fingerprints",
    "load_library",
    "main",
    "mapping_report",
    "mark_segments",
    "normalize_ws",
    "read_lock",
    "undo_marks",
    "update_lock",
]

DEFAULT_SOURCES_DIR = Path(__file__).resolve().parent.parent / "sources"
"""The repository's ``sources/`` folder, beside the package."""

EDITORIAL_SOURCE_ID = "editorial"
"""The pseudo-source whose items are the editorial decisions (``ed.*``)."""

NON_SOURCE_FILES = frozenset(
    {"glossary.toml", "not-implemented.toml", "aliases.toml", "published-ids.toml"}
)

KINDS = ("primary", "secondary")
STATUSES = ("transcribed", "excerpt", "reported", "not-in-hand", "secondary")
FAMILIES = ("mouche", "beast", "lanterloo", "french-ruff", "loo")
RULE_TAGS = (
    "players",
    "pack",
    "ranking",
    "deal",
    "ante",
    "decision",
    "exchange",
    "flush",
    "flush-compare",
    "question",
    "play",
    "trick-duty",
    "renege",
    "trick-payment",
    "penalty",
    "several-mouches",
    "limit",
    "top-card",
    "side-stakes",
)
NOT_MECHANICAL = "not-mechanical"
TEXT_STATUSES = ("transcribed", "excerpt")

SOURCE_ID_RE = re.compile(r"[a-z0-9][a-z0-9-]*")
ID_RE = re.compile(r"[a-z0-9][a-z0-9.-]*")
LANGUAGE_RE = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})*")

_STR = "string"
_INT = "integer"
_STRS = "list of strings"
_FAMILY = "string or list of strings"

# name -> (type, required)
SOURCE_FIELDS: dict[str, tuple[str, bool]] = {
    "id": (_STR, True),
    "kind": (_STR, True),
    "status": (_STR, True),
    "family": (_FAMILY, True),
    "author": (_STR, True),
    "title": (_STR, True),
    "container_title": (_STR, False),
    "place": (_STR, False),
    "publisher": (_STR, False),
    "year": (_INT, True),
    "year_note": (_STR, False),
    "volume": (_STR, False),
    "pages": (_STR, False),
    "language": (_STR, True),
    "rights": (_STR, False),
    "provenance": (_STR, False),
    "missing": (_STR, False),
    "note": (_STR, False),
    "url": (_STR, False),
    "copy": (_STR, False),
    "body_start": (_STR, False),
    "body_end": (_STR, False),
    "apparatus": (_STRS, False),
    "reported_by": (_STRS, False),
}

CLAUSE_FIELDS: dict[str, tuple[str, bool]] = {
    "id": (_STR, True),
    "label": (_STR, True),
    "page": (_STR, False),
    "diplomatic": (_STR, False),
    "reading": (_STR, False),
    "english": (_STR, False),
    "russian": (_STR, False),
    "note": (_STR, False),
    "tags": (_STRS, True),
    "report": (_STR, False),
    "attribution": (_STR, False),
}

TERM_FIELDS: dict[str, tuple[str, bool]] = {
    "id": (_STR, True),
    "french": (_STR, True),
    "english": (_STR, True),
    "russian": (_STR, True),
    "definition": (_STR, True),
    "clauses": (_STRS, False),
}

NOT_IMPLEMENTED_FIELDS: dict[str, tuple[str, bool]] = {
    "id": (_STR, True),
    "reason": (_STR, True),
}

ALIAS_FIELDS: dict[str, tuple[str, bool]] = {
    "id": (_STR, True),
    "successor": (_STR, True),
    "reason": (_STR, True),
}


class SourceError(ValueError):
    """A defect in the source data; ``problems`` lists every message.

    Each message names the file, then the clause (or ``[source]``/term), then the
    field: ``sources/academie.toml: clause 'academie.11': field 'tags': ...``.
    """

    def __init__(self, problems: Sequence[str]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


# --------------------------------------------------------------------------- text


def normalize_ws(text: str) -> str:
    """Collapse every run of whitespace to one space, strip the ends, NFC-normalise."""
    return " ".join(unicodedata.normalize("NFC", text).split())


_MARK_RE = re.compile(r"⟦([^⟦⟧→]*)→([^⟦⟧→]*)⟧")


@dataclass(frozen=True, slots=True)
class Segment:
    """A piece of a reading: ``kind`` is ``text``, ``replace``, ``delete`` or ``insert``.

    ``raw`` is what the source has (diplomatic), ``reading`` our corrected text;
    for ``text`` both are the same.
    """

    kind: str
    raw: str
    reading: str


def _check_marks(reading: str) -> str | None:
    """A problem with the correction marks of ``reading``, or None."""
    rest = _MARK_RE.sub("", reading)
    if "⟦" in rest or "⟧" in rest:
        return "unbalanced or malformed correction mark (expected ⟦raw→reading⟧)"
    for m in _MARK_RE.finditer(reading):
        if m.group(1) == "" and m.group(2) == "":
            return f"empty correction mark {m.group(0)!r}"
        if m.group(1) == m.group(2):
            return f"correction mark {m.group(0)!r} changes nothing"
    return None


def mark_segments(reading: str) -> list[Segment]:
    """Split ``reading`` into plain text and marked corrections, in order.

    The site renders ``replace`` as the reading with the raw text in a title,
    ``delete`` as ``<del>``, ``insert`` as ``<ins>``.
    """
    out: list[Segment] = []
    pos = 0
    for m in _MARK_RE.finditer(reading):
        if m.start() > pos:
            text = reading[pos : m.start()]
            out.append(Segment("text", text, text))
        raw, new = m.group(1), m.group(2)
        kind = "insert" if not raw else "delete" if not new else "replace"
        out.append(Segment(kind, raw, new))
        pos = m.end()
    if pos < len(reading):
        out.append(Segment("text", reading[pos:], reading[pos:]))
    return out


def undo_marks(reading: str) -> str:
    """The diplomatic text a reading was made from: every mark back to its raw text."""
    return _MARK_RE.sub(lambda m: m.group(1), reading)


def apply_marks(reading: str) -> str:
    """The clean reading: every mark replaced by its corrected text."""
    return _MARK_RE.sub(lambda m: m.group(2), reading)


def fingerprint(text: str) -> str:
    """A short stable fingerprint of ``text`` (sha256 of its normalised form, 16 hex)."""
    return hashlib.sha256(normalize_ws(text).encode("utf-8")).hexdigest()[:16]


# --------------------------------------------------------------------------- model


@dataclass(frozen=True, slots=True)
class Clause:
    """One citable clause of a source, in source order (``index`` from 0)."""

    id: str
    source_id: str
    index: int
    label: str
    tags: tuple[str, ...]
    page: str = ""
    diplomatic: str = ""
    reading: str = ""
    english: str = ""
    russian: str = ""
    note: str = ""
    report: str = ""
    attribution: str = ""

    @property
    def locator(self) -> str:
        """What follows the source id in the clause id (``"11"`` for ``academie.11``)."""
        return self.id[len(self.source_id) + 1 :]

    @property
    def is_reported(self) -> bool:
        """True when we only have a report of the clause, not its text."""
        return not self.diplomatic

    @property
    def rule_bearing(self) -> bool:
        """True when the clause bears a rule (any tag but ``not-mechanical``)."""
        return any(t != NOT_MECHANICAL for t in self.tags)

    @property
    def segments(self) -> list[Segment]:
        """The reading cut into text and correction marks (see :func:`mark_segments`)."""
        return mark_segments(self.reading)

    @property
    def clean_reading(self) -> str:
        """The reading with every correction applied and no marks."""
        return apply_marks(self.reading)

    @property
    def meaning(self) -> str:
        """The text the id lock fingerprints: the diplomatic text, else the report."""
        return self.diplomatic or self.report


@dataclass(frozen=True, slots=True)
class Source:
    """One historical (or modern secondary) source and its clauses."""

    id: str
    kind: str
    status: str
    families: tuple[str, ...]
    author: str
    title: str
    year: int
    language: str
    container_title: str = ""
    place: str = ""
    publisher: str = ""
    year_note: str = ""
    volume: str = ""
    pages: str = ""
    rights: str = ""
    provenance: str = ""
    missing: str = ""
    note: str = ""
    url: str = ""
    copy: str = ""
    body_start: str = ""
    body_end: str = ""
    apparatus: tuple[str, ...] = ()
    reported_by: tuple[str, ...] = ()
    clauses: tuple[Clause, ...] = ()
    path: Path | None = None

    @property
    def family(self) -> str:
        """The first (main) family."""
        return self.families[0] if self.families else ""

    @property
    def has_text(self) -> bool:
        """True when (part of) the text is in hand and transcribed."""
        return self.status in TEXT_STATUSES

    @property
    def copy_path(self) -> Path | None:
        """Absolute path of the copy of the shared file, if any."""
        if not self.copy or self.path is None:
            return None
        return self.path.parent / self.copy


@dataclass(frozen=True, slots=True)
class GlossaryTerm:
    """A glossary term: French word, translations, definition, clauses using it."""

    id: str
    french: str
    english: str
    russian: str
    definition: str
    clauses: tuple[str, ...] = ()


Item: TypeAlias = "Source | Clause | GlossaryTerm | EditorialDecision"


def _editorial_source(decisions: Iterable[EditorialDecision]) -> Source:
    return Source(
        id=EDITORIAL_SOURCE_ID,
        kind="editorial",
        status="editorial",
        families=(),
        author="The Mouche rules explorer contributors",
        title="Editorial decisions",
        container_title="Mouche rules explorer",
        year=0,
        language="en",
        note="Where the sources are silent and the engine must still decide.",
        clauses=tuple(
            Clause(
                id=d.id,
                source_id=EDITORIAL_SOURCE_ID,
                index=i,
                label=d.title,
                tags=(),
                english=d.ruling,
                note=d.reasoning,
                report=d.ruling,
            )
            for i, d in enumerate(decisions)
        ),
    )


@dataclass(frozen=True)
class Library:
    """All sources, clauses, glossary terms and editorial decisions, by id."""

    root: Path
    sources: Mapping[str, Source]
    clauses: Mapping[str, Clause]
    glossary: Mapping[str, GlossaryTerm]
    decisions: Mapping[str, EditorialDecision]
    aliases: Mapping[str, str] = field(default_factory=dict)
    not_implemented: Mapping[str, str] = field(default_factory=dict)

    @property
    def editorial(self) -> Source:
        """The pseudo-source ``editorial`` whose clauses are the decisions."""
        return _editorial_source(self.decisions.values())

    def canonical(self, item_id: str) -> str:
        """``item_id`` with retired ids replaced by their successors (chains followed)."""
        seen: list[str] = []
        while item_id in self.aliases:
            if item_id in seen:
                raise KeyError(f"alias cycle: {' -> '.join([*seen, item_id])}")
            seen.append(item_id)
            item_id = self.aliases[item_id]
        return item_id

    def source(self, source_id: str) -> Source:
        """The source ``source_id`` (``editorial`` gives the pseudo-source)."""
        sid = self.canonical(source_id)
        if sid == EDITORIAL_SOURCE_ID:
            return self.editorial
        try:
            return self.sources[sid]
        except KeyError:
            raise KeyError(f"no source {source_id!r}") from None

    def clause(self, clause_id: str) -> Clause:
        """The clause ``clause_id`` (following aliases)."""
        try:
            return self.clauses[self.canonical(clause_id)]
        except KeyError:
            raise KeyError(f"no clause {clause_id!r}") from None

    def term(self, term_id: str) -> GlossaryTerm:
        """The glossary term ``term_id`` (following aliases)."""
        try:
            return self.glossary[self.canonical(term_id)]
        except KeyError:
            raise KeyError(f"no glossary term {term_id!r}") from None

    def decision(self, decision_id: str) -> EditorialDecision:
        """The editorial decision ``decision_id`` (following aliases)."""
        try:
            return self.decisions[self.canonical(decision_id)]
        except KeyError:
            raise KeyError(f"no editorial decision {decision_id!r}") from None

    def resolve(self, item_id: str) -> Item:
        """Whatever ``item_id`` names: a clause, decision, source or glossary term."""
        cid = self.canonical(item_id)
        if cid in self.clauses:
            return self.clauses[cid]
        if cid in self.decisions:
            return self.decisions[cid]
        if cid in self.sources:
            return self.sources[cid]
        if cid in self.glossary:
            return self.glossary[cid]
        if cid == EDITORIAL_SOURCE_ID:
            return self.editorial
        raise KeyError(f"no clause, decision, source or glossary term {item_id!r}")

    def __contains__(self, item_id: object) -> bool:
        if not isinstance(item_id, str):
            return False
        try:
            self.resolve(item_id)
        except KeyError:
            return False
        return True

    def source_of(self, item_id: str) -> Source:
        """The source a clause or decision belongs to."""
        item = self.resolve(item_id)
        if isinstance(item, EditorialDecision):
            return self.editorial
        if isinstance(item, Clause):
            return self.source(item.source_id)
        raise KeyError(f"{item_id!r} is not a clause or editorial decision")

    def all_ids(self) -> dict[str, str]:
        """Every live id with its kind: source, clause, decision or term."""
        out: dict[str, str] = {}
        for sid in self.sources:
            out[sid] = "source"
        for cid in self.clauses:
            out[cid] = "clause"
        for did in self.decisions:
            out[did] = "decision"
        for tid in self.glossary:
            out[tid] = "term"
        return out


def clause_permalink(clause_id: str, base_url: str = "") -> str:
    """The permalink of a clause: ``{base}sources/{source_id}/#{clause_id}``.

    Editorial decisions live on ``{base}editorial/#{id}``.  ``base_url`` should end
    with ``/`` (one is added if missing); an empty base gives a site-relative link.

    >>> clause_permalink("academie.11", "https://example.org/mouche/")
    'https://example.org/mouche/sources/academie/#academie.11'
    >>> clause_permalink("ed.all-pass", "https://example.org/mouche")
    'https://example.org/mouche/editorial/#ed.all-pass'
    """
    base = base_url if not base_url or base_url.endswith("/") else base_url + "/"
    if clause_id.startswith("ed."):
        return f"{base}editorial/#{clause_id}"
    source_id = clause_id.split(".", 1)[0]
    return f"{base}sources/{source_id}/#{clause_id}"


# --------------------------------------------------------------------------- loading


def _display(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root.parent))
    except ValueError:
        return str(path)


def _type_ok(value: object, kind: str) -> bool:
    if kind == _STR:
        return isinstance(value, str)
    if kind == _INT:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == _STRS:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if kind == _FAMILY:
        return isinstance(value, str) or (
            isinstance(value, list) and all(isinstance(v, str) for v in value)
        )
    raise AssertionError(kind)


def _check_fields(
    table: Mapping[str, Any],
    schema: Mapping[str, tuple[str, bool]],
    where: str,
    problems: list[str],
) -> bool:
    """Unknown, missing and mistyped fields; False if any (the table is then skipped)."""
    ok = True
    for name in table:
        if name not in schema:
            problems.append(
                f"{where}: field {name!r}: unknown field (allowed: {', '.join(schema)})"
            )
            ok = False
    for name, (kind, required) in schema.items():
        if name not in table:
            if required:
                problems.append(f"{where}: field {name!r}: missing required field")
                ok = False
        elif not _type_ok(table[name], kind):
            problems.append(
                f"{where}: field {name!r}: wrong type {type(table[name]).__name__}, expected {kind}"
            )
            ok = False
    return ok


def _read_toml(path: Path, shown: str, problems: list[str]) -> dict[str, Any] | None:
    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        problems.append(f"{shown}: invalid TOML: {e}")
    except UnicodeDecodeError as e:
        problems.append(f"{shown}: not UTF-8: {e}")
    return None


def _array_of_tables(
    data: Mapping[str, Any], key: str, shown: str, problems: list[str]
) -> list[dict[str, Any]]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        problems.append(f"{shown}: field {key!r}: expected an array of tables [[{key}]]")
        return []
    return value


def _load_source(path: Path, shown: str, problems: list[str]) -> Source | None:
    data = _read_toml(path, shown, problems)
    if data is None:
        return None
    for key in data:
        if key not in ("source", "clause"):
            problems.append(
                f"{shown}: field {key!r}: unknown top-level table (allowed: source, clause)"
            )
    meta = data.get("source")
    where = f"{shown}: [source]"
    if not isinstance(meta, dict):
        problems.append(f"{where}: field 'source': missing [source] table")
        return None
    if not _check_fields(meta, SOURCE_FIELDS, where, problems):
        return None
    sid: str = meta["id"]
    bad = len(problems)
    if not SOURCE_ID_RE.fullmatch(sid):
        problems.append(f"{where}: field 'id': bad source id {sid!r} (expected [a-z0-9][a-z0-9-]*)")
    elif path.stem != sid:
        problems.append(f"{where}: field 'id': id {sid!r} does not match the file name")
    if sid == EDITORIAL_SOURCE_ID:
        problems.append(f"{where}: field 'id': {sid!r} is reserved for editorial decisions")
    if meta["kind"] not in KINDS:
        problems.append(
            f"{where}: field 'kind': bad kind {meta['kind']!r} (allowed: {', '.join(KINDS)})"
        )
    status: str = meta["status"]
    if status not in STATUSES:
        problems.append(
            f"{where}: field 'status': bad status {status!r} (allowed: {', '.join(STATUSES)})"
        )
    fam = meta["family"]
    families = (fam,) if isinstance(fam, str) else tuple(fam)
    if not families:
        problems.append(f"{where}: field 'family': empty")
    for f in families:
        if f not in FAMILIES:
            problems.append(
                f"{where}: field 'family': bad family {f!r} (allowed: {', '.join(FAMILIES)})"
            )
    if not LANGUAGE_RE.fullmatch(meta["language"]):
        problems.append(
            f"{where}: field 'language': bad language tag {meta['language']!r} (BCP 47)"
        )
    if meta["year"] < 0:
        problems.append(f"{where}: field 'year': negative year")
    if not meta["title"].strip():
        problems.append(f"{where}: field 'title': empty")
    copy = meta.get("copy", "")
    if status in TEXT_STATUSES:
        if not copy:
            problems.append(f"{where}: field 'copy': missing for a {status} source")
        else:
            _check_copy(path.parent / copy, meta, where, problems)
    else:
        for name in ("copy", "body_start", "body_end", "apparatus"):
            if meta.get(name):
                problems.append(f"{where}: field {name!r}: only for transcribed/excerpt sources")

    clauses: list[Clause] = []
    for i, raw in enumerate(_array_of_tables(data, "clause", shown, problems)):
        cid = raw.get("id")
        cwhere = f"{shown}: clause {cid!r}" if isinstance(cid, str) else f"{shown}: clause #{i + 1}"
        clause = _load_clause(raw, sid, status, i, cwhere, problems)
        if clause is not None:
            clauses.append(clause)
    if len(problems) > bad:
        return None
    return Source(
        id=sid,
        kind=meta["kind"],
        status=status,
        families=families,
        author=meta["author"],
        title=meta["title"],
        year=meta["year"],
        language=meta["language"],
        container_title=meta.get("container_title", ""),
        place=meta.get("place", ""),
        publisher=meta.get("publisher", ""),
        year_note=meta.get("year_note", ""),
        volume=meta.get("volume", ""),
        pages=meta.get("pages", ""),
        rights=meta.get("rights", ""),
        provenance=meta.get("provenance", ""),
        missing=meta.get("missing", ""),
        note=meta.get("note", ""),
        url=meta.get("url", ""),
        copy=copy,
        body_start=meta.get("body_start", ""),
        body_end=meta.get("body_end", ""),
        apparatus=tuple(meta.get("apparatus", ())),
        reported_by=tuple(meta.get("reported_by", ())),
        clauses=tuple(clauses),
        path=path,
    )


def _check_copy(copy: Path, meta: Mapping[str, Any], where: str, problems: list[str]) -> None:
    if not copy.is_file():
        problems.append(f"{where}: field 'copy': file not found: {meta['copy']}")
        return
    try:
        text = copy.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        problems.append(f"{where}: field 'copy': not UTF-8: {meta['copy']}")
        return
    start = meta.get("body_start", "")
    if start and start not in text:
        problems.append(f"{where}: field 'body_start': text not found in {meta['copy']}: {start!r}")
    end = meta.get("body_end", "")
    if end and end not in text[text.find(start) if start in text else 0 :]:
        problems.append(
            f"{where}: field 'body_end': text not found after body_start in {meta['copy']}: {end!r}"
        )
    lines = set(text.splitlines())
    for line in meta.get("apparatus", ()):
        if line not in lines:
            problems.append(f"{where}: field 'apparatus': no such line in {meta['copy']}: {line!r}")


def _load_clause(
    raw: Mapping[str, Any], sid: str, status: str, index: int, where: str, problems: list[str]
) -> Clause | None:
    if not _check_fields(raw, CLAUSE_FIELDS, where, problems):
        return None
    bad = len(problems)
    cid: str = raw["id"]
    if not ID_RE.fullmatch(cid):
        problems.append(
            f"{where}: field 'id': bad id format {cid!r} (expected [a-z0-9][a-z0-9.-]*)"
        )
    elif not cid.startswith(sid + ".") or len(cid) == len(sid) + 1:
        problems.append(
            f"{where}: field 'id': clause id must be prefixed by its source id {sid + '.'!r}"
        )
    if not raw["label"].strip():
        problems.append(f"{where}: field 'label': empty")
    tags: list[str] = raw["tags"]
    if not tags:
        problems.append(f"{where}: field 'tags': empty (give rule tags or ['not-mechanical'])")
    for t in tags:
        if t != NOT_MECHANICAL and t not in RULE_TAGS:
            problems.append(f"{where}: field 'tags': unknown tag {t!r}")
    if NOT_MECHANICAL in tags and len(tags) > 1:
        problems.append(
            f"{where}: field 'tags': 'not-mechanical' cannot be combined with rule tags"
        )
    if len(set(tags)) != len(tags):
        problems.append(f"{where}: field 'tags': repeated tag")

    def has(name: str) -> bool:
        return bool(str(raw.get(name, "")).strip())

    if status in TEXT_STATUSES:
        for name in ("diplomatic", "reading", "english", "russian"):
            if not has(name):
                problems.append(
                    f"{where}: field {name!r}: missing required field "
                    f"for a {status} source's clause"
                )
        for name in ("report", "attribution"):
            if name in raw:
                problems.append(
                    f"{where}: field {name!r}: not allowed on a clause whose text is in hand"
                )
        if has("reading") and has("diplomatic"):
            marks = _check_marks(raw["reading"])
            if marks:
                problems.append(f"{where}: field 'reading': {marks}")
            elif normalize_ws(undo_marks(raw["reading"])) != normalize_ws(raw["diplomatic"]):
                problems.append(
                    f"{where}: field 'reading': undoing the correction marks does not give "
                    "back the diplomatic text "
                    f"({_first_difference(undo_marks(raw['reading']), raw['diplomatic'])})"
                )
    else:
        for name in ("diplomatic", "reading"):
            if name in raw:
                problems.append(
                    f"{where}: field {name!r}: a {status} source has no text in hand; "
                    "give 'report' (our paraphrase) with 'attribution'"
                )
        if not has("report"):
            problems.append(
                f"{where}: field 'report': missing required field for a {status} source's clause"
            )
        if status == "reported" and not has("attribution"):
            problems.append(f"{where}: field 'attribution': missing: who reports this clause?")
    if len(problems) > bad:
        return None
    return Clause(
        id=cid,
        source_id=sid,
        index=index,
        label=raw["label"],
        tags=tuple(tags),
        page=raw.get("page", ""),
        diplomatic=raw.get("diplomatic", ""),
        reading=raw.get("reading", ""),
        english=raw.get("english", ""),
        russian=raw.get("russian", ""),
        note=raw.get("note", ""),
        report=raw.get("report", ""),
        attribution=raw.get("attribution", ""),
    )


def _first_difference(a: str, b: str) -> str:
    a, b = normalize_ws(a), normalize_ws(b)
    n = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return f"at character {n}: {a[max(0, n - 20) : n + 20]!r} vs {b[max(0, n - 20) : n + 20]!r}"


def _load_table_file(
    path: Path,
    shown: str,
    key: str,
    schema: Mapping[str, tuple[str, bool]],
    problems: list[str],
) -> list[dict[str, Any]]:
    if not path.is_file():
        return []
    data = _read_toml(path, shown, problems)
    if data is None:
        return []
    for k in data:
        if k != key:
            problems.append(f"{shown}: field {k!r}: unknown top-level table (allowed: {key})")
    out = []
    for i, raw in enumerate(_array_of_tables(data, key, shown, problems)):
        rid = raw.get("id")
        where = f"{shown}: {key} {rid!r}" if isinstance(rid, str) else f"{shown}: {key} #{i + 1}"
        if _check_fields(raw, schema, where, problems):
            if not ID_RE.fullmatch(raw["id"]):
                problems.append(f"{where}: field 'id': bad id format {raw['id']!r}")
            else:
                out.append({**raw, "_where": where})
    return out


def load_library(
    path: str | Path | None = None,
    *,
    decisions: Iterable[EditorialDecision] = DECISIONS,
) -> Library:
    """Read and validate every ``*.toml`` in ``path`` (default: the repo's ``sources/``).

    Raises :class:`SourceError` listing every defect found, each naming the file,
    the clause (or table) and the field.
    """
    root = Path(path) if path is not None else DEFAULT_SOURCES_DIR
    if not root.is_dir():
        raise SourceError([f"{root}: sources folder not found"])
    problems: list[str] = []
    sources: dict[str, Source] = {}
    clauses: dict[str, Clause] = {}
    origin: dict[str, str] = {}  # id -> where it was defined

    def claim(item_id: str, where: str) -> bool:
        if item_id in origin:
            problems.append(
                f"{where}: field 'id': duplicate id {item_id!r} (also {origin[item_id]})"
            )
            return False
        origin[item_id] = where
        return True

    decisions_map: dict[str, EditorialDecision] = {}
    for d in decisions:
        where = f"mouche/editorial.py: decision {d.id!r}"
        if not d.id.startswith("ed.") or not ID_RE.fullmatch(d.id):
            problems.append(f"{where}: field 'id': bad editorial id (expected ed.<name>)")
        if claim(d.id, where):
            decisions_map[d.id] = d
    claim(EDITORIAL_SOURCE_ID, "the editorial pseudo-source")

    for file in sorted(root.glob("*.toml")):
        if file.name in NON_SOURCE_FILES:
            continue
        shown = _display(file, root)
        source = _load_source(file, shown, problems)
        if source is None:
            continue
        if not claim(source.id, f"{shown}: [source]"):
            continue
        sources[source.id] = source
        for c in source.clauses:
            if claim(c.id, f"{shown}: clause {c.id!r}"):
                clauses[c.id] = c

    glossary: dict[str, GlossaryTerm] = {}
    gpath = root / "glossary.toml"
    gshown = _display(gpath, root)
    for raw in _load_table_file(gpath, gshown, "term", TERM_FIELDS, problems):
        where = raw["_where"]
        if claim(raw["id"], where):
            glossary[raw["id"]] = GlossaryTerm(
                id=raw["id"],
                french=raw["french"],
                english=raw["english"],
                russian=raw["russian"],
                definition=raw["definition"],
                clauses=tuple(raw.get("clauses", ())),
            )

    apath = root / "aliases.toml"
    aliases: dict[str, str] = {}
    for raw in _load_table_file(apath, _display(apath, root), "alias", ALIAS_FIELDS, problems):
        where = raw["_where"]
        if raw["id"] in origin:
            problems.append(
                f"{where}: field 'id': {raw['id']!r} is a live id and cannot be retired"
            )
        elif raw["id"] in aliases:
            problems.append(f"{where}: field 'id': duplicate alias {raw['id']!r}")
        else:
            aliases[raw["id"]] = raw["successor"]
    for old, new in aliases.items():
        seen = {old}
        while new in aliases and new not in seen:
            seen.add(new)
            new = aliases[new]
        if new not in origin:
            problems.append(
                f"{_display(apath, root)}: alias {old!r}: field 'successor': "
                f"{aliases[old]!r} does not lead to a live id"
            )

    def live(ref: str) -> str | None:
        """Problem with a reference to an id, or None."""
        if ref in origin:
            return None
        if ref in aliases:
            return f"{ref!r} is retired; cite its successor {aliases[ref]!r}"
        return f"unknown id {ref!r}"

    for s in sources.values():
        shown = _display(s.path, root) if s.path else s.id
        for rb in s.reported_by:
            if rb not in sources:
                problems.append(f"{shown}: [source]: field 'reported_by': unknown source {rb!r}")
        for c in s.clauses:
            if c.attribution and c.attribution not in sources:
                problems.append(
                    f"{shown}: clause {c.id!r}: field 'attribution': "
                    f"unknown source {c.attribution!r}"
                )
    for t in glossary.values():
        for ref in t.clauses:
            if ref not in clauses and ref not in decisions_map:
                msg = live(ref) if ref in aliases else f"unknown clause {ref!r}"
                problems.append(f"{gshown}: term {t.id!r}: field 'clauses': {msg}")

    npath = root / "not-implemented.toml"
    nshown = _display(npath, root)
    not_implemented: dict[str, str] = {}
    for raw in _load_table_file(npath, nshown, "clause", NOT_IMPLEMENTED_FIELDS, problems):
        where = raw["_where"]
        cid = raw["id"]
        if cid not in clauses:
            msg = live(cid) if cid in aliases else f"unknown clause {cid!r}"
            problems.append(f"{where}: field 'id': {msg}")
        elif not clauses[cid].rule_bearing:
            problems.append(
                f"{where}: field 'id': clause {cid!r} is not-mechanical; do not list it"
            )
        elif cid in not_implemented:
            problems.append(f"{where}: field 'id': listed twice")
        elif not raw["reason"].strip():
            problems.append(f"{where}: field 'reason': empty")
        else:
            not_implemented[cid] = raw["reason"]

    if problems:
        raise SourceError(problems)
    return Library(
        root=root,
        sources=sources,
        clauses=clauses,
        glossary=glossary,
        decisions=decisions_map,
        aliases=aliases,
        not_implemented=not_implemented,
    )


# --------------------------------------------------------------------------- copies

_RULE_LINE_RE = re.compile(r"[-=]+")


def copy_body(source: Source) -> str:
    """The source text of a copy, without apparatus and rule lines.

    It runs from ``body_start`` (the start of the file if empty) up to, not
    including, ``body_end`` (the end of the file if empty): several sources can so
    share one copy that holds several works.  Raises ``ValueError`` for a source
    without a copy.
    """
    path = source.copy_path
    if path is None:
        raise ValueError(f"source {source.id!r} has no copy")
    text = path.read_text(encoding="utf-8")
    if source.body_start:
        text = text[text.index(source.body_start) :]
    if source.body_end:
        text = text[: text.index(source.body_end)]
    apparatus = set(source.apparatus)
    kept = [
        line
        for line in text.splitlines()
        if line not in apparatus and not _RULE_LINE_RE.fullmatch(line.strip())
    ]
    return "\n".join(kept)


def copy_mismatch(source: Source) -> str | None:
    """None when the clauses' diplomatic texts, in order, are exactly the copy's body.

    Otherwise a message locating the first difference (both whitespace-normalised).
    """
    body = normalize_ws(copy_body(source))
    ours = normalize_ws(" ".join(c.diplomatic for c in source.clauses))
    if body == ours:
        return None
    n = next(
        (i for i, (x, y) in enumerate(zip(body, ours, strict=False)) if x != y),
        min(len(body), len(ours)),
    )
    pos = 0
    at = "after the last clause"
    for c in source.clauses:
        pos += len(normalize_ws(c.diplomatic)) + 1
        if pos > n:
            at = f"in clause {c.id!r}"
            break
    return (
        f"{source.id}: diplomatic text differs from {source.copy} {at}, at character {n}:\n"
        f"  copy:    {body[max(0, n - 40) : n + 40]!r}\n"
        f"  clauses: {ours[max(0, n - 40) : n + 40]!r}"
    )


# --------------------------------------------------------------------------- coverage


@dataclass
class MappingReport:
    """The clause-to-engine mapping, both directions, with its errors."""

    implemented: dict[str, list[Any]] = field(default_factory=dict)
    not_mechanical: list[str] = field(default_factory=list)
    not_implemented: dict[str, str] = field(default_factory=dict)
    decisions: dict[str, list[Any]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when there is no error."""
        return not self.errors

    def to_text(self, library: Library) -> str:
        """A readable report."""
        out: list[str] = []
        rule = [c for c in library.clauses.values() if c.rule_bearing]
        out.append(
            f"{len(library.clauses)} clauses in {len(library.sources)} sources: "
            f"{len(rule)} bear rules, {len(self.not_mechanical)} not mechanical"
        )
        out.append(f"\nImplemented ({len(self.implemented)}):")
        for cid, refs in self.implemented.items():
            partly = "  [partly; see not-implemented]" if cid in self.not_implemented else ""
            out.append(f"  {cid}: {', '.join(_ref_name(r) for r in refs)}{partly}")
        out.append(f"\nEditorial decisions cited by the engine ({len(self.decisions)}):")
        for did, refs in self.decisions.items():
            out.append(f"  {did}: {', '.join(_ref_name(r) for r in refs) or '(not cited)'}")
        out.append(f"\nNot yet implemented ({len(self.not_implemented)}):")
        for cid, reason in self.not_implemented.items():
            out.append(f"  {cid}: {normalize_ws(reason)}")
        out.append(f"\nNot mechanical ({len(self.not_mechanical)}):")
        out.extend(f"  {cid}" for cid in self.not_mechanical)
        out.append(f"\nWarnings ({len(self.warnings)}):")
        out.extend(f"  {w}" for w in self.warnings)
        out.append(f"\nErrors ({len(self.errors)}):")
        out.extend(f"  {e}" for e in self.errors)
        return "\n".join(out)


def _ref_name(ref: Any) -> str:
    kind = getattr(ref, "kind", "")
    name = getattr(ref, "name", str(ref))
    return f"option {name}" if kind == "option" else str(name)


def mapping_report(
    library: Library, refs: Mapping[str, Sequence[Any]] | None = None
) -> MappingReport:
    """Both directions of the clause-to-engine mapping.

    ``refs`` maps clause ids to engine objects (default:
    :func:`mouche.registry.clause_refs`).  Errors: an engine object citing an id
    that is not a clause or editorial decision (or a retired one); a rule-bearing
    clause neither implemented nor listed in ``not-implemented.toml``.
    """
    if refs is None:
        from mouche.registry import clause_refs

        refs = clause_refs()
    report = MappingReport()
    for cid in sorted(refs):
        names = ", ".join(_ref_name(r) for r in refs[cid])
        if cid in library.clauses or cid in library.decisions:
            continue
        if cid in library.aliases:
            report.errors.append(
                f"{names} cites retired id {cid!r}; cite {library.canonical(cid)!r} instead"
            )
        else:
            report.errors.append(f"{names} cites unknown clause {cid!r}")
    for did in library.decisions:
        report.decisions[did] = list(refs.get(did, ()))
        if not report.decisions[did]:
            report.warnings.append(f"editorial decision {did!r} is cited by no engine object")
    for c in library.clauses.values():
        if c.id in refs:
            report.implemented[c.id] = list(refs[c.id])
        if not c.rule_bearing:
            report.not_mechanical.append(c.id)
        elif c.id in library.not_implemented:
            report.not_implemented[c.id] = library.not_implemented[c.id]
        elif c.id not in refs:
            report.errors.append(
                f"clause {c.id!r} bears a rule ({', '.join(c.tags)}) but is neither implemented "
                "nor listed in sources/not-implemented.toml"
            )
    return report


# --------------------------------------------------------------------------- id lock

LOCK_FILE = "published-ids.toml"
LOCK_KINDS = ("source", "clause", "decision", "term")


def fingerprints(library: Library) -> dict[str, dict[str, str]]:
    """kind -> id -> fingerprint of the item's meaning.

    Sources: the title; clauses: the diplomatic text (else the report); editorial
    decisions: the ruling; glossary terms: the French term.
    """
    return {
        "source": {s.id: fingerprint(s.title) for s in library.sources.values()},
        "clause": {c.id: fingerprint(c.meaning) for c in library.clauses.values()},
        "decision": {d.id: fingerprint(d.ruling) for d in library.decisions.values()},
        "term": {t.id: fingerprint(t.french) for t in library.glossary.values()},
    }


def read_lock(path: str | Path | None = None) -> dict[str, dict[str, str]]:
    """The id lock: kind -> id -> fingerprint (empty tables if the file is absent)."""
    p = Path(path) if path is not None else DEFAULT_SOURCES_DIR / LOCK_FILE
    lock: dict[str, dict[str, str]] = {k: {} for k in LOCK_KINDS}
    if not p.is_file():
        return lock
    with p.open("rb") as f:
        data = tomllib.load(f)
    for kind, table in data.items():
        if kind not in LOCK_KINDS or not isinstance(table, dict):
            raise SourceError(
                [f"{p.name}: field {kind!r}: unknown table (allowed: {', '.join(LOCK_KINDS)})"]
            )
        for item_id, fp in table.items():
            if not isinstance(fp, str):
                raise SourceError([f"{p.name}: {kind} {item_id!r}: fingerprint must be a string"])
            lock[kind][item_id] = fp
    return lock


def check_lock(library: Library, lock: Mapping[str, Mapping[str, str]]) -> list[str]:
    """Problems with published ids: each locked id must live (or be aliased), same meaning."""
    return [message for _, message in _lock_problems(library, lock)]


def _lock_problems(
    library: Library, lock: Mapping[str, Mapping[str, str]]
) -> list[tuple[str, str]]:
    now = fingerprints(library)
    problems: list[tuple[str, str]] = []
    for kind in LOCK_KINDS:
        for item_id, fp in lock.get(kind, {}).items():
            if item_id in now[kind]:
                if now[kind][item_id] != fp:
                    problems.append(
                        (
                            item_id,
                            f"{kind} {item_id!r}: its text changed since it was published. "
                            f"If it is the same {kind} (a correction), accept it with "
                            f"`python -m mouche.sources --update-lock --accept {item_id}`; "
                            "if its meaning changed, give it a new id and retire the old "
                            "one in sources/aliases.toml",
                        )
                    )
            elif item_id in library.aliases:
                try:
                    library.resolve(item_id)
                except KeyError:
                    problems.append((item_id, f"{kind} {item_id!r}: its alias leads nowhere"))
            else:
                problems.append(
                    (
                        item_id,
                        f"{kind} {item_id!r} was published and is gone: restore it, "
                        "or retire it in sources/aliases.toml with its successor",
                    )
                )
    return problems


def _format_lock(lock: Mapping[str, Mapping[str, str]]) -> str:
    out = [
        "# The id lock: every published id with a fingerprint of its meaning",
        "# (sha256 of the normalised title / diplomatic text or report / ruling / French term).",
        "# Generated by `python -m mouche.sources --update-lock`, which only adds ids.",
        "# Never edit by hand: retire an id in aliases.toml; accept a correction with --accept ID.",
    ]
    for kind in LOCK_KINDS:
        out.append(f"\n[{kind}]")
        for item_id, fp in lock.get(kind, {}).items():
            out.append(f'"{item_id}" = "{fp}"')
    return "\n".join(out) + "\n"


def update_lock(
    library: Library,
    path: str | Path | None = None,
    accept: Iterable[str] = (),
) -> tuple[list[str], list[str]]:
    """Add new ids to the lock (and re-fingerprint the ``accept``-ed ones).

    Returns ``(added, problems)``; when there are problems the file is not written.
    Existing entries are never dropped or changed except those in ``accept``.
    """
    p = Path(path) if path is not None else library.root / LOCK_FILE
    lock = read_lock(p)
    now = fingerprints(library)
    accepted = set(accept)
    unknown = [a for a in accepted if not any(a in now[k] for k in LOCK_KINDS)]
    problems = [f"--accept {a}: no such live id" for a in unknown]
    problems += [msg for item_id, msg in _lock_problems(library, lock) if item_id not in accepted]
    if problems:
        return [], problems
    added: list[str] = []
    for kind in LOCK_KINDS:
        for item_id, fp in now[kind].items():
            if item_id not in lock[kind]:
                added.append(item_id)
                lock[kind][item_id] = fp
            elif item_id in accepted:
                lock[kind][item_id] = fp
    p.write_text(_format_lock(lock), encoding="utf-8")
    return added, []


# --------------------------------------------------------------------------- CLI


def main(argv: Sequence[str] | None = None, out: Callable[[str], None] | None = None) -> int:
    """``python -m mouche.sources``: coverage report, lock check or lock update.

    Returns the exit status: 0 when all is well, 1 on errors.
    """
    write = out if out is not None else (lambda s: print(s))
    parser = argparse.ArgumentParser(
        prog="python -m mouche.sources",
        description="Validate the source data and report the clause-to-engine mapping.",
    )
    parser.add_argument("--sources", type=Path, default=None, help="sources folder")
    parser.add_argument("--check-lock", action="store_true", help="check the published-id lock")
    parser.add_argument(
        "--update-lock", action="store_true", help="add new ids to sources/published-ids.toml"
    )
    parser.add_argument(
        "--accept",
        action="append",
        default=[],
        metavar="ID",
        help="with --update-lock: accept the changed text of this published id",
    )
    args = parser.parse_args(argv)
    try:
        library = load_library(args.sources)
    except SourceError as e:
        write("The source data has errors:")
        write("\n".join(f"  {p}" for p in e.problems))
        return 1
    lock_path = library.root / LOCK_FILE
    if args.update_lock:
        added, problems = update_lock(library, lock_path, args.accept)
        if problems:
            write("The lock was not updated:")
            write("\n".join(f"  {p}" for p in problems))
            return 1
        write(
            f"{len(added)} ids added to {lock_path.name}"
            + (": " + ", ".join(added) if added else "")
        )
        return 0
    if args.check_lock:
        problems = check_lock(library, read_lock(lock_path))
        now = fingerprints(library)
        locked = read_lock(lock_path)
        new = [i for k in LOCK_KINDS for i in now[k] if i not in locked[k]]
        for p in problems:
            write(p)
        if new:
            write(f"{len(new)} ids not yet locked (run --update-lock): {', '.join(new)}")
        if not problems:
            write("id lock: ok")
        return 1 if problems else 0
    report = mapping_report(library)
    write(report.to_text(library))
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
