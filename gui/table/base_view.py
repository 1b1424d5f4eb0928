"""What every table view shares (the card tables and the tile tables): the signals the
controller listens to, fitting the scene to the window, names and animation speed, selecting
cards of the local hand, and handing a chosen action on.

A subclass calls :meth:`_install` with its scene (which has ``names``, ``refresh_plates``,
``local_hand``, ``items``, ``dragging``, ``place``, ``setup``), and implements ``_refresh_marks``,
``_show``, ``_cancel_gesture`` and, for :meth:`play_events`, ``_animate`` and ``_announce``.
``events_shown`` tells, step by step, which events the table shows (the controller logs them then).
A refused gesture (``rejected``) is also said on the table: a reason bubble where the gesture ended
(the pointer's release, or for a key the card under the keyboard cursor), over the table and never
moving it, until the next gesture.
"""
from __future__ import annotations

import weakref

from PySide6.QtCore import QEasingCurve, QEvent, QPauseAnimation, QPointF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView

from core.engine import Action, Event, View

from .animator import Animator
from .cards import CardItem
from .zones import ReasonBubble


_MODIFIER_KEYS = {Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr}


class CardTableView(QGraphicsView):
    """The base of the table views: the protocol side of a table (see gui/controller.py)."""

    action_chosen = Signal(object)
    rejected = Signal(str)
    animations_done = Signal()
    hint_requested = Signal()
    events_shown = Signal(list)      # events the table now shows (their animation played), in order

    #: the table's keyboard reference (F1): ((keys, ...), what they do) with keys as QKeySequence
    #: text and the words marked for translation in the context "TableKeys"; the window adds its own
    KEYS_HELP: tuple = ()

    #: event kinds at which a round ends (the view holds there while a round pause is on)
    ROUND_END_KINDS: tuple = ("round_scored",)

    def _install(self, scene) -> None:
        """Show ``scene`` fitted to the window, with the animator and the state of a fresh table."""
        self._scene = scene
        self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(320, 200)
        self._animator = Animator(self)
        self._animator.drained.connect(self.animations_done)
        self._view: View | None = None
        self._legal: list[Action] = []
        self._seat: int | None = None
        self._teaching = False
        self._explain = None
        self._open_hands = False
        self._awaiting = False           # an action was chosen; wait for the next view
        self._press = None
        self._drag = None
        self._round_pause = False
        self._gate = None                # the animation step a round end holds (see set_round_pause)
        self._reason_bubble: ReasonBubble | None = None     # why the last gesture was refused, on the table
        self._gesture_at: QPointF | None = None      # the scene point where the last gesture ended
        me = weakref.ref(self)                        # no reference cycle: the table is freed when closed
        self.rejected.connect(lambda text: (view := me()) is not None and view._show_reason(text))

    def set_round_pause(self, on: bool) -> None:
        """With ``on``, the table stops after a round (a hand) ends, when ``round_ended`` is emitted,
        until :meth:`resume_after_round` (the end-of-round dialog closes): ``is_animating`` stays
        true and ``animations_done`` waits."""
        self._round_pause = bool(on)
        if not on:
            self.resume_after_round()

    def resume_after_round(self) -> None:
        """Go on after a round end that :meth:`set_round_pause` held."""
        gate, self._gate = self._gate, None
        if gate is not None:
            group = gate.group
            try:
                if group.state() == group.State.Running:
                    group.setCurrentTime(group.totalDuration())
            except RuntimeError:          # already deleted: the step was finished meanwhile
                pass

    def _hold_round(self, tw) -> None:
        """With the round pause on, the step ``tw`` lasts until :meth:`resume_after_round`."""
        if self._round_pause and tw.group is not None:
            tw.group.addAnimation(QPauseAnimation(24 * 3600 * 1000))
            self._gate = tw

    def _bubble(self, tw, seat: int | None, text: str, kind: str = "place", hold: float = 420) -> None:
        """Show a bubble (the scene's ``bubble``) at ``seat``: it pops in during the step ``tw``
        and fades out on its own after."""
        if tw.ms(100) == 0:
            return
        item = self._scene.bubble(seat, text, kind)
        tw.prop(item, b"opacity", 1.0, 140, easing=QEasingCurve.Type.Linear)
        tw.hold(hold)

        def fade(t2) -> None:
            t2.prop(item, b"opacity", 0.0, 320, delay=220, easing=QEasingCurve.Type.Linear)
            t2.then(lambda: item.scene() is not None and item.scene().removeItem(item))
        tw.then(lambda: self._animator.detach(fade))

    # --- the reason for a refused gesture -----------------------------------------------------------
    def _show_reason(self, text: str) -> None:
        """Say ``text`` (why a gesture was refused) in a bubble pointing at where it ended."""
        self._clear_reason()
        if not text:
            return
        at = self._gesture_at if self._gesture_at is not None else self._keyboard_point()
        rect = self._scene.sceneRect()
        below = at.y() - rect.top() < 220                     # no room above: the bubble hangs below
        item = ReasonBubble(text, below)
        box = item.boundingRect()
        x = min(max(at.x(), rect.left() - box.left() + 8), rect.right() - box.right() - 8)
        y = min(max(at.y(), rect.top() - box.top() + 4), rect.bottom() - box.bottom() - 4)
        item.setPos(x, y)
        self._scene.addItem(item)
        self._reason_bubble = item

    def _clear_reason(self) -> None:
        """Take the reason bubble away (a new gesture began)."""
        item, self._reason_bubble = self._reason_bubble, None
        try:
            if item is not None and item.scene() is not None:
                item.scene().removeItem(item)
        except RuntimeError:          # the scene was cleared meanwhile
            pass

    def _keyboard_point(self) -> QPointF:
        """Where a key gesture ends: the top of the hand card under the keyboard cursor, else of
        the middle of the local hand, else the middle of the table."""
        hand = self._scene.local_hand()
        focus = getattr(self, "_focus", -1)
        if hand:
            card = hand[focus] if 0 <= focus < len(hand) else hand[len(hand) // 2]
            r = card.sceneBoundingRect()
            return QPointF(r.center().x(), r.top())          # the bubble stands above the card
        return self._scene.sceneRect().center()

    def event(self, event) -> bool:  # noqa: D401 - Qt override
        """A key pressed is a new gesture: the last reason goes; a refusal now points at the
        keyboard cursor."""
        if event.type() == QEvent.Type.KeyPress and event.key() not in _MODIFIER_KEYS:
            self._clear_reason()
            self._gesture_at = None
        return super().event(event)

    @property
    def table_scene(self):
        """The scene (for tests and screenshots)."""
        return self._scene

    def show_view(self, view: View, legal: list, seat: int | None, *, teaching: bool = False,
                  explain=None, open_hands: bool = False) -> None:
        """Lay out the whole table from ``view`` at once (running animations jump to their end
        first; ``animations_done`` still follows); a gesture in progress is cancelled."""
        self._animator.finish_all()
        self._show(view, legal, seat, teaching=teaching, explain=explain, open_hands=open_hands)

    def play_events(self, events: list, view_after: View, legal: list, seat: int | None, *,
                    teaching: bool = False, explain=None, open_hands: bool = False) -> None:
        """Animate ``events`` (already redacted) in order, then show ``view_after`` with the new
        legal actions and emit ``animations_done``. Calls made while animating are queued."""
        self._cancel_gesture()
        self._hint = None
        self._awaiting = False
        self._refresh_marks(enabled=False)
        if not self._animator.busy():
            self._animator.finish_detached()
            self._prepare_scene(view_after, seat, open_hands)
        self._enqueue_events(list(events), view_after)
        self._animator.enqueue(lambda tw: self._show(view_after, legal, seat, teaching=teaching, explain=explain,
                                                      open_hands=open_hands))
        held = self._round_pause and any(e.kind in self.ROUND_END_KINDS for e in events)
        if self._animator.speed == 0 and not held:
            self._animator.finish_all()

    def show_events_at_once(self, events: list, view_after: View) -> None:
        """Lay ``events`` (already redacted) on the table shown, their animations at their end, and
        stop there: ``view_after`` (the position after them) is what they read, not what is shown.
        The review's held end of a hand: the win revealed as the live table shows it while its round
        pause holds (``round_ended`` is emitted, nothing is held)."""
        from .animator import Tweens
        self._animator.finish_all()
        pause, self._round_pause = self._round_pause, False
        try:
            for group in self._group_events(list(events)):
                tw = Tweens(0.0, self._animator)
                self._animate(tw, group, view_after)
                tw.finish()
                tw.group.deleteLater()
        finally:
            self._round_pause = pause
        self._animator.finish_detached()

    def _enqueue_events(self, events: list[Event], view_after: View) -> None:
        """Queue the steps that animate ``events`` (at speed 0 one step that announces them), each
        telling ``events_shown`` when the table shows its events."""
        if self._animator.speed > 0:
            for group in self._group_events(events):
                self._animator.enqueue(lambda tw, g=group: self._play_group(tw, g, view_after))
            return
        cut = self._round_end_cut(events)
        self._animator.enqueue(lambda tw: self._announce_shown(tw, events, cut, view_after))
        if cut < len(events):
            self._animator.enqueue(lambda tw: self.events_shown.emit(events[cut:]))

    def _play_group(self, tw, group: list[Event], view_after: View) -> None:
        """Animate one group of events; its events are shown once its step has played, or at
        once when the step holds at a round end (the dialog tells the round's end meanwhile)."""
        self._animate(tw, group, view_after)
        if self._gate is tw:
            self.events_shown.emit(list(group))
        else:
            tw.then(lambda: self.events_shown.emit(list(group)))

    def _announce_shown(self, tw, events: list[Event], cut: int, view_after: View) -> None:
        """Speed 0: announce ``events`` (a round end is held); the events up to the round end are
        shown now, those after it (the next deal) in a later step, after the hold."""
        self._announce(tw, events, view_after)
        self.events_shown.emit(events[:cut])

    def _round_end_cut(self, events: list[Event]) -> int:
        """The index after the last round end of ``events`` (while a round pause is on), else
        their number."""
        ends = [i for i, e in enumerate(events) if e.kind in self.ROUND_END_KINDS]
        return ends[-1] + 1 if ends and self._round_pause else len(events)

    def _announce(self, tw, events: list[Event], view_after: View) -> None:
        """At speed 0 nothing animates; a table with rounds announces a round end here."""

    def _prepare_scene(self, view_after: View, seat: int | None, open_hands: bool) -> None:
        """Before the first animation of a batch: seat the scene for ``view_after``."""
        seats = int(view_after.data["seats"])
        bottom = seat if seat is not None else 0
        if self._scene.seats != seats or self._scene.bottom != bottom:
            self._scene.setup(seats, bottom)
            self._scene.refresh_plates()
        self._scene.open_hands = bool(open_hands)

    def retranslate(self) -> None:
        """Write every text of the table again in the current language (after a language switch):
        the scene's fixed texts (its ``retranslate``, if it has one), then the view on the table
        shown again. While events are animated, the view after them comes in the new language."""
        self._clear_reason()
        fixed_texts = getattr(self._scene, "retranslate", None)
        if fixed_texts is not None:
            fixed_texts()
        if self._view is not None and not self._animator.busy():
            self._show(self._view, self._legal, self._seat, teaching=self._teaching, explain=self._explain,
                       open_hands=self._open_hands)

    def is_animating(self) -> bool:
        """True while event animations run or are queued (or a round end waits)."""
        return self._animator.busy()

    def set_teaching(self, on: bool) -> None:
        """Teaching mode: light the legal cards and targets before anything is picked up."""
        self._teaching = bool(on)
        self._refresh_marks()

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

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """A left press on the table: remember what it is on (:meth:`_press_at`), if the seat may
        act now; the release decides between a click and a drop."""
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        sp = self.mapToScene(event.position().toPoint())
        self._clear_reason()
        self._gesture_at = sp
        self._press = None
        event.accept()
        if self._may_press():
            self._press = self._press_at(sp, event.position())

    def _may_press(self) -> bool:
        """The local seat may pick something up now."""
        return self._seat is not None and self._view is not None and not self._awaiting and not self._animator.busy()

    def _press_at(self, sp: QPointF, view_pos: QPointF):
        """What a press at scene point ``sp`` is on (the table's own press record), or None."""
        return None

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mouseReleaseEvent(event)
        press, self._press = self._press, None
        sp = self.mapToScene(event.position().toPoint())
        self._gesture_at = sp
        event.accept()
        if self._drag is not None:
            self._drop(sp, event.position())
        elif press is not None:
            self._click(press, sp)

    def _click(self, press, sp: QPointF) -> None:
        """A press released without a drag: a hand card toggles its selection; a zone released
        over itself is clicked (:meth:`_click_zone`)."""
        if press.item is not None:
            self._toggle(press.item)
        elif press.zone is not None and self._zone_at(sp) is press.zone:
            self._click_zone(press.zone)

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

    def _fly_to_source(self, drag, stock_top) -> None:
        """A refused drag of the rummy tables flies back: a ghost drawn from the stock to
        ``stock_top`` (the stock's top place) and away, hand or meld cards to their places."""
        sc = self._scene
        if drag.source == "stock":
            ghost = drag.items[0]
            sc.ghost = None

            def back(tw) -> None:
                tw.prop(ghost, b"pos", QPointF(stock_top.x, stock_top.y), 220)
                tw.then(lambda: ghost.scene() is sc and sc.removeItem(ghost))
            self._animator.detach(back, "flyback")
        else:
            self._animator.detach(lambda tw: sc.place(tw, ms=220, items=list(drag.items)), "flyback")
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

