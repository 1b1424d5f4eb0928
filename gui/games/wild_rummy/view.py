"""WildTableView: the Wild Rummy R table widget (show a View, animate events, turn gestures into
Actions).

It has the public interface of :class:`~gui.rummy.view.RummyTableView`, so the controller,
the main window and the review window drive it unchanged::

    action_chosen(Action)   the local player chose a legal action (drag, click or keyboard)
    rejected(str)           a gesture matched no legal action; the translated reason
    animations_done()       the event animation queue has drained
    hint_requested()        the player pressed H
    round_ended(dict)       a round was scored (the round's ``last_result``)

    set_names(names), show_view(view, legal, seat, *, teaching, explain, open_hands),
    play_events(events, view_after, legal, seat, **same keywords), set_speed(factor), speed(),
    skip_animations(), is_animating(), set_teaching(on), show_hint(action), table_scene,
    set_round_pause(on), resume_after_round(), last_result()

It knows the protocol (docs: notes/wild_rummy_protocol.md), not the rules: every gesture is
matched against the legal actions by ``kind``, ``cards``, ``target`` and ``at``; several matches
(other wild readings, swap or bury) open a chooser; a refused gesture's reason comes from the
``explain`` callback.

Gestures: click the stock (or drag it to the hand) to draw; drag a hand card onto the discard
pile to discard it; select cards and drop them on the "new meld" zone (or on an empty part of
your meld strip, or press M) to meld them; drag one hand card onto a meld card to act on that slot
(差し札 / 埋め潰し / 抜き札 / 発掘), onto the rest of a meld to lay it off (付け札 / 付け抜き札);
drag one of your melds into your hand (or click it, then Retrieve) to take it back; Call / Pass
answer a call window, End call turn ends a call turn. Clicking a meld card with one hand card
selected is the same as dropping it there. Keys: D draw, Left/Right move the cursor, Space
selects, Enter (or Delete) discards the selection, M melds it, R retrieves the chosen meld,
C calls, P passes, E ends a call turn, H asks for a hint, Escape clears.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QMenu

from core.engine import HIDDEN, Action, Event, View
from core.fesca import pretty

from ...i18n import tr_msg, translate
from . import layout as L
from ...table.animator import Tweens
from ...table.base_view import CardTableView
from ...table.cards import CardItem
from .items import MeldGroup, form_title, identity_text
from .scene import WildScene

Explain = Callable[[tuple, str], str]
MELD_KINDS = ("lay_off", "swap_wild", "take_natural", "bury", "excavate", "slide")
MOVES_TO_MELD = {"melded", "laid_off", "swapped", "took_natural", "buried", "excavated", "slid"}


# --- matching gestures to legal actions (pure) --------------------------------------------------------
def same_cards(a, b) -> bool:
    """True if ``a`` and ``b`` hold the same cards (in any order)."""
    return Counter(a) == Counter(b)


def contains_cards(big, small) -> bool:
    """True if every card of ``small`` is in ``big``."""
    return not (Counter(small) - Counter(big))


def discard_matches(legal, codes) -> list:
    """The legal discards of exactly ``codes``."""
    return [a for a in legal if a.kind == "discard" and same_cards(a.cards, codes)]


def meld_matches(legal, codes) -> list:
    """The legal new melds made of exactly ``codes`` (several: other readings of the wilds)."""
    return [a for a in legal if a.kind == "meld" and same_cards(a.cards, codes)]


def slot_matches(legal, codes, meld_id: int, at: str) -> list:
    """Actions playing ``codes`` onto the slot whose face-up card is ``at`` (差し札, 埋め潰し,
    抜き札, 発掘)."""
    target = f"meld:{meld_id}"
    return [a for a in legal if a.kind in MELD_KINDS and a.target == target and getattr(a, "at", "") == at
            and same_cards(a.cards, codes)]


def body_matches(legal, codes, meld_id: int) -> list:
    """Actions playing ``codes`` onto a meld's ends or body (付け札, 付け抜き札)."""
    target = f"meld:{meld_id}"
    return [a for a in legal if a.kind in ("lay_off", "slide") and a.target == target and same_cards(a.cards, codes)]


