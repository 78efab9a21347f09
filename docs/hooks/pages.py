"""MkDocs build hook: the pages generated from ``sources/`` and from the engine.

Nothing here is copied by hand: every source page, the sources index, the
rulesets, the options, the editorial decisions, the glossary, the engine
reference pages and the "clauses by topic" appendix of the Rules page are
generated at build time from the data (``mouche.edition``) and the engine
(``mouche.rulesets``, ``mouche.registry``, ``mouche.editorial``).

How it works:

* ``on_config`` loads the data once and extends the nav: the nav sections that
  start with ``sources/index.md``, ``rulesets/index.md`` or
  ``reference/index.md`` get one entry per source, preset or engine module.
* ``on_files`` adds the generated pages (``File.generated``).
* ``on_page_markdown`` expands the small include language of hand-written
  pages: ``{{ cite: academie.11 ed.all-pass }}`` (linked citations; retired ids
  follow their aliases), ``{{ include: NAME }}`` (``clauses-by-topic``,
  ``timeline``, ``records``, ``site-citation``), ``{{ record: NAME }}`` (a hand
  record of ``tests/records`` with the engine's replay), ``{{ hand: NAME |
  compare=RULESET }}`` (the same record as a steppable hand: a ``mouche-hand``
  fence for ``docs/hooks/pyodide.py``) and ``{{ link: PATH | TEXT | FALLBACK }}``.
* Generated pages keep their headings (anchors: clause ids, option anchors,
  decision ids, term ids) in Markdown, so the table of contents and autorefs
  know them; the bodies are HTML "slots" filled in ``on_page_content``.
* Cross-page links are ``<autoref>`` tags: mkdocs-autorefs resolves them
  (an unresolved one fails ``mkdocs build --strict``) and records backlinks,
  which mkdocstrings shows under each engine object.
* ``on_page_content`` also adds, on the engine reference pages, an
  "Implements" box under every rule function registered with
  ``mouche.registry.implements``, and links the clause ids of "Clauses:" lines.
"""

from __future__ import annotations

import html
import json
import logging
import re
import sys
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from mkdocs.utils import get_relative_url

log = logging.getLogger("mkdocs.hooks.pages")

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mouche.edition.model import RULE_TAGS  # noqa: E402  (the engine's own list of rule tags)
from mouche.rulings import with_suit_symbols  # noqa: E402  (display of cards)

TAG_TITLES: dict[str, str] = {
    "players": "Number of players",
    "pack": "The pack",
    "ranking": "Order of the cards",
    "deal": "The deal",
    "ante": "The ante and the pot",
    "decision": "Pass, stand or exchange",
    "exchange": "The exchange",
    "flush": "The mouche (five of a suit)",
    "flush-compare": "Several mouches compared",
    "question": "Asking about the mouche",
    "play": "Playing the tricks",
    "trick-duty": "Duties of play",
    "renege": "Reneging",
    "trick-payment": "Payment for tricks",
    "penalty": "Making the mouche (the penalty)",
    "several-mouches": "Several mouches in one deal",
    "limit": "The mouche limit",
    "top-card": "A top card (Mistigri, Pam)",
    "side-stakes": "Side stakes",
    "not-mechanical": "History, advice, terminology",
}
STATUS_TEXT: dict[str, str] = {
    "transcribed": "Transcribed: the whole text is in hand.",
    "excerpt": "Excerpt: part of the text is in hand.",
    "reported": "Reported: not in hand; a secondary source reports what it contains.",
    "not-in-hand": "Not in hand: bibliography only.",
    "secondary": "Secondary: a modern source used for facts, with attribution; "
    "its sentences are not reproduced.",
}
COLUMNS: tuple[tuple[str, str], ...] = (
    ("diplomatic", "Diplomatic"),
    ("reading", "Reading"),
    ("english", "English"),
    ("russian", "Russian"),
)
SLOT_RE = re.compile(r'<div class="gen-slot" data-slot="(\d+)"></div>')
MARKER_RE = re.compile(r"\{\{\s*(cite|include|record|hand|link)\s*:\s*(.*?)\s*\}\}")

# Material's search weighs each section of its index by a boost (front matter gives one per
# page; on_post_build sets one per section): a reader who types what a clause is called
# gets the clause first; the engine reference, whose every heading says "mouche", comes
# after the texts (it still answers a search for a function's name).
SEARCH_BOOST = {"clause": 4.0, "reference": 0.05}

esc = html.escape


# --------------------------------------------------------------------------- data


def _get(obj: Any, name: str, default: Any = None) -> Any:
    """An attribute of a loader object, or a key of a mapping."""
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


@dataclass
class Data:
    """Everything the generated pages are made from, loaded once per build."""

    site_url: str = ""
    library: Any = None
    sources: list[Any] = field(default_factory=list)
    clauses: dict[str, Any] = field(default_factory=dict)  # clause id -> clause
    clause_source: dict[str, Any] = field(default_factory=dict)  # clause id -> source
    clause_refs: dict[str, list[Any]] = field(default_factory=dict)
    functions: list[Any] = field(default_factory=list)  # EngineRef of kind "function"
    options: dict[str, Any] = field(default_factory=dict)
    presets: dict[str, Any] = field(default_factory=dict)
    decisions: tuple[Any, ...] = ()
    glossary: list[Any] = field(default_factory=list)
    modules: list[str] = field(default_factory=list)
    records: list[Path] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    short_names: dict[str, str] = field(default_factory=dict)  # source id -> source_short

    # ---- lookups

    def source_short(self, source: Any) -> str:
        """A short name for running text: 'Cotton 1674', 'Académie des jeux', 'adpoker.fr'.

        Two sources that would get the same name (two articles of one encyclopaedia
        volume) add their titles: 'Encyclopédie 1765 (Mouche)'.
        """
        sid = str(_get(source, "id"))
        if sid in self.short_names:
            return self.short_names[sid]
        name = self._source_short(source)
        if any(
            o is not source
            and _get(o, "id") != _get(source, "id")
            and self._source_short(o) == name
            for o in self.sources
        ):
            title = str(_get(source, "title", "") or "").split(",")[0].strip()
            name = f"{name} ({title})"
        self.short_names[sid] = name
        return name

    def _source_short(self, source: Any) -> str:
        year = _get(source, "year", 0) or 0
        author = str(_get(source, "author", "") or "")
        title = str(_get(source, "title", "") or _get(source, "id"))
        container = str(_get(source, "container_title", "") or "")

        def clean(text: str) -> str:
            # the work, not its series: 'Encyclopédie méthodique. Dictionnaire des jeux'
            return text.strip("[] ").split(",")[0].strip().split(". ")[-1]

        names: list[dict[str, str]] = []
        c = _citations()
        if c is not None and author and not author.endswith("(eds.)"):
            try:
                names = list(c.csl_names(author))
            except Exception:
                names = []
        publisher = str(_get(source, "publisher", "") or "")
        printer = list(c.csl_names(publisher)) if c is not None and publisher else []
        if not names and not container and printer and "given" in printer[0]:
            # an anonymous book known by its printer: "Van der Aa 1721" (Leide: Pierre van der Aa)
            particle = printer[0].get("non-dropping-particle", "")
            name = f"{particle} {printer[0]['family']}".strip()
            name = name[0].upper() + name[1:]
        elif not names:  # anonymous: the book it is in, else its title
            name = clean(container) or clean(title)
        elif "literal" in names[0] and names[0]["literal"].lower().startswith("wikipedia"):
            name = f"Wikipedia, {clean(title)}"
        elif "given" in names[0]:  # a person
            name = names[0]["family"] + (
                " et al."
                if len(names) > 2
                else f" & {names[1]['family']}"
                if len(names) == 2
                else ""
            )
        else:  # a body or a website
            name = author
        return f"{name} {year}" if year else name

    def label_of(self, ref_id: str) -> str:
        """The readable label of a clause, decision or source id."""
        if ref_id in self.clauses:
            clause = self.clauses[ref_id]
            source = self.clause_source[ref_id]
            return f"{self.source_short(source)}, {_get(clause, 'label', '') or ref_id}"
        for d in self.decisions:
            if d.id == ref_id:
                return f"Editorial decision: {d.title}"
        for s in self.sources:
            if _get(s, "id") == ref_id:
                return self.source_short(s)
        return ref_id

    def short_label_of(self, ref_id: str) -> str:
        """A compact label for running text: long clause labels give way to the locator."""
        if ref_id in self.clauses:
            clause = self.clauses[ref_id]
            label = str(_get(clause, "label", "") or "")
            if not label or len(label) > 16:
                label = ref_id.split(".", 1)[1] if "." in ref_id else ref_id
            return f"{self.source_short(self.clause_source[ref_id])}, {label}"
        for d in self.decisions:
            if d.id == ref_id:
                return f"ed.: {d.title}"
        return self.label_of(ref_id)

    def canonical(self, ref_id: str) -> str:
        """The live id for a retired one (``sources/aliases.toml``), else the id itself."""
        if self.library is None:
            return ref_id
        try:
            return str(self.library.canonical(ref_id))
        except KeyError:
            return ref_id

    def retired_in(self, source_id: str) -> list[tuple[str, str]]:
        """(retired id, live successor) for the retired clause ids of a source."""
        aliases = dict(_get(self.library, "aliases", {}) or {})
        return sorted(
            (old, self.canonical(old))
            for old in aliases
            if old.split(".", 1)[0] == source_id and "." in old
        )

    def is_source(self, ref_id: str) -> bool:
        return any(_get(s, "id") == ref_id for s in self.sources)

    def known(self, ref_id: str) -> bool:
        return (
            ref_id in self.clauses
            or any(d.id == ref_id for d in self.decisions)
            or self.is_source(ref_id)
        )


