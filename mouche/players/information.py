"""Whole deals consistent with what one seat knows.

What seat S knows is an [information set][mouche.players.seat_view.InformationSet] (built by
[`information_set`][mouche.players.seat_view.information_set]): its own cards and every
public action, nothing else.

[`sample_world`][sample_world] deals a whole deal from it, hidden cards included, that is
consistent with everything S has seen: the public actions replay legally in it, and S holds
what S holds.  What the actions reveal comes from the ruleset's own rules:

* a card played reveals what the duties of play (vanderaa1721.play, academie.15) forbid the
  player to hold then: the suit led if he did not follow, trumps if he did not trump, a
  higher trump if he did not overtrump, a higher card of the suit led if he did not head
  it (``must_head``).  Under the 'penalty' enforcement a player may break a duty, at the
  price of the mouche: he is presumed to have kept it unless his own later cards prove he
  broke it (the player's presumption, not a rule: the sources do not say what a player
  who may revoke at a price will do);
* an answer and a protest reveal what they say by the reading of ``saving``: under
  ``hold-back`` yes means "I hold a mouche"; under ``guarantee`` a protest or a yes means "I
  hold none" and a no means "I hold one" (academie.12, encyclopedie1765.sauver);
* everything else (who passed, stood, exchanged how many) bears on where cards lie.

Worlds are drawn uniformly among the consistent ones: each seat's hidden hand is drawn
from the cards it may hold, and the draw is kept with the probability that makes every
consistent assignment equally likely (rejection against the product of the seats'
choices).  Where the consistent hands of the players in play are few (in trick play, at
most a given number), [`enumerate_worlds`][enumerate_worlds] lists them all instead.

>>> from mouche.session import deal_from_seed
>>> from mouche.players.seat_view import information_set
>>> deal = deal_from_seed("vanderaa1721", 4, seed=3)
>>> info = information_set(deal, deal.to_act)
>>> world = sample_world(info, random.Random(1))
>>> world.hands[info.seat] == deal.hands[info.seat], world.table.turnup == deal.table.turnup
(True, True)
>>> information_set(world, info.seat) == info
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import combinations
from math import comb

from mouche.actions import Answer, Exchange, Pass, Play, Protest, Rob, Stand
from mouche.cards import SUITS, Card, pack
from mouche.deal import Deal, new_deal
from mouche.errors import IllegalAction, MoucheError
from mouche.flush import mouche_of
from mouche.players.seat_view import Exchanged, InformationSet, Robbed, ShownEarly
from mouche.rulesets import Ruleset
from mouche.tricks import trump_lead


def _pack_order(ruleset: Ruleset, players: int) -> tuple[Card, ...]:
    return pack(ruleset.lowest_rank(players))


# -- what the public actions say about each hidden hand ----------------------------------


@dataclass(frozen=True, slots=True)
class _Hidden:
    """One other seat's hidden hand now: its size, the cards it cannot hold, and whether its
    hand as held after the decisions (these cards with the ones it played) must or must
    not be a mouche."""

    seat: int
    size: int
    played: tuple[Card, ...]
    banned: frozenset[Card]
    mouche: bool | None


@dataclass(frozen=True, slots=True)
class _Layout:
    """The public facts a world is built from (the same for every world of one set)."""

    pool: tuple[Card, ...]
    """The cards the seat cannot see, in pack order."""
    hidden: tuple[_Hidden, ...]
    """The other seats with hidden cards in hand, the most constrained first."""
    most: int
    """The most the product of the seats' choices can be (see [`_draw_hidden`][_draw_hidden])."""
    status: dict[int, str]
    """Each seat's decision so far: "pass", "stand", "exchange" or "" (undecided)."""
    exchanged: dict[int, int]
    in_play: bool
    """Every seat has decided (trick play has begun or is about to)."""
    talon_size: int
    draws: dict[int, tuple[tuple[int, int], ...]]
    """The slots each exchanger drew: ``(seat, i)`` a card dealt to a seat whose passed hand
    went under the talon, ``(-1, i)`` the talon's ``i``-th card as dealt."""
    known: dict[tuple[int, int], Card]
    """The slots whose card the seat knows: its own hand as dealt and the cards it drew."""
    robber: int = -1
    """The dealer, if he took the turned-up card for one of his own (option turnup), else -1."""


