"""Card combinations of plain daifugō (seed §2.4): n cards of equal strength, Jokers wild.

Strength (カードの強さ): 3 < 4 < … < K < A < 2, and a Joker is stronger than every rank. A Joker
has no suit; in a combination of two or more cards it stands in for the natural rank. An
all-Joker combination has Joker strength.
"""
from __future__ import annotations

from itertools import combinations

from core.cards import JOKER, SUITS

from .cardmemo import base, is_joker, rank

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
    keys = _KEYS
    for c in hand:
        key = keys.get(c) or sort_key(c)
        st = key[0]
        if st == JOKER_STRENGTH:
            joker_cards.append(c)
        elif st > above:
            group = by_strength.get(st)
            if group is None:
                by_strength[st] = [c]
            elif c not in group:
                group.append(c)
    if len(joker_cards) > 1:
        joker_cards.sort(key=sort_key)
    groups = []
    for st in sorted(by_strength):                 # ascending strength; cards in canonical order
        cards = by_strength[st]
        if len(cards) > 1:
            cards.sort(key=sort_key)
        groups.append(cards)
    jokers = len(joker_cards)
    out: list[tuple[str, ...]] = []
    longest = max(map(len, groups), default=0) + jokers
    sizes = range(1, min(len(hand), longest) + 1) if count is None else (count,)
    for size in sizes:
        for cards in groups:
            if size == 1:
                out += [(c,) for c in cards]
                continue
            for j in range(0, min(jokers, size - 1) + 1):
                k = size - j
                if 1 <= k <= len(cards):
                    tail = tuple(joker_cards[:j])
                    out += [nat + tail for nat in combinations(cards, k)]
        if JOKER_STRENGTH > above and 1 <= size <= jokers:
            out.append(tuple(joker_cards[:size]))
    return out


# --- shapes: the kinds of combination added rules may allow (階段, エンペラー) -----------------------

SET, SEQUENCE, EMPEROR = "set", "sequence", "emperor"
#: The action kind that plays each shape (a set is the base game's "play").
PLAY_KIND = {SET: "play", SEQUENCE: "sequence", EMPEROR: "emperor"}
KIND_OF_ACTION = {v: k for k, v in PLAY_KIND.items()}


class Shape(tuple):
    """What a played combination is: ``(kind, size, level, ranks, suits)``.

    ``level`` is the comparison strength in the normal order (a set: its rank's strength, 13 for
    Jokers only; a sequence or emperor: the strength of its lowest card). ``ranks`` are the ranks
    the cards stand for, Jokers resolved; ``suits`` the suits of the natural cards.
    """

    __slots__ = ()
    kind = property(lambda self: self[0])
    size = property(lambda self: self[1])
    level = property(lambda self: self[2])
    ranks = property(lambda self: self[3])
    suits = property(lambda self: self[4])


def _set_shape(cards) -> Shape | None:
    if not is_combination(cards):
        return None
    naturals = [c for c in cards if not is_joker(c)]
    if not naturals:
        return Shape((SET, len(cards), JOKER_STRENGTH, (), frozenset()))
    r = rank(naturals[0])
    return Shape((SET, len(cards), STRENGTH[r], (r,) * len(cards), frozenset(base(c)[1] for c in naturals)))


def _run_span(cards, same_suit: bool) -> tuple[int, frozenset] | None:
    """The lowest position of a run of consecutive ranks made of ``cards`` (Jokers fill the gaps
    first, then extend the run upwards, then downwards), or None."""
    naturals = [c for c in cards if not is_joker(c)]
    if not naturals:
        return None
    positions = sorted(STRENGTH[rank(c)] for c in naturals)
    if len(set(positions)) != len(positions):
        return None
    suits = frozenset(base(c)[1] for c in naturals)
    if same_suit and len(suits) != 1:
        return None
    if not same_suit and len(suits) != len(naturals):
        return None
    gaps = positions[-1] - positions[0] + 1 - len(positions)
    jokers = len(cards) - len(naturals)
    if gaps > jokers:
        return None
    low = positions[0]
    top = positions[-1] + (jokers - gaps)
    if top >= len(ORDER):
        low -= top - (len(ORDER) - 1)
    if low < 0:
        return None
    return low, suits


def sequence_shape(cards, min_len: int = 3) -> Shape | None:
    """階段: ``min_len`` or more consecutive ranks of one suit (3 4 5 … K A 2, no wrap), Jokers
    filling gaps; compared by the lowest card."""
    if len(cards) < min_len:
        return None
    span = _run_span(cards, same_suit=True)
    if span is None:
        return None
    low, suits = span
    return Shape((SEQUENCE, len(cards), low, tuple(ORDER[low:low + len(cards)]), suits))


def emperor_shape(cards) -> Shape | None:
    """エンペラー: four consecutive ranks in four different suits (Jokers fill gaps)."""
    if len(cards) != 4:
        return None
    span = _run_span(cards, same_suit=False)
    if span is None:
        return None
    low, suits = span
    return Shape((EMPEROR, 4, low, tuple(ORDER[low:low + 4]), suits))


_SHAPES: dict[tuple, Shape | None] = {}


