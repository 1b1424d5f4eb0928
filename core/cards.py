"""The French deck and its text notation, defined once for tests, logs and records.

A card is a short string: rank ``A 2 3 4 5 6 7 8 9 T J Q K`` followed by suit ``s h d c``
(♠♥♦♣), e.g. ``Ah Td 7s Qc``. A printed joker is ``X``. Cards of a second or third deck carry
``#2`` / ``#3`` (``Ah#2``, ``X#2``); within one deck the two jokers are identical, so hands are
multisets of these codes.
"""
from __future__ import annotations

RANKS = "A23456789TJQK"
SUITS = "shdc"
SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
JOKER = "X"
RANK_NUMBER = {r: i + 1 for i, r in enumerate(RANKS)}   # A=1 ... K=13, as the seeds count


def base(card: str) -> str:
    """The card without its deck suffix (``Ah#2`` -> ``Ah``)."""
    return card.split("#", 1)[0]


def is_joker(card: str) -> bool:
    return base(card) == JOKER


def rank(card: str) -> str:
    """The rank letter, or ``X`` for a joker."""
    b = base(card)
    return JOKER if b == JOKER else b[0]


def suit(card: str) -> str | None:
    """The suit letter, or None for a joker (a joker has no suit)."""
    b = base(card)
    return None if b == JOKER else b[1]


def is_card(text: str) -> bool:
    """True if ``text`` is a card code in this notation."""
    b, _, deck = text.partition("#")
    if deck and not (deck.isdigit() and 2 <= int(deck) <= 9):
        return False
    return b == JOKER or (len(b) == 2 and b[0] in RANKS and b[1] in SUITS)


def parse(text: str) -> list[str]:
    """Cards from space-separated notation; raise ValueError on an unknown code."""
    cards = text.split()
    bad = [c for c in cards if not is_card(c)]
    if bad:
        raise ValueError(f"not a card: {bad[0]!r}")
    return cards


def deck(jokers: int = 2, copy: int = 1) -> list[str]:
    """One 52-card deck plus ``jokers`` jokers; ``copy`` > 1 adds the ``#copy`` suffix."""
    suffix = "" if copy == 1 else f"#{copy}"
    return [r + s + suffix for s in SUITS for r in RANKS] + [JOKER + suffix] * jokers


def pretty(card: str) -> str:
    """The card with a suit symbol and a readable rank (``Td`` -> ``10♦``, ``X`` -> ``Joker``)."""
    b = base(card)
    if b == JOKER:
        return "Joker"
    r = "10" if b[0] == "T" else b[0]
    return r + SUIT_SYMBOLS[b[1]]


class CardList(tuple):
    """Cards as an argument of a translatable message: formats in card notation (``4♠ Joker``),
    and the GUI, seeing the type, renders it in the player's language instead."""

    def __str__(self) -> str:
        return " ".join(pretty(c) for c in self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)
