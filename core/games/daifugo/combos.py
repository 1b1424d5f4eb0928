"""Card combinations of plain daifugō (seed §2.4): n cards of equal strength, Jokers wild.

Strength (カードの強さ): 3 < 4 < … < K < A < 2, and a Joker is stronger than every rank. A Joker
has no suit; in a combination of two or more cards it stands in for the natural rank. An
all-Joker combination has Joker strength.
"""
from __future__ import annotations

from itertools import combinations

from core.cards import JOKER, SUITS, base, is_joker, rank

ORDER = "3456789TJQKA2"
STRENGTH = {r: i for i, r in enumerate(ORDER)}
JOKER_STRENGTH = len(ORDER)          # 13: above every rank
SUIT_ORDER = {s: i for i, s in enumerate(SUITS)}


_KEYS: dict[str, tuple[int, int, str]] = {}


def sort_key(card: str) -> tuple[int, int, str]:
    """Hand order: weakest first, then by suit; Jokers last. (Memoised: it is on the hot path.)"""
    key = _KEYS.get(card)
    if key is None:
        b = base(card)
        key = (JOKER_STRENGTH, -1, card) if b == JOKER else (STRENGTH[b[0]], SUIT_ORDER[b[1]], card)
        _KEYS[card] = key
    return key


def card_strength(card: str) -> int:
    """The strength of one card (Joker 13)."""
    return sort_key(card)[0]


def canonical(cards) -> tuple[str, ...]:
    """A combination in its canonical order (so equal plays compare equal)."""
    return tuple(sorted(cards, key=sort_key))


def is_combination(cards) -> bool:
    """True for n ≥ 1 cards whose natural cards all share one rank (「カードの組み合わせ」)."""
    naturals = {rank(c) for c in cards if not is_joker(c)}
    return len(cards) >= 1 and len(naturals) <= 1


def strength(cards) -> int:
    """The strength of a combination: its natural rank, or Joker strength if all Jokers."""
    return min(sort_key(c)[0] for c in cards)


def beats(cards, top) -> bool:
    """Whether ``cards`` may be played on the field card(s) ``top`` (「出せるカード」):
    the same number of cards and strictly stronger."""
    return len(cards) == len(top) and is_combination(cards) and strength(cards) > strength(top)


def combinations_in(hand, count: int | None = None, above: int = -1) -> list[tuple[str, ...]]:
    """Every distinct combination in ``hand`` (optionally of exactly ``count`` cards and
    stronger than strength ``above``), in canonical order, without duplicates."""
    by_strength: dict[int, list[str]] = {}
    joker_cards: list[str] = []
    for c in sorted(set(hand), key=sort_key):
        st = sort_key(c)[0]
        if st == JOKER_STRENGTH:
            joker_cards += [c] * hand.count(c)
        elif st > above:
            by_strength.setdefault(st, []).append(c)
    jokers = len(joker_cards)
    out: list[tuple[str, ...]] = []
    longest = max((len(c) for c in by_strength.values()), default=0) + jokers
    sizes = range(1, min(len(hand), longest) + 1) if count is None else (count,)
    for size in sizes:
        for st, cards in by_strength.items():      # ascending strength; cards in canonical order
            for j in range(0, min(jokers, size - 1) + 1):
                k = size - j
                if 1 <= k <= len(cards):
                    tail = tuple(joker_cards[:j])
                    out += [nat + tail for nat in combinations(cards, k)]
        if JOKER_STRENGTH > above and 1 <= size <= jokers:
            out.append(tuple(joker_cards[:size]))
    return out
