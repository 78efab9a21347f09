"""The widgets in French and Russian (issue 25.2), at 390 and 1280 px: Play deals, takes a
decision and refuses an illegal card in the page's language, a link the engine refuses
comes back in the engine's words for the language (the worker sends the page's language
with every request), the workbench says its error in it, no widget string is left in
English, and axe-core finds nothing.

The pages are the language's own build (``/fr/try/play/``): the widgets read the page's
``<html lang>`` and nothing else. Where the engine speaks the language too (the
facade's ``"lang"``), its ruling and its refusal are checked to be the engine's words in
that language. The tests run in the process's warmed context (``warm_guarded``: a
returning reader's engine, restored from its snapshot, not started cold for each
language); one page (one engine) a language and test.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import urlencode

import pytest
from babel.messages.pofile import read_po
from sitegen.widget_catalogues import LOCALE_DIR

from mouche.browser import call

from .a11y_helpers import DESKTOP, PHONE, axe, go
from .browser_helpers import (
    ENGINE_TIMEOUT,
    Guard,
    deal_p1,
    in_language,
    open_play_link,
)
from .test_play import illegal_position, wait_for_actions

# What a player of each language reads (the catalogue's words, checked here as written).
ARTICLE = {"en": "Art.", "fr": "Art.", "ru": "Ст."}
"""An Académie article's locator, as a clause's name says it (sitegen.links.clause_label)."""
SAID = {
    "fr": {
        "deal": "Donner",
        "header": "4 joueurs, graine 12 ; vous êtes p1 ; p0 donne.",
        "pass": "Passer",
        "stand": "Je m'y tiens",
        "log": "Actions et arbitrages",
        "restore": "Afficher la position de ce lien",
        "refused": "Refusé :",
        "replay": "Rejouer",
        "cannot": "Ce relevé ne peut pas être rejoué :",
        "not held": "p1 n’a pas 7♣",
    },
    "ru": {
        "deal": "Сдать",
        "header": "4 игрока, зерно 12; вы — p1; сдаёт p0.",
        "pass": "Пас",
        "stand": "Остаюсь при своих (je m'y tiens)",
        "log": "Действия и решения движка",
        "restore": "Показать позицию из этой ссылки",
        "refused": "Отклонено:",
        "replay": "Переиграть",
        "cannot": "Эту запись нельзя переиграть:",
        "not held": "у p1 нет карты 7♣",
    },
}

# Every message the page sends the engine's worker, kept for the test to read.
WORKER_MESSAGES = """
window.__moucheWorkerMessages = [];
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  window.__moucheWorkerMessages.push(message);
  return post.call(this, message, ...rest);
};
"""

SENT = "window.__moucheWorkerMessages.splice(0).filter((m) => m && m.op)"
"""The requests the page sent its engine worker since last asked (the list emptied)."""

# The widget's own words: its text without what the engine says (rulings, refusals).
WIDGET_TEXT = """selector => {
  const copy = document.querySelector(selector).cloneNode(true);
  const engine = '.mouche-rulings, .mouche-error, .mouche-play__header, select, code, noscript';
  copy.querySelectorAll(engine).forEach((n) => n.remove());
  return copy.textContent;
}"""


def facade(op: str, lang: str, **args: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(call(json.dumps({"op": op, "args": args, "lang": lang})))
    return answer


def engine_speaks(lang: str, op: str, **args: Any) -> bool:
    """Whether the engine's refusal of this request is said in ``lang`` (its catalogue)."""
    return facade(op, lang, **args)["error"] != facade(op, "en", **args)["error"]


def said_in(shown: str, message: str, english: str) -> bool:
    """Whether ``shown`` has the words of ``message`` (the engine's, in a language) that
    its English lacks, and none of the English words ``message`` lacks."""
    words = {w for w in re.findall(r"\w{4,}", message) if not w.isdigit()}
    plain = {w for w in re.findall(r"\w{4,}", english) if not w.isdigit()}
    return any(w in shown for w in words - plain) and not any(w in shown for w in plain - words)


def english_left(text: str, lang: str) -> list[str]:
    """The widget messages whose English words are in ``text`` though ``lang`` says them
    otherwise (each message's fixed parts of 14 characters or more)."""
    with (LOCALE_DIR / lang / "LC_MESSAGES" / "widgets.po").open("rb") as fp:
        catalog = read_po(fp, locale=lang)
    left = []
    for message in catalog:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for msgid in ids:
            for part in re.split(r"\{\w+\}", msgid or ""):
                part = part.strip()
                if len(part) >= 14 and not any(part in form for form in forms) and part in text:
                    left.append(part)
    return left