_LAST: list[tuple[InformationSet, _Layout]] = []
"""A one-entry memo, by identity: a search draws many worlds from one information set."""


def _layout(info: InformationSet) -> _Layout:
    if _LAST and _LAST[0][0] is info:
        return _LAST[0][1]
    r, n, trump = info.ruleset, info.players, info.turnup.suit
    status: dict[int, str] = dict.fromkeys(range(n), "")
    exchanged: dict[int, int] = {}
    robber = -1
    plays: list[Play] = []
    shown: dict[int, tuple[Card, ...]] = dict(info.shown)  # hands shown, a card turned up
    claims: dict[int, bool] = {}
    guarantee = r.options["saving"] == "guarantee"
    for a in info.seen:
        if isinstance(a, Pass):
            status[a.seat] = "pass"
        elif isinstance(a, Stand):
            status[a.seat] = "stand"
        elif isinstance(a, (Exchange, Exchanged)):
            status[a.seat] = "exchange"
            exchanged[a.seat] = a.count if isinstance(a, Exchanged) else len(a.cards)
        elif isinstance(a, (Rob, Robbed)):  # his exchange: the cards taken up, known
            status[a.seat] = "exchange"
            robber = a.seat
        elif isinstance(a, Play):
            plays.append(a)
        elif isinstance(a, ShownEarly):  # shown, and back in his hand
            shown[a.seat] = (*shown.get(a.seat, ()), a.card)
        elif r.flush_top:  # answers about a four-card flush are not weighed
            continue
        elif isinstance(a, Answer):
            claims[a.seat] = a.yes != guarantee  # True: "I hold a mouche"
        elif isinstance(a, Protest):
            claims[a.seat] = False
    order = [(info.dealer + 1 + k) % n for k in range(n)]
    # at the Bête (option declarer) one who plays ends the speaking, and every seat plays
    against = r.declares and any(m in ("stand", "exchange") for m in status.values())
    active = order if against else [s for s in order if status[s] in ("stand", "exchange")]
    played = {s: tuple(p.card for p in plays if p.seat == s) for s in range(n)}
    up = (info.turnup, *info.taken_up)  # the turn-up and any trumps taken with it (public)
    gone = {p.card for p in plays} | set(info.dealt) | set(info.drawn) | set(up)
    gone |= {c for cards in shown.values() for c in cards}
    pool = tuple(c for c in _pack_order(r, n) if c not in gone)
    banned: dict[int, set[Card]] = {s: set() for s in range(n)}
    width = len(active) or 1
    for i, p in enumerate(plays):
        start = i - i % width
        trick = tuple(q.card for q in plays[start:i])
        if p.seat == info.seat or not info.presumed or not (trick or r.trump_leads):
            continue
        later = tuple(q.card for q in plays[i:] if q.seat == p.seat)
        if trick:
            banned[p.seat] |= _forbidden(p.card, later, trick, trump, r, pool)
        else:  # a lead under the trump ace's duty (option lead=trump-ace, eb1911-loo.1)
            suits = r.trick_laws(trump).suits
            allowed = trump_lead(later, info.turnup, suits)
            if p.card in allowed:
                banned[p.seat] |= {
                    c for c in pool if p.card not in trump_lead((*later, c), info.turnup, suits)
                }
    hidden = []
    for s in order:
        if s == info.seat or (status[s] == "pass" and not r.declares):
            continue
        size, held = r.hand_size - len(played[s]), played[s]
        sure = (*up, *shown.get(s, ())) if s == robber else shown.get(s, ())
        extra = tuple(dict.fromkeys(c for c in sure if c not in held))  # taken up, or shown
        size, held = size - len(extra), (*held, *extra)
        claim = claims.get(s) if status[s] in ("stand", "") else None
        hidden.append(_Hidden(s, size, held, frozenset(banned[s]), claim))
    hidden.sort(key=lambda h: (h.mouche is not True, -len(h.banned), order.index(h.seat)))
    most, spent = 1, 0
    for h in hidden:
        free = [c for c in pool if c not in h.banned]
        most *= min(_choices(h, free), comb(len(pool) - spent, h.size))
        spent += h.size
    talon_size = len(_pack_order(r, n)) - r.hand_size * n - 1
    queue = [(-1, i) for i in range(talon_size)]
    draws: dict[int, tuple[tuple[int, int], ...]] = {}
    under = r.options["passed_hand"] != "aside" and not r.declares
    discarded, stock = False, {}
    for a in info.seen:  # the talon as the decisions went (vanderaa1721.decisions, academie.7)
        if isinstance(a, Pass) and under and not discarded:
            queue += [(a.seat, i) for i in range(r.hand_size)]
        elif isinstance(a, (Exchange, Exchanged)):
            k = a.count if isinstance(a, Exchanged) else len(a.cards)
            draws[a.seat], queue, discarded = tuple(queue[:k]), queue[k:], True
        elif isinstance(a, (Rob, Robbed)):  # the stock's trumps taken with the turn-up
            k = len(info.taken_up)
            stock, queue = dict(zip(queue[:k], info.taken_up, strict=True)), queue[k:]
    known = {(info.seat, i): c for i, c in enumerate(info.dealt)} | stock
    known.update(zip(draws.get(info.seat, ()), info.drawn, strict=True))
    layout = _Layout(
        pool,
        tuple(hidden),
        most,
        status,
        exchanged,
        against or all(status[s] != "" for s in range(n)),
        talon_size,
        draws,
        known,
        robber,
    )
    _LAST[:] = [(info, layout)]
    return layout


