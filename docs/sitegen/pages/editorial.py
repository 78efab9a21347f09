"""The editorial decisions: where the sources are silent and the engine must still decide.

Each decision has a stable id, is cited like a clause, and names the option that
changes it, if one does.
"""

from __future__ import annotations

from functools import partial

from markupsafe import Markup

from mouche.editorial import EditorialDecision

from ..citing import cite_item_block
from ..context import Site
from ..generated import Generated
from ..links import option_anchor, option_anchor_id


def decision_html(site: Site, decision: EditorialDecision) -> Markup:
    """A decision's ruling, reasoning, option, the option values citing it, its Cite control."""
    cited_by = [
        (name, choice.label, option_anchor(name, choice.label))
        for name, option in site.data.options.items()
        for choice in option.choices
        if decision.id in choice.cites
    ]
    option = decision.option or ""
    return site.html(
        "decision.html",
        decision=decision,
        option_anchor=option_anchor_id(option) if option in site.data.options else "",
        cited_by=cited_by,
        cite=cite_item_block(site, decision.id),
    )


def editorial_page(site: Site) -> Generated:
    """The page ``editorial.md``."""
    g = Generated()
    decisions = [(d, g.slot(partial(decision_html, site, d))) for d in site.data.decisions]
    g.markdown = site.markdown("pages/editorial.md.jinja", decisions=decisions)
    return g
