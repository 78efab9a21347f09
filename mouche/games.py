"""The games of the family as their rulings name them: making the mouche, being looed.

The games the texts print side by side share one engine and differ in their options
([`mouche.options`][mouche.options]); they also differ in their words.  A player who takes
no trick *makes the mouche* (academie.5) at Mouche and *is looed* at Loo (hoyle-loo.a.2:
"do not gain a trick, are looed"); the five cards of a suit that win outright are *a mouche*
(academie.10) at the one and *a flush* that "sweeps the board" at the other (hoyle-loo.a.2).
A [`Game`][Game] is those words, as data: each ruleset names its game
([`Ruleset.game`][mouche.rulesets.Ruleset.game]) and its rulings say what its own text says.

>>> from mouche.messages import Message
>>> Message(LOO.no_trick, "p1, p2")
'Looed for taking no trick: p1, p2.'
>>> Message(MOUCHE.no_trick, "p1")
'Took no trick, so makes the mouche: p1.'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from mouche.messages import N_, Message


@dataclass(frozen=True, slots=True)
class Game:
    """A game of the family: its id, its name, and the forms of the rulings that name its
    forfeit and its flush (each a message with the same placeholders in every game)."""

    id: str
    name: str
    no_trick: str
    """Those who played and took no trick: ``{}`` the seats."""
    flush_catches: str
    """Those a winning flush catches: ``{}`` the seats."""
    broke_duty: str
    """Those who broke a duty of play under the 'penalty' enforcement: ``{}`` the seats."""
    price: str
    """What each forfeit costs: ``{}`` the jetons."""
    price_limited: str
    """The same within a limit: ``{}`` the jetons, ``{}`` the limit."""
    shows: str
    """A flush shown wins without play: seat, suit, points, ``, trumps`` or nothing, pot."""
    declares: str
    """A flush declared: ``{}`` the seat."""
    several: str
    """Several flushes shown: the seats, then the winner's."""
    fault: str
    """A card that breaks a duty of play, let stand: the card, then the seat."""
    stands: str
    """A player who stands on his cards: the seat."""


MOUCHE = Game(
    "mouche",
    Message("La Mouche"),
    no_trick=N_("Took no trick, so makes the mouche: {}."),
    flush_catches=N_("Every other player who stood or exchanged makes the mouche: {}."),
    broke_duty=N_("Broke a duty of play, so makes the mouche: {}."),
    price=N_("Each mouche made costs {} jetons, what was on the game."),
    price_limited=N_("Each mouche made costs {} jetons, what was on the game (the limit is {})."),
    shows=N_("p{} shows a mouche in {} ({}{}) and takes the pot of {} without play."),
    declares=N_("p{} declares a mouche."),
    several=N_("Several mouches were shown: {}; p{}'s wins."),
    fault=N_("{} breaks a duty of play: p{} will make the mouche."),
    stands=N_('p{} stands ("je m\'y tiens") and is bound to play.'),
)
"""La Mouche: the Académie's and van der Aa's words, and Balzac's."""

LOO = Game(
    "loo",
    Message("Loo"),
    no_trick=N_("Looed for taking no trick: {}."),
    flush_catches=N_("Looed by the flush, as all who stood the game are: {}."),
    broke_duty=N_("Looed for breaking a duty of play: {}."),
    price=N_("Each loo costs {} jetons, what was on the table."),
    price_limited=N_("Each loo costs {} jetons, what was on the table (the limit is {})."),
    shows=N_("p{} shows a flush in {} ({}{}) and sweeps the board of {} without play."),
    declares=N_("p{} shows a flush."),
    several=N_("Several flushes were shown: {}; p{}'s wins."),
    fault=N_("{} breaks a duty of play: p{} will be looed."),
    stands=N_('p{} says "I play" and is bound to play.'),
)
"""Loo: Hoyle's words (hoyle-loo.a.2: "are looed", a flush "sweeps the board") and the
Britannica's (eb1911-loo.1: "he says 'I play'")."""

BETE = replace(
    MOUCHE,
    id="bete",
    name=Message("La Bête"),
    broke_duty=N_("Renounced, so makes the bête: {}."),
    price=N_("Each bête costs {} jetons, what was on the game."),
    price_limited=N_("Each bête costs {} jetons, what was on the game (the limit is {})."),
    fault=N_("{} breaks a duty of play: p{} will make the bête."),
    stands=N_('p{} says "je joue" and plays against all the others.'),
)
"""The Bête: the Encyclopédie's words (encyclopedie1752-bete.4: "celui qui renonce fait la
bête") and the Dictionnaire des jeux' (dictionnaire1792-bete.8: "dit qu'il joue"). No text of
the Bête in hand has a hand that wins without play (ed.bete-no-flush) nor a forfeit for no
trick: those forms are Mouche's, never said."""

BEAST = replace(LOO, id="beast", name=Message("Beast"), stands=N_("p{} plays his cards."))
"""Cotton's Beast (cotton1674.beast.1, .2): every player plays, and the heaps are taken up
([`mouche.heaps`][mouche.heaps]); it has no forfeit and no flush, so only its stand is said
in its own words (the other forms are Loo's, never said)."""

FRENCH_RUFF = replace(BEAST, id="french-ruff", name=Message("French Ruff"))
"""Cotton's French Ruff (cotton1674.french-ruff): two sides play for points
([`mouche.sides`][mouche.sides]), every player plays his cards; no forfeit, no flush."""

TRIOMPHE = replace(BEAST, id="triomphe", name=Message("La Triomphe"))
"""The Triomphe of the Encyclopédie (encyclopedie1765-triomphe.2): two sides, as French Ruff
(its words are Beast's, never a forfeit's: the text in hand stops at the first trick)."""

GAMES: dict[str, Game] = {g.id: g for g in (MOUCHE, LOO, BETE, BEAST, FRENCH_RUFF, TRIOMPHE)}
"""Every game, by id."""

__all__ = ["BEAST", "BETE", "FRENCH_RUFF", "GAMES", "LOO", "MOUCHE", "TRIOMPHE", "Game"]
