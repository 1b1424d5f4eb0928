"""Waits, 確定暗刻 and the forced kan of Anmika sanma (shared/rules/anmika.md §2.3-§2.5).

- :func:`anmika_waits`: the kinds that complete a waiting hand, read the Anmika way: the regular
  form, seven pairs with four of a kind as two pairs (アメリカ七対子, closed hands only) and
  thirteen orphans with 7m in place of 1m under GT. A pocchi may be taken as a 5th copy
  (5枚目の牌, §2.3), so a kind the player holds four of (in hand or in a kan) can be a wait:
  such "fifth-tile" waits are included unless ``fifth=False``. Under GT the 間八萬 wait on 8m,
  a kind the set does not hold, is a wait too (only a pocchi completes it).
- :func:`guaranteed_triplets` (確定暗刻, fever riichi §2.5): the 7s that are a concealed triplet
  in every winning reading over every wait, or a closed kan.
- :func:`wait_changes` (カンの強制, §2.4): whether a closed kan after riichi changes the waits.

Everything works on 34-long counts of tile kinds, as ``core.mahjong.hand``. The hand is split
into its three suits and the honours; each part's shapes are worked out once and remembered
(``lru_cache`` on its tuple of counts), so a call costs a few µs once the parts are known.
"""
from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from typing import Iterable, Sequence

from core.games.anmika.yaku import GT_KOKUSHI_KINDS, M7, M8
from core.mahjong.hand import KOKUSHI_KINDS, Meld

N_KINDS = 34
#: The 7s of 確定暗刻 with GT (7m 7p 7s) and without (7p 7s).
SEVENS_GT = (M7, 15, 24)
SEVENS = (15, 24)
#: The hand kinds of the Anmika set with GT (7m 9m, pinzu, souzu, honours) and without (1m 9m).
ANMIKA_KINDS_GT = frozenset({M7, 8} | set(range(9, 34)))
ANMIKA_KINDS = frozenset({0, 8} | set(range(9, 34)))

_PARTS = ((0, 9), (9, 18), (18, 27), (27, 34))      # manzu, pinzu, souzu, honours
_WAITING_TILES = {0: 13, 1: 10, 2: 7, 3: 4, 4: 1}
_CACHE = 1 << 16


# --- the parts of a hand (one suit, or the honours) ------------------------------------------

@lru_cache(maxsize=_CACHE)
def _triplet_sets(part: tuple, honours: bool, pair: bool) -> frozenset | None:
    """The readings of one part as sets (and one pair if ``pair``): ``None`` if there is none,
    else the positions that are a triplet in *every* reading (for 確定暗刻)."""
    found: list[frozenset] = []
    work = list(part)
    if pair:
        for p in range(len(work)):
            if work[p] >= 2:
                work[p] -= 2
                _sets(work, 0, honours, [], found)
                work[p] += 2
    else:
        _sets(work, 0, honours, [], found)
    if not found:
        return None
    return frozenset.intersection(*found)


def _sets(work: list, start: int, honours: bool, triplets: list, found: list) -> None:
    """Split ``work`` into runs and triplets; each split's triplet positions go to ``found``."""
    k = start
    n = len(work)
    while k < n and work[k] == 0:
        k += 1
    if k == n:
        found.append(frozenset(triplets))
        return
    if work[k] >= 3:
        work[k] -= 3
        triplets.append(k)
        _sets(work, k, honours, triplets, found)
        triplets.pop()
        work[k] += 3
    if not honours and k <= 6 and work[k + 1] and work[k + 2]:
        work[k] -= 1
        work[k + 1] -= 1
        work[k + 2] -= 1
        _sets(work, k, honours, triplets, found)
        work[k] += 1
        work[k + 1] += 1
        work[k + 2] += 1


@lru_cache(maxsize=_CACHE)
def _part_state(part: tuple, honours: bool) -> tuple[bool, bool]:
    """(readable, pair): the part reads as sets, plus one pair when it holds 3n + 2 tiles."""
    mod = sum(part) % 3
    return mod != 1 and _triplet_sets(part, honours, mod == 2) is not None, mod == 2


@lru_cache(maxsize=_CACHE)
def _part_completions(part: tuple, honours: bool, allowed: tuple) -> tuple:
    """``(position, pair)`` for each allowed position whose tile makes the part readable;
    ``pair`` tells whether the part then holds the pair."""
    out = []
    for i in allowed:
        ok, pair = _part_state(part[:i] + (part[i] + 1,) + part[i + 1:], honours)
        if ok:
            out.append((i, pair))
    return tuple(out)


# --- waits -----------------------------------------------------------------------------------

def _meld_info(melds) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """(number of melds, kinds held in melds with repeats, closed-kan kinds) of ``melds``: an
    int (just the number) or a sequence of :class:`~core.mahjong.hand.Meld`."""
    if isinstance(melds, int):
        return melds, (), ()
    melds = tuple(melds)
    held = tuple(k for m in melds for k in m.kinds)
    closed = tuple(m.kinds[0] for m in melds if m.kind == "closed_kan")
    return len(melds), held, closed


