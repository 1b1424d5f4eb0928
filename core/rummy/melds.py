"""Melds of the rummy family: runs (ラン), straight runs (ストレートラン) and sets (セット).

A **run** is three or more cards of one suit in consecutive rank order; the Ace is low (A-2-3) or
high (Q-K-A) but never both at a wrap (K-A-2 is no run). A **straight run** is a run in which no
wild card (ワイルドカード) stands in for another card. A **set** is three or more cards of one rank,
all of different suits. Wild cards replace any card; a meld may be made mostly, or only, of wilds.

:func:`classify` gives the best reading of a group of cards (straight run > run > set) and its
display order; :func:`why_not_meld` says, in words a player understands, why a group is no meld.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from core.cards import RANK_NUMBER, SUITS, base, is_joker, pretty, rank, suit
from core.engine import Msg, QT_TRANSLATE_NOOP, msg

TIERS = ("seed_three_tier", "india_two_tier")
MAX_RUN = 13          # a run holds each rank once: A-2-...-K or 2-...-K-A at most
ACE_HIGH = 14         # the Ace's place above the King (Q-K-A)


@dataclass(frozen=True)
class MeldRules:
    """The meld and counting options of a round.

    ``wild_ranks``: rank letters wild this round (the cut joker's rank, or "A" under
    aces_also_wild); printed jokers are always wild. ``set_max_size``: 4, or None for no limit
    (extra wilds in a set). ``wild_natural_is_pure``: a card of a wild rank standing for itself
    keeps a run straight. ``triple_identical_is_pure``: three identical cards (3 decks) count as a
    straight run. ``life_min_four``: one of the two required runs must have four or more cards.
    ``tiers``: how a loser counts, "seed_three_tier" or "india_two_tier".
    """

    wild_ranks: frozenset = frozenset()
    set_max_size: int | None = 4
    wild_natural_is_pure: bool = True
    triple_identical_is_pure: bool = False
    life_min_four: bool = False
    tiers: str = "seed_three_tier"

    def __post_init__(self) -> None:
        object.__setattr__(self, "wild_ranks", frozenset(self.wild_ranks))
        if not self.wild_ranks <= set(RANK_NUMBER):
            raise ValueError(f"wild_ranks must be rank letters of {''.join(RANK_NUMBER)}: {sorted(self.wild_ranks)}")
        if self.set_max_size is not None and self.set_max_size < 3:
            raise ValueError(f"set_max_size must be None or at least 3: {self.set_max_size}")
        if self.tiers not in TIERS:
            raise ValueError(f"tiers must be one of {TIERS}: {self.tiers!r}")


@dataclass(frozen=True)
class Meld:
    """A meld as shown: ``kind`` is "straight_run", "run" or "set"; ``cards`` in display order
    (a run low to high with each wild at the place it stands for, a set natural cards then wilds)."""

    kind: str
    cards: tuple


def is_wild(card: str, rules: MeldRules) -> bool:
    """A printed joker, or any card of a wild rank this round (ワイルドカード)."""
    return is_joker(card) or rank(card) in rules.wild_ranks


def card_value(card: str, rules: MeldRules) -> int:
    """Points of a card when counting: wild 0; 2-10 face value; J, Q, K and A 10."""
    if is_wild(card, rules):
        return 0
    r = RANK_NUMBER[rank(card)]
    return 10 if r == 1 or r >= 10 else r


def can_stand_for_itself(card: str, rules: MeldRules) -> bool:
    """Whether ``card`` may count as a natural card in a straight run: any non-wild card, and a
    wild-rank card in its own place if ``wild_natural_is_pure``. A printed joker never."""
    return not is_joker(card) and (rules.wild_natural_is_pure or not is_wild(card, rules))


def places(card: str) -> tuple[int, ...]:
    """The run places a card can take: its rank number, and 14 too for an Ace."""
    r = RANK_NUMBER[rank(card)]
    return (1, ACE_HIGH) if r == 1 else (r,)


def classify(cards: Iterable[str], rules: MeldRules) -> Meld | None:
    """The best reading of exactly these cards: straight run > run > set; None if no meld."""
    cards = tuple(cards)
    if len(cards) < 3:
        return None
    straight = _straight_run(cards, rules)
    if straight is not None:
        return Meld("straight_run", straight)
    run = _run(cards, rules)
    if run is not None:
        return Meld("run", run)
    group = _set(cards, rules)
    if group is not None:
        return Meld("set", group)
    return None


def _copy_order(card: str) -> tuple:
    """A fixed order of cards (suit, then code; jokers last), so that a meld reads the same
    whatever order its cards came in."""
    return (SUITS.index(suit(card)) if suit(card) else 4, card)


def _straight_run(cards: tuple, rules: MeldRules) -> tuple | None:
    """Display order if the cards are a straight run (ストレートラン), else None."""
    if not all(can_stand_for_itself(c, rules) for c in cards):
        return None
    if rules.triple_identical_is_pure and len(cards) == 3 and len({base(c) for c in cards}) == 1:
        return tuple(sorted(cards, key=_copy_order))
    if len({suit(c) for c in cards}) != 1 or len({rank(c) for c in cards}) != len(cards):
        return None
    for ace in (1, ACE_HIGH):
        placed = sorted(cards, key=lambda c: ace if rank(c) == "A" else RANK_NUMBER[rank(c)])
        numbers = [ace if rank(c) == "A" else RANK_NUMBER[rank(c)] for c in placed]
        if numbers[-1] - numbers[0] == len(cards) - 1:
            return tuple(placed)
    return None


def _run(cards: tuple, rules: MeldRules) -> tuple | None:
    """Display order if the cards are a run (ラン) with wilds, else None."""
    n = len(cards)
    naturals = [c for c in cards if not is_wild(c, rules)]
    wilds = sorted((c for c in cards if is_wild(c, rules)), key=_copy_order)
    if n > MAX_RUN:
        return None
    if not naturals:
        return tuple(wilds)
    if len({suit(c) for c in naturals}) != 1 or len({rank(c) for c in naturals}) != len(naturals):
        return None
    for ace in (1, ACE_HIGH):
        at = {(ace if rank(c) == "A" else RANK_NUMBER[rank(c)]): c for c in naturals}
        low, high = min(at), max(at)
        if high - low + 1 > n:
            continue
        top = ACE_HIGH if ace == ACE_HIGH else MAX_RUN
        start = min(low, top - n + 1)
        return _lay_out(at, wilds, start, n, suit(naturals[0]))
    return None


def _lay_out(at: dict, wilds: list, start: int, n: int, run_suit: str) -> tuple:
    """A run low to high: natural cards at their places; a wild-rank card of the run's suit at
    its own place when that place is free; the other wilds in the remaining places."""
    window = range(start, start + n)
    slots = dict(at)
    rest = []
    for w in wilds:
        own = [] if is_joker(w) or suit(w) != run_suit else \
            [p for p in places(w) if p in window and p not in slots]
        if own:
            slots[own[0]] = w
        else:
            rest.append(w)
    for p in window:
        if p not in slots:
            slots[p] = rest.pop(0)
    return tuple(slots[p] for p in window)


def _set(cards: tuple, rules: MeldRules) -> tuple | None:
    """Display order if the cards are a set (セット), else None."""
    naturals = [c for c in cards if not is_wild(c, rules)]
    wilds = sorted((c for c in cards if is_wild(c, rules)), key=_copy_order)
    if rules.set_max_size is not None and len(cards) > rules.set_max_size:
        return None
    if len({rank(c) for c in naturals}) > 1 or len({base(c) for c in naturals}) != len(naturals):
        return None
    return tuple(sorted(naturals, key=_copy_order)) + tuple(wilds)


def why_not_meld(cards: Iterable[str], rules: MeldRules) -> Msg | None:
    """Why a group of cards is no meld, for the player; None if it is one."""
    cards = tuple(cards)
    if classify(cards, rules) is not None:
        return None
    if len(cards) < 3:
        return msg("rummy", QT_TRANSLATE_NOOP("rummy", "A meld needs at least three cards."))
    naturals = [c for c in cards if not is_wild(c, rules)]
    ranks = {rank(c) for c in naturals}
    suits = {suit(c) for c in naturals}
    twin = _first_twin(naturals)
    if len(ranks) == 1 and len(naturals) >= 2:
        if twin is not None:
            return msg("rummy", QT_TRANSLATE_NOOP(
                "rummy", "Two identical cards ({card}) can never be in one set (セット)."), card=pretty(twin))
        return msg("rummy", QT_TRANSLATE_NOOP("rummy", "A set (セット) can have at most {size} cards."),
                   size=rules.set_max_size)
    if len(suits) == 1:
        return _why_not_run(cards, naturals, twin)
    if len(ranks) == len(naturals) and _gap_needed(naturals, len(cards), wrap=False) == 0:
        return msg("rummy", QT_TRANSLATE_NOOP("rummy", "A run (ラン) must be all of one suit."))
    return msg("rummy", QT_TRANSLATE_NOOP(
        "rummy", "These cards are neither of one suit (a run, ラン) nor of one rank (a set, セット)."))


def _first_twin(cards: list) -> str | None:
    seen = set()
    for c in cards:
        if base(c) in seen:
            return c
        seen.add(base(c))
    return None


def _why_not_run(cards: tuple, naturals: list, twin: str | None) -> Msg:
    """The reason a one-suit group is no run."""
    if twin is not None:
        return msg("rummy", QT_TRANSLATE_NOOP("rummy", "A run (ラン) cannot hold {card} twice."), card=pretty(twin))
    if len(cards) > MAX_RUN:
        return msg("rummy", QT_TRANSLATE_NOOP("rummy", "A run (ラン) can have at most 13 cards."))
    missing = _gap_needed(naturals, len(cards), wrap=False)
    if _gap_needed(naturals, len(cards), wrap=True) == 0 and missing != 0:
        return msg("rummy", QT_TRANSLATE_NOOP(
            "rummy", "K-A-2 is no run (ラン): the Ace is low (A-2-3) or high (Q-K-A), never both."))
    return msg("rummy", QT_TRANSLATE_NOOP(
        "rummy", "The gaps are too large for the wild cards: this run (ラン) needs {count} more."),
        count=missing)


def _gap_needed(naturals: list, n: int, wrap: bool) -> int | None:
    """How many more cards ``naturals`` (distinct ranks) need to fill a run of at least ``n``
    places: 0 if they fit; with ``wrap`` the ranks may run on from K to A-2 (never legal)."""
    numbers = sorted({RANK_NUMBER[rank(c)] for c in naturals})
    if len(numbers) != len(naturals):
        return None
    if wrap:
        spans = [(numbers[i - 1] - numbers[i]) % 13 + 1 for i in range(len(numbers))]
    else:
        spans = [numbers[-1] - numbers[0] + 1]
        if numbers[0] == 1:
            high = numbers[1:] + [ACE_HIGH]
            spans.append(high[-1] - high[0] + 1)
    return max(0, min(spans) - n)
