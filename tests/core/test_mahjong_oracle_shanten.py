"""Oracle: our shanten (向聴数) against the PyPI ``mahjong`` package (test-only dependency).

Random hands are dealt from the 136-tile set and from the 108-tile three-player set (三麻: of
manzu only 1m and 9m). The package's three-player mode (``is_three_player=True``) treats 1m
and 9m like honours, as ours does for ``kinds=SANMA``. Open hands have fewer tiles: the
package counts ``(14 - tiles) // 3`` called melds, ours is told ``melds``. The whole shanten,
and each shape on its own (regular, seven pairs 七対子, thirteen orphans 国士無双), must agree.

Anmika's GT sanma keeps 7m and 9m instead: it is the same hand for the package once 7m is
written as 1m (both isolated), with 7m taking 1m's place among the thirteen orphans.
"""
from __future__ import annotations

import random

import pytest

from core.mahjong.shanten import (
    KOKUSHI_13, chiitoi_shanten, kokushi_shanten, regular_shanten, shanten,
)

mahjong_shanten = pytest.importorskip("mahjong.shanten")
Shanten = mahjong_shanten.Shanten

FOUR = [k for k in range(34) for _ in range(4)]                        # 136 tiles
SANMA_KINDS = frozenset(k for k in range(34) if not 1 <= k <= 7)
SANMA = [k for k in FOUR if k in SANMA_KINDS]                          # 108 tiles
GT_KINDS = frozenset(k for k in range(34) if k >= 9 or k in (6, 8))
GT = [k for k in FOUR if k in GT_KINDS]
GT_TERMINALS = (6,) + KOKUSHI_13[1:]
OPEN_SIZES = (1, 2, 4, 5, 7, 8, 10, 11)


def deal(rng: random.Random, wall: list[int], size: int) -> list[int]:
    hand = [0] * 34
    for k in rng.sample(wall, size):
        hand[k] += 1
    return hand


def disagreements(n_hands: int, seed: int) -> list[tuple]:
    """Deal ``n_hands`` closed 13/14-tile hands (half from each set) and ``n_hands // 5`` open
    ones; return every hand where we and the package differ."""
    rng = random.Random(seed)
    bad = []
    for i in range(n_hands + n_hands // 5):
        three = i % 2 == 1
        size = (13, 14)[i // 2 % 2] if i < n_hands else OPEN_SIZES[i // 2 % len(OPEN_SIZES)]
        hand = deal(rng, SANMA if three else FOUR, size)
        melds = (14 - size) // 3
        kinds = SANMA_KINDS if three else None
        ours = (shanten(hand, melds, kinds=kinds), regular_shanten(hand, melds, kinds=kinds))
        theirs = (Shanten.calculate_shanten(hand, is_three_player=three),
                  Shanten.calculate_shanten_for_regular_hand(hand, is_three_player=three))
        if not melds:
            ours += (chiitoi_shanten(hand), kokushi_shanten(hand))
            theirs += (Shanten.calculate_shanten_for_chiitoitsu_hand(hand),
                       Shanten.calculate_shanten_for_kokushi_hand(hand))
        if ours != theirs:
            bad.append((hand, melds, three, ours, theirs))
    return bad


def test_shanten_equals_the_package_on_2000_random_hands():
    assert disagreements(2_000, seed=2026) == []


@pytest.mark.slow
def test_shanten_equals_the_package_on_100000_random_hands():
    assert disagreements(100_000, seed=136108) == []


def test_gt_sanma_equals_the_package_with_7m_written_as_1m():
    rng = random.Random(116)
    for i in range(2_000):
        hand = deal(rng, GT, (13, 14)[i % 2])
        as_1m = list(hand)
        as_1m[0], as_1m[6] = hand[6], 0
        assert shanten(hand, terminals=GT_TERMINALS, kinds=GT_KINDS) == \
            Shanten.calculate_shanten(as_1m, is_three_player=True), hand


def test_crowded_hands_with_quads_equal_the_package():
    """Hands from a few neighbouring kinds, where fours of a kind are common."""
    rng = random.Random(44)
    for i in range(3_000):
        start = rng.choice((0, 9, 18, 27))
        wall = [k for k in FOUR if start <= k < start + rng.randint(3, 9) and k < 34]
        size = (13, 14, 10, 11, 7, 8)[i % 6]
        if len(wall) < size:
            continue
        hand = deal(rng, wall, size)
        assert shanten(hand, (14 - size) // 3) == Shanten.calculate_shanten(hand), hand
