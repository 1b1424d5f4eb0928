"""Shanten number (向聴数): how many tiles a hand is from tenpai (聴牌).

``shanten(counts)`` is ``-1`` for a complete hand (和了形), ``0`` for tenpai, ``n`` when ``n``
more useful draws are needed to reach tenpai. It is the least of three shapes:

- regular (一般形): ``4 - melds`` sets and a pair; ``melds`` called melds (副露) are set aside and
  the hand holds ``13 - 3 * melds`` (or one more) tiles;
- seven pairs (七対子): seven *different* pairs (a four of a kind is one pair, not two);
- thirteen orphans (国士無双): one of each terminal and honour, one of them twice.

The last two need a closed hand (``melds == 0``). The result is exact: the regular shanten is
one less than the fewest tiles the hand lacks to hold some complete shape, counting that a kind
has four copies (see ``shanten_tables``). It costs a few look-ups in precomputed tables (about
1-2 µs a hand), decompressed on first use; each suit's and the honours' counts are remembered
in a plain dict with their table id and their statistics for seven pairs and thirteen orphans
(every suit and honour group of up to 9 tiles from the start, the others on first sight), so
that a hand is one look-up per group, two in the index tables and one for the closed shapes.
The hand's counts become the groups' keys in one step (``_SPLIT``: a struct unpack of the
counts as a bytearray, cheaper than ``bytes`` and four slices). The sanma tile set has a path
as short: its isolated group (1m 9m and the honours) is read from a row remembered with the
honours, keyed by the manzu counts. Other tile sets take a generic path (``_shanten_in``).

Tried and not kept (callgrind, the bench's sanma mixed hands): unpacking 1m and 9m as ints
and comparing 2m-8m with zeros in place of a look-up of the manzu counts (1.5 % more
instructions); ``bytes(counts)``, ``struct.pack`` or ``array`` in place of ``bytearray``
(slower).

``counts`` is a list of 34 ints (``counts[k]`` copies of kind ``k``: 0-8 manzu, 9-17 pinzu,
18-26 souzu, 27-33 honours). ``kinds`` (default: all 34) are the kinds of the tile set in play:
in three-player mahjong (三麻) without 2m-8m, 1m and 9m form no sequence, so they count like
honours. ``terminals`` are the thirteen kinds of thirteen orphans (the GT sanma of Anmika puts
7m in place of 1m).
"""
from __future__ import annotations

import itertools
import struct
from functools import lru_cache
from operator import itemgetter

from core.mahjong.shanten_tables import (
    FULL_SUIT, INF, NEUTRAL, combine, distance, isolated_vector, load_tables, suit_vector,
)

N_KINDS = 34
SUIT_STARTS = (0, 9, 18)                  # 1m, 1p, 1s
HONOR_KINDS = tuple(range(27, 34))        # 東南西北白發中
ALL_KINDS = frozenset(range(N_KINDS))
_SANMA_KINDS = frozenset(k for k in range(N_KINDS) if not 1 <= k <= 7)    # 1m 9m, no 2m-8m
KOKUSHI_13 = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)   # 么九牌 of riichi
COMPLETE = -1
TENPAI = 0

_MOST = {0: 14, 1: 11, 2: 8, 3: 5, 4: 2}      # most tiles a hand holds, by called melds
_SPLIT = struct.Struct("9s9s9s7s").unpack  # 34 counts (bytes-like) -> the four groups' bytes

# A group's remembered value: its table id above bit 32, and statistics that add up over the
# groups without carrying: tiles (bits 0-5), kinds held (6-11), kinds held twice or more
# (12-17), riichi orphans held (18-21) and held twice or more (22-26).
_ID = 32
_TILES, _KINDS, _PAIRS, _ORPHANS, _ORPHAN_PAIRS = 0, 6, 12, 18, 22

# The tables, bound on first use (``_load``). ``_PREFIX`` / ``_SUFFIX`` give a suit's place in
# the suit table (low 32 bits) plus the statistics of those counts (above).
_PREFIX = _SUFFIX = _SUIT = _PAIR_SI = _FINAL = None
_LOW = (1 << 32) - 1
_SS_ROWS: list[int] = []                  # pair_ss ids times n_si, one add from a final index
_N_SUIT = _N_ISO = _ABSENT = 0
_ISO_SORTED: dict[bytes, int] = {}        # isolated counts, sorted -> isolated vector id


