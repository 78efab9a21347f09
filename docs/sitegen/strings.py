"""The site's words that Python needs by key: names of rule topics, statuses, columns.

Sentences belong to the templates (``docs/overrides/fragments/mouche/``); what lives
here is the vocabulary that Python code looks up by an id of the data (a clause's
tag, a source's status, a citation format) and that both the Markdown of a page and
its HTML use. One home, so that a translation (French and Russian interfaces) has
one place to look besides the templates.
"""

from __future__ import annotations


def N_(text: str) -> str:
    """Marks ``text`` for the ``site`` catalogue (``make catalogs``); the page that shows it
    translates it (``Site.t``, ``_()`` in a template)."""
    return text


TAG_TITLES: dict[str, str] = {
    "players": N_("Number of players"),
    "pack": N_("The pack"),
    "ranking": N_("Order of the cards"),
    "deal": N_("The deal"),
    "ante": N_("The ante and the pot"),
    "decision": N_("Pass, stand or exchange"),
    "exchange": N_("The exchange"),
    "flush": N_("The mouche (five of a suit)"),
    "flush-compare": N_("Several mouches compared"),
    "question": N_("Asking about the mouche"),
    "play": N_("Playing the tricks"),
    "trick-duty": N_("Duties of play"),
    "renege": N_("Reneging"),
    "trick-payment": N_("Payment for tricks"),
    "penalty": N_("Making the mouche (the penalty)"),
    "several-mouches": N_("Several mouches in one deal"),
    "limit": N_("The mouche limit"),
    "top-card": N_("A top card (Mistigri, Pam)"),
    "side-stakes": N_("Side stakes"),
    "not-mechanical": N_("History, advice, terminology"),
}
"""A clause's rule tag (``mouche.edition.model.RULE_TAGS``) as a topic of the rules."""

STATUS_TEXT: dict[str, str] = {
    "transcribed": N_("Transcribed: the whole text is in hand."),
    "excerpt": N_("Excerpt: part of the text is in hand."),
    "reported": N_("Reported: not in hand; a secondary source reports what it contains."),
    "not-in-hand": N_("Not in hand: bibliography only."),
    "secondary": N_(
        "Secondary: a modern source used for facts, with attribution; "
        "its sentences are not reproduced."
    ),
}
"""What a source's status means for its reader."""

STATUS_NAMES: dict[str, str] = {
    "transcribed": N_("transcribed"),
    "excerpt": N_("excerpt"),
    "reported": N_("reported"),
    "not-in-hand": N_("not in hand"),
    "secondary": N_("secondary"),
}
"""A source's status (``mouche.edition.model.STATUSES``) in a word, as its badge says it."""

FAMILY_NAMES: dict[str, str] = {
    "mouche": N_("Mouche"),
    "beast": N_("Bête"),
    "lanterloo": N_("Lanterloo"),
    "french-ruff": N_("Triomphe (French ruff)"),
    "loo": N_("Loo"),
}
"""A game family (``mouche.edition.model.FAMILIES``) by its name."""

AUTHOR_WORDS: tuple[str, ...] = (N_("Anonymous"), N_("Wikipedia contributors"))
"""The authors of the data that are our words, not a person's name: said in the reader's
language (a name is shown as the source gives it)."""

SOURCE_GROUPS: tuple[tuple[str, frozenset[str]], ...] = (
    (N_("Texts in hand"), frozenset({"transcribed", "excerpt"})),
    (N_("Not in hand"), frozenset({"reported", "not-in-hand"})),
    (N_("Modern secondary sources"), frozenset({"secondary"})),
)
"""The groups of the sources index and of the navigation, by status."""

COLUMNS: tuple[tuple[str, str], ...] = (
    ("diplomatic", N_("Diplomatic")),
    ("reading", N_("Reading")),
    ("english", N_("English")),
    ("russian", N_("Russian")),
)
"""The columns of a clause's text, in their order on the page."""

DEFAULT_COLUMNS: dict[str, tuple[str, ...]] = {
    "fr": ("diplomatic", "reading"),
    "ru": ("reading", "russian"),
}
"""The columns an interface shows first (the reader's boxes change them, kept for the next
visit): in French the original beside the reading, in Russian our Russian translation beside
the reading; English shows them all."""

