"""The named rulesets: a preset for each game and reading of the texts, as data.

Each preset is a [`Ruleset`][mouche.rulesets.Ruleset]: a choice for every option, the
reasons for some choices, the sources it reads (its own first) and the game whose words it
says.  A new preset, even a new game of the family, is a few lines here.

>>> get_ruleset("academie").allowed_players
(3, 4, 5, 6)
>>> get_ruleset("hoyle-loo").game.id
'loo'
"""

from __future__ import annotations

from mouche.errors import RulesetError, excerpt
from mouche.games import BEAST, BETE, FRENCH_RUFF, LOO, TRIOMPHE
from mouche.messages import Message
from mouche.preset_options import (
    BETE_OPTIONS,
    BETE_REASONS,
    LANTERLOO_OPTIONS,
    LANTERLOO_REASONS,
    LOO_OPTIONS,
    SIDES,
    THREE_CARDS,
    VANDERAA,
)
from mouche.rulesets import Ruleset

PRESETS: dict[str, Ruleset] = {}
"""The named rulesets, by id."""


def _preset(r: Ruleset) -> Ruleset:
    PRESETS[r.id] = r
    return r


VANDERAA1721 = _preset(
    Ruleset(
        "vanderaa1721",
        Message("Van der Aa 1721, as reported"),
        Message(
            "The rules the Wikipedia article attributes to van der Aa (1721) with the "
            "clarifications of the Académie des Jeux Oubliés. Reported: the 1721 text is not "
            "in hand."
        ),
        VANDERAA,
        reads=("vanderaa1721",),
    )
)

ACADEMIE = _preset(
    Ruleset(
        "academie",
        Message("Académie des jeux, articles 5-15"),
        Message(
            "The French articles 5-15 of an Académie des jeux text on La Mouche (edition not "
            "identified); where they are silent, the van der Aa report or an editorial decision."
        ),
        {
            **VANDERAA,
            "pack": "by-players",
            "passed_hand": "discards-or-under-talon",
            "ante": "one-per-player",
            "trick_pay": "jeton-per-mouche",
            "flush_takes_owed": "saved",
            "must_head": "yes",
            "silence": "no-answer",
        },
        reasons={"packets": ("ed.packets",)},
        reads=("academie",),
    )
)

_preset(
    ACADEMIE.replace(
        id="academie-rigour",
        title=Message("Académie, with the penalty of art. 15"),
        enforcement="penalty",
    )
)
_preset(
    Ruleset(
        "academie-1765",
        Message("Académie, with the 1765 reading of 'sauver la Mouche'"),
        Message(  # a message of its own, the base's words said in it: translated whole
            "{} 'Sauver la Mouche' is read as the Encyclopédie (1765) defines it: to "
            "guarantee the others that one holds no mouche.",
            ACADEMIE.description,
        ),
        {**ACADEMIE.options, "saving": "guarantee"},
        ACADEMIE.reasons,
        based_on="academie",
        reads=("academie", "encyclopedie1765"),
    )
)
_preset(
    VANDERAA1721.replace(
        id="vanderaa1721-limited",
        title=Message("Van der Aa, with a mouche limit of 20 and mouches paid separately"),
        mouche_limit=20,
        several_mouches="separately",
    )
)

_preset(
    Ruleset(
        "balzac1839",
        Message("Balzac 1839: La Mouche with Mistigris"),
        Message(
            "La Mouche as Balzac's Béatrix (1839) describes it at Guérande: Mistigris, the "
            "jack of clubs, above every card; exchanges in order of priority; a trick worth a "
            "fifth of the basket; the mouches owed paid in one after another, the largest "
            "first; every player's stake of one jeton while no mouche owed goes in; the "
            "dealer's right to the turned-up card for one of his own. Where the excerpt is "
            "silent, the van der Aa report."
        ),
        {
            **VANDERAA,
            "several_mouches": "separately",
            "top_card": "jack-of-clubs",
            "ante": "each-player",
            "turnup": "dealer-may-take",
        },
        {"ante": ("balzac1839.9",)},
        reads=("balzac1839",),
    )
)