def shanten(counts, melds: int = 0, terminals=KOKUSHI_13, kinds=None) -> int:
    """Shanten number (向聴数) of a hand: least of regular, seven pairs and thirteen orphans.

    ``-1`` complete, ``0`` tenpai. Seven pairs (七対子) and thirteen orphans (国士無双) count
    only for a closed hand (``melds == 0``). Raises ``ValueError`` for counts that are no hand
    (not 34 long, a count outside 0-4, more than ``14 - 3 * melds`` tiles).
    """
    try:
        # the four groups' counts as bytes at once (faster than bytes() and four slices)
        man, pin, sou, honours = _SPLIT(bytearray(counts))
    except (TypeError, ValueError, struct.error):       # not 34 counts of 0-255
        _reject(counts, melds)
    if kinds is None or kinds is ALL_KINDS:
        # each group's (id, statistics); a miss (or the tables not loaded) fills the cache
        try:
            man, total = _SUITS[man]
        except KeyError:
            man, total = _suit_missed(man)
        try:
            pin, stats = _SUITS[pin]
        except KeyError:
            pin, stats = _suit_missed(pin)
        total += stats
        try:
            sou, stats = _SUITS[sou]
        except KeyError:
            sou, stats = _suit_missed(sou)
        total += stats
        try:
            iso, stats, _ = _HON[honours]
        except KeyError:
            iso, stats, _ = _honours_missed(honours)
        total += stats
        ss = _SS_BY[man][pin] + _SI_BY[sou][iso]
    elif kinds is _SANMA_LAST or _SANMA_SETS.get(id(kinds)) is kinds:
        # 三麻: 1m 9m and the honours are one isolated group: the honours' sanma row, at
        # the manzu counts, gives its (id, statistics)
        try:
            iso, total = _HON[honours][2][man]
        except KeyError:                        # the honours not remembered, or no manzu
            if man not in _SANMA_MAN:           # of sanma (2m-8m held, a count over 4)
                b = man + pin + sou + honours
                return _shanten_in(b, counts, melds, terminals, _layout(kinds))
            iso, total = _honours_missed(honours)[2][man]
        try:
            pin, stats = _SUITS[pin]
        except KeyError:
            pin, stats = _suit_missed(pin)
        total += stats
        try:
            sou, stats = _SUITS[sou]
        except KeyError:
            sou, stats = _suit_missed(sou)
        total += stats
        ss = _SS_ABSENT[pin] + _SI_BY[sou][iso]
    else:
        b = man + pin + sou + honours
        layout = _layout(kinds)
        if not layout.full:
            if layout.sanma and isinstance(kinds, frozenset):     # not a set that may change
                _remember_sanma(kinds)
            return _shanten_in(b, counts, melds, terminals, layout)
        return shanten(b, melds, terminals)
    try:
        if total > _LIMIT[melds]:
            _reject(counts, melds)
    except (KeyError, TypeError):
        _reject(counts, melds)
    best = _FINAL[melds][ss] - 1
    if melds or best < 0:
        return best
    if terminals is KOKUSHI_13:
        closed = _CLOSED[total & _CLOSED_MASK]
    else:
        closed = _closed_other(total, terminals, counts)
    return closed if closed < best else best


def shanten_after_draw(counts, melds: int = 0, terminals=KOKUSHI_13, kinds=None) -> list:
    """The shanten after drawing each kind: 34 entries, ``None`` where no copy can be drawn
    (the hand holds four, or the tile set lacks the kind). For a hand of at most
    ``13 - 3 * melds`` tiles. The same as ``shanten`` of each such hand, but only the drawn
    kind's group is looked up again: ukeire (受け入れ) and waits are built on it."""
    b = _hand(counts, melds)
    if sum(b) >= _MOST[melds]:
        raise ValueError(f"{sum(b)} tiles with {melds} melds: no room to draw")
    if kinds is not None and not _layout(kinds).full:
        return _after_draw_slowly(b, melds, terminals, kinds)
    parts = [_group(_SUITS, _suit_missed, b[0:9]), _group(_SUITS, _suit_missed, b[9:18]),
             _group(_SUITS, _suit_missed, b[18:27]), _group(_HON, _honours_missed, b[27:34])]
    total = sum(part[1] for part in parts)
    final, ss_by, si_by = _FINAL[melds], _SS_BY, _SI_BY
    closed_of = _CLOSED
    riichi = terminals is KOKUSHI_13
    after: list = [None] * N_KINDS
    hand = bytearray(b)
    for g, (cache, missed) in enumerate(((_SUITS, _suit_missed), (_SUITS, _suit_missed),
                                         (_SUITS, _suit_missed), (_HON, _honours_missed))):
        rest = total - parts[g][1]
        start = 9 * g
        end = start + 9 if g < 3 else N_KINDS
        ids = [part[0] for part in parts]
        for kind in range(start, end):
            if hand[kind] < 4:
                hand[kind] += 1
                key = bytes(hand[start:end])
                try:
                    value = cache[key]
                except KeyError:
                    value = missed(key)
                t = rest + value[1]
                ids[g] = value[0]
                best = final[ss_by[ids[0]][ids[1]] + si_by[ids[2]][ids[3]]] - 1
                if not melds and best >= 0:
                    closed = closed_of[t & _CLOSED_MASK] if riichi else \
                        _closed_other(t, terminals, hand)
                    if closed < best:
                        best = closed
                after[kind] = best
                hand[kind] -= 1
    return after


