"""TableView: the daifugō table widget (show a View, animate events, turn gestures into Actions).

The widget knows the protocol, not the rules: every gesture is matched against the legal actions
it was given, and the reason for a refused gesture comes from the ``explain`` callback (the
state's :meth:`explain`, translated by the controller). Public API::

    action_chosen(Action)   the local player chose a legal action (drag, click or keyboard)
    rejected(str)           a gesture matched no legal action; the translated reason
    animations_done()       the event animation queue has drained
    hint_requested()        the player pressed H

    set_names(names), show_view(view, legal, seat, *, teaching, explain, open_hands),
    play_events(events, view_after, legal, seat, **same keywords), set_speed(factor),
    set_teaching(on), show_hint(action), skip_animations()

Gestures: drag local cards (a selected card drags the whole selection) onto a zone; click a card
to select it, then click the field or Play; Pass button. Keys: Left/Right move the focus cursor,
Space selects, Enter plays the selection, P passes, H asks for a hint, Escape clears.

Rule choices (追加ルール) are made on the table too: when a rule lets the player give a card (7渡し)
or discard one (10捨て), the cards it may pick are lit (teaching or not), and a click on one, Enter
on the card under the cursor, or a drag onto the recipient's place or the discard pile picks it;
"Done" stays a side-panel button. An answer to a clear (4止め) is played like a play, and Pass lets
it pass.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QMenu

from core.cards import pretty
from ...i18n import tr_msg
from core.engine import HIDDEN, QT_TRANSLATE_NOOP, Action, Event, View

from ...table.animator import Tweens
from ...table.base_view import CardTableView
from ...table.cards import CardItem
from .choice_tray import TRAY_KINDS
from .scene import TableScene, place_text

Explain = Callable[[tuple, str], str]


@dataclass
class _Press:
    item: CardItem | None
    zone: object | None
    scene_pos: QPointF
    view_pos: QPointF
    choice: object | None = None         # a choice on the rule's tray


@dataclass
class _Drag:
    items: list[CardItem]
    offsets: list[QPointF] = field(default_factory=list)


def _same_cards(a, b) -> bool:
    return Counter(a) == Counter(b)


def _contains(big, small) -> bool:
    return not (Counter(small) - Counter(big))


class TableView(CardTableView):
    """The table widget. See the module docstring for the API."""

    #: the decisions of added rules picked on the table: one card of the local hand, given or discarded
    PICK_KINDS = frozenset({"give", "discard"})
    #: the decisions of added rules laid on the table's tray: a card of the discard pile to take
    #: (栗拾い), a rank to name (Qボンバー), the rule that goes first
    TRAY_KINDS = TRAY_KINDS
    #: the action kinds taken on the table; the others ("Done", and "let it pass" of a clear) are
    #: side-panel buttons
    TABLE_KINDS = frozenset({"play", "sequence", "emperor", "pass", "respond"}) | PICK_KINDS | TRAY_KINDS
    KEYS_HELP = ((("Left", "Right"), QT_TRANSLATE_NOOP("TableKeys", "Move the cursor along your hand")),
                 (("Space",), QT_TRANSLATE_NOOP("TableKeys", "Select or unselect the card under the cursor")),
                 (("Return",), QT_TRANSLATE_NOOP("TableKeys", "Play the selected cards, or give or discard the card under the cursor when a rule asks")),
                 (("Left", "Right", "Return"), QT_TRANSLATE_NOOP("TableKeys", "Choose among the cards, ranks or rules a rule lays on the table")),
                 (("P",), QT_TRANSLATE_NOOP("TableKeys", "Pass")),
                 (("Esc",), QT_TRANSLATE_NOOP("TableKeys", "Clear the selection")))

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._install(TableScene(self))
        self._focus = -1                 # keyboard cursor in the local hand (-1: none)
        self._choice_focus = -1          # keyboard cursor on the rule's tray (-1: none)
        self._hint: Action | None = None
        self._menu: QMenu | None = None

    # --- public API ----------------------------------------------------------------------------
    def play_events(self, events: list, view_after: View, legal: list, seat: int | None, *,
                    teaching: bool = False, explain: Explain | None = None, open_hands: bool = False) -> None:
        """Animate ``events`` (already redacted) in order, then show ``view_after`` with the new
        legal actions and emit ``animations_done``. Calls made while animating are queued."""
        self._cancel_gesture()
        self._clear_hint()
        self._awaiting = False
        self._scene.tray.clear()
        self._refresh_marks(enabled=False)
        if not self._animator.busy():
            self._animator.finish_detached("flyback")   # a card still flying back lands first
            seats = int(view_after.data["seats"])
            if self._scene.seats != seats:          # nothing shown yet (a deal): set the table up
                self._scene.setup(seats, seat if seat is not None else 0)
                self._scene.refresh_plates()
        self._enqueue_events(list(events), view_after)
        self._animator.enqueue(lambda tw: self._show(view_after, legal, seat, teaching=teaching, explain=explain,
                                                      open_hands=open_hands))
        if self._animator.speed == 0:
            self._animator.finish_all()

    def show_hint(self, action: Action | None) -> None:
        """Highlight the cards of ``action`` and its target zone (None clears the hint)."""
        self._hint = action
        self._refresh_marks()

    # --- showing a view ----------------------------------------------------------------------------
    def _show(self, view: View, legal: list, seat: int | None, *, teaching: bool, explain: Explain | None,
              open_hands: bool) -> None:
        self._cancel_gesture()
        self._view, self._legal, self._seat = view, list(legal), seat
        self._teaching, self._explain, self._open_hands = bool(teaching), explain, bool(open_hands)
        self._awaiting = False
        self._hint = None
        bottom = seat if seat is not None else 0
        self._scene.sync(view.data, bottom, open_hands)
        hand = self._scene.local_hand()
        if self._focus >= len(hand):
            self._focus = len(hand) - 1
        self._show_tray()
        self._refresh_marks()

    def _can_pick(self) -> bool:
        return (self._seat is not None and self._view is not None and not self._awaiting
                and not self._animator.busy() and self._menu is None)

    def _refresh_marks(self, enabled: bool | None = None) -> None:
        """Teaching glow/dimming, hint, focus and button states of the local hand."""
        active = self._can_pick() if enabled is None else enabled
        hand = self._scene.local_hand()
        legal_codes = {c for a in self._legal for c in a.cards}
        picks = self._picks()
        teach = active and (self._teaching or bool(picks)) and bool(self._legal) and self._drag is None
        hinted = self._hinted_items() if active else set()
        for i, item in enumerate(hand):
            item.set_highlighted(teach and item.code in legal_codes)
            item.set_dimmed(teach and item.code not in legal_codes)
            item.set_hinted(item in hinted)
            item.set_focused(active and i == self._focus and self.hasFocus())
        hint_target = self._hint.target if (self._hint is not None and active) else None
        self._scene.field_zone.set_hinted(hint_target == "field")
        self._scene.pass_button.set_hinted(hint_target == "pass")
        self._show_pick_target(picks, active, hint_target)
        self._mark_tray(active)
        can_pass = active and any(a.target == "pass" for a in self._legal)
        self._scene.pass_button.set_enabled(can_pass)
        self._scene.pass_button.set_lit(1 if (teach and can_pass) else 0)
        for button in (self._scene.play_button, self._scene.pass_button):
            button.setVisible(self._seat is not None)        # review / watching: nobody acts
        selected = any(c.is_selected() for c in hand)
        self._scene.play_button.set_enabled(active and selected and any(a.target == "field" for a in self._legal))

    # --- rule choices on the table ---------------------------------------------------------------
    def _picks(self) -> list[Action]:
        """The legal picks of a rule's decision made on the table: one card of the local hand,
        given to a seat (7渡し) or discarded (10捨て)."""
        return [a for a in self._legal if a.kind in self.PICK_KINDS and len(a.cards) == 1]

    def _show_pick_target(self, picks: list[Action], active: bool, hint_target: str | None) -> None:
        """Mark where a picked card goes: the recipient's place or the discard pile (softly lit
        while the decision waits; a drag lights it by itself)."""
        sc = self._scene
        target = picks[0].target if picks else ""
        given_to = int(target[5:]) if target.startswith("hand:") and target[5:].isdigit() else None
        sc.show_recipient(given_to)
        sc.recipient_zone.set_hinted(bool(hint_target) and hint_target == sc.recipient_zone.target)
        sc.discard_zone.set_hinted(hint_target == "discard")
        if self._drag is None:
            waiting = 1 if active and picks else 0
            sc.recipient_zone.set_lit(waiting if given_to is not None else 0)
            sc.discard_zone.set_lit(waiting if target == "discard" else 0)

    def _pick(self, code: str, pos: QPointF | None = None) -> None:
        """Give or discard the card ``code`` as the waiting rule asks, or say how to."""
        picks = self._picks()
        if not self._can_pick() or not picks:
            return
        if not any(a.cards == (code,) for a in picks):
            self.rejected.emit(self._pick_reason(picks))
            return
        self._offer((code,), picks[0].target, pos)

    def _pick_reason(self, picks: list[Action]) -> str:
        """How the waiting rule's card is picked (a gesture that did not pick one)."""
        target = picks[0].target
        if target == "discard":
            return QCoreApplication.translate("TableView", "Discard one of the lit cards: click it, or drag it onto the discard pile.")
        seat = int(target[5:]) if target[5:].isdigit() else -1
        name = self._scene.name(seat) if 0 <= seat < self._scene.seats else "?"
        return QCoreApplication.translate("TableView", "Give one of the lit cards to {name}: click it, or drag it onto their place.").format(name=name)

    # --- choices laid on the table's tray -----------------------------------------------------------
    def _tray_choices(self) -> list[Action]:
        return [a for a in self._legal if a.kind in self.TRAY_KINDS]

    def _show_tray(self) -> None:
        """Lay the decision's choices on the tray (or take the tray away)."""
        choices = self._tray_choices() if self._seat is not None else []
        old = [it.action for it in self._scene.tray.items]
        if choices != old:
            self._choice_focus = -1
        self._scene.tray.show(choices, self._view.data if self._view is not None else {})

    def _mark_tray(self, active: bool) -> None:
        """The keyboard cursor and the hint on the tray's choices."""
        for i, item in enumerate(self._scene.tray.items):
            item.set_focused(active and i == self._choice_focus and self.hasFocus())
            item.set_hinted(active and self._hint is not None and self._hint == item.action)

    def _choose_on_tray(self, item) -> None:
        if self._can_pick() and item in self._scene.tray.items:
            self._choose(item.action)

    def _tray_key(self, key) -> bool:
        """Arrows move the cursor along the tray, Enter or Space chooses; True if the key was used."""
        items = self._scene.tray.items
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            forward = key in (Qt.Key.Key_Right, Qt.Key.Key_Down)
            if self._choice_focus < 0:
                self._choice_focus = 0 if forward else len(items) - 1
            else:
                self._choice_focus = max(0, min(len(items) - 1, self._choice_focus + (1 if forward else -1)))
            self._refresh_marks()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if 0 <= self._choice_focus < len(items):
                self._choose_on_tray(items[self._choice_focus])
            else:
                self.rejected.emit(self._tray_reason())
            return True
        return False

    def _tray_reason(self) -> str:
        return QCoreApplication.translate("TableView", "{question}: click one of the choices on the table.").format(
            question=self._scene.tray.caption())

    def _hinted_items(self) -> set[CardItem]:
        if self._hint is None:
            return set()
        need = Counter(self._hint.cards)
        out = set()
        for item in self._scene.local_hand():
            if need[item.code] > 0:
                need[item.code] -= 1
                out.add(item)
        return out

    def _clear_hint(self) -> None:
        self._hint = None

    # --- events -> animation steps -------------------------------------------------------------
    def _animate(self, tw: Tweens, group: list[Event], view_after: View | None = None) -> None:
        sc = self._scene
        ev = group[0]
        kind = ev.kind
        if not sc.seats:
            return
        if kind == "dealt":
            sc.step_deal(tw, [(e.seat, list(e.cards)) for e in group if e.seat is not None and e.seat < sc.seats])
        elif kind == "played" and ev.seat is not None:
            sc.step_played(tw, ev.seat, list(ev.cards))
        elif kind == "passed":
            self._bubble(tw, ev.seat, QCoreApplication.translate("TableView", "Pass"), "pass", hold=260)
        elif kind == "field_cleared":
            sc.step_cleared(tw)
            if "parent" in ev.info:
                sc.parent_seat = ev.info["parent"]
                tw.then(sc.refresh_plates)
        elif kind == "finished" and ev.seat is not None:
            sc.status[ev.seat] = "finished"
            if ev.seat not in sc.places:
                sc.places.append(ev.seat)
            sc.refresh_plates()
            self._bubble(tw, ev.seat, place_text(int(ev.info.get("place", len(sc.places)))), "place", hold=650)
        elif kind == "eliminated" and ev.seat is not None:
            sc.status[ev.seat] = "eliminated"
            sc.step_out(tw, ev.seat, list(ev.cards))
            self._bubble(tw, ev.seat, QCoreApplication.translate("TableView", "Eliminated (脱落)"), "bad", hold=650)
        elif kind == "parent_chosen" and ev.seat is not None:
            sc.parent_seat = sc.turn = ev.seat
            sc.refresh_plates()
            text = QCoreApplication.translate("TableView", "親 (leader)")
            card = ev.info.get("card")
            if card:
                text = QCoreApplication.translate("TableView", "{leader}: {card}").format(leader=text, card=pretty(card))
            self._bubble(tw, ev.seat, text, "info", hold=700)
        elif kind == "game_ended":
            sc.turn = None
            sc.refresh_plates()
            self._bubble(tw, None, QCoreApplication.translate("TableView", "Game over"), "info", hold=700)
        elif ev.cards and ev.src and ev.dst:
            sc.step_move(tw, ev.seat, list(ev.cards), ev.src, ev.dst)
        if ev.text is not None and kind not in ("passed",):
            self._bubble(tw, ev.seat, tr_msg(ev.text), "info", hold=800)

    # --- geometry ------------------------------------------------------------------------------
    # --- hit testing -----------------------------------------------------------------------------
    def _zone_at(self, sp: QPointF):
        """The drop zone or button under ``sp`` (field, discard, Play = field, Pass), or None."""
        sc = self._scene
        for zone in (sc.play_button, sc.pass_button, sc.field_zone, sc.discard_zone, sc.recipient_zone):
            if zone.isVisible() and zone.sceneBoundingRect().adjusted(10, 10, -10, -10).contains(sp):
                return zone
        return None

    # --- mouse -------------------------------------------------------------------------------
    def _may_press(self) -> bool:
        return self._can_pick()

    def _press_at(self, sp: QPointF, view_pos: QPointF):
        choice = self._scene.tray.item_at(sp) if self._scene.tray.items else None
        if choice is not None:
            return _Press(None, None, sp, view_pos, choice)
        item = self._card_at(sp)
        zone = None if item else self._zone_at(sp)
        return _Press(item, zone, sp, view_pos)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        press = self._press
        if press is None or press.item is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return super().mouseMoveEvent(event)
        sp = self.mapToScene(event.position().toPoint())
        if self._drag is None:
            if (event.position() - press.view_pos).manhattanLength() < QApplication.startDragDistance():
                return
            self._start_drag(press)
        self._move_drag(sp)
        event.accept()

    def _click(self, press, sp: QPointF) -> None:
        """A click on a choice of the tray chooses it; a click on a hand card picks it when a rule
        waits for a card; else as every table."""
        if press.choice is not None:
            if self._scene.tray.item_at(sp) is press.choice:
                self._choose_on_tray(press.choice)
            return
        if self._scene.tray.items and press.item is not None:
            self.rejected.emit(self._tray_reason())
            return
        if press.item is not None and self._picks():
            self._pick(press.item.code, press.view_pos)
            return
        super()._click(press, sp)

    def _click_zone(self, zone) -> None:
        if zone.target == "pass":
            self._pass()
        elif zone.target == "field":
            if zone is self._scene.play_button or self._selected_codes():
                self._play_selection()

    def _play_selection(self) -> None:
        if not self._can_pick():
            return
        if self._picks():                                   # Enter: the card under the cursor, else the selection
            hand = self._scene.local_hand()
            codes = (hand[self._focus].code,) if 0 <= self._focus < len(hand) else self._selected_codes()
            if len(codes) == 1:
                self._pick(codes[0])
            else:
                self.rejected.emit(self._pick_reason(self._picks()))
            return
        self._offer(self._selected_codes(), "field")

    def _pass(self) -> None:
        if not self._can_pick():
            return
        self._offer((), "pass")

    def _offer(self, codes: tuple, target: str, pos: QPointF | None = None) -> bool:
        """Choose the legal action moving ``codes`` to ``target``, or emit ``rejected``."""
        matches = [a for a in self._legal if a.target == target and _same_cards(a.cards, codes)]
        if not matches:
            self.rejected.emit(self._reason(codes, target))
            return False
        if len(matches) == 1:
            self._choose(matches[0])
        else:
            self._ask(matches, pos)
        return True

    def _reason(self, codes: tuple, target: str) -> str:
        picks = self._picks()
        if picks:
            return self._pick_reason(picks)
        if self._explain is not None:
            return self._explain(tuple(codes), target)
        return QCoreApplication.translate("TableView", "That move is not allowed now.")

    def _ask(self, matches: list[Action], pos: QPointF | None) -> None:
        """Several legal actions fit the gesture: let the player pick one from a menu."""
        menu = QMenu(self)
        chosen: list[Action] = []
        for action in matches:
            cards = " ".join(pretty(c) for c in action.cards if c != HIDDEN)
            kind = QCoreApplication.translate("actions", action.kind)    # the game's word for it
            qa = menu.addAction(f"{kind}: {cards}" if cards else kind)
            qa.triggered.connect(lambda checked=False, a=action: chosen.append(a))

        def closed() -> None:
            self._menu = None
            menu.deleteLater()
            if chosen:
                self._choose(chosen[0])
            else:
                self._fly_back(self._scene.local_hand())
                self._refresh_marks()
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, closed))
        self._menu = menu
        at = pos if pos is not None else QPointF(self.viewport().width() / 2, self.viewport().height() / 2)
        menu.popup(self.viewport().mapToGlobal(at.toPoint()))

    # --- dragging ----------------------------------------------------------------------------------
    def _start_drag(self, press: _Press) -> None:
        hand = self._scene.local_hand()
        item = press.item
        items = [c for c in hand if c.is_selected()] if item.is_selected() else [item]
        grab = item.pos() - press.scene_pos
        k = items.index(item)
        spacing = 34.0
        self._drag = _Drag(items, [grab + QPointF((i - k) * spacing, 0) for i in range(len(items))])
        self._scene.dragging = set(items)
        for i, it in enumerate(items):
            it.setZValue(1000 + i)
            it.setRotation(0)
            it.set_highlighted(False)
            it.set_dimmed(False)
        self._light_zones(tuple(it.code for it in items))
        self._refresh_marks()

    def _light_zones(self, codes: tuple | None) -> None:
        """Light the zones some legal action containing ``codes`` goes to (2: an exact match)."""
        sc = self._scene
        for zone in (sc.field_zone, sc.discard_zone, sc.recipient_zone, sc.pass_button):
            level = 0
            if codes:
                for a in self._legal:
                    if a.target == zone.target and a.cards and _contains(a.cards, codes):
                        level = max(level, 2 if _same_cards(a.cards, codes) else 1)
            zone.set_lit(level)

    def _drop(self, sp: QPointF, view_pos: QPointF) -> None:
        drag, self._drag = self._drag, None
        codes = tuple(it.code for it in drag.items)
        self._light_zones(None)
        self._scene.dragging = set()
        zone = self._zone_at(sp)
        if zone is None and self._scene.local_hand_rect().contains(sp):
            self._fly_back(drag.items)             # put back in the hand: no move, no complaint
            self._refresh_marks()
            return
        target = zone.target if zone is not None else ""
        if not target:
            self.rejected.emit(self._reason(codes, ""))
        elif self._offer(codes, target, view_pos):
            return                                 # the cards stay where dropped until the events come
        self._fly_back(drag.items)
        self._refresh_marks()

    def _fly_back(self, items: list[CardItem]) -> None:
        self._animator.detach(lambda tw: self._scene.place(tw, ms=220, items=list(items)), "flyback")

    def _cancel_gesture(self) -> None:
        self._press = None
        if self._menu is not None:
            menu, self._menu = self._menu, None
            menu.close()
        if self._drag is not None:
            items = self._drag.items
            self._drag = None
            self._scene.dragging = set()
            self._light_zones(None)
            self._scene.place(items=items)

    # --- keyboard ------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        hand = self._scene.local_hand()
        if key == Qt.Key.Key_H:
            self.hint_requested.emit()
        elif not self._can_pick():
            event.ignore()          # nobody may act here now: let the parent (e.g. a review) have the key
            return
        elif self._scene.tray.items and self._tray_key(key):
            pass
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            if self._focus < 0:
                self._focus = 0 if key == Qt.Key.Key_Right else len(hand) - 1
            else:
                step = 1 if key == Qt.Key.Key_Right else -1
                self._focus = max(0, min(len(hand) - 1, self._focus + step))
            self._refresh_marks()
        elif key == Qt.Key.Key_Space and 0 <= self._focus < len(hand):
            self._toggle(hand[self._focus])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._play_selection()
        elif key == Qt.Key.Key_P:
            self._pass()
        elif key == Qt.Key.Key_Escape:
            self._cancel_gesture()
            self._clear_selection()
        else:
            return super().keyPressEvent(event)
        event.accept()


__all__ = ["TableView"]
