"""Items and painting of the Anmika parts of the mahjong table: the seat strips of the centre
panel with the chip ledger (祝儀) and badges (riichi kind, 祝儀倍, pocchi state), and the
sitting-out panel (抜け番) of the four-player rotation (the fever lines are the centre panel's
extra lines, :func:`gui.families.mahjong.items.paint_extra_lines`). Like every table item they hold no game logic: they draw the (translated) texts the
scene gives them.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from ...families.mahjong.items import fitted_font
from ...table.zones import GOLD, _Box, font

CHIPS = QColor("#ffd54f")


def pill_width(text: str, px: float = 15) -> float:
    """The width a badge of ``text`` takes at ``px``."""
    return QFontMetricsF(font(px, True)).horizontalAdvance(text) + 12


def paint_pill(painter: QPainter, rect: QRectF, text: str, colour: str, px: float = 15) -> None:
    """A badge: ``text`` in white on a rounded ``colour`` box (the font shrinks to fit)."""
    painter.setPen(QPen(QColor(255, 255, 255, 150), 1))
    painter.setBrush(QColor(colour))
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    f, _ = fitted_font(text, rect.width() - 8, px)
    painter.setFont(f)
    painter.setPen(QColor("#ffffff"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def badge_rects(box: QRectF, badges: list, horizontal: bool) -> list[QRectF]:
    """Where each badge goes in a strip's badge area ``box``: right-aligned in one line
    (bottom / top strips), or one per line (left / right strips)."""
    out = []
    if horizontal:
        x = box.right()
        for text, _ in reversed(badges):
            w = min(pill_width(text), box.width())
            x -= w
            out.append(QRectF(x, box.top(), w, box.height()))
            x -= 4
        out.reverse()
        return out
    h = 20.0
    for i, _ in enumerate(badges):
        out.append(QRectF(box.left(), box.top() + i * (h + 3), box.width(), h))
    return out


def paint_anmika_strip(panel, painter: QPainter, box: QRectF, info: dict) -> None:
    """A seat's strip of the centre panel with the Anmika extras: wind, 親, name, score, the
    chip ledger (``info["chips"]``, text) and the badges (``info["badges"]``: (text, colour))."""
    if info.get("turn"):
        painter.setPen(QPen(GOLD, 2.5))
        painter.setBrush(QColor(255, 213, 79, 45))
    else:
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(QColor(255, 255, 255, 14))
    if info.get("out"):
        painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(box, 10, 10)
    wind, score, name = info.get("wind", ""), info.get("score", ""), info.get("name", "")
    chips, badges = info.get("chips", ""), list(info.get("badges") or ())
    dealer = info.get("dealer", False)
    if box.width() > box.height():            # bottom / top: wind 親 name … score; chips, badges below
        top = QRectF(box.left() + 8, box.top() + 2, box.width() - 16, 30)
        x = panel._wind(painter, QPointF(top.left() + 14, top.center().y()), wind)
        if dealer:
            x = panel._dealer(painter, QPointF(x + 16, top.center().y()))
        painter.setPen(QColor("#ffffff"))
        f = font(24, True)
        painter.setFont(f)
        sw = QFontMetricsF(f).horizontalAdvance(score)
        painter.drawText(QRectF(top.right() - sw - 2, top.top(), sw + 2, top.height()),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), score)
        panel._name(painter, QRectF(x + 8, top.top(), top.right() - sw - x - 16, top.height()), name,
                    Qt.AlignmentFlag.AlignLeft)
        low = QRectF(box.left() + 8, box.top() + 33, box.width() - 16, 20)
        cw = _chips(painter, low, chips, Qt.AlignmentFlag.AlignLeft)
        area = QRectF(low.left() + cw + 8, low.top(), low.width() - cw - 8, low.height())
        for rect, (text, colour) in zip(badge_rects(area, badges, True), badges):
            paint_pill(painter, rect, text, colour)
        return
    cx = box.center().x()                      # left / right: stacked lines
    panel._wind(painter, QPointF(cx - (12 if dealer else 0), box.top() + 20), wind)
    if dealer:
        panel._dealer(painter, QPointF(cx + 22, box.top() + 20))
    painter.setPen(QColor("#ffffff"))
    f, _ = fitted_font(score, box.width() - 4, 20)
    painter.setFont(f)
    painter.drawText(QRectF(box.left(), box.top() + 38, box.width(), 26), Qt.AlignmentFlag.AlignCenter, score)
    panel._name(painter, QRectF(box.left() + 3, box.top() + 64, box.width() - 6, 22), name,
                Qt.AlignmentFlag.AlignHCenter)
    _chips(painter, QRectF(box.left() + 2, box.top() + 87, box.width() - 4, 22), chips, Qt.AlignmentFlag.AlignHCenter)
    area = QRectF(box.left() + 3, box.top() + 113, box.width() - 6, box.height() - 116)
    for rect, (text, colour) in zip(badge_rects(area, badges, False), badges):
        if rect.bottom() <= box.bottom():
            paint_pill(painter, rect, text, colour, 14)


def _chips(painter: QPainter, box: QRectF, text: str, align) -> float:
    """The chip ledger line (gold); returns its width."""
    if not text:
        return 0.0
    f, fm = fitted_font(text, box.width(), 16)
    painter.setFont(f)
    painter.setPen(CHIPS)
    painter.drawText(box, int(align | Qt.AlignmentFlag.AlignVCenter), text)
    return min(fm.horizontalAdvance(text), box.width())


class SittingOutPanel(_Box):
    """The four-player rotation's sitting-out seat (抜け番): name, points, chips and what it is,
    upright, where that seat's pond would be."""

    def __init__(self, w: float = 236.0, h: float = 150.0) -> None:
        super().__init__(w, h)
        self.lines: tuple = ()
        self.setZValue(60)

    def set_content(self, name: str, points: str, chips: str, label: str) -> None:
        """Show a seat's ``name``, ``points`` and ``chips`` (texts) under ``label``."""
        self._set("lines", (name, points, chips, label))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.lines:
            return
        name, points, chips, label = self.lines
        r = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(6, 22, 14, 200))
        painter.drawRoundedRect(r, 16, 16)
        rows = ((label, 18, True, "#b0bec5"), (name, 22, True, "#ffffff"), (points, 22, True, "#ffffff"),
                (chips, 18, True, CHIPS.name()))
        y = r.top() + 10
        h = (r.height() - 20) / len(rows)
        for text, px, bold, colour in rows:
            f, fm = fitted_font(text, r.width() - 20, px, bold)
            painter.setFont(f)
            painter.setPen(QColor(colour))
            painter.drawText(QRectF(r.left() + 10, y, r.width() - 20, h), Qt.AlignmentFlag.AlignCenter,
                             fm.elidedText(text, Qt.TextElideMode.ElideRight, r.width() - 20))
            y += h


__all__ = ["paint_anmika_strip", "paint_pill", "badge_rects", "pill_width", "fitted_font",
           "SittingOutPanel"]
