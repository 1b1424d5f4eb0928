"""Riichi events as animation steps of the mahjong table (see notes/riichi_protocol.md):
draw, discard, calls (tiles slide from the pond to the meld), riichi (the stick goes down), dora
flips, and the end of a hand (the hands shown, ``round_ended`` emitted, the round pause). The
table's variant (:class:`~gui.families.mahjong.variant.TableVariant`) animates the kinds riichi does not
have and adds to riichi, wins and draws."""
from __future__ import annotations

from core.engine import HIDDEN, Event, View

from ...i18n import translate
from ...table.animator import Tweens

ROUND_END = ("won", "hand_drawn", "hand_aborted")


class EventGroup(list):
    """The events of one animation step, and ``later``: the events of the batch after them."""

    def __init__(self, events=(), later=()) -> None:
        super().__init__(events)
        self.later = list(later)


def round_result(events: list[Event], info: dict, view_after: View | None, later=()) -> dict:
    """What ``round_ended`` carries: ``kind`` (won / hand_drawn / hand_aborted), ``wins`` (the
    ``info`` of every ``won`` event: winner, from, tsumo, tile, hand, melds, yaku, han, fu,
    limit, points, delta, scores, dora and ura indicators), ``info`` (the first round-end
    event's info), ``scores`` after the hand, and the hand that ended: ``round_wind``,
    ``hand_no``, ``honba``, ``dealer``; ``dice`` (each ``dice`` event's info with its ``seat``, from
    ``events`` and the ``later`` events of the batch up to the next hand)."""
    ends = [e for e in events if e.kind in ROUND_END]
    last = ends[-1] if ends else None
    scores = list((last.info or {}).get("scores") or []) if last else []
    if not scores and view_after is not None:
        scores = list(view_after.data.get("scores") or [])
    dice = []
    for e in list(events) + list(later):
        if e.kind == "hand_started":
            break
        if e.kind == "dice":
            dice.append(dict(e.info or {}, seat=e.seat))
    return {"kind": last.kind if last else "", "wins": [dict(e.info or {}) for e in ends if e.kind == "won"],
            "dice": dice,
            "info": dict(ends[0].info or {}) if ends else {}, "scores": scores,
            "round_wind": info.get("round_wind", 0), "hand_no": info.get("hand_no", 0),
            "honba": info.get("honba", 0), "dealer": info.get("dealer", 0)}


def call_word(call: str) -> str:
    """The shout of a call: "Chi!", "Pon!", "Kan!"."""
    if call == "chi":
        return translate("MahjongTableView", "Chi! (チー)")
    if call == "pon":
        return translate("MahjongTableView", "Pon! (ポン)")
    return translate("MahjongTableView", "Kan! (カン)")


def _seat(ev: Event, seats: int) -> int | None:
    return ev.seat if isinstance(ev.seat, int) and 0 <= ev.seat < seats else None


def animate_group(view, tw: Tweens, group: list[Event], view_after: View) -> None:
    """Describe ``group`` (one event, or the deal, or the wins of one discard) on ``view``'s scene."""
    sc = view._scene
    if not sc.seats:
        return
    ev = group[0]
    kind, info = ev.kind, ev.info or {}
    seat = _seat(ev, sc.seats)
    card = ev.cards[0] if ev.cards else HIDDEN
    if kind == "hand_started":
        sc.step_hand_start(tw, info)
    elif kind == "dealt":
        sc.step_deal(tw, [(e.seat, list(e.cards)) for e in group if _seat(e, sc.seats) is not None])
    elif kind == "drew" and seat is not None:
        sc.info["turn"] = seat
        if "wall" in info:
            sc.info["wall"] = info["wall"]
        sc.refresh_plates()
        sc.step_draw(tw, seat, card, str(ev.src or "wall"))
    elif kind == "discarded" and seat is not None:
        sc.step_discard(tw, seat, card, bool(info.get("riichi")), bool(info.get("tsumogiri")))
        if info.get("riichi"):
            view._bubble(tw, seat, translate("MahjongTableView", "Riichi! (リーチ)"))
    elif kind == "called" and seat is not None:
        sc.info["turn"] = seat
        sc.refresh_plates()
        view._bubble(tw, seat, call_word(info.get("call", "")))
        sc.step_call(tw, seat, list(ev.cards), info)
    elif kind == "riichi" and seat is not None:
        sc.step_riichi(tw, seat, info)
        view.variant.riichi_extras(tw, seat, info)
    elif kind == "dora_revealed":
        sc.step_dora(tw, card)
    elif kind in ("won", "hand_drawn", "hand_aborted"):
        _hand_end(view, tw, group, view_after)
    elif kind == "game_over":
        sc.info["turn"] = None
        sc.refresh_plates()
        view._bubble(tw, None, translate("MahjongTableView", "Game over"), "info", hold=700)
    else:
        view.variant.animate(tw, group, view_after)


def _hand_end(view, tw: Tweens, group: list[Event], view_after: View) -> None:
    """Show the winners' (or the tenpai) hands, say what happened, emit ``round_ended`` and hold
    while the round pause is on."""
    sc = view._scene
    ev = group[0]
    info = ev.info or {}
    if ev.kind == "won":
        view.variant.won_extras(group)
        for e in group:
            i = e.info or {}
            winner = _seat(e, sc.seats)
            if winner is None:
                continue
            sc.step_reveal(tw, winner, list(e.cards), i.get("tile") if i.get("tsumo") else None)
            src = i.get("from")
            if (not i.get("tsumo") and isinstance(src, int) and 0 <= src < sc.seats and sc.ponds[src]
                    and sc.ponds[src][-1].code == i.get("tile")):
                sc.ponds[src][-1].set_highlighted(True)          # the tile that was ronned
            word = (translate("MahjongTableView", "Tsumo! (ツモ)") if i.get("tsumo")
                    else translate("MahjongTableView", "Ron! (ロン)"))
            view._bubble(tw, winner, word, hold=900)
    elif ev.kind == "hand_drawn":
        for s, codes in (info.get("hands") or {}).items():
            s = int(s)
            if 0 <= s < sc.seats and HIDDEN not in codes:
                sc.step_reveal(tw, s, list(codes))
        view._bubble(tw, None, translate("MahjongTableView", "Exhaustive draw (流局)"), "info", hold=900)
        view.variant.drawn_extras(info)
    else:
        view._bubble(tw, None, translate("MahjongTableView", "Abortive draw (途中流局)"), "info", hold=900)
    last = group[-1].info or {}
    if last.get("scores"):
        sc.info["scores"] = list(last["scores"])
    sc.info["turn"] = None
    sc.refresh_plates()
    tw.hold(700)
    if ev.kind == "won" and view.variant.hand_goes_on(group):
        view._held_wins = getattr(view, "_held_wins", []) + list(group)     # one dialog at the hand's end
        return
    ended = getattr(view, "_held_wins", []) + list(group)
    view._held_wins = []
    view._result = round_result(ended, dict(sc.info), view_after, getattr(group, "later", ()))
    view.round_ended.emit(view._result)
    view._hold_round(tw)


__all__ = ["animate_group", "call_word", "EventGroup", "round_result", "ROUND_END"]
