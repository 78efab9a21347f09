"""One clause on its source's page: the bar, the text in columns, our note, its Cite control.

The heading (``### Art. 11 · names {#academie.11}``) is Markdown, made by the source
page; what is here fills the slot under it (template ``clause.html``), plus the
names of a clause for its heading, the clause index and the column controls.
"""

from __future__ import annotations

from dataclasses import dataclass

from markupsafe import Markup

from mouche.edition.clean import CONJECTURE_CLOSE, CONJECTURE_OPEN, CRUX_SIGN, clean_segments
from mouche.edition.marks import mark_segments
from mouche.edition.model import NOT_MECHANICAL, Clause, Source
from mouche.presets import PRESETS
from mouche.registry import EngineRef

from ..citing import cite_block, item_cites
from ..context import Site
from ..links import clause_label, linked_ids, ref_links
from ..strings import COLUMNS, DEFAULT_COLUMNS, N_, TAG_TITLES, choice_name

COLUMN_LANGUAGES = {"english": "en", "russian": "ru"}
"""The languages of our translations' columns (the others are in the source's)."""
CLEAN_SIGNS = {"open": CONJECTURE_OPEN, "close": CONJECTURE_CLOSE, "crux": CRUX_SIGN}
"""The signs of the clean reading, as the plain text has them (template ``reading.html``)."""


@dataclass(frozen=True, slots=True)
class EngineLink:
    """An engine object implementing a clause: a rule function, an option value, or a preset's
    value that cites it as its reason."""

    anchor: str
    function: str = ""
    """The rule function's name under ``mouche`` (``tricks.trick_winner``)."""
    option: str = ""
    value: str = ""
    words: str = ""
    """The option and its value as a reader reads them ("The pack: The whole pack (Hoyle's
    five-card Loo, unlimited)"), in the build's language; ``option = value`` is their code."""


def engine_link(site: Site, ref: EngineRef) -> EngineLink:
    if ref.kind == "function":
        return EngineLink(ref.anchor, function=ref.name.removeprefix("mouche."))
    preset = ""
    if ref.kind == "ruleset":  # a preset's reason for its value: "pack = whole (hoyle-loo)"
        preset, _, name = ref.name.partition(":")
        value = PRESETS[preset].options[name]
    else:
        name, _, value = ref.name.partition("=")
    title, said = site.engine(site.data.options[name].title), site.t(choice_name(name, value))
    words = site.t(N_("{option}: {value}")).format(option=title, value=said)
    if preset:
        words += f" ({site.engine(PRESETS[preset].title)})"
    shown = f"{value} ({preset})" if preset else value
    return EngineLink(ref.anchor, option=name, value=shown, words=words)


def clause_html(site: Site, source: Source, clause: Clause) -> Markup:
    """The body of a clause (template ``clause.html``)."""
    data = site.data
    cites = item_cites(site, clause.id)
    note = site.prose(clause.id, "note", clause.note)
    return site.html(
        "clause.html",
        clause=clause,
        source_language=source.language or "und",
        permalink=cites.permalink,
        has_address=bool(data.site_url),
        tags=[(tag, site.t(TAG_TITLES.get(tag, tag))) for tag in clause.tags],
        not_mechanical=NOT_MECHANICAL,
        terms=[t for t in data.glossary if clause.id in t.clauses],
        engine=[engine_link(site, r) for r in data.clause_refs.get(clause.id, [])],
        rule_bearing=clause.rule_bearing,
        attribution_is_source=data.is_source(clause.attribution),
        columns=COLUMNS,
        column_languages=COLUMN_LANGUAGES,
        # the reader's translation where ours is missing: the English one, said so
        fallback_column="russian" if site.lang == "ru" else "",
        interface_language=site.lang,
        segments=mark_segments(clause.reading.strip()),
        clean=clean_segments(clause.reading),
        signs=CLEAN_SIGNS,
        note=linked_ids(site, note.text),
        note_lang=note.lang,
        see_also=ref_links(site, clause.see_also),
        cite=cite_block(site, cites),
    )


def clause_names(site: Site, clause_id: str) -> Markup:
    """What readers call a clause, for its heading: the glossary terms it defines (a term
    lists its defining clause first; two at most, the most particular) and the engine
    options it decides ("A saved mouche takes the mouches owed").

    In the heading, the site's search (which weighs titles most) finds the clause by
    them: "sauver la Mouche" or "saved mouche" lead to the Académie's art. 12-13.
    """
    data = site.data
    defined = [t for t in data.glossary if t.clauses[:1] == (clause_id,)]
    # At most two, the most particular to the clause (used in the fewest clauses).
    defined = sorted(defined, key=lambda t: len(t.clauses))[:2]
    options = [
        site.engine(option.title)
        for option in data.options.values()
        if any(clause_id in choice.cites for choice in option.choices)
    ]
    names = [(t.french, "fr") for t in defined] + [(title, "") for title in options]
    return site.html("clause_names.html", names=names)


def clause_index(site: Site, clauses: tuple[Clause, ...]) -> Markup:
    """A compact list of the page's clauses, for jumping (the page hides its side TOC)."""
    return site.html(
        "clause_index.html", clauses=[(c.id, clause_label(site, c.id)) for c in clauses]
    )


def column_controls(site: Site) -> Markup:
    """The choice of view (with the apparatus, or the clean reading), the boxes that show
    and hide the columns, and the legends of the reading's marks in each view."""
    shown = DEFAULT_COLUMNS.get(site.lang, ())
    hidden = [key for key, _ in COLUMNS if shown and key not in shown]
    return site.html(
        "column_controls.html", columns=COLUMNS, signs=CLEAN_SIGNS, default_hidden=hidden
    )
