"""The options of speaking and playing: the duties of play, the order and the top card, the
exchange, who may pass, the flush, the questions. Read them all in
[`mouche.options`][mouche.options].
"""

from __future__ import annotations

from mouche.choices import Choice, Option, option
from mouche.messages import Message

PLAYING: tuple[Option, ...] = (
    option(
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
    option(
        "ranking",
        Message("The order of the cards"),
        Message("How the cards rank within a suit, trumps included."),
        Choice(
            "king-high",
            ("vanderaa1721.ranking",),
            Message("The king highest and the ace below the jack: K Q J A 10 9 8 7 (6 5 4 3 2)."),
        ),
        Choice(
            "ace-high",
            ("hoyle-loo.a.2", "pam-loo.1", "eb1911-loo.1", "cotton1674.lanterloo.5"),
            Message("The ace highest, as at whist: A K Q J 10 9 … 2."),
        ),
    ),
    option(
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
                "The jack of clubs (Balzac's Mistigris, Loo's Pam) beats every card: it is the "
                "highest trump, follows and is called as a trump, and led it calls trumps."
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
    option(
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
    option(
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
    option(
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
    option(
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
    option(
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
    option(
        "enforcement",
        Message("Enforcement of the duties of play"),
        Message("What happens to a card that breaks the duty to follow, trump or head."),
        Choice("refuse", ("ed.enforcement",), Message("The engine refuses it, citing the clause.")),
        Choice(
            "penalty",
            ("academie.15", "ed.penalty-once"),
            Message("It stands, and the offender makes the mouche."),
        ),
    ),
    option(
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
    option(
        "silence",
        Message("A silent answer"),
        Message("What silence means when a standing player is asked whether he saves the mouche."),
        Choice("counts-as-yes", ("vanderaa1721.questions",), Message("Silence counts as yes.")),
        Choice(
            "no-answer",
            ("academie.12", "academie.14"),
            Message("Silence is no answer; only a spoken answer must be true."),
        ),
    ),
    option(
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
    option(
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
    option(
        "lone_player",
        Message("A single player stays in"),
        Message("What a player gets when every other player passes."),
        Choice(
            "five-tricks",
            ("ed.lone-player",),
            Message("He is paid for every trick of the deal (five, or three) without play."),
        ),
        Choice("takes-pot", ("ed.lone-player",), Message("He takes the whole pot without play.")),
    ),
    option(
        "declarer",
        Message("One player against the field"),
        Message(
            "Whether each player plays for himself, or the first who says he plays plays "
            "against all the others, who play their cards though they passed."
        ),
        Choice(
            "none",
            ("academie.8", "vanderaa1721.decisions"),
            Message("Each player who stays in plays for himself; one who passes is out."),
        ),
        Choice(
            "first-who-plays",
            (
                "dictionnaire1792-bete.8",
                "encyclopedie1752-bete.2",
                "encyclopedie1752-bete.5",
                "ed.bete-defenders",
                "ed.bete-pot-stays",
            ),
            Message(
                "The first who says he plays is the player, and the deal is played at once, "
                "every player in it, the eldest leading. He takes the game with three tricks, "
                "or with the first two when nobody makes three; else he makes the bête, what "
                "was on the game, paid in beside it; taking no trick (the dévole), he also "
                "gives each other player a jeton."
            ),
        ),
    ),
    option(
        "revoke_price",
        Message("What a renonce costs"),
        Message("Under the 'penalty' enforcement, what a player who breaks a duty of play pays."),
        Choice(
            "forfeit",
            ("academie.15", "encyclopedie1752-bete.4"),
            Message("He makes the mouche (the bête, the loo): what was on the game."),
        ),
        Choice(
            "double",
            ("encyclopedie1752-bete.8",),
            Message("Twice what was on the game: the bête de renonce, a double payment."),
        ),
        Choice(
            "one-point",
            ("cotton1674.french-ruff.5", "ed.side-points"),
            Message(
                "One point: at two sides his side pays it to the other, a jeton a player; "
                "else he pays a jeton to each other player (French Ruff, by agreement)."
            ),
        ),
        Choice(
            "two-points",
            ("cotton1674.french-ruff.5", "ed.side-points"),
            Message("Two points, paid as one point is (French Ruff, by agreement)."),
        ),
        Choice(
            "the-game",
            ("cotton1674.french-ruff.5", "ed.whole-game"),
            Message(
                "The whole game, at two sides: the other side wins what all five tricks win, "
                "whatever the tricks (French Ruff, where so made)."
            ),
        ),
    ),
    option(
        "out_of_turn",
        Message("A card played before its turn"),
        Message("Whether a card played before the player's turn is refused, or costs a point."),
        Choice("refused", ("ed.turn-order",), Message("It is refused: nothing happens.")),
        Choice(
            "loses-one",
            ("cotton1674.french-ruff.7", "ed.out-of-turn"),
            Message(
                "He takes it back and loses one point, paid as a renonce's point is, except at "
                "the last trick (French Ruff)."
            ),
        ),
    ),
    option(
        "several_flushes",
        Message("Several flushes"),
        Message("Which of several flushes (mouches) shown wins."),
        Choice(
            "trumps-then-points",
            ("academie.11", "vanderaa1721.several-mouches", "ed.mouche-showdown"),
            Message(
                "One in trumps beats a plain one; then the higher count; equal counts go to "
                "the player nearest the dealer's right."
            ),
        ),
        Choice(
            "eldest",
            ("cotton1674.lanterloo.9",),
            Message("The eldest hand's, whatever the suits and the points."),
        ),
    ),
    option(
        "blaze",
        Message("The blaze"),
        Message("Whether five court cards, a blaze, win without play as a flush does."),
        Choice("none", ("ed.blaze",), Message("No: five court cards are played as any hand.")),
        Choice(
            "as-flush",
            ("pam-loo.7", "pam-loo.8", "ed.blaze"),
            Message(
                "Yes: five court cards of any suits (Pam among them, a Pam blaze) win as a "
                "flush does, and are compared with a flush by their points, in no suit."
            ),
        ),
    ),
    option(
        "turnup",
        Message("The turned-up card"),
        Message(
            "Whether the dealer may take the turned-up card for one of his own, or the holder "
            "of the ace of trumps must."
        ),
        Choice("stays", ("ed.talon-short",), Message("It stays on the table, showing trumps.")),
        Choice(
            "dealer-may-take",
            ("balzac1839.7", "ed.rob-as-exchange"),
            Message(
                "The dealer, the last to decide, may take it for one of his cards, put down "
                "in its place: that is his exchange, and binds him to play."
            ),
        ),
        Choice(
            "ace-holder-must-take",
            ("cotton1674.french-ruff.3", "ed.rob-as-exchange"),
            Message(
                "The holder of the ace of trumps must take it at his turn to decide, for one "
                "of his cards put down in its place (French Ruff)."
            ),
        ),
        Choice(
            "ace-holder-takes-following",
            ("cotton1674.french-ruff.3", "ed.rob-as-exchange", "ed.following-trumps"),
            Message(
                "The holder of the ace of trumps must take it and every trump lying next "
                "under it in the stock, putting down as many of his cards (French Ruff, where "
                "so agreed)."
            ),
        ),
    ),
    option(
        "eldest_speaks",
        Message("The eldest hand speaks"),
        Message("Whether the eldest hand decides first, or last, having heard every other."),
        Choice(
            "first",
            ("vanderaa1721.decisions", "ed.turn-order"),
            Message("First: decisions go from the eldest hand round to the dealer."),
        ),
        Choice(
            "last",
            ("cotton1674.lanterloo.4",),
            Message(
                "Last: the player after him speaks first, round to the dealer, and the eldest, "
                "having heard them all, decides last; he still leads the first trick."
            ),
        ),
    ),
    option(
        "trump_again",
        Message("Trump again"),
        Message(
            "Whether one who cannot follow a trick already trumped must trump it again though "
            "he cannot win it."
        ),
        Choice(
            "no",
            ("vanderaa1721.play",),
            Message("No: unable to overtrump, he may play any card."),
        ),
        Choice(
            "yes",
            ("cotton1674.french-ruff.6",),
            Message("Yes: holding a trump, he trumps again, higher if he can (French Ruff)."),
        ),
    ),
    option(
        "partners",
        Message("Where partners sit"),
        Message(
            "Where two sides play: whether partners sit alternately, each seeing his own hand "
            "only, or together, showing each other their hands."
        ),
        Choice(
            "alternately",
            ("encyclopedie1765-triomphe.2", "ed.sides-reading"),
            Message(
                "Alternately round the table, facing each other at the corners: each player "
                "sees his own hand only."
            ),
        ),
        Choice(
            "together-shown",
            ("encyclopedie1765-triomphe.2", "ed.sides-reading"),
            Message(
                "Together on one side of the table, so that each side plays its cards one "
                "after another; partners see each other's hands, and say nothing (the "
                "Triomphe)."
            ),
        ),
    ),
    option(
        "dealer_last_card",
        Message("The dealer's last card"),
        Message("Whether the dealer turns up the last card he deals himself, besides the trump."),
        Choice(
            "hidden",
            ("vanderaa1721.deal", "ed.triomphe-turn-up"),
            Message("No: only the trump is turned up."),
        ),
        Choice(
            "shown",
            ("encyclopedie1765-triomphe.2", "ed.triomphe-turn-up"),
            Message(
                "Yes: he turns it up for every player to see and keeps it in his hand (the "
                "Triomphe, one reading)."
            ),
        ),
    ),
    option(
        "sides",
        Message("Sides"),
        Message(
            "Whether each plays for himself, or two sides play against each other, their "
            "tricks counted by side."
        ),
        Choice("none", ("vanderaa1721.payment",), Message("None: each plays for himself.")),
        Choice(
            "of-one-two-or-three",
            ("cotton1674.french-ruff.2", "encyclopedie1765-triomphe.2", "ed.sides-reading"),
            Message("Two sides of one, two or three players (two, four or six at the table)."),
        ),
        Choice(
            "of-two-four-or-six",
            ("cotton1674.french-ruff.2", "ed.sides-reading"),
            Message(
                "Two sides of two, four or six players (four or eight at the table, as the "
                "pack allows)."
            ),
        ),
    ),
    option(
        "round_end",
        Message("The end of a session"),
        Message("When a session of several deals ends: after the deals asked for, or later."),
        Choice(
            "deals-asked",
            ("ed.session-deals",),
            Message("After the deals asked for, whatever the last one was."),
        ),
        Choice(
            "hand-without-loo",
            ("eb1911-loo.1", "ed.round-end-cap"),
            Message(
                "After the deals asked for if the last had no loo; else the session goes on, "
                "deal after deal, till a hand without a loo, one round more at most."
            ),
        ),
    ),
)
"""The options of speaking and playing, in the order rulesets list them."""

__all__ = ["PLAYING"]