def _group(cache: dict, missed, key: bytes) -> tuple:
    """A group's remembered value (``_SUITS`` or ``_HON``), filled on a miss."""
    try:
        return cache[key]
    except KeyError:
        return missed(key)


def regular_shanten(counts, melds: int = 0, kinds=None) -> int:
    """Shanten of the regular shape (一般形): ``4 - melds`` sets and a pair."""
    b = _hand(counts, melds)
    return _distance(b, counts, 4 - melds, _layout(ALL_KINDS if kinds is None else kinds)) - 1


def chiitoi_shanten(counts) -> int:
    """Shanten of seven pairs (七対子): seven different pairs; a four of a kind is one pair."""
    b = bytes(counts)
    held = len(b) - b.count(0)
    pairs = held - b.count(1)
    return 6 - pairs + (7 - held if held < 7 else 0)


def kokushi_shanten(counts, terminals=KOKUSHI_13) -> int:
    """Shanten of thirteen orphans (国士無双): one of each of ``terminals``, one of them twice."""
    orphans = bytes(counts[k] for k in terminals) if len(terminals) < 2 else \
        bytes(_getter(tuple(terminals))(counts))
    held = len(orphans) - orphans.count(0)
    return len(orphans) - held - (held > orphans.count(1))


def clear_caches() -> None:
    """Forget the counts met so far, as after loading: for benchmarks of a cold start."""
    _SHAPES.clear()
    _SUITS.clear()
    _HON.clear()
    _ISOLATED.clear()
    _ISOLATED_STATS.clear()
    _ISO_SORTED.clear()
    _partial_suit.cache_clear()
    if _SUIT is not None:
        _prefill()


# --- remembered groups -----------------------------------------------------------------------

def _stats(key: bytes, orphans: bytes) -> int:
    """Packed statistics (see ``_ID``) of some counts; ``orphans`` those of riichi's orphans."""
    held = len(key) - key.count(0)
    orphans_held = len(orphans) - orphans.count(0)
    return (sum(key) << _TILES | held << _KINDS | (held - key.count(1)) << _PAIRS
            | orphans_held << _ORPHANS | (orphans_held - orphans.count(1)) << _ORPHAN_PAIRS)


_CACHE_LIMIT = 100_000      # counts remembered per cache (a few MB); beyond, start afresh


class _Shapes(dict):
    """A suit's nine counts (bytes) -> its suit vector id and statistics, filled on demand."""

    def __missing__(self, key: bytes) -> int:
        if len(self) >= _CACHE_LIMIT:
            self.clear()
        place = _suit_place(key)
        value = self[key] = _SUIT[place & _LOW] << _ID | place >> _ID
        return value


def _suit_place(key: bytes) -> int:
    """A suit's nine counts -> its place in the suit tables (the vector's index, its statistics
    above ``_ID``); ValueError for counts that are not a suit."""
    try:
        place = _PREFIX[key[:6]] + _SUFFIX[key[6:]]
    except KeyError:
        place = 63 << _ID                    # no such counts: refused below
    if len(key) != 9 or (place >> _ID) & 63 > 14:
        raise ValueError(f"a suit holds 9 counts in 0..4, 14 tiles at most: {list(key)}")
    return place


class _Isolated(dict):
    """Any isolated group's counts (bytes) -> isolated vector id, ``-1`` if not tabled."""

    def __missing__(self, key: bytes) -> int:
        if len(self) >= _CACHE_LIMIT:
            self.clear()
        value = self[key] = _isolated_id(key)
        return value


