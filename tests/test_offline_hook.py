"""The build step that writes the service worker (``docs/hooks/offline.py``): every file
with the hash of its bytes, a version that changes with any change, and what is kept for
offline reading (the widget pages and the shell, not the engine)."""

from __future__ import annotations

import doctest
import hashlib
import json
from pathlib import Path
from types import ModuleType

from site_helpers import ROOT, load_hook


def _hook() -> ModuleType:
    return load_hook("offline")


def _site(root: Path) -> Path:
    files = {
        "index.html": "<h1>Home</h1>",
        "404.html": "<h1>Not found</h1>",
        "sitemap.xml": "<urlset/>",
        "try/play/index.html": '<div id="mouche-play" class="mouche-play"></div>',
        "glossary/index.html": "<p>Words</p>",
        "javascripts/try/try.js": "export {};",
        "assets/pyodide/pyodide.asm.wasm": "\0asm",
        "assets/wheels/manifest.json": "{}",
        "assets/javascripts/bundle.0123abcd.min.js.map": "{}",
        "sitemap.xml.gz": "gz",
        "search/search_index.json": json.dumps({"config": {"lang": ["en", "fr"]}, "docs": []}),
        "assets/javascripts/lunr/min/lunr.stemmer.support.min.js": "s",
        "assets/javascripts/lunr/min/lunr.fr.min.js": "fr",
        "assets/javascripts/lunr/min/lunr.de.min.js": "de",
        "assets/javascripts/lunr/min/lunr.multi.min.js": "multi",
    }
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_every_file_is_listed_with_the_hash_of_its_bytes(tmp_path: Path) -> None:
    build = _hook().build_data(_site(tmp_path))
    files = build["files"]
    assert files["try/play/"] == hashlib.sha256(
        (tmp_path / "try/play/index.html").read_bytes()
    ).hexdigest()[:16]
    assert "" in files and "glossary/" in files and "assets/pyodide/pyodide.asm.wasm" in files
    assert not [p for p in files if p.endswith((".gz", ".map"))]


def test_offline_reading_keeps_the_widget_pages_and_the_shell_not_the_engine(
    tmp_path: Path,
) -> None:
    precache = set(_hook().build_data(_site(tmp_path))["precache"])
    assert {"", "404.html", "sitemap.xml", "try/play/", "javascripts/try/try.js"} <= precache
    assert "glossary/" not in precache  # kept once the reader opens it
    assert not [p for p in precache if p.startswith(("assets/pyodide/", "assets/wheels/"))]
    # The search, in the site's languages only (English needs no file of its own).
    lunr = {p.rsplit("/", 1)[1] for p in precache if "/lunr/" in p}
    assert lunr == {"lunr.stemmer.support.min.js", "lunr.fr.min.js", "lunr.multi.min.js"}
    assert "search/search_index.json" in precache


def test_the_version_changes_with_any_file_and_with_the_worker(tmp_path: Path) -> None:
    hook = _hook()
    site = _site(tmp_path)
    first = hook.build_data(site, "worker code")["version"]
    assert hook.build_data(site, "worker code")["version"] == first
    assert hook.build_data(site, "other worker code")["version"] != first
    (site / "glossary/index.html").write_text("<p>More words</p>", encoding="utf-8")
    assert hook.build_data(site, "worker code")["version"] != first


def test_sw_js_is_the_build_line_then_the_worker(tmp_path: Path) -> None:
    hook = _hook()
    site = _site(tmp_path / "site")
    build = hook.write_service_worker(site, ROOT / "docs")
    first, rest = (site / "sw.js").read_text(encoding="utf-8").split("\n", 1)
    assert json.loads(first.removeprefix("const BUILD = ").removesuffix(";")) == build
    assert rest == (ROOT / "docs" / hook.SOURCE).read_text(encoding="utf-8")
    assert "sw.js" not in build["files"]


def test_doctests() -> None:
    assert doctest.testmod(_hook()).failed == 0