SEATS_FIT = """(() => {
  const wrap = document.querySelector(".mouche-play__table .mouche-table-wrap");
  return [wrap.scrollWidth, wrap.clientWidth];
})()"""
"""The seats' region: how wide its table is, how wide the region shows."""


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_play_and_the_workbench_speak_the_page_s_language(
    warm_guarded: tuple[Any, Guard], site_url: str, lang: str
) -> None:
    context, _guard = warm_guarded
    said = SAID[lang]
    page = context.new_page()
    page.add_init_script(WORKER_MESSAGES)
    page.set_viewport_size(PHONE)
    page.goto(site_url + in_language("try/play/", lang))
    assert page.evaluate("document.documentElement.lang") == lang
    deal = page.locator(".mouche-play__form button[type=submit]")
    assert deal.text_content() == said["deal"]

    # A deal, at a phone's width.
    page.select_option("#mouche-ruleset", "vanderaa1721")
    page.select_option("#mouche-players", "4")
    page.select_option("#mouche-seat", "1")
    page.fill("#mouche-seed", "12")
    deal.click()
    page.locator(".mouche-seats").wait_for(timeout=ENGINE_TIMEOUT)
    assert said["header"] in (page.locator(".mouche-play__header").text_content() or "")
    actions = page.locator(".mouche-play__actions")
    assert actions.locator("button[data-action='p1 pass']").text_content() == said["pass"]
    stand = actions.locator("button[data-action='p1 stand']")
    assert stand.text_content() == said["stand"]
    assert english_left(page.evaluate(WIDGET_TEXT, "#mouche-play"), lang) == []
    assert axe(page) == []
    # the seats fit a phone in the page's words (issue 40.11: the Russian header was clipped,
    # the region scrolling 33 px with nothing to show it)
    wide, room = page.evaluate(SEATS_FIT)
    assert wide <= room, (lang, wide, room)
    page.set_viewport_size(DESKTOP)
    assert axe(page) == []

    # A decision, and the engine's rulings under the language's heading.
    root = page.locator("#mouche-play")
    before = root.get_attribute("data-actions")
    stand.click()
    wait_for_actions(page, before)
    log = page.locator(".mouche-play__log summary").text_content() or ""
    assert log.startswith(said["log"]), log
    rulings = page.locator(".mouche-play__log .mouche-rulings li")
    assert rulings.count() > 0
    # (The rulings' words are the engine's, rendered by the facade in the request's
    # language: the refused link below checks that they come back in it.)

    # A link the engine refuses: its reason in the engine's words for the language.
    link = {"ruleset": "academie", "players": 4, "seed": 0, "seat": 1, "actions": "p1 exchange 7C"}
    open_play_link(page, "?" + urlencode(link))
    page.locator(".mouche-play__restore").click()
    refused = page.locator(".mouche-play__message .mouche-error")
    refused.wait_for(timeout=ENGINE_TIMEOUT)
    assert said["not held"] in (refused.text_content() or "")
    assert refused.locator("a.mouche-clause").get_attribute("data-clause") == "ed.own-cards"

    # An illegal card refused, with its clause, in the language.
    permalink, card, _hand = illegal_position()
    open_play_link(page, "?" + urlencode({**permalink, "actions": ",".join(permalink["actions"])}))
    restore = page.locator(".mouche-play__restore")
    assert restore.text_content() == said["restore"]
    restore.click()
    page.locator(f".mouche-hand-card[data-card='{card}']").wait_for(timeout=ENGINE_TIMEOUT)
    page.locator(f".mouche-hand-card[data-card='{card}']").click()
    error = page.locator(".mouche-play__message .mouche-error")
    error.wait_for(timeout=ENGINE_TIMEOUT)
    assert error.locator("strong").text_content() == said["refused"]
    clause = error.locator("a.mouche-clause")
    assert clause.get_attribute("data-clause") == "academie.15"
    assert (clause.text_content() or "").endswith(ARTICLE[lang] + " 15")  # its name (40.11)
    illegal = {**permalink, "action": f"p1 play {card}"}
    if engine_speaks(lang, "play", **illegal):  # once the engine's catalogue says it
        refusal = facade("play", lang, **illegal)["error"]["message"]
        english = facade("play", "en", **illegal)["error"]["message"]
        assert said_in(error.text_content() or "", refusal, english)
    page.set_viewport_size(PHONE)
    assert axe(page) == []

    # The workbench, reached as a reader would (the requests so far kept: the tests serve
    # the site on a port the build does not know, where the theme's instant navigation,
    # which follows only the addresses its sitemap names, may load the next page anew).
    sent = page.evaluate(SENT)
    go(page, site_url, in_language("try/workbench/", lang))
    page.locator("#mouche-record").fill('ruleset = "nonesuch"\n')
    page.get_by_role("button", name=said["replay"], exact=True).click()
    bench_error = page.locator(".mouche-workbench__out .mouche-error")
    bench_error.wait_for(timeout=ENGINE_TIMEOUT)
    assert bench_error.locator("strong").text_content() == said["cannot"]
    assert english_left(page.evaluate(WIDGET_TEXT, "#mouche-workbench"), lang) == []
    assert axe(page) == []
    page.set_viewport_size(DESKTOP)
    assert axe(page) == []

    # Every request told the engine the page's language.
    sent += page.evaluate(SENT)
    assert len(sent) >= 4 and all(m.get("lang") == lang for m in sent), sent[:3]
    page.close()


