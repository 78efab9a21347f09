"""The Play page in the browser: a whole deal by clicks, an illegal click explained,
a permalink restored, a tampered permalink explained."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlencode

from mouche.browser import call

from .browser_helpers import ENGINE_TIMEOUT, Guard, deal_p1, open_play_link


def facade(op: str, **args: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(call(json.dumps({"op": op, "args": args})))
    return answer


def permalink_url(site_url: str, link: dict[str, Any]) -> str:
    query = {k: str(v) for k, v in link.items() if k != "actions"}
    if link["actions"]:
        query["actions"] = ",".join(link["actions"])
    return f"{site_url}try/play/?{urlencode(query)}"


def wait_for_actions(page: Any, before: str | None) -> None:
    page.wait_for_function(
        "before => document.querySelector('#mouche-play').dataset.actions !== before"
        " || document.querySelector('.mouche-play__message .mouche-error') !== null",
        arg=before,
        timeout=ENGINE_TIMEOUT,
    )


def test_a_whole_deal_played_by_clicks(warm_guarded: tuple[Any, Guard], site_url: str) -> None:
    context, guard = warm_guarded
    page = context.new_page()
    page.goto(site_url + "try/play/")
    page.wait_for_load_state("networkidle")
    assert guard.page_engine_requests() == []
    deal_p1(page)
    assert page.locator(".mouche-seed").text_content() == "12"
    root = page.locator("#mouche-play")
    for _ in range(30):
        if root.get_attribute("data-over") == "true":
            break
        before = root.get_attribute("data-actions")
        legal = page.locator(".mouche-hand-card[data-legal='true']")
        if legal.count():
            legal.first.click()
        else:
            page.locator("button[data-action='p1 stand']").click()
        wait_for_actions(page, before)
    assert root.get_attribute("data-over") == "true"
    assert "seed=12" in page.url and "actions=" in page.url
    # the log says each action in words ("p3 plays 8♣"), not also in the records' notation
    # beside it ("p3 play 8C": issue 40.11); the notation stays in data-action
    log = page.locator(".mouche-play__log > ol > li")
    assert log.count() > 10 and log.first.get_attribute("data-action")
    assert page.locator(".mouche-play__log code.mouche-action").count() == 0
    # The position in the URL is the deal just played: the CPython facade agrees.
    link = {
        "ruleset": "vanderaa1721",
        "players": 4,
        "seed": 12,
        "seat": 1,
        "actions": page.evaluate("new URLSearchParams(location.search).get('actions').split(',')"),
    }
    view = facade("position", **link)["result"]
    assert view["over"]
    settlement = page.locator(".mouche-settlement tbody tr").all_inner_texts()
    assert [row.split("\t")[2] for row in settlement] == [
        f"+{d}" if d > 0 else str(d) for d in view["result"]["deltas"]
    ]
    page.close()


def illegal_position() -> tuple[dict[str, Any], str, list[str]]:
    """A permalink where seat 1 must play and holds a card the rules forbid."""
    for seed in range(60):
        view = facade("position", ruleset="academie", players=4, seed=seed, seat=1)["result"]
        while not view["over"]:
            if view["legal_cards"]:
                illegal = [c for c in view["hand"] if c not in view["legal_cards"]]
                if illegal:
                    return view["permalink"], illegal[0], view["hand"]
                action = f"p1 play {view['legal_cards'][0]}"
            else:
                action = "p1 stand"
            view = facade("play", **view["permalink"], action=action)["result"]
    raise AssertionError("no seed gave an illegal card")


def test_a_permalink_restores_the_position_and_an_illegal_click_is_explained(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, guard = warm_guarded
    link, card, hand = illegal_position()
    page = context.new_page()
    page.goto(permalink_url(site_url, link))
    page.wait_for_load_state("networkidle")
    assert guard.page_engine_requests() == [], "a permalink alone must not load the engine"
    page.locator(".mouche-play__restore").click()
    page.locator(".mouche-seats").wait_for(timeout=ENGINE_TIMEOUT)
    root = page.locator("#mouche-play")
    assert root.get_attribute("data-actions") == str(len(link["actions"]))
    shown = page.locator(".mouche-hand-card").evaluate_all("bs => bs.map(b => b.dataset.card)")
    assert shown == hand
    assert page.locator(".mouche-seed").text_content() == str(link["seed"])
    # The illegal card is not marked legal; clicking it is refused with its clause.
    target = page.locator(f".mouche-hand-card[data-card='{card}']")
    assert target.get_attribute("data-legal") == "false"
    target.click()
    error = page.locator(".mouche-play__message .mouche-error")
    error.wait_for(timeout=ENGINE_TIMEOUT)
    assert error.text_content().startswith("Refused")
    clause = error.locator("a.mouche-clause")
    assert clause.get_attribute("data-clause") == "academie.15"
    assert clause.text_content() == "Académie des jeux, Art. 15"  # its name (issue 40.11)
    assert clause.get_attribute("href").endswith("sources/academie/#academie.15")
    assert root.get_attribute("data-actions") == str(len(link["actions"]))  # unchanged
    page.close()


def test_a_tampered_permalink_gives_a_clear_message(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, _guard = warm_guarded
    page = context.new_page()
    cases = [
        (
            {
                "ruleset": "academie",
                "players": "4",
                "seed": "2",
                "seat": "1",
                "actions": "p1 stand,p3 play KS",
            },
            "action 2 (p3 play KS) is not legal here",
            "ed.turn-order",
        ),
        ({"ruleset": "academie", "players": "44", "seed": "2", "seat": "1"}, "players", None),
        (
            {"ruleset": "<img src=x onerror=alert(1)>", "players": "4", "seed": "x"},
            "unknown ruleset '<img src=x onerror=alert(1)>'",
            None,
        ),
        ({"seed": "99999999999999999999"}, "missing ruleset", None),
    ]
    page.goto(f"{site_url}try/play/?{urlencode(cases[0][0])}")
    for query, needle, clause in cases:
        open_play_link(page, f"?{urlencode(query)}")  # one page, one engine for every link
        page.locator(".mouche-play__restore").click()
        error = page.locator(".mouche-play__message .mouche-error")
        error.wait_for(timeout=ENGINE_TIMEOUT)
        text = error.text_content() or ""
        assert text.startswith("This link cannot be opened"), text
        assert needle in text, text
        assert page.locator("#mouche-play img").count() == 0
        if clause:
            assert error.locator("a.mouche-clause").get_attribute("data-clause") == clause
        assert page.locator(".mouche-play__form").is_visible()
    page.close()


FOCUS = """() => { const e = document.activeElement;
  return { action: e.dataset.action || "", ends: e.dataset.ends || "",
           card: e.dataset.card || "" }; }"""

# Every control of the game in the viewport (below the theme's header) that something else
# covers at its centre: [what it is, what covers it].
COVERED = """() => {
  const header = document.querySelector(".md-header").getBoundingClientRect().bottom;
  const out = [];
  for (const el of document.querySelectorAll(
      "#mouche-play select, #mouche-play input, #mouche-play button, #mouche-play a")) {
    const r = el.getClientRects()[0];  // a link broken over two lines: its first part
    if (!r || !r.width || !r.height || r.top < header || r.bottom > innerHeight) continue;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === el || el.contains(hit))) {
      const what = el.id || el.textContent.trim().slice(0, 40);
      out.push([what, hit ? hit.className || hit.tagName : null]);
    }
  }
  return out;
}"""


def test_deal_focuses_a_safe_choice_shows_trumps_and_ranking_and_nothing_covers_the_controls(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, _guard = warm_guarded
    page = context.new_page()
    page.goto(site_url + "try/play/")
    for width, height, seed in ((390, 844, 3), (1280, 900, 12), (390, 700, 21)):
        page.set_viewport_size({"width": width, "height": height})
        page.fill("#mouche-seed", str(seed))
        page.locator("#mouche-seed").press("Enter")  # Deal, from the keyboard
        page.wait_for_function(
            "seed => document.querySelector('.mouche-seed')?.textContent === String(seed)",
            arg=seed,
            timeout=ENGINE_TIMEOUT,
        )
        link = page.evaluate("Object.fromEntries(new URLSearchParams(location.search))")
        actions = link.pop("actions", "")
        view = facade("position", **link, actions=actions.split(",") if actions else [])["result"]

        # The focus: the first choice that keeps the hand (never Pass, which throws it away).
        now = page.evaluate(FOCUS)
        safe = [b["action"] for b in view["buttons"] if b["legal"] and not b["ends"]]
        if view["legal_cards"]:
            assert now["card"] == view["legal_cards"][0], now
        else:
            assert now["action"] == safe[0] and now["ends"] == "false", (now, view["buttons"])
        assert not now["action"].endswith(" pass")

        # Beside the board: the trump suit and the order of the cards, as the engine gives them.
        facts = page.locator(".mouche-play__facts")
        ranks = view["ranking"]["ranks"]
        assert facts.locator(".mouche-play__ranks").text_content() == " ".join(ranks)
        text = facts.text_content() or ""
        assert "the ace below the knave" in text and "trumps included" in text
        assert facts.locator(".mouche-card").first.get_attribute("title") in (
            "spades",
            "hearts",
            "diamonds",
            "clubs",
        )
        links = facts.locator("a.mouche-clause")
        cited = links.evaluate_all("links => links.map(a => a.dataset.clause)")
        assert cited == view["ranking"]["clauses"]
        # by their names: "Rules: academie.9, ajo.pack" was the ids (issue 40.11)
        assert not set(links.all_text_contents()) & set(cited)
        box = facts.bounding_box()
        assert box and box["x"] + box["width"] <= width  # on the screen, not off its edge

        # Nothing covers a control, also once the reader has scrolled down and back up
        # (when the theme's "Back to top" would show).
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        page.wait_for_timeout(300)
        page.evaluate("document.querySelector('#mouche-seed').scrollIntoView({block: 'center'})")
        page.wait_for_timeout(400)
        assert page.evaluate(COVERED) == [], width
        assert not page.locator(".md-top").is_visible()  # the theme's "Back to top"
    page.close()
