"""The family side by side (``family.md``): the rule points as rows, the games of the texts
in hand as columns, each cell the text's own words with the clause they come from, and,
where the game is a ruleset of the engine, the option value it plays.

The words are the sources' own, short excerpts of a clause's reading (van der Aa's of the
reported summary), copied exactly: ``tests/test_site_family.py`` finds each in its clause.
Where a text is silent the cell says so, and a playable game shows the value the engine
takes there with the decision or borrowed clause behind it. A game with no preset yet is
shown from its words only.
"""

from __future__ import annotations

from dataclasses import dataclass

from .strings import N_

POINTS: tuple[tuple[str, str, str | tuple[str, ...]], ...] = (
    ("players", N_("Players and pack"), "pack"),
    ("ranking", N_("The order of the cards"), "ranking"),
    ("top-card", N_("A card above trumps"), "top_card"),
    ("deal", N_("The deal"), "packets"),
    ("stake", N_("The stake"), "ante"),
    ("speaking", N_("Speaking: play or pass"), "passing"),
    ("exchange", N_("Changing cards"), "exchange"),
    ("duties", N_("Duties of play"), "must_head"),
    ("revoke", N_("A renonce (revoke)"), ("enforcement", "revoke_price")),
    ("trick-pay", N_("What a trick pays"), "trick_pay"),
    ("no-trick", N_("Taking no trick"), ("loo_price", "mouche_limit")),
    ("flush", N_("A flush as dealt"), "flush"),
)
"""Each rule point: its id, its title, and the engine option that plays it (or the options,
of which a column shows the first its preset sets apart from van der Aa's)."""


@dataclass(frozen=True, slots=True)
class Game:
    """One column: a game as one text gives it, the preset that plays it (if any)."""

    id: str
    title: str
    source: str
    year: int
    preset: str = ""


GAMES: tuple[Game, ...] = (
    Game("lanterloo", N_("Lanterloo (Cotton)"), "cotton1674", 1674, "cotton1674-lanterloo"),
    Game(
        "lanterloo-second",
        N_("Lanterloo, the second way (Cotton)"),
        "cotton1674",
        1674,
        "cotton1674-lanterloo-second",
    ),
    Game("beast", N_("Beast (Cotton)"), "cotton1674", 1674, "cotton1674-beast"),
    Game(
        "french-ruff", N_("French Ruff (Cotton)"), "cotton1674", 1674, "cotton1674-french-ruff"
    ),
    Game("vanderaa", N_("Mouche (van der Aa, reported)"), "vanderaa1721", 1721, "vanderaa1721"),
    Game("bete1752", N_("Bête (Encyclopédie)"), "encyclopedie1752-bete", 1752, "bete1752"),
    Game(
        "triomphe",
        N_("Triomphe (Encyclopédie)"),
        "encyclopedie1765-triomphe",
        1765,
        "triomphe1765",
    ),
    Game(
        "bete1792", N_("Bête (Dictionnaire des jeux)"), "dictionnaire1792-bete", 1792, "bete1792"
    ),
    Game("balzac", N_("Mouche with Mistigris (Balzac)"), "balzac1839", 1839, "balzac1839"),
    Game("lanturelu", N_("Lanturelu (Littré)"), "littre-lanturelu", 1872, "lanturelu"),
    Game("eb1911", N_("Three-card Loo (Britannica)"), "eb1911-loo", 1911, "eb1911-loo"),
    Game("academie", N_("Mouche (Académie)"), "academie", 0, "academie"),
    Game("hoyle", N_("Loo (Hoyle)"), "hoyle-loo", 0, "hoyle-loo"),
    Game("hoyle-three", N_("Three-card Loo (Hoyle)"), "hoyle-loo", 0, "hoyle-loo-three"),
    Game("pam-loo", N_("Pam-loo (a games book)"), "pam-loo", 0, "pam-loo"),
)
"""The columns, dated texts by year, then the undated (19th-century printings)."""