# English the widgets once said on the /fr/ and /ru/ pages, each now a message (a word as a
# whole word, as written): the simulator's seats, the compare view's count of changed
# options and its form's presets and options, Play's board.
ENGLISH_WORDS = {
    "#figure-seats": (r"(?<![\w-])eldest(?![\w-])", r"(?<![\w-])dealer(?![\w-])"),
    "#mouche-compare": (
        r"\(\d+ changed\)",
        r"\bas reported\b",
        r"\bPack and number of players\b",
        r"\bThe dealer's ante\b",
        r"\bDealing packets\b",
        r"\bMouche limit\b",
        r"\bRuleset\b",
        r"\bPreset\b",
    ),
    "#mouche-play": (r"\bDeal\b", r"\bPass\b", r"\bStand\b", r"\bExchange\b", r"\bYour hand\b"),
}
# And the words the glossary avoids (a deal is la donne; the talon is талон).
AVOIDED = {"fr": (r"\b[Cc]oups?\b",), "ru": (r"\b[Пп]рикуп(?:а|у|ом|е)?\b",)}
COUNTED = {
    "fr": ("(1 modifiée)", "(2 modifiées)"),
    "ru": ("(изменён 1 параметр)", "(изменены 2 параметра)"),
}
BUTTONS = {
    "fr": {"compare": "Comparer et expliquer", "run": "Lancer"},
    "ru": {"compare": "Сравнить и объяснить", "run": "Запустить"},
}

# What a reader reads and hears of a widget: its text and its labels, without the code it
# shows as code and the figures' citations (which name the English page, in English).
READ = """selector => {
  const copy = document.querySelector(selector).cloneNode(true);
  copy.querySelectorAll('code, pre, textarea, style, script, noscript, .mouche-numbers__cite')
    .forEach((n) => n.remove());
  const labels = [...copy.querySelectorAll('[aria-label], [title], [placeholder]')]
    .flatMap((n) => ['aria-label', 'title', 'placeholder'].map((a) => n.getAttribute(a) || ''));
  return [copy.textContent, ...labels].join('\\n');
}"""


def english_words(page: Any, selector: str, lang: str) -> list[str]:
    """The stop list's English (and the avoided words) in what the widget says."""
    text = page.evaluate(READ, selector)
    words = ENGLISH_WORDS[selector] + AVOIDED[lang]
    return [m.group(0) for pattern in words for m in re.finditer(pattern, text)]


