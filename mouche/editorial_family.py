"""Editorial decisions the family's games need: Loo, Lanterloo, the Bête, Beast, French Ruff
and the Triomphe, where their texts are silent and the engine must still decide.

Kept apart from Mouche's own ([`mouche.editorial`][mouche.editorial], where all are listed
together as [`DECISIONS`][mouche.editorial.DECISIONS]); each is cited and published the same way.
"""

from __future__ import annotations

from mouche.editorial_decision import EditorialDecision
from mouche.messages import Message

FAMILY_DECISIONS: tuple[EditorialDecision, ...] = (
    EditorialDecision(
        "ed.whole-pack-tables",
        Message("Three to ten players with the whole pack"),
        Message("With the whole pack of 52 cards, three to ten players play at five cards: "
        "ten hands and the turned-up card leave a talon of one card."),
        Message("Cotton writes 'as many may play as the Cards will permit' "
        "(cotton1674.lanterloo.2), Hoyle 'several persons' (hoyle-loo.a.1); Pam-loo names four "
        "to seven and warns that with more than six the pack will frequently be insufficient "
        "(pam-loo.1). Ten is "
        "the most a pack of 52 deals at five cards with a card turned up; the engine allows "
        "it and lets the talon run short as it does at Mouche (ed.talon-short). Fewer than "
        "three are left out: the engine's deals are for three or more."),
        "pack",
    ),
    EditorialDecision(
        "ed.three-card-tables",
        Message("At three cards, as many players as the pack serves"),
        Message("With the whole pack at three cards, three to seventeen players play (sixteen "
        "when a miss is dealt): every hand, the miss and the turned-up card come from 52 cards."),
        Message("Hoyle says that the greatest number can be admitted when with three cards "
        "only (hoyle-loo.a.1) and the Britannica that any number may play, five to seven "
        "making the best game (eb1911-loo.1); neither gives a most. Seventeen hands of three "
        "and a turned-up card take 52 cards, and a miss is a hand more; the engine allows "
        "what the pack deals and keeps its minimum of three."),
        "pack",
    ),
    EditorialDecision(
        "ed.no-three-card-flush",
        Message("No flush at three cards"),
        Message("At three cards no hand wins outright as dealt: the option flush=none."),
        Message("Hoyle's flush is five cards of a suit or four with Pam (hoyle-loo.a.2), and at "
        "three cards Pam is omitted (hoyle-loo.a.3); the Britannica's account in hand breaks "
        "off before it says anything of flushes (eb1911-loo.1). Rather than invent a "
        "three-card flush, the three-card presets have none; the option keeps the five-card "
        "values for a reader who wants them."),
        "flush",
    ),
    EditorialDecision(
        "ed.pool-unit",
        Message("Three jetons a player, every deal"),
        Message("At the Britannica's three-card Loo every player puts three jetons into the "
        "pool before each deal is complete (ante=three-each)."),
        Message("The text asks for 'a sum previously agreed upon', divisible by three, and "
        "gives three counters as its example (eb1911-loo.1); the engine takes the example. It "
        "reads 'the players are bound to put in the stake before the deal is completed' as "
        "every deal, since the excerpt names no deal without a stake."),
        "ante",
    ),
    EditorialDecision(
        "ed.two-trumps",
        Message("Two trumps or more: a trump led"),
        Message("Under lead=trump-ace a leader holding two trumps or more, and not the ace "
        "(the king when the ace is turned up), must lead one of his trumps."),
        Message("The Britannica's sentence 'If the leader has two trumps he must lead one of "
        "them, and if' breaks off in the excerpt in hand (eb1911-loo.1). At three cards a "
        "leader with three trumps can lead nothing else, so 'two' and 'two or more' are one "
        "rule there; the engine reads 'two or more' for a reader who plays the duty at five "
        "cards. What followed 'and if' is not in hand and is not guessed."),
        "lead",
    ),
    EditorialDecision(
        "ed.eldest-frees",
        Message("All play unless the eldest hand passes"),
        Message("Under passing=after-eldest the eldest hand may pass; the others must play "
        "unless he has passed, and then may pass or play."),
        Message("Cotton's second Lanterloo says that after the dealer's stake 'all must play' "
        "(cotton1674.lanterloo.12) and that 'if after this the eldest hand pass, the rest may "
        "refuse to play' (cotton1674.lanterloo.13); the first way says the same of the eldest "
        "(cotton1674.lanterloo.4). 'After this' is read as within each deal, after the stake, "
        "not as 'in the deals after the first': the text names no first deal apart."),
        "passing",
    ),
    EditorialDecision(
        "ed.looed-dealer",
        Message("A looed dealer pays as the others"),
        Message("Where no text says otherwise, a dealer who plays and takes no trick pays as "
        "any other player (looed_dealer=as-any)."),
        Message("Only Cotton's second Lanterloo makes a looed dealer pay his dealing stake over "
        "again (cotton1674.lanterloo.14); no Mouche text and no other Loo text in hand says "
        "so, and the engine adds nothing to them."),
        "looed_dealer",
    ),
    EditorialDecision(
        "ed.no-exchange-lanterloo",
        Message("No exchange at Lanterloo"),
        Message("Cotton's Lanterloo has no exchange: each plays the five cards dealt him."),
        Message("Neither way of Lanterloo names a draw from the stock, and Cotton's paragraph on "
        "cheating has a player with four of a suit get the fifth only 'out of his own Pocket' "
        "(cotton1674.lanterloo.10): no lawful way to change a card is given."),
        "exchange",
    ),
    EditorialDecision(
        "ed.no-questions",
        Message("No questions at Loo"),
        Message("At Loo a player decides without asking the others anything: the question "
        "whether a player who stood saves the mouche is not offered, and asking is refused."),
        Message("The question is Mouche's (academie.12, vanderaa1721.questions): it asks about "
        "the mouche, which a player may keep hidden until the first card. Hoyle's Loo "
        "describes each player changing cards or throwing up his hand and nothing said between "
        "them (hoyle-loo.a.2), and the Britannica's Loo has each player declare in turn only "
        "whether he plays, passes or takes the miss (eb1911-loo.1). None of the Loo texts in "
        "hand has a question; the engine asks none, and option 'questions' restores Mouche's "
        "for a reader who wants to try it."),
        "questions",
    ),
    EditorialDecision(
        "ed.loo-superior-flush",
        Message("Which flush is superior at Loo"),
        Message("Of several flushes shown at Loo, one in trumps beats a plain one, then the "
        "higher count wins (the top card counting as a jack), and equal ones go to the elder "
        "hand; a flush of four with the top card is compared as any other."),
        Message("Hoyle says a flush 'yields only to a superior flush, or an equal one in the "
        "elder hand' (hoyle-loo.a.2) without saying what makes one superior, and the Pam-loo "
        "excerpt stops before it could (pam-loo.8). The nearest text that compares flushes is "
        "Mouche's: trumps first, then the count of the cards, then the seat nearest the "
        "dealer's right (academie.11, vanderaa1721.several-mouches), which gives Hoyle's tie "
        "to the elder hand. The engine uses it, so that Mouche and Loo differ only where their "
        "texts do."),
        "flush",
    ),
    EditorialDecision(
        "ed.pam-civil",
        Message("Pam be civil: the ace of trumps passes"),
        Message("When the ace of trumps leads a trick, the holder of Pam does not play Pam to "
        "it; his other cards answer the duties of play as if he did not hold Pam (with Pam his "
        "only trump, he may play any other card). Holding Pam alone, he plays it."),
        Message("Hoyle says only that when the ace of trumps is led it is usual to say 'Pam be "
        "civil', and the holder of Pam is then expected to let the ace pass (hoyle-loo.a.2). "
        "To let the ace pass is not to take it with Pam, the only card that can; the text does "
        "not say what else the holder must play, so the engine keeps every other duty. The "
        "text gives it as a custom the leader invokes ('it is usual to say'), after giving "
        "Pam's law (the highest card); so the Hoyle presets keep the law, and the custom is the "
        "option value top_card_law=civil for a reader who plays it. Pam-loo's Pam is 'subject "
        "to no laws' (pam-loo.3) and is never civil there."),
        "top_card_law",
    ),
    EditorialDecision(
        "ed.every-player-stakes",
        Message("Every player's stake at Balzac's Mouche"),
        Message("Under ante = each-player, every player puts one jeton into the basket before "
        "the deal, except in a deal where a mouche owed is paid in; then nobody stakes."),
        Message("Balzac writes that a player who stands out loses only his stake, 'car, tant "
        "qu'il n'y a pas de remises au panier, chaque joueur mise une faible somme' "
        "(balzac1839.2): the stake is every player's, and it lapses while forfeits are put "
        "into the basket. The engine reads the 'remises' as the mouches owed that go in, one "
        "a deal, at Balzac's table (balzac1839.4). The 'faible somme' is one jeton: at the "
        "hôtel du Guénic five players made 'cinq liards par coup', a liard each "
        "(balzac1839.9), though the excerpt cannot exclude a single stake of five; the "
        "option 'ante' keeps the dealer's ante of the other texts for a reader who wants it."),
        "ante",
    ),
    EditorialDecision(
        "ed.fiche-value",
        Message("A fiche counts as five jetons"),
        Message("Under ante = fiche-and-two-jetons every player stakes seven jetons a deal and "
        "the dealer eight: a fiche counts as five."),
        Message("The Dictionnaire des jeux gives each player's stake as 'une fiche et deux "
        "jetons' and the dealer's jeton more, fiches and jetons being worth 'un prix convenu' "
        "(dictionnaire1792-bete.3, .4). The engine counts in jetons and must give the fiche a "
        "number; no text in hand gives one. Five keeps the fiche above the two jetons beside "
        "it; who wins and who makes the bête does not depend on it, only the sizes of the "
        "payments."),
        "ante",
    ),
    EditorialDecision(
        "ed.bete-defenders",
        Message("At the Bête every player plays against the one who plays"),
        Message("Under declarer = first-who-plays, speaking goes from the eldest hand to the "
        "dealer until one says he plays; then nobody else speaks, and every player, those who "
        "passed too, plays his cards against him, the eldest leading. If all pass, the deal "
        "ends as when all pass at Mouche (ed.all-pass)."),
        Message("The Dictionnaire des jeux has the others speak in turn only while each "
        "passes, and 'lorsque l'un d'eux dit qu'il joue', the player on the dealer's right "
        "leads, whoever he is, and 'les autres sont obligés de fournir' (dictionnaire1792-"
        "bete.8): the one who passed first still leads, so those who passed play. The "
        "Encyclopédie's bête is the loss of one player set against another who makes three "
        "tricks (encyclopedie1752-bete.5). What follows when all pass, the curieuse "
        "(encyclopedie1752-bete.2), refers to an article not in hand; the engine does not "
        "play it."),
        "declarer",
    ),
    EditorialDecision(
        "ed.bete-pot-stays",
        Message("A bête made: the game stays for the next deal"),
        Message("When the one who plays makes the bête, nobody takes what is on the game: it "
        "stays, his bête paid in beside it, and the next player who makes his game takes "
        "both. A player who takes no trick (the dévole) also gives one jeton to each other "
        "player. Nobody has a share for the king of trumps."),
        Message("The Encyclopédie defines the bête double as one made 'sur une autre bête', "
        "of the stakes and of 'la bête qui étoit au jeu & qu'on se proposoit de tirer' "
        "(encyclopedie1752-bete.7): a bête stays on the game until someone takes it, and "
        "costs what is on the game. The texts in hand do not say that a defender who makes "
        "three tricks takes the game, so the engine gives it to nobody. The jetons 'destinés' "
        "to the holder of the king of trumps (encyclopedie1752-bete.2) were set out in the "
        "article's beginning, which is not in hand: with no number, the engine pays none."),
        "declarer",
    ),
    EditorialDecision(
        "ed.bete-no-flush",
        Message("No hand wins without play at the Bête"),
        Message("The Bête presets deal no flush: five cards of a suit are played like any "
        "other hand (flush = none)."),
        Message("No text of the Bête in hand names a hand that wins without play. Littré's "
        "'réunion de cinq cartes d'une même couleur' is the lanturelu 'au jeu du pamphile', "
        "another game (littre-lanturelu.1)."),
        "flush",
    ),
    EditorialDecision(
        "ed.blaze",
        Message("The blaze: a flush in no suit"),
        Message("Under blaze = as-flush, five court cards (kings, queens, knaves) of any suits "
        "win as a flush does. A blaze is in no suit, so never in trumps; against a flush it is "
        "compared by its points, as one flush is with another (ed.loo-superior-flush): its "
        "fifty points are the most a hand can count. A Pam blaze is a blaze that holds Pam."),
        Message("Pam-loo defines the blaze as 'five face or court cards' (pam-loo.7) but the "
        "excerpt ends before it says what a blaze wins, or how it ranks; it lists the blaze "
        "among the flushes, so the engine lets it win as they do and compares it as they are "
        "compared. The Pam blaze's definition breaks off mid-word ('four blaze ca', "
        "pam-loo.8); reading it as four court cards and Pam, by the Pam flush's 'four flush "
        "cards and pam', is a conjecture, and since Pam is itself a court card such a hand is "
        "a blaze already. The other presets keep blaze = none: no other text in hand "
        "names the blaze."),
        "blaze",
    ),
    EditorialDecision(
        "ed.rob-as-exchange",
        Message("The dealer's turn-up is his exchange"),
        Message("Under turnup = dealer-may-take the dealer, at his decision turn, may take the "
        "turned-up card for one card of his own, which goes face down with the discards. That "
        "is his exchange: it binds him to play, and he draws nothing from the talon besides. "
        "The card stays the sign of trumps."),
        Message("Balzac gives the turn-up to the dealer 'qui est alors le dernier' in the "
        "order in which the talon is exchanged, with the right to 'l'échanger contre une des "
        "cartes de son jeu' (balzac1839.7): the engine reads the turn-up as the dealer's share "
        "of the exchange. The excerpt does not say whether he may also draw from the talon, "
        "which the first players may have emptied already (balzac1839.6)."),
        "turnup",
    ),
    EditorialDecision(
        "ed.following-trumps",
        Message("The trumps that follow the turned-up card"),
        Message("Under turnup = ace-holder-takes-following, the holder of the ace of trumps "
        "takes the turned-up card and every trump lying next under it in the stock, top "
        "first, up to the first card of another suit, which stays in the stock unseen. He puts "
        "down as many cards of his own, face down with the discards. Every player sees the "
        "trumps he takes."),
        Message("Cotton has the holder of the ace 'take the Ace turn'd up, and all other Trumps "
        "which immediately follow that, if so agreed among the Gamesters, laying out so many "
        "Cards as he took up in lieu thereof' (cotton1674.french-ruff.3). The engine reads "
        "'immediately follow' as the cards next under the turn-up in the stock, since only "
        "the stock can give him cards. As the text makes it a matter of agreement, the French "
        "Ruff preset gives him the turned-up card alone, and this reading is a value of the "
        "option."),
        "turnup",
    ),
    EditorialDecision(
        "ed.triomphe-turn-up",
        Message("The Triomphe's two turned cards"),
        Message("At the Triomphe the first card of the talon is turned up for trumps: at the "
        "tables the engine deals, two, four or six players from 32 cards, a talon always "
        "remains. Whether the dealer also turns up the last card he deals himself, for every "
        "player to see while he holds it, is the option dealer_last_card: hidden (the "
        "preset's) or shown."),
        Message("The article has the dealer turn 'la premiere du talon s'il en reste, & la "
        "derniere de celles qu'il se donne à lui-même, soit qu'il reste un talon ou non' "
        "(encyclopedie1765-triomphe.2). The part in hand does not say which of the two "
        "makes trumps, nor what the other is for. The engine turns the talon's card for "
        "trumps, the card every other text of the family turns. Read with its '&', the "
        "sentence turns the dealer's last card as well: the value shown. Read as 'or, when "
        "no talon remains', it never applies at the engine's tables: the value hidden."),
        "dealer_last_card",
    ),
    EditorialDecision(
        "ed.deal-otherwise",
        Message("A deal 'in yet another way'"),
        Message("Where a text lets the dealer give out the cards as he pleases, the engine "
        "deals by one of the packets the texts name (option packets); no other way is "
        "offered."),
        Message("The Triomphe's dealer gives five cards 'à deux d'abord, & trois ensuite ; ou "
        "à trois d'abord & deux ensuite, ou même encore autrement' "
        "(encyclopedie1765-triomphe.2). From a shuffled pack every way of giving out the "
        "cards deals each hand with the same chances, so a way the text does not name "
        "changes nothing that the engine could show; the named ways are values of the "
        "option, and records state theirs."),
        "packets",
    ),
    EditorialDecision(
        "ed.dealer-named",
        Message("No cut for the deal"),
        Message("The engine does not cut or draw for the deal: a record names its dealer, a "
        "session passes the deal to the next seat, and Play lets the reader choose a seat."),
        Message("Cotton has the deal go to 'the best Put-card' (cotton1674.lanterloo.2), French "
        "Ruff to most or least 'according to the agreement' (cotton1674.french-ruff.1), the "
        "Triomphe to the highest or lowest card drawn (encyclopedie1765-triomphe.2). Each "
        "decides only who deals first, which a record states; the order of the Put-cards is "
        "not in hand."),
    ),
    EditorialDecision(
        "ed.beast-heaps",
        Message("Beast's heaps, and who takes them"),
        Message("Under heaps = king-play-triolet every player stakes a jeton to each heap and "
        "plays his cards: no pass, no exchange, no flush. The Play goes to the most tricks, "
        "the eldest of those tied; the King to the holder of the king of trumps as dealt, or "
        "to the dealer who turns it up; the Triolet to three cards of a rank as dealt, the "
        "highest if two players hold one. A heap nobody takes goes with the Play."),
        Message("Cotton names the three heaps and who takes them up (cotton1674.beast.2), but "
        "not the stakes, ties, a king of trumps left in the stock, nor a deal with no triolet. "
        "'The King' is read as the king of trumps, as at the Bête, where the one who turns it "
        "up has the same privilege (encyclopedie1752-bete.2); a tie goes to priority, as "
        "Mouche's equal flushes do (academie.11); every heap is taken up each deal, so that "
        "the engine's one basket holds nothing over. Cotton's Beast speaks of no passing, "
        "exchange or flush: everyone stakes, so everyone plays. It is dealt 'as at French "
        "Ruff, with the same rigour': five cards, king high, and French Ruff's duty to trump "
        "again (cotton1674.french-ruff.6)."),
        "heaps",
    ),
    EditorialDecision(
        "ed.no-misdeal",
        Message("No misdeal, no faulty pack"),
        Message("The engine deals every pack correctly and refuses, as input, a record or a "
        "deck that is not the pack: a misdeal and a faulty pack never happen, so their fines "
        "are never owed."),
        Message("The Encyclopédie's Bête fines one who deals wrongly a jeton to each player, "
        "and voids the deal in which a pack is found faulty, the earlier deals standing "
        "(encyclopedie1752-bete.4); Cotton's French Ruff, played 'at forsat', costs one who "
        "deals wrong a point and his deal (cotton1674.french-ruff.5). Both are accidents of "
        "the table; a rules explorer that dealt wrongly on purpose would only show its own "
        "error."),
    ),
    EditorialDecision(
        "ed.sides-reading",
        Message("Two sides: how many, and where they sit"),
        Message("Cotton's 'two, four or six of a side' is read two ways, each an option value: "
        "the players at the table, two sides of one, two or three (sides = "
        "of-one-two-or-three, the preset's), or the players of each side (sides = "
        "of-two-four-or-six), which five cards each from the whole pack allow at four and "
        "eight only. Partners sit alternately, so that the sides play in turn, and a player "
        "sees his own hand only (partners = alternately, the presets'); or together, each "
        "side playing its cards one after another, partners seeing each other's hands "
        "(partners = together-shown). Each side's tricks are counted together."),
        Message("'Of a side' can count the players on each side or those at the table. Six a "
        "side is twelve players and sixty cards, more than any pack; the Triomphe, which we "
        "class with French Ruff, is played 'un contre un, deux contre deux, trois contre "
        "trois, ou même plus' (encyclopedie1765-triomphe.2), the first reading's tables. "
        "Cotton does not seat the sides; the Triomphe seats partners either on one side of "
        "the table, where 'Ceux du même parti se communiquent leur jeu de la vue seulement', "
        "or 'vis-à-vis l'un de l'autre à chaque coin de la table' without a sign. Both ways "
        "are values of the option. The presets take the second, where every player sees "
        "his own hand only, as at every other game of the family, so that French Ruff and "
        "the Triomphe compare with the rest; the pointing out of a card to play, which the "
        "article says good players do not do, is not played."),
        "sides",
    ),
    EditorialDecision(
        "ed.side-points",
        Message("A side's points, paid in jetons"),
        Message("Where two sides play for points, nothing is staked on the game: for every "
        "point a side wins, each player of the other side pays one jeton to a player of "
        "the winning side, so that each of the winners gains what each loser pays. Each "
        "deal is settled by itself; the game's length in points is not kept."),
        Message("Cotton counts French Ruff in points ('to win three or four wins but one, but "
        "to win five is the winning of five', cotton1674.french-ruff.4) and speaks of a "
        "'whole Game', without saying how many points make it or what it is played for. "
        "Paying each deal's points in jetons keeps the engine's one currency, so that the "
        "partnership games compare with the pool games, and settles every deal in itself; "
        "a game of so many points would be a score kept across deals, which the engine "
        "does not keep."),
        "trick_pay",
    ),
    EditorialDecision(
        "ed.triomphe-point",
        Message("The Triomphe's point"),
        Message("At the Triomphe the side that takes three tricks or more wins one point; no "
        "hand wins without play."),
        Message("The copy in hand stops at the first trick (encyclopedie1765-triomphe.2), "
        "before any scoring or hand that wins unplayed. A point to the side that takes most "
        "of the five tricks is the least a game of two sides must have; French Ruff's five "
        "points for all five tricks (cotton1674.french-ruff.4) are not lent to the Triomphe "
        "(trick_pay = side-one-or-five plays them, for a reader who would)."),
        "trick_pay",
    ),
    EditorialDecision(
        "ed.lanterloo-stake",
        Message("Cotton's first Lanterloo: a price on every card, or a stake laid"),
        Message("Cotton's first Lanterloo is played for a value named on every card, one jeton "
        "in the engine, and read two ways, each an option value. As a price (ante = none, the "
        "preset's): nothing is laid down before play; a chalked trick is worth one jeton and a "
        "loo costs the value of the cards, five jetons, laid down to the stock. As a stake "
        "laid (ante = a-card-each): every player also lays one jeton upon each of his cards "
        "into the stock at every deal."),
        Message("'You may play upon every Card what you please, from a penny to a pound' "
        "(cotton1674.lanterloo.5) names the value of a card; it may mean money put down on the "
        "cards or only the price agreed for them. The text names no payment into the stock but "
        "the loo's, 'so much for your five Cards as you plaid upon every one of them' "
        "(cotton1674.lanterloo.6), and the revoke's, and it pays the tricks out of the stock "
        "'so much as they were valued at in the Game' (cotton1674.lanterloo.8). Read as a price, "
        "nothing more is needed, and a stock the loos have not fed pays what it can. Read as a "
        "stake, the stock is fed every deal and grows, for a flush to sweep the board "
        "(cotton1674.lanterloo.9). The unit of one jeton stands for whatever sum was agreed."),
        "ante",
    ),
    EditorialDecision(
        "ed.stake-unit",
        Message("Stakes counted in jetons"),
        Message("Every stake and payment is counted in jetons. Where a game stakes a sum agreed "
        "for each card, the engine stakes one jeton a card; what a jeton is worth (sixpence, a "
        "shilling, a counter) is money, and is left to the players."),
        Message("Cotton's dealer at the second Lanterloo lays down 'so many sixpences, "
        "Shillings, and so forth, as they conclude upon and agree for every Card, or so many "
        "Counters being valued at either Six-pence or Twelvepence, more or less' "
        "(cotton1674.lanterloo.12). Every payment of that game is counted in the same unit: "
        "the dealer's stake for his five cards, a loo laid down 'so much for his loo as his "
        "five Cards amount to', the tricks' shares of the board. A sum agreed per card "
        "therefore scales every payment alike and changes no outcome, as the worth of a "
        "jeton does at Mouche; money values stay outside the rules (not mechanical)."),
        "ante",
    ),
    EditorialDecision(
        "ed.whole-game",
        Message("A renonce that loses the whole game"),
        Message("Under revoke_price = the-game, where two sides play, a renonce loses the deal "
        "as a game lost: the other side wins what all five tricks win (five points at French "
        "Ruff), whatever the tricks, and the renouncing side pays it, a jeton a point and a "
        "player. The first renonce of the deal decides it."),
        Message("Cotton: 'if you renounce or renege you lose the whole Game, if you so make "
        "it, otherwise but one or two according to agreement' (cotton1674.french-ruff.5). He "
        "does not say how many points make a game, and the engine settles each deal by itself "
        "(ed.side-points). The most a deal can win is what all five tricks win, so the engine "
        "prices the game lost at that. A game of so many points kept across deals would "
        "price it higher, but its length is not in the text. The French Ruff preset refuses "
        "a renonce; under the penalties, the point, the two points and the whole game are "
        "the three agreements Cotton names."),
        "revoke_price",
    ),
    EditorialDecision(
        "ed.out-of-turn",
        Message("A card played before its turn, at a price"),
        Message("Under out_of_turn = loses-one, a card played before its player's turn is "
        "shown to all and taken back into his hand; the trick waits for the seat whose turn "
        "it is, and the player loses one point, paid as a renonce's point is. At the last "
        "trick it costs nothing. The presets refuse a card out of turn (ed.turn-order); this "
        "price is a value of the option."),
        Message("Cotton: 'he who playeth before his turn loseth one, unless it be the last "
        "Card of all' (cotton1674.french-ruff.7). He does not say what becomes of the card. "
        "Leaving it on the trick would change who leads and follows, which the order of play "
        "fixes; so the engine has it taken back, seen by every player. 'The last Card of all' "
        "is read as the last trick, where every player holds one card and each card is "
        "forced: playing it early changes nothing, so it costs nothing."),
        "out_of_turn",
    ),
    EditorialDecision(
        "ed.chalks-paid",
        Message("The chalks, paid at the end of the game"),
        Message("A game of Cotton's first Lanterloo is five deals, the first counted from where "
        "a session or a record starts. Every trick is chalked to its taker; after the fifth "
        "deal's own payments (a flush's sweep, the loos laid down) each player, in playing "
        "order from the eldest hand, takes one jeton from the stock for each of his chalks, "
        "while the stock lasts. Chalks it cannot pay are rubbed out unpaid, what it holds over "
        "stays on the board, and the next game starts with no chalks."),
        Message("Cotton sets up five chalks, rubs one off every deal, chalks every trick won, "
        "and when 'All the Chalks for the Game' are rubbed out pays each trick from the stock "
        "at its value (cotton1674.lanterloo.3, cotton1674.lanterloo.7, cotton1674.lanterloo.8). "
        "He does not say in what order the players take, nor what happens when the stock "
        "cannot pay every chalk. The engine pays as Mouche's pot pays its tricks, in order "
        "while it lasts (ed.pot-short), from the eldest hand as the play goes, and leaves what "
        "is over on the board as Mouche's basket carries its jetons to the next deal."),
        "trick_pay",
    ),
    EditorialDecision(
        "ed.session-deals",
        Message("A session is the deals asked for"),
        Message("A session, played or simulated, is as many deals as were asked for, the deal "
        "passing to the next seat each time; it ends after the last of them whatever that deal "
        "was, and what the basket holds then is left in it."),
        Message("The texts of Mouche in hand say how a deal is played and paid, not how long a "
        "sitting lasts: players stop when they agree to. The engine lets the reader say how "
        "many deals to play. The Britannica's rule for ending a round of Loo is an option "
        "(round_end = hand-without-loo, eb1911-loo.1)."),
        "round_end",
    ),
    EditorialDecision(
        "ed.round-end-cap",
        Message("The game goes on after a loo: one round more at most"),
        Message("Under round_end = hand-without-loo, when the last deal asked for has a loo (a "
        "player who played and took no trick), the session goes on, the deal passing as "
        "before, until a deal without a loo; but it goes on for one round more at most, as "
        "many deals as there are players. If the last deal of that round still has a loo, the "
        "session ends there, and the loo's jetons stay in the pool as at any session's end."),
        Message("The Britannica says that 'the game continues till there is a hand without a "
        "loo' (eb1911-loo.1) and sets no bound, but a session of the engine must end. One "
        "round more is the bound that keeps the text's other rule, 'Each player must have the "
        "same number of deals': when the deals asked for are whole rounds and the extra round "
        "runs to its end, every player has dealt once more. The bound is ours."),
        "round_end",
    ),
    EditorialDecision(
        "ed.playing-order",
        Message("The order of play, not the side of the table"),
        Message("The engine numbers the seats in the order of play: the seat after the dealer is "
        "the eldest hand, who speaks, is dealt and plays first, and the deal passes to him "
        "after the deal. Play 'from the dealer's left' (the Britannica's Loo) and play "
        "anticlockwise, from the dealer's right (Mouche as reported), are both this order; the "
        "engine names no side of the table."),
        Message("Van der Aa is reported as dealing and playing anticlockwise (vanderaa1721.deal); "
        "the Britannica has each player speak and play 'in rotation, beginning from the "
        "dealer's left' (eb1911-loo.1). In either, every player has one neighbour who acts "
        "just before him and one just after, and the deal goes round the same way as the "
        "play, so which side of the table comes first changes no card dealt, no decision's "
        "turn and no payment. This reading is ours."),
    ),
)