CITE_FORMATS: tuple[tuple[str, str], ...] = (
    ("chicago-note", N_("Chicago note")),
    ("chicago-bibliography", N_("Chicago bibliography")),
    ("bibtex", "BibTeX"),
    ("biblatex", "biblatex"),
    ("ris", "RIS"),
    ("csl-json", "CSL-JSON"),
    ("csl-citation", N_("CSL citation")),
    ("permalink", N_("Permalink")),
)
"""The formats of a "Cite" control, as ``python -m mouche cite`` names them, and what the
site calls each."""

BIBLIOGRAPHY_FIELDS: tuple[tuple[str, str], ...] = (
    (N_("Author"), "author"),
    (N_("Title"), "title"),
    (N_("In"), "container_title"),
    (N_("Place"), "place"),
    (N_("Publisher"), "publisher"),
    (N_("Year"), "year"),
    (N_("Date note"), "year_note"),
    (N_("Volume"), "volume"),
    (N_("Pages"), "pages"),
    (N_("Language"), "language"),
    (N_("Rights"), "rights"),
    (N_("Provenance"), "provenance"),
    (N_("Missing"), "missing"),
    (N_("Note"), "note"),
)
"""The rows of a source's bibliography table: label, field of ``Source``."""

DECISION_LABEL = N_("Editorial decision: %(title)s")
"""How a citation names an editorial decision (its tooltip, where the link says less)."""

DECISION_SHORT_LABEL = N_("ed.: %(title)s")
"""How running text names an editorial decision in a citation."""

QUICK_RULES_NAV = N_("Quick rules")
"""The navigation's group of the quick-rules pages (one per ruleset)."""
REFERENCE_MODULES_NAV = "Modules"
"""The navigation's group of the engine reference's module pages, folded, so that the
sidebar of a reader's page lists no module names (English only, as the reference is)."""