def _kinds_key(kinds, gt: bool | None = None) -> frozenset:
    """The hand kinds that exist (flowers dropped); 8m joins 7m under GT (間八萬). Without
    ``kinds``, the Anmika set with GT unless ``gt`` is False."""
    if kinds is None:
        kinds = ANMIKA_KINDS if gt is False else ANMIKA_KINDS_GT
    elif not isinstance(kinds, frozenset):
        kinds = frozenset(kinds)
    return _with_8m(kinds)


@lru_cache(maxsize=64)
def _with_8m(kinds: frozenset) -> frozenset:
    out = {k for k in kinds if 0 <= k < N_KINDS}
    if M7 in out:
        out.add(M8)
    return frozenset(out)


@lru_cache(maxsize=_CACHE)
def _allowed(kinds: frozenset) -> tuple:
    """Per part, the positions of the kinds that exist."""
    return tuple(tuple(k - a for k in range(a, b) if k in kinds) for a, b in _PARTS)


@lru_cache(maxsize=_CACHE)
def _waits(hand: tuple, melds: int, kinds: frozenset) -> frozenset:
    """Every wait (fifth-tile ones included) of a waiting hand of ``13 - 3 * melds`` tiles."""
    if sum(hand) != _WAITING_TILES.get(melds, -1):
        raise ValueError(f"a waiting hand holds {13 - 3 * melds} tiles with {melds} melds, "
                         f"got {sum(hand)}")
    found = set(_regular_waits(hand, kinds))
    if melds == 0:
        found |= _seven_pairs_waits(hand, kinds)
        found |= _kokushi_waits(hand, kinds)
    return frozenset(found)


def _regular_waits(hand: tuple, kinds: frozenset) -> list[int]:
    """Waits of the regular form (四面子一雀頭)."""
    parts = (hand[0:9], hand[9:18], hand[18:27], hand[27:34])
    states = (_part_state(parts[0], False), _part_state(parts[1], False),
              _part_state(parts[2], False), _part_state(parts[3], True))
    bad = [g for g in range(4) if not states[g][0]]
    if len(bad) > 1:
        return []
    pairs = [pair for _, pair in states]
    candidates = bad or [g for g in range(4) if pairs[g]]
    allowed = _allowed(kinds)
    out = []
    for g in candidates:
        others = sum(pairs) - pairs[g]
        start = _PARTS[g][0]
        for pos, pair in _part_completions(parts[g], g == 3, allowed[g]):
            if others + pair == 1:
                out.append(start + pos)
    return out


def _seven_pairs_waits(hand: tuple, kinds: frozenset) -> set[int]:
    """The wait of seven pairs, four of a kind counting as two pairs (アメリカ七対子)."""
    if hand.count(1) + hand.count(3) != 1:
        return set()
    odd = hand.index(1) if 1 in hand else hand.index(3)
    return {odd} if odd in kinds else set()


_ORPHANS_OF = {kk: itemgetter(*kk) for kk in (GT_KOKUSHI_KINDS, KOKUSHI_KINDS)}


def _kokushi_kinds(kinds: frozenset) -> tuple:
    return GT_KOKUSHI_KINDS if M7 in kinds else KOKUSHI_KINDS


def _kokushi_waits(hand: tuple, kinds: frozenset) -> set[int]:
    """Waits of thirteen orphans (国士無双), with 7m for 1m under GT."""
    orphans = _kokushi_kinds(kinds)
    held = _ORPHANS_OF[orphans](hand)
    if sum(held) != 13 or 3 in held or 4 in held:
        return set()
    missing = [k for k in orphans if hand[k] == 0]
    if not missing:
        return set(orphans)
    return set(missing) if len(missing) == 1 else set()


def anmika_waits(counts: Sequence[int], melds: int | Sequence[Meld] = 0, kinds: Iterable[int] | None = None, *,
                 fifth: bool = True) -> frozenset[int]:
    """The kinds that complete a waiting hand (待ち) of ``13 - 3 * melds`` concealed tiles.

    ``melds``: the number of melds, or the melds themselves (:class:`Meld`; needed to know
    the copies held in kans). ``kinds``: the kinds of the tile set (``TileSet.kinds_used``;
    flowers are ignored; default the GT set); with 7m among them the 間八萬 8m counts too.
    ``fifth=False`` drops the kinds the player holds all four of (hand and melds), which only a
    pocchi as a 5th copy completes (5枚目の待ち, §2.3); the 8m of 間八萬 always stays.
    Raises ``ValueError`` for a hand of the wrong size.
    """
    n, held, _ = _meld_info(melds)
    hand = tuple(counts[:N_KINDS])
    found = _waits(hand, n, _kinds_key(kinds))
    if fifth or not found:
        return found
    return frozenset(k for k in found if hand[k] + held.count(k) < 4)


