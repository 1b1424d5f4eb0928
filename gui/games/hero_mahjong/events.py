"""Hero Mahjong events as animation steps of the mahjong table (英雄麻雀): a card used flies out,
large and face up, then back to its place (spent: 使用済); 加速 / 超加速 gained; deposits (供託)
and card payments as sticks flying to the pool or between seats; river swaps (捨牌の入れ替え)
moving the tiles; tiles put back on or taken from the wall; the owner's peeks and counts in a
bubble only they see (not in the open review: its log tells them to the reviewing owner). :func:`animate_hero` is the Hero variant's animation hook (:mod:`gui.games.hero_mahjong.table`) for
the kinds riichi does not have."""
from __future__ import annotations

from PySide6.QtCore import QPointF

from core.engine import HIDDEN, Event, View

from .text import card_name
from ...i18n import translate
from ...families.mahjong.log import tiles_words
from ...families.mahjong import layout as L
from ...table.animator import Tweens
from ...families.mahjong.items import StickItem

KINDS = ("card_used", "accel", "deposited", "card_paid", "pool_taken", "swapped", "rivers_swapped", "put_back",
         "to_wall_end", "took_top", "peeked", "counted", "sketched", "window", "picked", "deck_ready",
         "decks_ready", "decks_chosen")


def _seat(ev: Event, seats: int) -> int | None:
    return ev.seat if isinstance(ev.seat, int) and 0 <= ev.seat < seats else None


def animate_hero(view, tw: Tweens, group: list[Event], view_after: View) -> bool:
    """Describe a hero event on ``view``'s scene; False for a kind it does not know."""
    sc = view._scene
    ev = group[0]
    kind, info = ev.kind, ev.info or {}
    if kind not in KINDS:
        return False
    seat = _seat(ev, sc.seats)
    if kind == "card_used" and seat is not None:
        _card_flight(view, tw, seat, str(info.get("card") or ""), view_after)
    elif kind == "accel" and seat is not None:
        accel = [list(a) for a in (sc.info.get("accel") or [[0, 0]] * sc.seats)]
        accel[seat] = [int(info.get("super") or 0), int(info.get("plain") or 0)]
        sc.info["accel"] = accel
        sc.refresh_plates()
    elif kind == "deposited" and seat is not None:
        _scores(sc, info)
        sc.info["deposit"] = int(info.get("pool", 0)) - 1000 * int(sc.info.get("sticks") or 0)
        _stick(sc, tw, _seat_point(sc, seat), QPointF(L.CX, L.CY))
        sc.refresh_plates()
    elif kind == "card_paid" and seat is not None and isinstance(info.get("to"), int):
        _scores(sc, info)
        _stick(sc, tw, _seat_point(sc, seat), _seat_point(sc, info["to"]))
        sc.refresh_plates()
    elif kind == "pool_taken" and seat is not None:
        _scores(sc, info)
        _stick(sc, tw, QPointF(L.CX, L.CY), _seat_point(sc, seat))
        sc.refresh_plates()
    elif kind == "swapped" and seat is not None and len(ev.cards) == 2:
        _swap_hand_river(sc, tw, seat, ev.cards[0], ev.cards[1], int(info.get("place", 0)))
    elif kind == "rivers_swapped" and seat is not None:
        _swap_rivers(sc, tw, seat, int(info.get("mine", 0)), int(info.get("seat", 0)), int(info.get("place", 0)))
    elif kind in ("put_back", "to_wall_end") and seat is not None and ev.cards:
        _to_wall(sc, tw, seat, ev.cards[0])
    elif kind == "took_top" and seat is not None:
        for code in ev.cards:
            sc.step_draw(tw, seat, code, "wall")
    elif kind == "peeked" and seat is not None and seat == sc.bottom and not sc.open_hands and ev.cards and HIDDEN not in ev.cards:
        view._bubble(tw, seat, translate("HeroTable", "Next tiles: {tiles}").format(tiles=tiles_words(ev.cards)),
                     "info", hold=900)
    elif kind == "counted" and seat is not None and seat == sc.bottom and not sc.open_hands and "private" in info:
        c = info["private"]
        view._bubble(tw, seat, translate("HeroTable", "{name}: {man} man, {pin} pin, {sou} sou, {honours} honours").format(
            name=sc.name(int(info.get("seat", 0))), **c), "info", hold=900)
    elif kind == "sketched" and seat is not None:
        view._bubble(tw, seat, translate("HeroTable", "Moved to the end") if info.get("moved")
                     else translate("HeroTable", "Kept on top"), "info", hold=300)
    return True


