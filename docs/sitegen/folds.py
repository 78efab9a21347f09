"""The example hands folded under a source's clauses, their bodies out of the page's live
DOM until the reader opens them (issue 24.8).

The Académie's page holds two dozen example hands, each folded in a closed ``<details>``
(``example_hands.md.jinja``); built into the page, their cards, rulings and clause links
were half its elements, and the theme's script mounted every link of them before the
page could answer. Each hand's body goes into a ``<template>`` (``macros.fold``) inside
its widget, which stays in the page: ``javascripts/site/site.js`` moves the body in when
the fold opens, before ``try.js`` (which starts a folded hand when its fold opens) builds
the step-through player. The Cite controls fold their own bodies (``cite.html``).
"""

from __future__ import annotations

import re

from markupsafe import Markup

from .render import Templates

FOLDED_HAND = re.compile(
    r'(?P<head><details class="example example-hand">[^\n]*\n(?:[^\n]*\n)*?)'
    r'(?P<open><div class="mouche-hand"[^>\n]*>)(?P<body>[^\n]*)</div>$',
    re.MULTILINE,
)
"""A folded example hand: its fold's head, then its widget on one line
(``widgets/hand.html``): the widget's opening tag and its body."""


def fold_example_hands(templates: Templates, html: str) -> str:
    """``html`` with each folded example hand's body in a ``<template>``."""
    if 'class="example example-hand"' not in html:
        return html
    fold = templates.macro("fold")

    def folded(match: re.Match[str]) -> str:
        return f"{match['head']}{match['open']}{fold(Markup(match['body']))}</div>"

    return FOLDED_HAND.sub(folded, html)
