"""A ruleset's choices as typed values: one enum per closed option, and [`Chosen`][Chosen].

The options themselves, with their values' clauses and descriptions, are in
[`mouche.options`][mouche.options]; this module is their typed view, so that no rule
compares strings (``chosen.saving is Saving.GUARANTEE``).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import NamedTuple


class Pack(StrEnum):
    PIQUET = "piquet"
    BY_PLAYERS = "by-players"
    WHOLE = "whole"
    PIQUET_32 = "piquet-32"
    SHORT_WITH_DEUCES = "short-with-deuces"


class Packets(StrEnum):
    """Option ``packets``: the packets' sizes, in dealing order."""

    TWO_TWO_ONE = "2+2+1"
    THREE_TWO = "3+2"
    TWO_THREE = "2+3"
    TWO_ONE_TWO = "2+1+2"
    ONE_AT_A_TIME = "1+1+1+1+1"
    THREE_ONE_AT_A_TIME = "1+1+1"

    @property
    def sizes(self) -> tuple[int, ...]:
        """The cards in each packet, in dealing order (``3+2`` -> ``(3, 2)``)."""
        return tuple(int(p) for p in self.value.split("+"))


class Ante(StrEnum):
    FIVE = "five"
    ONE_PER_PLAYER = "one-per-player"
    EACH_PLAYER = "each-player"
    THREE_EACH = "three-each"
    FICHE_AND_TWO = "fiche-and-two-jetons"
    A_CARD_EACH = "a-card-each"
    NONE = "none"


class PassedHand(StrEnum):
    ASIDE = "aside"
    DISCARDS_OR_UNDER_TALON = "discards-or-under-talon"


class TrickPay(StrEnum):
    FIFTH_OF_POT = "fifth-of-pot"
    JETON_PER_MOUCHE = "jeton-per-mouche"
    THIRD_OF_POT = "third-of-pot"
    SIDE_ONE_OR_FIVE = "side-one-or-five"
    SIDE_ONE = "side-one"
    CHALKED = "chalked"

    @property
    def share(self) -> int:
        """The part of the pot a trick earns, as its denominator (5, 3), 0 for a jeton per
        mouche or a side's points."""
        return 5 if self is TrickPay.FIFTH_OF_POT else 3 if self is TrickPay.THIRD_OF_POT else 0


class LooPrice(StrEnum):
    """Option ``loo_price``: what one who takes no trick pays: what was on the game, or the
    value of his cards (cotton1674.lanterloo.6)."""

    ON_THE_GAME = "on-the-game"
    A_CARD = "a-card"


class RoundEnd(StrEnum):
    """Option ``round_end``: a session ends after the deals asked for, or goes on while its
    last deal has a loo (eb1911-loo.1), one round more at most (ed.round-end-cap)."""

    DEALS_ASKED = "deals-asked"
    HAND_WITHOUT_LOO = "hand-without-loo"


class SeveralMouches(StrEnum):
    TOGETHER = "together"
    SEPARATELY = "separately"


class FlushTakesOwed(StrEnum):
    NO = "no"
    SAVED = "saved"


class Ranking(StrEnum):
    KING_HIGH = "king-high"
    ACE_HIGH = "ace-high"


class TopCard(StrEnum):
    """Option ``top_card``: the card above trumps, if any (its notation: ``card``)."""

    NONE = "none"
    JACK_OF_CLUBS = "jack-of-clubs"
    JACK_OF_TRUMPS = "jack-of-trumps"

    def card(self, trump: str) -> str | None:
        """The top card in the card notation with ``trump`` trumps (``JC``; the jack of
        trumps, ``JH`` under hearts), None for no top card."""
        if self is TopCard.NONE:
            return None
        return "JC" if self is TopCard.JACK_OF_CLUBS else "J" + trump


class TopCardLaw(StrEnum):
    """Option ``top_card_law``: the top card's duties (ed.top-card, hoyle-loo.a.2, pam-loo.3)."""

    HIGHEST_TRUMP = "highest-trump"
    CIVIL = "civil"
    FREE = "free"


class Changing(StrEnum):
    """Option ``exchange``: changing cards from the talon, none (hoyle-loo.a.3), or taking
    the extra hand, the miss (eb1911-loo.1)."""

    FROM_TALON = "from-talon"
    NONE = "none"
    MISS = "miss"


