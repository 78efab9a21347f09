"""Helpers for the site tests: build the site once, read its HTML.

The session fixture ``built_site`` (in ``tests/conftest.py``) calls :func:`build_site`
once per test session; the site tests and the browser tests both use it.
"""

from __future__ import annotations

import html
import importlib.util
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache, cached_property
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType

from mkdocs.config import load_config
from sitegen.render import Templates

ROOT = Path(__file__).resolve().parent.parent
PUBLIC = "https://example.org/mouche/"
"""The public address of the ``public_site`` build."""
PUBLIC_BUILD_DATE = "1764547200"
"""Its ``SOURCE_DATE_EPOCH``: 2025-12-01."""


def load_hook(name: str) -> ModuleType:
    """The build hook ``docs/hooks/<name>.py`` as a module (hooks are files, not a package)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "docs" / "hooks" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build_site(dest: Path, site_url: str | None = None) -> Path:
    """``mkdocs build --strict`` into ``dest`` (``site_url``: its public address, built on
    :data:`PUBLIC_BUILD_DATE`); fails with mkdocs' output if the build fails."""
    env = None
    if site_url is not None:
        env = {**os.environ, "MOUCHE_SITE_URL": site_url, "SOURCE_DATE_EPOCH": PUBLIC_BUILD_DATE}
    proc = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(dest)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
    )
    if proc.returncode != 0:
        raise AssertionError(f"mkdocs build --strict failed:\n{proc.stdout}\n{proc.stderr}")
    return dest


@cache
def site_templates() -> Templates:
    """The site generator's templates, in the theme's environment of ``mkdocs.yml``."""
    return Templates.of(load_config(str(ROOT / "mkdocs.yml")))


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    lang: str  # the language in effect on this element (inherited)
    text: list[str] = field(default_factory=list)
    folded: bool = False  # inside a <template>: out of the live page until a script moves it in


class PageParser(HTMLParser):
    """Collects every element with its attributes, the inherited ``lang``, and texts."""

    VOID = frozenset(
        [
            "area",
            "base",
            "br",
            "col",
            "embed",
            "hr",
            "img",
            "input",
            "link",
            "meta",
            "param",
            "source",
            "track",
            "wbr",
        ]
    )

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[Element] = []
        self.stack: list[Element] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: (v or "") for k, v in attrs}
        lang = a.get("lang") or (self.stack[-1].lang if self.stack else "")
        folded = bool(self.stack) and (self.stack[-1].folded or self.stack[-1].tag == "template")
        el = Element(tag, a, lang, folded=folded)
        self.elements.append(el)
        if tag not in self.VOID:
            self.stack.append(el)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                break

    def handle_data(self, data: str) -> None:
        for el in self.stack:
            el.text.append(data)


@dataclass(eq=False)
class Page:
    """A built page, read once per test process (:func:`read_page`): shared by the tests
    that read it, which never change it. Its elements are parsed when first asked for."""

    path: Path
    url: str  # site-relative URL of the page, e.g. "sources/academie/"
    html: str

    @cached_property
    def elements(self) -> tuple[Element, ...]:
        parser = PageParser()
        parser.feed(self.html)
        return tuple(parser.elements)

    @property
    def ids(self) -> set[str]:
        return {e.attrs["id"] for e in self.elements if "id" in e.attrs}

    def find(self, tag: str | None = None, cls: str | None = None) -> Iterator[Element]:
        for e in self.elements:
            if tag and e.tag != tag:
                continue
            if cls and cls not in e.attrs.get("class", "").split():
                continue
            yield e


def read_page(site: Path, path: Path) -> Page:
    """The page at ``path`` of the site built in ``site``: read once while the file is
    unchanged (many tests read the same pages of the same build)."""
    stat = path.stat()
    return _read_page(site, path, stat.st_mtime_ns, stat.st_size)


@cache
def _read_page(site: Path, path: Path, mtime_ns: int, size: int) -> Page:
    text = path.read_text(encoding="utf-8")
    rel = path.relative_to(site).as_posix()
    url = rel[: -len("index.html")] if rel.endswith("index.html") else rel
    return Page(path, url, text)


OTHER_TREES = ("fr", "ru")
"""The French and Russian interfaces' folders in the built site (``sitegen.languages``)."""


def pages(site: Path) -> Iterator[Page]:
    """The English pages (the French and Russian trees: :func:`tree_pages`)."""
    for path in sorted(site.rglob("*.html")):
        parts = path.relative_to(site).parts
        if "assets" in parts or parts[0] in OTHER_TREES:
            continue
        yield read_page(site, path)


def tree_pages(site: Path, lang: str) -> Iterator[Page]:
    """The pages of one interface (``en``: the root's), each ``url`` relative to its tree."""
    yield from pages(site if lang == "en" else site / lang)


def page(site: Path, url: str) -> Page:
    return read_page(site, site / url / "index.html" if not url.endswith(".html") else site / url)


def resolve(page_url: str, href: str) -> tuple[str, str]:
    """(site-relative page URL, fragment) that ``href`` on ``page_url`` points to."""
    from urllib.parse import urljoin, urlsplit

    full = urlsplit(urljoin("http://site.invalid/" + page_url, html.unescape(href)))
    path = full.path.lstrip("/")
    if path.endswith("index.html"):
        path = path[: -len("index.html")]
    return path, full.fragment
