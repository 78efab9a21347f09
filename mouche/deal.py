"""The deal as a state machine: dealing, decisions, questions, declaration, tricks.

A [`Deal`][Deal] is immutable: [`Deal.apply`][Deal.apply] returns a new deal and leaves
the old one as it was, so an illegal action never corrupts a state.  At every
point [`Deal.legal_actions`][Deal.legal_actions] lists what may be done; [`Deal.check`][Deal.check]
raises [`IllegalAction`][mouche.errors.IllegalAction] naming the clause that forbids an
action.

>>> from mouche.rulesets import get_ruleset
>>> from mouche.actions import parse_action
>>> from mouche.cards import parse_cards
>>> d = new_deal(get_ruleset("vanderaa1721"), 3, dealer=0,
...              deck=parse_cards("KS QS JS AS 10S"), players_check=False)
>>> d.to_act, d.phase
(1, 'decide')
>>> d = d.apply(parse_action("p1 stand"))
>>> d.to_act
2
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from operator import itemgetter
from types import MappingProxyType
from typing import NamedTuple, cast

from mouche.actions import (
    Action,
    Answer,
    Ask,
    Declare,
    Exchange,
    Pass,
    Play,
    Protest,
    Silent,
    Stand,
)
from mouche.cards import Card, format_cards, pack
from mouche.errors import IllegalAction, SetupError
from mouche.flush import MoucheHand, best_mouche, mouche_of
from mouche.registry import implements
from mouche.rulesets import Citation, Ruleset
from mouche.stakes import Owed, check_owed, stakes_paid_in
from mouche.tricks import STRENGTH, playable, trick_winner, why_illegal

# A one-entry memo of Deal.legal_cards (deals are immutable, so identity is enough).
_memo_deal: object = None
_memo_cards: tuple[Card, ...] = ()

DECIDE, ANSWER, PLAY, OVER = "decide", "answer", "play", "over"
"""The phases of a deal."""

UNDECIDED, PASSED, STOOD, EXCHANGED = "", "pass", "stand", "exchange"
"""A seat's decision."""


class Trick(NamedTuple):
    """A completed trick: who led, the cards in playing order with their seats, who won."""

    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int


class Table(NamedTuple):
    """What is fixed for a whole deal: ruleset, seats, the cards as dealt, the pot."""

    ruleset: Ruleset
    players: int
    dealer: int
    order: tuple[int, ...]
    """Seats in playing order from the eldest hand (dealer + 1) to the dealer."""
    dealt: tuple[tuple[Card, ...], ...]
    turnup: Card
    talon: tuple[Card, ...]
    pot_before: int
    """Jetons in the basket before this deal's ante."""
    owed_before: tuple[Owed, ...]
    pot: int
    """Jetons on the game when play starts: basket, ante and mouches paid in."""
    opening: tuple[int, ...]
    """Each seat's payment into the pot before play (the ante, owed mouches), as negatives."""
    owed: tuple[Owed, ...]
    """Mouches still owed after this deal's payments in."""
    mouches: tuple[MoucheHand | None, ...]
    """The mouche each seat was dealt, if any."""

    @property
    def trump(self) -> str:
        """The trump suit, from the turned-up card."""
        return self.turnup.suit


@dataclass(frozen=True, slots=True)
class End:
    """How a deal ended: ``kind`` is "tricks", "mouche", "all-pass" or "lone"."""

    kind: str
    mouche: MoucheHand | None = None
    showdown: tuple[int, ...] = ()
    """Seats that showed a mouche when one was declared."""
    lone: int | None = None


_TRICKS_END = End("tricks")
_NO_BIDS: Mapping[Card, int] = MappingProxyType({})
_DECISIONS = frozenset({Pass, Stand, Exchange})