DATA = Data()


def engine_modules() -> list[str]:
    """The engine's modules as dotted names under ``mouche`` (``cards``, then ``edition.model``)."""
    pkg = ROOT / "mouche"
    files = [
        *pkg.glob("*.py"),
        *(p for p in pkg.glob("*/*.py") if (p.parent / "__init__.py").is_file()),
    ]
    names = [
        ".".join(p.relative_to(pkg).with_suffix("").parts)
        for p in files
        if p.stem not in {"__init__", "__main__"}
    ]
    return sorted(names, key=lambda name: (name.count("."), name))


def _load(config: Any) -> Data:
    # MkDocs restores sys.path after importing a hook: put the project root back here.
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    data = Data(site_url=public_site_url())
    try:
        from mouche.editorial import DECISIONS

        data.decisions = tuple(DECISIONS)
    except Exception as exc:  # pragma: no cover - the module is in the skeleton
        data.problems.append(f"mouche.editorial: {exc}")
    try:
        from mouche.edition.loading import load_library

        lib = load_library()
        data.library = lib
        sources = _get(lib, "sources", [])
        data.sources = list(sources.values()) if hasattr(sources, "values") else list(sources)
        for source in data.sources:
            for clause in _get(source, "clauses", []) or []:
                data.clauses[clause.id if not isinstance(clause, dict) else clause["id"]] = clause
                data.clause_source[_get(clause, "id")] = source
        glossary = _get(lib, "glossary", None) or _get(lib, "terms", None)
        if glossary is not None:
            data.glossary = (
                list(glossary.values()) if hasattr(glossary, "values") else list(glossary)
            )
    except ImportError as exc:
        data.problems.append(f"mouche.edition not available yet: {exc}")
    except ValueError as exc:  # mouche.edition.model.SourceError: the data does not validate
        from mouche.edition.model import SourceError

        if not isinstance(exc, SourceError):
            raise
        raise PluginError(f"the source data does not load:\n{exc}") from exc
    if not data.glossary and (ROOT / "sources" / "glossary.toml").exists():
        with open(ROOT / "sources" / "glossary.toml", "rb") as fh:
            data.glossary = list(tomllib.load(fh).get("term", []))
    try:
        from mouche.rulesets import OPTIONS, PRESETS

        data.options = dict(OPTIONS)
        data.presets = dict(PRESETS)
    except ImportError as exc:
        data.problems.append(f"mouche.rulesets not available yet: {exc}")
    try:
        from mouche.registry import clause_refs, engine_refs

        refs = engine_refs()
        data.functions = [r for r in refs if r.kind == "function"]
        data.clause_refs = clause_refs()
    except ImportError as exc:
        data.problems.append(f"mouche.registry refs not available yet: {exc}")
    data.modules = engine_modules()
    data.records = sorted((ROOT / "tests" / "records").glob("*.toml"))
    for problem in data.problems:
        log.info("pages hook: %s", problem)
    return data


# ------------------------------------------------------------------ citations


def _citations() -> Any:
    try:
        import mouche.citations as citations
    except ImportError:
        return None
    return citations


def public_site_url() -> str:
    """The site's public address (``MOUCHE_SITE_URL``), or "" for a local build."""
    c = _citations()
    if c is None:  # pragma: no cover
        return ""
    try:
        return str(c.site_url())
    except ValueError as exc:
        raise PluginError(str(exc)) from exc


CITE_FORMATS: tuple[tuple[str, str], ...] = (
    ("chicago-note", "Chicago note"),
    ("chicago-bibliography", "Chicago bibliography"),
    ("bibtex", "BibTeX"),
    ("biblatex", "biblatex"),
    ("csl-json", "CSL-JSON"),
    ("permalink", "Permalink"),
)


def item_cites(item_id: str, site_url: str) -> dict[str, str]:
    """Every format of a citable id, exactly as ``python -m mouche cite`` prints it.

    The Chicago formats also come as HTML (``chicago-note-html``: italic titles);
    ``anchor`` is the id of the element the permalink points to on the site.
    """
    c = _citations()
    lib = DATA.library
    if c is None or lib is None:
        return {}
    thing = c.citable(lib, item_id, site_url)
    out = {fmt: c.render(thing, fmt).rstrip("\n") for fmt, _ in CITE_FORMATS}
    for fmt in ("chicago-note", "chicago-bibliography"):
        out[fmt + "-html"] = c.render(thing, fmt, html=True)
    out["anchor"] = f"source-{thing.id}" if thing.kind == "source" else thing.id
    out["ident"] = "cite-" + thing.id
    return out


# ------------------------------------------------------------------ HTML bits


def autoref(
    identifier: str,
    title_html: str,
    backlink: tuple[str, str] | None = None,
    rel: str = "",
) -> str:
    """An ``<autoref>`` tag: mkdocs-autorefs turns it into a relative link (or fails the build).

    ``backlink`` (type, anchor) records a backlink shown under the engine object;
    ``rel`` becomes a ``data-rel`` attribute of the link.
    """
    extra = ""
    if backlink:
        extra = f' backlink-type="{esc(backlink[0])}" backlink-anchor="{esc(backlink[1])}"'
    if rel:
        extra += f' data-rel="{esc(rel)}"'
    return f'<autoref identifier="{esc(identifier)}"{extra}>{title_html}</autoref>'


def cite_links(ids: Iterable[str], backlink: tuple[str, str] | None = None) -> str:
    """Linked labels for clause and decision ids, separated by semicolons."""
    parts = []
    for ref_id in ids:
        ref_id = DATA.canonical(ref_id)
        if DATA.is_source(ref_id):
            parts.append(autoref(f"source-{ref_id}", esc(DATA.label_of(ref_id))))
        elif DATA.known(ref_id):
            full, short = DATA.label_of(ref_id), DATA.short_label_of(ref_id)
            title = esc(short)
            if full != short:
                title = f'<span title="{esc(full)}">{title}</span>'
            parts.append(autoref(ref_id, title, backlink))
        else:
            log.warning("pages hook: unknown clause or decision id %r", ref_id)
            parts.append(f"<code>{esc(ref_id)}</code>")
    return "; ".join(parts)


def option_anchor(name: str, label: str) -> str:
    """The anchor of an option value: the same rule as ``EngineRef.anchor``."""
    try:
        from mouche.registry import EngineRef

        return EngineRef("option", f"{name}={label}", ()).anchor
    except ImportError:  # pragma: no cover
        return f"option-{name}-{label}".replace("_", "-").lower()


def choice_label(name: str, value: str) -> str:
    """The option choice a value falls under (an integer value falls under "N")."""
    option = DATA.options.get(name)
    if option is None:
        return value
    try:
        return str(option.choice(value).label)
    except Exception:
        return value


def option_anchor_id(name: str) -> str:
    """The anchor of an option's section (and its citable id): ``option-mouche-limit``."""
    return "option-" + name.replace("_", "-")


def option_link(name: str, title_html: str) -> str:
    """A link to an option's section on the options page."""
    return autoref(option_anchor_id(name), title_html)


def engine_ref_link(ref: Any, backlink: tuple[str, str] | None = None) -> str:
    """A link to the engine object (rule function or option value) implementing a clause."""
    if ref.kind == "function":
        short = ref.name.removeprefix("mouche.")
        return autoref(ref.name, f"<code>{esc(short)}</code>", backlink, rel="implemented-by")
    name, _, value = ref.name.partition("=")
    title = f"option <code>{esc(name)} = {esc(value)}</code>"
    return autoref(ref.anchor, title, backlink, rel="implemented-by")


def text_html(text: str) -> str:
    return esc((text or "").strip())


def note_html(text: str) -> str:
    """Our note, escaped, with the clause and decision ids it names linked."""

    def link(m: re.Match[str]) -> str:
        ref = m.group(1)
        if not DATA.known(ref) or DATA.is_source(ref):
            return m.group(0)
        return autoref(DATA.canonical(ref), f"<code>{esc(ref)}</code>")

    return ID_RE.sub(link, text_html(text))


