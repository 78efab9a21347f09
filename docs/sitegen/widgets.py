"""The engine's widgets in the pages: each a placeholder with its data, that the site's
scripts (``docs/javascripts/try/``) bring to life with the engine in the browser.

* a ```` ```mouche-hand ```` fence (a hand record, optionally ``title="..."`` and
  ``compare="<preset>"`` after the fence name) becomes an example hand: the hand as
  the engine (CPython, at build time) reads it, its record's text folded, and the
  step-through player on the reader's click (``try.js``);
* ``<!-- mouche:play -->``: the Play page's table, with the presets for its form;
* ``<!-- mouche:workbench -->``: the workbench, with a sample record as text;
* ``<!-- mouche:numbers -->``: the simulator of "Rulesets in numbers", with the presets
  and options for its form and the site's version and date (to cite a figure as the
  site's pages are cited: CMOS 17, 14.13).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from typing import Any

from markupsafe import Markup

from mouche import __version__
from mouche.browser import rulesets_json
from mouche.cards import parse_card
from mouche.citations import MONTHS, build_date
from mouche.compare import outcome_text
from mouche.errors import MoucheError
from mouche.messages import in_language, render, translate
from mouche.presets import PRESETS
from mouche.records import HandRecord, format_record, parse_any, replay_json
from mouche.rulesets import OPTIONS
from mouche.session import deal_from_seed
from mouche.simulate import MAX_DEALS, MAX_SESSION, SIMPLE_STYLES
from mouche.strategy import choose

from .card_letters import rank_letter, reader_cards
from .catalogue import translations as site_translations
from .context import Site
from .data import load_site_data
from .links import ref_labels
from .once import once
from .render import Templates
from .strings import choice_name
from .widget_catalogues import SOURCE_LANGUAGE, template_gettext, translations

FENCE = re.compile(
    r"^(?P<fence>`{3,}|~{3,})mouche-hand(?P<attrs>[^\n`]*)\n(?P<body>.*?)^(?P=fence)[ \t]*$",
    re.MULTILINE | re.DOTALL,
)
"""A ```` ```mouche-hand ```` fence: its attributes and its body, a hand record."""
_ATTR = re.compile(r'(\w+)="([^"]*)"')


RANK_NAMES = {"A": "ace", "K": "king", "Q": "queen", "J": "knave"}
CARD_NAMES = {
    "S": "{rank} of spades",
    "H": "{rank} of hearts",
    "D": "{rank} of diamonds",
    "C": "{rank} of clubs",
}
"""A card in words, as ``render.js`` names it for its tooltip ("knave of hearts"): the same
messages of the ``widgets`` catalogue, one a suit (a language's suit after a rank)."""


def card_view(token: str, lang: str = SOURCE_LANGUAGE) -> dict[str, object]:
    """A card as the page shows it: ``K♠``, red or not, named in words for its tooltip
    in ``lang`` (as ``render.js`` shows cards in the browser)."""
    try:
        card = parse_card(token)
    except MoucheError:
        return {"label": token, "red": False, "name": token}
    say = translations(lang).gettext
    rank = say(RANK_NAMES[card.rank]) if card.rank in RANK_NAMES else card.rank
    name = say(CARD_NAMES[card.suit]).format(rank=rank)
    label = rank_letter(card.rank, lang) + card.symbol[len(card.rank) :]
    return {"label": label, "red": card.suit in "HD", "name": name}


def hand_reading(record: str) -> dict[str, Any] | None:
    """The hand as a reader reads it with no engine running: the CPython engine's replay
    (``replay --json``) of ``record``, or None for a record it cannot read or a session."""
    try:
        parsed = parse_any(record)
        if not isinstance(parsed, HandRecord):
            return None
        result = replay_json(parsed)
    except MoucheError:
        return None
    error = result.get("error")
    if error and 0 <= int(error.get("action", -1)) < len(parsed.actions):
        result["refused"] = parsed.actions[int(error["action"])]
    return result


def clause_name(templates: Templates, ref_id: str) -> str:
    """A clause or decision as a reader reads it, in the templates' language ("Académie des
    jeux, Art. 6"; in Russian "…, Ст. 6"), not its id (issue 40.11)."""
    return ref_labels(Site(once(("data",), load_site_data), templates), ref_id)[0]


def hand_widget(
    templates: Templates, record: str, attrs: str = "", lang: str = SOURCE_LANGUAGE
) -> Markup:
    """The placeholder of one example hand, on one line: the deal, each action with its
    rulings and the outcome, then the record's text behind a toggle; its words in ``lang``."""
    options = dict(_ATTR.findall(attrs))
    return templates.html(
        "widgets/hand.html",
        record=record.rstrip("\n") + "\n",
        title=options.get("title", ""),
        compare=options.get("compare", ""),
        reading=in_language(hand_reading(record), lang),
        card=lambda token: card_view(token, lang),
        symbols=lambda text: reader_cards(text, lang),
        label=lambda ref_id: clause_name(templates, ref_id),
        outcome=lambda field, value: render(outcome_text(field, value), lang),
        _=template_gettext(lang),
    )


def replace_hand_fences(templates: Templates, markdown: str, lang: str = SOURCE_LANGUAGE) -> str:
    """Every ```` ```mouche-hand ```` fence of ``markdown`` as a widget placeholder."""

    def widget(match: re.Match[str]) -> str:
        return f"\n{hand_widget(templates, match['body'], match['attrs'], lang)}\n"

    return FENCE.sub(widget, markdown)


def sample_record(seed: int = 3) -> str:
    """A whole deal played out by the engine's simple players, as a hand record."""
    deal = deal_from_seed("academie", 4, seed)
    rng = random.Random(seed)
    while not deal.is_over:
        deal = deal.apply(choose(deal, rng))
    return format_record(deal, f"A deal from seed {seed}, played by the engine")


