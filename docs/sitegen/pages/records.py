"""The example hands: a record with the engine's replay (the "Hand records" page and the
``{{ record: }}`` marker), a steppable hand (``{{ hand: }}``, and under each clause it
illustrates), the links from a ruleset's page.

A steppable hand is a ```` ```mouche-hand ```` fence: the browser hook
(``sitegen.widgets``) turns it into a hand the reader steps through with the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from markupsafe import Markup
from mkdocs.structure.pages import Page

from mouche.compare import outcome_text
from mouche.errors import MoucheError
from mouche.records import replay_json, status_words
from mouche.rulesets import Ruleset

from ..card_letters import reader_cards
from ..citing import cite_item_block
from ..context import Site, log
from ..hand_records import ExampleRecord, other_preset, record_notes, shown_record
from ..links import cite_links
from .compare import compare_href


def hand_fence(
    site: Site, record: ExampleRecord, compare: str = "", title: str | None = None
) -> str:
    """Markdown: a record as a ``mouche-hand`` fence, titled by the record unless ``title``
    is given ("": no title, the page's heading gives it); ``compare``: a preset to replay
    it under."""
    shown = shown_record(site, record).title if title is None else title
    return "\n" + site.markdown(
        "hand.md.jinja", text=record.text.rstrip(), title=shown.replace('"', "'"), compare=compare
    )


def example_hands(site: Site, clause_id: str) -> str:
    """Markdown: the example hands illustrating a clause, each a collapsed steppable hand."""
    records = [
        r for r in site.data.records.values() if not r.is_session and clause_id in r.illustrates
    ]
    if not records:
        return ""
    hands = [(*record_notes(site, r), hand_fence(site, r, r.counterpart), r.name) for r in records]
    return site.markdown("example_hands.md.jinja", hands=hands)


@dataclass(frozen=True, slots=True)
class ReplayError:
    """Where the engine refused a record's action, and why."""

    clause: str
    link: Markup
    """The clause linked, if the edition knows it (else it is shown as code)."""
    action: object
    """A hand's action as readers count (from 1); a session's as its JSON has it."""
    deal: object
    message: str


def replay_error(site: Site, result: dict[str, Any]) -> ReplayError | None:
    """The refusal in a replay's JSON, if any."""
    err = result.get("error")
    if not err:
        return None
    clause = str(err.get("clause", ""))
    message = site.engine(err.get("message", ""))
    if "deals" in result:  # a session
        return ReplayError(clause, Markup(""), err.get("action"), err.get("deal"), message)
    return ReplayError(
        clause=clause,
        link=cite_links(site, [clause]) if site.data.known(clause) else Markup(""),
        action=int(err.get("action", len(result.get("steps", [])))) + 1,
        deal=None,
        message=reader_cards(message, site.lang),
    )


def replay_summary(site: Site, result: dict[str, Any]) -> str:
    """Markdown: the engine's replay in words, for readers of the page without the engine."""
    return site.markdown(
        "replay.md.jinja",
        result=result,
        session="deals" in result,
        error=replay_error(site, result),
        outcome=lambda field, value: site.engine(outcome_text(field, value)),
        status=site.engine(status_words(str(result.get("status", "")))),
    ).rstrip("\n")


def record_markdown(site: Site, name: str) -> str:
    """Markdown: one example hand record (title, what it illustrates, its text, its replay)."""
    record = site.data.records.get(name)
    if record is None:
        log.warning("pages hook: no hand record tests/records/%s.toml", name)
        return site.markdown("record_missing.md.jinja", name=name).rstrip("\n")
    summary = ""
    try:
        summary = replay_summary(site, replay_json(record.text))
    except MoucheError as exc:  # a malformed example is the engine tests' business
        log.info("pages hook: replay of %s: %s", name, exc)
    title, note = record_notes(site, record)
    return site.markdown(
        "record.md.jinja",
        record=record,
        title=title.text,
        note=note,
        illustrates=cite_links(site, record.illustrates) if record.illustrates else "",
        hand="" if record.is_session else hand_fence(site, record, record.counterpart, ""),
        text=record.text.rstrip("\n"),
        summary=summary,
        cite=cite_item_block(site, f"record-{name}"),
    )


def hand_markdown(site: Site, name: str, *options: str) -> str:
    """Markdown for ``{{ hand: NAME | compare=RULESET | title=TEXT }}``."""
    record = site.data.records.get(name)
    if record is None:
        log.warning("pages hook: no hand record tests/records/%s.toml", name)
        return site.markdown("record_missing.md.jinja", name=name).rstrip("\n")
    compare, title = "", None
    for option in options:
        key, _, value = option.partition("=")
        if key.strip() == "compare" and value.strip():
            compare = value.strip()
        elif key.strip() == "title":  # "title=": no title (the page's heading gives it)
            title = value.strip()
    return hand_fence(site, record, compare, title)


def all_records_markdown(site: Site) -> str:
    """Markdown: every example hand record (the ``records`` include)."""
    return "\n\n".join(record_markdown(site, name) for name in site.data.records)


def record_links(site: Site, page: Page, ruleset: Ruleset, records: list[ExampleRecord]) -> Markup:
    """A ruleset's example hands: each on the records page, and compared with another."""
    other = other_preset(ruleset.id)
    items = [
        (
            shown_record(site, r),
            "" if r.is_session else compare_href(page, record=r.name, a=ruleset.id, b=other),
        )
        for r in records
    ]
    return site.html("record_links.html", items=items, ruleset=ruleset, other=other)
