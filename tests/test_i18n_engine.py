"""The engine's languages (issue 25): its catalogue (gettext domain ``mouche``), and rulings,
refusals and errors said in French and Russian on the command line and in the browser facade,
English unchanged."""

from __future__ import annotations

import json
import re
import string
import tomllib
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_keywords
from babel.messages.pofile import read_po
from catalogue_helpers import compiled

from mouche import browser
from mouche.__main__ import main
from mouche.edition.coverage import extract_reasons
from mouche.edition.marks import normalize_ws
from mouche.errors import IllegalAction, RecordError, message_of
from mouche.messages import LANGUAGES, LOCALE_DIR, Message, counted, language_of_environment
from mouche.records import (
    SessionRecord,
    parse_any,
    parse_record,
    replay,
    replay_session,
    replay_to_json,
)

ROOT = Path(__file__).resolve().parents[1]
RECORDS = ROOT / "tests" / "records"
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


def _po(lang: str):  # type: ignore[no-untyped-def]
    with (LOCALE_DIR / lang / "LC_MESSAGES" / "mouche.po").open("rb") as f:
        return read_po(f, locale=lang)


def _ids(message) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    return message.id if isinstance(message.id, tuple) else (message.id,)


def _strings(message) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    return message.string if isinstance(message.string, tuple) else (message.string,)


def _fields(text: str) -> set[str]:
    """The ``str.format`` fields of ``text``: names, or positions (``{}`` counted from 0)."""
    out, auto = set(), 0
    for _, name, spec, conversion in string.Formatter().parse(text):
        if name is None:
            continue
        if name == "":
            name, auto = str(auto), auto + 1
        out.add(f"{name}!{conversion or ''}:{spec or ''}")
    return out


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_mo_is_the_compile_of_its_po(lang: str) -> None:
    mo = (LOCALE_DIR / lang / "LC_MESSAGES" / "mouche.mo").read_bytes()
    assert mo == compiled(_po(lang)), f"{lang}: run make catalogs"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_placeholder_of_a_message_is_in_its_translation(lang: str) -> None:
    for m in _po(lang):
        if not m.id:
            continue
        wanted = set().union(*(_fields(i) for i in _ids(m)))
        for s in _strings(m):
            if s:
                assert _fields(s) <= wanted and _fields(s) >= _fields(_ids(m)[0]), (m.id, s)


def _extracted() -> set[str]:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    line = re.search(r"^MOUCHE_KEYWORDS := ((?:.*\\\n)*.*)$", makefile, re.M)
    assert line, "the Makefile names the engine's keywords"
    keywords = parse_keywords(line.group(1).replace("\\\n", " ").split())
    method_map = [("**.py", "python")]
    found = extract_from_dir(ROOT / "mouche", method_map, keywords=keywords)
    with (ROOT / "sources" / "not-implemented.toml").open("rb") as reasons:
        said = [m[2][1] for m in extract_reasons(reasons, keywords, [], {})]
    return {m[2] if isinstance(m[2], str) else m[2][0] for m in found} | set(said)


