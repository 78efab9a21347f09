"""The data model of the edition: sources, clauses, glossary terms, the library.

A [`Source`][Source] (one ``sources/<source-id>.toml``) holds its [`Clause`][Clause]
objects in source order; ``sources/glossary.toml`` gives [`GlossaryTerm`][GlossaryTerm]
objects; the editorial decisions of [`mouche.editorial`][mouche.editorial] are the items of
the pseudo-source ``editorial``.  A [`Library`][Library] holds them all by id and
resolves retired ids (``sources/aliases.toml``) to their successors.  The
schema is in CONTRIBUTING.md; [`mouche.edition.loading`][mouche.edition.loading] builds a library
from the files.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeAlias

from mouche.edition.marks import Segment, apply_marks, mark_segments
from mouche.editorial import EditorialDecision
from mouche.errors import excerpt

__all__ = [
    "DEFAULT_SOURCES_DIR",
    "EDITORIAL_SOURCE_ID",
    "FAMILIES",
    "ID_RE",
    "KINDS",
    "NON_SOURCE_FILES",
    "NOT_MECHANICAL",
    "RULE_TAGS",
    "SOURCE_ID_RE",
    "STATUSES",
    "TEXT_STATUSES",
    "Clause",
    "GlossaryTerm",
    "Item",
    "Library",
    "Source",
    "SourceError",
    "clause_permalink",
]

DEFAULT_SOURCES_DIR = Path(__file__).resolve().parents[2] / "sources"
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


class SourceError(ValueError):
    """A defect in the source data; ``problems`` lists every message.

    Each message names the file, then the clause (or ``[source]``/term), then the
    field: ``sources/academie.toml: clause 'academie.11': field 'tags': ...``.
    """

    def __init__(self, problems: Sequence[str]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


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
    see_also: tuple[str, ...] = ()
    """Clauses of other sources this one points to or answers (live ids)."""
    section: str = ""
    """The heading of the section it stands in, as the source prints it; for a reported
    clause, the heading of the section of the report that it paraphrases."""
    sub_verbo: str = ""
    """The headword of a dictionary or encyclopaedia entry, cited *sub verbo*."""

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
        """The reading cut into text and correction marks (see [`mark_segments`][mark_segments])."""
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
    accessed: str = ""
    """``YYYY-MM-DD``: the day the page at ``url`` (or a web page without one) was consulted."""
    edition: str = ""
    """The edition, when not the first: ``"11"`` for the eleventh."""
    date_edtf: str = ""
    """An undated work (``year`` 0): what is known of its date, in EDTF (``18XX``)."""
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
        """Absolute path of the copy in hand, if any."""
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
            raise KeyError(f"no source {excerpt(source_id)}") from None

    def clause(self, clause_id: str) -> Clause:
        """The clause ``clause_id`` (following aliases)."""
        try:
            return self.clauses[self.canonical(clause_id)]
        except KeyError:
            raise KeyError(f"no clause {excerpt(clause_id)}") from None

    def term(self, term_id: str) -> GlossaryTerm:
        """The glossary term ``term_id`` (following aliases)."""
        try:
            return self.glossary[self.canonical(term_id)]
        except KeyError:
            raise KeyError(f"no glossary term {excerpt(term_id)}") from None

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
