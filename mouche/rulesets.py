"""Rulesets as data: named options, each option value citing its clauses.

A [`Ruleset`][Ruleset] is a name plus a choice for every option in
[`OPTIONS`][mouche.options.OPTIONS] (the options and their values are in
[`mouche.options`][mouche.options]). A variant is made by replacing options:

>>> from mouche.presets import get_ruleset
>>> r = get_ruleset("vanderaa1721").replace(mouche_limit=20, several_mouches="separately")
>>> r.options["mouche_limit"], r.limit, r.cites("several_mouches")
('20', 20, ('academie.6', 'vanderaa1721.deferred', 'balzac1839.4', 'ed.separately-order'))
>>> r.chosen.several_mouches
<SeveralMouches.SEPARATELY: 'separately'>
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from mouche.cards import CARDS, RANKS, SUITS, Card, pack_ranks
from mouche.chosen import (
    Ante,
    Blaze,
    Changing,
    Chosen,
    Declarer,
    EldestSpeaks,
    Enforcement,
    Flush,
    Heaps,
    Lead,
    Passing,
    Questions,
    Ranking,
    RevokePrice,
    Saving,
    Sides,
    Silence,
    TopCard,
    TopCardLaw,
    TrickPay,
    Turnup,
)
from mouche.deal_plan import DealPlan, plan_of
from mouche.errors import RulesetError
from mouche.games import MOUCHE, Game
from mouche.messages import N_, Message, both, counted, listed
from mouche.options import OPTIONS, Choice, Option
from mouche.tricks import WHIST_RANKS, TrickLaws, trick_laws

RULES: dict[str, tuple[str, ...]] = {
    "stand": ("academie.8", "vanderaa1721.decisions", "eb1911-loo.1"),
    "exchange": ("vanderaa1721.decisions",),
    "declare": ("academie.10", "vanderaa1721.mouche"),
    "declare-saved": ("academie.13", "vanderaa1721.mouche"),
    "question": ("academie.12", "vanderaa1721.questions"),
    "answer": ("academie.12", "vanderaa1721.questions"),
    "protest": ("encyclopedie1765.sauver", "academie.14", "ed.protest-turn"),
    "lead": ("vanderaa1721.play",),
    "trick-winner": ("academie.9", "academie.15", "vanderaa1721.play", "eb1911-loo.1"),
    "fault": ("academie.15", "ed.penalty-once"),
    "mouche-wins": ("academie.10", "vanderaa1721.mouche"),
    "several-mouches": ("academie.11", "vanderaa1721.several-mouches", "ed.mouche-showdown"),
    "saved-takes-owed": ("academie.13", "ed.saved-mouche"),
    "mouche-makers": ("academie.13", "vanderaa1721.mouche"),
    "no-trick": (
        "academie.5",
        "vanderaa1721.payment",
        "balzac1839.4",
        "hoyle-loo.a.2",
        "eb1911-loo.1",
        "cotton1674.lanterloo.6",
    ),
    "mouche-price": (
        "academie.6",
        "academie.15",
        "vanderaa1721.payment",
        "balzac1839.4",
        "hoyle-loo.a.2",
        "cotton1674.lanterloo.14",
        "encyclopedie1752-bete.6",
        "encyclopedie1752-bete.7",
    ),
}
"""The rules every ruleset shares, each with the clauses of every source that states it.

