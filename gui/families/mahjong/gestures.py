"""The gestures of the mahjong table (a mixin of :class:`~gui.families.mahjong.view.MahjongTableView`,
kept apart by job): a hand tile clicked, dragged or chosen with the keys, a call button pressed
(or its digit key), and the reasons a tile may not be discarded. Each gesture ends in an exact
legal action (``_choose``) or a ``rejected`` reason; the table's variant takes the clicks and
drags on its own items first (:class:`~gui.families.mahjong.variant.TableVariant`)."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from core.engine import QT_TRANSLATE_NOOP

from ...i18n import translate
from . import layout as L
from .items import CallButton, TileItem


@dataclass
class _Press:
    item: TileItem | None            # a local hand tile
    zone: object | None              # a call button, or an item or zone of the variant
    scene_pos: QPointF
    view_pos: QPointF


@dataclass
class _Drag:
    items: list
    source: str = "hand"
    offsets: list = field(default_factory=list)


class TableGestures:
    """Mouse, keyboard and buttons of the mahjong table (see the module docstring)."""

    DIGITS = {getattr(Qt.Key, f"Key_{i}"): i - 1 for i in range(1, 10)}
    KEYS_HELP = ((("Left", "Right"), QT_TRANSLATE_NOOP("TableKeys", "Select the tile to the left or right")),
                 (("Return", "Enter", "Space"), QT_TRANSLATE_NOOP("TableKeys", "Discard the selected tile")),
                 (tuple(str(i) for i in range(1, 10)), QT_TRANSLATE_NOOP("TableKeys", "Press the buttons shown (call, pass, riichi …), in order")),
                 (("Esc",), QT_TRANSLATE_NOOP("TableKeys", "Go back, or clear the selection")))

    # --- choosing -------------------------------------------------------------------------------------
    def _reason(self, code: str) -> str:
        data = self._view.data if self._view is not None else {}
        seat = self._seat
        if self._marked() is not None:
            return translate("MahjongTableView", "For riichi, discard one of the tiles marked in red.")
        if self._legal and not any(a.kind == "discard" for a in self._legal):
            return translate("MahjongTableView", "Answer the call first: call or pass.")
        if seat is not None and (data.get("riichi") or [0] * 4)[seat]:
            return translate("MahjongTableView", "After riichi you discard the tile you draw.")
        if any(a.kind == "discard" for a in self._legal):
            return translate("MahjongTableView", "That tile may not be discarded right after this call (食い替え).")
        if self._explain is not None:
            text = self._explain((code,), "pond")
            if text:
                return text
        return translate("MahjongTableView", "You cannot discard now.")

    def _discard_tile(self, item: TileItem) -> bool:
        """Discard ``item`` (a riichi discard in riichi mode), or reject it with the reason."""
        found = [a for a in self._discards() if a.cards == (item.code,)] if self._can_pick() else []
        if not found and not self._mode and self._can_pick():       # a second click may stand for another action
            found = self.variant.second_click(self._legal, item.code)
        if not found:
            self.rejected.emit(self._reason(item.code))
            return False
        self._leave_mode()
        self._choose(found[0])
        return True

    def _click_tile(self, item: TileItem) -> None:
        """One click selects (lifts) a tile; a click on the selected tile discards it."""
        hand = self._scene.local_hand()
        if self.variant.click_tile(item):             # the tile is part of a variant's choice
            return
        if item.is_selected():
            self._discard_tile(item)
            return
        for other in hand:
            other.set_selected(other is item)
        self._focus = hand.index(item)
        self._scene.place(items=hand)
        self._refresh_marks()

    def _press_button(self, button: CallButton) -> None:
        if not self._can_pick() or not button.isVisible():
            return
        if button.action is not None:
            self._leave_mode()
            self._choose(button.action)
        elif button.key == "back":
            self._leave_mode()
            self.variant.clear_picks()
            self._refresh_marks()
        elif (mode := self.variant.button_mode(button.key, self._mode)) is not None:   # a key of the variant
            self._mode = mode
            self._refresh_marks()
        elif button.key == "group:riichi":
            self._mode = "riichi"
            self._refresh_marks()
        elif button.key.startswith("group:"):
            self._mode = "choice:" + button.key[6:]
            self._refresh_marks()

    # --- mouse ---------------------------------------------------------------------------------------
    def _card_at(self, sp: QPointF) -> TileItem | None:
        hand = self._scene.local_hand()
        for item in self._scene.items(sp):
            if isinstance(item, TileItem) and item in hand and item not in self._scene.dragging:
                return item
        return None

    def _button_at(self, sp: QPointF) -> CallButton | None:
        for b in self._scene.buttons:
            if b.isVisible() and b.sceneBoundingRect().adjusted(10, 10, -10, -10).contains(sp):
                return b
        return None

    def _press_at(self, sp: QPointF, view_pos: QPointF):
        item = self._card_at(sp)
        zone = None if item else self._button_at(sp) or self.variant.zone_at(sp)
        return _Press(item, zone, sp, view_pos)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        press = self._press
        other = self.variant.draggable(press.zone) if press is not None else None
        if press is None or (press.item is None and other is None) or not (event.buttons() & Qt.MouseButton.LeftButton):
            return super().mouseMoveEvent(event)
        sp = self.mapToScene(event.position().toPoint())
        if self._drag is None:
            if (event.position() - press.view_pos).manhattanLength() < QApplication.startDragDistance():
                return
            self._start_drag(press, other)
        self._move_drag(sp)
        event.accept()

    def _start_drag(self, press, other=None) -> None:
        """A hand tile (or ``other``, a variant's item that may be dragged onto the table's middle)
        follows the mouse."""
        item = other if other is not None else press.item
        self._drag = _Drag([item], "variant" if other is not None else "hand", [item.pos() - press.scene_pos])
        item.setZValue(1000)
        if other is not None:
            self._scene.pond_zone.set_lit(2)
            return
        self._scene.dragging = {item}
        item.set_highlighted(False)
        item.set_dimmed(False)
        legal = self._can_pick() and any(a.cards == (item.code,) for a in self._discards())
        self._scene.pond_zone.set_lit(2 if legal else 0)

    def _click(self, press, sp: QPointF) -> None:
        if press.zone is not None and self.variant.click_zone(press.zone):
            pass
        elif press.item is not None:
            self._click_tile(press.item)
        elif press.zone is not None and self._button_at(sp) is press.zone:
            self._press_button(press.zone)

    def _drop(self, sp: QPointF, view_pos=None) -> None:
        drag, self._drag = self._drag, None
        self._scene.dragging = set()
        self._scene.pond_zone.set_lit(0)
        item = drag.items[0]
        if drag.source == "variant":
            self.variant.drop(item, sp)
            return
        if L.contains(L.DISCARD_ZONE, sp.x(), sp.y()):
            if self._discard_tile(item):
                return
        elif not L.contains(L.HAND_ZONE, sp.x(), sp.y()):
            self.rejected.emit(translate("MahjongTableView", "Drop the tile on the pond in the middle to discard it."))
        self._fly_back(drag)

    def _fly_back(self, drag: _Drag) -> None:
        """The dragged tile flies back to its place in the hand."""
        sc = self._scene
        self._animator.detach(lambda tw: sc.place(tw, ms=220, items=list(drag.items)), "flyback")
        self._refresh_marks()

    def _cancel_gesture(self) -> None:
        self._press = None
        if self._drag is not None:
            drag, self._drag = self._drag, None
            self._scene.dragging = set()
            self._scene.pond_zone.set_lit(0)
            self._scene.place(items=drag.items)

    # --- keyboard --------------------------------------------------------------------------------------
    def event(self, event) -> bool:  # noqa: D401 - Qt override
        """Claim the table's keys before window shortcuts."""
        if (event.type() == QEvent.Type.ShortcutOverride and self._seat is not None
                and (event.key() in self.DIGITS or event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter))
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        hand = self._scene.local_hand()
        if key == Qt.Key.Key_H:
            self.hint_requested.emit()
        elif not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier and self.automation.press(key):
            pass                                          # a toggle of the automation bar
        elif self._seat is None or self._view is None or self._animator.busy():
            event.ignore()
            return
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            step = 1 if key == Qt.Key.Key_Right else -1
            self._focus = (0 if step > 0 else len(hand) - 1) if self._focus < 0 else max(0, min(len(hand) - 1, self._focus + step))
            for i, item in enumerate(hand):
                item.set_selected(i == self._focus)
            self._scene.place(items=hand)
            self._refresh_marks()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            chosen = [t for t in hand if t.is_selected()]
            if chosen:
                self._discard_tile(chosen[0])
            elif 0 <= self._focus < len(hand):
                self._discard_tile(hand[self._focus])
            else:
                self.rejected.emit(translate("MahjongTableView", "Select a tile first (←/→)."))
        elif key in self.DIGITS:
            visible = [b for b in self._scene.buttons if b.isVisible()]
            i = self.DIGITS[key]
            if i < len(visible):
                self._press_button(visible[i])
        elif key == Qt.Key.Key_Escape:
            self._cancel_gesture()
            self._leave_mode()
            self.variant.clear_picks()
            for item in hand:
                item.set_selected(False)
            self._scene.place(items=hand)
            self._refresh_marks()
        else:
            return super().keyPressEvent(event)
        event.accept()


__all__ = ["TableGestures"]
