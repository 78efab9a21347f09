"""What the generated pages are made from, loaded once per build, typed.

The edition (``mouche.edition``: sources, clauses, glossary, editorial decisions,
retired ids), the engine's options and presets (``mouche.rulesets``), its
clause-to-code map (``mouche.clause_map``), its modules, and the example hands
(``tests/records``). The lookups here turn an id into what a reader calls it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mkdocs.exceptions import PluginError

from mouche.citations import site_url
from mouche.clause_map import clause_refs, engine_refs
from mouche.edition.loading import load_library
from mouche.edition.model import Clause, GlossaryTerm, Library, Source, SourceError
from mouche.edition.names import short_names
from mouche.editorial import EditorialDecision
from mouche.presets import PRESETS
from mouche.registry import EngineRef
from mouche.rulesets import OPTIONS, Option, Ruleset

from .hand_records import ExampleRecord, load_records
from .paths import ENGINE_DIR


@dataclass(frozen=True)
class SiteData:
    """Everything the generated pages are made from."""

    site_url: str
    """The public address (``MOUCHE_SITE_URL``), or "" for a local build."""
    library: Library
    options: Mapping[str, Option]
    presets: Mapping[str, Ruleset]
    functions: tuple[EngineRef, ...]
    """The rule functions registered with ``mouche.registry.implements``."""
    clause_refs: Mapping[str, Sequence[EngineRef]]
    """Clause id -> the engine objects that implement it."""
    modules: tuple[str, ...]
    """The engine's modules under ``mouche``, each a reference page."""
    records: Mapping[str, ExampleRecord]
    short_names: Mapping[str, str]
    """Source id -> its short name (``mouche.edition.names``)."""

    # ---- the edition

    @property
    def sources(self) -> tuple[Source, ...]:
        return tuple(self.library.sources.values())

    @property
    def clauses(self) -> Mapping[str, Clause]:
        return self.library.clauses

    @property
    def decisions(self) -> tuple[EditorialDecision, ...]:
        return tuple(self.library.decisions.values())

    @property
    def glossary(self) -> tuple[GlossaryTerm, ...]:
        return tuple(self.library.glossary.values())

    def source_of(self, clause: Clause) -> Source:
        return self.library.sources[clause.source_id]

    def source_short(self, source: Source) -> str:
        """A short name for running text: 'Cotton 1674', 'Encyclopédie 1765 (Mouche)'."""
        return self.short_names[source.id]

    # ---- ids

    def canonical(self, ref_id: str) -> str:
        """The live id for a retired one (``sources/aliases.toml``), else the id itself."""
        return self.library.canonical(ref_id)

    def retired_in(self, source_id: str) -> list[tuple[str, str]]:
        """(retired id, live successor) for the retired clause ids of a source."""
        return sorted(
            (old, self.canonical(old))
            for old in self.library.aliases
            if old.split(".", 1)[0] == source_id and "." in old
        )

    def is_source(self, ref_id: str) -> bool:
        return ref_id in self.library.sources

    def decision(self, ref_id: str) -> EditorialDecision | None:
        return self.library.decisions.get(ref_id)

    def known(self, ref_id: str) -> bool:
        """A clause, an editorial decision or a source: what a citation may name."""
        return ref_id in self.clauses or ref_id in self.library.decisions or self.is_source(ref_id)

    # ---- the engine

    def choice_label(self, name: str, value: str) -> str:
        """The option choice a value falls under (an integer value falls under "N")."""
        return self.options[name].choice(value).label


def engine_modules() -> tuple[str, ...]:
    """The engine's modules as dotted names under ``mouche`` (``cards``, then ``edition.model``,
    then ``edition.tei`` and its modules: a package inside a package has a page of its own)."""
    files = [
        *ENGINE_DIR.glob("*.py"),
        *(p for p in ENGINE_DIR.glob("*/*.py") if (p.parent / "__init__.py").is_file()),
        *(p for p in ENGINE_DIR.glob("*/*/*.py") if (p.parents[1] / "__init__.py").is_file()),
    ]
    names = []
    for p in files:
        parts = p.relative_to(ENGINE_DIR).with_suffix("").parts
        if parts[-1] == "__init__" and len(parts) == 3:
            names.append(".".join(parts[:2]))
        elif parts[-1] not in {"__init__", "__main__"}:
            names.append(".".join(parts))
    return tuple(sorted(names, key=lambda name: (name.count("."), name)))


def public_site_url() -> str:
    """The site's public address (``MOUCHE_SITE_URL``), or "" for a local build."""
    try:
        return site_url()
    except ValueError as exc:
        raise PluginError(str(exc)) from exc


def load_site_data() -> SiteData:
    """The edition, the engine's options and clause map, and the example hands."""
    try:
        library = load_library()
    except SourceError as exc:
        raise PluginError(f"the source data does not load:\n{exc}") from exc
    return SiteData(
        site_url=public_site_url(),
        library=library,
        options=OPTIONS,
        presets=PRESETS,
        functions=tuple(r for r in engine_refs() if r.kind == "function"),
        clause_refs=clause_refs(),
        modules=engine_modules(),
        records=load_records(),
        short_names=short_names(library.sources.values()),
    )