def test_the_pot_is_current() -> None:
    with (LOCALE_DIR / "mouche.pot").open("rb") as f:
        pot = {_ids(m)[0] for m in read_po(f) if m.id}
    assert pot == _extracted(), "run make catalogs"


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LC_ALL": "ru_RU.UTF-8", "LANG": "fr_FR.UTF-8"}, "ru"),
        ({"LANGUAGE": "de:fr"}, "fr"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_locale_chooses_the_language(environ: dict[str, str], lang: str) -> None:
    assert language_of_environment(environ) == lang


def test_english_is_the_message_and_str_of_an_error_stays_english() -> None:
    e = IllegalAction("ed.own-cards", "p{seat} does not hold {card}", seat=1, card="KS")
    assert str(e) == "p1 does not hold KS [ed.own-cards]"
    assert e.message == "p1 does not hold KS" and type(str(e.message)) is str
    assert message_of(e, "fr") == "p1 n’a pas KS [ed.own-cards]"
    assert message_of(RecordError("missing field {key}", key="'x'")) == "missing field 'x'"
    assert counted("{} card", "{} cards", 5) == "5 cards"


def test_a_message_is_said_again_after_pickling() -> None:
    import pickle

    m = pickle.loads(pickle.dumps(Message("p{seat} does not hold {card}", seat=2, card="AH")))
    assert m == "p2 does not hold AH" and m.render("ru") == "у p2 нет карты AH"


def test_an_unknown_language_is_one_line_on_the_command_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["replay", str(RECORDS / "illegal-renege.toml"), "--lang", "de"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown language 'de'; languages: en, fr, ru" in err


def test_an_unknown_language_is_refused_by_the_facade() -> None:
    for lang in ("de", 3, ["fr"]):
        out = browser.handle({"op": "info", "args": {}, "lang": lang})
        assert out["ok"] is False and out["error"]["kind"] == "input"
        assert out["error"]["message"].startswith("unknown language ")
    assert browser.handle({"op": "info", "args": {}, "lang": "en"})["ok"]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_has_its_translation(lang: str) -> None:
    untranslated = [m.id for m in _po(lang) if m.id and (m.fuzzy or not all(_strings(m)))]
    assert not untranslated, f"{lang}: {len(untranslated)} untranslated, e.g. {untranslated[:3]}"


def test_every_ruling_of_the_recorded_hands_is_in_the_catalogue() -> None:
    """A ruling's form left unmarked (not a message id) would stay English in every language."""
    with (LOCALE_DIR / "mouche.pot").open("rb") as f:
        ids = {_ids(m)[0] for m in read_po(f) if m.id}
    for path in sorted(RECORDS.glob("*.toml")):
        rec = parse_any(path.read_text(encoding="utf-8"))
        for rep in replay_session(rec) if isinstance(rec, SessionRecord) else [replay(rec)]:
            rulings = [r for s in rep.steps for r in s.rulings]
            rulings += list(rep.settlement.rulings if rep.settlement else ())
            for r in rulings:
                assert isinstance(r.text, Message) and r.text.msgid in ids, (path.name, r.text)
                assert not r.note or r.note.msgid in ids, (path.name, r.note)
            if rep.error:
                assert rep.error[1].message.msgid in ids, (path.name, rep.error[1].message)


SAID = {
    "fr": ("p1 s’y tient (« je m’y tiens ») et est tenu de jouer.", "A♥ renonce : il faut"),
    "ru": ("p1 остаётся при своих («je m'y tiens») и обязан играть.", "A♥ — ренонс: нужно"),
}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_ruling_and_a_refusal_in_the_readers_language_on_the_command_line(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    ruling, refusal = SAID[lang]
    assert main(["replay", str(RECORDS / "illegal-renege.toml"), "--lang", lang]) == 1
    out, err = capsys.readouterr()
    assert ruling in out and err.count("\n") == 1 and refusal in err
    assert "[vanderaa1721.play]" in err  # the clause is a citation: the same in every language
    assert main(["replay", str(RECORDS / "illegal-renege.toml"), "--json", "--lang", lang]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["steps"][0]["rulings"][0]["text"] == ruling
    assert (
        data["error"]["message"].startswith(refusal) and data["steps"][3]["action"] == "p1 play JS"
    )


def test_the_locale_speaks_when_no_flag_is_given(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert main(["replay", str(RECORDS / "illegal-renege.toml")]) == 1
    assert SAID["ru"][0] in capsys.readouterr().out
    assert main(["replay", str(RECORDS / "illegal-renege.toml"), "--lang", "en"]) == 1
    assert 'p1 stands ("je m\'y tiens") and is bound to play.' in capsys.readouterr().out


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_ruling_and_a_refusal_in_the_readers_language_in_the_facade(lang: str) -> None:
    ruling, refusal = SAID[lang]
    record = (RECORDS / "illegal-renege.toml").read_text(encoding="utf-8")
    out = browser.handle({"op": "replay", "args": {"record": record}, "lang": lang})
    assert out["ok"], out
    assert out["result"]["replay"]["steps"][0]["rulings"][0]["text"] == ruling
    assert out["result"]["replay"]["error"]["message"].startswith(refusal)
    english = browser.handle({"op": "replay", "args": {"record": record}})
    assert english["result"]["replay"] == replay_to_json(replay(parse_record(record)))
    position = {"ruleset": "academie", "players": 4, "seed": 7, "seat": 1, "actions": []}
    refused = browser.handle(
        {"op": "play", "args": {**position, "action": "p1 play 2C"}, "lang": lang}
    )
    assert refused["ok"] is False and refused["error"]["kind"] == "illegal"
    english_refusal = browser.handle({"op": "play", "args": {**position, "action": "p1 play 2C"}})
    assert refused["error"]["message"] != english_refusal["error"]["message"]
    assert refused["error"]["clause"] == english_refusal["error"]["clause"]
    bad = browser.handle({"op": "position", "args": {**position, "seed": "x"}, "lang": lang})
    assert (
        bad["error"]["message"]
        == {
            "fr": "seed doit être un entier, et non 'x'",
            "ru": "seed должно быть целым числом, а не 'x'",
        }[lang]
    )


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_translations_no_break_spaces_are_typography_not_escaped(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A French colon's U+202F is written as itself; the reader's words are still escaped."""
    record = str(RECORDS / "saved-mouche.toml")
    assert main(["compare", record, "--against", "hoyle\u202floo\x1b", "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert "\\u202f" not in err.replace("'hoyle\\u202floo\\x1b'", "")
    assert "'hoyle\\u202floo\\x1b'" in err and "\x1b" not in err and err.count("\n") == 1
    if lang == "fr":
        assert "\u202f: " in err


ENGLISH_WORDS = re.compile(
    r"\b(stand|stands|pass|passes|exchange|ask|asks|silent|declare|answer|protest|play|"
    r"complete|incomplete|illegal|deltas|status|error|totals|deal|the|and|of|in|none)\b",
    re.I,
)
"""Words a French or Russian reader should not meet in the engine's output (clause ids,
in brackets, and quotations of the sources, in « », are not the reader's words)."""
CARD = r"(?:10|[2-9AKQJ])[SHDC]"
BARE_SUIT = re.compile(r"(?<![\w-])[SHDC]\b(?!-)")
"""A suit letter standing alone in prose ("une mouche en S", "козыри D")."""


def _prose(line: str) -> str:
    """``line`` without what is data, the same in every language: clause ids (in brackets),
    card codes, quotations of the sources ('…', «…»)."""
    line = re.sub(r"\[[^\]]*\]", "", line)
    line = re.sub(r"\b[a-z][a-z0-9-]*\.[a-z0-9.-]*[a-z0-9]\b", "", line)  # a clause id
    line = re.sub(r"\b\w+ ?= ?[\w+-]+", "", line)  # an option's id and value's
    line = re.sub(rf"\b{CARD}\b", "", line)
    return re.sub(r"«[^»]*»|'[^']*'", "", line)


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.toml")), ids=lambda p: p.stem)
def test_a_replay_says_nothing_in_english(
    lang: str, path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["replay", str(path), "--lang", lang])
    out, err = capsys.readouterr()
    for line in (out + err).splitlines():
        prose = _prose(line)
        assert not ENGLISH_WORDS.search(prose), (lang, path.name, line)
        assert not BARE_SUIT.search(prose), (lang, path.name, line)


@pytest.mark.parametrize(
    ("lang", "words"),
    [("fr", ("terminée", "inachevée")), ("ru", ("завершена", "не завершена"))],
)
def test_a_replays_status_is_in_words(
    lang: str, words: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    from mouche.records import STATUS_WORDS, status_words

    assert set(STATUS_WORDS) == {"complete", "incomplete", "illegal"}
    assert [status_words(s).render(lang) for s in ("complete", "incomplete")] == list(words)
    assert status_words("complete") == "complete"  # the English word is the code
    main(["replay", str(RECORDS / "saved-mouche.toml"), "--lang", lang])
    assert words[0] in capsys.readouterr().out


def test_french_says_des_not_de_les(capsys: pytest.CaptureFixture[str]) -> None:
    """French contracts de + les, de + le, à + le: a message that puts a name ("les articles
    5 à 15 de l’Académie") after its own "de" must not compose them."""
    said = []
    for path in sorted(RECORDS.glob("*.toml")):
        main(["replay", str(path), "--lang", "fr"])
        said.append(capsys.readouterr().out)
    assert "Rien dans les articles 5 à 15 de l’Académie" in "".join(said)
    assert not re.search(r"\b(de|à) (le|les)\b", "".join(said))


ARGPARSE_ENGLISH = re.compile(
    r"\b(error|usage|unrecognized|required|following|invalid|choice|choose|from|expected|"
    r"No such file|directory|not a|whole number|unknown|language)\b",
    re.I,
)
BAD_COMMAND_LINES = [
    ["replay", "x", "y", "z"],
    ["replay"],
    ["bogus"],
    ["simulate", "--style", "foo"],
    ["deal", "--seed", "x"],
    ["compare", "x"],
    ["replay", "tests/records/no-such-record.toml"],
    ["replay", "tests/records"],
]


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("argv", BAD_COMMAND_LINES, ids=" ".join)
@pytest.mark.parametrize("where", ["before", "after"])
def test_a_bad_command_line_is_refused_in_one_line_in_the_language(
    lang: str, argv: list[str], where: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """argparse's own words too (our catalogue has them), with --lang before the subcommand
    or after it; a missing file is said in words of the catalogue, not the C library's."""
    full = ["--lang", lang, *argv] if where == "before" else [*argv, "--lang", lang]
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(ROOT)
        try:
            status = main(full)
        except SystemExit as e:
            status = e.code
    out, err = capsys.readouterr()
    assert status == 2 and out == "" and err.count("\n") == 1, (full, err)
    said = re.sub(r"'[^']*'|\([^()]*--help\)|--\w+|\b[a-z]+(?:-[a-z]+)+\b", "", err)
    for word in ("replay", "compare", "deal", "simulate", "hint", "rulesets", "sources", "cite"):
        said = said.replace(word, "")
    assert not ARGPARSE_ENGLISH.search(said), (full, err)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_help_is_in_the_language(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", lang, "replay", "--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    for english in ("usage:", "positional arguments", "show this help", "replay a hand record"):
        assert english not in out, (lang, out)


def test_lang_before_the_subcommand_speaks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "fr", "replay", str(RECORDS / "saved-mouche.toml")]) == 0
    assert "état\u202f: terminée" in capsys.readouterr().out
    assert main(["--lang", "fr", "replay", str(RECORDS / "saved-mouche.toml"), "--lang", "en"]) == 0
    assert "status: complete" in capsys.readouterr().out  # the last --lang wins


@pytest.mark.parametrize("lang", TRANSLATED)
def test_rulesets_and_sources_say_options_values_and_headings_in_words(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from mouche.edition import cli

    assert main(["rulesets", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert "pack = piquet" in out  # the ids, in brackets after the words
    assert not re.search(r"^\s*\w+ = ", out, re.M), "an option said by its id alone"
    head = {"fr": "La mise du donneur\u202f: cinq jetons (ante = five)", "ru": "(ante = five)"}
    assert head[lang] in out
    assert cli.main(["--lang", lang]) == 0
    report = capsys.readouterr().out
    for english in ("Implemented (", "clauses in", "Editorial decisions", "Errors ("):
        assert english not in report, (lang, english)
    if lang == "ru":
        assert re.search(r"^\d+ стат(ей|ьи|ья) в \d+ источник", report)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_reasons_a_clause_is_not_implemented_are_said_in_the_language(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m mouche sources``: each reason of ``sources/not-implemented.toml`` as
    the catalogue says it (a message with its clause's msgctxt), not in English."""
    from mouche.edition import cli

    with (ROOT / "sources" / "not-implemented.toml").open("rb") as f:
        reasons = tomllib.load(f).get("clause", [])
    assert cli.main(["--lang", lang]) == 0
    report = capsys.readouterr().out.splitlines()
    if not reasons:  # every clause implemented or decided: the empty list, in the language
        empty = {"fr": "Pas encore mis en œuvre (0)", "ru": "Ещё не реализовано (0)"}[lang]
        assert any(line.startswith(empty) for line in report), report
    for item in reasons:
        *_, line = [s for s in report if s.startswith(f"  {item['id']}: ")]  # (after Implemented)
        assert normalize_ws(item["reason"]) not in line, line
        said = {"fr": r"moteur|mis en œuvre", "ru": r"движ|не реализовано"}[lang]
        assert re.search(said, line), line


@pytest.mark.parametrize(("lang", "count"), [("fr", "(2 donnes)"), ("ru", "(2 сдачи)")])
def test_a_session_record_refused_as_one_deal_counts_its_deals_in_the_language(
    lang: str, count: str
) -> None:
    with pytest.raises(RecordError) as refused:
        parse_record('title = "Two deals"\n[[deals]]\nruleset = "academie"\n[[deals]]\n')
    said = message_of(refused.value, lang)
    assert count in said and "deals" not in said, said


def test_french_punctuation_has_its_narrow_no_break_space() -> None:
    """A French ; : ! ? after a word, and the inside of « », take U+202F, not a space."""
    for m in _po("fr"):
        for s in _strings(m) if m.id else ():
            assert not re.search(r"[\w»)}'’ ][;:!?](\s|$)|« | »", s), (m.id, s)


@pytest.mark.parametrize(
    ("lang", "grouped"), [("en", "100,000"), ("fr", "100\u202f000"), ("ru", "100\u00a0000")]
)
def test_thousands_are_grouped_as_the_language_groups_them(
    lang: str, grouped: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """CLDR's group symbol: French a narrow no-break space, Russian a no-break space (the
    bound of simulate's --deals, said in a refusal; its progress line writes the same way)."""
    assert main(["simulate", "--deals", "0", "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert grouped in err and ("100,000" not in err or lang == "en"), err
    interrupted = Message(
        "interrupted: {played:,} of {deals:,} deals played (the figures above are theirs)",
        played=12345,
        deals=100000,
    )
    assert grouped in interrupted.render(lang)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_hint_and_a_deal_are_said_in_the_language(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["hint", str(RECORDS / "may-discard.toml"), "--lang", lang]) == 0
    assert main(["deal", "--play", "--seed", "3", "--lang", lang]) == 0
    out = capsys.readouterr().out
    for line in out.splitlines():
        prose = _prose(line)
        assert not ENGLISH_WORDS.search(prose), (lang, line)
        assert not re.search(r"\b(to act|worlds?|best first|confidence)\b", prose), (lang, line)
    assert main(["hint", str(RECORDS / "may-discard.toml"), "--json", "--lang", lang]) == 0
    method = json.loads(capsys.readouterr().out)["method"]
    assert method["kind"] == "sampled"  # a code, the same in every language
    assert not ENGLISH_WORDS.search(method["rollout"]), method


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("against", ["vanderaa1721", "academie-1765", "academie-rigour"])
def test_a_comparison_is_said_in_the_language(
    lang: str, against: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every sentence of compare, its options and values too; the facade's JSON the same."""
    for path in sorted(RECORDS.glob("*.toml")):
        if parse_any(path.read_text(encoding="utf-8")).__class__ is SessionRecord:
            continue
        main(["compare", str(path), "--against", against, "--lang", lang])
        out = capsys.readouterr().out
        for line in out.splitlines():
            prose = _prose(line)
            assert not ENGLISH_WORDS.search(prose), (lang, path.name, line)
            assert not re.search(r"\b(under|switching|caused|option)\b", prose, re.I) or (
                lang == "fr" and "option" in prose
            ), (lang, path.name, line)
    record = (RECORDS / "saved-mouche.toml").read_text(encoding="utf-8")
    said = browser.handle(
        {"op": "compare", "args": {"record": record, "b": {"preset": against}}, "lang": lang}
    )
    assert said["ok"], said
    for line in said["result"]["summary"]:
        assert not ENGLISH_WORDS.search(_prose(line)), (lang, line)


def test_an_example_hands_outcome_is_in_the_pages_language() -> None:
    """The widget's outcome line (mouche.compare_words.outcome_text) in the page's language."""
    from site_helpers import site_templates
    from sitegen.widgets import hand_widget

    record = (RECORDS / "saved-mouche.toml").read_text(encoding="utf-8")
    said = {lang: hand_widget(site_templates(), record, lang=lang) for lang in LANGUAGES}
    assert "p1 in ♠, 50 points" in said["en"]
    assert "p1 en ♠, 50 points" in said["fr"] and "p1 в ♠, 50 очков" in said["ru"]
