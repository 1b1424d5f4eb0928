"""Rows of cards or tiles painted into one image for a help page: each cell is painted by a
function ``paint(painter, rect)`` of the game (its own face painters), so the page shows exactly
what the table shows."""
from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

#: the widest a picture may be: it fits the page in a window on a 1024-pixel screen
MAX_WIDTH = 840
BACKGROUND = QColor("#1f6b43")          # the felt of the tables, so white faces stand out


def strip(cells: Iterable[Callable[[QPainter, QRectF], None]], width: float, height: float,
          gap: float = 6.0, margin: float = 8.0, columns: int = 0) -> QImage:
    """The cells side by side, wrapped into rows no wider than MAX_WIDTH (or of ``columns``
    cells), on the table's felt."""
    cells = list(cells)
    per_row = columns or max(1, int((MAX_WIDTH - 2 * margin + gap) // (width + gap)))
    per_row = min(per_row, len(cells)) or 1
    rows = (len(cells) + per_row - 1) // per_row
    w = int(2 * margin + per_row * width + (per_row - 1) * gap)
    h = int(2 * margin + rows * height + (rows - 1) * gap)
    image = QImage(max(w, 1), max(h, 1), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BACKGROUND)
        painter.drawRoundedRect(QRectF(0, 0, w, h), 8, 8)
        for i, paint in enumerate(cells):
            row, col = divmod(i, per_row)
            rect = QRectF(margin + col * (width + gap), margin + row * (height + gap), width, height)
            painter.save()
            paint(painter, rect)
            painter.restore()
    finally:
        painter.end()
    return image


def centred(paint_at_origin: Callable[[QPainter], None], natural_w: float, natural_h: float):
    """A cell painter for a face drawn in a ``natural_w`` x ``natural_h`` box centred on the origin
    (the French and FESCA cards), scaled into the cell."""
    def paint(painter: QPainter, rect: QRectF) -> None:
        k = min(rect.width() / natural_w, rect.height() / natural_h)
        painter.translate(rect.center())
        painter.scale(k, k)
        paint_at_origin(painter)
    return paint
