"""The clause-coverage report: which clauses the engine implements, both directions.

Every clause that bears a rule (any tag but ``not-mechanical``) must be
implemented by an engine object (an ``@implements`` rule function or an option
value citing it, [`mouche.registry`][mouche.registry]) or be listed in
``sources/not-implemented.toml`` with a reason; every id the engine cites must be
a live clause or editorial decision.  [`mapping_report`][mapping_report] checks both.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import IO, Any

from mouche.edition.marks import normalize_ws
from mouche.edition.model import Library
from mouche.messages import ENGLISH, Message, counted, listed, render, translate

__all__ = ["MappingReport", "extract_reasons", "mapping_report", "reason_context"]


def reason_context(clause_id: str) -> str:
    """The ``msgctxt`` of the reason a clause is not implemented: ``balzac1839.2.reason``."""
    return f"{clause_id}.reason"


def extract_reasons(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel extractor of ``sources/not-implemented.toml`` for the ``mouche`` domain (``make
    catalogs``): each reason, a message with its clause's ``msgctxt``, so that ``python -m
    mouche sources`` says it in the reader's language."""
    text = fileobj.read().decode("utf-8")
    for item in tomllib.loads(text).get("clause", []):
        reason = str(item.get("reason", ""))
        line = text.count("\n", 0, max(text.find(reason), 0)) + 1
        yield line, "pgettext", (reason_context(str(item["id"])), reason), []


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

    def to_text(self, library: Library, lang: str = ENGLISH) -> str:
        """A readable report, its words in ``lang`` (the ids as they are; the reasons of
        ``not-implemented.toml`` as the ``mouche`` catalogue translates them)."""
        rule = [c for c in library.clauses.values() if c.rule_bearing]
        head = Message(
            "{clauses} in {sources}: {rules}, {loose}",
            clauses=counted("{} clause", "{} clauses", len(library.clauses)),
            sources=counted("{} source", "{} sources", len(library.sources)),
            rules=counted("{} bears rules", "{} bear rules", len(rule)),
            loose=counted("{} not mechanical", "{} not mechanical", len(self.not_mechanical)),
        )
        out: list[object] = [head]
        partly = Message("  [partly; see not-implemented]")
        out += ["", Message("Implemented ({}):", len(self.implemented))]
        for cid, refs in self.implemented.items():
            more = partly if cid in self.not_implemented else ""
            out.append(Message("  {}: {}{}", cid, listed([_ref_name(r) for r in refs]), more))
        out += ["", Message("Editorial decisions cited by the engine ({}):", len(self.decisions))]
        for did, refs in self.decisions.items():
            names = listed([_ref_name(r) for r in refs]) if refs else Message("(not cited)")
            out.append(Message("  {}: {}", did, names))
        out += ["", Message("Not yet implemented ({}):", len(self.not_implemented))]
        for cid, reason in self.not_implemented.items():
            said = translate(reason, lang, reason_context(cid))
            out.append(f"  {cid}: {normalize_ws(said)}")
        out += ["", Message("Not mechanical ({}):", len(self.not_mechanical))]
        out.extend(f"  {cid}" for cid in self.not_mechanical)
        out += ["", Message("Warnings ({}):", len(self.warnings))]
        out.extend(f"  {w}" for w in self.warnings)
        out += ["", Message("Errors ({}):", len(self.errors))]
        out.extend(f"  {e}" for e in self.errors)
        return "\n".join(render(line, lang) for line in out)


def _ref_name(ref: Any) -> str:
    kind = getattr(ref, "kind", "")
    name = getattr(ref, "name", str(ref))
    return Message("option {}", name) if kind == "option" else str(name)


def mapping_report(
    library: Library, refs: Mapping[str, Sequence[Any]] | None = None
) -> MappingReport:
    """Both directions of the clause-to-engine mapping.

    ``refs`` maps clause ids to engine objects (default:
    [`mouche.clause_map.clause_refs`][mouche.clause_map.clause_refs]).  Errors: an engine
    object citing an id that is not a clause or editorial decision (or a retired one); a
    rule-bearing clause neither implemented nor listed in ``not-implemented.toml``.
    """
    if refs is None:
        from mouche.clause_map import clause_refs

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
