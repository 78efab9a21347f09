"""Quick rules (issue 24.9): one printable page per ruleset, generated from its data, each
line citing the clauses or decisions it rests on."""

from __future__ import annotations

from pathlib import Path

from site_helpers import PageParser, page
from sitegen.pages.quick_rules import QUICK_SECTIONS, ranking

from mouche.presets import PRESETS
from mouche.rulesets import OPTIONS


def test_every_ruleset_has_its_quick_rules_each_line_cited(built_site: Path) -> None:
    for ruleset in PRESETS.values():
        html = page(built_site, f"rulesets/quick/{ruleset.id}/").html
        parser = PageParser()
        parser.feed(html[html.index("<article") : html.index("</article>")])
        lines = [e for e in parser.elements if e.tag == "li"]
        # players, pack, packets, ranking (3 lines), then one line per listed option or rule
        assert len(lines) >= 3 + sum(len(names) for _, names in QUICK_SECTIONS)
        text = " ".join("".join(e.text) for e in lines)
        for name, value in ruleset.options.items():
            if any(name in names for _, names in QUICK_SECTIONS):
                assert OPTIONS[name].choice(value).description[:40] in text, name
        cited = [e for e in lines if "[" in "".join(e.text)]
        assert len(cited) == len(lines) - 2  # the players' and lowest-card lines cite none
        links = [e for e in parser.elements if e.tag == "a" and "#" in e.attrs.get("href", "")]
        assert len(links) >= len(cited)
        ranks = " ".join(ranking(ruleset)[0])
        assert ranks in text and ranks.startswith("K Q J A 10")
        own = page(built_site, f"rulesets/{ruleset.id}/")
        assert any(
            e.attrs.get("href", "").endswith(f"quick/{ruleset.id}/") for e in own.find("a")
        ), ruleset.id


def test_every_line_of_a_quick_page_names_a_known_option_or_rule() -> None:
    from mouche.rulesets import RULES

    for _title, names in QUICK_SECTIONS:
        assert all(n in OPTIONS or n in RULES for n in names), names


def test_the_navigation_lists_every_quick_rules_page(built_site: Path) -> None:
    """Reached from the sidebar (a "Quick rules" group under Rulesets; the theme prunes
    the groups a page is not in) as well as from each ruleset's page."""
    first, *others = PRESETS
    html = page(built_site, f"rulesets/quick/{first}/").html
    nav = html[html.index('<nav class="md-nav md-nav--primary"') : html.index("<h1")]
    assert "Quick rules" in nav
    for rid in others:
        assert f'href="../{rid}/"' in nav, rid