CHART_MARKS = """figure => {
  const svg = document.querySelector(figure + ' svg[class^="plot"]');
  const labels = [...svg.querySelectorAll('text')].filter(t => /\\d\\s?%/.test(t.textContent));
  return [svg.querySelectorAll('rect').length, labels.length];
}"""
"""A bar chart's bars, and its labels that write a share."""
SEAT_NAMES_OVERLAP = """() => {
  const bare = s => s.replace(/\\s+/g, '');
  const names = [...document.querySelectorAll('#figure-seats tbody th')]
    .map(th => bare(th.textContent));
  const svg = document.querySelector('#figure-seats svg[class^="plot"]');
  const boxes = [...svg.querySelectorAll('text')].filter(t => names.includes(bare(t.textContent)))
    .map(t => t.getBoundingClientRect()).sort((a, b) => a.left - b.left);
  if (boxes.length !== names.length) return ['seat names drawn: ' + boxes.length];
  return boxes.slice(1).map((b, i) => boxes[i].right - b.left).filter(d => d > 0.5);
}"""
"""How far each seat's name runs into the next one's (px), where it does."""


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_the_language_s_own_pages_widgets_say_no_english(
    warm_guarded: tuple[Any, Guard], site_url: str, lang: str
) -> None:
    """On /fr/ and /ru/ (the language's own build): Play deals and takes a decision, the
    compare view explains a hand and counts changed options in the language's plural
    forms, the simulator draws its seats; none of them says the English it once did."""
    context, _guard = warm_guarded
    page = context.new_page()
    page.set_viewport_size(DESKTOP)

    # Play: a deal and a decision.
    page.goto(site_url + in_language("try/play/", lang))
    assert page.evaluate("document.documentElement.lang") == lang
    deal_p1(page)
    assert english_words(page, "#mouche-play", lang) == []
    # the order of the cards beside the board in the language's letters (R D V, К Д В Т)
    ranks = page.locator(".mouche-play__ranks").text_content() or ""
    assert ranks and not re.search(r"\b[KQJ]\b", ranks), ranks
    before = page.locator("#mouche-play").get_attribute("data-actions")
    page.locator(".mouche-play__actions button[data-action='p1 stand']").click()
    wait_for_actions(page, before)
    assert english_words(page, "#mouche-play", lang) == []
    assert english_left(page.evaluate(WIDGET_TEXT, "#mouche-play"), lang) == []

    # Compare: the saved mouche under academie and vanderaa1721, then options changed.
    query = urlencode({"record": "saved-mouche", "a": "academie", "b": "vanderaa1721"})
    page.goto(site_url + in_language("rulesets/compare/", lang) + "?" + query)
    root = page.locator("#mouche-compare")
    root.locator(".mouche-cmp__diff table").wait_for()
    assert english_words(page, "#mouche-compare", lang) == []
    page.get_by_role("button", name=BUTTONS[lang]["compare"], exact=True).click()
    root.locator(".mouche-cmp__why").wait_for(timeout=ENGINE_TIMEOUT)
    assert english_words(page, "#mouche-compare", lang) == []
    count = root.locator(".mouche-cmp__changed").first
    root.locator(".mouche-cmp__options-form summary").first.click()  # A's options
    page.select_option("#mouche-cmp-a-ante", "five")
    assert count.text_content() == COUNTED[lang][0]
    page.select_option("#mouche-cmp-a-passed_hand", "aside")
    assert count.text_content() == COUNTED[lang][1]
    assert english_words(page, "#mouche-compare", lang) == []
    assert axe(page) == []

    # The simulator: a short run, its seats figure drawn, on a phone's width (issue 24.10:
    # every bar's share is written above it, and the seats' names do not run together).
    page.set_viewport_size(PHONE)
    run = "?a=academie&b=vanderaa1721&players=4&deals=40&session=10&seed=7"
    page.goto(site_url + in_language("rulesets/numbers/", lang) + run)
    numbers = page.locator("#mouche-numbers")
    numbers.get_by_role("button", name=BUTTONS[lang]["run"], exact=True).click()
    page.wait_for_function(
        "() => document.querySelector('#mouche-numbers').dataset.drawn === '1'",
        timeout=ENGINE_TIMEOUT,
    )
    assert numbers.get_attribute("data-state") == "done"
    assert english_words(page, "#figure-seats", lang) == []
    seats = page.locator("#figure-seats tbody th").all_text_contents()
    assert len(seats) == 4 and all(s.strip() for s in seats), seats
    for figure in ("#figure-events", "#figure-tricks"):
        bars, labels = page.evaluate(CHART_MARKS, figure)
        assert bars > 0 and labels == bars, (figure, bars, labels)
    assert page.evaluate(SEAT_NAMES_OVERLAP) == [], "the seats' names run together"
    assert axe(page) == []
    page.close()
