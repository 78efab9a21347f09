"""The deal's state by name: the table, the decision round, the trick play, how it ended.

A [`DealState`][DealState] (a [`Deal`][mouche.deal.Deal] is one, with its moves) is made of
these records, and a step rebuilds only those it changes: a decision the
[`DecisionRound`][DecisionRound], a trick the [`TrickPlay`][TrickPlay]; the
[`Table`][Table] is fixed.  What every step or every card changes (the phase, whose turn,
the hands, the trick begun, what was said) is the deal's own.

The records are values: slotted dataclasses whose fields are ``Final`` (the type checker
refuses an assignment to one), read by name at the cost of a slot.  On the hot path a step
takes a [`fresh`][fresh] object and runs its class's ``__init__`` on it, every field by
name: the class call with names costs twice as much in CPython 3.11.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final, NamedTuple

from mouche.actions import Action, Rob
from mouche.cards import CARDS, Card
from mouche.chosen import LonePlayer, Turnup
from mouche.flush import MoucheHand
from mouche.messages import Message
from mouche.rulesets import MAX_PLAYERS, Ruleset
from mouche.rulings import Said
from mouche.stakes import Owed
from mouche.tricks import TrickLaws

DECIDE, ANSWER, PLAY, OVER = "decide", "answer", "play", "over"
"""The phases of a deal."""

UNDECIDED, PASSED, STOOD, EXCHANGED = "", "pass", "stand", "exchange"
"""A seat's decision."""

DECIDED: Mapping[str, Message] = MappingProxyType(
    {PASSED: Message("passed"), STOOD: Message("stood"), EXCHANGED: Message("exchanged")}
)
"""A decision taken, as a sentence or a table says it ("he stood"), in the reader's language."""

fresh = object.__new__
"""An object of a record's class, not yet made: the steps then run the class's ``__init__``
on it (see the module's docstring)."""


@dataclass(slots=True, kw_only=True)
class Table:
    """What is fixed for a whole deal: ruleset, seats, the cards as dealt, the pot."""

    ruleset: Final[Ruleset]
    players: Final[int]
    dealer: Final[int]
    order: Final[tuple[int, ...]]
    """Seats in playing order from the eldest hand (dealer + 1) to the dealer."""
    dealt: Final[tuple[tuple[Card, ...], ...]]
    turnup: Final[Card]
    talon: Final[tuple[Card, ...]]
    pot_before: Final[int]
    """Jetons in the basket before this deal's ante."""
    owed_before: Final[tuple[Owed, ...]]
    pot: Final[int]
    """Jetons on the game when play starts: basket, ante and mouches paid in."""
    opening: Final[tuple[int, ...]]
    """Each seat's payment into the pot before play (the ante, owed mouches), as negatives."""
    owed: Final[tuple[Owed, ...]]
    """Mouches still owed after this deal's payments in."""
    chalks_before: Final[tuple[int, ...]]
    """Tricks chalked to each seat in the game so far (all 0 where tricks are not chalked)."""
    game_deal: Final[int]
    """Which deal of the game of five this is, from 0 (0 where tricks are not chalked)."""
    mouches: Final[tuple[MoucheHand | None, ...]]
    """The mouche each seat was dealt, if any."""
    laws: Final[TrickLaws]
    """The laws of a trick under this deal's trump (the ruleset's top card, if any)."""

    @property
    def trump(self) -> str:
        """The trump suit, from the turned-up card."""
        return self.turnup.suit

    @property
    def first_to_speak(self) -> int:
        """Who decides first: the eldest hand, or, when he speaks last (option
        ``eldest_speaks``, cotton1674.lanterloo.4), the player after him."""
        return self.order[1 % self.players] if self.ruleset.eldest_last else self.order[0]

    @property
    def last_to_speak(self) -> int:
        """Who decides last: the dealer, or the eldest hand when he speaks last."""
        return self.order[0] if self.ruleset.eldest_last else self.dealer


class Question(NamedTuple):
    """``asker`` has asked ``target`` whether he saves the mouche (academie.12)."""

    asker: int
    target: int


@dataclass(slots=True, kw_only=True)
class DecisionRound:
    """The decisions, from the eldest hand to the dealer: what each seat decided, the talon
    and the cards put down, the questions asked and the guarantees given."""

    status: Final[tuple[str, ...]]
    """Each seat's decision so far (``UNDECIDED``, ``PASSED``, ``STOOD``, ``EXCHANGED``)."""
    talon: Final[tuple[Card, ...]]
    discards: Final[tuple[Card, ...]]
    aside: Final[tuple[Card, ...]]
    """Passed hands put aside, out of the deal."""
    asked: Final[frozenset[Question]]
    """Every question asked so far."""
    question: Final[Question | None]
    """The question waiting for its answer, if any."""
    guaranteed: Final[frozenset[int]]
    """Seats that have guaranteed that they hold no mouche (saving=guarantee)."""


