"""Validation of the source data: the schema of each table and the checks on values.

Every check appends messages to a ``problems`` list rather than raising, so that
[`mouche.edition.loading.load_library`][mouche.edition.loading.load_library] reports every defect
at once.  Each
message names the file, then the clause (or ``[source]``, term, alias), then the
field: ``sources/academie.toml: clause 'academie.11': field 'tags': ...``.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Collection, Mapping
from typing import Any

from mouche.edition.marks import OMISSION, apply_marks, check_marks, normalize_ws, undo_marks
from mouche.edition.model import (
    EDITORIAL_SOURCE_ID,
    FAMILIES,
    ID_RE,
    KINDS,
    NOT_MECHANICAL,
    RULE_TAGS,
    SOURCE_ID_RE,
    STATUSES,
    TEXT_STATUSES,
    Clause,
    GlossaryTerm,
    Source,
)

__all__ = [
    "ALIAS_FIELDS",
    "CLAUSE_FIELDS",
    "LANGUAGE_RE",
    "NOT_IMPLEMENTED_FIELDS",
    "SOURCE_FIELDS",
    "TERM_FIELDS",
    "check_aliases",
    "check_clause",
    "check_fields",
    "check_not_implemented",
    "check_source_meta",
    "check_source_references",
    "check_term_references",
    "first_difference",
    "reference_problem",
]

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
    "accessed": (_STR, False),
    "edition": (_STR, False),
    "date_edtf": (_STR, False),
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
    "see_also": (_STRS, False),
    "section": (_STR, False),
    "sub_verbo": (_STR, False),
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


def check_fields(
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


def check_source_meta(
    meta: Mapping[str, Any], file_stem: str, where: str, problems: list[str]
) -> tuple[str, ...]:
    """The values of a (well-typed) ``[source]`` table; returns its families."""
    sid: str = meta["id"]
    if not SOURCE_ID_RE.fullmatch(sid):
        problems.append(f"{where}: field 'id': bad source id {sid!r} (expected [a-z0-9][a-z0-9-]*)")
    elif file_stem != sid:
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
    accessed = meta.get("accessed", "")
    if accessed and not _is_date(accessed):
        problems.append(f"{where}: field 'accessed': not a date YYYY-MM-DD: {accessed[:40]!r}")
    edtf = meta.get("date_edtf", "")
    if edtf and (meta["year"] or not re.fullmatch(r"\d{2}(\d{2}|\dX|XX)\??", edtf)):
        problems.append(
            f"{where}: field 'date_edtf': only for an undated work (year 0), as a year "
            f"with unspecified digits ('18XX', '184X', '18XX?'), not {edtf[:40]!r}"
        )
    edition = meta.get("edition", "")
    if edition and not (edition.isascii() and edition.isdigit() and int(edition) > 1):
        problems.append(f"{where}: field 'edition': not an edition number above 1: {edition!r}")
    if status in TEXT_STATUSES:
        if not meta.get("copy", ""):
            problems.append(f"{where}: field 'copy': missing for a {status} source")
    else:
        for name in ("copy", "body_start", "body_end", "apparatus"):
            if meta.get(name):
                problems.append(f"{where}: field {name!r}: only for transcribed/excerpt sources")
    return families


def _is_date(text: str) -> bool:
    """``YYYY-MM-DD``, a real day."""
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return False
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return True


def check_clause(
    raw: Mapping[str, Any], sid: str, status: str, where: str, problems: list[str]
) -> None:
    """The values of a (well-typed) ``[[clause]]`` table of source ``sid``."""
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
            marks = check_marks(raw["reading"])
            if marks:
                problems.append(f"{where}: field 'reading': {marks}")
            elif normalize_ws(undo_marks(raw["reading"])) != normalize_ws(raw["diplomatic"]):
                problems.append(
                    f"{where}: field 'reading': undoing the correction marks does not give "
                    "back the diplomatic text "
                    f"({first_difference(undo_marks(raw['reading']), raw['diplomatic'])})"
                )
            else:
                _check_omissions(raw, where, problems)
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


def _check_omissions(raw: Mapping[str, Any], where: str, problems: list[str]) -> None:
    """A translation that begins or ends with the sign of omission translates a reading that
    does too: the TEI's ``gap`` stands where the reading has it, so a reading without it
    would give a French text that seems whole beside translations that say it is not."""
    ours = apply_marks(raw["reading"]).strip()
    for name in ("english", "russian"):
        text = str(raw.get(name, "")).strip()
        for end, test in (("begins", str.startswith), ("ends", str.endswith)):
            if test(text, OMISSION) and not test(ours, OMISSION):
                problems.append(
                    f"{where}: field 'reading': the {name} translation {end} with {OMISSION} "
                    f"(text not in hand) and the reading does not: mark it ⟦→{OMISSION}⟧"
                )


def first_difference(a: str, b: str) -> str:
    """Where two texts first differ once whitespace-normalised, with context."""
    a, b = normalize_ws(a), normalize_ws(b)
    n = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return f"at character {n}: {a[max(0, n - 20) : n + 20]!r} vs {b[max(0, n - 20) : n + 20]!r}"


def check_aliases(
    aliases: Mapping[str, str], live_ids: Mapping[str, str], shown: str, problems: list[str]
) -> None:
    """Every alias must lead, through other aliases, to a live id."""
    for old, new in aliases.items():
        seen = {old}
        while new in aliases and new not in seen:
            seen.add(new)
            new = aliases[new]
        if new not in live_ids:
            problems.append(
                f"{shown}: alias {old!r}: field 'successor': "
                f"{aliases[old]!r} does not lead to a live id"
            )


def reference_problem(ref: str, aliases: Mapping[str, str]) -> str:
    """Why citing ``ref`` is wrong (retired, or unknown), for an id that is not live."""
    if ref in aliases:
        return f"{ref!r} is retired; cite its successor {aliases[ref]!r}"
    return f"unknown clause {ref!r}"


def check_not_implemented(
    raw: Mapping[str, Any],
    clauses: Mapping[str, Clause],
    listed: Mapping[str, str],
    aliases: Mapping[str, str],
    problems: list[str],
) -> bool:
    """One entry of ``not-implemented.toml``; True when it may be kept."""
    where = raw["_where"]
    cid = raw["id"]
    if cid not in clauses:
        problems.append(f"{where}: field 'id': {reference_problem(cid, aliases)}")
    elif not clauses[cid].rule_bearing:
        problems.append(f"{where}: field 'id': clause {cid!r} is not-mechanical; do not list it")
    elif cid in listed:
        problems.append(f"{where}: field 'id': listed twice")
    elif not raw["reason"].strip():
        problems.append(f"{where}: field 'reason': empty")
    else:
        return True
    return False


def check_source_references(
    source: Source,
    source_ids: Collection[str],
    citable: Collection[str],
    aliases: Mapping[str, str],
    shown: str,
    problems: list[str],
) -> None:
    """A source's ``reported_by`` and its clauses' ``attribution`` name known sources;
    its clauses' ``see_also`` name live clauses or decisions, never the clause itself."""
    for rb in source.reported_by:
        if rb not in source_ids:
            problems.append(f"{shown}: [source]: field 'reported_by': unknown source {rb!r}")
    for c in source.clauses:
        if c.attribution and c.attribution not in source_ids:
            problems.append(
                f"{shown}: clause {c.id!r}: field 'attribution': unknown source {c.attribution!r}"
            )
        for ref in c.see_also:
            if ref == c.id:
                problems.append(f"{shown}: clause {c.id!r}: field 'see_also': refers to itself")
            elif ref not in citable:
                problems.append(
                    f"{shown}: clause {c.id!r}: field 'see_also': {reference_problem(ref, aliases)}"
                )


def check_term_references(
    term: GlossaryTerm,
    citable: Collection[str],
    aliases: Mapping[str, str],
    shown: str,
    problems: list[str],
) -> None:
    """A glossary term cites live clauses or editorial decisions only."""
    for ref in term.clauses:
        if ref not in citable:
            problems.append(
                f"{shown}: term {term.id!r}: field 'clauses': {reference_problem(ref, aliases)}"
            )
