"""Fu (符, minipoints) of a winning hand, standard riichi (hero_mahjong.md §7, anmika.md §3.4).

- 副底 base 20; 門前加符 +10 for a closed ron; ツモ符 +2 for a self-draw, except pinfu tsumo (20).
- Sets (刻子 / 槓子): simple open triplet 2, closed 4; terminal or honour (么九) open 4, closed 8;
  a quad is four times its triplet (8 / 16 / 16 / 32). A triplet finished by a ron is open.
- 雀頭 pair of a dragon, the seat wind or the round wind: 2 each (a double wind pair, 連風牌,
  ``rules.double_wind_pair_fu``: 4 by default).
- 待ち: kanchan, penchan or tanki +2.
- An open hand with no fu beyond the base won by ron scores 30 (喰い平和, "open pinfu").
- A kind that is both terminal and simple (GT 7m) counts as terminal here; the scorer also tries
  rules where it is only simple and keeps the better value.
- Rounded up to the next 10. Seven pairs (七対子) is fixed at ``rules.chiitoi_fu`` (25).

Thirteen orphans and nagashi have no fu of their own (they are limit hands); 30 is returned.
"""

from __future__ import annotations

from core.mahjong.hand import DRAGONS
from core.mahjong.yaku import WinContext


def fu_parts(ctx: WinContext, pinfu: bool = False) -> list[tuple[str, int]]:
    """The fu items of ``ctx`` (with its reading set) before rounding, as (label, fu) pairs.
    ``pinfu``: the pinfu yaku (平和) holds, which cancels the tsumo fu."""
    r = ctx.reading
    rules = ctx.rules
    if r is None or r.form == "kokushi":
        return [("limit hand", 30)]
    if r.form == "chiitoi":
        return [("seven pairs", rules.chiitoi_fu)]
    parts: list[tuple[str, int]] = [("base", 20)]
    if ctx.is_closed and not ctx.tsumo:
        parts.append(("closed ron", 10))
    if ctx.tsumo and not pinfu:
        parts.append(("tsumo", 2))
    for i, g in enumerate(r.groups):
        if not g.is_set:
            continue
        concealed = r.is_ankou(i, ctx.tsumo)
        value = 2
        if g.first in rules.yaochu_kinds:
            value *= 2
        if concealed:
            value *= 2
        if g.shape == "quad":
            value *= 4
        parts.append((f"{'closed' if concealed else 'open'} {g.shape} {g.first}", value))
    pair_fu = 0
    if r.pair in DRAGONS:
        pair_fu += 2
    if r.pair == ctx.seat_wind:
        pair_fu += 2
    if r.pair == ctx.round_wind:
        pair_fu += 2
    if r.pair == ctx.seat_wind == ctx.round_wind:
        pair_fu = rules.double_wind_pair_fu
    if pair_fu:
        parts.append(("value pair", pair_fu))
    if r.wait in ("kanchan", "penchan", "tanki"):
        parts.append((r.wait, 2))
    if not ctx.is_closed and sum(v for _, v in parts) == 20 and not ctx.tsumo and rules.open_pinfu_fu:
        parts.append(("open pinfu", 10))
    return parts


def round_fu(raw: int) -> int:
    """Round up to the next 10 (切り上げ)."""
    return -(-raw // 10) * 10


def hand_fu(ctx: WinContext, pinfu: bool = False) -> int:
    """The fu of ``ctx`` rounded (seven pairs stays at its fixed value): the total of
    :func:`fu_parts`, counted here without their labels (this is on every win's path)."""
    r = ctx.reading
    rules = ctx.rules
    if r is None or r.form == "kokushi":
        return 30
    if r.form == "chiitoi":
        return rules.chiitoi_fu
    tsumo = ctx.tsumo
    closed = ctx.is_closed
    total = 20
    if closed and not tsumo:
        total += 10
    if tsumo and not pinfu:
        total += 2
    yaochu = rules.yaochu_kinds
    for i, g in enumerate(r.groups):
        if g.shape == "run":
            continue
        value = 4 if g.first in yaochu else 2
        if g.concealed and (tsumo or i != r.win_group):          # Reading.is_ankou
            value *= 2
        if g.shape == "quad":
            value *= 4
        total += value
    pair = r.pair
    if pair == ctx.seat_wind == ctx.round_wind:
        total += rules.double_wind_pair_fu
    else:
        total += 2 * ((pair in DRAGONS) + (pair == ctx.seat_wind) + (pair == ctx.round_wind))
    if r.wait in ("kanchan", "penchan", "tanki"):
        total += 2
    if not closed and total == 20 and not tsumo and rules.open_pinfu_fu:
        total += 10
    return round_fu(total)
