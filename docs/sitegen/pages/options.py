"""The options page: every option of the engine and every value it may take, with the
clauses or the editorial decision each value rests on and the presets that use it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from markupsafe import Markup

from mouche.rulesets import Choice, Option

from ..citing import cite_item_block
from ..context import Site
from ..generated import Generated
from ..links import cite_links, option_anchor, option_anchor_id
from ..strings import choice_name


def choice_html(site: Site, name: str, choice: Choice) -> Markup:
    """One value of an option: what it means, what it rests on, which presets use it."""
    anchor = option_anchor(name, choice.label)
    users = [
        r
        for r in site.data.presets.values()
        if site.data.choice_label(name, r.options[name]) == choice.label
    ]
    return site.html(
        "option_choice.html",
        choice=choice,
        rests_on=cite_links(site, choice.cites, ("implements", anchor)),
        users=users,
    )


@dataclass(frozen=True, slots=True)
class ChoiceSection:
    """A value's part of the options page: its name in the reader's words, its heading's
    anchor and its slot."""

    choice: Choice
    words: str
    anchor: str
    slot: Markup


@dataclass(frozen=True, slots=True)
class OptionSection:
    """An option's part of the options page: its heading, its Cite control, its values."""

    name: str
    option: Option
    anchor: str
    cite: Markup
    choices: tuple[ChoiceSection, ...]


def options_page(site: Site) -> Generated:
    """The page ``rulesets/options.md``."""
    g = Generated()
    sections = []
    for name, option in site.data.options.items():
        anchor = option_anchor_id(name)
        cite = g.slot(partial(cite_item_block, site, anchor))
        choices = tuple(
            ChoiceSection(
                choice,
                site.t(choice_name(name, choice.label)),
                option_anchor(name, choice.label),
                g.slot(partial(choice_html, site, name, choice)),
            )
            for choice in option.choices
        )
        sections.append(OptionSection(name, option, anchor, cite, choices))
    g.markdown = site.markdown("pages/options.md.jinja", options=sections)
    return g
