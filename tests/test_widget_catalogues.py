"""The widgets' catalogue (issue 25.2, the ``widgets`` domain): every string the scripts
and the widgets' templates show is a message, translated in French and Russian with its
placeholders kept; each ``.mo`` and each JSON catalogue the build writes is the compile of
its ``.po``; the scripts' plural rule is the ``.po``'s; the templates speak the page's
language."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from gettext import c2py
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po
from catalogue_helpers import compiled
from js_literals import reads_as_words, scan, unescaped
from site_helpers import ROOT, load_hook, site_templates
from sitegen.widget_catalogues import (
    LANGUAGES,
    LOCALE_DIR,
    catalogue_json,
    page_language,
    write_widget_catalogues,
)
from sitegen.widgets import CARD_NAMES, RANK_NAMES, card_view, hand_widget

SCRIPTS = ROOT / "docs" / "javascripts"
KEYWORDS = {"t": None, "tn": (1, 2), "_": None}
"""As ``make catalogs`` extracts them (``-k t -k tn:1,2 -k _``)."""
PLACEHOLDER = re.compile(r"\{(\w+)\}")

NOT_SHOWN = {
    "Vary": "a response header the service worker drops",
    "Range": "a request header",
    "use strict": "a directive",
    "mark, script, style, code, pre, .md-search, .headerlink": "a selector",
    "select, input": "a selector",
    "copy refused": "an internal error, caught: the reader sees 'Select and copy'",
    "import sysconfig; sysconfig.get_path('purelib')": "Python code",
    "python -m mouche hint position.toml --seed \x00 --json": "a command line",
    "snapshot of \x00 bytes": "the start-up timeline the tests read",
    "no snapshot (\x00)": "the start-up timeline the tests read",
}
"""Literals that read as words but that no reader sees (or sees as code), with why."""
IN_ENGLISH = "The Mouche rules explorer contributors, “Rulesets in numbers,” figure “\x00” (\x00),"
"""A figure's citation: in English in every interface, as it names the English page."""


def po(lang: str) -> Catalog:
    path = LOCALE_DIR / lang / "LC_MESSAGES" / "widgets.po"
    with path.open("rb") as fp:
        return read_po(fp, locale=lang)


def key(message: Any) -> str:
    return str(message.id[0] if isinstance(message.id, tuple) else message.id)


def extracted(plurals: bool = False) -> set[str]:
    """The messages of the sources as they stand, extracted as ``make catalogs`` does (by
    their ids; with ``plurals``, a plural message's plural form too)."""
    with (LOCALE_DIR / "widgets.cfg").open(encoding="utf-8") as fp:
        method_map, options_map = parse_mapping_cfg(fp)
    found = extract_from_dir(
        str(ROOT), method_map, options_map, keywords=KEYWORDS, strip_comment_tags=True
    )
    ids = [(m[2],) if isinstance(m[2], str) else tuple(m[2]) for m in found]
    return {text for forms in ids for text in (forms if plurals else forms[:1])}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_mo_is_the_compile_of_its_po(lang: str) -> None:
    committed = (LOCALE_DIR / lang / "LC_MESSAGES" / "widgets.mo").read_bytes()
    assert committed == compiled(po(lang)), f"run `make catalogs`: {lang} widgets.mo is stale"


def test_the_catalogues_hold_every_message_of_the_scripts_and_templates() -> None:
    messages = extracted()
    assert len(messages) > 250
    assert "Step {index} of {total}: {step}" in messages  # the worker's progress
    assert "Hands as dealt (turn-up {card}):" in messages  # a template's
    for lang in LANGUAGES:
        have = {key(m) for m in po(lang) if m.id}
        assert messages - have == set(), f"{lang}: not in widgets.po (run `make catalogs`)"
        assert have - messages == set(), f"{lang}: in widgets.po, no longer in the sources"


def test_the_extraction_misses_no_message_call_of_the_scripts() -> None:
    """Babel's JavaScript lexer can lose its way (a regular expression holding a quote after
    ``return``, a ``t()`` inside another's values); this scanner's count of every ``t()`` and
    ``tn()`` text is the check that it did not."""
    messages = extracted(plurals=True)
    missed = []
    for path in sorted(SCRIPTS.rglob("*.js")):
        for literal in scan(path.read_text(encoding="utf-8")):
            if literal.in_message_call and unescaped(literal.text) not in messages:
                missed.append(f"{path.relative_to(ROOT)}:{literal.line}: {literal.text[:50]!r}")
    assert missed == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_is_translated_with_its_placeholders(lang: str) -> None:
    catalog = po(lang)
    assert catalog.num_plurals == {"fr": 2, "ru": 3}[lang]
    for message in catalog:
        if not message.id:
            continue
        assert not message.fuzzy, (lang, message.id)
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        assert len(forms) == (catalog.num_plurals if len(ids) > 1 else 1), (lang, message.id)
        wanted = {name for text in ids for name in PLACEHOLDER.findall(text)}
        for form in forms:
            assert form and form.strip(), (lang, message.id)
            names = set(PLACEHOLDER.findall(form))
            # A plural form may leave out the count ("the one way…"), never another value.
            assert wanted - {"n"} <= names <= wanted, (lang, message.id, form)
    assert not catalog.obsolete