A ruling or refusal cites them through [`Ruleset.rule`][Ruleset.rule], which keeps the
clauses of the ruleset's own source (see [`Ruleset.citation`][Ruleset.citation]).
"""

SOURCE_NAMES: dict[str, str] = {
    "academie": Message("the Académie articles 5-15"),
    "vanderaa1721": Message("the van der Aa report (1721)"),
    "balzac1839": Message("Balzac (1839)"),
    "ajo": Message("the Académie des Jeux Oubliés"),
    "encyclopedie1765": Message("the Encyclopédie (1765)"),
    "hoyle-loo": Message("Hoyle's Loo"),
    "pam-loo": Message("the Pam-loo text"),
    "eb1911-loo": Message("the Britannica (1911)"),
    "cotton1674": Message("Cotton (1674)"),
    "encyclopedie1752-bete": Message("the Encyclopédie (1752)"),
    "dictionnaire1792-bete": Message("the Dictionnaire des jeux (1792)"),
    "littre-lanturelu": Message("Littré"),
    "encyclopedie1765-triomphe": Message("the Encyclopédie's Triomphe (1765)"),
}
"""How a note names a source (the source id otherwise)."""


def source_of(clause: str) -> str:
    """The source id of a clause id (``"academie.5"`` -> ``"academie"``); ``"ed"`` for decisions."""
    return clause.partition(".")[0]


@dataclass(frozen=True, slots=True)
class Citation:
    """The clauses a ruling or refusal cites under one ruleset, and why, if they are borrowed.

    ``note`` is empty when every clause is the ruleset's own source's or an
    editorial decision; otherwise it says that the own source is silent and whose
    clause fills the gap.
    """

    clauses: tuple[str, ...]
    note: str = ""

    @property
    def clause(self) -> str:
        """The first clause: the one a refusal names."""
        return self.clauses[0]

    def plus(self, other: Citation) -> Citation:
        """Both citations: a ruling that applies two rules cites each as it is cited alone."""
        clauses = tuple(dict.fromkeys(self.clauses + other.clauses))
        notes = [n for n in (self.note, other.note) if n]
        note = Message(_TWO_NOTES, *notes) if len(notes) == 2 else listed(notes)
        return Citation(clauses, note)


_TWO_NOTES = N_("{} {}")
"""Two notes of one ruling, one after the other (each already in the reader's language)."""


_PACK_LOWEST: dict[str, dict[int, str]] = {
    "piquet": {3: "8", 4: "7", 5: "7", 6: "7"},
    "by-players": {3: "8", 4: "6", 5: "3", 6: "2"},
    "whole": {n: "2" for n in range(3, 18)},
    "piquet-32": {n: "7" for n in range(2, 6)},
    "short-with-deuces": {n: "8+2" for n in range(3, 7)},
}
"""The lowest rank of each pack by table size; a ruleset allows the sizes whose hands (and
miss) and turned-up card its pack holds ([`Ruleset.allowed_players`][Ruleset.allowed_players])."""
MAX_PLAYERS = max(n for counts in _PACK_LOWEST.values() for n in counts)
"""The most players any pack allows (seventeen hands of three from 52 cards)."""


def _lowest_by_table(chosen: Chosen, hands_more: int) -> dict[int, str]:
    """The lowest rank of the pack by each table size the ruleset allows: the pack's own
    sizes, or the sides' (option ``sides``, from a pack whose cards do not depend on the
    table), where every hand (``hands_more``: the miss) and the turned-up card fit."""
    by_size = _PACK_LOWEST[chosen.pack]
    lowest = set(by_size.values())
    if chosen.sides is not Sides.NONE and len(lowest) == 1:
        by_size = dict.fromkeys(chosen.sides.tables, lowest.pop())
    elif chosen.sides is not Sides.NONE:
        by_size = {n: by_size[n] for n in chosen.sides.tables if n in by_size}
    size = sum(chosen.packets.sizes)
    return {n: low for n, low in by_size.items()
            if (n + hands_more) * size < len(pack_ranks(low)) * 4}  # fmt: skip


_SIDE_PAY = (TrickPay.SIDE_ONE_OR_FIVE, TrickPay.SIDE_ONE)
_ACE_HOLDER_TAKES = (Turnup.ACE_HOLDER_MUST_TAKE, Turnup.ACE_HOLDER_TAKES_FOLLOWING)


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A named set of option choices.

    ``reasons`` adds, per option, citations for why this ruleset makes its choice
    (for example an editorial decision) on top of the choice's own citations.
    """

    id: str
    title: str
    description: str
    options: Mapping[str, str]
    reasons: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    based_on: str | None = None
    reads: tuple[str, ...] = ()
    """The sources this ruleset reads, its own first: each ruleset names them (a preset's
    source is never guessed from its id), and they decide what it cites."""
    game: Game = MOUCHE
    """The game of the family it plays, whose words its rulings say
    ([`mouche.games`][mouche.games])."""
    chosen: Chosen = field(init=False, repr=False, compare=False)
    """The options as typed values: ``r.chosen.saving is Saving.GUARANTEE``."""
    # Typed views computed once, read by the engine's hot paths.
    limit: int | None = field(init=False, repr=False, compare=False)
    must_head: bool = field(init=False, repr=False, compare=False)
    penalty_enforcement: bool = field(init=False, repr=False, compare=False)
    chalks: bool = field(init=False, repr=False, compare=False)
    """Whether tricks are chalked over a game of five deals and paid at its end (option
    ``trick_pay`` = ``chalked``)."""
    trick_share: int = field(init=False, repr=False, compare=False)
    """A trick's part of the pot as its denominator (5, 3; option ``trick_pay``), 0 when a
    trick earns a jeton per mouche."""
    flush_top: bool = field(init=False, repr=False, compare=False)
    """Whether the top card makes a flush of four others (option ``flush``); the top card
    itself, with its trump suit, is the laws' ([`TrickLaws.top`][mouche.tricks.TrickLaws.top])."""
    laws: Mapping[str, TrickLaws] = field(init=False, repr=False, compare=False)
    """The laws of a trick by trump suit (see [`trick_laws`][Ruleset.trick_laws])."""
    asks: bool = field(init=False, repr=False, compare=False)
    """Whether a player may ask one who stood whether he saves the mouche (option ``questions``)."""
    exchanges: bool = field(init=False, repr=False, compare=False)
    """Whether cards may be changed from the talon (option ``exchange``)."""
    passes: bool = field(init=False, repr=False, compare=False)
    """Whether a hand may be thrown up (option ``passing``)."""
    guarantee: bool = field(init=False, repr=False, compare=False)
    """Whether the ruleset reads 'sauver la Mouche' as the Encyclopédie does (saving=guarantee)."""
    hand_size: int = field(init=False, repr=False, compare=False)
    """The cards dealt to each player, and so the tricks of a deal (option ``packets``)."""
    miss: bool = field(init=False, repr=False, compare=False)
    """Whether an extra hand, the miss, is dealt and may be taken (option ``exchange``)."""
    trump_leads: bool = field(init=False, repr=False, compare=False)
    """Whether the leader must lead the ace of trumps or a trump (option ``lead``)."""
    flushes: bool = field(init=False, repr=False, compare=False)
    """Whether a hand as dealt can win outright (option ``flush``)."""
    blazes: bool = field(init=False, repr=False, compare=False)
    """Whether five court cards win as a flush does (option ``blaze``)."""
    robs: bool = field(init=False, repr=False, compare=False)
    """Whether the turned-up card is taken: by the dealer who may, or the holder of the ace of
    trumps who must (option ``turnup``; who takes it:
    [`DealState.robber`][mouche.state.DealState.robber])."""
    must_rob: bool = field(init=False, repr=False, compare=False)
    """Whether the holder of the ace of trumps must take the turned-up card before any other
    decision (option ``turnup``, cotton1674.french-ruff.3)."""
    eldest_last: bool = field(init=False, repr=False, compare=False)
    """Whether the eldest hand decides last (option ``eldest_speaks``)."""
    heaps: bool = field(init=False, repr=False, compare=False)
    """Whether the stakes make Beast's three heaps (option ``heaps``)."""
    declares: bool = field(init=False, repr=False, compare=False)
    """Whether the first who says he plays plays against the field (option ``declarer``)."""
    sided: bool = field(init=False, repr=False, compare=False)
    """Whether two sides play for points, their tricks counted together (option ``sides``)."""
    allowed_players: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """The numbers of players this ruleset's pack deals: each hand (and the miss) and the
    turned-up card from the pack (ed.whole-pack-tables, ed.three-card-tables)."""
    # memos of citation() (by clause tuple), option_citation() (by option name), rule() (by
    # rule name) and deal_plan() (by table size and dealer)
    _citations: dict[tuple[str, ...] | str, Citation] = field(init=False, repr=False, compare=False)
    _rules: dict[str, Citation] = field(init=False, repr=False, compare=False)
    _plans: dict[tuple[int, int], DealPlan] = field(init=False, repr=False, compare=False)
    _lowest: dict[int, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        missing = [n for n in OPTIONS if n not in self.options]
        if missing:
            raise RulesetError(
                "ruleset {id!r} lacks options: {missing}", id=self.id, missing=", ".join(missing)
            )
        for name, label in self.options.items():
            if name not in OPTIONS:
                raise RulesetError(
                    "unknown option {name!r}; options: {options}",
                    name=name,
                    options=", ".join(OPTIONS),
                )
            OPTIONS[name].choice(label)
        if not self.reads:
            raise RulesetError("ruleset {id!r} names no source it reads", id=self.id)
        object.__setattr__(self, "_citations", {})
        object.__setattr__(self, "_rules", {})
        object.__setattr__(self, "_plans", {})
        object.__setattr__(self, "options", MappingProxyType(dict(self.options)))
        object.__setattr__(self, "reasons", MappingProxyType(dict(self.reasons)))
        chosen = Chosen.of(self.options)
        if chosen.saving is Saving.GUARANTEE and chosen.silence is Silence.COUNTS_AS_YES:
            raise RulesetError(
                "ruleset {id!r}: saving=guarantee needs silence=no-answer (under the "
                "Encyclopédie's reading silence guarantees nothing, so it cannot count as yes)",
                id=self.id,
            )
        if chosen.revoke_price is RevokePrice.THE_GAME and chosen.sides is Sides.NONE:
            raise RulesetError(
                "ruleset {id!r}: a renonce loses the whole game (revoke_price = the-game) only "
                "where two sides play (option sides)",
                id=self.id,
            )
        if (chosen.trick_pay in _SIDE_PAY) != (chosen.sides is not Sides.NONE):
            raise RulesetError(
                "the options trick_pay and sides go together: points are paid to sides, and "
                "sides play for points (ed.side-points)"
            )
        object.__setattr__(self, "chosen", chosen)
        object.__setattr__(self, "limit", chosen.mouche_limit)
        object.__setattr__(self, "must_head", chosen.must_head)
        object.__setattr__(self, "penalty_enforcement", chosen.enforcement is Enforcement.PENALTY)
        object.__setattr__(self, "trick_share", chosen.trick_pay.share)
        object.__setattr__(self, "chalks", chosen.trick_pay is TrickPay.CHALKED)
        object.__setattr__(self, "guarantee", chosen.saving is Saving.GUARANTEE)
        object.__setattr__(self, "asks", chosen.questions is Questions.ASKED)
        object.__setattr__(self, "exchanges", chosen.exchange is Changing.FROM_TALON)
        object.__setattr__(self, "miss", chosen.exchange is Changing.MISS)
        object.__setattr__(self, "flushes", chosen.flush is not Flush.NONE)
        object.__setattr__(self, "declares", chosen.declarer is Declarer.FIRST_WHO_PLAYS)
        object.__setattr__(self, "blazes", chosen.blaze is Blaze.AS_FLUSH)
        object.__setattr__(self, "robs", chosen.turnup is not Turnup.STAYS)
        object.__setattr__(self, "must_rob", chosen.turnup in _ACE_HOLDER_TAKES)
        object.__setattr__(self, "eldest_last", chosen.eldest_speaks is EldestSpeaks.LAST)
        object.__setattr__(self, "heaps", chosen.heaps is Heaps.KING_PLAY_TRIOLET)
        object.__setattr__(self, "trump_leads", chosen.lead is Lead.TRUMP_ACE)
        object.__setattr__(self, "hand_size", sum(chosen.packets.sizes))
        object.__setattr__(self, "_lowest", _lowest_by_table(chosen, self.miss))
        object.__setattr__(self, "allowed_players", tuple(self._lowest))
        object.__setattr__(self, "sided", chosen.sides is not Sides.NONE)
        object.__setattr__(self, "passes", chosen.passing is Passing.ALLOWED)
        four = chosen.flush is Flush.FOUR_WITH_TOP
        object.__setattr__(self, "flush_top", four and chosen.top_card is not TopCard.NONE)
        whist = chosen.ranking is Ranking.ACE_HIGH
        law = chosen.top_card_law
        free, civil = law is TopCardLaw.FREE, law is TopCardLaw.CIVIL
        again = chosen.trump_again
        laws = {s: trick_laws(s, self.top_of(s), whist, free, civil, again) for s in SUITS}
        object.__setattr__(self, "laws", laws)

    def cites(self, option: str) -> tuple[str, ...]:
        """The clause and decision ids behind this ruleset's choice for ``option``."""
        if option not in OPTIONS:
            raise RulesetError("unknown option {option!r}", option=option)
        own = OPTIONS[option].choice(self.options[option]).cites
        extra = tuple(c for c in self.reasons.get(option, ()) if c not in own)
        return own + extra

    def citation(self, clauses: tuple[str, ...]) -> Citation:
        """``clauses`` as this ruleset cites them: its own sources' and editorial decisions.

        Clauses of other sources are dropped when an own clause is among them; when
        none is, they are kept with a note saying that the own source is silent here.
        """
        known = self._citations.get(clauses)
        if known is None:
            known = self._citations[clauses] = self._cite(clauses)
        return known

    def _cite(self, clauses: tuple[str, ...]) -> Citation:
        own = tuple(c for c in clauses if source_of(c) in self.reads)
        if own:
            return Citation(tuple(c for c in clauses if c in own or source_of(c) == "ed"))
        borrowed = [c for c in clauses if source_of(c) != "ed"]
        if not borrowed:
            return Citation(clauses)
        sources = list(dict.fromkeys(_source_name(source_of(c)) for c in borrowed))
        return Citation(
            clauses,
            counted(
                "Not in {own}: {clauses} is cited from {sources}.",
                "Not in {own}: {clauses} are cited from {sources}.",
                len(borrowed),
                own=_source_name(self.reads[0]),
                clauses=both(borrowed),
                sources=both(sources),
            ),
        )

    def rule(self, name: str) -> Citation:
        """How this ruleset cites one of the shared [`RULES`][RULES]."""
        try:
            return self._rules[name]
        except KeyError:
            known = self._rules[name] = self.citation(RULES[name])
            return known

    def top_of(self, trump: str) -> Card | None:
        """The card above trumps with ``trump`` trumps (option ``top_card``), or None."""
        top = self.chosen.top_card.card(trump)
        return None if top is None else CARDS[top]

    def won_by(self, card: Card, top: Card | None) -> Citation:
        """How a trick won by ``card`` is cited: the shared rule, and the option
        ``top_card`` when it is ``top``, the top card above trumps."""
        if card is not top:
            return self._rules.get("trick-winner") or self.rule("trick-winner")
        return self.rule("trick-winner").plus(self.option_citation("top_card"))

    def option_citation(self, option: str) -> Citation:
        """How this ruleset cites its choice for ``option`` in a ruling or refusal."""
        try:
            return self._citations[option]  # a name, not a tuple of clause ids: no clash
        except KeyError:
            known = self._citations[option] = self.citation(self.cites(option))
            return known

    def replace(
        self, /, id: str | None = None, title: str | None = None, **options: Any
    ) -> Ruleset:
        """A variant with some options changed (values may be labels or whole numbers).

        The variant's label names the options that differ from this ruleset's, in the
        order of [`OPTIONS`][mouche.options.OPTIONS]: it follows from the options alone, so
        the same variant always has the same label (an option set to the value it has
        changes nothing).
        """
        new = dict(self.options)
        reasons = dict(self.reasons)
        for name, value in options.items():
            if name not in OPTIONS:
                raise RulesetError(
                    "unknown option {name!r}; options: {options}",
                    name=name,
                    options=", ".join(OPTIONS),
                )
            label = _label(value)
            OPTIONS[name].choice(label)
            if label != self.options[name]:
                new[name] = label
                reasons.pop(name, None)
        changed = ", ".join(f"{k}={new[k]}" for k in OPTIONS if new[k] != self.options[k])
        if not changed and id is None and title is None:
            return self
        return Ruleset(
            id or (f"{self.id}+{changed}" if changed else self.id),
            title or (Message("{} ({})", self.title, changed) if changed else self.title),
            self.description,
            new,
            reasons,
            self.id,
            self.reads,
            self.game,
        )

    def reading(self, *sources: str) -> Ruleset:
        """The same ruleset reading ``sources`` (its own first): they decide what it cites."""
        return dataclasses.replace(self, reads=sources)

    def lowest_rank(self, players: int) -> str:
        """The lowest rank in the pack for ``players`` players."""
        try:
            if players not in self.allowed_players:
                raise KeyError(players)
            return self._lowest[players]
        except (KeyError, TypeError):
            allowed = ", ".join(map(str, self.allowed_players))
            raise RulesetError(
                "ruleset {id!r} is for {allowed} players, not {players}",
                id=self.id,
                allowed=allowed,
                players=players,
            ) from None

    def ranks(self, players: int) -> tuple[str, ...]:
        """The ranks of the pack for ``players``, highest first (option ``ranking``)."""
        kept = pack_ranks(self.lowest_rank(players))
        order = WHIST_RANKS if self.chosen.ranking is Ranking.ACE_HIGH else RANKS
        return tuple(r for r in order if r in kept)

    def ante(self, players: int) -> int:
        """The dealer's ante for ``players`` players (vanderaa1721.deal, academie.5)."""
        return 5 if self.chosen.ante is Ante.FIVE else players

    def trick_laws(self, trump: str) -> TrickLaws:
        """The laws of a trick with ``trump`` under this ruleset (its top card, if any)."""
        return self.laws[trump]

    def deal_plan(self, players: int, dealer: int) -> DealPlan:
        """How ``players`` deal with ``dealer`` dealing; checks both (made once, then kept)."""
        plan = self._plans.get((players, dealer))
        if plan is None:
            lowest = self.lowest_rank(players)  # raises with the allowed counts
            packets = self.chosen.packets.sizes
            plan = plan_of(lowest, packets, players, dealer, miss=self.miss)
            self._plans[players, dealer] = plan
        return plan


def _source_name(source: str) -> str:
    return SOURCE_NAMES.get(source, source)


def _label(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    return str(value)


__all__ = [
    "MAX_PLAYERS",
    "OPTIONS",
    "RULES",
    "SOURCE_NAMES",
    "Choice",
    "Citation",
    "DealPlan",
    "Option",
    "Ruleset",
    "source_of",
]
