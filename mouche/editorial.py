"""Editorial decisions: where the sources are silent and the engine must still decide.

Each decision has a stable id (``ed.*``), is cited exactly like a clause, and is
published on the site.  Where another choice is reasonable, ``option`` names the
ruleset option that changes it.  This module lists Mouche's and, from
[`mouche.editorial_family`][mouche.editorial_family], the family's: [`DECISIONS`][DECISIONS]
holds them all, [`BY_ID`][BY_ID] finds one.
"""

from __future__ import annotations

from mouche.editorial_decision import EditorialDecision
from mouche.editorial_family import FAMILY_DECISIONS
from mouche.messages import Message

DECISIONS_OF_MOUCHE: tuple[EditorialDecision, ...] = (
    EditorialDecision(
        "ed.turn-order",
        Message("Acting out of turn is refused"),
        Message("Decisions go from the eldest hand to the dealer and each trick from its leader "
        "in playing order; an action out of turn is refused."),
        Message("The sources give the order of speaking and playing but no penalty for acting "
        "out of turn in Mouche, so the engine keeps the order rather than invent one."),
    ),
    EditorialDecision(
        "ed.own-cards",
        Message("Only one's own cards, at one's own table"),
        Message("An action must name a seat at the table and cards its player holds (to play or "
        "to discard); anything else is refused."),
        Message("No source needs to say it, but the engine must refuse such input with a reason."),
    ),
    EditorialDecision(
        "ed.enforcement",
        Message("Illegal plays are refused by default"),
        Message("By default a card that breaks the duty to follow, trump or head the trick is "
        "refused with the clause it breaks; the option 'penalty' lets it stand and the "
        "offender makes the mouche instead (Académie art. 15)."),
        Message("A rules explorer must show which clause a play breaks; the historical penalty "
        "is kept as an option for readers who want to see it applied."),
        "enforcement",
    ),
    EditorialDecision(
        "ed.all-pass",
        Message("Everyone passes"),
        Message("If every player passes, nobody plays: the pot, with the dealer's ante, stays "
        "in the basket for the next deal."),
        Message("No source in hand covers it; keeping the pot follows the logic of the basket "
        "that carries unpaid stakes from deal to deal. Option 'dealer-takes' gives the "
        "pot to the dealer instead, as some Loo tables did."),
        "all_pass",
    ),
    EditorialDecision(
        "ed.lone-player",
        Message("A single player stays in"),
        Message("If only one player stands or exchanges, he wins all five tricks without play "
        "and is paid for them; if he holds an unexchanged mouche it is shown and wins "
        "as a mouche."),
        Message("Académie art. 14 notes that it is an advantage to play alone: nobody can "
        "make him lose a trick, so playing the cards out would change nothing. Option "
        "'takes-pot' gives him the whole pot instead."),
        "lone_player",
    ),
    EditorialDecision(
        "ed.talon-short",
        Message("The talon runs out"),
        Message("A player may discard at most as many cards as the talon still holds; with "
        "an empty talon he can only stand or pass. The turned-up trump is not drawn."),
        Message("Cards that do not exist cannot be given; Balzac (1839) confirms that the first "
        "players may exhaust the talon, and nothing in hand gives the later players a "
        "remedy."),
    ),
    EditorialDecision(
        "ed.trick-rounding",
        Message("Tricks are paid in whole jetons"),
        Message("A trick's value is rounded down to a whole jeton; what cannot be paid stays "
        "in the basket for the next deal. A player who takes all five tricks takes "
        "the whole pot when the fifth-of-the-pot payment applies."),
        Message(
            "Jetons cannot be split; rounding down keeps every jeton accounted for in the basket."
        ),
    ),
    EditorialDecision(
        "ed.pot-short",
        Message("A pot that cannot pay every trick"),
        Message("Under the Académie's payment (one jeton a trick per mouche on the game), "
        "tricks are paid in the order they were taken while the pot lasts; with three "
        "or four players the last tricks may go unpaid."),
        Message("Art. 9 fixes the value of a trick and art. 5 the size of the pot; with fewer "
        "than five players the two cannot both hold, and paying in order of play is "
        "the least arbitrary reading."),
    ),
    EditorialDecision(
        "ed.mouche-showdown",
        Message("Several mouches, one declared"),
        Message("When a mouche is declared, every other player who has not passed and still "
        "holds his mouche as dealt shows it; the best by Académie art. 11 takes the "
        "pot. Other mouche holders neither win nor pay; every other player who stood "
        "or exchanged makes the mouche; players who have not yet spoken are out."),
        Message("Art. 11 compares several mouches but does not say when they are shown; "
        "comparing at the declaration lets the rule of art. 11 decide."),
    ),
    EditorialDecision(
        "ed.saved-mouche",
        Message("When a mouche counts as saved"),
        Message("A mouche counts as saved when its holder stood on it (\"je m'y tiens\") before "
        "it is shown: shown when every player has decided, before the first card, because "
        "a later player declared a mouche, or because everyone else passed. Under the "
        "option 'saved' such a mouche takes the basket and the mouches still owed; a mouche "
        "declared at the holder's own decision turn takes the basket only."),
        Message("Art. 10 gives the holder who shows his mouche at once 'la Mouche', the basket; "
        "art. 13 gives the one who said 'je m'y tiens' and showed it when play began also "
        "'celles qui sont dues'. The articles do not say how it goes when the saved mouche "
        "is shown earlier; what art. 13 rewards is having stood on it, so the engine asks "
        "only that."),
        "flush_takes_owed",
    ),
    EditorialDecision(
        "ed.question-turn",
        Message("When a question may be asked"),
        Message("A player may ask, at his own decision turn and before deciding, any player "
        "who has already stood whether he saves the mouche, once for each such player; "
        "the asked player answers yes or no, or stays silent, before play goes on."),
        Message("Art. 12-14 allow the question and bound the answer but do not say when it is "
        "put; the decision turn is when the answer matters."),
    ),
    EditorialDecision(
        "ed.save-reading",
        Message("Two readings of 'sauver la Mouche'"),
        Message("The option 'saving' chooses the reading. Under 'hold-back' (the modern summary's) "
        "to save the mouche is to stand on it in silence and show it before the first "
        "card, and the question of art. 12 asks whether a standing player holds one back. "
        "Under 'guarantee' (the Encyclopédie's, 1765) it is to guarantee the others "
        "against the mouche by protesting that one holds none: the question asks for that "
        "guarantee, a true yes means 'I hold no mouche', silence guarantees nothing, and "
        "a player may protest of his own accord; under 'hold-back' there is no such protest, "
        "and one is refused at any moment of the deal. In both, a mouche held in silence may be "
        "shown before the first card (art. 13), and whoever speaks must speak truly "
        "(art. 12). The academie preset keeps 'hold-back'; academie-1765 takes 'guarantee'."),
        Message("Our note. The Encyclopédie (t. X, 1765) is the only period text in hand that "
        "defines the phrase, at this game: 'garantir les autres joueurs de la mouche, en "
        "leur protestant qu'on ne l'a point'. Under it art. 14 reads smoothly: after "
        "advising the player who stood to answer nothing, so that the others fear a "
        "mouche and leave him alone, the text turns ('si cependant') to a player sure of "
        "'très beau jeu', not said to hold the mouche, who saves it 'pour engager les "
        "autres à jouer', so that those who play and take no trick make mouches: he "
        "lures them by assuring them there is no mouche. Under the modern reading the "
        "same sentence must be the holder of a mouche keeping silent, which the sentence "
        "before has just said frightens the others off, and 'ne feraient point de levées' "
        "must describe a deal in which no trick is played. For the modern reading: in "
        "art. 12 'celui qui a la Mouche ... s'il la sauve' asks the holder about the "
        "mouche he holds, which reads most naturally as keeping it back; art. 13 "
        "describes that stroke at length; and the summary that gives the modern sense "
        "says it follows van der Aa's Académie of 1721, an earlier edition of the same "
        "tradition, which we do not have. Art. 12 reads a little better in the modern "
        "sense, art. 13 fits both, art. 14 reads better in the 1765 sense. We keep the "
        "modern reading for the academie preset, narrowly, until the 1718 or 1721 text "
        "can be read, because the Encyclopédie is a dictionary outside the Académie text "
        "and the only report "
        "of an earlier Académie edition reads the phrase the other way; the "
        "academie-1765 preset plays the other reading so that a reader can compare "
        "them hand by hand."),
        "saving",
    ),
    EditorialDecision(
        "ed.protest-turn",
        Message("When a player may protest that he holds no mouche"),
        Message("Under the Encyclopédie's reading a player may protest that he holds no mouche "
        "once, at his own decision turn and before deciding; he then passes, stands or "
        "exchanges as usual. A protest by a player who holds a mouche is refused, and so "
        "is a second one, and one made out of turn (the modern reading has none: "
        "ed.save-reading)."),
        Message("The Encyclopédie gives the protest but not its moment; art. 14's player protests "
        "'pour engager les autres à jouer', so it must come while the others are still "
        "to decide, and the decision turn is when the question of art. 12 is put too "
        "(ed.question-turn). The mouche is the hand as dealt (art. 10), so the protest "
        "is about the dealt hand."),
        "saving",
    ),
    EditorialDecision(
        "ed.penalty-once",
        Message("One mouche per offender per deal"),
        Message("A player who reneges or fails to head the trick (under the 'penalty' "
        "enforcement) and also takes no trick makes the mouche once, not twice."),
        Message("Art. 15 gives the penalty for the fault, art. 5 for the empty hand; charging "
        "both would double a penalty the text states once."),
    ),
    EditorialDecision(
        "ed.separately-order",
        Message("Mouches paid separately go largest first"),
        Message("When the mouches of one deal go separately, the first goes into the next "
        "deal's pot and each later one into the pot of a later deal, the largest first."),
        Message("Académie art. 6 allows separate payment without saying in what order; "
        "Balzac (1839) records the largest first."),
        "several_mouches",
    ),
    EditorialDecision(
        "ed.pack-by-players",
        Message("The Académie preset's pack"),
        Message("The academie preset uses the pack sizes that the Académie des Jeux Oubliés "
        "reports for the 1718 text: 28 cards for three players, 36 for four, 48 for "
        "five, 52 for six."),
        Message("Articles 1-4, which would give the pack, are missing from the text in hand."),
        "pack",
    ),
    EditorialDecision(
        "ed.piquet-large-tables",
        Message("Five or six players with the piquet pack"),
        Message("With the piquet pack, five or six players use all 32 cards, leaving a talon of "
        "six cards or one."),
        Message("The article reporting van der Aa gives three or four players in its rules but two "
        "to six in its opening, and names no other pack; the engine allows the larger "
        "tables rather than invent a pack. Option 'by-players' gives the larger packs "
        "reported by the Académie des Jeux Oubliés."),
        "pack",
    ),
    EditorialDecision(
        "ed.packets",
        Message("The Académie preset's packets"),
        Message("The academie preset deals by three then two."),
        Message("The articles in hand are silent; dealing by three and two is among the ways "
        "reported for van der Aa (1721) and for nineteenth-century French play."),
        "packets",
    ),
    EditorialDecision(
        "ed.top-card",
        Message("The top card is the highest trump"),
        Message("A card above trumps (Balzac's Mistigris, the jack of clubs) is the highest "
        "trump: it beats every card, follows a trump lead and is called by one, led it calls "
        "trumps, and a player void in the suit led who holds it must trump with it as with "
        "any trump. In play it is not a card of its printed suit (a club led does not call "
        "it) unless that suit is trumps; for the mouche, five cards of a suit as dealt, it "
        "counts in its printed suit. Turned up, it makes its printed suit trumps."),
        Message("Balzac says only that Mistigris beats every other card. The nearest texts in "
        "hand make such a card the head of the trumps: Hoyle's Pam is the highest card with "
        "the ace of trumps next (hoyle-loo.a.2), and Littré's Lanturelu is the strongest card "
        "of the Bête. Pam-loo frees Pam from every duty (pam-loo.3), but that is a law "
        "stated for one game, not for Mouche, and the Loo texts' flush with Pam is a rule of "
        "their own that no Mouche text states; so the mouche is left as the other sources "
        "define it, and the turn-up still decides the trump as balzac1839.2 says."),
        "top_card",
    ),
)

DECISIONS: tuple[EditorialDecision, ...] = DECISIONS_OF_MOUCHE + FAMILY_DECISIONS
"""Every decision, Mouche's first, then the family's."""

BY_ID: dict[str, EditorialDecision] = {d.id: d for d in DECISIONS}

__all__ = ["BY_ID", "DECISIONS", "DECISIONS_OF_MOUCHE", "EditorialDecision"]