def _forbidden(
    card: Card,
    later: tuple[Card, ...],
    trick: tuple[Card, ...],
    trump: str,
    r: Ruleset,
    pool: tuple[Card, ...],
) -> set[Card]:
    """The cards of ``pool`` a player could not have held when he played ``card`` to
    ``trick``, holding at least ``later`` (that card and the ones he played after it).

    The engine's own duties of play decide ([`mouche.tricks.playable`][mouche.tricks.playable]):
    a card is forbidden if holding it as well would have made ``card`` illegal.  If his
    known cards already make it illegal, he broke a duty under the 'penalty' enforcement,
    and this card says nothing (the presumption of the module's docstring).
    """
    laws = r.trick_laws(trump)  # its top card, if any, counts as a trump (ed.top-card)
    strength, led, head, allowed = (
        laws.leads[trick[0]],
        laws.suits[trick[0]],
        r.must_head,
        laws.playable,
    )
    top = max(map(strength.__getitem__, trick))
    if card not in allowed(later, led, trump, head, strength, top):
        return set()
    return {c for c in pool if card not in allowed((*later, c), led, trump, head, strength, top)}


# -- drawing the hidden hands ------------------------------------------------------------


def _choices(h: _Hidden, cards: list[Card]) -> int:
    """How many hands ``h`` may hold, drawn from ``cards`` (already free of its bans)."""
    total = comb(len(cards), h.size)
    if h.mouche is None:
        return total
    if not h.size:  # every card played: they say it all
        return int((mouche_of(h.played, h.seat, "") is not None) == h.mouche)
    suits = _mouche_suits(h)
    flush = sum(comb(sum(1 for c in cards if c.suit == s), h.size) for s in suits)
    return flush if h.mouche else total - flush


def _mouche_suits(h: _Hidden) -> tuple[str, ...]:
    """The suits in which ``h``'s hand would be a mouche (that of its played cards, if any)."""
    suits = {c.suit for c in h.played}
    if len(suits) > 1:
        return ()
    return tuple(suits) if suits else SUITS


def _draw_hand(h: _Hidden, cards: list[Card], rng: random.Random) -> list[Card]:
    """One hand for ``h`` from ``cards``, uniformly among its [`_choices`][_choices]."""
    if not h.size:
        return []
    if h.mouche:
        weights = [comb(sum(1 for c in cards if c.suit == s), h.size) for s in _mouche_suits(h)]
        pick = rng.randrange(sum(weights))
        for s, w in zip(_mouche_suits(h), weights, strict=True):
            if pick < w:
                return rng.sample([c for c in cards if c.suit == s], h.size)
            pick -= w
    while True:
        hand = rng.sample(cards, h.size)
        if h.mouche is None or mouche_of((*h.played, *hand), h.seat, "") is None:
            return hand


