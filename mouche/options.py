"""The options a ruleset chooses among: each value citing its clauses.

An [`Option`][Option] names a rule on which the sources differ or are silent; each of its
[`Choice`][Choice]s cites the clauses or editorial decisions it rests on.  A ruleset reads its
choices as strings ([`Ruleset.options`][mouche.rulesets.Ruleset.options], as records write them)
and, for the engine, as typed values ([`Chosen`][mouche.chosen.Chosen]: one enum member, flag
or number per option, in [`mouche.chosen`][mouche.chosen]), so that no rule compares strings.

>>> OPTIONS["mouche_limit"].choice("20").label
'N'
>>> from mouche.chosen import Chosen
>>> first = {name: option.choices[0].label for name, option in OPTIONS.items()}
>>> Chosen.of({**first, "mouche_limit": "20"}).mouche_limit, Chosen.of(first).saving
(20, <Saving.HOLD_BACK: 'hold-back'>)
"""

from __future__ import annotations

from mouche.choices import Choice, Option
from mouche.options_deal import DEALING
from mouche.options_play import PLAYING

OPTIONS: dict[str, Option] = {o.name: o for o in (*DEALING, *PLAYING)}
"""Every option, by name: those of the deal and the stakes
([`mouche.options_deal`][mouche.options_deal]), then those of speaking and playing
([`mouche.options_play`][mouche.options_play])."""

__all__ = ["OPTIONS", "Choice", "Option"]