def _scores(sc, info: dict) -> None:
    if info.get("scores"):
        sc.info["scores"] = list(info["scores"])


def _seat_point(sc, seat: int) -> QPointF:
    x, y, w, h = L.strip_rect(sc.side(seat))
    return QPointF(x + w / 2, y + h / 2)


def _stick(sc, tw: Tweens, start: QPointF, end: QPointF) -> None:
    """A 1,000-point stick flies from ``start`` to ``end`` and fades there."""
    if tw.ms(100) == 0:
        return
    stick = StickItem(L.STICK_W * 0.7, L.STICK_H)
    stick.setPos(start)
    stick.setZValue(850)
    sc.addItem(stick)
    tw.prop(stick, b"pos", end, 420)
    tw.prop(stick, b"opacity", 0.0, 180, delay=420)
    tw.then(lambda: stick.scene() is not None and stick.scene().removeItem(stick))


def _card_flight(view, tw: Tweens, seat: int, card_id: str, view_after: View) -> None:
    """The card turns face up (a hidden one is revealed as it is used), flies out large, holds,
    and flies back to its place."""
    sc = view._scene
    item = view.variant.card_item(seat, card_id)
    view._bubble(tw, seat, card_name(card_id), "info", hold=200)
    if item is None or tw.ms(100) == 0:
        return
    item.set_code(card_id)
    item.setZValue(900)
    home, scale, rotation = item.pos(), item.scale(), item.rotation()
    x, y = L.bubble_pos(sc.side(seat))
    out = QPointF((x + L.CX) / 2, (y + L.CY) / 2)
    if not item.face_up:
        tw.prop(item, b"turn", 1.0, 260, start=-1.0)
    tw.prop(item, b"pos", out, 320)
    tw.prop(item, b"scale", 2.0, 320)
    tw.prop(item, b"rotation", 0.0 if seat == sc.bottom else rotation, 320)
    tw.hold(750)

    def back(t2) -> None:
        t2.prop(item, b"pos", home, 300)
        t2.prop(item, b"scale", scale, 300)
        t2.then(lambda: item.setZValue(60))
    tw.then(lambda: view._animator.detach(back))


def _swap_hand_river(sc, tw: Tweens, seat: int, given: str, taken: str, place: int) -> None:
    """A hand tile takes a river tile's place; the river tile joins the hand."""
    pond = sc.ponds[seat]
    if not 0 <= place < len(pond):
        return
    out = pond[place]
    item = sc._take(seat, given)
    pond[place] = item
    out.set_code(taken)
    out.set_dimmed(False)
    sc.hands[seat].append(out)
    sc._resort(seat)
    sc.place(tw, ms=420, items=[item, out], flight_z=800)
    sc.place(tw, ms=260, items=sc.hands[seat])


def _swap_rivers(sc, tw: Tweens, seat: int, mine: int, other: int, place: int) -> None:
    """A tile of one's river and one of another's change places."""
    if not (0 <= other < sc.seats and 0 <= mine < len(sc.ponds[seat]) and 0 <= place < len(sc.ponds[other])):
        return
    a, b = sc.ponds[seat][mine], sc.ponds[other][place]
    sc.ponds[seat][mine], sc.ponds[other][place] = b, a
    sc.place(tw, ms=480, items=[a, b], flight_z=800)


def _to_wall(sc, tw: Tweens, seat: int, code: str) -> None:
    """A hand tile goes back to the wall (on top, or to its end) and leaves the table."""
    item = sc._take(seat, code)
    x, y = L.wall_anchor()
    tw.prop(item, b"pos", QPointF(x, y), 340)
    tw.prop(item, b"opacity", 0.0, 160, delay=300)
    tw.then(lambda: item.scene() is not None and item.scene().removeItem(item))
    sc._resort(seat)
    sc.place(tw, ms=260, items=sc.hands[seat])


__all__ = ["animate_hero", "KINDS"]
