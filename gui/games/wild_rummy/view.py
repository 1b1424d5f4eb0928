"""WildTableView: the Wild Rummy R table widget (show a View, animate events, turn gestures into
Actions).

It has the public interface of :class:`~gui.families.rummy.view.RummyTableView`, so the controller,
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

The parts: matching gestures to actions in :mod:`gui.games.wild_rummy.actions`, the gestures
(mouse, drag, keyboard) in :mod:`gui.games.wild_rummy.gestures`, the event animation in
:mod:`gui.games.wild_rummy.events`; this module shows a view, marks what may be played, keeps the
call prompt's time limit and offers actions (asking with :func:`ask_choice` when several match).
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu

from core.engine import Action, View
from core.fesca import pretty

from ...i18n import translate
from ...table.base_view import CardTableView
from .actions import (MELD_KINDS, action_label, contains_cards, discard_matches, meld_matches, retrieve_matches,
                      same_cards)
from .events import WildEvents
from .gestures import WildGestures
from .items import phase_text, round_text
from .scene import WildScene

Explain = Callable[[tuple, str], str]


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


class WildTableView(WildGestures, WildEvents, CardTableView):
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
        self._special_panel = None                   # the teaching panel (special cards), once asked for
        self._call_limit = 0                         # seconds to answer a call prompt; 0 = no limit
        self._call_left = 0
        self._call_timer = QTimer(self)
        self._call_timer.setInterval(1000)
        self._call_timer.timeout.connect(self._call_tick)

    # --- public API ----------------------------------------------------------------------------
    def teaching_widget(self):
        """The panel the side panel shows in teaching mode: what the special cards held or lit
        as targets are and may do (太極, 空無, 陰陽; SW / RW / GW / ZAT)."""
        if self._special_panel is None:
            from .teaching import SpecialCardsPanel
            self._special_panel = SpecialCardsPanel()
        return self._special_panel

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
        self._update_special_panel()

    def _update_special_panel(self) -> None:
        """Teaching: explain the special cards of the local hand and the lit wild / ZAT slots."""
        panel = self._special_panel
        if panel is None:
            return
        sc = self._scene
        if not self._teaching or self._seat is None or self._open_hands:
            panel.clear()
            return
        lit = [slot for g in sc.melds for slot, item in zip(g.slots, g.items) if item.is_highlighted()]
        panel.show_for([c.code for c in sc.local_hand()], lit)

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
            for item in g.under:
                if item is not None:
                    item.set_highlighted(False)
        if self._drag is not None:                            # a legal slot comes forward while dragging
            sc.raise_slots(item for g in sc.melds for item in g.items if item.code in ats)

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

__all__ = ["WildTableView", "ask_choice"]