def drop_matches(legal, codes, meld_id: int, at: str | None) -> list:
    """A drop of ``codes`` on a meld: on a slot card ``at`` the actions aimed at that slot, else
    (or when none is) the lay-offs and slides of that meld."""
    if at:
        found = slot_matches(legal, codes, meld_id, at)
        if found:
            return found
    return body_matches(legal, codes, meld_id)


def retrieve_matches(legal, meld_id: int) -> list:
    """The legal retrieval of meld ``meld_id``."""
    return [a for a in legal if a.kind == "retrieve" and getattr(a, "at", "") == f"meld:{meld_id}"]


def _wild_words(pairs) -> str:
    """"太極→木6, 陽5→水5" for the (card, identity) pairs where a card stands for another."""
    words = [f"{pretty(c)}→{identity_text(i)}" for c, i in pairs if i and c != i and not (i[2:] == "0" and c[:2] == i[:2])]
    return ", ".join(words)


def action_label(action) -> str:
    """A chooser entry for ``action``, by what it does and what its wilds stand for."""
    kind, cards = action.kind, tuple(action.cards)
    idents = tuple(getattr(action, "idents", ()) or ())
    form = getattr(action, "form", "") or ""
    at = getattr(action, "at", "") or ""
    if kind == "swap_wild":
        return translate("WildTableView", "Swap (差し札): take the wild {card}").format(card=pretty(at))
    if kind == "bury":
        return translate("WildTableView", "Bury (埋め潰し): leave the wild {card}").format(card=pretty(at))
    if kind == "take_natural":
        return translate("WildTableView", "Take {card} (抜き札)").format(card=pretty(at))
    if kind == "excavate":
        return translate("WildTableView", "Excavate (発掘): take {card}").format(card=pretty(at))
    if kind in ("lay_off", "slide"):
        if idents and ":" in str(idents[0]):
            pairs = [tuple(p.split(":", 1)) for p in idents]
            what = f"{form_title(form)} {_wild_words(pairs)}".strip()
        else:
            what = _wild_words(zip(cards, idents)) or " ".join(identity_text(i) for i in idents)
        if kind == "slide":
            return translate("WildTableView", "Slide (付け抜き札): {what}").format(what=what)
        return translate("WildTableView", "Lay off (付け札): {what}").format(what=what)
    if kind == "meld":
        what = _wild_words(zip(cards, idents)) or " ".join(pretty(c) for c in cards)
        return f"{form_title(form)}: {what}"
    return kind


def ask_choice(widget, options: list[tuple[str, object]], pos: QPoint | None = None):
    """Ask which of ``options`` ((label, action) pairs) the player means, with a menu at
    ``pos`` (global; default the cursor). Returns the action, or None if dismissed. Tests
    replace this function."""
    menu = QMenu(widget)
    chosen = {}
    for text, action in options:
        chosen[menu.addAction(text)] = action
    picked = menu.exec(pos if pos is not None else QCursor.pos())
    return chosen.get(picked)


def round_text(data: dict) -> str:
    """"Round 2 / 4"."""
    n, total = data.get("round"), data.get("rounds")
    if not n:
        return ""
    return translate("WildTableView", "Round {n} / {total}").format(n=n, total=total or "?")


def phase_text(phase: str) -> str:
    """The field phase as the sign shows it (the part after " — " is the second line)."""
    if phase == "yang":
        return translate("WildTableView", "陽場 Yang field — 相生 cycle runs active")
    if phase == "yin":
        return translate("WildTableView", "陰場 Yin field — 相克 cycle runs active")
    return translate("WildTableView", "Neutral field — no 相順 until a 陰陽 discard")


