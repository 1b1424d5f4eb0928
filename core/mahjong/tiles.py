"""Tile kinds, their predicates and names, and the physical tile.

A **kind** is an int that every mahjong module shares:

- 0-8: 1m-9m, characters (萬子 manzu);
- 9-17: 1p-9p, circles (筒子 pinzu);
- 18-26: 1s-9s, bamboo (索子 souzu);
- 27-30: 東 南 西 北, the winds (1z-4z);
- 31-33: 白 發 中, the dragons (5z-7z);
- 34-37: 春 夏 秋 冬, the flowers (華牌, 1f-4f); never part of a hand's shape.

Hand analysis works on **counts**: a list of 34 ints, ``counts[k]`` copies of kind ``k``
(``counts_of``). A :class:`Tile` is one physical tile: its kind, which copy it is, and its
mark (red 赤 or gold 金 five, gold north 金北, the colour of a 白 pocchi ポッチ sticker).

The kind helpers are called in hot loops: they are plain look-ups in precomputed tuples and do
not check their argument. Pass a kind in 0..37.

A "terminal" (老頭牌) here is a 1 or 9 of a suit. Variants that give another tile terminal
properties (Anmika's GT 7m, §3.3) decide that in their own rules; the kind helpers stay those
of riichi.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

MAN, PIN, SOU, HONOR, FLOWER = "m", "p", "s", "z", "f"
SUITS = (MAN, PIN, SOU, HONOR, FLOWER)         # notation order of the suit groups
NUMBERED_SUITS = (MAN, PIN, SOU)

N_KINDS = 34                                   # kinds a hand's shape is made of
N_ALL_KINDS = 38                               # with the four flowers
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
WHITE, GREEN, RED = 31, 32, 33                 # 白 發 中
SPRING, SUMMER, AUTUMN, WINTER = 34, 35, 36, 37
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
FLOWERS = (SPRING, SUMMER, AUTUMN, WINTER)
FIVES = (4, 13, 22)                            # 5m 5p 5s

_FIRST = {MAN: 0, PIN: 9, SOU: 18, HONOR: 27, FLOWER: 34}
_SIZE = {MAN: 9, PIN: 9, SOU: 9, HONOR: 7, FLOWER: 4}

KIND_SUIT: tuple[str, ...] = tuple(s for s in SUITS for _ in range(_SIZE[s]))
KIND_NUMBER: tuple[int, ...] = tuple(n for s in SUITS for n in range(1, _SIZE[s] + 1))

TERMINALS = frozenset(k for k in range(27) if KIND_NUMBER[k] in (1, 9))
HONORS = frozenset(range(27, 34))
YAOCHUU: tuple[int, ...] = tuple(sorted(TERMINALS | HONORS))   # the 13 么九牌 of riichi
SIMPLES = frozenset(range(27)) - TERMINALS                     # 中張牌, 2-8 of a suit

_IS_TERMINAL = tuple(k in TERMINALS for k in range(N_ALL_KINDS))
_IS_HONOR = tuple(k in HONORS for k in range(N_ALL_KINDS))
_IS_YAOCHUU = tuple(k in TERMINALS or k in HONORS for k in range(N_ALL_KINDS))
_IS_SIMPLE = tuple(k in SIMPLES for k in range(N_ALL_KINDS))


def kind_of(suit: str, number: int) -> int:
    """The kind of the tile ``number`` of ``suit`` (``kind_of("p", 5)`` is 13, 5p).

    Honours are numbered as in the notation, 1z-7z = 東南西北白發中; flowers 1f-4f = 春夏秋冬.
    Raises ValueError for a suit or number that names no tile.
    """
    if suit not in _FIRST:
        raise ValueError(f"unknown suit {suit!r}: expected one of m, p, s, z, f")
    if not isinstance(number, int) or not 1 <= number <= _SIZE[suit]:
        raise ValueError(f"no tile {number!r} in suit {suit!r}: numbers run 1-{_SIZE[suit]}")
    return _FIRST[suit] + number - 1


def suit_of(kind: int) -> str:
    """The suit letter of ``kind``: ``m``, ``p``, ``s``, ``z`` (honours) or ``f`` (flowers)."""
    return KIND_SUIT[kind]


def number_of(kind: int) -> int:
    """The number of ``kind`` within its suit: 1-9, honours 1-7, flowers 1-4."""
    return KIND_NUMBER[kind]


def is_terminal(kind: int) -> bool:
    """A 1 or a 9 of a suit (老頭牌)."""
    return _IS_TERMINAL[kind]


def is_honor(kind: int) -> bool:
    """A wind or a dragon (字牌). Flowers are not honours."""
    return _IS_HONOR[kind]


def is_terminal_or_honor(kind: int) -> bool:
    """A terminal or an honour (么九牌 yaochuuhai)."""
    return _IS_YAOCHUU[kind]


def is_simple(kind: int) -> bool:
    """A 2-8 of a suit (中張牌). Honours and flowers are not simples."""
    return _IS_SIMPLE[kind]


def is_flower(kind: int) -> bool:
    """One of 春夏秋冬 (華牌)."""
    return kind >= N_KINDS


def counts_of(kinds_or_tiles: Iterable[int | Tile]) -> list[int]:
    """The 34-long counts of the kinds (or tiles) given; flowers are ignored.

    Raises ValueError for an int that is no kind.
    """
    counts = [0] * N_KINDS
    for item in kinds_or_tiles:
        kind = item.kind if isinstance(item, Tile) else item
        if 0 <= kind < N_KINDS:
            counts[kind] += 1
        elif not N_KINDS <= kind < N_ALL_KINDS:
            raise ValueError(f"not a tile kind: {kind!r} (kinds are 0-{N_ALL_KINDS - 1})")
    return counts


# --- Marks -------------------------------------------------------------------------------

MARKS = ("", "red", "gold", "green", "blue", "yellow", "crimson")   # also the sort order
POCCHI_COLOURS = ("green", "blue", "yellow", "crimson")
_MARK_ORDER = {mark: i for i, mark in enumerate(MARKS)}
_MARK_KINDS = {
    "": frozenset(range(N_ALL_KINDS)),
    "red": frozenset(FIVES),
    "gold": frozenset((13, 22, NORTH)),
    **{colour: frozenset((WHITE,)) for colour in POCCHI_COLOURS},
}
MARK_RULES = {   # where each mark may appear, in words (for error messages)
    "red": "red (赤) is only on 5m, 5p and 5s",
    "gold": "gold (金) is only on 5p, 5s and north",
    **{colour: "pocchi (ポッチ) colours are only on white (白)" for colour in POCCHI_COLOURS},
}
MAX_COPY = 7


def mark_allowed(kind: int, mark: str) -> bool:
    """True if a tile of ``kind`` can carry ``mark``."""
    return kind in _MARK_KINDS.get(mark, ())


@dataclass(frozen=True)
class Tile:
    """One physical tile.

    ``copy`` tells apart tiles that are otherwise identical (0..7, numbered per kind and mark);
    ``mark`` is ``""``, ``"red"`` (赤), ``"gold"`` (金: gold 5p/5s and 金北), or for 白 a pocchi
    (白ポッチ) colour: ``"green"`` (正ポッチ), ``"blue"`` (倍正ポッチ), ``"yellow"`` (逆ポッチ),
    ``"crimson"`` (倍逆ポッチ). Tiles sort by (kind, mark in ``MARKS`` order, copy).
    """

    kind: int
    copy: int = 0
    mark: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.kind, int) or not 0 <= self.kind < N_ALL_KINDS:
            raise ValueError(f"not a tile kind: {self.kind!r} (kinds are 0-{N_ALL_KINDS - 1})")
        if not isinstance(self.copy, int) or not 0 <= self.copy <= MAX_COPY:
            raise ValueError(f"copy must be 0-{MAX_COPY}, not {self.copy!r}")
        if self.mark not in _MARK_ORDER:
            raise ValueError(f"unknown mark {self.mark!r}: expected one of {MARKS}")
        if not mark_allowed(self.kind, self.mark):
            raise ValueError(f"{MARK_RULES[self.mark]}, not on {label(self.kind)}")

    @property
    def sort_key(self) -> tuple[int, int, int]:
        """(kind, mark order, copy): the order tiles sort in."""
        return self.kind, _MARK_ORDER[self.mark], self.copy

    @property
    def is_red(self) -> bool:
        return self.mark == "red"

    @property
    def is_gold(self) -> bool:
        return self.mark == "gold"

    @property
    def is_pocchi(self) -> bool:
        return self.mark in POCCHI_COLOURS

    def __lt__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.sort_key < other.sort_key

    def __le__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.sort_key <= other.sort_key

    def __gt__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.sort_key > other.sort_key

    def __ge__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.sort_key >= other.sort_key


# --- Names -------------------------------------------------------------------------------

_SUIT_EN = {MAN: "characters", PIN: "circles", SOU: "bamboo"}
_SUIT_JA = {MAN: "萬", PIN: "筒", SOU: "索"}
_NUMERAL_JA = "一二三四五六七八九"
_HONOR_EN = ("East", "South", "West", "North", "White dragon", "Green dragon", "Red dragon")
_HONOR_SHORT_EN = ("east", "south", "west", "north", "white", "green", "red")
_HONOR_JA = "東南西北白發中"
_FLOWER_EN = ("Spring", "Summer", "Autumn", "Winter")
_FLOWER_JA = "春夏秋冬"
_MARK_EN = {"": "", "red": "red ", "gold": "gold ", **{c: f"{c} pocchi " for c in POCCHI_COLOURS}}
_MARK_JA = {"": "", "red": "赤", "gold": "金", "green": "正ポッチ", "blue": "倍正ポッチ",
            "yellow": "逆ポッチ", "crimson": "倍逆ポッチ"}


def _language(lang: str) -> str:
    code = lang.replace("-", "_").split("_")[0].lower()
    if code not in ("en", "ja"):
        raise ValueError(f"unsupported language {lang!r}: expected 'en' or 'ja'")
    return code


def _name_ja(kind: int) -> str:
    suit, number = KIND_SUIT[kind], KIND_NUMBER[kind]
    if suit == HONOR:
        return _HONOR_JA[number - 1]
    if suit == FLOWER:
        return _FLOWER_JA[number - 1]
    return _NUMERAL_JA[number - 1] + _SUIT_JA[suit]


def name(kind: int, lang: str = "en") -> str:
    """The full name of ``kind``: ``"5 of circles"`` / ``"五筒"``, ``"East"`` / ``"東"``,
    ``"White dragon"`` / ``"白"``, ``"Spring"`` / ``"春"``. ``lang`` is ``"en"`` or ``"ja"``."""
    if _language(lang) == "ja":
        return _name_ja(kind)
    suit, number = KIND_SUIT[kind], KIND_NUMBER[kind]
    if suit == HONOR:
        return _HONOR_EN[number - 1]
    if suit == FLOWER:
        return _FLOWER_EN[number - 1]
    return f"{number} of {_SUIT_EN[suit]}"


def label(tile: Tile | int, lang: str = "en") -> str:
    """A short readable label of a tile (or a kind), with its mark.

    English: ``"5p"``, ``"red 5p"``, ``"gold north"``, ``"green pocchi white"``, ``"spring"``.
    Japanese: ``"五筒"``, ``"赤五筒"``, ``"金北"``, ``"正ポッチ白"``, ``"春"``.
    """
    kind, mark = (tile.kind, tile.mark) if isinstance(tile, Tile) else (tile, "")
    if _language(lang) == "ja":
        return _MARK_JA[mark] + _name_ja(kind)
    suit, number = KIND_SUIT[kind], KIND_NUMBER[kind]
    if suit == HONOR:
        short = _HONOR_SHORT_EN[number - 1]
    elif suit == FLOWER:
        short = _FLOWER_EN[number - 1].lower()
    else:
        short = f"{number}{suit}"
    return _MARK_EN[mark] + short