WORDS: dict[tuple[str, str], tuple[tuple[str, str], ...]] = {
    # Cotton 1674: Lanterloo, the first way (and ¶12-¶14 for the second)
    ("lanterloo", "players"): (
        ("cotton1674.lanterloo.2", "as many may play as the Cards will permit"),
        ("cotton1674.lanterloo.2", "they may lay out the threes, fours, fives, sixes and sevens"),
    ),
    ("lanterloo", "ranking"): (
        ("cotton1674.lanterloo.5", "Trumps as at Whist are the best Cards"),
    ),
    ("lanterloo", "deal"): (
        ("cotton1674.lanterloo.2", "to whom must be dealt five apiece, and then turn up Trump"),
    ),
    ("lanterloo", "stake"): (
        ("cotton1674.lanterloo.5", "You may play upon every Card what you please"),
    ),
    ("lanterloo", "speaking"): (
        ("cotton1674.lanterloo.4", "He that is Eldest hand hath the priviledg of passing"),
    ),
    ("lanterloo", "duties"): (
        ("cotton1674.lanterloo.6", "You must not revoke, if you do you pay all on the Table"),
    ),
    ("lanterloo", "revoke"): (
        ("cotton1674.lanterloo.6", "You must not revoke, if you do you pay all on the Table"),
    ),
    ("lanterloo", "trick-pay"): (
        ("cotton1674.lanterloo.8", "so much you must take from the Stock"),
    ),
    ("lanterloo", "no-trick"): (
        ("cotton1674.lanterloo.6", "you must lay down to the stock so much for your five Cards"),
    ),
    ("lanterloo", "flush"): (
        ("cotton1674.lanterloo.9", "he who hath five Cards of a suit in his hand loos all"),
    ),
    # Cotton 1674: Lanterloo 'another way plaid'
    ("lanterloo-second", "deal"): (("cotton1674.lanterloo.12", "the best Put-card deals five to"),),
    ("lanterloo-second", "stake"): (
        (
            "cotton1674.lanterloo.12",
            "The Dealer for his five Cards must lay down so many sixpences",
        ),
    ),
    ("lanterloo-second", "speaking"): (
        ("cotton1674.lanterloo.12", "After this all must play"),
        (
            "cotton1674.lanterloo.13",
            "If after this the eldest hand pass, the rest may refuse to play",
        ),
    ),
    ("lanterloo-second", "trick-pay"): (
        (
            "cotton1674.lanterloo.14",
            "the money may be divided by the Gamesters according to the number of their Tricks",
        ),
    ),
    ("lanterloo-second", "no-trick"): (
        (
            "cotton1674.lanterloo.14",
            "he that is loo'd must lay down as much money on the board",
        ),
        (
            "cotton1674.lanterloo.14",
            "besides the like quantity for dealing, if he that was loo'd dealt",
        ),
    ),
    # Cotton 1674: Beast
    ("beast", "players"): (("cotton1674.beast.2", "there may play three, four, five, or more"),),
    ("beast", "ranking"): (("cotton1674.beast.1", "The best Cards are King, Queen"),),
    ("beast", "deal"): (("cotton1674.beast.2", "To every one is dealt five Cards"),),
    ("beast", "stake"): (("cotton1674.beast.2", "every one stakes to the three heaps"),),
    ("beast", "trick-pay"): (
        (
            "cotton1674.beast.2",
            "He that wins most tricks takes up the heap that is called the Play",
        ),
    ),
    # Cotton 1674: French Ruff
    ("french-ruff", "players"): (
        ("cotton1674.french-ruff.2", "You may play either two, four or six of a side"),
    ),
    ("french-ruff", "ranking"): (
        ("cotton1674.french-ruff.2", "the King is the highest Card at Trumps"),
    ),
    ("french-ruff", "deal"): (
        (
            "cotton1674.french-ruff.2",
            "dealing to each five a piece, either two first at a time, or three",
        ),
    ),
    ("french-ruff", "exchange"): (
        ("cotton1674.french-ruff.3", "he that hath the Ace must take the Ace turn'd up"),
    ),
    ("french-ruff", "duties"): (
        ("cotton1674.french-ruff.6", "he must trump it again, although he hath never a trump"),
    ),
    ("french-ruff", "revoke"): (
        ("cotton1674.french-ruff.5", "if you renounce or renege you lose the whole Game"),
    ),
    ("french-ruff", "trick-pay"): (
        ("cotton1674.french-ruff.4", "to win two tricks signifies nothing"),
    ),
    # van der Aa 1721, as the Russian Wikipedia reports it (our translation of the report)
    ("vanderaa", "players"): (
        ("vanderaa1721.players-pack", "Three or four people play, with a French pack of 32 cards"),
    ),
    ("vanderaa", "ranking"): (
        ("vanderaa1721.ranking", "king, queen, jack, ace, ten, nine, eight, seven"),
    ),
    ("vanderaa", "deal"): (
        ("vanderaa1721.deal", "in packets of 2+2+1, 3+2, 2+3 or 2+1+2 as he prefers"),
    ),
    ("vanderaa", "stake"): (
        ("vanderaa1721.deal", "Before each deal the dealer puts 5 jetons in the pot"),
    ),
    ("vanderaa", "speaking"): (
        ("vanderaa1721.decisions", "Each player in turn chooses to pass, to exchange"),
    ),
    ("vanderaa", "exchange"): (
        ("vanderaa1721.decisions", "gives him as many cards from the top of the talon"),
    ),
    ("vanderaa", "duties"): (
        ("vanderaa1721.play", "he must trump, overtrumping any trump already played"),
    ),
    ("vanderaa", "trick-pay"): (
        ("vanderaa1721.payment", "Each trick won is paid a fifth of the pot"),
    ),
    ("vanderaa", "no-trick"): (
        ("vanderaa1721.payment", "he pays a penalty equal to the pot as it stands"),
    ),
    ("vanderaa", "flush"): (
        ("vanderaa1721.mouche", "A player dealt five cards of one suit has the mouche"),
    ),
    # the Encyclopédie's Bête (1752)
    ("bete1752", "speaking"): (
        ("encyclopedie1752-bete.2", "chacun peut aller en curieuse, en mettant un jetton au jeu"),
    ),
    ("bete1752", "duties"): (
        (
            "encyclopedie1752-bete.1",
            "faire d’une triomphe plus haute que la premiere, si l’on pouvoit",
        ),
    ),
    ("bete1752", "revoke"): (
        ("encyclopedie1752-bete.4", "Celui qui renonce fait la bête"),
        ("encyclopedie1752-bete.8", "Bête de renonce ; c’est le double payement"),
    ),
    ("bete1752", "no-trick"): (
        ("encyclopedie1752-bete.5", "la perte que fait un joüeur qui ne fait pas trois mains"),
    ),
    # the Encyclopédie's Triomphe (1765)
    ("triomphe", "players"): (
        ("encyclopedie1765-triomphe.2", "On prend un jeu de piquet ordinaire"),
        ("encyclopedie1765-triomphe.2", "un contre un, deux contre deux, trois contre trois"),
    ),
    ("triomphe", "ranking"): (
        ("encyclopedie1765-triomphe.2", "à la reserve de l’as qui n’est supérieur qu’au dix"),
    ),
    ("triomphe", "deal"): (
        ("encyclopedie1765-triomphe.2", "on les distribue jusqu’au nombre de cinq"),
    ),
    # the Dictionnaire des jeux's Bête (1792)
    ("bete1792", "players"): (
        ("dictionnaire1792-bete.2", "peuvent jouer ensemble 2, 3, 4 ou 5 personnes"),
        ("dictionnaire1792-bete.3", "On se sert de trente-deux cartes"),
    ),
    ("bete1792", "ranking"): (
        ("dictionnaire1792-bete.3", "dont la plus haute est le roi & la plus basse le sept"),
    ),
    ("bete1792", "deal"): (
        ("dictionnaire1792-bete.6", "on en donne d'abord à chaque joueur deux & ensuite trois"),
    ),
    ("bete1792", "stake"): (
        ("dictionnaire1792-bete.4", "L'enjeu de chaque joueur est d'une fiche et deux jetons"),
    ),
    ("bete1792", "speaking"): (("dictionnaire1792-bete.8", "annonce qu'il passe, ou qu'il joue"),),
    ("bete1792", "duties"): (
        (
            "dictionnaire1792-bete.8",
            "Les autres sont obligés de fournir chacun une carte de même couleur",
        ),
    ),
    # Balzac, Béatrix (1839)
    ("balzac", "deal"): (
        ("balzac1839.2", "un jeu qui se joue avec cinq cartes et avec une retourne"),
    ),
    ("balzac", "stake"): (("balzac1839.2", "chaque joueur mise une faible somme"),),
    ("balzac", "speaking"): (
        ("balzac1839.2", "le joueur est libre d'en courir les chances ou de s'abstenir"),
    ),
    ("balzac", "exchange"): (
        (
            "balzac1839.6",
            "Les cartes du talon s'échangent, comme à l'écarté, mais par ordre de primauté",
        ),
    ),
    ("balzac", "top-card"): (
        ("balzac1839.7", "Une carte terrible emporte toutes les autres"),
        ("balzac1839.8", "Mistigris est le valet de trèfle"),
    ),
    ("balzac", "trick-pay"): (
        ("balzac1839.3", "S'il y a cinq sous au panier, la levée vaut un sou"),
    ),
    ("balzac", "no-trick"): (
        ("balzac1839.4", "Le joueur qui ne fait pas de levée est mis à la mouche"),
    ),
    # Littré, Lanturelu
    ("lanturelu", "top-card"): (
        ("littre-lanturelu.1", "du valet de trèfle qui est la carte la plus forte de ce jeu"),
    ),
    # the Britannica (1911), three-card Loo
    ("eb1911", "players"): (
        ("eb1911-loo.1", "played by any number of persons"),
        ("eb1911-loo.1", "An ordinary pack of fifty-two cards is used"),
    ),
    ("eb1911", "ranking"): (("eb1911-loo.1", "the cards ranking as at whist"),),
    ("eb1911", "deal"): (
        ("eb1911-loo.1", "The dealer deals three cards face downwards, one by one"),
    ),
    ("eb1911", "stake"): (
        ("eb1911-loo.1", "Each player contributes to the pool a sum previously agreed upon"),
    ),
    ("eb1911", "speaking"): (
        ("eb1911-loo.1", 'declares whether he will play, or pass, or take "miss."'),
    ),
    ("eb1911", "exchange"): (
        (
            "eb1911-loo.1",
            "If he takes miss he places his cards face downwards in the middle of the table",
        ),
    ),
    ("eb1911", "duties"): (("eb1911-loo.1", "If the leader holds ace of trumps he must lead it"),),
    ("eb1911", "no-trick"): (
        ("eb1911-loo.1", "the sum forfeited by a player who plays, but does not win a trick"),
    ),
    # the Académie's articles 5-15
    ("academie", "stake"): (("academie.5", "que celui qui mêle met seul"),),
    ("academie", "speaking"): (("academie.8", "dit seulement : Je m'y tiens"),),
    ("academie", "exchange"): (("academie.7", "ni demandé des cartes du talon"),),
    ("academie", "duties"): (
        (
            "academie.15",
            "soit en mettant plus haut de la même couleur , soit en coupant ou surcoupant",
        ),
    ),
    ("academie", "revoke"): (("academie.15", "qui renonce fait la Mouche"),),
    ("academie", "trick-pay"): (("academie.9", "chaque main qu'on lève vaut un jeton"),),
    ("academie", "no-trick"): (
        ("academie.5", "Celui qui jouant ne fait aucune levée fait la Mouche"),
    ),
    ("academie", "flush"): (("academie.10", "celui qui les a, gagne la Mouche sans jouer"),),
    # Hoyle's Loo
    ("hoyle", "players"): (
        ("hoyle-loo.a.1", "dealt from a whole pack"),
        ("hoyle-loo.a.1", "Several persons may play together"),
    ),
    ("hoyle", "ranking"): (
        (
            "hoyle-loo.a.2",
            "the ace of trumps is next in value, and the rest in succession, as at whist",
        ),
    ),
    ("hoyle", "top-card"): (
        ("hoyle-loo.a.2", "the knave of clubs generally, or sometimes the knave of the trump suit"),
    ),
    ("hoyle", "deal"): (("hoyle-loo.a.1", "either first three and then two, or by one at a time"),),
    ("hoyle", "stake"): (("hoyle-loo.a.2", "if every one at dealing should stake half-a-crown"),),
    ("hoyle", "speaking"): (
        ("hoyle-loo.a.2", "or of throwing up the hand in order to escape being looed"),
    ),
    ("hoyle", "exchange"): (
        ("hoyle-loo.a.2", "Each player has the liberty of changing for others from the pack"),
    ),
    ("hoyle", "duties"): (("hoyle-loo.a.2", 'it is usual to say "Pam be civil,"'),),
    ("hoyle", "trick-pay"): (("hoyle-loo.a.2", "the tricks are entitled to sixpence apiece"),),
    ("hoyle", "no-trick"): (
        ("hoyle-loo.a.2", "whoever is looed must put down half-a-crown, exclusive of the deal"),
    ),
    ("hoyle", "flush"): (
        ("hoyle-loo.a.2", "Five cards of a suit, or four with Pam, compose a flush"),
    ),
    # Hoyle's three-card Loo
    ("hoyle-three", "players"): (
        ("hoyle-loo.a.1", "the greatest number can be admitted when with three cards only"),
    ),
    ("hoyle-three", "top-card"): (("hoyle-loo.a.3", "Pam is omitted"),),
    ("hoyle-three", "deal"): (("hoyle-loo.a.3", "they are dealt by one at a time"),),
    ("hoyle-three", "speaking"): (("hoyle-loo.a.3", "nor permitted to be thrown up"),),
    ("hoyle-three", "exchange"): (("hoyle-loo.a.3", "the cards are not exchanged"),),
    # Pam-loo
    ("pam-loo", "players"): (
        ("pam-loo.1", "may be played by four, five, six, or seven persons"),
        ("pam-loo.1", "A complete pack is used"),
    ),
    ("pam-loo", "ranking"): (("pam-loo.1", "the cards rank the same as in Whist"),),
    ("pam-loo", "top-card"): (
        ("pam-loo.3", "ranks above every other card in the pack. It is subject to no laws"),
    ),
    ("pam-loo", "stake"): (("pam-loo.4", "the fish or counters, which are paid for the deals"),),
    ("pam-loo", "duties"): (("pam-loo.3", "may be played on any suit, at any time"),),
    ("pam-loo", "no-trick"): (
        ("pam-loo.4", "the sums forfeited by those who were looed the preceding hand"),
    ),
    ("pam-loo", "flush"): (("pam-loo.6", "Pam flush is four flush cards and pam"),),
}
"""The cells with words: (game, point) -> (clause, the text's words) pairs."""

__all__ = ["GAMES", "POINTS", "WORDS", "Game"]
