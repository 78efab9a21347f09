"""The site's templates, rendered through mkdocs' theme environment.

As mkdocs-material's plugins do, the site takes the theme's Jinja environment
(``config.theme.get_env()``: the theme's ``custom_dir``, ``docs/overrides``, first)
and renders its own templates from ``fragments/mouche/`` there: Python decides what a
page shows, the templates say how. Two kinds of template:

* ``*.html``: a piece of a page's HTML, autoescaped (a value is escaped unless it
  is ``Markup``, itself the output of a template; :func:`escape` says how). Line
  breaks in these files, and the indentation after them, are not part of the page
  (:class:`JoinLines`): write the markup readably, and ``{{ " " }}`` where the page
  needs a space at the end of a line.
* ``*.md.jinja``: the Markdown of a generated page (headings, intros, admonitions),
  named so that nothing takes them for pages of ``docs/``. ``|md`` escapes a value
  for Markdown, and a block tag alone on its line leaves no line (they are read with
  ``trim_blocks`` and ``lstrip_blocks``). They get their HTML as values made by
  Python from the HTML fragments, and import no macro.

Macros shared by the templates are in ``fragments/mouche/macros.html``; Python calls
the few it needs through :meth:`Templates.macro`.

Every word is in the build's language: the environment has Jinja's i18n extension with the
``site`` catalogue of ``theme.language`` (``sitegen.catalogue``), so a template writes
``{% trans %}...{% endtrans %}`` or ``_("...")`` (whitespace in a ``trans`` block is
collapsed, as ``pybabel extract`` reads it), and Python asks :meth:`Templates.gettext`.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from functools import partial
from typing import cast

from jinja2 import Environment, pass_eval_context, select_autoescape
from jinja2.ext import Extension, i18n
from jinja2.lexer import Token, TokenStream
from jinja2.nodes import EvalContext
from markupsafe import Markup
from mkdocs.config.defaults import MkDocsConfig

from mouche.messages import Message, render, translate

from .catalogue import translations
from .languages import language_name
from .numerals import number, percent
from .strings import AUTHOR_WORDS, FAMILY_NAMES, STATUS_NAMES

FRAGMENTS = "fragments/mouche/"
"""Where the site's own templates are, under the theme's folders."""
MARKDOWN_TEMPLATE = ".md.jinja"
"""How a Markdown template's name ends (a ``.md`` name would look like a page of ``docs/``)."""

_BREAK = re.compile(r"\n[ \t]*")
_MD_SPECIAL = re.compile(r"([\\`*_\[\]{}#<>|])")


def md_escape(text: object) -> str:
    """Text made literal in Markdown, on one line (a heading, a table cell, a link text).

    >>> md_escape("Art. 5 *and* [6]")
    'Art. 5 \\\\*and\\\\* \\\\[6\\\\]'
    """
    return _MD_SPECIAL.sub(r"\\\1", str(text).replace("\n", " "))


def escape(value: object) -> Markup:
    """``value`` escaped for HTML as Python's ``html.escape`` does (``&#x27;``, ``&quot;``),
    the forms the site's pages have always had; ``Markup`` is kept as it is.

    >>> escape("Hoyle's <Games> & more")
    Markup('Hoyle&#x27;s &lt;Games&gt; &amp; more')
    """
    if hasattr(value, "__html__"):
        return Markup(value)
    return Markup(html.escape(str(value)))


@pass_eval_context
def _finalize(eval_ctx: EvalContext, value: object) -> object:
    """What ``{{ }}`` prints: in an autoescaped template, escaped by :func:`escape`."""
    return escape(value) if eval_ctx.autoescape else value


def attr_list(*items: str) -> str:
    """A Markdown attribute list (``{#academie.11 .clause-heading}``) from its non-empty items.

    (Markdown templates cannot write one literally: ``{#`` opens a Jinja comment.)

    >>> attr_list("#source-academie", "")
    '{#source-academie}'
    """
    return "{" + " ".join(item for item in items if item) + "}"


