"""The site's words that Python needs by key: names of rule topics, statuses, columns.

Sentences belong to the templates (``docs/overrides/fragments/mouche/``); what lives
here is the vocabulary that Python code looks up by an id of the data (a clause's
tag, a source's status, a citation format) and that both the Markdown of a page and
its HTML use. One home, so that a translation (French and Russian interfaces) has
one place to look besides the templates.
"""

from __future__ import annotations

TAG_TITLES: dict[str, str] = {
    "players": "Number of players",
    "pack": "The pack",
    "ranking": "Order of the cards",
    "deal": "The deal",
    "ante": "The ante and the pot",
    "decision": "Pass, stand or exchange",
    "exchange": "The exchange",
    "flush": "The mouche (five of a suit)",
    "flush-compare": "Several mouches compared",
    "question": "Asking about the mouche",
    "play": "Playing the tricks",
    "trick-duty": "Duties of play",
    "renege": "Reneging",
    "trick-payment": "Payment for tricks",
    "penalty": "Making the mouche (the penalty)",
    "several-mouches": "Several mouches in one deal",
    "limit": "The mouche limit",
    "top-card": "A top card (Mistigri, Pam)",
    "side-stakes": "Side stakes",
    "not-mechanical": "History, advice, terminology",
}
"""A clause's rule tag (``mouche.edition.model.RULE_TAGS``) as a topic of the rules."""

STATUS_TEXT: dict[str, str] = {
    "transcribed": "Transcribed: the whole text is in hand.",
    "excerpt": "Excerpt: part of the text is in hand.",
    "reported": "Reported: not in hand; a secondary source reports what it contains.",
    "not-in-hand": "Not in hand: bibliography only.",
    "secondary": "Secondary: a modern source used for facts, with attribution; "
    "its sentences are not reproduced.",
}
"""What a source's status means for its reader."""

SOURCE_GROUPS: tuple[tuple[str, frozenset[str]], ...] = (
    ("Texts in hand", frozenset({"transcribed", "excerpt"})),
    ("Not in hand", frozenset({"reported", "not-in-hand"})),
    ("Modern secondary sources", frozenset({"secondary"})),
)
"""The groups of the sources index and of the navigation, by status."""

COLUMNS: tuple[tuple[str, str], ...] = (
    ("diplomatic", "Diplomatic"),
    ("reading", "Reading"),
    ("english", "English"),
    ("russian", "Russian"),
)
"""The columns of a clause's text, in their order on the page."""

CITE_FORMATS: tuple[tuple[str, str], ...] = (
    ("chicago-note", "Chicago note"),
    ("chicago-bibliography", "Chicago bibliography"),
    ("bibtex", "BibTeX"),
    ("biblatex", "biblatex"),
    ("ris", "RIS"),
    ("csl-json", "CSL-JSON"),
    ("csl-citation", "CSL citation"),
    ("permalink", "Permalink"),
)
"""The formats of a "Cite" control, as ``python -m mouche cite`` names them, and what the
site calls each."""

BIBLIOGRAPHY_FIELDS: tuple[tuple[str, str], ...] = (
    ("Author", "author"),
    ("Title", "title"),
    ("In", "container_title"),
    ("Place", "place"),
    ("Publisher", "publisher"),
    ("Year", "year"),
    ("Date note", "year_note"),
    ("Volume", "volume"),
    ("Pages", "pages"),
    ("Language", "language"),
    ("Rights", "rights"),
    ("Provenance", "provenance"),
    ("Missing", "missing"),
    ("Note", "note"),
)
"""The rows of a source's bibliography table: label, field of ``Source``."""

DECISION_LABEL = "Editorial decision: {title}"
"""How a citation names an editorial decision (its tooltip, where the link says less)."""

DECISION_SHORT_LABEL = "ed.: {title}"
"""How running text names an editorial decision in a citation."""

QUICK_RULES_NAV = "Quick rules"
"""The navigation's group of the quick-rules pages (one per ruleset)."""
