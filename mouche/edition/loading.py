"""Loading the source data: ``sources/*.toml`` read into a
[`Library`][mouche.edition.model.Library].

[`load_library`][load_library] reads every source file, the glossary, the aliases and the
list of clauses not implemented, validates them
([`mouche.edition.validation`][mouche.edition.validation],
[`mouche.edition.copies`][mouche.edition.copies]) and raises
[`SourceError`][mouche.edition.model.SourceError]
listing every defect, each naming the file, the clause (or table) and the field.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from mouche.cli_io import Unreadable, open_regular
from mouche.edition.copies import check_copy
from mouche.edition.model import (
    DEFAULT_SOURCES_DIR,
    EDITORIAL_SOURCE_ID,
    ID_RE,
    NON_SOURCE_FILES,
    TEXT_STATUSES,
    Clause,
    GlossaryTerm,
    Library,
    Source,
    SourceError,
)
from mouche.edition.validation import (
    ALIAS_FIELDS,
    CLAUSE_FIELDS,
    NOT_IMPLEMENTED_FIELDS,
    SOURCE_FIELDS,
    TERM_FIELDS,
    check_aliases,
    check_clause,
    check_fields,
    check_not_implemented,
    check_source_meta,
    check_source_references,
    check_term_references,
)
from mouche.editorial import DECISIONS, EditorialDecision

__all__ = ["load_library"]


def _display(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root.parent))
    except ValueError:
        return str(path)


_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""A character no XML 1.0 document may hold (a control character, U+FFFE, a lone surrogate):
a source's text goes into TEI, which would then not be well-formed."""


def _xml_unsafe(value: Any, where: str, problems: list[str]) -> None:
    """Each string in ``value`` (a TOML document) holding a character XML cannot hold."""
    if isinstance(value, str):
        if bad := _NOT_XML.search(value):
            problems.append(f"{where}: a character XML cannot hold (U+{ord(bad[0]):04X})")
    elif isinstance(value, dict):
        for k, v in value.items():
            _xml_unsafe(v, f"{where}: field {k!r}", problems)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            _xml_unsafe(v, f"{where}[{i}]", problems)


def _read_toml(path: Path, shown: str, problems: list[str]) -> dict[str, Any] | None:
    """The TOML document at ``path``, or None with its problems said (unreadable, not
    TOML, not UTF-8, or holding a character that the TEI export could not write)."""
    try:
        with open_regular(path) as f:  # not a pipe or device, which would hang the load
            data = tomllib.load(f)
        found = len(problems)
        _xml_unsafe(data, shown, problems)
        return data if len(problems) == found else None
    except Unreadable as e:
        problems.append(f"{shown}: {e.strerror}")
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
    if not check_fields(meta, SOURCE_FIELDS, where, problems):
        return None
    bad = len(problems)
    sid: str = meta["id"]
    status: str = meta["status"]
    families = check_source_meta(meta, path.stem, where, problems)
    copy = meta.get("copy", "")
    if status in TEXT_STATUSES and copy:
        check_copy(path.parent / copy, meta, where, problems)
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
        accessed=meta.get("accessed", ""),
        edition=meta.get("edition", ""),
        date_edtf=meta.get("date_edtf", ""),
        copy=copy,
        body_start=meta.get("body_start", ""),
        body_end=meta.get("body_end", ""),
        apparatus=tuple(meta.get("apparatus", ())),
        reported_by=tuple(meta.get("reported_by", ())),
        clauses=tuple(clauses),
        path=path,
    )


def _load_clause(
    raw: Mapping[str, Any], sid: str, status: str, index: int, where: str, problems: list[str]
) -> Clause | None:
    if not check_fields(raw, CLAUSE_FIELDS, where, problems):
        return None
    bad = len(problems)
    check_clause(raw, sid, status, where, problems)
    if len(problems) > bad:
        return None
    return Clause(
        id=raw["id"],
        source_id=sid,
        index=index,
        label=raw["label"],
        tags=tuple(raw["tags"]),
        page=raw.get("page", ""),
        diplomatic=raw.get("diplomatic", ""),
        reading=raw.get("reading", ""),
        english=raw.get("english", ""),
        russian=raw.get("russian", ""),
        note=raw.get("note", ""),
        report=raw.get("report", ""),
        attribution=raw.get("attribution", ""),
        see_also=tuple(raw.get("see_also", ())),
        section=raw.get("section", ""),
        sub_verbo=raw.get("sub_verbo", ""),
    )


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
        if check_fields(raw, schema, where, problems):
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

    Raises [`SourceError`][mouche.edition.model.SourceError] listing every defect found,
    each naming the file, the clause (or table) and the field.
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
        if claim(raw["id"], raw["_where"]):
            glossary[raw["id"]] = GlossaryTerm(
                id=raw["id"],
                french=raw["french"],
                english=raw["english"],
                russian=raw["russian"],
                definition=raw["definition"],
                clauses=tuple(raw.get("clauses", ())),
            )

    apath = root / "aliases.toml"
    ashown = _display(apath, root)
    aliases: dict[str, str] = {}
    for raw in _load_table_file(apath, ashown, "alias", ALIAS_FIELDS, problems):
        where = raw["_where"]
        if raw["id"] in origin:
            problems.append(
                f"{where}: field 'id': {raw['id']!r} is a live id and cannot be retired"
            )
        elif raw["id"] in aliases:
            problems.append(f"{where}: field 'id': duplicate alias {raw['id']!r}")
        else:
            aliases[raw["id"]] = raw["successor"]
    check_aliases(aliases, origin, ashown, problems)

    citable = {*clauses, *decisions_map}
    for s in sources.values():
        shown = _display(s.path, root) if s.path else s.id
        check_source_references(s, sources, citable, aliases, shown, problems)
    for t in glossary.values():
        check_term_references(t, citable, aliases, gshown, problems)

    npath = root / "not-implemented.toml"
    not_implemented: dict[str, str] = {}
    for raw in _load_table_file(
        npath, _display(npath, root), "clause", NOT_IMPLEMENTED_FIELDS, problems
    ):
        if check_not_implemented(raw, clauses, not_implemented, aliases, problems):
            not_implemented[raw["id"]] = raw["reason"]

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
