"""The rulesets: the index with its matrix of every option by preset, and one page a preset."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from markupsafe import Markup

from mouche.rulesets import Option, Ruleset

from ..citing import cite_item_block
from ..context import Site
from ..generated import Generated
from ..hand_records import other_preset
from ..links import cite_links, option_anchor, option_anchor_id
from ..strings import choice_name
from .compare import compare_link
from .records import record_links


@dataclass(frozen=True, slots=True)
class Cell:
    """One value in the matrix: the preset's value (its code), in the reader's words, its
    anchor, whether it stands out."""

    value: str
    anchor: str
    differs: bool
    words: str = ""


@dataclass(frozen=True, slots=True)
class MatrixRow:
    """One option of the matrix (``option`` is None for the players' row)."""

    name: str
    option: Option | None
    anchor: str
    cells: tuple[Cell, ...]

    @property
    def differs(self) -> bool:
        return len({c.value for c in self.cells}) > 1


def _cells(site: Site, name: str, values: list[str]) -> tuple[Cell, ...]:
    differs = len(set(values)) > 1
    return tuple(
        Cell(
            v,
            option_anchor(name, site.data.choice_label(name, v)),
            differs and i > 0 and v != values[0],
            site.t(choice_name(name, v)),
        )
        for i, v in enumerate(values)
    )


def matrix_html(site: Site) -> Markup:
    """Every option by preset; rows where the presets differ marked, values that differ
    from the first preset highlighted."""
    presets = list(site.data.presets.values())
    players = [", ".join(map(str, r.allowed_players)) for r in presets]
    rows = [
        MatrixRow(
            name,
            option,
            option_anchor_id(name),
            _cells(site, name, [r.options[name] for r in presets]),
        )
        for name, option in site.data.options.items()
    ]
    players_row = MatrixRow(
        "",
        None,
        "",
        tuple(Cell(v, "", bool(i) and v != players[0]) for i, v in enumerate(players)),
    )
    return site.html("matrix.html", presets=presets, players=players_row, rows=rows)


def rulesets_index_page(site: Site) -> Generated:
    """The page ``rulesets/index.md``."""
    g = Generated()
    g.markdown = site.markdown(
        "pages/rulesets_index.md.jinja",
        presets=site.data.presets,
        matrix=g.slot(partial(matrix_html, site)),
    )
    return g


@dataclass(frozen=True, slots=True)
class OptionValue:
    """A preset's value of one option, with what it means and what it rests on."""

    name: str
    option: Option
    section: str
    """The anchor of the option's section on the options page."""
    value: str
    anchor: str
    """The anchor of the value on the options page."""
    description: str
    rests_on: Markup


def options_table(site: Site, ruleset: Ruleset) -> Markup:
    """A preset's value of every option, with the clauses each rests on."""
    values = []
    for name, option in site.data.options.items():
        value = ruleset.options[name]
        values.append(
            OptionValue(
                name=name,
                option=option,
                section=option_anchor_id(name),
                value=value,
                anchor=option_anchor(name, site.data.choice_label(name, value)),
                description=option.choice(value).description,
                rests_on=cite_links(site, ruleset.cites(name)),
            )
        )
    return site.html("ruleset_options.html", values=values)


def ruleset_page(site: Site, ruleset: Ruleset) -> Generated:
    """The page ``rulesets/<id>.md``."""
    g = Generated()
    examples = [r for r in site.data.records.values() if r.ruleset == ruleset.id]
    g.markdown = site.markdown(
        "pages/ruleset.md.jinja",
        ruleset=ruleset,
        other=other_preset(ruleset.id),
        based_on=ruleset.based_on if ruleset.based_on in site.data.presets else "",
        players=", ".join(map(str, ruleset.allowed_players)),
        options=g.slot(partial(options_table, site, ruleset)),
        compare=g.page_slot(lambda page: compare_link(site, page, ruleset)),
        examples=(
            g.page_slot(lambda page: record_links(site, page, ruleset, examples))
            if examples
            else ""
        ),
        cite=g.slot(partial(cite_item_block, site, f"ruleset-{ruleset.id}", True)),
    )
    return g
