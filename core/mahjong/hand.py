"""Decomposition of a complete hand (和了形の分解) into readings.

A complete hand is read in one of three forms:

- **regular** (一般形): one pair (雀頭) and four melds (面子), each a run (順子), a triplet (刻子) or a
  quad (槓子); called melds (鳴き) keep their own shape;
- **seven pairs** (七対子, chiitoitsu): seven different pairs (a ruleset may let four identical tiles
  count as two pairs, as Anmika's American seven pairs does);
- **thirteen orphans** (国士無双, kokushi musou): one of each terminal and honour plus one more.

The winning tile (和了牌) may sit in several places of the same shape, and fu and yaku depend on
where: every placement is a separate :class:`Reading`, with its wait shape (待ちの形):

- ``ryanmen`` 両面 (open wait: 23 waiting on 1/4),
- ``kanchan`` 嵌張 (closed wait: 13 waiting on 2),
- ``penchan`` 辺張 (edge wait: 12 waiting on 3, 89 waiting on 7),
- ``shanpon`` 双碰 (two pairs, one becomes the triplet),
- ``tanki`` 単騎 (single wait on the pair),
- ``kokushi13`` (thirteen-sided wait of thirteen orphans, 国士無双十三面待ち).

Everything works on tile kinds (0..33) and 34-long counts; see the module contract.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from core.mahjong.frozen import quick_init

N_KINDS = 34
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
WHITE, GREEN, RED = 31, 32, 33
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
HONORS = frozenset(range(27, 34))
#: The number terminals 1 and 9 of each suit (老頭牌).
TERMINALS = frozenset({0, 8, 9, 17, 18, 26})
#: The simples 2..8 of each suit (中張牌).
SIMPLES = frozenset(k for k in range(27) if k % 9 not in (0, 8))
#: The thirteen kinds of thirteen orphans (么九牌).
KOKUSHI_KINDS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)

MELD_KINDS = ("chi", "pon", "kan", "closed_kan", "added_kan")
WAITS = ("ryanmen", "kanchan", "penchan", "shanpon", "tanki", "kokushi13")


def suit_index(kind: int) -> int:
    """0 man, 1 pin, 2 sou, 3 honour."""
    return kind // 9 if kind < 27 else 3


def number(kind: int) -> int:
    """1..9 for suited kinds, 1..7 for honours (東南西北白發中)."""
    return kind % 9 + 1 if kind < 27 else kind - 26


@dataclass(frozen=True)
class Meld:
    """A called or declared meld (副露 / 暗槓).

    ``kind``: ``"chi"`` (チー), ``"pon"`` (ポン), ``"kan"`` (大明槓, open quad called from a discard),
    ``"closed_kan"`` (暗槓), ``"added_kan"`` (加槓, a pon grown to a quad).
    ``kinds``: the tile kinds, sorted (3 for chi and pon, 4 for the kans).
    ``called``: the kind taken from another player (None for a closed kan).
    ``from_seat_offset``: ``(caller seat - discarder seat) % players`` with seats numbered in
    turn order: 1 = the player on the left (上家, the only source of a chi), 2 = opposite (対面),
    3 = right (下家); 0 for a closed kan.
    """

    kind: str
    kinds: tuple[int, ...]
    called: int | None = None
    from_seat_offset: int = 0

    def __post_init__(self) -> None:
        if self.kind not in MELD_KINDS:
            raise ValueError(f"unknown meld kind {self.kind!r}")
        kinds = tuple(sorted(self.kinds))
        object.__setattr__(self, "kinds", kinds)
        want = 3 if self.kind in ("chi", "pon") else 4
        if len(kinds) != want:
            raise ValueError(f"a {self.kind} has {want} tiles, got {len(kinds)}")
        if self.kind == "chi":
            a = kinds[0]
            if a >= 27 or a % 9 > 6 or kinds != (a, a + 1, a + 2):
                raise ValueError(f"not a run: {kinds}")
        elif len(set(kinds)) != 1:
            raise ValueError(f"not a set of one kind: {kinds}")

    @property
    def is_open(self) -> bool:
        """True unless a closed kan (暗槓 keeps the hand concealed)."""
        return self.kind != "closed_kan"

    @property
    def is_kan(self) -> bool:
        return len(self.kinds) == 4

    @property
    def first(self) -> int:
        return self.kinds[0]

    def group(self) -> "Group":
        """This meld as a :class:`Group` of a reading."""
        shape = "run" if self.kind == "chi" else ("quad" if len(self.kinds) == 4 else "triplet")
        return _CALLED[shape, self.kinds[0], self.kind == "closed_kan"]


@quick_init
@dataclass(frozen=True)
class Group:
    """One block of a reading: ``shape`` is ``"run"`` 順子, ``"triplet"`` 刻子, ``"quad"`` 槓子 or
    ``"pair"`` 対子; ``first`` its lowest kind. ``concealed`` is True for a block that was never called
    (a closed kan counts as concealed); ``called`` marks a declared meld (副露 or 暗槓).

    Note: a triplet completed by a ron (shanpon wait) is concealed here; whether it counts as an
    open triplet (明刻) for fu and 暗刻 yaku is decided with the win type: :meth:`Reading.is_ankou`.
    """

    shape: str
    first: int
    concealed: bool = True
    called: bool = False

    @property
    def kinds(self) -> tuple[int, ...]:
        if self.shape == "run":
            return (self.first, self.first + 1, self.first + 2)
        n = {"pair": 2, "triplet": 3, "quad": 4}[self.shape]
        return (self.first,) * n

    @property
    def is_set(self) -> bool:
        """A triplet or quad (刻子 or 槓子)."""
        return self.shape in ("triplet", "quad")


@quick_init
@dataclass(frozen=True)
class Reading:
    """One way of reading a complete hand with the winning tile placed.

    ``form``: ``"regular"``, ``"chiitoi"`` or ``"kokushi"``. ``pair``: the pair kind (regular and
    kokushi), ``pairs``: the seven pair kinds (chiitoi; a kind twice if four tiles count as two
    pairs). ``groups``: the four melds in order, concealed ones first, then the called melds
    (regular form only). ``win_group``: index in ``groups`` of the block holding the winning tile,
    -1 for the pair. ``wait``: the wait shape (see the module docstring).
    """

    form: str
    win_kind: int
    wait: str
    pair: int | None = None
    groups: tuple[Group, ...] = ()
    pairs: tuple[int, ...] = ()
    win_group: int = -1

    @property
    def melds_and_pair(self) -> tuple[Group, ...]:
        """Every block: the four melds then the pair (regular form)."""
        if self.form != "regular":
            return ()
        return self.groups + (Group("pair", self.pair),)

    def is_ankou(self, index: int, tsumo: bool) -> bool:
        """True if ``groups[index]`` is a concealed triplet or quad (暗刻 / 暗槓). A triplet finished
        by a ron on a shanpon wait counts as open (明刻)."""
        g = self.groups[index]
        if not g.is_set or not g.concealed:
            return False
        return tsumo or index != self.win_group

    def ankou_count(self, tsumo: bool) -> int:
        return sum(self.is_ankou(i, tsumo) for i in range(len(self.groups)))


@quick_init
@dataclass(frozen=True)
class Decomposition:
    """A regular reading of a complete hand before the winning tile is placed: the pair and the
    concealed melds (the called melds are kept by the caller)."""

    pair: int
    melds: tuple[Group, ...] = ()


def counts_of(kinds: Iterable[int]) -> list[int]:
    """34-long counts of a sequence of kinds (flowers, 34+, are ignored)."""
    counts = [0] * N_KINDS
    for k in kinds:
        if 0 <= k < N_KINDS:
            counts[k] += 1
    return counts


def _melds_of(counts: list[int], start: int, out: list[Group], found: list[tuple[Group, ...]]) -> None:
    """Split ``counts`` fully into runs and triplets; every split is appended to ``found``."""
    k = start
    while k < N_KINDS and counts[k] == 0:
        k += 1
    if k == N_KINDS:
        found.append(tuple(out))
        return
    if counts[k] >= 3:
        counts[k] -= 3
        out.append(_group("triplet", k))
        _melds_of(counts, k, out, found)
        out.pop()
        counts[k] += 3
    if k < 27 and k % 9 <= 6 and counts[k + 1] and counts[k + 2]:
        for j in (k, k + 1, k + 2):
            counts[j] -= 1
        out.append(_group("run", k))
        _melds_of(counts, k, out, found)
        out.pop()
        for j in (k, k + 1, k + 2):
            counts[j] += 1


#: One shared Group per (shape, first) of a concealed meld: decompositions reuse them, so that
#: equal melds are the same object.
_GROUPS = {(shape, k): Group(shape, k) for shape in ("run", "triplet") for k in range(N_KINDS)}


#: Likewise the Group of every called meld: (shape, first, concealed) -> Group.
_CALLED = {(shape, k, concealed): Group(shape, k, concealed=concealed, called=True)
           for shape in ("run", "triplet", "quad") for k in range(N_KINDS) for concealed in (False, True)}


def _group(shape: str, k: int) -> Group:
    return _GROUPS[shape, k]


_SUIT_STARTS = (0, 9, 18, 27)
#: Suit shapes kept at most (complete hands meet a few thousand; odd callers could meet more).
_CACHE_LIMIT = 20_000
_SUIT_SPLITS: dict[tuple[int, tuple[int, ...]], tuple[tuple[Group, ...], ...]] = {}


def _suit_splits(start: int, part: tuple[int, ...]) -> tuple[tuple[Group, ...], ...]:
    """Every split of one suit's counts ``part`` (its kinds from ``start``) into runs and
    triplets, each sorted by (first, shape), in the order :func:`_melds_of` first finds them
    (cached: a suit has few shapes)."""
    key = (start, part)
    got = _SUIT_SPLITS.get(key)
    if got is None:
        work = [0] * N_KINDS
        work[start:start + len(part)] = part
        found: list[tuple[Group, ...]] = []
        _melds_of(work, start, [], found)
        seen: dict[tuple[Group, ...], None] = {}
        for split in found:
            seen.setdefault(tuple(sorted(split, key=lambda g: (g.first, g.shape))), None)
        if len(_SUIT_SPLITS) >= _CACHE_LIMIT:
            _SUIT_SPLITS.clear()
        got = _SUIT_SPLITS[key] = tuple(seen)
    return got


_PAIR_SPLITS: dict[tuple[int, tuple[int, ...]], tuple[tuple[int, tuple], ...]] = {}


def _pair_splits(start: int, part: tuple[int, ...]) -> tuple[tuple[int, tuple], ...]:
    """(pair kind, :func:`_suit_splits` of the rest) for each pair the suit's counts ``part``
    can give up, in kind order, leaving out pairs with no split (cached likewise)."""
    key = (start, part)
    got = _PAIR_SPLITS.get(key)
    if got is None:
        found = []
        for i, n in enumerate(part):
            if n >= 2:
                rest = list(part)
                rest[i] -= 2
                splits = _suit_splits(start, tuple(rest))
                if splits:
                    found.append((start + i, splits))
        if len(_PAIR_SPLITS) >= _CACHE_LIMIT:
            _PAIR_SPLITS.clear()
        got = _PAIR_SPLITS[key] = tuple(found)
    return got


def clear_caches() -> None:
    """Forget the per-suit splits (benchmarks start each pass from a known state with it)."""
    _SUIT_SPLITS.clear()
    _PAIR_SPLITS.clear()


def decompose(counts: Sequence[int], melds: Sequence[Meld] = ()) -> list[Decomposition]:
    """Every regular split (pair + melds) of the concealed ``counts``.

    ``counts`` holds the concealed tiles including the winning tile: ``14 - 3 * len(melds)`` tiles
    (a kan counts as three for this). Returns an empty list if there is no regular split; seven
    pairs and thirteen orphans are :func:`is_chiitoi` and :func:`is_kokushi`, and
    :func:`readings` gives all three forms with the winning tile placed.

    Sets never cross suits, so each suit is split on its own (:func:`_suit_splits`) and the
    splits of the hand are their products, the pair's suit outermost per pair, then man, pin,
    sou and honours.
    """
    work = tuple(counts)
    if sum(work) != 14 - 3 * len(melds):
        return []
    parts = [work[0:9], work[9:18], work[18:27], work[27:34]]
    rests = [sum(part) % 3 for part in parts]
    if rests.count(2) != 1 or 1 in rests:
        return []                          # sets never cross suits: the pair's suit holds 3n + 2
    pair_suit = rests.index(2)
    others = []
    for s, part in enumerate(parts):
        if s != pair_suit:
            splits = _suit_splits(_SUIT_STARTS[s], part)
            if not splits:
                return []
            others.append(splits)
    result: list[Decomposition] = []
    for p, own in _pair_splits(_SUIT_STARTS[pair_suit], parts[pair_suit]):
        suits = list(others)
        suits.insert(pair_suit, own)
        for a in suits[0]:
            for b in suits[1]:
                for c in suits[2]:
                    for d in suits[3]:
                        result.append(Decomposition(p, a + b + c + d))
    return result


def is_chiitoi(counts: Sequence[int], allow_quads: bool = False) -> bool:
    """Seven pairs (七対子): 14 concealed tiles in seven pairs of different kinds, or, with
    ``allow_quads``, four of a kind counting as two pairs."""
    counts = tuple(counts)
    if sum(counts) != 14:
        return False
    if allow_quads:
        return counts.count(0) + counts.count(2) + counts.count(4) == len(counts)
    return counts.count(0) + counts.count(2) == len(counts)


def is_kokushi(counts: Sequence[int], kinds: Sequence[int] = KOKUSHI_KINDS) -> bool:
    """Thirteen orphans (国士無双): one of each of ``kinds`` and a pair of one of them."""
    if sum(counts) != 14 or not all([counts[k] for k in kinds]):
        return False
    kindset = set(kinds)
    if any(c and k not in kindset for k, c in enumerate(counts)):
        return False
    return all(counts[k] >= 1 for k in kinds) and sum(counts[k] == 2 for k in kinds) == 1


def run_wait(first: int, win: int) -> str:
    """The wait shape of a run starting at ``first`` completed by ``win``."""
    pos = win - first
    if pos == 1:
        return "kanchan"
    n = first % 9 + 1
    if pos == 0:
        return "penchan" if n == 7 else "ryanmen"
    return "penchan" if n == 1 else "ryanmen"


def readings(
    counts: Sequence[int],
    melds: Sequence[Meld] = (),
    win_kind: int | None = None,
    *,
    chiitoi_quads: bool = False,
    kokushi_kinds: Sequence[int] = KOKUSHI_KINDS,
) -> list[Reading]:
    """Every reading of a complete hand, one per placement of the winning tile.

    ``counts``: concealed tiles including the winning tile ``win_kind`` (which must be among
    them). ``melds``: called melds and closed kans. Returns ``[]`` if the hand is not complete.
    """
    if win_kind is None or not 0 <= win_kind < N_KINDS or counts[win_kind] == 0:
        return []
    out: list[Reading] = []
    called = tuple([m.group() for m in melds]) if melds else ()
    for d in decompose(counts, melds):
        groups = d.melds + called
        if d.pair == win_kind:
            out.append(Reading("regular", win_kind, "tanki", d.pair, groups, win_group=-1))
        previous = None                 # equal melds are the same object (_GROUPS), and side by side
        for i, g in enumerate(d.melds):
            if g is previous:
                continue
            previous = g
            if g.shape == "run":
                if not 0 <= win_kind - g.first <= 2:
                    continue
                wait = run_wait(g.first, win_kind)
            elif g.first == win_kind:
                wait = "shanpon"
            else:
                continue
            out.append(Reading("regular", win_kind, wait, d.pair, groups, win_group=i))
    if not melds:
        if is_chiitoi(counts, chiitoi_quads):
            pairs = tuple(k for k, c in enumerate(counts) for _ in range(c // 2))
            out.append(Reading("chiitoi", win_kind, "tanki", pairs=pairs))
        if is_kokushi(counts, kokushi_kinds):
            pair = next(k for k in kokushi_kinds if counts[k] == 2)
            wait = "kokushi13" if pair == win_kind else "tanki"
            out.append(Reading("kokushi", win_kind, wait, pair=pair))
    return out


def is_complete(counts: Sequence[int], melds: Sequence[Meld] = (), *, chiitoi_quads: bool = False,
                kokushi_kinds: Sequence[int] = KOKUSHI_KINDS) -> bool:
    """True if the concealed ``counts`` with ``melds`` form a complete hand (和了形)."""
    if decompose(counts, melds):
        return True
    return not melds and (is_chiitoi(counts, chiitoi_quads) or is_kokushi(counts, kokushi_kinds))
