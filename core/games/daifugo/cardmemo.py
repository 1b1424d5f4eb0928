""":mod:`core.cards`' ``base``, ``is_joker``, ``rank`` and ``suit``, remembered per card code.

The engine, the conditions of added rules and the AI's rollouts ask them of the same few card
codes hundreds of thousands of times a game; a dictionary lookup costs a fraction of splitting
the code each time. The answers are those of :mod:`core.cards` (worked out there on first use).
"""
from __future__ import annotations

from core import cards

_MAX = 4096          # distinct codes remembered per function (a deck has 54; a safeguard)


def _remembered(fn):
    table: dict[str, object] = {}

    def fast(card):
        try:
            return table[card]
        except KeyError:
            value = fn(card)
            if len(table) >= _MAX:
                table.clear()
            table[card] = value
            return value

    fast.__name__, fast.__qualname__, fast.__doc__ = fn.__name__, fn.__qualname__, fn.__doc__
    return fast


base = _remembered(cards.base)
is_joker = _remembered(cards.is_joker)
rank = _remembered(cards.rank)
suit = _remembered(cards.suit)