def _draw_hidden(
    layout: _Layout, rng: random.Random, exact: bool
) -> dict[int, tuple[Card, ...]] | None:
    """A hidden hand for every other seat, or None to draw again.

    Each seat in turn draws uniformly from the cards left that it may hold; the draw is
    kept with probability (product of the choices each seat had) / (the most that
    product can be), so every consistent assignment is equally likely.
    """
    left = list(layout.pool)
    out: dict[int, tuple[Card, ...]] = {}
    had = 1
    for h in layout.hidden:
        cards = [c for c in left if c not in h.banned] if h.banned else left
        choices = _choices(h, cards)
        if not choices:
            return None
        had *= choices
        hand = _draw_hand(h, cards, rng)
        out[h.seat] = tuple(hand)
        taken = set(hand)
        left = [c for c in left if c not in taken]
    if exact and had < layout.most and rng.randrange(layout.most) >= had:
        return None
    return out


MAX_TRIES = 2_000
"""Draws tried for one world before the acceptance test is dropped (the world is then still
consistent, only no longer exactly uniform); a legal position never needs so many."""


def sample_world(info: InformationSet, rng: random.Random) -> Deal:
    """A whole deal, hidden cards included, consistent with ``info``, played to the same point.

    Raises [`MoucheError`][mouche.errors.MoucheError] if no world can be found (the actions
    seen cannot all have been legal).
    """
    layout = _layout(info)
    for attempt in range(2 * MAX_TRIES):
        hidden = _draw_hidden(layout, rng, exact=attempt < MAX_TRIES)
        if hidden is None:
            continue
        world = _build(info, layout, hidden, rng)
        if world is not None:
            return world
    raise MoucheError("no deal is consistent with what p{seat} has seen", seat=info.seat)


def enumerate_worlds(info: InformationSet, limit: int) -> list[dict[int, tuple[Card, ...]]] | None:
    """Every consistent assignment of hidden hands in trick play, if there are at most
    ``limit`` (else None).

    In trick play the cards out of play (talon, discards, passed hands) change nothing
    that follows, so these hands are the whole of what is hidden.
    """
    layout = _layout(info)
    if not layout.in_play:
        return None
    out: list[dict[int, tuple[Card, ...]]] = []
    tried = [0]
    for hands in _assignments(layout.hidden, layout.pool, set(), tried):
        out.append(hands)
        if len(out) > limit:
            return None
    return None if tried[0] > MAX_HANDS_TRIED else out


MAX_HANDS_TRIED = 50_000
"""The most hands [`enumerate_worlds`][enumerate_worlds] tries before it gives up listing
them (the search then draws its worlds): with six players early in trick play the hands to
try run to billions while few are consistent, and the listing ran for hours."""


def _assignments(
    hidden: tuple[_Hidden, ...], pool: tuple[Card, ...], taken: set[Card], tried: list[int]
) -> Iterator[dict[int, tuple[Card, ...]]]:
    if not hidden:
        yield {}
        return
    h, rest = hidden[0], hidden[1:]
    cards = [c for c in pool if c not in taken and c not in h.banned]
    for hand in combinations(cards, h.size):
        tried[0] += 1
        if tried[0] > MAX_HANDS_TRIED:
            return
        if h.mouche is not None and (mouche_of((*h.played, *hand), h.seat, "") is not None) != (
            h.mouche
        ):
            continue
        for others in _assignments(rest, pool, taken | set(hand), tried):
            yield {h.seat: hand, **others}


def world_of(info: InformationSet, hidden: dict[int, tuple[Card, ...]], rng: random.Random) -> Deal:
    """The deal with these hidden hands (from [`enumerate_worlds`][enumerate_worlds]), the
    cards out of play laid at random; raises [`MoucheError`][mouche.errors.MoucheError] if they
    cannot be."""
    layout = _layout(info)
    for _ in range(50):
        world = _build(info, layout, hidden, rng)
        if world is not None:
            return world
    raise MoucheError("these hands are not consistent with what p{seat} has seen", seat=info.seat)


# -- building a whole deal and replaying what was seen -----------------------------------