HOYLE_LOO = _preset(
    Ruleset(
        "hoyle-loo",
        Message("Hoyle's five-card Loo, unlimited"),
        Message(
            "Five-card Loo as Hoyle's Games describes it: the whole pack for three to ten "
            "players, Pam (the jack of clubs) above the ace of trumps and the cards as at whist; "
            "any number of cards changed from the pack, or the hand thrown up; the dealer's "
            "stake, a fifth of it a trick; a player looed pays what is on the table, into the "
            "next deal; five of a suit, or four with Pam, a flush that loos all who stood "
            "but the holder of Pam. No questions are asked. Where Hoyle is silent, the van der "
            "Aa report. What Hoyle gives as agreed or customary is an option: the knave of "
            "trumps as Pam (top_card=jack-of-trumps), 'Pam be civil' (top_card_law=civil)."
        ),
        LOO_OPTIONS,
        reasons={
            "pack": ("hoyle-loo.a.1",),
            "packets": ("hoyle-loo.a.1",),
            "ante": ("hoyle-loo.a.2",),
            "passed_hand": ("hoyle-loo.a.2",),
            "trick_pay": ("hoyle-loo.a.2",),
            "mouche_limit": ("hoyle-loo.a.2",),
            "top_card": ("hoyle-loo.a.2",),
            "questions": ("hoyle-loo.a.2",),
        },
        reads=("hoyle-loo",),
        game=LOO,
    )
)
_preset(
    Ruleset(
        "hoyle-loo-limited",
        Message("Hoyle's five-card Loo, limited"),
        Message(
            "{} Limited: a player looed pays the stake, half a crown at sixpence a trick "
            "(five jetons), whatever is on the table.",
            HOYLE_LOO.description,
        ),
        {**LOO_OPTIONS, "mouche_limit": "5"},
        HOYLE_LOO.reasons,
        based_on="hoyle-loo",
        reads=("hoyle-loo",),
        game=LOO,
    )
)

_preset(
    Ruleset(
        "pam-loo",
        Message("Pam-loo"),
        Message(
            "Pam-loo as a 19th-century games book describes it (p. 140): the whole pack, the "
            "cards as at whist, and Pam, the jack of clubs, above every card and subject to no "
            "laws: it may be played to any trick, led it commands trumps, and a trump lead "
            "does not call it; turned up, it makes clubs trumps; a flush of five cards of a "
            "suit, or four and Pam; a blaze, five court cards, wins as a flush does; the "
            "pool, the fish paid for the deals and the loos of the hand before. Where the "
            "excerpt is silent (it ends at the Pam blaze), Hoyle's five-card Loo."
        ),
        {**LOO_OPTIONS, "top_card_law": "free", "blaze": "as-flush"},
        {
            **HOYLE_LOO.reasons,
            "pack": ("pam-loo.1", "ed.whole-pack-tables"),
            "top_card": ("pam-loo.3",),
            "ante": ("pam-loo.4",),
            "several_mouches": ("pam-loo.4",),
        },
        based_on="hoyle-loo",
        reads=("pam-loo", "hoyle-loo"),
        game=LOO,
    )
)

_preset(
    Ruleset(
        "hoyle-loo-three",
        Message("Hoyle's three-card Loo"),
        Message(
            "Loo with three cards as Hoyle's Games gives it in one paragraph: dealt one at a "
            "time from the whole pack, no Pam, no exchange, and no hand thrown up: everyone "
            "plays. Where Hoyle is silent: the stake and a trick's third of it from the "
            "Britannica's three-card Loo, the loo from Hoyle's limited game (a looed player "
            "pays the stake, three jetons), and no flush (an editorial decision)."
        ),
        {**THREE_CARDS, "exchange": "none", "passing": "play-compulsory"},
        {
            **HOYLE_LOO.reasons,
            "packets": ("hoyle-loo.a.3",),
            "top_card": ("hoyle-loo.a.3",),
            "exchange": ("hoyle-loo.a.3",),
            "passing": ("hoyle-loo.a.3",),
            "flush": ("ed.no-three-card-flush",),
        },
        based_on="hoyle-loo",
        reads=("hoyle-loo",),
        game=LOO,
    )
)
_preset(
    Ruleset(
        "eb1911-loo",
        Message("Three-card Loo, Britannica 1911"),
        Message(
            "Three-card Loo as the Encyclopaedia Britannica (1911) opens its article: the "
            "whole pack, three cards dealt one at a time to each player and to an extra hand, "
            "the miss; every player puts three jetons into the pool; each in turn plays, "
            "passes or takes the miss, which binds him to play; a trick is worth a third of "
            "the pool; the cards rank as at whist. Where the excerpt breaks off: the loo from "
            "Hoyle's limited game (the stake, three jetons), no flush (an editorial decision). "
            "The leader holding the ace of trumps (the king when the ace is turned up) leads it, "
            "and holding two trumps leads one of them. Play from the dealer's left is the "
            "engine's order of play, the eldest hand first. When the last deal of a session "
            "has a loo, the game goes on till a hand without one, for one round more at most "
            "(an editorial decision)."
        ),
        {**THREE_CARDS, "exchange": "miss", "lead": "trump-ace", "round_end": "hand-without-loo"},
        {
            "pack": ("eb1911-loo.1",),
            "packets": ("eb1911-loo.1",),
            "passed_hand": ("eb1911-loo.1",),
            "ranking": ("eb1911-loo.1",),
            "questions": ("eb1911-loo.1",),
            "flush": ("ed.no-three-card-flush",),
            "mouche_limit": ("hoyle-loo.a.2",),
            "round_end": ("eb1911-loo.1", "ed.round-end-cap"),
        },
        reads=("eb1911-loo",),
        game=LOO,
    )
)

