"""The end of a hand in points: wins (ron, tsumo, several ron at once), the exhaustive draw with
its tenpai payments (ノーテン罰符) and nagashi mangan (流し満貫)."""
from __future__ import annotations

from core.engine import Event
from core.mahjong.tiles import is_terminal_or_honor

from .actions import token
from .value import is_tenpai, win_value

HONBA_RON, HONBA_TSUMO = 300, 100      # 積み棒: per honba on a ron / from each payer on a tsumo
NOTEN_TOTAL = 3000
MANGAN_BASIC = 2000


def round_up(points: float) -> int:
    """Each payment rounds up to 100 (百点未満切り上げ)."""
    return -(-int(points) // 100) * 100


def win_payments(basic: int, seats: int, winner: int, dealer: int, tsumo: bool, from_seat: int | None,
                 honba: int) -> list[int]:
    """Each seat's change of points for one win (without riichi sticks): ron 4x basic (dealer 6x)
    from the discarder; tsumo 1x from each non-dealer and 2x from the dealer (a dealer: 2x from
    each); honba 300 on a ron, 100 from each payer on a tsumo."""
    delta = [0] * seats
    if not tsumo:
        pay = round_up(basic * (6 if winner == dealer else 4)) + HONBA_RON * honba
        delta[from_seat] -= pay
        delta[winner] += pay
        return delta
    for seat in range(seats):
        if seat == winner:
            continue
        mult = 2 if winner == dealer or seat == dealer else 1
        pay = round_up(basic * mult) + HONBA_TSUMO * honba
        delta[seat] -= pay
        delta[winner] += pay
    return delta


def pao_yakuman(melds: list, called) -> str:
    """責任払い (pao): the call of ``called`` that completes the third dragon set (大三元) or the
    fourth wind set (大四喜) among the open melds makes its discarder liable; the yakuman's id."""
    sets = {m.tiles[0].kind for m in melds if m.kind in ("pon", "kan", "added_kan", "closed_kan")}
    if 31 <= called.kind <= 33 and {31, 32, 33} <= sets:
        return "daisangen"
    if 27 <= called.kind <= 30 and {27, 28, 29, 30} <= sets:
        return "daisuushii"
    return ""


def pao_payments(delta: list[int], value, pao, winner: int, dealer: int, tsumo: bool, from_seat: int | None,
                 honba: int) -> list[int]:
    """Move the liable yakuman's share of a win's payments onto the liable seat: all of it on a
    tsumo (honba included), half of it on a ron by another seat."""
    if pao is None:
        return delta
    name, liable = pao
    count = sum(n for y, n in value.yaku if y == name)
    if not count or liable == winner:
        return delta
    share = round_up(MANGAN_BASIC * 4 * count * (6 if winner == dealer else 4))
    out = list(delta)
    if tsumo:
        for seat in range(len(out)):
            if seat not in (winner, liable):
                mult = 2 if winner == dealer or seat == dealer else 1
                moved = round_up(MANGAN_BASIC * 4 * count * mult) + HONBA_TSUMO * honba
                out[seat] += moved
                out[liable] -= moved
        return out
    if from_seat != liable:
        out[from_seat] += share // 2
        out[liable] -= share // 2
    return out


def wins(state, winners: list[int], tile, tsumo: bool, from_seat: int | None, chankan: bool) -> list[Event]:
    """Score and pay every winner. Honba and the riichi sticks go to the winner nearest the
    discarder in turn order (頭ハネ for the deposits), who is first in ``winners``."""
    events = []
    record = {"hand": state.hand_no, "honba": state.honba, "result": "win", "wins": []}
    for i, seat in enumerate(winners):
        value = win_value(state, seat, tile, tsumo, chankan=chankan, ura=True)
        honba = state.honba if i == 0 else 0
        delta = win_payments(value.basic, state.seats, seat, state.dealer, tsumo, from_seat, honba)
        delta = pao_payments(delta, value, state.pao[seat], seat, state.dealer, tsumo, from_seat, honba)
        if i == 0:
            delta[seat] += state.take_pool()
        for s in range(state.seats):
            state.scores[s] += delta[s]
        info = {"winner": seat, "from": from_seat, "tsumo": tsumo, "tile": token(tile),
                "hand": [token(t) for t in state.hands[seat]],
                "melds": [m.to_view(token) for m in state.melds[seat]],
                "yaku": [list(y) for y in value.yaku], "han": value.han, "fu": value.fu,
                "limit": value.limit, "points": delta[seat], "delta": delta, "scores": list(state.scores),
                "pao": state.pao[seat][1] if state.pao[seat] else None,
                "dora_indicators": [token(t) for t in state.wall.dora_indicators],
                "ura_indicators": [token(t) for t in state.wall.ura_indicators] if state.riichi[seat] else []}
        record["wins"].append({k: info[k] for k in ("winner", "from", "tsumo", "han", "fu", "limit", "delta")})
        events.append(Event("won", seat, tuple(info["hand"]), info=info))
    state.history.append(record)
    return events


def nagashi_seats(state) -> list[int]:
    """流し満貫: every discard a terminal or an honour, none of them called away."""
    return [s for s in range(state.seats)
            if state.ponds[s] and all(is_terminal_or_honor(p["tile"].kind) and not p["called"]
                                      for p in state.ponds[s])]


def exhaustive_draw(state) -> tuple[list[Event], bool]:
    """荒牌流局: nagashi mangan is paid as a mangan tsumo; otherwise the noten players pay 3,000
    in all to the tenpai players. Returns the events and whether the dealer is tenpai."""
    n = state.seats
    tenpai = [s for s in range(n) if is_tenpai(state.counts(s), len(state.melds[s]))]
    delta = [0] * n
    nagashi = nagashi_seats(state)
    if nagashi:
        for seat in nagashi:
            d = win_payments(MANGAN_BASIC, n, seat, state.dealer, True, None, 0)
            delta = [a + b for a, b in zip(delta, d)]
    elif 0 < len(tenpai) < n:
        gain, loss = NOTEN_TOTAL // len(tenpai), NOTEN_TOTAL // (n - len(tenpai))
        for s in range(n):
            delta[s] = gain if s in tenpai else -loss
    for s in range(n):
        state.scores[s] += delta[s]
    state.history.append({"hand": state.hand_no, "honba": state.honba, "result": "draw", "tenpai": tenpai,
                          "nagashi": nagashi, "delta": delta})
    info = {"tenpai": tenpai, "nagashi": nagashi, "delta": delta, "scores": list(state.scores),
            "hands": {str(s): [token(t) for t in state.hands[s]] for s in tenpai},
            "melds": {str(s): [m.to_view(token) for m in state.melds[s]] for s in tenpai}}
    return [Event("hand_drawn", None, info=info)], state.dealer in tenpai