def _build(
    info: InformationSet,
    layout: _Layout,
    hidden: dict[int, tuple[Card, ...]],
    rng: random.Random,
) -> Deal | None:
    """The deal as dealt that gives these hidden hands, replayed to ``info``'s point, or
    None if the replay refuses an action seen (then another world is drawn).

    The talon is followed as the decisions went (``_Layout.draws``): the seat's own draws
    are the cards it drew, another exchanger's are some of the cards it has held since, at
    random; the cards out of play fill the rest.  In trick play where they lie changes
    nothing, so they are not shuffled there.
    """
    n, s, draws, size = info.players, info.seat, layout.draws, info.ruleset.hand_size
    slots = dict(layout.known)
    protested = {a.seat for a in info.seen if isinstance(a, Protest)}
    kept: dict[int, tuple[Card, ...]] = {}
    taken: set[Card] = set()
    for h in layout.hidden:
        mine = hidden[h.seat]
        taken.update(mine)
        k = layout.exchanged.get(h.seat, 0)
        if not k:
            kept[h.seat] = (*h.played, *mine)
            continue
        held = [*h.played, *mine]
        rng.shuffle(held)
        slots.update(zip(draws[h.seat], held[:k], strict=True))
        kept[h.seat] = tuple(held[k:])
    dead = [c for c in layout.pool if c not in taken]
    if not layout.in_play:
        rng.shuffle(dead)
    hands: list[tuple[Card, ...]] = []
    swaps: dict[int, tuple[Card, ...]] = {}
    for seat in range(n):
        if seat == s:
            hands.append(info.dealt)
            continue
        own = kept.get(seat, ())
        if seat == layout.robber:  # as dealt: the cards put down for those taken up, not them
            up = (info.turnup, *info.taken_up)
            swaps[seat] = tuple([dead.pop() for _ in up])
            own = (*[c for c in own if c not in up], *swaps[seat])
        if len(own) == size:
            hands.append(own)
            continue
        fresh = tuple([slots.get((seat, i)) or dead.pop() for i in range(size - len(own))])
        if seat in protested:
            fresh = _no_mouche(own, fresh, dead, slots.values())
        if seat in layout.exchanged:
            swaps[seat] = fresh
        hands.append((*own, *fresh))  # a passed hand goes under the talon in this order
    talon = tuple([slots.get((-1, i)) or dead.pop() for i in range(layout.talon_size)])
    try:
        world = new_deal(
            info.ruleset,
            n,
            info.dealer,
            hands=tuple(hands),
            turnup=info.turnup,
            talon=talon,
            pot=info.pot,
            owed=info.owed,
            chalks=info.chalks,
            game_deal=info.game_deal,
        )
        for a in info.seen:
            if isinstance(a, Robbed):
                a = Rob(a.seat, swaps[a.seat])
            elif isinstance(a, ShownEarly):
                a = Play(a.seat, a.card)
            world = world.apply(Exchange(a.seat, swaps[a.seat]) if isinstance(a, Exchanged) else a)
    except IllegalAction:
        return None
    return world


def _no_mouche(
    own: tuple[Card, ...], fresh: tuple[Card, ...], dead: list[Card], known: Iterable[Card]
) -> tuple[Card, ...]:
    """``fresh`` (the cards out of play given to a seat that protested it held no mouche),
    with its last card from the dead traded for one of another suit if the hand as dealt
    would be a mouche (the cards out of play lie in pack order in trick play, so five of them
    are of one suit; the protest, encyclopedie1765.sauver, says the hand was not).

    Nothing is drawn at random: a world that was consistent is built as before.
    """
    hand = (*own, *fresh)
    if len({c.suit for c in hand}) > 1:
        return fresh
    fixed = set(known)
    last = next((k for k in range(len(fresh) - 1, -1, -1) if fresh[k] not in fixed), None)
    other = next((j for j in range(len(dead) - 1, -1, -1) if dead[j].suit != hand[0].suit), None)
    if last is None or other is None:
        return fresh
    out = list(fresh)
    out[last], dead[other] = dead[other], out[last]
    return tuple(out)


__all__ = ["MAX_TRIES", "enumerate_worlds", "sample_world", "world_of"]
