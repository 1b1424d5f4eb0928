"""Anmika's questions to core.mahjong: is a hand complete, what does it wait on (the fifth-tile
and 間八萬 waits that only a pocchi wins), and what is a win worth before the flowers and chips
(§2.2 muscle, §3.1 dora from norths and gold fives, §4.5 pocchi readings).

:class:`HandSetup` is what the options fix for a game; :func:`win_value` builds the win context
from the state and scores it with the Anmika yaku table.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from core.mahjong import hand as mj_hand
from core.mahjong.hand import decompose, is_chiitoi, is_kokushi
from core.mahjong.points import score_hand
from core.mahjong.shanten import shanten
from core.mahjong.tilesets import anmika_116
from core.mahjong.yaku import WinContext

from .fever import anmika_waits
from .yaku import M8, anmika_rules, anmika_yaku

EAST, NORTH, WHITE = 27, 30, 31
FLOWERS = (34, 35, 36, 37)
SPRING, SUMMER, AUTUMN, WINTER = FLOWERS
#: yakuman that may be won without riichi under the muscle rule (筋肉, §2.2)
DAMA_YAKUMAN = frozenset({"kokushi", "kokushi13", "tenhou", "chiihou", "jinhou"})
#: yakuman for which a north may stay in hand (§2.1): 字一色, 四喜和, 国士無双
NORTH_KEEPERS = frozenset({"tsuuiisou", "shousuushii", "daisuushii", "kokushi", "kokushi13"})
POSITIVE = ("green", "blue")
REVERSE = ("yellow", "crimson")


@dataclass(frozen=True)
class HandSetup:
    """What the options fix for a whole game: the tile set, hand rules and yaku tables, and the
    kinds a hand can wait on (8m with GT: only a pocchi stands for it)."""

    gt: bool
    tileset: object
    rules: object
    table: object
    no_karasu: object
    ordinary: object                           # the table without its yakuman (翻数祝儀's han)
    yakuman_names: frozenset
    kinds: frozenset
    wait_kinds: tuple

    @classmethod
    def of(cls, options) -> "HandSetup":
        gt = options["gt"]
        tiles = anmika_116(gt, options["gold_norths"])
        if options["flowers"] == 4:
            from core.mahjong.tilesets import TileSet
            tiles = TileSet.of("anmika_112", [t for t in tiles.tiles if t.kind < 34 or t.copy == 0], players=3)
        table = anmika_yaku(gt, options["hadaka_tanki_yakuman"])
        kinds = frozenset(k for k in tiles.kinds_used if k < 34)
        wait_kinds = tuple(sorted(kinds | ({M8} if gt else set())))
        yakuman = frozenset(y.name for y in table if y.yakuman)
        return cls(gt, tiles, anmika_rules(gt), table, table.without("karasu"), table.without(*yakuman), yakuman,
                   kinds, wait_kinds)


_DUMMY_MELDS = (None,) * 4        # decompose only counts the melds


@lru_cache(maxsize=1 << 15)
def _complete(counts: tuple, melds: int, kokushi: tuple) -> bool:
    if max(counts) > 4:                        # a fifth copy (only a pocchi): the slow, general way
        return bool(decompose(counts, _DUMMY_MELDS[:melds]))
    if shanten(list(counts), melds, terminals=kokushi) == -1:
        return True
    return melds == 0 and is_chiitoi(counts, True)




def is_complete(counts, melds: int, setup: HandSetup) -> bool:
    """和了形 (a fifth copy allowed: a pocchi may stand for it): four melds and a pair, seven pairs
    (four of a kind as two pairs, アメリカ七対子) or thirteen orphans (with 7m under GT)."""
    counts = tuple(counts)
    if _complete(counts, melds, setup.rules.kokushi_kinds):
        return True
    return melds == 0 and is_kokushi(counts, setup.rules.kokushi_kinds)


@lru_cache(maxsize=1 << 15)
def _waits(counts: tuple, melds: int, wait_kinds: tuple, kokushi: tuple) -> frozenset:
    out = []
    c = list(counts)
    for k in wait_kinds:
        c[k] += 1
        t = tuple(c)
        if _complete(t, melds, kokushi) or (melds == 0 and is_kokushi(t, kokushi)):
            out.append(k)
        c[k] -= 1
    return frozenset(out)


def hand_waits(counts, melds: int, setup: HandSetup) -> frozenset:
    """Every kind that completes the 13-tile hand, those only a pocchi can stand for included
    (a fifth copy, 8m)."""
    return anmika_waits(counts, melds, setup.kinds, fifth=True)


def north_allowed(state, seat: int, win_kind: int, hand_tiles: list) -> bool:
    """May the hand ``hand_tiles`` (13 concealed tiles) completed by ``win_kind`` hold a 北? Only
    字一色, 四喜和 (seed L366: "字一色・四喜和は、他の役満と複合する場合でも北待ちを認める") and
    国士無双 ([R]) may; a north is otherwise worth something only set aside (L361). True when the
    completed hand holds no north."""
    if win_kind != NORTH and not any(t.kind == NORTH for t in hand_tiles):
        return True
    ctx = win_context(state, seat, win_kind, tsumo=True, hand_tiles=hand_tiles)
    value = score_hand(ctx, state.setup.table, state.setup.rules)
    return value.is_win and bool(set(value.yaku_names) & NORTH_KEEPERS)


def ready_waits(state, seat: int, hand_tiles: list) -> list[int]:
    """The waits of ``hand_tiles`` (13 concealed tiles of ``seat``) that can be wins: every kind of
    :func:`hand_waits` but those that would hold a north the hand may not keep
    (:func:`north_allowed`). A hand with none is not ready (聴牌): no riichi, no tenpai at a draw."""
    waits = sorted(hand_waits(mj_hand.counts_of(t.kind for t in hand_tiles if t.kind < 34),
                              len(state.melds[seat]), state.setup))
    return [k for k in waits if north_allowed(state, seat, k, hand_tiles)]


def real_waits(counts, melds: list, setup: HandSetup) -> frozenset:
    """The waits a real tile can complete: not 8m, not a kind whose four copies the seat holds
    (in hand or in its melds)."""
    held = list(counts[:34])
    for m in melds:
        for t in m.tiles:
            held[t.kind] += 1
    return frozenset(k for k in hand_waits(counts, len(melds), setup) if k != M8 and held[k] < 4)


@dataclass(frozen=True)
class WinValue:
    """A scored win before the flowers: ``yaku`` (id, han) with dora last, han, fu, the number of
    true yakuman (``yakuman``), whether it is closed and ``value`` (core HandValue). ``ura``: the
    ura dora of a riichi winner when they were turned, for the 裏ドラ chips, which a yakuman earns
    too though its han do not count them (§5.2)."""

    yaku: tuple
    han: int
    fu: int
    yakuman: int
    closed: bool
    win_kind: int
    value: object
    ura: int = 0


def _dora_kinds(indicators, setup: HandSetup, counts, god: str = "most") -> list[int]:
    """The dora each face-up indicator points at. A flower points at nothing; 北 at 東; a positive
    pocchi (神ポッチ) may be any tile (seed L451-452), so it points at the kind the hand holds most
    of, or with ``god`` "fewest" least of (the winner's choice, L453); a reverse pocchi is a plain 白
    (發 is dora)."""
    out = []
    for t in indicators:
        if t.kind >= 34:
            continue
        if t.kind == WHITE and t.mark in POSITIVE:
            pick = max if god == "most" else min
            out.append(pick(range(34), key=lambda k: counts[k]))
            continue
        out.append(setup.tileset.dora_next[t.kind])
    return out


def win_context(state, seat: int, win_kind: int, *, tsumo: bool, hand_tiles: list, chankan: bool = False,
                ura: bool = False, indicators=None, ura_indicators=None, win_tile=None,
                god: str = "most") -> WinContext:
    """The win context of ``seat`` winning on ``win_kind`` with ``hand_tiles`` (the concealed tiles
    without the winning tile); ``win_tile``: the physical winning tile (None for a pocchi standing
    in: it is never red or gold); ``god``: how a 神ポッチ indicator is taken (:func:`_dora_kinds`)."""
    setup = state.setup
    melds = tuple(_meld(m, seat, state.seats) for m in state.melds[seat])
    counts = mj_hand.counts_of(t.kind for t in hand_tiles)
    counts[win_kind] += 1
    every = _every(state, seat, hand_tiles, win_kind, win_tile)
    all_counts = list(counts)
    for m in state.melds[seat]:
        for t in m.tiles:
            all_counts[t.kind] += 1
    norths = sum(1 for t in state.extracted[seat] if t.kind == NORTH)
    shown = state.wall.dora_indicators if indicators is None else indicators
    dora = sum(all_counts[k] for k in _dora_kinds(shown, setup, all_counts, god))
    dora += 8 if norths == 4 else norths
    ura_count = 0
    if ura and state.riichi[seat]:
        hidden = state.wall.ura_indicators if ura_indicators is None else ura_indicators
        ura_count = sum(all_counts[k] for k in _dora_kinds(hidden, setup, all_counts, god))
    first_go = state.no_calls and state.discards_made[seat] == 0
    last = not state.wall.live
    kind = state.riichi_kind[seat]
    return WinContext(
        counts=tuple(counts), melds=melds, win_kind=win_kind, tsumo=tsumo,
        seat_wind=EAST + state.seat_wind(seat), round_wind=EAST,
        riichi=state.riichi[seat] > 0, double_riichi=state.riichi[seat] == 2, ippatsu=state.ippatsu[seat],
        rinshan=tsumo and state.rinshan, chankan=chankan, haitei=tsumo and last and not state.rinshan
        and not state.replaced, houtei=not tsumo and last and not chankan and state.claim_kind != "north",
        tenhou=tsumo and first_go and seat == state.dealer,
        chiihou=first_go and seat != state.dealer,          # 地和 on a tsumo, 人和 on a ron (yaku.py)
        dora=dora, aka=sum(1 for t in every if t.mark in ("red", "gold")),
        ura=ura_count, bonus_han=1 if kind == "open" else 0, rules=setup.rules)


def _meld(m, seat: int, seats: int) -> mj_hand.Meld:
    offset = (seat - m.source) % seats if m.source is not None else 0
    return mj_hand.Meld(m.kind, tuple(t.kind for t in m.tiles), m.called.kind if m.called is not None else None,
                        offset)


def karasu_allowed(state, seat: int, ura_indicators=()) -> bool:
    """カラス needs no extracted flower or north and no flower among the indicators (§3.2)."""
    if state.extracted[seat]:
        return False
    return not any(t.kind >= 34 for t in list(state.wall.dora_indicators) + list(ura_indicators))


def win_value(state, seat: int, win_kind: int, *, tsumo: bool, hand_tiles: list, chankan: bool = False,
              ura: bool = False, indicators=None, ura_indicators=None, win_tile=None,
              god: str = "most") -> WinValue | None:
    """What ``seat`` wins on ``win_kind`` now, or None: no yaku (dora alone are no win), a closed
    hand without riichi under the muscle rule (筋肉, §2.2: only 国士無双 and the first-turn yakuman
    may be won dama), or a north kept in hand for anything but 字一色, 四喜和 or 国士無双 (§2.1)."""
    ctx = win_context(state, seat, win_kind, tsumo=tsumo, hand_tiles=hand_tiles, chankan=chankan, ura=ura,
                      indicators=indicators, ura_indicators=ura_indicators, win_tile=win_tile, god=god)
    hidden = state.wall.ura_indicators if (ura and ura_indicators is None) else (ura_indicators or ())
    table = state.setup.table if karasu_allowed(state, seat, hidden if ura else ()) else state.setup.no_karasu
    value = score_hand(ctx, table, state.setup.rules)
    if not value.is_win:
        return None
    names = set(value.yaku_names)
    closed = ctx.is_closed
    if state.options["muscle"] and closed and not state.riichi[seat] and not (names & DAMA_YAKUMAN):
        return None
    if ctx.counts[NORTH] and not (names & NORTH_KEEPERS):
        return None
    yakuman = value.yakuman
    if state.options["hachirenchan"] and seat == state.dealer and state.honba >= 8:
        yakuman = min(3, yakuman + 1)           # 八連荘: a dealer win from the 8th honba is a yakuman
    extras = _extras(state, seat, value, _every(state, seat, hand_tiles, win_kind, win_tile))
    if state.options["hachirenchan"] and yakuman > value.yakuman:
        extras += (("hachirenchan", 13),)
    return WinValue(tuple((y.name, han) for y, han in value.yaku) + extras, value.han, value.fu, yakuman,
                    closed, win_kind, value, ctx.ura)


def _every(state, seat: int, hand_tiles, win_kind: int, win_tile) -> list:
    """Every physical tile of the winning hand: concealed, melds, and the winning tile if real."""
    every = list(hand_tiles) + [t for m in state.melds[seat] for t in m.tiles]
    if win_tile is not None and win_tile.kind == win_kind:
        every.append(win_tile)
    return every


def _extras(state, seat: int, value, every: list) -> tuple:
    """The han beside the yaku, each under its own name: indicator dora, north dora (4 norths: 8),
    red and gold fives, ura dora, open riichi's +1 (none for a yakuman)."""
    if value.yakuman:
        return ()
    norths = sum(1 for t in state.extracted[seat] if t.kind == NORTH)
    north = (8 if norths == 4 else norths) if value.dora else 0
    gold = sum(1 for t in every if t.mark == "gold" and t.kind != NORTH) if value.aka else 0
    parts = (("dora", value.dora - north), ("north", north), ("aka", value.aka - gold), ("gold", gold),
             ("ura", value.ura), ("open_riichi", value.bonus_han))
    return tuple((n, c) for n, c in parts if c)


def ordinary_han(state, seat: int, win_kind: int, tsumo: bool, hand_tiles: list, win_tile=None,
                 god: str = "most") -> int:
    """The han of a yakuman hand's ordinary parts (yaku without the yakuman, and dora), for
    翻数祝儀 (§5.2)."""
    ctx = win_context(state, seat, win_kind, tsumo=tsumo, hand_tiles=hand_tiles, ura=True, win_tile=win_tile,
                      god=god)
    value = score_hand(ctx, state.setup.ordinary, state.setup.rules)
    return value.han if value.is_win else ctx.dora + ctx.aka + ctx.ura