class Passing(StrEnum):
    """Option ``passing``: whether a hand may be thrown up (hoyle-loo.a.3)."""

    ALLOWED = "allowed"
    PLAY_COMPULSORY = "play-compulsory"
    AFTER_ELDEST = "after-eldest"


class LooedDealer(StrEnum):
    """Option ``looed_dealer``: what a dealer who is looed pays (cotton1674.lanterloo.14)."""

    AS_ANY = "as-any"
    STAKE_AGAIN = "stake-again"


class Flush(StrEnum):
    FIVE_OF_A_SUIT = "five-of-a-suit"
    FOUR_WITH_TOP = "four-with-top"
    NONE = "none"


class Lead(StrEnum):
    """Option ``lead``: any card led, or the trump ace's duty (eb1911-loo.1)."""

    ANY = "any"
    TRUMP_ACE = "trump-ace"


class Enforcement(StrEnum):
    REFUSE = "refuse"
    PENALTY = "penalty"


class Questions(StrEnum):
    ASKED = "asked"
    NONE = "none"


class Silence(StrEnum):
    COUNTS_AS_YES = "counts-as-yes"
    NO_ANSWER = "no-answer"


class Saving(StrEnum):
    """Option ``saving``: the two readings of "sauver la Mouche" (ed.save-reading)."""

    HOLD_BACK = "hold-back"
    GUARANTEE = "guarantee"


class AllPass(StrEnum):
    POT_STAYS = "pot-stays"
    DEALER_TAKES = "dealer-takes"


class LonePlayer(StrEnum):
    FIVE_TRICKS = "five-tricks"
    TAKES_POT = "takes-pot"


class Declarer(StrEnum):
    """Option ``declarer``: each player for himself, or one player against the field."""

    NONE = "none"
    FIRST_WHO_PLAYS = "first-who-plays"


class RevokePrice(StrEnum):
    """Option ``revoke_price``: what a renonce costs under the 'penalty' enforcement."""

    FORFEIT = "forfeit"
    DOUBLE = "double"
    ONE_POINT = "one-point"
    TWO_POINTS = "two-points"
    THE_GAME = "the-game"

    @property
    def points(self) -> int:
        """The points a renonce loses (French Ruff), 0 where it is paid as a forfeit."""
        return 1 if self is RevokePrice.ONE_POINT else 2 if self is RevokePrice.TWO_POINTS else 0


class OutOfTurn(StrEnum):
    """Option ``out_of_turn``: a card played before its turn, refused or costing a point."""

    REFUSED = "refused"
    LOSES_ONE = "loses-one"


class SeveralFlushes(StrEnum):
    """Option ``several_flushes``: which of several flushes shown wins."""

    TRUMPS_THEN_POINTS = "trumps-then-points"
    ELDEST = "eldest"


class Blaze(StrEnum):
    """Option ``blaze``: whether five court cards win as a flush does."""

    NONE = "none"
    AS_FLUSH = "as-flush"


class Turnup(StrEnum):
    """Option ``turnup``: whether the dealer may take the turned-up card, or the holder of
    the ace of trumps must."""

    STAYS = "stays"
    DEALER_MAY_TAKE = "dealer-may-take"
    ACE_HOLDER_MUST_TAKE = "ace-holder-must-take"
    ACE_HOLDER_TAKES_FOLLOWING = "ace-holder-takes-following"


class EldestSpeaks(StrEnum):
    """Option ``eldest_speaks``: whether the eldest hand decides first or last."""

    FIRST = "first"
    LAST = "last"


class Heaps(StrEnum):
    """Option ``heaps``: one pot, or Beast's three heaps."""

    ONE_POT = "one-pot"
    KING_PLAY_TRIOLET = "king-play-triolet"


class Partners(StrEnum):
    """Option ``partners``: partners seated alternately, or together showing their hands."""

    ALTERNATELY = "alternately"
    TOGETHER_SHOWN = "together-shown"


class DealerLastCard(StrEnum):
    """Option ``dealer_last_card``: whether the dealer turns up his own last card too."""

    HIDDEN = "hidden"
    SHOWN = "shown"


