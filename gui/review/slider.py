"""The review's slider: one position per move, with small marks under some (take-backs; later
the analysis' decisions)."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPainter, QPolygon
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider


TAKE_BACK_COLOUR = "#b03a2e"


class MarkedSlider(QSlider):
    """The review's slider, with a small red mark under each position in ``marks`` (take-backs)."""

    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.marks: list[int] = []

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self.marks or self.maximum() <= self.minimum():
            return
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        groove = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove, self)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, self)
        span = groove.width() - handle.width()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(TAKE_BACK_COLOUR))
        bottom = self.height() - 1
        for k in self.marks:
            x = groove.x() + handle.width() // 2 + QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), k, span)
            painter.drawPolygon(QPolygon([QPoint(x, bottom - 5), QPoint(x - 4, bottom), QPoint(x + 4, bottom)]))
        painter.end()


__all__ = ["MarkedSlider", "TAKE_BACK_COLOUR"]
