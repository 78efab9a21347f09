"""Stylesheets not needed for the first paint load without blocking it: the example-hand
widgets' (folded until opened) and mkdocstrings' (reference pages only), on every page
that shows neither at first."""

from __future__ import annotations

import re

from markupsafe import Markup
from mkdocs.structure.pages import Page

from .render import Templates

LATE_CSS = re.compile(
    r'<link rel="stylesheet" href="([^"]*(?:javascripts/try/try\.css|_mkdocstrings\.css))">'
)
EAGER_PAGES = ("reference/", "try/", "records.md", "rulesets/compare")
"""Pages that show a widget or the reference at first: their stylesheets block as usual."""


def defer_stylesheets(templates: Templates, html: str, page: Page) -> str:
    """The page's HTML with the late stylesheets loaded without blocking the first paint."""
    if page.file.src_uri.startswith(EAGER_PAGES):
        return html
    return LATE_CSS.sub(
        lambda m: templates.html("deferred_stylesheet.html", href=Markup(m[1])), html
    )
