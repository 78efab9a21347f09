"""Players that reason: what a seat knows, worlds consistent with it, a search, a hint.

[`mouche.players.information`][mouche.players.information] builds what one seat knows and
deals whole deals consistent with it; [`mouche.players.search`][mouche.players.search] values
each action open to a seat by playing those worlds out;
[`mouche.players.reasoning`][mouche.players.reasoning] is the player that takes the best;
[`mouche.players.hint`][mouche.players.hint] shows the values.
"""
