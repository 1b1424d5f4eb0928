"""The riichi game's questions to core.mahjong: is a hand complete or ready (聴牌), what does it
wait on, and what is a win worth in this situation (the win context built from the state)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from core.mahjong import hand as mj_hand
from core.mahjong.points import score_hand
from core.mahjong.shanten import shanten
from core.mahjong.tilesets import dora_of
from core.mahjong.waits import waits
from core.mahjong.yaku import RIICHI_YAKU, HandRules, WinContext


def is_complete(counts: list[int], melds: int) -> bool:
    """和了形: four melds and a pair (counting the called ones), seven pairs or thirteen orphans."""
    return shanten(counts, melds) == -1


@lru_cache(maxsize=1 << 14)
def _waits(counts: tuple, melds: int) -> frozenset:
    return frozenset(waits(list(counts), melds))


def hand_waits(counts: list[int], melds: int) -> frozenset:
    """The kinds that complete a 13-tile hand (none when not ready)."""
    return _waits(tuple(counts), melds)


def is_tenpai(counts: list[int], melds: int) -> bool:
    """聴牌: some tile completes the hand (a wait on a kind the hand holds all four of is none)."""
    return bool(hand_waits(counts, melds))


@dataclass(frozen=True)
class WinValue:
    """A scored win: the yaku as (id, han) pairs (dora last), han, fu, the limit's name
    ("" below mangan) and the basic points (基本点) the payments are made of."""

    yaku: tuple
    han: int
    fu: int
    limit: str
    basic: int


def hand_rules(options) -> HandRules:
    return HandRules(open_tanyao=options["open_tanyao"], kiriage=options["kiriage"],
                     double_yakuman_forms=options["double_yakuman"])


def _meld(m, seat: int, seats: int) -> mj_hand.Meld:
    offset = (seat - m.source) % seats if m.source is not None else 0
    return mj_hand.Meld(m.kind, tuple(t.kind for t in m.tiles),
                        m.called.kind if m.called is not None else None, offset)


def _dora_count(kinds: list[int], indicators: list, tileset) -> int:
    return sum(kinds.count(dora_of(ind.kind, tileset)) for ind in indicators)


def win_value(state, seat: int, tile, tsumo: bool, chankan: bool = False, ura: bool = False) -> WinValue | None:
    """What ``seat`` wins with ``tile`` now (the tile is in hand on a tsumo), or None without a
    yaku (役なし: dora alone are no win). ``ura``: count the ura dora (only at the payment)."""
    tiles = list(state.hands[seat]) + ([] if tsumo else [tile])
    melds = tuple(_meld(m, seat, state.seats) for m in state.melds[seat])
    every = tiles + [t for m in state.melds[seat] for t in m.tiles]
    kinds = [t.kind for t in every]
    first_go = state.no_calls and state.discards_made[seat] == 0
    last = not state.wall.live
    ctx = WinContext(
        counts=tuple(mj_hand.counts_of(t.kind for t in tiles)), melds=melds, win_kind=tile.kind, tsumo=tsumo,
        seat_wind=27 + state.seat_wind(seat), round_wind=27 + state.round_wind,
        riichi=state.riichi[seat] > 0, double_riichi=state.riichi[seat] == 2, ippatsu=state.ippatsu[seat],
        rinshan=tsumo and state.rinshan, chankan=chankan, haitei=tsumo and last and not state.rinshan,
        houtei=not tsumo and last and not chankan,
        tenhou=tsumo and first_go and seat == state.dealer, chiihou=tsumo and first_go and seat != state.dealer,
        dora=_dora_count(kinds, state.wall.dora_indicators, state.tileset),
        aka=sum(1 for t in every if t.mark == "red"),
        ura=_dora_count(kinds, state.wall.ura_indicators, state.tileset) if ura and state.riichi[seat] else 0,
        bonus_han=state.bonus_han(seat), rules=state.hand_rules)
    value = score_hand(ctx, RIICHI_YAKU, state.hand_rules)
    if not value.is_win:
        return None
    extras = tuple((name, n) for name, n in (("dora", value.dora), ("aka", value.aka), ("ura", value.ura)) if n)
    return WinValue(tuple((y.name, han) for y, han in value.yaku) + extras, value.han, value.fu, value.limit,
                    value.basic)