class _IsolatedStats(dict):
    """An isolated group's counts (bytes) -> its id and statistics (every kind of the group
    counted as an orphan), or ``-1`` if not tabled or over 14 tiles."""

    def __missing__(self, key: bytes) -> int:
        if len(self) >= _CACHE_LIMIT:
            self.clear()
        ident = _isolated_id(key) if sum(key) <= 14 else -1
        value = self[key] = ident << _ID | _stats(key, key) if ident >= 0 else -1
        return value


_SHAPES = _Shapes()


# The hot path of ``shanten`` looks each group up once, in a plain dict (a miss raises
# ``KeyError``, and ``_suit_missed`` / ``_honours_missed`` fill the entry): its value is a
# tuple of the group's id (suit vector id for a suit, isolated vector id for the honours) and
# its compact statistics: kinds held (bits 0-3), kinds held twice or more (4-6), riichi orphans
# held (7-10) and held twice or more (11-13), tiles (14 up). In a hand of at most 14 tiles no
# field carries into the next, so the groups' sum is the hand's; a carry (more tiles) only
# adds to the tiles on top. So ``total > _LIMIT[melds]`` tells a hand too big, and
# ``total & _CLOSED_MASK`` indexes ``_CLOSED`` (seven pairs and thirteen orphans). The
# honours' tuple has a third item, their sanma row (below). Values are shared, one tuple per
# value. ``_SS_BY[man][pin]`` and ``_SI_BY[sou][honours]`` are the two halves of
# the index into ``_FINAL``.
_TILE_BIT = 14
_CLOSED_MASK = (1 << _TILE_BIT) - 1
_LIMIT = {melds: (most + 1 << _TILE_BIT) - 1 for melds, most in _MOST.items()}
_OVER = (0, 15 << _TILE_BIT)              # an isolated group of over 14 tiles: (any id, too many)
_PLACE_TILES = _ID + _TILE_BIT            # a suit's tiles in ``_PREFIX_HOT`` + ``_SUFFIX_HOT``
_H = 20                                   # honours parts: histogram above bit _H, statistics below
_SS_BY: list[list[int]] = []
_SI_BY: list[list[int]] = []
_SS_ABSENT: list[int] = []                # _SS_BY of the absent manzu of sanma
_VALUES: dict[tuple, tuple] = {}          # one tuple object per value
_SUITS: dict[bytes, tuple] = {}           # a suit's nine counts -> (id, statistics)
_HON: dict[bytes, tuple] = {}             # the seven honours -> (id, statistics, histogram)


def _compact(stats: int) -> int:
    """Statistics (``_ID``'s layout) of one group in the hot path's compact layout."""
    return ((stats >> _KINDS & 63) | (stats >> _PAIRS & 63) << 4 | (stats >> _ORPHANS & 15) << 7
            | (stats >> _ORPHAN_PAIRS & 31) << 11 | (stats & 63) << _TILE_BIT)


def _closed_other(total: int, terminals, counts) -> int:
    """The lesser of seven pairs' and thirteen orphans' shanten from a hot-path sum, for
    other orphans than riichi's."""
    held = total & 15
    chiitoi = 6 - (total >> 4 & 7) + (7 - held if held < 7 else 0)
    kokushi = kokushi_shanten(counts, terminals)
    return kokushi if kokushi < chiitoi else chiitoi


def _shared(value: tuple) -> tuple:
    if len(_VALUES) >= _CACHE_LIMIT:
        _VALUES.clear()
    return _VALUES.setdefault(value, value)


def _suit_missed(key: bytes) -> tuple:
    """A suit's hot-path value, computed and remembered (the tables loaded on first use);
    ``ValueError`` for counts that are no suit."""
    try:
        place = _PREFIX_HOT[key[:6]] + _SUFFIX_HOT[key[6:]]
    except KeyError:                        # a count over 4, or the tables not loaded
        place = -1
    if place < 0 or place >> _PLACE_TILES > 14 or len(key) != 9:
        if _SUIT is None:
            _load()
            return _suit_missed(key)
        raise ValueError(f"a suit holds 9 counts in 0..4, 14 tiles at most: {list(key)}") from None
    value = (_SUIT[place & _LOW], place >> _ID)
    value = _VALUES.setdefault(value, value)    # few values: one tuple each
    if len(_SUITS) >= _CACHE_LIMIT:
        _start_afresh(_SUITS)
    _SUITS[key] = value
    return value


