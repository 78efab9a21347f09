"""What the three trees of one site share: made once by the first build that needs it.

The English build builds the French and Russian trees in its own process
(``sitegen.languages``); what does not depend on the language (the site's data, every
citation, the TEI and plain-text exports, the bibliography files) is made once for
the three. The English build's start (``new_site``) forgets what the last site made.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

T = TypeVar("T")

_made: dict[tuple[str, ...], object] = {}


def once(key: tuple[str, ...], make: Callable[[], T]) -> T:
    """``make()``, called the first time ``key`` is asked for in this site's builds."""
    if key not in _made:
        _made[key] = make()
    return cast(T, _made[key])


def new_site() -> None:
    """A new site is being built: nothing made for the last one is kept."""
    _made.clear()