class Sides(StrEnum):
    """Option ``sides``: each for himself, or two sides whose sizes are read one way or
    the other from Cotton's "two, four or six of a side"."""

    NONE = "none"
    OF_ONE_TWO_OR_THREE = "of-one-two-or-three"
    OF_TWO_FOUR_OR_SIX = "of-two-four-or-six"

    @property
    def tables(self) -> tuple[int, ...]:
        """The table sizes two sides make (none for no sides: the pack's own sizes)."""
        if self is Sides.NONE:
            return ()
        return (2, 4, 6) if self is Sides.OF_ONE_TWO_OR_THREE else (4, 8, 12)


class Chosen(NamedTuple):
    """A ruleset's choice for every option, typed: one field per option of
    [`OPTIONS`][mouche.options.OPTIONS].

    The closed value sets are enums (``chosen.saving is Saving.GUARANTEE``), ``must_head``
    a flag and ``mouche_limit`` a number (None for no limit).
    """

    pack: Pack
    packets: Packets
    ante: Ante
    passed_hand: PassedHand
    trick_pay: TrickPay
    mouche_limit: int | None
    loo_price: LooPrice
    looed_dealer: LooedDealer
    several_mouches: SeveralMouches
    flush_takes_owed: FlushTakesOwed
    heaps: Heaps
    must_head: bool
    ranking: Ranking
    top_card: TopCard
    exchange: Changing
    passing: Passing
    top_card_law: TopCardLaw
    flush: Flush
    lead: Lead
    enforcement: Enforcement
    questions: Questions
    silence: Silence
    saving: Saving
    all_pass: AllPass
    lone_player: LonePlayer
    declarer: Declarer
    revoke_price: RevokePrice
    out_of_turn: OutOfTurn
    several_flushes: SeveralFlushes
    blaze: Blaze
    turnup: Turnup
    eldest_speaks: EldestSpeaks
    trump_again: bool
    partners: Partners
    dealer_last_card: DealerLastCard
    sides: Sides
    round_end: RoundEnd

    @classmethod
    def of(cls, options: Mapping[str, str]) -> Chosen:
        """The typed view of ``options``, labels already checked by
        [`Option.choice`][mouche.options.Option.choice]."""
        limit = options["mouche_limit"]
        return cls(
            pack=Pack(options["pack"]),
            packets=Packets(options["packets"]),
            ante=Ante(options["ante"]),
            passed_hand=PassedHand(options["passed_hand"]),
            trick_pay=TrickPay(options["trick_pay"]),
            mouche_limit=None if limit == "none" else int(limit),
            loo_price=LooPrice(options["loo_price"]),
            looed_dealer=LooedDealer(options["looed_dealer"]),
            several_mouches=SeveralMouches(options["several_mouches"]),
            flush_takes_owed=FlushTakesOwed(options["flush_takes_owed"]),
            must_head=options["must_head"] == "yes",
            ranking=Ranking(options["ranking"]),
            top_card=TopCard(options["top_card"]),
            exchange=Changing(options["exchange"]),
            passing=Passing(options["passing"]),
            top_card_law=TopCardLaw(options["top_card_law"]),
            flush=Flush(options["flush"]),
            lead=Lead(options["lead"]),
            enforcement=Enforcement(options["enforcement"]),
            questions=Questions(options["questions"]),
            silence=Silence(options["silence"]),
            saving=Saving(options["saving"]),
            all_pass=AllPass(options["all_pass"]),
            lone_player=LonePlayer(options["lone_player"]),
            declarer=Declarer(options["declarer"]),
            revoke_price=RevokePrice(options["revoke_price"]),
            out_of_turn=OutOfTurn(options["out_of_turn"]),
            several_flushes=SeveralFlushes(options["several_flushes"]),
            blaze=Blaze(options["blaze"]),
            turnup=Turnup(options["turnup"]),
            eldest_speaks=EldestSpeaks(options["eldest_speaks"]),
            trump_again=options["trump_again"] == "yes",
            partners=Partners(options["partners"]),
            dealer_last_card=DealerLastCard(options["dealer_last_card"]),
            heaps=Heaps(options["heaps"]),
            sides=Sides(options["sides"]),
            round_end=RoundEnd(options["round_end"]),
        )