REASONING_PAGE_DEALS = 200
"""The most deals of a run on the numbers page with the reasoning player at p0: its deals
cost hundreds of the simple player's (``mouche.simulate_plan``), about a second each in
the browser; ``python -m mouche simulate --seat 0=reasoning`` plays longer runs."""


def simulator_data(lang: str = SOURCE_LANGUAGE) -> dict[str, Any]:
    """What the simulator's form offers: the presets with their options, every option's
    values (titles in ``lang``)."""
    year, month, day = (int(x) for x in build_date().split("-"))
    site_words = site_translations(lang)
    return {
        "version": __version__,
        "last_modified": f"{MONTHS[month - 1]} {day}, {year}",
        "max_deals": MAX_DEALS,
        "max_session": MAX_SESSION,
        "styles": list(SIMPLE_STYLES),
        # p0 may be the reasoning player, for shorter runs: each of its deals costs hundreds
        "reasoning": {"style": "reasoning", "max_deals": REASONING_PAGE_DEALS},
        "presets": [
            {
                "id": r.id,
                "title": translate(r.title, lang),
                "players": list(r.allowed_players),
                "options": dict(r.options),
            }
            for r in PRESETS.values()
        ],
        "options": [
            {
                "name": o.name,
                "title": translate(o.title, lang),
                "choices": [c.label for c in o.choices if c.label != "N"],
                # each value in the reader's words (the code stays the select's value)
                "names": {
                    c.label: site_words.gettext(choice_name(o.name, c.label))
                    for c in o.choices
                    if c.label != "N"
                },
                "integer": o.integer,
            }
            for o in OPTIONS.values()
        ],
    }


def clause_names(templates: Templates) -> str:
    """Every clause's and editorial decision's name (``clause_name``), as JSON: Play, the
    workbench and the compare view link a clause the engine cites by it (``render.js``'s
    ``clauseLink``, reading the page's ``data-clause-names``)."""
    data = once(("data",), load_site_data)
    ids = [*data.clauses, *data.library.decisions]
    return json.dumps({i: clause_name(templates, i) for i in ids}, ensure_ascii=False)


def _play(templates: Templates, lang: str) -> Markup:
    presets = [{**r, "title": translate(r["title"], lang)} for r in json.loads(rulesets_json())]
    rulesets = json.dumps(presets, ensure_ascii=False)
    return templates.html(
        "widgets/play.html",
        rulesets=rulesets,
        names=clause_names(templates),
        _=template_gettext(lang),
    )


def _workbench(templates: Templates, lang: str) -> Markup:
    sample = sample_record()
    return templates.html(
        "widgets/workbench.html",
        sample=sample,
        names=clause_names(templates),
        _=template_gettext(lang),
    )


def _numbers(templates: Templates, lang: str) -> Markup:
    data = json.dumps(simulator_data(lang), ensure_ascii=False)
    return templates.html("widgets/numbers.html", simulator=data, _=template_gettext(lang))


MARKERS: dict[str, Callable[[Templates, str], Markup]] = {
    "<!-- mouche:play -->": _play,
    "<!-- mouche:workbench -->": _workbench,
    "<!-- mouche:numbers -->": _numbers,
}
"""A page's marker -> the widget it stands for."""


def place_widgets(templates: Templates, markdown: str, lang: str = SOURCE_LANGUAGE) -> str:
    """``markdown`` with its markers and hand fences replaced by the widgets' placeholders,
    their words in ``lang`` (the page's language)."""
    for marker, widget in MARKERS.items():
        if marker in markdown:
            markdown = markdown.replace(marker, f"\n{widget(templates, lang)}\n")
    if "mouche-hand" in markdown:
        markdown = replace_hand_fences(templates, markdown, lang)
    return markdown