def shape_of(cards, kind: str = SET, min_len: int = 3) -> Shape | None:
    """The shape of ``cards`` played as ``kind``, or None if they do not form one. (Memoised
    for tuples: the engine asks it for every candidate play of every turn.)"""
    if type(cards) is not tuple:
        return _shape_of(cards, kind, min_len)
    key = (cards, kind, min_len)
    try:
        return _SHAPES[key]
    except KeyError:
        pass
    if len(_SHAPES) > 100_000:
        _SHAPES.clear()
    got = _SHAPES[key] = _shape_of(cards, kind, min_len)
    return got


def _shape_of(cards, kind: str, min_len: int) -> Shape | None:
    if kind == SET:
        return _set_shape(cards)
    if kind == SEQUENCE:
        return sequence_shape(cards, min_len)
    if kind == EMPEROR:
        return emperor_shape(cards)
    return None


def stronger(a: Shape, b: Shape, inverted: bool = False) -> bool:
    """Whether shape ``a`` beats ``b``: the same kind and size, and stronger in the current order
    (reversed by 革命 / 11バック; Jokers only are strongest either way)."""
    if a.kind != b.kind or a.size != b.size:
        return False
    if b.level == JOKER_STRENGTH:
        return False
    if a.level == JOKER_STRENGTH:
        return True
    return a.level < b.level if inverted else a.level > b.level


_RUNS: dict[tuple, list] = {}


def runs_in(hand, min_len: int = 3, emperor: bool = False, length: int | None = None) -> list[tuple[str, ...]]:
    """Every distinct sequence (階段, or with ``emperor`` the four-suit runs) in ``hand``
    (only those of ``length`` cards if given). Memoised: search asks for the same hands often."""
    key = (tuple(sorted(hand)), min_len, emperor, length)
    found = _RUNS.get(key)
    if found is None:
        if len(_RUNS) > 50000:
            _RUNS.clear()
        found = _RUNS[key] = _runs_in(hand, min_len, emperor, length)
    return list(found)


def _runs_in(hand, min_len: int, emperor: bool, length: int | None) -> list[tuple[str, ...]]:
    jokers = [c for c in hand if is_joker(c)]
    naturals = sorted({c for c in hand if not is_joker(c)}, key=sort_key)
    out: set[tuple[str, ...]] = set()
    n = len(ORDER)
    if emperor:
        if length not in (None, 4):
            return []
        by_pos: dict[int, list[str]] = {}
        for c in naturals:
            by_pos.setdefault(STRENGTH[rank(c)], []).append(c)
        for low in range(0, n - 3):
            for pick in _distinct_suit_picks([by_pos.get(p, []) for p in range(low, low + 4)], len(jokers)):
                cards = canonical(tuple(pick) + tuple(jokers[:4 - len(pick)]))
                if emperor_shape(cards) is not None:
                    out.add(cards)
        return sorted(out, key=lambda cs: (len(cs), [sort_key(c) for c in cs]))
    lengths = range(min_len, n + 1) if length is None else ([length] if length >= min_len else [])
    if not jokers:
        return _plain_runs(naturals, min_len, lengths)
    for s in SUITS:
        have = {STRENGTH[rank(c)]: c for c in naturals if base(c)[1] == s}
        if not have or len(have) + len(jokers) < min_len:
            continue
        for ln in lengths:
            for low in range(0, n - ln + 1):
                pick = [have[p] for p in range(low, low + ln) if p in have]
                missing = ln - len(pick)
                if not pick or missing > len(jokers):
                    continue
                for spare in range(0, min(len(jokers) - missing, len(pick) - 1) + 1):
                    for keep in combinations(pick, len(pick) - spare):   # Jokers may stand in
                        cards = canonical(keep + tuple(jokers[:missing + spare]))
                        if sequence_shape(cards, min_len) is not None:
                            out.add(cards)
    return sorted(out, key=lambda cs: (len(cs), [sort_key(c) for c in cs]))


def _plain_runs(naturals: list[str], min_len: int, lengths) -> list[tuple[str, ...]]:
    """The sequences of a hand without Jokers: every window of ``lengths`` consecutive ranks of
    one suit that the hand holds whole (what :func:`_runs_in` finds then, found directly)."""
    out: set[tuple[str, ...]] = set()
    for s in SUITS:
        have = {STRENGTH[rank(c)]: c for c in naturals if base(c)[1] == s}
        if len(have) < min_len:
            continue
        positions = sorted(have)
        start = 0
        for i in range(1, len(positions) + 1):          # each maximal stretch of consecutive ranks
            if i < len(positions) and positions[i] == positions[i - 1] + 1:
                continue
            lo, hi = positions[start], positions[i - 1]
            start = i
            for ln in lengths:
                for low in range(lo, hi - ln + 2):
                    out.add(canonical(tuple(have[p] for p in range(low, low + ln))))
    return sorted(out, key=lambda cs: (len(cs), [sort_key(c) for c in cs]))


def _distinct_suit_picks(slots: list[list[str]], jokers: int):
    """One card or a Joker per position, the natural cards all of different suits."""
    def rec(i: int, used: frozenset, acc: list, free: int):
        if i == len(slots):
            if acc:
                yield list(acc)
            return
        if free:
            yield from rec(i + 1, used, acc, free - 1)
        for c in slots[i]:
            s = base(c)[1]
            if s not in used:
                yield from rec(i + 1, used | {s}, acc + [c], free)
    yield from rec(0, frozenset(), [], jokers)
