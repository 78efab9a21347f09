"""The options a ruleset chooses among: each value citing its clauses.

An [`Option`][Option] names a rule on which the sources differ or are silent; each of its
[`Choice`][Choice]s cites the clauses or editorial decisions it rests on.  A ruleset reads its
choices as strings ([`Ruleset.options`][mouche.rulesets.Ruleset.options], as records write them)
and, for the engine, as typed values ([`Chosen`][mouche.chosen.Chosen]: one enum member, flag
or number per option, in [`mouche.chosen`][mouche.chosen]), so that no rule compares strings.

>>> OPTIONS["mouche_limit"].choice("20").label
'N'
>>> from mouche.chosen import Chosen
>>> first = {name: option.choices[0].label for name, option in OPTIONS.items()}
>>> Chosen.of({**first, "mouche_limit": "20"}).mouche_limit, Chosen.of(first).saving
(20, <Saving.HOLD_BACK: 'hold-back'>)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mouche.errors import RulesetError, excerpt
from mouche.messages import Message

_WHOLE_LABEL = re.compile(r"[1-9][0-9]{0,5}")
"""A numeric option value: ASCII digits only ('²'.isdigit() is true), no leading zero."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One value an option may take, with the clauses it comes from."""

    label: str
    cites: tuple[str, ...]
    description: str
    placeholder: bool = False
    """The label stands for values (the ``N`` of any whole number) and is never one itself."""


@dataclass(frozen=True, slots=True)
class Option:
    """A named rule option and its possible values.

    ``integer`` options also accept any whole number from 1 to 999999 besides their named
    choices; such a number cites the clauses of the placeholder choice (labelled ``"N"``),
    whose label is not itself a value.
    """

    name: str
    title: str
    description: str
    choices: tuple[Choice, ...]
    integer: bool = False

    def choice(self, label: str) -> Choice:
        """The choice for ``label``; raises [`RulesetError`][RulesetError] if it is not allowed."""
        for c in self.choices:
            if c.label == label and not c.placeholder:
                return c
        if self.integer and isinstance(label, str) and _WHOLE_LABEL.fullmatch(label):
            return next(c for c in self.choices if c.placeholder)
        raise RulesetError(
            "option {name!r} cannot be {label}; allowed: {accepts}",
            name=self.name,
            label=excerpt(str(label)),
            accepts=self.accepts,
        )

    def described(self, label: str) -> Choice:
        """The choice ``label`` names or stands for, to describe it: unlike
        [`choice`][mouche.options.Option.choice], a placeholder's own label (``N``) too."""
        return next((c for c in self.choices if c.label == label), None) or self.choice(label)

    @property
    def accepts(self) -> str:
        """What the option takes, for a message: its labels, and whole numbers if it takes them."""
        allowed = ", ".join(c.label for c in self.choices if not c.placeholder)
        if self.integer:
            allowed += ", or a whole number from 1 to 999999"
        return allowed


def _opt(
    name: str, title: str, description: str, *choices: Choice, integer: bool = False
) -> Option:
    return Option(name, title, description, tuple(choices), integer)


