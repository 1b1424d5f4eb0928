"""Scene items of the rummy tables: a seat's name plate (:class:`SeatPlate`) and the validation
label under a group of the local hand (:class:`GroupLabel`)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from ...table.scene_items import wrap_to_fit
from ...table.zones import _Box, font, paint_plate_base


class SeatPlate(_Box):
    """A seat's name plate: name, card count, dealer badge, turn glow, and a status ("Packed (40)")
    that greys the plate out."""

    def __init__(self, w: float, h: float) -> None:
        super().__init__(w, h)
        self.name = ""
        self.count = 0
        self.dealer = False
        self.turn = False
        self.status_text = ""
        self.greyed = False
        self.dealer_label = "D"
        self.setZValue(50)

    def set_state(self, *, name: str, count: int, dealer: bool, turn: bool, status_text: str = "",
                  greyed: bool = False) -> None:
        """Show a seat's state (all text already translated)."""
        new = (name, count, dealer, turn, status_text, greyed)
        if new != (self.name, self.count, self.dealer, self.turn, self.status_text, self.greyed):
            self.name, self.count, self.dealer, self.turn, self.status_text, self.greyed = new
            self.update()

    def set_count(self, count: int) -> None:
        """Show another card count."""
        self._set("count", count)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        paint_plate_base(painter, r, self.turn, QColor(70, 70, 70, 215) if self.greyed else QColor(8, 30, 16, 210))
        right = r.width() - 10
        if self.dealer:
            centre = QPointF(r.width() - 22, 19)
            painter.setPen(QPen(QColor("#ffffff"), 1.5))
            painter.setBrush(QColor("#c62828"))
            painter.drawEllipse(centre, 15, 15)
            painter.setFont(font(17, True))
            painter.drawText(QRectF(centre.x() - 15, centre.y() - 15, 30, 30), Qt.AlignmentFlag.AlignCenter,
                             self.dealer_label)
            right = r.width() - 42
        text_color = QColor("#bdbdbd") if self.greyed else QColor("#ffffff")
        painter.setPen(text_color)
        f = font(20, True)
        painter.setFont(f)
        name = QFontMetricsF(f).elidedText(self.name, Qt.TextElideMode.ElideRight, right - 12)
        painter.drawText(QRectF(12, 3, right - 12, 27), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        painter.setPen(QPen(QColor("#e0e0e0"), 1))
        painter.setBrush(QColor("#555555") if self.greyed else QColor("#1f3a68"))
        painter.drawRoundedRect(QRectF(13, 34, 14, 20), 2.5, 2.5)
        painter.setPen(text_color)
        painter.setFont(font(19, True))
        painter.drawText(QRectF(33, 31, 40, 26), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         str(self.count))
        if self.status_text:
            painter.setPen(QColor("#ffab91") if self.greyed else QColor("#c8e6c9"))
            sf = font(18, True)
            painter.setFont(sf)
            text = QFontMetricsF(sf).elidedText(self.status_text, Qt.TextElideMode.ElideRight, r.width() - 80)
            painter.drawText(QRectF(70, 31, r.width() - 80, 26),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)


GROUP_COLORS = {"straight_run": QColor("#2e7d32"), "run": QColor("#1565c0"), "set": QColor("#6a1b9a"),
                "bad": QColor("#b71c1c"), "loose": QColor("#5d4037")}


class GroupLabel(_Box):
    """The validation label under a group of the local hand: a coloured tag with a mark (✔ or ✖)
    and the words, so that colour is never the only cue. ``kind``: straight_run, run, set, bad, or
    loose (cards of several suits and ranks: plainly not meant as a meld, e.g. the arrangement's rest)."""

    def __init__(self) -> None:
        super().__init__(10, 10)
        self.text = ""
        self.kind = ""
        self.group_w = 0.0               # the width of the group above (the tag is at least as wide)
        self.setZValue(45)

    def set_label(self, text: str, kind: str) -> None:
        """Show ``text`` (translated) in the colour of ``kind``."""
        if (text, kind) != (self.text, self.kind):
            self.text, self.kind = text, kind
            self.setToolTip(text)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        r = self.rect().adjusted(1, 1, -1, -1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(GROUP_COLORS.get(self.kind, GROUP_COLORS["bad"]))
        color.setAlpha(225)
        mark = {"straight_run": "✔ ", "run": "✔ ", "set": "✔ ", "loose": "· "}.get(self.kind, "✖ ")
        f, lines = wrap_to_fit(mark + self.text, r.width() - 12, r.height() - 6, 20, 17)
        fm = QFontMetricsF(f)
        widest = max(fm.horizontalAdvance(line) for line in lines)
        w = min(r.width(), max(widest + 16, self.group_w))
        box = QRectF(r.left(), r.top(), w, len(lines) * fm.lineSpacing() + 6)
        painter.setPen(QPen(color.lighter(150), 1.5))
        painter.setBrush(color)
        painter.drawRoundedRect(box, 8, 8)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(f)
        for i, line in enumerate(lines):
            painter.drawText(QRectF(box.left() + 6, box.top() + 3 + i * fm.lineSpacing(), box.width() - 12,
                                    fm.lineSpacing()), Qt.AlignmentFlag.AlignCenter, line)


__all__ = ["SeatPlate", "GroupLabel", "GROUP_COLORS"]
