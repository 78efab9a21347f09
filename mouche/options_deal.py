"""The options of the pack, the deal and the stakes: what is dealt, who pays in, what a
trick and a forfeit cost. Read them all in [`mouche.options`][mouche.options].
"""

from __future__ import annotations

from mouche.choices import Choice, Option, option
from mouche.messages import Message

DEALING: tuple[Option, ...] = (
    option(
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
                "Three to six players: 28 cards for three, 36 for four, 48 for five, 52 for six."
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
                "at three (sixteen when a miss is dealt); where two sides play, the tables "
                "they make (French Ruff)."
            ),
        ),
        Choice(
            "piquet-32",
            ("dictionnaire1792-bete.2", "dictionnaire1792-bete.3"),
            Message(
                "The 32-card pack, king high and seven low, for two to five players (the Bête), "
                "or the tables two sides make (the Triomphe)."
            ),
        ),
        Choice(
            "short-with-deuces",
            ("cotton1674.lanterloo.2", "ed.dealer-named"),
            Message(
                "The short pack of Cotton's Lanterloo for three to six players: the threes to "
                "the sevens laid out, the deuces kept (32 cards)."
            ),
        ),
    ),
    option(
        "packets",
        Message("Dealing packets"),
        Message(
            "How the cards are dealt, fixed for the game: five, or three at three-card Loo; "
            "dealing starts with the eldest."
        ),
        Choice("2+2+1", ("vanderaa1721.deal",), Message("Two, two, then one.")),
        Choice("3+2", ("vanderaa1721.deal", "dictionnaire1792-bete.6"), Message("Three then two.")),
        Choice("2+3", ("vanderaa1721.deal", "dictionnaire1792-bete.6"), Message("Two then three.")),
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
    option(
        "ante",
        Message("The dealer's ante"),
        Message(
            "What goes into the pot before dealing: the dealer's ante, or every player's stake."
        ),
        Choice("five", ("vanderaa1721.deal",), Message("Five jetons.")),
        Choice("one-per-player", ("academie.5",), Message("As many jetons as there are players.")),
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
        Choice(
            "fiche-and-two-jetons",
            ("dictionnaire1792-bete.4", "ed.fiche-value"),
            Message(
                "Every player stakes a fiche and two jetons, and the dealer one jeton more; "
                "a fiche counts as five jetons."
            ),
        ),
        Choice(
            "a-card-each",
            ("cotton1674.lanterloo.5", "ed.lanterloo-stake"),
            Message(
                "Every player lays one jeton upon each card dealt him, into the stock, at "
                "every deal (Cotton's first Lanterloo read as a stake laid)."
            ),
        ),
        Choice(
            "none",
            ("ed.side-points", "ed.lanterloo-stake"),
            Message(
                "Nothing staked before play: two sides play for points, paid in jetons, or "
                "the stock is fed by the loos alone (Cotton's first Lanterloo read as a price)."
            ),
        ),
    ),
    option(
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
    option(
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
        Choice(
            "side-one-or-five",
            ("cotton1674.french-ruff.4", "ed.side-points"),
            Message(
                "Points to a side: two tricks win nothing, three or four win one point, all "
                "five win five (French Ruff)."
            ),
        ),
        Choice(
            "side-one",
            ("ed.triomphe-point", "ed.side-points"),
            Message("Points to a side: the side that takes three tricks or more wins one point."),
        ),
        Choice(
            "chalked",
            (
                "cotton1674.lanterloo.3",
                "cotton1674.lanterloo.7",
                "cotton1674.lanterloo.8",
                "ed.chalks-paid",
            ),
            Message(
                "Chalked: each trick is chalked to its taker over a game of five deals, and at "
                "the fifth each chalk takes one jeton from the stock, while it lasts."
            ),
        ),
    ),
    option(
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
    option(
        "loo_price",
        Message("What a loo costs"),
        Message("What a player who plays and takes no trick pays into the pot."),
        Choice(
            "on-the-game",
            ("academie.6", "vanderaa1721.payment"),
            Message("What was on the game (within the mouche limit)."),
        ),
        Choice(
            "a-card",
            ("cotton1674.lanterloo.6",),
            Message(
                "The value of his cards, one jeton a card, five at five cards; one who breaks "
                "a duty of play still pays all on the table, what was on the game."
            ),
        ),
    ),
    option(
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
    option(
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
    option(
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
    option(
        "heaps",
        Message("Heaps"),
        Message("Whether the stakes make one pot, or Beast's three heaps taken up each deal."),
        Choice(
            "one-pot",
            ("vanderaa1721.deal", "vanderaa1721.payment"),
            Message("One pot, paid out by the tricks and the forfeits."),
        ),
        Choice(
            "king-play-triolet",
            ("cotton1674.beast.1", "cotton1674.beast.2", "ed.beast-heaps"),
            Message(
                "Three heaps, a jeton a player each: the Play to the most tricks, the King to "
                "the king of trumps, the Triolet to three of a sort; no forfeit."
            ),
        ),
    ),
)
"""The options of the pack, the deal and the stakes, in the order rulesets list them."""

__all__ = ["DEALING"]