def reading_html(text: str) -> str:
    """The reading with its marks shown (:mod:`mouche.edition.marks`).

    A correction: <del> what the text in hand has, <ins> what we read; a conjecture
    the same in its own style with the label "conj."; a crux: the suspect words
    between daggers, no reading offered.
    """
    from mouche.edition.marks import mark_segments

    out: list[str] = []
    for seg in mark_segments((text or "").strip()):
        raw, new = esc(seg.raw), esc(seg.reading)
        if seg.kind == "text":
            out.append(raw)
        elif seg.kind == "crux":
            out.append(
                f'<span class="crux" title="Crux: the text in hand has “{raw}”, which does '
                f'not give the sense needed; no reading is offered">†{raw}†</span>'
            )
        elif seg.conjecture:
            shown = {
                "replace": f"<del>{raw}</del><ins>{new}</ins>",
                "delete": f"<del>{raw}</del>",
                "insert": f"<ins>{new}</ins>",
            }[seg.kind]
            said = f"the text in hand has “{raw}”" if raw else "the text in hand has nothing here"
            out.append(
                f'<span class="conj" title="Conjecture: {said}; our guess, not a certain '
                f'correction">{shown}<span class="conj-label">conj.</span></span>'
            )
        elif seg.kind == "replace":
            out.append(
                f'<span class="corr" title="Corrected: the text in hand has “{raw}”">'
                f"<del>{raw}</del><ins>{new}</ins></span>"
            )
        elif seg.kind == "delete":
            out.append(f'<del class="corr" title="Removed by the editor: “{raw}”">{raw}</del>')
        else:
            out.append(f'<ins class="corr" title="Added by the editor">{new}</ins>')
    return "".join(out)


def copy_button(text: str, label: str = "Copy") -> str:
    return (
        f'<button type="button" class="md-button site-copy" data-copy="{esc(text)}" '
        f'title="Copy to the clipboard">{esc(label)}</button>'
    )


NO_ADDRESS_NOTE = (
    "This build of the site has no public address configured (MOUCHE_SITE_URL): "
    "the addresses below are completed from the address this page was loaded from."
)


def cite_block(cites: dict[str, str], what: str, open_: bool = False) -> str:
    """A "Cite" control: every format of ``item_cites``, each shown and copyable.

    Each text is what ``python -m mouche cite`` prints; the Chicago ones are shown
    with italic titles and copied as plain text. Without a public address the
    permalinks are relative to the site's root: ``site.js`` completes them from the
    page's own address (``data-cite-path``), and the block says so.
    """
    if not cites:
        return ""
    ident = cites["ident"]
    rows = []
    for fmt, name in CITE_FORMATS:
        value = cites[fmt]
        if fmt in ("chicago-note", "chicago-bibliography"):
            body = f'<p class="cite-text cite-{fmt}">{cites[fmt + "-html"]}</p>'
            button = copy_button(value)
        elif fmt == "permalink":
            if DATA.site_url:
                target = f'<a class="cite-permalink" href="{esc(value)}">{esc(value)}</a>'
            elif cites["anchor"] != "site":
                target = autoref(
                    cites["anchor"], f'<span class="cite-permalink">{esc(value)}</span>'
                )
            else:  # the site itself: its root (site.js writes its address)
                target = f'<span class="cite-permalink">{esc(value)}</span>'

            body = f'<p class="cite-text">{target}</p>'
            button = copy_button(value)
        else:
            code = f'<code class="cite-{fmt}" id="{esc(ident)}-{fmt}">{esc(value)}</code>'
            body = f'<pre class="cite-text" id="{esc(ident)}-{fmt}-pre">{code}</pre>'
            button = copy_from_button(f"{ident}-{fmt}")
        rows.append(
            f'<div class="cite-row"><div class="cite-head"><span>{name}</span>'
            f"{button}</div>{body}</div>"
        )
    op = " open" if open_ else ""
    relative = ""
    if not DATA.site_url:
        relative = f' data-cite-path="{esc(cites["permalink"])}"'
        rows.insert(0, f'<p class="cite-no-address">{esc(NO_ADDRESS_NOTE)}</p>')
    html_ = (
        f'<details class="cite" id="{esc(ident)}" data-search-exclude{relative}{op}>'
        f"<summary>Cite {esc(what)}</summary>" + "".join(rows) + "</details>"
    )
    return html_.replace("\n", "&#10;")  # one line: safe inside Markdown too


def cite_item_block(item_id: str, what: str, open_: bool = False) -> str:
    """The Cite control of one citable id (empty, with a warning, if it fails)."""
    return cite_block(_safe(item_cites, item_id, DATA.site_url), what, open_)


def copy_from_button(element_id: str, label: str = "Copy") -> str:
    """A copy button that copies the text of the element ``element_id`` (no second copy)."""
    return (
        f'<button type="button" class="md-button site-copy" data-copy-from="{esc(element_id)}" '
        f'title="Copy to the clipboard">{esc(label)}</button>'
    )


def status_badge(status: str) -> str:
    return (
        f'<span class="status status-{esc(status)}" title="{esc(STATUS_TEXT.get(status, ""))}">'
        f"{esc(status)}</span>"
    )


# ------------------------------------------------------------------ pages: sources


@dataclass
class Generated:
    """A generated page: its Markdown and the HTML of its slots."""

    markdown: str
    slots: list[Callable[[Any], str]] = field(default_factory=list)

    def slot(self, render: Callable[[Any], str]) -> str:
        self.slots.append(render)
        return f'\n<div class="gen-slot" data-slot="{len(self.slots) - 1}"></div>\n'


GENERATED: dict[str, Generated] = {}


def _md_heading(text: str) -> str:
    """Heading text safe for Markdown."""
    return re.sub(r"([\\`*_\[\]{}#<>|])", r"\\\1", text.replace("\n", " "))


SOURCE_GROUPS: tuple[tuple[str, frozenset[str]], ...] = (
    ("Texts in hand", frozenset({"transcribed", "excerpt"})),
    ("Not in hand", frozenset({"reported", "not-in-hand"})),
    ("Modern secondary sources", frozenset({"secondary"})),
)


def sources_by_group() -> list[tuple[str, list[Any]]]:
    """The sources in the index's and the nav's groups, by date (undated last)."""
    ordered = sorted(DATA.sources, key=lambda s: (_get(s, "year", 0) or 9999, _get(s, "id")))
    groups = [
        (name, [s for s in ordered if _get(s, "status", "") in st]) for name, st in SOURCE_GROUPS
    ]
    return [(name, items) for name, items in groups if items]


def page_sources_index() -> Generated:
    lines = [
        "# Sources",
        "",
        "Every source the site draws on, with what is in hand. A source's page gives its",
        "bibliography and provenance, then its text clause by clause: the diplomatic text",
        "(exactly as in the copy in hand, errors included), our reading with every correction,",
        "conjecture and crux marked, and our English and Russian translations. Sources not in",
        "hand have bibliography and, where a later source reports their content, reported",
        "clauses with their attribution.",
    ]
    for group, items in sources_by_group():
        lines += [
            "",
            f"## {group}",
            "",
            "| Source | Status | Year | Clauses | Family | Language |",
            "|---|---|---|---|---|---|",
        ]
        for s in items:
            sid = _get(s, "id")
            year = _get(s, "year", 0) or "undated"
            title = _md_heading(str(_get(s, "title", "")))
            n = len(_get(s, "clauses", []) or [])
            lines.append(
                f"| [**{_md_heading(DATA.source_short(s))}**]({sid}.md)<br>*{title}* | "
                f"{status_badge(str(_get(s, 'status', '')))} | {year} | {n} | "
                f"{_get(s, 'family', '')} | {_get(s, 'language', '')} |"
            )
    lines += ["", "## Statuses", ""]
    for status, text in STATUS_TEXT.items():
        lines.append(f"- {status_badge(status)} {text}")
    if not DATA.sources:
        lines += ["", "!!! note", "    The source data is not available in this build."]
    return Generated("\n".join(lines) + "\n")


def title_lang(s: Any) -> str:
    """The language of a source's title: the source's, unless the title is not in its script.

    A Russian translation catalogued under its English original's title ('Mouche (card
    game)') has an English title.
    """
    lang = str(_get(s, "language", "") or "und")
    title = str(_get(s, "title", "") or "")
    cyrillic = lang.split("-")[0] in {"ru", "uk", "be", "bg", "sr"}
    if cyrillic and not re.search("[\u0400-\u04ff]", title):
        return "en"
    return lang