AVOIDED = {
    "fr": {
        r"\bcoups?\b": "a deal is la donne",
        r"\bensembles? de règles\b": "a ruleset is un jeu de règles",
        r"\bcelui qui mêle\b": "the dealer is le donneur",
        r"\bpots?\b": "the pot is le panier",
    },
    "ru": {
        r"прикуп": "the talon is талон",
        r"\bнабор\w* правил": "a ruleset is свод правил",
        r"\bодни правила\b": "a ruleset is свод правил",
    },
}
"""Words the widgets' translations avoid, with the glossary's term (BRIEF: la donne, le
donneur, le panier, jeu de règles; талон, свод правил)."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_translations_say_the_glossary_s_terms(lang: str) -> None:
    found = []
    for message in po(lang):
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms if message.id else ():  # (not the header)
            words = PLACEHOLDER.sub("", form or "")  # {pot} is a name, not a word
            found += [
                (why, form)
                for pattern, why in AVOIDED[lang].items()
                if re.search(pattern, words, re.I)
            ]
    assert found == []


def test_a_count_of_changed_options_has_each_language_s_plural_forms() -> None:
    """(1 option changed, 3, 5: Russian has three forms; English one message for both.)"""
    ru = {key(m): m.string for m in po("ru")}
    assert ru["({n} changed)"] == (
        "(изменён {n} параметр)",
        "(изменены {n} параметра)",
        "(изменено {n} параметров)",
    )
    assert catalogue_json("ru")["messages"]["; "] == "; "
    assert catalogue_json("fr")["messages"]["; "] == "\u202f; "


def test_no_string_a_reader_sees_is_left_outside_a_message_call() -> None:
    found = []
    for path in sorted(SCRIPTS.rglob("*.js")):
        for literal in scan(path.read_text(encoding="utf-8")):
            text = literal.text
            if literal.in_message_call or text in NOT_SHOWN or text.startswith(IN_ENGLISH):
                continue
            if reads_as_words(text):
                found.append(f"{path.relative_to(ROOT)}:{literal.line}: {text[:60]!r}")
    assert found == [], "wrap these in t() (or say in NOT_SHOWN why no reader sees them)"


def test_the_scanner_finds_an_unwrapped_string_and_passes_a_wrapped_one() -> None:
    src = 'h("p", { text: "The deal is over." }); t("Your turn."); tn("{n} card", "{n} cards", n);'
    literals = scan(src + ' x.className = "md-button md-button--primary"; s.split(/"/);')
    shown = [lit.text for lit in literals if not lit.in_message_call and reads_as_words(lit.text)]
    assert shown == ["The deal is over."]
    assert [lit.in_message_call for lit in literals[2:5]] == [True, True, True]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_json_catalogue_is_the_compile_of_the_po(lang: str, tmp_path: Path) -> None:
    written = write_widget_catalogues(tmp_path)
    assert [p.name for p in written] == [f"widgets.{x}.json" for x in LANGUAGES]
    data = json.loads((tmp_path / "javascripts" / "locale" / f"widgets.{lang}.json").read_text())
    assert data == catalogue_json(lang)
    catalog = po(lang)
    expected = {
        key(m): list(m.string) if isinstance(m.id, tuple) else m.string for m in catalog if m.id
    }
    assert data["messages"] == expected
    assert data["plural"] == catalog._plural_expr


def test_the_service_worker_keeps_the_catalogues_with_the_scripts(tmp_path: Path) -> None:
    write_widget_catalogues(tmp_path)
    precache = load_hook("offline").build_data(tmp_path)["precache"]
    assert {f"javascripts/locale/widgets.{lang}.json" for lang in LANGUAGES} <= set(precache)


NODE_PLURALS = """
import { pluralRule } from "%s";
const rules = JSON.parse(process.argv[1]);
const out = {};
for (const [lang, expression] of Object.entries(rules)) {
  const rule = pluralRule(expression);
  out[lang] = Array.from({ length: 250 }, (_, n) => rule(n));
}
console.log(JSON.stringify(out));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node (npm's) runs the scripts' code")
def test_the_scripts_plural_rule_is_the_po_s() -> None:
    rules = {lang: po(lang)._plural_expr for lang in LANGUAGES}
    module = (SCRIPTS / "try" / "i18n.js").as_uri()
    out = subprocess.run(
        ["node", "--input-type=module", "-e", NODE_PLURALS % module, json.dumps(rules)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    got = json.loads(out.stdout)
    for lang, expression in rules.items():
        assert got[lang] == [c2py(expression)(n) for n in range(250)], lang
    assert got["ru"][:6] == [2, 0, 1, 1, 1, 2] and got["ru"][21] == 0 and got["ru"][11] == 2


def test_an_example_hand_reads_in_french_and_russian() -> None:
    record = (ROOT / "tests" / "records" / "tricks-paid.toml").read_text("utf-8")
    english = hand_widget(site_templates(), record)
    french = hand_widget(site_templates(), record, lang="fr")
    russian = hand_widget(site_templates(), record, lang="ru")
    assert "Hands as dealt (turn-up" in english and "Tricks: " in english
    assert "Les mains telles que données (retourne <span" in french
    assert "Levées : " in french and "Le relevé de main (TOML)" in french
    assert "Карты после сдачи (открытая карта <span" in russian
    assert "Взятки: " in russian and "Запись сдачи (TOML)" in russian
    for text in (french, russian):
        assert "Hands as dealt" not in text and "The hand record" not in text


def test_cards_are_named_in_the_page_s_language_with_the_scripts_messages() -> None:
    assert card_view("KS")["name"] == "king of spades"
    assert card_view("KS", "fr")["name"] == "roi de pique"
    assert card_view("QH", "ru")["name"] == "дама червей"
    assert card_view("10D", "fr")["name"] == "10 de carreau"
    scripts = extracted()
    assert set(RANK_NAMES.values()) | set(CARD_NAMES.values()) <= scripts


def test_a_page_s_language_is_its_folder_s_else_the_build_s() -> None:
    assert page_language("fr/try/play/", "en") == "fr"
    assert page_language("ru/", "en") == "ru"
    assert page_language("try/play/", "en") == "en"
    assert page_language("fresh/", "fr") == "fr"
