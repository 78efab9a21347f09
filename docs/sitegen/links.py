"""Links between the site's pages: clause and decision citations, options, engine objects.

Every cross-page link is an ``<autoref>`` tag (macro ``autoref``): mkdocs-autorefs turns
it into a relative link, fails ``mkdocs build --strict`` if its target is missing, and
records the backlinks that mkdocstrings shows under each engine object.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from markupsafe import Markup

from mouche.registry import EngineRef

from .context import Site, log
from .strings import DECISION_LABEL, DECISION_SHORT_LABEL, N_

SHORT_LABEL = 16
"""The longest clause label running text shows whole; a longer one drops its closing remark
(``TRAILING_REMARK``)."""

TRAILING_REMARK = re.compile(r"\s*\([^()]*\)\s*$")
"""A label's closing remark in brackets: "(reported)", "(fragment)", "(rapporté)"."""

ID_RE = re.compile(r"(?<![\w.-])((?:ed\.)?[a-z0-9-]+\.[a-z0-9.-]*[a-z0-9])(?![\w-])")
"""A clause or decision id in running text (``academie.11``, ``ed.all-pass``)."""

Backlink = tuple[str, str]
"""(type, anchor) of a backlink autorefs records: ``("implements", "academie.11")``."""


@dataclass(frozen=True, slots=True)
class RefLink:
    """One cited id as a reader sees it: a short label, the full one as its tooltip."""

    identifier: str
    text: str
    title: str = ""
    """The full label, when the short one leaves something out."""
    backlink: Backlink | None = None
    known: bool = True
    """False for an id the edition does not know: shown as code, unlinked."""


ARTICLE = re.compile(r"Art\. (\d+)")
"""A clause label that is an article's number: the locator the reader's language writes
("Art. 13", in Russian «Ст. 13», as our Russian notes cite the articles: issue 40.11)."""
ARTICLE_LABEL = N_("Art. {number}")


def clause_label(site: Site, clause_id: str) -> str:
    """A clause's label in the reader's language ("Art. 5"; "Rank of the cards (reported)")."""
    clause = site.data.clauses[clause_id]
    if article := ARTICLE.fullmatch(clause.label.strip()):
        return site.t(ARTICLE_LABEL).format(number=article[1])
    return site.prose(clause.id, "label", clause.label).text or clause.id


def ref_labels(site: Site, ref_id: str) -> tuple[str, str]:
    """The label of a clause, decision or source id in full and for running text, in the
    reader's language (a source is named as its bibliography names it)."""
    data = site.data
    if ref_id in data.clauses:
        clause = data.clauses[ref_id]
        source = site.source_short(data.source_of(clause))
        label = clause_label(site, ref_id)
        # a long label (a reported section's, "Rank of the cards (reported)") gives its words
        # without their closing remark, in the reader's language: never the id's last part,
        # an English code word on a French or Russian page ("Van der Aa 1721, ranking")
        locator = label if len(label) <= SHORT_LABEL else TRAILING_REMARK.sub("", label)
        return f"{source}, {label}", f"{source}, {locator}"
    decision = data.decision(ref_id)
    if decision is not None:
        title = site.engine(decision.title)
        return site.t(DECISION_LABEL) % {"title": title}, site.t(DECISION_SHORT_LABEL) % {
            "title": title
        }
    if data.is_source(ref_id):
        name = site.source_short(data.library.sources[ref_id])
        return name, name
    return ref_id, ref_id


def ref_links(site: Site, ids: Iterable[str], backlink: Backlink | None = None) -> list[RefLink]:
    """The links of clause, decision and source ids (retired ids follow their aliases)."""
    data = site.data
    out = []
    for raw in ids:
        ref_id = data.canonical(raw)
        if data.is_source(ref_id):
            out.append(RefLink(f"source-{ref_id}", ref_labels(site, ref_id)[0]))
        elif data.known(ref_id):
            full, short = ref_labels(site, ref_id)
            out.append(RefLink(ref_id, short, full if full != short else "", backlink))
        else:
            log.warning("pages hook: unknown clause or decision id %r", ref_id)
            out.append(RefLink(ref_id, ref_id, known=False))
    return out


def cite_links(site: Site, ids: Iterable[str], backlink: Backlink | None = None) -> Markup:
    """Linked labels for clause, decision and source ids, separated by semicolons."""
    return site.templates.macro("cite_links")(ref_links(site, ids, backlink))


def autoref(site: Site, identifier: str, title: str | Markup) -> Markup:
    """A link to ``identifier`` (an anchor anywhere on the site) titled ``title``."""
    return site.templates.macro("autoref")(identifier, title)


def code_ref(site: Site, identifier: str, text: str = "") -> Markup:
    """A link to ``identifier`` titled by ``text`` (by default the id itself) as code."""
    return site.templates.macro("code_ref")(identifier, text or identifier)


def option_anchor(name: str, label: str) -> str:
    """The anchor of an option value: the same rule as ``EngineRef.anchor``."""
    return EngineRef("option", f"{name}={label}", ()).anchor


def option_anchor_id(name: str) -> str:
    """The anchor of an option's section (and its citable id): ``option-mouche-limit``."""
    return "option-" + name.replace("_", "-")


@dataclass(frozen=True, slots=True)
class TextPart:
    """A piece of running text: plain, or an id the edition knows (``ref``)."""

    text: str
    ref: str = ""


def linked_ids(site: Site, text: str) -> list[TextPart]:
    """``text`` cut into plain parts and the clause and decision ids it names.

    Sources are not linked (a source id in a note is a word of the note).
    """
    data = site.data
    parts: list[TextPart] = []
    at = 0
    for m in ID_RE.finditer(text):
        ref = m.group(1)
        if not data.known(ref) or data.is_source(ref):
            continue
        parts += [TextPart(text[at : m.start()]), TextPart(ref, data.canonical(ref))]
        at = m.end()
    parts.append(TextPart(text[at:]))
    return parts