def _bibliography_html(s: Any) -> str:
    fields = [
        ("Author", "author"),
        ("Title", "title"),
        ("In", "container_title"),
        ("Place", "place"),
        ("Publisher", "publisher"),
        ("Year", "year"),
        ("Date note", "year_note"),
        ("Volume", "volume"),
        ("Pages", "pages"),
        ("Language", "language"),
        ("Rights", "rights"),
        ("Provenance", "provenance"),
        ("Missing", "missing"),
        ("Note", "note"),
    ]
    rows = []
    for label, name in fields:
        value = _get(s, name, "")
        if value in ("", None, 0, [], ()):
            continue
        cell = esc(str(value))
        if name == "title":
            cell = f'<cite lang="{esc(title_lang(s))}">{cell}</cite>'
        elif name == "container_title":
            cell = f'<span lang="{esc(str(_get(s, "language", "") or "und"))}">{cell}</span>'
        rows.append(f'<tr><th scope="row">{label}</th><td>{cell}</td></tr>')
    status = str(_get(s, "status", ""))
    rows.insert(
        0,
        f'<tr><th scope="row">Status</th><td>{status_badge(status)} '
        f"{esc(STATUS_TEXT.get(status, ''))}</td></tr>",
    )
    reported_by = _get(s, "reported_by", []) or []
    if reported_by:
        links = ", ".join(
            autoref(f"source-{r}", esc(r))
            if any(_get(x, "id") == r for x in DATA.sources)
            else f"<code>{esc(r)}</code>"
            for r in reported_by
        )
        rows.append(f'<tr><th scope="row">Reported by</th><td>{links}</td></tr>')
    return '<table class="bibliography"><tbody>' + "".join(rows) + "</tbody></table>"


def _clause_html(s: Any, clause: Any, page: Any) -> str:
    cid = _get(clause, "id")
    lang = str(_get(s, "language", "") or "und")
    permalink = ""
    cites: dict[str, str] = {}
    try:
        cites = item_cites(cid, DATA.site_url)
        permalink = cites.get("permalink", "")
    except Exception as exc:
        log.warning("pages hook: citation of %s failed: %s", cid, exc)
    bar = [
        f'<a class="clause-permalink" href="#{esc(cid)}" title="Permalink to this clause">'
        f"<code>{esc(cid)}</code></a>"
    ]
    if permalink:
        button = copy_button(permalink, "Copy link")
        if not DATA.site_url:  # site.js completes it from the page's address
            button = button.replace("<button ", f'<button data-cite-path="{esc(permalink)}" ', 1)
        bar.append(button)
    if _get(clause, "page", ""):
        bar.append(f'<span class="clause-page">p. {esc(str(_get(clause, "page")))}</span>')
    tags = [t for t in (_get(clause, "tags", []) or [])]
    if tags:
        tag_html = ", ".join(
            autoref(f"topic-{t}", esc(TAG_TITLES.get(t, t)))
            if t != "not-mechanical"
            else f'<span class="tag-nm">{esc(TAG_TITLES[t])}</span>'
            for t in tags
        )
        bar.append(f'<span class="clause-tags"><span class="k">Rules:</span> {tag_html}</span>')
    terms = _clause_terms(cid)
    if terms:
        bar.append(f'<span class="clause-terms"><span class="k">Terms:</span> {terms}</span>')
    refs = DATA.clause_refs.get(cid, [])
    if refs:
        links = ", ".join(engine_ref_link(r, ("implements", cid)) for r in refs)
        bar.append(
            f'<span class="clause-impl"><span class="k">Implemented by:</span> {links}</span>'
        )
    elif any(t != "not-mechanical" for t in tags):
        bar.append(
            '<span class="clause-impl clause-impl-none"><span class="k">Implemented by:</span> '
            "not by the engine (see the mapping report)</span>"
        )

    report = _get(clause, "report", "")
    cols = []
    if report:
        attribution = str(_get(clause, "attribution", "") or "")
        att = (
            autoref(f"source-{attribution}", esc(attribution))
            if any(_get(x, "id") == attribution for x in DATA.sources)
            else esc(attribution)
        )
        cols.append(
            '<section class="col col-report" lang="en"><p class="col-head">Reported '
            f"(our paraphrase; attribution: {att})</p>"
            f'<div class="col-text">{text_html(report)}</div></section>'
        )
        for key, lang_ in (("english", "en"), ("russian", "ru")):
            if _get(clause, key, ""):
                cols.append(
                    f'<section class="col col-{key}" lang="{lang_}"><p class="col-head" lang="en">'
                    f"{key.capitalize()}</p>"
                    f'<div class="col-text">{text_html(_get(clause, key))}</div></section>'
                )
    else:
        for key, title in COLUMNS:
            value = _get(clause, key, "") or ""
            lang_ = {"english": "en", "russian": "ru"}.get(key, lang)
            body = reading_html(value) if key == "reading" else text_html(value)
            if not value:
                body = '<span class="col-empty">—</span>'
            cols.append(
                f'<section class="col col-{key}" lang="{lang_}">'
                f'<p class="col-head" lang="en">{title}</p>'
                f'<div class="col-text">{body}</div></section>'
            )
    note = _get(clause, "note", "")
    notes = (
        f'<div class="clause-note"><span class="k">Note (ours):</span> {note_html(note)}</div>'
        if note
        else ""
    )
    see_also = list(_get(clause, "see_also", ()) or ())
    if see_also:
        notes += (
            f'<div class="clause-see"><span class="k">Compare:</span> {cite_links(see_also)}</div>'
        )
    return (
        f'<div class="clause" data-clause="{esc(cid)}">'
        f'<div class="clause-bar">{"".join(bar)}</div>'
        f'<div class="clause-cols">{"".join(cols)}</div>'
        f"{notes}{cite_block(cites, 'this clause')}</div>"
    )


def _clause_terms(cid: str) -> str:
    """The glossary terms used or explained in a clause, French then English, each linked.

    They are what readers call the clause ("sauver la Mouche", "saved mouche"), so
    the site's search finds the clause by them.
    """
    terms = [t for t in DATA.glossary if cid in (_get(t, "clauses", []) or [])]
    return ", ".join(
        autoref(
            str(_get(t, "id")),
            f'<span lang="fr">{esc(str(_get(t, "french", "")))}</span>&nbsp;'
            f"({esc(str(_get(t, 'english', '')))})",
        )
        for t in terms
    )


def _clause_names(cid: str) -> str:
    """What readers call a clause, for its heading: the glossary terms it defines (a term
    lists its defining clause first; two at most, the most particular) and the engine
    options it decides ("A saved mouche takes the mouches owed").

    In the heading, the site's search (which weighs titles most) finds the clause by
    them: "sauver la Mouche" or "saved mouche" lead to the Académie's art. 12-13.
    """
    defined = [t for t in DATA.glossary if (_get(t, "clauses", []) or [None])[0] == cid]
    # At most two, the most particular to the clause (used in the fewest clauses).
    defined = sorted(defined, key=lambda t: len(_get(t, "clauses", [])))[:2]
    terms = [f'<span lang="fr">{esc(str(_get(t, "french", "")))}</span>' for t in defined]
    options = [
        esc(str(option.title))
        for option in DATA.options.values()
        if any(cid in (choice.cites or ()) for choice in option.choices)
    ]
    names = "; ".join(terms + options)
    return f' <small class="clause-names">· {names}</small>' if names else ""


def _clause_index(clauses: list[Any]) -> str:
    """A compact list of the page's clauses, for jumping (the page hides its side TOC)."""
    links = " · ".join(
        f'<a href="#{esc(_get(c, "id"))}">{esc(str(_get(c, "label", "") or _get(c, "id")))}</a>'
        for c in clauses
    )
    head = '<nav class="clause-index" aria-label="Clauses"><span class="k">Clauses:</span> '
    return f"{head}{links}</nav>"


def _column_controls() -> str:
    boxes = "".join(
        f'<label><input type="checkbox" data-col="{key}" checked> {title}</label>'
        for key, title in COLUMNS
    )
    return (
        '<fieldset class="col-toggles"><legend>Show columns</legend>'
        f"{boxes}</fieldset>"
        '<p class="legend">Legend of the reading: <span class="corr"><del>text in hand</del>'
        '<ins>our reading</ins></span> a correction; <span class="conj"><del>text in hand</del>'
        '<ins>our guess</ins><span class="conj-label">conj.</span></span> a conjecture, '
        'where the letters do not settle the reading; <del class="corr">removed</del> removed '
        '(running heads, stray marks); <ins class="corr">added</ins> added by the editor; '
        '<span class="crux">†suspect words†</span> a crux: the text in hand does not give '
        "the sense needed and no reading is offered. Hover a mark to see it spelled out. "
        "Translations and notes are ours.</p>"
    )


