"""What every card-table view shares (the daifugō table, the rummy table): the signals the
controller listens to, fitting the scene to the window, names and animation speed, selecting
cards of the local hand, and handing a chosen action on.

A subclass sets ``self._scene`` (with ``names``, ``refresh_plates``, ``local_hand``, ``items``,
``dragging``, ``place``) and ``self._animator``, and implements ``_refresh_marks``.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QGraphicsView

from core.engine import Action, Event

from .cards import CardItem


class CardTableView(QGraphicsView):
    """The base of the table views: the protocol side of a table (see gui/controller.py)."""

    action_chosen = Signal(object)
    rejected = Signal(str)
    animations_done = Signal()
    hint_requested = Signal()

    def set_names(self, names: list[str]) -> None:
        """The seat names shown on the plates, by seat."""
        self._scene.names = list(names)
        self._scene.refresh_plates()

    def set_speed(self, factor: float) -> None:
        """Animation duration multiplier (1 normal, 0.5 twice as fast, 0 instant)."""
        self._animator.set_speed(factor)

    def speed(self) -> float:
        """The animation duration multiplier."""
        return self._animator.speed

    def skip_animations(self) -> None:
        """Jump every running and queued animation to its end."""
        self._animator.finish_all()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def _card_at(self, sp: QPointF) -> CardItem | None:
        hand = self._scene.local_hand()
        for item in self._scene.items(sp):
            if isinstance(item, CardItem) and item in hand and item not in self._scene.dragging:
                return item
        return None

    @staticmethod
    def _group_events(events: list[Event]) -> list[list[Event]]:
        """Consecutive "dealt" events form one step (the deal goes round the table)."""
        groups: list[list[Event]] = []
        for ev in events:
            if ev.kind == "dealt" and groups and groups[-1][0].kind == "dealt":
                groups[-1].append(ev)
            else:
                groups.append([ev])
        return groups

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.mousePressEvent(event)           # a quick second click is a click too

    def _move_drag(self, sp: QPointF) -> None:
        for item, off in zip(self._drag.items, self._drag.offsets):
            item.setPos(sp + off)

    def _selected_codes(self) -> tuple:
        return tuple(c.code for c in self._scene.local_hand() if c.is_selected())

    def _toggle(self, item: CardItem) -> None:
        item.set_selected(not item.is_selected())
        self._scene.place(items=[item])
        self._refresh_marks()

    def _clear_selection(self) -> None:
        for item in self._scene.local_hand():
            item.set_selected(False)
        self._scene.place(items=self._scene.local_hand())
        self._refresh_marks()

    def _choose(self, action: Action) -> None:
        self._awaiting = True
        self._hint = None
        self._refresh_marks(enabled=False)
        self.action_chosen.emit(action)

    def focusInEvent(self, event) -> None:  # noqa: N802
        super().focusInEvent(event)
        self._refresh_marks()

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self._refresh_marks()