OPTIONS: dict[str, Option] = {
    o.name: o
    for o in (
        _opt(
            "pack",
            Message("Pack and number of players"),
            Message("Which pack is used, by number of players."),
            Choice(
                "piquet",
                ("vanderaa1721.players-pack", "ed.piquet-large-tables"),
                Message(
                    "The 32-card piquet pack, without the sevens for three players (28); "
                    "five or six players use all 32."
                ),
            ),
            Choice(
                "by-players",
                ("ajo.pack", "ed.pack-by-players"),
                Message(
                    "Three to six players: 28 cards for three, 36 for four, 48 for five, "
                    "52 for six."
                ),
            ),
            Choice(
                "whole",
                (
                    "hoyle-loo.a.1",
                    "pam-loo.1",
                    "eb1911-loo.1",
                    "cotton1674.lanterloo.2",
                    "ed.whole-pack-tables",
                    "ed.three-card-tables",
                ),
                Message(
                    "The whole pack of 52 cards, for three to ten players at five cards (ten "
                    "hands of five and the turned-up card leave a talon of one), to seventeen "
                    "at three (sixteen when a miss is dealt)."
                ),
            ),
        ),
        _opt(
            "packets",
            Message("Dealing packets"),
            Message(
                "How the cards are dealt, fixed for the game: five, or three at three-card Loo; "
                "dealing starts with the eldest."
            ),
            Choice("2+2+1", ("vanderaa1721.deal",), Message("Two, two, then one.")),
            Choice(
                "3+2", ("vanderaa1721.deal", "dictionnaire1792-bete.6"), Message("Three then two.")
            ),
            Choice(
                "2+3", ("vanderaa1721.deal", "dictionnaire1792-bete.6"), Message("Two then three.")
            ),
            Choice(
                "2+1+2",
                ("vanderaa1721.deal", "dictionnaire1792-bete.6"),
                Message("Two, one, then two."),
            ),
            Choice("1+1+1+1+1", ("hoyle-loo.a.1",), Message("One at a time.")),
            Choice(
                "1+1+1",
                ("hoyle-loo.a.1", "hoyle-loo.a.3", "eb1911-loo.1"),
                Message("Three cards, one at a time: three tricks a deal."),
            ),
        ),
        _opt(
            "ante",
            Message("The dealer's ante"),
            Message(
                "What goes into the pot before dealing: the dealer's ante, or every player's stake."
            ),
            Choice("five", ("vanderaa1721.deal",), Message("Five jetons.")),
            Choice(
                "one-per-player", ("academie.5",), Message("As many jetons as there are players.")
            ),
            Choice(
                "each-player",
                ("balzac1839.2", "ed.every-player-stakes"),
                Message(
                    "Not the dealer alone: every player stakes one jeton, in a deal where no "
                    "mouche owed is paid into the basket."
                ),
            ),
            Choice(
                "three-each",
                ("eb1911-loo.1", "ed.pool-unit"),
                Message(
                    "Every player puts three jetons into the pool before each deal is complete, "
                    "a unit a trick divides."
                ),
            ),
        ),
        _opt(
            "passed_hand",
            Message("A passed hand"),
            Message("Where a player who passes puts his cards."),
            Choice(
                "aside",
                ("vanderaa1721.decisions", "balzac1839.5"),
                Message("Face down before him, out of the deal."),
            ),
            Choice(
                "discards-or-under-talon",
                ("academie.7",),
                Message(
                    "With the discards, or under the talon if nobody has discarded yet "
                    "(so later exchanges may draw them)."
                ),
            ),
        ),
        _opt(
            "trick_pay",
            Message("Payment for a trick"),
            Message("What each trick taken earns from the pot."),
            Choice(
                "fifth-of-pot",
                ("vanderaa1721.payment", "balzac1839.3", "ed.trick-rounding"),
                Message("A fifth of the pot, rounded down; all five tricks take the whole pot."),
            ),
            Choice(
                "third-of-pot",
                ("eb1911-loo.1", "ed.trick-rounding"),
                Message(
                    "A third of the pool, rounded down, at three cards; all three tricks take "
                    "the whole pool."
                ),
            ),
            Choice(
                "jeton-per-mouche",
                ("academie.9", "ed.trick-rounding", "ed.pot-short"),
                Message(
                    "One jeton for each mouche on the game (two when double, three when "
                    "triple): the pot divided by the number of players, rounded down, paid "
                    "while the pot lasts."
                ),
            ),
        ),
        _opt(
            "mouche_limit",
            Message("Mouche limit"),
            Message("A cap on what a player who makes the mouche pays."),
            Choice(
                "none",
                ("academie.6", "academie.15", "vanderaa1721.payment"),
                Message("He pays what the pot held."),
            ),
            Choice(
                "N",
                ("vanderaa1721.limit",),
                Message("He pays what the pot held, but at most N jetons."),
                placeholder=True,
            ),
            integer=True,
        ),
        _opt(
            "looed_dealer",
            Message("A looed dealer"),
            Message("What the dealer pays when he plays and takes no trick."),
            Choice("as-any", ("ed.looed-dealer",), Message("As any other player does.")),
            Choice(
                "stake-again",
                ("cotton1674.lanterloo.14",),
                Message("As any other player does, and his stake for dealing over again."),
            ),
        ),
        _opt(
            "several_mouches",
            Message("Several mouches made in one deal"),
            Message("When the mouches made in one deal go into the pot."),
            Choice(
                "together",
                ("academie.6", "vanderaa1721.payment"),
                Message("All into the next deal's pot."),
            ),
            Choice(
                "separately",
                ("academie.6", "vanderaa1721.deferred", "balzac1839.4", "ed.separately-order"),
                Message("One per later deal, the largest first; the others are owed."),
            ),
        ),
        _opt(
            "flush_takes_owed",
            Message("A saved mouche takes the mouches owed"),
            Message("Whether a mouche also wins the mouches still owed from earlier deals."),
            Choice("no", ("vanderaa1721.mouche",), Message("Any mouche takes the basket only.")),
            Choice(
                "saved",
                ("academie.10", "academie.13", "ed.saved-mouche"),
                Message(
                    "A mouche shown at the holder's decision turn takes the basket (art. 10); "
                    "a mouche saved by standing on it and shown before the first card takes "
                    "the basket and the mouches owed (art. 13)."
                ),
            ),
        ),
        _opt(
            "must_head",
            Message("Duty to head the trick"),
            Message("Whether a player who can win the trick must."),
            Choice(
                "no",
                ("vanderaa1721.play",),
                Message(
                    "Follow suit; else trump, overtrumping a trump already played if able; "
                    "else discard."
                ),
            ),
            Choice(
                "yes",
                ("academie.15", "dictionnaire1792-bete.8"),
                Message(
                    "As above, and a player who can take the trick by playing higher in the "
                    "suit led must do so."
                ),
            ),
        ),
        _opt(
            "ranking",
            Message("The order of the cards"),
            Message("How the cards rank within a suit, trumps included."),
            Choice(
                "king-high",
                ("vanderaa1721.ranking",),
                Message(
                    "The king highest and the ace below the jack: K Q J A 10 9 8 7 (6 5 4 3 2)."
                ),
            ),
            Choice(
                "ace-high",
                ("hoyle-loo.a.2", "pam-loo.1", "eb1911-loo.1", "cotton1674.lanterloo.5"),
                Message("The ace highest, as at whist: A K Q J 10 9 … 2."),
            ),
        ),
        _opt(
            "top_card",
            Message("A top card above trumps"),
            Message("Whether one card beats every other, trumps included, and which."),
            Choice(
                "none",
                ("vanderaa1721.ranking",),
                Message("None: the king of trumps is the highest card."),
            ),
            Choice(
                "jack-of-clubs",
                ("balzac1839.7", "balzac1839.8", "ed.top-card"),
                Message(
                    "The jack of clubs (Mistigris) beats every card: it is the highest trump, "
                    "follows and is called as a trump, and led it calls trumps."
                ),
            ),
            Choice(
                "jack-of-trumps",
                ("hoyle-loo.a.2",),
                Message(
                    "The jack of the trump suit, by agreement, is the highest card (Pam), "
                    "above the ace of trumps."
                ),
            ),
        ),
        _opt(
            "exchange",
            Message("Changing cards"),
            Message("Whether a player may change cards from the talon at his decision turn."),
            Choice(
                "from-talon",
                ("vanderaa1721.decisions",),
                Message("He may change any number of his cards for cards of the talon."),
            ),
            Choice(
                "none",
                ("hoyle-loo.a.3",),
                Message("The cards are not exchanged: each plays the hand dealt him."),
            ),
            Choice(
                "miss",
                ("eb1911-loo.1",),
                Message(
                    "An extra hand, the miss, is dealt; the first player who wants it puts his "
                    "own hand down and takes it, and must play; after him nobody changes cards."
                ),
            ),
        ),
        _opt(
            "passing",
            Message("Passing (throwing up the hand)"),
            Message("Whether a player may pass rather than play his hand."),
            Choice(
                "allowed",
                ("vanderaa1721.decisions", "hoyle-loo.a.2"),
                Message("He may pass (throw up his hand) and so escape the forfeit."),
            ),
            Choice(
                "play-compulsory",
                ("hoyle-loo.a.3",),
                Message("Play is compulsory: no hand may be thrown up."),
            ),
            Choice(
                "after-eldest",
                ("cotton1674.lanterloo.12", "cotton1674.lanterloo.13", "ed.eldest-frees"),
                Message("All must play unless the eldest hand passes; then the rest may pass."),
            ),
        ),
        _opt(
            "top_card_law",
            Message("The top card's own law"),
            Message("Which duties of play bind the top card above trumps, where there is one."),
            Choice(
                "highest-trump",
                ("ed.top-card",),
                Message("It is the highest trump: it follows, and is called, as a trump."),
            ),
            Choice(
                "civil",
                ("hoyle-loo.a.2", "ed.pam-civil"),
                Message(
                    "The highest trump, but civil: when the ace of trumps is led, its holder "
                    "lets the ace pass ('Pam be civil')."
                ),
            ),
            Choice(
                "free",
                ("pam-loo.3",),
                Message(
                    "Subject to no laws: it may be played to any trick, and no duty calls "
                    "it, not even a trump lead; led, it commands trumps."
                ),
            ),
        ),
        _opt(
            "flush",
            Message("What makes a flush"),
            Message(
                "Which hands as dealt win outright when shown (the mouche, Loo's flush), and "
                "who among those who stood a winning flush spares."
            ),
            Choice(
                "five-of-a-suit",
                ("academie.10", "academie.13", "vanderaa1721.mouche"),
                Message(
                    "Five cards of one suit; every other player who stood or exchanged and "
                    "showed no flush pays."
                ),
            ),
            Choice(
                "four-with-top",
                ("hoyle-loo.a.2", "pam-loo.5", "pam-loo.6", "ed.loo-superior-flush"),
                Message(
                    "Five cards of one suit, or four with the top card (Pam); the holder of "
                    "the top card is not looed by another's flush, nor is one who shows an "
                    "inferior flush."
                ),
            ),
            Choice(
                "none",
                ("hoyle-loo.a.3", "ed.no-three-card-flush"),
                Message("No flush: no hand wins outright as dealt."),
            ),
        ),
        _opt(
            "lead",
            Message("The lead"),
            Message("Whether the player who leads to a trick may lead any card."),
            Choice(
                "any",
                ("vanderaa1721.play",),
                Message("He leads any card he likes; the others follow, trump or discard."),
            ),
            Choice(
                "trump-ace",
                ("eb1911-loo.1", "ed.two-trumps"),
                Message(
                    "Holding the ace of trumps (the king when the ace is turned up) he must "
                    "lead it; holding two trumps or more, a trump."
                ),
            ),
        ),
        _opt(
            "enforcement",
            Message("Enforcement of the duties of play"),
            Message("What happens to a card that breaks the duty to follow, trump or head."),
            Choice(
                "refuse", ("ed.enforcement",), Message("The engine refuses it, citing the clause.")
            ),
            Choice(
                "penalty",
                ("academie.15", "ed.penalty-once"),
                Message("It stands, and the offender makes the mouche."),
            ),
        ),
        _opt(
            "questions",
            Message("Questions before play"),
            Message(
                "Whether a player at his decision turn may ask one who has stood whether he "
                "saves the mouche."
            ),
            Choice(
                "asked",
                ("academie.12", "vanderaa1721.questions"),
                Message(
                    "He may ask each player who has stood, once; the one asked answers or "
                    "stays silent (options silence and saving)."
                ),
            ),
            Choice(
                "none",
                ("ed.no-questions",),
                Message(
                    "No questions: each player decides on his own cards and on what the "
                    "others have done."
                ),
            ),
        ),
        _opt(
            "silence",
            Message("A silent answer"),
            Message(
                "What silence means when a standing player is asked whether he saves the mouche."
            ),
            Choice("counts-as-yes", ("vanderaa1721.questions",), Message("Silence counts as yes.")),
            Choice(
                "no-answer",
                ("academie.12", "academie.14"),
                Message("Silence is no answer; only a spoken answer must be true."),
            ),
        ),
        _opt(
            "saving",
            Message("Saving the mouche (sauver la Mouche)"),
            Message("What it is to save the mouche, and so what the question of art. 12 asks."),
            Choice(
                "hold-back",
                (
                    "academie.12",
                    "academie.13",
                    "academie.14",
                    "vanderaa1721.mouche",
                    "ed.save-reading",
                ),
                Message(
                    "The modern summary's reading: to save the mouche is to stand on it in "
                    "silence and show it before the first card; asked whether he saves it, a "
                    "player who answers says truly whether he holds a mouche."
                ),
            ),
            Choice(
                "guarantee",
                (
                    "encyclopedie1765.sauver",
                    "academie.12",
                    "academie.14",
                    "ed.save-reading",
                    "ed.protest-turn",
                ),
                Message(
                    "The Encyclopédie's reading (1765): to save the mouche is to guarantee the "
                    "others against it by protesting that one holds none. A truthful yes means "
                    "'I hold no mouche', silence guarantees nothing, and a player who holds "
                    "none may protest so at his decision turn; a false protest or answer is "
                    "refused."
                ),
            ),
        ),
        _opt(
            "all_pass",
            Message("Everyone passes"),
            Message("What happens when nobody plays."),
            Choice(
                "pot-stays",
                ("ed.all-pass",),
                Message("The pot stays in the basket for the next deal."),
            ),
            Choice("dealer-takes", ("ed.all-pass",), Message("The dealer takes the pot.")),
        ),
        _opt(
            "lone_player",
            Message("A single player stays in"),
            Message("What a player gets when every other player passes."),
            Choice(
                "five-tricks",
                ("ed.lone-player",),
                Message("He is paid for every trick of the deal (five, or three) without play."),
            ),
            Choice(
                "takes-pot", ("ed.lone-player",), Message("He takes the whole pot without play.")
            ),
        ),
    )
}
"""Every option, by name."""

__all__ = ["OPTIONS", "Choice", "Option"]
