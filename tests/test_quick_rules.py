"""Quick rules (issue 24.9): one printable page per ruleset, generated from its data, each
line citing the clauses or decisions it rests on."""

from __future__ import annotations

import re
from pathlib import Path

from site_helpers import PageParser, page
from sitegen.pages.quick_rules import QUICK_SECTIONS, RANKING_LINES, ranking, shown

from mouche.presets import PRESETS
from mouche.rulesets import OPTIONS


def test_every_ruleset_has_its_quick_rules_each_line_cited(built_site: Path) -> None:
    for ruleset in PRESETS.values():
        html = page(built_site, f"rulesets/quick/{ruleset.id}/").html
        parser = PageParser()
        parser.feed(html[html.index("<article") : html.index("</article>")])
        lines = [e for e in parser.elements if e.tag == "li"]
        # players, ranks, lowest cards, trumps; then a line per option or rule it bears on
        listed = [n for _, names in QUICK_SECTIONS for n in names if shown(ruleset, n)]
        listed += [n for n in RANKING_LINES if shown(ruleset, n)]
        assert len(lines) == 4 + len(listed), ruleset.id
        text = " ".join("".join(e.text) for e in lines)
        for name, value in ruleset.options.items():
            if name in listed:
                assert OPTIONS[name].choice(value).description[:40] in text, name
        cited = [e for e in lines if "[" in "".join(e.text)]
        assert len(cited) == len(lines) - 2  # the players' and lowest-card lines cite none
        links = [e for e in parser.elements if e.tag == "a" and "#" in e.attrs.get("href", "")]
        assert len(links) >= len(cited)
        ranks = " ".join(ranking(ruleset)[0])  # in the order the engine plays (ranking)
        whist = ruleset.options["ranking"] == "ace-high"
        assert ranks in text and ranks.startswith("A K Q J 10" if whist else "K Q J A 10")
        assert ("as at whist" in text) == whist, ruleset.id
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


def test_each_game_is_said_in_its_own_words(built_site: Path) -> None:
    """A Loo page says "looed" and "flush", never "makes the mouche"; a game without a flush
    has no flush section; Mouche's pages say none of the family's options (issue 36.2)."""

    def text(rid: str) -> str:
        html = page(built_site, f"rulesets/quick/{rid}/").html
        return re.sub(r"<[^>]*>", "", html[html.index("<article") : html.index("</article>")])

    loo = text("hoyle-loo")
    assert "is looed" in loo and "sweep the board" in loo and "makes the mouche" not in loo
    assert "Pam" in loo  # the top card, a line of its own under the ranking
    for rid in ("cotton1674-french-ruff", "triomphe1765", "cotton1674-beast", "bete1792"):
        page_text = text(rid)  # no flush, no forfeit by mouches made, nobody passes (but Bête)
        assert "No flush" in page_text and "sweep" not in page_text, rid
        for mouche_words in ("makes the mouche", "Mouche limit", "Several mouches"):
            assert mouche_words not in page_text, (rid, mouche_words)
        assert ("Everyone passes" in page_text) == (rid == "bete1792"), rid
    first = text("cotton1674-lanterloo")
    assert "one jeton a card" in first and "Chalked" in first and "speaks" in first
    academie = text("academie")
    for option in ("sides", "heaps", "declarer", "eldest_speaks", "top_card", "loo_price"):
        assert OPTIONS[option].title not in academie, option
