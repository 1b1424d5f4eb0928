"""Mouse gestures on a table view, shared by the daifugō and rummy table tests."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt

from gui.table.cards import CardItem

LEFT, NOMOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def vpoint(view, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def drag(qtbot, view, start: QPointF, end: QPointF, steps: int = 8) -> None:
    """A real mouse drag on the viewport from scene point ``start`` to ``end``."""
    vp = view.viewport()
    a, b = vpoint(view, start), vpoint(view, end)
    qtbot.mousePress(vp, LEFT, NOMOD, a)
    for i in range(1, steps + 1):
        qtbot.mouseMove(vp, QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps))
    qtbot.mouseRelease(vp, LEFT, NOMOD, b)


def click(qtbot, view, at: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), LEFT, NOMOD, vpoint(view, at))


def hand(view) -> list[CardItem]:
    return view.table_scene.local_hand()


def item_of(view, code: str) -> CardItem:
    return next(c for c in hand(view) if c.code == code)
