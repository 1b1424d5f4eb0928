"""The review's slider: one position per move, with small marks under some (take-backs) and a bar
above each analysed decision (its height and colour by the move's loss)."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPainter, QPolygon
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider


TAKE_BACK_COLOUR = "#b03a2e"


class MarkedSlider(QSlider):
    """The review's slider, with a small red mark under each position in ``marks`` (take-backs) and
    a bar above each position of ``bars`` ((position, height 0..1, colour): the analysis' decisions)."""

    BAR_ROOM = 12          # the pixels above the groove the bars may take

    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.marks: list[int] = []
        self.bars: list[tuple[int, float, str]] = []

    def set_bars(self, bars: list[tuple[int, float, str]]) -> None:
        """The analysis' bars (an empty list: none); the slider grows to give them room."""
        self.bars = list(bars)
        self.setMinimumHeight(self.sizeHint().height() + (2 * self.BAR_ROOM if self.bars else 0))   # the groove stays centred
        self.update()

    def _rects(self):
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        style = self.style()
        return (style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove, self),
                style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, self))

    def x_of(self, value: int) -> int:
        """The x of position ``value`` (the centre of the handle there)."""
        groove, handle = self._rects()
        span = groove.width() - handle.width()
        return groove.x() + handle.width() // 2 + QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), value, span)

    def bar_bottom(self) -> int:
        """The y just above the handle, where the bars stand."""
        return max(2, self._rects()[1].top() - 1)

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not (self.marks or self.bars) or self.maximum() <= self.minimum():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        bottom = self.bar_bottom()
        room = min(self.BAR_ROOM, bottom - 1)
        for k, height, colour in self.bars:
            painter.setBrush(QColor(colour))
            h = max(2, round(height * room))
            painter.drawRect(self.x_of(k) - 1, bottom - h, 3, h)
        painter.setBrush(QColor(TAKE_BACK_COLOUR))
        bottom = self.height() - 1
        for k in self.marks:
            x = self.x_of(k)
            painter.drawPolygon(QPolygon([QPoint(x, bottom - 5), QPoint(x - 4, bottom), QPoint(x + 4, bottom)]))
        painter.end()


__all__ = ["MarkedSlider", "TAKE_BACK_COLOUR"]
