"""Non-card items of the table: name plates, drop zones, buttons, speech bubbles and the reason
for a refused move.

Like the cards, these items hold no game logic: they draw the (already translated) text and the
state they are given. The view does all hit testing, so they accept no mouse buttons.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

GOLD = QColor("#ffd54f")
LIT_SOFT = QColor(255, 236, 130, 70)
LIT_STRONG = QColor(140, 255, 160, 95)
HINT = QColor("#ff6d00")


def font(px: float, bold: bool = False) -> QFont:
    """A UI font of ``px`` scene units (the default family; CJK falls back to Noto Sans CJK)."""
    f = QFont()
    f.setPixelSize(max(1, int(round(px))))
    f.setBold(bold)
    return f


def paint_plate_base(painter: QPainter, r, turn: bool, fill: QColor) -> None:
    """A seat's name plate: a rounded box in ``fill``, with a gold glow when it is that seat's turn
    (shared by the card tables)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if turn:
        for i, alpha in enumerate((120, 70, 35)):
            c = QColor(GOLD)
            c.setAlpha(alpha)
            painter.setPen(QPen(c, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            d = 2 + 3 * i
            painter.drawRoundedRect(r.adjusted(-d, -d, d, d), 12 + d, 12 + d)
    painter.setPen(QPen(GOLD if turn else QColor(255, 255, 255, 60), 3 if turn else 1.2))
    painter.setBrush(fill)
    painter.drawRoundedRect(r, 12, 12)


class _Box(QGraphicsObject):
    """A rectangle item positioned by its top-left corner; ``rect`` is local (0, 0, w, h)."""

    def __init__(self, w: float, h: float) -> None:
        super().__init__()
        self._w, self._h = float(w), float(h)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)   # text is costly to draw

    def rect(self) -> QRectF:
        """The item's rectangle in its own coordinates."""
        return QRectF(0, 0, self._w, self._h)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect().adjusted(-10, -10, 10, 10)

    def set_geometry(self, x: float, y: float, w: float, h: float) -> None:
        """Move and resize the box (top-left corner in scene coordinates)."""
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = float(w), float(h)
        self.setPos(x, y)

    def _set(self, attr: str, value) -> None:
        if getattr(self, attr) != value:
            setattr(self, attr, value)
            self.update()


class PlateItem(_Box):
    """A seat's name plate: name, card count, 親 marker, turn highlight, place or status."""

    def __init__(self, w: float, h: float) -> None:
        super().__init__(w, h)
        self.name = ""
        self.count = 0
        self.parent_mark = False
        self.turn = False
        self.status_text = ""
        self.status_kind = ""            # "", "finished", "eliminated"
        self.parent_label = "親"
        self.setZValue(50)

    def set_state(self, *, name: str, count: int, parent: bool, turn: bool, status_text: str = "",
                  status_kind: str = "") -> None:
        """Show a seat's state (all text already translated)."""
        new = (name, count, parent, turn, status_text, status_kind)
        old = (self.name, self.count, self.parent_mark, self.turn, self.status_text, self.status_kind)
        if new != old:
            (self.name, self.count, self.parent_mark, self.turn, self.status_text, self.status_kind) = new
            self.update()

    def set_count(self, count: int) -> None:
        """Show another card count."""
        self._set("count", count)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        paint_plate_base(painter, r, self.turn,
                         QColor(8, 30, 16, 205) if self.status_kind != "eliminated" else QColor(40, 40, 40, 205))
        right = r.width() - 10
        if self.parent_mark:
            centre = QPointF(r.width() - 24, 22)
            painter.setPen(QPen(QColor("#ffffff"), 1.5))
            painter.setBrush(QColor("#c62828"))
            painter.drawEllipse(centre, 16, 16)
            painter.setFont(font(18, True))
            painter.drawText(QRectF(centre.x() - 16, centre.y() - 16, 32, 32), Qt.AlignmentFlag.AlignCenter,
                             self.parent_label)
            right = r.width() - 46
        painter.setPen(QColor("#ffffff"))
        f = font(21, True)
        painter.setFont(f)
        name = QFontMetricsF(f).elidedText(self.name, Qt.TextElideMode.ElideRight, right - 12)
        painter.drawText(QRectF(12, 5, right - 12, 28), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        # card-count icon: a tiny card back and the number
        painter.setPen(QPen(QColor("#e0e0e0"), 1))
        painter.setBrush(QColor("#1f3a68"))
        painter.drawRoundedRect(QRectF(13, 39, 15, 21), 2.5, 2.5)
        painter.setPen(QColor("#e8f5e9"))
        painter.setFont(font(19, True))
        painter.drawText(QRectF(34, 36, 60, 26), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         str(self.count))
        if self.status_text:
            painter.setPen(GOLD if self.status_kind == "finished" else QColor("#ef9a9a") if
                           self.status_kind == "eliminated" else QColor("#c8e6c9"))
            sf = font(17, True)
            painter.setFont(sf)
            text = QFontMetricsF(sf).elidedText(self.status_text, Qt.TextElideMode.ElideRight, r.width() - 84)
            painter.drawText(QRectF(74, 36, r.width() - 84, 26),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)


class ZoneItem(_Box):
    """A drop zone with a ``target`` name (an Action target such as ``field``). ``lit``: 0 off,
    1 some legal action could take the dragged cards here, 2 a drop here is legal now."""

    def __init__(self, target: str, w: float, h: float, label: str = "") -> None:
        super().__init__(w, h)
        self.target = target
        self.label = label
        self.lit = 0
        self.hinted = False
        self.show_outline = True
        self.setZValue(-10)

    def set_lit(self, level: int) -> None:
        """Light up: 0 off, 1 possible target, 2 a legal drop."""
        self._set("lit", level)

    def set_hinted(self, on: bool) -> None:
        """Mark as the target of the hinted action."""
        self._set("hinted", bool(on))

    def set_label(self, text: str) -> None:
        """The (translated) caption drawn in the zone."""
        self._set("label", text)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit or self.hinted:
            painter.setBrush(LIT_STRONG if self.lit == 2 else LIT_SOFT if self.lit else QColor(255, 140, 0, 50))
            painter.setPen(QPen(HINT if self.hinted and not self.lit else QColor("#fff59d"), 4, Qt.PenStyle.SolidLine))
        elif self.show_outline:
            painter.setBrush(QColor(0, 0, 0, 28))
            painter.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
        else:
            return
        painter.drawRoundedRect(r, 22, 22)
        if self.label:
            painter.setPen(QColor(255, 255, 255, 110))
            painter.setFont(font(19, True))
            painter.drawText(r.adjusted(16, 8, -16, -8), Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignLeft, self.label)


class ButtonItem(_Box):
    """A push button drawn in the scene (Play, Pass). ``target`` names the zone it stands for."""

    def __init__(self, target: str, text: str, w: float, h: float, color: str = "#1565c0") -> None:
        super().__init__(w, h)
        self.target = target
        self.text = text
        self.enabled = False
        self.hinted = False
        self.lit = 0
        self.color = QColor(color)
        self.setZValue(60)

    def set_enabled(self, on: bool) -> None:
        """Draw as enabled (a legal action uses it) or greyed out."""
        self._set("enabled", bool(on))

    def set_hinted(self, on: bool) -> None:
        """Mark as the target of the hinted action."""
        self._set("hinted", bool(on))

    def set_lit(self, level: int) -> None:
        """Light up: 0 off, 1 possible target, 2 a legal drop."""
        self._set("lit", level)

    def set_text(self, text: str) -> None:
        """Show another (translated) text."""
        self._set("text", text)

    def paint_body(self, painter: QPainter, r, radius: float) -> None:
        """The button's glow (hinted or lit) and its rounded body; the caller writes the text."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.hinted or self.lit:
            for i, alpha in enumerate((150, 80, 35)):
                c = QColor(HINT if self.hinted else GOLD)
                c.setAlpha(alpha)
                painter.setPen(QPen(c, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                d = 2 + 3 * i
                painter.drawRoundedRect(r.adjusted(-d, -d, d, d), 14 + d, 14 + d)
        base = self.color if self.enabled else QColor("#5f6b63")
        painter.setPen(QPen(base.lighter(150) if self.enabled else QColor("#7b857e"), 2))
        painter.setBrush(base)
        painter.drawRoundedRect(r, radius, radius)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        self.paint_body(painter, r, 14)
        painter.setPen(QColor("#ffffff") if self.enabled else QColor("#b0b8b2"))
        painter.setFont(font(23, True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class BubbleItem(QGraphicsObject):
    """A short message near a seat ("Pass", "1st / 1位"); centred on its position."""

    def __init__(self, text: str, kind: str = "info") -> None:
        super().__init__()
        self.text = text
        self.kind = kind                 # "info", "pass", "place", "bad"
        self._font = font(24, True)
        w = QFontMetricsF(self._font).horizontalAdvance(text) + 36
        self._rect = QRectF(-w / 2, -24, w, 48)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(900)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-4, -4, 4, 14)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = {"pass": QColor("#eceff1"), "place": QColor("#ffd54f"), "bad": QColor("#ef9a9a")}.get(
            self.kind, QColor("#fff8e1"))
        painter.setPen(QPen(QColor(0, 0, 0, 140), 2))
        painter.setBrush(fill)
        painter.drawRoundedRect(self._rect, 22, 22)
        painter.setPen(QColor("#212121"))
        painter.setFont(self._font)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class ReasonBubble(BubbleItem):
    """Why a move was refused: a wrapped message over the table, its tail pointing at the card or
    zone the gesture ended on (below the box, or above it with ``below``). It stays until the view
    takes it away (the next gesture)."""

    MAX_W = 560.0
    TAIL = 18.0

    def __init__(self, text: str, below: bool = False) -> None:
        super().__init__(text, "bad")
        self.below = below
        self._font = font(28, True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        fm = QFontMetricsF(self._font)
        box = fm.boundingRect(QRectF(0, 0, self.MAX_W - 36, 1000),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)
        w, h = box.width() + 40, box.height() + 24
        self._rect = QRectF(-w / 2, -h - self.TAIL, w, h) if not below else QRectF(-w / 2, self.TAIL, w, h)
        self.setZValue(950)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-4, -4, 4, 4).united(QRectF(-self.TAIL, -2, 2 * self.TAIL, 4))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r, t = self._rect, self.TAIL
        edge = r.top() if self.below else r.bottom()
        path = QPainterPath()
        path.addRoundedRect(r, 18, 18)
        tail = QPainterPath()
        tail.moveTo(-t * 0.7, edge)
        tail.lineTo(0, 0)
        tail.lineTo(t * 0.7, edge)
        tail.closeSubpath()
        painter.setPen(QPen(QColor(0, 0, 0, 150), 2))
        painter.setBrush(QColor("#ffebee"))
        painter.drawPath(path.united(tail))
        painter.setPen(QColor("#b71c1c"))
        painter.setFont(self._font)
        painter.drawText(r.adjusted(18, 10, -18, -10),
                         int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.text)


class LabelItem(_Box):
    """A line of text centred in its box (the discard count, a banner)."""

    def __init__(self, w: float, h: float, px: float = 18, color: str = "#e8f5e9") -> None:
        super().__init__(w, h)
        self.text = ""
        self._px = px
        self._color = QColor(color)
        self.setZValue(40)

    def set_text(self, text: str) -> None:
        """Show another (translated) text."""
        self._set("text", text)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        painter.setPen(self._color)
        painter.setFont(font(self._px, True))
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.text)


__all__ = ["PlateItem", "ZoneItem", "ButtonItem", "BubbleItem", "ReasonBubble", "LabelItem"]
