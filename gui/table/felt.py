"""The felt of the card and tile tables: a green radial cloth with an oval line, drawn by code.

:class:`Felt` is a mixin for a ``QGraphicsScene`` whose scene rectangle is the table's logical
rectangle (:data:`gui.table.geometry.SCENE_W` x :data:`~gui.table.geometry.SCENE_H` for the card
tables): the layouts place everything inside it and the view fits it into the window. The cloth
covers the whole view, not only that rectangle, so a window of another shape shows more felt round
the table, never dark bars. When the view neither rotates nor shears, the felt of the whole view is
painted once into a pixmap (1:1 in device pixels, kept by the scene) and blitted.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap, QRadialGradient, QTransform

from . import geometry as L

EDGE = QColor("#0d3b20")            # the cloth's outer colour (the felt's edge, far from the centre)
MAX_PIXMAP = 8192                   # device pixels a side beyond which the felt is painted directly


class Felt:
    """The table felt as a scene background (mix in before ``QGraphicsScene``)."""

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        t = painter.worldTransform()
        dev = painter.device()
        if dev is not None and _axis_aligned(t):
            dpr = dev.devicePixelRatioF()
            w, h = _device_size(dev)
            if 0 < w * dpr <= MAX_PIXMAP and 0 < h * dpr <= MAX_PIXMAP:
                pm = self._felt_pixmap(t, w, h, dpr)
                target = t.mapRect(rect).intersected(QRectF(0, 0, w, h))
                source = QRectF(target.x() * dpr, target.y() * dpr, target.width() * dpr, target.height() * dpr)
                painter.save()
                painter.setWorldTransform(QTransform())
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
                painter.drawPixmap(target, pm, source)
                painter.restore()
                return
        painter.save()
        painter.setClipRect(rect)
        self._paint_felt(painter, _shown(painter, rect))
        painter.restore()

    def _felt_pixmap(self, t: QTransform, w: int, h: int, dpr: float) -> QPixmap:
        """The felt of a whole ``w`` x ``h`` view (device ``dpr``) seen through ``t``, kept until
        the view's size, the fit or the scene rectangle changes."""
        r = self.sceneRect()
        key = (w, h, round(dpr, 3), round(t.m11(), 5), round(t.m22(), 5), round(t.dx(), 2), round(t.dy(), 2),
               r.x(), r.y(), r.width(), r.height())
        kept = getattr(self, "_felt_kept", None)
        if kept is not None and kept[0] == key:
            return kept[1]
        pm = QPixmap(int(math.ceil(w * dpr)), int(math.ceil(h * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(EDGE)
        p = QPainter(pm)
        p.setWorldTransform(t)
        self._paint_felt(p, _shown(p, QRectF(), (w, h)))
        p.end()
        self._felt_kept = (key, pm)
        return pm

    def _paint_felt(self, p: QPainter, visible: QRectF) -> None:
        """Paint the felt over ``visible`` (scene coordinates): the cloth everywhere, the oval
        line round the table of the logical rectangle."""
        r = self.sceneRect()
        sx, sy = r.width() / L.SCENE_W, r.height() / L.SCENE_H
        p.save()
        p.translate(r.x(), r.y())
        p.scale(sx, sy)                 # from here on, the felt's own units (SCENE_W x SCENE_H)
        area = QRectF((visible.x() - r.x()) / sx, (visible.y() - r.y()) / sy, visible.width() / sx,
                      visible.height() / sy).united(QRectF(0, 0, L.SCENE_W, L.SCENE_H))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        cx, cy = L.TABLE_CENTRE
        reach = max(math.hypot(x - cx, y - cy) for x, y in ((area.left(), area.top()), (area.right(), area.top()),
                                                              (area.left(), area.bottom()), (area.right(), area.bottom())))
        g = QRadialGradient(QPointF(cx, cy), max(L.SCENE_W * 0.62, reach))
        g.setColorAt(0.0, QColor("#2f8a4f"))
        g.setColorAt(0.55, QColor("#1f6b3a"))
        g.setColorAt(1.0, EDGE)
        p.fillRect(area, g)
        rx, ry = L.TABLE_RADII
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(255, 255, 255, 26), 10))
        p.drawEllipse(QPointF(cx, cy), rx, ry)
        p.setPen(QPen(QColor(0, 0, 0, 40), 2))
        p.drawEllipse(QPointF(cx, cy), rx - 14, ry - 14)
        p.restore()


def _device_size(dev) -> tuple[int, int]:
    """The size of a paint device in device-independent pixels (a widget's own size; an image's
    pixels divided by its device pixel ratio)."""
    if isinstance(dev, (QPixmap, QImage)):
        size = dev.deviceIndependentSize()
        return int(math.ceil(size.width())), int(math.ceil(size.height()))
    return dev.width(), dev.height()


def _shown(painter: QPainter, rect: QRectF, size: tuple | None = None) -> QRectF:
    """The scene area the whole paint device shows (``size`` its size, else the device's own),
    so that the felt does not depend on which part of the view is being repainted; ``rect`` when
    that cannot be told."""
    if size is None:
        dev = painter.device()
        if dev is None:
            return rect
        size = _device_size(dev)
    inverse, invertible = painter.worldTransform().inverted()
    return inverse.mapRect(QRectF(0, 0, *size)) if invertible else rect


def _axis_aligned(t: QTransform) -> bool:
    """``t`` scales and moves, without rotating, shearing, mirroring or perspective."""
    return (abs(t.m12()) < 1e-9 and abs(t.m21()) < 1e-9 and t.m11() > 0 and t.m22() > 0
            and t.m13() == 0 and t.m23() == 0)
