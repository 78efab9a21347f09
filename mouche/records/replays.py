"""Replaying records: a record's actions applied in order, each step with its rulings.

A hand record replays to a [`Replay`][mouche.records.replays.Replay]; a session
record to a [`Session`][mouche.session.Session] of replays, chained by the session's
own rule ([`mouche.session.carried`][mouche.session.carried]), as a player's
session is.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from mouche.actions import Action, parse_action
from mouche.deal import Deal
from mouche.errors import IllegalAction, RecordError
from mouche.messages import Message
from mouche.records.model import HandRecord, SessionRecord
from mouche.rulings import Ruling, describe
from mouche.session import Session, carried
from mouche.settlement import Settlement, settle


@dataclass(frozen=True, slots=True)
class Step:
    """One applied action and its rulings."""

    action: Action
    before: Deal
    after: Deal
    rulings: tuple[Ruling, ...]


@dataclass(frozen=True, slots=True)
class Replay:
    """The result of replaying a record: the deal as far as it went, and why it stopped."""

    record: HandRecord
    start: Deal
    """The deal as dealt."""
    deal: Deal
    """The deal as far as the record's actions took it."""
    steps: tuple[Step, ...]
    error: tuple[int, IllegalAction] | None
    settlement: Settlement | None

    @property
    def status(self) -> str:
        """``"illegal"``, ``"complete"`` (the deal is over) or ``"incomplete"``."""
        if self.error is not None:
            return "illegal"
        return "complete" if self.deal.is_over else "incomplete"


def replay(record: HandRecord) -> Replay:
    """Apply the record's actions in order, stopping at the first illegal one."""
    start = deal = record.start()
    steps: list[Step] = []
    error = None
    for i, text in enumerate(record.actions):
        action = parse_action(text)
        try:
            nxt = deal.apply(action)
        except IllegalAction as e:
            error = (i, e)
            break
        steps.append(Step(action, deal, nxt, tuple(describe(deal, action, nxt))))
        deal = nxt
    st = settle(deal) if deal.is_over else None
    if st is not None and steps:
        last = steps[-1]
        steps[-1] = Step(last.action, last.before, last.after, last.rulings + st.rulings)
    return Replay(record, start, deal, tuple(steps), error, st)


def replay_session(record: SessionRecord) -> Session[Replay]:
    """Replay the deals in order, each starting from the basket and owed mouches left before.

    Stops at an illegal action; a deal left unfinished cannot be followed by another.
    So the last deal's status is the session's (see
    [`session_status`][mouche.records.replays.session_status]).
    """
    replays: list[Replay] = []
    for k, rec in enumerate(record.deals):
        if replays:
            prev = replays[-1]
            if prev.settlement is None:
                if prev.error is not None:
                    break
                raise RecordError(
                    "deal {k} is not finished, but deal {k2} follows it", k=k, k2=k + 1
                )
            rec = dataclasses.replace(rec, **carried(prev.deal, prev.settlement)._asdict())
        replays.append(replay(rec))
        if replays[-1].error is not None:
            break
    return Session(tuple(replays))


STATUS_WORDS: dict[str, Message] = {
    "complete": Message("complete"),
    "incomplete": Message("incomplete"),
    "illegal": Message("illegal"),
}
"""A replay's status (``Replay.status``, the ``status`` of its JSON: a code, the same in
every language) in words, as the command line and the site's replay summary say it."""


def status_words(status: str) -> Message:
    """``status`` (a replay's code) in words; an unknown one as it is.

    >>> status_words("complete").render("fr")
    'terminée'
    """
    return STATUS_WORDS.get(status) or Message("{}", status)


def session_status(session: Session[Replay]) -> str:
    """``"illegal"``, ``"complete"`` (every deal over) or ``"incomplete"`` (the last not over).

    A replayed session stops at its first illegal action, and only its last deal may
    be unfinished, so the last deal's status is the session's.
    """
    return session[-1].status