_preset(
    Ruleset(
        "cotton1674-lanterloo",
        Message("Cotton 1674: Lanterloo, the first way"),
        Message(
            "Lanterloo as Cotton's Compleat Gamester (1674) gives it first: the whole pack, "
            "trumps as at whist; the eldest hand speaks last, having heard the others; a game "
            "of five deals, each trick chalked to its taker and paid from the stock at the "
            "game's end, one jeton a chalk; one who plays and is looed lays down the value of "
            "his five cards, one who revokes all on the table; five cards of a suit loo all "
            "who play and sweep the board, the eldest winning between two. The value on every "
            "card is read as a price, nothing staked before play (an editorial decision; "
            "ante = a-card-each reads it as a stake laid). No exchange."
        ),
        {
            **LANTERLOO_OPTIONS,
            "ante": "none",
            "trick_pay": "chalked",
            "loo_price": "a-card",
            "eldest_speaks": "last",
        },
        {
            **LANTERLOO_REASONS,
            "ante": ("cotton1674.lanterloo.5",),
            "eldest_speaks": ("cotton1674.lanterloo.4",),
        },
        reads=("cotton1674",),
        game=LOO,
    )
)

_preset(
    Ruleset(
        "cotton1674-lanterloo-second",
        Message("Cotton 1674: Lanterloo, the second way"),
        Message(
            "Lanterloo 'another way plaid' as Cotton's Compleat Gamester (1674) gives it: the "
            "dealer lays down a stake for each of his five cards; all must play unless the "
            "eldest hand passes; with no loo the money is divided by the tricks, with a loo "
            "the winners take it up, and the looed lays down as much as was on the board, the "
            "dealer his dealing stake again besides. From the first way: the whole pack, "
            "trumps as at whist, five cards of a suit loo all who play, and a revoke pays all "
            "on the table, and between two flushes the eldest hand wins. No exchange (an "
            "editorial decision)."
        ),
        {**LANTERLOO_OPTIONS, "passing": "after-eldest", "looed_dealer": "stake-again"},
        {
            **LANTERLOO_REASONS,
            "ante": ("cotton1674.lanterloo.12", "ed.stake-unit"),
            "trick_pay": ("cotton1674.lanterloo.14",),
            "mouche_limit": ("cotton1674.lanterloo.14",),
        },
        reads=("cotton1674",),
        game=LOO,
    )
)