def _honours_missed(key: bytes) -> tuple:
    """The honours' hot-path value, computed and remembered; ``ValueError`` for counts that
    are no honours."""
    if _SUIT is None:
        _load()
    try:
        part = _HON_4[key[:4]] + _HON_3[key[4:]]
    except KeyError:
        part = -1
    if part < 0 or len(key) != 7 or part >> _TILE_BIT & 63 > 14:
        raise ValueError(f"7 honour counts in 0..4, 14 tiles at most: {list(key)}") from None
    if len(_HON) >= _CACHE_LIMIT:
        _start_afresh(_HON)
    value = _HON[key] = _honours_value(part)
    return value


def _honours_value(part: int) -> tuple:
    """The honours' hot-path value from their ``_HON_4`` + ``_HON_3`` part: (id, statistics,
    sanma row). All three follow from the histogram, so there is one tuple per histogram."""
    histogram = part >> _H
    try:
        return _HON_VALUES[histogram]
    except KeyError:
        pass
    row = {man: _BY_HISTOGRAM[histogram + manzu] or _OVER for man, manzu in _SANMA_MAN.items()}
    value = _HON_VALUES[histogram] = (_HISTOGRAM_ID[histogram], part & (1 << _H) - 1, row)
    return value


# 三麻 (``kinds`` without 2m-8m): 1m, 9m and the honours form one isolated group. Its vector
# and its statistics (every kind of it an orphan) depend only on how many of its kinds hold
# 1, 2, 3 and 4 copies (a histogram, 4 bits each), which adds up over parts: the manzu's
# (2m-8m absent) and the honours'. ``_BY_HISTOGRAM`` turns it into the group's (id,
# statistics), ``None`` over 14 tiles. The hot path reads it in one step: the honours'
# remembered value holds, as its sanma row, a dict from every manzu counts of sanma (the keys
# of ``_SANMA_MAN``: 1m and 9m, nothing between) to the group's (id, statistics) (``_OVER``
# over 14 tiles: its tiles exceed every limit). ``_HON_4`` and ``_HON_3`` (the first four
# and last three honours) give histogram << ``_H`` | statistics; ``_HISTOGRAM_ID`` a
# histogram's isolated vector id.
_SANMA_MAN: dict[bytes, int] = {}         # sanma's manzu counts -> their histogram
_HON_VALUES: dict[int, tuple] = {}        # honours' histogram -> their hot-path value
_HON_4: dict[bytes, int] = {}
_HON_3: dict[bytes, int] = {}
_HISTOGRAM_ID: list[int] = []
_BY_HISTOGRAM: list = []
_SANMA_SETS: dict[int, frozenset] = {}    # id -> a kinds object known to be the sanma set
_SANMA_LAST = None                        # the last of them
_CLOSED: list[int] = []                   # compact statistics bits 0-13 -> the lesser of
                                          # seven pairs' and thirteen orphans' shanten
_PREFIX_HOT: dict[bytes, int] = {}        # ``_PREFIX`` / ``_SUFFIX`` with compact statistics
_SUFFIX_HOT: dict[bytes, int] = {}


def _histogram(key: bytes) -> int:
    return sum(1 << 4 * (c - 1) for c in key if c)


def _remember_sanma(kinds) -> None:
    global _SANMA_LAST
    if len(_SANMA_SETS) > 16:
        _SANMA_SETS.clear()
    _SANMA_SETS[id(kinds)] = kinds            # kept alive here: its id is not reused
    _SANMA_LAST = kinds


