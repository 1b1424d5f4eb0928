"""A hero card on the mahjong table (英雄麻雀): its code is the card's id (``??`` for a card whose
face this seat may not see), drawn by :func:`~gui.games.hero_mahjong.card_face.paint_card`. Like every
table item it holds no game logic: the scene tells it whether it is spent, usable now (lit),
greyed out, hinted or chosen, and gives it the tooltip to show."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from core.engine import HIDDEN

from ...table.face_item import FaceItem
from .card_face import CARD_H, CARD_W, CardFace, paint_card

MARGIN = 8.0


class HeroCardItem(FaceItem):
    """One card, ``CARD_W`` x ``CARD_H`` at scale 1 and centred on its position; animatable like a
    tile (``pos``, ``rotation``, ``scale``, ``opacity``, ``turn``: it squeezes as it turns over)."""

    def __init__(self, card_id: str = HIDDEN, face_up: bool = True) -> None:
        super().__init__(card_id or HIDDEN, face_up and bool(card_id) and card_id != HIDDEN)
        self.states = {"used": False, "lit": False, "dimmed": False, "hinted": False, "selected": False}
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)        # the view handles gestures
        self.setAcceptHoverEvents(True)                                # for the tooltip
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(60)

    def set_states(self, **states) -> None:
        """Change visual states (``used``, ``lit``, ``dimmed``, ``hinted``, ``selected``)."""
        changed = {k: bool(v) for k, v in states.items() if self.states.get(k) != bool(v)}
        if changed:
            self.states.update(changed)
            self.update()

    def is_lit(self) -> bool:
        return self.states["lit"]

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-CARD_W / 2 - MARGIN, -CARD_H / 2 - MARGIN, CARD_W + 2 * MARGIN, CARD_H + 2 * MARGIN)

    def shape(self):
        from PySide6.QtGui import QPainterPath
        path = QPainterPath()
        path.addRect(QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H))
        return path

    def paint(self, painter, option, widget=None) -> None:
        squeeze = abs(self._turn)
        rect = QRectF(-CARD_W / 2 * squeeze, -CARD_H / 2, CARD_W * squeeze, CARD_H)
        if rect.width() < 1:
            return
        face = CardFace(self.code if self.code != HIDDEN else "", self.face_up, **self.states)
        paint_card(painter, rect, face)


__all__ = ["HeroCardItem"]