class Deal(NamedTuple):
    """The state of a deal. Build one with [`new_deal`][new_deal]; change it with
    [`apply`][apply]."""

    table: Table
    phase: str
    to_act: int
    """Seat whose turn it is (-1 once the deal is over)."""
    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...]
    discards: tuple[Card, ...]
    aside: tuple[Card, ...]
    """Passed hands put aside, out of the deal."""
    status: tuple[str, ...]
    asked: frozenset[tuple[int, int]]
    question: tuple[int, int] | None
    active: tuple[int, ...]
    """Seats playing the tricks, in playing order from the eldest."""
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    won: tuple[int, ...]
    faults: tuple[int, ...]
    """Seats that broke a duty of play under the 'penalty' enforcement (academie.15)."""
    history: tuple[Action, ...]
    end: End | None
    bidding: Mapping[Card, int]
    """The strength of each card in the trick begun
    ([`mouche.tricks.STRENGTH`][mouche.tricks.STRENGTH] for its
    trump and suit led); empty between tricks."""
    top: int
    """The strength of the card on top of the trick begun (0 between tricks)."""
    after: tuple[int, ...]
    """In play, for each seat, the seat that plays after it in a trick (-1 if it is out)."""

    # -- reading the state -------------------------------------------------

    @property
    def ruleset(self) -> Ruleset:
        """The ruleset this deal is played under."""
        return self.table.ruleset

    @property
    def is_over(self) -> bool:
        """True once the deal has ended and can be settled."""
        return self.phase == OVER

    def trick_seats(self) -> tuple[int, ...]:
        """Seats that have played to the current trick, in order."""
        act = self.active
        i = act.index(self.leader)
        return tuple(act[(i + k) % len(act)] for k in range(len(self.trick)))

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the seat to act may play without breaking a duty of play."""
        global _memo_deal, _memo_cards
        if self is _memo_deal:
            return _memo_cards
        if self.phase != PLAY:
            return ()
        trick = self.trick
        if trick:
            t = self.table
            cards = playable(
                self.hands[self.to_act],
                trick[0].suit,
                t.turnup.suit,
                t.ruleset.must_head,
                self.bidding,
                self.top,
            )
        else:
            cards = self.hands[self.to_act]
        _memo_deal, _memo_cards = self, cards
        return cards

    def legal_actions(self) -> list[Action]:
        """Every action that may be taken now, by any seat (empty once the deal is over)."""
        s, t = self.to_act, self.table
        if self.phase == DECIDE:
            out: list[Action] = [Pass(s), Stand(s)]
            hand = self.hands[s]
            n = min(5, len(self.talon))
            # one exchange per number of cards: the lowest cards (the choice of which is free)
            ordered = sorted(hand, key=lambda c: (c.suit == t.turnup.suit, c.power))
            out += [Exchange(s, tuple(ordered[:k])) for k in range(1, n + 1)]
            if t.mouches[s] is not None:
                out.append(Declare(s))
            elif t.ruleset.options["saving"] == "guarantee" and not self.guaranteed(s):
                out.append(Protest(s))
            out += [
                Ask(s, m) for m in t.order if self.status[m] == STOOD and (s, m) not in self.asked
            ]
            return out
        if self.phase == ANSWER:
            return [Answer(s, self.true_answer(s)), Silent(s)]
        if self.phase == PLAY:
            r = t.ruleset
            hand = self.hands[s]
            cards = hand if r.penalty_enforcement else self.legal_cards()
            out = [Play(s, c) for c in cards]
            if not self.trick and not self.tricks:
                out += [Declare(m) for m in self.active if self.may_declare_saved(m)]
            return out
        return []

    def can(self, action: Action) -> bool:
        """Whether ``action`` is legal now."""
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    # -- checking ------------------------------------------------------------

    def check(self, action: Action) -> None:
        """Raise [`IllegalAction`][IllegalAction] (with its clause) if ``action`` is not legal
        now."""
        self._check(action)

    def true_answer(self, seat: int) -> bool:
        """The true answer of ``seat`` to "do you save the mouche?", by the reading.

        Under ``saving=hold-back`` yes means he holds a mouche; under ``guarantee``
        yes guarantees that he holds none (encyclopedie1765.sauver).
        """
        holds = self.table.mouches[seat] is not None
        return not holds if self.ruleset.options["saving"] == "guarantee" else holds

    def guaranteed(self, seat: int) -> bool:
        """Whether ``seat`` has guaranteed that he holds no mouche (by a protest or a
        true yes under the Encyclopédie's reading)."""
        if self.ruleset.options["saving"] != "guarantee":
            return False
        return any(
            a.seat == seat and (isinstance(a, Protest) or (isinstance(a, Answer) and a.yes))
            for a in self.history
        )

    def may_declare_saved(self, seat: int) -> bool:
        """Whether ``seat`` stood on a mouche as dealt, so may show it before the first card."""
        return self.status[seat] == STOOD and self.table.mouches[seat] is not None

    @implements("ed.turn-order", "ed.own-cards")
    def _check(self, action: Action) -> bool:
        """Check ``action``; return True if it is a fault allowed under 'penalty' enforcement.

        Clauses: ed.turn-order, ed.own-cards.
        """
        t = self.table
        seat = action.seat
        if self.phase == OVER:
            raise IllegalAction("ed.turn-order", "the deal is over")
        if not 0 <= seat < t.players:
            raise IllegalAction(
                "ed.own-cards", f"there is no seat p{seat} at a table of {t.players}"
            )
        if self.phase == PLAY:
            return self._check_play_phase(action)
        if self.phase == ANSWER:
            self._check_answer(action)
            return False
        self._check_decision(action)
        return False

    @implements(
        "balzac1839.6",
        "vanderaa1721.decisions",
        "academie.7",
        "academie.8",
        "academie.10",
        "academie.12",
        "vanderaa1721.mouche",
        "vanderaa1721.questions",
        "ed.talon-short",
        "ed.question-turn",
        "ed.mouche-showdown",
    )
    def _check_decision(self, action: Action) -> None:
        """Decisions go from the eldest to the dealer: pass, stand, exchange, declare, ask.

        Clauses: balzac1839.6, vanderaa1721.decisions, academie.7, academie.8, academie.10,
        academie.12, vanderaa1721.mouche, vanderaa1721.questions, ed.talon-short,
        ed.question-turn, ed.mouche-showdown.
        """
        t, s, seat = self.table, self.to_act, action.seat
        if isinstance(action, (Answer, Silent)):
            raise IllegalAction("ed.question-turn", f"p{seat} has not been asked a question")
        if isinstance(action, Protest):
            self._check_protest(action)
            return
        if isinstance(action, Play):
            raise IllegalAction(
                "ed.turn-order",
                f"no card may be played before every player has decided; p{s} is to decide",
            )
        if seat != s:
            raise IllegalAction("ed.turn-order", f"it is p{s}'s turn to decide, not p{seat}'s")
        if isinstance(action, Exchange):
            self._check_exchange(action)
        elif isinstance(action, Declare):
            if t.mouches[s] is None:
                raise _refusal(
                    t.ruleset.rule("declare"),
                    f"p{s} holds no mouche (five cards of one suit as dealt)",
                )
        elif isinstance(action, Ask):
            m = action.target
            if not 0 <= m < t.players or m == s:
                raise IllegalAction("ed.question-turn", f"p{s} cannot ask p{m}")
            if self.status[m] != STOOD:
                raise _refusal(
                    t.ruleset.rule("question"),
                    f"only a player who has stood can be asked whether he saves the mouche; "
                    f"p{m} has not stood",
                )
            if (s, m) in self.asked:
                raise IllegalAction("ed.question-turn", f"p{s} has already asked p{m}")

    @implements("vanderaa1721.decisions", "ed.own-cards", "ed.talon-short")
    def _check_exchange(self, action: Exchange) -> None:
        """An exchange in turn: 1 to 5 of one's own cards, each once, no more than the talon holds.

        Clauses: vanderaa1721.decisions, ed.own-cards, ed.talon-short.
        """
        s, cards, hand = self.to_act, action.cards, self.hands[self.to_act]
        if not 1 <= len(cards) <= 5:
            raise _refusal(self.table.ruleset.rule("exchange"), "an exchange is of 1 to 5 cards")
        if len(set(cards)) != len(cards):
            raise IllegalAction("ed.own-cards", f"a card is named twice in {format_cards(cards)}")
        for c in cards:
            if c not in hand:
                raise IllegalAction("ed.own-cards", f"p{s} does not hold {c}")
        if len(cards) > len(self.talon):
            raise IllegalAction(
                "ed.talon-short",
                f"the talon holds only {len(self.talon)} card(s); p{s} cannot exchange "
                f"{len(cards)}",
            )

    @implements("encyclopedie1765.sauver", "academie.14", "ed.protest-turn")
    def _check_protest(self, action: Protest) -> None:
        """A protest that one holds no mouche: under the Encyclopédie's reading only,
        once, at one's decision turn, and true.

        Clauses: encyclopedie1765.sauver, academie.14, ed.protest-turn.
        """
        r, s = self.ruleset, self.to_act
        if r.options["saving"] != "guarantee":
            raise _refusal(
                r.option_citation("saving"),
                "no protest under this ruleset's reading of 'sauver la Mouche' "
                "(saving=hold-back); only the Encyclopédie's (saving=guarantee) has one",
            )
        if action.seat != s:
            raise IllegalAction(
                "ed.protest-turn",
                f"p{action.seat} may protest only at his own decision turn; p{s} is to decide",
            )
        if self.guaranteed(s):
            raise IllegalAction("ed.protest-turn", f"p{s} has already protested")
        if self.table.mouches[s] is not None:
            raise _refusal(
                r.option_citation("saving"),
                f"a false protest: p{s} holds a mouche; to save the mouche is to protest "
                "that one does not hold it, and what a player says must be true (academie.12)",
            )

    @implements("academie.12", "vanderaa1721.questions", "encyclopedie1765.sauver")
    def _check_answer(self, action: Action) -> None:
        """The asked player answers yes or no, truly by the reading, or stays silent.

        Clauses: academie.12, vanderaa1721.questions, encyclopedie1765.sauver.
        """
        asker, target = self.question or (-1, -1)
        if action.seat != target or not isinstance(action, (Answer, Silent)):
            raise IllegalAction(
                "ed.question-turn", f"p{asker} has asked p{target}; p{target} must answer first"
            )
        if isinstance(action, Answer) and action.yes != self.true_answer(target):
            holds = self.table.mouches[target] is not None
            r = self.ruleset
            if r.options["saving"] == "guarantee":
                meaning = (
                    f"yes guarantees that he holds no mouche, and p{target} holds one"
                    if holds
                    else f"no would mean he cannot guarantee it, and p{target} holds none"
                )
                raise _refusal(
                    r.option_citation("saving"),
                    f"a false answer: to save the mouche is to guarantee one holds none; "
                    f"{meaning}; an answer must be true (academie.12)",
                )
            raise _refusal(
                r.rule("answer"),
                f"an answer must be true: p{target} {'does' if holds else 'does not'} "
                "save a mouche",
            )

    @implements("academie.13", "vanderaa1721.mouche")
    def _check_play_phase(self, action: Action) -> bool:
        """In play, only a mouche saved by standing may still be shown, before the first card.

        Clauses: academie.13, vanderaa1721.mouche.
        """
        s, seat = self.to_act, action.seat
        if isinstance(action, Declare):
            if not self.may_declare_saved(seat):
                raise _refusal(
                    self.table.ruleset.rule("declare-saved"),
                    f"p{seat} cannot declare: only a player who stood on a mouche as dealt can",
                )
            if self.trick or self.tricks:
                raise _refusal(
                    self.table.ruleset.rule("declare-saved"),
                    "a mouche must be declared before the first card is played",
                )
            return False
        if isinstance(action, Ask):
            raise IllegalAction("ed.question-turn", "questions are asked only at a decision turn")
        if isinstance(action, Protest):
            raise IllegalAction(
                "ed.protest-turn", "a protest is made only at one's decision turn, before play"
            )
        if not isinstance(action, Play):
            raise IllegalAction("ed.turn-order", f"every player has decided; p{s} is to play")
        if seat != s:
            raise IllegalAction("ed.turn-order", f"it is p{s}'s turn to play, not p{seat}'s")
        return self._check_card(action.card)

    @implements("vanderaa1721.play", "academie.15", "ed.enforcement")
    def _check_card(self, card: Card) -> bool:
        """Follow, trump, overtrump, head; refused or punished by the 'enforcement' option.

        Clauses: vanderaa1721.play, academie.15, ed.enforcement.
        """
        if card in (_memo_cards if self is _memo_deal else self.legal_cards()):
            return False
        hand, r = self.hands[self.to_act], self.table.ruleset
        if card not in hand:
            raise IllegalAction("ed.own-cards", f"p{self.to_act} does not hold {card}")
        trump = self.table.turnup.suit
        if r.penalty_enforcement:
            return True
        raise _refusal(
            r.option_citation("must_head"), why_illegal(card, hand, self.trick, trump, r.must_head)
        )

    # -- changing ----------------------------------------------------------

    def apply(self, action: Action) -> Deal:
        """The deal after ``action``; an illegal action raises and changes nothing."""
        if type(action) is Play and self.phase == PLAY and action.seat == self.to_act:
            # the hot path: one card to the trick, most often one the player was shown as legal
            if self is _memo_deal and action.card in _memo_cards:
                return self._play(action, False)
            return self._play(action, self._check_card(action.card))
        if type(action) in _DECISIONS and self.phase == DECIDE and action.seat == self.to_act:
            # a decision in turn: a pass or a stand needs nothing else (ed.turn-order)
            if type(action) is Exchange:
                self._check_exchange(action)
            return self._decide(action, self.history + (action,))
        fault = self._check(action)
        h = self.history + (action,)
        if isinstance(action, Play):
            return self._play(action, fault)
        if isinstance(action, Declare):
            return self._showdown()._replace(history=h)
        if isinstance(action, Ask):
            return self._replace(
                phase=ANSWER,
                to_act=action.target,
                question=(action.seat, action.target),
                asked=self.asked | {(action.seat, action.target)},
                history=h,
            )
        if isinstance(action, Protest):
            return self._replace(history=h)
        if isinstance(action, (Answer, Silent)):
            asker = self.question[0] if self.question else 0
            return self._replace(phase=DECIDE, to_act=asker, question=None, history=h)
        return self._decide(action, h)  # a decision of a subclass of Pass, Stand or Exchange

    def _decide(self, action: Action, history: tuple[Action, ...]) -> Deal:
        # Builds the next state from its fields unpacked, as _play does.
        (table, phase, s, hands, talon, discards, aside, status, asked, question, act, leader,
         trick, tricks, won, faults, _, end, bidding, top, after) = self  # fmt: skip
        if isinstance(action, Stand):
            mark = STOOD
        elif isinstance(action, Pass):
            mark = PASSED
            hand, hands = hands[s], hands[:s] + ((),) + hands[s + 1 :]
            if table.ruleset.options["passed_hand"] == "aside":
                aside += hand
            elif discards:
                discards += hand
            else:
                talon += hand
        elif isinstance(action, Exchange):
            mark = EXCHANGED
            out = action.cards
            k = len(out)
            kept = []
            for c in hands[s]:
                if c not in out:
                    kept.append(c)
            hands = hands[:s] + (tuple(kept) + talon[:k],) + hands[s + 1 :]
            talon, discards = talon[k:], discards + out
        else:  # pragma: no cover - apply sends only decisions here
            raise TypeError(f"not a decision: {action!r}")
        status = status[:s] + (mark,) + status[s + 1 :]
        last = s == table.dealer  # decisions go round from the eldest hand to the dealer
        deal = tuple.__new__(
            Deal,
            (table, phase, s if last else (s + 1) % table.players, hands, talon, discards, aside,
             status, asked, question, act, leader, trick, tricks, won, faults, history, end,
             bidding, top, after),
        )  # fmt: skip
        return deal._end_decisions() if last else deal

    @implements("ed.all-pass", "ed.lone-player", "vanderaa1721.play")
    def _end_decisions(self) -> Deal:
        """After the dealer has spoken: nobody in, one player in, or trick play from the eldest.

        Clauses: ed.all-pass, ed.lone-player, vanderaa1721.play.
        """
        t, status = self.table, self.status
        playing = []
        for s in t.order:
            if status[s] == STOOD or status[s] == EXCHANGED:
                playing.append(s)
        active = tuple(playing)
        if not active:
            return self._replace(phase=OVER, to_act=-1, end=End("all-pass"))
        if len(active) == 1:
            s = active[0]
            m = t.mouches[s] if self.status[s] == STOOD else None
            if m is not None:
                return self._replace(
                    phase=OVER, to_act=-1, active=active, end=End("mouche", m, (s,))
                )
            return self._replace(phase=OVER, to_act=-1, active=active, end=End("lone", lone=s))
        after = [-1] * t.players
        for k, s in enumerate(active):
            after[s] = active[k + 1 - len(active)]
        (table, _, _, hands, talon, discards, aside, status, asked, question, _, _,
         trick, tricks, won, faults, history, end, bidding, top, _) = self  # fmt: skip
        return tuple.__new__(
            Deal,
            (table, PLAY, active[0], hands, talon, discards, aside, status, asked, question,
             active, active[0], trick, tricks, won, faults, history, end, bidding, top,
             tuple(after)),
        )  # fmt: skip

    @implements("academie.11", "academie.13", "ed.mouche-showdown")
    def _showdown(self) -> Deal:
        """A mouche is declared: every mouche still held and not passed is shown; the best wins.

        Clauses: academie.11, academie.13, ed.mouche-showdown.
        """
        t = self.table
        shown = [
            m
            for s in t.order
            if (m := t.mouches[s]) is not None and self.status[s] in (UNDECIDED, STOOD)
        ]
        best = best_mouche(shown, t.order)
        return self._replace(
            phase=OVER, to_act=-1, end=End("mouche", best, tuple(m.seat for m in shown))
        )

    def _play(self, action: Play, fault: bool) -> Deal:
        # Builds the next state from its fields unpacked (no _replace, no list): this
        # runs for every card played, so it is the engine's hot path.
        (table, phase, s, hands, talon, discards, aside, status, asked, question, act, leader,
         trick, tricks, won, faults, history, end, bidding, top, after) = self[:]  # fmt: skip
        # (self[:] is a plain tuple, which Python unpacks faster than a NamedTuple)
        card = action.card
        hand = hands[s]
        k = hand.index(card)
        changed = list(hands)
        changed[s] = hand[:k] + hand[k + 1 :]
        hands = tuple(changed)
        if not trick:
            bidding = STRENGTH[table.turnup.suit][card.suit]
        if bidding[card] > top:
            top = bidding[card]
        trick += (card,)
        if fault and s not in faults:
            faults += (s,)
        history += (action,)
        if after[s] != leader:  # the trick goes on
            s = after[s]
        else:
            i = act.index(leader)
            seats = act[i:] + act[:i]
            s = seats[trick_winner(trick, table.turnup.suit)]
            counts = list(won)
            counts[s] += 1
            won = tuple(counts)
            tricks += (tuple.__new__(Trick, (leader, seats, trick, s)),)
            leader, trick, bidding, top = s, (), _NO_BIDS, 0
            if len(tricks) == 5:
                phase, s, end = OVER, -1, _TRICKS_END
        return tuple.__new__(
            Deal,
            (table, phase, s, hands, talon, discards, aside, status, asked, question, act,
             leader, trick, tricks, won, faults, history, end, bidding, top, after),
        )  # fmt: skip


_Take = Callable[[tuple[Card, ...]], tuple[Card, ...]]
_Split = Callable[[tuple[Card, ...]], tuple[tuple[Card, ...], ...]]
_Plan = tuple[
    tuple[Card, ...], frozenset[Card], tuple[int, ...], _Take, _Split, int,
    tuple[str, ...], tuple[int, ...], tuple[int, ...],
]  # fmt: skip
_PLANS: dict[tuple[str, str, int, int], _Plan] = {}
"""Each deal plan made, by pack, packets, table size and dealer (all one plan depends on)."""
_NO_ASKS: frozenset[tuple[int, int]] = frozenset()


def _deal_plan(ruleset: Ruleset, players: int, dealer: int) -> _Plan:
    """How a table deals: the pack (its cards in order and as a set), the seats in playing
    order, the hands' cards taken from the deck seat by seat and split into hands, the
    turn-up's position, and each seat's start (undecided, no trick, no seat after it).

    Dealing starts with the eldest hand and follows playing order, a packet at a
    time (vanderaa1721.deal).  The table size and the dealer are checked here; a plan
    is made once and then found in [`_PLANS`][_PLANS].
    """
    lowest = ruleset.lowest_rank(players)  # raises with the allowed counts
    if not 0 <= dealer < players:
        raise SetupError(f"dealer must be a seat from 0 to {players - 1}, not {dealer}")
    packets = ruleset.options["packets"]
    order = tuple((dealer + 1 + k) % players for k in range(players))
    positions: list[list[int]] = [[] for _ in range(players)]
    i = 0
    for size in (int(p) for p in packets.split("+")):
        for s in order:
            positions[s] += range(i, i + size)
            i += size
    take = cast(_Take, itemgetter(*(n for p in positions for n in p)))
    cuts, start = [], 0  # the taken cards cut into each seat's hand, seat 0 first
    for p in positions:
        cuts.append(slice(start, start + len(p)))
        start += len(p)
    split = cast(_Split, itemgetter(*cuts))
    plan = (
        pack(lowest), _pack_set(lowest), order, take, split, i, (UNDECIDED,) * players,
        (0,) * players, (-1,) * players,
    )  # fmt: skip
    _PLANS[ruleset.options["pack"], packets, players, dealer] = plan
    return plan


@cache
def _pack_set(lowest: str) -> frozenset[Card]:
    return frozenset(pack(lowest))


@implements("vanderaa1721.deal", "dictionnaire1792-bete.5", "dictionnaire1792-bete.7")
def new_deal(
    ruleset: Ruleset,
    players: int,
    dealer: int = 0,
    *,
    deck: tuple[Card, ...] | None = None,
    hands: tuple[tuple[Card, ...], ...] | None = None,
    turnup: Card | None = None,
    talon: tuple[Card, ...] = (),
    pot: int = 0,
    owed: tuple[Owed, ...] = (),
    players_check: bool = True,
) -> Deal:
    """Deal from a pack order (``deck``, top first) or from explicit hands, turn-up and talon.

    Dealing starts with the eldest hand (dealer + 1, the dealer's right) and
    follows playing order in the ruleset's packets; the next card, the first of
    the talon, is turned up as trump; the rest, top first, is the talon
    (dictionnaire1792-bete.5, dictionnaire1792-bete.7).  The stakes are put in
    ([`mouche.stakes.opening_stakes`][mouche.stakes.opening_stakes]: the ante, the owed mouches
    paid in).
    With ``players_check`` off, ``deck`` may be a prefix of a pack (the rest is
    filled in pack order).

    Clauses: vanderaa1721.deal, dictionnaire1792-bete.5, dictionnaire1792-bete.7.
    """
    options = ruleset.options
    plan = _PLANS.get((options["pack"], options["packets"], players, dealer))
    if plan is None:
        plan = _deal_plan(ruleset, players, dealer)  # checks the table size and dealer
    full, allowed, order, take, split, up, undecided, no_tricks, no_after = plan
    if pot < 0:
        raise SetupError(f"the pot cannot be negative ({pot})")
    if hands is None:
        if deck is None:
            raise SetupError("give either a deck or the hands")
        if not players_check:
            deck = tuple(deck) + tuple(c for c in full if c not in deck)
        if len(deck) != len(full) or allowed.difference(deck):  # else each card once
            _check_cards(deck, allowed, "deck")
            raise SetupError(
                f"the deck has {len(deck)} cards; the pack for {players} players has {len(full)}"
            )
        hands = split(take(deck))
        turnup = deck[up]
        talon = tuple(deck[up + 1 :])
    else:
        if deck is not None:
            raise SetupError("give either a deck or the hands, not both")
        if len(hands) != players:
            raise SetupError(f"{len(hands)} hands given for {players} players")
        for s, h in enumerate(hands):
            if len(h) != 5:
                raise SetupError(f"the hand of p{s} has {len(h)} cards, not 5")
        if turnup is None:
            raise SetupError("the turned-up card is missing")
        talon = tuple(talon)
        _check_cards(tuple(c for h in hands for c in h) + (turnup,) + talon, allowed, "deal")
    opening, on_game, still_owed = stakes_paid_in(ruleset, players, dealer, pot, owed)
    trump = turnup.suit
    mouches = tuple([mouche_of(h, s, trump) for s, h in enumerate(hands)])
    table = tuple.__new__(
        Table,
        (ruleset, players, dealer, order, hands, turnup, talon, pot, tuple(owed), on_game,
         opening, still_owed, mouches),
    )  # fmt: skip
    return tuple.__new__(
        Deal,
        (table, DECIDE, order[0], hands, talon, (), (), undecided,
         _NO_ASKS, None, (), order[0], (), (), no_tricks, (), (), None, _NO_BIDS, 0, no_after),
    )  # fmt: skip


def _refusal(citation: Citation, message: str) -> IllegalAction:
    """The refusal of an action, naming the clause the ruleset cites (and its note)."""
    return IllegalAction(citation.clause, message, citation.note)


def _check_cards(cards: tuple[Card, ...], allowed: frozenset[Card], what: str) -> None:
    """Every card of ``cards`` in the pack ``allowed``, and none twice."""
    given = set(cards)
    if len(given) == len(cards) and given <= allowed:
        return
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise SetupError(f"{c} appears twice in the {what}")
        if c not in allowed:
            raise SetupError(f"{c} is not in the pack of {len(allowed)} cards used here")
        seen.add(c)


__all__ = [
    "ANSWER",
    "DECIDE",
    "OVER",
    "PLAY",
    "Deal",
    "End",
    "Owed",
    "Table",
    "Trick",
    "check_owed",
    "new_deal",
]