# --- 確定暗刻 and fever ------------------------------------------------------------------------

def _complete_otherwise(hand: list, kinds: frozenset) -> bool:
    """True if the 14 tiles also read as seven pairs (four as two) or thirteen orphans."""
    if all(c in (0, 2, 4) for c in hand):
        return True
    orphans = _kokushi_kinds(kinds)
    return (sum(hand[k] for k in orphans) == 14 and all(hand[k] for k in orphans))


@lru_cache(maxsize=_CACHE)
def _guaranteed(hand: tuple, melds: int, kinds: frozenset, sevens: tuple) -> frozenset:
    """The concealed 7s that are a triplet in every reading over every wait."""
    waits = _waits(hand, melds, kinds)
    left = {s for s in sevens if hand[s] >= 3}
    if not waits:
        return frozenset()
    for w in waits:
        if not left:
            break
        won = list(hand)
        won[w] += 1
        if melds == 0 and _complete_otherwise(won, kinds):
            return frozenset()                 # アメリカ七対子 or 国士: no triplet at all
        for s in list(left):
            g = s // 9 if s < 27 else 3
            a, b = _PARTS[g]
            part = tuple(won[a:b])
            always = _triplet_sets(part, g == 3, sum(part) % 3 == 2)
            if always is None or s - a not in always:
                left.discard(s)
    return frozenset(left)


def guaranteed_triplets(counts: Sequence[int], melds: int | Sequence[Meld] = (), kinds: Iterable[int] | None = None,
                        gt: bool = True) -> frozenset[int]:
    """確定暗刻: the 7s (7p, 7s, and 7m with GT) that are a concealed triplet in **every**
    winning reading of the waiting hand over **every** wait (fifth-tile and 間八萬 waits
    included), or a closed kan (7の暗槓) among ``melds``.

    Any other reading breaks it, even one the scorer would never choose: 555666777 as three
    runs, 3355p223344777s as アメリカ七対子, 7779m as 789m + 77m on the 8m. The table (tiles seen
    elsewhere) is never looked at. Empty when the hand is not waiting.
    """
    n, _, closed = _meld_info(melds)
    sevens = SEVENS_GT if gt else SEVENS
    hand = tuple(counts[:N_KINDS])
    kinds = _kinds_key(kinds, gt)
    if not _waits(hand, n, kinds):
        return frozenset()
    return _guaranteed(hand, n, kinds, sevens) | {s for s in sevens if s in closed}


def fever_tier(counts: Sequence[int], melds: int | Sequence[Meld] = (), kinds: Iterable[int] | None = None,
               gt: bool = True) -> int:
    """The highest fever a riichi may declare (フィーバー 1, ダブル 2, トリプル 3; 0 none): the
    number of 確定暗刻 7s."""
    return len(guaranteed_triplets(counts, melds, kinds, gt))


# --- カンの強制 -------------------------------------------------------------------------------

def wait_changes(before_counts: Sequence[int], melds: int | Sequence[Meld], kind: int,
                 kinds: Iterable[int] | None = None, gt: bool | None = None) -> bool:
    """カンの強制 (§2.4): does a closed kan of ``kind`` change the waits?

    ``before_counts``: the waiting hand before the draw, holding three of ``kind`` (the drawn
    tile is the fourth). Waits are compared without fifth-tile waits, which are no waits here
    (2222455566677s: kanning 5s or 6s only loses the 5th-2s reading, no change); the 間八萬 8m
    is a real wait (kanning 9m from 7999m changes it). A hand not holding exactly three of
    ``kind`` cannot make such a kan: True (never forced). ``gt`` only picks the set when
    ``kinds`` is None (the waits read GT from ``kinds``).
    """
    n, held, _ = _meld_info(melds)
    if before_counts[kind] != 3 or n >= 4:
        return True
    hand = tuple(before_counts[:N_KINDS])
    kinds = _kinds_key(kinds, gt)
    before = _waits(hand, n, kinds)
    after_hand = hand[:kind] + (0,) + hand[kind + 1:]
    after = _waits(after_hand, n + 1, kinds)
    return _real(before, hand, held) != _real(after, after_hand, held + (kind,) * 4)


def _real(waits: frozenset, hand: tuple, held: tuple) -> frozenset:
    """The waits a real tile can complete (the player holds fewer than four)."""
    return frozenset(k for k in waits if hand[k] + held.count(k) < 4)


def clear_caches() -> None:
    """Forget the remembered shapes (tests, memory)."""
    for f in (_triplet_sets, _part_state, _part_completions, _allowed, _waits, _guaranteed,
              _with_8m):
        f.cache_clear()


__all__ = ["ANMIKA_KINDS", "ANMIKA_KINDS_GT", "SEVENS", "SEVENS_GT", "anmika_waits",
           "fever_tier", "guaranteed_triplets", "wait_changes"]
