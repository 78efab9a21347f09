"""The navigation: the sections of ``mkdocs.yml`` that start with a generated index get
one entry per source (in the index's groups), per preset (by its title, in the reader's
language) and per engine module."""

from __future__ import annotations

from .context import Site
from .pages.sources import sources_by_group
from .strings import QUICK_RULES_NAV, REFERENCE_MODULES_NAV

NavEntry = dict[str, object]
"""One entry of a ``nav`` list: ``{title: path}`` or ``{title: [entries]}``."""


def generated_entries(site: Site) -> dict[str, list[NavEntry]]:
    """The index page that starts a nav section -> the entries to add after it."""
    data = site.data
    titles = {rid: site.engine(ruleset.title) for rid, ruleset in data.presets.items()}
    presets: list[NavEntry] = [{title: f"rulesets/{rid}.md"} for rid, title in titles.items()]
    quick = [{title: f"rulesets/quick/{rid}.md"} for rid, title in titles.items()]
    return {
        "sources/index.md": [
            {name: [{site.source_short(s): f"sources/{s.id}.md"} for s in items]}
            for name, items in sources_by_group(site)
        ],
        "rulesets/index.md": presets + [{QUICK_RULES_NAV: quick}],
        "reference/index.md": [
            {REFERENCE_MODULES_NAV: [{f"mouche.{m}": f"reference/{m}.md"} for m in data.modules]}
        ]
        if site.english
        else [],
    }


def _paths(entry: object) -> set[str]:
    """The page paths an entry names directly (a path, or the paths of ``{title: path}``)."""
    if isinstance(entry, str):
        return {entry}
    if isinstance(entry, dict):
        return {v for v in entry.values() if isinstance(v, str)}
    return set()


def extend_nav(items: list[object], extra: dict[str, list[NavEntry]]) -> None:
    """Add ``extra``'s entries after their index in ``items``, in every section, in place;
    an entry whose page the section already lists is not added twice."""
    for item in items:
        if isinstance(item, dict):
            for value in item.values():
                if isinstance(value, list):
                    extend_nav(value, extra)
    for index, entries in extra.items():
        if index not in items:
            continue
        present = {path for i in items for path in _paths(i)}
        at = items.index(index) + 1
        for entry in entries:
            if not _paths(entry) & present:
                items.insert(at, entry)
                at += 1


def section_indexes(items: list[object], docs: set[str]) -> dict[str, tuple[str, list[NavEntry]]]:
    """The sections of the navigation whose pages sit in one folder with no page of its own
    (``try/``, ``rulesets/quick/``): that folder's ``index.md`` -> the section's title and
    entries, so that the folder's address, a reader's natural guess, is a page listing them
    and not a 404 (issue 40.11). ``docs``: the pages ``docs/`` has."""
    found: dict[str, tuple[str, list[NavEntry]]] = {}
    for item in items:
        if not isinstance(item, dict):
            continue
        for title, value in item.items():
            if not isinstance(value, list):
                continue
            found |= section_indexes(value, docs)
            paths = [p for entry in value for p in _paths(entry)]
            folders = {p.rpartition("/")[0] for p in paths}
            if len(folders) != 1 or len(paths) != len(value) or not (folder := folders.pop()):
                continue
            index = f"{folder}/index.md"
            if index not in paths and index not in docs:
                found[index] = (str(title), [e for e in value if isinstance(e, dict)])
    return found