# --- gestures ---------------------------------------------------------------------------------------
@dataclass
class _Press:
    item: CardItem | None            # a local hand card
    meld: tuple | None               # (group, slot, item) of a meld card
    zone: object | None              # a zone or button
    scene_pos: QPointF
    view_pos: QPointF


@dataclass
class _Drag:
    items: list[CardItem]
    source: str                      # "hand", "stock", "discard", "meld"
    offsets: list[QPointF] = field(default_factory=list)
    meld_id: int | None = None


class WildTableView(CardTableView):
    """The Wild Rummy R table widget. See the module docstring for the API."""

    round_ended = Signal(object)

    #: every action kind of the game is a gesture on this table
    TABLE_KINDS = frozenset({"draw", "take_discard", "meld", "lay_off", "swap_wild", "take_natural", "bury",
                             "excavate", "slide", "retrieve", "discard", "call", "pass", "end_call"})
    KEYS = {Qt.Key.Key_D, Qt.Key.Key_M, Qt.Key.Key_R, Qt.Key.Key_C, Qt.Key.Key_P, Qt.Key.Key_E,
            Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Delete, Qt.Key.Key_Space}

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._install(WildScene(self))
        self._focus = -1
        self._hint: Action | None = None
        self._chosen_meld: int | None = None         # the meld clicked for Retrieve
        self._call_limit = 0                         # seconds to answer a call prompt; 0 = no limit
        self._call_left = 0
        self._call_timer = QTimer(self)
        self._call_timer.setInterval(1000)
        self._call_timer.timeout.connect(self._call_tick)

    # --- public API ----------------------------------------------------------------------------
    def show_hint(self, action: Action | None) -> None:
        """Mark the cards of ``action`` and its target (None clears the hint)."""
        self._hint = action
        self._refresh_marks()

    def last_result(self) -> dict | None:
        """The ``last_result`` of the view shown, or None."""
        return None if self._view is None else self._view.data.get("last_result")

    # --- showing a view ----------------------------------------------------------------------------
    def _show(self, view: View, legal: list, seat: int | None, *, teaching: bool, explain: Explain | None,
              open_hands: bool) -> None:
        self._cancel_gesture()
        self._view, self._legal, self._seat = view, list(legal), seat
        self._teaching, self._explain, self._open_hands = bool(teaching), explain, bool(open_hands)
        self._awaiting = False
        self._hint = None
        data = view.data
        bottom = seat if seat is not None else 0
        sc = self._scene
        sc.sync(data, bottom, open_hands)
        sc.round_label.set_text(round_text(data))
        sc.phase_sign.set_phase(data.get("phase", "neutral"), phase_text(data.get("phase", "neutral")))
        if self._chosen_meld is not None and (sc.group(self._chosen_meld) is None
                                              or not retrieve_matches(self._legal, self._chosen_meld)):
            self._chosen_meld = None
        self._update_info()
        if self._focus >= len(sc.local_hand()):
            self._focus = len(sc.local_hand()) - 1
        self._refresh_marks()

    def _update_info(self) -> None:
        """The line of what the local seat must do now (owed cards, a call window, a call turn)."""
        data = self._view.data if self._view is not None else {}
        text = ""
        if self._seat is not None and self._legal:
            owed = list(data.get("owed") or [])
            step = data.get("step")
            if owed:
                text = translate("WildTableView", "Meld {cards} first").format(cards=" ".join(pretty(c) for c in owed))
            elif step == "call_window":
                top = (data.get("discard") or [""])[-1]
                text = translate("WildTableView", "Call {card}? (鳴き)").format(card=pretty(top) if top else "")
            elif step == "calling":
                text = translate("WildTableView", "Call turn (鳴き手番): meld, then End call turn")
        self._scene.info_label.set_text(text)

    def _can_pick(self) -> bool:
        return (self._seat is not None and self._view is not None and not self._awaiting
                and not self._animator.busy())

    def _has(self, kind: str) -> bool:
        return any(a.kind == kind for a in self._legal)

    # --- marks: teaching, hint, lit targets, buttons ------------------------------------------------
    def _refresh_marks(self, enabled: bool | None = None) -> None:
        sc = self._scene
        active = self._can_pick() if enabled is None else enabled
        legal = self._legal if active else []
        hand = sc.local_hand()
        teach = active and self._teaching and bool(legal) and self._drag is None
        hint = self._hint if active else None
        selected = tuple(c.code for c in hand if c.is_selected())
        playable = {c for a in legal if a.kind not in ("draw", "call", "take_discard", "retrieve") for c in a.cards}
        hinted = Counter(hint.cards) if hint is not None and hint.kind not in ("call", "take_discard", "retrieve") else Counter()
        for i, item in enumerate(hand):
            item.set_highlighted(teach and item.code in playable)
            item.set_dimmed(teach and bool(playable) and item.code not in playable)
            item.set_hinted(hinted[item.code] > 0)
            item.set_focused(self._seat is not None and not self._animator.busy() and i == self._focus and self.hasFocus())
        for item in sc.stock + sc.discard:
            item.set_highlighted(False)
            item.set_hinted(False)
        if sc.stock:
            sc.stock[-1].set_highlighted(teach and self._has("draw"))
            sc.stock[-1].set_hinted(hint is not None and hint.kind == "draw")
        top = sc.top_discard()
        if top is not None:
            top.set_highlighted(teach and (self._has("call") or self._has("take_discard")))
            top.set_hinted(hint is not None and hint.kind in ("call", "take_discard"))
        if self._drag is None:
            if selected and active:
                self._light_for(selected, legal, soft=not teach)
            elif teach:
                self._light_all(legal)
            else:
                self._light_for((), [], soft=True)
        self._mark_hint(hint)
        for g in sc.melds:
            g.frame.set_selected(g.id == self._chosen_meld)
        self._refresh_buttons(active, legal, selected, hint, teach)

    def _light_for(self, codes: tuple, legal: list, soft: bool = False) -> None:
        """Light the targets a legal action could take ``codes`` to (2: exactly these cards).
        ``soft``: only the exact targets, at level 1 (a selection outside teaching mode)."""
        sc = self._scene
        exact = 1 if soft else 2
        sc.discard_zone.set_lit(exact if codes and discard_matches(legal, codes) else 0)
        level = 0
        if codes:
            if meld_matches(legal, codes):
                level = exact
            elif not soft and any(a.kind == "meld" and contains_cards(a.cards, codes) for a in legal):
                level = 1
        sc.new_meld_zone.set_lit(level)
        sc.hand_zone.set_lit(0)
        sc.stock_zone.set_lit(0)
        ats = set()
        for g in sc.melds:
            hits = [a for a in legal if a.target == f"meld:{g.id}" and a.kind in MELD_KINDS and codes
                    and same_cards(a.cards, codes)]
            g.frame.set_lit(exact if hits else 0)
            ats.update(getattr(a, "at", "") for a in hits)
        for g in sc.melds:
            for item in g.items:
                item.set_highlighted(item.code in ats)
                if item.code in ats and self._drag is not None:
                    item.setZValue(item.zValue() + 100)       # a legal slot comes forward while dragging
            for item in g.under:
                if item is not None:
                    item.set_highlighted(False)

    def _light_all(self, legal: list) -> None:
        """Teaching mode, nothing selected: every target of some legal action, softly."""
        sc = self._scene
        sc.discard_zone.set_lit(1 if self._has("discard") else 0)
        sc.new_meld_zone.set_lit(1 if any(a.kind == "meld" for a in legal) else 0)
        ats = {getattr(a, "at", "") for a in legal if a.kind in MELD_KINDS}
        for g in sc.melds:
            g.frame.set_lit(1 if any(a.target == f"meld:{g.id}" and a.kind in MELD_KINDS for a in legal) else 0)
            for item in g.items:
                item.set_highlighted(item.code in ats)

    def _mark_hint(self, hint) -> None:
        sc = self._scene
        kind = hint.kind if hint is not None else ""
        target = hint.target if hint is not None else ""
        sc.discard_zone.set_hinted(kind == "discard")
        sc.new_meld_zone.set_hinted(kind == "meld")
        sc.stock_zone.set_hinted(kind == "draw")
        at = getattr(hint, "at", "") if hint is not None else ""
        for g in sc.melds:
            g.frame.set_hinted(target == f"meld:{g.id}" or (kind == "retrieve" and at == f"meld:{g.id}"))
            for item in g.items:
                item.set_hinted(bool(at) and item.code == at and kind in MELD_KINDS)

    def _refresh_buttons(self, active: bool, legal: list, selected: tuple, hint, teach: bool) -> None:
        b = self._scene.buttons
        acting = self._seat is not None
        kind = hint.kind if hint is not None else ""
        data = self._view.data if self._view is not None else {}
        step = data.get("step", "")
        b["discard"].setVisible(acting)
        b["discard"].set_enabled(active and bool(selected) and bool(discard_matches(legal, selected)))
        b["meld"].setVisible(acting)
        b["meld"].set_enabled(active and bool(selected) and bool(meld_matches(legal, selected)))
        b["retrieve"].setVisible(acting and any(a.kind == "retrieve" for a in legal))
        b["retrieve"].set_enabled(active and self._chosen_meld is not None
                                  and bool(retrieve_matches(legal, self._chosen_meld)))
        calling = any(a.kind in ("call", "pass") for a in legal) and step == "call_window"
        for name in ("call", "pass"):
            b[name].setVisible(calling)
            b[name].set_enabled(active and any(a.kind == name for a in legal))
        self._arm_call_timer(calling and active)
        b["end_call"].setVisible(any(a.kind == "end_call" for a in legal))
        b["end_call"].set_enabled(active)
        for name, button in b.items():
            button.set_hinted(kind == name)
            button.set_lit(1 if teach and button.isVisible() and button.enabled and name != "discard" else 0)
        self._scene.new_meld_zone.set_enabled(any(a.kind == "meld" for a in legal))
        self._scene.new_meld_zone.setVisible(acting)

    # --- the call prompt's time limit ------------------------------------------------------------
    def set_call_timer(self, seconds: int) -> None:
        """Give a human seat ``seconds`` to answer a call prompt (鳴き), then pass for it; 0: no limit."""
        self._call_limit = max(0, int(seconds))
        if not self._call_limit:
            self._arm_call_timer(False)

    def call_seconds_left(self) -> int:
        """Seconds left on the call prompt (0 when no countdown runs)."""
        return self._call_left if self._call_timer.isActive() else 0

    def _arm_call_timer(self, prompting: bool) -> None:
        if prompting and self._call_limit and not self._call_timer.isActive():
            self._call_left = self._call_limit
            self._call_timer.start()
        elif not prompting and self._call_timer.isActive():
            self._call_timer.stop()
        self._show_call_countdown()

    def _show_call_countdown(self) -> None:
        text = translate("WildTableView", "Pass")
        if self._call_timer.isActive():
            text = translate("WildTableView", "Pass ({n})").format(n=self._call_left)
        self._scene.buttons["pass"].set_text(text)

    def _call_tick(self) -> None:
        self._call_left -= 1
        if self._call_left <= 0:
            self._call_timer.stop()
            self._show_call_countdown()
            self._simple("pass")
            return
        self._show_call_countdown()

    # --- offering actions -------------------------------------------------------------------------
    def _reason(self, codes: tuple, target: str) -> str:
        if self._explain is not None:
            text = self._explain(tuple(codes), target)
            if text:
                return text
        return translate("WildTableView", "That move is not allowed now.")

    def _offer_matches(self, matches: list, codes: tuple, target: str) -> bool:
        """Choose among ``matches`` (ask when several), or emit ``rejected``. True if chosen."""
        if not self._can_pick() or not matches:
            self.rejected.emit(self._reason(codes, target))
            return False
        if len(matches) == 1:
            self._choose(matches[0])
            return True
        picked = ask_choice(self, [(action_label(a), a) for a in matches])
        if picked is None:
            return False
        self._choose(picked)
        return True

    def _choose(self, action: Action) -> None:
        self._chosen_meld = None
        super()._choose(action)

    def _simple(self, kind: str) -> bool:
        """Choose the one legal action of ``kind`` (draw, call, pass, end_call)."""
        found = [a for a in self._legal if a.kind == kind] if self._can_pick() else []
        if not found:
            self.rejected.emit(self._reason((), {"draw": "hand", "call": "hand"}.get(kind, "")))
            return False
        self._choose(found[0])
        return True

    def _discard_selected(self) -> None:
        codes = self._selected_codes()
        if not codes:
            self.rejected.emit(translate("WildTableView", "Select the card to discard first."))
            return
        self._offer_matches(discard_matches(self._legal, codes), codes, "discard")

    def _meld_selected(self) -> None:
        codes = self._selected_codes()
        if not codes:
            self.rejected.emit(translate("WildTableView", "Select the cards to meld first."))
            return
        self._offer_matches(meld_matches(self._legal, codes), codes, "new")

    def _retrieve_chosen(self) -> None:
        if self._chosen_meld is None:
            self.rejected.emit(translate("WildTableView", "Click one of your melds first."))
            return
        self._offer_matches(retrieve_matches(self._legal, self._chosen_meld), (), "hand")

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
        """While dragging hand cards, the meld slot under the pointer glows stronger."""
        drag = self._drag
        if drag is None or drag.source != "hand":
            return
        hit = self._scene.meld_card_at(sp)
        for g in self._scene.melds:
            for item in g.items:
                item.set_hinted(hit is not None and item is hit[0].items[hit[1]] and item.is_highlighted())

    def _drop(self, sp: QPointF, view_pos: QPointF | None = None) -> None:
        drag, self._drag = self._drag, None
        sc = self._scene
        for zone in (sc.discard_zone, sc.new_meld_zone, sc.hand_zone, sc.stock_zone):
            zone.set_lit(0)
        for g in sc.melds:
            g.frame.set_lit(0)
            for item in g.items:
                item.set_hinted(False)
        sc.dragging = set()
        sc.place(items=[c for g in sc.melds for c in g.cards() if c not in drag.items])   # slots brought forward go back
        in_hand = L.contains(L.HAND_ZONE, sp.x(), sp.y())
        if drag.source == "hand":
            codes = tuple(it.code for it in drag.items)
            if not self._drop_hand_cards(codes, sp, in_hand):
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

    def _drop_hand_cards(self, codes: tuple, sp: QPointF, in_hand: bool) -> bool:
        """Hand cards dropped at ``sp``: the action they match (True), or a rejection."""
        sc = self._scene
        zone = self._zone_at(sp)
        target = getattr(zone, "target", "")
        if zone is sc.discard_zone or target == "discard":
            return self._offer_matches(discard_matches(self._legal, codes), codes, "discard")
        if zone is sc.new_meld_zone or target == "meld":
            return self._offer_matches(meld_matches(self._legal, codes), codes, "new")
        hit = sc.meld_card_at(sp)
        if hit is not None:
            g, slot, _ = hit
            at = g.slots[slot]["card"]
            return self._offer_matches(drop_matches(self._legal, codes, g.id, at), codes, f"meld:{g.id}:{at}")
        g = sc.meld_at(sp)
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
            sc.dragging = set()
            if drag.source != "stock":
                sc.place(items=drag.items)
            sc.place(items=[c for g in sc.melds for c in g.cards()])
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

    # --- events -> animation steps -------------------------------------------------------------
    def _announce(self, tw: Tweens, events: list[Event], view_after: View) -> None:
        """At speed 0 nothing animates, but a round end is still announced (and held)."""
        for ev in events:
            if ev.kind == "round_scored":
                self.round_ended.emit(self._round_result(ev, view_after))
                self._hold_round(tw)

    @staticmethod
    def _round_result(ev: Event, view_after: View) -> dict:
        """The result of the round that ended (``round_scored``'s info, else the view's)."""
        if ev.info:
            return dict(ev.info)
        return dict(view_after.data.get("last_result") or {})

    def _animate(self, tw: Tweens, group: list[Event], view_after: View) -> None:
        sc = self._scene
        ev = group[0]
        kind = ev.kind
        if not sc.seats:
            return
        seat = ev.seat if isinstance(ev.seat, int) and 0 <= ev.seat < sc.seats else None
        card = ev.cards[0] if ev.cards else HIDDEN
        info = ev.info or {}
        if kind == "round_started":
            sc.dealer = info.get("dealer", sc.dealer)
            sc.phase_sign.set_phase(info.get("phase", "neutral"), phase_text(info.get("phase", "neutral")))
            sc.step_round_start(tw, round_text({"round": info.get("round"), "rounds": info.get("rounds")}))
        elif kind == "dealt":
            deals = [(e.seat, list(e.cards)) for e in group if e.seat is not None and e.seat < sc.seats]
            deck = 6 * (int(view_after.data.get("top", 12)) + 1)
            sc.step_deal(tw, deals, deck - sum(len(c) for _, c in deals))
        elif kind == "drew" and seat is not None:
            sc.turn = seat
            sc.refresh_plates()
            sc.step_draw(tw, seat, card, "stock")
            if "stock" in info:
                sc.stock_count = int(info["stock"])
                sc.update_labels()
        elif kind in ("took_discard", "called") and seat is not None:
            sc.step_draw(tw, seat, card, "discard")
            if kind == "called":
                sc.turn = seat
                sc.refresh_plates()
                self._bubble(tw, seat, translate("WildTableView", "Call! (鳴き)"), "place")
        elif kind == "discarded" and seat is not None:
            sc.step_discard(tw, seat, card)
        elif kind == "phase_changed":
            phase = info.get("phase", "neutral")
            sc.phase_sign.set_phase(phase, phase_text(phase))
            self._bubble(tw, None, phase_text(phase).partition(" — ")[0], "info", hold=500)
        elif kind == "passed" and seat is not None:
            self._bubble(tw, seat, translate("WildTableView", "Pass"), "pass", hold=250)
        elif kind in MOVES_TO_MELD and seat is not None and info.get("meld"):
            sc.step_meld_change(tw, seat, list(ev.cards), info["meld"], list(info.get("taken") or []),
                                rise=kind == "excavated")
        elif kind == "retrieved" and seat is not None:
            meld = info.get("meld") or {}
            meld_id = meld.get("id") if "id" in meld else int(str(ev.src).partition(":")[2] or -1)
            sc.step_retrieve(tw, seat, meld_id, list(ev.cards))
        elif kind == "stock_reshuffled":
            sc.step_reshuffle(tw, int(info.get("count", info.get("stock", view_after.data.get("stock_count", 0)))))
        elif kind == "went_out" and seat is not None:
            self._bubble(tw, seat, translate("WildTableView", "Out! (上がり)"), "place", hold=900)
        elif kind == "round_scored":
            sc.turn = None
            sc.refresh_plates()
            tw.hold(900)
            self.round_ended.emit(self._round_result(ev, view_after))
            self._hold_round(tw)
        elif kind == "dealer_passed":
            sc.dealer = info.get("dealer", seat)
            sc.refresh_plates()
        elif kind == "match_over":
            sc.turn = None
            sc.refresh_plates()
            self._bubble(tw, None, translate("WildTableView", "Match over"), "info", hold=700)
        elif ev.text is not None:
            self._bubble(tw, seat, tr_msg(ev.text), "info", hold=800)



__all__ = ["WildTableView", "ask_choice", "action_label", "discard_matches", "meld_matches", "slot_matches",
           "body_matches", "drop_matches", "retrieve_matches", "round_text", "phase_text", "MeldGroup"]