def page_source(s: Any) -> Generated:
    sid = str(_get(s, "id"))
    status = str(_get(s, "status", ""))
    g = Generated("")
    title = _md_heading(str(_get(s, "title", sid)))
    lang = title_lang(s)
    lang_attr = f" lang={lang}" if lang != "en" and re.fullmatch(r"[a-zA-Z-]+", lang) else ""
    # The heading starts with the name the navigation and the citations use, then the work.
    short = _md_heading(DATA.source_short(s))
    heading = title if title.startswith(short) else f"{short}: {title}"
    md = ["---", "hide:", "  - toc", "---", "", f"# {heading} {{#source-{sid}{lang_attr}}}", ""]
    author = _get(s, "author", "")
    year = _get(s, "year", 0)
    md.append(
        f"*{_md_heading(str(author))}{', ' + str(year) if year else ''}* — "
        f"source id `{sid}`, status **{status}**."
    )
    md.append("")
    if status in {"reported", "not-in-hand"}:
        md += [
            '!!! warning "Transcription not yet available"',
            "    This source is not in hand: no copy of its text could be obtained. What follows",
            "    is its bibliography and, where a later source reports what it contains, our",
            "    paraphrase of",
            "    that report with its attribution. Nothing below is the source's own wording.",
            "",
        ]
    elif status == "secondary":
        md += [
            '!!! info "A modern secondary source"',
            "    Used for facts, with attribution. Its sentences are not reproduced: what follows",
            "    is",
            "    our own paraphrase.",
            "",
        ]
    md.append("## Bibliography and provenance")
    md.append(g.slot(lambda page, s=s: _bibliography_html(s)))
    md.append(g.slot(lambda page, sid=sid: cite_item_block(sid, "this source")))
    clauses = list(_get(s, "clauses", []) or [])
    if clauses:
        md += ["", "## Text, clause by clause", ""]
        if any(not _get(c, "report", "") for c in clauses):
            md.append(g.slot(lambda page: _column_controls()))
        md.append(g.slot(lambda page, clauses=clauses: _clause_index(clauses)))
        for clause in clauses:
            cid = _get(clause, "id")
            label = _md_heading(str(_get(clause, "label", "") or cid))
            md.append(f"### {label}{_clause_names(cid)} {{#{cid} .clause-heading}}")
            md.append(g.slot(lambda page, s=s, clause=clause: _clause_html(s, clause, page)))
            md += [_example_hands(cid)]
    retired = DATA.retired_in(sid)
    if retired:
        md += [
            "",
            "## Retired ids",
            "",
            "These ids were published for clauses of this source and have moved; old links",
            "and citations land here and lead on to the clause's present place.",
            "",
        ]
        md.append(g.slot(lambda page, retired=retired: _retired_html(retired)))
    g.markdown = "\n".join(md) + "\n"
    return g


def records_meta() -> dict[str, dict[str, Any]]:
    """Each example hand record (``tests/records``) by name: its TOML fields."""
    out = {}
    for path in DATA.records:
        try:
            out[path.stem] = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError):
            continue
    return out


def other_preset(meta: dict[str, Any]) -> str:
    """The preset a record is compared with by default (``mouche.compare.counterpart``)."""
    from mouche.compare import counterpart

    try:
        return counterpart(str(meta.get("ruleset", "")))
    except Exception:  # a record with an unknown ruleset is the engine tests' business
        return "vanderaa1721"


COMPARE_PAGE = "rulesets/compare/"


def compare_href(page: Any, **params: str) -> str:
    """A link from ``page`` to the compare view with its state (``record``, ``a``, ``b``...)."""
    from urllib.parse import urlencode

    query = urlencode(params)
    return get_relative_url(COMPARE_PAGE, page.url) + (f"?{query}" if query else "")


def _example_hands(clause_id: str) -> str:
    """Markdown: the example hands illustrating a clause, each a collapsed steppable hand."""
    out = []
    for name, meta in records_meta().items():
        if "deals" in meta:  # a session record: listed on the records page, not a steppable hand
            continue
        if clause_id in (meta.get("illustrates") or []):
            title = _md_heading(str(meta.get("title") or name))
            other = other_preset(meta)
            out += [
                f'<details class="example example-hand" markdown="1">'
                f"<summary>Example hand: {title}</summary>",
                include_hand(name, f"compare={other}"),
                "</details>",
                "",
            ]
    return "\n".join(out)


def _record_links(page: Any, r: Any, examples: list[tuple[str, dict[str, Any]]]) -> str:
    """Each example hand: its steppable record on the records page, and a comparison."""
    other = other_preset({"ruleset": r.id})
    items = []
    for name, meta in examples:
        item = autoref(f"record-{name}", esc(str(meta.get("title") or name)))
        if "deals" not in meta:  # a session is not one hand to compare
            href = compare_href(page, record=name, a=r.id, b=other)
            item += (
                f' (<a class="compare-link" href="{esc(href)}">compare under {esc(r.id)} and '
                f"{esc(other)}, with the causes</a>)"
            )
        items.append(f"<li>{item}</li>")
    return f"<ul>{''.join(items)}</ul>"


def _compare_link(page: Any, r: Any) -> str:
    other = other_preset({"ruleset": r.id})
    href = compare_href(page, a=r.id, b=other)
    return (
        f'<p class="compare-link">See every option on which <code>{esc(r.id)}</code> differs '
        f'from another ruleset, and replay a hand under both: <a href="{esc(href)}">compare '
        f"{esc(r.id)} with {esc(other)}</a> (or any other ruleset, with options changed).</p>"
    )


def _retired_html(retired: list[tuple[str, str]]) -> str:
    items = "".join(
        f'<li id="{esc(old)}"><code>{esc(old)}</code> → {cite_links([new])} '
        f"(<code>{esc(new)}</code>)</li>"
        for old, new in retired
    )
    return f'<ul class="retired-ids">{items}</ul>'


def _safe(fn: Callable[..., dict[str, str]], *args: Any) -> dict[str, str]:
    try:
        return fn(*args)
    except Exception as exc:
        log.warning("pages hook: %s%r failed: %s", fn.__name__, args, exc)
        return {}


# ------------------------------------------------------------------ pages: rulesets


def page_rulesets_index() -> Generated:
    g = Generated("")
    md = [
        "---",
        "hide:",
        "  - toc",
        "---",
        "",
        "# Rulesets compared",
        "",
        "A ruleset is a name and a value for every option of the engine. Each preset below is",
        "the reading of one source (or one source and its reporters); the matrix shows every",
        "option by preset. Rows where the presets differ are marked, and each value that",
        "differs from the first preset is highlighted. Each value links to the options page,",
        "where it cites the clauses or the editorial decision it rests on.",
        "",
    ]
    if not DATA.presets:
        md += ["!!! note", "    The engine's rulesets are not available in this build."]
    else:
        md += [f"- [`{rid}`]({rid}.md): {_md_heading(r.title)}" for rid, r in DATA.presets.items()]
        md += [
            "",
            "To see why two rulesets give a hand different results, [compare them](compare.md):",
            "pick any two (presets, or a preset with options changed), see the options that",
            "differ with both sides' clauses, and replay a hand under both with the cause of each",
            "difference.",
        ]
        md += ["", '<p class="scroll-hint">Scroll the table sideways to see every preset.</p>', ""]
        md.append(g.slot(lambda page: _matrix_html()))
    g.markdown = "\n".join(md) + "\n"
    return g


def _matrix_html() -> str:
    presets = list(DATA.presets.values())
    head = "".join(
        f'<th scope="col" title="{esc(r.title)}">'
        f"{autoref(f'ruleset-{r.id}', f'<code>{esc(r.id)}</code>')}</th>"
        for r in presets
    )
    players = [", ".join(map(str, r.allowed_players)) for r in presets]
    player_cells = "".join(
        f'<td class="{"differs" if i and v != players[0] else ""}">{esc(v)}</td>'
        for i, v in enumerate(players)
    )
    mark = '<span class="diff-mark" title="The presets differ here">≠</span> '
    rows = [
        f'<tr class="{"row-differs" if len(set(players)) > 1 else ""}"><th scope="row">'
        f"{mark if len(set(players)) > 1 else ''}Players</th>{player_cells}</tr>"
    ]
    for name, option in DATA.options.items():
        values = [r.options[name] for r in presets]
        differs = len(set(values)) > 1
        cells = []
        for i, v in enumerate(values):
            cls = "differs" if differs and i > 0 and v != values[0] else ""
            anchor = option_anchor(name, choice_label(name, v))
            cells.append(f'<td class="{cls}">{autoref(anchor, f"<code>{esc(v)}</code>")}</td>')
        rows.append(
            f'<tr class="{"row-differs" if differs else ""}"><th scope="row">'
            f"{mark if differs else ''}{option_link(name, esc(option.title))}"
            f"<br><small><code>{esc(name)}</code></small></th>{''.join(cells)}</tr>"
        )
    return (
        '<div class="matrix-wrap" tabindex="0" role="region" aria-label="Rulesets by options">'
        '<table class="ruleset-matrix"><thead><tr><th scope="col">Option</th>'
        f"{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        '<p class="legend"><span class="diff-mark">≠</span> the presets differ; '
        '<span class="differs-sample">highlighted</span>: differs from the first preset.</p>'
    )


