"""The statistics a mahjong player watches, from a finished game's hand history and record: per
seat the hands played, wins, deal-ins (放銃: a ron off one's discard), riichi declared and the
points the wins brought. Shared by the mahjong games' ``stats`` modules (see :mod:`core.stats`)."""
from __future__ import annotations

from core.engine import QT_TRANSLATE_NOOP

WIN_RATE = QT_TRANSLATE_NOOP("stats", "Win rate (和了率)")
DEAL_IN_RATE = QT_TRANSLATE_NOOP("stats", "Deal-in rate (放銃率)")
RIICHI_RATE = QT_TRANSLATE_NOOP("stats", "Riichi rate (立直率)")
AVERAGE_WIN = QT_TRANSLATE_NOOP("stats", "Average win (平均打点)")
HANDS = QT_TRANSLATE_NOOP("stats", "Hands played")


def hand_counts(history: list[dict], actions, seats: int, riichi_kinds=("riichi",)) -> list[dict]:
    """Per seat: ``hands``, ``wins``, ``deal_ins``, ``riichi`` and ``win_points`` (the points
    each win gained, honba and deposits included). ``history``: the game's finished hands (each
    ``{"result": "win", "wins": [{"winner", "from", "tsumo", "delta"}]}`` or a draw or abort);
    ``actions``: the record's actions (a riichi is an action of one of ``riichi_kinds``)."""
    counts = [{"hands": len(history), "wins": 0, "deal_ins": 0, "riichi": 0, "win_points": 0}
              for _ in range(seats)]
    for hand in history:
        for win in hand.get("wins", ()) if hand.get("result") == "win" else ():
            winner = win["winner"]
            counts[winner]["wins"] += 1
            counts[winner]["win_points"] += win["delta"][winner]
            if not win["tsumo"] and win.get("from") is not None:
                counts[win["from"]]["deal_ins"] += 1
    for action in actions:
        if action.kind in riichi_kinds:
            counts[action.seat]["riichi"] += 1
    return counts


def _ratio(part, whole):
    return part / whole if whole else None


def figures(counts: dict, games: int) -> list[tuple[str, object, str]]:
    """The figures of summed counts: win, deal-in and riichi rates per hand, the average win."""
    hands = counts.get("hands", 0)
    return [(HANDS, hands, "count"),
            (WIN_RATE, _ratio(counts.get("wins", 0), hands), "percent"),
            (DEAL_IN_RATE, _ratio(counts.get("deal_ins", 0), hands), "percent"),
            (RIICHI_RATE, _ratio(counts.get("riichi", 0), hands), "percent"),
            (AVERAGE_WIN, _ratio(counts.get("win_points", 0), counts.get("wins", 0)), "number")]
