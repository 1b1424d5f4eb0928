"""Where a card item belongs on a table, and moving it there (at once or as tweens).

Shared by the rummy scenes: a scene computes a :class:`Target` for every card item from its
layout, then :func:`set_now` puts an item there at once, or :func:`tween_to` animates it.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QEasingCurve, QPointF

from .animator import Tweens
from .cards import HIDDEN, CardItem


class Target(NamedTuple):
    """Where a card item belongs: its place (x, y, rotation, scale), stacking order, face and
    visibility."""

    place: Any
    z: float
    face_up: bool
    visible: bool = True


def set_now(item: CardItem, t: Target) -> None:
    """Put ``item`` at its target at once."""
    item.setPos(t.place.x, t.place.y)
    item.setRotation(t.place.rotation)
    item.setScale(t.place.scale)
    item.set_face_up(t.face_up)
    item.setZValue(t.z)
    item.setVisible(t.visible)
    item.setOpacity(1.0)


def tween_to(tw: Tweens, item: CardItem, t: Target, ms: float, delay: float = 0.0, lift: float | None = None) -> bool:
    """Animate ``item`` to its target (position, rotation, scale, opacity, face); ``lift`` is the
    stacking order it flies at. False (and nothing animated) if it is already there."""
    pos = QPointF(t.place.x, t.place.y)
    moved = (item.pos() != pos or item.rotation() != t.place.rotation or item.scale() != t.place.scale
             or item.face_up != t.face_up or item.opacity() != 1.0)
    if not moved:
        item.setZValue(t.z)
        item.setVisible(t.visible)
        return False
    item.setVisible(True)
    if lift is not None:
        item.setZValue(lift)
    tw.prop(item, b"pos", pos, ms, delay)
    tw.prop(item, b"rotation", float(t.place.rotation), ms, delay)
    tw.prop(item, b"scale", float(t.place.scale), ms, delay)
    if item.opacity() != 1.0:
        tw.prop(item, b"opacity", 1.0, ms * 0.5, delay)
    if item.face_up != t.face_up:
        tw.prop(item, b"turn", 1.0 if t.face_up else -1.0, ms, delay, easing=QEasingCurve.Type.InOutSine)
    tw.finals.append(lambda it=item, tt=t: (it.setZValue(tt.z), it.setVisible(tt.visible)))
    return True


def take_from_hand(hand: list, codes, stray) -> list:
    """Remove the items of ``codes`` from ``hand`` and return them, marks cleared and faces set.

    A hidden code (``??``) takes a face-down item from the middle of the hand. When the hand has
    no item for a code (the view and the events disagree), ``stray(code)`` makes one.
    """
    taken = []
    for code in codes:
        item = next((it for it in hand if it.code == code), None) if code != HIDDEN else None
        if item is None:
            pool = [it for it in hand if it.code == HIDDEN] or hand
            item = pool[len(pool) // 2] if pool else None
        if item is None:
            item = stray(code)
        else:
            hand.remove(item)
        item.clear_marks()
        if code != HIDDEN:
            item.set_code(code)
        taken.append(item)
    return taken


def gather_discards_to_stock(scene, tw: Tweens, top, landed) -> None:
    """The discards but the top one fly face down onto the stock's place ``top`` and leave the
    scene (a reshuffled stock); ``landed()`` then redraws the stock."""
    moved, scene.discard = scene.discard[:-1], scene.discard[-1:]
    for item in moved:
        tw.prop(item, b"pos", QPointF(top.x, top.y), 420)
        tw.prop(item, b"turn", -1.0, 300)

    def land() -> None:
        for item in moved:
            if item.scene() is scene:
                scene.removeItem(item)
        landed()
    tw.then(land)
