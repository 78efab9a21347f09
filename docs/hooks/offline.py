"""mkdocs hook: the service worker that keeps the site on the reader's device.

The worker's code is ``docs/javascripts/offline/sw.js``; this hook writes it to the
site's root as ``sw.js`` (a service worker's scope is its folder, and the whole site is
its scope), after one line that gives it the build: its version, every file with the
hash of its bytes, and the files it keeps for offline reading once a page has loaded
(see [`build_data`][build_data]).
Any change to the built site gives another version, so the reader's browser installs
the new worker, which replaces the old cache (keeping only the files left unchanged).

It runs after every other hook's ``on_post_build`` (the engine's wheel and Pyodide
are written there), and it is self-contained: no other module of the site's build is
imported.
"""

from __future__ import annotations

import hashlib
import json
import re
import urllib.parse
from pathlib import Path
from typing import Any, TypedDict

from mkdocs.plugins import event_priority

SOURCE = "javascripts/offline/sw.js"
"""The worker's code, relative to ``docs/`` (not copied as is: written as ``sw.js``)."""
OUTPUT = "sw.js"

WIDGET = re.compile(rb'class="mouche-hand"|id="mouche-(?:play|workbench|numbers|compare)"')
"""A page holding one of the try-it widgets (what ``javascripts/try/try.js`` looks for)."""
ALWAYS_KEPT = ("", "404.html", "sitemap.xml")
"""Kept for offline reading whatever they hold: the home page, the 404 page, and the sitemap
that the theme's instant navigation reads."""
NOT_LISTED = re.compile(r"(?:\.gz|\.map|(?:^|/)objects\.inv)$")
"""Files no browser asks for (compressed copies, source maps, the API inventory)."""
FETCHED_LATER = ("assets/pyodide/", "assets/wheels/", "assets/javascripts/lunr/", "sources/")
"""Kept when first fetched, not with the pages: the engine (about 13 MB, only on a reader's
click), the search's language files but those of the site's languages, and the sources' TEI
and plain-text files (about 360 KB, taken away rather than read here)."""
TREES = ("fr/", "ru/")
"""The French and Russian interfaces (``sitegen.languages``): each tree's files are kept
as the root's are (the same rules, in the tree), for a reader whose page is in that tree
(``trees`` of the build); the root's are kept for every reader (they hold the scripts and
the engine every tree uses)."""
SEARCH_INDEX = "search/search_index.json"
LUNR = "assets/javascripts/lunr/"
HASH_DIGITS = 16


class Build(TypedDict):
    """What the service worker knows of the build it belongs to."""

    version: str
    files: dict[str, str]
    precache: list[str]
    trees: dict[str, list[str]]


def url_path(relative: str) -> str:
    """The path a browser asks for, relative to the site's root: ``try/play/`` for
    ``try/play/index.html``, percent-escaped as in a URL.

    >>> url_path("try/play/index.html"), url_path("index.html"), url_path("a b.css")
    ('try/play/', '', 'a%20b.css')
    """
    if relative == "index.html":
        relative = ""
    elif relative.endswith("/index.html"):
        relative = relative[: -len("index.html")]
    return urllib.parse.quote(relative)


def file_hash(data: bytes) -> str:
    """The first 16 hex digits of the SHA-256 of ``data`` (as the worker computes it)."""
    return hashlib.sha256(data).hexdigest()[:HASH_DIGITS]


def search_files(site_dir: Path) -> list[str]:
    """The language files the theme's search worker loads for the site's languages (it
    reads them from the index's ``config.lang``: the stemmer support, one file per
    language but English, the multi-language file for more than one, and a segmenter
    for Japanese, Hindi or Thai), so that search works offline too."""
    index = site_dir / SEARCH_INDEX
    if not index.is_file():
        return []
    langs = json.loads(index.read_text(encoding="utf-8")).get("config", {}).get("lang", [])
    names = ["min/lunr.stemmer.support.min.js"]
    for lang in langs:
        if lang == "ja":
            names.append("tinyseg.js")
        elif lang in ("hi", "th"):
            names.append("wordcut.js")
        if lang != "en":
            names.append(f"min/lunr.{lang}.min.js")
    if len(langs) > 1:
        names.append("min/lunr.multi.min.js")
    return [LUNR + name for name in names if (site_dir / LUNR / name).is_file()]


def build_data(site_dir: Path, worker: str = "") -> Build:
    """The build as the worker reads it: every file a browser may fetch with its hash,
    the version (a hash of them all), and the files kept for offline reading: the pages with a
    widget, the home and 404 pages, the scripts, styles and images the pages use, and
    the search (its index, its worker and its languages). The worker's own code
    (``worker``) is part of the version: a change to it replaces the caches as well."""
    files: dict[str, str] = {}
    kept: dict[str, list[str]] = {"": [], **{t: [] for t in TREES}}
    searching = set(search_files(site_dir))
    for t in TREES:
        searching |= {t + name for name in search_files(site_dir / t)}
    for path in sorted(p for p in site_dir.rglob("*") if p.is_file()):
        relative = path.relative_to(site_dir).as_posix()
        if relative == OUTPUT or NOT_LISTED.search(relative):
            continue
        data = path.read_bytes()
        key = url_path(relative)
        files[key] = file_hash(data)
        in_tree = next((t for t in TREES if relative.startswith(t)), "")
        local = relative.removeprefix(in_tree)
        if url_path(local) in ALWAYS_KEPT or relative in searching:
            kept[in_tree].append(key)
        elif relative.endswith(".html"):
            if WIDGET.search(data):
                kept[in_tree].append(key)
        elif not local.startswith(FETCHED_LATER):
            kept[in_tree].append(key)
    listing = worker + "".join(f"{key} {value}\n" for key, value in files.items())
    version = file_hash(listing.encode("utf-8"))
    trees = {t: paths for t, paths in kept.items() if t and paths}
    return {"version": version, "files": files, "precache": kept[""], "trees": trees}


def service_worker(source: str, build: Build) -> str:
    """The ``sw.js`` of a build: the line that defines ``BUILD``, then the worker's code."""
    data = json.dumps(build, separators=(",", ":"), sort_keys=True)
    return f"const BUILD = {data};\n{source}"


def write_service_worker(site_dir: Path, docs_dir: Path) -> Build:
    """Write ``site_dir/sw.js`` for the site as built; return what it was told."""
    source = (docs_dir / SOURCE).read_text(encoding="utf-8")
    build = build_data(site_dir, source)
    (site_dir / OUTPUT).write_text(service_worker(source, build), encoding="utf-8")
    return build


def on_files(files: Any, config: Any) -> Any:
    """The worker's code is not a file of the site as it stands (``sw.js`` is)."""
    source = files.get_file_from_path(SOURCE)
    if source is not None:
        files.remove(source)
    return files


@event_priority(-100)  # after the hooks that write the engine's files and the other trees
def on_post_build(config: Any) -> None:
    if config["extra"].get("language_tree"):  # fr/, ru/: the root's worker keeps them
        return
    write_service_worker(Path(config["site_dir"]), Path(config["docs_dir"]))
