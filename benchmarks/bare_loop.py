"""A calibration, not the engine: the least work a played deal can take in CPython.

Cards are small ints (suit * 16 + power), hands are lists changed in place,
everyone stands, each seat follows suit or trumps and plays its highest or lowest
card, and the trick goes to the highest trump or the highest card of the suit led.
There are no rule checks, no states kept, no decisions, no questions, no
settlement and no record.  Whatever the engine does, it cannot beat this loop;
``deals_per_second.py`` prints its rate beside the engine's so that a target in
deals per second can be read against what this machine can do at all.
"""

from __future__ import annotations

import random

_PACK = [suit * 16 + power for suit in range(4) for power in range(6, 14)]


def bare_deals(n: int, rng: random.Random) -> None:
    """Shuffle, deal 2+3 to four seats, turn up a trump and play five tricks, ``n`` times."""
    for _ in range(n):
        deck = _PACK[:]
        rng.shuffle(deck)
        hands = [deck[0:2] + deck[8:11], deck[2:4] + deck[11:14], deck[4:6] + deck[14:17]]
        hands.append(deck[6:8] + deck[17:20])
        trump = deck[20] >> 4
        leader, won = 0, [0, 0, 0, 0]
        for _trick in range(5):
            trick: list[int] = []
            for k in range(4):
                hand = hands[(leader + k) % 4]
                if trick:
                    led = trick[0] >> 4
                    legal = [c for c in hand if c >> 4 == led]
                    legal = legal or [c for c in hand if c >> 4 == trump] or hand
                    card = min(legal)
                else:
                    card = max(hand)
                hand.remove(card)
                trick.append(card)
            best, top = 0, trick[0]
            for i in range(1, 4):
                c = trick[i]
                if (c >> 4 == top >> 4 and c > top) or (c >> 4 == trump != top >> 4):
                    best, top = i, c
            leader = (leader + best) % 4
            won[leader] += 1