def _load_hot() -> None:
    """The small tables of the hot path (at load, with the shanten tables)."""
    for key in map(bytes, itertools.product(range(5), repeat=4)):
        _HON_4[key] = _histogram(key) << _H | _compact(_stats(key, key))
    for key in map(bytes, itertools.product(range(5), repeat=3)):
        _HON_3[key] = _histogram(key) << _H | _compact(_stats(key, key))
    for first in range(5):
        for last in range(5):
            _SANMA_MAN[bytes((first,) + (0,) * 7 + (last,))] = _histogram(bytes((first, last)))
    _PREFIX_HOT.update((key, place & _LOW | _compact(place >> _ID) << _ID)
                       for key, place in _PREFIX.items())
    _SUFFIX_HOT.update((key, place & _LOW | _compact(place >> _ID) << _ID)
                       for key, place in _SUFFIX.items())
    _SS_BY[:] = [[_SS_ROWS[i * _N_SUIT + j] for j in range(_N_SUIT)] for i in range(_N_SUIT)]
    _SI_BY[:] = [[_PAIR_SI[i * _N_ISO + j] for j in range(_N_ISO)] for i in range(_N_SUIT)]
    _SS_ABSENT[:] = _SS_BY[_ABSENT]
    ids = [0] * (1 << 16)
    by_histogram: list = [None] * (1 << 16)
    for group in itertools.combinations_with_replacement(range(5), 9):
        if sum(group) <= 14:
            key = bytes(group)
            histogram = _histogram(key)
            ids[histogram] = _isolated_id(key)
            by_histogram[histogram] = (ids[histogram], _compact(_stats(key, key)))
    _HISTOGRAM_ID[:] = ids
    _BY_HISTOGRAM[:] = by_histogram
    closed = []
    for i in range(_CLOSED_MASK + 1):
        held, pairs, orphans, orphan_pairs = i & 15, i >> 4 & 7, i >> 7 & 15, i >> 11
        chiitoi = 6 - pairs + (7 - held if held < 7 else 0)
        kokushi = 13 - orphans - (orphan_pairs > 0)
        closed.append(min(chiitoi, kokushi))
    _CLOSED[:] = closed


_ISOLATED = _Isolated()
_ISOLATED_STATS = _IsolatedStats()


def _isolated_id(key: bytes) -> int:
    if key and max(key) > 4:
        raise ValueError(f"counts must be in 0..4, got {list(key)!r} among the isolated kinds")
    ordered = bytes(sorted(key))
    ident = _ISO_SORTED.get(ordered)
    if ident is None:
        ident = _ISO_SORTED[ordered] = load_tables().iso_id.get(isolated_vector(ordered), -1)
    return ident


# --- helpers ---------------------------------------------------------------------------------

def _reject(counts, melds) -> None:
    """Raise the ``ValueError`` that says what is wrong with a hand."""
    if melds not in _MOST:
        raise ValueError(f"melds must be 0..4, got {melds!r}")
    try:
        values = [int(c) for c in counts]
    except (TypeError, ValueError):
        values = []
    if len(values) != N_KINDS or not all(0 <= c <= 4 for c in values):
        raise ValueError(f"counts must be 34 ints in 0..4, got {counts!r}")
    raise ValueError(f"{sum(values)} tiles with {melds} melds: at most {_MOST[melds]} fit")


def _hand(counts, melds: int) -> bytes:
    """The counts as bytes, checked; the tables loaded."""
    try:
        b = bytes(counts)
    except (TypeError, ValueError):
        b = b""
    if len(b) != N_KINDS or sum(b) > _MOST.get(melds, -1) or max(b) > 4:
        _reject(counts, melds)
    if _SUIT is None:
        _load()
    return b


def _load() -> None:
    """Bind the decompressed tables to module globals (first use only)."""
    global _PREFIX, _SUFFIX, _SUIT, _PAIR_SI, _FINAL, _SS_ROWS
    global _N_SUIT, _N_ISO, _ABSENT
    t = load_tables()
    _PREFIX = {key: place | _stats(key, key[:1]) << _ID for key, place in t.prefix.items()}
    _SUFFIX = {key: place | _stats(key, key[2:]) << _ID for key, place in t.suffix.items()}
    _PAIR_SI = t.pair_si
    _FINAL = t.final[::-1]                # by called melds: 4 - sets
    _N_SUIT, _N_ISO = t.n_suit, t.n_iso
    _ABSENT = t.suit_vectors.index(NEUTRAL)
    starts = [ident * t.n_si for ident in range(max(t.pair_ss) + 1)]
    _SS_ROWS = [starts[ident] for ident in t.pair_ss]     # one int object per value: cache-friendly
    _load_hot()
    _SUIT = t.suit                        # last: the tables are complete once it is set
    _prefill()


_PREFILL = 9        # suits and honours of up to so many tiles are remembered at load (42,185
                    # suits, 9,130 honour groups: three groups in one suit do not miss)


def _start_afresh(cache: dict) -> None:
    """A full cache starts afresh as at load: emptied, then the prefilled groups again (a long
    session or benchmark that met many rare hands keeps the common ones without a miss)."""
    cache.clear()
    _prefill()


