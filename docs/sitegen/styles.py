"""The site's stylesheets, loaded so that none of them holds up the first paint but the
theme's own (issue 24.8):

* the site's screen rules (``site.css``, ``edition.css``: small, needed for the first paint
  of every page) are inlined in the page's head, where they cost no request;
* the print rules (``print.css``) load for print only (``media="print"``), which never
  blocks the screen;
* the try-it widgets' rules (``try.css``) are inlined on the pages that show a widget at
  first, and load without blocking on the others (where the example hands are folded);
* mkdocstrings' (``_mkdocstrings.css``, written by the plugin) block on the reference pages,
  which need them, and are left out elsewhere: no other page holds a docstring, and their
  ``:root`` and colour-scheme rules, once loaded, restyled the whole page (the theme's
  instant navigation adds them to the head on the way into the reference, as it does any
  head tag the next page has).
"""

from __future__ import annotations

import re
from pathlib import Path

from markupsafe import Markup

from .render import Templates

SCREEN_CSS = re.compile(
    r'<link rel="stylesheet" href="(?:\.\./|/)*(stylesheets/(?:site|edition)\.css)">'
)
"""The site's screen stylesheets, as ``extra_css`` links them (``mkdocs.yml``)."""
PRINT_CSS = re.compile(
    r'<link rel="stylesheet" href="((?:\.\./|/)*stylesheets/print\.css)">'
)
WIDGET_CSS = re.compile(
    r'<link rel="stylesheet" href="((?:\.\./|/)*(javascripts/try/try\.css))">'
)
WIDGET_PAGES = ("try/", "records.md", "rulesets/compare")
"""Pages that show a try-it widget at first."""
REFERENCE_CSS = re.compile(r'<link rel="stylesheet" href="([^"]*_mkdocstrings\.css)">')
REFERENCE_PAGES = ("reference/",)


def stylesheet_text(path: Path) -> str:
    """A stylesheet's text, to inline (it must hold no ``</style``)."""
    text = path.read_text(encoding="utf-8")
    if "</style" in text.lower():
        raise ValueError(f"{path}: a stylesheet to inline must not hold '</style'")
    return text


def page_stylesheets(templates: Templates, html: str, src: str, docs: Path) -> str:
    """The HTML of the page made from ``src`` (its path in ``docs``, the ``docs_dir``)
    with its stylesheets inlined (from ``docs``), for print only, or deferred."""

    def inline(path: str) -> str:
        css = Markup(stylesheet_text(docs / path))
        return templates.html("inline_stylesheet.html", path=path, css=css)

    def deferred(href: str) -> str:
        return templates.html("deferred_stylesheet.html", href=Markup(href))

    html = SCREEN_CSS.sub(lambda m: inline(m[1]), html)
    html = PRINT_CSS.sub(
        lambda m: templates.html("print_stylesheet.html", href=Markup(m[1])), html
    )
    if src.startswith(WIDGET_PAGES):
        html = WIDGET_CSS.sub(lambda m: inline(m[2]), html)
    else:
        html = WIDGET_CSS.sub(lambda m: deferred(m[1]), html)
    if not src.startswith(REFERENCE_PAGES):
        html = REFERENCE_CSS.sub("", html)
    return html
