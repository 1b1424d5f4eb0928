"""Points of an Anmika win: limit tiers, 夏 steps and who pays what (shared/rules/anmika.md §3.5,
§4.2 夏, §2.5 fever tiers, §2.9 honba).

- Tiers: 満貫 5 han (or 30fu4han / 60fu3han, 切り上げ満貫), 跳満 6-7, 倍満 8-10, 三倍満 11-12, 役満
  (四倍満) 13+ han (数え役満, never more) or a 本役満; 五倍満 and 六倍満 only through 夏; double and
  triple yakuman (at most triple).
- 夏: each step is +1 han below mangan (recounted with kiriage), else one tier up, up to 六倍満; a
  double or triple yakuman does not move ([P] §8 Q12). 夏 comes after every other han.
- Payments (sanma, ツモ損): ron 4 × basic (dealer 6 ×) from the discarder; tsumo: basic from a
  non-dealer, 2 × basic from the dealer (dealer tsumo 2 × from each), rounded up to 1000 ([P] §8 Q1),
  + the 1000点加符 tsumo surcharge. Double / triple fever ×2 / ×4 on value + surcharge; honba 2000
  on a ron, 1000 from each tsumo payer, not multiplied by fever ([P] §8 Q37); 夏夏金北 ×4 on the whole
  share, honba included. 逆ポッチ: the winner pays each payer that share.
"""
from __future__ import annotations

from dataclasses import dataclass

from core.mahjong.points import basic_points

TIERS = ("", "mangan", "haneman", "baiman", "sanbaiman", "yakuman", "yakuman5", "yakuman6",
         "double_yakuman", "triple_yakuman")
TIER_BASIC = {"mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000, "yakuman": 8000,
              "yakuman5": 10000, "yakuman6": 12000, "double_yakuman": 16000, "triple_yakuman": 24000}
#: The seed's names of the tiers.
TIER_JA = {"": "", "mangan": "満貫", "haneman": "跳満", "baiman": "倍満", "sanbaiman": "三倍満",
           "yakuman": "役満", "yakuman5": "五倍満", "yakuman6": "六倍満", "double_yakuman": "ダブル役満",
           "triple_yakuman": "トリプル役満"}
#: 役満 level (本役満 and 数え役満 alike): the tiers with yakuman chips and han chips.
YAKUMAN_TIERS = frozenset({"yakuman", "yakuman5", "yakuman6", "double_yakuman", "triple_yakuman"})
#: The tiers 夏 climbs at or above mangan.
SUMMER_LADDER = ("mangan", "haneman", "baiman", "sanbaiman", "yakuman", "yakuman5", "yakuman6")
#: Fever tier (0 none, 1 フィーバー, 2 ダブル, 3 トリプル) -> points and chips factor.
FEVER_FACTOR = {0: 1, 1: 1, 2: 2, 3: 4}

TSUMO_SURCHARGE = 1000      # 1000点加符
HONBA_RON = 2000
HONBA_TSUMO = 1000          # from each payer
_BY_BASIC = {2000: "mangan", 3000: "haneman", 4000: "baiman", 6000: "sanbaiman", 8000: "yakuman"}


def tier_of(han: int, fu: int, yakuman: int = 0) -> str:
    """The limit tier of ``han`` / ``fu`` (``""`` below mangan), or of ``yakuman`` 本役満 (1, 2, 3+:
    役満, ダブル, トリプル). Kiriage: 30fu4han and 60fu3han are mangan; 13+ han is 役満 however many."""
    if yakuman:
        return ("yakuman", "double_yakuman", "triple_yakuman")[min(yakuman, 3) - 1]
    return _BY_BASIC.get(basic_points(han, fu, kiriage=True, kazoe=True), "")


@dataclass(frozen=True)
class Value:
    """A hand's point value: ``basic`` = fu × 2^(han+2) below mangan, else the tier's basic."""

    han: int
    fu: int
    tier: str
    basic: int


def value_of(han: int, fu: int, yakuman: int = 0) -> Value:
    """The :class:`Value` of ``han`` / ``fu`` (or ``yakuman`` 本役満)."""
    tier = tier_of(han, fu, yakuman)
    return Value(han, fu, tier, TIER_BASIC[tier] if tier else fu * 2 ** (han + 2))


def with_summer(value: Value, steps: int) -> Value:
    """``value`` raised by 夏 ``steps`` times (夏 1, 夏夏 2, 夏 + 金北 2): below mangan +1 han (the
    mangan rounding recounted), at or above mangan one tier up to 六倍満; ダブル/トリプル役満 stay.
    Example (seed): 30fu3han + 夏夏 -> 30fu4han (mangan) -> haneman."""
    if steps < 0:
        raise ValueError("steps must be >= 0")
    for _ in range(steps):
        if not value.tier:
            value = value_of(value.han + 1, value.fu)
        elif value.tier in SUMMER_LADDER[:-1]:
            tier = SUMMER_LADDER[SUMMER_LADDER.index(value.tier) + 1]
            value = Value(value.han, value.fu, tier, TIER_BASIC[tier])
        else:
            break
    return value


def _up1000(points: int) -> int:
    return -(-points // 1000) * 1000


def win_shares(basic: int, players: tuple[int, ...], winner: int, dealer: int, tsumo: bool,
               from_seat: int | None, honba: int, *, fever: int = 1, times4: bool = False) -> dict[int, int]:
    """What each payer owes the winner (positive), before any reversal: the discarder alone on a
    ron, each other active seat on a tsumo. ``fever``: the fever factor (1, 2, 4; see
    :data:`FEVER_FACTOR`); ``times4``: 夏夏金北 ×4 on the whole share (then 夏's steps are not used)."""
    if winner not in players:
        raise ValueError("the winner must be an active player")
    if tsumo:
        shares = {p: (_up1000(basic * 2 if dealer in (winner, p) else basic) + TSUMO_SURCHARGE) * fever
                  + HONBA_TSUMO * honba for p in players if p != winner}
    else:
        if from_seat is None or from_seat == winner or from_seat not in players:
            raise ValueError("a ron needs a discarder among the other active players")
        shares = {from_seat: _up1000(basic * (6 if winner == dealer else 4)) * fever + HONBA_RON * honba}
    if times4:
        shares = {p: s * 4 for p, s in shares.items()}
    return shares


def win_deltas(basic: int, players: tuple[int, ...], winner: int, dealer: int, tsumo: bool,
               from_seat: int | None, honba: int, *, fever: int = 1, times4: bool = False,
               reverse: bool = False) -> dict[int, int]:
    """Point changes of a win for every seat of ``players`` (the three active seats; riichi deposits
    not included). ``reverse`` (逆ポッチ): the winner pays each payer their share instead.
    Example (seed): non-dealer 三倍満 tsumo 7000/13000; with ダブルフィーバー (fever=2) 14000/26000."""
    sign = -1 if reverse else 1
    deltas = {p: 0 for p in players}
    for payer, share in win_shares(basic, players, winner, dealer, tsumo, from_seat, honba,
                                   fever=fever, times4=times4).items():
        deltas[payer] -= sign * share
        deltas[winner] += sign * share
    return deltas


__all__ = ["FEVER_FACTOR", "HONBA_RON", "HONBA_TSUMO", "SUMMER_LADDER", "TIERS", "TIER_BASIC", "TIER_JA",
           "TSUMO_SURCHARGE", "YAKUMAN_TIERS", "Value", "tier_of", "value_of", "win_deltas", "win_shares",
           "with_summer"]