BETE1792 = _preset(
    Ruleset(
        "bete1792",
        Message("The Bête, Dictionnaire des jeux 1792"),
        Message(
            "The Bête as the Encyclopédie méthodique's Dictionnaire des jeux (1792) opens it: "
            "two to five players, 32 cards from the king down to the seven, every player's "
            "stake of a fiche and two jetons and the dealer's jeton more; no exchange; from "
            "the eldest hand each says he passes or plays, and once one plays, all play the "
            "cards against him, following suit and heading the trick if they can. Where the "
            "excerpt breaks off, the Encyclopédie (1752): the player takes the game with "
            "three tricks, or the first two when nobody makes three, else he makes the bête, "
            "what was on the game, and the dévole, taking no trick, costs a jeton to each. "
            "A card that breaks a duty of play is refused."
        ),
        BETE_OPTIONS,
        BETE_REASONS,
        reads=("dictionnaire1792-bete", "encyclopedie1752-bete"),
        game=BETE,
    )
)
_preset(
    Ruleset(
        "bete1752",
        Message("The Bête, Encyclopédie 1752"),
        Message(
            "The Bête as the end of the Encyclopédie's article (1752) gives it: the player "
            "who says he plays must make three tricks, or the first two when nobody makes "
            "three, or make the bête, what was on the game, left there for the next deal (a "
            "bête made on a bête is double); taking no trick, the dévole, he also gives a "
            "jeton to each player; whoever renounces makes the bête. Where the fragment is "
            "silent, the Dictionnaire des jeux (1792): the pack, the stakes, the speaking "
            "and the duties of play. The curieuse and the king of trumps' jetons, whose "
            "rules are not in hand, are not played."
        ),
        {**BETE_OPTIONS, "enforcement": "penalty"},
        {
            **BETE_REASONS,
            "enforcement": ("encyclopedie1752-bete.4",),
            "must_head": ("dictionnaire1792-bete.8", "encyclopedie1752-bete.1"),
        },
        based_on="bete1792",
        reads=("encyclopedie1752-bete", "dictionnaire1792-bete"),
        game=BETE,
    )
)
_preset(
    Ruleset(
        "lanturelu",
        Message("Lanturelu, the Bête of some provinces (Littré)"),
        Message(
            "Littré's Lanturelu: 'le jeu de la bête, dans quelques provinces', where the jack "
            "of clubs is the strongest card. The Bête of the Dictionnaire des jeux (1792) "
            "and the Encyclopédie (1752), with the jack of clubs above every trump."
        ),
        {**BETE_OPTIONS, "top_card": "jack-of-clubs"},
        {**BETE_REASONS, "top_card": ("littre-lanturelu.1",)},
        based_on="bete1792",
        reads=("littre-lanturelu", "dictionnaire1792-bete", "encyclopedie1752-bete"),
        game=BETE,
    )
)

_preset(
    Ruleset(
        "cotton1674-beast",
        Message("Cotton 1674: Beast"),
        Message(
            "Beast ('La Bett') as Cotton's Compleat Gamester (1674) gives it: the king "
            "highest, five cards to each of three or more players, dealt as at French Ruff "
            "with the same rigour (follow suit, win the highest trump if you can, trump again "
            "though you cannot); before the deal every one stakes to three heaps, the Play "
            "taken up by the most tricks, the King by the king of trumps, the Triolet by three "
            "of a sort. Where the text is silent, editorial decisions: a jeton a heap, ties to "
            "the eldest, a heap nobody takes with the Play, everyone plays, no exchange."
        ),
        {
            **VANDERAA,
            "pack": "whole",
            "packets": "2+3",
            "ante": "three-each",
            "passing": "play-compulsory",
            "exchange": "none",
            "questions": "none",
            "flush": "none",
            "trump_again": "yes",
            "heaps": "king-play-triolet",
        },
        {
            "pack": ("cotton1674.beast.2",),
            "packets": ("cotton1674.french-ruff.2",),
            "ranking": ("cotton1674.beast.1",),
            "ante": ("cotton1674.beast.2", "ed.beast-heaps"),
            "passing": ("ed.beast-heaps",),
            "exchange": ("ed.beast-heaps",),
            "questions": ("ed.no-questions",),
            "flush": ("ed.beast-heaps",),
            "trump_again": ("cotton1674.beast.2",),
        },
        reads=("cotton1674",),
        game=BEAST,
    )
)