def page_ruleset(r: Any) -> Generated:
    g = Generated("")
    md = [
        f"# {_md_heading(r.title)} {{#ruleset-{r.id}}}",
        "",
        f"Ruleset id `{r.id}`"
        + (
            f", a variant of [`{r.based_on}`]({r.based_on}.md)"
            if getattr(r, "based_on", None) in DATA.presets
            else ""
        )
        + f". Players: {', '.join(map(str, r.allowed_players))}.",
        "",
        _md_heading(r.description),
        "",
    ]
    md += ["## Options", ""]
    md.append(g.slot(lambda page, r=r: _ruleset_table(r)))
    md += ["## Compare with another ruleset", ""]
    md.append(g.slot(lambda page, r=r: _compare_link(page, r)))
    examples = [(n, m) for n, m in records_meta().items() if m.get("ruleset") == r.id]
    if examples:
        md += [
            "## Example hands",
            "",
            "Hand records played under this ruleset. Each can be stepped through in the browser",
            "on the hand records page, or replayed under another ruleset with the cause of each",
            "difference:",
            "",
        ]
        md.append(g.slot(lambda page, r=r, examples=examples: _record_links(page, r, examples)))
    md += ["## Cite this ruleset", ""]
    md.append(g.slot(lambda page, r=r: cite_item_block(f"ruleset-{r.id}", "this ruleset", True)))
    g.markdown = "\n".join(md) + "\n"
    return g


def _ruleset_table(r: Any) -> str:
    rows = []
    for name, option in DATA.options.items():
        value = r.options[name]
        label = choice_label(name, value)
        choice = option.choice(value)
        ids = r.cites(name)
        rows.append(
            f'<tr><th scope="row">{option_link(name, esc(option.title))}</th>'
            f"<td>{autoref(option_anchor(name, label), f'<code>{esc(value)}</code>')}"
            f"<br><small>{esc(choice.description)}</small></td>"
            f"<td>{cite_links(ids)}</td></tr>"
        )
    return (
        '<div class="matrix-wrap"><table class="ruleset-options"><thead><tr><th>Option</th>'
        "<th>Value</th><th>Rests on</th></tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table></div>"
    )


def page_options() -> Generated:
    g = Generated("")
    md = [
        "# Options {#options-page}",
        "",
        "Every option of the engine and every value it may take, with the clauses or the",
        "editorial decision each value rests on. The source pages link their clauses here",
        '("implemented by"), and the ruleset pages link each of their values.',
        "",
    ]
    for name, option in DATA.options.items():
        md += [
            f"## {_md_heading(option.title)} {{#{option_anchor_id(name)}}}",
            "",
            f"Option `{name}`. {_md_heading(option.description)}",
            "",
        ]
        md.append(
            g.slot(lambda page, name=name: cite_item_block(option_anchor_id(name), "this option"))
        )
        for choice in option.choices:
            anchor = option_anchor(name, choice.label)
            shown = "a whole number N" if choice.label == "N" else f"`{choice.label}`"
            md += [f"### {name} = {_md_heading(choice.label)} {{#{anchor}}}", ""]
            md.append(
                g.slot(
                    lambda page, name=name, choice=choice, shown=shown: _choice_html(
                        name, choice, shown
                    )
                )
            )
    if not DATA.options:
        md += ["!!! note", "    The engine's options are not available in this build."]
    g.markdown = "\n".join(md) + "\n"
    return g


def _choice_html(name: str, choice: Any, shown: str) -> str:
    users = [
        r for r in DATA.presets.values() if choice_label(name, r.options[name]) == choice.label
    ]
    used = (
        ", ".join(autoref(f"ruleset-{r.id}", f"<code>{esc(r.id)}</code>") for r in users)
        or "no preset"
    )
    anchor = option_anchor(name, choice.label)
    return (
        f'<div class="option-choice"><p>{esc(choice.description)}</p>'
        f'<p><span class="k">Rests on:</span> '
        f"{cite_links(choice.cites, ('implements', anchor))}</p>"
        f'<p><span class="k">Used by:</span> {used}</p></div>'
    )


# ------------------------------------------------------------------ pages: decisions, glossary


def _item_page(
    intro: list[str],
    items: Iterable[Any],
    heading: Callable[[Any], str],
    body: Callable[[Any], str],
) -> Generated:
    """A page of one heading (with its anchor) and one generated body per item."""
    g = Generated("")
    md = [*intro, ""]
    for item in items:
        md += [heading(item), ""]
        md.append(g.slot(lambda page, item=item: body(item)))
    g.markdown = "\n".join(md) + "\n"
    return g


def page_editorial() -> Generated:
    return _item_page(
        [
            "# Editorial decisions",
            "",
            "Where the sources are silent and the engine must still decide, the decision is ours.",
            "Each has a stable id and is cited exactly like a clause. Where another choice is",
            "reasonable, an option of the engine changes it.",
        ],
        DATA.decisions,
        lambda d: f"## {_md_heading(d.title)} {{#{d.id}}}",
        _decision_html,
    )


def _decision_html(d: Any) -> str:
    option = ""
    if d.option:
        if d.option in DATA.options:
            option = (
                f'<p><span class="k">Option:</span> '
                f"{option_link(d.option, f'<code>{esc(d.option)}</code>')}</p>"
            )
        else:
            option = f'<p><span class="k">Option:</span> <code>{esc(d.option)}</code></p>'
    cited_by = []
    for name, opt in DATA.options.items():
        for choice in opt.choices:
            if d.id in choice.cites:
                cited_by.append(
                    autoref(
                        option_anchor(name, choice.label),
                        f"<code>{esc(name)} = {esc(choice.label)}</code>",
                    )
                )
    cited = f'<p><span class="k">Cited by:</span> {", ".join(cited_by)}</p>' if cited_by else ""
    return (
        f'<div class="decision"><p><span class="k">Id:</span> '
        f'<a href="#{esc(d.id)}"><code>{esc(d.id)}</code></a></p>'
        f'<p class="ruling"><span class="k">Ruling:</span> {esc(d.ruling)}</p>'
        f'<p><span class="k">Reasoning:</span> {esc(d.reasoning)}</p>{option}{cited}'
        f"{cite_item_block(d.id, 'this decision')}</div>"
    )


def page_glossary() -> Generated:
    intro = [
        "# Glossary",
        "",
        "The terms of the game in French, with English and Russian equivalents, our",
        "definition, and the clauses where they occur.",
    ]
    if not DATA.glossary:
        intro += ["", "!!! note", "    The glossary data is not available in this build."]
    return _item_page(
        intro,
        sorted(DATA.glossary, key=lambda t: str(_get(t, "french", _get(t, "id", ""))).lower()),
        lambda t: (
            f"## {_md_heading(str(_get(t, 'french', _get(t, 'id'))))} {{#{_get(t, 'id')} lang=fr}}"
        ),
        _term_html,
    )


def _term_html(term: Any) -> str:
    clauses = [c for c in (_get(term, "clauses", []) or [])]
    return (
        '<dl class="term">'
        f'<dt>French</dt><dd lang="fr">{esc(str(_get(term, "french", "")))}</dd>'
        f'<dt>English</dt><dd lang="en">{esc(str(_get(term, "english", "")))}</dd>'
        f'<dt>Russian</dt><dd lang="ru">{esc(str(_get(term, "russian", "")))}</dd>'
        f"<dt>Definition</dt><dd>{esc(str(_get(term, 'definition', '')))}</dd>"
        + (f"<dt>Clauses</dt><dd>{cite_links(clauses)}</dd>" if clauses else "")
        + "</dl>"
    )


# ------------------------------------------------------------------ pages: reference


def page_reference_index() -> Generated:
    md = [
        "# Engine reference",
        "",
        "The Python package `mouche`, module by module, from its docstrings. Each rule function",
        "shows, in an *Implements* box, the clauses it implements; the *Implemented by* backlinks",
        "under it lead back to the clauses on the source pages.",
        "",
        "| Module | |",
        "|---|---|",
    ]
    for m in DATA.modules:
        md.append(f"| [`mouche.{m}`]({m}.md) | {_module_summary(m)} |")
    return Generated("\n".join(md) + "\n")


def _module_summary(module: str) -> str:
    try:
        import ast

        path = ROOT / "mouche" / f"{module.replace('.', '/')}.py"
        tree = ast.parse(path.read_text(encoding="utf-8"))
        doc = ast.get_docstring(tree) or ""
    except (OSError, SyntaxError):
        return ""
    return _md_heading(doc.strip().split("\n")[0])


