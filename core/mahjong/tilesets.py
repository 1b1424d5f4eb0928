"""The physical tile sets, and the dora an indicator points to.

- ``riichi_136``: four of each of the 34 kinds, with red fives (赤ドラ) per suit.
- ``sanma_108``: three-player mahjong (三人麻雀): manzu only 1m and 9m (2m-8m removed).
- ``anmika_116``: 華八アンミカ筋肉GT五等 (rules/anmika.md §1.1): manzu 7m and 9m with GT (1m and
  9m without); in 5p and 5s one red, one gold and two plain; gold north (金北); the four 白 are
  pocchi (白ポッチ), one of each sticker colour; two of each flower.

Copies are numbered from 0 per (kind, mark), as ``notation.parse`` numbers them, so
``parse("5505gp")`` are exactly the four 5p of the Anmika set.

The dora (ドラ) is the kind after the indicator (ドラ表示牌) in its cycle: 1-9 of a suit, the
winds 東南西北, the dragons 白發中; kinds missing from the set are skipped, so in sanma 1m and 9m
point to each other (with Anmika's GT, 7m and 9m). A flower as an indicator is a rule of Anmika
(§4: 秋 and 冬 flips, and what a flower indicator means there) that the game decides:
``dora_of`` raises ValueError for it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Iterable, Mapping

from .tiles import (
    DRAGONS, FLOWERS, N_ALL_KINDS, N_KINDS, NORTH, POCCHI_COLOURS, WHITE, WINDS, Tile, is_flower,
    kind_of, label,
)


@dataclass(frozen=True)
class TileSet:
    """A physical set of tiles.

    ``tiles`` are sorted; ``kinds_used`` are the kinds that occur (flowers included);
    ``players`` the seats of one hand; ``dora_next`` maps each indicator kind to its dora kind
    (a read-only mapping; flowers are not in it). Build one with :meth:`of`.
    """

    name: str
    tiles: tuple[Tile, ...]
    kinds_used: frozenset[int]
    players: int
    dora_next: Mapping[int, int] = field(hash=False)
    _copies: tuple[int, ...] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        counts = [0] * N_ALL_KINDS
        for tile in self.tiles:
            counts[tile.kind] += 1
        object.__setattr__(self, "_copies", tuple(counts))
        object.__setattr__(self, "dora_next", MappingProxyType(dict(self.dora_next)))

    @classmethod
    def of(cls, name: str, tiles: Iterable[Tile], players: int) -> TileSet:
        """The set of ``tiles``, with ``kinds_used`` and ``dora_next`` derived from them."""
        tiles = tuple(sorted(tiles))
        if len(set(tiles)) != len(tiles):
            raise ValueError(f"tile set {name!r} holds the same tile twice")
        kinds = frozenset(tile.kind for tile in tiles)
        return cls(name, tiles, kinds, players, _dora_cycles(kinds))

    def copies(self, kind: int) -> int:
        """How many tiles of ``kind`` the set holds, whatever their marks (0 if none)."""
        return self._copies[kind]

    def copies_of(self, kind: int, mark: str) -> int:
        """How many tiles of ``kind`` carrying ``mark`` the set holds."""
        return sum(1 for tile in self.tiles if tile.kind == kind and tile.mark == mark)

    @property
    def hand_kinds(self) -> tuple[int, ...]:
        """The kinds a hand can be made of in this set (flowers excluded), in order."""
        return tuple(k for k in range(N_KINDS) if self._copies[k])


def _dora_cycles(kinds: frozenset[int]) -> dict[int, int]:
    """Each used kind (flowers aside) -> the next used kind of its cycle."""
    groups = [[kind_of(suit, n) for n in range(1, 10)] for suit in "mps"]
    groups += [list(WINDS), list(DRAGONS)]
    nxt: dict[int, int] = {}
    for group in groups:
        used = [k for k in group if k in kinds]
        for i, kind in enumerate(used):
            nxt[kind] = used[(i + 1) % len(used)]
    return nxt


def dora_of(indicator_kind: int, tileset: TileSet) -> int:
    """The dora kind that an indicator of ``indicator_kind`` points to in ``tileset``.

    9p -> 1p, 北 -> 東, 中 -> 白; sanma 1m -> 9m -> 1m; Anmika GT 7m -> 9m -> 7m. Raises
    ValueError for a flower (its meaning as an indicator belongs to the game, Anmika §4) and
    for a kind the set does not hold.
    """
    if not isinstance(indicator_kind, int) or not 0 <= indicator_kind < N_ALL_KINDS:
        raise ValueError(f"not a tile kind: {indicator_kind!r}")
    if is_flower(indicator_kind):
        raise ValueError(f"a flower indicator ({label(indicator_kind)}) has no dora here: "
                         "what it means is decided by the game (Anmika §4)")
    try:
        return tileset.dora_next[indicator_kind]
    except KeyError:
        raise ValueError(f"{label(indicator_kind)} is not a tile of the {tileset.name} set") from None


def _five(kind: int, red: int = 0, gold: int = 0) -> list[Tile]:
    """The four tiles of a five: ``red`` red, ``gold`` gold, the rest plain."""
    plain = 4 - red - gold
    return ([Tile(kind, c) for c in range(plain)] + [Tile(kind, c, "red") for c in range(red)]
            + [Tile(kind, c, "gold") for c in range(gold)])


def _four(kind: int) -> list[Tile]:
    return [Tile(kind, c) for c in range(4)]


def _check_reds(red_fives: tuple[int, int, int]) -> tuple[int, int, int]:
    reds = tuple(red_fives)
    if len(reds) != 3 or not all(isinstance(r, int) and 0 <= r <= 4 for r in reds):
        raise ValueError(f"red_fives must be three counts 0-4 (m, p, s), not {red_fives!r}")
    return reds


def _suits(manzu: Iterable[int], reds: tuple[int, int, int],
           golds: tuple[int, int, int] = (0, 0, 0)) -> list[Tile]:
    """The tiles of the three suits: manzu numbers ``manzu``, pinzu and souzu 1-9."""
    tiles = []
    for suit, numbers, red, gold in zip("mps", (manzu, range(1, 10), range(1, 10)), reds, golds):
        for n in numbers:
            kind = kind_of(suit, n)
            tiles += _five(kind, red, gold) if n == 5 else _four(kind)
    return tiles


def riichi_136(red_fives: tuple[int, int, int] = (1, 1, 1)) -> TileSet:
    """The 136 tiles of riichi: four of each kind; ``red_fives`` red copies of 5m, 5p, 5s."""
    reds = _check_reds(red_fives)
    honours = [t for k in WINDS + DRAGONS for t in _four(k)]
    return TileSet.of("riichi_136", _suits(range(1, 10), reds) + honours, players=4)


def sanma_108(red_fives: tuple[int, int, int] = (0, 1, 1)) -> TileSet:
    """The 108 tiles of three-player mahjong (三人麻雀): 2m-8m removed, so no red 5m."""
    reds = _check_reds(red_fives)
    if reds[0]:
        raise ValueError("sanma has no 5m, so it can have no red 5m: red_fives[0] must be 0")
    honours = [t for k in WINDS + DRAGONS for t in _four(k)]
    return TileSet.of("sanma_108", _suits((1, 9), reds) + honours, players=3)


def anmika_116(gt: bool = True, gold_norths: int = 1) -> TileSet:
    """The 116 tiles of Anmika (rules/anmika.md §1.1).

    Manzu 7m and 9m with GT (every 1m replaced by a 7m), else 1m and 9m; 5p and 5s each one red,
    one gold (金), two plain; ``gold_norths`` of the four 北 are gold (金北); the four 白 are
    pocchi (白ポッチ) in green, blue, yellow and crimson; 春夏秋冬 two each (華八).
    """
    if not isinstance(gold_norths, int) or not 0 <= gold_norths <= 4:
        raise ValueError(f"gold_norths must be 0-4, not {gold_norths!r}")
    manzu = (7, 9) if gt else (1, 9)
    tiles = _suits(manzu, (0, 1, 1), (0, 1, 1))
    for kind in WINDS:
        if kind == NORTH:
            tiles += [Tile(NORTH, c) for c in range(4 - gold_norths)]
            tiles += [Tile(NORTH, c, "gold") for c in range(gold_norths)]
        else:
            tiles += _four(kind)
    tiles += [Tile(WHITE, 0, colour) for colour in POCCHI_COLOURS]
    tiles += [t for k in DRAGONS[1:] for t in _four(k)]
    tiles += [Tile(k, c) for k in FLOWERS for c in range(2)]
    return TileSet.of("anmika_116", tiles, players=3)