class Trick(NamedTuple):
    """A completed trick: who led, the cards in playing order with their seats, who won."""

    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int


def trick_taken(
    *, leader: int, seats: tuple[int, ...], cards: tuple[Card, ...], winner: int
) -> Trick:
    """A [`Trick`][Trick], every field by name, built without the class call."""
    return tuple.__new__(Trick, (leader, seats, cards, winner))


@dataclass(slots=True, kw_only=True)
class TrickPlay:
    """The tricks, changed once a trick: who plays them, who leads, the tricks taken, the
    faults.  (The trick begun changes with every card: it is the deal's own,
    [`DealState.trick`][DealState.trick].)"""

    active: Final[tuple[int, ...]]
    """Seats playing the tricks, in playing order from the eldest."""
    after: Final[tuple[int, ...]]
    """For each seat, the seat that plays after it in a trick (-1 if it is out)."""
    leader: Final[int]
    """The seat that leads (or led) the trick begun."""
    tricks: Final[tuple[Trick, ...]]
    won: Final[tuple[int, ...]]
    """Tricks taken by each seat."""
    faults: Final[tuple[int, ...]]
    """Seats that broke a duty of play under the 'penalty' enforcement (academie.15)."""
    early: Final[tuple[int, ...]]
    """Where in the history a card was played before its turn and taken back (option
    ``out_of_turn``, cotton1674.french-ruff.7)."""


NO_BIDS: Mapping[Card, int] = MappingProxyType({})
"""The strengths of a trick not yet begun."""

NO_PLAY: dict[tuple[int, int], TrickPlay] = {
    (players, eldest): TrickPlay(
        active=(), after=(-1,) * players, leader=eldest, tricks=(), won=(0,) * players, faults=(),
        early=(),
    )
    for players in range(2, MAX_PLAYERS + 1)
    for eldest in range(players)
}
"""The trick play before it begins, by table size and eldest hand: nobody in, no trick."""


@dataclass(frozen=True, slots=True)
class End:
    """How a deal ended: ``kind`` is "tricks", "mouche", "all-pass" or "lone"."""

    kind: str
    mouche: MoucheHand | None = None
    showdown: tuple[int, ...] = ()
    """Seats that showed a mouche when one was declared."""
    lone: int | None = None