def _prefill() -> None:
    """Remember every suit and every honour group of at most ``_PREFILL`` tiles: the groups
    of most hands, so that a fresh start rarely misses. Built once, at load, from the parts
    the misses add up (a suit's first six and last three counts, the first four and last
    three honours), without a lookup per entry; a fresh start copies them (the same key
    objects: made once, close together in memory, and not scattered again among whatever
    the process holds by then)."""
    if not _SUITS_AT_LOAD:
        _fill(_SUITS_AT_LOAD, _PREFIX_HOT, _SUFFIX_HOT,
              lambda place: _shared((_SUIT[place & _LOW], place >> _ID)))
        _fill(_HON_AT_LOAD, _HON_4, _HON_3, _honours_value)
    _SUITS.update(_SUITS_AT_LOAD)
    _HON.update(_HON_AT_LOAD)


_SUITS_AT_LOAD: dict[bytes, tuple] = {}   # the prefilled groups (``_prefill``)
_HON_AT_LOAD: dict[bytes, tuple] = {}


def _fill(cache: dict, heads: dict, tails: dict, value) -> None:
    """``cache[head + tail] = value(heads[head] + tails[tail])`` for every head and tail of
    at most ``_PREFILL`` tiles together, fewest tiles first (the groups most hands hold lie
    together in memory)."""
    heads_by_tiles: list[list] = [[] for _ in range(_PREFILL + 1)]
    tails_by_tiles: list[list] = [[] for _ in range(_PREFILL + 1)]
    for parts, by_tiles in ((heads, heads_by_tiles), (tails, tails_by_tiles)):
        for key, part in parts.items():
            if sum(key) <= _PREFILL:
                by_tiles[sum(key)].append((key, part))
    for tiles in range(_PREFILL + 1):
        for head_tiles in range(tiles + 1):
            for head, start in heads_by_tiles[head_tiles]:
                cache.update((head + tail, value(start + part))
                             for tail, part in tails_by_tiles[tiles - head_tiles])


_COUNTS = bytes(range(5))                 # the valid counts


def _shanten_in(b: bytes, counts, melds: int, terminals, layout) -> int:
    """``shanten`` for a tile set other than the full 136 (``kinds`` given)."""
    if layout.missing(b) != layout.none_missing:
        raise ValueError(f"the hand holds kinds the tile set lacks: {list(counts)!r}")
    iso = _ISOLATED_STATS[bytes(layout.isolated_counts(b))] if layout.tabled_only else -1
    if iso < 0 or not layout.orphans_are(terminals):
        return _shanten_slowly(b, counts, melds, terminals, layout)
    shapes = _SHAPES
    values = [shapes[b[start:start + 9]] for start in layout.tabled]
    stats = iso + sum(values)
    if stats & 63 > _MOST.get(melds, -1):
        _reject(counts, melds)
    ids = layout.absent + [value >> _ID for value in values]
    best = _FINAL[melds][_SS_ROWS[ids[0] * _N_SUIT + ids[1]]
                         + _PAIR_SI[ids[2] * _N_ISO + (iso >> _ID)]] - 1
    if melds or best < 0:
        return best
    closed = _closed_by_stats(stats)
    return closed if closed < best else best


def _shanten_slowly(b: bytes, counts, melds: int, terminals, layout) -> int:
    """``_shanten_in`` for odd tile sets: partial suits, other orphans, big isolated groups."""
    if sum(b) > _MOST.get(melds, -1) or b.translate(None, _COUNTS):
        _reject(counts, melds)
    best = _distance(b, counts, 4 - melds, layout) - 1
    if melds or best < 0:
        return best
    held = N_KINDS - b.count(0)
    chiitoi = 6 - held + b.count(1) + (7 - held if held < 7 else 0)
    orphans = bytes(_getter(tuple(terminals))(b))
    present = len(orphans) - orphans.count(0)
    kokushi = len(orphans) - present - (present > orphans.count(1))
    return min(best, chiitoi, kokushi)


