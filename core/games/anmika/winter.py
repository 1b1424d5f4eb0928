"""冬 at a win: アリス (Alice) and チューリップ (Tulip), plain or 上下段 (shared/rules/anmika.md §4.3, §4.4).

The winner flips the next tiles of the indicator track, one stack at a time. Each flipped tile
hits every tile of the winning hand of its kind (チューリップ: also of the kinds next to it);
flipping goes on while the latest flip hits and stops at the first miss or when the track ends.

- A flower flipped (華牌) hits as many times as the winner has extracted flowers; it has no
  neighbours and its effect does not fire.
- A positive pocchi flipped (神ポッチ, green or blue) may be taken as any tile, a flower too:
  the kind with the most hits is taken. A reverse pocchi (yellow, crimson) is a plain 白.
- 上下段 (金北 on 冬): both tiles of each stack count, and flipping goes on while either hits.

The chips per hit are chips.py's business (2 closed, 1 open).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from core.mahjong.tiles import N_KINDS, SPRING, WHITE, Tile

#: Marks of the positive pocchi, the ones that are 神ポッチ when flipped.
GOD_POCCHI = frozenset({"green", "blue"})
#: The kind a 神ポッチ taken as a flower is recorded as (every flower hits alike).
AS_FLOWER = SPRING

_CYCLES_GT = ((6, 8), tuple(range(9, 18)), tuple(range(18, 27)), (27, 28, 29, 30), (31, 32, 33))
_CYCLES = ((0, 8),) + _CYCLES_GT[1:]


def _targets(kind: int, cycles: tuple) -> tuple[int, ...]:
    for cycle in cycles:
        if kind in cycle:
            i = cycle.index(kind)
            return tuple(dict.fromkeys((cycle[i - 1], kind, cycle[(i + 1) % len(cycle)])))
    return (kind,)


_TARGETS = {gt: tuple(_targets(k, _CYCLES_GT if gt else _CYCLES) for k in range(38))
            for gt in (True, False)}


def neighbours(kind: int, gt: bool = True) -> tuple[int, ...]:
    """The kinds a チューリップ flip of ``kind`` hits, in the seed's order: the one below, the
    kind, the one above, wrapping within its suit, the winds or the dragons (9p -> 8p 9p 1p,
    東 -> 北 東 南, 白 -> 中 白 發). Manzu has two kinds (7m 9m with GT, 1m 9m without): a
    flipped 9m hits 7m and 9m, each once. A flower has no neighbours: ``(kind,)``."""
    return _TARGETS[bool(gt)][kind]


@dataclass(frozen=True)
class WinterResult:
    """The flips of one 冬: ``flips`` holds, per stack flipped, ``(tiles, hits)`` — the tile(s)
    turned (the upper one, and the lower one with 上下段) and the hits of that flip, the last
    flip being the miss unless the track ran out; ``hits`` is the total. ``taken`` holds, per
    flip, the kind each tile counted as (a 神ポッチ's choice; :data:`AS_FLOWER` for a flower)."""

    flips: tuple[tuple[tuple[Tile, ...], int], ...]
    hits: int
    taken: tuple[tuple[int, ...], ...] = ()

    @property
    def stacks(self) -> int:
        """How many stacks of the track were used."""
        return len(self.flips)


def _hand_counts(hand_kinds: Iterable[int]) -> list[int]:
    counts = [0] * N_KINDS
    for k in hand_kinds:
        if 0 <= k < N_KINDS:
            counts[k] += 1
    return counts


def _kind_hits(kind: int, counts: list[int], tulip: bool, gt: bool) -> int:
    """Hits of a tile of ``kind`` (not a flower) on the hand."""
    if not tulip:
        return counts[kind]
    return sum(counts[k] for k in neighbours(kind, gt))


def _tile_hits(tile: Tile, counts: list[int], tulip: bool, gt: bool, flowers: int,
               most: bool) -> tuple[int, int]:
    """(hits, kind taken) of one flipped tile."""
    if tile.kind >= N_KINDS:                         # 華牌: no neighbours
        return flowers, tile.kind
    if tile.kind == WHITE and tile.mark in GOD_POCCHI:
        options = [(_kind_hits(k, counts, tulip, gt), k) for k in range(N_KINDS)]
        options.append((flowers, AS_FLOWER))
        pick = max if most else min
        hits = pick(h for h, _ in options)
        return hits, next(k for h, k in options if h == hits)
    return _kind_hits(tile.kind, counts, tulip, gt), tile.kind


def winter(track: Sequence, hand_kinds: Iterable[int], *, tulip: bool, upper_lower: bool = False,
           flowers_extracted: int = 0, gt: bool = True, god_pocchi: str = "most") -> WinterResult:
    """Fire 冬: アリス (``tulip=False``) or チューリップ (冬冬, ``tulip=True``), 上下段 with
    ``upper_lower`` (金北 on 冬).

    ``track``: the stacks still to flip, in order; each a tuple ``(upper, lower)`` of
    :class:`Tile` (a lone Tile or ``(upper,)`` is a stack whose lower tile is not used; the lower
    one is read only with ``upper_lower``). ``hand_kinds``: every tile kind of the winning hand
    (concealed tiles, melds, the winning tile, and 北 once per extracted north); flowers in it are
    ignored. ``flowers_extracted``: the winner's flowers, the hits of a flipped flower.
    ``god_pocchi``: ``"most"`` takes a flipped positive pocchi as the kind with the most hits,
    ``"fewest"`` with the fewest (神ポッチ may be taken as any tile, §4.5 rule 8: whoever
    chooses in a payment state may want fewer).
    """
    if god_pocchi not in ("most", "fewest"):
        raise ValueError(f"god_pocchi is 'most' or 'fewest', not {god_pocchi!r}")
    counts = _hand_counts(hand_kinds)
    flips, taken = [], []
    total = 0
    for stack in track:
        tiles = _stack_tiles(stack, upper_lower)
        if not tiles:
            break
        results = [_tile_hits(t, counts, tulip, gt, flowers_extracted, god_pocchi == "most")
                   for t in tiles]
        hits = sum(h for h, _ in results)
        flips.append((tiles, hits))
        taken.append(tuple(k for _, k in results))
        total += hits
        if hits == 0:
            break
    return WinterResult(tuple(flips), total, tuple(taken))


def _stack_tiles(stack, upper_lower: bool) -> tuple[Tile, ...]:
    """The tiles of a stack that count: the upper one, and the lower one with 上下段."""
    if isinstance(stack, Tile):
        return (stack,)
    tiles = tuple(t for t in stack if t is not None)
    return tiles if upper_lower else tiles[:1]


__all__ = ["AS_FLOWER", "GOD_POCCHI", "WinterResult", "neighbours", "winter"]