def page_reference(module: str) -> Generated:
    """``::: mouche.<module>``; private rule functions registered with ``implements`` are shown."""
    private = sorted(
        {
            r.name.rsplit(".", 1)[1][1:]
            for r in DATA.functions
            if r.name.startswith(f"mouche.{module}.") and r.name.rsplit(".", 1)[1].startswith("_")
        }
    )
    keep = "|".join(re.escape(p) for p in private)
    private_filter = f"!^_(?!(?:{keep})$)" if keep else "!^_"
    return Generated(
        f"::: mouche.{module}\n    options:\n      filters: [{json.dumps(private_filter)}]\n"
    )


# ------------------------------------------------------------------ includes (hand-written pages)


def include_clauses_by_topic() -> str:
    """Markdown: every clause by rule tag, each linked (the appendix of the Rules page)."""
    by_tag: dict[str, list[str]] = {t: [] for t in RULE_TAGS}
    for cid, clause in DATA.clauses.items():
        for t in _get(clause, "tags", []) or []:
            if t in by_tag:
                by_tag[t].append(cid)
            elif t != "not-mechanical":
                by_tag.setdefault(t, []).append(cid)
    out = []
    for tag, ids in by_tag.items():
        out += [f"### {_md_heading(TAG_TITLES.get(tag, tag))} {{#topic-{tag}}}", ""]
        if ids:
            out.append(f'<p class="topic-clauses">{cite_links(ids)}</p>')
        else:
            out.append("*No clause in hand bears on this point.*")
        out.append("")
    return "\n".join(out)


def include_timeline() -> str:
    rows = []
    for s in sorted(DATA.sources, key=lambda s: (_get(s, "year", 0) or 9999, str(_get(s, "id")))):
        year = _get(s, "year", 0)
        sid = _get(s, "id")
        note = _get(s, "year_note", "")
        rows.append(
            f'<li><span class="tl-year">{esc(str(year)) if year else "undated"}</span>'
            f'<span class="tl-body">{autoref(f"source-{sid}", esc(str(_get(s, "title", sid))))}'
            f" — {esc(str(_get(s, 'author', '')))}; {esc(str(_get(s, 'family', '')))}; "
            f"{status_badge(str(_get(s, 'status', '')))}"
            + (f" <small>({esc(str(note))})</small>" if note else "")
            + "</span></li>"
        )
    if not rows:
        return "*The source data is not available in this build.*"
    return '<ol class="timeline">' + "".join(rows) + "</ol>"