class _Layout:
    """How a tile set's kinds split into groups: suits looked up in the table, suits with
    missing kinds computed exactly (``partial``), and the isolated kinds (honours, and a suit
    whose kinds can form no sequence)."""

    def __init__(self, kinds: frozenset) -> None:
        if _SUIT is None:
            _load()
        self.tabled: list[int] = []
        self.partial: list[tuple[int, int]] = []
        isolated = [k for k in HONOR_KINDS if k in kinds]
        for start in SUIT_STARTS:
            mask = sum(1 << i for i in range(9) if start + i in kinds)
            if mask == FULL_SUIT:
                self.tabled.append(start)
            elif any(mask >> i & 0b111 == 0b111 for i in range(7)):
                self.partial.append((start, mask))
            else:
                isolated += [start + i for i in range(9) if mask >> i & 1]
        self.isolated = isolated
        self.isolated_counts = (itemgetter(*isolated) if len(isolated) > 1
                                else lambda counts: tuple(counts[k] for k in isolated))
        self.full = kinds >= ALL_KINDS          # every kind: the hot path of ``shanten``
        self.absent = [_ABSENT] * (3 - len(self.tabled))
        self.tabled_only = not self.partial
        lacking = sorted(ALL_KINDS - kinds)
        self.missing = (itemgetter(*lacking) if len(lacking) > 1
                        else lambda counts: tuple(counts[k] for k in lacking))
        self.none_missing = self.missing(bytes(N_KINDS))
        self.orphans = frozenset(isolated).union(*((s, s + 8) for s in self.tabled))
        self.sanma = kinds == _SANMA_KINDS      # the hot path of ``shanten`` knows this one
        self._orphans_are: dict = {}

    def orphans_are(self, terminals) -> bool:
        """Whether ``terminals`` are exactly the group statistics' orphans: the isolated
        kinds and the 1 and 9 of the tabled suits."""
        try:
            return self._orphans_are[terminals]
        except KeyError:
            same = len(set(terminals)) == len(terminals) and set(terminals) == self.orphans
            self._orphans_are[terminals] = same
            return same
        except TypeError:
            return False


_LAYOUTS: dict[frozenset, _Layout] = {}


def _layout(kinds) -> _Layout:
    """The layout of a tile set's kinds (remembered by the frozenset)."""
    try:
        return _LAYOUTS[kinds]
    except (KeyError, TypeError):
        kinds = frozenset(kinds)
        if len(_LAYOUTS) > 16:
            _LAYOUTS.clear()
        layout = _LAYOUTS[kinds] = _Layout(kinds)
        return layout


def _distance(b: bytes, counts, sets: int, layout: _Layout) -> int:
    """Fewest tiles lacked for ``sets`` sets and a pair, by the layout's groups."""
    group = bytes(layout.isolated_counts(b))
    iso = _ISOLATED[group]
    shapes = _SHAPES
    suits = layout.absent + [shapes[b[s:s + 9]] >> _ID for s in layout.tabled]
    if not layout.partial and iso >= 0:
        return _FINAL[4 - sets][_SS_ROWS[suits[0] * _N_SUIT + suits[1]]
                                + _PAIR_SI[suits[2] * _N_ISO + iso]]
    suits = suits[len(layout.absent):]
    vector = isolated_vector(group)
    for ident in suits:
        vector = combine(vector, load_tables().suit_vectors[ident])
    for start, mask in layout.partial:
        vector = combine(vector, _partial_suit(b[start:start + 9], mask))
    return min(INF, distance(vector, sets))


@lru_cache(maxsize=4096)
def _partial_suit(key: bytes, mask: int) -> tuple[int, ...]:
    return suit_vector(key, mask)


def _closed_by_stats(stats: int) -> int:
    """The lesser of seven pairs' and thirteen orphans' shanten, from the statistics alone."""
    held = stats >> _KINDS & 63
    chiitoi = 6 - (stats >> _PAIRS & 63) + (7 - held if held < 7 else 0)
    kokushi = 13 - (stats >> _ORPHANS & 15) - (stats >> _ORPHAN_PAIRS & 31 > 0)
    return kokushi if kokushi < chiitoi else chiitoi


def _after_draw_slowly(b: bytes, melds: int, terminals, kinds) -> list:
    """``shanten_after_draw`` by one ``shanten`` per kind (tile sets lacking some kinds)."""
    drawable = kinds if isinstance(kinds, frozenset) else frozenset(kinds)
    hand = bytearray(b)
    after: list = [None] * N_KINDS
    for kind in range(N_KINDS):
        if kind in drawable and hand[kind] < 4:
            hand[kind] += 1
            after[kind] = shanten(hand, melds, terminals, kinds)
            hand[kind] -= 1
    return after


@lru_cache(maxsize=64)
def _getter(terminals: tuple[int, ...]):
    return itemgetter(*terminals)