class JoinLines(Extension):
    """In the site's HTML fragments, a line break and the indentation after it are dropped.

    What a template prints is kept as it is (a ``<pre>`` keeps its lines); only the
    template's own text is joined, so that the markup can be written one element a
    line and still come out on one line, as Markdown needs raw HTML to be.

    Inside a ``{% trans %}`` block a line break stays a space (the block's whitespace is
    collapsed, as the catalogue's message has it).
    """

    def filter_stream(self, stream: TokenStream) -> Iterator[Token]:
        name = stream.name or ""
        joined = name.startswith(FRAGMENTS) and name.endswith(".html")
        in_trans = after_block = False
        for token in stream:
            if token.type == "name" and after_block:
                in_trans = token.value == "trans" or (in_trans and token.value != "endtrans")
            after_block = token.type == "block_begin"
            if joined and token.type == "data":
                yield Token(token.lineno, "data", _BREAK.sub(" " if in_trans else "", token.value))
            else:
                yield token


def engine_words(lang: str) -> Callable[[object], str]:
    """The engine's own words (its ``mouche`` catalogue: option titles and descriptions,
    ruleset titles, editorial decisions, rulings) in ``lang``: a template's ``|engine``."""

    def said(value: object) -> str:
        return render(value, lang) if isinstance(value, Message) else translate(str(value), lang)

    return said


def install_catalogue(env: Environment, lang: str) -> None:
    """``env`` speaks ``lang``: the ``site`` catalogue behind ``{% trans %}`` and ``_()``."""
    env.add_extension(i18n)
    env.policies["ext.i18n.trimmed"] = True
    env.install_gettext_translations(translations(lang))  # type: ignore[attr-defined]


class Templates:
    """The site's templates in the theme's environment, in the build's language."""

    def __init__(self, env: Environment, lang: str = "en") -> None:
        install_catalogue(env, lang)
        self.lang = lang
        self.gettext = translations(lang).gettext
        self.pgettext = translations(lang).pgettext
        self.engine = engine_words(lang)
        env.filters["engine"] = self.engine
        env.autoescape = select_autoescape(enabled_extensions=("html",), default_for_string=False)
        env.finalize = _finalize
        env.add_extension(JoinLines)
        env.filters["md"] = md_escape
        env.filters["e"] = env.filters["escape"] = escape
        env.globals["attr_list"] = attr_list
        # the data's codes in the reader's words: a source's status, family, language, author
        env.filters["status_name"] = self.status_name
        env.filters["family_name"] = self.family_name
        env.filters["language_name"] = partial(language_name, lang=lang)
        # numbers as the reader's language writes them: {{ n|num(",") }}, {{ share|pct(1) }}
        env.filters["num"] = lambda value, spec=",": number(value, spec, lang)
        env.filters["pct"] = lambda share, digits=1: percent(share, digits, lang)
        env.filters["author"] = self.author
        self.env = env
        self.markdown_env = env.overlay(trim_blocks=True, lstrip_blocks=True)

    def status_name(self, code: str) -> str:
        """A source's status (``STATUS_NAMES``) in a word of the build's language."""
        return self.gettext(STATUS_NAMES.get(code, code))

    def family_name(self, code: str) -> str:
        """A game family (``FAMILY_NAMES``) by its name in the build's language."""
        return self.gettext(FAMILY_NAMES.get(code, code))

    def author(self, name: str) -> str:
        """An author as shown: our words ('Anonymous') translated, a name as it is."""
        return self.gettext(name) if name in AUTHOR_WORDS else name

    @classmethod
    def of(cls, config: MkDocsConfig) -> Templates:
        """The templates of this build's theme (its ``custom_dir`` first), in its language."""
        return cls(config.theme.get_env(), str(config.theme["language"]))

    def html(self, name: str, **context: object) -> Markup:
        """The HTML of ``fragments/mouche/<name>``."""
        return Markup(self.env.get_template(FRAGMENTS + name).render(**context))

    def markdown(self, name: str, **context: object) -> str:
        """The Markdown of ``fragments/mouche/<name>``, ending with one newline."""
        text = self.markdown_env.get_template(FRAGMENTS + name).render(**context)
        return text.rstrip("\n") + "\n"

    def macro(self, name: str) -> Callable[..., Markup]:
        """A macro of ``fragments/mouche/macros.html``, for Python to call."""
        module = self.env.get_template(FRAGMENTS + "macros.html").module
        return cast(Callable[..., Markup], getattr(module, name))
