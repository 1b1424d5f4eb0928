"""MahjongTableView: the mahjong table widget (show a View, animate events, turn gestures into
Actions) for the riichi game, 3 or 4 seats.

It has the public interface of the other table views, so the controller and the main window
drive it unchanged::

    action_chosen(Action)   the local player chose a legal action (drag, click or keyboard)
    rejected(str)           a gesture matched no legal action; the translated reason
    animations_done()       the event animation queue has drained
    hint_requested()        the player pressed H
    round_ended(dict)       a hand ended (see :func:`round_result`)

    set_names(names), show_view(view, legal, seat, *, teaching, explain, open_hands),
    play_events(events, view_after, legal, seat, **same keywords), set_speed(factor), speed(),
    skip_animations(), is_animating(), set_teaching(on), show_hint(action), table_scene,
    set_round_pause(on), resume_after_round(), last_result()

It knows the protocol (notes/riichi_protocol.md), not the rules: a discard is the legal
``discard`` (or, after Riichi was pressed, ``riichi``) action of the tile; every button stands
for exact legal actions (:mod:`gui.families.mahjong.calls`).

Gestures (:mod:`gui.families.mahjong.gestures`): click a hand tile to select (lift) it, click it again to discard it; or drag it onto
the pond (the table's middle); or Left/Right to select and Enter to discard. Riichi: press the
button, then discard one of the tiles marked in red. The call buttons (Tsumo, Ron, Riichi, Kan,
Pon, Chi, Pass, Stop, Play on) are also keys 1-9 in the order shown; Escape goes back or clears
the selection; H asks for a hint.

A game that adds to riichi gives the table its :class:`~gui.families.mahjong.variant.TableVariant` when
the table is made (``MahjongTableView(parent, variant=...)``): its items, buttons, modes,
gestures, event animations and teaching notes plug in there; without one the table is the plain
riichi table. :meth:`set_colour_safe` switches colour-safe pocchi faces.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QTimer, Signal

from core.engine import Action, Event, View

from ...i18n import translate
from ...table.animator import Tweens
from ...table.base_view import CardTableView
from .calls import call_buttons, group_of, legal_groups
from .events import ROUND_END, round_result
from .gestures import TableGestures
from .items import HIDDEN, TileItem
from .scene import MahjongScene
from .variant import TableVariant

Explain = Callable[[tuple, str], str]


def tile_lang() -> str:
    """"ja" when a translation is installed (the app's only other language is Japanese): the tile
    faces then drop their Latin index."""
    from ... import i18n
    return "ja" if getattr(i18n, "_installed", None) else "en"


class MahjongTableView(TableGestures, CardTableView):
    """The mahjong table widget. See the module docstring for the API."""

    round_ended = Signal(object)
    ROUND_END_KINDS = ROUND_END
    #: every action kind of riichi is a gesture or a button on this table (and the variant's kinds)
    TABLE_KINDS = frozenset({"discard", "riichi", "tsumo", "ron", "closed_kan", "added_kan", "open_kan", "pon",
                             "chi", "pass", "stop", "play_on"})

    def __init__(self, parent=None, variant: TableVariant | None = None) -> None:
        super().__init__(parent)
        self.variant = variant if variant is not None else TableVariant()
        self.TABLE_KINDS = type(self).TABLE_KINDS | self.variant.action_kinds
        self._install(MahjongScene(self, self.variant))
        self._focus = -1
        self._hint: Action | None = None
        self._mode = ""                  # "", "riichi", "choice:<group>" or a mode of the variant
        self._result: dict | None = None
        self._call_limit = 0                         # seconds to answer a call; 0 = no limit
        self._call_left = 0
        self._call_timer = QTimer(self)
        self._call_timer.setInterval(1000)
        self._call_timer.timeout.connect(self._call_tick)
        self._efficiency = None                      # the teaching panel, made when first asked for
        self.variant.attach_view(self)
        from .automation import TableAutomation
        self.automation = TableAutomation(self)             # the bar of 和了 / 鳴きなし / ツモ切り toggles
        self.KEYS_HELP = type(self).KEYS_HELP + self.automation.keys_help()
        self.automation.place()

    # --- public API ----------------------------------------------------------------------------
    def teaching_widget(self):
        """The efficiency panel (牌効率: shanten, improving tiles, waits) that the side panel shows
        in teaching mode; a click on one of its discard rows selects that tile in the hand."""
        if self._efficiency is None:
            from .teaching import EfficiencyPanel
            self._efficiency = EfficiencyPanel()
            self._efficiency.picked.connect(self._select_token)
        return self._efficiency

    def set_teaching(self, on: bool) -> None:
        super().set_teaching(on)
        self._update_efficiency()

    def _update_efficiency(self) -> None:
        panel = self._efficiency
        if panel is None:
            return
        if self._teaching and self._view is not None and self._seat is not None and not self._open_hands:
            view, rules = self.variant.teaching_view(self._view)
            panel.show_for(view, self._legal, seat=self._seat, **rules)
            panel.set_cards(self.variant.teaching_notes())
        else:
            panel.clear()
            panel.set_cards("")

    def _select_token(self, tok: str) -> None:
        """Focus the first hand tile of token ``tok`` (from the efficiency panel)."""
        for i, item in enumerate(self._scene.local_hand()):
            if item.code == tok:
                self._focus = i
                self._refresh_marks()
                return

    def show_hint(self, action: Action | None) -> None:
        """Mark the tile or button of ``action`` (None clears the hint)."""
        self._hint = action
        self._refresh_marks()

    def use_settings(self, settings: dict, game_id: str, save=None) -> None:
        """The automation toggles of game ``game_id`` from the window's ``settings`` (saved with
        ``save()`` when the player flips one)."""
        self.automation.use_settings(settings, game_id, save)

    def automatic_action(self, view: View, legal: list) -> Action | None:
        """The action the automation toggles take for the local player (None: ask the player)."""
        return self.automation.action_for(view, legal)

    def automation_changed(self) -> None:
        """A toggle was flipped: a decision on the table that automation now answers is answered."""
        action = self.automation.pending() if self._can_pick() else None
        if action is not None:
            self._leave_mode()
            self._choose(action)

    def last_result(self) -> dict | None:
        """The result of the last hand that ended on this table (as ``round_ended`` carried it)."""
        return self._result

    def set_call_timer(self, seconds: int) -> None:
        """Give a human seat ``seconds`` to answer a discard it may call (鳴き), then pass for it;
        0: no limit."""
        self._call_limit = max(0, int(seconds))
        if not self._call_limit:
            self._call_timer.stop()
        self._refresh_marks()

    def call_seconds_left(self) -> int:
        """Seconds left to answer the call (0 when no countdown runs)."""
        return self._call_left if self._call_timer.isActive() else 0

    def _call_tick(self) -> None:
        self._call_left -= 1
        if self._call_left > 0:
            self._refresh_marks()
            return
        self._call_timer.stop()
        passing = [a for a in self._legal if a.kind == "pass"] if self._can_pick() else []
        if passing:
            self._mode = ""
            self._choose(passing[0])

    def set_colour_safe(self, on: bool) -> None:
        """Colour-safe pocchi faces (a game's ``colour_safe_pocchi`` option: a × on the crimson
        sticker, white instead of green), repainting every tile."""
        from . import tile_faces
        tile_faces.set_colour_safe(on)
        for item in self._scene.all_tiles():
            item.update()
        for button in self._scene.buttons:
            button.update()

    def retranslate(self) -> None:
        """Redraw the texts in the current language: the tile faces, then the table's texts and
        the view shown again (:meth:`CardTableView.retranslate`)."""
        TileItem.lang = tile_lang()
        for item in self._scene.all_tiles():
            item.update()
        self.automation.bar.retranslate()
        super().retranslate()
        self._refresh_marks()

    # --- showing a view ----------------------------------------------------------------------------
    def _show(self, view: View, legal: list, seat: int | None, *, teaching: bool, explain: Explain | None,
              open_hands: bool) -> None:
        self._cancel_gesture()
        self._view, self._legal, self._seat = view, list(legal), seat
        self._teaching, self._explain, self._open_hands = bool(teaching), explain, bool(open_hands)
        self._legal = self.automation.shown(view, self._legal, seat)      # none when automation answers
        self._awaiting = False
        self._hint = None
        if TileItem.lang != tile_lang():
            self.retranslate()
        self.variant.clear_picks()
        if self._mode and not self._mode_valid():
            self._leave_mode()
        sc = self._scene
        sc.sync(view.data, seat if seat is not None else 0, open_hands)
        hand = sc.local_hand()
        if self._focus >= len(hand):
            self._focus = len(hand) - 1
        self._refresh_marks()
        self._update_efficiency()
        self.variant.view_shown(view, self._legal)

    def play_events(self, events: list, view_after: View, legal: list, seat: int | None, **kw) -> None:
        """As :meth:`CardTableView.play_events`; the tsumogiri discards among ``events`` are noted
        (greyed in the ponds)."""
        self._scene.note_tsumogiri(list(events), view_after.data)
        super().play_events(events, view_after, legal, seat, **kw)

    def resizeEvent(self, event) -> None:  # noqa: N802
        self.automation.place()
        super().resizeEvent(event)
        self.variant.resized()

    def _mode_valid(self) -> bool:
        valid = self.variant.mode_valid(self._legal, self._mode)
        if valid is not None:
            return valid
        if self._mode == "riichi":
            return any(a.kind == "riichi" for a in self._legal)
        return self._mode[7:] in legal_groups(self._legal, self.variant.groups)

    def _leave_mode(self) -> None:
        """Back to no mode (the variant forgets its mode's state too)."""
        self._mode = ""
        self.variant.leave_mode()

    def _can_pick(self) -> bool:
        return self._seat is not None and self._view is not None and not self._awaiting and not self._animator.busy()

    def _marked(self) -> list | None:
        """In a mode that waits for a marked hand tile (riichi): the actions a tile may make; None
        in other modes."""
        marked = self.variant.marked_discards(self._legal, self._mode)
        if marked is None and self._mode == "riichi":
            marked = [a for a in self._legal if a.kind == "riichi"]
        return marked

    def _discards(self) -> list:
        """The legal actions a hand tile can make now: riichi discards in riichi mode, else discards."""
        marked = self._marked()
        if marked is not None:
            return marked
        return [a for a in self._legal if a.kind == "discard"]

    # --- marks, buttons, prompt ---------------------------------------------------------------------
    def _refresh_marks(self, enabled: bool | None = None) -> None:
        sc = self._scene
        active = self._can_pick() if enabled is None else enabled
        legal = self._legal if active else []
        hand = sc.local_hand()
        discards = {a.cards[0] for a in self._discards()} if active else set()
        marking = self._marked() is not None
        riichi = discards if marking else {a.cards[0] for a in legal if a.kind == "riichi"}
        teach = active and self._teaching
        hint = self._hint if active else None
        hinted = (hint.cards[0] if hint is not None and (hint.kind in ("discard", "riichi") or hint.kind in
                                                          self.variant.tile_kinds) and hint.cards else None)
        calls = {c for a in legal if a.kind in ("chi", "pon", "open_kan", "closed_kan", "added_kan") or
                 a.kind in self.variant.call_kinds for c in a.cards}
        for i, item in enumerate(hand):
            playable = item.code in discards
            item.set_highlighted(teach and (playable or item.code in calls) and self._drag is None)
            item.set_dimmed(active and marking and not playable)
            item.set_riichi_mark(active and item.code in riichi and (marking or teach))
            item.set_hinted(hinted is not None and item.code == hinted)
            item.set_focused(active and i == self._focus and self.hasFocus())
        if self._drag is None:
            sc.pond_zone.set_lit(1 if teach and discards else 0)
        sc.pond_zone.set_hinted(hinted is not None)
        self._refresh_buttons(legal, hint, teach)
        self._mark_claim(active)
        self.variant.refresh_marks(active, hint)
        sc.prompt.set_text(self._prompt(legal))

    def _mark_claim(self, active: bool) -> None:
        """The discard being claimed glows in its pond while the local seat may call it."""
        sc = self._scene
        data = self._view.data if self._view is not None else {}
        src = data.get("claim_from")
        for s, pond in enumerate(sc.ponds):
            for k, item in enumerate(pond):
                item.set_highlighted(active and s == src and k == len(pond) - 1 and bool(self._legal))

    def _refresh_buttons(self, legal: list, hint, teach: bool) -> None:
        data = self._view.data if self._view is not None else {}
        specs = call_buttons(legal, self._mode, data.get("claim_tile"), self.variant, self._scene.names, data) \
            if legal else []
        prompting = data.get("step") == "claims" and any(a.kind == "pass" for a in legal)
        if prompting and self._call_limit and not self._call_timer.isActive():
            self._call_left = self._call_limit
            self._call_timer.start()
        elif not prompting and self._call_timer.isActive():
            self._call_timer.stop()
        hint_group = group_of(hint.kind, self.variant.groups) if hint is not None else ""
        rects = self.variant.button_rects(specs)
        for i, button in enumerate(self._scene.buttons):
            spec = specs[i] if i < len(specs) else None
            button.setVisible(spec is not None)
            if spec is None:
                button.action, button.key = None, ""
                continue
            button.set_geometry(*rects[i])
            if spec.group == "pass" and self._call_timer.isActive():
                button.set_text(translate("MahjongTableView", "Pass ({n})").format(n=self._call_left))
            else:
                button.set_text(spec.text)
            button.set_color(spec.color)
            button.set_tiles(spec.tiles)
            button.set_enabled(True)
            button.action, button.key, button.group = spec.action, spec.key, spec.group
            button.key_text = str(i + 1) if i < 9 else ""
            button.set_hinted(bool(hint_group) and spec.group == hint_group
                              and (spec.action is None or spec.action == hint))
            button.set_lit(1 if teach and spec.group in ("tsumo", "ron") else 0)

    def _prompt(self, legal: list) -> str:
        if not legal:
            return ""
        data = self._view.data if self._view is not None else {}
        step = data.get("step")
        special = self.variant.prompt(legal)
        if special:
            return special
        if self._mode == "riichi":
            return translate("MahjongTableView", "Riichi: discard one of the tiles marked in red.")
        if self._mode.startswith("choice:"):
            return translate("MahjongTableView", "Choose the tiles to call with.")
        if step == "stop":
            return translate("MahjongTableView", "Last hand: end the game here, or play on?")
        if step == "claims":
            return translate("MahjongTableView", "Call the discard, or pass.")
        if any(a.kind == "discard" for a in legal):
            return translate("MahjongTableView", "Discard a tile: click it twice, drag it to the pond, or ←/→ and Enter.")
        return ""

    # --- events -> animation steps -------------------------------------------------------------------
    @staticmethod
    def _group_events(events: list[Event]) -> list[list[Event]]:
        """The deal is one step, and so are the round ends of one batch (several ron). Each
        group knows the events after it (``later``: a hand end reads the dice rolled after it)."""
        from .events import EventGroup
        groups: list[EventGroup] = []
        for i, ev in enumerate(events):
            if groups and ev.kind == groups[-1][0].kind and ev.kind in ("dealt", "won"):
                groups[-1].append(ev)
                groups[-1].later = events[i + 1:]
            else:
                groups.append(EventGroup([ev], later=events[i + 1:]))
        return groups

    def _announce(self, tw: Tweens, events: list[Event], view_after: View) -> None:
        """At speed 0 nothing animates, but a hand end is still announced (and held)."""
        if any(e.kind in ROUND_END for e in events):
            ended = [e for e in events if e.kind in ROUND_END]
            self._result = round_result(ended, dict(self._scene.info), view_after, events[events.index(ended[-1]) + 1:])   # the scene still shows that hand
            self.round_ended.emit(self._result)
            self._hold_round(tw)

    def _animate(self, tw: Tweens, group: list[Event], view_after: View) -> None:
        from .events import animate_group
        animate_group(self, tw, group, view_after)



__all__ = ["MahjongTableView", "round_result", "tile_lang", "HIDDEN"]