_preset(
    Ruleset(
        "cotton1674-french-ruff",
        Message("Cotton 1674: French Ruff"),
        Message(
            "French Ruff as Cotton's Compleat Gamester (1674) gives it: two sides of one, two "
            "or three, five cards each from the whole pack, the king highest and the ace "
            "below the knave; every player plays; follow suit, win the highest trump if you "
            "can, trump again though you cannot; three or four tricks win a side one point, "
            "five win five; the holder of the ace of trumps must take the turned-up card for "
            "one of his own (the trumps that follow it too, where so agreed, are a value of the "
            "option). The penalties in points (for a renonce one or two, or the whole game; one "
            "for a card played before its turn) are values of options; the preset refuses "
            "both faults. Where the text is silent, editorial decisions: a point is a jeton "
            "from each of the other side, partners sit alternately."
        ),
        {
            **SIDES,
            "pack": "whole",
            "packets": "2+3",
            "trump_again": "yes",
            "turnup": "ace-holder-must-take",
        },
        {
            "pack": ("cotton1674.french-ruff.2",),
            "packets": ("cotton1674.french-ruff.2",),
            "ranking": ("cotton1674.french-ruff.2",),
            "passing": ("cotton1674.french-ruff.4",),
            "exchange": ("cotton1674.french-ruff.4",),
            "questions": ("ed.no-questions",),
            "flush": ("cotton1674.french-ruff.4",),
            "must_head": ("cotton1674.french-ruff.5", "cotton1674.french-ruff.7"),
        },
        reads=("cotton1674",),
        game=FRENCH_RUFF,
    )
)

TRIOMPHE1765 = _preset(
    Ruleset(
        "triomphe1765",
        Message("Encyclopédie 1765: the Triomphe"),
        Message(
            "The Triomphe as played in Paris, from the opening of the Encyclopédie's article "
            "(1765): a piquet pack, the ace above the ten only, one against one, two against "
            "two or three against three, partners facing each other at the corners and each "
            "seeing his own hand only, five cards dealt by two and three, the first card "
            "of the talon turned for trumps, the first hand leading at once. The copy in hand "
            "stops at the first trick: follow suit, else trump, are the duties common to the "
            "family, and the side that takes three tricks wins one point, an editorial "
            "decision."
        ),
        {**SIDES, "pack": "piquet-32", "packets": "2+3", "trick_pay": "side-one"},
        {
            "pack": ("encyclopedie1765-triomphe.2",),
            "packets": ("encyclopedie1765-triomphe.2", "ed.deal-otherwise"),
            "ranking": ("encyclopedie1765-triomphe.2",),
            "passing": ("encyclopedie1765-triomphe.2",),
            "exchange": ("encyclopedie1765-triomphe.2",),
            "partners": ("encyclopedie1765-triomphe.2", "ed.sides-reading"),
            "dealer_last_card": ("encyclopedie1765-triomphe.2", "ed.triomphe-turn-up"),
            "questions": ("ed.no-questions",),
            "flush": ("ed.triomphe-point",),
        },
        reads=("encyclopedie1765-triomphe",),
        game=TRIOMPHE,
    )
)

_preset(
    Ruleset(
        "triomphe1765-together",
        Message("Encyclopédie 1765: the Triomphe, partners side by side"),
        Message(
            "The Triomphe as the article first seats it: partners side by side on one side of "
            "the table, their opponents on the other, so that each side plays its cards one "
            "after another; 'Ceux du même parti se communiquent leur jeu de la vue "
            "seulement': each sees his partners' hands, and says nothing. The rest as the "
            "Triomphe at the corners."
        ),
        {**TRIOMPHE1765.options, "partners": "together-shown"},
        TRIOMPHE1765.reasons,
        based_on="triomphe1765",
        reads=("encyclopedie1765-triomphe",),
        game=TRIOMPHE,
    )
)


def get_ruleset(ruleset_id: str) -> Ruleset:
    """A preset by id; an unknown id raises [`RulesetError`][RulesetError] listing the presets."""
    try:
        return PRESETS[ruleset_id]
    except KeyError:
        raise RulesetError(
            "unknown ruleset {ruleset_id}; presets: {presets}",
            ruleset_id=excerpt(str(ruleset_id)),
            presets=", ".join(PRESETS),
        ) from None


def preset_of(ruleset: Ruleset) -> str:
    """The preset a ruleset is, or is made from."""
    r = ruleset
    while r.id not in PRESETS and r.based_on is not None:
        r = get_ruleset(r.based_on)
    return r.id


def counterpart(ruleset_id: str) -> str:
    """The preset a ruleset is compared with by default: a variant's own preset (the
    penalty of art. 15 against the Académie's articles), else the first other preset that
    is not a variant (van der Aa's for the Académie's, and back)."""
    r = get_ruleset(ruleset_id)
    if r.based_on in PRESETS:
        return r.based_on
    return next((p for p, q in PRESETS.items() if p != r.id and q.based_on is None), r.id)


__all__ = ["PRESETS", "counterpart", "get_ruleset", "preset_of"]