@dataclass(slots=True, kw_only=True)
class DealState:
    """The state of a deal, read by name: a [`Deal`][mouche.deal.Deal] is one, with its
    moves."""

    table: Final[Table]
    """What is fixed for the whole deal."""
    phase: Final[str]
    """``DECIDE``, ``ANSWER`` (a question waits for its answer), ``PLAY`` or ``OVER``."""
    to_act: Final[int]
    """Seat whose turn it is (-1 once the deal is over)."""
    hands: Final[tuple[tuple[Card, ...], ...]]
    trick: Final[tuple[Card, ...]]
    """The cards of the trick begun, in playing order."""
    bidding: Final[Mapping[Card, int]]
    """The strength of each card in the trick begun (``mouche.tricks.STRENGTH``)."""
    top: Final[int]
    """The strength of the card on top of the trick begun (0 between tricks)."""
    legal: Final[tuple[Card, ...]]
    """The cards the seat to play may play without breaking a duty of play (empty but in
    play)."""
    decisions: Final[DecisionRound]
    """The decisions: what each seat decided, the talon, the cards put down, the questions."""
    play: Final[TrickPlay]
    """The tricks: who plays them, who leads, the tricks taken."""
    history: Final[tuple[Action, ...]]
    said: Final[tuple[Said, ...]]
    """The rulings of the step that made this state, said as it decided (empty for a new
    deal; [`mouche.rulings.describe`][mouche.rulings.describe] writes them out)."""
    end: Final[End | None]

    # -- reading the state -------------------------------------------------

    @property
    def ruleset(self) -> Ruleset:
        """The ruleset this deal is played under."""
        return self.table.ruleset

    @property
    def is_over(self) -> bool:
        """True once the deal has ended and can be settled."""
        return self.phase == OVER

    @property
    def status(self) -> tuple[str, ...]:
        """Each seat's decision so far."""
        return self.decisions.status

    @property
    def player(self) -> int:
        """At the Bête (option ``declarer``), the seat that said he plays (stood, or
        exchanged), against all the others; -1 while nobody has."""
        status = self.decisions.status
        return next((s for s, m in enumerate(status) if m in (STOOD, EXCHANGED)), -1)

    @property
    def robber(self) -> int | None:
        """The seat that takes the turned-up card (option ``turnup``): the dealer, who may
        (balzac1839.7), or the holder of the ace of trumps as dealt, who must
        (cotton1674.french-ruff.3); None where nobody does."""
        t = self.table
        turnup = t.ruleset.chosen.turnup
        if turnup is Turnup.DEALER_MAY_TAKE:
            return t.dealer
        if t.ruleset.must_rob:
            ace = CARDS["A" + t.trump]
            return next((s for s in t.order if ace in t.dealt[s]), None)
        return None

    @property
    def to_take_up(self) -> tuple[Card, ...]:
        """What the robber takes up (option ``turnup``): the turned-up card and, where so agreed
        (cotton1674.french-ruff.3, ed.following-trumps), every trump lying next under it in the
        stock, top first."""
        t = self.table
        if t.ruleset.chosen.turnup is not Turnup.ACE_HOLDER_TAKES_FOLLOWING:
            return (t.turnup,)
        talon, k = self.decisions.talon, 0
        while k < len(talon) and talon[k].suit == t.trump:
            k += 1
        return (t.turnup, *talon[:k])

    @property
    def talon(self) -> tuple[Card, ...]:
        """The talon, top first."""
        return self.decisions.talon

    @property
    def turned_up(self) -> tuple[Card, ...]:
        """The turned-up card while it lies on the table; nothing once the dealer has taken
        it into his hand (option ``turnup``, balzac1839.7)."""
        taken = self.table.ruleset.robs and any(isinstance(a, Rob) for a in self.history)
        return () if taken else (self.table.turnup,)

    @property
    def discards(self) -> tuple[Card, ...]:
        """The cards discarded by exchanges (and passed hands put with them)."""
        return self.decisions.discards

    @property
    def aside(self) -> tuple[Card, ...]:
        """Passed hands put aside, out of the deal."""
        return self.decisions.aside

    @property
    def asked(self) -> frozenset[Question]:
        """Every question asked so far (asker, target)."""
        return self.decisions.asked

    @property
    def question(self) -> Question | None:
        """The question waiting for its answer, if any."""
        return self.decisions.question

    @property
    def active(self) -> tuple[int, ...]:
        """Seats playing the tricks, in playing order from the eldest."""
        return self.play.active

    @property
    def after(self) -> tuple[int, ...]:
        """In play, for each seat, the seat that plays after it in a trick (-1 if it is out)."""
        return self.play.after

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the trick begun."""
        return self.play.leader

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The tricks taken, in order."""
        return self.play.tricks

    @property
    def won(self) -> tuple[int, ...]:
        """Tricks taken by each seat."""
        return self.play.won

    @property
    def faults(self) -> tuple[int, ...]:
        """Seats that broke a duty of play under the 'penalty' enforcement (academie.15)."""
        return self.play.faults

    def takers(self) -> list[int]:
        """The seat that took each of this deal's tricks, in order: the tricks played, or
        the lone player for each trick of his hand where he takes them without play
        (``lone_player=five-tricks``, ed.lone-player); none where he takes the pot instead.
        What the tricks are paid by (``settlement.pay_tricks``) and chalked by (``chalks``)."""
        end = self.end
        if end is not None and end.kind == "lone":
            r = self.table.ruleset
            if r.chosen.lone_player is LonePlayer.FIVE_TRICKS and end.lone is not None:
                return [end.lone] * r.hand_size
            return []
        return [tr.winner for tr in self.play.tricks]

    def trick_seats(self) -> tuple[int, ...]:
        """Seats that have played to the current trick, in order."""
        act = self.play.active
        i = act.index(self.play.leader)
        return tuple(act[(i + k) % len(act)] for k in range(len(self.trick)))

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the seat to act may play without breaking a duty of play."""
        return self.legal

    def true_answer(self, seat: int) -> bool:
        """The true answer of ``seat`` to "do you save the mouche?", by the reading.

        Under ``saving=hold-back`` yes means he holds a mouche; under ``guarantee``
        yes guarantees that he holds none (encyclopedie1765.sauver).
        """
        holds = self.table.mouches[seat] is not None
        return not holds if self.table.ruleset.guarantee else holds

    def guaranteed(self, seat: int) -> bool:
        """Whether ``seat`` has guaranteed that he holds no mouche (by a protest or a
        true yes under the Encyclopédie's reading)."""
        return seat in self.decisions.guaranteed

    def may_declare_saved(self, seat: int) -> bool:
        """Whether ``seat`` stood on a mouche as dealt, so may show it before the first card."""
        return self.decisions.status[seat] == STOOD and self.table.mouches[seat] is not None
