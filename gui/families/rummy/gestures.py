"""The gestures of the rummy table: pointing (hit testing, clicks on zones and buttons), dragging
cards between the stock, the discard pile, the hand and the Declare zone, and the keyboard.
:class:`RummyGestures` is mixed into :class:`~gui.families.rummy.view.RummyTableView`; a gesture ends in
the view's ``_offer`` (match it against the legal actions) or in a regrouping of the hand.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from core.engine import HIDDEN, QT_TRANSLATE_NOOP

from ...i18n import translate
from . import layout as L
from ...table.cards import CardItem
from .grouping import _contains, _same_cards, insert_cards


@dataclass
class _Press:
    item: CardItem | None            # a local hand card
    source: str                      # "", "stock", "discard" (a draw source), or a zone/button target
    zone: object | None
    scene_pos: QPointF
    view_pos: QPointF


@dataclass
class _Drag:
    items: list[CardItem]
    source: str                      # "hand", "stock", "discard"
    offsets: list[QPointF] = field(default_factory=list)


class RummyGestures:
    """Mouse, drag and keyboard handling of :class:`~gui.families.rummy.view.RummyTableView`."""

    KEYS_HELP = ((("D",), QT_TRANSLATE_NOOP("TableKeys", "Draw from the stock")),
                 (("T",), QT_TRANSLATE_NOOP("TableKeys", "Take the top card of the discard pile")),
                 (("Left", "Right"), QT_TRANSLATE_NOOP("TableKeys", "Move the cursor along your hand")),
                 (("Ctrl+Left", "Ctrl+Right"), QT_TRANSLATE_NOOP("TableKeys", "Move the card under the cursor")),
                 (("Space",), QT_TRANSLATE_NOOP("TableKeys", "Select or unselect the card under the cursor")),
                 (("Return", "Enter", "Del"), QT_TRANSLATE_NOOP("TableKeys", "Discard the selected card")),
                 (("R",), QT_TRANSLATE_NOOP("TableKeys", "Declare Rummy with the selected card")),
                 (("P",), QT_TRANSLATE_NOOP("TableKeys", "Pack (drop out of the round)")),
                 (("S",), QT_TRANSLATE_NOOP("TableKeys", "Sort by suit")),
                 (("N",), QT_TRANSLATE_NOOP("TableKeys", "Sort by rank")),
                 (("A",), QT_TRANSLATE_NOOP("TableKeys", "Arrange into melds")),
                 (("G",), QT_TRANSLATE_NOOP("TableKeys", "Group the selected cards")),
                 (("Esc",), QT_TRANSLATE_NOOP("TableKeys", "Clear the selection")))

    # --- hit testing -----------------------------------------------------------------------------
    def _zone_at(self, sp: QPointF):
        """The button or drop zone under ``sp``, or None."""
        sc = self._scene
        for b in sc.buttons.values():
            if b.isVisible() and b.sceneBoundingRect().adjusted(10, 10, -10, -10).contains(sp):
                return b
        for zone in (sc.declare_zone, sc.stock_zone, sc.discard_zone, sc.hand_zone):
            if zone.isVisible() and zone.sceneBoundingRect().adjusted(10, 10, -10, -10).contains(sp):
                return zone
        return None

    # --- mouse -------------------------------------------------------------------------------
    def _press_at(self, sp: QPointF, view_pos: QPointF):
        item = self._card_at(sp)
        zone = None if item else self._zone_at(sp)
        source = ""
        if zone is self._scene.stock_zone:
            source = "stock"
        elif zone is self._scene.discard_zone and self._scene.top_discard() is not None:
            source = "discard"
        return _Press(item, source, zone, sp, view_pos)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        press = self._press
        if press is None or not (event.buttons() & Qt.MouseButton.LeftButton) or (press.item is None and not press.source):
            return super().mouseMoveEvent(event)
        sp = self.mapToScene(event.position().toPoint())
        if self._drag is None:
            if (event.position() - press.view_pos).manhattanLength() < QApplication.startDragDistance():
                return
            self._start_drag(press)
        self._move_drag(sp)
        event.accept()

    def _click_zone(self, zone) -> None:
        sc = self._scene
        target = zone.target
        if target.startswith("tool:"):
            {"sort_suit": self.sort_by_suit, "sort_rank": self.sort_by_rank, "arrange": self.arrange,
             "group": self.group_selected}[target[5:]]()
        elif zone is sc.stock_zone:
            self._draw_stock()
        elif zone is sc.discard_zone:
            selected = self._selected_codes()
            if selected and not self._has("hand"):
                self._offer(selected, "discard")
            else:
                self._take_discard()
        elif target in ("discard", "declare", "pack"):
            if target == "discard" and not self._selected_codes():
                self.rejected.emit(translate("RummyTable", "Select the card to discard first."))
                return
            self._offer(() if target == "pack" else self._selected_codes(), target)

    # --- click and keyboard actions ------------------------------------------------------------
    def _draw_stock(self) -> None:
        if self._can_pick():
            self._offer((), "hand", kind="draw_stock")

    def _take_discard(self) -> None:
        top = self._scene.top_discard()
        if self._can_pick():
            self._offer((top.code,) if top is not None else (), "hand", kind="take_discard")

    # --- dragging ----------------------------------------------------------------------------------
    def _start_drag(self, press: _Press) -> None:
        sc = self._scene
        if press.item is not None:
            item = press.item
            hand = sc.local_hand()
            items = [c for c in hand if c.is_selected()] if item.is_selected() else [item]
            source = "hand"
            grab = item.pos() - press.scene_pos
            k = items.index(item)
            offsets = [grab + QPointF((i - k) * 40.0, 0) for i in range(len(items))]
            sc.groups = [[c for c in g if c not in items] for g in sc.groups]      # the hand closes up
            sc.groups = [g for g in sc.groups if g]
            self._update_group_labels()
            self._animator.detach(lambda tw: sc.place(tw, ms=160, items=sc.local_hand()), "flyback")
        elif press.source == "stock":
            top = sc.stock[-1] if sc.stock else (sc.cut if sc.cut_in_stock else None)
            ghost = CardItem(HIDDEN, False)
            sc.addItem(ghost)
            if top is not None:
                ghost.setPos(top.pos())
                ghost.setScale(top.scale())
            else:
                ghost.setPos(*L.STOCK_POS)
                ghost.setScale(L.CENTRE_SCALE)
            sc.ghost = ghost
            items, source = [ghost], "stock"
            offsets = [ghost.pos() - press.scene_pos]
        else:
            top = sc.top_discard()
            items, source = [top], "discard"
            offsets = [top.pos() - press.scene_pos]
        self._drag = _Drag(items, source, offsets)
        sc.dragging = set(items)
        for i, it in enumerate(items):
            it.setZValue(1000 + i)
            it.setRotation(0)
            it.set_highlighted(False)
            it.set_dimmed(False)
        self._light_zones()
        self._refresh_marks()

    def _light_zones(self) -> None:
        """Light the zones a legal action could take the dragged cards to (2: an exact match)."""
        sc = self._scene
        drag = self._drag
        zones = (sc.discard_zone, sc.declare_zone, sc.hand_zone)
        for zone in zones:
            zone.set_lit(0)
        if drag is None:
            return
        if drag.source == "hand":
            codes = tuple(it.code for it in drag.items)
            for zone in (sc.discard_zone, sc.declare_zone):
                level = 0
                for a in self._legal if self._can_pick() else []:
                    if a.target == zone.target and a.cards and _contains(a.cards, codes):
                        level = max(level, 2 if _same_cards(a.cards, codes) else 1)
                zone.set_lit(level)
            sc.hand_zone.set_lit(0)
        else:
            kind = "draw_stock" if drag.source == "stock" else "take_discard"
            sc.hand_zone.set_lit(2 if self._can_pick() and any(a.kind == kind for a in self._legal) else 0)

    def _drop(self, sp: QPointF, view_pos: QPointF | None = None) -> None:
        drag, self._drag = self._drag, None
        sc = self._scene
        for zone in (sc.discard_zone, sc.declare_zone, sc.hand_zone):
            zone.set_lit(0)
        sc.dragging = set()
        zone = self._zone_at(sp)
        centre = drag.items[0].pos()
        if drag.source == "hand":
            codes = tuple(it.code for it in drag.items)
            if zone is sc.hand_zone or (zone is None and L.contains(L.HAND_ZONE, sp.x(), sp.y())):
                self._drop_in_hand(drag.items, centre.x())
                return
            target = zone.target if zone is not None and zone.target in ("discard", "declare") else ""
            if target and self._offer(codes, target):
                return                       # the card stays where dropped until the events come
            if not target:
                self.rejected.emit(self._reason(codes, ""))
            self._restore_hand()
            return
        kind = "draw_stock" if drag.source == "stock" else "take_discard"
        codes = () if drag.source == "stock" else (drag.items[0].code,)
        if zone is sc.hand_zone or L.contains(L.HAND_ZONE, sp.x(), sp.y()):
            self._slot = L.drop_slot([len(g) for g in sc.groups], centre.x())
            if self._offer(codes, "hand", kind=kind):
                return
        elif zone is not sc.stock_zone and not (drag.source == "discard" and zone is sc.discard_zone):
            self.rejected.emit(translate("RummyTable", "Drop the card on your hand to take it."))
        self._fly_source_back(drag)

    def _drop_in_hand(self, items: list[CardItem], x: float) -> None:
        """Hand cards dropped in the hand: they join the group they were dropped in, or form a
        new group between two groups."""
        sc = self._scene
        rest = [[c.code for c in g] for g in sc.groups]
        slot = L.drop_slot([len(g) for g in rest], x)
        self._apply_groups(insert_cards(rest, [it.code for it in items], slot))

    def _restore_hand(self) -> None:
        """The dragged hand cards fly back to their places (the grouping is unchanged)."""
        self._scene.set_local_groups(self._groups.get(self._scene.bottom))
        self._update_group_labels()
        items = self._scene.local_hand()
        self._animator.detach(lambda tw: self._scene.place(tw, ms=220, items=items), "flyback")
        self._refresh_marks()

    def _fly_source_back(self, drag: _Drag) -> None:
        self._fly_to_source(drag, L.stock_places(max(len(self._scene.stock), 1))[-1])

    def _cancel_gesture(self) -> None:
        self._press = None
        sc = self._scene
        if self._drag is not None:
            drag, self._drag = self._drag, None
            sc.dragging = set()
            for zone in (sc.discard_zone, sc.declare_zone, sc.hand_zone):
                zone.set_lit(0)
            if drag.source == "hand":
                sc.set_local_groups(self._groups.get(self._scene.bottom))
                self._update_group_labels()
                sc.place(items=sc.local_hand())
            elif drag.source == "discard":
                sc.place(items=drag.items)
        ghost = getattr(sc, "ghost", None)
        if ghost is not None and (self._awaiting is False):
            if ghost.scene() is sc:
                sc.removeItem(ghost)
            sc.ghost = None

    # --- keyboard ------------------------------------------------------------------------------
    def event(self, event) -> bool:  # noqa: D401 - Qt override
        """Claim the table's letter keys before window shortcuts (none of which is a plain letter
        of the table: teaching is Ctrl+T)."""
        if (event.type() == QEvent.Type.ShortcutOverride and self._seat is not None
                and event.key() in self.KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        hand = self._scene.local_hand()
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        tools = {Qt.Key.Key_S: self.sort_by_suit, Qt.Key.Key_N: self.sort_by_rank, Qt.Key.Key_A: self.arrange,
                 Qt.Key.Key_G: self.group_selected}
        if key == Qt.Key.Key_H:
            self.hint_requested.emit()
        elif self._seat is None or self._view is None or self._animator.busy():
            event.ignore()
            return
        elif key in tools:
            tools[key]()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            step = 1 if key == Qt.Key.Key_Right else -1
            if ctrl and 0 <= self._focus < len(hand):
                self._move_focused(step)
            elif self._focus < 0:
                self._focus = 0 if step > 0 else len(hand) - 1
            else:
                self._focus = max(0, min(len(hand) - 1, self._focus + step))
            self._refresh_marks()
        elif key == Qt.Key.Key_Space and 0 <= self._focus < len(hand):
            self._toggle(hand[self._focus])
        elif key == Qt.Key.Key_Escape:
            self._cancel_gesture()
            self._clear_selection()
        elif key == Qt.Key.Key_D:
            self._draw_stock() if self._can_pick() else self.rejected.emit(self._reason((), "hand"))
        elif key == Qt.Key.Key_T:
            self._take_discard() if self._can_pick() else self.rejected.emit(self._reason((), "hand"))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Delete):
            if self._selected_codes():
                self._offer(self._selected_codes(), "discard")
            else:
                self.rejected.emit(translate("RummyTable", "Select the card to discard first."))
        elif key == Qt.Key.Key_R:
            self._offer(self._selected_codes(), "declare")
        elif key == Qt.Key.Key_P:
            self._offer((), "pack")
        else:
            return super().keyPressEvent(event)
        event.accept()

    def _move_focused(self, step: int) -> None:
        """Ctrl+Left/Right: the card under the cursor moves one place; at a group's edge it
        joins the neighbouring group (past the outer edge: a group of its own)."""
        groups = self.groups()
        flat = [(gi, ci) for gi, g in enumerate(groups) for ci in range(len(g))]
        gi, ci = flat[self._focus]
        g = groups[gi]
        code = g[ci]
        if 0 <= ci + step < len(g):
            g[ci], g[ci + step] = g[ci + step], g[ci]
        elif 0 <= gi + step < len(groups):
            g.pop(ci)
            if step < 0:
                groups[gi - 1].append(code)
            else:
                groups[gi + 1].insert(0, code)
        elif len(g) > 1:
            g.pop(ci)
            groups.insert(0 if step < 0 else len(groups), [code])
        else:
            return
        groups = [x for x in groups if x]
        self._apply_groups(groups)
        order = [c.code for c in self._scene.local_hand()]
        self._focus = order.index(code)
        self._refresh_marks()
