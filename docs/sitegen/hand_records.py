"""The example hands: the hand records of ``tests/records`` as the site shows them.

The engine's tests replay the same files, so every example on the site is a hand the
engine plays as shown. A record is read once per build; its TOML fields give the
title, the ruleset, the clauses it illustrates and its note.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from mkdocs.exceptions import PluginError

from mouche.errors import RulesetError
from mouche.presets import counterpart

from .catalogue import record_context
from .paths import RECORDS_DIR, ROOT

if TYPE_CHECKING:
    from .context import Prose, Site

FALLBACK_COUNTERPART = "vanderaa1721"
"""The preset a record under an unknown ruleset is compared with (the engine's tests
report the unknown ruleset itself)."""


@dataclass(frozen=True, slots=True)
class ExampleRecord:
    """One hand record (or session record) of ``tests/records``."""

    name: str
    text: str
    title: str
    ruleset: str
    illustrates: tuple[str, ...]
    note: str
    is_session: bool
    """A session record (``deals``): listed and replayed, never one steppable hand."""

    @property
    def counterpart(self) -> str:
        """The preset the record is compared with by default (``mouche.presets.counterpart``)."""
        return other_preset(self.ruleset)


def other_preset(ruleset: str) -> str:
    """The preset ``ruleset`` is compared with by default."""
    try:
        return counterpart(ruleset)
    except RulesetError:
        return FALLBACK_COUNTERPART


def read_record(path: Path) -> ExampleRecord:
    """The record at ``path``; malformed TOML stops the build with the file's name."""
    text = path.read_text(encoding="utf-8")
    try:
        meta = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PluginError(f"{path.relative_to(ROOT)}: {exc}") from None
    return ExampleRecord(
        name=path.stem,
        text=text,
        title=str(meta.get("title") or path.stem),
        ruleset=str(meta.get("ruleset", "")),
        illustrates=tuple(str(x) for x in meta.get("illustrates", []) or []),
        note=str(meta.get("note") or ""),
        is_session="deals" in meta,
    )


def load_records(folder: Path = RECORDS_DIR) -> dict[str, ExampleRecord]:
    """Every record of ``folder`` by name, in the order of their file names."""
    return {path.stem: read_record(path) for path in sorted(folder.glob("*.toml"))}


def shown_record(site: Site, record: ExampleRecord) -> ExampleRecord:
    """``record`` with its title and note in the reader's language (``sitegen.catalogue``)."""
    title, note = record_notes(site, record)
    return replace(record, title=title.text, note=note.text)


def record_notes(site: Site, record: ExampleRecord) -> tuple[Prose, Prose]:
    """A record's title and note in the reader's language, each with its language where
    not yet translated."""
    name = record_context(record.name)
    return site.prose(name, "title", record.title), site.prose(name, "note", record.note)