CHOICE_NAMES: dict[tuple[str, str], str] = {
    ("pack", "piquet"): N_("Piquet pack"),
    ("pack", "by-players"): N_("By the players"),
    ("pack", "whole"): N_("The whole pack"),
    ("pack", "piquet-32"): N_("32 cards, two to five"),
    ("pack", "short-with-deuces"): N_("Short, with the deuces"),
    ("ranking", "king-high"): N_("King highest"),
    ("ranking", "ace-high"): N_("Ace highest"),
    ("top_card", "none"): N_("None"),
    ("top_card", "jack-of-clubs"): N_("The jack of clubs"),
    ("top_card", "jack-of-trumps"): N_("The jack of trumps"),
    ("top_card_law", "highest-trump"): N_("The highest trump"),
    ("top_card_law", "civil"): N_("Civil to the ace"),
    ("top_card_law", "free"): N_("Subject to no laws"),
    ("exchange", "from-talon"): N_("From the talon"),
    ("exchange", "none"): N_("No exchange"),
    ("exchange", "miss"): N_("The miss"),
    ("passing", "allowed"): N_("Allowed"),
    ("passing", "play-compulsory"): N_("Play compulsory"),
    ("passing", "after-eldest"): N_("Once the eldest passes"),
    ("looed_dealer", "as-any"): N_("As any other"),
    ("looed_dealer", "stake-again"): N_("His deal staked again"),
    ("ante", "five"): N_("Five jetons"),
    ("ante", "one-per-player"): N_("One per player"),
    ("ante", "each-player"): N_("Each player, one"),
    ("ante", "three-each"): N_("Each player, three"),
    ("ante", "fiche-and-two-jetons"): N_("A fiche and two jetons each"),
    ("ante", "a-card-each"): N_("A jeton a card, each"),
    ("ante", "none"): N_("No stake"),
    ("passed_hand", "aside"): N_("Put aside"),
    ("passed_hand", "discards-or-under-talon"): N_("With the discards"),
    ("trick_pay", "fifth-of-pot"): N_("A fifth of the pot"),
    ("trick_pay", "jeton-per-mouche"): N_("A jeton a mouche"),
    ("trick_pay", "third-of-pot"): N_("A third of the pot"),
    ("trick_pay", "side-one-or-five"): N_("A side's point, five for all"),
    ("trick_pay", "side-one"): N_("A side's point"),
    ("trick_pay", "chalked"): N_("Chalked, paid after five deals"),
    ("loo_price", "on-the-game"): N_("What was on the game"),
    ("loo_price", "a-card"): N_("A jeton a card"),
    ("mouche_limit", "none"): N_("No limit"),
    ("several_mouches", "together"): N_("Together"),
    ("several_mouches", "separately"): N_("Separately"),
    ("flush_takes_owed", "no"): N_("No"),
    ("flush_takes_owed", "saved"): N_("A saved one"),
    ("must_head", "no"): N_("No"),
    ("must_head", "yes"): N_("Yes"),
    ("enforcement", "refuse"): N_("Refused"),
    ("enforcement", "penalty"): N_("Penalty"),
    ("flush", "five-of-a-suit"): N_("Five of a suit"),
    ("flush", "four-with-top"): N_("Or four with Pam"),
    ("flush", "none"): N_("No flush"),
    ("lead", "any"): N_("Any card"),
    ("lead", "trump-ace"): N_("The trump ace first"),
    ("questions", "asked"): N_("Asked"),
    ("questions", "none"): N_("None asked"),
    ("silence", "counts-as-yes"): N_("Counts as yes"),
    ("silence", "no-answer"): N_("No answer"),
    ("saving", "hold-back"): N_("Holding back"),
    ("saving", "guarantee"): N_("Guaranteeing"),
    ("all_pass", "pot-stays"): N_("The pot stays"),
    ("all_pass", "dealer-takes"): N_("The dealer takes it"),
    ("lone_player", "five-tricks"): N_("Paid five tricks"),
    ("lone_player", "takes-pot"): N_("Takes the pot"),
    ("declarer", "none"): N_("Each for himself"),
    ("declarer", "first-who-plays"): N_("One against all"),
    ("revoke_price", "forfeit"): N_("The forfeit"),
    ("revoke_price", "double"): N_("Double"),
    ("revoke_price", "one-point"): N_("One point"),
    ("revoke_price", "two-points"): N_("Two points"),
    ("revoke_price", "the-game"): N_("The whole game"),
    ("out_of_turn", "refused"): N_("Refused"),
    ("out_of_turn", "loses-one"): N_("A point lost"),
    ("partners", "alternately"): N_("Alternately"),
    ("partners", "together-shown"): N_("Together, hands shown"),
    ("dealer_last_card", "hidden"): N_("Hidden"),
    ("dealer_last_card", "shown"): N_("Turned up"),
    ("several_flushes", "trumps-then-points"): N_("Trumps, then points"),
    ("several_flushes", "eldest"): N_("The eldest's"),
    ("blaze", "none"): N_("No blaze"),
    ("blaze", "as-flush"): N_("As a flush"),
    ("turnup", "stays"): N_("Stays on the table"),
    ("turnup", "dealer-may-take"): N_("The dealer's"),
    ("turnup", "ace-holder-must-take"): N_("The trump ace's holder's"),
    ("turnup", "ace-holder-takes-following"): N_("The trump ace's holder's, with trumps under it"),
    ("eldest_speaks", "first"): N_("First"),
    ("eldest_speaks", "last"): N_("Last"),
    ("trump_again", "no"): N_("No"),
    ("trump_again", "yes"): N_("Yes"),
    ("heaps", "one-pot"): N_("One pot"),
    ("heaps", "king-play-triolet"): N_("King, Play, Triolet"),
    ("sides", "none"): N_("Each for himself"),
    ("sides", "of-one-two-or-three"): N_("Sides of one, two or three"),
    ("sides", "of-two-four-or-six"): N_("Sides of two, four or six"),
    ("round_end", "deals-asked"): N_("After the deals asked for"),
    ("round_end", "hand-without-loo"): N_("Till a hand without a loo"),
}
"""An option's value (its code, ``counts-as-yes``) in a few words, where a reader reads it
(the rulesets' matrix, issue 40.9); a value with no entry is a number or a packet pattern
(``20``, ``3+2``) and reads as it is. The option's page gives each value's full description.
(``whole``, ``ranking`` and ``top_card``: the engine's family options, merged from h/family.)"""


def choice_name(option: str, value: str) -> str:
    """The msgid that names ``option``'s ``value`` for a reader (:data:`CHOICE_NAMES`), or the
    value itself where it is its own name (a number: a mouche limit of 20)."""
    return CHOICE_NAMES.get((option, value), value)
