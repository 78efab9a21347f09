"""The widgets' words in French and Russian (issue 25.2): the ``widgets`` gettext domain.

Its messages are every string the widgets' scripts (``docs/javascripts/**``, written as
``t("English text", {name: value})`` and ``tn(singular, plural, n)``), their templates
(``fragments/mouche/widgets/``) and this generator's ``widgets.py`` show a reader;
``make catalogs`` extracts them with Babel (``docs/locale/widgets.cfg``) into
``docs/locale/widgets.pot``, updates ``docs/locale/<lang>/LC_MESSAGES/widgets.po`` and
compiles each ``.mo``. The build reads the ``.mo`` with the standard library:

* the scripts get one JSON catalogue a language, ``javascripts/locale/widgets.<lang>.json``
  (:func:`catalogue_json`), which ``javascripts/try/i18n.js`` fetches before a widget
  speaks (the service worker keeps it with the scripts);
* the templates get a ``_`` for the page's language (:func:`template_gettext`).
"""

from __future__ import annotations

import gettext
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from markupsafe import Markup

from mouche.messages import ENGLISH
from mouche.messages import LANGUAGES as ENGINE_LANGUAGES

from .render import escape

DOMAIN = "widgets"
SOURCE_LANGUAGE = ENGLISH
LANGUAGES = tuple(lang for lang in ENGINE_LANGUAGES if lang != ENGLISH)
"""The languages with a catalogue, the engine's (English is the messages' own language)."""
LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"
"""``docs/locale``: ``widgets.pot`` and ``<lang>/LC_MESSAGES/widgets.po|.mo``."""
OUTPUT_DIR = "javascripts/locale"
"""Where the build writes the scripts' catalogues, relative to the site's root (beside the
scripts: ``javascripts/try/i18n.js`` finds them at ``../locale/``)."""


def mo_path(lang: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def translations(lang: str, locale_dir: Path = LOCALE_DIR) -> gettext.NullTranslations:
    """The compiled catalogue of ``lang`` (English, the messages as written, for any other)."""
    return gettext.translation(DOMAIN, str(locale_dir), languages=[lang], fallback=True)


def catalogue_json(lang: str, locale_dir: Path = LOCALE_DIR) -> dict[str, Any]:
    """The scripts' catalogue of ``lang``: its Plural-Forms expression and every message,
    a plural one as the list of its forms (``{"{n} deal": ["{n} donne", "{n} donnes"]}``)."""
    with mo_path(lang, locale_dir).open("rb") as fp:
        catalogue = gettext.GNUTranslations(fp)
    raw: dict[Any, str] = catalogue._catalog  # type: ignore[attr-defined]
    messages: dict[str, Any] = {}
    plurals: dict[str, dict[int, str]] = {}
    for key, text in raw.items():
        if isinstance(key, tuple):
            plurals.setdefault(key[0], {})[key[1]] = text
        elif key:  # "" is the header
            messages[key] = text
    for msgid, forms in plurals.items():
        messages[msgid] = [forms[i] for i in sorted(forms)]
    header = raw.get("", "")
    lines = header.splitlines()
    forms_line = next((line for line in lines if line.lower().startswith("plural-forms:")), "")
    plural = forms_line.partition("plural=")[2].strip().rstrip(";").strip()
    return {"lang": lang, "plural": plural, "messages": dict(sorted(messages.items()))}


def catalogue_text(lang: str, locale_dir: Path = LOCALE_DIR) -> str:
    """:func:`catalogue_json` as the file the site serves."""
    data = catalogue_json(lang, locale_dir)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def write_widget_catalogues(site_dir: Path, locale_dir: Path = LOCALE_DIR) -> list[Path]:
    """Write every language's scripts' catalogue into the built site; return the files."""
    out = site_dir / OUTPUT_DIR
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in LANGUAGES:
        path = out / f"{DOMAIN}.{lang}.json"
        path.write_text(catalogue_text(lang, locale_dir), encoding="utf-8")
        written.append(path)
    return written


def page_language(url: str, build_language: str) -> str:
    """The language of a page: its folder's (``fr/try/play/``), else the build's.

    >>> page_language("fr/try/play/", "en"), page_language("try/play/", "ru")
    ('fr', 'ru')
    """
    first = url.lstrip("/").split("/", 1)[0]
    return first if first in LANGUAGES else build_language


def template_gettext(lang: str) -> Callable[..., str]:
    """The templates' ``_`` in ``lang``: ``_("Tricks: {tricks}.", tricks=...)`` translates
    the message, then puts each value in its placeholder (escaped unless it is markup)."""
    lookup = translations(lang).gettext

    def _(message: str, **values: object) -> str:
        text = lookup(message)
        if not values:
            return text
        filled = {name: escape(value) for name, value in values.items()}
        return Markup(escape(text)).format(**filled)

    return _
