"""The deal as a state machine: dealing, decisions, questions, declaration, tricks.

A [`Deal`][Deal] is a value: [`Deal.apply`][Deal.apply] returns a new deal and leaves
the old one as it was (its fields are ``Final``), so an illegal action never corrupts a
state.  At every
point [`Deal.legal_actions`][Deal.legal_actions] lists what may be done; [`Deal.check`][Deal.check]
raises [`IllegalAction`][mouche.errors.IllegalAction] naming the clause that forbids an
action (the checks are in [`mouche.checks`][mouche.checks]).

A deal is made of named records ([`mouche.state`][mouche.state]); each step rebuilds
those it changes and says, as it decides, the rulings that explain it
([`DealState.said`][mouche.state.DealState.said]).

>>> from mouche.presets import get_ruleset
>>> from mouche.actions import parse_action
>>> from mouche.cards import parse_cards
>>> d = new_deal(get_ruleset("vanderaa1721"), 3, dealer=0,
...              deck=parse_cards("KS QS JS AS 10S"), players_check=False)
>>> d.to_act, d.phase
(1, 'decide')
>>> d = d.apply(parse_action("p1 stand"))
>>> d.to_act, d.status
(2, ('', 'stand', ''))
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import cast

from mouche.actions import (
    Action,
    Answer,
    Ask,
    Declare,
    Exchange,
    Pass,
    Play,
    Protest,
    Rob,
    Silent,
    Stand,
)
from mouche.cards import CARDS, Card, CardSaid, format_cards
from mouche.checks import check as check_action
from mouche.checks import check_card, check_exchange, may_pass
from mouche.chosen import PassedHand, Passing, SeveralFlushes
from mouche.errors import IllegalAction, SetupError
from mouche.flush import best_mouche, dealt_flushes, eldest_flush
from mouche.messages import N_, Message, counted
from mouche.out_of_turn import played_early, plays_early
from mouche.questions import answer, ask, protest
from mouche.registry import implements
from mouche.rulesets import MAX_PLAYERS, Citation, Ruleset
from mouche.rulings import Said, say
from mouche.stakes import Owed, check_chalks, check_owed, opening_stakes
from mouche.state import (
    ANSWER,
    DECIDE,
    EXCHANGED,
    NO_BIDS,
    NO_PLAY,
    OVER,
    PASSED,
    PLAY,
    STOOD,
    UNDECIDED,
    DealState,
    DecisionRound,
    End,
    Question,
    Table,
    Trick,
    TrickPlay,
    fresh,
    trick_taken,
)
from mouche.tricks import trump_lead, winner_by

_TRICKS_END = End(kind="tricks")
_UNCITED = Citation(())
_NO_ASKS: frozenset[Question] = frozenset()
_NO_GUARANTEES: frozenset[int] = frozenset()


class Deal(DealState):
    """A deal: its state ([`DealState`][mouche.state.DealState], read by name) and the moves
    that change it.  Build one with [`new_deal`][new_deal]; change it with [`apply`][apply]."""

    __slots__ = ()

    def legal_actions(self) -> list[Action]:
        """Every action that may be taken now, by any seat (empty once the deal is over)."""
        s, t, d = self.to_act, self.table, self.decisions
        if self.phase == DECIDE:
            r = t.ruleset
            out: list[Action] = [Pass(s), Stand(s)] if may_pass(self, s) else [Stand(s)]
            hand = self.hands[s]
            n = min(r.hand_size, len(d.talon)) if r.exchanges else 0
            # one exchange per number of cards: the lowest cards (the choice of which is free)
            ordered = sorted(hand, key=lambda c: (c.suit == t.turnup.suit, c.power))
            out += [Exchange(s, tuple(ordered[:k])) for k in range(1, n + 1)]
            if r.miss and EXCHANGED not in d.status:
                out.append(Exchange(s, hand))
            if r.robs and s == self.robber:  # option turnup (balzac1839.7, french-ruff.3)
                robs: list[Action] = [Rob(s, cs) for cs in combinations(hand, len(self.to_take_up))]
                if r.must_rob:
                    return robs  # he must take it: nothing else
                out += robs
            if t.mouches[s] is not None:
                out.append(Declare(s))
            elif t.ruleset.guarantee and s not in d.guaranteed:
                out.append(Protest(s))
            if t.ruleset.asks:
                asked = d.asked
                out += [Ask(s, m) for m in t.order if d.status[m] == STOOD and (s, m) not in asked]
            return out
        if self.phase == ANSWER:
            return [Answer(s, self.true_answer(s)), Silent(s)]
        if self.phase == PLAY:
            cards = self.hands[s] if t.ruleset.penalty_enforcement else self.legal
            out = [Play(s, c) for c in cards]
            if not self.trick and not self.play.tricks:
                out += [Declare(m) for m in self.play.active if self.may_declare_saved(m)]
            return out
        return []

    def can(self, action: Action) -> bool:
        """Whether ``action`` is legal now."""
        try:
            check_action(self, action)
        except IllegalAction:
            return False
        return True

    def check(self, action: Action) -> None:
        """Raise [`IllegalAction`][IllegalAction] (with its clause) if ``action`` is not legal
        now (see [`mouche.checks.check`][mouche.checks.check])."""
        check_action(self, action)

    # -- changing ----------------------------------------------------------

    def apply(self, action: Action) -> Deal:
        """The deal after ``action``; an illegal action raises and changes nothing."""
        if type(action) is Play and self.phase == PLAY and action.seat == self.to_act:
            # the hot path: one card to the trick, most often one the player was shown as legal
            card = action.card
            return self._play(action, False if card in self.legal else check_card(self, card))
        if self.phase == DECIDE and action.seat == self.to_act and not self.table.ruleset.must_rob:
            # a decision in turn: a pass or a stand needs nothing else (ed.turn-order)
            if type(action) is Stand:
                return self._stand(action)
            if type(action) is Pass and self.table.ruleset.passes:  # else refused below
                return self._pass(action)
            if type(action) is Exchange:
                check_exchange(self, action)
                return self._exchange(action)
        if isinstance(action, Play) and plays_early(self, action):  # French Ruff: a point lost
            return played_early(self, action)
        fault = check_action(self, action)
        if isinstance(action, Play):
            return self._play(action, fault)
        if isinstance(action, Declare):
            return self._showdown(action)
        if isinstance(action, Ask):
            return ask(self, action)
        if isinstance(action, Protest):
            return protest(self, action)
        if isinstance(action, (Answer, Silent)):
            return answer(self, action)
        if isinstance(action, Stand):
            return self._stand(action)
        if isinstance(action, Pass):
            return self._pass(action)
        if isinstance(action, Exchange):
            return self._exchange(action)
        if isinstance(action, Rob):
            return self._rob(action)
        raise TypeError(f"not an action: {action!r}")  # pragma: no cover - check refuses it

    # -- the decisions -----------------------------------------------------

    @implements("academie.8", "vanderaa1721.decisions", "eb1911-loo.1", "dictionnaire1792-bete.8")
    def _stand(self, action: Stand) -> Deal:
        """A player who stands ("je m'y tiens"; at Loo, "I play") keeps his cards and is
        bound to play; the words are his game's ([`Game.stands`][mouche.games.Game.stands]),
        the clause his game's own (where everyone must play, its option ``passing``).

        Clauses: academie.8, vanderaa1721.decisions, eb1911-loo.1, dictionnaire1792-bete.8.
        """
        d, s, r = self.decisions, action.seat, self.table.ruleset
        if r.declares or r.chosen.passing is Passing.PLAY_COMPULSORY:  # the game's own words
            cite = r.option_citation("declarer" if r.declares else "passing")
        else:
            cite = r.rule("stand")
        said = say(cite, self.table.ruleset.game.stands, s)
        return self._decided(action, STOOD, self.hands, d.talon, d.discards, d.aside, said)

    @implements("academie.7", "vanderaa1721.decisions", "balzac1839.5", "dictionnaire1792-bete.8")
    def _pass(self, action: Pass) -> Deal:
        """A player who passes is out of the deal: his cards go aside, or with the discards,
        or under the talon if nobody has discarded yet (option ``passed_hand``).  At the
        Bête (option ``declarer``) he keeps them: if another says he plays, all play.

        Clauses: academie.7, vanderaa1721.decisions, balzac1839.5, dictionnaire1792-bete.8.
        """
        d, s, r = self.decisions, action.seat, self.table.ruleset
        hand, talon, discards, aside = self.hands[s], d.talon, d.discards, d.aside
        if r.declares:  # the Bête: he keeps his cards, to play them if another plays
            said = say(r.option_citation("declarer"), _PASSES_KEEPS, s)
            return self._decided(action, PASSED, self.hands, talon, discards, aside, said)
        if r.chosen.passed_hand is PassedHand.ASIDE:
            aside += hand
            where = _PUT_ASIDE
        elif discards:
            discards += hand
            where = _PUT_WITH_DISCARDS
        else:
            talon += hand
            where = _PUT_UNDER_TALON
        hands = self.hands[:s] + ((),) + self.hands[s + 1 :]
        said = say(r.option_citation("passed_hand"), _PASSES, s, where)
        return self._decided(action, PASSED, hands, talon, discards, aside, said)

    @implements("vanderaa1721.decisions", "balzac1839.6", "eb1911-loo.1")
    def _exchange(self, action: Exchange) -> Deal:
        """A player who exchanges discards his cards and takes as many from the top of the
        talon, in turn; he is bound to play. Taking the miss is exchanging the whole hand
        for the extra hand, the talon's first cards (eb1911-loo.1).

        Clauses: vanderaa1721.decisions, balzac1839.6, eb1911-loo.1.
        """
        d, s, out = self.decisions, action.seat, action.cards
        k = len(out)
        r = self.table.ruleset
        if r.miss:
            said = say(r.option_citation("exchange"), _TAKES_MISS, s)
            hands = self.hands[:s] + (d.talon[:k],) + self.hands[s + 1 :]
            return self._decided(
                action, EXCHANGED, hands, d.talon[k:], d.discards + out, d.aside, said
            )
        kept = []
        for c in self.hands[s]:
            if c not in out:
                kept.append(c)
        hands = self.hands[:s] + (tuple(kept) + d.talon[:k],) + self.hands[s + 1 :]
        said = say(self.table.ruleset.rule("exchange"), _EXCHANGES, s, _CARDS[k], k)
        return self._decided(action, EXCHANGED, hands, d.talon[k:], d.discards + out, d.aside, said)

    @implements(
        "balzac1839.7", "cotton1674.french-ruff.3", "ed.rob-as-exchange", "ed.following-trumps"
    )
    def _rob(self, action: Rob) -> Deal:
        """The dealer takes the turned-up card and puts down one of his own in its place, face
        down with the discards: "La retourne appartient à celui qui distribue les cartes qui
        est alors le dernier ... il a le droit de l'échanger contre une des cartes de son
        jeu"; at French Ruff, "he that hath the Ace must take the Ace turn'd up, and all other
        Trumps which immediately follow that, if so agreed among the Gamesters, laying out so
        many Cards as he took up in lieu thereof" (the trumps next under it in the stock,
        ed.following-trumps). It is his exchange, and binds him to play (ed.rob-as-exchange).

        Clauses: balzac1839.7, cotton1674.french-ruff.3, ed.rob-as-exchange, ed.following-trumps.
        """
        d, s, t, up = self.decisions, action.seat, self.table, self.to_take_up
        kept = tuple([c for c in self.hands[s] if c not in action.cards]) + up
        hands = self.hands[:s] + (kept,) + self.hands[s + 1 :]
        shown = CardSaid(format_cards(up[1:])) if up[1:] else t.turnup  # his own go face down
        said = say(t.ruleset.option_citation("turnup"), _ROBS[len(up) > 1], s, shown)
        talon, discards = d.talon[len(up) - 1 :], d.discards + action.cards
        return self._decided(action, EXCHANGED, hands, talon, discards, d.aside, said)

    def _decided(
        self,
        action: Action,
        mark: str,
        hands: tuple[tuple[Card, ...], ...],
        talon: tuple[Card, ...],
        discards: tuple[Card, ...],
        aside: tuple[Card, ...],
        said: Said,
    ) -> Deal:
        """The deal once the seat to act has decided ``mark``, saying ``said``."""
        t, d, s = self.table, self.decisions, action.seat
        decisions = fresh(DecisionRound)
        _init_decisions(
            decisions,
            status=d.status[:s] + (mark,) + d.status[s + 1 :],
            talon=talon,
            discards=discards,
            aside=aside,
            asked=d.asked,
            question=d.question,
            guaranteed=d.guaranteed,
        )
        history = self.history + (action,)
        # decisions go round from the eldest hand to the dealer (to the eldest when he speaks
        # last, option eldest_speaks); at the Bête, until one says he plays
        if s == t.last_to_speak or (mark != PASSED and t.ruleset.declares):
            return self._end_decisions(decisions, hands, history, said)
        deal = fresh(Deal)
        _init_deal(
            deal, table=t, phase=DECIDE, to_act=(s + 1) % t.players, hands=hands, trick=(),
            bidding=NO_BIDS, top=0, legal=(), decisions=decisions, play=self.play,
            history=history, said=(said,), end=None,
        )  # fmt: skip
        return deal

    @implements("ed.all-pass", "ed.lone-player", "vanderaa1721.play", "dictionnaire1792-bete.8")
    def _end_decisions(
        self,
        decisions: DecisionRound,
        hands: tuple[tuple[Card, ...], ...],
        history: tuple[Action, ...],
        said: Said,
    ) -> Deal:
        """After the dealer has spoken (``decisions``, ``hands``, ``history`` and ``said`` are the
        deal after his decision): nobody in, one player in, or trick play from the eldest. At
        the Bête (option ``declarer``) one who says he plays ends the round, and every player
        plays: "celui qui est immédiatement à la droite du distributeur des cartes, commence à
        jouer", and "les autres sont obligés de fournir" (dictionnaire1792-bete.8).

        Clauses: ed.all-pass, ed.lone-player, vanderaa1721.play, dictionnaire1792-bete.8.
        """
        t, status = self.table, decisions.status
        if t.ruleset.declares and (STOOD in status or EXCHANGED in status):
            active = t.order
        else:
            playing = []  # a loop, not a comprehension: no function made (CPython 3.11)
            for s in t.order:
                if status[s] == STOOD or status[s] == EXCHANGED:
                    playing.append(s)
            active = tuple(playing)
        if len(active) < 2:  # the deal is over before any trick
            over = replace(
                self, phase=OVER, to_act=-1, hands=hands, decisions=decisions, history=history,
                said=(said,),
            )  # fmt: skip
            if not active:
                return replace(over, end=End(kind="all-pass"))
            s = active[0]
            play = replace(self.play, active=active)
            m = t.mouches[s] if status[s] == STOOD else None
            if m is not None:
                return replace(over, play=play, end=End(kind="mouche", mouche=m, showdown=(s,)))
            lone = say(t.ruleset.citation(("ed.lone-player",)), "Only p{} stays in.", s)
            return replace(over, play=play, end=End(kind="lone", lone=s), said=(said, lone))
        after = [-1] * t.players
        for k, s in enumerate(active):
            after[s] = active[k + 1 - len(active)]
        leader = active[0]
        legal = hands[leader]
        if t.ruleset.trump_leads:  # option lead=trump-ace (eb1911-loo.1)
            legal = trump_lead(legal, t.turnup, t.laws.suits)
        against = t.ruleset.declares  # the Bête: all play against one (option declarer)
        lead, cite = (_AGAINST, "declarer") if against else (_DECIDED, "")
        lead_cite = t.ruleset.option_citation(cite) if cite else t.ruleset.rule("lead")
        play = fresh(TrickPlay)
        _init_play(
            play, active=active, after=tuple(after), leader=leader, tricks=(), won=self.play.won,
            faults=(), early=(),
        )  # fmt: skip
        new = fresh(Deal)
        _init_deal(
            new, table=t, phase=PLAY, to_act=leader, hands=hands, trick=(), bidding=NO_BIDS,
            top=0, legal=legal, decisions=decisions, play=play, history=history,
            said=(said, say(lead_cite, lead, leader)), end=None,
        )  # fmt: skip
        return new

    # -- the mouche and the tricks -------------------------------------------

    @implements("academie.11", "academie.13", "ed.mouche-showdown")
    def _showdown(self, action: Declare) -> Deal:
        """A mouche is declared: every mouche still held and not passed is shown; the best wins.

        Clauses: academie.11, academie.13, ed.mouche-showdown.
        """
        t, status = self.table, self.decisions.status
        held = [(s, t.mouches[s]) for s in t.order if status[s] in (UNDECIDED, STOOD)]
        shown = [m for _, m in held if m is not None]
        eldest = t.ruleset.chosen.several_flushes is SeveralFlushes.ELDEST
        best = (eldest_flush if eldest else best_mouche)(shown, t.order)
        cite = t.ruleset.rule("declare-saved" if self.phase == PLAY else "declare")
        return replace(
            self,
            phase=OVER,
            to_act=-1,
            legal=(),
            end=End(kind="mouche", mouche=best, showdown=tuple(m.seat for m in shown)),
            history=self.history + (action,),
            said=(say(cite, t.ruleset.game.declares, action.seat),),
        )

    @implements("vanderaa1721.play", "academie.9", "academie.15")
    def _play(self, action: Play, fault: bool) -> Deal:
        """A card to the trick: the next seat plays, or the trick is won (by the highest trump,
        else the highest card of the suit led) and its winner leads. A fault let stand under
        the 'penalty' enforcement is noted once per player (academie.15).

        Clauses: vanderaa1721.play, academie.9, academie.15.
        """
        # the engine's hot path: it runs for every card played
        t, p, s, card = self.table, self.play, action.seat, action.card
        hand = self.hands[s]
        k = hand.index(card)
        changed = list(self.hands)
        changed[s] = hand[:k] + hand[k + 1 :]
        hands = tuple(changed)
        trick, top, trump = self.trick, self.top, t.turnup.suit
        laws = t.laws
        bidding = self.bidding if trick else laws.leads[card]
        if bidding[card] > top:
            top = bidding[card]
        trick += (card,)
        said: tuple[Said, ...] = _PLAYED[s][card]
        if fault and s not in p.faults:
            p = replace(p, faults=p.faults + (s,))
            said += (say(t.ruleset.rule("fault"), t.ruleset.game.fault, card, s),)
        nxt = p.after[s]
        if nxt != p.leader:  # the trick goes on
            new = fresh(Deal)
            _init_deal(
                new, table=t, phase=PLAY, to_act=nxt, hands=hands, trick=trick, bidding=bidding,
                top=top, legal=laws.playable(hands[nxt], laws.suits[trick[0]], trump,
                                             t.ruleset.must_head, bidding, top),
                decisions=self.decisions, play=p, history=self.history + (action,), said=said,
                end=None,
            )  # fmt: skip
            return new
        return self._trick_won(hands, trick, said, p, action)

    def _trick_won(
        self,
        hands: tuple[tuple[Card, ...], ...],
        trick: tuple[Card, ...],
        said: tuple[Said, ...],
        p: TrickPlay,
        action: Play,
    ) -> Deal:
        """The last card of a trick played: its winner takes it and leads the next."""
        t, trump = self.table, self.table.turnup.suit
        i = p.active.index(p.leader)
        seats = p.active[i:] + p.active[:i]
        w = winner_by(trick, t.laws.leads[trick[0]])
        winner, best = seats[w], trick[w]
        won = list(p.won)
        won[winner] += 1
        tricks = p.tricks + (trick_taken(leader=p.leader, seats=seats, cards=trick, winner=winner),)
        how = _BY_TRUMP if t.laws.suits[best] == trump else _BY_SUIT_LED
        said += (say(t.ruleset.won_by(best, t.laws.top), _WINS, winner, len(tricks), best, how),)
        over = len(tricks) == t.ruleset.hand_size
        legal = () if over else hands[winner]
        if legal and t.ruleset.trump_leads:  # option lead=trump-ace (eb1911-loo.1)
            legal = trump_lead(legal, t.turnup, t.laws.suits)
        play = fresh(TrickPlay)
        _init_play(
            play, active=p.active, after=p.after, leader=winner, tricks=tricks, won=tuple(won),
            faults=p.faults, early=p.early,
        )  # fmt: skip
        new = fresh(Deal)
        _init_deal(
            new, table=t, phase=OVER if over else PLAY, to_act=-1 if over else winner, hands=hands,
            trick=(), bidding=NO_BIDS, top=0, legal=legal,
            decisions=self.decisions, play=play, history=self.history + (action,), said=said,
            end=_TRICKS_END if over else None,
        )  # fmt: skip
        return new


# what the rulings of decisions, questions and trick play say, made once (most deals say
# some of them: a message costs more to make than to find)
_DECIDED = N_("Every player has decided; p{} leads the first trick.")
_AGAINST = N_("One plays against all; p{} leads the first trick, as the eldest hand.")
_PASSES = N_("p{} passes, {}, and neither wins nor pays.")
_PASSES_KEEPS = N_("p{} passes; he keeps his cards, to play them if another says he plays.")
_PUT_ASIDE = Message("puts his cards aside")
_PUT_WITH_DISCARDS = Message("puts his cards with the discards")
_PUT_UNDER_TALON = Message("puts his cards under the talon, there being no discards yet")
_EXCHANGES = N_("p{} discards {} and takes {} from the top of the talon; he is bound to play.")
_CARDS = {k: counted("{} card", "{} cards", k) for k in range(1, 6)}
""""1 card" to "5 cards", by the number of cards exchanged (an exchange is of 1 to 5)."""
_ROBS = (
    N_("p{} takes the turned-up {} and puts down a card in its place; he is bound to play."),
    N_(
        "p{} takes the turned-up card and the trumps under it, {}, and puts down as many cards "
        "in their place; he is bound to play."
    ),
)
_TAKES_MISS = N_("p{} puts his cards down and takes the miss; he is bound to play.")
_WINS = N_("p{} wins trick {} with {}, {}.")
_BY_TRUMP = Message("the highest trump")
_BY_SUIT_LED = Message("the highest card of the suit led")

# a record made on the hot path: a fresh object, then its class's __init__ (mouche.state)
_init_deal = DealState.__init__
_init_decisions = DecisionRound.__init__
_init_play = TrickPlay.__init__
_init_table = Table.__init__


_PLAYED: tuple[dict[Card, tuple[Said]], ...] = tuple(
    {c: (say(_UNCITED, "p{} plays {}.", s, c),) for c in CARDS.values()} for s in range(MAX_PLAYERS)
)
"""What is said when a seat plays a card ("p1 plays KS."), said once for every seat and card."""


@implements(
    "vanderaa1721.deal",
    "dictionnaire1792-bete.5",
    "dictionnaire1792-bete.7",
    "ed.dealer-named",
    "cotton1674.french-ruff.1",
)
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
    chalks: tuple[int, ...] = (),
    game_deal: int = 0,
) -> Deal:
    """Deal from a pack order (``deck``, top first) or from explicit hands, turn-up and talon.

    Dealing starts with the eldest hand (dealer + 1, the dealer's right) and
    follows playing order in the ruleset's packets; the next card, the first of
    the talon, is turned up as trump; the rest, top first, is the talon
    (dictionnaire1792-bete.5, dictionnaire1792-bete.7; the plan is the ruleset's,
    [`Ruleset.deal_plan`][mouche.rulesets.Ruleset.deal_plan]).  The stakes are put in
    ([`mouche.stakes.opening_stakes`][mouche.stakes.opening_stakes]: the ante, the owed mouches
    paid in); ``chalks`` and ``game_deal`` carry a game of chalked tricks
    ([`mouche.stakes.check_chalks`][mouche.stakes.check_chalks]).
    With ``players_check`` off, ``deck`` may be a prefix of a pack (the rest is
    filled in pack order).

    The ``dealer`` is given, never cut or drawn for (ed.dealer-named: French Ruff's cut for
    the deal, cotton1674.french-ruff.1, decides only who deals first).

    Clauses: vanderaa1721.deal, dictionnaire1792-bete.5, dictionnaire1792-bete.7,
    ed.dealer-named, cotton1674.french-ruff.1.
    """
    plan = ruleset.deal_plan(players, dealer)  # checks the table size and dealer
    if pot < 0:
        raise SetupError("the pot cannot be negative ({pot})", pot=pot)
    if hands is None:
        if deck is None:
            raise SetupError("give either a deck or the hands")
        if not players_check:
            deck = tuple(deck) + tuple(c for c in plan.pack if c not in deck)
        plan.check_deck(deck)
        hands = plan.split(plan.take(deck))
        turnup, talon = deck[plan.turnup], deck[plan.turnup + 1 :]
        if plan.miss:  # the miss is the talon's first cards: taking it takes them
            talon = tuple(deck[i] for i in plan.miss) + talon
    elif deck is not None:
        raise SetupError("give either a deck or the hands, not both")
    else:
        plan.check_given(hands, turnup, talon)  # the turn-up among them
        turnup, talon = cast(Card, turnup), tuple(talon)
    stakes = opening_stakes(ruleset, players, dealer, pot, owed)
    chalks = check_chalks(ruleset, players, chalks, game_deal)  # the game so far, if chalked
    trump, eldest = turnup.suit, plan.order[0]
    laws = ruleset.laws[trump]
    top = laws.top if ruleset.flush_top else None
    mouches = dealt_flushes(hands, trump, top, flushes=ruleset.flushes, blazes=ruleset.blazes)
    table = fresh(Table)
    _init_table(
        table, ruleset=ruleset, players=players, dealer=dealer, order=plan.order, dealt=hands,
        turnup=turnup, talon=talon, pot_before=pot, owed_before=tuple(owed),
        pot=stakes.on_game, opening=stakes.opening, owed=stakes.still_owed,
        mouches=tuple(mouches), laws=laws, chalks_before=chalks, game_deal=game_deal,
    )  # fmt: skip
    decisions = fresh(DecisionRound)
    _init_decisions(
        decisions, status=(UNDECIDED,) * players, talon=talon, discards=(), aside=(),
        asked=_NO_ASKS, question=None, guaranteed=_NO_GUARANTEES,
    )  # fmt: skip
    new = fresh(Deal)
    _init_deal(
        new, table=table, phase=DECIDE, to_act=table.first_to_speak, hands=hands, trick=(),
        bidding=NO_BIDS, top=0, legal=(), decisions=decisions, play=NO_PLAY[players, eldest],
        history=(), said=(), end=None,
    )  # fmt: skip
    return new


__all__ = [
    "ANSWER", "DECIDE", "EXCHANGED", "OVER", "PASSED", "PLAY", "STOOD", "UNDECIDED",
    "Deal", "DecisionRound", "End", "Owed", "Question", "Table", "Trick", "TrickPlay",
    "check_owed", "new_deal",
]  # fmt: skip
