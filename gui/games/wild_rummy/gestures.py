"""The gestures of the Wild Rummy R table: pointing (clicks on cards, melds, zones and buttons),
dragging cards between the stock, the discard pile, the hand and the melds, and the keyboard.
:class:`WildGestures` is mixed into :class:`~gui.games.wild_rummy.view.WildTableView`; a gesture
ends in the view's offer of the matching legal actions (:mod:`gui.games.wild_rummy.actions`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from core.engine import HIDDEN, QT_TRANSLATE_NOOP

from . import layout as L
from ...table.cards import CardItem
from .actions import body_matches, discard_matches, drop_matches, meld_matches, retrieve_matches


@dataclass
class _Press:
    item: CardItem | None            # a local hand card
    meld: tuple | None               # (group, slot, item) of a meld card
    zone: object | None              # a zone or button
    scene_pos: QPointF
    view_pos: QPointF


@dataclass
class _Seen:
    """What lies under the pointer at a drop, as the player sees it while dragging: the meld
    card (group, slot, item) and the meld, or None."""
    card: tuple | None
    meld: object | None


@dataclass
class _Drag:
    items: list[CardItem]
    source: str                      # "hand", "stock", "discard", "meld"
    offsets: list[QPointF] = field(default_factory=list)
    meld_id: int | None = None


class WildGestures:
    """Mouse, drag and keyboard handling of :class:`~gui.games.wild_rummy.view.WildTableView`."""

    KEYS_HELP = ((("D",), QT_TRANSLATE_NOOP("TableKeys", "Draw from the stock")),
                 (("Left", "Right"), QT_TRANSLATE_NOOP("TableKeys", "Move the cursor along your hand")),
                 (("Space",), QT_TRANSLATE_NOOP("TableKeys", "Select or unselect the card under the cursor")),
                 (("Return", "Enter", "Del"), QT_TRANSLATE_NOOP("TableKeys", "Discard the selected card")),
                 (("M",), QT_TRANSLATE_NOOP("TableKeys", "Meld the selected cards")),
                 (("R",), QT_TRANSLATE_NOOP("TableKeys", "Retrieve the meld you clicked")),
                 (("C",), QT_TRANSLATE_NOOP("TableKeys", "Call")),
                 (("P",), QT_TRANSLATE_NOOP("TableKeys", "Pass")),
                 (("E",), QT_TRANSLATE_NOOP("TableKeys", "End the call turn")),
                 (("Esc",), QT_TRANSLATE_NOOP("TableKeys", "Clear the selection")))

    # --- mouse -------------------------------------------------------------------------------
    def _press_at(self, sp: QPointF, view_pos: QPointF):
        item = self._card_at(sp)
        meld = None if item else self._scene.meld_card_at(sp)
        zone = None if (item or meld) else self._zone_at(sp)
        return _Press(item, meld, zone, sp, view_pos)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        press = self._press
        if press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return super().mouseMoveEvent(event)
        sp = self.mapToScene(event.position().toPoint())
        if self._drag is None:
            if (event.position() - press.view_pos).manhattanLength() < QApplication.startDragDistance():
                return
            if not self._start_drag(press):
                self._press = None
                return
        self._move_drag(sp)
        self._light_drag(sp)
        event.accept()

    def _click(self, press, sp: QPointF) -> None:
        if press.item is None and press.meld is not None:
            self._click_meld(press.meld)
        else:
            super()._click(press, sp)

    def _click_zone(self, zone) -> None:
        sc = self._scene
        target = zone.target
        if zone is sc.stock_zone:
            self._simple("draw")
        elif zone is sc.discard_zone:
            if self._selected_codes():
                self._discard_selected()
            elif self._has("call"):
                self._simple("call")
            elif self._has("take_discard"):
                self._simple("take_discard")
        elif zone is sc.new_meld_zone:
            self._meld_selected()
        elif target == "discard":
            self._discard_selected()
        elif target == "meld":
            self._meld_selected()
        elif target == "retrieve":
            self._retrieve_chosen()
        elif target in ("call", "pass", "end_call"):
            self._simple(target)

    def _click_meld(self, hit: tuple) -> None:
        """A click on a meld card: with one hand card selected, the same as dropping it there;
        else choose (or unchoose) the meld for Retrieve."""
        g, slot, _ = hit
        codes = self._selected_codes()
        if codes:
            self._offer_matches(drop_matches(self._legal, codes, g.id, g.slots[slot]["card"]), codes, f"meld:{g.id}")
            return
        if retrieve_matches(self._legal, g.id):
            self._chosen_meld = None if self._chosen_meld == g.id else g.id
            self._refresh_marks()

    # --- dragging ----------------------------------------------------------------------------------
    def _start_drag(self, press: _Press) -> bool:
        sc = self._scene
        meld_id = None
        if press.item is not None:
            item = press.item
            hand = sc.local_hand()
            items = [c for c in hand if c.is_selected()] if item.is_selected() else [item]
            k = items.index(item)
            grab = item.pos() - press.scene_pos
            offsets = [grab + QPointF((i - k) * 36.0, 0) for i in range(len(items))]
            source = "hand"
        elif press.meld is not None:
            g = press.meld[0]
            if not retrieve_matches(self._legal, g.id):
                return False
            items = g.cards()
            offsets = [it.pos() - press.scene_pos for it in items]
            source, meld_id = "meld", g.id
        elif press.zone is sc.stock_zone and self._has("draw"):
            ghost = CardItem(HIDDEN, False)
            sc.addItem(ghost)
            top = sc.stock[-1] if sc.stock else None
            ghost.setPos(top.pos() if top is not None else QPointF(*L.STOCK_POS))
            ghost.setScale(L.CENTRE_SCALE)
            sc.ghost = ghost
            items, source = [ghost], "stock"
            offsets = [ghost.pos() - press.scene_pos]
        elif press.zone is sc.discard_zone and sc.top_discard() is not None and (self._has("call") or self._has("take_discard")):
            top = sc.top_discard()
            items, source = [top], "discard"
            offsets = [top.pos() - press.scene_pos]
        else:
            return False
        self._drag = _Drag(items, source, offsets, meld_id)
        sc.dragging = set(items)
        for i, it in enumerate(items):
            it.setZValue(1000 + i)
            it.setRotation(0)
            it.set_highlighted(False)
            it.set_dimmed(False)
        if source == "hand":
            self._light_for(tuple(it.code for it in items), self._legal if self._can_pick() else [])
        else:
            self._light_for((), [])
            sc.hand_zone.set_lit(2)
        return True

    def _light_drag(self, sp: QPointF) -> None:
        """While dragging hand cards, the meld under the pointer fans out and the slot under the
        pointer glows stronger."""
        drag = self._drag
        if drag is None or drag.source != "hand":
            return
        self._fan_at(sp)
        hit = self._scene.meld_card_at(sp)
        for g in self._scene.melds:
            for item in g.items:
                item.set_hinted(hit is not None and item is hit[0].items[hit[1]] and item.is_highlighted())

    def _fan_at(self, sp: QPointF) -> None:
        """The meld under the pointer fans out (every slot a target of comfortable size, the card
        under the pointer kept under it); leaving it closes it again."""
        sc = self._scene
        g = sc.meld_at(sp)
        if g is None:
            sc.fan_out(None)
            return
        hit = sc.meld_card_at(sp)
        slot = hit[1] if hit is not None and hit[0] is g else None
        sc.fan_out(g.id, sp.x(), slot, L.FAN_PX / max(self.transform().m11(), 0.01))

    def _seen_at(self, sp: QPointF) -> _Seen:
        """The meld card and the meld under ``sp`` as they are shown now; at the fanned meld's
        ends, the fanned meld (not a card of another meld it lies beside)."""
        sc = self._scene
        card, meld = sc.meld_card_at(sp), sc.meld_at(sp)
        if card is not None and meld is not None and card[0] is not meld and sc.fan is not None and sc.fan[0] == meld.id:
            card = None
        return _Seen(card, meld)

    def _drop(self, sp: QPointF, view_pos: QPointF | None = None) -> None:
        drag, self._drag = self._drag, None
        sc = self._scene
        for zone in (sc.discard_zone, sc.new_meld_zone, sc.hand_zone, sc.stock_zone):
            zone.set_lit(0)
        for g in sc.melds:
            g.frame.set_lit(0)
            for item in g.items:
                item.set_hinted(False)
        seen = self._seen_at(sp)                              # as the player sees it: fanned, lit slots in front
        sc.end_drag(keep=drag.items)                          # then the melds close again
        in_hand = L.contains(L.HAND_ZONE, sp.x(), sp.y())
        if drag.source == "hand":
            codes = tuple(it.code for it in drag.items)
            if not self._drop_hand_cards(codes, sp, in_hand, seen):
                self._fly_back(drag)
            return
        chosen = False
        if in_hand:
            if drag.source == "meld":
                chosen = self._offer_matches(retrieve_matches(self._legal, drag.meld_id), (), "hand")
            elif drag.source == "stock":
                chosen = self._simple("draw")
            else:
                chosen = self._simple("call") if self._has("call") else self._simple("take_discard")
        if not chosen:
            self._fly_back(drag)

    def _drop_hand_cards(self, codes: tuple, sp: QPointF, in_hand: bool, seen: _Seen) -> bool:
        """Hand cards dropped at ``sp`` on what the player ``seen`` there: the action they match
        (True), or a rejection. A meld card in sight is the target before any zone under it."""
        sc = self._scene
        if seen.card is not None:
            g, slot, _ = seen.card
            at = g.slots[slot]["card"]
            return self._offer_matches(drop_matches(self._legal, codes, g.id, at), codes, f"meld:{g.id}:{at}")
        zone = self._zone_at(sp)
        target = getattr(zone, "target", "")
        if zone is sc.discard_zone or target == "discard":
            return self._offer_matches(discard_matches(self._legal, codes), codes, "discard")
        if zone is sc.new_meld_zone or target == "meld":
            return self._offer_matches(meld_matches(self._legal, codes), codes, "new")
        g = seen.meld
        if g is not None:
            return self._offer_matches(body_matches(self._legal, codes, g.id), codes, f"meld:{g.id}")
        if L.contains(L.LOCAL_PANEL, sp.x(), sp.y()):
            return self._offer_matches(meld_matches(self._legal, codes), codes, "new")
        if in_hand:
            return False                          # back into the hand: nothing happens
        self.rejected.emit(self._reason(codes, ""))
        return False

    def _fly_back(self, drag: _Drag) -> None:
        """The dragged cards fly back to their places (a stock ghost back onto the stock)."""
        self._fly_to_source(drag, L.stock_places(max(len(self._scene.stock), 1))[-1])

    def _cancel_gesture(self) -> None:
        self._press = None
        sc = self._scene
        if self._drag is not None:
            drag, self._drag = self._drag, None
            sc.end_drag()
            if drag.source != "stock":
                sc.place(items=drag.items)
        if not self._awaiting:                # a stock card dragged to the hand flies on when the draw comes
            sc._drop_ghost()
        for zone in (sc.discard_zone, sc.new_meld_zone, sc.hand_zone, sc.stock_zone):
            zone.set_lit(0)

    def _zone_at(self, sp: QPointF):
        """The button or drop zone under ``sp``, or None."""
        sc = self._scene
        for b in sc.buttons.values():
            if b.isVisible() and b.sceneBoundingRect().adjusted(10, 10, -10, -10).contains(sp):
                return b
        for zone in (sc.new_meld_zone, sc.stock_zone, sc.discard_zone, sc.hand_zone):
            if zone.isVisible() and zone.sceneBoundingRect().adjusted(10, 10, -10, -10).contains(sp):
                return zone
        return None

    # --- keyboard ------------------------------------------------------------------------------
    def event(self, event) -> bool:  # noqa: D401 - Qt override
        """Claim the table's letter keys before window shortcuts."""
        if (event.type() == QEvent.Type.ShortcutOverride and self._seat is not None
                and event.key() in self.KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        hand = self._scene.local_hand()
        simple = {Qt.Key.Key_D: "draw", Qt.Key.Key_C: "call", Qt.Key.Key_P: "pass", Qt.Key.Key_E: "end_call"}
        if key == Qt.Key.Key_H:
            self.hint_requested.emit()
        elif self._seat is None or self._view is None or self._animator.busy():
            event.ignore()
            return
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            step = 1 if key == Qt.Key.Key_Right else -1
            self._focus = (0 if step > 0 else len(hand) - 1) if self._focus < 0 else max(0, min(len(hand) - 1, self._focus + step))
            self._refresh_marks()
        elif key == Qt.Key.Key_Space and 0 <= self._focus < len(hand):
            self._toggle(hand[self._focus])
        elif key == Qt.Key.Key_Escape:
            self._cancel_gesture()
            self._chosen_meld = None
            self._clear_selection()
        elif key in simple:
            self._simple(simple[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Delete):
            self._discard_selected()
        elif key == Qt.Key.Key_M:
            self._meld_selected()
        elif key == Qt.Key.Key_R:
            self._retrieve_chosen()
        else:
            return super().keyPressEvent(event)
        event.accept()
