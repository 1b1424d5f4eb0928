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
from .layout import preview_place

MARGIN = 8.0


class CardPreview(QGraphicsItem):
    """A local card shown enlarged while the pointer rests on it (its name readable in a small
    window). It takes no mouse or hover events: gestures still find the card beneath."""

    def __init__(self, card: "HeroCardItem") -> None:
        super().__init__()
        self.card = card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(900)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)

    def paint(self, painter, option, widget=None) -> None:
        card = self.card
        paint_card(painter, self.boundingRect(), CardFace(card.code, card.face_up, **card.states))


class HeroCardItem(FaceItem):
    """One card, ``CARD_W`` x ``CARD_H`` at scale 1 and centred on its position; animatable like a
    tile (``pos``, ``rotation``, ``scale``, ``opacity``, ``turn``: it squeezes as it turns over)."""

    def __init__(self, card_id: str = HIDDEN, face_up: bool = True) -> None:
        super().__init__(card_id or HIDDEN, face_up and bool(card_id) and card_id != HIDDEN)
        self.states = {"used": False, "lit": False, "dimmed": False, "hinted": False, "selected": False}
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)        # the view handles gestures
        self.setAcceptHoverEvents(True)                                # for the tooltip
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges, True)
        self.setZValue(60)
        self._preview: CardPreview | None = None

    def set_states(self, **states) -> None:
        """Change visual states (``used``, ``lit``, ``dimmed``, ``hinted``, ``selected``)."""
        changed = {k: bool(v) for k, v in states.items() if self.states.get(k) != bool(v)}
        if changed:
            self.states.update(changed)
            self.update()

    def is_lit(self) -> bool:
        return self.states["lit"]

    # --- the enlarged preview of a local card ----------------------------------------------------
    def is_local(self) -> bool:
        """Lies upright at the bottom: a card of the seat the table is shown for."""
        return round(self.rotation()) % 360 == 0 and self.face_up and self.code != HIDDEN

    def show_preview(self) -> None:
        """Show this (local, face-up) card enlarged above itself, over the prompt's felt."""
        scene = self.scene()
        if scene is None or not self.is_local():
            return
        if self._preview is None:
            self._preview = CardPreview(self)
        if self._preview.scene() is not scene:
            scene.addItem(self._preview)
        p = preview_place(self.pos().x(), self.pos().y(), self.scale())
        self._preview.setPos(p.x, p.y)
        self._preview.setScale(p.scale)
        self._preview.update()
        self._preview.show()

    def hide_preview(self) -> None:
        if self._preview is not None:
            self._preview.hide()

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self.show_preview()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.hide_preview()
        super().hoverLeaveEvent(event)

    def itemChange(self, change, value):  # noqa: N802 - a moved (dragged, animated) or removed card hides it
        if change in (QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged,
                      QGraphicsItem.GraphicsItemChange.ItemSceneChange):
            if self._preview is not None and self._preview.scene() is not None:
                if change == QGraphicsItem.GraphicsItemChange.ItemSceneChange:
                    self._preview.scene().removeItem(self._preview)
                else:
                    self._preview.hide()
        return super().itemChange(change, value)

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
        if self._preview is not None and self._preview.isVisible():
            self._preview.update()                     # the preview follows the card's states


__all__ = ["HeroCardItem", "CardPreview"]
