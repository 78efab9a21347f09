"""Hand records: a whole deal as TOML text, replayed by the tests, the site and the browser.

A record gives the ruleset (a preset id, with optional ``[rules]`` overrides),
the table, the cards (a whole ``deck`` top first, or ``hands``, ``turnup`` and
``talon``) and the actions in order::

    ruleset = "vanderaa1721"
    players = 4
    dealer = 0
    pot = 0
    deck = "KS QS JS ..."
    actions = ["p1 stand", "p2 pass", ...]

A session record chains such deals in a ``[[deals]]`` array.  The package's rooms:
the input contract every record's text keeps
([`contract`][mouche.records.contract]), the record model
([`model`][mouche.records.model]), reading and writing the TOML
([`reading`][mouche.records.reading], [`writing`][mouche.records.writing]), replaying
([`replays`][mouche.records.replays]) and the JSON of a replay
([`to_json`][mouche.records.to_json]).  Their public names are read from here:

>>> rec = parse_record('ruleset = "vanderaa1721"\\nplayers = 3\\nhands = ["KS QS JS AS 10S",'
...     '"KH QH JH AH 10H", "KD QD JD AD 10D"]\\nturnup = "KC"\\nactions = ["p1 declare"]')
>>> out = replay_json(rec)
>>> out["status"], out["mouche"], out["deltas"]
('complete', {'holder': 1, 'suit': 'H', 'points': 50}, [-5, 5, 0])
"""

from mouche.records.model import FIRST_DEAL_ONLY, MAX_DEALS, HandRecord, SessionRecord
from mouche.records.reading import (
    is_session,
    parse_any,
    parse_record,
    parse_session,
    record_from_table,
    session_from_table,
)
from mouche.records.replays import (
    STATUS_WORDS,
    Replay,
    Step,
    replay,
    replay_session,
    session_status,
    status_words,
)
from mouche.records.to_json import replay_json, replay_to_json, ruling_json, session_to_json
from mouche.records.writing import format_record, format_session

__all__ = [
    "FIRST_DEAL_ONLY",
    "MAX_DEALS",
    "STATUS_WORDS",
    "HandRecord",
    "Replay",
    "SessionRecord",
    "Step",
    "format_record",
    "format_session",
    "is_session",
    "parse_any",
    "parse_record",
    "parse_session",
    "record_from_table",
    "replay",
    "replay_json",
    "replay_session",
    "replay_to_json",
    "ruling_json",
    "session_from_table",
    "session_status",
    "session_to_json",
    "status_words",
]