def include_odds() -> str:
    """HTML: the exact odds of a mouche as dealt, for every pack and table size the presets use."""
    from mouche.odds import preset_tables

    def cell(p: Any) -> str:
        if p == 0:
            return "<td>0</td>"
        return (
            f"<td><strong>1 in {float(1 / p):,.0f}</strong><br><small>{float(p):.6f}<br>"
            f'= <span class="odds-frac">{p.numerator:,}/<wbr>{p.denominator:,}</span></small></td>'
        )

    rows = []
    for row in preset_tables():
        o = row.odds
        presets = ", ".join(autoref(f"ruleset-{rid}", esc(rid)) for rid in row.presets)
        rows.append(
            f'<tr><th scope="row">{o.cards} cards, {o.players} players</th>'
            + cell(o.hand)
            + cell(o.at_least(1))
            + cell(o.at_least(2))
            + f"<td>{presets}</td></tr>"
        )
    head = "".join(
        f'<th scope="col">{h}</th>'
        for h in (
            "Pack and table",
            "A given hand is a mouche",
            "At least one mouche at the table",
            "Two or more",
            "Presets",
        )
    )
    return (
        '<div class="odds-table" tabindex="0" role="region" aria-label="Exact odds of a mouche">'
        f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def include_records_all() -> str:
    if not DATA.records:
        return "*No example hand records are available in this build.*"
    return "\n\n".join(include_record(p.stem) for p in DATA.records)


def include_record(name: str) -> str:
    """Markdown: one example hand record (title, what it illustrates, its text, its replay)."""
    path = ROOT / "tests" / "records" / f"{name}.toml"
    if not path.exists():
        log.warning("pages hook: no hand record %s", path.relative_to(ROOT))
        return f"*Hand record `{name}` not found.*"
    text = path.read_text(encoding="utf-8")
    try:
        meta = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        meta = {}
    title = str(meta.get("title") or name)
    out = [f"### {_md_heading(title)} {{#record-{name}}}", ""]
    illustrates = [str(x) for x in meta.get("illustrates", []) or []]
    if illustrates:
        out += [f"Illustrates: {cite_links(illustrates)}.", ""]
    if meta.get("note"):
        out += [_md_heading(str(meta["note"])), ""]
    summary = ""
    try:
        from mouche.records import replay_json

        summary = _replay_summary(replay_json(text))
    except Exception as exc:  # a malformed example is the engine tests' business
        log.info("pages hook: replay of %s: %s", name, exc)
    if "deals" in meta:  # a session's many deals: the text, folded, not a steppable hand
        body = "```toml\n" + text.rstrip("\n") + "\n```"
        out += ['??? example "The session record"', "", _indent(body), ""]
    else:
        out.append(include_hand(name, f"compare={other_preset(meta)}", "title="))
    if summary:
        out += [summary, ""]
    out += [cite_item_block(f"record-{name}", "this hand record"), ""]
    return "\n".join(out)


def include_hand(name: str, *options: str) -> str:
    """Markdown: an example hand from ``tests/records/NAME.toml`` as a ``mouche-hand`` fence.

    The browser hook (``docs/hooks/pyodide.py``) turns the fence into a hand the reader
    can step through with the engine; ``compare=RULESET`` adds "replay under another
    ruleset".
    """
    path = ROOT / "tests" / "records" / f"{name}.toml"
    if not path.exists():
        log.warning("pages hook: no hand record %s", path.relative_to(ROOT))
        return f"*Hand record `{name}` not found.*"
    text = path.read_text(encoding="utf-8")
    title = str(tomllib.loads(text).get("title") or name)
    compare = ""
    for option in options:
        key, _, value = option.partition("=")
        if key.strip() == "compare" and value.strip():
            compare = f' compare="{esc(value.strip())}"'
        elif key.strip() == "title":  # "title=": no title (the page's heading gives it)
            title = value.strip()
    attrs = (f' title="{title.replace(chr(34), chr(39))}"' if title else "") + compare
    return f"\n```mouche-hand{attrs}\n{text.rstrip()}\n```\n"


def _replay_summary(result: dict[str, Any]) -> str:
    """The engine's replay in words, for readers of the page without the engine."""
    from mouche.compare import outcome_text

    if "deals" in result:  # a session record
        parts = [
            f"**The engine's replay** of {len(result['deals'])} deals: *{result.get('status')}*."
        ]
        if result.get("error"):
            err = result["error"]
            parts.append(
                f"Deal {err.get('deal')}, action {err.get('action')} is refused "
                f"(`{err.get('clause')}`): {_md_heading(str(err.get('message', '')))}"
            )
        parts.append(
            f"Net jetons over the session: {outcome_text('deltas', result['totals'])}; "
            f"pot after: {result.get('pot_after')}; mouches owed: {result.get('owed')}."
        )
        return " ".join(parts)
    parts = [f"**The engine's replay** under `{result.get('ruleset')}`: *{result.get('status')}*."]
    if result.get("error"):
        err = result["error"]
        clause = str(err.get("clause", ""))
        where = cite_links([clause]) if DATA.known(clause) else f"`{clause}`"
        step = result.get("steps", [])
        number = int(err.get("action", len(step))) + 1
        parts.append(
            f"Action {number} is refused ({where}): "
            f"{_md_heading(with_suit_symbols(str(err.get('message', ''))))}"
        )
    if result.get("mouche"):
        parts.append(f"A mouche won: {outcome_text('mouche', result['mouche'])}.")
    if result.get("tricks_won") is not None:
        parts.append(f"Tricks won: {outcome_text('tricks_won', result['tricks_won'])}.")
    if result.get("deltas") is not None:
        parts.append(
            f"Jetons: {outcome_text('deltas', result['deltas'])}; "
            f"pot for the next deal: {result.get('pot_after')}."
        )
    return " ".join(parts)


def include_compare_view() -> str:
    """The compare view's widget: presets, options and records as data for its script."""
    from mouche.browser import clause_links
    from mouche.compare import catalog

    cat = catalog()
    ids = {
        cid
        for p in cat["presets"]
        for by_label in p["cites"].values()
        for cites in by_label.values()
        for cid in cites
    }
    records = [
        {
            "name": name,
            "title": str(meta.get("title") or name),
            "ruleset": str(meta.get("ruleset", "")),
            "other": other_preset(meta),
            "text": (ROOT / "tests" / "records" / f"{name}.toml").read_text(encoding="utf-8"),
        }
        for name, meta in records_meta().items()
        if "deals" not in meta  # a session is not one hand
    ]
    data = {
        **cat,
        "records": records,
        "links": clause_links(ids),
        "labels": {cid: DATA.short_label_of(cid) for cid in sorted(ids)},
        "option_links": {
            o["name"]: f"rulesets/options/#option-{o['name'].replace('_', '-')}"
            for o in cat["options"]
        },
    }
    blob = esc(json.dumps(data, ensure_ascii=False), quote=True)
    return (
        f'<div id="mouche-compare" class="mouche-cmp" data-compare="{blob}">'
        "<noscript><p>The compare view needs JavaScript; the "
        '<a href="../">matrix of rulesets</a> shows every option without it.</p></noscript>'
        "</div>"
    )


def _indent(text: str) -> str:
    return "\n".join(("    " + line) if line else "" for line in text.split("\n"))


def expand_markers(markdown: str, page: Any, files: Files) -> str:
    def repl(m: re.Match[str]) -> str:
        kind, arg = m.group(1), m.group(2)
        if kind == "cite":
            ids = [x for x in re.split(r"[\s,;]+", arg) if x]
            return f'<span class="cites">&#91;{cite_links(ids)}&#93;</span>'
        if kind == "include":
            fn = INCLUDES.get(arg)
            if fn is None:
                log.warning("pages hook: unknown include %r in %s", arg, page.file.src_path)
                return m.group(0)
            return fn()
        if kind == "record":
            return include_record(arg)
        if kind == "hand":  # {{ hand: NAME | compare=RULESET }}
            return include_hand(*[p.strip() for p in arg.split("|")])
        if kind == "link":  # {{ link: path.md | text | fallback.md }}
            parts = [p.strip() for p in arg.split("|")]
            target, text = parts[0], parts[1] if len(parts) > 1 else parts[0]
            for candidate in [target, *parts[2:]]:
                f = files.get_file_from_path(candidate)
                if f is not None:
                    return f"[{text}]({get_relative_url(f.src_uri, page.file.src_uri)})"
            return text
        return m.group(0)

    return MARKER_RE.sub(repl, markdown)


def include_site_citation() -> str:
    """The site's version and build date, and the Cite control of the site as a whole."""
    c = _citations()
    if c is None:  # pragma: no cover
        return ""
    return f'<p class="site-version">{esc(c.version_line())}.</p>\n\n' + cite_item_block(
        "site", "the site as a whole", open_=True
    )


INCLUDES: dict[str, Callable[[], str]] = {
    "site-citation": include_site_citation,
    "clauses-by-topic": include_clauses_by_topic,
    "timeline": include_timeline,
    "records": include_records_all,
    "odds": include_odds,
    "compare-view": include_compare_view,
}


# ------------------------------------------------------------------ engine reference decoration


def _implements_box(ref: Any) -> str:
    return (
        '<div class="admonition implements"><p class="admonition-title">Implements</p>'
        f"<p>{cite_links(ref.clauses)}</p></div>"
    )


CLAUSES_LINE_RE = re.compile(r"(<p>\s*Clauses?\s*:)(.*?)(</p>)", re.S)
ID_RE = re.compile(r"(?<![\w.-])((?:ed\.)?[a-z0-9-]+\.[a-z0-9.-]*[a-z0-9])(?![\w-])")


def decorate_reference(html_text: str, module: str) -> str:
    if module == "rulesets" and DATA.options:
        # the option values implement clauses too: say where they are listed, under the title
        end = html_text.find("</h1>")
        if end >= 0:
            note = (
                '<div class="admonition implements"><p class="admonition-title">Implements</p>'
                "<p>Every value of every option cites the clauses or editorial decisions it "
                f"implements: see {autoref('options-page', 'the options page')}.</p></div>"
            )
            html_text = html_text[: end + 5] + note + html_text[end + 5 :]
    for ref in DATA.functions:
        if not ref.name.startswith(f"mouche.{module}."):
            continue
        m = re.search(rf'<h\d[^>]*\bid="{re.escape(ref.name)}"', html_text)
        if m is None:
            log.warning("pages hook: %s is registered but not in its reference page", ref.name)
            continue
        contents = html_text.find('<div class="doc doc-contents', m.end())
        if contents < 0:
            continue
        insert_at = html_text.find(">", contents) + 1
        html_text = html_text[:insert_at] + _implements_box(ref) + html_text[insert_at:]

    def link_ids(m: re.Match[str]) -> str:
        body = ID_RE.sub(
            lambda x: (
                autoref(x.group(1), f"<code>{esc(x.group(1))}</code>")
                if DATA.known(x.group(1))
                else x.group(0)
            ),
            m.group(2),
        )
        return m.group(1) + body + m.group(3)

    return CLAUSES_LINE_RE.sub(link_ids, html_text)


# ------------------------------------------------------------------ MkDocs events


def on_config(config: Any, **kwargs: Any) -> Any:
    global DATA
    DATA = _load(config)
    GENERATED.clear()
    GENERATED["sources/index.md"] = page_sources_index()
    for s in DATA.sources:
        GENERATED[f"sources/{_get(s, 'id')}.md"] = page_source(s)
    GENERATED["rulesets/index.md"] = page_rulesets_index()
    for r in DATA.presets.values():
        GENERATED[f"rulesets/{r.id}.md"] = page_ruleset(r)
    GENERATED["rulesets/options.md"] = page_options()
    GENERATED["editorial.md"] = page_editorial()
    GENERATED["glossary.md"] = page_glossary()
    GENERATED["reference/index.md"] = page_reference_index()
    for m in DATA.modules:
        GENERATED[f"reference/{m}.md"] = page_reference(m)

    extra = {
        "sources/index.md": [
            {name: [{DATA.source_short(s): f"sources/{_get(s, 'id')}.md"} for s in items]}
            for name, items in sources_by_group()
        ],
        "rulesets/index.md": [{rid: f"rulesets/{rid}.md"} for rid in DATA.presets],
        "reference/index.md": [{f"mouche.{m}": f"reference/{m}.md"} for m in DATA.modules],
    }

    def extend(items: list[Any]) -> None:
        for item in items:
            if isinstance(item, dict):
                for value in item.values():
                    if isinstance(value, list):
                        extend(value)
        flat = [i for i in items if isinstance(i, str)]
        for key, pages in extra.items():
            if key in flat:
                present = {
                    v
                    for i in items
                    for v in ([i] if isinstance(i, str) else i.values())
                    if isinstance(v, str)
                }
                at = items.index(key) + 1
                for p in pages:
                    if not {v for v in p.values() if isinstance(v, str)} & present:
                        items.insert(at, p)
                        at += 1

    if isinstance(config.get("nav"), list):
        extend(config["nav"])
    return config


def on_files(files: Files, config: Any, **kwargs: Any) -> Files:
    for path, gen in GENERATED.items():
        existing = files.get_file_from_path(path)
        if existing is not None:
            files.remove(existing)
        files.append(File.generated(config, path, content=gen.markdown))
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files, **kwargs: Any) -> str:
    return expand_markers(markdown, page, files)


def on_page_content(html_text: str, page: Any, config: Any, files: Files, **kwargs: Any) -> str:
    src = page.file.src_uri
    gen = GENERATED.get(src)
    if gen is not None and gen.slots:
        html_text = SLOT_RE.sub(lambda m: gen.slots[int(m.group(1))](page), html_text)
    if src.startswith("reference/") and src != "reference/index.md":
        html_text = decorate_reference(html_text, Path(src).stem)
    return html_text


# Stylesheets not needed for the first paint: the example-hand widgets (folded until
# opened) and mkdocstrings' (reference pages only) load without blocking rendering.
_LATE_CSS = re.compile(
    r'<link rel="stylesheet" href="([^"]*(?:javascripts/try/try\.css|_mkdocstrings\.css))">'
)


def on_post_page(output: str, page: Any, config: Any, **kwargs: Any) -> str:
    if page.file.src_uri.startswith(("reference/", "try/", "records.md", "rulesets/compare")):
        return output
    return _LATE_CSS.sub(
        lambda m: (
            f'<link rel="stylesheet" href="{m[1]}" media="print" onload="this.media=\'all\'">'
            f'<noscript><link rel="stylesheet" href="{m[1]}"></noscript>'
        ),
        output,
    )


def boost_search_index(index: dict[str, Any], clause_ids: set[str]) -> dict[str, Any]:
    """Material's search index with a boost on each clause's section and the reference's."""
    for entry in index.get("docs", []):
        page, _, anchor = str(entry.get("location", "")).partition("#")
        if anchor in clause_ids:
            entry["boost"] = SEARCH_BOOST["clause"]
        elif page.startswith("reference/"):
            entry["boost"] = SEARCH_BOOST["reference"]
    return index


def on_post_build(config: Any, **kwargs: Any) -> None:
    # Hooks run after the plugins: the search plugin has written its index.
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if path.exists():
        index = boost_search_index(json.loads(path.read_text("utf-8")), set(DATA.clauses))
        path.write_text(json.dumps(index, separators=(",", ":"), ensure_ascii=False), "utf-8")
