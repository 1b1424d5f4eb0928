"""The felt of the card and tile tables: a green radial cloth with an oval line, drawn by code.

:class:`Felt` is a mixin for a ``QGraphicsScene`` whose scene rectangle is the table's
(:data:`gui.table.geometry.SCENE_W` x :data:`~gui.table.geometry.SCENE_H`): it paints the felt as the
scene's background, blitting a cached pixmap 1:1 in device pixels when the view neither rotates
nor shears. Every table scene (the card tables and the mahjong tables) has the same felt.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPixmapCache, QRadialGradient, QTransform

from . import geometry as L


class Felt:
    """The table felt as a scene background (mix in before ``QGraphicsScene``)."""

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        painter.fillRect(rect, QColor("#0c2416"))
        t = painter.worldTransform()
        if abs(t.m12()) < 1e-9 and abs(t.m21()) < 1e-9 and t.m11() > 0 and t.m22() > 0 and t.m13() == 0 and t.m23() == 0:
            # Blit a cached felt 1:1 in device pixels (a scaled blit of a big pixmap is slow).
            dev = painter.device()
            dpr = dev.devicePixelRatioF() if dev is not None else 1.0
            box = t.mapRect(self.sceneRect())
            w, h = int(round(box.width())), int(round(box.height()))
            if 0 < w * dpr <= 8192 and 0 < h * dpr <= 8192:
                painter.save()
                painter.setWorldTransform(QTransform())
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
                painter.drawPixmap(QPointF(round(box.x()), round(box.y())), self._felt_pixmap(w, h, dpr))
                painter.restore()
                return
        self._paint_felt(painter)

    def _felt_pixmap(self, w: int, h: int, dpr: float) -> QPixmap:
        key = f"hrfelt|{w}x{h}@{dpr:.2f}"
        pm = QPixmapCache.find(key)
        if pm is None or pm.isNull():
            pm = QPixmap(int(round(w * dpr)), int(round(h * dpr)))
            pm.setDevicePixelRatio(dpr)
            p = QPainter(pm)
            p.scale(w / L.SCENE_W, h / L.SCENE_H)
            self._paint_felt(p)
            p.end()
            QPixmapCache.insert(key, pm)
        return pm

    @staticmethod
    def _paint_felt(p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        cx, cy = L.TABLE_CENTRE
        g = QRadialGradient(QPointF(cx, cy), L.SCENE_W * 0.62)
        g.setColorAt(0.0, QColor("#2f8a4f"))
        g.setColorAt(0.55, QColor("#1f6b3a"))
        g.setColorAt(1.0, QColor("#0d3b20"))
        p.fillRect(QRectF(0, 0, L.SCENE_W, L.SCENE_H), g)
        rx, ry = L.TABLE_RADII
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(255, 255, 255, 26), 10))
        p.drawEllipse(QPointF(cx, cy), rx, ry)
        p.setPen(QPen(QColor(0, 0, 0, 40), 2))
        p.drawEllipse(QPointF(cx, cy), rx - 14, ry - 14)
